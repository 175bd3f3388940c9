"""Compiling the keywords that cast a card face down and turn it face up for a cost: morph
(CR 702.37a; 2011: 702.35a), megamorph (CR 702.37b) and disguise (CR 702.168a), and the
trigger condition "When ~ is turned face up" (CR 702.37e, 708.8).

A keyword compiles to a :class:`~mtgrules.effects.casting.CastingKeyword` among the card's
static abilities, like flashback: it works in the hand, where the card is cast face down
(an alternative cost, :mod:`mtgrules.rules.alternative_casting`), and it is read again from
the face-down permanent's hidden face when it is turned face up
(:mod:`mtgrules.rules.face_down`). The keyword renders as itself, so the round trip holds.

>>> face_down_statics(OtherKeyword("megamorph", "{2}{W}"))[0].words
'Megamorph {2}{W}'
>>> is_face_down_keyword(OtherKeyword("morph", "{X}{X}{R}"))
False
>>> is_turned_face_up(WhenOther(event=TURNED_FACE_UP))
True
"""

from __future__ import annotations

from typing import TypeGuard

from mtgrules.cards.mana import parse_mana_cost
from mtgrules.cards.pending import OtherKeyword, WhenOther
from mtgrules.effects.base import Effect
from mtgrules.effects.casting import CastingKeyword
from mtgrules.errors import RulesError
from mtgrules.rules.face_down import WAYS

TURNED_FACE_UP = "~ is turned face up"
"""The trigger event of "When ~ is turned face up, ..." (CR 603.2, 702.37e)."""


def is_face_down_keyword(keyword: object) -> TypeGuard[OtherKeyword]:
    """Morph, megamorph or disguise with a mana cost without X ("Morph {2}{W}{W}"); a cost
    of another kind ("Morph—Reveal a white card") isn't played yet."""
    if not isinstance(keyword, OtherKeyword) or keyword.name not in WAYS:
        return False
    try:
        cost = parse_mana_cost(keyword.parameter)
    except RulesError:
        return False
    return bool(keyword.parameter) and not cost.x


def face_down_statics(keyword: object) -> list[Effect]:
    """The static ability the keyword stands for (none for other keywords)."""
    if not is_face_down_keyword(keyword):
        return []
    words = f"{keyword.name.capitalize()} {keyword.parameter}"
    return [CastingKeyword(keyword=keyword.name, cost=keyword.parameter, text=words)]


def is_turned_face_up(when: object) -> bool:
    """``when`` is "When ~ is turned face up"."""
    return isinstance(when, WhenOther) and when.event == TURNED_FACE_UP


__all__ = ["TURNED_FACE_UP", "face_down_statics", "is_face_down_keyword", "is_turned_face_up"]
