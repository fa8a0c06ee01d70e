"""The `.xtm` model file: one JSON header + flax-serialised parameters + a checksum.

Layout (all integers little-endian):

    b"XTUNE-MODEL\\0"            12 bytes, magic
    header length               8 bytes, unsigned
    header                      UTF-8 JSON (schema_version, payload_bytes, and
                                whatever the caller stores: feature layout, pad,
                                normalisers, hyper-parameters, data fingerprint...)
    payload                     flax.serialization msgpack of the parameter tree
    sha256                      32 bytes, of everything before it

Every problem reading one raises `ModelFileError` with one line naming the file.
"""

from __future__ import annotations

import hashlib
import importlib.resources
import json
import os
import struct
import tempfile
from pathlib import Path
from typing import Any

import flax.serialization
import jax
import numpy as np

from xtune.measure.errors import InputError

SCHEMA_VERSION = 1
MAGIC = b"XTUNE-MODEL\0"
_LEN = struct.Struct("<Q")
_DIGEST_BYTES = 32


class ModelFileError(InputError, ValueError):
    """A model file is missing, truncated, corrupt or from a newer xtune; one line naming it."""


def write_model_file(path: str | os.PathLike, header: dict[str, Any], params: Any) -> Path:
    """Writes header + params atomically (temporary file, then rename)."""
    payload = flax.serialization.msgpack_serialize(flax.serialization.to_state_dict(params))
    head = json.dumps({**header, "schema_version": SCHEMA_VERSION, "payload_bytes": len(payload)},
                      sort_keys=True).encode()
    body = MAGIC + _LEN.pack(len(head)) + head + payload
    data = body + hashlib.sha256(body).digest()
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return path


def read_model_file(path: str | os.PathLike, data: bytes | None = None) -> tuple[dict[str, Any], dict[str, Any]]:
    """(header, parameter state dict) of a model file. Raises ModelFileError."""
    where = str(path)
    if data is None:
        try:
            data = Path(path).read_bytes()
        except FileNotFoundError:
            raise ModelFileError(f"{where}: no such model file") from None
        except OSError as e:
            raise ModelFileError(f"{where}: cannot read model file ({e.strerror or e})") from None
    fixed = len(MAGIC) + _LEN.size
    if len(data) < fixed:
        if MAGIC.startswith(data[: len(MAGIC)]) and data:
            raise ModelFileError(f"{where}: truncated model file ({len(data)} bytes)")
        raise ModelFileError(f"{where}: not an xtune model file")
    if data[: len(MAGIC)] != MAGIC:
        raise ModelFileError(f"{where}: not an xtune model file")
    (head_len,) = _LEN.unpack_from(data, len(MAGIC))
    if len(data) < fixed + head_len:
        raise ModelFileError(f"{where}: truncated model file (header cut off at {len(data)} bytes)")
    try:
        header = json.loads(data[fixed: fixed + head_len].decode())
        version = int(header["schema_version"])
        payload_len = int(header["payload_bytes"])
    except (ValueError, KeyError, TypeError, UnicodeDecodeError):
        raise ModelFileError(f"{where}: corrupt model file (unreadable header)") from None
    if version > SCHEMA_VERSION:
        raise ModelFileError(f"{where}: model schema version {version} is newer than this xtune reads "
                             f"({SCHEMA_VERSION}); upgrade xtune")
    end = fixed + head_len + payload_len
    if len(data) < end + _DIGEST_BYTES:
        raise ModelFileError(f"{where}: truncated model file ({len(data)} of {end + _DIGEST_BYTES} bytes)")
    if len(data) > end + _DIGEST_BYTES:
        raise ModelFileError(f"{where}: corrupt model file ({len(data) - end - _DIGEST_BYTES} trailing bytes)")
    if hashlib.sha256(data[:end]).digest() != data[end:]:
        raise ModelFileError(f"{where}: corrupt model file (checksum mismatch)")
    try:
        params = flax.serialization.msgpack_restore(data[fixed + head_len: end])
    except Exception as e:  # msgpack's own exception types
        raise ModelFileError(f"{where}: corrupt model file (parameters: {type(e).__name__})") from None
    if not isinstance(params, dict):
        raise ModelFileError(f"{where}: corrupt model file (parameters are not a tree)")
    return header, params


def read_model(path: str | os.PathLike | None, bundled: str, missing: str
               ) -> tuple[Path, dict[str, Any], dict[str, Any]]:
    """(where, header, parameters) of a model file, or of the file `bundled` shipped in
    surrogate/models/ when `path` is None; `missing` ends the one-line error when an
    installation lacks that file. Raises ModelFileError."""
    if path is None:
        resource = importlib.resources.files("xtune.surrogate") / "models" / bundled
        where = Path(str(resource))
        if not resource.is_file():
            raise ModelFileError(f"{where}: {missing}")
        return where, *read_model_file(where, resource.read_bytes())
    return Path(path), *read_model_file(path)


def check_params(where, params: Any, expected: Any) -> None:
    """Raises ModelFileError (one line naming `where`) unless `params` has the paths and
    shapes of `expected` (e.g. `jax.eval_shape` of the model's init)."""
    got = jax.tree_util.tree_flatten_with_path(params)[0]
    want = jax.tree_util.tree_flatten_with_path(expected)[0]
    got_shapes = {jax.tree_util.keystr(k): np.shape(v) for k, v in got}
    want_shapes = {jax.tree_util.keystr(k): tuple(v.shape) for k, v in want}
    if got_shapes != want_shapes:
        missing = sorted(set(want_shapes) - set(got_shapes)) or sorted(
            k for k in want_shapes if got_shapes.get(k) != want_shapes[k])
        raise ModelFileError(f"{where}: corrupt model file (parameters do not fit the header's model: "
                             f"{missing[0] if missing else 'extra parameters'})")


__all__ = ["MAGIC", "ModelFileError", "SCHEMA_VERSION", "check_params", "read_model", "read_model_file", "write_model_file"]
