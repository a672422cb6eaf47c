// The coverage hook for programs of the sanitizer build that are not fuzz targets (unit
// tests, tabiya-engine): the libraries are compiled with -fsanitize-coverage=trace-pc and
// call it at every basic block; only the fuzz driver records anything.
extern "C" void __sanitizer_cov_trace_pc() {}
