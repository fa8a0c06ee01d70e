"""The held-out set of loop programs (`REAL_LOOPS`, `examples/real-loops/`): scientific and
iterative JAX programs whose work runs in `stablehlo.while` loops, written with well-kept
libraries (diffrax with explicit solvers only, jax-md, jax-cfd, optax, flax, rlax, distrax,
tinygp, jax's own `jax.scipy.sparse.linalg`, `jax.scipy.optimize`, `jax.experimental.ode` and
`jax.experimental.sparse.linalg`) or as well-known algorithms in plain `jax.numpy`: ODE, SDE
and PDE solvers, molecular dynamics, Monte-Carlo samplers, an RL rollout, Krylov and
eigenvalue solvers, optimizers run to tolerance, training loops, recurrent language models
and a particle filter.

Every program holds at least one `stablehlo.while`: counted loops (`lax.scan`,
`lax.fori_loop`) with small and with large bodies, loops run to a tolerance (each with a
maximum number of iterations, so that any input ends them: xtune measures the programs on
standard-normal floats and small integers), and loops nested in loops.

Made like the other sets (`examples.real`, `examples.real_v3`): seeded random weights and
inputs, nothing downloaded, small shapes, lowered with `jax.jit(fn).lower(*args).as_text()`.
`python examples/make_real.py --set loops` writes them; needs `pip install -e '.[real]'` and
`pip install --no-deps jax-md`.
"""

from __future__ import annotations

import os
from collections.abc import Callable

# equinox's runtime checks (in diffrax's solve) as NaNs in the outputs, not host callbacks
os.environ.setdefault("EQX_ON_ERROR", "nan")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402

from examples.real import Program, _normal, _rng  # noqa: E402


def _key(seed: int) -> np.ndarray:
    """The raw uint32 data of `jax.random.key(seed)` (a program argument; `wrap_key_data` inside)."""
    return np.asarray(jax.random.key_data(jax.random.key(seed)))


# --- diffrax (explicit solvers only) -----------------------------------------------------------------


def diffrax_lorenz96_tsit5_pid(scale: int = 1) -> Program:
    """The Lorenz-96 system (40 variables, forcing 8: chaotic) by `diffrax.diffeqsolve` with
    `diffrax.Tsit5` and an adaptive `diffrax.PIDController` (rtol 1e-4, atol 1e-6) over [0, 20]
    (about 400 steps), the state saved at 101 times (`diffrax.SaveAt(ts=...)`); at most 4096
    steps, `throw=False`; the start an argument."""
    import diffrax

    n = 40 * scale

    def vector_field(t, y, forcing):
        return (jnp.roll(y, -1) - jnp.roll(y, 2)) * jnp.roll(y, 1) - y + forcing

    def solve(y0):
        sol = diffrax.diffeqsolve(diffrax.ODETerm(vector_field), diffrax.Tsit5(), t0=0.0, t1=20.0, dt0=0.01, y0=y0,
                                  args=8.0, saveat=diffrax.SaveAt(ts=jnp.linspace(0.0, 20.0, 101)),
                                  stepsize_controller=diffrax.PIDController(rtol=1e-4, atol=1e-6),
                                  max_steps=4096, throw=False)
        return sol.ys

    y0 = 8.0 + 0.01 * _normal(200, n)
    return solve, (y0,)


def diffrax_burgers_mol_heun(scale: int = 1) -> Program:
    """Viscous Burgers u_t + u u_x = nu u_xx (nu 0.05) by the method of lines: 16 periodic fields
    of 256 points, central differences, `diffrax.Heun` with a constant step of 0.0025 over
    [0, 1] (400 steps), 11 snapshots saved; at most 4096 steps, `throw=False`."""
    import diffrax

    n, nu = 256 * scale, 0.05
    dx = 2 * np.pi / n

    def vector_field(t, u, args):
        up, um = jnp.roll(u, -1, -1), jnp.roll(u, 1, -1)
        return -u * (up - um) / (2 * dx) + nu * (up - 2 * u + um) / dx ** 2

    def solve(u0):
        sol = diffrax.diffeqsolve(diffrax.ODETerm(vector_field), diffrax.Heun(), t0=0.0, t1=1.0, dt0=0.0025,
                                  y0=u0, saveat=diffrax.SaveAt(ts=jnp.linspace(0.0, 1.0, 11)),
                                  stepsize_controller=diffrax.ConstantStepSize(), max_steps=4096, throw=False)
        return sol.ys

    x = np.linspace(0, 2 * np.pi, n, endpoint=False)
    u0 = np.sin(x)[None] * (1 + _rng(201).random((16, 1))) + 0.1 * _normal(202, 16, n)
    return solve, (u0.astype(np.float32),)


def diffrax_sde_double_well_euler(scale: int = 1) -> Program:
    """Overdamped Langevin dynamics in a double well, dX = -V'(X) dt + 0.7 dW with
    V(x) = (x^2 - 1)^2: `diffrax.diffeqsolve` of a `diffrax.MultiTerm` of an `ODETerm` and a
    `ControlTerm` driven by a `diffrax.VirtualBrownianTree` (tolerance 1e-3), `diffrax.Euler`
    with a constant step of 0.01 over [0, 1], `jax.vmap`-ed over 32 paths each with its own
    key (diffrax's way to batch SDE paths); the keys from one argument (raw uint32); the final
    positions and the fraction of paths in the right-hand well."""
    import diffrax

    paths, sigma = 32 * scale, 0.7

    def one_path(x0, key):
        bm = diffrax.VirtualBrownianTree(0.0, 1.0, tol=1e-3, shape=(), key=key)
        terms = diffrax.MultiTerm(diffrax.ODETerm(lambda t, x, a: -4 * x * (x ** 2 - 1)),
                                  diffrax.ControlTerm(lambda t, x, a: sigma, bm))
        sol = diffrax.diffeqsolve(terms, diffrax.Euler(), t0=0.0, t1=1.0, dt0=0.01, y0=x0,
                                  max_steps=4096, throw=False)
        return sol.ys[-1]

    def solve(x0, key):
        x = jax.vmap(one_path)(x0, jax.random.split(jax.random.wrap_key_data(key), paths))
        return x, (x > 0).mean()

    return solve, (-1.0 + 0.2 * _normal(203, paths), _key(3))


# --- jax-md ------------------------------------------------------------------------------------------


def jaxmd_nvt_nose_hoover_morse(scale: int = 1) -> Program:
    """Molecular dynamics with jax-md: 32 particles with a Morse pair potential
    (`jax_md.energy.morse_pair`) in a periodic box (`jax_md.space.periodic`), thermostatted by a
    Nose-Hoover chain (`jax_md.simulate.nvt_nose_hoover`, kT 0.5, dt 0.005, chain length 5,
    2 chain steps, 3 Suzuki-Yoshida weights), 100 steps in `lax.fori_loop`; the key an argument,
    the temperature and energy after."""
    from jax_md import energy, quantity, simulate, space

    n, box, kt, steps = 32 * scale, 4.8 * scale ** (1 / 3), 0.5, 100
    displacement, shift = space.periodic(box)
    energy_fn = energy.morse_pair(displacement, sigma=1.1, epsilon=1.0, alpha=3.0)
    init_fn, apply_fn = simulate.nvt_nose_hoover(energy_fn, shift, dt=0.005, kT=kt)

    def simulate_(positions, key):
        state = init_fn(jax.random.wrap_key_data(key), positions)
        state = jax.lax.fori_loop(0, steps, lambda i, s: apply_fn(s), state)
        return state.position, quantity.temperature(momentum=state.momentum, mass=state.mass), energy_fn(state.position)

    side = int(np.ceil(n ** (1 / 3)))
    grid = np.stack(np.meshgrid(*[np.arange(side)] * 3, indexing="ij"), -1).reshape(-1, 3)[:n]
    positions = (grid + 0.5) * box / side + 0.05 * _normal(204, n, 3)
    return simulate_, (positions.astype(np.float32), _key(4))


def jaxmd_fire_soft_sphere_jamming(scale: int = 1) -> Program:
    """Energy minimisation with jax-md: a 50:50 bidisperse packing of 64 soft spheres (diameters
    1 and 1.4, `jax_md.energy.soft_sphere_pair`) in a 2D periodic box, relaxed by FIRE
    (`jax_md.minimize.fire_descent`), 200 steps in `lax.fori_loop`; the energy and the largest
    force after."""
    from jax_md import energy, minimize, quantity, space

    n, steps = 64 * scale, 200
    box = float(np.sqrt(n * np.pi * (0.5 ** 2 + 0.7 ** 2) / 2 / 0.84))  # packing fraction 0.84
    displacement, shift = space.periodic(box)
    species = np.arange(n) % 2
    energy_fn = energy.soft_sphere_pair(displacement, species=species, sigma=np.array([[1.0, 1.2], [1.2, 1.4]]))
    init_fn, apply_fn = minimize.fire_descent(energy_fn, shift)

    def relax(positions):
        state = jax.lax.fori_loop(0, steps, lambda i, s: apply_fn(s), init_fn(positions))
        return state.position, energy_fn(state.position), jnp.abs(quantity.force(energy_fn)(state.position)).max()

    return relax, ((_rng(205).random((n, 2)) * box).astype(np.float32),)


# --- jax-cfd ---------------------------------------------------------------------------------------


def jaxcfd_scalar_advection_van_leer(scale: int = 1) -> Program:
    """A passive scalar advected by a steady, divergence-free cellular flow on a 64x64 periodic
    grid with jax-cfd: `jax_cfd.base.advection.advect_van_leer_using_limiters` (a flux-limited
    second-order scheme) and forward Euler, 60 steps by `jax_cfd.base.funcutils.repeated`; the
    scalar's start an argument."""
    import jax_cfd.base as cfd

    n, steps = 64 * scale, 60
    grid = cfd.grids.Grid((n, n), domain=((0, 2 * np.pi), (0, 2 * np.pi)))
    bc = cfd.boundaries.periodic_boundary_conditions(2)
    (xu, yu), (xv, yv) = grid.mesh(grid.cell_faces[0]), grid.mesh(grid.cell_faces[1])
    velocity = (cfd.grids.GridVariable(cfd.grids.GridArray(jnp.sin(xu) * jnp.cos(yu), grid.cell_faces[0], grid), bc),
                cfd.grids.GridVariable(cfd.grids.GridArray(-jnp.cos(xv) * jnp.sin(yv), grid.cell_faces[1], grid), bc))
    dt = 0.5 * grid.step[0]

    def step(c):
        tendency = cfd.advection.advect_van_leer_using_limiters(c, velocity, dt)
        return cfd.grids.GridVariable(c.array + dt * tendency, bc)

    run = cfd.funcutils.repeated(step, steps)

    def simulate(c0):
        c = cfd.grids.GridVariable(cfd.grids.GridArray(c0, grid.cell_center, grid), bc)
        return run(c).data

    x, y = grid.mesh()
    c0 = np.exp(-((np.asarray(x) - np.pi) ** 2 + (np.asarray(y) - 2.0) ** 2) * 2)
    return simulate, (c0.astype(np.float32),)


# --- jax's own iterative solvers -----------------------------------------------------------------------


def _convection_diffusion(n: int, velocity: tuple[float, float]) -> Callable[[jax.Array], jax.Array]:
    """The matrix-free 2D operator -Laplacian(u) + v . grad(u) + u on an n x n grid (Dirichlet
    boundary, upwind first differences for the convection): non-symmetric, well conditioned."""
    h = 1.0 / (n + 1)

    def apply(u):
        p = jnp.pad(u, 1)
        lap = (p[:-2, 1:-1] + p[2:, 1:-1] + p[1:-1, :-2] + p[1:-1, 2:] - 4 * u) / h ** 2
        conv = velocity[0] * (u - p[:-2, 1:-1]) / h + velocity[1] * (u - p[1:-1, :-2]) / h
        return -lap + conv + u

    return apply


def jax_gmres_convection_diffusion(scale: int = 1) -> Program:
    """Restarted GMRES (`jax.scipy.sparse.linalg.gmres`, restart 30, at most 10 restarts, tol
    1e-6, `solve_method="batched"`) on a 64x64 convection-diffusion equation (the operator
    matrix-free, upwind convection of velocity (40, 20)), preconditioned by the inverse of its
    diagonal; the right-hand side an argument."""
    n = 64 * scale
    op = _convection_diffusion(n, (40.0, 20.0))
    h = 1.0 / (n + 1)
    diag = 4 / h ** 2 + 60 / h + 1

    def solve(b):
        x, _ = jax.scipy.sparse.linalg.gmres(op, b, tol=1e-6, restart=30, maxiter=10, M=lambda r: r / diag,
                                             solve_method="batched")
        return x, jnp.linalg.norm(op(x) - b)

    return solve, (_normal(206, n, n),)


def jax_bicgstab_helmholtz(scale: int = 1) -> Program:
    """BiCGSTAB (`jax.scipy.sparse.linalg.bicgstab`, tol 1e-6, at most 300 iterations) on a
    shifted 2D variable-coefficient diffusion equation -div(k grad u) + 50 u = f on 48x48
    (matrix-free, the coefficient k = exp(a / 2) from an argument a, so any input gives a
    positive coefficient) with convection added to make it non-symmetric; 4 right-hand sides
    by `jax.vmap`."""
    n = 48 * scale
    h = 1.0 / (n + 1)

    def solve(a, f):
        k = jnp.exp(0.5 * jnp.clip(a, -3, 3))
        kx, ky = 0.5 * (k[1:] + k[:-1]), 0.5 * (k[:, 1:] + k[:, :-1])

        def op(u):
            p = jnp.pad(u, 1)
            gx, gy = jnp.diff(p[:, 1:-1], axis=0) / h, jnp.diff(p[1:-1], axis=1) / h
            fx = gx * jnp.pad(kx, ((1, 1), (0, 0)), mode="edge")
            fy = gy * jnp.pad(ky, ((0, 0), (1, 1)), mode="edge")
            div = jnp.diff(fx, axis=0) / h + jnp.diff(fy, axis=1) / h
            return -div + 20 * (u - p[:-2, 1:-1]) / h + 50 * u

        x = jax.vmap(lambda b: jax.scipy.sparse.linalg.bicgstab(op, b, tol=1e-6, maxiter=300)[0])(f)
        return x, jax.vmap(lambda x, b: jnp.linalg.norm(op(x) - b))(x, f)

    return solve, (_normal(207, n, n), _normal(208, 4, n, n))


def jax_lobpcg_laplacian_modes(scale: int = 1) -> Program:
    """The 4 largest eigenpairs of a 2D five-point Laplacian on 32x32 (1024 unknowns, matrix-free)
    by `jax.experimental.sparse.linalg.lobpcg_standard` (at most 60 iterations, its default
    tolerance) from a start block given as the argument."""
    from jax.experimental.sparse.linalg import lobpcg_standard

    n = 32 * scale

    def laplacian(v):  # (n*n, k) -> (n*n, k)
        u = v.reshape(n, n, -1)
        p = jnp.pad(u, ((1, 1), (1, 1), (0, 0)))
        return (4 * u - p[:-2, 1:-1] - p[2:, 1:-1] - p[1:-1, :-2] - p[1:-1, 2:]).reshape(n * n, -1)

    def modes(x0):
        values, vectors, iterations = lobpcg_standard(laplacian, x0, m=60)
        return values, vectors, iterations

    return modes, (_normal(209, n * n, 4),)


def jax_bfgs_rosenbrock(scale: int = 1) -> Program:
    """`jax.scipy.optimize.minimize(method="BFGS")` (its line search a nested loop; at most 500
    iterations, gtol 1e-5) on the 64-dimensional extended Rosenbrock function from a start that
    is the argument, kept in [-2, 2]."""
    import jax.scipy.optimize

    dim = 64 * scale

    def rosenbrock(x):
        return (100 * (x[1:] - x[:-1] ** 2) ** 2 + (1 - x[:-1]) ** 2).sum()

    def run(x0):
        res = jax.scipy.optimize.minimize(rosenbrock, jnp.clip(x0, -2, 2), method="BFGS",
                                          options={"maxiter": 500, "gtol": 1e-5})
        return res.x, res.fun, res.nit

    return run, (_normal(210, dim) * 0.5,)


# --- jax.experimental.ode ----------------------------------------------------------------------------


def jax_odeint_lotka_volterra_grad(scale: int = 1) -> Program:
    """Fitting a Lotka-Volterra predator-prey model: `jax.experimental.ode.odeint` (adaptive
    Dormand-Prince, rtol 1e-5, atol 1e-6, at most 500 steps between outputs) for 16 initial
    populations at once (`jax.vmap`) over 20 observation times, the squared error against the
    observations, and its gradient with respect to the log rates and log initial populations
    (odeint's adjoint: a backward solve)."""
    from jax.experimental.ode import odeint

    ts = jnp.linspace(0.0, 5.0, 20)

    def dynamics(y, t, rates):
        a, b, c, d = jnp.exp(jnp.clip(rates, -2, 1))
        prey, pred = y
        return jnp.stack([a * prey - b * prey * pred, d * prey * pred - c * pred])

    def loss(log_rates, log_y0, observed):
        y0 = jnp.exp(jnp.clip(log_y0, -2, 2))
        traj = jax.vmap(lambda y: odeint(dynamics, y, ts, log_rates, rtol=1e-5, atol=1e-6, mxstep=500))(y0)
        return ((traj - observed) ** 2).mean()

    log_rates = np.log(np.array([1.0, 0.5, 1.0, 0.3], np.float32))
    log_y0 = np.log(1.0 + _rng(211).random((16, 2))).astype(np.float32)
    return jax.value_and_grad(loss, (0, 1)), (log_rates, log_y0, np.abs(_normal(212, 16, 20, 2)) + 1)


# --- optax and flax ------------------------------------------------------------------------------------


def flax_optax_mlp_train_fori(scale: int = 1) -> Program:
    """A training loop: a flax.linen MLP regressor (16 -> 64 -> 64 -> 1, GELU) trained by
    `optax.adamw` (learning rate 1e-3, weight decay 1e-4, clipped by global norm 1 through
    `optax.chain`) for 64 steps of `lax.fori_loop`, each step a minibatch of 32 sliced from the
    data by `lax.dynamic_slice_in_dim`; the parameters and the loss after."""
    import flax.linen as nn
    import optax

    width, steps, batch = 64 * scale, 64, 32

    class MLP(nn.Module):
        @nn.compact
        def __call__(self, x):
            x = nn.gelu(nn.Dense(width)(x))
            x = nn.gelu(nn.Dense(width)(x))
            return nn.Dense(1)(x)[..., 0]

    model = MLP()
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(1e-3, weight_decay=1e-4))
    x = _normal(213, steps * batch, 16)
    y = np.sin(x[:, :4].sum(1)) + 0.1 * _normal(214, steps * batch)
    params = model.init(jax.random.key(0), x[:1])

    def loss(p, xb, yb):
        return ((model.apply(p, xb) - yb) ** 2).mean()

    def train(params, x, y):
        def step(i, carry):
            p, s = carry
            xb = jax.lax.dynamic_slice_in_dim(x, i * batch, batch)
            yb = jax.lax.dynamic_slice_in_dim(y, i * batch, batch)
            grads = jax.grad(loss)(p, xb, yb)
            updates, s = tx.update(grads, s, p)
            return optax.apply_updates(p, updates), s

        params, _ = jax.lax.fori_loop(0, steps, step, (params, tx.init(params)))
        return params, loss(params, x, y)

    return train, (params, x, y.astype(np.float32))


def optax_lbfgs_logistic_regression(scale: int = 1) -> Program:
    """L2-regularised logistic regression (2048 points, 64 features) fitted by `optax.lbfgs`
    (memory 10, its zoom line search a nested loop of at most 15 steps) in the
    `lax.while_loop` of optax's own L-BFGS example: until the gradient norm is under 1e-5 or
    after 100 iterations (`optax.value_and_grad_from_state`, `optax.tree.get`); the labels come
    from a planted linear model plus the noise given as an argument."""
    import optax

    n, dim = 2048 * scale, 64

    w_true = _normal(230, dim) / np.sqrt(dim) * 3

    def fit(w0, x, noise):
        y = (x @ w_true + 0.5 * noise > 0).astype(jnp.float32)

        def objective(w):
            logits = x @ w
            return (jnp.logaddexp(0, logits) - y * logits).mean() + 1e-3 * (w ** 2).sum()

        opt = optax.lbfgs(memory_size=10, linesearch=optax.scale_by_zoom_linesearch(max_linesearch_steps=15))
        value_and_grad = optax.value_and_grad_from_state(objective)

        def step(carry):
            w, state = carry
            value, grad = value_and_grad(w, state=state)
            updates, state = opt.update(grad, state, w, value=value, grad=grad, value_fn=objective)
            return optax.apply_updates(w, updates), state

        def go_on(carry):
            _, state = carry
            count, grad = optax.tree.get(state, "count"), optax.tree.get(state, "grad")
            return (count == 0) | ((count < 100) & (optax.tree.norm(grad) >= 1e-5))

        w, state = jax.lax.while_loop(go_on, step, (w0, opt.init(w0)))
        return w, objective(w), optax.tree.get(state, "count")

    return fit, (np.zeros(dim, np.float32), _normal(215, n, dim), _normal(216, n))


def flax_lstm_greedy_decode(scale: int = 1) -> Program:
    """Autoregressive greedy decoding from a flax.linen character LSTM language model
    (`nn.Embed` 64 -> `nn.LSTMCell` 128 -> `nn.Dense` logits over 64 symbols): 48 steps lifted
    by `nn.scan` (parameters broadcast, as in flax's seq2seq example), each step feeding the
    argmax of the last logits back in, for a batch of 8 prompts (their first symbols the
    argument)."""
    import flax.linen as nn

    vocab, hidden, steps = 64, 128 * scale, 48

    class Step(nn.Module):
        @nn.compact
        def __call__(self, carry, _):
            state, token = carry
            state, h = nn.LSTMCell(hidden)(state, nn.Embed(vocab, 64)(token))
            logits = nn.Dense(vocab)(h)
            return (state, jnp.argmax(logits, -1)), logits

    class Decoder(nn.Module):
        @nn.compact
        def __call__(self, token):
            scan = nn.scan(Step, variable_broadcast="params", split_rngs={"params": False}, length=steps)
            state = nn.LSTMCell(hidden, parent=None).initialize_carry(jax.random.key(0), (token.shape[0], 64))
            _, logits = scan()((state, token), None)
            return jnp.argmax(logits, -1).T, logits

    tokens = _rng(217).integers(0, vocab, 8).astype(np.int32)
    model = Decoder()
    return model.apply, (model.init(jax.random.key(0), tokens), tokens)


def flax_gru_lm_grad(scale: int = 1) -> Program:
    """A flax.linen GRU language model (`nn.Embed` 256 symbols -> 64, two stacked
    `nn.RNN(nn.GRUCell(96))`, `nn.Dense` logits) on 8 sequences of 64 tokens: the next-token
    cross entropy (`optax.softmax_cross_entropy_with_integer_labels`) and its gradient (the
    recurrences run forward and then backward)."""
    import flax.linen as nn
    import optax

    vocab, hidden = 256, 96 * scale

    class LM(nn.Module):
        @nn.compact
        def __call__(self, tokens):
            h = nn.Embed(vocab, 64)(tokens)
            h = nn.RNN(nn.GRUCell(hidden))(h)
            h = nn.RNN(nn.GRUCell(hidden))(h)
            return nn.Dense(vocab)(h)

    model = LM()
    tokens = _rng(218).integers(0, vocab, (8, 65)).astype(np.int32)

    def loss(params, tokens):
        logits = model.apply(params, tokens[:, :-1])
        return optax.softmax_cross_entropy_with_integer_labels(logits, tokens[:, 1:]).mean()

    return jax.value_and_grad(loss), (model.init(jax.random.key(0), tokens[:, :-1]), tokens)


# --- rlax ------------------------------------------------------------------------------------------------


def rlax_cartpole_rollout_gae(scale: int = 1) -> Program:
    """An RL rollout: the classic cart-pole (gym's equations of motion, Euler steps of 0.02 s,
    reset on falling) for 16 environments, an MLP policy and value (4 -> 64 -> 2 actions and 1),
    actions sampled by `jax.random.categorical`, 200 steps in `lax.scan`; then
    `rlax.truncated_generalized_advantage_estimation` (lambda 0.95, a reverse scan) vmapped over
    the environments; the key an argument (raw uint32)."""
    import rlax

    envs, steps, hidden = 16, 200, 64 * scale
    gravity, masscart, masspole, length, force_mag, tau = 9.8, 1.0, 0.1, 0.5, 10.0, 0.02
    total_mass, polemass_length = masscart + masspole, masspole * length

    def physics(s, action):
        x, x_dot, theta, theta_dot = s[..., 0], s[..., 1], s[..., 2], s[..., 3]
        force = jnp.where(action == 1, force_mag, -force_mag)
        cos, sin = jnp.cos(theta), jnp.sin(theta)
        temp = (force + polemass_length * theta_dot ** 2 * sin) / total_mass
        theta_acc = (gravity * sin - cos * temp) / (length * (4.0 / 3.0 - masspole * cos ** 2 / total_mass))
        x_acc = temp - polemass_length * theta_acc * cos / total_mass
        return jnp.stack([x + tau * x_dot, x_dot + tau * x_acc, theta + tau * theta_dot,
                          theta_dot + tau * theta_acc], -1)

    def policy(p, s):
        h = jnp.tanh(s @ p["w1"] + p["b1"])
        return h @ p["wp"], (h @ p["wv"])[..., 0]

    def rollout(params, key):
        key = jax.random.wrap_key_data(key)
        key, k0 = jax.random.split(key)
        s0 = jax.random.uniform(k0, (envs, 4), minval=-0.05, maxval=0.05)

        def step(carry, _):
            s, key = carry
            key, ka, kr = jax.random.split(key, 3)
            logits, value = policy(params, s)
            action = jax.random.categorical(ka, logits)
            s_next = physics(s, action)
            done = (jnp.abs(s_next[:, 0]) > 2.4) | (jnp.abs(s_next[:, 2]) > 12 * 2 * np.pi / 360)
            s_next = jnp.where(done[:, None], jax.random.uniform(kr, (envs, 4), minval=-0.05, maxval=0.05), s_next)
            return (s_next, key), (jnp.ones(envs), jnp.where(done, 0.0, 0.99), value,
                                   jax.nn.log_softmax(logits)[jnp.arange(envs), action])

        (s, _), (rewards, discounts, values, logp) = jax.lax.scan(step, (s0, key), None, length=steps)
        _, last_value = policy(params, s)
        values = jnp.concatenate([values, last_value[None]]).T
        adv = jax.vmap(rlax.truncated_generalized_advantage_estimation, (0, 0, None, 0))(
            rewards.T, discounts.T, 0.95, values)
        return adv, (adv * logp.T).mean()

    params = {"w1": _normal(219, 4, hidden) / 2, "b1": np.zeros(hidden, np.float32),
              "wp": _normal(220, hidden, 2) / np.sqrt(hidden), "wv": _normal(221, hidden, 1) / np.sqrt(hidden)}
    return rollout, (params, _key(5))


# --- distrax ----------------------------------------------------------------------------------------------


def distrax_particle_filter_stochvol(scale: int = 1) -> Program:
    """A bootstrap particle filter for the stochastic-volatility model x_t = phi x_{t-1} +
    sigma e_t, y_t ~ Normal(0, exp(x_t / 2)): 512 particles over 100 observations in
    `lax.scan`, the transition sampled and the observations weighed with `distrax.Normal`,
    systematic resampling every step (`jnp.searchsorted` of the cumulative weights); the
    log-likelihood estimate and the filtered means; the key an argument (raw uint32)."""
    import distrax

    particles, phi, sigma = 512 * scale, 0.95, 0.3

    def log_likelihood(observations, key):
        key = jax.random.wrap_key_data(key)
        key, k0 = jax.random.split(key)
        x0 = distrax.Normal(0.0, sigma / np.sqrt(1 - phi ** 2)).sample(seed=k0, sample_shape=particles)

        def step(carry, y):
            x, key = carry
            key, kx, ku = jax.random.split(key, 3)
            x = distrax.Normal(phi * x, sigma).sample(seed=kx)
            logw = distrax.Normal(0.0, jnp.exp(x / 2)).log_prob(y)
            log_mean = jax.nn.logsumexp(logw) - np.log(particles)
            w = jax.nn.softmax(logw)
            mean = (w * x).sum()
            u = (jax.random.uniform(ku) + jnp.arange(particles)) / particles
            idx = jnp.clip(jnp.searchsorted(jnp.cumsum(w), u), 0, particles - 1)
            return (x[idx], key), (log_mean, mean)

        _, (log_means, means) = jax.lax.scan(step, (x0, key), observations)
        return log_means.sum(), means

    r = _rng(222)
    x = np.zeros(100)
    for t in range(1, 100):
        x[t] = phi * x[t - 1] + sigma * r.standard_normal()
    return log_likelihood, ((np.exp(x / 2) * r.standard_normal(100)).astype(np.float32), _key(6))


# --- tinygp ------------------------------------------------------------------------------------------------


def tinygp_quasisep_loglik_grad(scale: int = 1) -> Program:
    """A tinygp Gaussian process on 2000 sorted times with quasiseparable kernels
    (`tinygp.kernels.quasisep.Matern32` plus a `quasisep.SHO` oscillation, white noise): the
    marginal log-likelihood, which tinygp computes by scans over the times (a linear-cost
    Cholesky of the quasiseparable matrix), and its gradient with respect to the log
    hyperparameters. The times are sorted when made: `assume_sorted=True` (tinygp's check is a
    host callback)."""
    from tinygp import GaussianProcess
    from tinygp.kernels import quasisep

    n = 2000 * scale
    t = np.sort(_rng(223).uniform(0, 100, n)).astype(np.float32)

    def loglik(theta, y):
        kernel = (jnp.exp(theta[0]) * quasisep.Matern32(scale=jnp.exp(theta[1]))
                  + quasisep.SHO(omega=jnp.exp(theta[2]), quality=jnp.exp(theta[3]), sigma=jnp.exp(theta[4])))
        return GaussianProcess(kernel, t, diag=jnp.exp(2 * theta[5]), assume_sorted=True).log_probability(y)

    y = (np.sin(t / 3) + 0.3 * _normal(224, n)).astype(np.float32)
    return jax.value_and_grad(loglik), (np.array([0.0, 1.0, 0.5, 1.0, -0.5, -1.0], np.float32), y)


# --- plain jax.numpy: Monte Carlo and simulation ------------------------------------------------------------


def mc_hmc_eight_schools(scale: int = 1) -> Program:
    """Hamiltonian Monte Carlo (Neal's algorithm) on the non-centred eight-schools model (10
    parameters: mu, log tau and 8 standardised effects), written in plain jax: 16 chains
    (`jax.vmap`), 300 iterations of `lax.fori_loop`, each a fresh momentum, 12 leapfrog steps
    of size 0.15 in an inner `lax.fori_loop` and a Metropolis accept; the key an argument (raw
    uint32); the draws' means and the acceptance rate."""
    y = np.array([28, 8, -3, 7, -1, 1, 18, 12], np.float32)
    sd = np.array([15, 10, 16, 11, 9, 11, 10, 18], np.float32)
    chains, iters, leapfrogs, eps = 16 * scale, 300, 12, 0.15

    def log_density(q):
        mu, log_tau, eta = q[0], q[1], q[2:]
        theta = mu + jnp.exp(log_tau) * eta
        return (-0.5 * (mu / 5) ** 2 - 0.5 * (log_tau / 5) ** 2 - 0.5 * (eta ** 2).sum()
                - 0.5 * (((y - theta) / sd) ** 2).sum())

    grad = jax.grad(log_density)

    def hmc_step(q, key):
        kp, ku = jax.random.split(key)
        p0 = jax.random.normal(kp, q.shape)

        def leapfrog(_, qp):
            q, p = qp
            p = p + 0.5 * eps * grad(q)
            q = q + eps * p
            return q, p + 0.5 * eps * grad(q)

        q1, p1 = jax.lax.fori_loop(0, leapfrogs, leapfrog, (q, p0))
        log_ratio = log_density(q1) - 0.5 * (p1 ** 2).sum() - log_density(q) + 0.5 * (p0 ** 2).sum()
        accept = jnp.log(jax.random.uniform(ku)) < log_ratio
        return jnp.where(accept, q1, q), accept

    def sample(q0, key):
        keys = jax.random.split(jax.random.wrap_key_data(key), chains)

        def chain(q, key):
            def body(i, carry):
                q, total, accepted = carry
                q, acc = hmc_step(q, jax.random.fold_in(key, i))
                return q, total + q, accepted + acc

            _, total, accepted = jax.lax.fori_loop(0, iters, body, (q, jnp.zeros_like(q), 0))
            return total / iters, accepted / iters

        means, rates = jax.vmap(chain)(jnp.clip(q0, -3, 3), keys)
        return means.mean(0), rates.mean()

    return sample, (_normal(225, chains, 10), _key(7))


def mc_ising_checkerboard_metropolis(scale: int = 1) -> Program:
    """Metropolis Monte Carlo of the 2D Ising model (48x48, periodic, beta 0.44 near the
    critical point) with checkerboard updates, written in plain jax: 100 sweeps in
    `lax.fori_loop`, each drawing one uniform per site and updating the two sublattices in turn
    from the four neighbours' field; the start spins the signs of an argument; the
    magnetisation and energy per spin after each sweep; the key an argument (raw uint32)."""
    n, sweeps, beta = 48 * scale, 100, 0.44
    parity = (np.add.outer(np.arange(n), np.arange(n)) % 2).astype(bool)

    def neighbours(s):
        return jnp.roll(s, 1, 0) + jnp.roll(s, -1, 0) + jnp.roll(s, 1, 1) + jnp.roll(s, -1, 1)

    def run(s0, key):
        key = jax.random.wrap_key_data(key)
        s = jnp.where(s0 >= 0, 1.0, -1.0)

        def sweep(i, carry):
            s, mags, energies = carry
            u = jax.random.uniform(jax.random.fold_in(key, i), (n, n))
            for colour in (parity, ~parity):
                d_e = 2 * s * neighbours(s)
                flip = colour & (u < jnp.exp(-beta * d_e))
                s = jnp.where(flip, -s, s)
            return s, mags.at[i].set(s.mean()), energies.at[i].set(-(s * neighbours(s)).mean() / 2)

        return jax.lax.fori_loop(0, sweeps, sweep, (s, jnp.zeros(sweeps), jnp.zeros(sweeps)))

    return run, (_normal(226, n, n), _key(8))


def sim_gray_scott_nested(scale: int = 1) -> Program:
    """The Gray-Scott reaction-diffusion system (F 0.037, k 0.06, the "mitosis" pattern) on a
    64x64 periodic grid, written in plain jax: 20 frames in `lax.scan`, each 40 explicit Euler
    steps in an inner `lax.fori_loop` (five-point Laplacians by `jnp.roll`); the two
    concentrations' starts are arguments clipped to [0, 1]; every frame recorded."""
    n, frames, inner = 64 * scale, 20, 40
    du, dv, feed, kill = 0.16, 0.08, 0.037, 0.06

    def lap(a):
        return jnp.roll(a, 1, 0) + jnp.roll(a, -1, 0) + jnp.roll(a, 1, 1) + jnp.roll(a, -1, 1) - 4 * a

    def euler(_, uv):
        u, v = uv
        uvv = u * v * v
        return u + du * lap(u) - uvv + feed * (1 - u), v + dv * lap(v) + uvv - (feed + kill) * v

    def simulate(u0, v0):
        def frame(uv, _):
            uv = jax.lax.fori_loop(0, inner, euler, uv)
            return uv, uv[1]

        return jax.lax.scan(frame, (jnp.clip(u0, 0, 1), jnp.clip(v0, 0, 1)), None, length=frames)

    r = _rng(227)
    u0 = np.ones((n, n), np.float32)
    v0 = np.zeros((n, n), np.float32)
    c = slice(n // 2 - 6, n // 2 + 6)
    u0[c, c], v0[c, c] = 0.5, 0.25
    return simulate, (u0 - 0.02 * r.random((n, n)).astype(np.float32), v0 + 0.02 * r.random((n, n)).astype(np.float32))


def ot_sinkhorn_log_domain(scale: int = 1) -> Program:
    """Entropic optimal transport between two 2D point clouds (128 and 96 points, uniform
    weights, squared-Euclidean cost scaled to at most 1, epsilon 0.01) by log-domain Sinkhorn
    iterations written in plain jax: a `lax.while_loop` until the first marginal's error is
    under 1e-4, at most 1000 iterations; the potentials, the transport cost and the iterations
    taken."""
    n, m, eps, tol, max_iter = 128 * scale, 96 * scale, 0.01, 1e-4, 1000

    def transport(x, y):
        cost = ((x[:, None] - y[None]) ** 2).sum(-1)
        cost = cost / cost.max()
        log_a, log_b = jnp.full(n, -np.log(n)), jnp.full(m, -np.log(m))

        def plan_log(f, g):
            return (f[:, None] + g[None] - cost) / eps

        def body(state):
            f, g, _, it = state
            f = eps * (log_a - jax.nn.logsumexp((g[None] - cost) / eps, axis=1))
            g = eps * (log_b - jax.nn.logsumexp((f[:, None] - cost) / eps, axis=0))
            err = jnp.abs(jnp.exp(jax.nn.logsumexp(plan_log(f, g), axis=1)) - jnp.exp(log_a)).sum()
            return f, g, err, it + 1

        def go_on(state):
            return (state[2] > tol) & (state[3] < max_iter)

        f, g, err, it = jax.lax.while_loop(go_on, body, (jnp.zeros(n), jnp.zeros(m), jnp.inf, 0))
        return f, g, (jnp.exp(plan_log(f, g)) * cost).sum(), it

    return transport, (_normal(228, n, 2), _normal(229, m, 2) + 0.5)


#: The held-out loop set (`examples/real-loops/`; `examples/make_real.py --set loops` writes it).
REAL_LOOPS: dict[str, Callable[..., Program]] = {f.__name__: f for f in (
    diffrax_lorenz96_tsit5_pid, diffrax_burgers_mol_heun, diffrax_sde_double_well_euler,
    jaxmd_nvt_nose_hoover_morse, jaxmd_fire_soft_sphere_jamming, jaxcfd_scalar_advection_van_leer,
    jax_gmres_convection_diffusion, jax_bicgstab_helmholtz, jax_lobpcg_laplacian_modes, jax_bfgs_rosenbrock,
    jax_odeint_lotka_volterra_grad, flax_optax_mlp_train_fori, optax_lbfgs_logistic_regression,
    flax_lstm_greedy_decode, flax_gru_lm_grad, rlax_cartpole_rollout_gae, distrax_particle_filter_stochvol,
    tinygp_quasisep_loglik_grad, mc_hmc_eight_schools, mc_ising_checkerboard_metropolis, sim_gray_scott_nested,
    ot_sinkhorn_log_domain)}


def lower(name: str, scale: int = 1) -> str:
    """The StableHLO text of program `name` of `REAL_LOOPS` at `scale`."""
    fn, args = REAL_LOOPS[name](scale)
    text = jax.jit(fn).lower(*args).as_text()
    if "callback" in text:
        raise RuntimeError(f"{name}: the lowered program holds a host callback")
    return text


__all__ = ["REAL_LOOPS", "lower"]
