# Sourced by the server benchmarks from the repository's root: builds benchmarks/target/benchmarks.jar if it is
# missing (REBUILD=1 to build it again), then shows the machine's load, which the figures depend on.
if [ ! -f benchmarks/target/benchmarks.jar ] || [ -n "$REBUILD" ]; then
    mvn -B -q -o package -pl benchmarks -am -DskipTests || mvn -B -q package -pl benchmarks -am -DskipTests
fi
uptime
