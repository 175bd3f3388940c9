"""Auras and Equipment: what they may be attached to, what they do to it, and the
state-based actions that keep the relation legal (CR 301.5, 303.4, 701.3, 702.5, 702.6,
704.5m-n).

The relation is one field, :attr:`GameObject.attached_to`, on the Aura or Equipment. The
effects of its static abilities on the object it's attached to ("Enchanted creature gets
+1/+2", "Equipped creature has trample", "Enchanted creature can't attack or block") are
kept on that object as :class:`~mtgrules.state.Modifier` records (layer 7c for power and
toughness, layer 6 for abilities: CR 613.4c, 613.1f), recomputed whenever the relation
changes (attaching, unattaching, either side leaving the battlefield), so reading a
creature's power or abilities stays as cheap as before.

>>> from mtgrules.cards.pending import AttachedGets
>>> from mtgrules.state import GameObject
>>> from mtgrules.objects import Zone
>>> sword = GameObject(7, "Short Sword", 1, 1, Zone.BATTLEFIELD,
...                    statics=(AttachedGets(attachment="equipped", power=1, toughness=1),))
>>> [(m.power, m.toughness) for m in modifiers_from(sword)]
[(1, 1)]
"""

from __future__ import annotations

from collections.abc import Iterator

from mtgrules.attach_events import BecameAttached, BecameUnattached
from mtgrules.cards.granted_abilities import AttachedGrants
from mtgrules.cards.pending import AttachedGets, Counted, Enchant
from mtgrules.effects.attached import AttachedRestriction, ControlAttached
from mtgrules.effects.base import PLAYER, Who
from mtgrules.events import ControlChanged, Event, ZoneChanged
from mtgrules.objects import CardType, Keyword, Zone
from mtgrules.rules.attached_base import base_size
from mtgrules.rules.casting import passes_filters
from mtgrules.rules.combat_rules_4 import restrictions_of
from mtgrules.rules.effects_in_force import static_effect_id
from mtgrules.rules.granting import granted_modifiers, watch_granted
from mtgrules.rules.keywords import protected_from
from mtgrules.rulesets import Ruleset
from mtgrules.stack import StackItem
from mtgrules.state import EntityId, GameObject, GameState, Modifier

AURA = "Aura"
EQUIPMENT = "Equipment"


def is_aura(obj: GameObject) -> bool:
    return AURA in obj.subtypes


def is_equipment(obj: GameObject) -> bool:
    return EQUIPMENT in obj.subtypes


def enchant_of(obj: GameObject) -> Enchant | None:
    """The Aura's enchant ability (CR 702.5a), if it has one."""
    for static in obj.statics:
        if isinstance(static, Enchant):
            return static
    return None


def _whose(state: GameState, whose: Who, owner: EntityId, you: EntityId) -> bool:
    if whose is Who.YOU:
        return owner == you
    if whose is Who.OPPONENT:
        return owner in state.opponents(you)
    return True


def can_enchant(state: GameState, aura: GameObject, host: EntityId) -> bool:
    """CR 303.4a, 702.5a: ``host`` is what the Aura's enchant ability allows (kinds and whose,
    relative to the Aura's controller); CR 303.4d: not itself, and an Aura that's also a
    creature can't enchant anything; CR 702.16c: not a permanent with protection from it.
    No targeting is involved (hexproof doesn't matter)."""
    enchant = enchant_of(aura)
    if enchant is None or host == aura.id or aura.is_creature:
        return False
    player = state.players.get(host)
    if player is not None:
        return (
            PLAYER in enchant.kinds
            and not player.has_lost
            and _whose(state, enchant.whose, host, aura.controller)
        )
    obj = state.objects.get(host)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return False
    if "permanent" not in enchant.kinds and not any(
        t.value.lower() in enchant.kinds for t in obj.types
    ):
        return False
    if enchant.filter is not None and not passes_filters(
        state, enchant.filter, host, aura.controller, aura.id
    ):
        return False  # "Enchant nonland permanent", "Enchant Forest"
    return _whose(state, enchant.whose, obj.controller, aura.controller) and not _protected(
        obj, aura
    )


def _protected(host: GameObject, attachment: GameObject) -> bool:
    """CR 702.16c-d (2011: 702.15c-d): a permanent with protection from a quality can't be
    enchanted by Auras, nor equipped by Equipment, that have it; protection the attachment
    gives itself with "This effect doesn't remove ~." doesn't count (the card's exception)."""
    if protected_from(host, attachment) is None:
        return False
    kept = {
        static_effect_id(attachment.id, index)
        for index, static in enumerate(attachment.statics)
        if isinstance(static, AttachedGets) and static.keeps_attachment
    }
    if not kept:
        return True
    view = host.clone()
    view.modifiers = tuple(m for m in host.modifiers if m.effect not in kept)
    return protected_from(view, attachment) is not None


def can_equip(state: GameState, equipment: GameObject, host: EntityId) -> bool:
    """CR 301.5c: an Equipment equips a creature on the battlefield, not itself, and not
    while it is a creature itself; not one with protection from it (CR 702.16d)."""
    obj = state.objects.get(host)
    return (
        obj is not None
        and obj.zone is Zone.BATTLEFIELD
        and obj.is_creature
        and host != equipment.id
        and not equipment.is_creature
        and not _protected(obj, equipment)
    )


def can_attach(state: GameState, attachment: GameObject, host: EntityId) -> bool:
    """Whether ``attachment`` may be attached to ``host`` (CR 701.3b: if not, it doesn't
    move)."""
    if is_aura(attachment):
        return can_enchant(state, attachment, host)
    if is_equipment(attachment):
        return can_equip(state, attachment, host)
    return False


def attach_events(state: GameState, attachment: EntityId, host: EntityId, rule: str) -> list[Event]:
    """The event of attaching ``attachment`` (on the battlefield) to ``host``: none if it
    can't be attached to it (CR 701.3b, 303.4j) or is already attached to it (701.3b)."""
    obj = state.objects.get(attachment)
    if obj is None or obj.zone is not Zone.BATTLEFIELD or obj.attached_to == host:
        return []
    if not can_attach(state, obj, host):
        return []
    return [
        BecameAttached(attachment=attachment, host=host, previous=obj.attached_to, rule=rule),
        *control_events(state, obj, host, obj.controller),
    ]


def control_events(
    state: GameState, attachment: GameObject, host: EntityId, controller: EntityId
) -> list[Event]:
    """The control change an Aura with "You control enchanted creature." makes as it becomes
    attached to ``host`` (CR 613.1b), for the record: committed after the attaching (whose
    commit applies the effect), it changes nothing more."""
    if not controls_host(attachment) or host not in state.objects:
        return []
    return [ControlChanged(permanent=host, controller=controller, rule="613.1b")]


def entering_attached(
    state: GameState, ruleset: Ruleset, item: StackItem, new_id: EntityId
) -> list[Event]:
    """An Aura spell resolving becomes a permanent attached to the object or player it
    targets (CR 608.3c; 2011: 608.3a): the event that attaches the new permanent ``new_id``,
    committed with its entering (its target was checked just before, CR 608.2b)."""
    spell = state.objects.get(item.id)
    if spell is None or not is_aura(spell) or not item.targets or item.targets[0] <= 0:
        return []
    host = item.targets[0]
    return [
        BecameAttached(attachment=new_id, host=host, rule=ruleset.rule("aura resolves")),
        *control_events(state, spell, host, item.controller),
    ]


# -- what an attached Aura or Equipment does to its object -------------------------------------
def modifiers_from(attachment: GameObject, state: GameState | None = None) -> Iterator[Modifier]:
    """The continuous effects the attachment's static abilities give the object it's
    attached to, with the attachment's timestamp (CR 613.7e): +N/+M in layer 7c, keywords in
    layer 6, restrictions. Each carries the (negative) id of the static ability. "During your
    turn, ..." applies only in its controller's turn (CR 611.3a; ``state`` tells whose)."""
    for index, static in enumerate(attachment.statics):
        effect = static_effect_id(attachment.id, index)
        if (
            isinstance(static, AttachedGets)
            and static.during_your_turn
            and (state is None or state.active_player != attachment.controller)
        ):
            continue  # "During your turn, ...": not now
        if isinstance(static, AttachedGets) and not _condition_holds(state, static, attachment):
            continue  # "as long as [condition]": not now (CR 611.3a)
        if isinstance(static, AttachedGets):
            if static.base is not None:  # layer 7b (CR 613.4b): "has base power and toughness"
                yield Modifier(effect, attachment.timestamp, animation=base_size(static.base))
            times = 1 if static.per is None else _count(state, static.per, attachment)
            if (static.power or static.toughness) and times:
                power, toughness = static.power * times, static.toughness * times
                yield Modifier(effect, attachment.timestamp, power, toughness)
            for word in static.keywords:
                yield Modifier(effect, attachment.timestamp, keyword=Keyword(word))
            for rule in static.rules:  # CR 510.1a, 509.1b, 701.15a (rules/combat_rules_4.py)
                for restriction in restrictions_of(rule):
                    yield Modifier(effect, attachment.timestamp, restriction=restriction)
        elif isinstance(static, AttachedRestriction):
            for restriction in static.restrictions:
                yield Modifier(effect, attachment.timestamp, restriction=restriction)
        elif isinstance(static, AttachedGrants):
            yield from granted_modifiers(static, effect, attachment.timestamp)


def _condition_holds(state: GameState | None, static: AttachedGets, attachment: GameObject) -> bool:
    """CR 611.3a: "Enchanted creature gets +3/+0 as long as ..." applies only while its
    condition holds ("you" is the attachment's controller); none: always."""
    if static.condition is None:
        return True
    if state is None:
        return False
    from mtgrules.rules.conditions import holds  # here: it imports the cards package

    return holds(state, static.condition, attachment.controller, attachment.id)


def _count(state: GameState | None, per: Counted, attachment: GameObject) -> int:
    """How many of ``per`` there are now, for the attachment's controller (CR 611.3a)."""
    if state is None:
        return 0
    from mtgrules.resolution_counts import count  # here: it imports the cards package

    return count(state, per, attachment.controller, attachment.id)


def attachments_of(state: GameState, host: EntityId) -> list[GameObject]:
    """The Auras and Equipment attached to ``host``, oldest first."""
    return sorted(
        (o for o in state.battlefield() if o.attached_to == host), key=lambda o: o.timestamp
    )


def refresh(state: GameState, host: EntityId | None) -> None:
    """Recompute the effects of the attachments of ``host`` on it: modifiers with a negative
    effect id come from attachments (those of resolved spells and abilities have positive
    ids)."""
    if host is None:
        return
    obj = state.objects.get(host)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return
    attachments = attachments_of(state, host)
    kept = tuple(m for m in obj.modifiers if m.effect >= 0)
    added = tuple(m for a in attachments for m in modifiers_from(a, state))
    if added or len(kept) != len(obj.modifiers):
        obj.modifiers = kept + added
        watch_granted(state, obj)
    _apply_control(state, obj, attachments)


def controls_host(attachment: GameObject) -> bool:
    """Whether the Aura has "You control enchanted [permanent]." (CR 613.1b)."""
    return any(isinstance(s, ControlAttached) for s in attachment.statics)


def _apply_control(state: GameState, obj: GameObject, attachments: list[GameObject]) -> None:
    """Layer 2 (CR 613.1b): while an Aura with "You control enchanted creature." is attached
    to ``obj``, the Aura's controller controls it (the latest such Aura wins, CR 613.7);
    when none is, it returns to the controller it had before, unless another effect has
    given it to someone else since (CR 613.7: that later effect still applies)."""
    controlling = [a for a in attachments if controls_host(a)]
    before = obj.aura_control
    if controlling:
        original = before[0] if before is not None else obj.controller
        if before is not None and obj.controller != before[1]:
            original = obj.controller  # a later effect changed it: it is under the Aura now
        new = controlling[-1].controller
        obj.aura_control = (original, new)
    elif before is not None:
        obj.aura_control = None
        if obj.controller != before[1]:
            return  # a later control-changing effect still applies
        new = before[0]
    else:
        return
    if obj.controller != new:
        if state.combat is not None:
            state.combat.remove(obj.id)  # CR 506.4: its controller changed
        obj.since_turn = state.turn  # CR 302.6: a new controller
        obj.controller = new


# -- committing ------------------------------------------------------------------------------
def commit_attached(state: GameState, e: BecameAttached) -> None:
    obj = state.objects[e.attachment]
    previous = obj.attached_to
    obj.attached_to = e.host
    if previous != e.host:
        obj.timestamp = state.new_timestamp()  # CR 701.3c
    refresh(state, previous)
    refresh(state, e.host)


def commit_unattached(state: GameState, e: BecameUnattached) -> None:
    obj = state.objects[e.attachment]
    obj.attached_to = None
    refresh(state, e.host)


# -- state-based actions -----------------------------------------------------------------------
def _host_exists(state: GameState, host: EntityId) -> bool:
    if host in state.players:
        return not state.players[host].has_lost
    obj = state.objects.get(host)
    return obj is not None and obj.zone is Zone.BATTLEFIELD


def attachment_actions(
    state: GameState, ruleset: Ruleset, new_ids: Iterator[int], moving: set[EntityId]
) -> list[Event]:
    """CR 704.5m (2011: 704.5n): an Aura attached to an illegal object or player, or not
    attached, is put into its owner's graveyard; CR 704.5n (2011: 704.5p): an Equipment
    attached to an illegal permanent becomes unattached and stays on the battlefield. Both
    in the same pass as the other state-based actions (CR 704.3); permanents already leaving
    in this pass (``moving``) are left alone."""
    events: list[Event] = []
    for obj in state.battlefield():
        if obj.id in moving:
            continue
        host = obj.attached_to
        if is_aura(obj) and CardType.ENCHANTMENT in obj.types:
            if host is None or not _host_exists(state, host) or not can_enchant(state, obj, host):
                events.append(
                    ZoneChanged(
                        object=obj.id,
                        new_id=next(new_ids),
                        origin=Zone.BATTLEFIELD,
                        destination=Zone.GRAVEYARD,
                        rule=ruleset.rule("aura sba"),
                    )
                )
        elif host is not None and (
            not _host_exists(state, host) or not can_attach(state, obj, host)
        ):
            events.append(
                BecameUnattached(attachment=obj.id, host=host, rule=ruleset.rule("equipment sba"))
            )
    return events
