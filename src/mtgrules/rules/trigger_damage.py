"""Trigger events of damage and targeting (CR 603.2): "~ deals combat damage to a player",
"a source deals damage to ~", "you're dealt damage", "~ becomes the target of a spell", and
what a damage trigger triggers once per damage event for (CR 603.2c).
"""

from __future__ import annotations

from mtgrules.cards.pending import WhenOther
from mtgrules.events import DamageDealt
from mtgrules.objects import CardType
from mtgrules.rules.trigger_watch import Instance, Watch, is_subject, watch_of
from mtgrules.rules.turn_record import targeted_by, this_turn
from mtgrules.stack import ItemKind
from mtgrules.state import EntityId, GameObject, GameState
from mtgrules.turn_events import PutOnStack

SOURCE_CONTROLLER_VERBS = frozenset({"deals damage to you", "deals combat damage to you"})
"""Damage to "you" from an object "an opponent controls": "that player" is its controller."""

DAMAGED_CREATURE_VERBS = frozenset(
    {"deals damage to a creature", "deals combat damage to a creature"}
)
"""Damage to "a creature": the trigger event's object is the creature dealt damage (CR 603.7c),
and each creature dealt damage is an occurrence of its own (CR 603.2c)."""


def damage(
    state: GameState, watch: Watch, obj: GameObject, event: DamageDealt
) -> tuple[str, list[Instance]] | None:
    verb = watch.verb
    recipient = event.recipient
    to_player = recipient in state.players
    if "noncombat" in verb:
        if event.combat:
            return None  # CR 120.2b: damage dealt by a spell or ability, not combat damage
        verb = verb.replace("noncombat ", "")
    elif "combat" in verb and not event.combat:
        return None
    if verb in ("deals damage to ~", "deals combat damage to ~"):
        if recipient == obj.id and (event.combat or "combat" not in verb):
            return "603.2", [(None, event.source)]
        return None
    if watch.players and verb in ("is dealt damage", "are dealt damage"):
        you = obj.controller
        mine = recipient == you
        if (watch.noun == "you") == mine and (mine or recipient in state.opponents(you)):
            return "603.2", [(recipient, None)]
        return None
    if verb in ("is dealt damage", "is dealt combat damage"):
        if is_subject(state, watch, recipient, obj):
            return "603.2", [(None, None if watch.own else recipient)]
        return None
    if not verb.startswith("deals") or not is_subject(state, watch, event.source, obj):
        return None
    opponents = state.opponents(obj.controller)
    allowed = {
        "deals combat damage to a player or planeswalker": to_player
        or _is_planeswalker(state, recipient),
        "deals combat damage to an opponent": recipient in opponents,
        "deals combat damage to a creature": _is_creature(state, recipient),
        "deals combat damage to you": recipient == obj.controller,
        "deals damage to you": recipient == obj.controller,
        "deals damage to a player": to_player,
        "deals combat damage to a player or battle": to_player or _is_battle(state, recipient),
        "deals combat damage to a player": to_player,
        "deals combat damage": True,
        "deals damage to an opponent": recipient in opponents,
        "deals damage to a creature": _is_creature(state, recipient),
        "deals damage": True,
    }.get(verb, False)
    if not allowed:
        return None
    if watch.batch:
        return "603.2", [(None, None)]  # once per damage event (see damage_key)
    player = recipient if to_player else None
    if watch.controller == "an opponent controls" and verb in SOURCE_CONTROLLER_VERBS:
        # "Whenever a source an opponent controls deals damage to you, that player ...": the
        # source's controller, as it last existed (CR 603.7c, 608.2h)
        view = state.source_view(event.source)
        player = state.controller_of(event.source) if view is not None else None
    other = None if watch.own else event.source
    if (watch.own and not to_player) or verb in DAMAGED_CREATURE_VERBS:
        # CR 603.7c: "that creature" is the creature dealt damage, whichever creature dealt
        # it ("Whenever a Sliver deals combat damage to a creature, destroy that creature")
        other = recipient
    return "603.2", [(player, other)]


def _is_planeswalker(state: GameState, entity: EntityId) -> bool:
    view = state.source_view(entity)
    return view is not None and view.is_planeswalker


def _is_battle(state: GameState, entity: EntityId) -> bool:
    view = state.source_view(entity)
    return view is not None and CardType.BATTLE in view.types


def targeted(
    state: GameState, watch: Watch, obj: GameObject, event: PutOnStack
) -> tuple[str, list[Instance]] | None:
    """CR 603.2 (115.1): "whenever ~ becomes the target of a spell [or ability] [an opponent
    controls]": a spell or ability put on the stack with it as a target."""
    item = event.item
    # once per target, however many points of divided damage name it (CR 601.2d)
    targeted = [t for t in dict.fromkeys(item.targets) if is_subject(state, watch, t, obj)]
    if not targeted:
        return None
    if watch.verb == "becomes the target of a spell" and item.kind is not ItemKind.SPELL:
        return None
    if watch.verb.endswith("an opponent controls") and item.controller not in state.opponents(
        obj.controller
    ):
        return None
    if watch.verb.endswith("you control") and item.controller != obj.controller:
        return None
    if watch.first_time and any(
        this_turn(state, targeted_by(item.controller), t) > 1 for t in targeted
    ):
        return None  # CR 603.2: it was already a target of theirs this turn
    if watch.own:
        # once, with "it" the spell or ability that targets (ward, CR 702.21a)
        return "603.2", [(item.controller, item.id)]
    return "603.2", [(item.controller, t) for t in targeted]


def _is_creature(state: GameState, entity: EntityId) -> bool:
    view = state.source_view(entity)
    return view is not None and view.is_creature


def damage_key(when: object, event: DamageDealt) -> EntityId | tuple[EntityId, EntityId]:
    """What a damage trigger of this condition triggers once per damage event for (CR
    603.2c): the recipient watched ("is dealt damage"), the source and the creature it dealt
    damage to ("deals damage to a creature": once per creature), else the source."""
    if isinstance(when, WhenOther):
        watch = watch_of(when.event)
        if watch is not None and watch.batch:
            return -1  # one trigger per damage event, whichever creatures dealt it
        if watch is not None and watch.verb in DAMAGED_CREATURE_VERBS:
            return (event.source, event.recipient)  # CR 603.2c: each creature dealt damage
        if watch is not None and watch.verb in (
            "is dealt damage",
            "is dealt combat damage",
            "is dealt noncombat damage",
            "are dealt damage",
        ):
            return event.recipient
    return event.source
