"""CR 603.2: triggers on the first life gain or loss of a turn and on the Nth card drawn
("Whenever you gain life for the first time each turn", "Whenever you lose life for the first
time each turn", "Whenever an opponent loses life for the first time during each of their
turns", "Whenever you gain or lose life during your turn", "Whenever you draw your second card
each turn"). Each life gain or loss is one event (CR 119.9-10); each card drawn is one draw
(CR 121.2)."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell, Choose, PassPriority
from mtgrules.objects import Zone
from mtgrules.rules.trigger_watch import watch_of
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "Whenever you gain life for the first time each turn, create a 1/1 white Cat creature "
        "token.",
        "Whenever you lose life for the first time each turn, put a +1/+1 counter on ~.",
        "Whenever you gain life for the first time during each of your turns, create a 1/1 "
        "white Cat creature token.",
        "Whenever an opponent loses life for the first time during each of their turns, put a "
        "+1/+1 counter on ~ and draw a card.",
        "Whenever you gain or lose life during your turn, ~ gets +1/+0 until end of turn.",
        "Whenever you gain life during your turn, put a +1/+1 counter on ~.",
        "Whenever you draw your second card each turn, ~ deals 3 damage to any target.",
    ],
)
def test_cr603_2_life_and_draw_triggers_round_trip(line: str) -> None:
    round_trip(line)


def test_cr603_2_refused_wordings() -> None:
    """Only the printed wordings: not "gain or lose life for the first time", not an
    opponent's first loss of any turn, not the fifth card."""
    assert watch_of("you gain or lose life for the first time each turn") is None
    assert watch_of("an opponent loses life for the first time each turn") is None
    assert watch_of("you draw your fifth card each turn") is None


def _cats(t: Table) -> int:
    objects = t.game.state.objects.values()
    return sum(1 for o in objects if "Cat" in o.subtypes and o.zone is Zone.BATTLEFIELD)


def _stack_empty(t: Table) -> None:
    t.game.resolve_triggers()  # triggered outside a player's priority (game.gain_life)
    while t.game.state.stack:
        t.game.apply(PassPriority())


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_attended_healer_first_life_gain_each_turn(ruleset: str) -> None:
    """Attended Healer: two Revitalizes gain Alice life twice, one Cat; Bob's life gain
    makes none."""
    t = Table(ruleset)
    t.put("Attended Healer", t.alice)
    t.lands("Plains", t.alice, 4)
    for _ in range(3):
        t.put("Plains", t.alice, "library")
    t.begin()
    t.game.gain_life(t.bob, 2)
    _stack_empty(t)
    assert _cats(t) == 0
    for _ in range(2):
        t.act(CastSpell(t.put("Revitalize", t.alice, "hand"), ()))
        _stack_empty(t)
    assert (t.game.life(t.alice), _cats(t)) == (26, 1)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_vengeful_warchief_first_life_loss_each_turn(ruleset: str) -> None:
    """Vengeful Warchief (4/4): Alice loses 1 life twice, one +1/+1 counter."""
    t = Table(ruleset)
    warchief = t.put("Vengeful Warchief", t.alice)
    t.begin()
    for _ in range(2):
        t.game.lose_life(t.alice, 1)
        _stack_empty(t)
    assert (t.game.life(t.alice), t.game.power(warchief)) == (18, 5)


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("active", "draws"), [("bob", 1), ("alice", 0)])
def test_cr603_2_valgavoth_opponents_first_loss_during_their_turn(
    ruleset: str, active: str, draws: int
) -> None:
    """Valgavoth (Alice's): Bob loses life twice during his turn, one counter and one card;
    during Alice's turn, nothing."""
    t = Table(ruleset)
    valgavoth = t.put("Valgavoth, Harrower of Souls", t.alice)
    t.put("Plains", t.alice, "library")
    t.game.begin("precombat main", active=t.bob if active == "bob" else t.alice)
    power = t.game.power(valgavoth)
    for _ in range(2):
        t.game.lose_life(t.bob, 1)
        _stack_empty(t)
    assert t.game.power(valgavoth) == power + draws
    assert len(t.zone_of(t.alice, Zone.HAND)) == draws


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("active", "bonus"), [("alice", 2), ("bob", 0)])
def test_cr603_2_wax_wane_witness_gain_or_lose_during_your_turn(
    ruleset: str, active: str, bonus: int
) -> None:
    """Wax-Wane Witness: a gain and a loss during Alice's turn, +2/+0; during Bob's, none."""
    t = Table(ruleset)
    witness = t.put("Wax-Wane Witness", t.alice)
    t.game.begin("precombat main", active=t.bob if active == "bob" else t.alice)
    power = t.game.power(witness)
    t.game.gain_life(t.alice, 1)
    _stack_empty(t)
    t.game.lose_life(t.alice, 1)
    _stack_empty(t)
    assert t.game.power(witness) == power + bonus


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr121_2_irencrag_pyromancer_second_card_of_two_drawn_at_once(ruleset: str) -> None:
    """Irencrag Pyromancer: Night's Whisper draws Alice's first and second cards, the second
    triggers it (3 damage to Bob); Revitalize's draw (her third card) doesn't."""
    t = Table(ruleset)
    t.put("Irencrag Pyromancer", t.alice)
    t.lands("Swamp", t.alice, 2)
    t.lands("Plains", t.alice, 2)
    for _ in range(3):
        t.put("Plains", t.alice, "library")
    t.begin()
    t.act(CastSpell(t.put("Night's Whisper", t.alice, "hand"), ()))
    t.game.apply(PassPriority())
    t.act(PassPriority(), (t.bob,))  # the spell resolves; the trigger's target
    _stack_empty(t)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (18, 17)
    t.act(CastSpell(t.put("Revitalize", t.alice, "hand"), ()))
    _stack_empty(t)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (21, 17)


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("pay", "alice"), [(True, 20), (False, 22)])
def test_cr702_29c_lightning_rift_any_player_cycles(ruleset: str, pay: bool, alice: int) -> None:
    """Lightning Rift is Bob's: Alice cycling Renewed Faith triggers it; Bob pays {1} and deals
    2 damage to Alice (Renewed Faith's own trigger gains her 2), or doesn't pay."""
    t = Table(ruleset)
    t.put("Lightning Rift", t.bob)
    t.put("Mountain", t.bob)
    card = t.put("Renewed Faith", t.alice, "hand")
    t.put("Grizzly Bears", t.alice, "library")
    t.lands("Plains", t.alice, 2)
    t.begin()
    t.game.apply(ActivateAbility(card, 0, ()))
    for _ in range(20):
        found = t.game.decision()
        assert found is not None
        if found.kind == "priority" and not t.game.state.stack:
            break
        if found.kind == "trigger order":
            t.game.apply(Choose(0))
        elif found.kind == "targets":
            t.game.apply(Choose((t.alice,)))
        elif found.kind == "may":
            t.game.apply(Choose(found.player != t.bob or pay))
        else:
            t.game.apply(PassPriority())
    assert t.game.life(t.alice) == alice
