"""A permanent that "can't be regenerated" this turn (CR 701.14c in the 2022 excerpt, 701.12c
in 2011): no regeneration shield replaces its destruction, whether the shield was created
before or after; from real cards: Incinerate ("A creature dealt damage this way can't be
regenerated this turn."), Hurr Jackal ("{T}: Target creature can't be regenerated this
turn."), Engulfing Flames ("It can't be regenerated this turn.")."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell
from mtgrules.effects.no_regeneration import CantBeRegenerated
from mtgrules.objects import Zone
from tests.card_table import round_trip
from tests.instruction_play import Table


@pytest.mark.parametrize(
    "line",
    [
        "{T}: Target creature can't be regenerated this turn.",
        "~ deals 1 damage to target creature. It can't be regenerated this turn.",
        "~ deals 3 damage to any target. A creature dealt damage this way can't be regenerated "
        "this turn.",
        "~ deals 3 damage to each creature without flying and each player. Creatures dealt "
        "damage this way can't be regenerated this turn.",
        "Destroy target creature. It can't be regenerated.",
    ],
)
def test_cr701_14c_cant_be_regenerated_round_trip(line: str) -> None:
    """Each sentence compiles, renders back to its own words, and is implemented."""
    round_trip(line)


def _burn(ruleset: str, spell: str) -> tuple[Table, int]:
    """Alice casts ``spell`` at Bob's Drudge Skeletons (1/1), which has a regeneration shield."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 2)
    burn = t.put(spell, t.alice, "hand")
    skeletons = t.put("Drudge Skeletons", t.bob)
    t.begin()
    t.game.regenerate(skeletons)
    t.act(CastSpell(burn, (skeletons,)))
    t.resolve()
    return t, skeletons


def test_cr701_14a_shock_a_shielded_creature_regenerates(ruleset: str) -> None:
    """Without "can't be regenerated", the shield replaces the destruction for lethal damage
    (CR 704.5g): the skeletons stay, tapped."""
    t, skeletons = _burn(ruleset, "Shock")
    assert t.game.is_on_battlefield(skeletons)
    assert t.game.state.objects[skeletons].tapped


def test_cr701_14c_incinerate_a_creature_dealt_damage_this_way_dies(ruleset: str) -> None:
    """Incinerate deals 3 damage to the shielded skeletons: they can't be regenerated this
    turn, and die."""
    t, skeletons = _burn(ruleset, "Incinerate")
    assert not t.game.is_on_battlefield(skeletons)
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Drudge Skeletons"]


def test_cr701_14c_engulfing_flames_its_target_cant_be_regenerated(ruleset: str) -> None:
    """Engulfing Flames: 1 damage to target creature, which can't be regenerated this turn."""
    t, _ = _burn(ruleset, "Engulfing Flames")
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Drudge Skeletons"]


def test_cr701_14c_incinerate_at_a_player_makes_nothing_unregenerable(ruleset: str) -> None:
    """Incinerate at Bob: no creature was dealt damage this way, no effect is created."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 2)
    burn = t.put("Incinerate", t.alice, "hand")
    t.put("Drudge Skeletons", t.bob)
    t.begin()
    t.act(CastSpell(burn, (t.bob,)))
    t.resolve()
    assert t.game.life(t.bob) == 17
    assert not any(isinstance(e, CantBeRegenerated) for e in t.game.state.effects.values())


def test_cr701_14c_hurr_jackal_a_shield_created_afterwards_does_nothing(ruleset: str) -> None:
    """Hurr Jackal makes the skeletons unregenerable this turn; the shield created after that
    doesn't save them from Shock's lethal damage."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 1)
    jackal = t.put("Hurr Jackal", t.alice)
    shock = t.put("Shock", t.alice, "hand")
    skeletons = t.put("Drudge Skeletons", t.bob)
    t.begin()
    t.act(ActivateAbility(jackal, 0, (skeletons,)))
    t.resolve()
    t.game.regenerate(skeletons)
    t.act(CastSpell(shock, (skeletons,)))
    t.resolve()
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Drudge Skeletons"]
