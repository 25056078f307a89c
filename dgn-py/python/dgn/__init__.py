"""NetHack's data languages from Python: des-files and ``dungeon.def``
checked, compiled, pictured and converted to NetHack 3.7 Lua.

>>> import dgn
>>> levels = dgn.compile(des_text, target="nle")      # {"mylevel": b"..."}
>>> dgn.preview(des_text)                              # a picture in a notebook
>>> lua = dgn.to_lua(des_text)["mylevel"]             # NetHack 3.7 / 5.0 Lua

Every call takes the text of one file (``str`` or ``bytes``) or a path
(``pathlib.Path`` or any ``os.PathLike``; a plain ``str`` is always text).
It raises :class:`DgnError`, which carries every located
:class:`Diagnostic`, when the file has an error; warnings are shown with
Python's :mod:`warnings` (category :class:`DgnWarning`) unless
``warn=False``. :func:`check` never raises for errors in the file: it
returns a :class:`Report`.

Targets (``target=``) are the builds whose bytes dgn writes:
``"nle"`` (the NetHack of the ``nle`` package, which MiniHack runs),
``"nethack-3.6.7"`` (the default), ``"nethack-3.4.3"``, ``"nethack-3.7"``
and the variants; :data:`TARGETS` lists them. The MiniHack integration is
:func:`dgn.minihack.enable`.
"""

from __future__ import annotations

import json as _json
import os as _os
import warnings as _warnings
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional, Sequence, Tuple, TypeVar, Union, cast

from . import _native

__all__ = [
    "Diagnostic",
    "DgnError",
    "DgnWarning",
    "Report",
    "Preview",
    "Previews",
    "check",
    "compile",
    "preview",
    "to_lua",
    "TARGETS",
    "DEFAULT_TARGET",
    "__version__",
]

__version__: str = _native.__version__
#: The built-in targets, default first.
TARGETS: Tuple[str, ...] = tuple(_native.targets())
#: The target used when none is given.
DEFAULT_TARGET: str = _native.DEFAULT_TARGET

Source = Union[str, bytes, "_os.PathLike[str]"]


@dataclass(frozen=True)
class Diagnostic:
    """One error or warning, located in its file.

    ``line`` and ``column`` count from 1 (columns in bytes of the line);
    they are ``None`` for a problem of the whole file. ``rendered`` is the
    message as the command-line tools print it, with the source line.
    """

    severity: str
    code: Optional[str]
    message: str
    file: str
    line: Optional[int]
    column: Optional[int]
    end_line: Optional[int]
    end_column: Optional[int]
    label: Optional[str]
    notes: Tuple[str, ...] = ()
    suggestions: Tuple[str, ...] = ()
    rendered: str = ""

    @property
    def is_error(self) -> bool:
        """Whether it is an error (not a warning)."""
        return self.severity == "error"

    def __str__(self) -> str:
        where = self.file
        if self.line is not None:
            where += f":{self.line}:{self.column}"
        code = f"[{self.code}]" if self.code else ""
        return f"{where}: {self.severity}{code}: {self.message}"


def _diagnostic(t: Tuple[Any, ...]) -> Diagnostic:
    (sev, code, msg, file, line, col, eline, ecol, label, notes, help_, rendered) = t
    return Diagnostic(
        sev, code, msg, file, line, col, eline, ecol, label, tuple(notes), tuple(help_), rendered
    )


class DgnWarning(UserWarning):
    """A warning dgn found in a file; ``.diagnostic`` is the warning."""

    def __init__(self, diagnostic: Diagnostic) -> None:
        super().__init__(diagnostic.rendered or str(diagnostic))
        self.diagnostic = diagnostic


class DgnError(Exception):
    """A file has errors. ``.diagnostics`` holds every error and warning
    found (all of them, not only the first); ``.errors`` the errors;
    ``str()`` is the report as the command-line tools print it."""

    def __init__(self, diagnostics: Sequence[Diagnostic], file: str = "") -> None:
        self.diagnostics: Tuple[Diagnostic, ...] = tuple(diagnostics)
        self.file = file
        errors = self.errors
        first = errors[0] if errors else None
        head = str(first) if first else f"{file}: error"
        if len(errors) > 1:
            head += f" (and {len(errors) - 1} more error{'s' if len(errors) > 2 else ''})"
        super().__init__(head)

    @property
    def errors(self) -> Tuple[Diagnostic, ...]:
        """The errors alone."""
        return tuple(d for d in self.diagnostics if d.is_error)

    @property
    def line(self) -> Optional[int]:
        """The line of the first error (from 1), if it has one."""
        return next((d.line for d in self.errors if d.line is not None), None)

    def __str__(self) -> str:
        return "\n".join(d.rendered for d in self.diagnostics) or super().__str__()


@dataclass(frozen=True)
class Report:
    """What :func:`check` found: ``ok`` when there is no error."""

    diagnostics: Tuple[Diagnostic, ...]
    file: str

    @property
    def ok(self) -> bool:
        """No error was found (warnings may have been)."""
        return not any(d.is_error for d in self.diagnostics)

    @property
    def errors(self) -> Tuple[Diagnostic, ...]:
        return tuple(d for d in self.diagnostics if d.is_error)

    @property
    def warnings(self) -> Tuple[Diagnostic, ...]:
        return tuple(d for d in self.diagnostics if not d.is_error)

    def __bool__(self) -> bool:
        return self.ok

    def render(self) -> str:
        """Every diagnostic as the command-line tools print them."""
        return "\n".join(d.rendered for d in self.diagnostics)

    def raise_for_errors(self) -> None:
        """Raises :class:`DgnError` when there is an error."""
        if not self.ok:
            raise DgnError(self.diagnostics, self.file)

    def __str__(self) -> str:
        return self.render() if self.diagnostics else f"{self.file}: no problem found"

    def _repr_html_(self) -> str:
        import html

        if not self.diagnostics:
            return f"<pre>{html.escape(self.file)}: no problem found</pre>"
        return "<pre>" + html.escape(self.render()) + "</pre>"


def _source(src: Source, filename: Optional[str]) -> Tuple[bytes, str]:
    if isinstance(src, bytes):
        return src, filename or "<string>"
    if isinstance(src, str):
        return src.encode("utf-8"), filename or "<string>"
    if isinstance(src, _os.PathLike):
        path = _os.fspath(src)
        with open(path, "rb") as f:
            return f.read(), filename or path
    raise TypeError(f"expected the text of a file (str or bytes) or a path, not {type(src).__name__}")


_T = TypeVar("_T")


def _finish(value: Optional[_T], diags: List[Any], file: str, warn: bool) -> _T:
    """The value, or DgnError when there is none; warnings shown."""
    diagnostics = [_diagnostic(t) for t in diags]
    if value is None:
        raise DgnError(diagnostics, file)
    if warn:
        for d in diagnostics:
            _warnings.warn(DgnWarning(d), stacklevel=3)
    return value


def check(
    src: Source,
    target: Optional[str] = None,
    *,
    filename: Optional[str] = None,
    kind: Optional[str] = None,
    allow: Sequence[str] = (),
) -> Report:
    """Checks a file of any kind and returns every diagnostic.

    ``kind`` is ``"level"`` (a des-file), ``"dungeon"`` (``dungeon.def``)
    or ``"lua"`` (a NetHack 3.7 level script, run on several seeds); by
    default it follows the file's name, else its text. ``allow`` names
    warnings (or checks that are errors unless allowed, such as
    ``"looked-up-dungeon"``) to drop; ``"warnings"`` drops every warning.
    A wrong ``target`` or ``kind`` raises :class:`ValueError`.
    """
    text, name = _source(src, filename)
    _, diags = _native.check(text, name, target, kind, list(allow))
    return Report(tuple(_diagnostic(t) for t in diags), name)


def compile(
    src: Source,
    target: Optional[str] = None,
    *,
    filename: Optional[str] = None,
    kind: Optional[str] = None,
    allow: Sequence[str] = (),
    warn: bool = True,
) -> Dict[str, bytes]:
    """Compiles a des-file to its levels, ``{name: bytes of name.lev}``, or
    a ``dungeon.def`` to ``{"dungeon": bytes}``: byte for byte what the
    target's ``lev_comp`` or ``dgn_comp`` writes (``target="nle"`` for
    MiniHack). Raises :class:`DgnError` when the file has an error.
    """
    text, name = _source(src, filename)
    files, diags = _native.compile(text, name, target, kind, list(allow))
    files = _finish(files, diags, name, warn)
    return dict(files)


def to_lua(
    src: Source,
    target: Optional[str] = None,
    *,
    filename: Optional[str] = None,
    allow_flip: bool = False,
    allow: Sequence[str] = (),
    warn: bool = True,
) -> Dict[str, str]:
    """Converts every level of a des-file to the NetHack 3.7 (5.0) Lua
    level, ``{name: text of name.lua}``. The conversion's warnings (what
    NetHack 3.7 cannot do as the des-file says) are shown; the converted
    levels keep their orientation unless ``allow_flip``.
    """
    text, name = _source(src, filename)
    files, diags = _native.to_lua(text, name, target, allow_flip, list(allow))
    files = _finish(files, diags, name, warn)
    return {n: b.decode("utf-8", "replace") for n, b in files}


@dataclass(frozen=True)
class Square:
    """What the picture shows at one square (see :attr:`Preview.grid`)."""

    x: int
    y: int
    ch: str
    color: int
    ground: str
    terrain: Optional[str]
    lit: bool
    example: bool
    certain: bool


@dataclass
class Preview:
    """The picture of one level: as data (:attr:`data`, the JSON document of
    ``docs/preview-json.md``; :attr:`rows`, :attr:`squares`, :attr:`marks`,
    :attr:`random`), as SVG (:attr:`svg`, shown by notebooks) and as
    terminal text (:attr:`text`, :attr:`ansi`)."""

    name: str
    json: str = field(repr=False)
    svg: str = field(repr=False)
    text: str = field(repr=False)
    ansi: str = field(repr=False)

    @property
    def data(self) -> Dict[str, Any]:
        """The preview as a dictionary (``docs/preview-json.md``)."""
        cached = self.__dict__.get("_data")
        if cached is None:
            cached = self.__dict__["_data"] = _json.loads(self.json)
        return cast(Dict[str, Any], cached)

    @property
    def rows(self) -> List[str]:
        """The screen, 21 rows of 80 characters, as the text preview draws it."""
        return list(self.data["rows"])

    @property
    def squares(self) -> Dict[Tuple[int, int], Square]:
        """Every square that is not plain unknown stone, by ``(x, y)``."""
        return {(c["x"], c["y"]): Square(**c) for c in self.data["cells"]}

    @property
    def certain(self) -> Dict[Tuple[int, int], str]:
        """The terrain type of every square the game surely builds, by
        ``(x, y)`` (``"ROOM"``, ``"HWALL"``, ...)."""
        return {(c["x"], c["y"]): c["terrain"] for c in self.data["cells"] if c["certain"]}

    @property
    def marks(self) -> List[Dict[str, Any]]:
        """Things at fixed squares (monsters, objects, traps, ...)."""
        return list(self.data["marks"])

    @property
    def random(self) -> List[str]:
        """What the game decides at random, one line each."""
        return list(self.data["random"])

    def __str__(self) -> str:
        return self.text

    def _repr_svg_(self) -> str:
        return self.svg

    def _repr_html_(self) -> str:
        return f"<div class='dgn-preview'>{self.svg}</div>"

    def _repr_pretty_(self, p: Any, cycle: bool) -> None:  # IPython's text display
        p.text(self.text)


class Previews(List[Preview]):
    """The pictures of every level of a file, in order; indexable by
    position or by level name. A notebook shows them one under the other."""

    def __getitem__(self, key: Any) -> Any:
        if isinstance(key, str):
            for p in self:
                if p.name == key:
                    return p
            raise KeyError(f"no level named {key!r} (levels: {', '.join(p.name for p in self)})")
        return super().__getitem__(key)

    @property
    def names(self) -> List[str]:
        return [p.name for p in self]

    def __str__(self) -> str:
        return "\n".join(p.text for p in self)

    def _repr_html_(self) -> str:
        return "".join(p._repr_html_() for p in self)

    def _repr_pretty_(self, p: Any, cycle: bool) -> None:
        p.text(str(self))


def preview(
    src: Source,
    target: Optional[str] = None,
    *,
    filename: Optional[str] = None,
    kind: Optional[str] = None,
    allow: Sequence[str] = (),
    warn: bool = True,
) -> Union[Preview, Previews]:
    """The picture of a des-file's levels (or of a NetHack 3.7 ``.lua``
    level): a :class:`Preview` for a file with one level, else
    :class:`Previews`. Raises :class:`DgnError` when the file has an error.
    """
    text, name = _source(src, filename)
    pictures, diags = _native.preview(text, name, target, kind, list(allow))
    pictures = _finish(pictures, diags, name, warn)
    out = Previews(Preview(*p) for p in pictures)
    return out[0] if len(out) == 1 else out
