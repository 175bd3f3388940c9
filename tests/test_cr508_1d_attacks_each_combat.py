"""CR 508.1d: "attacks each combat if able" is a requirement; the declaration of attackers
must obey as many requirements as possible without breaking a restriction (508.1c). Played
with Ruric Thar, the Unbowed (6/6 vigilance, reach, "attacks each combat if able")."""

from __future__ import annotations

import pytest

from mtgrules.actions import DeclareAttackers
from mtgrules.errors import RulesError
from mtgrules.state import EntityId
from tests.combat_table import CombatTable


def _table(ruleset: str) -> tuple[CombatTable, EntityId, EntityId]:
    t = CombatTable(ruleset)
    ruric = t.put("Ruric Thar, the Unbowed", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    return t, ruric, bears


def test_cr508_1d_the_creature_must_attack_when_able(ruleset: str) -> None:
    """Every legal declaration has Ruric Thar attacking; the empty one is refused, naming
    the requirement, and nothing changes."""
    t, ruric, bears = _table(ruleset)
    t.to_attackers()
    legal = [a for a in t.game.legal_actions() if isinstance(a, DeclareAttackers)]
    assert len(legal) == len(t.game.legal_actions())
    assert {tuple(a.attacks) for a in legal} == {
        ((ruric, t.bob),),
        ((ruric, t.bob), (bears, t.bob)),
    }
    before = len(t.game.log)
    with pytest.raises(RulesError, match="attacks each combat if able") as error:
        t.game.apply(DeclareAttackers(((bears, t.bob),)))
    assert error.value.rule == "508.1d"
    assert len(t.game.log) == before and t.game.state.combat is not None
    assert not t.game.state.combat.attackers


def test_cr508_1d_a_creature_that_cant_attack_isnt_required_to(ruleset: str) -> None:
    """Tapped, Ruric Thar can't attack (508.1a): declaring no attackers is legal."""
    t, ruric, _ = _table(ruleset)
    t.obj(ruric).tapped = True
    t.to_attackers()
    assert DeclareAttackers(()) in t.game.legal_actions()
    t.game.apply(DeclareAttackers(()))
    assert t.game.life(t.bob) == 20


def test_cr508_1d_the_requirement_deals_its_damage(ruleset: str) -> None:
    """Ruric Thar attacks alone and is unblocked: Bob takes 6."""
    t, ruric, _ = _table(ruleset)
    t.attack(ruric)
    t.finish_combat()
    assert t.game.life(t.bob) == 14
