"""Build the tutorial as a static Voici site that asks no host but its own for anything.

Run by ``bash .ci/site`` in its own virtualenv (``.venv-site``: voici-core, jupyterlite-core and
jupyterlite-pyodide-kernel at the versions seen working offline). Steps:

1. Pyodide's core from npm (``pyodide@PYODIDE``) into ``static/pyodide/`` of the site sources.
2. Every wheel a page loads, from PyPI at pinned versions (pure-Python only), and our own package
   built as a wheel, beside it; a rewritten ``pyodide-lock.json`` that lists exactly these. The
   kernel's own wheels (``pyodide_kernel``, the ``ipykernel`` stub) come from the kernel's
   package. Stand-ins: ``sqlite3`` (compiled only, on Pyodide's CDN) and ``jedi`` (completion)
   are empty wheels, so IPython starts without command history and completion; ``piplite`` is a
   stub without ``micropip`` (nothing is installed at run time). Plotly's wheel loses its copies
   of plotly.js; its widget bundle becomes a file of the site. The modules are compiled to
   bytecode by Pyodide's own Python (in Node), so a page's Python does not compile them again
   each time it starts. A memory snapshot of that Python with the slowest modules imported
   (``SNAPSHOT_PY``: IPython, plotly, our engines) is what every page's Python starts from,
   instead of starting and importing them anew (about 2.5 s of every page).
3. ``jupyter-lite.json``: no PyPI fallback, and every package loaded with Pyodide itself, all at
   once, as the kernel starts (``loadPyodideOptions.packages``), instead of one ``piplite``
   install after another; a page then needs no install cell.
4. ``voici build`` of ``notebooks/`` into the output folder.
5. Font Awesome (linked from a CDN by Voilà's templates) from npm, the links rewritten; the
   JupyterLab app the pages never ask for removed; the site's front page leads to ours.

A later page loads everything from the browser's HTTP cache (``benchmarks/site_load.py``
counts what the server sends: one or two files), so no service worker of ours is needed.
Prints the build time and the site's size. Downloads are kept in ``build/site-cache``.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import io
import json
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import urllib.request
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CACHE = ROOT / "build" / "site-cache"
PYODIDE = "0.29.0"
PYODIDE_FILES = (
    "pyodide.js",
    "pyodide.mjs",
    "pyodide.asm.js",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
#: Pure-Python wheels from PyPI: the kernel's (IPython and its dependencies at Pyodide's lock's
#: versions; matplotlib-inline 0.2 needs no matplotlib) and the pages' (widgets, charts).
WHEELS = {
    "asttokens": "3.0.0",
    "comm": "0.2.3",
    "decorator": "5.2.1",
    "executing": "2.2.0",
    "ipython": "9.0.2",
    "ipython-pygments-lexers": "1.1.1",
    "matplotlib-inline": "0.2.1",
    "packaging": "24.2",
    "prompt-toolkit": "3.0.50",
    "pure-eval": "0.2.3",
    "pygments": "2.19.1",
    "six": "1.17.0",
    "stack-data": "0.6.3",
    "traitlets": "5.14.3",
    "typing-extensions": "4.15.0",
    "wcwidth": "0.2.13",
    # the pages
    "ipywidgets": "8.1.7",
    "anywidget": "0.11.0",
    "psygnal": "0.16.1",
    "plotly": "7.1.0",
    "narwhals": "2.15.0",
}
#: The kernel's own wheels, shipped in jupyterlite-pyodide-kernel.
KERNEL_WHEELS = ("pyodide_kernel", "ipykernel", "widgetsnbextension-4")
FONT_AWESOME = {"@fortawesome/fontawesome-free": "5.15.4", "font-awesome": "4.5.0"}


#: The site's own front page: it leads on to ours, keeping ``?lang=``.
FRONT = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Burg — castle games</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<script>location.replace("voici/render/index.html" + location.search);</script>
</head><body><p><a href="voici/render/index.html">Castle games — learn them by playing /
Burgspiele — spielend lernen</a></p></body></html>
"""


def log(msg: str) -> None:
    print(f"[site] {msg}", flush=True)


def fetch(url: str) -> bytes:
    """``url``'s bytes, cached in ``build/site-cache`` (a registry's files never change)."""
    name = re.sub(r"[^A-Za-z0-9._-]", "_", url.split("://", 1)[1])
    path = CACHE / "http" / name
    if not path.exists():
        with urllib.request.urlopen(url, timeout=300) as r:
            data = r.read()
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    return path.read_bytes()


def npm_tarball(package: str, version: str) -> tarfile.TarFile:
    """An npm package's tarball from the registry."""
    base = package.rsplit("/", 1)[-1]
    data = fetch(f"https://registry.npmjs.org/{package}/-/{base}-{version}.tgz")
    return tarfile.open(fileobj=io.BytesIO(data))


def norm(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def pypi_wheels(target: Path) -> list[Path]:
    """Download the pinned pure-Python wheels into ``target``."""
    target.mkdir(parents=True, exist_ok=True)
    cache = CACHE / "wheels"
    cache.mkdir(parents=True, exist_ok=True)
    have = {norm(p.name.split("-")[0]): p for p in cache.glob("*.whl")}
    missing = [f"{n}=={v}" for n, v in WHEELS.items() if norm(n) not in have]
    if missing:
        subprocess.run(
            [
                *(sys.executable, "-m", "pip", "download", "-q", "--no-deps"),
                *("--only-binary=:all:", "--platform", "any", "--python-version", "3.13"),
                *("--implementation", "py", "-d", str(cache), *missing),
            ],
            check=True,
        )
    out = []
    for p in cache.glob("*.whl"):
        if norm(p.name.split("-")[0]) in {norm(n) for n in WHEELS}:
            shutil.copy2(p, target / p.name)
            out.append(target / p.name)
    return out


def our_wheel(target: Path) -> Path:
    """The burg package (engine and pages) as a wheel."""
    tmp = target.parent.parent / "ours"  # in this build's own folder
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(tmp), str(ROOT)],
        check=True,
    )
    (wheel,) = tmp.glob("burg-*.whl")
    return Path(shutil.copy2(wheel, target / wheel.name))


def slim(wheel: Path, drop: tuple[str, ...], stub: dict[str, str]) -> None:
    """Rewrite ``wheel`` without the files whose names start with one of ``drop``, and with the
    files of ``stub`` holding just the text given."""
    tmp = wheel.with_suffix(".tmp")
    with zipfile.ZipFile(wheel) as src, zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            if info.filename in stub:
                dst.writestr(info, stub[info.filename])
            elif not info.filename.startswith(drop):
                dst.writestr(info, src.read(info))
    tmp.replace(wheel)


def plotly_bundle(wheel: Path, out: Path) -> None:
    """Plotly's widget bundle (plotly.js and its widget view) as a file of the site, fetched
    once by the browser (``widgets.core.plotly_go.SITE_BUNDLE``); the wheel keeps its Python."""
    with zipfile.ZipFile(wheel) as z:
        data = z.read("plotly/package_data/widgetbundle.js")
    out.mkdir(parents=True, exist_ok=True)
    (out / "widgetbundle.js").write_bytes(data)


def kernel_wheels(target: Path) -> list[Path]:
    """The kernel's wheels from the jupyterlite-pyodide-kernel package."""
    base = Path(sys.prefix) / "share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension"
    out = []
    for p in sorted((base / "static/pypi").glob("*.whl")):
        if any(p.name.startswith(k) for k in KERNEL_WHEELS):
            out.append(Path(shutil.copy2(p, target / p.name)))
    return out


#: ``piplite`` as the kernel needs it at start (it sets two settings) without ``micropip`` and
#: ``unittest.mock`` (0.4 s of every page's start): the site installs nothing at run time.
PIPLITE = {
    "piplite/__init__.py": '"""No installing here: every package comes with the page."""\n'
    "from .piplite import install  # noqa: F401\n",
    "piplite/piplite.py": "import importlib.util\n\n_PIPLITE_URLS = []\n"
    "_PIPLITE_DISABLE_PYPI = True\n\n\n"
    "async def install(name, *args, **kwargs):\n"
    "    if importlib.util.find_spec(str(name).replace('-', '_')) is None:\n"
    '        raise RuntimeError(f"This site installs no packages (asked for {name}).")\n',
}


def empty_wheel(
    target: Path, name: str, version: str, modules: dict[str, str] | None = None
) -> Path:
    """A wheel that installs nothing but its metadata and ``modules`` (path -> source)
    (``sqlite3``: see the module docstring)."""
    dist = f"{name}-{version}.dist-info"
    files = {
        **(modules or {}),
        f"{dist}/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n",
        f"{dist}/WHEEL": "Wheel-Version: 1.0\nGenerator: burg\nRoot-Is-Purelib: true\n"
        "Tag: py3-none-any\n",
    }

    def digest(text: str) -> str:
        raw = hashlib.sha256(text.encode()).digest()
        return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()

    record = "".join(
        f"{path},sha256={digest(text)},{len(text.encode())}\n" for path, text in files.items()
    )
    files[f"{dist}/RECORD"] = record + f"{dist}/RECORD,,\n"
    path = target / f"{name}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(path, "w") as z:
        for p, text in files.items():
            z.writestr(zipfile.ZipInfo(p, (2020, 1, 1, 0, 0, 0)), text)
    return path


#: Run by Pyodide's own Python (in Node, below): compile every wheel's modules to bytecode for
#: exactly that Python, so a page's Python does not compile them again each time it starts
#: (IPython alone: 0.6 s). Third-party modules become sourceless ``.pyc`` files (as Pyodide's
#: own packages are); ours keep their source beside ``__pycache__`` (readable tracebacks).
#: Of plotly and narwhals, whose modules a page imports only a few of, just the modules a chart
#: of ours imports (found by making one figure of each kind) get bytecode, beside their source.
COMPILE_PY = r"""
import importlib.util, pathlib, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

import plotly.graph_objects as go

go.FigureWidget(
    data=[go.Scatter(x=[1], y=[1], name="a"), go.Bar(x=["a"], y=[1], name="b")],
    layout={"title": {"text": "t"}, "xaxis": {"title": {"text": "x"}}, "legend": {}},
)
link = {"source": [0], "target": [1], "value": [1]}
go.FigureWidget(data=[go.Sankey(node={"label": ["a", "b"]}, link=link)])
tag = sys.implementation.cache_tag
site = "/lib/python%d.%d/site-packages/" % sys.version_info[:2]
used = {
    m.__file__.removeprefix(site)
    for m in list(sys.modules.values())
    if getattr(m, "__file__", None) and m.__file__.startswith(site)
}
done = 0
for wheel in sorted(pathlib.Path("/wheels").glob("*.whl")):
    dist = wheel.name.split("-")[0]
    few = dist in ("plotly", "narwhals")
    tmp = wheel.with_suffix(".tmp")
    with zipfile.ZipFile(wheel) as src, zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            data = src.read(info)
            name = info.filename
            top = name.split("/")[0]
            if (
                not name.endswith(".py")
                or top.endswith((".data", ".dist-info"))
                or (few and name not in used)
            ):
                dst.writestr(info, data)
                continue
            try:
                code = compile(data, site + name, "exec", dont_inherit=True)
            except SyntaxError:
                dst.writestr(info, data)
                continue
            pyc = _code_to_hash_pyc(code, importlib.util.source_hash(data), False)
            if dist == "burg" or few:
                folder, _, base = name.rpartition("/")
                dst.writestr(info, data)
                dst.writestr(f"{folder}/__pycache__/{base[:-3]}.{tag}.pyc", pyc)
            else:
                dst.writestr(name + "c", pyc)
            done += 1
    tmp.replace(wheel)
done
"""
COMPILE_JS = """
import { loadPyodide } from "%(pyodide)s";
const pyodide = await loadPyodide({ indexURL: "%(index)s" });
await pyodide.loadPackage(["plotly", "narwhals", "anywidget", "ipywidgets", "comm", "traitlets",
  "psygnal", "typing-extensions", "packaging", "ipython", "decorator", "pygments", "jedi",
  "matplotlib-inline", "prompt-toolkit", "stack-data", "executing", "asttokens", "pure-eval",
  "wcwidth", "ipython-pygments-lexers", "six"], { messageCallback: () => {} });
pyodide.FS.mkdirTree("/wheels");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: "%(wheels)s" }, "/wheels");
const n = await pyodide.runPythonAsync(%(code)s);
console.log(`${n} modules compiled`);
"""


def compile_wheels(target: Path) -> None:
    """Add bytecode to the wheels in ``target`` (``COMPILE_PY``), with Node and Pyodide."""
    script = target.parent / "compile.mjs"
    script.write_text(
        COMPILE_JS
        % {
            "pyodide": (target / "pyodide.mjs").as_uri(),
            "index": f"{target}/",
            "wheels": str(target),
            "code": json.dumps(COMPILE_PY),
        }
    )
    try:
        subprocess.run(["node", str(script)], check=True)
    except (OSError, subprocess.CalledProcessError) as e:  # the site works without: slower
        log(f"modules not compiled ({e}); pages will start about 1.5 s later")
    script.unlink()


#: Run by Pyodide's own Python (in Node, below) to make the memory snapshot every page starts
#: from: the wheels unpacked where Pyodide installs them, then the modules that cost a page's
#: start the most imported (IPython, which the kernel imports: its start took 1.5 s of a
#: page before, 0.2 s now; plotly; our engines: every game the registry's records name).
#: Not imported: ipywidgets (it registers its comm targets at import only when a kernel runs)
#: and our pages (``widgets``, whose import reseeds ``random`` for each page; see there).
SNAPSHOT_PY = r"""
import importlib, pathlib, sys, zipfile
site = "/lib/python%d.%d/site-packages" % sys.version_info[:2]
for wheel in sorted(pathlib.Path("/wheels").glob("*.whl")):
    zipfile.ZipFile(wheel).extractall(site)
importlib.invalidate_caches()
import IPython, comm, traitlets, pygments, prompt_toolkit, narwhals, psygnal
import plotly.graph_objects, plotly.io
from burg.core.registry import records
for game in records().values():
    importlib.import_module(game.game_module)
late = sorted({"ipywidgets", "anywidget", "widgets", "pyodide_kernel", "js"} & set(sys.modules))
if late:
    raise RuntimeError(f"imported too early for the snapshot: {late}")
len(sys.modules)
"""
SNAPSHOT_JS = """
import { loadPyodide } from "%(pyodide)s";
import { gzipSync } from "node:zlib";
import { writeFileSync } from "node:fs";
const pyodide = await loadPyodide({ indexURL: "%(index)s", _makeSnapshot: true });
pyodide.FS.mkdirTree("/wheels");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: "%(wheels)s" }, "/wheels");
const n = pyodide.runPython(%(code)s);
pyodide.FS.unmount("/wheels");
const snapshot = pyodide.makeMemorySnapshot();
writeFileSync("%(out)s", gzipSync(snapshot, { level: 6 }));
console.log(`snapshot of ${n} modules: ${snapshot.length} bytes`);
"""
#: The snapshot's file in ``static/pyodide`` (gzip: 36 MB of memory are 11 MB).
SNAPSHOT = "snapshot.bin.gz"
#: Pyodide's ``loadPyodide`` takes a snapshot as bytes only; the kernel passes it the site's
#: settings (JSON), so ``pyodide.js`` learns to take a file name below its own folder there. A
#: browser that cannot fetch or unpack it (no ``DecompressionStream``) starts Python the usual
#: way, slower, and says so in its console. The bytes go to Pyodide, not into the settings it
#: keeps for the page's life.
SNAPSHOT_LOAD = (
    "if(!e._loadSnapshot)return;let n=await e._loadSnapshot,",
    'if(!e._loadSnapshot)return;let n=await(typeof e._loadSnapshot=="string"?(async()=>{'
    "let r=await fetch(new URL(e._loadSnapshot,e.indexURL));"
    "if(!r.ok)throw new Error(`${e._loadSnapshot}: ${r.status}`);"
    'let b=r.body.pipeThrough(new DecompressionStream("gzip"));'
    "return new Uint8Array(await new Response(b).arrayBuffer())})().catch(r=>{"
    'console.error("Python starts without its snapshot:",r)}):e._loadSnapshot);'
    "if(!n)return;let ",
)


def memory_snapshot(target: Path) -> bool:
    """Make ``target/SNAPSHOT`` (``SNAPSHOT_PY``) and let ``pyodide.js`` load it by name;
    False (and no snapshot) if Node fails: pages then start about 2.5 s later."""
    script = target.parent / "snapshot.mjs"
    script.write_text(
        SNAPSHOT_JS
        % {
            "pyodide": (target / "pyodide.mjs").as_uri(),
            "index": f"{target}/",
            "wheels": str(target),
            "code": json.dumps(SNAPSHOT_PY),
            "out": str(target / SNAPSHOT),
        }
    )
    try:
        subprocess.run(["node", str(script)], check=True)
    except (OSError, subprocess.CalledProcessError) as e:
        log(f"no memory snapshot ({e}); pages will start about 2.5 s later")
        (target / SNAPSHOT).unlink(missing_ok=True)
        return False
    finally:
        script.unlink()
    loader = target / "pyodide.js"
    old, new = SNAPSHOT_LOAD
    text = loader.read_text()
    if text.count(old) != 1:
        raise SystemExit(f"pyodide.js {PYODIDE}: no single snapshot load to extend ({old!r})")
    loader.write_text(text.replace(old, new))
    return True


def wheel_entry(path: Path) -> dict:
    """A ``pyodide-lock.json`` entry for a pure wheel (no dependencies: every package is listed
    to load by name)."""
    name, version = path.name.split("-")[:2]
    with zipfile.ZipFile(path) as z:
        tops = sorted(
            {
                n.split("/")[0].removesuffix(".py")
                for n in z.namelist()
                if not n.split("/")[0].endswith((".dist-info", ".data"))
                and (n.endswith(".py") or "/" in n)
            }
        )
    return {
        "name": norm(name),
        "version": version,
        "file_name": path.name,
        "install_dir": "site",
        "sha256": hashlib.sha256(path.read_bytes()).hexdigest(),
        "package_type": "package",
        "imports": tops,
        "depends": [],
        "unvendored_tests": False,
        "shared_library": False,
    }


def pyodide_dir(src: Path) -> tuple[list[str], bool]:
    """``static/pyodide``: Pyodide's core, every wheel and the lock; the names to preload and
    whether a memory snapshot was made."""
    target = src / "static" / "pyodide"
    shutil.rmtree(target, ignore_errors=True)
    target.mkdir(parents=True)
    with npm_tarball("pyodide", PYODIDE) as tar:
        for f in PYODIDE_FILES:
            (target / f).write_bytes(tar.extractfile(f"package/{f}").read())
    wheels = pypi_wheels(target) + kernel_wheels(target) + [our_wheel(target)]
    wheels.append(empty_wheel(target, "sqlite3", "1.0.0"))
    # jedi (completion, which no page offers) is an empty wheel too: IPython goes without it
    wheels.append(empty_wheel(target, "jedi", "0.19.2"))
    # piplite and micropip (installing at run time): a stub and nothing, see PIPLITE
    wheels.append(empty_wheel(target, "piplite", "0.7.0", PIPLITE))
    wheels.append(empty_wheel(target, "micropip", "0.11.0"))
    (plotly,) = (w for w in wheels if w.name.startswith("plotly-"))
    plotly_bundle(plotly, src / "plotly")
    # plotly.js three times (two bundles, the lab extension): 15 of its 40 MB; the widget
    # bundle's file stays, empty (FigureWidget names it; our figures load the site's copy)
    bundle = "plotly/package_data/widgetbundle.js"
    drop = ("plotly/package_data/plotly.min.js", "plotly/labextension/", "plotly-7.1.0.data/")
    slim(plotly, drop, {bundle: "// the static site serves it: static/plotly/widgetbundle.js\n"})
    lock = json.loads((target / "pyodide-lock.json").read_text())

    def write_lock() -> list[str]:
        entries = [wheel_entry(w) for w in wheels]
        lock["packages"] = {e["name"]: e for e in entries}
        (target / "pyodide-lock.json").write_text(json.dumps(lock, indent=1))
        return sorted(e["name"] for e in entries)

    write_lock()  # the wheels as downloaded: Pyodide checks them against it as it compiles
    compile_wheels(target)
    names = write_lock()  # with their bytecode
    return names, memory_snapshot(target)


def lite_config(src: Path, packages: list[str], snapshot: bool = False) -> None:
    """``jupyter-lite.json``: preload every package (the files: the modules come with the
    memory snapshot, if there is one); never fall back to PyPI."""
    options: dict = {"packages": packages}
    if snapshot:
        options["_loadSnapshot"] = SNAPSHOT  # below static/pyodide (SNAPSHOT_LOAD)
    settings = {
        "@jupyterlite/pyodide-kernel-extension:kernel": {
            "disablePyPIFallback": True,
            "loadPyodideOptions": options,
        }
    }
    config = {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {"litePluginSettings": settings},
    }
    (src / "jupyter-lite.json").write_text(json.dumps(config, indent=2))


def font_awesome(out: Path) -> None:
    """Vendor Font Awesome and point Voilà's CDN links at it."""
    fa = out / "static" / "fontawesome"
    for package, version in FONT_AWESOME.items():
        with npm_tarball(package, version) as tar:
            for m in tar.getmembers():
                rel = m.name.removeprefix("package/")
                if m.isfile() and rel.split("/")[0] in ("css", "webfonts", "fonts"):
                    dest = fa / version / rel
                    dest.parent.mkdir(parents=True, exist_ok=True)
                    dest.write_bytes(tar.extractfile(m).read())
    # e.g. https://cdn.jsdelivr.net/npm/@fortawesome/fontawesome-free@^5/css/all.min.css
    cdn = re.compile(r'https://[^"\']*?/(@fortawesome/fontawesome-free|font-awesome)@[^/"\']*/css/')
    for page in out.rglob("*.html"):
        text = page.read_text()
        rel = "../" * (len(page.relative_to(out).parts) - 1)
        new = cdn.sub(lambda m, rel=rel: f"{rel}static/fontawesome/{FONT_AWESOME[m[1]]}/css/", text)
        if new != text:
            page.write_text(new)


def foreign_hosts(out: Path) -> list[str]:
    """Links to other hosts left in the built pages (``src=``/``href=`` only)."""
    found = set()
    for page in out.rglob("*.html"):
        for m in re.finditer(r'(?:src|href)="(https?://[^"/]+)', page.read_text()):
            found.add(m.group(1))
    return sorted(found)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--out", default=str(ROOT / "site"), help="the site's folder")
    args = parser.parse_args(argv)
    out = Path(args.out).resolve()
    start = time.monotonic()
    (ROOT / "build").mkdir(exist_ok=True)
    src = Path(tempfile.mkdtemp(prefix="site-src-", dir=ROOT / "build"))  # one per build
    packages, snapshot = pyodide_dir(src)
    lite_config(src, packages, snapshot)
    log(f"{len(packages)} packages for Pyodide {PYODIDE}, memory snapshot: {snapshot}")
    content = src / "content"
    for nb in (ROOT / "notebooks").rglob("*.ipynb"):
        rel = nb.relative_to(ROOT / "notebooks")
        meta = json.loads(nb.read_text(encoding="utf-8")).get("metadata", {})
        if meta.get("burg", {}).get("jupyterlab_only"):
            continue  # notebooks/write-a-bot.ipynb: for JupyterLab, code shown; not a page
        if not any(part.startswith(".") for part in rel.parts):
            (content / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(nb, content / rel)
    shutil.rmtree(out, ignore_errors=True)
    voici = Path(sys.executable).with_name("voici")
    command = [str(voici), "build", "--lite-dir", str(src), "--contents", str(content)]
    subprocess.run(
        [*command, "--output-dir", str(out)],
        check=True,
        cwd=src,
    )
    shutil.copytree(src / "plotly", out / "static" / "plotly")
    font_awesome(out)
    # JupyterLab's app (60 MB): no page of ours asks for it
    shutil.rmtree(out / "build")
    (out / "index.html").write_text(FRONT)
    hosts = foreign_hosts(out)
    if hosts:
        log(f"links to other hosts left: {hosts}")
    shutil.rmtree(src)
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    files = sum(1 for p in out.rglob("*") if p.is_file())
    log(f"built {out} in {time.monotonic() - start:.0f} s: {files} files, {size / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
