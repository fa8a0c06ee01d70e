"""Builds the bundled model plus `W` x the layout count as one model file (an experiment).

The network is the bundled one, unchanged; the file adds `layout_count` with
`count_weight = W` and two zero rows for the count's option columns, so its
score is exactly bundled score + W * log1p(elements laid out non-row-major).
The script checks that on a test program before it exits. Used for the
README's search bench with `--model runs/ens.xtm`:

    python bench/ensemble_model.py 0.5 runs/ens.xtm
"""

from __future__ import annotations

import argparse
import dataclasses
from pathlib import Path

import jax
import numpy as np

from xtune.surrogate.predict import GNNModel
from xtune.surrogate.layout_count import COUNT_NAMES, moved_elements
from xtune.surrogate.training_data import load_dataset

ROOT = Path(__file__).resolve().parent.parent


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("weight", type=float, help="count weight W (log-runtime per log-element)")
    ap.add_argument("out", help="model file to write")
    ap.add_argument("--data", default=str(ROOT / "data" / "cpu-v1"), help="dataset for the check")
    args = ap.parse_args()
    bundled = GNNModel.load()
    params = jax.tree_util.tree_map(np.asarray, bundled.params)
    tree = params.get("params", params)
    kernel = tree["options_in"]["kernel"]
    tree["options_in"]["kernel"] = np.concatenate([kernel, np.zeros((len(COUNT_NAMES), kernel.shape[1]), kernel.dtype)])
    tree["count_weight"] = np.asarray(args.weight, np.float32)
    model = GNNModel(params, dataclasses.replace(bundled.config, layout_count=True), bundled.normalizer,
                      bundled.option_names + COUNT_NAMES,
                      {**bundled.info, "ensemble": f"bundled + {args.weight} x layout count"})
    model = GNNModel.load(model.save(args.out))
    example = next(e for e in load_dataset([args.data]).test if e.num_configs > 5)
    moved = moved_elements(example.aligned_options(COUNT_NAMES))
    gap = np.abs(model.predict(example) - (bundled.predict(example) + args.weight * np.log1p(moved))).max()
    if gap > 1e-4:
        raise SystemExit(f"{args.out}: scores differ from bundled + count by {gap}")
    print(f"wrote {args.out}: bundled + {args.weight} x layout count (checked on {example.name}, max gap {gap:.1e})")


if __name__ == "__main__":
    main()
