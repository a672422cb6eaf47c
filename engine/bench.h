#pragma once
// bench: searches a fixed set of chess and xiangqi positions to a fixed depth on one
// thread with a fresh table and prints the node count (which changes only when the
// search does) and the speed.

namespace tabiya::engine {

int runBench(int depth);

} // namespace tabiya::engine
