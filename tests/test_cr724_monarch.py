"""The monarch (CR 724): a designation a player can have; "When ~ enters, you become the
monarch." (CR 724.3: one monarch at a time), and the monarch's two inherent triggered abilities
with no source (CR 724.2): "At the beginning of the monarch's end step, that player draws a
card." and "Whenever a creature deals combat damage to the monarch, its controller becomes the
monarch." The monarch postdates the 2011 edition; under ``cr2011`` it is played by today's
rules. Real cards from the bundled database, under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import (
    ActivateAbility,
    CastSpell,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
)
from mtgrules.designation_events import BecameMonarch, MonarchTriggered
from mtgrules.objects import Step, Zone
from mtgrules.state import EntityId
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table

LINES = [
    "When ~ enters, you become the monarch.",
    "When ~ enters, target opponent becomes the monarch.",
    "At the beginning of your end step, if you're the monarch, each opponent loses 1 life and"
    " you gain 1 life.",
    "At the beginning of your upkeep, if an opponent is the monarch, create a 1/1 black"
    " Assassin creature token with deathtouch and haste.",
]


@pytest.mark.parametrize("line", LINES)
def test_cr724_monarch_lines_round_trip(line: str) -> None:
    round_trip(line)


def _hand(t: Table, player: EntityId) -> int:
    objects = t.game.state.objects.values()
    return sum(1 for o in objects if o.zone is Zone.HAND and o.owner == player)


def _crown_alice(t: Table) -> None:
    """Alice casts Thorn of the Black Rose ({3}{B}); it and its enters trigger resolve."""
    t.lands("Swamp", t.alice, 4)
    for player in (t.alice, t.bob):
        for _ in range(5):
            t.put("Island", player, "library")
    thorn = t.put("Thorn of the Black Rose", t.alice, "hand")
    t.begin()
    t.act(CastSpell(thorn, ()))
    t.resolve()
    t.resolve()


def _until(t: Table, step: Step, active: EntityId, attack: tuple[EntityId, ...] = ()) -> None:
    """Pass (attacking with ``attack`` on the way, blocking with nothing) until ``step`` of
    ``active``'s turn begins."""
    state = t.game.state
    while not (state.step is step and state.active_player == active):
        kind = t.decision().kind
        if kind == "declare attackers":
            defender = t.bob if state.active_player == t.alice else t.alice
            mine = [a for a in attack if state.objects[a].controller != defender]
            t.game.apply(DeclareAttackers(tuple((a, defender) for a in mine)))
        elif kind == "declare blockers":
            t.game.apply(DeclareBlockers(()))
        else:
            _pass(t)
        state = t.game.state


def _resolve_stack(t: Table) -> None:
    while t.game.state.stack or t.game.state.pending_choice is not None:
        _pass(t)


def _pass(t: Table) -> None:
    """Pass priority; a choice the game waits for (the order of triggered abilities, CR
    603.3b) takes its first option."""
    pending = t.game.state.pending_choice
    if pending is not None:
        t.game.apply(Choose(pending.decision.options[0]))
    else:
        t.game.apply(PassPriority())


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr724_3_thorn_of_the_black_rose_makes_alice_the_monarch(ruleset: str) -> None:
    t = Table(ruleset)
    _crown_alice(t)
    assert t.game.state.monarch == t.alice
    (crowned,) = [e for e in t.game.log if isinstance(e, BecameMonarch)]
    assert (crowned.player, crowned.rule) == (t.alice, "724.3")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr724_2_the_monarch_draws_at_the_beginning_of_their_end_step(ruleset: str) -> None:
    """Alice, the monarch, draws a card in her end step; Bob, who isn't, doesn't in his."""
    t = Table(ruleset)
    _crown_alice(t)
    before = _hand(t, t.alice)
    _until(t, Step.END, t.alice)
    (fired,) = [e for e in t.game.log if isinstance(e, MonarchTriggered)]
    assert fired.controller == t.alice and fired.rule == "724.2"
    _resolve_stack(t)
    assert _hand(t, t.alice) == before + 1
    bob_before = _hand(t, t.bob)
    _until(t, Step.END, t.bob)
    _resolve_stack(t)
    assert _hand(t, t.bob) == bob_before + 1  # his draw step's card only
    assert len([e for e in t.game.log if isinstance(e, MonarchTriggered)]) == 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr724_2_combat_damage_to_the_monarch_makes_its_controller_the_monarch(
    ruleset: str,
) -> None:
    """Bob's Gray Ogre deals combat damage to Alice, the monarch: Bob becomes the monarch
    (and Alice ceases to be, CR 724.3), and he draws in his end step."""
    t = Table(ruleset)
    ogre = t.put("Gray Ogre", t.bob)
    _crown_alice(t)
    _until(t, Step.UPKEEP, t.bob)
    _until(t, Step.END, t.bob, attack=(ogre,))
    assert t.game.life(t.alice) == 18
    assert t.game.state.monarch == t.bob
    in_hand = _hand(t, t.bob)
    _resolve_stack(t)
    assert _hand(t, t.bob) == in_hand + 1
    kinds = [e.controller for e in t.game.log if isinstance(e, MonarchTriggered)]
    assert kinds == [t.alice, t.alice, t.bob]  # her end step, the damage, his end step


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr724_3_denethor_makes_target_player_the_monarch_instead(ruleset: str) -> None:
    """Alice is the monarch; she activates Denethor, Stone Seer targeting Bob (and his Gray
    Ogre for the 3 damage): Bob becomes the monarch and Alice ceases to be."""
    t = Table(ruleset)
    ogre = t.put("Gray Ogre", t.bob)
    denethor = t.put("Denethor, Stone Seer", t.alice)
    t.lands("Mountain", t.alice, 4)
    _crown_alice(t)
    t.act(ActivateAbility(denethor, 0, (t.bob, ogre)))
    t.resolve()
    assert t.game.state.monarch == t.bob
    assert not t.game.is_on_battlefield(ogre)
    assert not t.game.is_on_battlefield(denethor)


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("monarch", [True, False])
def test_cr603_4_garrulous_sycophant_drains_only_while_alice_is_the_monarch(
    ruleset: str, monarch: bool
) -> None:
    """Garrulous Sycophant: "At the beginning of your end step, if you're the monarch, each
    opponent loses 1 life and you gain 1 life." (an intervening if, CR 603.4)."""
    t = Table(ruleset)
    t.put("Garrulous Sycophant", t.alice)
    if monarch:
        _crown_alice(t)
    else:
        t.begin()
    _until(t, Step.END, t.alice)
    _resolve_stack(t)
    assert t.game.life(t.bob) == (19 if monarch else 20)
    assert t.game.life(t.alice) == (21 if monarch else 20)
