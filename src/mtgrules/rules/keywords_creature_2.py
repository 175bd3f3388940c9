"""Riot and devour: static abilities that change how a permanent enters (replacement effects,
CR 614.1c), read as the permanent spell resolves (CR 608.3).

* Riot (CR 702.136a, a keyword from after 2011, played under both editions by today's rule):
  "You may have this permanent enter with an additional +1/+1 counter on it. If you don't,
  it gains haste." Each instance works separately (702.136b): one choice per instance.
* Devour N (CR 702.82a; 2011: 702.80a): "As this object enters, you may sacrifice any number
  of creatures. This permanent enters with N +1/+1 counters on it for each creature
  sacrificed this way." Its controller says, creature by creature, which of theirs it
  devours; they are sacrificed as it enters (CR 701.16a: only creatures they control).

The counters are part of the entering (events of the same resolution as the ZoneChanged of
the spell, before state-based actions and triggered abilities); the haste is an effect with
no end (it ends when the permanent leaves the battlefield, CR 400.7), given once it is there.
A permanent put onto the battlefield another way (not cast) enters without the choices: the
engine offers them only as a permanent spell resolves (as for unleash)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from mtgrules.choices import Chooser, Decision
from mtgrules.effects.base import Duration
from mtgrules.effects.instructions import GrantKeyword
from mtgrules.effects.keywords_creature_2 import Amplify, Devour, Riot
from mtgrules.events import CountersPut, Event, ZoneChanged
from mtgrules.objects import PLUS_ONE, CardType, Keyword, Zone
from mtgrules.rules.keywords import has_subtype
from mtgrules.rulesets import Ruleset
from mtgrules.state import EntityId, GameObject, GameState

if TYPE_CHECKING:
    from mtgrules.resolution import Resolution

RIOT_RULE = "702.136a"


def _riots(obj: GameObject) -> int:
    return sum(1 for s in obj.statics if isinstance(s, Riot))


def _devours(obj: GameObject) -> list[int]:
    return [s.count for s in obj.statics if isinstance(s, Devour)]


def entering(
    state: GameState, ruleset: Ruleset, spell: GameObject, new_id: EntityId, chooser: Chooser
) -> list[Event]:
    """The events of riot's and devour's choices as the permanent spell ``spell`` enters as
    ``new_id``: the creatures devoured, sacrificed, and the +1/+1 counters it enters with."""
    events: list[Event] = []
    for _ in range(_riots(spell)):
        counter = chooser.ask(
            Decision(
                kind="may",
                player=spell.controller,
                options=(True, False),
                labels=("with a +1/+1 counter", "with haste"),
                prompt=f"have {spell.name} enter with an additional +1/+1 counter (riot)?",
                rule=RIOT_RULE,
            )
        )
        if counter:
            events.append(
                CountersPut(
                    permanent=new_id, kind=PLUS_ONE, amount=1, source=new_id, rule=RIOT_RULE
                )
            )
    for n in _devours(spell):
        events.extend(_devour(state, ruleset, spell, new_id, n, chooser, events))
    for amplify in (s for s in spell.statics if isinstance(s, Amplify)):
        events.extend(_amplify(state, ruleset, spell, new_id, amplify.count, chooser))
    return events


def shares_a_creature_type(card: GameObject, spell: GameObject) -> bool:
    """``card`` has one of the creature types of ``spell``, a creature (CR 205.3m: its
    subtypes); changeling (CR 702.73a; 2011: 702.71a) is every creature type, on a creature
    card of either side."""
    if spell.has(Keyword.CHANGELING) and card.is_creature:
        return bool(card.subtypes) or card.has(Keyword.CHANGELING)
    return any(has_subtype(card, t) for t in spell.subtypes)


def _amplify(
    state: GameState,
    ruleset: Ruleset,
    spell: GameObject,
    new_id: EntityId,
    n: int,
    chooser: Chooser,
) -> list[Event]:
    """CR 702.38a (2011: 702.36a): the cards of its controller's hand that share a creature
    type with it, each revealed or not as they choose; N counters for each revealed."""
    rule = ruleset.rule("amplify")
    hand = sorted(
        (
            o
            for o in state.objects.values()
            if o.zone is Zone.HAND and o.owner == spell.controller and o.id != spell.id
        ),
        key=lambda o: o.id,
    )
    revealed = [
        card
        for card in hand
        if shares_a_creature_type(card, spell)
        and chooser.ask(
            Decision(
                kind="may",
                player=spell.controller,
                options=(True, False),
                labels=(f"reveal {card.name}", "don't"),
                prompt=f"reveal {card.name} as {spell.name} enters (amplify {n})?",
                rule=rule,
            )
        )
    ]
    if not revealed:
        return []
    return [
        CountersPut(
            permanent=new_id, kind=PLUS_ONE, amount=n * len(revealed), source=new_id, rule=rule
        )
    ]


def _devour(
    state: GameState,
    ruleset: Ruleset,
    spell: GameObject,
    new_id: EntityId,
    n: int,
    chooser: Chooser,
    earlier: Sequence[Event],
) -> list[Event]:
    """CR 702.82a (2011: 702.80a): the creatures its controller chooses to sacrifice (not
    those an earlier devour of the same permanent took), then N counters for each."""
    rule = ruleset.rule("devour")
    taken = {e.object for e in earlier if isinstance(e, ZoneChanged)}
    candidates = [
        o
        for o in state.objects.values()
        if o.zone is Zone.BATTLEFIELD
        and o.controller == spell.controller
        and CardType.CREATURE in o.types
        and o.id not in taken
    ]
    devoured: list[GameObject] = []
    for creature in sorted(candidates, key=lambda o: o.id):
        if chooser.ask(
            Decision(
                kind="may",
                player=spell.controller,
                options=(True, False),
                labels=(f"sacrifice {creature.name}", f"keep {creature.name}"),
                prompt=f"sacrifice {creature.name} as {spell.name} enters (devour {n})?",
                rule=rule,
            )
        ):
            devoured.append(creature)
    if not devoured:
        return []
    next_id = max([new_id, *(e.new_id for e in earlier if isinstance(e, ZoneChanged))]) + 1
    sacrificed: list[Event] = [
        ZoneChanged(
            object=c.id,
            new_id=next_id + i,
            origin=Zone.BATTLEFIELD,
            destination=Zone.GRAVEYARD,
            rule=ruleset.rule("sacrifice"),
        )
        for i, c in enumerate(devoured)
    ]
    counters = CountersPut(
        permanent=new_id, kind=PLUS_ONE, amount=n * len(devoured), source=new_id, rule=rule
    )
    return [*sacrificed, counters]


def riot_haste(game: Resolution, permanent: EntityId, entered: Sequence[Event]) -> list[Event]:
    """CR 702.136a: "If you don't, it gains haste.": once for each riot instance whose
    counter its controller didn't choose (``entered``: the events of its entering)."""
    from mtgrules.resolution import Context

    obj = game.state.objects.get(permanent)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return []
    chosen = sum(
        1
        for e in entered
        if isinstance(e, CountersPut) and e.permanent == permanent and e.rule == RIOT_RULE
    )
    if _riots(obj) - chosen <= 0:
        return []
    ctx = Context(controller=obj.controller, source=permanent)
    haste = GrantKeyword(keyword=Keyword.HASTE, on=permanent, duration=Duration.INDEFINITE)
    return game._modify(haste, ctx)


__all__ = ["RIOT_RULE", "entering", "riot_haste"]
