"""The dgn package without MiniHack: checks, compiles, pictures, Lua."""

import json
import pathlib
import subprocess
import sys
import warnings

import pytest

import dgn

LEVEL = """MAZE: "mylevel", ' '
GEOMETRY: center, center
MAP
-----
|...|
-----
ENDMAP
MONSTER: ('d', "jackal"), (1,1)
OBJECT: '(', random
"""

BROKEN = LEVEL.replace('"jackal"', '"jackall"').replace("OBJECT:", "OBJET:")

NLE_HEADER = bytes.fromhex(
    "0007060300000000" "00000a0000000000" "7d511c2100000000" "5849c24801000000" "0080020000000000"
)


def test_import_is_quick_and_lists_targets():
    code = "import time; t = time.perf_counter(); import dgn; print(time.perf_counter() - t)"
    took = float(subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout)
    assert took < 1.0
    assert dgn.TARGETS[:3] == ("nethack-3.4.3", "nethack-3.6.7", "nle")
    assert dgn.DEFAULT_TARGET == "nethack-3.6.7"
    # Importing dgn does not import MiniHack or NLE.
    code = "import sys, dgn, dgn.minihack; print('minihack' in sys.modules, 'nle' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout
    assert out.split() == ["False", "False"]


def test_compile_gives_the_levels_with_nle_header():
    levels = dgn.compile(LEVEL, target="nle")
    assert list(levels) == ["mylevel"]
    assert levels["mylevel"][:40] == NLE_HEADER
    # The same program for 3.6.7, with 3.6.7's header.
    vanilla = dgn.compile(LEVEL, target="nethack-3.6.7")["mylevel"]
    assert vanilla[40:] == levels["mylevel"][40:]
    assert vanilla[:8] == NLE_HEADER[:8] and vanilla[8:40] != NLE_HEADER[8:40]


def test_every_error_is_located_and_raised_together():
    report = dgn.check(BROKEN, "nle", filename="broken.des")
    assert not report.ok and not report
    assert [(d.line, d.column) for d in report.errors] == [(8, 10), (9, 6)]
    first = report.errors[0]
    assert first.severity == "error" and first.file == "broken.des"
    assert first.message == "unknown monster ('d', \"jackall\")"
    assert first.suggestions == ('did you mean "jackal"?',)
    assert "--> broken.des:8:10" in first.rendered
    assert str(first) == "broken.des:8:10: error: unknown monster ('d', \"jackall\")"
    with pytest.raises(dgn.DgnError) as err:
        dgn.compile(BROKEN, "nle", filename="broken.des")
    assert err.value.line == 8
    assert len(err.value.errors) == 2
    assert err.value.args[0] == "broken.des:8:10: error: unknown monster ('d', \"jackall\") (and 1 more error)"
    assert "broken.des:9:6" in str(err.value)
    with pytest.raises(ValueError, match=r"unknown target `nethack-3\.6` \(did you mean `nethack-3\.6\.7`\?\)"):
        dgn.check(LEVEL, "nethack-3.6")


def test_paths_and_bytes_are_read(tmp_path):
    path = tmp_path / "lvl.des"
    path.write_text(BROKEN)
    report = dgn.check(path, "nle")
    assert report.errors[0].file == str(path)
    assert dgn.compile(LEVEL.encode(), "nle") == dgn.compile(LEVEL, "nle")


def test_a_dungeon_compiles_and_its_lints_can_be_allowed():
    text = 'DUNGEON: "The Dungeons of Doom" "D" (25, 5)\nLEVEL: "oracle" "O" @ (5, 5)\n'
    with pytest.raises(dgn.DgnError) as err:
        dgn.compile(text, "nle")
    assert err.value.errors[0].code == "looked-up-dungeon"
    files = dgn.compile(text, "nle", allow=["looked-up-dungeon"])
    assert list(files) == ["dungeon"] and files["dungeon"][:40] == NLE_HEADER


def test_warnings_are_shown_and_can_be_silenced():
    two = LEVEL + LEVEL
    with pytest.warns(dgn.DgnWarning, match="level `mylevel` is defined twice"):
        dgn.compile(two, "nle")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        dgn.compile(two, "nle", warn=False)
        dgn.compile(two, "nle", allow=["level-defined-twice"])
    assert dgn.check(two, "nle").warnings[0].code == "level-defined-twice"


def test_preview_is_data_svg_and_text():
    p = dgn.preview(LEVEL, "nle")
    assert isinstance(p, dgn.Preview) and p.name == "mylevel"
    assert p._repr_svg_().startswith("<svg") and "<svg" in p._repr_html_()
    assert "|d..|" in p.text and "\x1b[" in p.ansi
    data = json.loads(p.json)
    assert data == p.data and data["format"] == "dgn-preview"
    assert len(p.rows) == 21 and all(len(r) == 80 for r in p.rows)
    row = next(r for r in p.rows if "|d..|" in r)
    x0 = row.index("|")
    y0 = p.rows.index(row) - 1
    # Every square of the map is certain, with the game's terrain type.
    assert p.certain[(x0, y0)] == "TLCORNER"
    assert p.certain[(x0 + 2, y0 + 1)] == "ROOM"
    assert len(p.certain) == 15
    assert p.squares[(x0 + 1, y0 + 1)].ground == "floor"
    assert p.marks[0]["kind"] == "MONSTER" and (p.marks[0]["x"], p.marks[0]["y"]) == (x0 + 1, y0 + 1)
    assert p.random == ["OBJECT: '(', random kind at a random or computed spot — <string>:9"]
    both = dgn.preview(LEVEL + LEVEL.replace("mylevel", "other"), "nle", warn=False)
    assert both.names == ["mylevel", "other"] and both["other"].name == "other"


def test_preview_of_a_lua_level():
    lua = 'des.level_init({ style = "solidfill", fg = " " })\ndes.map([[\n---\n|.|\n---\n]])\n'
    p = dgn.preview(lua, filename="tiny.lua")
    assert p.data["format"] == "dgn-preview" and any("|.|" in r for r in p.rows)


def test_to_lua_converts_each_level():
    levels = dgn.to_lua(LEVEL, "nle")
    assert list(levels) == ["mylevel"]
    text = levels["mylevel"]
    assert 'des.monster({ id = "jackal"' in text or 'des.monster("jackal"' in text or "jackal" in text
    assert "des.map(" in text
    with pytest.raises(dgn.DgnError):
        dgn.to_lua(BROKEN, "nle")


def test_the_readme_example_runs_as_shown():
    import doctest
    import re

    readme = pathlib.Path(__file__).resolve().parents[2] / "README.md"
    if not readme.exists():
        pytest.skip("the repository's README.md is not beside the package")
    blocks = re.findall(r"```python\n(>>> .*?)```", readme.read_text(), re.S)
    assert blocks, "the README has a notebook-style example"
    for block in blocks:
        test = doctest.DocTestParser().get_doctest(block, {}, "README", str(readme), 0)
        runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
        runner.run(test)
        assert runner.summarize(verbose=False).failed == 0
