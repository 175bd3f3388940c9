"""CR 111.4: a token has the characteristics the effect that created it gives it, abilities
included. "Create three 0/1 colorless Eldrazi Spawn creature tokens. They have "Sacrifice
this token: Add {C}."": the abilities said in the next sentence are the tokens' own as they
are created (CR 608.2c: one instruction). Real cards, under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell
from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.database import bundled_database
from mtgrules.cards.grammar import parse_line
from mtgrules.objects import Zone
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "You gain 3 life and create three 0/1 colorless Eldrazi Spawn creature tokens. They "
        'have "Sacrifice ~: Add {C}".',
        'When ~ dies, create a 1/1 colorless Eldrazi Scion creature token. It has "Sacrifice '
        '~: Add {C}".',
    ],
)
def test_cr111_4_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize(
    "line",
    [
        'Draw a card. They have "Sacrifice ~: Add {C}".',  # no tokens before
        'Create a 1/1 white Soldier creature token. They have "Sacrifice ~: Add {C}".',
        'Create two 1/1 white Soldier creature tokens. It has "Sacrifice ~: Add {C}".',
    ],
)
def test_cr111_4_a_rider_needs_the_tokens_it_names(line: str) -> None:
    with pytest.raises(ClauseError):
        parse_line(line)


@pytest.mark.parametrize(
    "name", ["Essence Feed", "Rapacious One", "Birthing Hulk", "Blisterpod", "Awakening Zone"]
)
def test_cr111_4_real_cards_compile(name: str) -> None:
    assert bundled_database().compiled(name).supported


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr111_4_essence_feed_spawns_can_be_sacrificed_for_mana(ruleset: str) -> None:
    """Essence Feed on Bob: Bob 17, Alice 23, three Eldrazi Spawn 0/1 tokens; one is
    sacrificed for {C} (its own ability), which goes to Alice's mana pool."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 6)
    feed = t.put("Essence Feed", t.alice, "hand")
    t.begin()
    t.act(CastSpell(feed, (t.bob,)))
    t.resolve()
    assert (t.game.life(t.bob), t.game.life(t.alice)) == (17, 23)
    spawns = sorted(
        o.id
        for o in t.game.state.objects.values()
        if o.zone is Zone.BATTLEFIELD and o.token and "Spawn" in o.subtypes
    )
    assert len(spawns) == 3
    assert all((o.power, o.toughness) == (0, 1) for o in map(t.game.obj, spawns))
    t.game.apply(ActivateAbility(spawns[0], 0))
    assert (
        spawns[0] not in t.game.state.objects or t.game.obj(spawns[0]).zone is not Zone.BATTLEFIELD
    )
    assert t.game.state.mana[t.alice].get("C", 0) == 1
    remaining = [s for s in spawns if s in t.game.state.objects]
    assert len([s for s in remaining if t.game.obj(s).zone is Zone.BATTLEFIELD]) == 2
