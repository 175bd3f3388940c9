"""Offspring (CR 702.175a, a keyword from after 2011, played under both editions by today's
rule): "Offspring [cost]" means "You may pay an additional [cost] as you cast this spell." and
"When this permanent enters, if its offspring cost was paid, create a token that's a copy of
it, except it's 1/1." Played with Steampath Charger ({1}{R} 2/1, offspring {2}; "When this
creature dies, it deals 1 damage to target player.") and Agate Instigator ({1}{R} 1/3,
offspring {1}{R}; "Whenever another creature you control enters, this creature deals 1 damage
to each opponent.")."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.cards.database import bundled_database
from mtgrules.objects import Zone
from mtgrules.rules.casting import IllegalActionError
from mtgrules.state import GameObject
from tests.counter_keyword_table import CounterTable


def _cast(ruleset: str, name: str, lands: int, *, offspring: bool) -> CounterTable:
    t = CounterTable(ruleset)
    t.lands("Mountain", lands)
    card = t.put(name, t.alice, "hand")
    t.main_phase()
    t.game.apply(CastSpell(card, (), additional=("offspring",) if offspring else ()))
    t.settle()
    return t


def _copies(t: CounterTable, name: str) -> list[GameObject]:
    return [o for o in t.game.state.objects.values() if o.name == name and o.token]


def test_cr702_175a_both_ways_to_cast_are_offered(ruleset: str) -> None:
    t = CounterTable(ruleset)
    t.lands("Mountain", 4)
    card = t.put("Steampath Charger", t.alice, "hand")
    t.main_phase()
    legal = t.game.legal_actions()
    assert CastSpell(card, ()) in legal
    assert CastSpell(card, (), additional=("offspring",)) in legal


def test_cr702_175a_paid_a_one_one_token_copy(ruleset: str) -> None:
    """Paid ({1}{R} + {2}, four Mountains tapped): a 1/1 token copy of the Charger, with its
    abilities; the card stays a 2/1."""
    t = _cast(ruleset, "Steampath Charger", 4, offspring=True)
    assert all(o.tapped for o in t.game.state.objects.values() if o.name == "Mountain")
    (token,) = _copies(t, "Steampath Charger")
    card = next(o for o in t.game.state.objects.values() if o.name == token.name and not o.token)
    assert (t.game.power(token.id), t.game.toughness(token.id)) == (1, 1)
    assert (t.game.power(card.id), t.game.toughness(card.id)) == (2, 1)
    assert token.triggers == card.triggers and token.zone is Zone.BATTLEFIELD


def test_cr702_175a_not_paid_no_token(ruleset: str) -> None:
    t = _cast(ruleset, "Steampath Charger", 4, offspring=False)
    assert not _copies(t, "Steampath Charger")
    assert sum(1 for o in t.game.state.objects.values() if o.tapped) == 2


def test_cr702_175a_the_token_entering_triggers_abilities(ruleset: str) -> None:
    """The Instigator's token is another creature entering under Alice's control: the card
    deals 1 damage to Bob."""
    t = _cast(ruleset, "Agate Instigator", 4, offspring=True)
    assert len(_copies(t, "Agate Instigator")) == 1
    assert t.game.life(t.bob) == 19


def test_cr702_175a_the_cost_must_be_payable(ruleset: str) -> None:
    """Two Mountains pay the mana cost, not the offspring cost too: refused (CR 601.2h),
    the game unchanged."""
    t = CounterTable(ruleset)
    t.lands("Mountain", 2)
    card = t.put("Steampath Charger", t.alice, "hand")
    t.main_phase()
    before = len(t.game.log)
    with pytest.raises(IllegalActionError):
        t.game.apply(CastSpell(card, (), additional=("offspring",)))
    assert len(t.game.log) == before and t.obj(card).zone is Zone.HAND


@pytest.mark.parametrize(
    "name",
    [
        "Steampath Charger",
        "Agate Instigator",
        "Iridescent Vinelasher",
        "Darkstar Augur",
        "Prosperous Bandit",
        "Coruscation Mage",
        "Starscape Cleric",
    ],
)
def test_cr702_175a_the_keyword_makes_the_cards_supported(name: str) -> None:
    card = bundled_database().compiled(name)
    assert card.supported, card.reason
