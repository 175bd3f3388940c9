""" "That player draws an additional card" (CR 121.1): a draw on top of the turn-based draw of
the draw step (CR 504.1), an ordinary draw that triggers "whenever a player draws a card".
Real cards under both editions: Nekusar, the Mindrazer and Spiteful Visions."""

from __future__ import annotations

import pytest

from mtgrules.actions import Choose, PassPriority
from mtgrules.cards.grammar import ClauseError, parse_line
from mtgrules.objects import Step, Zone
from mtgrules.state import EntityId
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "At the beginning of each player's draw step, that player draws an additional card.",
        "At the beginning of your upkeep, draw two additional cards.",
    ],
)
def test_cr121_1_additional_draw_round_trip(line: str) -> None:
    round_trip(line)


def test_cr121_1_additional_needs_a_count() -> None:
    with pytest.raises(ClauseError):
        parse_line("At the beginning of your upkeep, draw additional cards.")


def _to_draw_step(t: Table, active: EntityId) -> None:
    """Start ``active``'s turn at the upkeep and play on until the draw step's stack is empty
    (the first option of any other choice: the order of triggered abilities, CR 603.3b)."""
    for _ in range(5):
        t.put("Island", t.alice, "library")
        t.put("Island", t.bob, "library")
    t.game.begin("upkeep", active=active, turn=2)
    for _ in range(30):
        state = t.game.state
        if state.step is Step.DRAW and not state.stack and state.pending_choice is None:
            return
        decision = t.decision()
        if decision.kind == "priority":
            t.game.apply(PassPriority())
        else:
            first = decision.options[0]
            t.game.apply(first if isinstance(first, Choose) else Choose(first))
    raise AssertionError("the draw step was not reached")


def _hand(t: Table, player: EntityId) -> int:
    objects = t.game.state.objects.values()
    return sum(1 for o in objects if o.zone is Zone.HAND and o.owner == player)


def _life(t: Table, player: EntityId) -> int:
    state = t.game.state
    return state.life[state.players[player].pool]


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("card", ["Nekusar, the Mindrazer", "Spiteful Visions"])
def test_cr121_1_opponent_draws_two_and_is_dealt_damage_twice(ruleset: str, card: str) -> None:
    """Alice's card: in Bob's draw step Bob draws his card and an additional one, and each
    draw deals 1 damage to him."""
    t = Table(ruleset)
    t.put(card, t.alice)
    _to_draw_step(t, t.bob)
    assert (_hand(t, t.bob), _life(t, t.bob)) == (2, 18)
    assert (_hand(t, t.alice), _life(t, t.alice)) == (0, 20)


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(
    ("card", "alice_life"), [("Nekusar, the Mindrazer", 20), ("Spiteful Visions", 18)]
)
def test_cr121_1_in_your_own_draw_step(ruleset: str, card: str, alice_life: int) -> None:
    """In Alice's own draw step she draws two cards too; Nekusar punishes only opponents'
    draws, Spiteful Visions every player's."""
    t = Table(ruleset)
    t.put(card, t.alice)
    _to_draw_step(t, t.alice)
    assert (_hand(t, t.alice), _life(t, t.alice)) == (2, alice_life)
    assert _hand(t, t.bob) == 0
