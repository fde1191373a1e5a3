"""The class server's settings (widgets/core/serve.py): read from BURG_* variables, bad values
stop the server with a message naming the variable, pools per page."""

from __future__ import annotations

from pathlib import Path

import pytest

from widgets.core.serve import Settings, _classroom_factory, config

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"


def test_defaults_and_pools_per_page() -> None:
    s = Settings.from_env({})
    assert (s.port, s.ip, s.pool, s.play_pool, s.cull_seconds) == (8866, "0.0.0.0", 1, 2, 600)
    assert s.max_kernels >= 8
    sizes = s.pool_sizes(NOTEBOOKS)
    assert sizes["play.ipynb"] == 2
    assert sizes["03_round.ipynb"] == 1 and sizes["index.ipynb"] == 1
    assert set(sizes) == {p.name for p in NOTEBOOKS.glob("*.ipynb")}


def test_a_class_sets_its_pools() -> None:
    env = {"BURG_POOL": "0", "BURG_PLAY_POOL": "30", "BURG_POOLS": "05_bote=12, index=3"}
    sizes = Settings.from_env(env).pool_sizes(NOTEBOOKS)
    assert sizes["play.ipynb"] == 30
    assert sizes["05_bote.ipynb"] == 12 and sizes["index.ipynb"] == 3
    assert sizes["03_round.ipynb"] == 0


@pytest.mark.parametrize(
    ("env", "words"),
    [
        ({"BURG_PORT": "eighty"}, "BURG_PORT"),
        ({"BURG_PORT": "0"}, "BURG_PORT"),
        ({"BURG_POOL": "-1"}, "BURG_POOL"),
        ({"BURG_MAX_KERNELS": "0"}, "BURG_MAX_KERNELS"),
        ({"BURG_FILL_DELAY": "soon"}, "BURG_FILL_DELAY"),
        ({"BURG_POOLS": "play:30"}, "BURG_POOLS"),
    ],
)
def test_bad_values_name_the_variable(env: dict[str, str], words: str) -> None:
    with pytest.raises(SystemExit, match=words):
        Settings.from_env(env)


def test_unknown_page_in_pools() -> None:
    s = Settings.from_env({"BURG_POOLS": "no_such_page=3"})
    with pytest.raises(SystemExit, match="no_such_page"):
        s.pool_sizes(NOTEBOOKS)


def test_voila_configuration() -> None:
    s = Settings.from_env({"BURG_PLAY_POOL": "5", "BURG_CULL_SECONDS": "120"})
    c = config(s, s.pool_sizes(NOTEBOOKS))
    assert c.VoilaConfiguration.preheat_kernel is True
    assert c.VoilaKernelManager.kernel_pools_config["play.ipynb"] == {"pool_size": 5}
    assert c.MappingKernelManager.cull_idle_timeout == 120
    assert c.MappingKernelManager.cull_connected is False


def test_pool_policy_sits_over_voilas_manager() -> None:
    from widgets.core.serve import CappedKernelManager, PoolPolicy

    cls = _classroom_factory(CappedKernelManager, True, 1)
    assert cls.__mro__[1] is PoolPolicy and issubclass(cls, CappedKernelManager)
    assert _classroom_factory(CappedKernelManager, False, 0).__mro__[1] is CappedKernelManager
