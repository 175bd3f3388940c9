"""Transformer callbacks of emblems (``oracle.lark``'s block "emblems"): "You get an emblem
with "[ability]"." and "Target opponent gets an emblem with ..." (CR 114.2; 2011: 113.2).

The quoted abilities are compiled with the grammar of a line of Oracle text, with "this
emblem" as ``~`` (an object's ability that names it refers to that object): static and
triggered abilities, which function in the command zone (CR 114.4; 2011: 113.4). An
emblem's activated abilities are not supported: the engine offers activations of
permanents only.

>>> compile_emblem_ability('"creatures you control get +1/+1"').closed
False
"""

from __future__ import annotations

import re
from typing import Any

from lark import Token, UnexpectedInput

from mtgrules.cards.abilities import Sentence, StaticLine, TriggeredLine
from mtgrules.cards.build_base import BuilderBase, ClauseError, _fail
from mtgrules.cards.granted_abilities import Quoted
from mtgrules.effects.emblems import GetEmblem
from mtgrules.effects.instructions import YOU

THIS_EMBLEM = "this emblem"
"""How an emblem's ability names the emblem (its ``~``)."""

_THIS_EMBLEM = re.compile(r"\bthis emblem\b", re.IGNORECASE)

EMBLEM_ABILITIES = (StaticLine, TriggeredLine)
"""The kinds of an emblem's abilities the engine plays (CR 114.4: they function in the
command zone)."""


def compile_emblem_ability(token: str) -> Quoted:
    """The quoted text ``token`` of an emblem's ability (with its quotation marks, lower-cased
    as the grammar reads it), compiled; a ClauseError if the engine can't play it."""
    from mtgrules.cards.granted_abilities import _parser
    from mtgrules.cards.support import missing
    from mtgrules.cards.triggering_object import resolve_it

    text = _THIS_EMBLEM.sub("~", token.strip('"').strip())
    closed = text.endswith(".")
    parse, builder = _parser()
    builder.reset()
    try:
        ability = resolve_it(parse(text if closed else text + "."))
    except UnexpectedInput:
        raise ClauseError(f"an emblem's ability not understood: {text!r}") from None
    except ClauseError as error:
        raise ClauseError(f"an emblem's ability: {error}") from None
    if not isinstance(ability, EMBLEM_ABILITIES):
        raise ClauseError(f"an emblem's ability of a kind the engine doesn't play: {text!r}")
    need = missing(ability)
    if need is not None:
        raise ClauseError(f"an emblem's ability the engine doesn't implement yet: {need}")
    return Quoted(ability, closed)


class EmblemRules(BuilderBase):
    """ "[Player] gets an emblem with "..." [and "..."]" (CR 114.2)."""

    def you_get_emblem(self, c: list[Token]) -> Sentence:
        return (GetEmblem(abilities=tuple(compile_emblem_ability(str(q)) for q in c), who=YOU),)

    def player_gets_emblem(self, c: list[Any]) -> Sentence:
        who = self._players(c[0])
        if who == YOU:
            _fail("an emblem for 'you' is 'you get'")
        abilities = tuple(compile_emblem_ability(str(q)) for q in c[1:])
        return (GetEmblem(abilities=abilities, who=who),)


__all__ = ["EMBLEM_ABILITIES", "THIS_EMBLEM", "EmblemRules", "compile_emblem_ability"]
