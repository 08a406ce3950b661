#!/usr/bin/env bash
# Captures what `tabula play` shows at an 80x24 terminal for each game, a few moves in, into docs/screens/GAME.txt
# (the README shows them). Needs tmux. The keys are typed with pauses, as a person would; the seeds make the bots'
# answers the same each time, so the screens change only when the host or a game does.
set -euo pipefail

ROOT="$(cd -P "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
OUT="$ROOT/docs/screens"
command -v tmux >/dev/null 2>&1 || { echo "capture.sh: needs tmux" >&2; exit 1; }
"$ROOT/tabula" --version >/dev/null  # builds the launcher first, so that the first screen is not the build

# capture NAME COMMAND KEY... : runs the command in an 80x24 tmux pane, types each key followed by Enter, saves the
# screen. A key WAIT waits a little longer (a bot thinking).
capture() {
  local name="$1" command="$2" socket="tabula-screens-$$-$1"
  shift 2
  tmux -L "$socket" -f /dev/null new-session -d -s s -x 80 -y 24 \
    "cd '$ROOT' && TERM=xterm-256color $command; sleep 60"
  sleep 3
  local key
  for key in "$@"; do
    if [ "$key" = WAIT ]; then sleep 3; continue; fi
    # -l: the key's letters, since tmux reads some words as key names (f4 is the F4 key).
    tmux -L "$socket" send-keys -t s -l "$key"
    tmux -L "$socket" send-keys -t s Enter
    sleep 2
  done
  sleep 1
  # The screen as shown, without colour; the blank lines under the prompt dropped.
  tmux -L "$socket" capture-pane -p -t s | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}' >"$OUT/$name.txt"
  tmux -L "$socket" kill-server
  echo "capture.sh: $OUT/$name.txt"
}

capture morris "./tabula play morris --white human --black bot:3 --seed 7" d2 WAIT d6 WAIT f4 WAIT
capture checkers "./tabula play checkers --black human --white bot:3 --seed 7" 11-15 WAIT 15x22 WAIT 9-13 WAIT
capture royal-ur "./tabula play royal-ur --light human --dark bot:3 --seed 7" WAIT hint WAIT
capture xiangqi "./tabula play xiangqi --red human --black bot:3 --seed 7" h2e2 WAIT h0g2 WAIT
