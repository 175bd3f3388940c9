"""What happened this turn, for the conditions that ask about it (CR 603.4, 611.3a): "if you
gained life this turn", "if an opponent lost life this turn", "if you attacked this turn",
"if a creature died this turn", and "a creature dealt damage by ~ this turn" (which source
dealt damage to which object).

:func:`record` is called as each event is committed (:mod:`mtgrules.rules.commit`), before
the event changes the state; it keeps, in ``GameState.history``, one amount per (turn, what,
player) for this turn and the one before ("last turn").
"""

from __future__ import annotations

from mtgrules.events import AbilityTriggered, DamageDealt, Event, LifeGained, LifeLost, ZoneChanged
from mtgrules.objects import CardType, Keyword, Zone
from mtgrules.rules import turn_ordinals
from mtgrules.rules.entered_kinds import entered_records
from mtgrules.stack import ItemKind
from mtgrules.state import EntityId, GameObject, GameState
from mtgrules.turn_events import AttackersDeclared, PutOnStack

RECORDED: frozenset[type[Event]] = frozenset(
    {LifeGained, LifeLost, ZoneChanged, AttackersDeclared, DamageDealt, PutOnStack}
    | {AbilityTriggered}
)
"""The events :func:`record` keeps a trace of."""

GAINED, LOST, ATTACKED, DIED = "gained life", "lost life", "attacked", "creature died"
DREW = "drew a card"  # CR 121.1 (2011: 120.1); "the first card you've drawn this turn"
DRAW_RULES = frozenset({"121.1", "120.1"})  # the draw's rule in each edition (rulesets.py)
DAMAGED = "was dealt damage"
"""Damage dealt to a player (CR 120.3a / 2011 119.3a), all sources together."""
LEFT = "permanent left the battlefield"
"""Permanents a player controlled that left the battlefield (revolt)."""
ENTERED = "creature entered the battlefield"
"""Creatures that entered the battlefield under a player's control."""
ATTACKER = "attacked with this creature"
"""Under the creature's id: it was declared as an attacker (CR 508.1; boast, CR 702.142a)."""
ENTERED_AS = "this permanent entered"
"""Under the permanent's new id: it entered the battlefield (CR 400.7; power-up)."""
CAST = "cast a spell"
"""Spells a player cast (CR 601.2); under no player (``0``): the spells every player cast."""
DIED_UNDER = "creature died under"
"""Under the player who controlled it: a creature that died (CR 700.4)."""
DESCENDED = "permanent card to graveyard"
"""Under its owner: a permanent card put into their graveyard from anywhere (descend)."""
LEFT_GRAVEYARD = "card left graveyard"
"""Under its owner: a card that left their graveyard."""
OBJECT_DAMAGED = "object was dealt damage"
"""Under the object's id: damage dealt to it this turn (CR 120.3)."""
_NOBODY = 0  # the key of what no player did ("a creature died")
_PERMANENT_TYPES = frozenset(
    {CardType.ARTIFACT, CardType.BATTLE, CardType.CREATURE, CardType.ENCHANTMENT}
    | {CardType.LAND, CardType.PLANESWALKER}
)  # CR 110.4a: the permanent types (a permanent card is a card of one of them)


def record(state: GameState, event: Event) -> None:
    """Keep ``event`` in this turn's record (called before it is committed)."""
    if isinstance(event, AbilityTriggered):  # "triggers only once each turn" (CR 603.2)
        _add(state, triggered(event.text), event.source, 1)
    elif isinstance(event, LifeGained):
        _add(state, GAINED, event.player, event.amount)
        turn_ordinals.note(state, event)  # "for the first time each turn" (CR 603.2)
    elif isinstance(event, LifeLost):
        _add(state, LOST, event.player, event.amount)
        turn_ordinals.note(state, event)
    elif isinstance(event, AttackersDeclared):
        if event.attacks and state.active_player is not None:
            _add(state, ATTACKED, state.active_player, len(event.attacks))  # CR 508.1
        for attacker, _ in event.attacks:
            _add(state, ATTACKER, attacker, 1)
    elif isinstance(event, PutOnStack):
        if event.item.kind is ItemKind.SPELL and event.rule == "601.2":  # cast, not a copy
            _add(state, CAST, event.item.controller, 1)
            _add(state, CAST, _NOBODY, 1)
            spell = state.objects.get(event.item.id)
            if spell is not None:  # "their first enchantment spell each turn"
                _add(state, cast_as(spell), event.item.controller, 1)
        for target in dict.fromkeys(event.item.targets):  # "for the first time each turn"
            _add(state, targeted_by(event.item.controller), target, 1)
    elif isinstance(event, DamageDealt):
        if event.amount > 0 and event.recipient in state.players:
            _add(state, DAMAGED, event.recipient, event.amount)  # "dealt to you this turn"
            _add(state, damaged_player_by(event.source), event.recipient, event.amount)
            if event.combat:  # prowl, freerunning (rules/casting_keywords_4.py)
                _combat_damager(state, state.objects.get(event.source))
        elif event.amount > 0 and event.recipient in state.objects:
            # "a creature dealt damage by ~ this turn": which source damaged which object
            _add(state, damaged_by(event.source), event.recipient, event.amount)
            _add(state, OBJECT_DAMAGED, event.recipient, event.amount)  # "~ was dealt damage"
    elif isinstance(event, ZoneChanged):
        # CR 700.4: "dies" is put into a graveyard from the battlefield.
        obj = state.objects.get(event.object)
        if (
            event.origin is Zone.BATTLEFIELD
            and event.destination is Zone.GRAVEYARD
            and obj is not None
            and CardType.CREATURE in obj.types
        ):
            _add(state, DIED, _NOBODY, 1)
            _add(state, DIED_UNDER, obj.controller, 1)  # "died under your control"
        if obj is not None and event.origin is Zone.GRAVEYARD:  # "a card left your graveyard"
            _add(state, LEFT_GRAVEYARD, obj.owner, 1)
        if (  # descend: a permanent card (not a token, CR 111.7) into its owner's graveyard
            obj is not None
            and event.destination is Zone.GRAVEYARD
            and not obj.token
            and any(t in _PERMANENT_TYPES for t in obj.types)
        ):
            _add(state, DESCENDED, obj.owner, 1)
        if event.origin is Zone.BATTLEFIELD and obj is not None:  # revolt: under its controller
            _add(state, LEFT, obj.controller, 1)
        if event.destination is Zone.BATTLEFIELD:
            _add(state, ENTERED_AS, event.new_id, 1)
        if (
            event.origin is Zone.LIBRARY
            and event.destination is Zone.HAND
            and event.rule in DRAW_RULES
            and obj is not None
        ):  # a card drawn (miracle, rules/miracle.py)
            _add(state, DREW, obj.owner, 1)
            turn_ordinals.note(state, event, obj.owner)  # "your second card each turn"
        if (
            event.destination is Zone.BATTLEFIELD
            and obj is not None
            and CardType.CREATURE in obj.types
        ):  # it enters under its owner's control (CR 110.2), as commit.py moves it
            _add(state, ENTERED, obj.owner, 1)
        if event.destination is Zone.BATTLEFIELD and obj is not None:
            for key in entered_records(obj):  # by kind (rules/entered_kinds.py)
                _add(state, key, obj.owner, 1)


def _add(state: GameState, what: str, player: EntityId, amount: int) -> None:
    history = state.history
    if history and min(key[0] for key in history) < state.turn - 1:
        # only this turn and the last one are asked about
        for key in [k for k in history if k[0] < state.turn - 1]:
            del history[key]
    key = (state.turn, what, player)
    history[key] = history.get(key, 0) + amount


COMBAT_DAMAGE_WITH = "dealt combat damage to a player with a "
"""The record of the creature types of the creatures a player dealt combat damage to a
player with (CR 702.76a prowl, 702.173a freerunning); "*" for a changeling (CR 702.73a)."""


def _combat_damager(state: GameState, source: GameObject | None) -> None:
    if source is None:
        return
    kinds = set(source.subtypes) | ({"*"} if source.has(Keyword.CHANGELING) else set())
    for kind in kinds:
        _add(state, COMBAT_DAMAGE_WITH + kind, source.controller, 1)


def damaged_player_by(source: EntityId) -> str:
    """The record's name for the damage ``source`` dealt to a player this turn (CR 120.3a)."""
    return f"dealt damage to a player by #{source}"


def damaged_by(source: EntityId) -> str:
    """The record's name for the damage ``source`` dealt to an object this turn."""
    return f"dealt damage by #{source}"


CAST_AS = "cast a spell: "


def cast_as(spell: GameObject) -> str:
    """The record's name for a spell cast with its colors, card types and subtypes (CR 601.2),
    for "[a player] casts their first [kind of] spell each turn"."""
    colors = " ".join(sorted(spell.colors))
    types = " ".join(sorted(t.value.lower() for t in spell.types))
    return f"{CAST_AS}{colors}|{types}|{' '.join(sorted(spell.subtypes))}"


def targeted_by(controller: EntityId) -> str:
    """The record's name for the spells and abilities of ``controller`` that targeted an object
    or player this turn (CR 115.1)."""
    return f"targeted by a spell or ability of #{controller}"


def triggered(text: str) -> str:
    """Under the source's id: its ability of this text triggered (rules/trigger_limits.py)."""
    return "triggered: " + text


def was_dealt_damage_by(state: GameState, recipient: EntityId, source: EntityId) -> bool:
    """``source`` dealt damage to the object ``recipient`` this turn (CR 120.3 / 2011 119.3)."""
    return this_turn(state, damaged_by(source), recipient) > 0


def this_turn(state: GameState, what: str, player: EntityId = _NOBODY) -> int:
    """How much of ``what`` ``player`` did this turn (life gained or lost, creatures attacked
    with; creatures that died, for no player)."""
    return state.history.get((state.turn, what, player), 0)


def in_turn(state: GameState, turn: int, what: str, player: EntityId = _NOBODY) -> int:
    """:func:`this_turn` for ``turn``: this turn or the last one (older turns aren't kept)."""
    return state.history.get((turn, what, player), 0)


__all__ = [
    "ATTACKED",
    "ATTACKER",
    "CAST",
    "CAST_AS",
    "COMBAT_DAMAGE_WITH",
    "DAMAGED",
    "DESCENDED",
    "DIED",
    "DIED_UNDER",
    "ENTERED",
    "ENTERED_AS",
    "GAINED",
    "LEFT",
    "LEFT_GRAVEYARD",
    "LOST",
    "OBJECT_DAMAGED",
    "RECORDED",
    "cast_as",
    "damaged_by",
    "damaged_player_by",
    "in_turn",
    "record",
    "targeted_by",
    "this_turn",
    "was_dealt_damage_by",
]
