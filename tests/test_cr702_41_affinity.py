"""Affinity (CR 702.41a; 702.39a in the 2011 rules): "Affinity for [text]" means "This spell
costs {1} less to cast for each [text] you control." Played with Frogmite ({4}, Affinity for
artifacts) and Lens Flare ({4}{W}, Affinity for artifacts: 5 damage to target attacking or
blocking creature) under both editions."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, DeclareAttackers, PassPriority
from mtgrules.errors import RulesError
from mtgrules.events import Event
from mtgrules.objects import Zone
from mtgrules.state import EntityId
from mtgrules.turn_events import Tapped
from tests.card_table import Table, round_trip


@pytest.mark.parametrize(
    "line", ["Affinity for artifacts", "Affinity for Lizards", "Affinity for Equipment"]
)
def test_cr702_41a_affinity_lines_round_trip(line: str) -> None:
    round_trip(line)


def _tapped(events: list[Event]) -> set[EntityId]:
    return {e.permanent for e in events if isinstance(e, Tapped)}


def test_cr702_41a_each_artifact_you_control_pays_for_one(ruleset: str) -> None:
    """Two Ornithopters and two Mountains: Frogmite costs {2}; both Mountains are tapped and
    it resolves onto the battlefield."""
    t = Table(ruleset)
    frog = t.put("Frogmite", t.alice, "hand")
    for _ in range(2):
        t.put("Ornithopter", t.alice)
    t.lands("Mountain", 2)
    t.main_phase()
    assert CastSpell(frog, ()) in t.game.legal_actions()
    events = t.game.apply(CastSpell(frog, ()))
    assert len(_tapped(events)) == 2
    t.resolve()
    on_field = [o for o in t.game.state.objects.values() if o.name == "Frogmite"]
    assert [o.zone for o in on_field] == [Zone.BATTLEFIELD]


def test_cr702_41a_four_artifacts_make_it_free(ruleset: str) -> None:
    """Four Ornithopters and no land: Frogmite costs {0}."""
    t = Table(ruleset)
    frog = t.put("Frogmite", t.alice, "hand")
    for _ in range(4):
        t.put("Ornithopter", t.alice)
    t.main_phase()
    events = t.game.apply(CastSpell(frog, ()))
    assert not _tapped(events)
    assert t.game.state.stack


def test_cr702_41a_only_artifacts_you_control(ruleset: str) -> None:
    """Bob's two Ornithopters don't count: with one of hers and two Mountains, Frogmite still
    costs {3}; refused, the game unchanged."""
    t = Table(ruleset)
    frog = t.put("Frogmite", t.alice, "hand")
    t.put("Ornithopter", t.alice)
    for _ in range(2):
        t.put("Ornithopter", t.bob)
    t.lands("Mountain", 2)
    t.main_phase()
    assert CastSpell(frog, ()) not in t.game.legal_actions()
    before = t.game.state.copy()
    with pytest.raises(RulesError, match="can't pay"):
        t.game.apply(CastSpell(frog, ()))
    assert t.game.state == before


def test_cr702_41a_colored_mana_is_not_reduced(ruleset: str) -> None:
    """Lens Flare with five Ornithopters: {4} is reduced to {0}, but {W} still needs a
    Plains; with one, Lens Flare deals 5 damage to Bob's attacking Hill Giant."""
    t = Table(ruleset)
    flare = t.put("Lens Flare", t.alice, "hand")
    for _ in range(5):
        t.put("Ornithopter", t.alice)
    plains = t.put("Plains", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.game.begin("declare attackers", active=t.bob)
    t.game.apply(DeclareAttackers(((giant, t.alice),)))
    t.game.apply(PassPriority())  # Alice has priority in the declare attackers step
    t.game.state.objects[plains].tapped = True
    assert CastSpell(flare, (giant,)) not in t.game.legal_actions()
    with pytest.raises(RulesError, match="can't pay"):
        t.game.apply(CastSpell(flare, (giant,)))
    t.game.state.objects[plains].tapped = False
    events = t.game.apply(CastSpell(flare, (giant,)))
    assert _tapped(events) == {plains}
    t.resolve()
    assert not t.game.is_on_battlefield(giant)
