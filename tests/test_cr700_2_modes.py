"""Modal spells (CR 700.2): the modes are announced as the spell is cast (CR 601.2b), then
targets are chosen for the chosen modes only; the spell does what those modes say. Real
cards from the bundled database, under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.cards import support
from mtgrules.cards.database import bundled_database
from mtgrules.cards.pending import ChooseModes
from mtgrules.events import DamageDealt
from mtgrules.rules.casting import IllegalActionError
from tests.instruction_play import RULESETS, Table


def test_modal_spells_and_modal_triggers_are_implemented() -> None:
    """Modal triggered abilities too: their modes are chosen as they are put on the stack
    (CR 603.3c; tests/test_cr603_3c_modal_triggered_abilities.py)."""
    assert ChooseModes in support.IMPLEMENTED
    assert bundled_database().compiled("Pollenbright Druid").supported


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr700_2_abrade_the_target_decides_the_only_legal_mode(ruleset: str) -> None:
    """Abrade: "Choose one — • deals 3 damage to target creature. • Destroy target
    artifact.": cast at a creature, only the first mode can have that target."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 2)
    abrade = t.put("Abrade", t.alice, "hand")
    angel = t.put("Serra Angel", t.bob)
    t.begin()
    t.act(CastSpell(abrade, (angel,)))
    events = t.resolve()
    assert [(e.recipient, e.amount) for e in events if isinstance(e, DamageDealt)] == [(angel, 3)]
    assert t.game.damage_on(angel) == 3 and t.game.is_on_battlefield(angel)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2c_a_mode_whose_target_is_illegal_cant_be_cast(ruleset: str) -> None:
    """Abrade at a player: neither mode can target a player; the cast is illegal and
    nothing changes."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 2)
    abrade = t.put("Abrade", t.alice, "hand")
    angel = t.put("Serra Angel", t.bob)
    t.begin()
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(CastSpell(abrade, (t.bob,)))
    assert error.value.rule == "700.2"
    assert t.game.state == before
    listed = [a for a in t.game.legal_actions() if isinstance(a, CastSpell)]
    assert listed == [CastSpell(abrade, (angel,))]


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("mode", [0, 1])
def test_cr700_2_healing_salve_the_player_chooses_the_mode(ruleset: str, mode: int) -> None:
    """Healing Salve at Bob: "• Target player gains 3 life. • Prevent the next 3 damage that
    would be dealt to any target this turn." Both modes can target Bob: Alice chooses."""
    t = Table(ruleset)
    t.put("Plains", t.alice)
    ogre = t.put("Gray Ogre", t.alice)
    salve = t.put("Healing Salve", t.alice, "hand")
    t.begin()
    t.game.apply(CastSpell(salve, (t.bob,)))
    asked = t.asked()
    assert asked.kind == "modes" and asked.rule == "601.2b"
    assert asked.options == ((0,), (1,))
    assert not t.game.state.stack  # nothing happens until the modes are announced
    t.game.apply(Choose((mode,)))
    t.resolve()
    if mode == 0:
        assert t.game.life(t.bob) == 23
    else:
        assert t.game.life(t.bob) == 20
        t.game.deal_damage(ogre, t.bob, 5)
        assert t.game.life(t.bob) == 18  # 3 of the 5 prevented


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr700_2_branching_bolt_both_modes_each_with_its_target(ruleset: str) -> None:
    """Branching Bolt: "Choose one or both — • 3 damage to target creature with flying.
    • 3 damage to target creature without flying." Both modes: each target is dealt 3."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 2)
    t.put("Forest", t.alice)
    bolt = t.put("Branching Bolt", t.alice, "hand")
    angel = t.put("Serra Angel", t.bob)
    ogre = t.put("Gray Ogre", t.bob)
    t.begin()
    casts = {a.targets for a in t.game.legal_actions() if isinstance(a, CastSpell)}
    assert casts == {(angel,), (ogre,), (angel, ogre)}
    with pytest.raises(IllegalActionError):
        t.game.apply(CastSpell(bolt, (ogre, angel)))  # the order of the modes' targets
    t.act(CastSpell(bolt, (angel, ogre)))
    events = t.resolve()
    dealt = {e.recipient: e.amount for e in events if isinstance(e, DamageDealt)}
    assert dealt == {angel: 3, ogre: 3}
    assert not t.game.is_on_battlefield(ogre)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr700_2_kill_maim_burn_one_or_more_modes(ruleset: str) -> None:
    """Kill! Maim! Burn!: "Choose one or more — • Destroy target artifact. • Destroy target
    creature. • deals 3 damage to target player." The creature and player modes."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 3)
    t.lands("Mountain", t.alice, 2)
    spell = t.put("Kill! Maim! Burn!", t.alice, "hand")
    angel = t.put("Serra Angel", t.bob)
    t.begin()
    t.act(CastSpell(spell, (angel, t.bob)))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    assert not t.game.is_on_battlefield(angel)
    assert t.game.life(t.bob) == 17
