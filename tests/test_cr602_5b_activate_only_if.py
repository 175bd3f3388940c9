"""CR 602.5b: "Activate only if [condition]." restricts when an activated ability can be
activated: while the condition is false it isn't a legal action, and activating it is an
error naming the rule that changes nothing. Played with real cards under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility
from mtgrules.rules.casting import IllegalActionError
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "{R}, {T}, Sacrifice ~: It deals 2 damage to any target. Activate only if there are "
        "seven or more cards in your graveyard.",
        "{1}{R}, {T}: ~ deals 1 damage to any target. Activate only if you have no cards in hand.",
    ],
)
def test_cr602_5b_activate_only_if_round_trips(line: str) -> None:
    round_trip(line)


def _ring(ruleset: str, in_graveyard: int) -> tuple[Table, int]:
    """Alice: Barbarian Ring, a Mountain, ``in_graveyard`` cards in her graveyard."""
    t = Table(ruleset)
    ring = t.put("Barbarian Ring", t.alice)
    t.put("Mountain", t.alice)
    for _ in range(in_graveyard):
        t.put("Swamp", t.alice, "graveyard")
    t.begin()
    return t, ring


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr602_5b_threshold_with_seven_cards(ruleset: str) -> None:
    """Barbarian Ring: "{R}, {T}, Sacrifice ~: It deals 2 damage to any target. Activate
    only if there are seven or more cards in your graveyard." Seven cards: Bob takes 2."""
    t, ring = _ring(ruleset, 7)
    action = ActivateAbility(ring, 1, (t.bob,))
    assert action in t.game.legal_actions()
    t.act(action)
    t.resolve()
    assert t.game.life(t.bob) == 18
    assert not t.game.is_on_battlefield(ring)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr602_5b_threshold_with_six_cards_is_illegal(ruleset: str) -> None:
    """Six cards: the ability can't be activated; trying is an error that changes nothing."""
    t, ring = _ring(ruleset, 6)
    action = ActivateAbility(ring, 1, (t.bob,))
    assert action not in t.game.legal_actions()
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(action)
    assert error.value.rule == "602.5b"
    assert t.game.state == before


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("in_hand", [0, 1])
def test_cr602_5b_hellbent_keldon_megaliths(ruleset: str, in_hand: int) -> None:
    """Keldon Megaliths: "{1}{R}, {T}: ~ deals 1 damage to any target. Activate only if
    you have no cards in hand." Legal with an empty hand only."""
    t = Table(ruleset)
    megaliths = t.put("Keldon Megaliths", t.alice)
    t.lands("Mountain", t.alice, 2)
    for _ in range(in_hand):
        t.put("Swamp", t.alice, "hand")
    t.begin()
    action = ActivateAbility(megaliths, 1, (t.bob,))
    assert (action in t.game.legal_actions()) == (in_hand == 0)
    if in_hand == 0:
        t.act(action)
        t.resolve()
        assert t.game.life(t.bob) == 19
