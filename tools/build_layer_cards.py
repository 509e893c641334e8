"""Regenerate pyengine/data/cards/layers.yaml: printed characteristics imported from the
Oracle data (../shared/reference/oracle-cards.json) by pyengine.cards.oracle_import, plus the
hand-written ability descriptions below (each checked against the Oracle text it sits next to).

    python tools/build_layer_cards.py ../shared/reference/oracle-cards.json
"""
import json
import sys

import yaml

from pyengine.cards.oracle_import import card_from_json

YOU = {"controller": "you"}
NOT_BF = {"any": [{"zone": z} for z in ("graveyard", "hand", "library", "exile", "command")]}
ABILITIES = {
    "Honor of the Pure": [{"static": {"affects": ["creature", "white", YOU], "modify_pt": [1, 1]}}],
    "Glorious Anthem": [{"static": {"affects": ["creature", YOU], "modify_pt": [1, 1]}}],
    "Crusade": [{"static": {"affects": ["creature", "white"], "modify_pt": [1, 1]}}],
    "Bad Moon": [{"static": {"affects": ["creature", "black"], "modify_pt": [1, 1]}}],
    "Humility": [{"static": {"affects": "creature", "lose_all_abilities": True, "set_pt": [1, 1]}}],
    "Opalescence": [{"static": {"affects": ["other", "enchantment", {"not": {"subtype": "Aura"}}],
                                "add_types": ["creature"], "set_pt": ["mana_value", "mana_value"]}}],
    "Blood Moon": [{"static": {"affects": ["land", "nonbasic"], "set_land_types": ["Mountain"]}}],
    "Urborg, Tomb of Yawgmoth": [{"static": {"affects": "land", "add_land_types": ["Swamp"]}}],
    "Yavimaya, Cradle of Growth": [{"static": {"affects": "land", "add_land_types": ["Forest"]}}],
    "Prismatic Omen": [{"static": {"affects": ["land", YOU],
                                   "add_land_types": ["Plains", "Island", "Swamp", "Mountain", "Forest"]}}],
    "Conspiracy": [{"text": "As this enchantment enters, choose a creature type."},
                   {"static": {"affects": {"any": [
                       ["creature", YOU, {"zone": "battlefield"}],
                       ["creature", YOU, {"zone": "stack"}],
                       ["creature", {"owner": "you"}, NOT_BF]]},
                       "set_creature_types": {"chosen": "creature_type"}}}],
    "Arcane Adaptation": [{"text": "As this enchantment enters, choose a creature type."},
                          {"static": {"affects": {"any": [
                              ["creature", YOU, {"zone": "battlefield"}],
                              ["creature", YOU, {"zone": "stack"}],
                              ["creature", {"owner": "you"}, NOT_BF]]},
                              "add_subtypes": {"chosen": "creature_type"}}}],
    "Xenograft": [{"text": "As this enchantment enters, choose a creature type."},
                  {"static": {"affects": ["creature", YOU], "add_subtypes": {"chosen": "creature_type"}}}],
    "Enchanted Evening": [{"static": {"affects": "permanent", "add_types": ["enchantment"]}}],
    "Painter's Servant": [{"text": "As this creature enters, choose a color."},
                          {"static": {"affects": {"zone": "any"}, "add_colors": {"chosen": "color"}}}],
    "Mycosynth Lattice": [{"static": {"affects": "permanent", "add_types": ["artifact"]}},
                          {"static": {"affects": {"zone": "any"}, "set_colors": []}},
                          {"text": "Players may spend mana as though it were mana of any color."}],
    "March of the Machines": [{"static": {"affects": ["artifact", "noncreature"], "add_types": ["creature"],
                                          "set_pt": ["mana_value", "mana_value"]}}],
    "Titania's Song": [{"static": {"affects": ["artifact", "noncreature"], "lose_all_abilities": True,
                                   "add_types": ["creature"], "set_pt": ["mana_value", "mana_value"]}}],
    "Kormus Bell": [{"static": {"affects": {"subtype": "Swamp"}, "add_types": ["creature"],
                                "set_colors": ["black"], "set_pt": [1, 1]}}],
    "Living Lands": [{"static": {"affects": {"subtype": "Forest"}, "add_types": ["creature"], "set_pt": [1, 1]}}],
    "Life and Limb": [{"static": {"affects": {"any": [{"subtype": "Forest"}, {"subtype": "Saproling"}]},
                                  "add_types": ["creature", "land"], "add_subtypes": ["Saproling", "Forest"],
                                  "set_colors": ["green"], "set_pt": [1, 1]}}],
    "Svogthos, the Restless Tomb": [{"mana": "C"},
                                    {"activated": "{3}{B}{G}: Until end of turn, this land becomes a black and green Plant Zombie creature with \"This creature's power and toughness are each equal to the number of creature cards in your graveyard.\" It's still a land."}],
    "Wild Mongrel": [{"activated": "Discard a card: This creature gets +1/+1 and becomes the color of your choice until end of turn."}],
    "Tarmogoyf": [{"cda": {"text": "Tarmogoyf's power is equal to the number of card types among cards in all graveyards and its toughness is equal to that number plus 1.",
                           "set_pt": {"power": {"card_types_among": {"zone": "graveyard"}},
                                      "toughness": {"plus": [{"card_types_among": {"zone": "graveyard"}}, 1]}}}}],
    "Changeling Outcast": ["changeling", {"text": "This creature can't block and can't be blocked."}],
    "Mirror Entity": ["changeling", {"activated": "{X}: Until end of turn, creatures you control have base power and toughness X/X and gain all creature types."}],
    "Amoeboid Changeling": ["changeling",
                            {"activated": "{T}: Target creature gains all creature types until end of turn."},
                            {"activated": "{T}: Target creature loses all creature types until end of turn."}],
    "Ensoul Artifact": [{"text": "Enchant artifact"},
                        {"static": {"affects": "enchanted", "add_types": ["creature"], "set_pt": [5, 5]}}],
    "Lignify": [{"text": "Enchant creature"},
                {"static": {"affects": "enchanted", "set_creature_types": ["Treefolk"], "set_pt": [0, 4],
                            "lose_all_abilities": True}}],
    "Spreading Seas": [{"text": "Enchant land"}, {"triggered": "When this Aura enters, draw a card."},
                       {"static": {"affects": "enchanted", "set_land_types": ["Island"]}}],
    "Control Magic": [{"text": "Enchant creature"}, {"static": {"affects": "enchanted", "control": "you"}}],
    "Levitation": [{"static": {"affects": ["creature", YOU], "add_abilities": ["flying"]}}],
    "Yixlid Jailer": [{"static": {"affects": {"zone": "graveyard"}, "lose_all_abilities": True}}],
    "Necrotic Ooze": [{"static": {"gain_abilities_of": {"filter": ["creature", {"zone": "graveyard"}], "kind": "activated"}}}],
    "Goblin King": [{"static": {"affects": ["other", "creature", {"subtype": "Goblin"}], "modify_pt": [1, 1],
                                "add_abilities": ["mountainwalk"]}}],
    "Lord of Atlantis": [{"static": {"affects": ["other", "creature", {"subtype": "Merfolk"}], "modify_pt": [1, 1],
                                     "add_abilities": ["islandwalk"]}}],
    "Elvish Champion": [{"static": {"affects": ["other", "creature", {"subtype": "Elf"}], "modify_pt": [1, 1],
                                    "add_abilities": ["forestwalk"]}}],
    "Llanowar Elves": [{"mana": "G"}],
    "Shivan Dragon": ["flying", {"activated": "{R}: This creature gets +1/+0 until end of turn."}],
    "Ornithopter": ["flying"],
    "Grizzly Bears": [], "Gray Ogre": [], "Memnite": [], "Dryad Arbor": [],
    "Plains": [], "Island": [], "Swamp": [], "Mountain": [], "Forest": [], "Badlands": [],
    "Volcanic Island": [],
    "Clone": [{"text": "You may have this creature enter as a copy of any creature on the battlefield."}],
    "Copy Enchantment": [{"text": "You may have this enchantment enter as a copy of an enchantment on the battlefield."}],
    "Act of Treason": [], "Threaten": [], "Twisted Image": [], "Giant Growth": [], "Turn to Frog": [],
    "Sleight of Mind": [], "Magical Hack": [], "Overrun": [],
}
COLOR_INDICATOR = {"Dryad Arbor": ["G"]}


def main(path):
    cards = {c["name"]: c for c in json.load(open(path, encoding="utf-8"))}
    out = []
    for name in sorted(ABILITIES):
        card = card_from_json(cards[name])
        kw = card.pop("abilities")
        card["abilities"] = ABILITIES[name] if ABILITIES[name] else kw
        if name in COLOR_INDICATOR:
            card["color_indicator"] = COLOR_INDICATOR[name]
        out.append(card)
    header = ("# Generated by tools/build_layer_cards.py: printed characteristics and Oracle text from\n"
              "# MTGJSON Oracle data; abilities written by hand as effect descriptions (docs/cards.md).\n")
    with open("pyengine/data/cards/layers.yaml", "w", encoding="utf-8") as f:
        f.write(header)
        yaml.safe_dump(out, f, allow_unicode=True, sort_keys=False, width=100)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "../shared/reference/oracle-cards.json")
