#!/bin/sh
# The C baseline and the Java perft back to back, each pinned to one core (taskset -c 0), from the same position:
#   benchmarks/compare.sh [DEPTH [RUNS [POSITION]]]     by default depth 7 from the empty board, best of 5
# Pairs that run the same algorithm, C first, then Java (org.tabula.benchmarks.morris.PerftTimer, best of RUNS
# after as many warm-up runs):
#   plain  / core1    textbook make/unmake walk, the last ply counted in bulk
#   tuned  / walker1  state passed by value, the last ply counted from popcounts
#   tuned2 / walker2  and below a placement the last two plies summed (what MorrisGame.perft does)
# Each line gives the wall time and the CPU time; on a shared machine the CPU time is the steadier.
# Build the jar first: mvn -B -q package -pl benchmarks -am -DskipTests
set -e
cd "$(dirname "$0")"
depth=${1:-7}
runs=${2:-5}
position=${3:-}
pin=""
if command -v taskset >/dev/null 2>&1; then pin="taskset -c 0"; fi
./c/build.sh
uptime
best_c() {
    best=""
    for run in $(seq "$runs"); do
        if [ -n "$position" ]; then line=$($pin ./c/perft "$depth" "$1" "$position"); else line=$($pin ./c/perft "$depth" "$1"); fi
        cpu=$(echo "$line" | awk '{print $11}')
        if [ -z "$best" ] || [ "$(echo "$cpu < $best" | bc)" = 1 ]; then best=$cpu; bestline=$line; fi
    done
    echo "$bestline  (best of $runs)"
}
java_timer() {
    if [ -n "$position" ]; then
        $pin java -cp target/benchmarks.jar org.tabula.benchmarks.morris.PerftTimer "$depth" "$1" "$runs" "$position"
    else
        $pin java -cp target/benchmarks.jar org.tabula.benchmarks.morris.PerftTimer "$depth" "$1" "$runs"
    fi
}
for pair in plain:core1 tuned:walker1 tuned2:walker2; do
    best_c "${pair%%:*}"
    java_timer "${pair##*:}"
done
uptime
