"""Combat (CR 506-511): attack and block declarations (asp_rules/combat_attack.lp,
combat_block.lp) and combat damage (combat_damage.lp)."""
