"""Characteristic-defining abilities (CR 604.3): a creature printed with ``*`` power or
toughness has an ability that defines it ("~'s power and toughness are each equal to the
number of creatures you control."). The compiler accepts the ``*`` only with such an
ability; the engine applies it in layer 7a (:mod:`mtgrules.rules.static_abilities`).

>>> text = "~'s power is equal to the number of cards in your hand."
>>> defined_by_ability("(power *)", text, "~"), defined_by_ability("(toughness *)", text, "~")
(True, False)
"""

from __future__ import annotations

from mtgrules.cards.abilities import StaticLine
from mtgrules.cards.grammar import ClauseError, parse_line
from mtgrules.cards.pending import CountedPowerToughness
from mtgrules.cards.text import oracle_lines

DEFINES = {"each": ("power", "toughness"), "power": ("power",)}
"""The characteristics each form of :class:`CountedPowerToughness` defines."""


def defined_by_ability(clause: str, text: str, name: str) -> bool:
    """Whether ``clause`` ("(power *)" or "(toughness *)", a characteristic the compiler
    can't read as a number) is defined by a characteristic-defining ability in ``text``."""
    if clause not in ("(power *)", "(toughness *)"):
        return False
    what = clause.strip("()").split(" ")[0]
    for line in oracle_lines(text, name):
        try:
            ability = parse_line(line)
        except ClauseError:
            continue
        effect = ability.effect if isinstance(ability, StaticLine) else None
        if isinstance(effect, CountedPowerToughness) and what in DEFINES.get(effect.form, ()):
            return True
    return False
