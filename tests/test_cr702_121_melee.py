"""Melee (CR 702.121a, a keyword from after 2011, played under both editions by today's
rule): "Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent you
attacked with a creature this combat." Played with Menagerie Liberator (3/2, trample, melee),
Grizzly Bears and Bob's Chandra Nalaar (a planeswalker, loyalty 6)."""

from __future__ import annotations

import pytest

from mtgrules.actions import DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.state import EntityId
from tests.combat_table import CombatTable


def _attack(t: CombatTable, attacks: tuple[tuple[EntityId, EntityId], ...]) -> None:
    t.to_attackers()
    t.game.apply(DeclareAttackers(attacks))
    for _ in range(60):
        step = t.game.state.step
        if step is not None and step.value in ("end of combat", "postcombat main"):
            return
        found = t.asked()
        t.game.apply(DeclareBlockers(()) if found.kind == "declare blockers" else PassPriority())
    raise AssertionError("combat doesn't end")


def test_cr702_121a_one_opponent_attacked(ruleset: str) -> None:
    """Two players: Bob is attacked; the Liberator is a 4/3 and deals 4."""
    t = CombatTable(ruleset)
    liberator = t.put("Menagerie Liberator", t.alice)
    _attack(t, ((liberator, t.bob),))
    assert (t.game.power(liberator), t.game.toughness(liberator)) == (4, 3)
    assert t.game.life(t.bob) == 16


def test_cr702_121a_a_planeswalker_attacked_isnt_its_controller_attacked(ruleset: str) -> None:
    """The Liberator attacks Bob's Chandra Nalaar (loyalty 6) alone: no opponent attacked, no
    bonus; it deals 3 to Chandra."""
    t = CombatTable(ruleset)
    chandra = t.put("Chandra Nalaar", t.bob)
    liberator = t.put("Menagerie Liberator", t.alice)
    _attack(t, ((liberator, chandra),))
    assert t.game.power(liberator) == 3
    assert t.game.loyalty(chandra) == 3 and t.game.life(t.bob) == 20


def test_cr702_121a_the_same_opponent_counts_once(ruleset: str) -> None:
    """The Liberator attacks Chandra and the Bears attack Bob: one opponent attacked, Bob
    (+1/+1), not one per attack."""
    t = CombatTable(ruleset)
    chandra = t.put("Chandra Nalaar", t.bob)
    liberator = t.put("Menagerie Liberator", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    _attack(t, ((liberator, chandra), (bears, t.bob)))
    assert (t.game.power(liberator), t.game.toughness(liberator)) == (4, 3)
    assert t.game.loyalty(chandra) == 2 and t.game.life(t.bob) == 18


@pytest.mark.parametrize("name", ["Menagerie Liberator"])
def test_cr702_121a_the_keyword_makes_the_card_supported(name: str) -> None:
    card = bundled_database().compiled(name)
    assert card.supported, card.reason
