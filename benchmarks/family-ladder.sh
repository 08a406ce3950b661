#!/bin/sh
# The mill family's bot ladder (issue 36): in each variant named, each level against the one below it (casual
# against beginner, novice against casual, club against novice, expert against club), --games games a step with
# the sides taken in turn, through `tabula match`. Prints one row a step: variant, step, the stronger level's wins,
# draws and losses, and its score; the records are kept in benchmarks/target/family-ladder/VARIANT/STEP.
#   benchmarks/family-ladder.sh [--games 20] [--steps 2,3,4,5] [--bot-time 600] [three five six ...]
# A step is named by its stronger level (2 = casual against beginner, ..., 5 = expert against club). The expert
# thinks a second or two a move, so step 5 takes most of the time (about half an hour for 20 games of Six Men's
# Morris); the others take seconds to minutes. Run it niced: nice -n 19 benchmarks/family-ladder.sh.
set -e
cd "$(dirname "$0")/.."
games=20
steps="2,3,4,5"
# Long enough that no bot is ever stopped by the clock, so the budgets alone decide and a rerun plays the same games.
time=600
while [ $# -gt 0 ]; do
  case "$1" in
    --games) games="$2"; shift 2 ;;
    --steps) steps="$2"; shift 2 ;;
    --bot-time) time="$2"; shift 2 ;;
    -*) echo "family-ladder: usage: [--games N] [--steps 2,3,4,5] [--bot-time SECONDS] [VARIANT...]" >&2; exit 2 ;;
    *) break ;;
  esac
done
[ $# -gt 0 ] || set -- three five six seven ten lasker eleven twelve morabaraba sesotho
names="random beginner casual novice club expert"
echo "variant step won-drawn-lost score"
for variant in "$@"; do
  for strong in $(echo "$steps" | tr ',' ' '); do
    weak=$((strong - 1))
    out="benchmarks/target/family-ladder/$variant/$strong-$weak"
    table=$(./tabula match morris --option "variant=$variant" --white "bot:$strong" --black "bot:$weak" \
      --games "$games" --seed 1 --bot-time "$time" --out "$out" --force 2>/dev/null)
    # The stronger level's row over both sides: player, given as, side, games, wins, draws, losses, score.
    row=$(printf '%s\n' "$table" | awk -v bot="bot:$strong" '$1 == bot && $3 == "all" { print $5 "-" $6 "-" $7, $8 }')
    echo "$variant $(echo $names | cut -d' ' -f$((strong + 1)))-$(echo $names | cut -d' ' -f$((weak + 1))) $row"
  done
done
