"""Flashback (CR 702.34; 702.32 in the 2011 rules): "Flashback [cost]" means "You may cast this
card from your graveyard if the resulting spell is an instant or sorcery spell by paying
[cost] rather than paying its mana cost" and "If the flashback cost was paid, exile this card
instead of putting it anywhere else any time it would leave the stack." Played with real
cards under both editions."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.cards.database import bundled_database
from mtgrules.errors import RulesError
from mtgrules.objects import Zone
from tests.card_table import Table, round_trip


def _rule(t: Table) -> str:
    return "702.32a" if t.game.ruleset.name == "cr2011" else "702.34a"


def _zone(t: Table, name: str) -> Zone:
    return next(o.zone for o in t.game.state.objects.values() if o.name == name)


def _casts(t: Table) -> list[CastSpell]:
    return [a for a in t.game.legal_actions() if isinstance(a, CastSpell)]


def test_cr702_34a_flashback_line_round_trips() -> None:
    round_trip("Flashback {4}{R}")
    assert bundled_database().card("Firebolt").statics  # the keyword is played


def test_cr702_34a_cast_from_the_graveyard_then_exiled(ruleset: str) -> None:
    """Firebolt (2 damage to any target; Flashback {4}{R}) in Alice's graveyard, five
    Mountains: casting it for its flashback cost deals 2 to Bob, then the card is exiled
    instead of going back to the graveyard."""
    t = Table(ruleset)
    firebolt = t.put("Firebolt", t.alice, "graveyard")
    t.lands("Mountain", 5)
    t.main_phase()
    assert CastSpell(firebolt, (t.bob,), "flashback") in _casts(t)
    t.game.apply(CastSpell(firebolt, (t.bob,), "flashback"))
    assert all(o.tapped for o in t.game.state.battlefield())  # {4}{R}, not {R}
    t.resolve()
    assert t.game.life(t.bob) == 18
    assert _zone(t, "Firebolt") is Zone.EXILE
    assert t.game.log[-1].rule == _rule(t)


def test_cr702_34a_cast_from_the_hand_for_its_mana_cost_then_flashback(ruleset: str) -> None:
    """From the hand, Firebolt is cast for {R} and goes to the graveyard; from there it can
    be cast again with flashback."""
    t = Table(ruleset)
    firebolt = t.put("Firebolt", t.alice, "hand")
    t.lands("Mountain", 6)
    t.main_phase()
    assert CastSpell(firebolt, (t.bob,), "flashback") not in _casts(t)
    t.game.apply(CastSpell(firebolt, (t.bob,)))
    t.resolve()
    assert _zone(t, "Firebolt") is Zone.GRAVEYARD
    again = next(o.id for o in t.game.state.objects.values() if o.name == "Firebolt")
    t.game.apply(CastSpell(again, (t.bob,), "flashback"))
    t.resolve()
    assert t.game.life(t.bob) == 16
    assert _zone(t, "Firebolt") is Zone.EXILE


def test_cr702_34a_flashback_needs_its_cost(ruleset: str) -> None:
    """With four Mountains the flashback cost {4}{R} can't be paid: not offered, refused,
    and the game is unchanged."""
    t = Table(ruleset)
    firebolt = t.put("Firebolt", t.alice, "graveyard")
    t.lands("Mountain", 4)
    t.main_phase()
    assert _casts(t) == []
    before = t.game.state.copy()
    with pytest.raises(RulesError, match="can't pay") as error:
        t.game.apply(CastSpell(firebolt, (t.bob,), "flashback"))
    assert error.value.rule == t.game.ruleset.rule("pay costs")
    assert t.game.state == before


def test_cr702_34a_no_casting_from_the_graveyard_without_flashback(ruleset: str) -> None:
    """Lightning Bolt in the graveyard can't be cast: not offered, and refused naming the
    flashback rule; Firebolt's flashback can't be used from the hand."""
    t = Table(ruleset)
    bolt = t.put("Lightning Bolt", t.alice, "graveyard")
    firebolt = t.put("Firebolt", t.alice, "hand")
    t.lands("Mountain", 5)
    t.main_phase()
    assert all(a.card != bolt for a in _casts(t))
    with pytest.raises(RulesError) as error:
        t.game.apply(CastSpell(bolt, (t.bob,)))
    assert error.value.rule == _rule(t)
    with pytest.raises(RulesError, match="no flashback"):
        t.game.apply(CastSpell(bolt, (t.bob,), "flashback"))
    with pytest.raises(RulesError, match="from your graveyard") as error:
        t.game.apply(CastSpell(firebolt, (t.bob,), "flashback"))
    assert error.value.rule == _rule(t)
    assert _zone(t, "Lightning Bolt") is Zone.GRAVEYARD


def test_cr702_34a_flashback_keeps_the_card_types_timing(ruleset: str) -> None:
    """Firebolt is a sorcery: flashback doesn't change when it may be cast (CR 307.1), so it
    isn't offered in the upkeep."""
    t = Table(ruleset)
    firebolt = t.put("Firebolt", t.alice, "graveyard")
    t.lands("Mountain", 5)
    t.game.begin("upkeep", active=t.alice)
    assert _casts(t) == []
    with pytest.raises(RulesError) as error:
        t.game.apply(CastSpell(firebolt, (t.bob,), "flashback"))
    assert error.value.rule == "307.1"


def test_cr702_34a_exiled_even_when_it_does_not_resolve(ruleset: str) -> None:
    """Firebolt cast with flashback at a creature that leaves the battlefield doesn't resolve
    (CR 608.2b), and is still exiled: "any time it would leave the stack"."""
    t = Table(ruleset)
    firebolt = t.put("Firebolt", t.alice, "graveyard")
    bears = t.put("Grizzly Bears", t.bob)
    t.lands("Mountain", 5)
    t.main_phase()
    t.game.apply(CastSpell(firebolt, (bears,), "flashback"))
    t.game.move_to_zone(bears, "graveyard")
    t.resolve()
    assert _zone(t, "Firebolt") is Zone.EXILE
