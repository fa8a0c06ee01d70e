"""Programs written by others: models from keras-hub, keras, flax (linen and nnx), haiku and
equinox, and optax training steps, with seeded random weights (nothing is downloaded).

The held-out set `data/real-v1` is measured on these (`examples/real/*.mlir`, written by
`python examples/make_real.py`; `REAL_V2`'s, `examples/real-v2/*.mlir`, by its `--set v2`;
needs `pip install -e '.[real]'`). Each builder returns `(fn, example_args)`: the library's
own module, built from a small explicit config, its weights passed as arguments so that XLA
cannot fold them.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

os.environ.setdefault("KERAS_BACKEND", "jax")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402

Program = tuple[Callable[..., Any], tuple[Any, ...]]


def _rng(k: int) -> np.random.Generator:
    return np.random.default_rng(100 + k)


def _normal(k: int, *shape: int) -> np.ndarray:
    return _rng(k).standard_normal(shape).astype(np.float32)


def _tokens(k: int, batch: int, seq: int, vocab: int) -> np.ndarray:
    return _rng(k).integers(0, vocab, (batch, seq)).astype(np.int32)


# --- keras-hub and keras (JAX backend) ---------------------------------------------


def _keras(model, inputs) -> Program:
    """A keras model's forward pass as a pure function of its weights and inputs."""
    trainable = [v.value for v in model.trainable_variables]
    frozen = [v.value for v in model.non_trainable_variables]

    def forward(trainable, frozen, inputs):
        out, _ = model.stateless_call(trainable, frozen, inputs, training=False)
        return out

    return forward, (trainable, frozen, inputs)


def _seeded():
    import keras

    keras.utils.set_random_seed(0)
    return keras


def _optax_step(apply: Callable, tx) -> Callable:
    """One optax step of softmax cross-entropy on integer labels: (params, state, x, labels) ->
    (params, state, loss), for a model's pure `apply(params, x)`."""
    import optax

    def step(params, state, x, labels):
        def loss(p):
            return optax.softmax_cross_entropy_with_integer_labels(apply(p, x), labels).mean()
        value, grads = jax.value_and_grad(loss)(params)
        updates, state = tx.update(grads, state, params)
        return optax.apply_updates(params, updates), state, value

    return step


def _keras_hub(backbone: str, inputs, **config) -> Program:
    """`keras_hub.models.<backbone>(**config)`, seeded, on `inputs`."""
    _seeded()
    import keras_hub

    return _keras(getattr(keras_hub.models, backbone)(**config), inputs)


def _text(k: int, batch: int, seq: int, **extra) -> dict[str, np.ndarray]:
    """Token ids (vocabulary 512) and an all-ones padding mask, plus `extra` inputs."""
    return {"token_ids": _tokens(k, batch, seq, 512), **extra, "padding_mask": np.ones((batch, seq), np.int32)}


def keras_hub_bert(scale: int = 1) -> Program:
    return _keras_hub("BertBackbone", _text(1, 2, 32, segment_ids=np.zeros((2, 32), np.int32)),
                      vocabulary_size=512, num_layers=2, num_heads=4, hidden_dim=64 * scale,
                      intermediate_dim=128 * scale, max_sequence_length=64)


def keras_hub_gpt2(scale: int = 1) -> Program:
    return _keras_hub("GPT2Backbone", _text(2, 2, 32), vocabulary_size=512, num_layers=2, num_heads=4,
                      hidden_dim=64 * scale, intermediate_dim=256 * scale, max_sequence_length=64)


def keras_hub_vit(scale: int = 1) -> Program:
    return _keras_hub("ViTBackbone", _normal(3, 2, 32, 32, 3), image_shape=(32, 32, 3), patch_size=8,
                      num_layers=2, num_heads=4, hidden_dim=64 * scale, mlp_dim=128 * scale)


def keras_hub_gemma(scale: int = 1) -> Program:
    return _keras_hub("GemmaBackbone", _text(4, 2, 32), vocabulary_size=512, num_layers=2, num_query_heads=4,
                      num_key_value_heads=1, hidden_dim=64 * scale, intermediate_dim=128 * scale, head_dim=16)


def keras_hub_llama(scale: int = 1) -> Program:
    return _keras_hub("LlamaBackbone", _text(5, 2, 32), vocabulary_size=512, num_layers=2, num_query_heads=4,
                      num_key_value_heads=2, hidden_dim=64 * scale, intermediate_dim=128 * scale)


def keras_hub_resnet(scale: int = 1) -> Program:
    """Filters fixed at 64 and 128 (keras-hub's basic blocks need 64 first), so `scale` is unused."""
    return _keras_hub("ResNetBackbone", _normal(6, 2, 32, 32, 3), input_conv_filters=[64],
                      input_conv_kernel_sizes=[7], stackwise_num_filters=[64, 128], stackwise_num_blocks=[1, 1],
                      stackwise_num_strides=[1, 2], block_type="basic_block", image_shape=(32, 32, 3))


def keras_hub_distil_bert(scale: int = 1) -> Program:
    return _keras_hub("DistilBertBackbone", _text(22, 4, 16), vocabulary_size=512, num_layers=2, num_heads=4,
                      hidden_dim=64 * scale, intermediate_dim=128 * scale, max_sequence_length=64)


def keras_mobilenet_v2(scale: int = 1) -> Program:
    keras = _seeded()
    m = keras.applications.MobileNetV2(input_shape=(32 * scale, 32 * scale, 3), alpha=0.35, weights=None,
                                       classes=10)
    return _keras(m, _normal(7, 2, 32 * scale, 32 * scale, 3))


# --- jax.example_libraries ------------------------------------------------------------


def stax_convnet_grad(scale: int = 1) -> Program:
    """A `jax.example_libraries.stax` conv net (Conv, Relu, MaxPool, Flatten, Dense, LogSoftmax)
    and the gradient of its loss."""
    from jax.example_libraries import stax

    init, apply = stax.serial(stax.Conv(8 * scale, (3, 3)), stax.Relu, stax.MaxPool((2, 2), (2, 2)),
                              stax.Conv(16 * scale, (3, 3)), stax.Relu, stax.Flatten, stax.Dense(10), stax.LogSoftmax)
    _, params = init(jax.random.key(0), (8, 20, 20, 1))
    x, y = _normal(23, 8, 20, 20, 1), jax.nn.one_hot(_rng(23).integers(0, 10, 8), 10)
    return jax.grad(lambda p, x, y: -(apply(p, x) * y).sum(-1).mean()), (params, x, y)


# --- flax ----------------------------------------------------------------------------


def flax_cnn_train_step(scale: int = 1) -> Program:
    """The flax MNIST example's CNN (conv 32, avg-pool, conv 64, avg-pool, dense 256, dense 10)
    and one optax adam step of its cross-entropy loss."""
    import flax.linen as nn
    import optax

    class CNN(nn.Module):
        @nn.compact
        def __call__(self, x):
            x = nn.avg_pool(nn.relu(nn.Conv(32, (3, 3))(x)), (2, 2), (2, 2))
            x = nn.avg_pool(nn.relu(nn.Conv(64, (3, 3))(x)), (2, 2), (2, 2))
            x = nn.relu(nn.Dense(256)(x.reshape((x.shape[0], -1))))
            return nn.Dense(10)(x)

    x = _normal(8, 8, 28 * scale, 28 * scale, 1)
    labels = _rng(8).integers(0, 10, 8).astype(np.int32)
    model, tx = CNN(), optax.adam(1e-3)
    params = model.init(jax.random.key(0), x)
    state = tx.init(params)

    return _optax_step(model.apply, tx), (params, state, x, labels)


def flax_lstm_classifier(scale: int = 1) -> Program:
    """`nn.RNN(nn.OptimizedLSTMCell)` over a sequence, then a dense head."""
    import flax.linen as nn

    class Classifier(nn.Module):
        @nn.compact
        def __call__(self, x):
            h = nn.RNN(nn.OptimizedLSTMCell(32 * scale))(x)
            return nn.Dense(4)(h[:, -1])

    x = _normal(9, 4, 16, 24)
    model = Classifier()
    return model.apply, (model.init(jax.random.key(0), x), x)


def flax_resnet_groupnorm(scale: int = 1) -> Program:
    """Two residual blocks of `nn.Conv` + `nn.GroupNorm`, and a `nn.BatchNorm` stem in
    inference mode."""
    import flax.linen as nn

    class Net(nn.Module):
        @nn.compact
        def __call__(self, x):
            x = nn.relu(nn.BatchNorm(use_running_average=True)(nn.Conv(16 * scale, (3, 3))(x)))
            for _ in range(2):
                h = nn.relu(nn.GroupNorm(num_groups=4)(nn.Conv(16 * scale, (3, 3))(x)))
                x = nn.relu(x + nn.GroupNorm(num_groups=4)(nn.Conv(16 * scale, (3, 3))(h)))
            return x.mean((1, 2))

    x = _normal(10, 4, 16, 16, 3)
    model = Net()
    return model.apply, (model.init(jax.random.key(0), x), x)


def flax_nnx_mlp_train_step(scale: int = 1) -> Program:
    """A flax.nnx MLP (`nnx.Linear`, `nnx.LayerNorm`, `nnx.Dropout` off) and one
    `nnx.Optimizer` (optax adamw) step, through `nnx.split` / `nnx.merge`."""
    import optax
    from flax import nnx

    class MLP(nnx.Module):
        def __init__(self, rngs):
            self.l1 = nnx.Linear(32, 128 * scale, rngs=rngs)
            self.norm = nnx.LayerNorm(128 * scale, rngs=rngs)
            self.l2 = nnx.Linear(128 * scale, 10, rngs=rngs)

        def __call__(self, x):
            return self.l2(nnx.gelu(self.norm(self.l1(x))))

    model = MLP(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adamw(1e-3), wrt=nnx.Param)
    graphdef, state = nnx.split((model, optimizer))
    x, y = _normal(11, 16, 32), _normal(12, 16, 10)

    def step(state, x, y):
        model, optimizer = nnx.merge(graphdef, state)
        loss, grads = nnx.value_and_grad(lambda m: ((m(x) - y) ** 2).mean())(model)
        optimizer.update(model, grads)
        return loss, nnx.state((model, optimizer))

    return step, (state, x, y)


def flax_nnx_attention(scale: int = 1) -> Program:
    """`nnx.MultiHeadAttention` (4 heads, causal mask) over a batch of sequences."""
    from flax import nnx

    attn = nnx.MultiHeadAttention(num_heads=4, in_features=64 * scale, qkv_features=64 * scale, decode=False,
                                  rngs=nnx.Rngs(0))
    graphdef, state = nnx.split(attn)
    x = _normal(13, 2, 32, 64 * scale)

    def forward(state, x):
        return nnx.merge(graphdef, state)(x, mask=nnx.make_causal_mask(x[..., 0]))

    return forward, (state, x)


# --- haiku ---------------------------------------------------------------------------


def _haiku(f, *inputs) -> Program:
    import haiku as hk

    t = hk.transform_with_state(f)
    params, state = t.init(jax.random.key(0), *inputs)
    return (lambda p, s, *xs: t.apply(p, s, None, *xs)[0]), (params, state, *inputs)


def haiku_resnet18(scale: int = 1) -> Program:
    """`hk.nets.ResNet18` (10 classes) on 32x32 images, inference mode (batch-norm statistics
    from one training-mode call at init)."""
    import haiku as hk

    t = hk.transform_with_state(lambda x, training: hk.nets.ResNet18(10)(x, is_training=training))
    x = _normal(14, 2, 32 * scale, 32 * scale, 3)
    params, state = t.init(jax.random.key(0), x, True)
    _, state = t.apply(params, state, None, x, True)
    return (lambda p, s, x: t.apply(p, s, None, x, False)[0]), (params, state, x)


def haiku_lstm_unroll(scale: int = 1) -> Program:
    """`hk.LSTM` unrolled with `hk.dynamic_unroll` (a scan), time-major."""
    import haiku as hk

    def f(x):
        core = hk.LSTM(32 * scale)
        out, _ = hk.dynamic_unroll(core, x, core.initial_state(x.shape[1]))
        return hk.Linear(8)(out)

    return _haiku(f, _normal(15, 16, 4, 24))


def haiku_transformer_block(scale: int = 1) -> Program:
    """`hk.MultiHeadAttention` + `hk.LayerNorm` + `hk.nets.MLP`, twice."""
    import haiku as hk

    def f(x):
        for _ in range(2):
            h = hk.LayerNorm(-1, True, True)(x)
            x = x + hk.MultiHeadAttention(4, 16 * scale, w_init=hk.initializers.VarianceScaling(1.0))(h, h, h)
            x = x + hk.nets.MLP([128 * scale, x.shape[-1]])(hk.LayerNorm(-1, True, True)(x))
        return x

    return _haiku(f, _normal(16, 2, 32, 64))


def haiku_mlp_optax_step(scale: int = 1) -> Program:
    """`hk.nets.MLP` and an optax chain (clip_by_global_norm, adamw) training step."""
    import haiku as hk
    import optax

    net = hk.without_apply_rng(hk.transform(lambda x: hk.nets.MLP([256 * scale, 256 * scale, 10])(x)))
    x, y = _normal(17, 32, 64), _rng(17).integers(0, 10, 32).astype(np.int32)
    params = net.init(jax.random.key(0), x)
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(1e-3))
    state = tx.init(params)

    return _optax_step(net.apply, tx), (params, state, x, y)


# --- equinox -------------------------------------------------------------------------


def _eqx(model):
    import equinox as eqx

    return eqx.partition(model, eqx.is_array)


def equinox_cnn_grad(scale: int = 1) -> Program:
    """An equinox CNN (`eqx.nn.Conv2d`, `eqx.nn.MaxPool2d`, `eqx.nn.Linear`) vmapped over a
    batch, and the gradient of its loss."""
    import equinox as eqx

    k1, k2, k3 = jax.random.split(jax.random.key(0), 3)
    model = [eqx.nn.Conv2d(1, 8 * scale, 3, key=k1), eqx.nn.MaxPool2d(2, 2), jax.nn.relu,
             eqx.nn.Conv2d(8 * scale, 16 * scale, 3, key=k2), jnp.ravel, eqx.nn.Linear(16 * scale * 9 * 9, 10, key=k3)]
    params, static = _eqx(model)
    x = _normal(18, 8, 1, 24, 24)

    def loss(p, x):
        layers = eqx.combine(p, static)

        def one(x):
            for layer in layers:
                x = layer(x)
            return x

        return jax.nn.logsumexp(jax.vmap(one)(x), -1).mean()

    return jax.grad(loss), (params, x)


def equinox_attention_block(scale: int = 1) -> Program:
    """`eqx.nn.MultiheadAttention` + `eqx.nn.LayerNorm` + an `eqx.nn.MLP`, vmapped over a batch."""
    import equinox as eqx

    d = 32 * scale
    k1, k2 = jax.random.split(jax.random.key(0))
    model = (eqx.nn.LayerNorm(d), eqx.nn.MultiheadAttention(4, d, key=k1), eqx.nn.LayerNorm(d),
             eqx.nn.MLP(d, d, 4 * d, 1, key=k2))
    params, static = _eqx(model)

    def forward(p, x):
        ln1, attn, ln2, mlp = eqx.combine(p, static)

        def one(x):
            h = jax.vmap(ln1)(x)
            x = x + attn(h, h, h)
            return x + jax.vmap(mlp)(jax.vmap(ln2)(x))

        return jax.vmap(one)(x)

    return forward, (params, _normal(19, 4, 16, d))


def equinox_gru_scan(scale: int = 1) -> Program:
    """`eqx.nn.GRUCell` scanned over a sequence (`lax.scan`), vmapped over a batch."""
    import equinox as eqx

    cell = eqx.nn.GRUCell(16, 32 * scale, key=jax.random.key(0))
    params, static = _eqx(cell)

    def forward(p, xs):
        cell = eqx.combine(p, static)

        def one(xs):
            h, _ = jax.lax.scan(lambda h, x: (cell(x, h), None), jnp.zeros(cell.hidden_size), xs)
            return h

        return jax.vmap(one)(xs)

    return forward, (params, _normal(20, 8, 20, 16))


def equinox_mlp_mixer(scale: int = 1) -> Program:
    """An MLP-Mixer layer pair from `eqx.nn.MLP`s: token mixing over patches, then channel
    mixing (transposes between them), vmapped over a batch."""
    import equinox as eqx

    patches, channels = 16, 32 * scale
    keys = jax.random.split(jax.random.key(0), 4)
    model = [(eqx.nn.MLP(patches, patches, 64, 1, key=keys[2 * i]),
              eqx.nn.MLP(channels, channels, 4 * channels, 1, key=keys[2 * i + 1])) for i in range(2)]
    params, static = _eqx(model)

    def forward(p, x):
        layers = eqx.combine(p, static)

        def one(x):  # (patches, channels)
            for token_mlp, channel_mlp in layers:
                x = x + jax.vmap(token_mlp)(x.T).T
                x = x + jax.vmap(channel_mlp)(x)
            return x

        return jax.vmap(one)(x)

    return forward, (params, _normal(21, 4, patches, channels))


# --- jax-md ----------------------------------------------------------------------------


def jaxmd_lj_forces(scale: int = 1) -> Program:
    """`jax_md.energy.lennard_jones_pair` over all pairs of 1024 particles in a periodic box
    (`jax_md.space.periodic`), and the forces from `jax_md.quantity.force`: the
    molecular-dynamics pair-force step whose default timed bimodally while its 36.7 MB temp
    buffer was page-faulted afresh on every run (`measure.execute.MALLOC_ENV`)."""
    from jax_md import energy, quantity, space

    n, box = 1024 * scale, 12.0 * scale ** (1 / 3)
    displacement, _ = space.periodic(box)
    force = quantity.force(energy.lennard_jones_pair(displacement, sigma=1.0, epsilon=1.0))
    positions = (_rng(24).random((n, 3)) * box).astype(np.float32)
    return jax.jit(force), (positions,)


# --- added after data/real-v1 (REAL_V2) -------------------------------------------------


def keras_hub_albert(scale: int = 1) -> Program:
    return _keras_hub("AlbertBackbone", _text(31, 2, 32, segment_ids=np.zeros((2, 32), np.int32)),
                      vocabulary_size=512, num_layers=2, num_heads=4, embedding_dim=32, hidden_dim=64 * scale,
                      intermediate_dim=128 * scale, max_sequence_length=64)


def keras_hub_roberta(scale: int = 1) -> Program:
    return _keras_hub("RobertaBackbone", _text(32, 2, 32), vocabulary_size=512, num_layers=2, num_heads=4,
                      hidden_dim=64 * scale, intermediate_dim=128 * scale, max_sequence_length=64)


def keras_hub_electra(scale: int = 1) -> Program:
    return _keras_hub("ElectraBackbone", _text(33, 2, 32, segment_ids=np.zeros((2, 32), np.int32)),
                      vocab_size=512, num_layers=2, num_heads=4, hidden_dim=64 * scale, embedding_dim=32,
                      intermediate_dim=128 * scale, max_sequence_length=64)


def keras_hub_deberta_v3(scale: int = 1) -> Program:
    return _keras_hub("DebertaV3Backbone", _text(34, 2, 32), vocabulary_size=512, num_layers=2, num_heads=4,
                      hidden_dim=64 * scale, intermediate_dim=128 * scale, max_sequence_length=64, bucket_size=16)


def keras_hub_opt(scale: int = 1) -> Program:
    return _keras_hub("OPTBackbone", _text(36, 2, 32), vocabulary_size=512, num_layers=2, num_heads=4,
                      hidden_dim=64 * scale, intermediate_dim=128 * scale, max_sequence_length=64)


def keras_hub_bloom(scale: int = 1) -> Program:
    return _keras_hub("BloomBackbone", _text(37, 2, 32), vocabulary_size=512, num_layers=2, num_heads=4,
                      hidden_dim=64 * scale, intermediate_dim=128 * scale)


def keras_hub_gpt_neox(scale: int = 1) -> Program:
    return _keras_hub("GPTNeoXBackbone", _text(38, 2, 32), vocabulary_size=512, num_layers=2, num_heads=4,
                      hidden_dim=64 * scale, intermediate_dim=128 * scale, max_sequence_length=64)


def keras_hub_mistral(scale: int = 1) -> Program:
    return _keras_hub("MistralBackbone", _text(39, 2, 32), vocabulary_size=512, num_layers=2, num_query_heads=4,
                      num_key_value_heads=2, hidden_dim=64 * scale, intermediate_dim=128 * scale, sliding_window=16)


def keras_hub_phi3(scale: int = 1) -> Program:
    return _keras_hub("Phi3Backbone", _text(40, 2, 32), vocabulary_size=512, num_layers=2, num_query_heads=4,
                      num_key_value_heads=4, hidden_dim=64 * scale, intermediate_dim=128 * scale,
                      max_sequence_length=64)


def keras_hub_qwen2(scale: int = 1) -> Program:
    return _keras_hub("Qwen2Backbone", _text(41, 2, 32), vocabulary_size=512, num_layers=2, num_query_heads=4,
                      num_key_value_heads=2, hidden_dim=64 * scale, intermediate_dim=128 * scale)


def keras_hub_mixtral(scale: int = 1) -> Program:
    return _keras_hub("MixtralBackbone", _text(42, 2, 16), vocabulary_size=512, num_layers=1, num_query_heads=4,
                      num_key_value_heads=2, hidden_dim=64 * scale, intermediate_dim=128 * scale, num_experts=4,
                      top_k=2)


def keras_hub_whisper(scale: int = 1) -> Program:
    inputs = {"encoder_features": _normal(43, 1, 64, 16), "decoder_token_ids": _tokens(43, 1, 16, 512),
              "decoder_padding_mask": np.ones((1, 16), np.int32)}
    return _keras_hub("WhisperBackbone", inputs, vocabulary_size=512, num_layers=1, num_heads=4,
                      hidden_dim=64 * scale, intermediate_dim=128 * scale, num_mels=16,
                      max_encoder_sequence_length=64, max_decoder_sequence_length=32)


def keras_hub_densenet(scale: int = 1) -> Program:
    return _keras_hub("DenseNetBackbone", _normal(44, 2, 32, 32, 3), stackwise_num_repeats=[2, 2],
                      image_shape=(32, 32, 3), growth_rate=8 * scale)


def keras_hub_vgg(scale: int = 1) -> Program:
    return _keras_hub("VGGBackbone", _normal(45, 2, 32, 32, 3), stackwise_num_repeats=[1, 2],
                      stackwise_num_filters=[16 * scale, 32 * scale], image_shape=(32, 32, 3))


def keras_hub_deit(scale: int = 1) -> Program:
    return _keras_hub("DeiTBackbone", _normal(46, 2, 32, 32, 3), image_shape=(32, 32, 3), patch_size=8,
                      num_layers=2, num_heads=4, hidden_dim=64 * scale, intermediate_dim=128 * scale)


def keras_hub_mit(scale: int = 1) -> Program:
    return _keras_hub("MiTBackbone", _normal(47, 2, 32, 32, 3), layerwise_depths=[1, 1], num_layers=2,
                      layerwise_num_heads=[1, 2], layerwise_sr_ratios=[4, 2], max_drop_path_rate=0.0,
                      layerwise_patch_sizes=[7, 3], layerwise_strides=[4, 2], image_shape=(32, 32, 3),
                      hidden_dims=[16 * scale, 32 * scale])


def keras_efficientnet_b0(scale: int = 1) -> Program:
    keras = _seeded()
    m = keras.applications.EfficientNetB0(input_shape=(32 * scale, 32 * scale, 3), weights=None, classes=10)
    return _keras(m, _normal(48, 2, 32 * scale, 32 * scale, 3))


def haiku_mobilenet_v1(scale: int = 1) -> Program:
    """`hk.nets.MobileNetV1` (10 classes, a quarter of its default channels) on 32x32 images,
    inference mode (batch-norm statistics from one training-mode call at init, as haiku_resnet18)."""
    import haiku as hk

    channels = tuple(c * scale // 4 for c in (64, 128, 128, 256, 256, 512, 512, 512, 512, 512, 512, 1024, 1024))
    t = hk.transform_with_state(
        lambda x, training: hk.nets.MobileNetV1(channels=channels, num_classes=10)(x, is_training=training))
    x = _normal(49, 2, 32, 32, 3)
    params, state = t.init(jax.random.key(0), x, True)
    _, state = t.apply(params, state, None, x, True)
    return (lambda p, s, x: t.apply(p, s, None, x, False)[0]), (params, state, x)


def jraph_gcn(scale: int = 1) -> Program:
    """Two `jraph.GraphConvolution` layers (haiku linear updates) over a random graph of 256 nodes
    and 1024 edges, then a pooled readout."""
    import haiku as hk
    import jraph

    n, e = 256 * scale, 1024 * scale
    r = _rng(50)
    graph = jraph.GraphsTuple(nodes=_normal(50, n, 16), edges=None, senders=r.integers(0, n, e).astype(np.int32),
                              receivers=r.integers(0, n, e).astype(np.int32), n_node=np.array([n]),
                              n_edge=np.array([e]), globals=None)

    def f(nodes):
        g = graph._replace(nodes=nodes)
        g = jraph.GraphConvolution(hk.Linear(32), add_self_edges=True)(g)
        g = g._replace(nodes=jax.nn.relu(g.nodes))
        g = jraph.GraphConvolution(hk.Linear(32), add_self_edges=True)(g)
        return hk.Linear(4)(g.nodes.mean(0))

    return _haiku(f, graph.nodes)


def jaxmd_lj_neighbor_forces(scale: int = 1) -> Program:
    """`jax_md.energy.lennard_jones_neighbor_list` forces of 512 particles with a dense neighbour list
    (`jax_md.partition.neighbor_list`, built once outside; its index array is an argument)."""
    from jax_md import energy, partition, quantity, space

    n, box = 512 * scale, 9.0 * scale ** (1 / 3)
    displacement, _ = space.periodic(box)
    neighbor_fn, energy_fn = energy.lennard_jones_neighbor_list(displacement, box, r_cutoff=2.5,
                                                                 format=partition.Dense)
    positions = (_rng(51).random((n, 3)) * box).astype(np.float32)
    nbrs = neighbor_fn.allocate(positions)

    def forces(positions, idx):
        return quantity.force(lambda r: energy_fn(r, neighbor=nbrs.set(idx=idx)))(positions)

    return forces, (positions, np.asarray(nbrs.idx))


def flax_vae_grad(scale: int = 1) -> Program:
    """The flax VAE example's shape: a `nn.Dense` encoder to a mean and log-variance, a
    reparameterised sample (fixed noise as an input), a `nn.Dense` decoder; the gradient of
    its ELBO (binary cross-entropy + KL)."""
    import flax.linen as nn

    class VAE(nn.Module):
        @nn.compact
        def __call__(self, x, eps):
            h = nn.relu(nn.Dense(256 * scale)(x))
            mean, logvar = nn.Dense(16)(h), nn.Dense(16)(h)
            z = mean + jnp.exp(0.5 * logvar) * eps
            logits = nn.Dense(784)(nn.relu(nn.Dense(256 * scale)(z)))
            bce = (jnp.logaddexp(0.0, logits) - x * logits).sum(-1)
            kl = -0.5 * (1 + logvar - mean ** 2 - jnp.exp(logvar)).sum(-1)
            return (bce + kl).mean()

    x = (_rng(52).random((16, 784)) > 0.5).astype(np.float32)
    eps = _normal(52, 16, 16)
    params = VAE().init(jax.random.key(0), x, eps)
    return jax.grad(lambda p, x, eps: VAE().apply(p, x, eps)), (params, x, eps)


def equinox_conv1d_lstm(scale: int = 1) -> Program:
    """An `eqx.nn.Conv1d` feature extractor, then `eqx.nn.LSTMCell` scanned over time and a
    `eqx.nn.Linear` head, vmapped over a batch."""
    import equinox as eqx

    k1, k2, k3 = jax.random.split(jax.random.key(0), 3)
    conv = eqx.nn.Conv1d(8, 32 * scale, 5, padding=2, key=k1)
    cell = eqx.nn.LSTMCell(32 * scale, 32 * scale, key=k2)
    head = eqx.nn.Linear(32 * scale, 4, key=k3)
    model = (conv, cell, head)
    params, static = eqx.partition(model, eqx.is_array)

    def forward(params, x):
        conv, cell, head = eqx.combine(params, static)

        def one(x):  # (channels, time)
            feats = jax.nn.relu(conv(x)).T
            init = (jnp.zeros(cell.hidden_size), jnp.zeros(cell.hidden_size))
            (h, _), _ = jax.lax.scan(lambda c, f: (cell(f, c), None), init, feats)
            return head(h)

        return jax.vmap(one)(x)

    return forward, (params, _normal(53, 4, 8, 24))


PROGRAMS: dict[str, Callable[..., Program]] = {
    f.__name__: f for f in (keras_hub_bert, keras_hub_gpt2, keras_hub_vit, keras_hub_gemma, keras_hub_llama,
                            keras_hub_resnet, keras_hub_distil_bert, keras_mobilenet_v2, stax_convnet_grad, flax_cnn_train_step, flax_lstm_classifier,
                            flax_resnet_groupnorm, flax_nnx_mlp_train_step, flax_nnx_attention, haiku_resnet18,
                            haiku_lstm_unroll, haiku_transformer_block, haiku_mlp_optax_step, equinox_cnn_grad,
                            equinox_attention_block, equinox_gru_scan, equinox_mlp_mixer)
}
#: Programs written by others added after `data/real-v1` was built (`examples/real-v2/`, the
#: start of a fresh held-out set; `examples/make_real.py --set v2` writes them).
REAL_V2: dict[str, Callable[..., Program]] = {f.__name__: f for f in (
    jaxmd_lj_forces, jaxmd_lj_neighbor_forces, keras_hub_albert, keras_hub_roberta, keras_hub_electra,
    keras_hub_deberta_v3, keras_hub_opt, keras_hub_bloom, keras_hub_gpt_neox, keras_hub_mistral,
    keras_hub_phi3, keras_hub_qwen2, keras_hub_mixtral, keras_hub_whisper, keras_hub_densenet, keras_hub_vgg,
    keras_hub_deit, keras_hub_mit, keras_efficientnet_b0, haiku_mobilenet_v1, jraph_gcn, flax_vae_grad, equinox_conv1d_lstm)}


def lower(name: str, scale: int = 1) -> str:
    """The StableHLO text of program `name` at `scale`."""
    fn, args = {**PROGRAMS, **REAL_V2}[name](scale)
    return jax.jit(fn).lower(*args).as_text()
