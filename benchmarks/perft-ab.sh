#!/usr/bin/env bash
# A/B perft between two checkouts of Tabula: the best of N alternating runs of `tabula perft GAME DEPTH` in each,
# as the command itself times the count (JVM start left out). Alternating keeps a busy machine fair to both.
# Usage: benchmarks/perft-ab.sh DIR_A DIR_B GAME DEPTH [N]   e.g. benchmarks/perft-ab.sh ../old . morris 8 5
set -euo pipefail
a=$1; b=$2; game=$3; depth=$4; n=${5:-5}
for i in $(seq "$n"); do
  for tree in "$a" "$b"; do
    line=$("$tree/tabula" perft "$game" "$depth" 2>&1 >/dev/null | grep 'nodes in')
    echo "$tree $(sed -E 's/.* nodes in ([0-9.]+) s.*/\1/' <<<"$line") $(sed -E 's/.*: ([0-9]+) nodes.*/\1/' <<<"$line")"
  done
done | awk -v what="$game $depth" '{ if (!($1 in best) || $2 < best[$1]) best[$1] = $2; nodes[$1] = $3 }
  END { for (t in best) printf "%s  %s: best %.3f s, %s nodes\n", what, t, best[t], nodes[t] }'
