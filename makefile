# OpenBench and packaging entry points.
#   make EXE=kerf-dev   -> a single-file executable ./kerf-dev (bundled JavaScript, node shebang)
#   make                -> the same, named kerf
EXE ?= kerf

.PHONY: all clean

all:
	npm ci --no-audit --no-fund --silent
	node scripts/build.mjs --exe $(EXE)

clean:
	rm -rf dist $(EXE)
