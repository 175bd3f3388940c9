"""Outlast (CR 702.107a): "Outlast [cost]" means "[Cost], {T}: Put a +1/+1 counter on this
creature. Activate only as a sorcery." Played with a real card under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility
from mtgrules.objects import PLUS_ONE, Keyword
from mtgrules.rules.casting import IllegalActionError
from tests.card_table import RULESETS
from tests.combat_table import CombatTable


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_107a_ainok_bond_kin_outlasts_and_gets_first_strike(ruleset: str) -> None:
    """Ainok Bond-Kin (2/1): "Outlast {1}{W}" and "Each creature you control with a +1/+1
    counter on it has first strike." Alice pays {1}{W} and taps it: a 3/2 with first
    strike."""
    t = CombatTable(ruleset)
    ainok = t.put("Ainok Bond-Kin", t.alice)
    t.lands("Plains", 2)
    t.main_phase()
    assert not t.obj(ainok).has(Keyword.FIRST_STRIKE)
    t.game.apply(ActivateAbility(ainok, 0, ()))
    assert t.obj(ainok).tapped
    t.resolve()
    assert t.obj(ainok).counter(PLUS_ONE) == 1 and t.game.power(ainok) == 3
    assert t.obj(ainok).has(Keyword.FIRST_STRIKE)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_107a_outlast_only_as_a_sorcery(ruleset: str) -> None:
    """In Alice's upkeep (not a main phase) outlast can't be activated; the game is left as
    it was."""
    t = CombatTable(ruleset)
    ainok = t.put("Ainok Bond-Kin", t.alice)
    t.lands("Plains", 2)
    t.game.begin("upkeep", active=t.alice)
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError, match="sorcery"):
        t.game.apply(ActivateAbility(ainok, 0, ()))
    assert t.game.state == before
