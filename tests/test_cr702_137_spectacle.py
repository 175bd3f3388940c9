"""Spectacle (CR 702.137, a keyword from after 2011, cited by today's number under both
editions): "Spectacle [cost]" means "You may cast this spell by paying [cost] rather than its
mana cost if an opponent lost life this turn." Played with Skewer the Critics ({2}{R}, 3
damage to any target; Spectacle {R})."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.errors import RulesError
from tests.card_table import Table, round_trip


def test_cr702_137a_spectacle_line_round_trips() -> None:
    round_trip("Spectacle {R}")


def test_cr702_137a_not_before_an_opponent_lost_life(ruleset: str) -> None:
    """One Mountain, Bob hasn't lost life: Skewer the Critics can't be cast (not offered);
    its spectacle cost is refused with the rule, the game unchanged."""
    t = Table(ruleset)
    skewer = t.put("Skewer the Critics", t.alice, "hand")
    t.lands("Mountain", 1)
    t.main_phase()
    assert not any(isinstance(a, CastSpell) for a in t.game.legal_actions())
    before = t.game.state.copy()
    with pytest.raises(RulesError, match="lost life") as error:
        t.game.apply(CastSpell(skewer, (t.bob,), "spectacle"))
    assert error.value.rule == "702.137a"
    assert t.game.state == before


def test_cr702_137a_after_an_opponent_lost_life(ruleset: str) -> None:
    """Bob lost 1 life this turn: Skewer the Critics is cast for {R} and deals 3."""
    t = Table(ruleset)
    skewer = t.put("Skewer the Critics", t.alice, "hand")
    t.lands("Mountain", 1)
    t.main_phase()
    t.game.lose_life(t.bob, 1)
    assert CastSpell(skewer, (t.bob,), "spectacle") in t.game.legal_actions()
    t.game.apply(CastSpell(skewer, (t.bob,), "spectacle"))
    t.resolve()
    assert t.game.life(t.bob) == 16


def test_cr702_137a_own_life_loss_does_not_count(ruleset: str) -> None:
    t = Table(ruleset)
    skewer = t.put("Skewer the Critics", t.alice, "hand")
    t.lands("Mountain", 1)
    t.main_phase()
    t.game.lose_life(t.alice, 1)
    with pytest.raises(RulesError, match="lost life"):
        t.game.apply(CastSpell(skewer, (t.bob,), "spectacle"))
