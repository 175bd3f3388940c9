"""Words of the "statics 3" templates (cards/build_statics_3.py): "[creatures] can't block this
turn" (CR 509.1b) and "Creatures with power less than ~'s power can't block it."."""

from __future__ import annotations

from mtgrules.cards.render_effects import RenderError, _Context
from mtgrules.cards.render_player_instructions import group_words
from mtgrules.effects.base import Match, Who
from mtgrules.effects.blocking_this_turn import CantBlockThisTurn
from mtgrules.effects.damage_kept import DamageNotRemoved
from mtgrules.effects.described_groups import PermanentsGroup
from mtgrules.effects.game_outcome import NoLossForLife, OutcomeLock
from mtgrules.effects.triggers import SELF
from mtgrules.objects import CardType

CANT_BLOCK = "can't block this turn"

_CREATURES = frozenset({CardType.CREATURE.value})


def _group(match: Match) -> str:
    if isinstance(match, PermanentsGroup):
        return group_words(match)
    if match.kinds != _CREATURES or match.ids is not None:
        raise RenderError(f"no words for {match}")
    if match.controller is Who.OPPONENT:
        return "creatures your opponents control"
    if match.controller is Who.ANY:
        return "creatures"
    raise RenderError(f"no words for {match}")


def outcome_words(effect: object) -> str | None:
    """ "You can't lose the game and your opponents can't win the game." and the others of
    :mod:`mtgrules.effects.game_outcome`, else None."""
    if isinstance(effect, OutcomeLock) and effect.who == Match.you():
        if effect.lose and not effect.opponents:
            return "You can't lose the game."
        if effect.lose:
            return "You can't lose the game and your opponents can't win the game."
        return "You can't win the game and your opponents can't lose the game."
    if isinstance(effect, NoLossForLife) and effect.who == Match.you():
        return "You don't lose the game for having 0 or less life."
    if isinstance(effect, DamageNotRemoved):  # CR 514.2
        if effect.who == Match.ids_of(SELF):
            return "Damage isn't removed from ~ during cleanup steps."
        if effect.who == Match(kinds=_CREATURES, controller=Who.OPPONENT):
            return (
                "Damage isn't removed from creatures your opponents control during cleanup steps."
            )
    return None


def blocking_clause(step: object, ctx: _Context) -> str | None:
    """The words of a :class:`CantBlockThisTurn`, else None."""
    if not isinstance(step, CantBlockThisTurn):
        return None
    if step.group is not None:
        return f"{_group(step.group)} {CANT_BLOCK}"
    if step.words:
        for ref in step.named():
            ctx.ref(ref)  # the targets are named before: "it" / "those creatures"
        return f"{step.words} {CANT_BLOCK}"
    if step.count != 1:
        raise RenderError(f"no words for {step}")
    return f"{ctx.ref(step.on, subject=True)} {CANT_BLOCK}"


__all__ = ["CANT_BLOCK", "blocking_clause", "outcome_words"]
