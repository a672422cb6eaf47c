// With clang's -fsanitize=fuzzer (TABIYA_LIBFUZZER=ON) libFuzzer is the driver: it calls
// this entry point, which hands the bytes to the target's fuzzOne.
#include "tests/fuzz/fuzztarget.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    return fuzzOne(data, size);
}
