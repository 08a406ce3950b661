#!/bin/sh
# Builds GamesmanOne (the Berkeley solver) as a test partner OUTSIDE the repository; nothing here is part of Maven's
# build and no GamesmanOne code is copied into Tabula.
#   build.sh [SOURCE [COMMIT [DEST]]]
# SOURCE: a GamesmanOne git repository, path or URL (default: the mirror /work/.mirror/GamesCrafters+GamesmanOne/repo,
#         else https://github.com/GamesCrafters/GamesmanOne.git);
# COMMIT: what to check out (default: the commit the cross-check was run at, on the branch rs/mills, which holds the
#         mills game; main does not yet);
# DEST:   where to build (default /work/partners/gamesmanone). The binary is DEST/src/bin/gamesman.
# Needs cmake, gcc, libjson-c-dev and liblz4-dev (apt-get install -y libjson-c-dev liblz4-dev), and an x86-64 with
# BMI2 (the mills game hashes with _pext_u64). Builds with one job, niced: the machine is shared.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../clone.sh"
partner_clone GamesCrafters+GamesmanOne https://github.com/GamesCrafters/GamesmanOne.git 462996147c2bef9cf52b2b9a9eaa4f91918b1316 /work/partners/gamesmanone "$@"
git -C "$dest/src" fetch --quiet origin "$commit" 2>/dev/null || true
git -C "$dest/src" checkout --quiet --force "$commit"
echo "gamesmanone commit: $(git -C "$dest/src" rev-parse HEAD)"

# Tabula's glue: a second executable with gamesman's own sources and libraries but glue.c's main instead of main.c.
mkdir -p "$dest/src/tabula-glue"
cp "$here/glue/glue.c" "$dest/src/tabula-glue/glue.c"
cat >> "$dest/src/src/CMakeLists.txt" <<'CMAKE'

# Added by Tabula's benchmarks/partners/gamesmanone/build.sh.
get_target_property(tabula_glue_sources gamesman SOURCES)
list(FILTER tabula_glue_sources EXCLUDE REGEX "(^|/)main\\.c$")
get_target_property(tabula_glue_libraries gamesman LINK_LIBRARIES)
add_executable(tabula-gamesmanone-glue ${tabula_glue_sources} ${PROJECT_SOURCE_DIR}/tabula-glue/glue.c)
target_link_libraries(tabula-gamesmanone-glue PRIVATE ${tabula_glue_libraries})
CMAKE

# GamesmanOne builds json-c, xz and lz4 from git submodules into res/; this build uses Debian's packages instead.
# Debian ships no CMake package files for liblzma and lz4 (and lz4 1.9.4 where 1.10.0 is asked; the LZ4F frame
# functions GamesmanOne calls are all in 1.9), so two small package files point CMake at the system libraries.
shims="$dest/cmake-shims"
for pkg in liblzma:liblzma::liblzma:lzma:lzma.h lz4:LZ4::lz4:lz4:lz4frame.h; do
  name=${pkg%%:*}; rest=${pkg#*:}; target=${rest%:*:*}; rest=${rest#*::*:}; lib=${rest%%:*}; header=${rest#*:}
  mkdir -p "$shims/$name"
  cat > "$shims/$name/${name}Config.cmake" <<SHIM
find_library(${name}_SHIM_LIBRARY NAMES $lib REQUIRED)
find_path(${name}_SHIM_INCLUDE NAMES $header REQUIRED)
if(NOT TARGET $target)
  add_library($target UNKNOWN IMPORTED)
  set_target_properties($target PROPERTIES IMPORTED_LOCATION "\${${name}_SHIM_LIBRARY}"
                        INTERFACE_INCLUDE_DIRECTORIES "\${${name}_SHIM_INCLUDE}")
endif()
SHIM
  cat > "$shims/$name/${name}ConfigVersion.cmake" <<SHIM
set(PACKAGE_VERSION "\${PACKAGE_FIND_VERSION}")
set(PACKAGE_VERSION_COMPATIBLE TRUE)
SHIM
done

# Headless mode only (solve, query); OpenMP stays in but the scripts run it with OMP_NUM_THREADS=1.
mkdir -p "$dest/src/build"
cd "$dest/src/build"
cmake -DCMAKE_BUILD_TYPE=Release -DCMAKE_PREFIX_PATH="$shims/liblzma;$shims/lz4" .. > cmake.log
nice -n 19 make -j1 gamesman tabula-gamesmanone-glue
echo "built: $dest/src/bin/gamesman $dest/src/bin/tabula-gamesmanone-glue"
