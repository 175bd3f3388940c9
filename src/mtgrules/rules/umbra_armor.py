"""Umbra armor (CR 702.89a; the same ability was called totem armor, 702.87a in the 2011
rules): "If enchanted permanent would be destroyed, instead remove all damage marked on it
and destroy this Aura." A replacement effect (CR 614.1a) on destruction: by a spell or
ability (CR 701.7) or by the state-based actions for lethal or deathtouch damage (704.5g-h).

It applies before a regeneration shield of the same permanent, and of several Auras with
umbra armor the oldest applies (CR 616.1 lets the permanent's controller choose; the engine
doesn't ask yet). Destroying the Aura is a destruction of its own: an indestructible Aura
isn't destroyed, and the permanent is saved all the same. Destroyed at the same time as the
permanent it enchants ("Destroy all artifacts, creatures, and enchantments."), the Aura still
saves it, and is destroyed once (:func:`destroyed_once`).
"""

from __future__ import annotations

from collections.abc import Sequence

from mtgrules.effects.keyword_statics import UmbraArmor
from mtgrules.events import Event, PermanentDestroyed, ZoneChanged
from mtgrules.rulesets import Ruleset
from mtgrules.state import EntityId, GameObject, GameState

RULES = {"cr2011": "702.87a", "current": "702.89a"}


def umbra_armor_rule(ruleset: Ruleset) -> str:
    """The rule's number in ``ruleset``'s edition."""
    return RULES.get(ruleset.name, RULES["current"])


def has_umbra_armor(obj: GameObject) -> bool:
    return any(isinstance(s, UmbraArmor) for s in obj.statics)


def armors(state: GameState) -> dict[EntityId, GameObject]:
    """Each permanent enchanted by an Aura with umbra armor, with the oldest such Aura."""
    found: dict[EntityId, GameObject] = {}
    attached = [o for o in state.battlefield() if o.attached_to is not None]
    for aura in sorted(attached, key=lambda o: (o.timestamp, o.id)):
        host = aura.attached_to
        if host is not None and host not in found and has_umbra_armor(aura):
            found[host] = aura
    return found


def destroyed_once(events: Sequence[Event]) -> list[Event]:
    """``events`` of one destruction of several permanents, each permanent destroyed once: an
    Aura with umbra armor destroyed instead of the permanent it enchants and also destroyed
    itself goes to its owner's graveyard once (CR 400.7: it is a new object there)."""
    moved: set[EntityId] = set()
    kept: list[Event] = []
    for event in events:
        if isinstance(event, PermanentDestroyed) and event.permanent in moved:
            continue
        if isinstance(event, ZoneChanged):
            if event.object in moved:
                continue
            moved.add(event.object)
        kept.append(event)
    return kept
