"""What a target may be (CR 115.1, 601.2c), from the words of real cards: "target opponent
or planeswalker", "target white or blue creature", "target nonartifact, nonblack creature",
"target creature with mana value 3 or less", "target artifact, enchantment, or land". The
game lists only legal targets, refuses the others naming the rule and changing nothing, and a
target that became illegal is not affected (CR 608.2b)."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.cards.grammar import parse_line
from mtgrules.cards.render import render_ability
from mtgrules.objects import Zone
from mtgrules.rules.casting import IllegalActionError
from mtgrules.state import EntityId
from tests.instruction_play import Table


def _casts(t: Table, spell: EntityId) -> set[tuple[EntityId, ...]]:
    return {
        a.targets for a in t.game.legal_actions() if isinstance(a, CastSpell) and a.card == spell
    }


def _refused(t: Table, action: CastSpell) -> None:
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(action)
    assert error.value.rule == "601.2c" and t.game.state == before


@pytest.mark.parametrize(
    "line",
    [
        "~ deals 4 damage to target opponent or planeswalker.",
        "~ deals 4 damage to target white or blue creature.",
        "Destroy target nonartifact, nonblack creature.",
        "Destroy target nonwhite, nonblack creature.",
        "Destroy target creature with mana value 3 or less.",
        "~ deals 3 damage to target creature, planeswalker, or battle.",
        "Destroy target artifact, enchantment, or land.",
    ],
)
def test_115_1_target_words_round_trip(line: str) -> None:
    """Each target's words compile and render back to themselves."""
    assert render_ability(parse_line(line.lower())).lower() == line.lower()


def test_115_1_inferno_jet_an_opponent_or_anyones_planeswalker(ruleset: str) -> None:
    """Inferno Jet: "deals 6 damage to target opponent or planeswalker." Bob, or a
    planeswalker (Alice's own too), but never Alice herself."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 6)
    jet = t.put("Inferno Jet", t.alice, "hand")
    jace = t.game.add_permanent("Jace", controller=t.alice, types={"Planeswalker"}, loyalty=3)
    bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    assert _casts(t, jet) == {(t.bob,), (jace,)}
    _refused(t, CastSpell(jet, (t.alice,)))
    _refused(t, CastSpell(jet, (bears,)))
    t.act(CastSpell(jet, (t.bob,)))
    t.resolve()
    assert t.game.life(t.bob) == 14 and t.game.life(t.alice) == 20


def test_115_1_rending_volley_only_a_white_or_blue_creature(ruleset: str) -> None:
    """Rending Volley: "deals 4 damage to target white or blue creature." (CR 105.2: either
    color will do)."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 1)
    volley = t.put("Rending Volley", t.alice, "hand")
    angel = t.put("Serra Angel", t.bob)
    elemental = t.put("Air Elemental", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    assert _casts(t, volley) == {(angel,), (elemental,)}
    _refused(t, CastSpell(volley, (bears,)))
    t.act(CastSpell(volley, (elemental,)))
    t.resolve()
    assert not t.game.is_on_battlefield(elemental) and t.game.is_on_battlefield(bears)


def test_115_1_terror_neither_an_artifact_nor_black(ruleset: str) -> None:
    """Terror: "Destroy target nonartifact, nonblack creature. It can't be regenerated." """
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 2)
    terror = t.put("Terror", t.alice, "hand")
    rats = t.put("Typhoid Rats", t.bob)
    thopter = t.put("Ornithopter", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    assert _casts(t, terror) == {(bears,)}
    _refused(t, CastSpell(terror, (rats,)))
    _refused(t, CastSpell(terror, (thopter,)))
    t.act(CastSpell(terror, (bears,)))
    t.resolve()
    assert not t.game.is_on_battlefield(bears)
    assert t.game.is_on_battlefield(rats) and t.game.is_on_battlefield(thopter)


def test_202_3_smother_mana_value_3_or_less(ruleset: str) -> None:
    """Smother: "Destroy target creature with mana value 3 or less." The Hill Giant's mana
    value is 4 (CR 202.3); the bears' is 2."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 2)
    smother = t.put("Smother", t.alice, "hand")
    giant = t.put("Hill Giant", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    assert _casts(t, smother) == {(bears,)}
    _refused(t, CastSpell(smother, (giant,)))
    t.act(CastSpell(smother, (bears,)))
    t.resolve()
    assert not t.game.is_on_battlefield(bears) and t.game.is_on_battlefield(giant)


def test_608_2b_rending_volley_target_no_longer_legal_is_not_affected(ruleset: str) -> None:
    """The angel returns to its owner's hand: with its only target illegal, the spell doesn't
    resolve (CR 608.2b), deals no damage and goes to the graveyard."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 1)
    volley = t.put("Rending Volley", t.alice, "hand")
    angel = t.put("Serra Angel", t.bob)
    t.begin()
    t.act(CastSpell(volley, (angel,)))
    t.game.move_to_zone(angel, "hand")
    t.resolve()
    assert t.game.life(t.bob) == 20
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Rending Volley"]
