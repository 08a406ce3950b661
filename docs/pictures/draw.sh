#!/usr/bin/env bash
# Draws the README's pictures again with `tabula show`: each game's start, and the position after the first moves of
# a game between two level-3 bots (`tabula play GAME --SIDE bot:3 --OTHER bot:3 --seed 7 --save FILE`, cut short),
# whose records stand beside the pictures. Run from the repository's root: docs/pictures/draw.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
for game in morris checkers xiangqi royal-ur; do
  ./tabula show "$game" --svg "docs/pictures/$game-start.svg" </dev/null
  ./tabula show "$game" --record "docs/pictures/$game-mid.rec" --svg "docs/pictures/$game-mid.svg" </dev/null
done
