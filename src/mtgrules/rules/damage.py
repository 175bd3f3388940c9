"""Damage events (CR 120 today, CR 119 in 2011).

One simultaneous damage event, made of parts (source x recipient x amount), is processed in
the ruleset's damage sequence without changing the state; the events it returns are then
committed. Sources are read as they are now or, if they have left their zone, as they last
existed (CR 120.7, 608.2h): their infect, wither, lifelink and deathtouch.

>>> from mtgrules import Game
>>> game = Game()
>>> alice, bob = game.add_player("Alice"), game.add_player("Bob")
>>> bolt = game.add_card("Lightning Bolt", owner=alice, types={"Instant"}, zone="stack")
>>> [type(e).__name__ for e in game.deal_damage(bolt, bob, 3)]
['DamageDealt', 'LifeLost', 'DamageEventOccurred']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from mtgrules.choices import Chooser, Decision
from mtgrules.effects.base import Effect
from mtgrules.effects.damage import (
    DamageCantBePrevented,
    ModifyDamage,
    PreventDamage,
    RedirectDamage,
)
from mtgrules.errors import IllegalDamageError, UnknownEntityError
from mtgrules.events import (
    DamageDealt,
    DamageEventOccurred,
    DamagePrevented,
    DamageRedirected,
    DamageReplaced,
    EffectEnded,
    Event,
    ShieldReduced,
)
from mtgrules.objects import Keyword, Zone
from mtgrules.proposed import DamagePart
from mtgrules.rules.results import Result, ResultKind, replace_results, result_events
from mtgrules.rulesets import DamageStage, Ruleset
from mtgrules.state import EntityId, GameObject, GameState

PLANESWALKER_REDIRECT = -306  # the id of CR 2011 306.7's redirection in a part's applied set


@dataclass(slots=True)
class _Part:
    """A part of the damage event as prevention and replacement effects change it."""

    source: EntityId
    recipient: EntityId
    amount: int
    combat: bool
    excess_to: EntityId | None
    view: GameObject
    applied: set[int] = field(default_factory=set)


def can_be_dealt_damage(state: GameState, entity: EntityId) -> bool:
    """CR 120.1/120.1a: players in the game, creatures and planeswalkers on the battlefield."""
    player = state.players.get(entity)
    if player is not None:
        return not player.has_lost
    obj = state.objects.get(entity)
    return (
        obj is not None
        and obj.zone is Zone.BATTLEFIELD
        and (obj.is_creature or obj.is_planeswalker)
    )


def validate_parts(state: GameState, ruleset: Ruleset, parts: Sequence[DamagePart]) -> None:
    """Reject a damage event that can't be dealt as given, before anything changes."""
    for part in parts:
        if not isinstance(part.amount, int) or isinstance(part.amount, bool):
            raise IllegalDamageError(
                f"damage must be a whole number, not {part.amount!r}", rule="107.1"
            )
        if part.amount < 0:
            raise IllegalDamageError(f"can't deal negative damage ({part.amount})", rule="107.1b")
        if state.source_view(part.source) is None:
            if part.source in state.players:
                raise IllegalDamageError(
                    f"player {part.source} is not an object and can't be a source of damage",
                    rule=ruleset.damage("2"),
                )
            raise UnknownEntityError(
                f"unknown damage source {part.source}", rule=ruleset.damage("7")
            )
        for recipient in (part.recipient, part.excess_to):
            if recipient is None:
                continue
            if recipient not in state.players and recipient not in state.objects:
                raise UnknownEntityError(
                    f"unknown damage recipient {recipient}", rule=ruleset.damage("1")
                )
            if not can_be_dealt_damage(state, recipient):
                raise IllegalDamageError(
                    f"{describe(state, recipient)} can't be dealt damage: only players, and "
                    "creatures and planeswalkers on the battlefield, can",
                    rule=ruleset.damage("1a"),
                )


def describe(state: GameState, entity: EntityId) -> str:
    player = state.players.get(entity)
    if player is not None:
        return player.name
    view = state.source_view(entity)
    return f"{view.name} ({entity})" if view is not None else f"#{entity}"


def compute_damage(
    state: GameState,
    ruleset: Ruleset,
    parts: Sequence[DamagePart],
    effects: list[Effect],
    chooser: Chooser,
) -> list[Event]:
    """The events of one damage event, in the order of the ruleset's damage sequence."""
    validate_parts(state, ruleset, parts)
    # CR 120.8: a source that would deal 0 damage deals no damage at all.
    working = [
        _Part(p.source, p.recipient, p.amount, p.combat, p.excess_to, _view(state, p.source))
        for p in parts
        if p.amount > 0
    ]
    if not working:
        return []
    events: list[Event] = []
    shields = _Shields()
    dealt: list[_Part] = []
    for stage, rule in ruleset.damage_sequence:
        if stage is DamageStage.EXCESS:
            events.extend(_excess(state, working, rule))
        elif stage is DamageStage.DEALT:
            dealt = _deal(state, ruleset, working, effects, chooser, shields, events)
            for part in dealt:
                events.append(
                    DamageDealt(
                        source=part.source,
                        recipient=part.recipient,
                        amount=part.amount,
                        combat=part.combat,
                        deathtouch=part.view.has(Keyword.DEATHTOUCH),
                        # CR 510.2: combat damage is dealt simultaneously in its step.
                        rule="510.2" if part.combat else rule,
                    )
                )
        elif stage is DamageStage.RESULTS:
            results = _results(state, ruleset, dealt, list(shields.follow_ups.values()))
            events.extend(replace_results(state, ruleset, results, effects, chooser))
            events.extend(result_events(state, results))
        else:
            events.append(DamageEventOccurred(parts=len(dealt), rule=rule))
    events.extend(shields.events())
    return events


def _view(state: GameState, source: EntityId) -> GameObject:
    view = state.source_view(source)
    assert view is not None
    return view


# -- CR 120.4a: excess damage ------------------------------------------------------------------
def lethal_remaining(obj: GameObject, already: int, deathtouch: bool) -> int:
    """How much more damage is lethal to a creature: its toughness less damage marked and
    other damage dealt at the same time; 1 for a deathtouch source (CR 120.4a, 702.2c)."""
    remaining = max(0, obj.current_toughness() - obj.damage - already)
    return min(remaining, 1) if deathtouch else remaining


def _excess(state: GameState, parts: list[_Part], rule: str) -> list[Event]:
    """CR 120.4a: damage above what is lethal to the creature, counting damage marked on it
    and the other damage dealt to it at the same time, goes where the effect says instead.
    Parts without an excess clause count first; each part with one then keeps only the lethal
    damage still missing, so the damage moved is exactly the excess."""
    events: list[Event] = []
    kept: dict[EntityId, int] = {}
    lethal_by_deathtouch: set[EntityId] = set()
    for part in parts:
        if part.excess_to is None and part.recipient not in state.players:
            kept[part.recipient] = kept.get(part.recipient, 0) + part.amount
            if part.view.has(Keyword.DEATHTOUCH):
                lethal_by_deathtouch.add(part.recipient)
    extra: list[_Part] = []
    for part in parts:
        target = state.objects.get(part.recipient)
        if part.excess_to is None or target is None or not target.is_creature:
            continue
        deathtouch = part.view.has(Keyword.DEATHTOUCH)
        already = kept.get(part.recipient, 0)
        lethal = (
            0
            if part.recipient in lethal_by_deathtouch
            else lethal_remaining(target, already, deathtouch)
        )
        keep = min(part.amount, lethal)
        kept[part.recipient] = already + keep
        if deathtouch and keep:
            lethal_by_deathtouch.add(part.recipient)
        excess = part.amount - keep
        if excess <= 0:
            continue
        part.amount = keep
        extra.append(_Part(part.source, part.excess_to, excess, part.combat, None, part.view))
        events.append(
            DamageRedirected(
                source=part.source,
                original=part.recipient,
                recipient=part.excess_to,
                amount=excess,
                effect=None,
                rule=rule,
            )
        )
    parts[:] = [p for p in parts if p.amount > 0] + extra
    return events


# -- CR 120.4b / 119.4a: prevention and replacement --------------------------------------------
class _Shields:
    """Prevention shields and limited redirections used during one event (CR 615.7), and
    "next time" effects that apply to the whole event and then end."""

    __slots__ = ("follow_ups", "left", "original", "rules", "used_up")

    def __init__(self) -> None:
        self.left: dict[int, int] = {}
        self.original: dict[int, int] = {}
        self.used_up: dict[int, str] = {}  # effect id -> the rule that ends it
        self.follow_ups: dict[int, Result] = {}  # per effect: one life gain (CR 615.5)
        self.rules: dict[int, str] = {}

    def remaining(self, effect: PreventDamage | RedirectDamage) -> int | None:
        if effect.amount is None:
            return None
        if effect.id not in self.left:
            self.left[effect.id] = self.original[effect.id] = effect.amount
            # CR 615.7 shields; CR 614.9 "the next N damage ... is dealt to ... instead".
            self.rules[effect.id] = "615.7" if isinstance(effect, PreventDamage) else "614.9"
        return self.left[effect.id]

    def use(self, effect: PreventDamage | RedirectDamage, amount: int) -> None:
        if effect.amount is not None:
            self.left[effect.id] -= amount
            if self.left[effect.id] == 0:
                self.used_up[effect.id] = self.rules[effect.id]  # reduced to 0: used up
        if isinstance(effect, PreventDamage) and effect.next_time:
            self.used_up[effect.id] = "615.8"  # "the next time": applies once, then ends

    def events(self) -> list[Event]:
        events: list[Event] = []
        for effect_id, left in self.left.items():
            if effect_id not in self.used_up and left != self.original[effect_id]:
                events.append(
                    ShieldReduced(effect=effect_id, remaining=left, rule=self.rules[effect_id])
                )
        events.extend(EffectEnded(effect=e, rule=rule) for e, rule in sorted(self.used_up.items()))
        return events


def _deal(
    state: GameState,
    ruleset: Ruleset,
    parts: list[_Part],
    effects: list[Effect],
    chooser: Chooser,
    shields: _Shields,
    events: list[Event],
) -> list[_Part]:
    relevant = [e for e in effects if isinstance(e, PreventDamage | ModifyDamage | RedirectDamage)]
    unpreventable = [e for e in effects if isinstance(e, DamageCantBePrevented)]
    if not relevant and not ruleset.planeswalker_redirect:
        return parts
    queue = _order_for_shields(state, parts, relevant, unpreventable, chooser, shields)
    index = 0
    while index < len(queue):
        part = queue[index]
        index += 1
        while part.amount > 0:
            candidates: list[Effect | None] = [
                e
                for e in relevant
                if e.id not in part.applied and _applies(state, e, part, unpreventable, shields)
            ]
            if (
                ruleset.planeswalker_redirect
                and PLANESWALKER_REDIRECT not in part.applied
                and _planeswalkers_to_redirect_to(state, part)
            ):
                candidates.append(None)
            if not candidates:
                break
            chosen = candidates[0]
            if len(candidates) > 1:
                # CR 616.1: the affected player, or the controller of the affected object,
                # chooses one to apply; each applies once; then check again.
                ids = tuple(PLANESWALKER_REDIRECT if e is None else e.id for e in candidates)
                answer = chooser.ask(
                    Decision(
                        kind="replacement_order",
                        player=state.controller_of(part.recipient),
                        options=ids,
                        labels=tuple(_label(e) for e in candidates),
                        prompt=f"choose the effect to apply first to damage from "
                        f"{describe(state, part.source)} to {describe(state, part.recipient)}",
                        rule="616.1",
                    )
                )
                chosen = candidates[ids.index(answer)]
            if chosen is None:
                part.applied.add(PLANESWALKER_REDIRECT)
                _redirect_to_planeswalker(state, part, chooser, events)
                continue
            part.applied.add(chosen.id)
            split = _apply(state, chosen, part, shields, events)
            if split is not None:
                queue.append(split)
    return [p for p in queue if p.amount > 0]


def _order_for_shields(
    state: GameState,
    parts: list[_Part],
    relevant: Sequence[Effect],
    unpreventable: list[DamageCantBePrevented],
    chooser: Chooser,
    shields: _Shields,
) -> list[_Part]:
    """CR 615.7: if damage from two or more sources would be dealt at once to a shielded
    player or permanent, that player (or the permanent's controller) chooses which damage
    the shield prevents. The chosen parts are processed first."""
    queue = list(parts)
    for effect in relevant:
        if not isinstance(effect, PreventDamage) or effect.amount is None:
            continue
        left = shields.remaining(effect)
        assert left is not None
        covered = [
            p for p in queue if p.amount > 0 and _applies(state, effect, p, unpreventable, shields)
        ]
        if len({p.source for p in covered}) < 2 or sum(p.amount for p in covered) <= left:
            continue
        chosen: list[_Part] = []
        while covered and sum(p.amount for p in chosen) < left:
            answer = chooser.ask(
                Decision(
                    kind="prevention_shield",
                    player=state.controller_of(covered[0].recipient),
                    options=tuple(range(len(covered))),
                    labels=tuple(
                        f"{p.amount} damage from {describe(state, p.source)} to "
                        f"{describe(state, p.recipient)}"
                        for p in covered
                    ),
                    prompt=f"choose the damage that {effect.text or 'the shield'} prevents "
                    f"next ({left} left)",
                    rule="615.7",
                )
            )
            assert isinstance(answer, int)
            chosen.append(covered.pop(answer))
        queue = chosen + [p for p in queue if not any(p is c for c in chosen)]
        break  # one ordering per event: later shields follow it
    return queue


def _label(effect: Effect | None) -> str:
    if effect is None:
        return "redirect to a planeswalker (CR 306.7)"
    return effect.text or f"{effect.kind} #{effect.id}"


def _applies(
    state: GameState,
    effect: Effect,
    part: _Part,
    unpreventable: list[DamageCantBePrevented],
    shields: _Shields,
) -> bool:
    assert isinstance(effect, PreventDamage | ModifyDamage | RedirectDamage)
    if not effect.covers(state, part.source, part.recipient, part.combat):
        return False
    if isinstance(effect, PreventDamage):
        if any(u.covers(state, part.source, part.recipient, part.combat) for u in unpreventable):
            return False  # "damage can't be prevented"
        left = shields.remaining(effect)
        return left is None or left > 0
    if isinstance(effect, RedirectDamage):
        left = shields.remaining(effect)
        return (
            (left is None or left > 0)
            and effect.redirect_to != part.recipient
            # CR 614.9: damage isn't redirected to something that can't be dealt damage.
            and can_be_dealt_damage(state, effect.redirect_to)
        )
    return True


def _apply(
    state: GameState, effect: Effect, part: _Part, shields: _Shields, events: list[Event]
) -> _Part | None:
    if isinstance(effect, PreventDamage):
        left = shields.remaining(effect)
        prevented = part.amount if left is None else min(left, part.amount)
        shields.use(effect, prevented)
        part.amount -= prevented
        # CR 615.1: a prevention effect stops damage from being dealt.
        events.append(
            DamagePrevented(
                source=part.source,
                recipient=part.recipient,
                amount=prevented,
                effect=effect.id,
                rule="615.1",
            )
        )
        if effect.then is not None and prevented:
            # CR 615.5: the rest of a prevention effect refers to the damage it prevented;
            # its life gain is part of the same event (CR 2011 119.4 Awe Strike example).
            follow_up = shields.follow_ups.get(effect.id)
            if follow_up is None:
                shields.follow_ups[effect.id] = Result(
                    ResultKind.LIFE_GAIN, effect.controller, prevented, effect.source, "615.5"
                )
            else:
                follow_up.amount += prevented
        return None
    if isinstance(effect, ModifyDamage):
        before = part.amount
        part.amount = max(0, before * effect.multiplier + effect.plus)
        events.append(
            DamageReplaced(
                source=part.source,
                recipient=part.recipient,
                before=before,
                after=part.amount,
                effect=effect.id,
                rule="614.1a",
            )
        )
        return None
    assert isinstance(effect, RedirectDamage)
    left = shields.remaining(effect)
    moved = part.amount if left is None else min(left, part.amount)
    shields.use(effect, moved)
    split = None
    if moved < part.amount:
        split = _Part(
            part.source,
            part.recipient,
            part.amount - moved,
            part.combat,
            None,
            part.view,
            set(part.applied),
        )
    events.append(
        DamageRedirected(
            source=part.source,
            original=part.recipient,
            recipient=effect.redirect_to,
            amount=moved,
            effect=effect.id,
            rule="614.9",
        )
    )
    part.amount = moved
    part.recipient = effect.redirect_to
    return split


def _planeswalkers_to_redirect_to(state: GameState, part: _Part) -> list[EntityId]:
    """CR 2011 306.7: noncombat damage to a player from a source an opponent controls may
    be redirected to a planeswalker that player controls."""
    player = part.recipient
    if part.combat or player not in state.players:
        return []
    if part.view.controller not in state.opponents(player):
        return []
    return [
        obj.id
        for obj in state.objects.values()
        if obj.zone is Zone.BATTLEFIELD and obj.is_planeswalker and obj.controller == player
    ]


def _redirect_to_planeswalker(
    state: GameState, part: _Part, chooser: Chooser, events: list[Event]
) -> None:
    walkers = _planeswalkers_to_redirect_to(state, part)
    options: tuple[EntityId | None, ...] = (None, *walkers)
    answer = chooser.ask(
        Decision(
            kind="planeswalker_redirect",
            player=part.view.controller,
            options=options,
            labels=("don't redirect", *(describe(state, w) for w in walkers)),
            prompt=f"redirect {part.amount} damage to {describe(state, part.recipient)} "
            "to a planeswalker they control?",
            rule="306.7",
        )
    )
    if answer is None:
        return
    assert isinstance(answer, int)
    events.append(
        DamageRedirected(
            source=part.source,
            original=part.recipient,
            recipient=answer,
            amount=part.amount,
            effect=None,
            rule="306.7",
        )
    )
    part.recipient = answer


# -- CR 120.3 / 119.3: results ------------------------------------------------------------------
def _results(
    state: GameState, ruleset: Ruleset, dealt: list[_Part], follow_ups: list[Result]
) -> list[Result]:
    results: list[Result] = []
    lifelink: dict[EntityId, Result] = {}
    for part in dealt:
        view = part.view
        infect = view.has(Keyword.INFECT)
        recipient = part.recipient
        if recipient in state.players:
            if infect:
                results.append(
                    Result(
                        ResultKind.POISON, recipient, part.amount, part.source, ruleset.damage("3b")
                    )
                )
            else:
                results.append(
                    Result(
                        ResultKind.LIFE_LOSS,
                        recipient,
                        part.amount,
                        part.source,
                        ruleset.damage("3a"),
                        from_damage=True,
                    )
                )
        else:
            target = state.objects[recipient]
            if target.is_planeswalker:
                results.append(
                    Result(
                        ResultKind.LOYALTY_LOSS,
                        recipient,
                        part.amount,
                        part.source,
                        ruleset.damage("3c"),
                    )
                )
            if target.is_creature:
                if infect or view.has(Keyword.WITHER):
                    results.append(
                        Result(
                            ResultKind.MINUS_COUNTERS,
                            recipient,
                            part.amount,
                            part.source,
                            ruleset.damage("3d"),
                        )
                    )
                else:
                    results.append(
                        Result(
                            ResultKind.MARKED_DAMAGE,
                            recipient,
                            part.amount,
                            part.source,
                            ruleset.damage("3e"),
                        )
                    )
        if view.has(Keyword.LIFELINK):
            # CR 120.3f, 118.9: one life gain per source per damage event.
            gain = lifelink.get(part.source)
            if gain is None:
                lifelink[part.source] = Result(
                    ResultKind.LIFE_GAIN,
                    view.controller,
                    part.amount,
                    part.source,
                    ruleset.damage("3f"),
                )
            else:
                gain.amount += part.amount
    results.extend(lifelink.values())
    results.extend(follow_ups)
    return results
