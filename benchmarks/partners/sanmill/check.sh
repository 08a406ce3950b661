#!/bin/sh
# Checks a built glue (outside Maven, like the glue itself): it answers the protocol the versus and cross-check
# harnesses use, a timed search spends the whole CPU budget on one search, a move that closes a mill comes with
# the removal that same search chose, and without a readable /proc/thread-self/schedstat a timed search stops with
# an error and a non-zero exit instead of timing itself by the wall clock.
#   check.sh [GLUE]   (default /work/partners/sanmill/glue/target/release/tabula-sanmill-glue)
set -u
glue=${1:-/work/partners/sanmill/glue/target/release/tabula-sanmill-glue}
failed=0
say() { echo "$1: $2"; [ "$1" = ok ] || failed=1; }
ask() { printf 'rules standard\n%s\nquit\n' "$1" | "$glue"; }

out=$(ask 'moves')
[ "$(echo "$out" | sed -n 2p | wc -w)" = 25 ] && say ok "24 first moves" || say FAIL "moves from the start: $out"
out=$(ask 'perft 2')
echo "$out" | grep -qx 'perft 2 552' && say ok "perft 2 552" || say FAIL "perft 2: $out"
out=$(ask 'result')
echo "$out" | grep -qx 'result ongoing' && say ok "result ongoing" || say FAIL "result: $out"
out=$(ask 'position startpos moves d2 zz')
echo "$out" | grep -q '^error ' && say ok "a bad move refused" || say FAIL "a bad move: $out"

# The whole budget to one search: the one info line's CPU reaches the budget (the old glue stopped at 90%).
out=$(ask 'go millis 300')
cpu=$(echo "$out" | sed -n 's/^info depth [0-9]* nodes [0-9]* cpu_ms \([0-9]*\).*/\1/p')
[ -n "$cpu" ] && [ "$cpu" -ge 300 ] && echo "$out" | grep -q '^bestmove ' \
  && say ok "go millis 300 searched $cpu ms of CPU" || say FAIL "go millis 300: $out"

# A mill closed (a position of a published game where the glue closes one): the removal is the search's own.
capture='position startpos moves d1 d3 b6 f4 a4 b4 a1 g1 a7xg1 g1 d5 d7 g4 d6 c5 e5 e3 f2 e3-e4 d6-f6xe4 d1-d2 f4-e4 a1-d1'
out=$(ask "$capture
go millis 300")
echo "$out" | grep -q '^info .* removal \(pv\|forced\)$' && echo "$out" | grep -q '^bestmove .*x' \
  && say ok "a mill's removal from the search's own line: $(echo "$out" | tail -1)" \
  || say FAIL "a mill closed, go millis 300: $out"

# No CPU clock: a timed search must stop with an error (needs user namespaces to hide /proc; skipped without).
if unshare -rm true 2>/dev/null; then
  out=$(printf 'rules standard\ngo millis 100\ngo millis 100\nquit\n' \
    | unshare -rm sh -c "mount -t tmpfs none /proc && exec '$glue'")
  code=$?
  [ "$code" -ne 0 ] && [ "$(echo "$out" | tail -1 | cut -d' ' -f1)" = error ] && ! echo "$out" | grep -q bestmove \
    && say ok "without /proc: $(echo "$out" | tail -1) (exit $code)" \
    || say FAIL "without /proc the glue answered (exit $code): $out"
else
  echo "skipped: no user namespace to hide /proc in"
fi
exit $failed
