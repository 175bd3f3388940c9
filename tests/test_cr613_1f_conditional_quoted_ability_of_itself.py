"""CR 611.3a, 613.1f: "As long as [condition], ~ [gets +N/+M and] has [keywords and]
"[ability]"." While the condition holds (checked continuously), the object has the quoted
ability (layer 6) and +N/+M (layer 7c); "~" in the quoted text is the object itself (CR
113.2c). Real cards (Gobhobbler Rats, Pardic Arsonist, Treacherous Werewolf, Villainous Ogre),
both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell, Choose
from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.grammar import parse_line
from mtgrules.objects import Zone
from mtgrules.state import EntityId
from tests.card_table import RULESETS, round_trip
from tests.combat_table import CombatTable


@pytest.mark.parametrize(
    "line",
    [
        'As long as you have no cards in hand, ~ gets +1/+0 and has "{B}: Regenerate ~".',
        'As long as you control a Demon, ~ has "{B}: Regenerate ~".',
        'As long as ~ is renowned, it has vigilance and "{T}: Add one mana of any color".',
        "As long as there are seven or more cards in your graveyard, ~ gets +2/+2 and has "
        '"When ~ dies, you lose 4 life".',
        'As long as you control your commander, ~ gets +2/+2 and has "Whenever ~ deals combat '
        'damage to a player, that player sacrifices a creature of their choice".',
    ],
)
def test_cr613_1f_conditional_quoted_round_trip(line: str) -> None:
    round_trip(line)


def test_cr613_1f_conditional_quoted_refusals() -> None:
    """An attached object's conditional quoted ability, and a quoted text the grammar can't
    read, are refused with the problem named."""
    with pytest.raises(ClauseError, match="quoted ability of an attached object"):
        parse_line(
            'As long as enchanted creature is a Wizard, it has "{T}: ~ deals 2 damage to '
            'target creature".'
        )
    with pytest.raises(ClauseError, match="quoted"):
        parse_line('As long as you control a Demon, ~ has "~ frobs the widget".')


def _fill_graveyard(t: CombatTable, count: int) -> None:
    for _ in range(count):
        t.put("Island", t.alice, "graveyard")


def _regenerate_index(t: CombatTable, rats: EntityId) -> int:
    """The index of the granted "{B}: Regenerate ~" among the permanent's activated
    abilities (printed first, then granted ones)."""
    obj = t.obj(rats)
    assert len(obj.all_activated) == len(obj.activated) + 1
    return len(obj.all_activated) - 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr611_3a_gobhobbler_rats_hellbent_regenerates(ruleset: str) -> None:
    """Gobhobbler Rats with Alice's hand empty: 3/2 and "{B}: Regenerate ~". Alice activates
    it; then a Lightning Bolt in her hand turns the bonus off (2/2, no ability), but the shield
    made stays (CR 701.19a): the Bolt she casts at the Rats doesn't destroy them."""
    t = CombatTable(ruleset)
    rats = t.put("Gobhobbler Rats", t.alice)
    t.lands("Swamp", 1)
    t.lands("Mountain", 1)
    t.main_phase()
    assert (t.game.power(rats), t.game.toughness(rats)) == (3, 2)
    t.game.apply(ActivateAbility(rats, _regenerate_index(t, rats), ()))
    t.resolve()
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    assert t.game.power(rats) == 2
    assert t.obj(rats).all_activated == t.obj(rats).activated
    t.game.apply(CastSpell(bolt, (rats,)))
    t.resolve()
    assert t.zone("Gobhobbler Rats") is Zone.BATTLEFIELD
    assert t.obj(rats).tapped and t.obj(rats).damage == 0


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr611_3a_villainous_ogre_has_regenerate_only_with_a_demon(ruleset: str) -> None:
    """Villainous Ogre has "{B}: Regenerate ~" while Alice controls a Demon (Lord of the Pit),
    and loses it when the Demon leaves."""
    t = CombatTable(ruleset)
    ogre = t.put("Villainous Ogre", t.alice)
    t.main_phase()
    assert t.obj(ogre).all_activated == t.obj(ogre).activated
    demon = t.put("Lord of the Pit", t.alice)
    assert len(t.obj(ogre).all_activated) == len(t.obj(ogre).activated) + 1
    t.game.move_to_zone(demon, "graveyard")
    assert t.obj(ogre).all_activated == t.obj(ogre).activated


def _cast_arsonist(t: CombatTable) -> None:
    arsonist = t.put("Pardic Arsonist", t.alice, "hand")
    t.lands("Mountain", 4)
    t.main_phase()
    t.game.apply(CastSpell(arsonist, ()))
    t.resolve()  # the creature spell resolves; it enters (CR 608.3)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_6a_pardic_arsonist_enters_with_threshold(ruleset: str) -> None:
    """Seven cards in Alice's graveyard: Pardic Arsonist enters with its granted "When ~
    enters, it deals 3 damage to any target" (CR 603.6a) and deals 3 to Bob."""
    t = CombatTable(ruleset)
    _fill_graveyard(t, 7)
    _cast_arsonist(t)
    assert t.asked().kind == "targets"
    t.game.apply(Choose((t.bob,)))
    t.resolve()
    assert t.game.state.life_of(t.bob) == 17


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_6a_pardic_arsonist_without_threshold_no_trigger(ruleset: str) -> None:
    """Six cards only: the Arsonist enters without the ability; nothing triggers."""
    t = CombatTable(ruleset)
    _fill_graveyard(t, 6)
    _cast_arsonist(t)
    assert not t.game.state.stack
    assert t.game.state.life_of(t.bob) == 20


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("cards", "life", "size"), [(7, 16, (4, 4)), (5, 20, (2, 2))])
def test_cr603_10a_treacherous_werewolf_dies(
    ruleset: str, cards: int, life: int, size: tuple[int, int]
) -> None:
    """Treacherous Werewolf with seven cards in Alice's graveyard is 4/4; Murdered, its
    granted "When ~ dies, you lose 4 life" triggers (looking back, CR 603.10a): Alice at 16.
    With five cards it is 2/2 and Alice loses nothing."""
    t = CombatTable(ruleset)
    _fill_graveyard(t, cards)
    wolf = t.put("Treacherous Werewolf", t.alice)
    murder = t.put("Murder", t.alice, "hand")
    t.lands("Swamp", 3)
    t.main_phase()
    assert (t.game.power(wolf), t.game.toughness(wolf)) == size
    t.game.apply(CastSpell(murder, (wolf,)))
    t.resolve()
    assert t.zone("Treacherous Werewolf") is Zone.GRAVEYARD
    if t.game.state.stack:  # the granted trigger (CR 603.3)
        t.resolve()
    assert not t.game.state.stack
    assert t.game.state.life_of(t.alice) == life
