# Installs the Debian packages a command needs, and only those that are missing.
# Sourced by scripts/demo and scripts/test:
#
#   require 'pkg-config --exists yaml-0.1' libyaml-dev 'the compiler reads YAML with libyaml'
#   install_requirements
#
# `require CHECK PACKAGE… WHY` notes PACKAGE… when the shell command CHECK fails; `install_requirements`
# then installs every noted package with apt-get, as root or through sudo, saying what and why first. It
# fails with a message naming the packages when it cannot (no apt-get, neither root nor sudo).

missing_packages=()
missing_reasons=()

require() {
    local check=$1 why=${*: -1}
    local packages=("${@:2:$#-2}")
    if ! bash -c "$check" >/dev/null 2>&1; then
        missing_packages+=("${packages[@]}")
        missing_reasons+=("  ${packages[*]}: $why")
    fi
}

install_requirements() {
    [ ${#missing_packages[@]} -eq 0 ] && return 0
    echo "installing what this machine lacks:"
    printf '%s\n' "${missing_reasons[@]}"
    local run_as_root=()
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "error: apt-get was not found; install the packages above (or your system's equivalents) and run this again" >&2
        return 1
    fi
    if [ "$(id -u)" -ne 0 ]; then
        if ! command -v sudo >/dev/null 2>&1; then
            echo "error: installing needs root, and sudo was not found; run as root: apt-get install ${missing_packages[*]}" >&2
            return 1
        fi
        run_as_root=(sudo)
    fi
    export DEBIAN_FRONTEND=noninteractive
    # The package lists of a new machine may be empty or old.
    "${run_as_root[@]}" apt-get update -qq
    "${run_as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing_packages[@]}"
    missing_packages=()
    missing_reasons=()
}

# What building Swatch needs: SwiftPM fetches the dependencies with git and finds the two C libraries
# through pkg-config.
require_build_libraries() {
    require 'command -v git' git 'SwiftPM fetches the package dependencies with it'
    require 'command -v pkg-config' pkg-config 'SwiftPM finds libyaml and zlib through it'
    require 'pkg-config --exists yaml-0.1' libyaml-dev 'the compiler reads YAML with libyaml'
    require 'pkg-config --exists zlib' zlib1g-dev 'the compiler inflates PNG images with zlib'
}

# Python packages from PyPI that a test drives, installed with pip into a virtual environment of the checkout's
# own, `.build-python` (Debian's Python refuses pip installs into the system's, PEP 668; the tests run
# `.build-python/bin/python`). Sourced by scripts/test:
#
#   require_python_packages pytest-lsp==1.0.1 'why'
#
# Installs the packages when the environment lacks one; Debian's python3-venv is a `require` of the caller.
python_environment=.build-python

require_python_packages() {
    local why=${*: -1}
    local packages=("${@:1:$#-1}")
    local names=("${packages[@]%%==*}")
    if [ -x "$python_environment/bin/python" ] \
        && "$python_environment/bin/python" -m pip show "${names[@]}" >/dev/null 2>&1; then
        return 0
    fi
    echo "installing from PyPI into $python_environment:"
    echo "  ${packages[*]}: $why"
    [ -x "$python_environment/bin/python" ] || /usr/bin/python3 -m venv "$python_environment" || return 1
    "$python_environment/bin/python" -m pip install -q "${packages[@]}"
}
