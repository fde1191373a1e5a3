"""One pupil's loop does not take the class down: the share of open pages per address.

    python benchmarks/fair_share.py [--pupils 20] [--page play] [--share 6] [--baseline]

Starts the server the README's way (``bash .ci/serve``, via ``class_load.Server``) with
``BURG_POOLS=<page>=<pupils + share>`` and ``BURG_MAX_PAGES_PER_CLIENT=<share>``, waits until
the pools are full and the machine is quiet, then: one client (127.0.0.2) asks for the page in
a loop, never closing one (a reload loop without the closing beacon, or a script), and once it
holds its share, ``--pupils`` others (127.0.0.3, 127.0.0.4, …: every 127.x.y.z is this machine, so
each pupil has an address of its own) ask for the same page in the same second, over HTTP and
the kernel websocket as a browser does (``class_load.visit``). Printed: the pupils' times to
the whole page (compare the class-burst figures in the README), failures, what the loop got
(pages, refusals and how fast a refusal came), and whether the server's log has an error.
With ``--baseline`` the same pupils first come alone (no loop), for the figure to compare with
on the same machine at the same time; with ``--settle`` they come once the pools have refilled
the pages the loop took (the loop going on): the cost of the loop's refusals alone.

Figures, not a test: tests/core/test_security.py runs a small version in CI.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from class_load import Server, Visit, fmt, leave, page_path, visit

LOOP_ADDRESS = "127.0.0.2"


def pupil_address(i: int) -> str:
    """The ``i``-th pupil's address: 127.0.0.3, 127.0.0.4, … (then 127.0.1.x)."""
    n = i + 3
    return f"127.0.{n // 254}.{n % 254}"


@dataclass
class Loop:
    """What the looping client got."""

    codes: Counter = field(default_factory=Counter)
    refusal_s: list[float] = field(default_factory=list)
    held: list[Visit] = field(default_factory=list)


async def loop_client(base: str, page: str, stop: asyncio.Event, out: Loop, pause: float) -> None:
    """Ask for ``page`` again and again from one address, never closing a page."""
    from tornado.httpclient import AsyncHTTPClient, HTTPRequest

    cookies: dict[str, str] = {}
    while not stop.is_set():
        t0 = time.perf_counter()
        req = HTTPRequest(
            f"{base}/voila/render/{page}",
            headers={"Cookie": "; ".join(f"{k}={v}" for k, v in cookies.items())},
            network_interface=LOOP_ADDRESS,
            request_timeout=120,
        )
        resp = await AsyncHTTPClient().fetch(req, raise_error=False)
        for header in resp.headers.get_list("Set-Cookie"):
            name, _, rest = header.partition("=")
            cookies[name] = rest.split(";")[0]
        out.codes[resp.code] += 1
        if resp.code == 200:
            import re

            m = re.search(r'"kernelId":\s*"([0-9a-f-]+)"', resp.body.decode("utf-8", "replace"))
            v = Visit(page, ok=True, kernel_id=m.group(1) if m else "", cookies=dict(cookies))
            out.held.append(v)
        else:
            out.refusal_s.append(time.perf_counter() - t0)
        await asyncio.sleep(pause)


async def fair_share(
    base: str, page: str, pupils: int, share: int, pause: float = 0.05, settle: Any = None
) -> tuple[list[Visit], Loop]:
    """The loop fills its share, then ``pupils`` others come at once; everyone leaves after.
    ``settle`` (a function, run in a thread): waited for between the two, while the loop goes on
    (the pools refill the pages the loop took)."""
    from tornado.httpclient import AsyncHTTPClient

    AsyncHTTPClient.configure(None, max_clients=pupils + 10)
    stop = asyncio.Event()
    loop = Loop()
    looping = asyncio.create_task(loop_client(base, page, stop, loop, pause))
    deadline = time.monotonic() + 300
    while loop.codes[200] < share and time.monotonic() < deadline and not looping.done():
        await asyncio.sleep(0.2)
    if settle is not None:
        await asyncio.to_thread(settle)
    visits = await asyncio.gather(*(visit(base, page, pupil_address(i)) for i in range(pupils)))
    stop.set()
    await looping
    await asyncio.gather(*(leave(base, v, pupil_address(i)) for i, v in enumerate(visits)))
    await asyncio.gather(*(leave(base, v, LOOP_ADDRESS) for v in loop.held))
    return list(visits), loop


async def burst(base: str, page: str, pupils: int) -> list[Visit]:
    """The pupils alone (no loop): the class-burst figure on this machine now."""
    from tornado.httpclient import AsyncHTTPClient

    AsyncHTTPClient.configure(None, max_clients=pupils + 10)
    visits = await asyncio.gather(*(visit(base, page, pupil_address(i)) for i in range(pupils)))
    await asyncio.gather(*(leave(base, v, pupil_address(i)) for i, v in enumerate(visits)))
    return list(visits)


def _is_error(line: str) -> bool:
    return "Traceback" in line or " 500 " in line or "ERROR" in line or "Uncaught" in line


def log_errors(text: str) -> list[str]:
    """The errors in a server log (not the refusals, which are warnings): each error line with
    the lines of its traceback that follow it (indented, or up to the exception's own line)."""
    errors: list[str] = []
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        if not _is_error(lines[i]):
            i += 1
            continue
        block = [lines[i]]
        i += 1
        in_traceback = "Traceback" in block[0]
        while i < len(lines) and not lines[i].startswith("["):
            line = lines[i]
            if not (line.startswith(" ") or in_traceback or "Traceback" in line):
                break
            in_traceback = in_traceback or "Traceback" in line
            block.append(line)
            i += 1
            if in_traceback and not line.startswith(" ") and "Traceback" not in line:
                in_traceback = False  # the exception's own line ends the traceback
        errors.append("\n".join(block))
    return errors


def report(visits: list[Visit], loop: Loop, errors: list[str]) -> None:
    totals = [v.total_s for v in visits if v.ok]
    failed = [v for v in visits if not v.ok]
    print(f"  pupils, request to whole page: {fmt(totals)}")
    print(f"  pupils failed: {len(failed)} of {len(visits)}")
    for v in failed[:5]:
        print(f"    {v.error}")
    other = sum(n for code, n in loop.codes.items() if code not in (200, 429))
    print(
        f"  the loop: {sum(loop.codes.values())} requests, pages {loop.codes[200]}, refused "
        f"(429) {loop.codes[429]}, other {other}; a refusal in {fmt(loop.refusal_s)}"
    )
    example = f", e.g. {errors[0][:160]}" if errors else ""
    print(f"  server log: {len(errors)} error lines{example}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pupils", type=int, default=20)
    parser.add_argument("--page", default="play", help="as in BURG_POOLS: play, schutz/05_bote")
    parser.add_argument("--share", type=int, default=6, help="BURG_MAX_PAGES_PER_CLIENT")
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument(
        "--baseline", action="store_true", help="first the same burst without the loop"
    )
    parser.add_argument(
        "--settle",
        action="store_true",
        help="the pupils come once the pools have refilled the loop's pages (the loop goes on)",
    )
    args = parser.parse_args()
    page = page_path(args.page)
    env: dict[str, Any] = {
        "BURG_POOL": "0",
        "BURG_PLAY_POOL": "0",
        # the loop's share comes from the pool too: pupils and loop pre-heated alike
        "BURG_POOLS": f"{page.removesuffix('.ipynb')}={args.pupils + args.share}",
        "BURG_MAX_PAGES_PER_CLIENT": str(args.share),
        "BURG_MAX_KERNELS": str(2 * args.pupils + args.share + 4),
    }
    for r in range(args.runs):
        with Server(env) as srv:
            srv.wait_quiet(args.pupils + args.share)
            if args.baseline:  # the same burst without the loop, the machine quiet again after
                base = asyncio.run(burst(srv.url, page, args.pupils))
                srv.wait_quiet(args.pupils + args.share)
            t0 = time.perf_counter()
            settle = (lambda: srv.wait_quiet(args.pupils + args.share)) if args.settle else None
            visits, loop = asyncio.run(
                fair_share(srv.url, page, args.pupils, args.share, settle=settle)
            )
            took = time.perf_counter() - t0
            errors = log_errors(srv.log_path.read_text(errors="replace"))
        if args.baseline:
            ok = [v.total_s for v in base if v.ok]
            print(f"\nrun {r + 1}: {args.pupils} pupils on {page}, no loop")
            print(f"  pupils, request to whole page: {fmt(ok)}; failed {len(base) - len(ok)}")
        print(
            f"\nrun {r + 1}: {args.pupils} pupils on {page} while 127.0.0.2 loops "
            f"(share {args.share}{', pools refilled first' if args.settle else ''}), {took:.0f} s"
        )
        report(visits, loop, errors)


if __name__ == "__main__":
    main()
