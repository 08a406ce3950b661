#!/bin/sh
# Tabula's mill family checked against GamesmanOne's mills game (issue 36): for each GamesmanOne variant the family
# plays, perft from the start, perft from random positions and random games in lockstep, and for the variants solved
# in both the values and remoteness of the start and of a sample of positions; prints a table of checks, agreements
# and differences, then every difference with its position and both move lists.
#   benchmarks/crosscheck-gamesmanone.sh [--glue PATH] [--data DIR] [--start-depth 4] [--positions 50]
#       [--position-depth 3] [--games 50] [--plies 60] [--sample 1000] [--seed 1] [--only six,nine]
#       [--values five,six]
# Needs the partner built outside the repository by benchmarks/partners/gamesmanone/build.sh (default glue
# /work/partners/gamesmanone/src/bin/tabula-gamesmanone-glue) and, for --values, each variant solved there by
# `gamesman solve mills N` in --data (default /work/partners/gamesmanone/solved; see the partner's README).
# Runs niced: it is a background measurement. Builds target/benchmarks.jar first if it is missing (REBUILD=1 to
# build it again).
set -e
cd "$(dirname "$0")/.."
. benchmarks/build-jar.sh
exec nice -n 19 java -Xmx4g -cp benchmarks/target/benchmarks.jar org.tabula.benchmarks.crosscheck.CrossCheckGamesmanOne "$@"
