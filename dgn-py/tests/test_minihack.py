"""dgn against the installed `nle` wheel's own compiler, and the MiniHack
integration. Skipped (with the reason) when MiniHack or NLE is missing:
`pip install minihack nle` to run them.

More des-files to compare (for example those of MiniHack's docs and
tutorial notebook) are taken from the folders in `DGN_EXTRA_DES_DIRS`
(separated by `os.pathsep`)."""

import os
import pathlib
import re
import subprocess
import warnings

import pytest

import dgn

minihack = pytest.importorskip("minihack", reason="MiniHack is not installed (pip install minihack nle)")
nle = pytest.importorskip("nle", reason="NLE is not installed (pip install nle)")

import dgn.minihack as integration  # noqa: E402

HACKDIR = pathlib.Path(nle.__file__).parent / "nethackdir"
LEV_COMP = HACKDIR / "lev_comp"
DGN_COMP = HACKDIR / "dgn_comp"
DAT = pathlib.Path(minihack.__file__).parent / "dat"


def des_files():
    files = sorted(DAT.glob("*.des"))
    for folder in filter(None, os.environ.get("DGN_EXTRA_DES_DIRS", "").split(os.pathsep)):
        files += sorted(pathlib.Path(folder).glob("*.des"))
    return files


def nle_lev_comp(path, tmp_path):
    """What the wheel's lev_comp writes for `path` ({name: bytes}) and the
    lines of the errors it reports."""
    out = subprocess.run([str(LEV_COMP), str(path)], cwd=tmp_path, capture_output=True, text=True)
    lines = [int(n) for n in re.findall(r"line (\d+)", out.stdout + out.stderr)]
    files = {p.stem: p.read_bytes() for p in tmp_path.glob("*.lev")}
    return files, lines


@pytest.mark.skipif(not LEV_COMP.exists(), reason="this NLE has no lev_comp (NetHack 3.7/5.0)")
@pytest.mark.parametrize("path", des_files(), ids=lambda p: p.name)
def test_compile_equals_nle_lev_comp(path, tmp_path):
    theirs, error_lines = nle_lev_comp(path, tmp_path)
    if error_lines:
        # A file NLE's compiler rejects raises, with the line it names.
        with pytest.raises(dgn.DgnError) as err:
            dgn.compile(path, target="nle", warn=False)
        assert error_lines[0] in {d.line for d in err.value.errors}, str(err.value)
    else:
        ours = dgn.compile(path, target="nle", warn=False)
        assert ours.keys() == theirs.keys()
        for name in ours:
            assert ours[name] == theirs[name], f"{path.name}: level {name} differs"


@pytest.mark.skipif(not DGN_COMP.exists(), reason="this NLE has no dgn_comp (NetHack 3.7/5.0)")
def test_nle_dungeon_equals_dgn_comp(tmp_path):
    source = HACKDIR / "dat" / "dungeon.def"
    if not source.exists():
        pytest.skip("NLE's dungeon.def is not installed")
    (tmp_path / "dungeon.pdf").write_bytes(source.read_bytes())
    subprocess.run([str(DGN_COMP), "dungeon.pdf"], cwd=tmp_path, check=True, capture_output=True)
    ours = dgn.compile(source, target="nle")
    assert ours == {"dungeon": (tmp_path / "dungeon").read_bytes()}


BROKEN = """MAZE: "mylevel", ' '
FLAGS:hardfloor
GEOMETRY:center,center
MAP
.....
.....
ENDMAP
REGION:(0,0,4,1),lit,"ordinary"
MONSTER:('d',"jackall"),(1,1)
STAIR:(4,1),down
"""
GOOD = BROKEN.replace("jackall", "jackal")


@pytest.fixture
def enabled():
    integration.enable()
    yield
    integration.disable()


def run(des, steps=(0, 1, 2, 3, 4, 5, 6, 7), seed=5):
    import gymnasium as gym

    env = gym.make("MiniHack-Navigation-Custom-v0", des_file=des)
    try:
        env.unwrapped.seed(seed, seed, reseed=False)
        obs, _ = env.reset()
        seen = [obs["glyphs"].copy()]
        for a in steps:
            obs, *_ = env.step(a)
            seen.append(obs["glyphs"].copy())
        return seen
    finally:
        env.close()


def test_a_broken_des_file_raises_with_its_line(enabled):
    with pytest.raises(dgn.DgnError) as err:
        run(BROKEN)
    assert err.value.line == 9
    assert "<des-file>:9:9" in str(err.value)
    assert integration.enabled()


def test_a_broken_des_file_path_raises_with_its_name(enabled, tmp_path):
    path = tmp_path / "broken.des"
    path.write_text(BROKEN)
    with pytest.raises(dgn.DgnError) as err:
        run(str(path))
    assert err.value.errors[0].file == str(path) and err.value.line == 9


def test_a_correct_des_file_runs_as_without_the_integration():
    without = run(GOOD)
    integration.enable()
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error")  # a correct file shows nothing
            with_it = run(GOOD)
    finally:
        integration.disable()
    assert len(with_it) == len(without)
    assert all((a == b).all() for a, b in zip(with_it, without))


def test_level_generator_output_is_checked(enabled):
    from minihack import LevelGenerator

    lvl = LevelGenerator(w=5, h=5)
    lvl.add_monster("jackall", place=(1, 1))
    with pytest.raises(dgn.DgnError) as err:
        run(lvl.get_des())
    assert "jackall" in err.value.errors[0].message


def test_the_lua_route_writes_converted_levels(tmp_path):
    """For an NLE without lev_comp (NetHack 5.0) the des-file becomes Lua."""

    class Fake:
        class nethack:
            _vardir = str(tmp_path)

    (tmp_path / "lib").mkdir()
    integration.enable(lua=True)
    try:
        from minihack.base import MiniHack

        MiniHack._patch_nhdat(Fake(), GOOD)
        with pytest.raises(dgn.DgnError):
            MiniHack._patch_nhdat(Fake(), BROKEN)
    finally:
        integration.disable()
    lua = (tmp_path / "lib" / "mylevel.lua").read_text()
    assert "des.map(" in lua and '"jackal"' in lua
    assert (tmp_path / "mylevel.lua").read_text() == lua


@pytest.mark.parametrize("name", ["chest", "lava_crossing", "locked_door", "quest_easy", "soko1a", "memento_short"])
def test_certain_squares_are_what_nle_builds(name):
    """Every square the preview calls certain shows its terrain in NLE at
    reset (where NLE shows terrain: no monster, object or trap on it)."""
    import gymnasium as gym
    import nle.nethack as nh

    path = DAT / f"{name}.des"
    p = dgn.preview(path, "nle", warn=False)
    certain = [c for c in p.data["cells"] if c["certain"]]
    assert certain
    env = gym.make("MiniHack-Navigation-Custom-v0", des_file=str(path), observation_keys=("glyphs", "chars"))
    compared = 0
    try:
        for seed in (1, 2):
            env.unwrapped.seed(seed, seed, reseed=False)
            obs, _ = env.reset()
            glyphs, chars = obs["glyphs"], obs["chars"]
            for c in certain:
                # NLE's map starts at screen column 1.
                x, y = c["x"] - 1, c["y"]
                g, shown = int(glyphs[y, x]), chr(chars[y, x])
                if not nh.glyph_is_cmap(g) or nh.glyph_is_trap(g) or (shown == " " and c["ch"] != " "):
                    continue
                assert shown == c["ch"], (name, seed, c)
                compared += 1
    finally:
        env.close()
    assert compared > len(certain) // 2
