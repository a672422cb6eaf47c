# Shared by .ci/play and .ci/test: install what is missing, then configure and build.
# Sourced, not run. Works as root or as a user with sudo; quick when nothing changed.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

# install_missing PACKAGE... : apt-get only when dpkg lacks one of them.
install_missing() {
    local missing=()
    for pkg in "$@"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" ||
            missing+=("$pkg")
    done
    if [ ${#missing[@]} -gt 0 ]; then
        echo "Installing: ${missing[*]}"
        as_root apt-get update -qq
        as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
            "${missing[@]}"
    fi
}

BUILD_PACKAGES=(build-essential cmake ninja-build ccache pkg-config qt6-base-dev qt6-svg-dev
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools libgl-dev qt6-qpa-plugins
    libqt6svg6 fonts-dejavu-core qt6-translations-l10n
    fonts-wqy-microhei) # Chinese notation (see app/gui/chinesefont.h)

# build_tabiya [DIR [CMAKE_OPTION...]] : configure DIR (default build) once (again after a
# configure that failed, which leaves a cache but no build.ninja), then build it. Options
# given are set again on a DIR configured before (a build/ that .ci/play made gets the CI's
# -DTABIYA_WERROR=ON).
build_tabiya() {
    local dir="${1:-build}" launcher=()
    shift || true
    command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
    if [ ! -f "$dir"/CMakeCache.txt ] || [ ! -f "$dir"/build.ninja ]; then
        cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "${launcher[@]}" "$@"
    elif [ $# -gt 0 ]; then
        cmake -S . -B "$dir" "$@" >/dev/null
    fi
    cmake --build "$dir" --parallel "$(nproc)"
}
