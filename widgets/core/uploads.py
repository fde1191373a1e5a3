"""How big a save or position file a page may load (``BURG_MAX_UPLOAD``, bytes; 1 MB).

A real save is a few kilobytes. A bigger file is refused three times over: the page's script
refuses it before sending it (``notebooks/.voila/voila/templates/burg/index.html.j2``), the
server's kernel websocket takes no message much bigger (``widgets.core.serve``), and the kernel
drops one that came anyway before reading it (``refusal``), with a plain message in the page's
language.
"""

from __future__ import annotations

import os
from typing import Any

#: The default limit, bytes.
MAX_UPLOAD = 1024 * 1024

WORDS = {
    "en": (
        "This file is {size}: a save or position file may be {limit} at most. Nothing was loaded."
    ),
    "de": (
        "Diese Datei hat {size}: ein Spielstand oder eine Stellung darf höchstens {limit} haben. "
        "Es wurde nichts geladen."
    ),
}


def max_upload() -> int:
    """The limit of this server (the kernel inherits the server's environment)."""
    try:
        return max(1, int(os.environ.get("BURG_MAX_UPLOAD", "") or MAX_UPLOAD))
    except ValueError:
        return MAX_UPLOAD


def _size(n: int, lang: str) -> str:
    if n >= 1024 * 1024:
        text = f"{n / (1024 * 1024):.1f} MB"
    elif n >= 1024:
        text = f"{n / 1024:.0f} KB"
    else:
        text = f"{n} B" if lang == "en" else f"{n} Byte"
    return text.replace(".", ",") if lang == "de" else text


def refusal(upload: dict[str, Any], lang: str = "en") -> str:
    """The message refusing an uploaded file (a FileUpload value's entry) that is too big, or ""
    if it may be loaded. Looks only at its size, never at its content."""
    content = upload.get("content")
    size = max(int(upload.get("size") or 0), len(content) if content is not None else 0)
    limit = max_upload()
    if size <= limit:
        return ""
    words = WORDS.get(lang, WORDS["en"])
    return words.format(size=_size(size, lang), limit=_size(limit, lang))
