"""CLI subcommands. Each module here defines `register(subparsers)` that adds one or more
subcommands; pyengine.cli discovers them automatically (so features don't edit a shared file).
A subcommand's handler returns an int exit code and raises ScenarioError for bad input."""
