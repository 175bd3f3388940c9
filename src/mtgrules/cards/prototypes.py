"""Prototype cards in the card data (CR 702.160, 718; layout "prototype").

A prototype card's first line is "Prototype [mana cost] — [power]/[toughness]" (with its
reminder text); its other lines are the card's abilities, which it has however it is cast
(CR 718.3b: a prototyped spell keeps its abilities and types). The prototype is a casting
keyword (:class:`~mtgrules.effects.prototype.PrototypeKeyword`) read by the casting rules
(``CastSpell(how="prototype")``) and :mod:`mtgrules.rules.prototype`. The card is supported
only when its other abilities are.

>>> face = CardFace(name="Warplow", mana_cost="{6}", types=("Artifact", "Creature"),
...     subtypes=("Construct",), power="5", toughness="4", layout="prototype",
...     text="Prototype {1}{B} — 1/1 (You may cast this spell with different mana cost, "
...     "color, and size. It keeps its abilities and types.)\\nDeathtouch")
>>> card = compile_prototype(face).definition()
>>> card.statics[0].words, card.text.split("\\n")[0]
('Prototype {1}{B} — 1/1', 'Prototype {1}{B} — 1/1')
"""

from __future__ import annotations

import dataclasses
import re

from mtgrules.cards.abilities import Ability, PrototypeLine
from mtgrules.cards.compiler import CardFace, CompiledCard, compile_face
from mtgrules.cards.mana import parse_mana_cost
from mtgrules.cards.render import render_ability
from mtgrules.cards.text import strip_reminder
from mtgrules.effects.prototype import PROTOTYPE, PrototypeKeyword
from mtgrules.errors import RulesError

__all__ = ["compile_prototype"]

_PROTOTYPE = re.compile(r"^Prototype (\{[^—]*\}) — (\d+)/(\d+)$")


def _printed(value: str | None) -> int | None:
    return int(value) if value is not None and value.isdigit() else None


def _failed(face: CardFace, reason: str, abilities: tuple[Ability, ...] = ()) -> CompiledCard:
    return CompiledCard(face, abilities, None, "(prototype layout)", reason)


def compile_prototype(face: CardFace) -> CompiledCard:
    """Compile a prototype card: its prototype line as a casting keyword (CR 702.160a), its
    other lines as a card of one face."""
    lines = [strip_reminder(raw).strip() for raw in face.text.replace("\r", "").split("\n")]
    found = [(i, _PROTOTYPE.match(line)) for i, line in enumerate(lines)]
    prototypes = [(i, match) for i, match in found if match is not None]
    if len(prototypes) != 1:
        return _failed(face, "a prototype card without one prototype line")
    index, match = prototypes[0]
    cost, power, toughness = match.group(1), int(match.group(2)), int(match.group(3))
    try:
        parse_mana_cost(cost)
    except RulesError:
        return _failed(face, f"a prototype cost the engine can't pay: {cost}")
    rest = [line for i, line in enumerate(lines) if i != index]
    base = compile_face(dataclasses.replace(face, layout="normal", text="\n".join(rest)))
    line = PrototypeLine(cost, power, toughness)
    abilities: tuple[Ability, ...] = (line, *base.abilities)
    if base.card is None:
        return dataclasses.replace(base, abilities=abilities)
    if index != 0:
        return _failed(face, "a prototype line after the card's other abilities", abilities)
    keyword = PrototypeKeyword(
        keyword=PROTOTYPE,
        cost=cost,
        power=power,
        toughness=toughness,
        printed_cost=face.mana_cost,
        printed_power=_printed(face.power),
        printed_toughness=_printed(face.toughness),
    )
    text = "\n".join(render_ability(a) for a in abilities).replace("~", face.name)
    card = dataclasses.replace(base.card, statics=(keyword, *base.card.statics), text=text)
    return CompiledCard(face, abilities, card)
