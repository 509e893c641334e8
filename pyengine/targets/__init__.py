"""Targets (CR 115, 601.2c-d, 608.2b, 115.7): target requirements and the driver of
asp_rules/targets.lp."""
