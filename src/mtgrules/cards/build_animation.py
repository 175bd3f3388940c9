"""Transformer rules for animation: "~ becomes a 2/1 red Warrior creature with first strike
until end of turn. It's still a land.", "Until end of turn, ~ becomes a 2/3 white and black
Elemental creature with lifelink.", "~ becomes an artifact creature until end of turn."
(:mod:`mtgrules.effects.animation`).

Only the forms that keep the object's other types are read (CR 205.1b): an "artifact
creature", or "It's still a land."; an effect that would replace its card types is left
unsupported.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from mtgrules.cards.abilities import ActivatedLine, Sentence
from mtgrules.cards.build_base import BuilderBase, _fail, _pt
from mtgrules.cards.granted_abilities import Quoted, compile_quoted
from mtgrules.effects.animation import ARTIFACT_CREATURE, STILL_LAND, BecomeCreature
from mtgrules.effects.base import Duration
from mtgrules.objects import Keyword


class AnimationRules(BuilderBase):
    """Callbacks named after the grammar rules and aliases."""

    def animate_colors(self, c: list[tuple[str, ...]]) -> tuple[str, ...]:
        colors = c[0] if c else ()
        if "colorless" in colors:
            _fail("'becomes a colorless creature'")
        return colors

    def animate_with(self, c: list[tuple[Keyword, ...]]) -> tuple[Keyword, ...]:
        return c[0] if c else ()

    def animate_with_quoted(self, c: list[Token]) -> Quoted:
        quoted = compile_quoted(str(c[0]))
        if not isinstance(quoted.ability, ActivatedLine):
            _fail("a creature it becomes with a quoted ability other than an activated one")
        return quoted

    def _become(self, c: list[Any], *, lead: bool) -> Sentence:
        still = any(isinstance(x, Token) and x.type == "STILL_LAND" for x in c)
        c = [x for x in c if not (isinstance(x, Token) and x.type == "STILL_LAND")]
        c = [x for x in c if not isinstance(x, Duration)]
        on, size, colors, types, abilities = c[0], c[1], c[2], c[-2], c[-1]
        subtypes = tuple(str(t).capitalize() for t in c[3:-2])
        artifact = "Artifact" in types
        if not artifact and not still:
            _fail("an animation that doesn't say the object keeps its types (CR 205.1b)")
        if str(size).startswith("-"):
            _fail("a negative size")
        power, toughness = _pt(size)
        step = BecomeCreature(
            on=self._permanents(on),
            power=power,
            toughness=toughness,
            colors=colors,
            subtypes=subtypes,
            artifact=artifact,
            keywords=abilities if isinstance(abilities, tuple) else (),
            granted=(abilities,) if isinstance(abilities, Quoted) else (),
            lead=lead,
            keeps=STILL_LAND if still else ARTIFACT_CREATURE,
        )
        return (step,)

    def animate(self, c: list[Any]) -> Sentence:
        return self._become(c, lead=False)

    def lead_animate(self, c: list[Any]) -> Sentence:
        return self._become(c, lead=True)

    def animate_artifact(self, c: list[Any]) -> Sentence:
        return (BecomeCreature(on=self._permanents(c[0]), artifact=True),)


__all__ = ["AnimationRules"]
