"""`mtgrules schema`: the JSON Schema of scenario files (with the card definition embedded), for
editors that check YAML as you type (the YAML language server: put
`# yaml-language-server: $schema=<path printed by --path>` at the top of a scenario)."""
from __future__ import annotations

import json
import sys

from pyengine.schema import bundled_scenario_schema, card_schema, schema_path


def cmd_schema(args) -> int:
    name = "card.schema.json" if args.card else "scenario.schema.json"
    if args.path:
        print(schema_path(name))
        return 0
    data = card_schema() if args.card else bundled_scenario_schema()
    sys.stdout.write(json.dumps(data, indent=2, ensure_ascii=False) + "\n")
    return 0


def register(sub) -> None:
    p = sub.add_parser("schema", help="print the JSON Schema of scenario files (or of a card definition)",
                       description=__doc__)
    p.add_argument("--card", action="store_true", help="the card definition's schema (card.schema.json)")
    p.add_argument("--path", action="store_true", help="print the installed schema file's path instead")
    p.set_defaults(func=cmd_schema)
