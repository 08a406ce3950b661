#!/bin/sh
# Checks a built glue (outside Maven, like the glue itself): it answers the versus line protocol from the start,
# refuses a move that is not legal, plays a jump by its whole path, and times a search by CPU.
#   check.sh [GLUE]   (default /work/partners/simplech/tabula-simplech)
set -u
glue=${1:-/work/partners/simplech/tabula-simplech}
failed=0
say() { echo "$1: $2"; [ "$1" = ok ] || failed=1; }
ask() { printf 'rules standard\n%s\nquit\n' "$1" | "$glue"; }

out=$(ask 'moves')
[ "$(echo "$out" | sed -n 1p)" = ok ] && echo "$out" | grep -qx 'moves 12-16 11-16 11-15 10-15 10-14 9-14 9-13' \
  && say ok "rules standard, then black's 7 first moves" || say FAIL "moves from the start: $out"
out=$(ask 'position startpos moves 11-15 zz')
echo "$out" | grep -q '^error move 2 (zz)' && say ok "a bad move refused" || say FAIL "a bad move: $out"
out=$(ask 'position startpos moves 11-15 15-19')
echo "$out" | grep -q '^error move 2 (15-19)' && say ok "black's man moved on white's turn refused" \
  || say FAIL "a move out of turn: $out"
out=$(ask 'rules italian')
echo "$out" | grep -q '^error ' && say ok "other rules refused" || say FAIL "rules italian: $out"

# Positions of a game simplech played against itself: a double jump forced, then a choice of two double jumps.
opening='11-15 22-17 8-11 25-22 9-14 24-20 4-8 29-25 15-19 23x16 12x19 27-24 11-15 17-13 7-11 22-17 8-12 31-27'
opening="$opening 2-7 27-23 12-16 25-22 3-8 22-18"
out=$(ask "position startpos moves $opening
go millis 100")
echo "$out" | grep -qx 'bestmove 15x22x31' && say ok "a forced double jump by its whole path" \
  || say FAIL "the forced double jump: $out"
out=$(ask "position startpos moves $opening 15x22x31 24x15 11x18x27
moves
go millis 200")
echo "$out" | grep -qx 'moves 20x11x2 20x11x4 32x23' && echo "$out" | grep -qx 'bestmove \(20x11x2\|20x11x4\|32x23\)' \
  && say ok "a jump chosen among three: $(echo "$out" | tail -1)" || say FAIL "the choice of jumps: $out"

# simplech times itself by clock(), the process's CPU time: a 300 ms search from the start spends CPU near it.
out=$(ask 'go millis 300')
cpu=$(echo "$out" | sed -n 's/^info cpu_ms \([0-9]*\).*/\1/p')
[ -n "$cpu" ] && [ "$cpu" -ge 150 ] && [ "$cpu" -le 1000 ] && echo "$out" | grep -q '^bestmove ' \
  && say ok "go millis 300 searched $cpu ms of CPU" || say FAIL "go millis 300: $out"
exit $failed
