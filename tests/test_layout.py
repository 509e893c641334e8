"""The package layout: pyengine/ mirrors asp_rules/ by CR family, and no module imports another
that imports it back (directly or through a chain), counting imports inside functions too; only
imports under `if TYPE_CHECKING:` (never executed) are left out."""
from __future__ import annotations

import ast
import importlib
from pathlib import Path

import networkx as nx

ROOT = Path(__file__).resolve().parent.parent / "pyengine"


def _modules() -> dict[str, Path]:
    out = {}
    for p in ROOT.rglob("*.py"):
        rel = p.relative_to(ROOT.parent).with_suffix("")
        parts = list(rel.parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out[".".join(parts)] = p
    return out


def _is_type_checking(node: ast.If) -> bool:
    t = node.test
    return (isinstance(t, ast.Name) and t.id == "TYPE_CHECKING") or \
        (isinstance(t, ast.Attribute) and t.attr == "TYPE_CHECKING")


def _imports(tree: ast.AST, mod: str, is_pkg: bool):
    """Every import statement executed at some point (module level or in a function)."""
    stack = [tree]
    while stack:
        node = stack.pop()
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _is_type_checking(child):
                stack.extend(child.orelse)
                continue
            if isinstance(child, ast.Import):
                for a in child.names:
                    yield a.name, None
            elif isinstance(child, ast.ImportFrom):
                base = child.module or ""
                if child.level:
                    pkg = mod.split(".") if is_pkg else mod.split(".")[:-1]
                    pkg = pkg[: len(pkg) - (child.level - 1)]
                    base = ".".join(pkg + ([base] if base else []))
                for a in child.names:
                    yield base, a.name
            stack.append(child)


def import_graph() -> nx.DiGraph:
    mods = _modules()
    g = nx.DiGraph()
    g.add_nodes_from(mods)
    for mod, path in mods.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for base, name in _imports(tree, mod, path.name == "__init__.py"):
            target = f"{base}.{name}" if name and f"{base}.{name}" in mods else base
            if target in mods and target != mod:
                g.add_edge(mod, target)
    return g


def test_no_import_cycles():
    g = import_graph()
    cycles = list(nx.simple_cycles(g))
    assert not cycles, "import cycles: " + "; ".join(" -> ".join(c + [c[0]]) for c in cycles[:5])


def test_packages_mirror_asp_rules():
    """A newcomer finds the Python side of a CR family next to its name in asp_rules/."""
    for pkg in ("cards", "layers", "targets", "combat", "replacement", "game", "cli"):
        assert (ROOT / pkg / "__init__.py").is_file(), pkg
    flat = [p.name for p in ROOT.glob("*.py") if p.name not in ("__init__.py", "__main__.py")]
    # only the shared core stays at the top: the model, errors, YAML reading, scenarios, events, the cache
    assert sorted(flat) == sorted(["model.py", "errors.py", "yamlio.py", "scenario.py", "events.py", "cache.py"])


def test_every_module_imports_alone():
    for mod in sorted(_modules()):
        if mod.endswith("__main__"):
            continue
        importlib.import_module(mod)
