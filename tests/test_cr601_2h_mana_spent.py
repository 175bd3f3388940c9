"""CR 601.2h (2011: 601.2g): the mana spent to cast a spell is kept with it and with the
permanent it becomes: "the number of colors of mana spent to cast ~" (converge, CR 105.1:
colorless isn't a color) and "If at least three red mana was spent to cast ~" (adamant). Real
cards, played under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.grammar import parse_line
from mtgrules.cards.pending import Counted
from mtgrules.resolution_counts import count
from tests.amounts_2_play import cast_and_resolve
from tests.card_table import in_hand, round_trip
from tests.combat_table import CombatTable


def test_cr601_2h_radiant_flames_counts_the_colors_of_mana_spent(ruleset: str) -> None:
    """Radiant Flames ({2}{R}) paid with a Mountain, a Plains and an Island: three colors,
    3 damage to each creature (Hill Giant dies, Craw Wurm survives)."""
    t = CombatTable(ruleset)
    giant = t.put("Hill Giant", t.bob)
    wurm = t.put("Craw Wurm", t.bob)
    for land in ("Mountain", "Plains", "Island"):
        t.put(land, t.alice)
    t.main_phase()
    cast_and_resolve(t, "Radiant Flames")
    assert not t.game.is_on_battlefield(giant)
    assert t.game.is_on_battlefield(wurm) and t.obj(wurm).damage == 3


def test_cr601_2h_one_color_spent_is_one(ruleset: str) -> None:
    """Radiant Flames paid with three Mountains: one color, 1 damage each."""
    t = CombatTable(ruleset)
    giant = t.put("Hill Giant", t.bob)
    t.lands("Mountain", 3)
    t.main_phase()
    cast_and_resolve(t, "Radiant Flames")
    assert t.obj(giant).damage == 1


def test_cr601_2h_painful_truths_draws_and_loses_per_color(ruleset: str) -> None:
    """Painful Truths ({2}{B}) paid with a Swamp, a Forest and a Mountain: draw 3, lose 3."""
    t = CombatTable(ruleset)
    for land in ("Swamp", "Forest", "Mountain"):
        t.put(land, t.alice)
    t.main_phase()
    before = in_hand(t)
    cast_and_resolve(t, "Painful Truths")
    assert in_hand(t) == before + 3
    assert t.game.life(t.alice) == 17


def test_cr601_2h_a_permanent_keeps_the_mana_spent_to_cast_it(ruleset: str) -> None:
    """The record goes to the permanent the spell becomes, like X; a permanent put onto the
    battlefield without being cast spent nothing."""
    t = CombatTable(ruleset)
    for land in ("Forest", "Plains"):
        t.put(land, t.alice)
    t.main_phase()
    cast_and_resolve(t, "Voracious Wurm")
    cast = t.named("Voracious Wurm").id
    put = t.put("Gray Ogre", t.alice)
    per = Counted(noun="colors of mana spent to cast ~")
    assert count(t.game.state, per, t.alice, cast) == 2
    assert count(t.game.state, per, t.alice, put) == 0


@pytest.mark.parametrize(
    "line",
    [
        "If at least three white mana was spent to cast ~, you gain 1 life for each creature "
        "you control.",
        "If at least three black mana was spent to cast ~, create a Food token.",
    ],
)
def test_cr601_2h_mana_spent_condition_lines_round_trip(line: str) -> None:
    round_trip(line)


def test_cr601_2h_colorless_mana_spent_is_not_a_condition() -> None:
    """ "At least three colorless mana" is no color the engine records as a condition."""
    with pytest.raises(ClauseError):
        parse_line("If at least three colorless mana was spent to cast ~, draw a card.")


@pytest.mark.parametrize(
    ("lands", "damage"), [(("Mountain",) * 3, 4), (("Mountain", "Mountain", "Island"), 3)]
)
def test_cr601_2h_slaying_fire_with_three_red_mana_deals_4(
    ruleset: str, lands: tuple[str, ...], damage: int
) -> None:
    """Slaying Fire ({2}{R}): 3 damage, or 4 instead if at least three red mana was spent."""
    t = CombatTable(ruleset)
    for land in lands:
        t.put(land, t.alice)
    t.main_phase()
    cast_and_resolve(t, "Slaying Fire", t.bob)
    assert t.game.life(t.bob) == 20 - damage


def test_cr601_2h_rally_for_the_throne_adamant(ruleset: str) -> None:
    """Rally for the Throne paid with three Plains: two Human tokens, then 1 life for each
    creature Alice controls (the two tokens): 22."""
    t = CombatTable(ruleset)
    t.lands("Plains", 3)
    t.main_phase()
    cast_and_resolve(t, "Rally for the Throne")
    assert t.game.life(t.alice) == 22
