"""Dethrone (CR 702.105a, a keyword from after 2011, played under both editions by today's
rule): "Whenever this creature attacks the player with the most life or tied for most life,
put a +1/+1 counter on it." Played with Marchesa's Emissary (2/2 hexproof, dethrone)."""

from __future__ import annotations

from mtgrules.events import AbilityTriggered
from mtgrules.objects import PLUS_ONE
from tests.combat_table import CombatTable


def _attack(ruleset: str, alice_life: int, bob_life: int) -> CombatTable:
    t = CombatTable(ruleset)
    emissary = t.put("Marchesa's Emissary", t.alice)
    t.game.set_life(t.alice, alice_life)
    t.game.set_life(t.bob, bob_life)
    t.attack(emissary)
    t.finish_combat()
    return t


def test_cr702_105a_tied_for_most_life_it_gets_a_counter(ruleset: str) -> None:
    """20 each: Bob is tied for the most life; the Emissary gets a +1/+1 counter before
    damage and deals 3."""
    t = _attack(ruleset, 20, 20)
    assert t.named("Marchesa's Emissary").counter(PLUS_ONE) == 1
    assert t.game.life(t.bob) == 17


def test_cr702_105a_the_player_with_the_most_life(ruleset: str) -> None:
    """Bob at 25, Alice at 10: it triggers."""
    t = _attack(ruleset, 10, 25)
    assert t.named("Marchesa's Emissary").counter(PLUS_ONE) == 1
    assert t.game.life(t.bob) == 22


def test_cr702_105a_not_the_player_with_the_most_life(ruleset: str) -> None:
    """Alice at 25, Bob at 20: Bob hasn't the most life; no trigger, 2 damage."""
    t = _attack(ruleset, 25, 20)
    assert t.named("Marchesa's Emissary").counter(PLUS_ONE) == 0
    assert not [e for e in t.game.log if isinstance(e, AbilityTriggered)]
    assert t.game.life(t.bob) == 18
