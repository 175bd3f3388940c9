"""CR 613.1f: an Aura or Equipment that gives the object it's attached to keywords and a
quoted ability ("Enchanted creature has menace and "Whenever this creature deals combat
damage to a player, create a Treasure token."", "Equipped creature gets +1/+1 and has trample
and "..."") adds both in layer 6 (and +N/+M in layer 7c); they end when it leaves. Real
cards, both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, AssignCombatDamage, CastSpell
from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.grammar import parse_line
from mtgrules.objects import Keyword
from tests.card_table import RULESETS, round_trip
from tests.combat_table import CombatTable


@pytest.mark.parametrize(
    "line",
    [
        'Enchanted creature has menace and "Whenever ~ deals combat damage to a player, '
        'create a Treasure token".',
        'Enchanted creature gets +1/+1 and has lifelink and "Whenever ~ deals combat damage '
        'to a player, draw a card".',
        "Equipped creature gets +5/+5 and has first strike, trample, indestructible, haste, and "
        '"Whenever ~ deals combat damage to a creature, exile that creature".',
        'Enchanted creature gets +2/+2 and has flying and "Sacrifice two other creatures: '
        'Regenerate ~".',
    ],
)
def test_cr613_1f_keywords_and_quoted_round_trip(line: str) -> None:
    round_trip(line)


def test_cr613_1f_keywords_and_quoted_refusals() -> None:
    """A keyword the engine doesn't carry in a list, and a quoted ability it can't compile,
    are refused with the problem named."""
    with pytest.raises(ClauseError, match="'exalted' in a keyword list"):
        parse_line('Equipped creature has exalted and "{T}: ~ deals 1 damage to any target".')
    with pytest.raises(ClauseError, match="quoted"):
        parse_line('Enchanted creature has flying and "~ frobs the widget".')


def _equip(t: CombatTable, equipment: int, creature: int) -> None:
    index = len(t.obj(equipment).activated) - 1
    t.game.apply(ActivateAbility(equipment, index, (creature,)))
    t.resolve()


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr613_1f_reaver_cleaver_trample_and_treasures(ruleset: str) -> None:
    """The Reaver Cleaver on Grizzly Bears: 3/3 trample; blocked by Llanowar Elves (1/1), it
    assigns 1 to the Elves and 2 to Bob (CR 702.19b), and its granted trigger creates that
    many (2) Treasure tokens for Alice."""
    t = CombatTable(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    cleaver = t.put("The Reaver Cleaver", t.alice)
    elves = t.put("Llanowar Elves", t.bob)
    t.lands("Mountain", 3)
    t.main_phase()
    _equip(t, cleaver, bears)
    assert (t.game.power(bears), t.game.toughness(bears)) == (3, 3)
    assert t.obj(bears).has(Keyword.TRAMPLE)
    t.attack(bears, blocks=((elves, bears),))
    t.pass_until("assign combat damage")
    assert {elves: 1, t.bob: 2} in t.game.legal_assignments(bears)
    t.game.apply(AssignCombatDamage(((bears, ((elves, 1), (t.bob, 2))),)))
    t.finish_combat()
    assert t.game.state.life_of(t.bob) == 18
    assert t.zone("Llanowar Elves").value == "graveyard"
    treasures = [o for o in t.game.state.battlefield() if o.token and o.controller == t.alice]
    assert len(treasures) == 2 and all(o.name == "Treasure" for o in treasures)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr613_1f_staggering_insight_lifelink_and_draw(ruleset: str) -> None:
    """Staggering Insight on Grizzly Bears: 3/3 lifelink; unblocked, it deals 3 to Bob, Alice
    gains 3 (CR 702.15b) and draws a card from the granted trigger."""
    t = CombatTable(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    insight = t.put("Staggering Insight", t.alice, "hand")
    t.lands("Island", 1)
    t.lands("Plains", 1)
    t.main_phase()
    t.game.apply(CastSpell(insight, (bears,)))
    t.resolve()
    assert t.obj(bears).has(Keyword.LIFELINK)
    hand = sum(1 for o in t.game.state.objects.values() if o.zone.value == "hand")
    t.attack(bears)
    t.finish_combat()
    assert t.game.state.life_of(t.bob) == 17 and t.game.state.life_of(t.alice) == 23
    after = sum(1 for o in t.game.state.objects.values() if o.zone.value == "hand")
    assert after == hand + 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr611_3a_kaldra_compleat_keywords_leave_with_it(ruleset: str) -> None:
    """Kaldra Compleat moved from its Germ to Grizzly Bears: the Bears get +5/+5, first
    strike, trample, indestructible and haste and the granted trigger; the Germ has none of
    it any more (CR 611.3a: the effect follows the Equipment)."""
    t = CombatTable(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    kaldra = t.put("Kaldra Compleat", t.alice)
    t.lands("Plains", 7)
    t.main_phase()
    _equip(t, kaldra, bears)
    bear = t.obj(bears)
    assert (t.game.power(bears), t.game.toughness(bears)) == (7, 7)
    for keyword in (Keyword.FIRST_STRIKE, Keyword.TRAMPLE, Keyword.INDESTRUCTIBLE):
        assert bear.has(keyword)
    assert bear.has(Keyword.HASTE) and len(bear.all_triggers) == len(bear.triggers) + 1
    t.game.move_to_zone(kaldra, "graveyard")
    bear = t.obj(bears)
    assert (t.game.power(bears), t.game.toughness(bears)) == (2, 2)
    assert not bear.has(Keyword.TRAMPLE) and bear.all_triggers == bear.triggers
