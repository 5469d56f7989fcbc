# Q Branch — build, serve, test, bench.
#
#   make serve   install what is missing, build, serve at http://127.0.0.1:8080
#   make test    install what tests need, then every check CI runs
#   make dist    release build into dist/ (relative URLs: host it at any sub-path)
#   make bench   print performance figures
#
# Everything installs from the package registries only (crates.io, npm, Debian); nothing else
# downloads at build or run time.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

TRUNK_VERSION := 0.21.14
WASM_BINDGEN_VERSION := 0.2.130
TWIGGY_VERSION := 0.8.0
CARGO_BIN := $(HOME)/.cargo/bin
NODE_BIN := $(CURDIR)/e2e/node_modules/.bin
export PATH := $(NODE_BIN):$(CARGO_BIN):$(PATH)
CHROMIUM ?= /usr/bin/chromium
# The e2e suite runs in Debian's chromium-headless-shell: the same Chromium build in its old
# headless mode (what Playwright itself runs headless tests in), which needs far less CPU per
# page than the full browser (the whole suite: 240 s of CPU against 432 s). The benchmarks keep
# the full browser, as players have it; the restore benchmark then opens fresh pages in the shell
# too, which shows a fresh page's restore without the full browser's own processes taking CPU
# from it. Without the shell the suite falls back to CHROMIUM.
CHROMIUM_SHELL ?= /usr/lib/chromium/chromium-headless-shell
# The wasm builds have a target directory of their own (trunk puts wasm-bindgen's output there
# too, in target/wasm/wasm-bindgen), so a native build never waits on their cargo lock.
WASM_TARGET_DIR := $(CURDIR)/target/wasm
# The release wasm's compiler flags. `--cfg erase_components` is .cargo/config.toml's flag (a
# RUSTFLAGS variable replaces that file's flags, so it is repeated here). `-Zlocation-detail=none`
# leaves out the file, line and column that every possible panic (an index, an `unwrap`) keeps
# for its message: about 10 KB gzip of the wasm. It is an unstable flag, which the pinned stable
# compiler accepts with RUSTC_BOOTSTRAP=1 (since build-std, below, a panic logs no message at
# all). `-Zfmt-debug=none` compiles every `Debug` implementation to nothing
# (the app never shows `Debug` text; 0.9 KB gzip) and `-Zmir-opt-level=1` leaves to LLVM the
# MIR passes that made the wasm larger (0.8 KB gzip). Tried and not kept (no gain, or worse):
# opt-level "s" (+91 KB), `-Zinline-mir=no`, `-Zcross-crate-inline-threshold=never` (0.2 KB),
# `-Zvirtual-function-elimination` (rustc crashes), wasm-opt `--converge` or `--gufa`.
#
# The standard library is compiled with the app (cargo's `build-std`, from the toolchain's
# rust-src component, with std's own dependencies fetched from crates.io by `rust-tools`), so
# the flags above reach std too, and with `-Cpanic=immediate-abort`: a panic stops the wasm
# at once (a trap, which public/pwa.js turns into a "something went wrong — reload" banner)
# instead of formatting a message first, so no panic message, hook or formatting machinery is
# linked. With std's `optimize_for_size` feature (its smaller variants of a few routines):
# 561,171 → 540,183 bytes gzip -9 of wasm (APP 576.5 → 556.2 KB). `-Zmir-opt-level=0` was
# tried with it: 0.6 KB worse. On CI's clean clone `dist` took 156 s with std from source.
# Where `rustup` cannot install rust-src, `rust-tools` says so and the build falls back to the
# prebuilt std (20 KB larger; a panic then logs its message before the trap).
RUST_LIBRARY := $(shell rustc --print sysroot 2>/dev/null)/lib/rustlib/src/rust/library
WASM_RUSTFLAGS := --cfg erase_components -Zlocation-detail=none -Zfmt-debug=none -Zmir-opt-level=1
ifneq ($(wildcard $(RUST_LIBRARY)/std/Cargo.toml),)
WASM_BUILD_ENV := CARGO_TARGET_DIR=$(WASM_TARGET_DIR) RUSTC_BOOTSTRAP=1 \
  CARGO_UNSTABLE_BUILD_STD=std,panic_abort CARGO_UNSTABLE_BUILD_STD_FEATURES=optimize_for_size \
  RUSTFLAGS="$(WASM_RUSTFLAGS) -Zunstable-options -Cpanic=immediate-abort"
else
WASM_BUILD_ENV := CARGO_TARGET_DIR=$(WASM_TARGET_DIR) RUSTC_BOOTSTRAP=1 RUSTFLAGS="$(WASM_RUSTFLAGS)"
endif

.PHONY: help tools rust-tools bench-tools node-tools browser serve serve-built dist dist-built test test-rust lint fmt-check lint-wasm e2e size bench clean-dist

help:
	@sed -n '3,7p' Makefile

## ---- installs (idempotent) ------------------------------------------------------------

rust-tools:
	@rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown \
	  || rustup target add wasm32-unknown-unknown
	@rustup component list --installed 2>/dev/null | grep -q '^rust-src' \
	  || rustup component add rust-src \
	  || echo "rust-src could not be installed: the wasm is built with the prebuilt std"
	@test ! -f $(RUST_LIBRARY)/Cargo.toml || { cd $(RUST_LIBRARY) && RUSTC_BOOTSTRAP=1 cargo fetch -q; }
	@trunk --version 2>/dev/null | grep -q "trunk $(TRUNK_VERSION)" \
	  || cargo install trunk --version $(TRUNK_VERSION) --locked
	@wasm-bindgen --version 2>/dev/null | grep -q "$(WASM_BINDGEN_VERSION)" \
	  || cargo install wasm-bindgen-cli --version $(WASM_BINDGEN_VERSION)

# Only `make bench` needs twiggy (the size breakdown).
bench-tools:
	@twiggy --version 2>/dev/null | grep -q "$(TWIGGY_VERSION)" \
	  || cargo install twiggy --version $(TWIGGY_VERSION) --locked

node-tools: e2e/node_modules/.package-lock.json

e2e/node_modules/.package-lock.json: e2e/package.json e2e/package-lock.json
	cd e2e && npm ci --no-audit --no-fund
	@touch $@

browser:
	@test -x $(CHROMIUM) || { \
	  echo "installing Debian chromium for the browser tests"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
	  $$SUDO apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium chromium-driver >/dev/null; }
	@test -x $(CHROMIUM_SHELL) || { \
	  echo "installing Debian chromium-headless-shell for the browser tests"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
	  $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null 2>&1 \
	  || { $$SUDO apt-get update -qq && $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null; } \
	  || echo "chromium-headless-shell could not be installed: the browser tests use $(CHROMIUM)"; }

tools: rust-tools node-tools

## ---- build and serve -------------------------------------------------------------------

# (Each builds in a make of its own, started after `tools`, which may have just installed
# rust-src: the build flags above are chosen when the Makefile is read.)
serve: tools
	@$(MAKE) --no-print-directory serve-built

serve-built:
	$(WASM_BUILD_ENV) trunk serve --release

# After trunk: the JS glue minified and the wasm's import and export names shortened in both
# files (minify-glue.mjs), the stylesheets joined into one (join-css.mjs), each with its new
# integrity hash in index.html, then the service worker, precaching every file of this build
# (npm workbox-build). All three scripts are in e2e/pwa/.
dist: tools
	@$(MAKE) --no-print-directory dist-built

dist-built:
	$(WASM_BUILD_ENV) trunk build --release
	node e2e/pwa/minify-glue.mjs dist
	node e2e/pwa/join-css.mjs dist
	node e2e/pwa/build-sw.mjs dist
	@$(MAKE) --no-print-directory size

size:
	@node e2e/size-report.mjs dist

clean-dist:
	rm -rf dist

## ---- tests -----------------------------------------------------------------------------

# `make lint` on its own: formatting, and clippy over every crate and target (native: the app
# has no code for the wasm target only, so this checks all of it), warnings denied.
# `make lint-wasm` runs clippy for the wasm target too.
lint: fmt-check
	cargo clippy --workspace --all-targets -- -D warnings

fmt-check:
	cargo fmt --all -- --check

lint-wasm:
	CARGO_TARGET_DIR=$(WASM_TARGET_DIR) cargo clippy -p qbranch --target wasm32-unknown-unknown -- -D warnings

# Libraries, binaries, examples and test crates; no doctests (the engine has none to run, and
# collecting them cost 40 s).
TEST_TARGETS := --workspace --lib --bins --tests --examples

# `make test` lints while it builds the tests: clippy's driver stands in for rustc on the
# workspace's own crates (`RUSTC_WORKSPACE_WRAPPER`, the mechanism `cargo clippy` itself uses;
# `CLIPPY_ARGS` is how cargo clippy hands it `-D warnings`), so one build both compiles every
# test and denies every clippy warning, instead of a separate check build of every
# dependency first. The dependencies are built as usual.
CLIPPY_DRIVER := $(shell rustc --print sysroot 2>/dev/null)/bin/clippy-driver
LINTED := RUSTC_WORKSPACE_WRAPPER=$(CLIPPY_DRIVER) CLIPPY_ARGS=-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__

test-rust:
	$(LINTED) cargo test $(TEST_TARGETS)

# The end-to-end suite imports games recorded at test time by the headless runner: the dev
# build `make test-rust` already made for the CLI's own tests (the engine is optimised even
# there, see Cargo.toml), so CI does not build the engine a fourth time. It is built the same
# way here (`cargo test $(TEST_TARGETS) --no-run` under the same driver: nothing to do after
# `make test-rust`), because `cargo build -p qbranch-cli` would resolve other features for the
# dependencies than the whole workspace does, and build them all again. Two test files run at
# a time (each its own server and browser); the suite is CPU-bound on two cores, and three at a
# time gained only a few seconds (in the headless shell, idle: 131 s against 138 s). Every wait
# is on data-* state, none on a guessed timeout.
QBRANCH_CLI := $(CURDIR)/target/debug/qbranch

e2e: node-tools browser
	$(LINTED) cargo test $(TEST_TARGETS) --no-run -q
	@test -f dist/sw.js || { echo "dist/ has no service worker (sw.js): run make dist"; exit 2; }
	@start=$$(date +%s); \
	browser=$(CHROMIUM); test -x $(CHROMIUM_SHELL) && browser=$(CHROMIUM_SHELL); \
	cd e2e && QBRANCH=$(QBRANCH_CLI) CHROMIUM=$$browser DIST=$(CURDIR)/dist \
	  node --test --test-concurrency=2 tests/; \
	echo "e2e: $$(( $$(date +%s) - start )) s"

# One part after another, each timed. (Running the native and the wasm parts side by side, each
# cargo with its own two jobs, was slower on a two-core machine than running them in turn.)
test: tools browser
	@start=$$(date +%s); \
	for part in fmt-check test-rust dist e2e; do \
	  t=$$(date +%s); \
	  $(MAKE) --no-print-directory $$part; \
	  echo "make test: $$part took $$(( $$(date +%s) - t )) s"; \
	done; \
	echo "make test: all checks passed in $$(( $$(date +%s) - start )) s"

## ---- benchmarks ------------------------------------------------------------------------

bench: tools bench-tools browser
	cargo build --profile bench-native -p qbranch-cli
	@echo "== engine: random playouts (native)"
	@for g in $$(./target/bench-native/qbranch games | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).filter(g=>g.implemented).map(g=>g.id+":"+g.min_players+":"+g.max_players).join(" ")))'); do \
	  id=$${g%%:*}; rest=$${g#*:}; min=$${rest%%:*}; max=$${rest#*:}; \
	  for p in $$(seq $$min $$max); do \
	    ./target/bench-native/qbranch simulate --game $$id --games 2000 --seed 1 --players $$p \
	      | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const r=JSON.parse(s);console.log(`  $${r.game} $${r.seats.length}p: $${Math.round(r.actions_per_sec).toLocaleString("en")} actions/s, $${Math.round(r.actions_per_sec/r.mean_actions).toLocaleString("en")} playouts/s (mean $${r.mean_actions.toFixed(0)} actions/game, panics $${r.panics}, unfinished $${r.unfinished})`)})'; \
	  done; \
	done
	@test -d dist || $(MAKE) --no-print-directory dist
	@echo "== app size"
	@node e2e/size-report.mjs dist
	@cd e2e && node size-breakdown.mjs $(WASM_TARGET_DIR)/wasm-bindgen/release/qbranch_bg.wasm $(CURDIR)/dist
	@echo "== engine: restore a 1,000-action save, replay steps (native)"
	@cargo run -q --profile bench-native -p qbranch-engine --example restore_bench 2>/dev/null || echo "  (no restore_bench example yet)"
	@echo "== restore a 1,000-action save, replay slider steps (wasm, headless Chromium)"
	@cd e2e && CHROMIUM=$(CHROMIUM) DIST=$(CURDIR)/dist QBRANCH_CLI=$(CURDIR)/target/bench-native/qbranch node bench-restore.mjs
	@test ! -x $(CHROMIUM_SHELL) || { cd e2e && CHROMIUM=$(CHROMIUM_SHELL) FRESH_ONLY=1 LABEL="headless shell" DIST=$(CURDIR)/dist \
	  QBRANCH_CLI=$(CURDIR)/target/bench-native/qbranch node bench-restore.mjs; }
	@echo "   diagnostic, not a player's figure: the same fresh pages with V8's lazy compilation of WebAssembly off"
	@cd e2e && CHROMIUM=$(CHROMIUM) FRESH_ONLY=1 EAGER_WASM=1 LABEL="code compiled up front" DIST=$(CURDIR)/dist \
	  QBRANCH_CLI=$(CURDIR)/target/bench-native/qbranch node bench-restore.mjs
	@echo "== cold load to interactive (headless Chromium)"
	@cd e2e && CHROMIUM=$(CHROMIUM) DIST=$(CURDIR)/dist node bench-load.mjs
	@echo "== computer turns in the browser: decision time and main-thread long tasks, per level"
	@cd e2e && CHROMIUM=$(CHROMIUM) DIST=$(CURDIR)/dist node bench-ai.mjs
	@echo "== AI decision time (native)"
	@cargo run -q --profile bench-native -p qbranch-engine --example ai_timing 20 2>/dev/null || echo "  (no ai_timing example yet)"
