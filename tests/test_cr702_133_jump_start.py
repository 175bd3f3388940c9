"""Jump-start (CR 702.133a, a keyword from after 2011, played under both editions by today's
rule): casting the card from its owner's graveyard for its mana cost and, as an additional
cost, discarding a card; a jump-started card is exiled whenever it leaves the stack. Played
with Direct Current ({1}{R}{R} sorcery: 2 damage to any target; jump-start)."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.cards.database import bundled_database
from mtgrules.errors import RulesError
from mtgrules.objects import Zone
from tests.card_table import Table, in_hand, round_trip


def _zone(t: Table, name: str) -> Zone:
    (zone,) = [o.zone for o in t.game.state.objects.values() if o.name == name]
    return zone


def _casts(t: Table) -> list[CastSpell]:
    return [a for a in t.game.legal_actions() if isinstance(a, CastSpell)]


def test_cr702_133a_the_line_round_trips() -> None:
    round_trip("Jump-start")


def test_cr702_133a_jump_start_from_the_graveyard_discarding_then_exiled(ruleset: str) -> None:
    """Direct Current in Alice's graveyard, a Grizzly Bears in her hand, three Mountains:
    jump-started at Bob, it costs {1}{R}{R} and the Bears; Bob takes 2; the card is exiled."""
    t = Table(ruleset)
    current = t.put("Direct Current", t.alice, "graveyard")
    t.put("Grizzly Bears", t.alice, "hand")
    t.lands("Mountain", 3)
    t.main_phase()
    assert CastSpell(current, (t.bob,), "jump-start") in _casts(t)
    t.game.apply(CastSpell(current, (t.bob,), "jump-start"))
    assert _zone(t, "Grizzly Bears") is Zone.GRAVEYARD and in_hand(t) == 0
    assert all(o.tapped for o in t.game.state.battlefield())
    t.resolve()
    assert t.game.life(t.bob) == 18
    assert _zone(t, "Direct Current") is Zone.EXILE
    assert t.game.log[-1].rule == "702.133a"


def test_cr702_133a_jump_start_needs_a_card_to_discard(ruleset: str) -> None:
    """With an empty hand the discard can't be paid: not offered, refused, game unchanged."""
    t = Table(ruleset)
    current = t.put("Direct Current", t.alice, "graveyard")
    t.lands("Mountain", 3)
    t.main_phase()
    assert _casts(t) == []
    before = len(t.game.log)
    with pytest.raises(RulesError):
        t.game.apply(CastSpell(current, (t.bob,), "jump-start"))
    assert len(t.game.log) == before and _zone(t, "Direct Current") is Zone.GRAVEYARD


def test_cr702_133a_jump_start_is_not_a_way_to_cast_from_the_hand(ruleset: str) -> None:
    """From the hand, Direct Current is cast for its mana cost only (and goes to the
    graveyard); asking for jump-start there is refused with its rule."""
    t = Table(ruleset)
    current = t.put("Direct Current", t.alice, "hand")
    t.put("Grizzly Bears", t.alice, "hand")
    t.lands("Mountain", 3)
    t.main_phase()
    ways = [a for a in _casts(t) if a.card == current]
    assert ways and all(a.how == "" for a in ways)
    with pytest.raises(RulesError) as refused:
        t.game.apply(CastSpell(current, (t.bob,), "jump-start"))
    assert refused.value.rule == "702.133a"
    t.game.apply(CastSpell(current, (t.bob,)))
    t.resolve()
    assert _zone(t, "Direct Current") is Zone.GRAVEYARD and in_hand(t) == 1


@pytest.mark.parametrize("name", ["Direct Current", "Gravitic Punch", "Sonic Assault"])
def test_cr702_133a_the_keywords_make_the_cards_supported(name: str) -> None:
    card = bundled_database().compiled(name)
    assert card.supported, card.reason
