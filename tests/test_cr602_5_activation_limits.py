"""Restrictions on activating abilities (CR 602.5): "Activate only once each turn."
(602.5b) and "Activate only as a sorcery." (602.5d), played with real cards under both
rulesets. A forbidden activation is a typed error naming the rule and changes nothing."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell, DeclareAttackers, PassPriority
from mtgrules.cards import support
from mtgrules.cards.database import bundled_database
from mtgrules.cards.pending import ActivationLimit
from mtgrules.objects import Step
from mtgrules.rules.casting import IllegalActionError
from tests.instruction_play import RULESETS, Table


def test_activation_limits_are_implemented() -> None:
    compiled = bundled_database().compiled("Wild Aesthir")
    assert compiled.supported and ActivationLimit("once each turn") in support.parts(
        compiled.abilities[1]
    )


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr602_5b_wild_aesthir_once_each_turn(ruleset: str) -> None:
    """Wild Aesthir: "{W}{W}: gets +2/+0 until end of turn. Activate only once each turn.":
    with mana for two activations, only the first is allowed."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 4)
    aesthir = t.put("Wild Aesthir", t.alice)
    t.begin()
    assert ActivateAbility(aesthir, 0) in t.game.legal_actions()
    t.act(ActivateAbility(aesthir, 0))
    t.resolve()
    assert t.game.state.objects[aesthir].current_power() == 3
    assert ActivateAbility(aesthir, 0) not in t.game.legal_actions()
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(ActivateAbility(aesthir, 0))
    assert error.value.rule == "602.5b"
    assert t.game.state == before


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr602_5b_the_limit_starts_over_each_turn(ruleset: str) -> None:
    """Activated on Alice's turn; on Bob's next turn Alice may activate it again."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 4)
    aesthir = t.put("Wild Aesthir", t.alice)
    t.begin()
    t.act(ActivateAbility(aesthir, 0))
    t.resolve()
    state = t.game.state
    while not (state.active_player == t.bob and state.priority == t.alice):
        kind = t.decision().kind
        if kind == "declare attackers":
            t.game.apply(DeclareAttackers(()))
        else:
            assert kind == "priority", kind
            t.game.apply(PassPriority())
        state = t.game.state
    assert state.step is Step.UPKEEP and state.turn == 2
    assert t.game.state.objects[aesthir].current_power() == 1  # "until end of turn" ended
    t.act(ActivateAbility(aesthir, 0))  # with her two Plains still untapped
    t.resolve()
    assert t.game.state.objects[aesthir].current_power() == 3


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr602_5d_lightning_wolf_only_as_a_sorcery(ruleset: str) -> None:
    """Lightning Wolf: "{1}{R}: gains first strike until end of turn. Activate only as a
    sorcery.": not while a spell is on the stack, nor in the beginning of combat step."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 4)
    wolf = t.put("Lightning Wolf", t.alice)
    shock = t.put("Shock", t.alice, "hand")
    t.begin()
    t.act(CastSpell(shock, (t.bob,)))
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(ActivateAbility(wolf, 0))
    assert error.value.rule == "602.5d"
    t.resolve()
    t.act(ActivateAbility(wolf, 0))  # main phase, empty stack
    t.resolve()
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    assert t.game.state.step is Step.BEGINNING_OF_COMBAT
    assert ActivateAbility(wolf, 0) not in t.game.legal_actions()
