"""`python -m xtune.search ...` is `xtune ...`."""

from xtune.search.cli import main

main()
