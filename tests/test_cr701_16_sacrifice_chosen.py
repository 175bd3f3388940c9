"""Sacrifices the sacrificing player chooses, beyond one creature (CR 701.16a today, 2011:
701.14a): "Each player sacrifices four lands of their choice" (CR 101.4: in APNAP order),
"Each opponent sacrifices a creature with the greatest power among creatures that player
controls", "sacrifice that many permanents" (the trigger event's damage, CR 603.2), "sacrifice
a creature. You gain life equal to that creature's toughness" (CR 608.2h). Real cards under
both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.events import ZoneChanged
from mtgrules.objects import Zone
from mtgrules.proposed import DamagePart
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table

SACRIFICE = {"cr2011": "701.14", "current": "701.16"}


@pytest.mark.parametrize(
    "line",
    [
        "At the beginning of your upkeep, sacrifice a creature other than ~.",
        "When ~ enters, sacrifice another creature.",
        "When ~ enters, sacrifice a creature.",
        "Each player sacrifices four lands of their choice.",
        "Each player sacrifices two creatures.",
        "Each opponent sacrifices a creature with the greatest power among creatures that "
        "player controls.",
        "Whenever ~ is dealt damage, sacrifice that many permanents.",
        "Whenever ~ deals damage to an opponent, sacrifice a land.",
        "At the beginning of your upkeep, sacrifice a creature. You gain life equal to that "
        "creature's toughness.",
    ],
)
def test_cr701_16a_chosen_sacrifice_templates_round_trip(line: str) -> None:
    round_trip(line)


def _crackling_doom(t: Table) -> None:
    for land in ("Mountain", "Plains", "Swamp"):
        t.put(land, t.alice)
    doom = t.put("Crackling Doom", t.alice, "hand")
    t.begin()
    t.act(CastSpell(doom, ()))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_16a_crackling_doom_takes_the_creature_with_the_greatest_power(
    ruleset: str,
) -> None:
    """Crackling Doom: Bob's Hill Giant (3) is his only creature with the greatest power:
    it is sacrificed with no choice, though Grizzly Bears and an indestructible Darksteel Myr
    stay; Bob takes 2 damage."""
    t = Table(ruleset)
    giant = t.put("Hill Giant", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    myr = t.put("Darksteel Myr", t.bob)
    _crackling_doom(t)
    assert t.game.state.pending_choice is None
    assert not t.game.is_on_battlefield(giant)
    assert t.game.is_on_battlefield(bears) and t.game.is_on_battlefield(myr)
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Hill Giant"]
    assert t.game.state.life_of(t.bob) == 18


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_16a_crackling_doom_tie_for_greatest_power_is_bobs_choice(ruleset: str) -> None:
    """Two Hill Giants share the greatest power: Bob chooses between them only; Grizzly
    Bears is never an option."""
    t = Table(ruleset)
    first = t.put("Hill Giant", t.bob)
    second = t.put("Hill Giant", t.bob)
    t.put("Grizzly Bears", t.bob)
    _crackling_doom(t)
    asked = t.asked()
    assert asked.player == t.bob and asked.kind == "sacrifice"
    assert set(asked.options) == {(first,), (second,)} and asked.rule == SACRIFICE[ruleset]
    t.game.apply(Choose((second,)))
    assert t.game.is_on_battlefield(first) and not t.game.is_on_battlefield(second)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr101_4_wildfire_each_player_sacrifices_four_lands_alice_first(ruleset: str) -> None:
    """Wildfire: Alice (active) chooses four of her six tapped Mountains; Bob has exactly
    four lands and no choice; then 4 damage to each creature kills Bob's Hill Giant."""
    t = Table(ruleset)
    mountains = t.lands("Mountain", t.alice, 6)
    forests = t.lands("Forest", t.bob, 4)
    giant = t.put("Hill Giant", t.bob)
    wildfire = t.put("Wildfire", t.alice, "hand")
    t.begin()
    t.act(CastSpell(wildfire, ()))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    asked = t.asked()
    assert asked.player == t.alice and asked.kind == "sacrifice"
    assert len(asked.options) == 15  # four of six
    kept = tuple(mountains[:4])
    events = t.game.apply(Choose(kept))
    sacrificed = [
        e.object for e in events if isinstance(e, ZoneChanged) and e.rule == SACRIFICE[ruleset]
    ]
    assert sacrificed == [*kept, *forests]
    assert [m for m in mountains if t.game.is_on_battlefield(m)] == mountains[4:]
    assert not t.game.is_on_battlefield(giant)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_phyrexian_negator_sacrifices_as_many_permanents_as_damage(
    ruleset: str,
) -> None:
    """Phyrexian Negator is dealt 2 damage by a Shock: Alice sacrifices two permanents of
    her choice among the Negator, Grizzly Bears and a Swamp (the Negator may be one)."""
    t = Table(ruleset)
    negator = t.put("Phyrexian Negator", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    swamp = t.put("Swamp", t.alice)
    shock = t.put("Shock", t.bob, "stack")
    t.game.deal_damage_event([DamagePart(shock, negator, 2, False, None)])
    asked: list[object] = []

    def policy(decision: object) -> object:
        asked.append(decision)
        return (bears, swamp)

    t.game.resolve_triggers(choices=policy)
    assert len(asked) == 1
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Grizzly Bears", "Swamp"]
    assert t.game.is_on_battlefield(negator)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_16a_ruinous_minotaur_sacrifices_a_land_of_its_controller(ruleset: str) -> None:
    """Ruinous Minotaur deals damage to Bob: Alice (its controller) sacrifices her only land;
    Bob's land stays (a player sacrifices only what they control)."""
    t = Table(ruleset)
    minotaur = t.put("Ruinous Minotaur", t.alice)
    mountain = t.put("Mountain", t.alice)
    forest = t.put("Forest", t.bob)
    t.game.deal_damage_event([DamagePart(minotaur, t.bob, 5, True, None)])
    t.game.resolve_triggers()
    assert not t.game.is_on_battlefield(mountain) and t.game.is_on_battlefield(forest)
    assert t.game.state.life_of(t.bob) == 15


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_doomgape_gains_the_toughness_of_the_creature_it_sacrificed(
    ruleset: str,
) -> None:
    """Doomgape's upkeep trigger: Alice sacrifices Hill Giant (3/3) rather than Doomgape
    itself and gains 3 life."""
    t = Table(ruleset)
    doomgape = t.put("Doomgape", t.alice)
    giant = t.put("Hill Giant", t.alice)
    t.game.begin("upkeep", active=t.alice)
    for _ in range(10):
        if t.game.state.pending_choice is not None:
            break
        t.game.apply(PassPriority())
    asked = t.asked()
    assert asked.kind == "sacrifice" and set(asked.options) == {(doomgape,), (giant,)}
    t.game.apply(Choose((giant,)))
    assert t.game.is_on_battlefield(doomgape) and not t.game.is_on_battlefield(giant)
    assert t.game.state.life_of(t.alice) == 23


def _warmonger_combat(t: Table) -> None:
    t.game.begin("beginning of combat", active=t.alice)
    for _ in range(10):
        found = t.game.decision()
        if found is None or t.game.state.step is None:
            return
        if t.game.state.step.value != "beginning of combat":
            return
        if found.kind == "may":
            t.game.apply(Choose(True))
        elif found.kind == "priority" and (t.game.state.stack or t.game.state.pending_triggers):
            t.game.apply(PassPriority())
        else:
            return


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_16a_dire_fleet_warmonger_sacrifices_another_creature_if_it_can(
    ruleset: str,
) -> None:
    """Dire Fleet Warmonger: "you may sacrifice another creature. If you do, ~ gets +2/+2":
    alone, it can't sacrifice itself ("another"), so it stays 3/3; with Grizzly Bears, the
    Bears are sacrificed and the Warmonger is 5/5."""
    t = Table(ruleset)
    warmonger = t.put("Dire Fleet Warmonger", t.alice)
    _warmonger_combat(t)
    assert t.game.is_on_battlefield(warmonger) and t.game.power(warmonger) == 3
    t = Table(ruleset)
    warmonger = t.put("Dire Fleet Warmonger", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    _warmonger_combat(t)
    assert not t.game.is_on_battlefield(bears)
    assert t.game.is_on_battlefield(warmonger) and t.game.power(warmonger) == 5
