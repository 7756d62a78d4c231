"""The type stubs (pysrc/gaslamp/_gaslamp.pyi) name everything the module has."""

import ast
from pathlib import Path

import gaslamp._gaslamp as ext

STUB = Path(__file__).resolve().parent.parent / "pysrc/gaslamp/_gaslamp.pyi"


def public(names):
    return {n for n in names if not n.startswith("_")}


def test_the_stubs_name_every_function_class_and_method():
    tree = ast.parse(STUB.read_text())
    stub_funcs = {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}
    stub_classes = {n.name: n for n in tree.body if isinstance(n, ast.ClassDef)}
    module = public(dir(ext)) - {"IllegalActionError"}
    classes = {n for n in module if isinstance(getattr(ext, n), type)}
    assert stub_funcs == module - classes
    assert set(stub_classes) - {"IllegalActionError"} == classes
    for name in classes:
        stubbed = {n.name for n in stub_classes[name].body if isinstance(n, ast.FunctionDef)}
        assert public(stubbed) == public(dir(getattr(ext, name))), name
