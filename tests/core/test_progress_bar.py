"""The progress bar of long commands (``burg simulate``, ``burg review``, the ladder): a tqdm
bar on a terminal, nothing in CI, a log or a pipe (``burg.core.cli.progress_bar``)."""

from __future__ import annotations

import io
import os
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from burg.core import cli

ROOT = Path(__file__).resolve().parents[2]
SIMULATE = [sys.executable, "-m", "burg", "simulate", "--players", "2", "--games", "3"]
SIMULATE += ["--bots", "random"]


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def _env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "CI"}
    return {**env, "PYTHONPATH": str(ROOT), **extra}


def test_a_bar_only_on_a_terminal_and_never_in_ci(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("CI", raising=False)
    assert not cli.bar_wanted()  # pytest captures: no terminal
    monkeypatch.setattr(sys, "stdout", Terminal())
    monkeypatch.setattr(sys, "stderr", Terminal())
    assert cli.bar_wanted()
    monkeypatch.setenv("CI", "true")
    assert not cli.bar_wanted()


def test_without_tqdm_a_bar_that_shows_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "tqdm", None)  # import tqdm fails
    with cli.progress_bar(5, "game") as bar:
        bar.update(2)
        bar.update(3)
        assert bar.n == 5 and bar.total == 5


@pytest.mark.parametrize("ci", [True, False], ids=["ci", "pipe"])
def test_simulate_prints_no_bar_into_ci_or_a_pipe(ci: bool) -> None:
    env = _env(CI="true") if ci else _env()
    out = subprocess.run(SIMULATE, capture_output=True, text=True, env=env, cwd=ROOT, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stderr == ""  # no bar, nothing else
    assert "3 games, 2 players" in out.stdout and "|" not in out.stdout


def test_simulate_shows_a_bar_on_a_terminal() -> None:
    pytest.importorskip("tqdm")
    pty = pytest.importorskip("pty")
    fcntl = pytest.importorskip("fcntl")
    termios = pytest.importorskip("termios")
    leader, follower = pty.openpty()
    # a terminal of 24 lines of 80 columns (a new one has none: tqdm would draw nothing)
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    try:
        proc = subprocess.run(
            SIMULATE, stdout=follower, stderr=follower, env=_env(), cwd=ROOT, timeout=60
        )
        os.close(follower)
        follower = -1
        chunks = []
        while True:
            try:
                data = os.read(leader, 4096)
            except OSError:  # the terminal's other end is closed: all read
                break
            if not data:
                break
            chunks.append(data)
    finally:
        os.close(leader)
        if follower >= 0:
            os.close(follower)
    text = b"".join(chunks).decode("utf-8", "replace")
    assert proc.returncode == 0
    assert "3/3" in text and "game" in text
