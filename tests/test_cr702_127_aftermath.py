"""CR 702.127a: aftermath, played with Cut // Ribbons (both halves as MTGJSON lists them)
under both rulesets (aftermath was printed after 2011: both editions cite today's rule).
The second half is cast only from its owner's graveyard and is then exiled; the card is a
split card (CR 709)."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose
from mtgrules.objects import Zone
from mtgrules.rules.casting import IllegalActionError
from tests.card_table import RULESETS, Table
from tests.multi_face_cards import database, put

CUT_RIBBONS = "Cut // Ribbons"


def test_cr702_127a_both_halves_compile_and_render_back() -> None:
    """Cut and Ribbons (without its "Aftermath" keyword line, compiled as the way to cast
    it) render back to their Oracle text."""
    compiled = database().compiled(CUT_RIBBONS)
    assert compiled.supported, compiled.reason
    assert compiled.rendered() == [
        "Cut deals 4 damage to target creature.",
        "Each opponent loses X life.",
    ]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_127a_ribbons_is_not_cast_from_the_hand(ruleset: str) -> None:
    """Ribbons from Alice's hand is refused (rule 702.127a), the game left as it was; Cut
    is cast from her hand and deals 4 damage to Bob's Hill Giant."""
    t = Table(ruleset)
    t.lands("Swamp", 2)
    t.lands("Mountain", 2)
    giant = t.put("Hill Giant", t.bob)
    card = put(t, CUT_RIBBONS, t.alice)
    t.main_phase()
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(CastSpell(card, (), how="aftermath"))
    assert error.value.rule == "702.127a"
    assert t.game.state == before
    t.game.apply(CastSpell(card, (giant,), how="first half"))
    t.resolve()
    assert giant not in t.game.state.objects  # 4 damage to a 3/3: it died (CR 704.5g)
    graveyard = [o.name for o in t.game.state.objects.values() if o.zone is Zone.GRAVEYARD]
    assert sorted(graveyard) == ["Cut // Ribbons", "Hill Giant"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_127a_ribbons_from_the_graveyard_then_exiled(ruleset: str) -> None:
    """Ribbons ({X}{B}{B}) cast from Alice's graveyard with X = 2: Bob loses 2 life, and the
    card is exiled instead of going back to the graveyard."""
    t = Table(ruleset)
    t.lands("Swamp", 4)
    card = put(t, CUT_RIBBONS, t.alice, "graveyard")
    t.main_phase()
    assert CastSpell(card, (), how="aftermath") in t.game.legal_actions()
    t.game.apply(CastSpell(card, (), how="aftermath"))
    t.game.apply(Choose(2))
    spell = t.game.state.objects[t.game.state.stack[-1].id]
    assert spell.name == "Ribbons"
    t.resolve()
    assert t.game.state.life_of(t.bob) == 18
    exiled = [o.name for o in t.game.state.objects.values() if o.zone is Zone.EXILE]
    assert exiled == ["Cut // Ribbons"]
    assert not [o for o in t.game.state.objects.values() if o.zone is Zone.GRAVEYARD]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_127a_cut_is_not_cast_from_the_graveyard(ruleset: str) -> None:
    """From the graveyard only Ribbons is cast: Cut is refused and nothing changes."""
    t = Table(ruleset)
    t.lands("Mountain", 2)
    giant = t.put("Hill Giant", t.bob)
    card = put(t, CUT_RIBBONS, t.alice, "graveyard")
    t.main_phase()
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError):
        t.game.apply(CastSpell(card, (giant,), how="first half"))
    assert t.game.state == before
