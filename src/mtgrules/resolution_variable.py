"""Amounts known only as an instruction is carried out (CR 608.2h: "equal to" a value of an
object uses its current value, or its last known information if it has left its zone):
"you gain life equal to its power", "equal to target creature's power", "loses life equal
to that creature's toughness", "gains life equal to its mana value", "equal to the life lost
this way", "the damage dealt this way", "the damage dealt to you this turn" (the turn's
record, :mod:`rules.turn_record`). X is fixed when the spell is cast or the ability
activated (:mod:`rules.x_costs`).

"its" / "that creature" is the spell's or ability's only target when it has targets, else
the object of its trigger event ("Whenever a creature you control enters, you gain life
equal to its toughness"), else its source.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.effects.instructions import (
    ChangeVariableLife,
    DealVariableDamage,
    Instruction,
    SacrificeOne,
)
from mtgrules.effects.random_outcomes import THE_RESULT
from mtgrules.effects.sacrifice import SacrificeChosen
from mtgrules.events import DamageDealt, Event, LifeGained, LifeLost, ZoneChanged
from mtgrules.proposed import DamagePart
from mtgrules.resolution_impulse import put_into_hand
from mtgrules.resolution_random import last_result
from mtgrules.rules.transform import mana_value
from mtgrules.rules.turn_record import DAMAGED, this_turn
from mtgrules.rules.x_counters import x_paid

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

VARIABLE_INSTRUCTIONS = (DealVariableDamage, ChangeVariableLife)
"""The instructions :func:`carry_out` carries out."""

THAT_SPELL = "that spell's mana value"
"""The mana value of the spell a cast trigger triggered on (CR 603.7c, 202.3)."""
OF_OBJECT = {
    "its power": "power",
    "its toughness": "toughness",
    "its mana value": "mana value",
    "that card's mana value": "mana value",
    THAT_SPELL: "mana value",  # the spell of a cast trigger (CR 603.7c)
    "that card's power": "power",
    "that card's toughness": "toughness",
    "that creature's power": "power",
    "that creature's toughness": "toughness",
    "that creature's mana value": "mana value",  # "where X is ..." (resolution_amounts_3.py)
    "that creature's power plus its toughness": "power plus toughness",  # CR 208.1
    "target creature's power": "power",
    "target creature's toughness": "toughness",
}
THIS_WAY = ("the life lost this way", "the damage dealt this way")
THAT_MUCH = "that much"
"""The amount of the trigger event (CR 603.2): its damage, or the life gained or lost."""
DAMAGE_TO_YOU = "the damage dealt to you this turn"
"""All damage dealt to the controller this turn, from the turn's record (rules/turn_record)."""
HALF = {
    "half their life, rounded up": True,
    "half their life, rounded down": False,
    "half your life, rounded up": True,
    "half your life, rounded down": False,
}
"""Half of each player's own life total, rounded up (True) or down (CR 107.1a)."""
PART_OF_LIFE = {
    **{name: (2, up) for name, up in HALF.items()},
    "a third of their life, rounded up": (3, True),
    "a third of their life, rounded down": (3, False),
}
"""A part of each player's own life total: (divided by, rounded up)."""
HALF_THEIR_TOTAL = {
    "half that player's life total, rounded down": False,
    "half that player's life total, rounded up": True,
}
"""Damage to each player of half their own life total (CR 107.1a): each its own amount."""
AMOUNTS = frozenset(
    {*OF_OBJECT, *THIS_WAY, THAT_MUCH, DAMAGE_TO_YOU, *PART_OF_LIFE, THE_RESULT}
    | set(HALF_THEIR_TOTAL)
)
"""The amounts the engine computes as the instruction is carried out."""


def amount_of(game: Resolution, name: str, ctx: Context) -> int:
    """The number ``name`` stands for now (0 if what it refers to is gone entirely)."""
    state = game.state
    if name in OF_OBJECT:
        sacrificed = [  # "sacrifices a creature. ... that creature's toughness" (CR 608.2h)
            e.object
            for step, events in ctx.history
            if isinstance(step, SacrificeOne | SacrificeChosen)
            for e in events
            if isinstance(e, ZoneChanged)
        ]
        revealed = put_into_hand(ctx)  # "put that card into your hand. ... its mana value"
        if name.startswith("that creature") and sacrificed:
            entity: int | None = sacrificed[-1]
        elif name == THAT_SPELL:  # the trigger's spell, even with targets of its own
            entity = ctx.that_object
        elif name in ("its mana value", "that card's mana value") and revealed is not None:
            entity = revealed[0] if revealed else None  # no card: nothing to count
        elif ctx.targets and ctx.targets[0] not in state.players:
            entity = ctx.targets[0]  # a player target has no power: "it" is an object
        elif ctx.that_object is not None:
            entity = ctx.that_object
        else:
            entity = ctx.source
        view = state.source_view(entity) if entity is not None else None
        if view is None:
            return 0
        what = OF_OBJECT[name]
        if what == "power":
            return max(view.current_power(), 0)
        if what == "toughness":
            return max(view.current_toughness(), 0)
        if what == "power plus toughness":  # CR 107.1b: a negative sum is 0
            return max(view.current_power() + view.current_toughness(), 0)
        if name == THAT_SPELL and view.mana_cost is not None and entity is not None:
            # CR 202.3e: on the stack, X is the number chosen for it (rules/x_counters.py)
            return mana_value(view, game.ruleset) + view.mana_cost.x * x_paid(state, entity)
        return mana_value(view, game.ruleset)  # a transformed permanent: CR 202.3b
    if name == THAT_MUCH:
        if ctx.that_amount is None and ctx.history:  # a spell: the instruction before it
            return _amount_before(ctx)
        return ctx.that_amount or 0
    if name == THE_RESULT:  # CR 706.2: the last die rolled (resolution_random.py)
        return last_result(ctx) or 0
    if name == DAMAGE_TO_YOU:
        return this_turn(state, DAMAGED, ctx.controller)
    done = [e for _, events in ctx.history for e in events]
    if name == "the life lost this way":
        return sum(e.amount for e in done if isinstance(e, LifeLost))
    assert name == "the damage dealt this way", name
    return sum(e.amount for e in done if isinstance(e, DamageDealt))


def _amount_before(ctx: Context) -> int:
    """ "Target opponent loses 1 life for each attacking creature you control. You gain that
    much life.": the life lost, gained or damage dealt by the instruction before it, as it
    happened (CR 608.2c, 608.2h)."""
    events = ctx.history[-1][1]
    return sum(e.amount for e in events if isinstance(e, LifeLost | LifeGained | DamageDealt))


def half(life: int, *, up: bool, by: int = 2) -> int:
    """Half (or a third, ``by`` 3) of a life total, rounded up or down (CR 107.1a); nothing
    of a life total of 0 or less (a player can't lose half of a negative life total, CR
    107.1b)."""
    if life <= 0:
        return 0
    return -(-life // by) if up else life // by


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """Carry out one of :data:`VARIABLE_INSTRUCTIONS` with its amount counted now."""
    state = game.state
    if isinstance(step, ChangeVariableLife):
        part = PART_OF_LIFE.get(step.amount)
        amount = amount_of(game, step.amount, ctx) if part is None else 0
        events: list[Event] = []
        for who in game._refs(step.who, ctx):
            if part is not None and who in state.players:
                amount = half(state.life_of(who), up=part[1], by=part[0])
            if who in state.players and amount > 0:
                events.extend(game._change_life(who, amount, step.gain, ctx.source, None))
        return events
    assert isinstance(step, DealVariableDamage)
    if step.amount in HALF_THEIR_TOTAL:  # each player its own half (one event, CR 120.2b)
        up = HALF_THEIR_TOTAL[step.amount]
        parts = [
            DamagePart(source, r, half(state.life_of(r), up=up), False, None)
            for source in game._refs(step.source, ctx)
            for r in game._refs(step.to, ctx)
            if r in state.players and half(state.life_of(r), up=up) > 0
        ]
        return game.deal_damage_event(parts) if parts else []
    amount = amount_of(game, step.amount, ctx)
    parts = [
        DamagePart(source, r, amount, False, None)
        for source in game._refs(step.source, ctx)
        for r in game._refs(step.to, ctx)
        if amount > 0 and (r in state.players or r in state.objects)
    ]
    return game.deal_damage_event(parts) if parts else []


__all__ = [
    "AMOUNTS",
    "DAMAGE_TO_YOU",
    "HALF_THEIR_TOTAL",
    "PART_OF_LIFE",
    "THAT_MUCH",
    "THAT_SPELL",
    "VARIABLE_INSTRUCTIONS",
    "amount_of",
    "carry_out",
]
