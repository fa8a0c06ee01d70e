"""`python -m search ...` is `xtune ...`."""

from search.cli import main

main()
