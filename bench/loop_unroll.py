"""Does a loop's unroll gene move runtime? Default vs every loop unrolled by 2, 4 and 8.

Three small loop programs written here: a leapfrog integrator of a logistic-regression
posterior (`fori_loop`, HMC's inner loop), an RK4 pendulum (`fori_loop` of a tiny body) and
Newton's square root to a tolerance (`while_loop`, data-dependent: a guarded unroll). Each
config is measured by the product's measurer, interleaved with the default on one pinned
core (the record's ratio: < 1 is faster), with its compile time beside it.

    python bench/loop_unroll.py --factors 2 4 8 --out runs/loop_unroll.md
"""

from __future__ import annotations

import argparse
import datetime
from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
from tables import write_table  # bench/, this script's folder

from xtune.measure import ConfigSpace, Measurer, MeasureSettings, Program, RecordStore, TimingPolicy

ROOT = Path(__file__).resolve().parent.parent


def leapfrog(q, x, y):
    """50 leapfrog steps on a logistic-regression posterior (the gradient inside the loop)."""
    def grad(q):
        return x.T @ (y - jax.nn.sigmoid(x @ q)) - q

    def step(i, s):
        q, p = s
        p = p + 0.005 * grad(q)
        q = q + 0.01 * p
        return q, p + 0.005 * grad(q)
    return lax.fori_loop(0, 50, step, (q, jnp.zeros_like(q)))


def rk4_pendulum(s):
    """400 RK4 steps of a damped pendulum: a loop of a few scalar ops."""
    def f(s):
        return jnp.stack([s[1], -jnp.sin(s[0]) - 0.1 * s[1]])

    def step(i, s):
        h = 0.01
        k1 = f(s)
        k2 = f(s + h / 2 * k1)
        k3 = f(s + h / 2 * k2)
        k4 = f(s + h * k3)
        return s + h / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
    return lax.fori_loop(0, 400, step, s)


def newton_sqrt(a):
    """Newton's square root to a tolerance: a data-dependent loop."""
    def cond(s):
        return (jnp.max(jnp.abs(s[0] * s[0] - a)) > 1e-6 * jnp.max(a)) & (s[1] < 200)
    return lax.while_loop(cond, lambda s: (0.5 * (s[0] + a / s[0]), s[1] + 1), (a + 1.0, 0))


def programs() -> list[Program]:
    rng = np.random.default_rng(0)
    x = rng.standard_normal((64, 8)).astype(np.float32)
    y = (rng.random(64) < 0.5).astype(np.float32)
    return [Program.from_callable(leapfrog, np.zeros(8, np.float32), x, y, name="hmc_leapfrog_50"),
            Program.from_callable(rk4_pendulum, np.array([1.0, 0.0], np.float32), name="rk4_pendulum_400"),
            Program.from_callable(newton_sqrt, rng.uniform(1, 1e4, 256).astype(np.float32), name="newton_sqrt")]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--factors", type=int, nargs="+", default=[2, 4, 8])
    ap.add_argument("--cores", type=int, default=1)
    ap.add_argument("--db", default=str(ROOT / "runs" / "bench_loop_unroll.db"))
    ap.add_argument("--out", default=str(ROOT / "runs" / "loop_unroll.md"))
    args = ap.parse_args()
    settings = MeasureSettings(cores=args.cores, policy=TimingPolicy())
    Path(args.db).parent.mkdir(parents=True, exist_ok=True)
    rows, raw = [], {}
    with RecordStore(args.db) as store, Measurer(settings, store) as m:
        for prog in programs():
            space = ConfigSpace(prog)
            genes = [g for g in space.genes if g.kind == "unroll"]
            default = m.measure(prog, [space.default()])[0]
            raw[prog.name] = {"loops": [loop.to_dict() for loop in space.loops], "default_ms": default.median_ms,
                              "default_compile_s": default.compile_s, "factors": {}}
            for k in args.factors:
                offered = {g.name: k for g in genes if k in g.choices}
                if not offered:
                    continue
                rec = m.measure(prog, [space.make(offered)])[0]
                raw[prog.name]["factors"][k] = {"status": rec.status, "ratio": rec.ratio, "low": rec.ratio_low,
                                                "high": rec.ratio_high, "compile_s": rec.compile_s}
                interval = f"{rec.ratio_low:.3f}-{rec.ratio_high:.3f}" if rec.ratio_low and rec.ratio_high else ""
                row = [prog.name, str(k), rec.status, f"{rec.ratio:.3f}" if rec.ratio else "", interval,
                       f"{rec.compile_s:.2f}" if rec.compile_s else "",
                       f"{default.compile_s:.2f}" if default.compile_s else ""]
                rows.append(row)
                print(" | ".join(row), flush=True)
    intro = (f"`python bench/loop_unroll.py --factors {' '.join(map(str, args.factors))} --cores {args.cores}` — "
             f"{datetime.date.today()}, jax {jax.__version__}. Ratio = config / default runtime, interleaved "
             "on one pinned core (< 1 is faster), with its 95% interval; every loop of the program unrolled "
             "by the factor where it is offered.")
    header = ["program", "unroll", "status", "ratio", "95% interval", "compile s", "default compile s"]
    print(write_table(args.out, intro, header, rows, raw))


if __name__ == "__main__":
    main()
