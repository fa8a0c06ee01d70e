"""Image blocks: x in NCHW or NHWC (batched) or CHW (per-example, vmapped).

Convolutions (NCHW/OIHW, NHWC/HWIO and a few mixed; 1x1/3x3/5x5, strides),
ResNet basic and bottleneck blocks, depthwise-separable convolutions, batch
and group norms, squeeze-excite, max/avg pooling and a classifier head. The
families ``conv`` and ``vmap_conv`` draw from them.
"""

from __future__ import annotations

import dataclasses
import math

import jax
import jax.numpy as jnp
from jax import lax

from xtune.surrogate.programs.builder import Apply, Builder, activation, linear

# channel counts blocks draw from
CHANNELS = (8, 16, 24, 32, 48, 64, 96, 128, 192, 256)


@dataclasses.dataclass(frozen=True)
class Image:
    """The state image blocks pass on: format and sizes of x (B is 1 for CHW; after the
    classifier head, C is minus the number of classes)."""

    fmt: str  # "NCHW", "NHWC" or "CHW"
    B: int
    C: int
    H: int
    W: int

    @property
    def shape(self) -> tuple:
        return {"NCHW": (self.B, self.C, self.H, self.W), "NHWC": (self.B, self.H, self.W, self.C),
                "CHW": (self.C, self.H, self.W)}[self.fmt]

    @property
    def n(self) -> int:
        return self.B * self.C * self.H * self.W if self.fmt != "CHW" else self.C * self.H * self.W

    @property
    def rows(self) -> int:
        return self.B if self.fmt != "CHW" else 1

    @property
    def caxis(self) -> int:
        return {"NCHW": 1, "NHWC": 3, "CHW": 0}[self.fmt]

    @property
    def spatial(self) -> tuple[int, int]:
        return {"NCHW": (2, 3), "NHWC": (1, 2), "CHW": (1, 2)}[self.fmt]

    def chan(self, p: jax.Array) -> jax.Array:
        """A per-channel vector shaped to broadcast against x."""
        return p if self.fmt == "NHWC" else p[:, None, None]

    def replace(self, **kw: int) -> "Image":
        return dataclasses.replace(self, **kw)


def _conv2d(b: Builder, im: Image, cout: int, k: int, stride: int = 1, groups: int = 1,
          bias: bool = False) -> tuple[Apply, Image]:
    if im.fmt == "NHWC":
        rhs = b.pick(("HWIO", "HWIO", "HWIO", "OIHW"))
    else:
        rhs = b.pick(("OIHW", "OIHW", "OIHW", "HWIO")) if im.fmt == "NCHW" else "OIHW"
    lhs = "NCHW" if im.fmt == "CHW" else im.fmt
    cin = im.C // groups
    w = b.param(*((cout, cin, k, k) if rhs == "OIHW" else (k, k, cin, cout)))
    bi = b.param(cout) if bias else None
    out = im.replace(C=cout, H=-(-im.H // stride), W=-(-im.W // stride))
    b.conv(2.0 * out.rows * out.H * out.W * cout * cin * k * k, out.n, depthwise=groups > 1)
    b.ew(out.n, cheap=1.0 + bias)
    sc = 1.0 / math.sqrt(cin * k * k)
    dn = (lhs, rhs, lhs)
    unbatched = im.fmt == "CHW"

    def f(x, P):
        h = x[None] if unbatched else x
        y = lax.conv_general_dilated(h, P[w], (stride, stride), "SAME", dimension_numbers=dn,
                                     feature_group_count=groups)
        y = (y[0] if unbatched else y) * sc
        return y + out.chan(P[bi]) if bi is not None else y

    return f, out


def _image_norm(b: Builder, im: Image, kind: str | None = None) -> Apply:
    """Folded (affine), batch or group norm over the image's channels."""
    kinds = ["affine", "group"] + (["batch"] if im.fmt != "CHW" else [])
    kind = kind or b.pick(kinds, [2.0, 1.0, 2.0][: len(kinds)])
    if kind == "group" and im.C % 2:
        kind = "affine"
    g, beta = b.param(im.C), b.param(im.C)
    if kind == "affine":  # inference-mode batch norm folded to scale/shift
        b.ew(im.n, cheap=2.0)
        return lambda x, P: x * im.chan(P[g]) + im.chan(P[beta])
    b.ew(im.n, cheap=4.0, red=2.0)
    if kind == "batch":
        axes = tuple(a for a in range(4) if a != im.caxis)

        def f(x, P):
            mu = jnp.mean(x, axis=axes, keepdims=True)
            var = jnp.mean(jnp.square(x - mu), axis=axes, keepdims=True)
            return (x - mu) * lax.rsqrt(var + 1e-5) * im.chan(P[g]) + im.chan(P[beta])

        return f
    G = b.pick([v for v in (2, 4, 8, 16, 32) if im.C % v == 0])
    b.ew(im.n, move=1.0)

    def f(x, P):
        if im.fmt == "NHWC":
            h = x.reshape(im.B, im.H, im.W, G, im.C // G)
            axes = (1, 2, 4)
        elif im.fmt == "NCHW":
            h = x.reshape(im.B, G, im.C // G, im.H, im.W)
            axes = (2, 3, 4)
        else:
            h = x.reshape(G, im.C // G, im.H, im.W)
            axes = (1, 2, 3)
        mu = jnp.mean(h, axis=axes, keepdims=True)
        var = jnp.mean(jnp.square(h - mu), axis=axes, keepdims=True)
        h = ((h - mu) * lax.rsqrt(var + 1e-5)).reshape(x.shape)
        return h * im.chan(P[g]) + im.chan(P[beta])

    return f


def conv(b: Builder, im: Image) -> tuple[Apply, Image]:
    """A convolution (1x1/3x3/5x5, sometimes strided), maybe a norm, an activation."""
    k = b.pick((1, 3)) if im.H < 5 else b.pick((1, 3, 3, 3, 5))
    stride = 2 if im.H >= 8 and b.chance(0.25) else 1
    cout = b.pick([c for c in CHANNELS if max(16, im.C // 2) <= c <= max(64, 4 * im.C)])
    layer, out = _conv2d(b, im, cout, k, stride, bias=b.chance(0.5))
    norm = _image_norm(b, out) if b.chance(0.6) else None
    act = activation(b, out.n, ("relu", "relu", "gelu", "silu"))
    return (lambda x, P: act(norm(layer(x, P), P) if norm else layer(x, P))), out


def res(b: Builder, im: Image) -> tuple[Apply, Image]:
    """ResNet basic block: two 3x3 convolutions with norms and a residual."""
    c1, _ = _conv2d(b, im, im.C, 3)
    n1 = _image_norm(b, im)
    c2, _ = _conv2d(b, im, im.C, 3)
    n2 = _image_norm(b, im)
    b.ew(im.n, cheap=3.0)
    return (lambda x, P: jax.nn.relu(x + n2(c2(jax.nn.relu(n1(c1(x, P), P)), P), P))), im


def bottleneck(b: Builder, im: Image) -> tuple[Apply, Image]:
    """ResNet bottleneck: 1x1 down, 3x3, 1x1 up, norms and a residual."""
    mid = max(8, im.C // b.pick((2, 4)))
    c1, m = _conv2d(b, im, mid, 1)
    c2, _ = _conv2d(b, m, mid, 3)
    c3, _ = _conv2d(b, m, im.C, 1)
    n1, n2, n3 = _image_norm(b, m), _image_norm(b, m), _image_norm(b, im)
    b.ew(im.n, cheap=2.0)
    b.ew(m.n, cheap=2.0)

    def f(x, P):
        h = jax.nn.relu(n1(c1(x, P), P))
        h = jax.nn.relu(n2(c2(h, P), P))
        return jax.nn.relu(x + n3(c3(h, P), P))

    return f, im


def dwsep(b: Builder, im: Image) -> tuple[Apply, Image]:
    """MobileNet depthwise 3x3 (feature_group_count=C) then pointwise 1x1."""
    stride = 2 if im.H >= 8 and b.chance(0.3) else 1
    dw, m = _conv2d(b, im, im.C, 3, stride, groups=im.C)
    n1 = _image_norm(b, m, "affine")
    cout = b.pick([c for c in CHANNELS if im.C // 2 <= c <= 2 * im.C] or [im.C])
    pw, out = _conv2d(b, m, cout, 1)
    act = activation(b, out.n, ("relu", "silu"))
    b.ew(m.n)
    return (lambda x, P: act(pw(jax.nn.relu(n1(dw(x, P), P)), P))), out


def img_norm(b: Builder, im: Image) -> tuple[Apply, Image]:
    """A norm over channels, then an activation."""
    norm = _image_norm(b, im)
    act = activation(b, im.n, ("relu", "gelu", "silu", "tanh"))
    return (lambda x, P: act(norm(x, P))), im


def se(b: Builder, im: Image) -> tuple[Apply, Image]:
    """Squeeze-excite: a channel gate from the spatial mean through two dense layers."""
    r = max(4, im.C // 4)
    l1 = linear(b, im.rows, im.C, r, bias=True)
    l2 = linear(b, im.rows, r, im.C, bias=True)
    b.ew(im.n, cheap=1.0, red=1.0)

    def f(x, P):
        g = jnp.mean(x, axis=im.spatial)  # (B, C) or (C,)
        g = jax.nn.sigmoid(l2(jax.nn.relu(l1(g, P)), P))
        if im.fmt == "NHWC":
            return x * g[:, None, None, :]
        return x * g[..., None, None]

    return f, im


def pool(b: Builder, im: Image) -> tuple[Apply, Image]:
    """2x2 max or average pooling."""
    kind = b.pick(("max", "avg"))
    out = im.replace(H=im.H // 2, W=im.W // 2)
    window = [1] * len(im.shape)
    for a in im.spatial:
        window[a] = 2
    window = tuple(window)
    b.ew(im.n, cheap=1.0, move=0.5)

    def f(x, P):
        if kind == "max":
            return lax.reduce_window(x, -jnp.inf, lax.max, window, window, "VALID")
        return lax.reduce_window(x, 0.0, lax.add, window, window, "VALID") * 0.25

    return f, out


def img_head(b: Builder, im: Image) -> tuple[Apply, Image]:
    """Terminal: global average pool and classify."""
    classes = b.pick((10, 100, 1000))
    b.ew(im.n, cheap=0.0, red=1.0)
    lin = linear(b, im.rows, im.C, classes)
    return (lambda x, P: lin(jnp.mean(x, axis=im.spatial), P)), im.replace(C=-classes)

