"""Deploy what was tuned: answers as files a team keeps in git (`answers`), and `xtune.jit`
(`jit`), a drop-in for `jax.jit` that runs the stored answer and, with `autotune`, tunes a
program the answers lack at its first call (`first_call`). `deploy` imports `measure` only;
`search` imports it (batch writes answers, `xtune search --from` starts from them)."""

from xtune.deploy.answers import Answer, Answers, AnswersError, load, write
from xtune.deploy.jit import Deployment, TunedJit

# `xtune.jit` is the function (`xtune.deploy.jit.jit`); `xtune.deploy.jit` stays the module.
__all__ = ["Answer", "Answers", "AnswersError", "Deployment", "TunedJit", "load", "write"]
