"""CR 603.6c and 603.10a: "Whenever a creature dealt damage by ~ this turn dies, ..." is a
leaves-the-battlefield ability; it triggers when a creature that ~ dealt damage to earlier
this turn dies (CR 700.4), the damage remembered however long ago this turn it was dealt
(CR 120.3 / 2011 119.3: damage actually dealt). Damage by other sources doesn't count, and a
creature exiled instead of dying doesn't trigger it (CR 614.1a). 2011: the same rules. Real
cards, under both rulesets."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from mtgrules.actions import ActivateAbility, CastSpell
from mtgrules.events import AbilityTriggered
from mtgrules.objects import PLUS_ONE
from tests.instruction_play import RULESETS, Table


def _triggered(events: Sequence[object]) -> list[int]:
    """The sources of the abilities that triggered."""
    return [e.source for e in events if isinstance(e, AbilityTriggered)]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_10a_vampiric_dragon_remembers_its_damage_this_turn(ruleset: str) -> None:
    """Vampiric Dragon deals 1 damage to Grizzly Bears ({1}{R}); Shock kills the Bears later:
    the Dragon's ability triggers, +1/+1 counter (6/6). Lightning Bolt then kills Hill Giant,
    which the Dragon never damaged: no trigger."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 4)
    dragon = t.put("Vampiric Dragon", t.alice)
    shock = t.put("Shock", t.alice, "hand")
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.bob)
    giant = t.put("Hill Giant", t.bob)
    t.begin()
    t.act(ActivateAbility(dragon, 0, (bears,)))
    t.resolve()
    assert t.game.damage_on(bears) == 1
    t.act(CastSpell(shock, (bears,)))
    events = t.resolve()
    assert not t.game.is_on_battlefield(bears) and _triggered(events) == [dragon]
    t.resolve()
    assert t.game.state.objects[dragon].counter(PLUS_ONE) == 1
    assert t.game.state.objects[dragon].current_power() == 6
    t.act(CastSpell(bolt, (giant,)))
    events = t.resolve()
    assert not t.game.is_on_battlefield(giant) and _triggered(events) == []
    assert not t.game.state.stack and t.game.state.objects[dragon].counter(PLUS_ONE) == 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_10a_only_the_sengir_vampire_that_dealt_the_damage_triggers(ruleset: str) -> None:
    """Two Sengir Vampires; the first deals 4 damage to Hill Giant, which dies (CR 704.5g):
    only the first one's ability triggers, and it gets a +1/+1 counter."""
    t = Table(ruleset)
    first = t.put("Sengir Vampire", t.alice)
    second = t.put("Sengir Vampire", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.game.deal_damage(first, giant, 4)
    events = t.game.check_state_based_actions()
    assert not t.game.is_on_battlefield(giant) and _triggered(events) == [first]
    t.game.resolve_triggers()
    objects = t.game.state.objects
    assert objects[first].counter(PLUS_ONE) == 1 and objects[second].counter(PLUS_ONE) == 0


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_abattoir_ghoul_gains_the_dead_creatures_toughness(ruleset: str) -> None:
    """Abattoir Ghoul deals 3 damage to Hill Giant, which dies: "you gain life equal to that
    creature's toughness", read as it last existed (CR 608.2h): Alice gains 3."""
    t = Table(ruleset)
    ghoul = t.put("Abattoir Ghoul", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.game.deal_damage(ghoul, giant, 3)
    t.game.check_state_based_actions()
    t.game.resolve_triggers()
    assert t.game.life(t.alice) == 23


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_1a_a_creature_exiled_instead_does_not_trigger_sengir(ruleset: str) -> None:
    """Vampiric Dragon deals 1 damage to Hill Giant; Lava Coil then deals 4 and the Giant is
    exiled instead of dying (CR 614.1a): it didn't die, the Dragon's ability doesn't
    trigger."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 4)
    dragon = t.put("Vampiric Dragon", t.alice)
    coil = t.put("Lava Coil", t.alice, "hand")
    giant = t.put("Hill Giant", t.bob)
    t.begin()
    t.act(ActivateAbility(dragon, 0, (giant,)))
    t.resolve()
    t.act(CastSpell(coil, (giant,)))
    events = t.resolve()
    assert not t.game.is_on_battlefield(giant) and _triggered(events) == []
    assert t.game.state.objects[dragon].counter(PLUS_ONE) == 0
