"""'[Do something] unless [condition]' (CR 608.2c): the condition is checked as the
instruction is followed; the instruction is carried out only if it is false. Real cards under
both editions: Vampire Lacerator, Tragedy Feaster, Mindwrack Demon."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, PassPriority
from mtgrules.cards.grammar import ClauseError, parse_line
from mtgrules.objects import Step, Zone
from tests.card_table import round_trip
from tests.instruction_play import Table
from tests.play_turns import until_step


@pytest.mark.parametrize(
    "line",
    [
        "At the beginning of your upkeep, you lose 1 life unless an opponent has 10 or less life.",
        "At the beginning of your end step, sacrifice a permanent unless you gained life this "
        "turn.",
        "At the beginning of your upkeep, you lose 4 life unless there are four or more card "
        "types among cards in your graveyard.",
        "When ~ enters, you lose 2 life unless you attacked this turn.",
    ],
)
def test_cr608_2c_unless_condition_round_trip(line: str) -> None:
    round_trip(line)


def test_cr608_2c_unless_an_unknown_condition_refused() -> None:
    with pytest.raises(ClauseError):
        parse_line("At the beginning of your upkeep, you lose 1 life unless the moon is full.")


def _upkeep(t: Table) -> None:
    t.game.begin("upkeep", active=t.alice)
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())


@pytest.mark.parametrize(("bob_life", "alice_life"), [(20, 19), (10, 20), (11, 19)])
def test_cr608_2c_vampire_lacerator_unless_an_opponent_has_10_or_less(
    ruleset: str, bob_life: int, alice_life: int
) -> None:
    """Vampire Lacerator: Alice loses 1 life unless Bob has 10 or less life."""
    t = Table(ruleset)
    t.put("Vampire Lacerator", t.alice)
    state = t.game.state
    state.life[state.players[t.bob].pool] = bob_life
    _upkeep(t)
    assert t.game.life(t.alice) == alice_life


@pytest.mark.parametrize("gained", [True, False])
def test_cr608_2c_tragedy_feaster_sacrifices_unless_you_gained_life(
    ruleset: str, gained: bool
) -> None:
    """Tragedy Feaster at Alice's end step: after Angel's Mercy (7 life) nothing happens;
    without a life gain she sacrifices a permanent (her only one, the Feaster)."""
    t = Table(ruleset)
    t.begin()
    t.put("Tragedy Feaster", t.alice)
    if gained:
        t.lands("Plains", t.alice, 4)
        mercy = t.put("Angel's Mercy", t.alice, "hand")
        t.act(CastSpell(mercy))
        t.resolve()
        assert t.game.life(t.alice) == 27
    until_step(t.game, Step.END, 1)
    t.resolve()
    assert ("Tragedy Feaster" in t.zone_of(t.alice, Zone.BATTLEFIELD)) is gained
    assert ("Tragedy Feaster" in t.zone_of(t.alice, Zone.GRAVEYARD)) is not gained


@pytest.mark.parametrize(("types", "alice_life"), [(4, 20), (3, 16)])
def test_cr608_2c_mindwrack_demon_unless_four_card_types(
    ruleset: str, types: int, alice_life: int
) -> None:
    """Mindwrack Demon: Alice loses 4 life unless her graveyard has four card types."""
    t = Table(ruleset)
    t.put("Mindwrack Demon", t.alice)
    for name in ("Grizzly Bears", "Lightning Bolt", "Forest", "Divination")[:types]:
        t.put(name, t.alice, "graveyard")
    _upkeep(t)
    assert t.game.life(t.alice) == alice_life
