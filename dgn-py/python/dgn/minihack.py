"""MiniHack integration: every des-file checked by dgn before NLE compiles it.

Turn it on once, before making environments::

    import dgn.minihack
    dgn.minihack.enable()

From then on every MiniHack environment (a des-file given as a path, as a
string, or made with ``LevelGenerator``, and every later ``env.update``)
is checked with dgn for the ``nle`` target first. A des-file with an error
raises :class:`dgn.DgnError` carrying every located diagnostic, where
MiniHack alone would print a line at best and go on with a stale or
missing level; warnings are shown with :mod:`warnings`. A correct
des-file is then compiled by NLE as before, so the environment behaves
exactly as without the integration.

For an NLE built on NetHack 3.7/5.0 (it has no ``lev_comp``), the des-file
is converted with :func:`dgn.to_lua` instead, the conversion's warnings
shown, and each level written as ``NAME.lua`` beside the game's data
(see :func:`enable`). MiniHack and NLE are optional: importing this module
does not import them.
"""

from __future__ import annotations

import os
import warnings
from typing import Any, Dict, Optional, Sequence, Tuple

import dgn

__all__ = ["enable", "disable", "enabled", "des_text", "check_des", "des_to_lua", "has_lev_comp"]

_ORIGINAL = None
_SETTINGS: Dict[str, Any] = {}


def des_text(des_file: str) -> Tuple[bytes, str]:
    """The text and a name of a des-file as MiniHack takes it: a path ending
    in ``.des`` (as given, else in MiniHack's own ``dat`` folder), or the
    text itself. Returns ``(text, filename)``."""
    if des_file.endswith(".des"):
        path = os.path.abspath(des_file)
        if not os.path.exists(path):
            try:
                from minihack.base import PATH_DAT_DIR  # type: ignore[import-not-found, import-untyped, unused-ignore]

                path = os.path.abspath(os.path.join(PATH_DAT_DIR, des_file))
            except ImportError:  # pragma: no cover - MiniHack is optional
                pass
        with open(path, "rb") as f:
            return f.read(), des_file
    return des_file.encode("utf-8"), "<des-file>"


def check_des(des_file: str, target: str = "nle", allow: Sequence[str] = ()) -> dgn.Report:
    """Checks a des-file as MiniHack takes it (see :func:`des_text`);
    raises :class:`dgn.DgnError` on errors, shows warnings, returns the
    report."""
    text, name = des_text(des_file)
    report = dgn.check(text, target, filename=name, kind="level", allow=allow)
    report.raise_for_errors()
    for d in report.warnings:
        warnings.warn(dgn.DgnWarning(d), stacklevel=3)
    return report


def des_to_lua(des_file: str, target: str = "nle", allow: Sequence[str] = ()) -> Dict[str, str]:
    """The des-file (as MiniHack takes it) as NetHack 3.7/5.0 Lua levels,
    ``{name: text}``, with the conversion's warnings shown."""
    text, name = des_text(des_file)
    return dgn.to_lua(text, target, filename=name, allow=allow)


def has_lev_comp() -> bool:
    """Whether the installed NLE compiles des-files (NetHack 3.6); an NLE
    on NetHack 3.7/5.0 has no ``lev_comp``."""
    try:
        import pkg_resources  # type: ignore[import-not-found, import-untyped, unused-ignore]

        hackdir = pkg_resources.resource_filename("nle", "nethackdir")
    except Exception:  # pragma: no cover
        import nle  # type: ignore[import-not-found, import-untyped, unused-ignore]

        hackdir = os.path.join(os.path.dirname(nle.__file__), "nethackdir")
    return os.path.exists(os.path.join(hackdir, "lev_comp"))


def enabled() -> bool:
    """Whether the integration is on."""
    return _ORIGINAL is not None


def enable(
    target: str = "nle",
    allow: Sequence[str] = (),
    lua: Optional[bool] = None,
) -> None:
    """Turns the integration on for every MiniHack environment made or
    updated from now on (calling it again changes the settings).

    ``target`` is the build the des-files are checked for (``"nle"``, the
    NetHack of the ``nle`` package); ``allow`` names warnings to drop.
    ``lua`` picks the route: ``False`` checks and lets NLE's ``lev_comp``
    compile; ``True`` converts to NetHack 3.7/5.0 Lua, written as
    ``NAME.lua`` into the environment's ``lib`` data folder (the folder NLE
    reads loose level files from) and its ``vardir``; ``None`` (default)
    takes the Lua route when NLE has no ``lev_comp``.
    """
    global _ORIGINAL
    from minihack.base import MiniHack  # type: ignore[import-not-found, import-untyped, unused-ignore]

    _SETTINGS.update(target=target, allow=tuple(allow), lua=lua)
    if _ORIGINAL is not None:
        return
    original = MiniHack._patch_nhdat

    def _patch_nhdat(self: Any, des_file: str) -> Any:
        target = str(_SETTINGS["target"])
        allow = _SETTINGS["allow"]
        use_lua = _SETTINGS["lua"]
        if use_lua is None:
            use_lua = not has_lev_comp()
        if use_lua:
            levels = des_to_lua(des_file, target, allow)  # raises on errors
            vardir = self.nethack._vardir
            for folder in (os.path.join(vardir, "lib"), vardir):
                if os.path.isdir(folder):
                    for name, lua in levels.items():
                        with open(os.path.join(folder, f"{name}.lua"), "w") as f:
                            f.write(lua)
            return None
        check_des(des_file, target, allow)
        return original(self, des_file)

    _patch_nhdat.__doc__ = original.__doc__
    _patch_nhdat.__wrapped__ = original  # type: ignore[attr-defined, unused-ignore]
    MiniHack._patch_nhdat = _patch_nhdat
    _ORIGINAL = original


def disable() -> None:
    """Turns the integration off: MiniHack compiles as it does alone."""
    global _ORIGINAL
    if _ORIGINAL is None:
        return
    from minihack.base import MiniHack  # type: ignore[import-not-found, import-untyped, unused-ignore]

    MiniHack._patch_nhdat = _ORIGINAL
    _ORIGINAL = None
