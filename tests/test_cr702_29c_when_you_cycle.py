"""CR 702.29c (2011: 702.27c): "When you cycle [this card]" means "When you discard [this card]
to pay an activation cost of a cycling ability"; it triggers from the zone the card ends up in,
so instants and sorceries have such abilities too (Renewed Faith, Slice and Dice)."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell, Choose, PassPriority
from mtgrules.cards.compiler import compile_face
from mtgrules.cards.database import bundled_database
from mtgrules.objects import Zone
from tests.card_table import Table, in_hand, round_trip


@pytest.mark.parametrize(
    "line",
    [
        "When you cycle ~, you may gain 2 life.",
        "When you cycle ~, it deals 6 damage to any target.",
        "When you cycle ~, you may have it deal 1 damage to each creature.",
    ],
)
def test_cr702_29c_when_you_cycle_round_trips(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("name", ["Renewed Faith", "Slice and Dice", "Resounding Thunder"])
def test_cr702_29c_instants_and_sorceries_with_a_cycle_trigger_compile(name: str) -> None:
    assert compile_face(bundled_database().face(name)).supported


def _settle(t: Table, answer: bool = True) -> None:
    """Both players pass until the stack is empty; a "may" is answered ``answer``."""
    for _ in range(20):
        found = t.game.decision()
        if not t.game.state.stack and not t.game.state.pending_triggers:
            return
        assert found is not None
        t.game.apply(Choose(answer) if found.kind == "may" else PassPriority())
    raise AssertionError("the stack doesn't empty")


def _cycle(t: Table, name: str, land: str, count: int) -> None:
    """Alice cycles ``name`` from her hand with ``count`` ``land``s (its cycling ability is its
    first activated ability)."""
    card = t.put(name, t.alice, "hand")
    t.put("Grizzly Bears", t.alice, "library")
    t.lands(land, count)
    t.main_phase()
    t.game.apply(ActivateAbility(card, 0, ()))


@pytest.mark.parametrize("answer", [True, False])
def test_cr702_29c_renewed_faith_cycled(ruleset: str, answer: bool) -> None:
    """Renewed Faith (Cycling {1}{W}): cycling it draws a card and "you may gain 2 life"
    triggers from the graveyard; Alice gains 2 only if she says yes."""
    t = Table(ruleset)
    _cycle(t, "Renewed Faith", "Plains", 2)
    faith = next(o for o in t.game.state.objects.values() if o.name == "Renewed Faith")
    assert faith.zone is Zone.GRAVEYARD
    _settle(t, answer)
    assert t.game.life(t.alice) == (22 if answer else 20)
    assert in_hand(t) == 1  # the cycling ability's draw


def test_cr702_29c_slice_and_dice_cycled(ruleset: str) -> None:
    """Slice and Dice (Cycling {2}{R}): cycled, it deals 1 damage to each creature: Llanowar
    Elves (1/1) die, Grizzly Bears (2/2) survive with 1 damage."""
    t = Table(ruleset)
    elves = t.put("Llanowar Elves", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    _cycle(t, "Slice and Dice", "Mountain", 3)
    _settle(t)
    assert not t.game.is_on_battlefield(elves)
    assert t.game.is_on_battlefield(bears) and t.game.damage_on(bears) == 1


def test_cr702_29c_casting_it_does_not_trigger(ruleset: str) -> None:
    """Renewed Faith cast (not cycled): Alice gains 6 life, and nothing triggers as it goes to
    the graveyard."""
    t = Table(ruleset)
    faith = t.put("Renewed Faith", t.alice, "hand")
    t.lands("Plains", 3)
    t.main_phase()
    t.game.apply(CastSpell(faith, ()))
    _settle(t)
    assert t.game.life(t.alice) == 26
