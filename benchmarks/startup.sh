#!/usr/bin/env bash
# Start-up cost of the launcher: for each short command, one warm run (the launcher builds on first use, and the
# file cache fills), then N timed runs; reports the best wall time and the best CPU time (user + sys, the JVM's
# threads included) of each. The best, not the mean, since the machine may be shared: other work only adds time.
# `java -version` is the floor no command can go under; the last row runs five commands in one `tabula shell`. The load average is printed, to judge the figures by.
# Usage: benchmarks/startup.sh [N]   (N defaults to 10; TABULA names another launcher, e.g. an older checkout's)
set -euo pipefail

ROOT="$(cd -P "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TABULA="${TABULA:-$ROOT/tabula}"
n="${1:-10}"
if [ -n "${JAVA_HOME:-}" ] && [ -x "$JAVA_HOME/bin/java" ]; then JAVA="$JAVA_HOME/bin/java"; else JAVA=java; fi
[ -x /usr/bin/time ] || { echo "startup.sh: needs GNU time at /usr/bin/time" >&2; exit 70; }

# Prints "WALL CPU" in seconds for one run of the command given, its output thrown away.
one_run() {
  local out
  out="$(/usr/bin/time -f '%e %U %S' "$@" 2>&1 >/dev/null </dev/null | tail -n 1)"
  awk '{ printf "%.3f %.3f\n", $1, $2 + $3 }' <<<"$out"
}

# Prints one line of the table: the command, its best wall time and its best CPU time over n runs.
measure() {
  local label="$1"
  shift
  "$@" >/dev/null 2>&1 </dev/null || true
  local i
  for i in $(seq "$n"); do one_run "$@"; done \
    | awk -v label="$label" 'NR == 1 || $1 < wall { wall = $1 } NR == 1 || $2 < cpu { cpu = $2 }
        END { printf "| `%s` | %.2f | %.2f |\n", label, wall, cpu }'
}

echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores; best of $n runs"
echo
echo "| command | wall s | CPU s |"
echo "|---|---|---|"
measure "java -version" "$JAVA" -version
measure "tabula --version" "$TABULA" --version
measure "tabula --help" "$TABULA" --help
measure "tabula moves morris" "$TABULA" moves morris
measure "tabula games" "$TABULA" games
# Five commands in one warm process: what the shell saves over five launches.
measure "tabula shell: moves morris x5" bash -c \
  'printf "moves morris\n%.0s" 1 2 3 4 5 | "$0" shell' "$TABULA"
echo
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
