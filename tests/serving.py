"""A server process for the tests: a free port, its own process group, a wait until it answers,
and a stop that takes its kernels with it (used by the browser tests' and the security tests'
servers)."""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest


def free_port() -> int:
    """A TCP port of 127.0.0.1 that nobody listens on now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def port_open(port: int) -> bool:
    """Something accepts connections on ``port`` of 127.0.0.1."""
    with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), 1):
        return True
    return False


@contextlib.contextmanager
def running(
    command: list[str],
    *,
    cwd: Path,
    env: dict[str, str],
    log_path: Path,
    ready: Callable[[], bool],
    timeout: float,
    what: str = "the server",
) -> Iterator[subprocess.Popen]:
    """Run ``command`` (output to ``log_path``) until the block ends; wait until ``ready()``
    first, failing the test if it exits or ``timeout`` seconds pass."""
    log_path.parent.mkdir(exist_ok=True)
    with open(log_path, "w") as log:
        proc = subprocess.Popen(
            command, cwd=cwd, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
        )
        try:
            deadline = time.monotonic() + timeout
            while not ready():
                if proc.poll() is not None:
                    pytest.fail(f"{what} exited with {proc.returncode}; see {log_path}")
                if time.monotonic() > deadline:
                    pytest.fail(f"{what} did not answer in time; see {log_path}")
                time.sleep(0.3)
            yield proc
        finally:
            if proc.poll() is None:
                os.killpg(proc.pid, signal.SIGTERM)
                try:
                    proc.wait(timeout=20)
                except subprocess.TimeoutExpired:
                    os.killpg(proc.pid, signal.SIGKILL)
                    proc.wait()
