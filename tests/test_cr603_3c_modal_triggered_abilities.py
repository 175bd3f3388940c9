"""Modal triggered abilities (CR 603.3c, 700.2a): "When ~ enters, choose one — • Put two +1/+1
counters on ~. • Destroy target artifact or enchantment. • You gain 4 life." (Knight of
Autumn).

The modes are chosen as the ability is put on the stack, then the chosen mode's targets
(CR 603.3c, 603.3d); a mode with no legal target can't be chosen (CR 700.2a); the ability does
only what the chosen mode says. Real cards under both rulesets: Knight of Autumn, Cleanup
Crew, Pollenbright Druid."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.cards.compiler import compile_text
from mtgrules.objects import Zone
from mtgrules.state import EntityId
from tests.instruction_play import RULESETS, Table

KNIGHT = (
    "When ~ enters, choose one —\n• Put two +1/+1 counters on ~.\n• Destroy target artifact "
    "or enchantment.\n• You gain 4 life."
)


@pytest.mark.parametrize(
    "line",
    [
        KNIGHT,
        "When ~ enters, choose one —\n• Put a +1/+1 counter on target creature.\n• Proliferate.",
        "When ~ dies, choose one —\n• You gain 3 life.\n• Draw a card.",
    ],
)
def test_cr700_2_modal_trigger_round_trips(line: str) -> None:
    """The lines compile, render back to their words and the engine plays them (an
    UnsupportedCardError otherwise)."""
    card = compile_text("Charmer", types=["Creature"], power=1, toughness=1, text=line)
    assert card.text == line.replace("~", "Charmer")
    assert card.triggers and all(t.text == card.text for t in card.triggers)


def _knight_enters(t: Table) -> None:
    """Alice casts Knight of Autumn; as its ability would go on the stack, the modes are
    asked for (the resolution waits for the answer)."""
    t.lands("Forest", t.alice, 2)
    t.lands("Plains", t.alice, 2)
    knight = t.put("Knight of Autumn", t.alice, "hand")
    t.begin()
    t.act(CastSpell(knight, ()))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())


def _knight(t: Table) -> EntityId:
    return next(o.id for o in t.game.state.battlefield() if o.name == "Knight of Autumn")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_3c_knight_destroys_the_artifact_of_the_chosen_mode(ruleset: str) -> None:
    """Bob has an Ornithopter: the three modes can be chosen; Alice chooses the second, its
    target is the Ornithopter, and only it happens (no counters, no life)."""
    t = Table(ruleset)
    thopter = t.put("Ornithopter", t.bob)
    _knight_enters(t)
    asked = t.asked()
    assert (asked.kind, asked.rule, asked.options) == ("modes", "603.3c", ((0,), (1,), (2,)))
    t.act(Choose((1,)))
    knight = _knight(t)
    (item,) = t.game.state.stack
    assert item.targets == (thopter,)
    t.resolve()
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Ornithopter"]
    assert (t.game.power(knight), t.game.life(t.alice)) == (2, 20)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr700_2a_mode_without_legal_target_cant_be_chosen(ruleset: str) -> None:
    """No artifact or enchantment: only the first and third modes are offered. The third
    gains Alice 4 life; in another game the first puts two +1/+1 counters on the Knight."""
    t = Table(ruleset)
    _knight_enters(t)
    assert t.asked().options == ((0,), (2,))
    t.act(Choose((2,)))
    knight = _knight(t)
    t.resolve()
    assert (t.game.power(knight), t.game.life(t.alice)) == (2, 24)
    big = Table(ruleset)
    _knight_enters(big)
    big.act(Choose((0,)))
    knight = _knight(big)
    big.resolve()
    assert (big.game.power(knight), big.game.toughness(knight)) == (4, 3)  # a 2/1
    assert big.game.life(big.alice) == 20
