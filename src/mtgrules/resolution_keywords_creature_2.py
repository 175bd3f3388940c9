"""Carrying out the instructions of :mod:`mtgrules.effects.keywords_creature_2`:

* rampage's pump (CR 702.23a; 2011: 702.21a): the blockers are counted once, as the ability
  resolves (CR 702.23b; 2011: 702.21b): blockers removed or added later don't change the
  bonus. Blocked by one creature (or none any more), the ability does nothing;
* melee's pump (CR 702.121a): the opponents attacked with a creature this combat, counted
  as the ability resolves (an opponent whose planeswalker is attacked is not attacked);
* fabricate's choice (CR 702.123a): counters on the permanent, or Servo tokens. A permanent
  no longer on the battlefield can't get counters: its controller creates the Servos;
* graft's move (CR 702.58a; 2011: 702.56a): one +1/+1 counter leaves the source and is put
  on the creature that entered, if both are still on the battlefield and the source still
  has one (CR 122.5);
* squad's copies (CR 702.157a): one token copy of the permanent for each time its squad cost
  was paid (as it last existed if it has left, CR 608.2h)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.choices import Decision
from mtgrules.effects.instructions import SELF, CreateToken, ModifyPowerToughness, PutCounters
from mtgrules.effects.keywords_creature_2 import (
    CountersOrServos,
    MoveCounter,
    PumpPerBlockerBeyondFirst,
    PumpPerOpponentAttacked,
    SquadCopies,
)
from mtgrules.events import CountersPut, CountersRemoved
from mtgrules.objects import PLUS_ONE

if TYPE_CHECKING:
    from mtgrules.events import Event
    from mtgrules.resolution import Context, Resolution

CREATURE_KEYWORD_2_INSTRUCTIONS = (
    PumpPerBlockerBeyondFirst,
    PumpPerOpponentAttacked,
    CountersOrServos,
    MoveCounter,
    SquadCopies,
)
"""The instructions :func:`carry_out` carries out."""
FABRICATE_RULE = "702.123a"


def carry_out(
    game: Resolution,
    step: PumpPerBlockerBeyondFirst
    | PumpPerOpponentAttacked
    | CountersOrServos
    | MoveCounter
    | SquadCopies,
    ctx: Context,
) -> list[Event]:
    """Carry out one of :data:`CREATURE_KEYWORD_2_INSTRUCTIONS`."""
    if isinstance(step, PumpPerBlockerBeyondFirst):
        return _rampage(game, step, ctx)
    if isinstance(step, PumpPerOpponentAttacked):
        return _melee(game, ctx)
    if isinstance(step, CountersOrServos):
        return _fabricate(game, step, ctx)
    if isinstance(step, SquadCopies):
        return _squad(game, ctx)
    return _move_counter(game, step, ctx)


SQUAD = "squad"


def _squad(game: Resolution, ctx: Context) -> list[Event]:
    """CR 702.157a: as many token copies as times the squad cost was paid."""
    times = game.state.cast_with.get(ctx.source, ()).count(SQUAD)
    if not times:
        return []
    return game._carry_out((CreateToken(types=(), copy_of=SELF, count=times),), ctx)


def blockers_beyond_the_first(game: Resolution, creature: int) -> int:
    """How many creatures block ``creature`` now, less one (never below 0)."""
    combat = game.state.combat
    if combat is None:
        return 0
    return max(0, len(combat.blocked_by.get(creature, ())) - 1)


def _rampage(game: Resolution, step: PumpPerBlockerBeyondFirst, ctx: Context) -> list[Event]:
    """CR 702.23a-b: the source gets +N/+N for each creature blocking it beyond the first."""
    bonus = step.amount * blockers_beyond_the_first(game, ctx.source)
    if not bonus:
        return []
    return game._carry_out((ModifyPowerToughness(power=bonus, toughness=bonus, on=SELF),), ctx)


def opponents_attacked(game: Resolution, player: int) -> int:
    """How many opponents of ``player`` a creature attacks in this combat (a planeswalker or
    battle attacked is not its controller attacked)."""
    combat = game.state.combat
    if combat is None:
        return 0
    opponents = set(game.state.opponents(player))
    return len({p for p in combat.attackers.values() if p in opponents})


def _melee(game: Resolution, ctx: Context) -> list[Event]:
    """CR 702.121a: +1/+1 for each opponent attacked, counted as it resolves."""
    bonus = opponents_attacked(game, ctx.controller)
    if not bonus:
        return []
    return game._carry_out((ModifyPowerToughness(power=bonus, toughness=bonus, on=SELF),), ctx)


def _fabricate(game: Resolution, step: CountersOrServos, ctx: Context) -> list[Event]:
    """CR 702.123a: "you may put N +1/+1 counters on it. If you don't, create N 1/1
    colorless Servo artifact creature tokens." """
    n = step.count
    counters = game._on_battlefield(ctx.source) and (
        game._chooser is None
        or bool(
            game._chooser.ask(
                Decision(
                    kind="may",
                    player=ctx.controller,
                    options=(True, False),
                    labels=(f"{n} +1/+1 counter(s) on it", f"{n} Servo token(s)"),
                    prompt="fabricate: put +1/+1 counters on it (else create Servos)?",
                    rule=FABRICATE_RULE,
                )
            )
        )
    )
    if counters:
        return game._carry_out((PutCounters(kind=PLUS_ONE, count=n, on=SELF),), ctx)
    servos = CreateToken(
        count=n,
        power=1,
        toughness=1,
        colors=("colorless",),
        subtypes=("Servo",),
        types=("Artifact", "Creature"),
    )
    return game._carry_out((servos,), ctx)


def _move_counter(game: Resolution, step: MoveCounter, ctx: Context) -> list[Event]:
    """CR 702.58a (graft), CR 122.5: move one counter from the source onto each creature
    ``step.to`` refers to that is still on the battlefield."""
    source = game.state.objects.get(ctx.source)
    if source is None or not game._on_battlefield(ctx.source) or not source.counter(step.kind):
        return []
    rule = game.ruleset.rule("graft")
    for creature in game._refs(step.to, ctx):
        if creature != ctx.source and game._on_battlefield(creature):
            moved: list[Event] = [
                CountersRemoved(
                    permanent=ctx.source, kind=step.kind, amount=1, source=ctx.source, rule=rule
                ),
                CountersPut(
                    permanent=creature, kind=step.kind, amount=1, source=ctx.source, rule=rule
                ),
            ]
            return game._emit(moved)
    return []


__all__ = ["CREATURE_KEYWORD_2_INSTRUCTIONS", "blockers_beyond_the_first", "carry_out"]
