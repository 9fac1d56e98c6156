# HeroSim: `make run` opens the demo, `make test` runs every test. Both install what they need.
SHELL := /bin/bash
export PATH := /opt/swift/usr/bin:$(PATH)
SWIFT ?= swift

RUNTIME_PACKAGES := libsdl2-dev libcairo2-dev librsvg2-dev libdeflate-dev fonts-dejavu-core
TEST_PACKAGES := xvfb xdotool imagemagick x11-utils

.PHONY: run test build release deps test-deps window-test example-test bench clean

## Installs the system packages the build needs (Debian/Ubuntu; uses sudo when not root).
deps:
	@./scripts/ensure-packages.sh $(RUNTIME_PACKAGES)

test-deps:
	@./scripts/ensure-packages.sh $(RUNTIME_PACKAGES) $(TEST_PACKAGES)

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

## Builds in release mode and opens the demo (or renders headless into ./frames when there is no display).
run: release
	.build/release/herosim demo $(ARGS)

## Unit, layout, rendering and golden tests, then the real window under Xvfb.
test: test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test
	$(MAKE) --no-print-directory example-test
	$(MAKE) --no-print-directory window-test

## The example package (Examples/SeedHero): a user's own scene on HeroSim, built and tested as a user would.
example-test:
	$(SWIFT) build --package-path Examples/SeedHero
	$(SWIFT) test --package-path Examples/SeedHero

window-test:
	$(SWIFT) build
	Tests/EndToEnd/cli-test.sh .build/debug/herosim
	Tests/EndToEnd/window-test.sh .build/debug/herosim

## Every performance figure beside its baseline (Benchmarks/bench.sh): frame work vs a naive cairo redraw,
## layout vs Yoga and Taffy, render frames/s, the window's first frame and memory. Release builds; timings
## live here, never in tests.
bench: test-deps
	$(SWIFT) build -c release --product herosim
	$(SWIFT) build -c release --product layout-benchmark
	$(SWIFT) build -c release --product runtime-benchmark
	Benchmarks/bench.sh

clean:
	rm -rf .build Examples/SeedHero/.build frames
