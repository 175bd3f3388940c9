"""CR 702.16a (2011: 702.15a): "Protection from black and from red" in a keyword line is one
protection ability per quality; CR 702.16b (can't be targeted), 702.16e (damage prevented),
702.16f (can't be blocked by creatures of that quality). Real cards, under both rulesets."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules.actions import CastSpell, DeclareAttackers, DeclareBlockers
from mtgrules.cards.database import bundled_database
from mtgrules.cards.grammar import ClauseError, parse_line
from mtgrules.objects import Keyword, Zone
from mtgrules.rules.casting import IllegalActionError
from tests.attachment_play import RULESETS, Table
from tests.card_table import round_trip


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[Table]:
    yield Table(request.param)


@pytest.mark.parametrize(
    "line",
    [
        "Protection from black and from red",
        "First strike, protection from black and from red",
        "Flying, first strike, vigilance, lifelink, protection from red and from green",
        "Double strike, protection from black and from green",
    ],
)
def test_cr702_16a_protection_from_two_colors_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize(
    "line",
    ["Protection from black and from black", "Protection from black and from everything"],
)
def test_cr702_16a_protection_twice_or_unknown_quality_refused(line: str) -> None:
    with pytest.raises(ClauseError):
        parse_line(line)


@pytest.mark.parametrize(
    "name", ["Auriok Champion", "Paladin en-Vec", "Sphinx of the Steel Wind", "Mirran Crusader"]
)
def test_cr702_16a_real_cards_compile(name: str) -> None:
    assert bundled_database().compiled(name).supported


def test_cr702_16b_auriok_champion_cant_be_targeted_by_black_or_red(table: Table) -> None:
    """Auriok Champion has both protections: Bob's Lightning Bolt (red) and Doom Blade (black)
    can't target it, and the attempt leaves the spells in his hand."""
    t = table
    champion = t.put("Auriok Champion", t.alice)
    obj = t.game.obj(champion)
    assert obj.has(Keyword.PROTECTION_FROM_BLACK) and obj.has(Keyword.PROTECTION_FROM_RED)
    assert not obj.has(Keyword.PROTECTION_FROM_WHITE)
    t.lands("Mountain", t.bob, 1)
    t.lands("Swamp", t.bob, 2)
    t.game.begin("precombat main", active=t.bob)
    for spell in ("Lightning Bolt", "Doom Blade"):
        card = t.put(spell, t.bob, "hand")
        with pytest.raises(IllegalActionError):
            t.game.apply(CastSpell(card, (champion,)))
        assert t.game.obj(card).zone is Zone.HAND
    shock = t.put("Shock", t.bob, "graveyard")
    t.game.deal_damage(shock, champion, 2)  # CR 702.16e: red damage is prevented
    assert t.game.damage_on(champion) == 0


def test_cr702_16_mirran_crusader_isnt_protected_from_red(table: Table) -> None:
    """Mirran Crusader (protection from black and from green): a red Shock still targets it
    and deals its 2 damage; the 2/2 dies."""
    t = table
    crusader = t.put("Mirran Crusader", t.alice)
    t.lands("Mountain", t.bob, 1)
    t.game.begin("precombat main", active=t.bob)
    shock = t.put("Shock", t.bob, "hand")
    t.game.apply(CastSpell(shock, (crusader,)))
    t.resolve()
    assert "Mirran Crusader" not in [o.name for o in t.game.state.battlefield()]
    graveyard = [o.name for o in t.game.state.objects.values() if o.zone is Zone.GRAVEYARD]
    assert "Mirran Crusader" in graveyard


def test_cr702_16f_phyrexian_crusader_blocked_only_by_other_colors(table: Table) -> None:
    """Phyrexian Crusader (protection from red and from white) attacks: Bob's white Savannah
    Lions can't block it (the block is refused), his green Grizzly Bears can."""
    t = table
    crusader = t.put("Phyrexian Crusader", t.alice)
    lions = t.put("Savannah Lions", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    t.game.begin("declare attackers", active=t.alice)
    t.game.apply(DeclareAttackers(((crusader, t.bob),)))
    t.pass_step()
    with pytest.raises(IllegalActionError):
        t.game.apply(DeclareBlockers(((lions, crusader),)))
    t.game.apply(DeclareBlockers(((bears, crusader),)))
    assert t.game.state.combat is not None
    assert crusader in t.game.state.combat.attackers
