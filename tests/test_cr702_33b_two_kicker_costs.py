"""Kicker with two costs (CR 702.33b; 702.31b in the 2011 rules): "Kicker [cost 1] and/or
[cost 2]" means the same thing as "Kicker [cost 1]" and "Kicker [cost 2]"; "if it was kicked
with its [A] kicker" asks for that one (CR 702.33e; 2011: 702.31e). Played with Thornscape
Battlemage ({2}{G} 2/2, Kicker {R} and/or {W}: with its {R} kicker, 2 damage to any target as
it enters; with its {W} kicker, destroy target artifact) under both editions."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose
from mtgrules.errors import RulesError
from mtgrules.state import EntityId
from tests.card_table import Table, round_trip

RED, WHITE = "kicker {R}", "kicker {W}"


def test_cr702_33b_two_kicker_lines_round_trip() -> None:
    round_trip("Kicker {1}{B} and/or {R}")
    round_trip(
        "When ~ enters, if it was kicked with its {R} kicker, it deals 2 damage to any target."
    )


def _table(ruleset: str) -> tuple[Table, EntityId, EntityId]:
    """Alice: the Battlemage in hand, three Forests, a Mountain and a Plains; Bob: an
    Ornithopter (an artifact creature, 0/2)."""
    t = Table(ruleset)
    mage = t.put("Thornscape Battlemage", t.alice, "hand")
    t.lands("Forest", 3)
    t.put("Mountain", t.alice)
    t.put("Plains", t.alice)
    thopter = t.put("Ornithopter", t.bob)
    t.main_phase()
    return t, mage, thopter


def _resolve_all(t: Table, target: EntityId) -> None:
    """Resolve everything, choosing ``target`` for each trigger that asks."""
    for _ in range(10):
        decision = t.game.decision()
        if decision is not None and decision.kind != "priority":
            (option,) = [
                o for o in decision.options if isinstance(o, Choose) and o.answer == (target,)
            ]
            t.game.apply(option)
        elif t.game.state.stack:
            t.resolve()
        else:
            return


def test_cr702_33b_each_choice_of_kicker_costs_is_offered(ruleset: str) -> None:
    """With five lands Alice may pay neither, either or both kicker costs."""
    t, mage, _ = _table(ruleset)
    offered = {a.additional for a in t.game.legal_actions() if isinstance(a, CastSpell)}
    assert offered == {(), (RED,), (WHITE,), (RED, WHITE)}
    assert all(a.card == mage for a in t.game.legal_actions() if isinstance(a, CastSpell))


def test_cr702_33e_kicked_with_its_red_kicker_only_the_red_ability(ruleset: str) -> None:
    """Kicked with {R} only ({2}{G}{R}): the damage ability triggers (2 damage to Bob), the
    artifact ability doesn't: the Ornithopter stays."""
    t, mage, thopter = _table(ruleset)
    t.game.apply(CastSpell(mage, (), "", (RED,)))
    assert sum(1 for o in t.game.state.battlefield() if o.tapped) == 4
    t.resolve()
    _resolve_all(t, t.bob)
    assert t.game.life(t.bob) == 18
    assert t.game.is_on_battlefield(thopter)


def test_cr702_33e_kicked_with_both_both_abilities(ruleset: str) -> None:
    """Both kickers ({2}{G}{R}{W}, all five lands): 2 damage to Bob and the Ornithopter is
    destroyed."""
    t, mage, thopter = _table(ruleset)
    t.game.apply(CastSpell(mage, (), "", (RED, WHITE)))
    t.resolve()
    decision = t.game.decision()
    assert decision is not None and decision.kind == "trigger order"
    assert len(decision.options) == 2  # both kicked abilities trigger
    first = decision.options[0]
    assert isinstance(first, Choose)
    t.game.apply(first)
    for _ in range(10):
        decision = t.game.decision()
        if decision is not None and decision.kind != "priority":
            wanted = (thopter,) if "artifact" in decision.prompt else (t.bob,)
            (option,) = [
                o for o in decision.options if isinstance(o, Choose) and o.answer == wanted
            ]
            t.game.apply(option)
        elif t.game.state.stack:
            t.resolve()
        else:
            break
    assert t.game.life(t.bob) == 18
    assert not t.game.is_on_battlefield(thopter)


def test_cr702_33b_unkicked_nothing_triggers(ruleset: str) -> None:
    t, mage, thopter = _table(ruleset)
    t.game.apply(CastSpell(mage))
    t.resolve()
    assert not t.game.state.stack
    assert t.game.life(t.bob) == 20 and t.game.is_on_battlefield(thopter)


def test_cr702_33b_unknown_or_repeated_kicker_cost_refused(ruleset: str) -> None:
    """A kicker cost the card doesn't have, or one paid twice, is refused; the game is
    unchanged."""
    t, mage, _ = _table(ruleset)
    before = t.game.state.copy()
    with pytest.raises(RulesError, match="has no kicker") as caught:
        t.game.apply(CastSpell(mage, (), "", ("kicker {B}",)))
    assert caught.value.rule == ("702.31b" if ruleset == "cr2011" else "702.33b")
    with pytest.raises(RulesError, match="at most once"):
        t.game.apply(CastSpell(mage, (), "", (RED, RED)))
    assert t.game.state == before
