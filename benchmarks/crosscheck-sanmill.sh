#!/bin/sh
# Tabula's mill family checked against Sanmill's rules (issue 36): for each Sanmill preset that is a game of the
# family, perft from the start, perft from random positions and random games in lockstep; prints a table of checks,
# agreements and differences, then every difference with its position and both move lists.
#   benchmarks/crosscheck-sanmill.sh [--glue PATH] [--start-depth 5] [--positions 20] [--position-depth 3]
#       [--games 20] [--plies 60] [--seed 1] [--only nine,cheng-san-qi,twelve,morabaraba,lasker]
# Needs the glue built outside the repository by benchmarks/partners/sanmill/build.sh (default path
# /work/partners/sanmill/glue/target/release/tabula-sanmill-glue). Runs niced: it is a background measurement.
# Builds target/benchmarks.jar first if it is missing (REBUILD=1 to build it again).
set -e
cd "$(dirname "$0")/.."
. benchmarks/build-jar.sh
exec nice -n 19 java -cp benchmarks/target/benchmarks.jar org.tabula.benchmarks.crosscheck.CrossCheckSanmill "$@"
