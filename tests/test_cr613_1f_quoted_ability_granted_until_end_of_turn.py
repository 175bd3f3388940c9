"""CR 611.2a, 611.2c, 613.1f, 113.2c: "Until end of turn, creatures you control gain "{T}: This
creature deals 1 damage to any target"." A resolving spell grants a quoted ability in layer 6
to the permanents it names (a group is locked in as it resolves); each activates it, or it
triggers for each, like a printed ability, "this creature" being the permanent that has it.
Real cards, under both rulesets."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules.actions import ActivateAbility, DeclareAttackers, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.cards.grammar import ClauseError, parse_line
from mtgrules.rules.casting import IllegalActionError
from tests.attachment_play import RULESETS, Table
from tests.card_table import round_trip


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[Table]:
    yield Table(request.param)


@pytest.mark.parametrize(
    "line",
    [
        'Until end of turn, creatures you control gain "{T}: ~ deals 1 damage to any target".',
        "Until end of turn, target creature gets +3/+3 and gains trample and "
        '"Whenever ~ deals combat damage to a player, draw that many cards".',
        "Until end of turn, creatures you control get +2/+2 and gain menace and "
        '"Whenever ~ attacks, you gain 1 life".',
    ],
)
def test_cr613_1f_round_trip(line: str) -> None:
    round_trip(line)


def test_cr613_1f_an_ability_the_engine_cant_grant_is_refused() -> None:
    with pytest.raises(ClauseError):
        parse_line('Until end of turn, target creature gains "Flying".')


@pytest.mark.parametrize("name", ["Lightning Volley", "Root Manipulation", "Hunter's Prowess"])
def test_cr613_1f_real_cards_compile(name: str) -> None:
    assert bundled_database().compiled(name).supported


def test_cr613_1f_lightning_volley_creatures_tap_to_ping(table: Table) -> None:
    """Alice's Grizzly Bears gains the ability and taps to deal 1 damage to Bob; Savannah
    Lions, put onto the battlefield after Lightning Volley resolved, doesn't have it
    (CR 611.2c)."""
    t = table
    bears = t.put("Grizzly Bears", t.alice)
    t.lands("Mountain", t.alice, 4)
    t.main_phase()
    t.cast(t.put("Lightning Volley", t.alice, "hand"))
    lions = t.put("Savannah Lions", t.alice)
    assert len(t.game.obj(bears).all_activated) == 1
    assert t.game.obj(lions).all_activated == ()
    t.game.apply(ActivateAbility(bears, 0, (t.bob,)))
    t.resolve()
    assert t.game.life(t.bob) == 19
    assert t.game.obj(bears).tapped
    with pytest.raises(IllegalActionError):
        t.game.apply(ActivateAbility(lions, 0, (t.bob,)))


def test_cr613_1f_root_manipulation_attack_trigger(table: Table) -> None:
    """Root Manipulation: Alice's Grizzly Bears is 4/4 with menace and "Whenever this
    creature attacks, you gain 1 life"; it attacks and Alice gains 1."""
    t = table
    bears = t.put("Grizzly Bears", t.alice)
    t.lands("Forest", t.alice, 3)
    t.lands("Swamp", t.alice, 2)
    t.main_phase()
    t.cast(t.put("Root Manipulation", t.alice, "hand"))
    obj = t.game.obj(bears)
    assert (obj.current_power(), obj.current_toughness()) == (4, 4)
    while t.game.state.step is None or t.game.state.step.value != "declare attackers":
        t.pass_step()
    t.game.apply(DeclareAttackers(((bears, t.bob),)))
    t.resolve()
    assert t.game.life(t.alice) == 21


def test_cr514_2_the_granted_ability_ends_with_the_turn(table: Table) -> None:
    """Lightning Volley's ability lasts until end of turn: in Bob's turn the Bears has none."""
    t = table
    bears = t.put("Grizzly Bears", t.alice)
    t.lands("Mountain", t.alice, 4)
    t.main_phase()
    t.cast(t.put("Lightning Volley", t.alice, "hand"))
    assert len(t.game.obj(bears).all_activated) == 1
    while t.game.state.turn == 1:
        kind = t.decision().kind
        if kind == "declare attackers":
            t.game.apply(DeclareAttackers(()))
        else:
            assert kind == "priority", kind
            t.game.apply(PassPriority())
    assert t.game.obj(bears).all_activated == ()
