"""The third set of programs written by others (`REAL_V3`, `examples/real-v3/`): models from
libraries and of kinds that `examples.real`'s two sets do not use (penzai, mctx, rlax, distrax,
dm-pix, tinygp, more keras-hub architectures, flax.nnx and equinox models of new shapes, an
einops model in flax), and scientific programs written in plain `jax.numpy` (stencils stepped
in `lax.scan`, an N-body integrator, Krylov and Jacobi solvers, a physics-informed residual, a
particle-in-cell step, a Monte-Carlo pricer).

Made like the others (`examples.real`): seeded random weights and inputs, nothing downloaded,
a small explicit config, the weights passed as arguments. `python examples/make_real.py --set v3`
writes them; needs `pip install -e '.[real]'` and `pip install --no-deps keras-hub`.
"""

from __future__ import annotations

from collections.abc import Callable

import jax
import jax.numpy as jnp
import numpy as np

from examples.real import Program, _eqx, _keras_hub, _normal, _rng, _text, _tokens
from examples.real import lower as _lower_v1_v2

# --- keras-hub (JAX backend) -------------------------------------------------------------


def _seq2seq(k: int, batch: int, enc: int, dec: int) -> dict[str, np.ndarray]:
    """Encoder and decoder token ids (vocabulary 512) and all-ones padding masks."""
    return {"encoder_token_ids": _tokens(k, batch, enc, 512), "encoder_padding_mask": np.ones((batch, enc), np.int32),
            "decoder_token_ids": _tokens(k + 1000, batch, dec, 512),
            "decoder_padding_mask": np.ones((batch, dec), np.int32)}


def keras_hub_t5(scale: int = 1) -> Program:
    return _keras_hub("T5Backbone", _seq2seq(60, 2, 32, 16), vocabulary_size=512, num_layers=2, num_heads=4,
                      hidden_dim=64 * scale, intermediate_dim=128 * scale, key_value_dim=16, dropout=0.0)


def keras_hub_bart(scale: int = 1) -> Program:
    return _keras_hub("BartBackbone", _seq2seq(61, 2, 32, 16), vocabulary_size=512, num_layers=2, num_heads=4,
                      hidden_dim=64 * scale, intermediate_dim=128 * scale, dropout=0.0, max_sequence_length=64)


def keras_hub_falcon(scale: int = 1) -> Program:
    return _keras_hub("FalconBackbone", _text(62, 2, 32), vocabulary_size=512, num_layers=2, num_attention_heads=4,
                      hidden_dim=64 * scale, intermediate_dim=256 * scale)


def keras_hub_esm2(scale: int = 1) -> Program:
    return _keras_hub("ESM2Backbone", {"token_ids": _tokens(63, 2, 48, 33)}, vocabulary_size=33, num_layers=2,
                      num_heads=4, hidden_dim=64 * scale, intermediate_dim=128 * scale, dropout=0.0,
                      max_sequence_length=64)


def keras_hub_xception(scale: int = 1) -> Program:
    return _keras_hub("XceptionBackbone", _normal(64, 2, 64, 64, 3),
                      stackwise_conv_filters=[[16 * scale, 32 * scale], [32 * scale, 64 * scale],
                                              [64 * scale, 64 * scale]],
                      stackwise_pooling=[True, True, False], image_shape=(64, 64, 3))


def keras_hub_swin(scale: int = 1) -> Program:
    return _keras_hub("SwinTransformerBackbone", _normal(65, 2, 32, 32, 3), image_shape=(32, 32, 3),
                      embed_dim=32 * scale, depths=[2, 2], num_heads=[2, 4], window_size=4, patch_size=2,
                      drop_path=0.0)


def keras_hub_cspnet(scale: int = 1) -> Program:
    return _keras_hub("CSPNetBackbone", _normal(66, 2, 64, 64, 3), stem_filters=16 * scale, stem_kernel_size=3,
                      stem_strides=2, stackwise_depth=[1, 1], stackwise_strides=[2, 2],
                      stackwise_num_filters=[32 * scale, 64 * scale], block_type="dark_block", stage_type="csp",
                      expand_ratio=[2.0], bottle_ratio=[0.5], block_ratio=[1.0], down_growth=True,
                      image_shape=(64, 64, 3))


def keras_hub_xlnet(scale: int = 1) -> Program:
    return _keras_hub("XLNetBackbone", _text(67, 2, 32, segment_ids=np.zeros((2, 32), np.int32)),
                      vocabulary_size=512, num_layers=2, num_heads=4, hidden_dim=64 * scale,
                      intermediate_dim=128 * scale)


# --- penzai ----------------------------------------------------------------------------------


def penzai_llamalike(scale: int = 1) -> Program:
    """`penzai.models.transformer.variants.llamalike_common.build_llamalike_transformer`: 2 decoder
    blocks, 2 key/value heads with 2 query heads each, embedding 64, SwiGLU MLP 128, on named
    arrays; its parameters unbound (`pz.unbind_params(..., freeze=True)`) and passed in."""
    from penzai import pz
    from penzai.models.transformer.variants import llamalike_common

    config = llamalike_common.LlamalikeTransformerConfig(
        num_kv_heads=2, query_head_multiplier=2, embedding_dim=64 * scale, projection_dim=16 * scale,
        mlp_hidden_dim=128 * scale, num_decoder_blocks=2, vocab_size=512, mlp_variant="swiglu",
        tie_embedder_and_logits=False)
    model = llamalike_common.build_llamalike_transformer(config, init_base_rng=jax.random.key(0))
    unbound, params = pz.unbind_params(model, freeze=True)

    def forward(params, tokens):
        logits = pz.bind_variables(unbound, params)(pz.nx.wrap(tokens).tag("batch", "seq"))
        return logits.unwrap("batch", "seq", "vocabulary")

    return forward, (params, _tokens(70, 2, 32, 512))


# --- recurrentgemma ---------------------------------------------------------------------------


def recurrentgemma_griffin(scale: int = 1) -> Program:
    """`recurrentgemma.jax.Griffin` (the RecurrentGemma model, flax.linen) from a tiny explicit
    `recurrentgemma.jax.GriffinConfig`: width 64, 3 residual blocks (two RG-LRU recurrent
    blocks, then a local-attention block of window 16), 4 heads, MLP 128, vocabulary 512, the
    linear scan in plain JAX, no rematerialisation; logits of 2 x 32 tokens."""
    import recurrentgemma.jax as rg

    config = rg.GriffinConfig(vocab_size=512, width=64 * scale, mlp_expanded_width=128 * scale, num_heads=4,
                              block_types=(rg.TemporalBlockType.RECURRENT, rg.TemporalBlockType.RECURRENT,
                                           rg.TemporalBlockType.ATTENTION),
                              embeddings_scale_by_sqrt_dim=True, attention_window_size=16, logits_soft_cap=30.0,
                              scan_type=rg.ScanType.LINEAR_NATIVE)
    model = rg.Griffin(config, gradient_checkpointing=False)
    tokens = _tokens(105, 2, 32, 512)
    positions = np.tile(np.arange(32, dtype=np.int32), (2, 1))
    # its argument type checks want jax arrays
    params = model.init(jax.random.key(0), jnp.asarray(tokens), jnp.asarray(positions))

    def forward(params, tokens, positions):
        logits, _ = model.apply(params, tokens, positions, return_cache=False)
        return logits

    return forward, (params, tokens, positions)


# --- mctx --------------------------------------------------------------------------------------


def mctx_muzero_search(scale: int = 1) -> Program:
    """`mctx.muzero_policy`: 32 simulations of MCTS for a batch of 8 roots over 6 actions, with a
    toy learned model (an MLP representation, dynamics and prediction, weights as arguments) as
    its recurrent function; the key is an argument (raw uint32)."""
    import mctx

    hidden, actions, batch = 32 * scale, 6, 8
    r = _rng(71)

    def dense(i, o):
        return (r.standard_normal((i, o)) / np.sqrt(i)).astype(np.float32), np.zeros(o, np.float32)

    params = {"repr": dense(16, hidden), "dyn": dense(hidden + actions, hidden), "rew": dense(hidden, 1),
              "pol": dense(hidden, actions), "val": dense(hidden, 1)}

    def apply(p, x):
        return x @ p[0] + p[1]

    def predict(params, h):
        return apply(params["pol"], h), apply(params["val"], h)[:, 0]

    def recurrent_fn(params, rng, action, embedding):
        h = jnp.tanh(apply(params["dyn"], jnp.concatenate([embedding, jax.nn.one_hot(action, actions)], -1)))
        logits, value = predict(params, h)
        out = mctx.RecurrentFnOutput(reward=apply(params["rew"], h)[:, 0],
                                     discount=jnp.full(h.shape[:1], 0.99), prior_logits=logits, value=value)
        return out, h

    def search(params, obs, key):
        h = jnp.tanh(apply(params["repr"], obs))
        logits, value = predict(params, h)
        root = mctx.RootFnOutput(prior_logits=logits, value=value, embedding=h)
        out = mctx.muzero_policy(params, jax.random.wrap_key_data(key), root, recurrent_fn,
                                 num_simulations=32, dirichlet_fraction=0.25)
        return out.action, out.action_weights

    key = np.asarray(jax.random.key_data(jax.random.key(0)))
    return search, (params, _normal(71, batch, 16), key)


# --- rlax ----------------------------------------------------------------------------------------


def rlax_vtrace_actor_critic_grad(scale: int = 1) -> Program:
    """An IMPALA-style actor-critic loss: an MLP policy and value over a batch of 16 trajectories
    of 32 steps, `rlax.vtrace_td_error_and_advantage` vmapped over the batch, the policy-gradient
    loss (`rlax.policy_gradient_loss`), an entropy bonus (`rlax.entropy_loss`), and the gradient
    of it all with respect to the weights."""
    import rlax

    batch, steps, obs_dim, actions, hidden = 16, 32, 24, 6, 64 * scale
    r = _rng(72)
    params = {"w1": _normal(72, obs_dim, hidden) / np.sqrt(obs_dim), "b1": np.zeros(hidden, np.float32),
              "wp": _normal(73, hidden, actions) / np.sqrt(hidden), "wv": _normal(74, hidden, 1) / np.sqrt(hidden)}
    obs = _normal(75, batch, steps + 1, obs_dim)
    acts = r.integers(0, actions, (batch, steps)).astype(np.int32)
    rewards = _normal(76, batch, steps)
    discounts = np.full((batch, steps), 0.99, np.float32)
    behaviour_logits = _normal(77, batch, steps, actions)

    def loss(params, obs, acts, rewards, discounts, behaviour_logits):
        h = jax.nn.relu(obs @ params["w1"] + params["b1"])
        logits, values = (h @ params["wp"])[:, :-1], (h @ params["wv"])[..., 0]
        log_rho = (jnp.take_along_axis(jax.nn.log_softmax(logits), acts[..., None], -1)
                   - jnp.take_along_axis(jax.nn.log_softmax(behaviour_logits), acts[..., None], -1))[..., 0]
        vt = jax.vmap(rlax.vtrace_td_error_and_advantage)(values[:, :-1], values[:, 1:], rewards, discounts,
                                                          jnp.exp(log_rho))
        pg = jax.vmap(rlax.policy_gradient_loss)(logits, acts, vt.pg_advantage, jnp.ones_like(rewards))
        ent = jax.vmap(rlax.entropy_loss)(logits, jnp.ones_like(rewards))
        return pg.mean() + 0.5 * (vt.errors ** 2).mean() + 0.01 * ent.mean()

    return jax.grad(loss), (params, obs, acts, rewards, discounts, behaviour_logits)


# --- distrax -------------------------------------------------------------------------------------


def distrax_realnvp_grad(scale: int = 1) -> Program:
    """A RealNVP normalizing flow in distrax: 4 `distrax.MaskedCoupling` layers (alternating
    masks) with `distrax.ScalarAffine` bijectors whose shift and log-scale come from MLP
    conditioners, in a `distrax.Chain`, over a `distrax.MultivariateNormalDiag` base
    (`distrax.Transformed`); the mean log-likelihood of a batch and its gradient."""
    import distrax

    dim, hidden, layers = 8, 64 * scale, 4
    w1, w2 = _normal(78, layers, dim, hidden) / np.sqrt(dim), _normal(79, layers, hidden, 2 * dim) * 0.01
    params = [{"w1": w1[i], "b1": np.zeros(hidden, np.float32), "w2": w2[i], "b2": np.zeros(2 * dim, np.float32)}
              for i in range(layers)]
    mask = np.arange(dim) % 2 == 0

    def flow(params):
        def conditioner(p):
            def f(x):
                out = jnp.tanh(x @ p["w1"] + p["b1"]) @ p["w2"] + p["b2"]
                return out[..., :dim], out[..., dim:]
            return f

        def bijector(shift_log_scale):
            shift, log_scale = shift_log_scale
            return distrax.ScalarAffine(shift=shift, log_scale=jnp.tanh(log_scale))

        chain = distrax.Chain([distrax.MaskedCoupling(mask=mask if i % 2 == 0 else ~mask,
                                                      conditioner=conditioner(p), bijector=bijector)
                               for i, p in enumerate(params)])
        base = distrax.MultivariateNormalDiag(jnp.zeros(dim), jnp.ones(dim))
        return distrax.Transformed(base, chain)

    def loss(params, x):
        return -flow(params).log_prob(x).mean()

    return jax.value_and_grad(loss), (params, _normal(80, 256, dim))


def distrax_gmm_em_grad(scale: int = 1) -> Program:
    """A Gaussian mixture in distrax: `distrax.MixtureSameFamily` of 8
    `distrax.MultivariateNormalTri` components (scale_tril from unconstrained parameters) under a
    `distrax.Categorical`; the negative mean log-likelihood of 512 points in 4 dimensions and its
    gradient, plus each point's component responsibilities."""
    import distrax

    k, dim, n = 8, 4, 512 * scale
    params = {"logits": np.zeros(k, np.float32), "loc": _normal(82, k, dim),
              "tril": (np.tile(np.eye(dim, dtype=np.float32), (k, 1, 1)) + 0.1 * np.tril(_normal(83, k, dim, dim), -1))}

    def mixture(p):
        tril = jnp.tril(p["tril"], -1) + jnp.eye(dim) * jax.nn.softplus(jnp.diagonal(p["tril"], 0, -2, -1))[..., None]
        comps = distrax.MultivariateNormalTri(loc=p["loc"], scale_tri=tril)
        return distrax.MixtureSameFamily(distrax.Categorical(logits=p["logits"]), comps), comps

    def nll(p, x):
        return -mixture(p)[0].log_prob(x).mean()

    def step(p, x):
        value, grads = jax.value_and_grad(nll)(p, x)
        mix, comps = mixture(p)
        resp = jax.nn.softmax(comps.log_prob(x[:, None, :]) + jax.nn.log_softmax(p["logits"]), -1)
        return value, grads, resp

    return step, (params, _normal(84, n, dim))


# --- dm-pix --------------------------------------------------------------------------------------


def pix_augment_ssim(scale: int = 1) -> Program:
    """A dm-pix image pipeline over a batch of 4 48x48 RGB images: `pix.gaussian_blur` (sigma 1.5,
    kernel 7), `pix.adjust_contrast`, `pix.adjust_saturation` (through HSV),
    `pix.flip_left_right`, `pix.rot90`, then `pix.ssim` of the result against the input and
    `pix.psnr`."""
    import dm_pix as pix

    def pipeline(images, factors):
        x = pix.gaussian_blur(images, sigma=1.5, kernel_size=7)
        x = jax.vmap(pix.adjust_contrast)(x, factors)
        x = pix.adjust_saturation(x, 0.7)
        x = pix.rot90(pix.flip_left_right(x))
        x = jnp.clip(x, 0.0, 1.0)
        return x, pix.ssim(images, x), pix.psnr(images, x)

    images = _rng(85).random((4, 48 * scale, 48 * scale, 3)).astype(np.float32)
    return pipeline, (images, (0.5 + _rng(86).random(4)).astype(np.float32))


# --- tinygp ----------------------------------------------------------------------------------------


def tinygp_gp_loglik_grad(scale: int = 1) -> Program:
    """A tinygp Gaussian process (`tinygp.kernels.ExpSquared` times an amplitude plus
    `tinygp.kernels.Matern32`, white noise on the diagonal) on 256 points in 2 dimensions: the
    marginal log-likelihood (`GaussianProcess.log_probability`, a Cholesky solve) and its
    gradient with respect to the log hyperparameters."""
    from tinygp import GaussianProcess, kernels, transforms

    def loglik(theta, x, y):
        k = (jnp.exp(theta["log_amp"]) * transforms.Linear(jnp.exp(-theta["log_scale"]), kernels.ExpSquared())
             + jnp.exp(theta["log_amp2"]) * kernels.Matern32(jnp.exp(theta["log_scale2"])))
        return GaussianProcess(k, x, diag=jnp.exp(theta["log_noise"])).log_probability(y)

    n = 256 * scale
    theta = {"log_amp": np.float32(0.0), "log_scale": np.zeros(2, np.float32), "log_amp2": np.float32(-1.0),
             "log_scale2": np.float32(0.5), "log_noise": np.float32(-2.0)}
    x = _rng(87).random((n, 2)).astype(np.float32) * 4
    y = np.sin(x[:, 0]) * np.cos(x[:, 1]) + 0.1 * _normal(88, n)
    return jax.value_and_grad(loglik), (theta, x, y.astype(np.float32))


# --- flax --------------------------------------------------------------------------------------------


def flax_nnx_cnn_batchnorm_train_step(scale: int = 1) -> Program:
    """A flax.nnx CNN (`nnx.Conv` + `nnx.BatchNorm` in training mode, `nnx.max_pool`, twice, then
    `nnx.Linear`) and one `nnx.Optimizer` step (optax SGD with momentum), the batch statistics
    updated too, through `nnx.split` / `nnx.merge`."""
    import optax
    from flax import nnx

    class CNN(nnx.Module):
        def __init__(self, rngs):
            self.c1 = nnx.Conv(3, 16 * scale, (3, 3), rngs=rngs)
            self.n1 = nnx.BatchNorm(16 * scale, rngs=rngs)
            self.c2 = nnx.Conv(16 * scale, 32 * scale, (3, 3), rngs=rngs)
            self.n2 = nnx.BatchNorm(32 * scale, rngs=rngs)
            self.head = nnx.Linear(32 * scale * 8 * 8, 10, rngs=rngs)

        def __call__(self, x):
            x = nnx.max_pool(nnx.relu(self.n1(self.c1(x))), (2, 2), (2, 2))
            x = nnx.max_pool(nnx.relu(self.n2(self.c2(x))), (2, 2), (2, 2))
            return self.head(x.reshape((x.shape[0], -1)))

    model = CNN(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.sgd(0.05, momentum=0.9), wrt=nnx.Param)
    graphdef, state = nnx.split((model, optimizer))
    x, labels = _normal(89, 16, 32, 32, 3), _rng(89).integers(0, 10, 16).astype(np.int32)

    def step(state, x, labels):
        model, optimizer = nnx.merge(graphdef, state)

        def loss(m):
            return optax.softmax_cross_entropy_with_integer_labels(m(x), labels).mean()

        value, grads = nnx.value_and_grad(loss)(model)
        optimizer.update(model, grads)
        return value, nnx.state((model, optimizer))

    return step, (state, x, labels)


def flax_nnx_scan_lm(scale: int = 1) -> Program:
    """A flax.nnx decoder-only language model whose 4 blocks (`nnx.LayerNorm`,
    `nnx.MultiHeadAttention` with a causal mask, an `nnx.Linear` MLP) are created stacked by
    `nnx.vmap` and run by `nnx.scan`; `nnx.Embed` in, its `attend` out."""
    from flax import nnx

    d, vocab, layers = 64 * scale, 512, 4

    class Block(nnx.Module):
        def __init__(self, rngs):
            self.ln1 = nnx.LayerNorm(d, rngs=rngs)
            self.attn = nnx.MultiHeadAttention(num_heads=4, in_features=d, decode=False, rngs=rngs)
            self.ln2 = nnx.LayerNorm(d, rngs=rngs)
            self.up = nnx.Linear(d, 4 * d, rngs=rngs)
            self.down = nnx.Linear(4 * d, d, rngs=rngs)

        def __call__(self, x, mask):
            x = x + self.attn(self.ln1(x), mask=mask)
            return x + self.down(nnx.gelu(self.up(self.ln2(x))))

    class LM(nnx.Module):
        def __init__(self, rngs):
            self.embed = nnx.Embed(vocab, d, rngs=rngs)

            @nnx.split_rngs(splits=layers)
            @nnx.vmap(in_axes=(0,), out_axes=0)
            def make(rngs):
                return Block(rngs)

            self.blocks = make(rngs)
            self.ln = nnx.LayerNorm(d, rngs=rngs)

        def __call__(self, tokens):
            x = self.embed(tokens)
            mask = nnx.make_causal_mask(tokens)

            @nnx.scan(in_axes=(0, nnx.Carry, None), out_axes=nnx.Carry)
            def run(block, x, mask):
                return block(x, mask)

            return self.embed.attend(self.ln(run(self.blocks, x, mask)))

    graphdef, state = nnx.split(LM(nnx.Rngs(0)))

    def forward(state, tokens):
        return nnx.merge(graphdef, state)(tokens)

    return forward, (state, _tokens(90, 2, 32, vocab))


def flax_einops_axial_transformer(scale: int = 1) -> Program:
    """A flax.linen image model written with einops: patches by `einops.rearrange`, two
    axial-attention blocks (attention along rows, then columns, the axes moved by
    `einops.rearrange` and the attention itself by `einops.einsum`), a mean-pooled
    `einops.reduce` and a dense head."""
    import einops
    import flax.linen as nn

    d, heads = 48 * scale, 4

    class AxialAttention(nn.Module):
        @nn.compact
        def __call__(self, x):  # (batch, rows, cols, d), attention along cols
            q, k, v = jnp.split(nn.Dense(3 * d, use_bias=False)(x), 3, -1)
            q, k, v = (einops.rearrange(t, "b r c (h e) -> b r h c e", h=heads) for t in (q, k, v))
            att = jax.nn.softmax(einops.einsum(q, k, "b r h i e, b r h j e -> b r h i j") / np.sqrt(d // heads))
            out = einops.einsum(att, v, "b r h i j, b r h j e -> b r h i e")
            return nn.Dense(d)(einops.rearrange(out, "b r h c e -> b r c (h e)"))

    class Net(nn.Module):
        @nn.compact
        def __call__(self, images):
            x = einops.rearrange(images, "b (r p1) (c p2) ch -> b r c (p1 p2 ch)", p1=4, p2=4)
            x = nn.Dense(d)(x)
            for _ in range(2):
                x = x + AxialAttention()(nn.LayerNorm()(x))
                x = x + einops.rearrange(AxialAttention()(einops.rearrange(nn.LayerNorm()(x), "b r c d -> b c r d")),
                                         "b c r d -> b r c d")
                x = x + nn.Dense(d)(nn.gelu(nn.Dense(2 * d)(nn.LayerNorm()(x))))
            return nn.Dense(10)(einops.reduce(x, "b r c d -> b d", "mean"))

    images = _normal(91, 4, 32, 32, 3)
    return Net().apply, (Net().init(jax.random.key(0), images), images)


# --- equinox -----------------------------------------------------------------------------------------


def equinox_unet(scale: int = 1) -> Program:
    """A small equinox U-Net: `eqx.nn.Conv2d` + `eqx.nn.GroupNorm` encoder blocks with
    `eqx.nn.MaxPool2d` downsampling, `eqx.nn.ConvTranspose2d` upsampling and skip
    concatenations, a 1x1 output conv; vmapped over a batch of 4 one-channel 32x32 images."""
    import equinox as eqx

    c = 8 * scale
    keys = iter(jax.random.split(jax.random.key(0), 16))

    def block(i, o):
        return (eqx.nn.Conv2d(i, o, 3, padding=1, key=next(keys)), eqx.nn.GroupNorm(4, o),
                eqx.nn.Conv2d(o, o, 3, padding=1, key=next(keys)))

    model = {"d1": block(1, c), "d2": block(c, 2 * c), "mid": block(2 * c, 4 * c),
             "u2": eqx.nn.ConvTranspose2d(4 * c, 2 * c, 2, stride=2, key=next(keys)), "b2": block(4 * c, 2 * c),
             "u1": eqx.nn.ConvTranspose2d(2 * c, c, 2, stride=2, key=next(keys)), "b1": block(2 * c, c),
             "out": eqx.nn.Conv2d(c, 1, 1, key=next(keys))}
    params, static = _eqx(model)
    pool = eqx.nn.MaxPool2d(2, 2)

    def run(b, x):
        conv1, norm, conv2 = b
        return jax.nn.relu(conv2(jax.nn.relu(norm(conv1(x)))))

    def forward(p, x):
        m = eqx.combine(p, static)

        def one(x):
            h1 = run(m["d1"], x)
            h2 = run(m["d2"], pool(h1))
            h = run(m["mid"], pool(h2))
            h = run(m["b2"], jnp.concatenate([m["u2"](h), h2]))
            h = run(m["b1"], jnp.concatenate([m["u1"](h), h1]))
            return m["out"](h)

        return jax.vmap(one)(x)

    return forward, (params, _normal(92, 4, 1, 32, 32))


# --- jax-cfd ---------------------------------------------------------------------------------------


def jaxcfd_navier_stokes(scale: int = 1) -> Program:
    """10 steps of `jax_cfd.base.equations.semi_implicit_navier_stokes` (2D incompressible flow,
    viscosity 1e-3, a 64x64 periodic staggered grid on [0, 2 pi]^2, `funcutils.repeated`), its
    pressure solved by conjugate gradients (`jax_cfd.base.pressure.solve_cg`; the default FFT
    solve lowers to complex numbers); the initial velocity a seeded
    `initial_conditions.filtered_velocity_field`, its two components the arguments."""
    import jax_cfd.base as cfd

    n, viscosity = 64 * scale, 1e-3
    grid = cfd.grids.Grid((n, n), domain=((0, 2 * np.pi), (0, 2 * np.pi)))
    bc = cfd.boundaries.periodic_boundary_conditions(2)
    v0 = cfd.initial_conditions.filtered_velocity_field(jax.random.PRNGKey(0), grid, 2.0, 4)
    dt = cfd.equations.stable_time_step(2.0, 0.5, viscosity, grid)
    step = cfd.funcutils.repeated(cfd.equations.semi_implicit_navier_stokes(
        density=1.0, viscosity=viscosity, dt=dt, grid=grid, pressure_solve=cfd.pressure.solve_cg), steps=10)

    def simulate(u, v):
        velocity = tuple(cfd.grids.GridVariable(cfd.grids.GridArray(c, old.offset, grid), bc)
                         for c, old in zip((u, v), v0))
        return tuple(c.data for c in step(velocity))

    return simulate, tuple(np.asarray(c.data) for c in v0)


# --- scientific programs in plain jax.numpy ------------------------------------------------------------


def sci_heat2d_conv_scan(scale: int = 1) -> Program:
    """Explicit 2D heat diffusion on a 128x128 grid for 64 steps in `lax.scan`, the five-point
    Laplacian as a `lax.conv_general_dilated` with a 3x3 kernel over 4 fields at once (zero
    boundary), the mean temperature of each field recorded every step."""
    n, steps = 128 * scale, 64
    kernel = np.array([[0, 1, 0], [1, -4, 1], [0, 1, 0]], np.float32)[None, None]

    def simulate(u0, alpha):
        def step(u, _):
            lap = jax.lax.conv_general_dilated(u[:, None], kernel, (1, 1), "SAME")[:, 0]
            u = u + alpha[:, None, None] * lap
            return u, u.mean((1, 2))

        return jax.lax.scan(step, u0, None, length=steps)

    return simulate, (_rng(93).random((4, n, n)).astype(np.float32), np.array([0.1, 0.15, 0.2, 0.24], np.float32))


def sci_wave2d_scan(scale: int = 1) -> Program:
    """The 2D wave equation by leapfrog (second-order central differences, slicing with a padded
    fixed boundary) for 4 sources at once on a 96x96 grid with a varying wave speed, 100 steps in
    `lax.scan`, recording each field's discrete energy (a sum over the grid) and a probe line
    (the mean over rows) every step."""
    n, steps, dt = 96 * scale, 100, 0.2

    def simulate(u0, c2):
        def lap(u):
            p = jnp.pad(u, ((0, 0), (1, 1), (1, 1)))
            return p[:, :-2, 1:-1] + p[:, 2:, 1:-1] + p[:, 1:-1, :-2] + p[:, 1:-1, 2:] - 4 * u

        def step(carry, _):
            u_prev, u = carry
            u_next = 2 * u - u_prev + dt ** 2 * c2 * lap(u)
            grad2 = jnp.diff(u, axis=1)[:, :, :-1] ** 2 + jnp.diff(u, axis=2)[:, :-1] ** 2
            energy = (((u_next - u) / dt) ** 2).sum((1, 2)) + (c2[:-1, :-1] * grad2).sum((1, 2))
            return (u, u_next), (energy, u_next.mean(1))

        (_, u), (energy, probe) = jax.lax.scan(step, (u0, u0), None, length=steps)
        return u, energy, probe

    x = np.linspace(-1, 1, n, dtype=np.float32)
    centres = [(0.0, 0.3), (-0.4, -0.2), (0.5, 0.5), (0.2, -0.6)]
    u0 = np.stack([np.exp(-40 * ((x[:, None] - a) ** 2 + (x[None, :] - b) ** 2)) for a, b in centres])
    c2 = (1.0 + 0.5 * (x[:, None] > 0)).astype(np.float32) * np.ones((n, n), np.float32)
    return simulate, (u0.astype(np.float32), c2)


def sci_nbody_leapfrog(scale: int = 1) -> Program:
    """Softened gravitational N-body: 256 bodies, all-pairs accelerations, 16 kick-drift-kick
    leapfrog steps in `lax.scan`, the total energy (kinetic plus all-pairs potential) after."""
    n, steps, dt, eps2 = 256 * scale, 16, 0.01, 0.01

    def accel(x, m):
        d = x[None, :, :] - x[:, None, :]
        inv = jax.lax.rsqrt((d ** 2).sum(-1) + eps2) ** 3
        return jnp.einsum("ij,ijk->ik", inv * m[None, :], d)

    def simulate(x, v, m):
        def step(carry, _):
            x, v = carry
            v = v + 0.5 * dt * accel(x, m)
            x = x + dt * v
            v = v + 0.5 * dt * accel(x, m)
            return (x, v), None

        (x, v), _ = jax.lax.scan(step, (x, v), None, length=steps)
        r = jnp.sqrt(((x[None] - x[:, None]) ** 2).sum(-1) + eps2)
        energy = 0.5 * (m * (v ** 2).sum(-1)).sum() - 0.5 * (m[None] * m[:, None] / r).sum()
        return x, v, energy

    return simulate, (_normal(94, n, 3), 0.1 * _normal(95, n, 3), (_rng(96).random(n) / n).astype(np.float32))


def sci_cg_poisson(scale: int = 1) -> Program:
    """Conjugate gradients on the 2D Poisson equation (the five-point Laplacian applied
    matrix-free, Dirichlet boundary) on a 64x64 grid, 80 iterations of `lax.fori_loop`, for 4
    right-hand sides at once; returns the solutions and the final residual norms."""
    n, iters = 64 * scale, 80

    def apply_a(u):  # (batch, n, n) -> -Laplacian(u)
        p = jnp.pad(u, ((0, 0), (1, 1), (1, 1)))
        return 4 * u - p[:, :-2, 1:-1] - p[:, 2:, 1:-1] - p[:, 1:-1, :-2] - p[:, 1:-1, 2:]

    def dot(a, b):
        return jnp.einsum("bij,bij->b", a, b)[:, None, None]

    def solve(b):
        def body(_, state):
            x, r, p, rr = state
            ap = apply_a(p)
            alpha = rr / dot(p, ap)
            x, r = x + alpha * p, r - alpha * ap
            rr_new = dot(r, r)
            return x, r, r + (rr_new / rr) * p, rr_new

        x, r, _, rr = jax.lax.fori_loop(0, iters, body, (jnp.zeros_like(b), b, b, dot(b, b)))
        return x, jnp.sqrt(rr[:, 0, 0])

    return solve, (_normal(97, 4, n, n),)


def sci_jacobi_dense(scale: int = 1) -> Program:
    """Jacobi iteration x <- D^-1 (b - R x) for a dense, diagonally dominant 384x384 system with
    16 right-hand sides, 40 sweeps in `lax.fori_loop` (a matrix product each), and the residual
    norms after."""
    n, k, iters = 384 * scale, 16, 40

    def solve(a, b):
        d = jnp.diagonal(a)
        rest = a - jnp.diag(d)
        x = jax.lax.fori_loop(0, iters, lambda _, x: (b - rest @ x) / d[:, None], jnp.zeros_like(b))
        return x, jnp.linalg.norm(a @ x - b, axis=0)

    a = _normal(98, n, n) / np.sqrt(n)
    a += np.diag(np.abs(a).sum(1) + 1).astype(np.float32)
    return solve, (a.astype(np.float32), _normal(99, n, k))


def sci_pinn_burgers_grad(scale: int = 1) -> Program:
    """A physics-informed network for the viscous Burgers equation u_t + u u_x = nu u_xx: an MLP
    u(x, t) (3 tanh layers of 64), its derivatives at 512 collocation points by nested
    `jax.jvp` (second derivative in x), the mean squared residual plus an initial-condition
    loss, and the gradient of it all with respect to the weights."""
    width, nu = 64 * scale, 0.01 / np.pi
    sizes = [2, width, width, width, 1]
    r = _rng(100)
    params = [((r.standard_normal((a, b)) / np.sqrt(a)).astype(np.float32), np.zeros(b, np.float32))
              for a, b in zip(sizes[:-1], sizes[1:])]

    def u(p, x, t):
        h = jnp.stack([x, t])
        for w, b in p[:-1]:
            h = jnp.tanh(h @ w + b)
        return (h @ p[-1][0] + p[-1][1])[0]

    def residual(p, x, t):
        u_x = lambda x: jax.jvp(lambda x: u(p, x, t), (x,), (1.0,))[1]  # noqa: E731
        value, u_t = jax.jvp(lambda t: u(p, x, t), (t,), (1.0,))
        ux, uxx = jax.jvp(u_x, (x,), (1.0,))
        return u_t + value * ux - nu * uxx

    def loss(p, x, t, x0):
        res = jax.vmap(residual, (None, 0, 0))(p, x, t)
        ic = jax.vmap(u, (None, 0, None))(p, x0, 0.0) + jnp.sin(np.pi * x0)
        return (res ** 2).mean() + (ic ** 2).mean()

    r = _rng(101)
    x = r.uniform(-1, 1, 512).astype(np.float32)
    t = r.uniform(0, 1, 512).astype(np.float32)
    return jax.grad(loss), (params, x, t, np.linspace(-1, 1, 128, dtype=np.float32))


def sci_pic_electrostatic(scale: int = 1) -> Program:
    """A 2D electrostatic particle-in-cell loop: 4096 particles deposit charge on a 64x64
    periodic grid by cloud-in-cell scatter-add, the potential by 20 Jacobi sweeps of the Poisson
    equation, the field by central differences, gathered back to the particles by the same
    weights and pushed; 8 steps in `lax.scan`."""
    n, g, steps, dt = 4096 * scale, 64, 8, 0.05

    def cic(pos):
        i0 = jnp.floor(pos).astype(jnp.int32)
        f = pos - i0
        corners = [(0, 0), (1, 0), (0, 1), (1, 1)]
        idx = [((i0[:, 0] + a) % g, (i0[:, 1] + b) % g) for a, b in corners]
        w = [(1 - f[:, 0] if a == 0 else f[:, 0]) * (1 - f[:, 1] if b == 0 else f[:, 1]) for a, b in corners]
        return idx, w

    def step(carry, _):
        pos, vel = carry
        idx, w = cic(pos)
        rho = jnp.zeros((g, g))
        for (i, j), wk in zip(idx, w):
            rho = rho.at[i, j].add(wk)
        rho = rho - rho.mean()
        phi = jax.lax.fori_loop(0, 20, lambda _, p: 0.25 * (jnp.roll(p, 1, 0) + jnp.roll(p, -1, 0) + jnp.roll(p, 1, 1)
                                                           + jnp.roll(p, -1, 1) + rho), jnp.zeros((g, g)))
        ex = 0.5 * (jnp.roll(phi, 1, 0) - jnp.roll(phi, -1, 0))
        ey = 0.5 * (jnp.roll(phi, 1, 1) - jnp.roll(phi, -1, 1))
        e = jnp.stack([sum(wk * ex[i, j] for (i, j), wk in zip(idx, w)),
                       sum(wk * ey[i, j] for (i, j), wk in zip(idx, w))], -1)
        vel = vel - dt * e
        return (jnp.mod(pos + dt * vel, g), vel), (vel ** 2).sum()

    def simulate(pos, vel):
        return jax.lax.scan(step, (pos, vel), None, length=steps)

    return simulate, ((_rng(102).random((n, 2)) * g).astype(np.float32), _normal(103, n, 2))


def sci_mc_basket_asian_option(scale: int = 1) -> Program:
    """Monte-Carlo pricing of an arithmetic-average Asian call on a basket of 4 correlated
    assets: 4096 geometric-Brownian paths of 64 steps from given independent normal draws
    (correlated by the Cholesky factor of the correlation matrix, an `einsum`, then a cumulative
    sum over time), the discounted mean payoff and its pathwise deltas and vegas by
    `jax.value_and_grad` with respect to the spots and volatilities."""
    paths, steps, assets, t, rate, strike = 4096 * scale, 64, 4, 1.0, 0.03, 100.0
    dt = t / steps
    corr = np.full((assets, assets), 0.4) + 0.6 * np.eye(assets)
    weights = np.full(assets, 1.0 / assets, np.float32)

    def price(market, chol, z):
        spot, vol = market[0], market[1]
        dw = jnp.einsum("psj,ij->psi", z, chol)
        log_s = jnp.log(spot) + jnp.cumsum((rate - 0.5 * vol ** 2) * dt + vol * np.sqrt(dt) * dw, axis=1)
        basket = jnp.einsum("psi,i->ps", jnp.exp(log_s), weights)
        payoff = jnp.maximum(basket.mean(1) - strike, 0.0)
        return jnp.exp(-rate * t) * payoff.mean()

    market = np.array([[100.0, 95.0, 105.0, 100.0], [0.2, 0.25, 0.3, 0.15]], np.float32)
    return jax.value_and_grad(price), (market, np.linalg.cholesky(corr).astype(np.float32),
                                       _normal(104, paths, steps, assets))


#: The third set (`examples/real-v3/`, a fresh held-out set: libraries and kinds of model that
#: `PROGRAMS` and `REAL_V2` do not have; `examples/make_real.py --set v3` writes them).
REAL_V3: dict[str, Callable[..., Program]] = {f.__name__: f for f in (
    keras_hub_t5, keras_hub_bart, keras_hub_falcon, keras_hub_esm2, keras_hub_xlnet, keras_hub_xception,
    keras_hub_swin, keras_hub_cspnet, penzai_llamalike, recurrentgemma_griffin, mctx_muzero_search,
    rlax_vtrace_actor_critic_grad, distrax_realnvp_grad, distrax_gmm_em_grad, pix_augment_ssim,
    tinygp_gp_loglik_grad, flax_nnx_cnn_batchnorm_train_step, flax_nnx_scan_lm, flax_einops_axial_transformer,
    equinox_unet, jaxcfd_navier_stokes, sci_heat2d_conv_scan, sci_wave2d_scan, sci_nbody_leapfrog,
    sci_cg_poisson, sci_jacobi_dense, sci_pinn_burgers_grad, sci_pic_electrostatic, sci_mc_basket_asian_option)}


def lower(name: str, scale: int = 1) -> str:
    """The StableHLO text of program `name` (of any of the three sets) at `scale`."""
    if name not in REAL_V3:
        return _lower_v1_v2(name, scale)
    fn, args = REAL_V3[name](scale)
    return jax.jit(fn).lower(*args).as_text()


__all__ = ["REAL_V3", "lower"]
