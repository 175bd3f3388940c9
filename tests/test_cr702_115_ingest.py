"""Ingest (CR 702.115a, a keyword from after 2011, played under both editions by today's
rule): "Whenever this creature deals combat damage to a player, that player exiles the top
card of their library." Played with Salvage Drone (1/1 devoid, ingest)."""

from __future__ import annotations

from mtgrules.objects import Zone
from tests.combat_table import CombatTable


def _exiled(t: CombatTable, owner: int) -> list[int]:
    objects = t.game.state.objects.values()
    return [o.id for o in objects if o.zone is Zone.EXILE and o.owner == owner]


def test_cr702_115a_the_damaged_player_exiles_the_top_card(ruleset: str) -> None:
    """Unblocked, the Drone deals 1 to Bob: Bob exiles the top card of his library (the last
    one put there), and no other card."""
    t = CombatTable(ruleset)
    drone = t.put("Salvage Drone", t.alice)
    t.put("Mountain", t.bob, "library")
    t.to_attackers()
    library = list(t.game.state.libraries[t.bob])
    t.attack(drone)
    t.finish_combat()
    assert t.game.life(t.bob) == 19
    assert [t.game.state.moved_to[library[-1]]] == _exiled(t, t.bob)
    assert t.game.state.libraries[t.bob] == library[:-1]
    assert _exiled(t, t.alice) == []


def test_cr702_115a_blocked_no_damage_to_a_player_no_exile(ruleset: str) -> None:
    """Blocked by Grizzly Bears, the Drone deals damage to a creature only: nothing exiled."""
    t = CombatTable(ruleset)
    drone = t.put("Salvage Drone", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    t.attack(drone, blocks=((bears, drone),))
    t.play_to("upkeep", t.bob, may=False)
    assert _exiled(t, t.bob) == [] and t.game.life(t.bob) == 20
