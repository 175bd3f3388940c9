"""Ninjutsu (CR 702.49a; 702.47a in the 2011 rules): "Ninjutsu [cost]" means "[Cost], Reveal
this card from your hand, Return an unblocked attacking creature you control to its owner's
hand: Put this card onto the battlefield from your hand tapped and attacking." (the 2011
wording; today's is the same ability). It is activated only from the hand (CR 602.2), and only
while its controller has an unblocked attacker: after blockers are declared (CR 509.1h: an
attacking creature no creature blocks is unblocked). The creature put onto the battlefield
attacks the same player or planeswalker as the creature returned (CR 702.49c; 2011:
702.47c); it was never declared as an attacker (CR 508.4).
"""

from __future__ import annotations

from mtgrules.combat_keyword_events import UnblockedAttackerReturned
from mtgrules.events import Event, ZoneChanged
from mtgrules.objects import Zone
from mtgrules.rulesets import Ruleset
from mtgrules.state import EntityId, GameState

NINJUTSU_COST = "Return an unblocked attacker you control to hand"
"""The extra cost of ninjutsu (its reminder text's words)."""
RETURN_UNBLOCKED = "return unblocked attacker"
"""The :class:`~mtgrules.rules.costs.ExtraCostSpec` action of that cost."""
RULES = {"cr2011": ("702.47a", "702.47c"), "current": ("702.49a", "702.49c")}


def ninjutsu_rule(ruleset: Ruleset, clause: str = "a") -> str:
    """Ninjutsu's rule (clause "a" or "c") in ``ruleset``'s edition."""
    numbers = RULES.get(ruleset.name, RULES["current"])
    return numbers[0] if clause == "a" else numbers[1]


def unblocked_attackers(state: GameState, player: EntityId) -> list[EntityId]:
    """The unblocked attacking creatures ``player`` controls (none before blockers are
    declared: CR 509.1h)."""
    combat = state.combat
    if combat is None or not combat.blockers_declared:
        return []
    return sorted(
        a
        for a in combat.attackers
        if a not in combat.blocked and a in state.objects and state.objects[a].controller == player
    )


def return_events(state: GameState, ruleset: Ruleset, creature: EntityId) -> list[Event]:
    """Return the unblocked attacker ``creature`` to its owner's hand, remembering what it
    attacked for the ability (CR 702.49c)."""
    rule = ninjutsu_rule(ruleset)
    attacked = state.combat.attackers[creature] if state.combat is not None else None
    return [
        UnblockedAttackerReturned(creature=creature, attacked=attacked, rule=rule),
        ZoneChanged(
            object=creature,
            new_id=state.next_id,
            origin=Zone.BATTLEFIELD,
            destination=Zone.HAND,
            rule=rule,
        ),
    ]


def attacked_by_returned(events: list[Event]) -> EntityId | None:
    """What the creature returned for ninjutsu attacked, from the events of paying."""
    for event in events:
        if isinstance(event, UnblockedAttackerReturned):
            return event.attacked
    return None
