"""Type hints of the native part of dgn (built from the dgn-py crate)."""

from typing import List, Optional, Sequence, Tuple

# (severity, code, message, file, line, column, end_line, end_column,
#  label, notes, help, rendered)
DiagTuple = Tuple[
    str,
    Optional[str],
    str,
    str,
    Optional[int],
    Optional[int],
    Optional[int],
    Optional[int],
    Optional[str],
    List[str],
    List[str],
    str,
]
# (name, json, svg, text, ansi)
PictureTuple = Tuple[str, str, str, str, str]

__version__: str
DEFAULT_TARGET: str

def check(
    text: bytes,
    filename: str,
    target: Optional[str] = None,
    kind: Optional[str] = None,
    allow: Sequence[str] = ...,
) -> Tuple[bool, List[DiagTuple]]: ...
def compile(
    text: bytes,
    filename: str,
    target: Optional[str] = None,
    kind: Optional[str] = None,
    allow: Sequence[str] = ...,
) -> Tuple[Optional[List[Tuple[str, bytes]]], List[DiagTuple]]: ...
def preview(
    text: bytes,
    filename: str,
    target: Optional[str] = None,
    kind: Optional[str] = None,
    allow: Sequence[str] = ...,
) -> Tuple[Optional[List[PictureTuple]], List[DiagTuple]]: ...
def to_lua(
    text: bytes,
    filename: str,
    target: Optional[str] = None,
    allow_flip: bool = False,
    allow: Sequence[str] = ...,
) -> Tuple[Optional[List[Tuple[str, bytes]]], List[DiagTuple]]: ...
def targets() -> List[str]: ...
