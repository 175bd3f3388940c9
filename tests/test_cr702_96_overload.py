"""Overload (CR 702.96a-b; Return to Ravnica, 2012: today's number under both rulesets): an
alternative cost; a spell cast for it has the word "target" replaced with "each", and no
targets, so it affects objects that couldn't be targeted. Played with Electrickery, Street
Spasm and Weapon Surge."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose
from mtgrules.cards.database import bundled_database
from mtgrules.objects import Keyword
from mtgrules.rules.casting import IllegalActionError
from mtgrules.state import EntityId
from tests.card_table import round_trip
from tests.combat_table import CombatTable


def _alive(t: CombatTable, ids: list[EntityId]) -> list[bool]:
    return [t.game.is_on_battlefield(i) for i in ids]


def test_cr702_96a_overloaded_electrickery_hits_each_creature_you_dont_control(
    ruleset: str,
) -> None:
    """For {1}{R}, Electrickery deals 1 damage to each creature Bob controls, the hexproof
    Gladecover Scout too (702.96b), and none to Alice's Raging Goblin."""
    t = CombatTable(ruleset)
    t.lands("Mountain", 2)
    goblins = [t.put("Raging Goblin", t.bob) for _ in range(2)]
    scout = t.put("Gladecover Scout", t.bob)
    mine = t.put("Raging Goblin", t.alice)
    t.main_phase()
    card = t.put("Electrickery", t.alice, "hand")
    overloaded = CastSpell(card, (), how="overload")
    assert overloaded in t.game.legal_actions()
    t.game.apply(overloaded)
    assert t.game.state.stack[0].targets == ()
    t.resolve()
    assert _alive(t, [*goblins, scout, mine]) == [False, False, False, True]


def test_cr702_96a_cast_for_its_mana_cost_it_has_one_target(ruleset: str) -> None:
    """Cast for {R}, Electrickery targets one creature; without a target it is refused, and a
    spell without overload can't be overloaded (the game left as it was)."""
    t = CombatTable(ruleset)
    t.lands("Mountain", 2)
    goblins = [t.put("Raging Goblin", t.bob) for _ in range(2)]
    t.main_phase()
    card = t.put("Electrickery", t.alice, "hand")
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(CastSpell(bolt, (), how="overload"))
    assert error.value.rule == "702.96a"
    assert t.game.state == before
    t.game.apply(CastSpell(card, (goblins[0],)))
    t.resolve()
    assert _alive(t, goblins) == [False, True]


def test_cr702_96a_overload_with_x_and_a_filter(ruleset: str) -> None:
    """Street Spasm overloaded with X=2 ({X}{X}{R}{R}: six lands) deals 2 damage to each
    creature without flying Bob controls: his Grizzly Bears die, his Mesa Pegasus (flying)
    and Alice's Bears don't."""
    t = CombatTable(ruleset)
    t.lands("Mountain", 6)
    bears = t.put("Grizzly Bears", t.bob)
    pegasus = t.put("Mesa Pegasus", t.bob)
    mine = t.put("Grizzly Bears", t.alice)
    t.main_phase()
    card = t.put("Street Spasm", t.alice, "hand")
    t.game.apply(CastSpell(card, (), how="overload"))
    if t.game.decision() is not None and t.asked().kind != "priority":
        t.game.apply(Choose(2))
    t.resolve()
    assert _alive(t, [bears, pegasus, mine]) == [False, True, True]
    assert t.obj(pegasus).damage == 0 and t.obj(mine).damage == 0


def test_cr702_96a_overloaded_weapon_surge_pumps_each_creature_you_control(
    ruleset: str,
) -> None:
    t = CombatTable(ruleset)
    t.lands("Mountain", 2)
    mine = [t.put("Grizzly Bears", t.alice) for _ in range(2)]
    theirs = t.put("Grizzly Bears", t.bob)
    t.main_phase()
    t.game.apply(CastSpell(t.put("Weapon Surge", t.alice, "hand"), (), how="overload"))
    t.resolve()
    assert [t.game.power(m) for m in mine] == [3, 3]
    assert all(t.obj(m).has(Keyword.FIRST_STRIKE) for m in mine)
    assert t.game.power(theirs) == 2 and not t.obj(theirs).has(Keyword.FIRST_STRIKE)


def test_cr702_96a_each_nonland_permanent_and_each_player(ruleset: str) -> None:
    """Cyclonic Rift overloaded returns each nonland permanent Bob controls to his hand (not
    his land, not Alice's Bears); Mind Rake overloaded makes each player discard two cards."""
    t = CombatTable(ruleset)
    t.lands("Island", 7)
    bears, ornithopter = t.put("Grizzly Bears", t.bob), t.put("Ornithopter", t.bob)
    land, mine = t.put("Forest", t.bob), t.put("Grizzly Bears", t.alice)
    t.main_phase()
    t.game.apply(CastSpell(t.put("Cyclonic Rift", t.alice, "hand"), (), how="overload"))
    t.resolve()
    assert _alive(t, [bears, ornithopter, land, mine]) == [False, False, True, True]
    assert sorted(o.name for o in t.game.state.objects.values() if o.zone.value == "hand") == [
        "Grizzly Bears",
        "Ornithopter",
    ]
    t = CombatTable(ruleset)
    t.lands("Swamp", 2)
    for player in (t.alice, t.bob):
        for _ in range(3):
            t.put("Island", player, "hand")
    t.main_phase()
    t.game.apply(CastSpell(t.put("Mind Rake", t.alice, "hand"), (), how="overload"))
    t.resolve()
    for _ in range(4):  # the cards each player discards, if they are asked
        if t.asked().kind == "priority":
            break
        t.game.apply(t.game.legal_actions()[0])
    hands = [o.owner for o in t.game.state.objects.values() if o.zone.value == "hand"]
    assert sorted(hands) == [t.alice, t.bob]


def test_cr702_96a_round_trip() -> None:
    round_trip("Overload {1}{R}")


@pytest.mark.parametrize(
    "name",
    [
        "Electrickery",
        "Mizzium Mortars",
        "Street Spasm",
        "Weapon Surge",
        "Cyclonic Rift",
        "Mind Rake",
    ],
)
def test_cr702_96a_cards_are_supported(name: str) -> None:
    card = bundled_database().compiled(name)
    assert card.supported, card.reason
