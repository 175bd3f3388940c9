"""CR 614.1c: "~ enters tapped unless [condition]." and "~ enters with N counters on it if
[condition]." are replacement effects on how the permanent enters the battlefield; CR 614.12:
they apply as it would enter, so the condition is checked then. "If ~ was kicked, it enters
with ..." (CR 702.33d). Real cards under both rulesets, the condition true and false."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, PassPriority, PlayLand
from tests.card_table import Table, round_trip


def test_cr614_1c_conditional_entering_round_trips() -> None:
    round_trip("~ enters tapped unless a player has 13 or less life.")
    round_trip("~ enters tapped unless you control two or fewer other lands.")
    round_trip("~ enters with two +1/+1 counters on it if a creature died this turn.")
    round_trip("If ~ was kicked, it enters with five +1/+1 counters on it.")


@pytest.mark.parametrize("bob_life", [14, 13])
def test_cr614_1c_abandoned_campground_enters_tapped_unless(ruleset: str, bob_life: int) -> None:
    """Abandoned Campground: tapped while every player has 14 or more life; untapped once a
    player has 13 or less."""
    t = Table(ruleset)
    t.game.set_life(t.bob, bob_life)
    land = t.put("Abandoned Campground", t.alice, "hand")
    t.main_phase()
    t.game.apply(PlayLand(land))
    (campground,) = [o for o in t.game.state.battlefield() if o.name == "Abandoned Campground"]
    assert campground.tapped is (bob_life > 13)


@pytest.mark.parametrize("died", [False, True])
def test_cr614_12_festerhide_boar_counters_if_a_creature_died(ruleset: str, died: bool) -> None:
    """Festerhide Boar enters with two +1/+1 counters if a creature died this turn (Grizzly
    Bears bolted first), none otherwise."""
    t = Table(ruleset)
    boar = t.put("Festerhide Boar", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.bob)
    t.lands("Forest", 4)
    t.lands("Mountain", 1)
    t.main_phase()
    if died:
        bolt = t.put("Lightning Bolt", t.alice, "hand")
        t.game.apply(CastSpell(bolt, (bears,)))
        t.resolve()
        assert not t.game.is_on_battlefield(bears)
    t.game.apply(CastSpell(boar, ()))
    t.resolve()
    (entered,) = [o for o in t.game.state.battlefield() if o.name == "Festerhide Boar"]
    assert entered.counters.get("+1/+1", 0) == (2 if died else 0)


@pytest.mark.parametrize("kicked", [False, True])
def test_cr702_33d_llanowar_elite_kicked_enters_with_counters(ruleset: str, kicked: bool) -> None:
    """Llanowar Elite (Kicker {8}): five +1/+1 counters only if it was kicked."""
    t = Table(ruleset)
    elite = t.put("Llanowar Elite", t.alice, "hand")
    t.lands("Forest", 9)
    t.main_phase()
    t.game.apply(CastSpell(elite, (), "", ("kicker",) if kicked else ()))
    t.resolve()
    (entered,) = [o for o in t.game.state.battlefield() if o.name == "Llanowar Elite"]
    assert entered.counters.get("+1/+1", 0) == (5 if kicked else 0)


@pytest.mark.parametrize("cast", [False, True])
def test_cr603_4_soulhunter_rakshasa_if_you_cast_it_from_your_hand(
    ruleset: str, cast: bool
) -> None:
    """Soulhunter Rakshasa: "When ~ enters, if you cast it from your hand, it deals 1 damage
    to target opponent for each Swamp you control." Cast from the hand with five Swamps: Bob
    takes 5; put onto the battlefield from the graveyard: it doesn't trigger."""
    t = Table(ruleset)
    demon = t.put("Soulhunter Rakshasa", t.alice, "hand" if cast else "graveyard")
    t.lands("Swamp", 5)
    t.main_phase()
    if cast:
        t.game.apply(CastSpell(demon, ()))
        t.resolve()  # the creature spell; its ability triggers
        t.game.apply(PassPriority())
        t.game.apply(PassPriority())
    else:
        t.game.move_to_zone(demon, "battlefield")  # an entering that triggers ETBs
        assert not t.game.state.pending_triggers and not t.game.state.stack
    assert t.game.life(t.bob) == (15 if cast else 20)


@pytest.mark.parametrize("cast", [False, True])
def test_cr614_12_patched_plaything_counters_if_cast_from_hand(ruleset: str, cast: bool) -> None:
    """Patched Plaything enters with two -1/-1 counters only if cast from its owner's hand."""
    t = Table(ruleset)
    toy = t.put("Patched Plaything", t.alice, "hand" if cast else "graveyard")
    t.lands("Plains", 3)
    t.main_phase()
    if cast:
        t.game.apply(CastSpell(toy, ()))
        t.resolve()
    else:
        t.game.move_to_zone(toy, "battlefield")
    (entered,) = [o for o in t.game.state.battlefield() if o.name == "Patched Plaything"]
    assert entered.counters.get("-1/-1", 0) == (2 if cast else 0)
