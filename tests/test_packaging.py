"""xtune installs as one package, `xtune.*`: a wheel in a fresh environment works from a
folder that holds the user's own `search.py` and `measure/`, and leaves them theirs."""

from __future__ import annotations

import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
ATTENTION = ROOT / "examples" / "programs" / "attention.mlir"


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """A wheel built from a copy of what setup.cfg packages (setuptools' build/ folder would
    otherwise sit in the checkout, holding copies of modules deleted since)."""
    src, out = tmp_path_factory.mktemp("src"), tmp_path_factory.mktemp("wheel")
    for name in ("setup.cfg", "pyproject.toml", "README.md", "__init__.py", "__main__.py"):
        shutil.copy(ROOT / name, src / name)
    for layer in ("measure", "surrogate", "deploy", "search"):
        shutil.copytree(ROOT / layer, src / layer, ignore=shutil.ignore_patterns("__pycache__"))
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(out), str(src)],
                   check=True, capture_output=True, timeout=300)
    (found,) = out.glob("xtune-*.whl")
    return found


@pytest.fixture(scope="module")
def fresh_env(wheel, tmp_path_factory) -> Path:
    """A new venv holding only the wheel; its dependencies (jax, ...) are read from this
    interpreter's site-packages, without this checkout's editable install."""
    env = tmp_path_factory.mktemp("venv") / "env"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(env)], check=True, timeout=120)
    py = env / "bin" / "python"
    site = subprocess.run([py, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                          check=True, capture_output=True, text=True).stdout.strip()
    Path(site, "dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    subprocess.run([sys.executable, "-m", "pip", "--python", str(py), "install", "-q", "--no-deps", str(wheel)],
                   check=True, capture_output=True, timeout=300)
    return env


@pytest.fixture()
def user_folder(tmp_path) -> Path:
    """A user's project with modules named like xtune's layers, which must not be imported."""
    (tmp_path / "search.py").write_text("raise SystemExit('the user search.py was imported')\nNAME = 'user'\n")
    (tmp_path / "measure").mkdir()
    (tmp_path / "measure" / "__init__.py").write_text("raise SystemExit('the user measure/ was imported')\n")
    (tmp_path / "surrogate.py").write_text("NAME = 'user surrogate'\n")
    return tmp_path


def test_the_wheel_holds_only_the_xtune_package_and_the_bundled_model(wheel):
    names = zipfile.ZipFile(wheel).namelist()
    tops = {n.split("/")[0] for n in names if not n.startswith("xtune-")}
    assert tops == {"xtune"}
    assert {"xtune/__init__.py", "xtune/measure/space.py", "xtune/surrogate/models/default.xtm",
            "xtune/surrogate/models/potentials.xtm",
            "xtune/search/cli.py", "xtune/deploy/jit.py"} <= set(names)
    assert not [n for n in names if n.startswith(("xtune/tests", "xtune/bench", "xtune/examples"))]


def test_xtune_info_runs_from_a_folder_with_its_own_search_and_measure(fresh_env, user_folder):
    env = {"PYTHONPATH": str(user_folder), "PATH": f"{fresh_env / 'bin'}:/usr/bin:/bin"}
    for cmd in ([fresh_env / "bin" / "xtune", "info", ATTENTION],
                [fresh_env / "bin" / "python", "-m", "xtune.search", "info", ATTENTION]):
        done = subprocess.run([str(c) for c in cmd], cwd=user_folder, env=env, capture_output=True, text=True,
                              timeout=300)
        assert done.returncode == 0, done.stdout + done.stderr
        assert "configurable nodes" in done.stdout and "user" not in done.stdout + done.stderr


def test_the_public_api_comes_from_the_wheel_and_the_users_modules_stay_theirs(fresh_env, user_folder):
    code = ("import surrogate, xtune, xtune.measure; "
            "print(surrogate.NAME, '|', xtune.__file__, '|', xtune.ConfigSpace.__module__, xtune.tune.__module__, "
            "xtune.RecordStore.__module__, xtune.Program.__module__, xtune.load_model.__module__)")
    done = subprocess.run([str(fresh_env / "bin" / "python"), "-c", code], cwd=user_folder, capture_output=True,
                          text=True, env={"PYTHONPATH": str(user_folder)}, timeout=300)
    assert done.returncode == 0, done.stderr
    user, where, modules = (part.strip() for part in done.stdout.split("|"))
    assert user == "user surrogate" and where.startswith(str(fresh_env))
    assert modules.split() == ["xtune.measure.space", "xtune.search.tune", "xtune.measure.store",
                               "xtune.measure.program", "xtune.search.costmodel"]
