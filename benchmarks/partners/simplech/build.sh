#!/bin/sh
# Builds the simplech partner for the versus harness OUTSIDE the repository (nothing here is part of Maven's build),
# then checks it with check.sh.
#   build.sh [SOURCE [COMMIT [DEST]]]
# SOURCE: a CheckerBoard git repository, path or URL (default: the mirror /work/.mirror/eygilbert+CheckerBoard/repo,
#         else https://github.com/eygilbert/CheckerBoard.git); COMMIT: what to check out (default: its HEAD);
# DEST:   where to build (default /work/partners/simplech). The binary is DEST/tabula-simplech.
# Needs git and g++ only.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../clone.sh"
partner_clone eygilbert+CheckerBoard https://github.com/eygilbert/CheckerBoard.git HEAD /work/partners/simplech "$@"
# Only the engine and the two headers it shares with CheckerBoard; the rest (the Windows GUI) is not needed.
git -C "$dest/src" checkout --quiet "$commit" -- source/simplech.c source/cb_interface.h source/enginedefs.h
echo "CheckerBoard commit: $(git -C "$dest/src" rev-parse "$commit")"

# simplech.c is C with C++ references, written for a Windows DLL: it builds as C++ against glue/shim, a few
# stand-in Windows declarations of ours; its source is not changed. -Dlog keeps its log() clear of libm's.
g++ -O2 -w -Dlog=simplech_log -I"$here/glue/shim" -I"$dest/src/source" \
  -o "$dest/tabula-simplech" "$here/glue/glue.cpp" "$dest/src/source/simplech.c"
echo "built: $dest/tabula-simplech"
"$here/check.sh" "$dest/tabula-simplech"
