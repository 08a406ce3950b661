#!/usr/bin/env bash
# A/B of one JMH benchmark between two checkouts of Tabula: N rounds, each running the benchmark from A's jar then
# from B's (alternating keeps a busy machine fair to both), and for every parameter set the best score of each side
# over the rounds, with B against A in percent. Each checkout's jar is built first:
#   mvn -B -q package -DskipTests -pl benchmarks -am   (in each checkout; gives benchmarks/target/benchmarks.jar)
# Usage: benchmarks/jmh-ab.sh DIR_A DIR_B BENCHMARK_REGEX [N] [JMH options...]
#   e.g. benchmarks/jmh-ab.sh ../old . MorrisPerftBenchmark 2 -p counting=walker2,core1
set -euo pipefail
a=$1; b=$2; regex=$3; n=${4:-2}; shift $(( $# < 4 ? $# : 4 ))
out=$(mktemp -d)
for round in $(seq "$n"); do
  for side in A B; do
    tree=$a; [ "$side" = B ] && tree=$b
    java -jar "$tree/benchmarks/target/benchmarks.jar" "$regex" -rf csv -rff "$out/$side-$round.csv" "$@" \
      >"$out/$side-$round.log" 2>&1 || { echo "jmh failed in $tree; see $out/$side-$round.log" >&2; exit 1; }
  done
done
python3 - "$out" "$a" "$b" <<'PY'
import csv, glob, os, sys
out, a, b = sys.argv[1:4]
best = {}
for path in sorted(glob.glob(os.path.join(out, "*.csv"))):
    side = os.path.basename(path)[0]
    with open(path) as f:
        rows = list(csv.reader(f))
    head = rows[0]
    params = [i for i, h in enumerate(head) if h.startswith("Param: ")]
    for row in rows[1:]:
        # By class and method alone: a benchmark may have moved between packages from A to B.
        key = (".".join(row[0].split(".")[-2:]),) + tuple(f"{head[i][7:]}={row[i]}" for i in params)
        score, unit = float(row[head.index("Score")]), row[head.index("Unit")]
        slot = best.setdefault(key, {})
        if side not in slot or score > slot[side][0]:
            slot[side] = (score, unit)
print(f"A = {a}\nB = {b}\nbest score of each over the rounds (higher is faster):")
for key in sorted(best):
    slot = best[key]
    if "A" in slot and "B" in slot:
        ratio = 100.0 * slot["B"][0] / slot["A"][0] - 100.0
        print(f"{' '.join(key):<70} A {slot['A'][0]:>14,.0f}  B {slot['B'][0]:>14,.0f} {slot['A'][1]:<8} B-A {ratio:+.1f}%")
PY
