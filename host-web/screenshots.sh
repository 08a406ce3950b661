#!/usr/bin/env bash
# Takes the pictures of the page (README.md, docs/browser.md) (docs/pictures/page-GAME.png, 1000x900) in headless Chromium:
# PageScreenshots on a fresh server, a few moves into each game. Needs chromium and chromium-driver.
set -euo pipefail
ROOT="$(cd -P "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
mvn -B -q test -pl host-web -am -Dtest='PageScreenshots' -Dsurefire.failIfNoSpecifiedTests=false \
  -Dtabula.screenshots="$ROOT/docs/pictures" "$@"
ls -l docs/pictures/page-*.png
