"""Embalm (CR 702.128a) and eternalize (CR 702.129a), keywords from after 2011 played under
both editions by today's rules: "[Cost], Exile this card from your graveyard: Create a token
that's a copy of it, except it's a white [embalm] / black, 4/4 [eternalize] Zombie [in
addition to its other types] with no mana cost. Activate only as a sorcery." Played with
Sacred Cat ({W} 1/1 Cat, lifelink; embalm {W}) and Adorned Pouncer ({1}{W} 1/1 Cat, double
strike; eternalize {3}{W}{W})."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility
from mtgrules.cards.database import bundled_database
from mtgrules.errors import RulesError
from mtgrules.objects import Keyword, Zone
from mtgrules.state import GameObject
from tests.card_table import Table, round_trip


def _token(t: Table, name: str) -> GameObject:
    (token,) = [o for o in t.game.state.objects.values() if o.name == name and o.token]
    return token


def _activate(ruleset: str, name: str, plains: int) -> Table:
    """``name`` in Alice's graveyard, ``plains`` Plains; she activates its ability in her
    main phase and it resolves."""
    t = Table(ruleset)
    card = t.put(name, t.alice, "graveyard")
    t.lands("Plains", plains)
    t.main_phase()
    assert ActivateAbility(card, 0) in t.game.legal_actions()
    t.game.apply(ActivateAbility(card, 0))
    t.resolve()
    return t


@pytest.mark.parametrize("line", ["Embalm {W}", "Eternalize {3}{W}{W}"])
def test_cr702_128a_the_lines_round_trip(line: str) -> None:
    round_trip(line)


def test_cr702_128a_embalm_makes_a_white_zombie_copy(ruleset: str) -> None:
    """The Cat is exiled; the token is a 1/1 white Zombie Cat with lifelink, no mana cost."""
    t = _activate(ruleset, "Sacred Cat", 1)
    cards = [o for o in t.game.state.objects.values() if o.name == "Sacred Cat"]
    assert sorted(o.zone.value for o in cards) == ["battlefield", "exile"]
    token = _token(t, "Sacred Cat")
    assert token.colors == frozenset({"white"}) and token.mana_cost is None
    assert token.subtypes == frozenset({"Cat", "Zombie"})
    assert (token.power, token.toughness) == (1, 1) and token.has(Keyword.LIFELINK)
    assert token.controller == t.alice


def test_cr702_129a_eternalize_makes_a_black_4_4_zombie_copy(ruleset: str) -> None:
    t = _activate(ruleset, "Adorned Pouncer", 5)
    token = _token(t, "Adorned Pouncer")
    assert token.colors == frozenset({"black"}) and token.mana_cost is None
    assert (t.game.power(token.id), t.game.toughness(token.id)) == (4, 4)
    assert "Zombie" in token.subtypes and token.has(Keyword.DOUBLE_STRIKE)


def test_cr702_128a_only_as_a_sorcery(ruleset: str) -> None:
    """In Alice's upkeep it can't be activated: refused, nothing changes."""
    t = Table(ruleset)
    cat = t.put("Sacred Cat", t.alice, "graveyard")
    t.lands("Plains", 1)
    t.game.begin("upkeep", active=t.alice)
    before = len(t.game.log)
    with pytest.raises(RulesError, match="sorcery"):
        t.game.apply(ActivateAbility(cat, 0))
    assert len(t.game.log) == before
    assert [o.zone for o in t.game.state.objects.values() if o.name == "Sacred Cat"] == [
        Zone.GRAVEYARD
    ]


@pytest.mark.parametrize("name", ["Sacred Cat", "Honored Hydra", "Adorned Pouncer"])
def test_cr702_128a_the_keywords_make_the_cards_supported(name: str) -> None:
    card = bundled_database().compiled(name)
    assert card.supported, card.reason
