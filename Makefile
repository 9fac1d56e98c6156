# HeroSim: `make run` opens the demo, `make test` runs every test. Both install what they need.
SHELL := /bin/bash
export PATH := /opt/swift/usr/bin:$(PATH)
SWIFT ?= swift

RUNTIME_PACKAGES := libsdl2-dev libx11-dev libxext-dev libcairo2-dev librsvg2-dev libdeflate-dev fonts-inter fonts-dejavu-core fonts-dejavu-extra fonts-quicksand bootstrap-icons
TEST_PACKAGES := xvfb xdotool imagemagick x11-utils ffmpeg python3-jsonschema

.PHONY: run test build release deps test-deps window-test example-test install docs bench fuzz clean

## Installs the system packages the build needs (Debian/Ubuntu; uses sudo when not root).
deps:
	@./scripts/ensure-packages.sh $(RUNTIME_PACKAGES)

test-deps:
	@./scripts/ensure-packages.sh $(RUNTIME_PACKAGES) $(TEST_PACKAGES)

build: deps
	$(SWIFT) build

## The herosim command in release mode: what `make run` needs, and nothing else (no tests, benchmarks or fuzzers).
release: deps
	$(SWIFT) build -c release --product herosim

## Builds in release mode and opens the demo (or renders headless into ./frames when there is no display).
run: release
	.build/release/herosim demo $(ARGS)

## The modules' imports against Package.swift and ARCHITECTURE.md, the unit, layout, rendering and golden tests,
## the documentation, users' packages, then the real window under Xvfb.
test: test-deps
	SWIFT=$(SWIFT) python3 Tests/EndToEnd/module-imports-test.py
	$(SWIFT) build --build-tests
	SWIFT=$(SWIFT) python3 Tests/EndToEnd/public-names-test.py
	SWIFT=$(SWIFT) python3 Tests/EndToEnd/surface-test.py
	SWIFT=$(SWIFT) python3 Tests/EndToEnd/macro-test.py
	$(SWIFT) test
	$(MAKE) --no-print-directory docs
	$(MAKE) --no-print-directory example-test
	$(MAKE) --no-print-directory window-test

## Users' packages outside this checkout (Tests/EndToEnd/user-package-test.sh): Examples/SeedHero copied out,
## the package the README's Swift blocks make (doc test), and the "not yet in HeroSim" compile errors; then
## `herosim preview` on Examples/EverydayScreens: list, render, and --watch under Xvfb (preview-test.sh).
example-test:
	SWIFT=$(SWIFT) Tests/EndToEnd/user-package-test.sh
	$(SWIFT) build --product herosim
	SWIFT=$(SWIFT) Tests/EndToEnd/preview-test.sh .build/debug/herosim

## The DocC documentation of HeroSim and HeroSimTesting (their catalogs in Sources/Products/*/*.docc), with
## warnings as errors, into .build/plugins/Swift-DocC/outputs/NAME.doccarchive.
docs: deps
	$(SWIFT) package generate-documentation --target HeroSim --target HeroSimTesting --warnings-as-errors

## Installs `herosim` to $(PREFIX)/bin (a link to $(PREFIX)/lib/herosim, which holds the program and the
## icons it ships as resources). PREFIX=~/.local installs without root; CONFIG=debug installs the debug build.
PREFIX ?= /usr/local
CONFIG ?= release
install: deps
	$(SWIFT) build -c $(CONFIG) --product herosim
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/lib/herosim"
	install -m 755 .build/$(CONFIG)/herosim "$(DESTDIR)$(PREFIX)/lib/herosim/herosim"
	rm -rf "$(DESTDIR)$(PREFIX)/lib/herosim/HeroSim_HeroSimAssets.resources"
	cp -R .build/$(CONFIG)/HeroSim_HeroSimAssets.resources "$(DESTDIR)$(PREFIX)/lib/herosim/"
	ln -sf ../lib/herosim/herosim "$(DESTDIR)$(PREFIX)/bin/herosim"
	@echo "herosim is in $(DESTDIR)$(PREFIX)/bin; run it as 'herosim' if that folder is on your PATH"

window-test:
	$(SWIFT) build
	Tests/EndToEnd/install-test.sh
	Tests/EndToEnd/cli-test.sh .build/debug/herosim
	Tests/EndToEnd/window-test.sh .build/debug/herosim

## Every performance figure beside its baseline (Benchmarks/bench.sh): frame work vs a naive cairo redraw,
## layout vs Yoga and Taffy, render frames/s, the window's first frame and memory, a debug build's frames beside
## the release build's. Release builds otherwise; timings
## live here, never in tests.
bench: test-deps
	$(SWIFT) build -c release --product herosim
	$(SWIFT) build --product herosim
	$(SWIFT) build -c release --product layout-benchmark
	$(SWIFT) build -c release --product runtime-benchmark
	Benchmarks/bench.sh

## libFuzzer on the curve grammar, the config loader and the scenario loader (Fuzz/), FUZZ_SECONDS each
## (default 60), and on the runtime, RUNTIME_FUZZ_RUNS runs (default 10,000), seeded from the documentation's
## examples (Fuzz/Seeds); an input slower than 5 s counts as a hang.
## A build of its own in .build-fuzz with -sanitize=fuzzer,address. Findings are written to
## .build-fuzz/findings/ (release build); replay one with `swift run fuzz-curve FILE` (or fuzz-config, fuzz-scenario, fuzz-runtime).
FUZZ_SECONDS ?= 60
## FUZZ_RUNS=N runs N inputs per fuzzer instead of a time limit. The runtime fuzzer runs RUNTIME_FUZZ_RUNS
## inputs unless FUZZ_RUNS is given (each run is a whole scene driven for seconds of frames).
FUZZ_LIMIT = $(if $(FUZZ_RUNS),-runs=$(FUZZ_RUNS),-max_total_time=$(FUZZ_SECONDS))
RUNTIME_FUZZ_RUNS ?= 10000
RUNTIME_FUZZ_LIMIT = $(if $(FUZZ_RUNS),-runs=$(FUZZ_RUNS),-runs=$(RUNTIME_FUZZ_RUNS))
fuzz: deps
	$(SWIFT) build -c release --scratch-path .build-fuzz --product fuzz-curve -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -use-ld=lld
	$(SWIFT) build -c release --scratch-path .build-fuzz --product fuzz-config -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -use-ld=lld
	$(SWIFT) build -c release --scratch-path .build-fuzz --product fuzz-scenario -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -use-ld=lld
	$(SWIFT) build -c release --scratch-path .build-fuzz --product fuzz-runtime -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -use-ld=lld
	@mkdir -p .build-fuzz/findings
	@for target in curve config scenario runtime; do \
		mkdir -p .build-fuzz/corpus/$$target; \
		limit="$(FUZZ_LIMIT)"; if [ $$target = runtime ]; then limit="$(RUNTIME_FUZZ_LIMIT)"; fi; \
		echo "== fuzz-$$target ($$limit)"; \
		.build-fuzz/release/fuzz-$$target .build-fuzz/corpus/$$target Fuzz/Seeds/$$target \
			$$limit -timeout=5 -rss_limit_mb=2048 -max_len=4096 -print_final_stats=1 \
			-artifact_prefix=.build-fuzz/findings/$$target- > .build-fuzz/fuzz-$$target.log 2>&1; rc=$$?; \
		grep -E "^stat::(number_of_executed_units|average_exec_per_sec|slowest_unit_time_sec|peak_rss_mb)" .build-fuzz/fuzz-$$target.log; \
		test $$rc = 0 || { tail -40 .build-fuzz/fuzz-$$target.log; echo "fuzz-$$target found a problem: see .build-fuzz/findings/"; exit 1; }; \
	done

clean:
	rm -rf .build .build-fuzz Examples/SeedHero/.build frames
