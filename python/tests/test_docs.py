"""Every Python block of the Python docs runs as written.

Each ```python block of docs/python.md and docs/openspiel.md is run by itself in a
fresh interpreter. A block that imports a package this environment does not have
(RLlib's ``ray``, run by hand) is compiled only; the list of such packages is fixed
here, so that a block cannot be skipped by accident.
"""

import importlib.util
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCS = [ROOT / "docs/python.md", ROOT / "docs/openspiel.md"]
# Packages a block may need that the test environment does not install.
NOT_INSTALLED_HERE = {"ray"}


def blocks():
    for doc in DOCS:
        if not doc.exists():
            continue
        text = doc.read_text()
        for m in re.finditer(r"^```python\n(.*?)^```", text, re.S | re.M):
            line = text[: m.start()].count("\n") + 1
            yield pytest.param(m.group(1), id=f"{doc.name}:{line}")


def imports(code):
    return {m.group(1).split(".")[0]
            for m in re.finditer(r"^\s*(?:from|import)\s+([\w.]+)", code, re.M)}


@pytest.mark.parametrize("code", list(blocks()))
def test_the_block_runs_as_written(code):
    compile(code, "<doc>", "exec")
    missing = {m for m in imports(code) if importlib.util.find_spec(m) is None}
    if missing:
        assert missing <= NOT_INSTALLED_HERE, f"the block needs {missing}"
        return
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stderr


def test_the_docs_have_blocks_to_run():
    assert len(list(blocks())) >= 8
