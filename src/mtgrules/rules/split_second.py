"""Split second (CR 702.61a; 2011: 702.59a): "As long as this spell is on the stack, players
can't cast spells or activate abilities that aren't mana abilities." A static ability that
functions only while the spell is on the stack.

* Mana abilities can still be activated, and special actions (turning a face-down creature
  face up, CR 116.2b) taken; triggered abilities still trigger and are put on the stack
  (CR 702.61b; 2011: 702.59b).
* A copy of a split second spell has split second too (CR 707.2).
* The engine checks it where a player casts a spell or activates an ability from priority
  (``engine.Engine._cast_spell`` / ``_activation_problem``, so legal actions leave them out);
  spells cast while another spell or ability resolves (madness, cascade) aren't checked here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from mtgrules.effects.base import Duration, Effect
from mtgrules.objects import Zone
from mtgrules.rulesets import Ruleset
from mtgrules.stack import ItemKind
from mtgrules.state import GameObject, GameState

if TYPE_CHECKING:
    from mtgrules.cards.model import ActivatedAbility

SPLIT_SECOND = "split second"


@dataclass(frozen=True, slots=True, kw_only=True)
class SplitSecond(Effect):
    """Split second: the static ability of the keyword (read by :func:`split_second_spell`)."""


def split_second_static() -> SplitSecond:
    """The static ability a printed "Split second" stands for."""
    return SplitSecond(duration=Duration.STATIC, text="Split second")


def split_second_spell(state: GameState) -> GameObject | None:
    """A spell with split second on the stack, if any (the topmost)."""
    for item in reversed(state.stack):
        if item.kind is not ItemKind.SPELL:
            continue
        obj = state.objects.get(item.id)
        statics = obj.statics if obj is not None and obj.zone is Zone.STACK else ()
        if any(isinstance(s, SplitSecond) for s in statics):
            return obj
    return None


def cast_problem(state: GameState, ruleset: Ruleset) -> tuple[str, str] | None:
    """Why no spell can be cast now (reason, rule), or None: a split second spell is on the
    stack."""
    spell = split_second_spell(state)
    if spell is None:
        return None
    return (
        f"{spell.name} has split second: no spell can be cast while it is on the stack",
        ruleset.rule(SPLIT_SECOND),
    )


def activation_problem(
    state: GameState, ruleset: Ruleset, ability: ActivatedAbility
) -> tuple[str, str] | None:
    """Why ``ability`` can't be activated now (reason, rule), or None: a split second spell
    is on the stack and it isn't a mana ability."""
    if not state.stack:
        return None  # no spell at all (most of the time: asked at every legal-actions listing)
    spell = split_second_spell(state)
    if spell is None or ability.is_mana_ability:
        return None
    return (
        f"{spell.name} has split second: only mana abilities can be activated while it is "
        "on the stack",
        ruleset.rule(SPLIT_SECOND),
    )


__all__ = [
    "SPLIT_SECOND",
    "SplitSecond",
    "activation_problem",
    "cast_problem",
    "split_second_spell",
    "split_second_static",
]
