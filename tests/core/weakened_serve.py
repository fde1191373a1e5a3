"""The class server made unsafe on purpose, for tests/core/test_security.py: each of its checks
must fail against this server, or it could not catch a change that opens the server up.

    python tests/core/weakened_serve.py NOTEBOOK_DIR   (as ``widgets.core.serve``, same env)

What is weakened: every browser may use every kernel, every message type reaches a kernel
(``execute_request`` runs code), no share per address, no headers of ours, Voilà's contents API
is back, ``/voila/files/`` serves any file of the machine, and a kernel websocket takes tornado's
10 MB messages. Never a product: only the tests start it.
"""

from __future__ import annotations

import os
from typing import Any

from jupyter_server.auth.authorizer import AllowAllAuthorizer
from voila.static_file_handler import AllowListFileHandler

from widgets.core import serve

_config = serve.config
_init_settings = serve.ClassroomVoila.init_settings
_init_handlers = serve.ClassroomVoila.init_handlers


def weak_config(settings: serve.Settings, sizes: dict[str, int], hidden: Any = ()) -> Any:
    c = _config(settings, sizes, hidden)
    c.Voila.authorizer_class = AllowAllAuthorizer
    c.Voila.tornado_settings = {}
    return c


def weak_settings(self: serve.ClassroomVoila) -> dict:
    settings = _init_settings(self)
    self.kernel_manager.allowed_message_types = []  # []: every message type
    return settings


def weak_handlers(self: serve.ClassroomVoila) -> list:
    out = []
    for route in _init_handlers(self):
        if route[1] is serve.NotHere:
            continue
        if route[1] is AllowListFileHandler:
            route = (route[0], route[1], {"allowlist": [".*"], "denylist": [], "path": "/"})
        out.append(route)
    return out


serve.config = weak_config
serve.ClassroomVoila.init_settings = weak_settings  # type: ignore[method-assign]
serve.ClassroomVoila.init_handlers = weak_handlers  # type: ignore[method-assign]
serve.SafeHeaders.transform_first_chunk = lambda self, code, headers, chunk, _end: (  # type: ignore[method-assign]
    code,
    headers,
    chunk,
)
os.environ["BURG_MAX_PAGES_PER_CLIENT"] = "0"

if __name__ == "__main__":
    serve.main()
