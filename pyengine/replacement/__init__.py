"""Replacement and prevention effects (CR 614-616), decided by asp_rules/replacement.lp."""
