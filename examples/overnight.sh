#!/usr/bin/env bash
# Batch: tune every program in a folder overnight, one report each, resumable.
#   examples/overnight.sh [PROGRAM_DIR] [OUT_DIR] [MEASUREMENTS] [TIME_PER_PROGRAM]
# Rerunning the same command resumes: programs with an answer are skipped, and a
# search killed half-way continues from the store (--resume) without re-measuring.
set -euo pipefail
dir=${1:-examples/programs}
out=${2:-runs/overnight}
budget=${3:-100}
per_program=${4:-1h}
xtune=${XTUNE:-xtune}
mkdir -p "$out"
for program in "$dir"/*.mlir; do
  name=$(basename "$program" .mlir)
  if [ -f "$out/$name.json" ]; then
    echo "skip $name (done)"
    continue
  fi
  echo "== $name"
  "$xtune" search "$program" --db "$out/overnight.db" --measurements "$budget" --time "$per_program" \
    --resume --out "$out/$name.json.tmp" --report "$out/$name" ${CORES:+--cores "$CORES"}
  mv "$out/$name.json.tmp" "$out/$name.json"
done
echo "== summary"
for f in "$out"/*.json; do
  printf '%-28s %s\n' "$(basename "$f" .json)" "$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["message"])' "$f")"
done
