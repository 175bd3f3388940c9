"""Damage to what an attacking creature attacks (CR 508.1b: each attacker attacks a player or
a planeswalker; CR 508.5: "defending player" of an attacking creature is the player it
attacks, or the controller of the planeswalker it attacks): "~ deals 1 damage to the player or
planeswalker it's attacking" (Hellrider, one trigger per attacker), "Whenever ~ attacks, it
deals 1 damage to defending player" (Falkenrath Perforator). Damage to a planeswalker removes
loyalty counters (CR 120.3c; 2011: 119.3c). Real cards under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import Choose, DeclareAttackers, PassPriority
from mtgrules.events import DamageDealt, Event
from mtgrules.objects import LOYALTY
from mtgrules.state import EntityId
from tests.card_table import round_trip
from tests.combat_table import CombatTable
from tests.instruction_play import RULESETS


@pytest.mark.parametrize(
    "line",
    [
        "Whenever a creature you control attacks, ~ deals 1 damage to the player or"
        " planeswalker it's attacking.",
        "Whenever ~ attacks, it deals 1 damage to the player or planeswalker it's attacking.",
        "Whenever ~ becomes blocked, it deals 1 damage to the player or planeswalker it's"
        " attacking.",
        "Whenever ~ attacks, it deals 1 damage to defending player.",
    ],
)
def test_cr508_5_attacked_recipients_round_trip(line: str) -> None:
    round_trip(line)


def _attack(t: CombatTable, *pairs: tuple[EntityId, EntityId]) -> list[Event]:
    """Declare the attacks, then resolve what they triggered (the triggers in any order; CR
    2011 306.7's offer to redirect the damage to Bob to his planeswalker declined)."""
    t.to_attackers()
    events = t.game.apply(DeclareAttackers(pairs))
    while t.game.state.stack or t.game.state.pending_choice is not None:
        decision = t.asked()
        if decision.kind == "planeswalker_redirect":
            events += t.game.apply(Choose(None))
            continue
        assert decision.kind == "priority", decision.kind
        events += t.game.apply(PassPriority())
    return events


def _dealt(events: list[Event]) -> list[tuple[int, int, int]]:
    return sorted((e.source, e.recipient, e.amount) for e in events if isinstance(e, DamageDealt))


def _loyalty(t: CombatTable, walker: EntityId) -> int:
    return t.game.state.objects[walker].counter(LOYALTY)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr508_5_hellrider_damages_what_each_attacker_attacks(ruleset: str) -> None:
    """Hellrider attacks Bob and Grizzly Bears attacks Bob's Ajani, Inspiring Leader: two
    triggers, 1 damage to Bob and 1 to Ajani (one loyalty counter less), before any combat
    damage."""
    t = CombatTable(ruleset)
    hellrider = t.put("Hellrider", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    ajani = t.put("Ajani, Inspiring Leader", t.bob)
    start = _loyalty(t, ajani)
    events = _attack(t, (hellrider, t.bob), (bears, ajani))
    assert _dealt(events) == sorted([(hellrider, t.bob, 1), (hellrider, ajani, 1)])
    assert t.game.life(t.bob) == 19 and _loyalty(t, ajani) == start - 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr508_5_falkenrath_perforator_attacking_a_planeswalker_hits_its_controller(
    ruleset: str,
) -> None:
    """Falkenrath Perforator attacks Bob's Ajani: its defending player is Bob, Ajani's
    controller (CR 508.5), who is dealt 1 damage; Ajani keeps its loyalty."""
    t = CombatTable(ruleset)
    perforator = t.put("Falkenrath Perforator", t.alice)
    ajani = t.put("Ajani, Inspiring Leader", t.bob)
    start = _loyalty(t, ajani)
    events = _attack(t, (perforator, ajani))
    assert _dealt(events) == [(perforator, t.bob, 1)]
    assert t.game.life(t.bob) == 19 and _loyalty(t, ajani) == start


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr508_5_scorch_spitter_attacking_bob_deals_him_1(ruleset: str) -> None:
    """Scorch Spitter attacks Bob: 1 damage to him as it attacks, then 1 combat damage."""
    t = CombatTable(ruleset)
    spitter = t.put("Scorch Spitter", t.alice)
    events = _attack(t, (spitter, t.bob))
    assert _dealt(events) == [(spitter, t.bob, 1)]
    assert t.game.life(t.bob) == 19
