#!/bin/sh
# Many tables at once, each with a watcher, on a server with a bounded heap (issue 31): 10,000 morris tables by
# default, a WebSocket watcher on each, then random legal moves at random tables; prints a move's round-trip
# percentiles and the server's heap in use after a collection. The server runs in a JVM of its own with --heap.
#   benchmarks/server-tables.sh [--tables 10000] [--moves 20000] [--clients 4] [--heap 512m] [--table-cache-mb 128]
# Builds target/benchmarks.jar first if it is missing (REBUILD=1 to build it again).
set -e
cd "$(dirname "$0")/.."
. benchmarks/build-jar.sh
exec java -cp benchmarks/target/benchmarks.jar org.tabula.benchmarks.server.ServerTables "$@"
