#!/bin/sh
# The solved mill games' perfect bot against the expert (issue 36): a match of --games games (default 100) in each
# variant named, the sides alternating, through `tabula match`; the solutions are kept in benchmarks/target/solved
# so each is solved once. Prints each match's table and the command that played it, then replays the perfect bot's
# moves against the solution (PerfectPlayCheck): how many gave a value away (none: its losses could not be saved).
#   benchmarks/perfect-vs-expert.sh [--games 100] [--bot-time 1] [three five six seven]
# Seven needs about 15 minutes and 3 GB of heap to solve the first time (JAVA_TOOL_OPTIONS=-Xmx4g).
set -e
cd "$(dirname "$0")/.."
games=100
time=1
while [ $# -gt 0 ]; do
  case "$1" in
    --games) games="$2"; shift 2 ;;
    --bot-time) time="$2"; shift 2 ;;
    -*) echo "perfect-vs-expert: usage: [--games N] [--bot-time SECONDS] [three five six seven]" >&2; exit 2 ;;
    *) break ;;
  esac
done
[ $# -gt 0 ] || set -- three five six
. benchmarks/build-jar.sh
mkdir -p benchmarks/target/solved
for variant in "$@"; do
  out="benchmarks/target/perfect-vs-expert/$variant"
  echo "./tabula match morris --option variant=$variant --white bot:perfect --black bot:expert --games $games" \
    "--seed 1 --bot-time $time --tables benchmarks/target/solved --out $out --force"
  ./tabula match morris --option "variant=$variant" --white bot:perfect --black bot:expert --games "$games" \
    --seed 1 --bot-time "$time" --tables benchmarks/target/solved --out "$out" --force 2>/dev/null
  # Every move of the perfect bot replayed against the solution: a loss with no value given away could not be saved.
  java -Xmx5g -cp benchmarks/target/benchmarks.jar org.tabula.benchmarks.morris.PerfectPlayCheck "$variant" \
    "benchmarks/target/solved/morris-solved-$variant.bin" "$out" "$games"
done
