"""Assembling programs: a family's blocks chained into a function, sampled to a runtime, written.

`sample_program` draws a family (weighted by `FAMILIES`), a dtype, whether
the program is a training step, and a structure of 1-`MAX_BLOCKS` blocks
from the family's pools; then it sets the batch so that the builder's
estimated runtime hits a random target. `generate_programs` lowers them to
StableHLO and writes one ``.mlir`` file each, byte-identical for a seed.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable
from pathlib import Path
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np

from xtune.surrogate.programs import einsum, image, sequence, vmapped
from xtune.surrogate.programs.builder import Apply, Block, Builder, prod

# Family -> sampling weight. Layout-sensitive patterns (vmapped modules,
# attention heads, NCHW convs, transposes feeding dots) get the most weight:
# on plain dense code XLA's default layout is usually already the best.
FAMILIES: dict[str, float] = {
    "mlp": 0.09,
    "einsum": 0.12,
    "conv": 0.14,
    "attention": 0.15,
    "mixer": 0.10,
    "norm_reduce": 0.08,
    "vmap_mlp": 0.12,
    "vmap_attention": 0.09,
    "vmap_conv": 0.11,
}
BF16_SHARE = 0.25
TRAIN_SHARE = 0.2
MAX_BLOCKS = 4

# Estimated-runtime band (ms, one core). The target of each program is drawn
# log-uniformly from TARGET_MS; a structure whose best batch still misses
# ACCEPT_MS is redrawn (up to MAX_ATTEMPTS times).
TARGET_MS = (1.5, 12.0)
ACCEPT_MS = (1.0, 25.0)
MAX_ATTEMPTS = 16

# Largest batch per domain.
_BATCH_CAP = {"rows": 16384, "seq": 512, "img": 256, "vmap": 1024}
# Largest activation (elements): beyond the last-level cache XLA:CPU's
# elementwise and reduction loops slow down several-fold and the cost model
# stops holding; realistic small programs stay below this anyway.
PEAK_ELEMS = 4 * 2**20

# family -> (domain, primary blocks, secondary blocks, terminal block or None); one block of
# each program comes from the primary pool, the others from the secondary one.
_SEQ_EXTRA: list[tuple[Block, float]] = [(sequence.mlp, 2.0), (sequence.norm, 1.0), (sequence.elementwise, 1.0),
                                         (sequence.reduce, 1.0), (sequence.dense, 1.0)]
_FAMILY_BLOCKS: dict[str, tuple[str, list[tuple[Block, float]], list[tuple[Block, float]], Block | None]] = {
    "mlp": ("rows", [(sequence.dense, 2.0), (sequence.mlp, 2.0)],
            [(sequence.norm, 1.0), (sequence.elementwise, 1.0), (sequence.reduce, 0.5)], sequence.seq_head),
    "attention": ("seq", [(sequence.attention, 1.0)], _SEQ_EXTRA + [(sequence.attention, 2.0)],
                  sequence.seq_head),
    "mixer": ("seq", [(sequence.token_mix, 2.0), (sequence.head_mix, 1.5), (sequence.patch, 1.0)],
              _SEQ_EXTRA + [(sequence.token_mix, 1.0)], sequence.seq_head),
    "norm_reduce": ("seq", [(sequence.reduce, 2.0), (sequence.norm, 1.0)],
                    [(sequence.reduce, 1.0), (sequence.norm, 1.0), (sequence.dense, 1.0),
                     (sequence.elementwise, 0.5)], None),
    "einsum": ("ein", [(einsum.bmm, 3.0), (einsum.gram, 1.0), (einsum.heads, 1.0)],
               [(einsum.bmm, 2.0), (sequence.norm, 1.0), (sequence.elementwise, 1.0), (sequence.reduce, 1.0),
                (einsum.gram, 0.5), (einsum.heads, 0.5)], None),
    "conv": ("img", [(image.conv, 2.0), (image.res, 1.5), (image.bottleneck, 1.0), (image.dwsep, 1.0)],
             [(image.conv, 2.0), (image.res, 1.0), (image.img_norm, 1.0), (image.se, 0.7), (image.pool, 0.7),
              (image.dwsep, 0.5)], image.img_head),
    "vmap_mlp": ("vmap_seq", [(vmapped.eqx_mlp, 2.0), (vmapped.eqx_dense, 1.0)],
                 [(vmapped.eqx_mlp, 1.0), (sequence.norm, 1.0), (sequence.elementwise, 1.0),
                  (vmapped.eqx_dense, 1.0)], vmapped.eqx_head),
    "vmap_attention": ("vmap_seq", [(vmapped.eqx_attention, 1.0)],
                       [(vmapped.eqx_mlp, 2.0), (vmapped.eqx_attention, 1.0), (sequence.norm, 0.5)],
                       vmapped.eqx_head),
    "vmap_conv": ("vmap_img", [(image.conv, 2.0), (image.res, 1.0)],
                  [(image.conv, 2.0), (image.res, 1.0), (image.img_norm, 1.0), (image.pool, 0.7),
                   (image.se, 0.5), (image.dwsep, 0.5)], image.img_head),
}
assert set(_FAMILY_BLOCKS) == set(FAMILIES)


@dataclasses.dataclass
class GeneratedProgram:
    """One generated program before lowering: its function, argument specs and metadata."""

    name: str
    family: str
    dtype: str
    train: bool
    blocks: tuple[str, ...]
    batch: int
    est_ms: float
    cost: dict[str, float]
    fn: Callable[..., Any]
    specs: tuple[jax.ShapeDtypeStruct, ...]

    def lower(self) -> str:
        """StableHLO text of `jax.jit(fn)` on the specs."""
        return jax.jit(self.fn).lower(*self.specs).as_text()


def _initial_state(b: Builder, domain: str) -> Any:
    """Draws the input shape (with `b.batch`) for a domain; returns the state."""
    B = b.batch
    if domain == "rows":
        return (B, b.pick(sequence.WIDTHS + (1024,)))
    if domain == "seq":
        return (B, b.pick(sequence.SEQ_LENS), b.pick(sequence.WIDTHS))
    if domain == "ein":
        return (B, b.pick(einsum.EINSUM_DIMS), b.pick(einsum.EINSUM_DIMS))
    if domain == "vmap_seq":
        return (b.pick(sequence.SEQ_LENS), b.pick(sequence.WIDTHS))
    hw = b.pick((7, 8, 14, 16, 28, 32, 56, 64))
    c = b.pick((3, 3) + image.CHANNELS[:7])
    if domain == "img":
        return image.Image(b.pick(("NCHW", "NCHW", "NHWC")), B, c, hw, hw)
    return image.Image("CHW", 1, c, hw, hw)


def _state_shape(state: Any) -> tuple:
    """The shape of x in a state (a shape tuple or an `image.Image`)."""
    return state.shape if isinstance(state, image.Image) else state


def _build(family: str, dtype: Any, train: bool, seed: int, batch: int) -> tuple[Builder, Callable, tuple]:
    """Builds the structure drawn from `seed` at `batch`; returns (builder, fn, specs)."""
    domain, primary, secondary, terminal = _FAMILY_BLOCKS[family]
    per_example = domain.startswith("vmap")
    b = Builder(np.random.default_rng(seed), dtype, batch, mult=batch if per_example else 1)
    state = _initial_state(b, domain)
    x_shape = _state_shape(state)
    n_blocks = int(b.rng.integers(1, MAX_BLOCKS + 1))
    use_terminal = terminal is not None and b.chance(0.3)
    first = int(b.rng.integers(n_blocks))  # which block is drawn from the primary pool
    applies: list[Apply] = []
    for i in range(n_blocks):
        pool = primary if i == first else secondary
        blk = b.pick([p[0] for p in pool], [p[1] for p in pool])
        if isinstance(state, image.Image) and (state.C < 8 or (state.H < 4 and blk is image.pool)):
            blk = image.conv  # a stem: few-channel images go through a plain conv first
        f, state = blk(b, state)
        b.blocks.append(blk.__name__)
        applies.append(f)
    if use_terminal:
        f, state = terminal(b, state)
        b.blocks.append(terminal.__name__)
        applies.append(f)
    out_shape = _state_shape(state) if not isinstance(state, image.Image) or state.C > 0 else None
    if out_shape is None:  # image head: (B, classes) or (classes,)
        out_shape = (state.B, -state.C) if state.fmt != "CHW" else (-state.C,)

    def forward(x, *P):
        for f in applies:
            x = f(x, P)
        return x

    if per_example:
        n_params = len(b.specs)
        forward = jax.vmap(forward, in_axes=(0,) + (None,) * n_params)
        x_shape = (batch, *x_shape)
        out_shape = (batch, *out_shape)
    x_spec = jax.ShapeDtypeStruct(x_shape, dtype)
    if not train:
        return b, forward, (x_spec, *b.specs)

    lr = 1e-2

    def step(x, y, *P):
        def loss_fn(P):
            out = forward(x, *P)
            return jnp.mean(jnp.square(out.astype(jnp.float32) - y.astype(jnp.float32)))

        loss, grads = jax.value_and_grad(loss_fn)(P)
        return (loss, *(p - lr * g for p, g in zip(P, grads)))

    y_spec = jax.ShapeDtypeStruct(out_shape, dtype)
    b.ew(sum(prod(s.shape) for s in b.specs) / max(b.mult, 1) / 3.0, cheap=2.0)  # SGD update
    return b, step, (x_spec, y_spec, *b.specs)


def _batch_cap(family: str) -> int:
    """The largest batch of a family's programs."""
    domain = _FAMILY_BLOCKS[family][0]
    return _BATCH_CAP["vmap" if domain.startswith("vmap") else
                      {"rows": "rows", "seq": "seq", "ein": "seq", "img": "img"}[domain]]


def sample_program(rng: np.random.Generator, index: int) -> GeneratedProgram:
    """Draws one program (family, dtype, structure, batch) without lowering it.

    The structure is drawn first at batch 1, then the batch is set so the
    estimated runtime hits a target drawn log-uniformly from `TARGET_MS`;
    structures that cannot get into `ACCEPT_MS` are redrawn.
    """
    names = list(FAMILIES)
    family = names[int(rng.choice(len(names), p=np.array([FAMILIES[n] for n in names]) / sum(FAMILIES.values())))]
    dtype = jnp.bfloat16 if rng.random() < BF16_SHARE else jnp.float32
    train = bool(rng.random() < TRAIN_SHARE)
    cap = _batch_cap(family)
    best = None
    for _ in range(MAX_ATTEMPTS):
        seed = int(rng.integers(2**63))
        target = float(np.exp(rng.uniform(np.log(TARGET_MS[0]), np.log(TARGET_MS[1]))))
        b1, _, _ = _build(family, dtype, train, seed, 1)
        b2, _, _ = _build(family, dtype, train, seed, 2)
        per_batch = max(b2.est_ms(train) - b1.est_ms(train), 1e-9)
        fixed = max(b1.est_ms(train) - per_batch, 0.0)
        peak_cap = int(PEAK_ELEMS // max(b1.peak_elems, 1.0))
        batch = int(np.clip(round((target - fixed) / per_batch), 1, max(1, min(cap, peak_cap))))
        est = fixed + per_batch * batch
        miss = 0.0 if ACCEPT_MS[0] <= est <= ACCEPT_MS[1] else abs(math.log(est / target))
        if best is None or miss < best[0]:
            best = (miss, seed, batch)
        if miss == 0.0:
            break
    _, seed, batch = best
    b, fn, specs = _build(family, dtype, train, seed, batch)
    dt = jnp.dtype(dtype).name
    name = f"gen_{index:04d}_{family}" + ("_bf16" if dt == "bfloat16" else "") + ("_train" if train else "")
    return GeneratedProgram(name=name, family=family, dtype=dt, train=train, blocks=tuple(b.blocks),
                            batch=batch, est_ms=b.est_ms(train), cost=dict(b.cost), fn=fn, specs=specs)


def generate_program(rng: np.random.Generator, index: int) -> tuple[str, str]:
    """One random program: (name, StableHLO text). Consumes draws from `rng`."""
    prog = sample_program(rng, index)
    return prog.name, prog.lower()


def family_of(name: str) -> str:
    """The family encoded in a generated program's name (``gen_0001_vmap_mlp_bf16`` -> ``vmap_mlp``)."""
    rest = name.split("_", 2)[2] if name.startswith("gen_") else name
    for suffix in ("_train", "_bf16"):
        rest = rest.removesuffix(suffix)
    return rest


def generate_programs(count: int, out_dir: str | Path, seed: int,
                      progress: Callable[[int], None] | None = None) -> list[Path]:
    """Writes `count` programs as ``out_dir/gen_NNNN_<family>[_bf16][_train].mlir``.

    Program i (1-based) is drawn from its own generator seeded with
    ``(seed, i)``, so the same seed gives byte-identical files and any one
    program can be regenerated alone. `progress(i)` is called after each file.
    """
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    for i in range(1, count + 1):
        name, text = generate_program(np.random.default_rng([seed, i]), i)
        path = out / f"{name}.mlir"
        path.write_text(text)
        paths.append(path)
        if progress is not None:
            progress(i)
    return paths
