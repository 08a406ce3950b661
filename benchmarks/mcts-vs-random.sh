#!/bin/sh
# The generic bot's strength (issue 35): mcts against a random mover in every game on the class path, each game
# played --games times with the sides alternating, the search stopped after --millis of CPU time a move; prints
# wins, draws, losses and the win percentage per game, and the command.
#   benchmarks/mcts-vs-random.sh [--games 10] [--millis 1000] [--cap 1000] [--only morris,dice-race]
# Builds target/benchmarks.jar first if it is missing (REBUILD=1 to build it again).
set -e
cd "$(dirname "$0")/.."
. benchmarks/build-jar.sh
exec java -cp benchmarks/target/benchmarks.jar org.tabula.benchmarks.strength.MctsVersusRandom "$@"
