# Q Branch — build, serve, test, bench.
#
#   make serve   install what is missing, build, serve at http://127.0.0.1:8080
#   make test    install what tests need, then every check CI runs
#   make dist    release build into dist/ (relative URLs: host it at any sub-path)
#   make bench   print the figures a player feels
#
# Everything installs from the package registries only (crates.io, npm, Debian); nothing else
# downloads at build or run time. The Rust toolchain is pinned in rust-toolchain.toml.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

TRUNK_VERSION := 0.21.14
WASM_BINDGEN_VERSION := 0.2.130
export PATH := $(CURDIR)/node_modules/.bin:$(HOME)/.cargo/bin:$(PATH)
CHROMIUM ?= /usr/bin/chromium
# The e2e suite runs in Debian's chromium-headless-shell (the same engine in the old headless
# mode; about half the CPU per page on a two-core runner), the benchmarks in the full browser.
CHROMIUM_SHELL ?= /usr/lib/chromium/chromium-headless-shell
# The wasm build has a target directory of its own, so a native build never waits on its lock.
WASM_ENV := CARGO_TARGET_DIR=$(CURDIR)/target/wasm
QBRANCH_CLI := $(CURDIR)/target/debug/qbranch

.PHONY: help tools rust-tools node-tools browser serve dist test test-rust e2e lint fmt-check bench

help:
	@sed -n '3,7p' Makefile

## ---- installs (each does nothing when already done) -----------------------------------

# A toolchain already on the machine may lack the WebAssembly target rust-toolchain.toml
# names (rustup adds it only when it installs the toolchain itself).
# The lock file a tool ships may name a dependency the registry no longer serves
# (wasm-bindgen-cli 0.2.130's names webpki-roots 1.0.11): then the tool is built from the
# newest dependencies its own manifest allows. Its version is what must match.
rust-tools:
	@rustup show active-toolchain >/dev/null
	@rustup target list --installed | grep -qx wasm32-unknown-unknown \
	  || rustup target add wasm32-unknown-unknown
	@trunk --version 2>/dev/null | grep -q "trunk $(TRUNK_VERSION)" \
	  || cargo install trunk --version $(TRUNK_VERSION) --locked
	@wasm-bindgen --version 2>/dev/null | grep -q "$(WASM_BINDGEN_VERSION)" \
	  || cargo install wasm-bindgen-cli --version $(WASM_BINDGEN_VERSION) --locked \
	  || cargo install wasm-bindgen-cli --version $(WASM_BINDGEN_VERSION)

node-tools: node_modules/.package-lock.json

node_modules/.package-lock.json: package.json package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

browser:
	@test -x $(CHROMIUM) || { \
	  echo "installing Debian chromium for the browser tests"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
	  $$SUDO apt-get update -qq && \
	  $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell >/dev/null; }
	@test -x $(CHROMIUM_SHELL) || { \
	  if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
	  $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null 2>&1 \
	  || echo "no chromium-headless-shell: the browser tests use $(CHROMIUM)"; }

tools: rust-tools node-tools

## ---- build and serve -------------------------------------------------------------------

serve: tools
	$(WASM_ENV) trunk serve --release

# After trunk: one stylesheet instead of one per game, the service worker with its precache
# list, and Brotli and gzip copies beside each file for hosts that serve them (tools/build/).
dist: tools
	$(WASM_ENV) trunk build --release
	node tools/build/join-css.mjs dist
	node tools/build/build-sw.mjs dist
	node tools/build/precompress.mjs dist

## ---- tests -----------------------------------------------------------------------------

lint: fmt-check
	cargo clippy --workspace --all-targets -- -D warnings
	$(WASM_ENV) cargo clippy -p qbranch --target wasm32-unknown-unknown -- -D warnings

fmt-check:
	cargo fmt --all -- --check

# Every Rust test, built with clippy's driver in place of rustc for the workspace's own crates
# (what `cargo clippy` does), so one build compiles the tests and denies every lint.
TEST_TARGETS := --workspace --lib --bins --tests --examples
LINTED := RUSTC_WORKSPACE_WRAPPER=$(shell rustc --print sysroot)/bin/clippy-driver \
  CLIPPY_ARGS=-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__

test-rust:
	$(LINTED) cargo test $(TEST_TARGETS)

# The browser tests run against dist/ and import games recorded by the CLI that test-rust built.
e2e: node-tools browser
	$(LINTED) cargo test $(TEST_TARGETS) --no-run -q
	@test -f dist/sw.js || { echo "no dist/: run make dist first"; exit 2; }
	@browser=$(CHROMIUM); test -x $(CHROMIUM_SHELL) && browser=$(CHROMIUM_SHELL); \
	QBRANCH=$(QBRANCH_CLI) CHROMIUM=$$browser DIST=$(CURDIR)/dist \
	  node --test --test-concurrency=2 e2e/tests/

test: tools browser
	@start=$$(date +%s); \
	for part in fmt-check test-rust dist e2e; do \
	  t=$$(date +%s); \
	  $(MAKE) --no-print-directory $$part; \
	  echo "make test: $$part took $$(( $$(date +%s) - t )) s"; \
	done; \
	echo "make test: all checks passed in $$(( $$(date +%s) - start )) s"

## ---- benchmarks ------------------------------------------------------------------------

bench: tools browser
	cargo build --profile bench-native -p qbranch-cli
	@test -f dist/sw.js || $(MAKE) --no-print-directory dist
	@echo "== first and return visit on a phone (headless Chromium, throttled)"
	@CHROMIUM=$(CHROMIUM) DIST=$(CURDIR)/dist node tools/bench/visit.mjs
	@echo "== restore a 1,000-action save in a new tab; replay slider steps"
	@CHROMIUM=$(CHROMIUM) DIST=$(CURDIR)/dist QBRANCH_CLI=$(CURDIR)/target/bench-native/qbranch \
	  node tools/bench/restore.mjs
	@echo "== the computer's turns in the browser: decision time and long tasks, per level"
	@CHROMIUM=$(CHROMIUM) DIST=$(CURDIR)/dist node tools/bench/ai.mjs
	@echo "== engine: random playouts (native)"
	@cargo run -q --profile bench-native -p qbranch-engine --example playouts
