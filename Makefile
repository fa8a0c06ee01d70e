# Fresh machine: `make demo` installs and runs the main job; `make test` installs and runs the tests.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp

.PHONY: demo test bench programs cli-docs clean

$(STAMP): setup.cfg pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[test]'
	touch $(STAMP)

# The main job: a real search on a bundled example with the bundled surrogate.
demo: $(STAMP)
	mkdir -p runs
	$(VENV)/bin/xtune search examples/programs/vmapped_mlp.mlir --measurements 30 --cores 1 \
		--db runs/demo.db --out runs/demo-best.json --report runs/demo-report

# The suite on two workers (pytest-xdist), then the timing-sensitive tests (marked `serial`:
# worker timeouts, process kills, the timing lock) alone, so that load cannot fail them.
test: $(STAMP)
	$(PY) -m pytest -q -n 2 -m "not serial"
	$(PY) -m pytest -q -p no:xdist -m serial

bench: $(STAMP)
	$(PY) bench/measure_noise.py

programs: $(STAMP)
	$(PY) examples/make_programs.py

# docs/cli.md: every command's --help (tests/test_cli_docs.py fails when it is out of date)
cli-docs: $(STAMP)
	$(PY) tools/cli_docs.py

clean:
	rm -rf $(VENV) runs *.egg-info
