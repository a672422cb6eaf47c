#!/bin/bash
# Fails when a C++ source under the project's code folders differs from what clang-format
# (the repository's .clang-format) makes of it, and names the files.
root=$1
cd "$root" || exit 2
command -v clang-format >/dev/null || { echo "clang-format is not installed"; exit 2; }
mapfile -t files < <(find app board engine protocol tests -name '*.cpp' -o -name '*.h' | sort)
unformatted=()
for f in "${files[@]}"; do
    clang-format --dry-run -Werror "$f" >/dev/null 2>&1 || unformatted+=("$f")
done
if [ ${#unformatted[@]} -gt 0 ]; then
    echo "not formatted (run clang-format -i on them):"
    printf '  %s\n' "${unformatted[@]}"
    exit 1
fi
echo "${#files[@]} files formatted"
