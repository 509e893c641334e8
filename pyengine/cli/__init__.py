"""The `mtgrules` command: pyengine.cli.main builds the parser; every other module here
defines `register(subparsers)` for its subcommands (auto-discovered)."""


def main(argv=None) -> int:
    from pyengine.cli.main import main as _main
    return _main(argv)
