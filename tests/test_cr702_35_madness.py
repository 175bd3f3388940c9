"""Madness (CR 702.35; 702.33 in the 2011 rules): "If a player would discard this card, that
player discards it, but exiles it instead of putting it into their graveyard" and "When this
card is exiled this way, its owner may cast it by paying [cost] rather than paying its mana
cost. If that player doesn't, they put this card into their graveyard." Casting it this way
ignores the timing of its card type (CR 702.35b; 2011: 702.33b).

Played with Fiery Temper ({1}{R}{R}: 3 damage to any target; Madness {R}) and Arrogant Wurm
(4/4 trample, Madness {2}{G}), discarded by Tormenting Voice's additional cost and by Mind Rot,
under both editions."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose
from mtgrules.errors import RulesError
from mtgrules.events import ZoneChanged
from mtgrules.objects import Zone
from mtgrules.resolution_madness import TO_GRAVEYARD
from mtgrules.state import EntityId
from tests.card_table import Table, round_trip


def _rule(t: Table) -> str:
    return "702.33a" if t.game.ruleset.name == "cr2011" else "702.35a"


def _named(t: Table, name: str) -> list[tuple[EntityId, Zone]]:
    return [(o.id, o.zone) for o in t.game.state.objects.values() if o.name == name]


def test_cr702_35a_madness_lines_round_trip() -> None:
    round_trip("Madness {R}")
    round_trip("Madness {2}{G}")


def _discard_temper(t: Table) -> EntityId:
    """Alice casts Tormenting Voice discarding Fiery Temper; it resolves (she draws two),
    then the madness trigger, on top of the stack, asks her. Returns the exiled card."""
    voice = t.put("Tormenting Voice", t.alice, "hand")
    t.put("Fiery Temper", t.alice, "hand")
    for _ in range(2):
        t.put("Forest", t.alice, "library")
    t.lands("Mountain", 3)
    t.main_phase()
    events = t.game.apply(CastSpell(voice, ()))
    exiled = [e for e in events if isinstance(e, ZoneChanged) and e.rule == _rule(t)]
    assert len(exiled) == 1 and exiled[0].destination is Zone.EXILE
    assert len(t.game.state.stack) == 2  # the madness trigger above Tormenting Voice
    t.resolve()  # the madness trigger resolves first
    decision = t.game.decision()
    assert decision is not None and decision.kind == "madness"
    return exiled[0].new_id


def test_cr702_35a_discarded_into_exile_then_cast_for_its_madness_cost(ruleset: str) -> None:
    """Fiery Temper, discarded, is exiled; as its trigger resolves Alice casts it for {R} (one
    Mountain left after Tormenting Voice) at Bob, who takes 3."""
    t = Table(ruleset)
    temper = _discard_temper(t)
    t.game.apply(Choose(CastSpell(temper, (t.bob,), "madness")))
    assert t.game.state.stack[-1].text == "Fiery Temper"
    t.resolve()
    assert t.game.life(t.bob) == 17
    assert [zone for _, zone in _named(t, "Fiery Temper")] == [Zone.GRAVEYARD]


def test_cr702_35a_not_cast_it_goes_to_the_graveyard(ruleset: str) -> None:
    """Alice declines: Fiery Temper goes from exile to her graveyard; Bob is untouched."""
    t = Table(ruleset)
    _discard_temper(t)
    t.game.apply(Choose(TO_GRAVEYARD))
    assert [zone for _, zone in _named(t, "Fiery Temper")] == [Zone.GRAVEYARD]
    while t.game.state.stack:
        t.resolve()
    assert t.game.life(t.bob) == 20


def test_cr702_35b_a_creature_is_cast_on_an_opponents_turn(ruleset: str) -> None:
    """Bob's Mind Rot makes Alice discard Arrogant Wurm and a Forest card in his main phase:
    the Wurm is exiled and, as its trigger resolves, cast for {2}{G} with Alice's three
    Forests although it is Bob's turn; it resolves onto the battlefield."""
    t = Table(ruleset)
    rot = t.put("Mind Rot", t.bob, "hand")
    for _ in range(3):
        t.put("Swamp", t.bob)
    wurm = t.put("Arrogant Wurm", t.alice, "hand")
    t.put("Forest", t.alice, "hand")
    t.lands("Forest", 3)
    t.game.begin("precombat main", active=t.bob)
    t.game.apply(CastSpell(rot, (t.alice,)))
    t.resolve()  # Mind Rot: Alice discards both cards
    assert wurm not in t.game.state.objects  # a new object in exile (CR 400.7)
    ((exiled, zone),) = _named(t, "Arrogant Wurm")
    assert zone is Zone.EXILE
    t.resolve()  # the madness trigger
    t.game.apply(Choose(CastSpell(exiled, (), "madness")))
    t.resolve()
    assert [z for _, z in _named(t, "Arrogant Wurm")] == [Zone.BATTLEFIELD]
    assert t.game.state.active_player == t.bob


def test_cr702_35a_without_the_mana_only_the_graveyard(ruleset: str) -> None:
    """No Mountain left for {R}: the trigger puts Fiery Temper into the graveyard, no
    decision asked."""
    t = Table(ruleset)
    voice = t.put("Tormenting Voice", t.alice, "hand")
    t.put("Fiery Temper", t.alice, "hand")
    for _ in range(2):
        t.put("Forest", t.alice, "library")
    t.lands("Mountain", 2)
    t.main_phase()
    t.game.apply(CastSpell(voice, ()))
    t.resolve()
    assert [zone for _, zone in _named(t, "Fiery Temper")] == [Zone.GRAVEYARD]


def test_cr702_35a_madness_is_not_a_way_to_cast_from_the_hand(ruleset: str) -> None:
    """Casting Fiery Temper from the hand "with madness" is refused (only as its trigger
    resolves), the game unchanged."""
    t = Table(ruleset)
    temper = t.put("Fiery Temper", t.alice, "hand")
    t.lands("Mountain", 3)
    t.main_phase()
    assert all(a.how != "madness" for a in t.game.legal_actions() if isinstance(a, CastSpell))
    before = t.game.state.copy()
    with pytest.raises(RulesError) as error:
        t.game.apply(CastSpell(temper, (t.bob,), "madness"))
    assert error.value.rule == _rule(t)
    assert t.game.state == before


def test_cr702_35a_a_card_discarded_into_exile_is_still_discarded(ruleset: str) -> None:
    """Glint-Horn Buccaneer ("Whenever you discard a card, ~ deals 1 damage to each
    opponent") sees Fiery Temper discarded into exile: both triggers wait (Alice orders
    them, CR 603.3b); Bob takes 1, and 3 from the Temper cast for its madness cost."""
    t = Table(ruleset)
    t.put("Glint-Horn Buccaneer", t.alice)
    voice = t.put("Tormenting Voice", t.alice, "hand")
    t.put("Fiery Temper", t.alice, "hand")
    for _ in range(2):
        t.put("Forest", t.alice, "library")
    t.lands("Mountain", 3)
    t.main_phase()
    t.game.apply(CastSpell(voice, ()))
    decision = t.game.decision()
    assert decision is not None and decision.kind == "trigger order"
    assert "Madness {R}" in decision.labels
    t.game.apply(Choose(decision.labels.index("Madness {R}")))
    while t.game.state.stack:
        decision = t.game.decision()
        assert decision is not None
        if decision.kind == "madness":
            ((temper, _),) = _named(t, "Fiery Temper")
            t.game.apply(Choose(CastSpell(temper, (t.bob,), "madness")))
        else:
            t.resolve()
    assert t.game.life(t.bob) == 16


def test_cr702_35a_the_decision_names_each_way(ruleset: str) -> None:
    """The madness decision's labels name the card and its targets, and the graveyard."""
    t = Table(ruleset)
    _discard_temper(t)
    decision = t.game.decision()
    assert decision is not None
    assert "cast Fiery Temper targeting Bob" in decision.labels
    assert decision.labels[-1] == TO_GRAVEYARD
