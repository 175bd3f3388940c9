"""Amounts computed as an instruction is carried out (CR 107.3, 608.2h; 2011: 608.2g), third
set, and their Oracle words. Each is a :class:`~mtgrules.cards.pending.Counted` whose
``noun`` names it, so it rides every instruction that takes a count ("for each", "equal to",
"where X is"; :mod:`mtgrules.resolution_amounts_3` computes it):

* a player's life total: "your life total" (CR 119.1);
* a value of the ability's source: "~'s power", "~'s toughness" (CR 208.1; as it last
  existed if it has left the battlefield, CR 608.2h); of another object after "where X is":
  "its power", "that creature's mana value" (:data:`OBJECT_VALUES`);
* things counted: "the number of basic land types among lands you control" (domain, CR
  305.6), "the number of creatures that died this turn" (CR 700.4), "the number of creatures
  attacking you" (CR 508.1), and their singular after "for each"; "for each spell you've cast
  this turn" (the turn's record, as "the number of spells you've cast this turn");
* the turn's record of life lost: "the total life lost by your opponents this turn", "the
  total life lost by all players this turn" (CR 119.3).

>>> amount_3_words(Counted(noun=LIFE_TOTAL)), counted_3_words(Counted(noun=DOMAIN), plural=False)
('your life total', 'basic land type among lands you control')
>>> amount_3_words(Counted(noun=DIED)), amount_3_words(Counted(noun="creature"))
('the number of creatures that died this turn', None)
"""

from __future__ import annotations

from mtgrules.cards.pending import Counted
from mtgrules.cards.render_amounts_2 import SPELLS_CAST

LIFE_TOTAL = "your life total"
SELF_POWER = "~'s power"
SELF_TOUGHNESS = "~'s toughness"
LOST_BY_OPPONENTS = "the total life lost by your opponents this turn"
LOST_BY_ALL = "the total life lost by all players this turn"
VALUES = frozenset({LIFE_TOTAL, SELF_POWER, SELF_TOUGHNESS, LOST_BY_OPPONENTS, LOST_BY_ALL})
"""Amounts said as they are (no "the number of")."""

OBJECT_VALUES = frozenset(
    f"{whose} {value}"
    for whose in ("its", "that creature's", "that artifact's")
    for value in ("power", "toughness", "mana value")
) | {"that spell's mana value"}  # the spell of a cast trigger (CR 603.7c)
"""A value of an object after "where X is" ("where X is its power"): the object is found as
the instruction is carried out (resolution_variable.amount_of: the spell's only target, the
sacrificed creature, or the trigger event's object; CR 608.2h)."""

DOMAIN = "basic land type among lands you control"
DIED = "creature that died this turn"
ATTACKING_YOU = "creature attacking you"
_PLURALS = {
    DOMAIN: "basic land types among lands you control",
    DIED: "creatures that died this turn",
    ATTACKING_YOU: "creatures attacking you",
}
"""Things counted: "for each [singular]", "the number of [plural]"."""
COLOR_SPENT = frozenset({"color of mana spent to cast it", "color of mana spent to cast ~"})
"""Converge after "for each" (CR 601.2h, 105.1): the colors of the mana paid for the spell
that became the permanent (rules/mana_spent.py)."""
COUNTED_3 = frozenset(_PLURALS) | COLOR_SPENT
NOUNS_3 = VALUES | COUNTED_3 | OBJECT_VALUES
"""The ``Counted.noun`` of this module's amounts."""
SINGULAR_3 = {plural: one for one, plural in _PLURALS.items()}
"""The noun of a counted thing by its plural words ("the number of ...")."""
_SINGULAR_SPELLS = "spell you've cast this turn"
EQUIPMENT = "Equipment"
"""The artifact subtype (CR 301.5), counted: "the number of Equipment you control"."""
OPPONENTS_CONTROL = "your opponents control"
"""Counted permanents of every opponent: "for each creature your opponents control"."""


def is_amount_3(per: object) -> bool:
    """``per`` is one of the amounts of this module."""
    return isinstance(per, Counted) and per.noun in NOUNS_3


def amount_3_words(per: Counted) -> str | None:
    """The words of the amount after "equal to" / "where X is" (no "N plus"), or None."""
    if per.noun in VALUES or per.noun in OBJECT_VALUES:
        return per.noun
    if per.noun in _PLURALS:
        return f"the number of {_PLURALS[per.noun]}"
    return None


def counted_3_words(per: Counted, *, plural: bool) -> str | None:
    """The words of a counted thing of this module (after "for each" when singular), or
    None. "for each spell you've cast this turn" is the turn's record of spells cast."""
    if per.noun in _PLURALS:
        return _PLURALS[per.noun] if plural else per.noun
    if per.noun in COLOR_SPENT and not plural:
        return per.noun
    if per.noun == SPELLS_CAST and not plural:
        return _SINGULAR_SPELLS
    if per.noun == EQUIPMENT and not (per.zone or per.adjective or per.other):
        return f"{EQUIPMENT} {per.controller}".strip()  # the same in the plural (CR 301.5)
    return None


__all__ = [
    "ATTACKING_YOU",
    "COLOR_SPENT",
    "COUNTED_3",
    "DIED",
    "DOMAIN",
    "EQUIPMENT",
    "LIFE_TOTAL",
    "LOST_BY_ALL",
    "LOST_BY_OPPONENTS",
    "NOUNS_3",
    "OBJECT_VALUES",
    "OPPONENTS_CONTROL",
    "SELF_POWER",
    "SELF_TOUGHNESS",
    "SINGULAR_3",
    "VALUES",
    "amount_3_words",
    "counted_3_words",
    "is_amount_3",
]
