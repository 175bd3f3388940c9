"""Battle cry (CR 702.91a; 702.89a in the 2011 rules): "Whenever this creature attacks, each
other attacking creature gets +1/+0 until end of turn." Played with Primaris Chaplain (3/3,
battle cry; "Whenever this creature attacks, it gains indestructible until end of turn.")
and Iraxxa, Empress of Mars, with Grizzly Bears (2/2) attacking beside it."""

from __future__ import annotations

import pytest

from mtgrules.actions import DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.state import EntityId
from tests.combat_table import CombatTable


def _attack(
    t: CombatTable, *attackers: EntityId, blocks: tuple[tuple[EntityId, EntityId], ...] = ()
) -> None:
    """``attackers`` attack Bob; Alice puts her attack triggers on the stack in the first
    order offered (CR 603.3b); ``blocks`` are declared; combat is played to its end."""
    t.to_attackers()
    t.game.apply(DeclareAttackers(tuple((a, t.bob) for a in attackers)))
    for _ in range(50):
        found = t.asked()
        if found.kind == "declare blockers":
            t.game.apply(DeclareBlockers(blocks))
            break
        if found.kind == "trigger order":
            t.game.apply(t.game.legal_actions()[0])
        else:
            t.game.apply(PassPriority())
    t.finish_combat()


def test_cr702_91a_each_other_attacker_gets_plus_one_power(ruleset: str) -> None:
    """The Chaplain and two Bears attack: each Bear deals 3, the Chaplain itself 3 (no
    bonus for itself): Bob takes 9. The bonus lasts until end of turn, toughness unchanged."""
    t = CombatTable(ruleset)
    chaplain = t.put("Primaris Chaplain", t.alice)
    bears = [t.put("Grizzly Bears", t.alice) for _ in range(2)]
    _attack(t, chaplain, *bears)
    assert [(t.game.power(b), t.game.toughness(b)) for b in bears] == [(3, 2), (3, 2)]
    assert (t.game.power(chaplain), t.game.toughness(chaplain)) == (3, 3)
    assert t.game.life(t.bob) == 20 - 9


def test_cr702_91a_creatures_not_attacking_get_nothing(ruleset: str) -> None:
    """A Bear of Alice's that stays home and Bob's blocking Bear get no bonus; the blocker
    deals 2 to the Chaplain (indestructible anyway, 3 toughness)."""
    t = CombatTable(ruleset)
    chaplain = t.put("Primaris Chaplain", t.alice)
    home = t.put("Grizzly Bears", t.alice)
    blocker = t.put("Grizzly Bears", t.bob)
    _attack(t, chaplain, blocks=((blocker, chaplain),))
    assert t.game.power(home) == 2
    assert t.game.damage_on(chaplain) == 2
    assert t.game.life(t.bob) == 20


def test_cr702_91a_two_battle_cries_each_give_the_other_one(ruleset: str) -> None:
    """Two creatures with battle cry attack together: each gives the other +1/+0 (Iraxxa's
    other abilities don't act in combat)."""
    t = CombatTable(ruleset)
    chaplain = t.put("Primaris Chaplain", t.alice)
    iraxxa = t.put("Iraxxa, Empress of Mars", t.alice)
    base = t.game.power(iraxxa)
    _attack(t, chaplain, iraxxa)
    assert (t.game.power(chaplain), t.game.power(iraxxa)) == (4, base + 1)
    assert t.game.life(t.bob) == 20 - 4 - (base + 1)


@pytest.mark.parametrize("name", ["Primaris Chaplain", "Iraxxa, Empress of Mars"])
def test_cr702_91a_the_keyword_makes_the_cards_supported(name: str) -> None:
    card = bundled_database().compiled(name)
    assert card.supported, card.reason
