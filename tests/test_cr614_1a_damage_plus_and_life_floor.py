"""CR 614.1a: static replacement effects on damage -- "it deals that much damage plus N
instead" for sources of a color you control (Torbran, Thane of Red Fell) or spells of a color
(Sulfuric Vapors), and "Damage that would reduce your life total to less than 1 reduces it to
1 instead" (Ali from Cairo). Damage is dealt as modified by replacement effects, then
processed into its results (CR 120.4b-c; 2011: 119.4a-b); a source that would deal 0 damage
deals none, so "plus N" has nothing to replace (CR 120.8; 2011: 119.8). Real cards, both
rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.grammar import parse_line
from mtgrules.events import DamageReplaced
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_1a_torbran_adds_2_to_your_red_sources_damage_to_opponents(ruleset: str) -> None:
    """Torbran: Alice's Hill Giant (red) deals 3 + 2 to Bob (20 -> 15) and 3 + 2 to Bob's
    Grizzly Bears; her green Grizzly Bears deal 2 (15 -> 13); her Giant's 3 damage to
    herself and Bob's red Hill Giant's 3 to Alice aren't changed (20 -> 17 -> 14)."""
    t = Table(ruleset)
    t.put("Torbran, Thane of Red Fell", t.alice)
    giant = t.put("Hill Giant", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    bobs_giant = t.put("Hill Giant", t.bob)
    t.begin()
    events = t.game.deal_damage(giant, t.bob, 3)
    assert t.game.life(t.bob) == 15
    assert [(e.before, e.after) for e in events if isinstance(e, DamageReplaced)] == [(3, 5)]
    t.game.deal_damage(giant, bobs_giant, 3)
    assert t.game.damage_on(bobs_giant) == 5
    t.game.deal_damage(bears, t.bob, 2)
    assert t.game.life(t.bob) == 13
    t.game.deal_damage(giant, t.bob, 0)  # CR 120.8: no damage, nothing to add 2 to
    assert t.game.life(t.bob) == 13
    t.game.deal_damage(giant, t.alice, 3)
    t.game.deal_damage(bobs_giant, t.alice, 3)
    assert t.game.life(t.alice) == 14


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_1a_sulfuric_vapors_adds_1_to_red_spells_only(ruleset: str) -> None:
    """Sulfuric Vapors: Alice's Shock (a red spell) deals 2 + 1 to Bob (20 -> 17); Hill
    Giant, a red creature but not a spell, deals 3 (17 -> 14)."""
    t = Table(ruleset)
    t.put("Sulfuric Vapors", t.bob)
    giant = t.put("Hill Giant", t.alice)
    t.lands("Mountain", t.alice, 1)
    shock = t.put("Shock", t.alice, "hand")
    t.begin()
    t.act(CastSpell(shock, (t.bob,)))
    t.resolve()
    assert t.game.life(t.bob) == 17
    t.game.deal_damage(giant, t.bob, 3)
    assert t.game.life(t.bob) == 14


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_1a_ali_from_cairo_keeps_its_controller_at_1(ruleset: str) -> None:
    """Ali from Cairo: Alice at 4 takes 3 from Hill Giant (4 -> 1), then 3 more: still 1;
    Bob, without the floor, goes from 3 to 0."""
    t = Table(ruleset)
    t.put("Ali from Cairo", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.begin()
    t.game.set_life(t.alice, 4)
    t.game.set_life(t.bob, 3)
    t.game.deal_damage(giant, t.alice, 3)
    assert t.game.life(t.alice) == 1
    t.game.deal_damage(giant, t.alice, 3)
    assert t.game.life(t.alice) == 1
    t.game.deal_damage(giant, t.bob, 3)
    assert t.game.life(t.bob) == 0


@pytest.mark.parametrize(
    "text",
    [
        "If a red source you control would deal damage to an opponent or a permanent an "
        "opponent controls, it deals that much damage plus 2 instead.",
        "If a red spell would deal damage to a permanent or player, it deals that much damage "
        "plus 1 to that permanent or player instead.",
        "If a green source would deal damage to you, it deals that much damage plus 1 instead.",
        "Damage that would reduce your life total to less than 1 reduces it to 1 instead.",
    ],
)
def test_cr614_1a_damage_plus_and_life_floor_round_trip(text: str) -> None:
    round_trip(text)


@pytest.mark.parametrize(
    "text",
    [
        # the recipient named again in other words than "to that permanent or player"
        "If a red spell would deal damage to a permanent or player, it deals that much damage "
        "plus 1 to that player instead.",
        "Damage that would reduce your life total to less than 2 reduces it to 1 instead.",
    ],
)
def test_cr614_1a_damage_plus_and_life_floor_refusals(text: str) -> None:
    with pytest.raises(ClauseError):
        parse_line(text)
