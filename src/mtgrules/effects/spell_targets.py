"""Targets on the stack (CR 115.1, 115.4): "target spell", "target creature spell",
"target noncreature spell", "target instant or sorcery spell", "target white spell",
"target activated or triggered ability", as data.

A :class:`SpellTarget` keeps its printed words (``text``) and the conditions they state;
:func:`spell_target` reads the words.

>>> sorted(spell_target("target instant or sorcery spell").types)
['instant', 'sorcery']
>>> sorted(spell_target("target spell, activated ability, or triggered ability").abilities)
['activated ability', 'triggered ability']
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mtgrules.effects.targets import TargetSpec

SPELL = "spell"
ACTIVATED = "activated ability"
TRIGGERED = "triggered ability"
SPELL_TYPES = frozenset(
    {"creature", "noncreature", "artifact", "enchantment", "instant", "sorcery", "planeswalker"}
)
SPELL_COLORS = frozenset({"white", "blue", "black", "red", "green", "colorless", "multicolored"})
ABILITY_WORDS: dict[str, frozenset[str]] = {
    "activated ability": frozenset({ACTIVATED}),
    "triggered ability": frozenset({TRIGGERED}),
    "activated or triggered ability": frozenset({ACTIVATED, TRIGGERED}),
    "spell, activated ability, or triggered ability": frozenset({SPELL, ACTIVATED, TRIGGERED}),
    "spell or ability": frozenset({SPELL, ACTIVATED, TRIGGERED}),
}
_WORD = "|".join(sorted(SPELL_TYPES | SPELL_COLORS, key=len, reverse=True))
_SPELL_WORDS = re.compile(rf"(?:({_WORD}) (?:or ({_WORD}) )?)?spell")


@dataclass(frozen=True, slots=True, kw_only=True)
class SpellTarget(TargetSpec):
    """A target on the stack: a spell of ``types`` (any of them; none: any spell) and
    ``color``, not of type ``non``; or an ability of a kind in ``abilities``. ``kinds``
    holds "spell" when a spell may be chosen."""

    types: frozenset[str] = frozenset()
    non: str = ""
    color: str = ""
    abilities: frozenset[str] = frozenset()


def spell_target(words: str) -> SpellTarget:
    """The target that ``words`` ("target [adjective] spell", "target activated ability")
    name; ValueError when they name something else."""
    if not words.startswith("target "):
        raise ValueError(f"not a target: {words!r}")
    rest = words.removeprefix("target ")
    if rest in ABILITY_WORDS:
        kinds = ABILITY_WORDS[rest]
        return SpellTarget(kinds=frozenset(kinds & {SPELL}), abilities=kinds - {SPELL}, text=words)
    found = _SPELL_WORDS.fullmatch(rest)
    if found is None:
        raise ValueError(f"not a spell: {words!r}")
    named = [w for w in found.groups() if w]
    colors = [w for w in named if w in SPELL_COLORS]
    if colors and (len(named) > 1 or len(colors) > 1):
        raise ValueError(f"a color with other words: {words!r}")
    if any(w.startswith("non") for w in named) and len(named) > 1:
        raise ValueError(f"non- with other words: {words!r}")
    types = frozenset(w for w in named if w in SPELL_TYPES and not w.startswith("non"))
    non = next((w.removeprefix("non") for w in named if w.startswith("non")), "")
    return SpellTarget(
        kinds=frozenset({SPELL}),
        types=types,
        non=non,
        color=colors[0] if colors else "",
        text=words,
    )


__all__ = ["ACTIVATED", "SPELL", "TRIGGERED", "SpellTarget", "spell_target"]
