"""Compiling the casual variants' nontraditional cards: vanguards (layout "vanguard", CR
902), schemes (layout "scheme", CR 904) and planes and phenomena (layout "planar", CR 901).
The section numbers are the same in the rules of 2011.

Their text is compiled like any card's (``~`` is the card, "this scheme" and "this plane"
included), after two kinds of line only vanguards print:

- "Starting hand size +1 Starting life total -5": the hand and life modifiers (CR 210, 211,
  902.4-902.5) as a :class:`~mtgrules.effects.variants.VanguardModifiers`; the engine applies
  the life modifier to the player's starting life total (rules/vanguard.py). Older vanguards
  print their modifiers outside the text box, where the card data doesn't keep them: such a
  vanguard's modifiers are given when it is set up.
- "Requirement — [text]": a condition on the player's deck, kept as printed
  (:class:`~mtgrules.effects.variants.DeckRequirement`). It has no effect during a game; the
  engine doesn't build decks, so it doesn't check it either.

Reminder text ("(An ongoing scheme remains face up.)") is dropped like any reminder text; an
ongoing scheme is one with the supertype Ongoing (CR 904.11 today; 2011: 904.11).

>>> face = CardFace(name="Goblin Warchief Avatar", types=("Vanguard",), layout="vanguard",
...                 text="Starting hand size +1 Starting life total -5")
>>> compile_variant(face).card.statics[0].life
-5
"""

from __future__ import annotations

import dataclasses
import re

from mtgrules.cards.compiler import CardFace, CompiledCard, compile_face
from mtgrules.effects.base import Effect
from mtgrules.effects.variants import DeckRequirement, VanguardModifiers

VARIANT_LAYOUTS: dict[str, frozenset[str]] = {
    "vanguard": frozenset({"Vanguard"}),  # CR 902.1
    "scheme": frozenset({"Scheme"}),  # CR 904.1
    "planar": frozenset({"Plane", "Phenomenon"}),  # CR 901.1 (phenomena since 2012)
}
"""Each variant layout and the card types its cards have."""

_MODIFIERS = re.compile(r"Starting hand size ([+-]\d+) Starting life total ([+-]\d+)")
_REQUIREMENT = re.compile(r"Requirement — (.+)")


def _special(line: str) -> Effect | None:
    """The vanguard-only line's data, or None for an ordinary ability."""
    modifiers = _MODIFIERS.fullmatch(line)
    if modifiers is not None:
        return VanguardModifiers(hand=int(modifiers.group(1)), life=int(modifiers.group(2)))
    requirement = _REQUIREMENT.fullmatch(line)
    if requirement is not None:
        return DeckRequirement(requirement=requirement.group(1))
    return None


def _refused(face: CardFace, clause: str, reason: str) -> CompiledCard:
    return CompiledCard(face, (), None, clause, reason)


def compile_variant(face: CardFace) -> CompiledCard:
    """Compile a vanguard, scheme, plane or phenomenon card (never raises for unsupported
    text: see ``CompiledCard.unsupported``)."""
    kinds = VARIANT_LAYOUTS.get(face.layout)
    if kinds is None:
        return _refused(face, f"({face.layout} layout)", "not a casual variant's card")
    if len(face.types) != 1 or face.types[0] not in kinds:
        return _refused(
            face,
            f"(card type {' '.join(face.types) or 'none'})",
            f"a {face.layout} card is a {' or '.join(sorted(kinds))} card",
        )
    lines = [line.strip() for line in face.text.replace("\r", "").split("\n")]
    special = [(line, _special(line)) for line in lines]
    if face.layout != "vanguard" and any(effect is not None for _, effect in special):
        return _refused(face, "(vanguard line)", "hand and life modifiers are a vanguard's")
    kept = [effect for _, effect in special if effect is not None]
    if sum(isinstance(e, VanguardModifiers) for e in kept) > 1:
        return _refused(face, "(two modifier lines)", "a vanguard has one pair of modifiers")
    rest = "\n".join(line for line, effect in special if effect is None and line)
    compiled = compile_face(dataclasses.replace(face, layout="normal", text=rest))
    compiled = dataclasses.replace(compiled, face=face)
    if compiled.card is None or not kept:
        return compiled
    printed = [line for line, effect in special if effect is not None]
    text = "\n".join([*printed, compiled.card.text] if compiled.card.text else printed)
    card = dataclasses.replace(compiled.card, statics=(*kept, *compiled.card.statics), text=text)
    return dataclasses.replace(compiled, card=card)


def modifiers_of(statics: tuple[Effect, ...]) -> VanguardModifiers | None:
    """A vanguard's printed hand and life modifiers, if its text has them."""
    return next((s for s in statics if isinstance(s, VanguardModifiers)), None)


__all__ = ["VARIANT_LAYOUTS", "compile_variant", "modifiers_of"]
