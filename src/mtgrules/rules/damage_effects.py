"""CR 120.4b / 2011 119.4a: damage is dealt as modified by replacement and prevention effects.

Each part of the event is offered every effect that applies to it; when several apply, the
affected player (or the controller of the affected permanent) chooses which applies first,
each applies once, then the rest are checked again (CR 616.1). Prevention shields are used up
across events (CR 615.7); "the next time" effects apply to the whole of one event (CR 615.8).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from mtgrules.choices import Chooser, Decision
from mtgrules.effects.base import Duration, Effect
from mtgrules.effects.counter_changes import RemoveCounterFromPrevented
from mtgrules.effects.damage import (
    DamageCantBePrevented,
    ModifyDamage,
    PreventDamage,
    RedirectDamage,
)
from mtgrules.effects.damage_counters import DamageToCounters
from mtgrules.effects.prevented_counters import CountersForPrevented
from mtgrules.events import (
    CountersPut,
    DamagePrevented,
    DamageRedirected,
    DamageReplaced,
    EffectEnded,
    Event,
    ShieldReduced,
)
from mtgrules.objects import Zone
from mtgrules.rules.damage_parts import WorkingPart, describe
from mtgrules.rules.keywords import prevent_by_protection
from mtgrules.rules.results import Result, ResultKind
from mtgrules.rulesets import Ruleset
from mtgrules.state import EntityId, GameState

PLANESWALKER_REDIRECT = "306.7"  # the option that stands for CR 2011 306.7's redirection
Limited = PreventDamage | RedirectDamage
Relevant = PreventDamage | ModifyDamage | RedirectDamage | DamageToCounters
"""The effects that apply to damage as it would be dealt (CR 614.1a, 615)."""


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


class Shields:
    """What one damage event uses of limited effects: prevention shields and "the next N
    damage" redirections (CR 615.7, 614.9), "the next time" effects that end after the event
    (CR 615.8), and the additional effects of prevention (CR 615.5)."""

    __slots__ = ("counters", "follow_ups", "left", "original", "removals", "rules", "used_up")

    def __init__(self) -> None:
        self.left: dict[int, int] = {}
        self.original: dict[int, int] = {}
        self.rules: dict[int, str] = {}
        self.used_up: dict[int, str] = {}  # effect id -> the rule that ends it
        self.follow_ups: dict[int, Result] = {}  # per effect: one life gain (CR 615.5)
        self.removals: dict[int, PreventDamage] = {}  # "Remove a +1/+1 counter from ~."
        # "For each 1 damage prevented this way, put a +1/+1 counter on that creature."
        self.counters: dict[tuple[int, EntityId], tuple[PreventDamage, int]] = {}

    def remaining(self, effect: Limited) -> int | None:
        """What is left of a limited effect in this event; None if it has no limit."""
        if effect.amount is None:
            return None
        if effect.duration is Duration.STATIC:
            # A static "prevent N of that damage" applies afresh to each damage (CR 615.10
            # today, 615.9 in 2011); it is not a shield and is never used up.
            return effect.amount
        if effect.id not in self.left:
            self.left[effect.id] = self.original[effect.id] = effect.amount
            self.rules[effect.id] = "615.7" if isinstance(effect, PreventDamage) else "614.9"
        return self.left[effect.id]

    def use(self, effect: Limited, amount: int) -> None:
        if effect.amount is not None and effect.duration is not Duration.STATIC:
            self.left[effect.id] -= amount
            if self.left[effect.id] == 0:
                self.used_up[effect.id] = self.rules[effect.id]  # reduced to 0: used up
        if isinstance(effect, PreventDamage) and effect.next_time:
            self.used_up[effect.id] = "615.8"  # "the next time": applies once, then ends
        elif isinstance(effect, RedirectDamage) and effect.next_time:
            self.used_up[effect.id] = "614.9"  # the next time's damage redirected: it ends

    def events(self) -> list[Event]:
        events: list[Event] = []
        for effect_id, left in self.left.items():
            if effect_id not in self.used_up and left != self.original[effect_id]:
                events.append(
                    ShieldReduced(effect=effect_id, remaining=left, rule=self.rules[effect_id])
                )
        events.extend(EffectEnded(effect=e, rule=rule) for e, rule in sorted(self.used_up.items()))
        return events


def apply_damage_effects(
    state: GameState,
    ruleset: Ruleset,
    parts: list[WorkingPart],
    effects: Sequence[Effect],
    chooser: Chooser,
    shields: Shields,
    events: list[Event],
) -> list[WorkingPart]:
    """The parts as they are dealt, after every applicable effect applied once."""
    relevant = [e for e in effects if isinstance(e, Relevant)]
    unpreventable = [e for e in effects if isinstance(e, DamageCantBePrevented)]
    events.extend(prevent_by_protection(state, ruleset, parts, unpreventable))  # CR 702.16e
    parts = [p for p in parts if p.amount > 0]
    if not relevant and not ruleset.planeswalker_redirect:
        return parts
    queue = list(parts)
    first_for: dict[int, list[WorkingPart]] = {}  # shield id -> parts chosen to go first
    index = 0
    while index < len(queue):
        part = queue[index]
        index += 1
        while part.amount > 0:
            candidates: list[Effect] = [
                e
                for e in relevant
                if e.id not in part.applied and _applies(state, e, part, shields)
            ]
            options: list[Hashable] = [e.id for e in candidates]
            labels = [e.text or f"{e.kind} #{e.id}" for e in candidates]
            if (
                ruleset.planeswalker_redirect
                and not part.offered_planeswalker_redirect
                and _planeswalkers_to_redirect_to(state, part)
            ):
                options.append(PLANESWALKER_REDIRECT)
                labels.append("redirect to a planeswalker (CR 306.7)")
            if not options:
                break
            answer = options[0]
            if len(options) > 1:
                # CR 616.1: the affected player, or the controller of the affected object,
                # chooses one to apply; each applies once; then check again.
                answer = chooser.ask(
                    Decision(
                        kind="replacement_order",
                        player=state.controller_of(part.recipient),
                        options=tuple(options),
                        labels=tuple(labels),
                        prompt=f"choose the effect to apply first to damage from "
                        f"{describe(state, part.source)} to {describe(state, part.recipient)}",
                        rule="616.1",
                    )
                )
            if answer == PLANESWALKER_REDIRECT:
                part.offered_planeswalker_redirect = True
                _redirect_to_planeswalker(state, part, chooser, events)
                continue
            chosen = candidates[options.index(answer)]
            if isinstance(chosen, PreventDamage):
                first = _shield_goes_first(
                    state, chosen, part, queue[index:], first_for, chooser, shields
                )
                if first is not None:
                    # The shielded player chose other damage for this shield: deal with that
                    # damage now, and come back to this part afterwards.
                    queue.remove(first)
                    index -= 1
                    queue.insert(index, first)
                    break
            part.applied.add(chosen.id)
            blocked = any(
                u.covers(state, part.source, part.recipient, part.combat) for u in unpreventable
            )
            split = _apply(state, ruleset, chosen, part, shields, events, blocked)
            if split is not None:
                queue.append(split)
    return [p for p in queue if p.amount > 0]


def _shield_goes_first(
    state: GameState,
    shield: PreventDamage,
    part: WorkingPart,
    later: list[WorkingPart],
    first_for: dict[int, list[WorkingPart]],
    chooser: Chooser,
    shields: Shields,
) -> WorkingPart | None:
    """CR 615.7: if damage from two or more sources would be dealt at once to a shielded
    player or permanent, that player (or the permanent's controller) chooses which damage the
    shield prevents. Asked as the shield is about to apply, when it can't prevent all of that
    damage; returns the part that must have the shield first, or None for ``part`` itself."""
    chosen = first_for.setdefault(shield.id, [])
    if any(c is part for c in chosen):
        return None  # this damage was chosen: the shield applies to it now
    for earlier in chosen:
        if (
            any(earlier is p for p in later)
            and earlier.amount > 0
            and shield.id not in earlier.applied
            and _applies(state, shield, earlier, shields)
        ):
            return earlier  # chosen to go first, not yet dealt with
    left = shields.remaining(shield)
    if left is None or shield.duration is Duration.STATIC:
        return None
    rivals = [
        p
        for p in later
        if p.amount > 0
        and shield.id not in p.applied
        and p.source != part.source
        and _applies(state, shield, p, shields)
    ]
    if not rivals or part.amount + sum(p.amount for p in rivals) <= left:
        return None
    contenders = [part, *rivals]
    answer = chooser.ask(
        Decision(
            kind="prevention_shield",
            player=state.controller_of(part.recipient),
            options=tuple(range(len(contenders))),
            labels=tuple(
                f"{p.amount} damage from {describe(state, p.source)} to "
                f"{describe(state, p.recipient)}"
                for p in contenders
            ),
            prompt=f"choose the damage that {shield.text or 'the shield'} prevents next "
            f"({left} left)",
            rule="615.7",
        )
    )
    assert isinstance(answer, int)
    winner = contenders[answer]
    chosen.append(winner)
    return None if winner is part else winner


def _applies(state: GameState, effect: Effect, part: WorkingPart, shields: Shields) -> bool:
    assert isinstance(effect, Relevant)
    if not effect.covers(state, part.source, part.recipient, part.combat):
        return False
    if isinstance(effect, PreventDamage):
        left = shields.remaining(effect)
        return left is None or left > 0
    if isinstance(effect, RedirectDamage):
        left = shields.remaining(effect)
        into = effect.destination(state, part.source)
        return (
            (left is None or left > 0)
            and into is not None
            and into != part.recipient
            # CR 614.9: damage isn't redirected to something that can't be dealt damage.
            and can_be_dealt_damage(state, into)
        )
    return True


def _apply(
    state: GameState,
    ruleset: Ruleset,
    effect: Effect,
    part: WorkingPart,
    shields: Shields,
    events: list[Event],
    unpreventable: bool,
) -> WorkingPart | None:
    if isinstance(effect, PreventDamage):
        _prevent(effect, part, shields, events, unpreventable)
        return None
    if isinstance(effect, DamageToCounters):
        # CR 614.1a: "put that many -1/-1 counters on it instead": no damage is dealt.
        amount, part.amount = part.amount, 0
        events.append(
            CountersPut(
                permanent=part.recipient,
                kind=effect.kind,
                amount=amount,
                source=effect.source,
                rule="614.1a",
            )
        )
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
    return _redirect(state, effect, part, shields, events)


def _prevent(
    effect: PreventDamage,
    part: WorkingPart,
    shields: Shields,
    events: list[Event],
    unpreventable: bool,
) -> None:
    if unpreventable:
        # CR 615.12 (2011: 615.11): a prevention effect still applies to damage that can't be
        # prevented, prevents none of it, and a shield isn't reduced; "the next time" is used
        # up (its EffectEnded says so), and an additional effect of 0 gains nothing.
        if effect.next_time:
            shields.use(effect, 0)
        return
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
    if isinstance(effect.then, CountersForPrevented):
        if prevented:  # CR 615.5: counters for the damage prevented (rules/prevented_counters.py)
            key = (effect.id, part.recipient)
            before = shields.counters.get(key, (effect, 0))[1]
            shields.counters[key] = (effect, before + prevented)
        return
    if isinstance(effect.then, RemoveCounterFromPrevented):
        if prevented:  # CR 615.5: "Remove a +1/+1 counter from ~." (rules/shield_counters.py)
            shields.removals[effect.id] = effect
        return
    if effect.then is not None and prevented:
        # CR 615.5: the additional effect refers to the damage prevented: one life gain for
        # all the damage this effect prevented in the event.
        follow_up = shields.follow_ups.get(effect.id)
        if follow_up is None:
            shields.follow_ups[effect.id] = Result(
                ResultKind.LIFE_GAIN, effect.controller, prevented, effect.source, "615.5"
            )
        else:
            follow_up.amount += prevented


def _redirect(
    state: GameState,
    effect: RedirectDamage,
    part: WorkingPart,
    shields: Shields,
    events: list[Event],
) -> WorkingPart | None:
    into = effect.destination(state, part.source)
    assert into is not None  # _applies checked it
    left = shields.remaining(effect)
    moved = part.amount if left is None else min(left, part.amount)
    shields.use(effect, moved)
    split = None
    if moved < part.amount:
        # Only the next N damage is redirected; the rest stays with the original recipient.
        split = WorkingPart(
            part.source,
            part.recipient,
            part.amount - moved,
            part.combat,
            None,
            part.view,
            set(part.applied),
            part.offered_planeswalker_redirect,
        )
    # CR 614.9: a redirection effect has the damage dealt to another object or player.
    events.append(
        DamageRedirected(
            source=part.source,
            original=part.recipient,
            recipient=into,
            amount=moved,
            effect=effect.id,
            rule="614.9",
        )
    )
    part.amount = moved
    part.recipient = into
    return split


def _planeswalkers_to_redirect_to(state: GameState, part: WorkingPart) -> list[EntityId]:
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
    state: GameState, part: WorkingPart, chooser: Chooser, events: list[Event]
) -> None:
    """CR 2011 306.7: the source's controller chooses whether to redirect as the redirection
    effect is applied, and to which planeswalker."""
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
