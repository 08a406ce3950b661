#!/bin/sh
# Builds Fairy-Stockfish, the xiangqi partner for the versus harness, OUTSIDE the repository (nothing here is part
# of Maven's build or of any jar; Fairy-Stockfish is GPL-3.0 and never shipped).
#   build.sh [SOURCE [COMMIT [DEST]]]
# SOURCE: a Fairy-Stockfish git repository, path or URL (default: the mirror
#         /work/.mirror/fairy-stockfish+Fairy-Stockfish/repo, else https://github.com/fairy-stockfish/Fairy-Stockfish.git);
# COMMIT: what to check out (default: its HEAD); DEST: where to build (default /work/partners/fairy-stockfish).
# The binary is DEST/src/src/stockfish. Built single-job and niced: the build machine is shared.
# No network at build time: nnue=no (the classical evaluation; no net is downloaded).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../clone.sh"
partner_clone fairy-stockfish+Fairy-Stockfish https://github.com/fairy-stockfish/Fairy-Stockfish.git HEAD /work/partners/fairy-stockfish "$@"
git -C "$dest/src" checkout --quiet --force "$commit"
echo "fairy-stockfish commit: $(git -C "$dest/src" rev-parse HEAD)"
cd "$dest/src/src"
# largeboards=yes: xiangqi's 9x10 board does not fit the default 8x8 build.
nice -n 19 make -j1 build ARCH=x86-64 largeboards=yes nnue=no
echo "built: $dest/src/src/stockfish"
printf 'uci\nsetoption name UCI_Variant value xiangqi\nposition startpos moves h3e3\ngo nodes 2000\n' \
  | (cat; sleep 2; echo quit) | ./stockfish | grep -E '^(id name|bestmove)'
