#!/bin/sh
# The game server under load (issue 16): 500 tables at once by default, 100 bot vs bot and 400 played by HTTP
# clients making random legal moves; prints moves per second and a human move's round-trip percentiles.
#   benchmarks/server-load.sh [--tables 500] [--bot-tables 100] [--clients 8] [--seconds 60] [--warmup 10]
#                             [--bot-time-ms 50] [--bot-threads 1] [--url http://HOST:PORT]
# Builds target/benchmarks.jar first if it is missing (REBUILD=1 to build it again).
set -e
cd "$(dirname "$0")/.."
. benchmarks/build-jar.sh
exec java -cp benchmarks/target/benchmarks.jar org.tabula.benchmarks.server.ServerLoad "$@"
