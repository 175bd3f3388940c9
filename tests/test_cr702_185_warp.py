"""Warp (CR 702.185a, a keyword from after 2011, played under both editions by today's rule):
"You may cast this card from your hand by paying [cost] rather than its mana cost" and "If
this spell's warp cost was paid, exile the permanent this spell becomes at the beginning of
the next end step. Its owner may cast this card after the current turn has ended for as long
as it remains exiled." Played with Germinating Wurm ({4}{G} 5/5; "When this creature enters,
you gain 2 life."; warp {1}{G})."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, DeclareAttackers, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.objects import Step, Zone
from mtgrules.rules.casting import IllegalActionError
from tests.card_table import round_trip
from tests.counter_keyword_table import CounterTable

WURM = "Germinating Wurm"


def _warped(ruleset: str, forests: int = 2) -> CounterTable:
    """Alice casts the Wurm for its warp cost in her main phase; it resolves."""
    t = CounterTable(ruleset)
    t.lands("Forest", forests)
    wurm = t.put(WURM, t.alice, "hand")
    t.main_phase()
    t.game.apply(CastSpell(wurm, (), how="warp"))
    t.settle()
    return t


def _casts(t: CounterTable) -> list[CastSpell]:
    return [a for a in t.game.legal_actions() if isinstance(a, CastSpell)]


def test_cr702_185a_warp_line_round_trips() -> None:
    round_trip("Warp {1}{G}")


def test_cr702_185a_warp_is_a_way_to_cast_it_from_the_hand(ruleset: str) -> None:
    """With two Forests only the warp cost can be paid: it is the one way offered."""
    t = CounterTable(ruleset)
    t.lands("Forest", 2)
    wurm = t.put(WURM, t.alice, "hand")
    t.main_phase()
    assert _casts(t) == [CastSpell(wurm, (), how="warp")]


def test_cr702_185a_warped_permanent_is_exiled_at_the_next_end_step(ruleset: str) -> None:
    """Warped for {1}{G}: it enters (Alice gains 2) and is exiled at the beginning of the
    end step, with the warp rule."""
    t = _warped(ruleset)
    assert t.zone(WURM) is Zone.BATTLEFIELD and t.game.life(t.alice) == 22
    _to_end_step(t)
    assert t.zone(WURM) is Zone.EXILE
    moved = [e for e in t.game.log if getattr(e, "destination", None) is Zone.EXILE]
    assert moved and moved[-1].rule == "702.185a"


def _to_end_step(t: CounterTable) -> None:
    """Play on until the stack is empty in Alice's end step (what it triggers resolved)."""
    for _ in range(80):
        state = t.game.state
        if state.step is Step.END and not state.stack:
            return
        found = t.asked()
        if found.kind == "declare attackers":
            t.game.apply(DeclareAttackers(()))
        else:
            t.game.apply(PassPriority())
    raise AssertionError("no end step")


def test_cr702_185a_cast_from_exile_only_after_the_turn(ruleset: str) -> None:
    """Exiled in the end step, it can't be cast that turn; in Alice's next main phase,
    with five Forests, it is cast from exile for its mana cost and enters (Alice gains 2
    again) to stay: cast for its mana cost, it isn't exiled again."""
    t = _warped(ruleset, forests=5)
    _to_end_step(t)
    exiled = t.named(WURM).id
    assert CastSpell(exiled, ()) not in _casts(t)
    t.play_to("precombat main", t.alice)
    exiled = t.named(WURM).id
    assert _casts(t) == [CastSpell(exiled, ())]  # not for its warp cost: that is from hand
    t.game.apply(CastSpell(exiled, ()))
    t.settle()
    assert t.zone(WURM) is Zone.BATTLEFIELD and t.game.life(t.alice) == 24
    _to_end_step(t)
    assert t.zone(WURM) is Zone.BATTLEFIELD


def test_cr702_185a_bobs_turn_is_a_later_turn_but_only_alice_may_cast_it(
    ruleset: str,
) -> None:
    """Its owner may cast it: Bob never gets the action, even on his own turn."""
    t = _warped(ruleset)
    _to_end_step(t)
    t.play_to("precombat main", t.bob)
    assert not any(a.card == t.named(WURM).id for a in _casts(t))


def test_cr702_185a_cast_for_its_mana_cost_it_stays(ruleset: str) -> None:
    """Cast for {4}{G} from the hand, no warp: the end step doesn't exile it."""
    t = CounterTable(ruleset)
    t.lands("Forest", 5)
    wurm = t.put(WURM, t.alice, "hand")
    t.main_phase()
    t.game.apply(CastSpell(wurm, ()))
    t.settle()
    _to_end_step(t)
    assert t.zone(WURM) is Zone.BATTLEFIELD


def test_cr702_185a_warp_needs_the_keyword(ruleset: str) -> None:
    """Grizzly Bears has no warp: refused with the warp rule, nothing changes."""
    t = CounterTable(ruleset)
    t.lands("Forest", 2)
    bears = t.put("Grizzly Bears", t.alice, "hand")
    t.main_phase()
    before = len(t.game.log)
    with pytest.raises(IllegalActionError) as refused:
        t.game.apply(CastSpell(bears, (), how="warp"))
    assert refused.value.rule == "702.185a"
    assert len(t.game.log) == before and t.zone("Grizzly Bears") is Zone.HAND


@pytest.mark.parametrize(
    "name", [WURM, "Nova Hellkite", "Susurian Voidborn", "Starwinder", "Drix Fatemaker"]
)
def test_cr702_185a_the_keyword_makes_the_cards_supported(name: str) -> None:
    card = bundled_database().compiled(name)
    assert card.supported, card.reason
