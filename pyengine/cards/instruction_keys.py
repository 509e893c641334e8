"""The instruction language's keys (608.2c; docs/game.md): the instructions a card's effect may
contain, executed by pyengine.game.instructions. A module of its own, without imports, so that the
compiler (pyengine.cards.oracle), the card loader (pyengine.cards.card) and the game read one list."""
from __future__ import annotations

# The instruction language (608.2c; docs/game.md), executed by pyengine.game.instructions.
INSTRUCTION_KEYS = frozenset().union(
    {
        "damage", "draw", "gain_life", "lose_life", "set_life", "destroy", "exile", "return_to_hand", "destroy_all",
        "sacrifice", "discard", "counters", "create_token", "continuous", "add_mana", "tap", "untap",
        "counter", "win_game", "lose_game", "extra_turn", "may", "delayed", "if", "skip", "extra_phase",
        "replacement", "return_to_battlefield", "attach", "mill", "scry", "surveil", "combat_rule",
        "pay_or", "designate", "cast_self", "move_self_to", "copy_spell", "remove_time_counter", "put_attacking",
        "remove_from_combat",
        "may_pay", "drain", "explore", "amass", "connive", "may_play", "shuffle_into_library",
        "look_at_hand", "reveal_hand"},
    # instructions of the effects family (pyengine/game/instructions.py): search (701.19)
    {"search", "put_in_library", "may_pay", "return_own", "dig",
     "sacrifice_these", "reveal_discard", "proliferate",
     "doesnt_untap_next", "untap_ban", "reveal_chosen", "extra_land_plays", "put_from_hand", "fight", "choose_objects",
     "choose_source"},
    # pyengine/game/choices.py via the instructions: "Choose a color." as the ability resolves (608.2d)
    {"choose_value", "targets_chosen"},
    # keyword actions (pyengine/game/keyword_actions.py): 701.33 bolster, 702.115a ingest
    {"bolster", "exile_top", "exile_until", "exiled_to_bottom"},
    # 122.5: moving a counter from one object onto another (graft, 702.58a)
    {"move_counter"},
    # 122.8: "remove up to three counters from target creature" (the kinds chosen as it resolves)
    {"remove_counters_chosen"},
    # pyengine/game/cast_now.py: casting a card while an effect resolves (608.2g)
    {"cast_card"},
    # pyengine/game/each_of.py: "For each of them, ..." -- instructions followed once for each (608.2f)
    {"each_of"},
    # pyengine/game/ripple.py: ripple's trigger (702.60a)
    {"ripple"},
    # pyengine/game/top_card.py: the top card of a library, put somewhere under a condition (608.2c)
    {"top_card"},
    # 406.2, 101.4: "target opponent exiles a creature they control" (chosen by that player, then exiled)
    {"exile_own"},
    # 101.4, 701.17a: "each player chooses three permanents they control, then sacrifices the rest"
    {"keep_rest"},
    # pyengine/game/exchange.py: exchanging control of two permanents (701.10)
    {"exchange_control"},
    # pyengine/game/exchange.py: exchanging the text boxes of two creatures (612.5, 701.10h)
    {"exchange_text"},
    # pyengine/game/text_words.py: "change the text of target spell or permanent by replacing ..." (612.2)
    {"change_text"},
    # 115.7d: "you may choose new targets for target spell"; 115.7a: "change the target of ..."
    {"new_targets_for", "change_target"},
    # 608.2c: a card chosen from among the cards the instruction before moved ("from among them")
    {"take_among"},
    # face-down permanents (pyengine/game/face_down.py): 701.34a manifest, 701.60a manifest dread
    {"manifest", "manifest_dread", "turn_face_up"},
    # transforming double-faced permanents (pyengine/game/transform.py): 701.28a transform
    {"transform"},
    # instructions of pyengine/game/zone_keywords.py: encore's token copies (702.141a), discover (701.55a)
    {"encore", "discover"},
    # pyengine/game/attack_keywords.py: myriad's token copies (702.116a)
    {"myriad"},
    # pyengine/game/detain.py: "detain target creature an opponent controls" (701.29a)
    {"detain"},
    # pyengine/game/incubate.py: "incubate N" (701.51a)
    {"incubate"},
    # pyengine/game/no_regeneration.py: "target creature can't be regenerated this turn" (701.15c)
    {"cant_regenerate"},
    # pyengine/game/land_prohibitions.py: "target player can't play lands this turn" (305.2, 101.2)
    {"cant_play_lands_turn"},
    # pyengine/game/graveyard_play.py: "you may play lands and cast spells from other players' graveyards
    # this turn", "other players can't play lands or cast spells from their graveyards this turn" (601.3, 101.2)
    {"graveyard_play_turn", "cant_graveyard_play_turn"},
    # pyengine/game/uncounterable.py: "the next creature spell you cast this turn can't be countered" (101.2)
    {"uncounterable_next"},
    # pyengine/game/monarch.py: "you become the monarch" (722.3)
    {"become_monarch"},
    # pyengine/game/ring.py: "the Ring tempts you" (701.52)
    {"ring_tempts"},
    # pyengine/game/chance.py: "flip a coin" (705), "roll a d20" (706)
    {"flip_coin", "roll_die"},
    # pyengine/game/clash.py: "clash with an opponent" (701.23)
    {"clash"},
    # pyengine/game/reconfigure.py: "unattach this permanent" (701.3d, 702.151a)
    {"unattach"},
    # pyengine/game/levels.py: "this Class's level becomes N" (716.2a)
    {"class_level"},
    # pyengine/game/emblems.py: "you get an emblem with ..." (114.2)
    {"emblem"},
    # pyengine/game/planechase.py: "planeswalk" (701.24), "chaos ensues" (311.7)
    {"planeswalk", "chaos_ensues"},
    # pyengine/game/archenemy.py: "set a scheme in motion" (701.25), "abandon this scheme" (701.26)
    {"set_in_motion", "abandon_scheme"},
    # pyengine/game/phasing.py (via the instructions): "target creature phases out" (702.26b)
    {"phase_out"},
    # pyengine/game/flash_timing.py: "you may cast sorcery spells this turn as though they had flash" (601.3b)
    {"flash_timing"},
    # pyengine/game/hand_to_library.py: "put two cards from your hand on top of your library" (401.4)
    {"hand_to_library"},
    # pyengine/game/did.py: instructions that must be done, followed by "If you do, ...", "When you do,
    # ...", "If you don't, ..." (608.2d, 603.12)
    {"do"},
    # pyengine/game/instructions.py: "put its counters on target creature you control" (608.2h)
    {"counters_of"},
    # pyengine/game/next_spell_cost.py: "the next spell you cast this turn costs {1} less to cast" (601.2f)
    {"next_spell_cost"},
    # pyengine/game/instructions.py: "each player reveals the top card of their library" (701.16a)
    {"reveal_top", "reveal_random"},
    # pyengine/game/instructions.py: "starting with you, each player votes for A or B" (701.32a)
    {"vote"},
    # pyengine/game/any_player_may.py: "any player may X or Y. If a player does either, Z" (101.4, 118.12)
    {"any_player_may"},
)

# the numbers a spell's own "costs {1} less for each ..." / "{X} less, where X is ..." counts (601.2f;
# pyengine.game.instructions.number): read by the compiler and the card loader
COST_PER_KEYS = frozenset({"count", "count_in", "basic_land_types", "party", "devotion", "greatest", "total",
                           "opponents", "card_types_among", "counters_on", "attacked_with",
                           "targets_beyond_first"})        # strive (207.2c): targets beyond the first
