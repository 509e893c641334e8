"""The CLI imports only the module of the command being run (start-up time): its table of
commands must name every subcommand the modules register, and nothing else."""
from __future__ import annotations

import argparse
import importlib
import pkgutil
from pathlib import Path

import pyengine.cli.main as cli_main


def test_command_table_matches_registered_subcommands():
    registered = {}
    for info in pkgutil.iter_modules([str(Path(cli_main.__file__).parent)]):
        if info.name in ("main", "__main__"):
            continue
        mod = importlib.import_module(f"pyengine.cli.{info.name}")
        if not hasattr(mod, "register"):
            continue
        sub = argparse.ArgumentParser().add_subparsers()
        mod.register(sub)
        for name in sub.choices:
            registered[name] = info.name
    assert registered == cli_main.COMMANDS


def test_only_the_commands_module_is_imported():
    assert cli_main._modules(["layers", "--example", "x"]) == ["layers"]
    assert cli_main._modules(["blocks", "f.yaml"]) == ["combat"]
    assert len(cli_main._modules(["--help"])) > 5
    assert len(cli_main._modules(["nosuch"])) > 5
