"""CR 615.1a: prevention effects whose sources or recipients are groups described by their
words -- "non-Human sources", "black sources and red sources", "creatures you control",
"creatures with first strike", "red creatures" -- checked as the damage would be dealt;
CR 609.7a: "all damage a source of your choice would deal this turn" (not only the next
event, CR 615.8). 2011: the same rules (615.1a, 609.7a). Real cards, both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.grammar import parse_line
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


def _cast(t: Table, name: str, mana: str, count: int) -> None:
    """Alice casts ``name`` with ``count`` of her ``mana`` lands; it resolves."""
    t.lands(mana, t.alice, count)
    card = t.put(name, t.alice, "hand")
    t.begin()
    t.act(CastSpell(card))
    t.resolve()


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_1a_repel_the_abominable_spares_only_human_sources(ruleset: str) -> None:
    """Repel the Abominable: Hill Giant's 3 damage to Alice is prevented, Elite Vanguard's
    (a Human) 2 is dealt (20 -> 18)."""
    t = Table(ruleset)
    giant = t.put("Hill Giant", t.bob)
    vanguard = t.put("Elite Vanguard", t.bob)
    _cast(t, "Repel the Abominable", "Plains", 2)
    t.game.deal_damage(giant, t.alice, 3)
    assert t.game.life(t.alice) == 20
    t.game.deal_damage(vanguard, t.alice, 2)
    assert t.game.life(t.alice) == 18


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_1a_luminesce_prevents_black_and_red_sources(ruleset: str) -> None:
    """Luminesce: Hill Giant (red) and Walking Corpse (black) deal no damage to Alice's
    Grizzly Bears or to her; Bob's Grizzly Bears (green) deal 2 to Alice (20 -> 18)."""
    t = Table(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.bob)
    corpse = t.put("Walking Corpse", t.bob)
    bobs_bears = t.put("Grizzly Bears", t.bob)
    _cast(t, "Luminesce", "Plains", 1)
    t.game.deal_damage(giant, bears, 3)
    t.game.deal_damage(corpse, t.alice, 2, combat=True)
    assert t.game.damage_on(bears) == 0 and t.game.life(t.alice) == 20
    t.game.deal_damage(bobs_bears, t.alice, 2)
    assert t.game.life(t.alice) == 18


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr609_7a_pay_no_heed_prevents_all_damage_of_the_chosen_source(ruleset: str) -> None:
    """Pay No Heed, Hill Giant chosen: both of its damage events are prevented (all damage
    this turn, not only the next event), Grizzly Bears' 2 damage is dealt (20 -> 18)."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 1)
    heed = t.put("Pay No Heed", t.alice, "hand")
    giant = t.put("Hill Giant", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    t.act(CastSpell(heed))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    assert t.asked().kind == "source" and t.asked().rule == "609.7a"
    assert {giant, bears} <= set(t.asked().options)
    t.act(Choose(giant))
    t.game.deal_damage(giant, t.alice, 3, combat=True)
    t.game.deal_damage(giant, t.alice, 3)
    assert t.game.life(t.alice) == 20
    t.game.deal_damage(bears, t.alice, 2)
    assert t.game.life(t.alice) == 18


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_1a_bubble_matrix_protects_creatures_not_players(ruleset: str) -> None:
    """Bubble Matrix (static): Hill Giant's 3 damage to Bob's Grizzly Bears is prevented,
    its 3 damage to Alice is dealt (20 -> 17)."""
    t = Table(ruleset)
    t.put("Bubble Matrix", t.alice)
    giant = t.put("Hill Giant", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    t.game.deal_damage(giant, bears, 3)
    t.game.deal_damage(giant, t.alice, 3)
    assert t.game.damage_on(bears) == 0 and t.game.life(t.alice) == 17


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_1a_mark_of_asylum_prevents_noncombat_damage_to_your_creatures(
    ruleset: str,
) -> None:
    """Mark of Asylum: 3 noncombat damage to Alice's Hill Giant is prevented; 2 combat
    damage to it is dealt; Bob's Grizzly Bears aren't Alice's: 1 noncombat damage dealt."""
    t = Table(ruleset)
    t.put("Mark of Asylum", t.alice)
    giant = t.put("Hill Giant", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    t.game.deal_damage(bears, giant, 3)
    assert t.game.damage_on(giant) == 0
    t.game.deal_damage(bears, giant, 2, combat=True)
    t.game.deal_damage(giant, bears, 1)
    assert t.game.damage_on(giant) == 2 and t.game.damage_on(bears) == 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_1a_tresserhorn_skyknight_ignores_first_strikers(ruleset: str) -> None:
    """Tresserhorn Skyknight: White Knight (first strike) deals it no damage; Hill Giant's
    2 damage is dealt."""
    t = Table(ruleset)
    knight = t.put("Tresserhorn Skyknight", t.alice)
    white = t.put("White Knight", t.bob)
    giant = t.put("Hill Giant", t.bob)
    t.begin()
    t.game.deal_damage(white, knight, 2, combat=True)
    assert t.game.damage_on(knight) == 0
    t.game.deal_damage(giant, knight, 2)
    assert t.game.damage_on(knight) == 2


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_1a_indentured_oaf_deals_no_damage_to_red_creatures(ruleset: str) -> None:
    """Indentured Oaf: its 4 damage to Hill Giant (red) is prevented; its 1 damage to
    Grizzly Bears is dealt, and other sources still damage Hill Giant (Bears: 2)."""
    t = Table(ruleset)
    oaf = t.put("Indentured Oaf", t.alice)
    giant = t.put("Hill Giant", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    t.game.deal_damage(oaf, giant, 4)
    t.game.deal_damage(oaf, bears, 1)
    t.game.deal_damage(bears, giant, 2)
    assert t.game.damage_on(giant) == 2 and t.game.damage_on(bears) == 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_1a_sphere_of_law_prevents_2_of_each_red_damage(ruleset: str) -> None:
    """Sphere of Law, "If a red source would deal damage to you, prevent 2 of that damage."
    (CR 615.10 today, 615.9 in 2011: not a shield, applied to each damage): Hill Giant's 3
    -> 1, twice (20 -> 19 -> 18); Grizzly Bears (green) deal their 2 (16)."""
    t = Table(ruleset)
    t.put("Sphere of Law", t.alice)
    giant = t.put("Hill Giant", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    t.game.deal_damage(giant, t.alice, 3)
    assert t.game.life(t.alice) == 19
    t.game.deal_damage(giant, t.alice, 3, combat=True)
    assert t.game.life(t.alice) == 18
    t.game.deal_damage(bears, t.alice, 2)
    assert t.game.life(t.alice) == 16


@pytest.mark.parametrize(
    "line",
    [
        "If a red source would deal damage to you, prevent 2 of that damage.",
        "Prevent all damage that would be dealt this turn by non-Human sources.",
        "Prevent all combat damage that would be dealt this turn by non-Elf creatures.",
        "Prevent all combat damage that would be dealt by nongreen creatures this turn.",
        "Prevent all combat damage that would be dealt this turn by creatures with power 2 or "
        "less.",
        "Prevent all damage that would be dealt this turn to creatures you control.",
        "Prevent all damage that would be dealt to you this turn by sources your opponents "
        "control.",
        "Prevent all damage that would be dealt to you and permanents you control this turn by "
        "sources you don't control.",
        "Prevent all damage that black sources and red sources would deal this turn.",
        "{R}{G}{W}: Prevent all combat damage blue creatures and black creatures would deal "
        "this turn.",
        "Prevent all damage that creatures would deal to players this turn.",
        "Prevent all damage target attacking or blocking creature would deal this turn.",
        "Sacrifice ~: Prevent all damage a red source of your choice would deal this turn.",
        "Prevent all damage that would be dealt to you this turn.",
        "Prevent all damage that would be dealt to creatures.",
        "Prevent all damage that would be dealt to creature tokens you control.",
        "Prevent all noncombat damage that would be dealt to you and creatures you control.",
        "Prevent all damage that would be dealt to creatures you control by sources you control.",
        "Prevent all damage that would be dealt to ~ by creatures with first strike.",
        "Prevent all damage that ~ would deal to red creatures.",
        "Prevent all damage that would be dealt to enchanted creature.",
        "Prevent all combat damage that would be dealt by enchanted creature.",
    ],
)
def test_cr615_1a_group_prevention_round_trip(line: str) -> None:
    """Each line gives back its own words and the engine implements it."""
    round_trip(line)


@pytest.mark.parametrize(
    "line",
    [
        "Prevent all damage that would be dealt this turn by artifacts.",
        "Prevent all damage that would be dealt this turn by players.",
        "Prevent all damage that white sources and green creatures would deal this turn.",
    ],
)
def test_cr615_1a_groups_not_described_are_refused(line: str) -> None:
    """A group the engine can't describe as a source of damage is refused, not guessed."""
    with pytest.raises(ClauseError):
        parse_line(line)
