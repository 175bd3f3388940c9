"""The legend rule and the planeswalker uniqueness rule: state-based actions (CR 704).

- Today, CR 704.5j (the "legend rule"): if a player controls two or more legendary
  permanents with the same name, that player chooses one of them, and the rest are put into
  their owners' graveyards. Planeswalkers are legendary; there is no uniqueness rule for
  their types any more.
- 2011, CR 704.5j (the "planeswalker uniqueness rule"): if a player controls two or more
  planeswalkers that share a planeswalker type, that player chooses one of them, and the
  rest are put into their owners' graveyards.
- 2011, CR 704.5k (the legend rule of the time): if two or more legendary permanents with
  the same name are on the battlefield, all are put into their owners' graveyards, whoever
  controls them.

Being put into a graveyard this way is not destruction: indestructible and regeneration
don't stop it. The choices are ``legend rule`` decisions (the oldest permanent first among
the options; without a way to ask, it is kept).

>>> from mtgrules.rulesets import CR2011, CURRENT
>>> legend_rule_number(CURRENT), legend_rule_number(CR2011), uniqueness_rule_number(CR2011)
('704.5j', '704.5k', '704.5j')
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from itertools import combinations, count

from mtgrules.choices import Chooser, Decision
from mtgrules.events import Event, ZoneChanged
from mtgrules.objects import Zone
from mtgrules.rulesets import Ruleset
from mtgrules.state import EntityId, GameObject, GameState

LEGENDARY = "Legendary"
KIND = "legend rule"


def _renumbered(ruleset: Ruleset, key: str) -> str | None:
    return next((number for name, number in ruleset.renumbered if name == key), None)


def legend_rule_number(ruleset: Ruleset) -> str:
    """The legend rule's number in the edition (704.5j today, 704.5k in 2011)."""
    return ruleset.rule("legend rule")


def uniqueness_rule_number(ruleset: Ruleset) -> str | None:
    """The planeswalker uniqueness rule's number (2011: 704.5j), None where it's gone."""
    return _renumbered(ruleset, "planeswalker uniqueness")


def _keeps_one(ruleset: Ruleset) -> bool:
    """Today the controller keeps one; in 2011 all legendary permanents sharing a name go."""
    return uniqueness_rule_number(ruleset) is None


def added(
    state: GameState, ruleset: Ruleset, chooser: Chooser | None, events: list[Event]
) -> list[Event]:
    """``events`` (the other state-based actions of this check, CR 704.3: all performed at
    once) and the legend rule's, with new object ids after theirs."""
    moving = {e.object for e in events if isinstance(e, ZoneChanged)}
    start = max([state.next_id - 1, *(e.new_id for e in events if isinstance(e, ZoneChanged))])
    more = legend_rule_events(state, ruleset, chooser, moving, count(start + 1))
    return events + more if more else events


def legend_rule_events(
    state: GameState,
    ruleset: Ruleset,
    chooser: Chooser | None,
    moving: set[EntityId],
    new_ids: Iterator[int],
) -> list[Event]:
    """The permanents the legend rule (and in 2011 the planeswalker uniqueness rule) puts
    into their owners' graveyards now, as zone changes; ``moving``: permanents other
    state-based actions already move (they take no part)."""
    # Only legendary permanents and planeswalkers take part, and only two or more of them can
    # share a name or a type.
    permanents = [
        o
        for o in state.battlefield()
        if (LEGENDARY in o.supertypes or o.is_planeswalker) and o.id not in moving
    ]
    if len(permanents) < 2:
        return []
    permanents.sort(key=lambda o: (o.timestamp, o.id))
    going: list[GameObject] = []
    rule_of: dict[EntityId, str] = {}
    legend = legend_rule_number(ruleset)
    uniqueness = uniqueness_rule_number(ruleset)
    legendary = [o for o in permanents if LEGENDARY in o.supertypes]
    if _keeps_one(ruleset):
        # CR 704.5j: per controller, per name; the controller chooses the one kept.
        for group in _groups(legendary, lambda o: (o.controller, o.name)):
            for obj in _all_but_chosen(group, chooser, legend, f"legendary {group[0].name}"):
                going.append(obj)
                rule_of[obj.id] = legend
    else:
        # CR 2011 704.5k: every legendary permanent sharing its name with another goes.
        for group in _groups(legendary, lambda o: o.name):
            for obj in group:
                going.append(obj)
                rule_of[obj.id] = legend
        assert uniqueness is not None
        walkers = [o for o in permanents if o.is_planeswalker]
        # CR 2011 704.5j, at the same time: per controller, planeswalkers sharing a
        # planeswalker type (one chosen even if the legend rule takes it too).
        for group in _sharing_type(walkers):
            for obj in _all_but_chosen(group, chooser, uniqueness, "planeswalker"):
                if obj.id not in rule_of:
                    going.append(obj)
                    rule_of[obj.id] = uniqueness
    return [
        ZoneChanged(
            object=obj.id,
            new_id=next(new_ids),
            origin=Zone.BATTLEFIELD,
            destination=Zone.GRAVEYARD,
            rule=rule_of[obj.id],
        )
        for obj in going
    ]


def _groups(
    objects: Iterable[GameObject], key: Callable[[GameObject], object]
) -> list[list[GameObject]]:
    found: dict[object, list[GameObject]] = {}
    for obj in objects:
        found.setdefault(key(obj), []).append(obj)
    return [group for group in found.values() if len(group) > 1]


def _sharing_type(walkers: list[GameObject]) -> list[list[GameObject]]:
    """Per controller, the planeswalkers linked by shared subtypes (one group each)."""
    groups: list[list[GameObject]] = []
    for mine in _groups(walkers, lambda o: o.controller):
        linked: list[set[EntityId]] = [{o.id} for o in mine]
        for a, b in combinations(mine, 2):
            if a.subtypes & b.subtypes:
                first = next(s for s in linked if a.id in s)
                second = next(s for s in linked if b.id in s)
                if first is not second:
                    first |= second
                    linked.remove(second)
        groups += [[o for o in mine if o.id in ids] for ids in linked if len(ids) > 1]
    return groups


def _all_but_chosen(
    group: list[GameObject], chooser: Chooser | None, rule: str, what: str
) -> list[GameObject]:
    """The permanents of ``group`` other than the one its controller keeps."""
    options = tuple(o.id for o in group)
    kept = options[0]
    if chooser is not None:
        answer = chooser.ask(
            Decision(
                kind=KIND,
                player=group[0].controller,
                options=options,
                labels=tuple(f"{o.name} (#{o.id})" for o in group),
                prompt=f"choose the {what} permanent to keep; the others are put into "
                "their owners' graveyards",
                rule=rule,
            )
        )
        assert isinstance(answer, int)
        kept = answer
    return [o for o in group if o.id != kept]


__all__ = ["added", "legend_rule_events", "legend_rule_number", "uniqueness_rule_number"]
