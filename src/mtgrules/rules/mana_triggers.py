"""Triggers on tapping for mana (CR 605.3a): "Whenever a player taps a land for mana",
"Whenever a player taps an Island / a nonbasic land for mana", "Whenever you tap a land for
mana", "Whenever you tap ~ for mana".

A permanent is tapped for mana when it is tapped to activate a mana ability (CR 605.3a): as a
cost is paid with it (the engine's :class:`~mtgrules.turn_events.Tapped` events of rule
"605.3a"), or when its mana ability is activated on its own. The player who taps it is the
one who activates the ability: its controller ("that player", CR 603.7c). These abilities
don't add mana, so they are not mana abilities (CR 605.1b): they use the stack.

>>> tap_watch("a player taps an Island for mana")
('player', 'Island')
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from mtgrules.events import Event
from mtgrules.objects import CardType
from mtgrules.rules.keywords import has_subtype
from mtgrules.turn_events import Tapped

if TYPE_CHECKING:
    from mtgrules.rules.trigger_watch import Instance, Watch
    from mtgrules.state import GameObject, GameState

TAPS_FOR_MANA = "taps for mana"
RULE = "605.3a"
_TAPPERS = {"a player taps ": "player", "you tap ": "you"}
_BASIC_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")


def tap_watch(words: str) -> tuple[str, str] | None:
    """Who taps ("player" or "you") and what ("land", "nonbasic land", a basic land type, or
    "~"), read from the event's words; None if they aren't a tap-for-mana event."""
    for prefix, who in _TAPPERS.items():
        rest = words.removeprefix(prefix)
        if rest == words or not rest.endswith(" for mana"):
            continue
        kind = rest.removesuffix(" for mana")
        if kind == "~" and who == "you":
            return who, kind
        for article in ("a ", "an "):
            name = kind.removeprefix(article)
            if name != kind and name in ("land", "nonbasic land", *_BASIC_TYPES):
                return who, name
    return None


def tapped_for_mana(
    state: GameState, watch: Watch, obj: GameObject, event: Event
) -> tuple[str, list[Instance]] | None:
    """CR 605.3a: ``event`` taps a permanent for mana that ``watch`` watches; "that player" is
    the player who tapped it."""
    if not isinstance(event, Tapped) or event.rule != RULE:
        return None
    view = state.source_view(event.permanent)
    if view is None:
        return None
    player = view.controller
    if watch.noun == "you" and player != obj.controller:
        return None
    if not _is_kind(view, watch.adjective, obj):
        return None
    return RULE, [(player, None)]


def _is_kind(view: GameObject, kind: str, obj: GameObject) -> bool:
    if kind == "~":
        return view.id == obj.id
    if CardType.LAND not in view.types:
        return False
    if kind == "nonbasic land":
        return "Basic" not in view.supertypes  # CR 205.4c
    return kind == "land" or has_subtype(view, kind)


def triggered_mana_problem(when: object, effect_parts: Iterable[object]) -> str | None:
    """CR 605.1b, 605.4a: a tap-for-mana trigger that adds mana ("Whenever you tap a land for
    mana, add {G}") is a triggered mana ability: it resolves at once, without the stack. The
    engine puts triggers on the stack, so such an ability is reported as missing."""
    from mtgrules.cards.pending import WhenOther
    from mtgrules.effects.instructions import AddMana

    if not isinstance(when, WhenOther) or tap_watch(when.event) is None:
        return None
    if any(isinstance(p, AddMana) for p in effect_parts):
        return "AddMana (a triggered mana ability, CR 605.4a)"
    return None
