"""Activation costs beyond mana, {T}, life and "sacrifice ~" (CR 602.2b, 601.2f-h; CR 118).

"Sacrifice a creature", "Sacrifice another creature", "Sacrifice two lands", "Discard a
card", "Discard two cards", "Discard a card at random" and "Remove a +1/+1 counter from ~"
are chosen and paid as the ability is activated: activating follows the steps of casting a
spell (CR 602.2b: 601.2b-h in 2011, 601.2b-i today), so the controller chooses what to
sacrifice or discard while paying the total cost (601.2h today / 601.2g in 2011), and an
unpayable cost can't be paid (no partial payment). The choice is asked with the engine's
pending-choice mechanism (a ``sacrifice`` or ``discard`` decision); a random discard takes
the game's random generator.

>>> parse_extra_cost("Sacrifice another creature")
ExtraCostSpec(action='sacrifice', count=1, noun='creature', another=True, kind='')
>>> parse_extra_cost("Remove two charge counters from ~")
ExtraCostSpec(action='remove counters', count=2, noun='', another=False, kind='charge')
"""

from __future__ import annotations

import itertools
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from mtgrules.choices import Decision
from mtgrules.events import CountersRemoved, Event, ZoneChanged
from mtgrules.objects import Zone
from mtgrules.rules import crew, designations, ninjutsu
from mtgrules.rules.described_costs import (
    COLORS,
    EXILE_FROM_GRAVEYARD,
    EXILE_FROM_HAND,
    EXILE_FROM_LIBRARY,
    EXILE_GRAVEYARD_TOP,
    EXILE_SELF,
    TAP_UNTAPPED,
    parse_described_cost,
)
from mtgrules.rules.sacrifice_costs import parse_sacrifice_cost
from mtgrules.rules.tap_and_counter_costs import (
    EXERT_SELF_COST,
    REMOVE_AND_SACRIFICE,
    REMOVE_FROM_YOURS,
    exerted,
    parse_tap_or_counter_cost,
)
from mtgrules.state import EntityId, GameObject, GameState
from mtgrules.turn_events import Tapped

# CR 602.2b / 118.3: costs that describe what they tap or exile (rules/described_costs.py)
_DESCRIBED = (
    TAP_UNTAPPED,
    EXILE_SELF,
    EXILE_FROM_GRAVEYARD,
    EXILE_FROM_LIBRARY,
    EXILE_GRAVEYARD_TOP,
    EXILE_FROM_HAND,  # "Exile a blue card from your hand" (an alternative cost, CR 118.9)
)

if TYPE_CHECKING:
    from mtgrules.game import GameActions as Game

SACRIFICE = "sacrifice"
DISCARD = "discard"
DISCARD_RANDOM = "discard at random"
REMOVE_COUNTERS = "remove counters"
ACTIVATE = "602.2b"  # activating follows the casting steps (both editions)

_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


@dataclass(frozen=True, slots=True)
class ExtraCostSpec:
    """One extra cost: what is done (``action``), how many times, to what (``noun``: a card
    type or subtype, "card"), ``another`` (not the ability's source), counter ``kind``."""

    action: str
    count: int = 1
    noun: str = ""
    another: bool = False
    kind: str = ""


def parse_extra_cost(text: str) -> ExtraCostSpec | None:
    """The cost printed as ``text`` ("Sacrifice a creature"), or None if the engine doesn't
    pay costs of that kind (a cost paid from another zone: "Discard ~", "Exile ~ from your
    graveyard")."""
    words = text.split()
    if len(words) < 2:
        return None
    if text == ninjutsu.NINJUTSU_COST:  # CR 702.49a: rules/ninjutsu.py
        return ExtraCostSpec(ninjutsu.RETURN_UNBLOCKED, 1, "creature")
    crew_n = crew.parse_crew_cost(text)  # crew N (CR 702.122a): rules/crew.py
    if crew_n is not None:
        return ExtraCostSpec(crew.CREW_TAP, crew_n, "creature")
    energy = designations.energy_cost(text)  # CR 107.14: rules/designations.py
    if energy is not None:
        return ExtraCostSpec(designations.ENERGY_COST, energy)
    described = parse_described_cost(text)  # CR 602.2b: rules/described_costs.py
    if described is not None:
        return ExtraCostSpec(*described)
    sacrificed = parse_sacrifice_cost(text)  # CR 118.3: rules/sacrifice_costs.py
    if sacrificed is not None:
        return ExtraCostSpec(*sacrificed)
    tapped = parse_tap_or_counter_cost(text)  # CR 118.3: rules/tap_and_counter_costs.py
    if tapped is not None:
        action, number, what, another = tapped
        if action == REMOVE_AND_SACRIFICE:  # ``what``: the counters' kind
            return ExtraCostSpec(action, number, kind=what)
        if action == REMOVE_FROM_YOURS:  # ``what``: "creature +1/+1"
            noun, kind = what.split(" ", 1)
            return ExtraCostSpec(action, number, noun, kind=kind)
        return ExtraCostSpec(action, number, what, another)
    verb, amount = words[0].lower(), words[1].lower()
    if verb == "sacrifice" and words[2:] == ["artifact,", "enchantment,", "or", "token"]:
        # bargain (CR 702.166a): "Sacrifice an artifact, enchantment, or token"
        return ExtraCostSpec(SACRIFICE, 1, "artifact or enchantment or token")
    if verb == "sacrifice" and len(words) == 5 and words[3] == "or" and amount in ("a", "an"):
        # "Sacrifice an artifact or creature": one permanent of either kind
        return ExtraCostSpec(SACRIFICE, 1, f"{words[2].lower()} or {words[4].lower()}")
    if verb == "sacrifice" and len(words) == 4 and words[2] in COLORS and amount != "another":
        count = _NUMBERS.get(amount)  # "Sacrifice three black creatures" (CR 105.2)
        noun = words[3].lower().removesuffix("s") if count and count > 1 else words[3].lower()
        return None if count is None else ExtraCostSpec(SACRIFICE, count, f"{words[2]} {noun}")
    if verb == "sacrifice" and len(words) == 3 and words[2] != "~":
        if amount == "another":
            return ExtraCostSpec(SACRIFICE, 1, words[2].lower(), another=True)
        count = _NUMBERS.get(amount)
        if count is None:
            return None
        noun = words[2].lower()
        if count > 1:
            noun = noun[:-1] if noun.endswith("s") else noun
        return ExtraCostSpec(SACRIFICE, count, noun)
    if verb == "discard" and amount != "~":
        count = _NUMBERS.get(amount)
        if count == 1 and len(words) == 4 and words[3] == "card":  # "Discard a land card"
            return ExtraCostSpec(DISCARD, 1, words[2].lower())
        if count is None or words[2] not in ("card", "cards"):
            return None
        if words[3:] == ["at", "random"]:
            return ExtraCostSpec(DISCARD_RANDOM, count, "card")
        return ExtraCostSpec(DISCARD, count, "card") if len(words) == 3 else None
    if verb == "remove" and words[-2:] == ["from", "~"]:
        count = _NUMBERS.get(amount)
        kind = " ".join(words[2:-3])
        if count is None or words[-3] not in ("counter", "counters") or not kind:
            return None
        return ExtraCostSpec(REMOVE_COUNTERS, count, kind=kind)
    return None


def _is(obj: GameObject, noun: str) -> bool:
    """``obj`` is a ``noun``: a card type, a subtype, or any permanent ("artifact or
    creature": either)."""
    if " or " in noun:
        return any(_is(obj, part) for part in noun.split(" or "))
    if noun == "permanent":
        return True
    color, _, rest = noun.partition(" ")
    if rest and color.startswith("non"):  # "nonland permanent", "nontoken creature"
        return not _is(obj, color.removeprefix("non")) and _is(obj, rest)
    if rest == "token":  # "an artifact token" (CR 111.1)
        return obj.token and _is(obj, color)
    if rest and color in COLORS:  # "Tap an untapped red creature you control" (CR 105.2)
        return color in obj.colors and _is(obj, rest)
    if noun == "historic":  # CR 700.6: artifacts, legendaries and Sagas are historic
        return _is(obj, "artifact") or "Legendary" in obj.supertypes or "Saga" in obj.subtypes
    if noun == "token":  # CR 111.1
        return obj.token
    return any(t.value.lower() == noun for t in obj.types) or any(
        s.lower() == noun for s in obj.subtypes
    )


def candidates(
    state: GameState, player: EntityId, source: EntityId, spec: ExtraCostSpec, *, self_too: bool
) -> list[EntityId]:
    """What ``player`` can sacrifice, discard, tap or exile for ``spec`` (``self_too``: the
    source may be used for it, unless another cost sacrifices or taps it or the cost says
    "another" / "other than ~")."""
    if spec.action == REMOVE_FROM_YOURS:  # a permanent of the player's with such a counter
        return [
            o.id
            for o in state.objects.values()
            if o.zone is Zone.BATTLEFIELD
            and o.controller == player
            and _is(o, spec.noun)
            and o.counters.get(spec.kind, 0) >= spec.count
        ]
    if spec.action == TAP_UNTAPPED:  # CR 118.3: only untapped permanents pay it
        return [
            o.id
            for o in state.objects.values()
            if o.zone is Zone.BATTLEFIELD
            and o.controller == player
            and not o.tapped
            and _is(o, spec.noun)
            and (o.id != source or (self_too and not spec.another))
        ]
    if spec.action == EXILE_FROM_HAND:  # never the card being cast (CR 601.2a)
        return [
            o.id
            for o in state.objects.values()
            if o.zone is Zone.HAND
            and o.owner == player
            and o.id != source
            and spec.noun in o.colors
        ]
    if spec.action == EXILE_SELF:
        found = state.objects.get(source)
        return [source] if found is not None and found.zone is Zone.BATTLEFIELD else []
    if spec.action == EXILE_FROM_LIBRARY:  # the top cards, top first (no choice)
        return list(reversed(state.libraries[player]))[: spec.count]
    if spec.action == EXILE_FROM_GRAVEYARD:  # "a creature card": of that type (CR 602.2b)
        return [
            o.id
            for o in state.objects.values()
            if o.zone is Zone.GRAVEYARD
            and o.owner == player
            and o.id != source
            and (spec.noun == "card" or _is(o, spec.noun))
        ]
    if spec.action == EXILE_GRAVEYARD_TOP:
        # CR 404.2: the graveyard keeps its order; the card put there last is on top (each
        # card put into a graveyard becomes a new object with a higher id, CR 400.7)
        ids = [
            o.id for o in state.objects.values() if o.zone is Zone.GRAVEYARD and o.owner == player
        ]
        return [max(ids)] if ids else []
    if spec.action == SACRIFICE:
        return [
            o.id
            for o in state.objects.values()
            if o.zone is Zone.BATTLEFIELD
            and o.controller == player
            and _is(o, spec.noun)
            and (o.id != source or (self_too and not spec.another))
        ]
    if spec.action in (DISCARD, DISCARD_RANDOM):
        return [  # never the card being cast (on the stack as its costs are paid, CR 601.2a)
            o.id
            for o in state.objects.values()
            if o.zone is Zone.HAND
            and o.owner == player
            and o.id != source
            and (spec.noun == "card" or _is(o, spec.noun))  # "Discard a land card"
        ]
    return []


def cost_problem(
    state: GameState,
    obj: GameObject,
    costs: Sequence[str],
    *,
    sacrifices_self: bool,
    rule: str = "601.2h",
    taps_self: bool = False,
) -> tuple[str, str] | None:
    """Why the extra ``costs`` of an ability of ``obj`` can't be paid now, as (reason,
    rule), or None (``rule``: CR 601.2h / 2011 601.2g, unpayable costs can't be paid)."""
    needed: dict[str, int] = {}
    for text in costs:
        spec = parse_extra_cost(text)
        if spec is None:
            return (f"the engine doesn't pay the cost {text!r}", ACTIVATE)
        if spec.action == ninjutsu.RETURN_UNBLOCKED:
            if not ninjutsu.unblocked_attackers(state, obj.controller):
                return ("no unblocked attacking creature to return (ninjutsu)", rule)
            continue
        if spec.action == crew.CREW_TAP:
            problem = crew.crew_problem(state, obj.controller, spec.count, obj.id)
            if problem is not None:
                return (problem, crew.RULE)
            continue
        if spec.action == EXERT_SELF_COST:  # CR 701.43a: a permanent can always be exerted
            continue
        if spec.action == designations.ENERGY_COST:  # CR 107.14: no partial payment
            if designations.energy_of(state, obj.controller) < spec.count:
                return (f"not {spec.count} energy to pay: {text}", designations.PAY_ENERGY)
            continue
        if spec.action in (REMOVE_COUNTERS, REMOVE_AND_SACRIFICE):
            if obj.counters.get(spec.kind, 0) < spec.count:
                return (f"{obj.name} doesn't have {spec.count} {spec.kind} counter(s)", rule)
            continue
        # CR 601.2h (2011: 601.2g): costs are paid in any order, so a source tapped by {T}
        # can still be sacrificed for the cost, but it can't be tapped a second time
        self_too = not sacrifices_self and not (taps_self and spec.action == TAP_UNTAPPED)
        found = candidates(state, obj.controller, obj.id, spec, self_too=self_too)
        key = f"{spec.action} {spec.noun}"
        needed[key] = needed.get(key, 0) + spec.count
        if len(found) < needed[key]:
            return (f"can't {spec.action.split()[0]} {needed[key]} {_what(spec)}: {text}", rule)
    return None


def _what(spec: ExtraCostSpec) -> str:
    """What the cost ``spec`` uses, for an error message."""
    if spec.action in (DISCARD, DISCARD_RANDOM):
        return "card(s) in hand" if spec.noun == "card" else f"{spec.noun} card(s) in hand"
    if spec.action == EXILE_SELF:
        return "~ (not on the battlefield)"
    if spec.action in (EXILE_FROM_GRAVEYARD, EXILE_GRAVEYARD_TOP):
        return "card(s) from the graveyard"
    if spec.action == EXILE_FROM_HAND:
        return f"{spec.noun} card(s) in hand"
    if spec.action == EXILE_FROM_LIBRARY:
        return "card(s) from the top of the library"
    if spec.action == TAP_UNTAPPED:
        return f"untapped {spec.noun}(s)"
    if spec.action == REMOVE_FROM_YOURS:
        return f"{spec.noun}(s) with a {spec.kind} counter"
    return f"{spec.noun}(s)"


def pay_extra_costs(
    game: Game,
    player: EntityId,
    obj: GameObject,
    costs: Sequence[str],
    *,
    sacrifices_self: bool,
    purpose: str = "",
) -> list[Event]:
    """Choose what to sacrifice or discard and pay the extra ``costs`` (CR 601.2h / 2011
    601.2g, through 602.2b). Each choice is a decision of ``player`` (kind ``sacrifice`` or
    ``discard``); the events are applied."""
    state = game.state
    ruleset = game.ruleset
    events: list[Event] = []
    taken: set[EntityId] = set()
    for text in costs:
        spec = parse_extra_cost(text)
        assert spec is not None, text
        if spec.action == REMOVE_COUNTERS:
            # CR 122.8 (2011: 121.8 counters): removing counters as a cost.
            removed = CountersRemoved(
                permanent=obj.id, kind=spec.kind, amount=spec.count, source=obj.id, rule=ACTIVATE
            )
            events.extend(game._emit([removed]))
            continue
        if spec.action == REMOVE_AND_SACRIFICE:  # "Remove ... from ~ and sacrifice it"
            removed = CountersRemoved(
                permanent=obj.id, kind=spec.kind, amount=spec.count, source=obj.id, rule=ACTIVATE
            )
            events.extend(game._emit([removed]))
            sacrificed = ZoneChanged(
                object=obj.id,
                new_id=state.next_id,
                origin=Zone.BATTLEFIELD,
                destination=Zone.GRAVEYARD,
                rule=ruleset.rule("sacrifice"),
            )
            events.extend(game._emit([sacrificed]))
            continue
        if spec.action == crew.CREW_TAP:
            events.extend(_pay_crew(game, player, spec.count, obj))
            continue
        if spec.action == EXERT_SELF_COST:  # CR 701.43a (rules/tap_and_counter_costs.py)
            events.extend(game._emit(exerted(game, obj)))
            continue
        if spec.action == designations.ENERGY_COST:
            events.extend(game._emit([designations.energy_paid(player, spec.count)]))
            continue
        if spec.action == ninjutsu.RETURN_UNBLOCKED:
            attackers = ninjutsu.unblocked_attackers(state, player)
            (returned,) = _choose(game, player, spec, attackers, f"activate {obj.name}'s ability")
            events.extend(game._emit(ninjutsu.return_events(state, ruleset, returned)))
            continue
        found = [
            c
            for c in candidates(state, player, obj.id, spec, self_too=not sacrifices_self)
            if c not in taken
        ]
        if spec.action == DISCARD_RANDOM:
            chosen = tuple(state.rng.sample(found, spec.count))
        elif spec.action in (EXILE_FROM_LIBRARY, EXILE_GRAVEYARD_TOP):
            chosen = tuple(found)
        else:
            what = purpose or f"activate {obj.name}'s ability"
            chosen = _choose(game, player, spec, found, what)
        taken.update(chosen)
        if spec.action in _DESCRIBED:
            events.extend(game._emit(_described_events(state, spec, chosen)))
            continue
        if spec.action == REMOVE_FROM_YOURS:  # CR 122.8 (2011: 121.8): the chosen one's
            events.extend(
                game._emit(
                    [
                        CountersRemoved(
                            permanent=c, kind=spec.kind, amount=1, source=obj.id, rule=ACTIVATE
                        )
                        for c in chosen
                    ]
                )
            )
            continue
        if spec.action == SACRIFICE:
            origin, rule = Zone.BATTLEFIELD, ruleset.rule("sacrifice")
        else:
            origin, rule = Zone.HAND, ruleset.rule("discard")
        new_ids = itertools.count(state.next_id)
        moves = [
            ZoneChanged(
                object=c, new_id=next(new_ids), origin=origin, destination=Zone.GRAVEYARD, rule=rule
            )
            for c in chosen
        ]
        events.extend(game._emit(moves))
    return events


def _described_events(
    state: GameState, spec: ExtraCostSpec, chosen: Sequence[EntityId]
) -> list[Event]:
    """The events of paying a described cost (CR 602.2b): the chosen permanents tapped, or the
    source / the chosen graveyard cards exiled."""
    if spec.action == TAP_UNTAPPED:
        return [Tapped(permanent=c, rule=ACTIVATE) for c in chosen]
    new_ids = itertools.count(state.next_id)
    origin = {
        EXILE_SELF: Zone.BATTLEFIELD,
        EXILE_FROM_LIBRARY: Zone.LIBRARY,
        EXILE_FROM_HAND: Zone.HAND,
    }.get(spec.action, Zone.GRAVEYARD)
    return [
        ZoneChanged(
            object=c, new_id=next(new_ids), origin=origin, destination=Zone.EXILE, rule=ACTIVATE
        )
        for c in chosen
    ]


def _pay_crew(game: Game, player: EntityId, n: int, vehicle: GameObject) -> list[Event]:
    """CR 702.122a: tap other untapped creatures with total power ``n`` or more, chosen by
    the player (a ``crew`` decision when there is more than one way)."""
    what = vehicle.name
    options = crew.sets_with_power(crew.crew_candidates(game.state, player, vehicle.id), n)
    chosen = options[0]
    if len(options) > 1 and game._chooser is not None:
        names = game.state.objects
        answer: Hashable = game._chooser.ask(
            Decision(
                kind=crew.CREW_TAP,
                player=player,
                options=tuple(options),
                labels=tuple(", ".join(names[c].name for c in option) for option in options),
                prompt=f"tap creatures with total power {n} or more to crew {what}",
                rule=crew.RULE,
            )
        )
        assert isinstance(answer, tuple)
        chosen = answer
    return game._emit([Tapped(permanent=c, rule=crew.RULE) for c in chosen])


def _choose(
    game: Game, player: EntityId, spec: ExtraCostSpec, found: list[EntityId], what: str
) -> tuple[EntityId, ...]:
    options = tuple(itertools.combinations(sorted(found), spec.count))
    if len(options) == 1 or game._chooser is None:
        return options[0]
    names = game.state.objects
    answer: Hashable = game._chooser.ask(
        Decision(
            kind=spec.action,
            player=player,
            options=options,
            labels=tuple(", ".join(names[c].name for c in option) for option in options),
            prompt=f"{spec.action} {spec.count} {spec.noun}(s) to {what}",
            rule=game.ruleset.rule("pay costs"),
        )
    )
    assert isinstance(answer, tuple)
    return answer


__all__ = [
    "ExtraCostSpec",
    "candidates",
    "cost_problem",
    "parse_extra_cost",
    "pay_extra_costs",
]
