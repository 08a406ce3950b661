#!/bin/sh
# Builds the C perft baseline: benchmarks/c/perft (not part of the Maven build).
set -e
cd "$(dirname "$0")"
${CC:-gcc} -O3 -march=native -std=c11 -Wall -Wextra -o perft perft.c
