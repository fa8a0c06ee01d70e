"""Random but realistic JAX programs as StableHLO text, to train the surrogate on.

The surrogate learns runtime rankings from measured configs of many programs,
so its quality is capped by how varied those programs are. This package writes
such programs: each one is a *family* (what kind of model it is) composed of
1-4 random *blocks* (the layers), with random sizes, dtype (about a quarter
bfloat16) and, for a share of them, wrapped in a training step
(``jax.value_and_grad`` of an MSE loss plus an SGD update).

Families (``FAMILIES``; the name of each file says which):

- ``mlp``: dense chains on (N, D) or (B, T, D); weights stored (in, out) or
  (out, in) and used through ``x @ W.T`` or an einsum; GELU/ReLU/SiLU/tanh...
- ``einsum``: batched contractions on (B, I, J): ``'bij,bjk->bik'`` against a
  second activation, against weights in either orientation, permuted outputs,
  Gram matrices, contractions over the leading axis, heads split for
  ``'bhqd,bhkd->bhqk'``, transposes feeding dots.
- ``conv``: NCHW/OIHW, NHWC/HWIO (and a few mixed) convolutions, 1x1/3x3/5x5,
  strides, depthwise-separable, ResNet basic and bottleneck blocks, batch and
  group norms, squeeze-excite, max/avg pooling, classifier heads.
- ``attention``: multi-head attention with heads split/merged by
  reshape+transpose or straight einsums, causal masks, GQA/MQA (grouped or
  repeated kv), fused qkv, cross attention, pre-norms, then MLPs.
- ``mixer``: transposes and reshapes feeding dots: MLP-Mixer token mixing,
  per-head projections, patch merging/splitting.
- ``norm_reduce``: layer/RMS/batch norms, softmaxes and reductions
  (sum/max/mean/logsumexp over various axes), squeeze-excite gates.
- ``vmap_mlp``, ``vmap_attention``, ``vmap_conv``: equinox-style per-example
  modules (``W @ x`` with W stored (out, in), CHW convolutions with a unit
  batch dim, heads vmapped over axis 1) ``jax.vmap``-ed over a batch -- the
  code on which XLA's default layouts are known to leave transposes behind.

Every weight is an argument of the function (lowered from
``jax.ShapeDtypeStruct``s, nothing is materialised), so the text stays small.
Sizes are chosen so that an estimated runtime (a cost model over dot/conv
FLOPs and elementwise, transcendental and data-movement element counts,
calibrated by bench/calibrate_generator.py on one pinned core) falls in a
band of a few ms: the structure is drawn first, then the batch is set to hit
a random target.

Modules: `builder` (the builder, cost model and shared layers), the blocks by
kind in `sequence`, `einsum`, `image` and `vmapped`, and `assembly` (families,
sampling, writing files). The command is ``xtune dataset generate --count 150
--out DIR [--seed 0]``.
"""

from xtune.surrogate.programs.assembly import (
    ACCEPT_MS,
    BF16_SHARE,
    FAMILIES,
    MAX_ATTEMPTS,
    MAX_BLOCKS,
    PEAK_ELEMS,
    TARGET_MS,
    TRAIN_SHARE,
    GeneratedProgram,
    family_of,
    generate_program,
    generate_programs,
    sample_program,
)
from xtune.surrogate.programs.builder import COST_FEATURES, MS_PER_UNIT

__all__ = [
    "ACCEPT_MS", "BF16_SHARE", "COST_FEATURES", "FAMILIES", "GeneratedProgram", "MAX_ATTEMPTS", "MAX_BLOCKS",
    "MS_PER_UNIT", "PEAK_ELEMS", "TARGET_MS", "TRAIN_SHARE", "family_of", "generate_program", "generate_programs",
    "sample_program",
]
