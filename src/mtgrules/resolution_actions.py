"""Keyword actions carried out by resolving spells and abilities (CR 701): scry,
proliferate, destroy that can't be regenerated, poison counters, and counted instructions
("for each ...", :mod:`mtgrules.resolution_counts`).

Rule numbers that moved between editions come from the ruleset (``scry``, ``proliferate``).
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from mtgrules.choices import Decision
from mtgrules.effects.instructions import (
    DestroyUnregenerable,
    ForEach,
    GivePoison,
    Instruction,
    Proliferate,
    Scry,
)
from mtgrules.events import CountersPut, Event, PoisonCountersGiven
from mtgrules.keyword_action_events import LibraryOrdered
from mtgrules.objects import Zone
from mtgrules.resolution_counts import carry_out_for_each
from mtgrules.rules import sba, umbra_armor
from mtgrules.state import EntityId

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

ACTION_INSTRUCTIONS = (Scry, Proliferate, DestroyUnregenerable, GivePoison, ForEach)
"""The instructions :func:`carry_out` carries out."""

MOST_SCRIED = 5
"""Scry looks at up to this many cards with every arrangement listed as an option."""


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """Carry out one of :data:`ACTION_INSTRUCTIONS`."""
    state = game.state
    if isinstance(step, ForEach):
        return carry_out_for_each(game, step, ctx)
    if isinstance(step, Scry):
        return _scry(game, ctx.controller, step.count)
    if isinstance(step, Proliferate):
        return _proliferate(game, ctx)
    if isinstance(step, GivePoison):
        # CR 122.1f (2011: 121 counters; poison: 104.3d / 704.5c): poison counters.
        rule = f"{game.ruleset.counters_section}.1"
        return game._emit(
            [
                PoisonCountersGiven(player=p, amount=step.count, source=ctx.source, rule=rule)
                for p in game._refs(step.who, ctx)
                if p in state.players and step.count > 0
            ]
        )
    assert isinstance(step, DestroyUnregenerable)
    # "It can't be regenerated" (the regeneration rule, CR 701.14 / 2011 701.12): no
    # regeneration shield replaces this destruction; indestructible still does (CR 702.12b).
    rule = game.ruleset.rule("destroy")
    new_ids = itertools.count(state.next_id)
    events: list[Event] = []
    armored = umbra_armor.armors(state)  # CR 702.89a: umbra armor still applies
    for permanent in game._refs(step.on, ctx):
        if game._on_battlefield(permanent):
            obj, armor = state.objects[permanent], armored.get(permanent)
            events.extend(sba.destroy(game.ruleset, obj, rule, {}, new_ids, armor))
    return game._emit(umbra_armor.destroyed_once(events))


def _scry(game: Resolution, player: EntityId, count: int) -> list[Event]:
    """CR 701.22a (2011: 701.15a): look at the top N cards of your library, put any number
    of them on the bottom in any order and the rest on top in any order."""
    library = game.state.libraries.get(player, [])
    seen = tuple(reversed(library[-count:])) if count > 0 else ()  # top card first
    if not seen:
        return []
    options = _arrangements(seen)
    top, bottom = options[0]
    if game._chooser is not None and len(seen) <= MOST_SCRIED:
        answer = game._chooser.ask(
            Decision(
                kind="scry",
                player=player,
                options=tuple(options),
                labels=tuple(f"top {t} / bottom {b}" for t, b in options),
                prompt=f"scry {count}: the cards to keep on top (top first) and to put on the "
                "bottom (the last one lowest)",
                rule=game.ruleset.rule("scry"),
            )
        )
        assert isinstance(answer, tuple)
        top, bottom = answer
    rest = library[: len(library) - len(seen)]
    order = (*reversed(bottom), *rest, *reversed(top))
    return game._emit(
        [
            LibraryOrdered(
                player=player,
                order=tuple(order),
                top=len(top),
                bottom=len(bottom),
                rule=game.ruleset.rule("scry"),
            )
        ]
    )


def _arrangements(
    seen: tuple[EntityId, ...],
) -> list[tuple[tuple[EntityId, ...], tuple[EntityId, ...]]]:
    """Every way to put the cards ``seen`` back: (the top ones, top first; the bottom ones,
    the last lowest). The first keeps them all on top as they were."""
    found = []
    for mask in range(2 ** len(seen)):
        top = [c for i, c in enumerate(seen) if not mask >> i & 1]
        bottom = [c for i, c in enumerate(seen) if mask >> i & 1]
        for top_order in itertools.permutations(top):
            for bottom_order in itertools.permutations(bottom):
                found.append((top_order, bottom_order))
    return found


def _proliferate(game: Resolution, ctx: Context) -> list[Event]:
    """Proliferate (CR 701.34a today): choose any number of permanents and/or players, then
    give each another counter of each kind already there. Under the 2011 rules (CR 701.23a)
    each one chosen gets exactly one additional counter of a kind it already has."""
    state = game.state
    ruleset = game.ruleset
    rule = ruleset.rule("proliferate")
    each_kind = ruleset.name != "cr2011"
    candidates: list[tuple[EntityId, tuple[str, ...]]] = []
    for player in state.players:
        if not state.players[player].has_lost and state.poison_of(player) > 0:
            candidates.append((player, ("poison",)))
    for obj in list(state.objects.values()):
        kinds = tuple(sorted(k for k, n in obj.counters.items() if n > 0))
        if obj.zone is Zone.BATTLEFIELD and kinds:
            candidates.append((obj.id, kinds))
    events: list[Event] = []
    for entity, kinds in candidates:
        name = state.players[entity].name if entity in state.players else state.objects[entity].name
        if each_kind:
            options: tuple[str, ...] = ("each", "none")
            labels: tuple[str, ...] = (f"give {name} another counter of each kind", f"not {name}")
        else:
            options = (*kinds, "none")
            labels = (*(f"give {name} a {k} counter" for k in kinds), f"not {name}")
        answer = options[0]
        if game._chooser is not None:
            chosen = game._chooser.ask(
                Decision(
                    kind="proliferate",
                    player=ctx.controller,
                    options=options,
                    labels=labels,
                    prompt=f"proliferate: {name}?",
                    rule=rule,
                )
            )
            assert isinstance(chosen, str)
            answer = chosen
        if answer == "none":
            continue
        for kind in kinds if answer == "each" else (answer,):
            if kind == "poison" and entity in state.players:
                events.append(
                    PoisonCountersGiven(player=entity, amount=1, source=ctx.source, rule=rule)
                )
            else:
                events.append(
                    CountersPut(permanent=entity, kind=kind, amount=1, source=ctx.source, rule=rule)
                )
    return game._emit(events)


__all__ = ["ACTION_INSTRUCTIONS", "carry_out"]
