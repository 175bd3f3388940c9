""" "You may cast ~ from your graveyard [if / as long as ...]." A static ability that functions
while its card is in the graveyard (CR 113.6; 2011: 112.6) lets its owner cast it from there
(CR 601.2a: the card moves from the zone it is in to the stack), paying its mana cost, when
its condition is true. Real cards, under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.errors import RulesError
from mtgrules.events import ZoneChanged
from mtgrules.objects import Zone
from mtgrules.state import EntityId
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


def _casts(t: Table, card: EntityId) -> list[CastSpell]:
    return [a for a in t.game.legal_actions() if isinstance(a, CastSpell) and a.card == card]


def _vampire_in_graveyard(ruleset: str) -> tuple[Table, EntityId]:
    """Oathsworn Vampire ({1}{B}) in Alice's graveyard, two Swamps, her main phase."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 2)
    t.begin()
    return t, t.put("Oathsworn Vampire", t.alice, "graveyard")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2a_oathsworn_vampire_is_cast_from_the_graveyard_after_gaining_life(
    ruleset: str,
) -> None:
    """Alice gained life this turn: she casts Oathsworn Vampire from her graveyard, and it
    enters the battlefield (tapped, as its other static says)."""
    t, vampire = _vampire_in_graveyard(ruleset)
    t.game.gain_life(t.alice, 1)
    (cast,) = _casts(t, vampire)
    events = t.act(cast)
    moved = next(e for e in events if isinstance(e, ZoneChanged) and e.object == vampire)
    assert moved.origin is Zone.GRAVEYARD and moved.rule == "601.2a"
    t.resolve()
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == []
    (permanent,) = [o for o in t.game.state.objects.values() if o.name == "Oathsworn Vampire"]
    assert permanent.zone is Zone.BATTLEFIELD and permanent.tapped


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2a_oathsworn_vampire_stays_without_life_gained(ruleset: str) -> None:
    """No life gained this turn: not a legal action, and trying changes nothing."""
    t, vampire = _vampire_in_graveyard(ruleset)
    assert not _casts(t, vampire)
    before = t.game.state.copy()
    with pytest.raises(RulesError):
        t.game.apply(CastSpell(vampire, ()))
    assert t.game.state == before


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2a_gravecrawler_needs_a_zombie(ruleset: str) -> None:
    """Gravecrawler ({B}): "as long as you control a Zombie". With none, it stays; with
    another Gravecrawler (a Zombie) on the battlefield, it is cast."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 1)
    t.begin()
    crawler = t.put("Gravecrawler", t.alice, "graveyard")
    assert not _casts(t, crawler)
    t.put("Gravecrawler", t.alice)
    (cast,) = _casts(t, crawler)
    t.act(cast)
    t.resolve()
    assert t.zone_of(t.alice, Zone.BATTLEFIELD) == ["Gravecrawler", "Gravecrawler", "Swamp"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2a_only_its_owner_casts_it_from_their_graveyard(ruleset: str) -> None:
    """Oathsworn Vampire in Bob's graveyard is not Alice's to cast ("your graveyard")."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 2)
    t.begin()
    t.game.gain_life(t.alice, 1)
    vampire = t.put("Oathsworn Vampire", t.bob, "graveyard")
    assert not _casts(t, vampire)


@pytest.mark.parametrize(
    "line",
    [
        "You may cast ~ from your graveyard.",
        "You may cast ~ from your graveyard if you gained life this turn.",
        "You may cast ~ from your graveyard as long as you control a Zombie.",
    ],
)
def test_cr601_2a_cast_from_graveyard_round_trip(line: str) -> None:
    round_trip(line)
