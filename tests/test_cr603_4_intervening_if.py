"""CR 603.4: a triggered ability with an intervening "if" clause ("When/Whenever/At ..., if
[condition], [effect]") checks its condition when the trigger event occurs (false: it doesn't
trigger) and again as it resolves (false: it does nothing). Played with real cards under both
rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, PassPriority
from mtgrules.objects import Step
from tests.card_table import RULESETS, Table, round_trip


@pytest.mark.parametrize(
    "line",
    [
        "At the beginning of each opponent's upkeep, if that player has two or fewer cards "
        "in hand, ~ deals 3 damage to that player.",
        "At the beginning of combat on your turn, if you control three or more creatures, ~ "
        "gets +1/+1 until end of turn and you gain 1 life.",
        "When ~ enters, if a creature died this turn, you gain 5 life.",
        "When ~ enters, if you attacked this turn, ~ deals 2 damage to any target.",
        "At the beginning of each end step, if you gained 5 or more life this turn, draw a card.",
        "At the beginning of your upkeep, if you control a black or red permanent, you gain 1 "
        "life.",
        "At the beginning of your upkeep, if you have 5 or less life, you gain 5 life.",
        "When ~ enters, if there are three or more creature cards in your graveyard, you gain "
        "4 life.",
        "When ~ enters, if you control another Wizard, ~ deals 1 damage to each opponent.",
        "At the beginning of your end step, if you control a creature with power 4 or greater, "
        "you may gain 4 life.",
    ],
)
def test_cr603_4_intervening_if_templates_round_trip(line: str) -> None:
    round_trip(line)


def _to_upkeep_of(t: Table, player: int) -> None:
    """Pass until ``player``'s upkeep begins (its triggered abilities wait on the stack)."""
    state = t.game.state
    while not (state.step is Step.UPKEEP and state.active_player == player):
        t.game.apply(PassPriority())


def _resolve_all(t: Table) -> None:
    while t.game.state.stack:
        t.game.apply(PassPriority())


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_4_lavaborn_muse_triggers_on_two_cards_in_hand(ruleset: str) -> None:
    """Lavaborn Muse: "At the beginning of each opponent's upkeep, if that player has two or
    fewer cards in hand, ~ deals 3 damage to that player." Bob has two cards: 3 damage."""
    t = Table(ruleset)
    t.put("Lavaborn Muse", t.alice)
    for _ in range(2):
        t.put("Swamp", t.bob, "hand")
    for _ in range(3):
        t.put("Swamp", t.bob, "library")
    t.game.begin("end", active=t.alice)
    _to_upkeep_of(t, t.bob)
    assert len(t.game.state.stack) == 1
    _resolve_all(t)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 17)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_4_lavaborn_muse_doesnt_trigger_on_three_cards(ruleset: str) -> None:
    """Three cards in Bob's hand as his upkeep begins: the ability doesn't trigger at all."""
    t = Table(ruleset)
    t.put("Lavaborn Muse", t.alice)
    for _ in range(3):
        t.put("Swamp", t.bob, "hand")
    for _ in range(3):
        t.put("Swamp", t.bob, "library")
    t.game.begin("end", active=t.alice)
    _to_upkeep_of(t, t.bob)
    assert t.game.state.stack == [] and t.game.pending_triggers == []
    _resolve_all(t)
    assert t.game.life(t.bob) == 20


def _vanguard_table(ruleset: str) -> tuple[Table, int, int]:
    """Alice: Leonin Vanguard and two Grizzly Bears, her precombat main phase; Bob: a
    Mountain and Lightning Bolt."""
    t = Table(ruleset)
    vanguard = t.put("Leonin Vanguard", t.alice)
    bear = t.put("Grizzly Bears", t.alice)
    t.put("Grizzly Bears", t.alice)
    t.put("Mountain", t.bob)
    t.put("Lightning Bolt", t.bob, "hand")
    t.game.begin("precombat main", active=t.alice)
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())  # to the beginning of combat: the ability triggers
    assert t.game.state.step is Step.BEGINNING_OF_COMBAT
    assert len(t.game.state.stack) == 1
    return t, vanguard, bear


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_4_leonin_vanguard_with_three_creatures(ruleset: str) -> None:
    """Leonin Vanguard: "At the beginning of combat on your turn, if you control three or
    more creatures, ~ gets +1/+1 until end of turn and you gain 1 life." Three creatures as
    it triggers and as it resolves: a 2/2, and Alice at 21."""
    t, vanguard, _ = _vanguard_table(ruleset)
    _resolve_all(t)
    obj = t.game.state.objects[vanguard]
    assert (obj.current_power(), obj.current_toughness()) == (2, 2)
    assert t.game.life(t.alice) == 21


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_4_condition_false_on_resolution_does_nothing(ruleset: str) -> None:
    """It triggered with three creatures; in response Bob bolts a Grizzly Bears. As it
    resolves Alice controls two creatures: the ability does nothing (no +1/+1, no life)."""
    t, vanguard, bear = _vanguard_table(ruleset)
    t.game.apply(PassPriority())  # Alice passes with the trigger on the stack
    bolt = next(o.id for o in t.game.state.objects.values() if o.name == "Lightning Bolt")
    t.game.apply(CastSpell(bolt, (bear,)))
    _resolve_all(t)
    assert not t.game.is_on_battlefield(bear)
    obj = t.game.state.objects[vanguard]
    assert (obj.current_power(), obj.current_toughness()) == (1, 1)
    assert t.game.life(t.alice) == 20


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_4_leonin_vanguard_doesnt_trigger_with_two_creatures(ruleset: str) -> None:
    """Two creatures at the beginning of combat: nothing triggers."""
    t = Table(ruleset)
    t.put("Leonin Vanguard", t.alice)
    t.put("Grizzly Bears", t.alice)
    t.game.begin("precombat main", active=t.alice)
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    assert t.game.state.step is Step.BEGINNING_OF_COMBAT and t.game.state.stack == []


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("died", [True, False])
def test_cr603_4_hollowhenge_scavenger_morbid(ruleset: str, died: bool) -> None:
    """Hollowhenge Scavenger: "When ~ enters, if a creature died this turn, you gain 5
    life." A creature died (a Grizzly Bears sacrificed) before it is cast: Alice gains 5;
    none died: nothing triggers."""
    t = Table(ruleset)
    bear = t.put("Grizzly Bears", t.bob)
    t.lands("Forest", 5)
    scavenger = t.put("Hollowhenge Scavenger", t.alice, "hand")
    t.main_phase()
    if died:
        t.game.move_to_zone(bear, "graveyard")
    t.game.apply(CastSpell(scavenger))
    t.resolve()  # the creature spell resolves; the ability triggers or not
    triggered = len(t.game.state.stack)
    _resolve_all(t)
    assert triggered == (1 if died else 0)
    assert t.game.life(t.alice) == (25 if died else 20)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_4_a_creature_died_last_turn_is_not_this_turn(ruleset: str) -> None:
    """The record of what happened is by turn: a creature that died on an earlier turn
    doesn't count."""
    t = Table(ruleset)
    bear = t.put("Grizzly Bears", t.bob)
    t.lands("Forest", 5)
    scavenger = t.put("Hollowhenge Scavenger", t.alice, "hand")
    t.game.move_to_zone(bear, "graveyard")  # on turn 1
    t.game.begin("precombat main", active=t.alice, turn=3)
    t.game.apply(CastSpell(scavenger))
    t.resolve()
    assert t.game.state.stack == [] and t.game.life(t.alice) == 20


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_4_the_trigger_keeps_its_condition_on_the_stack(ruleset: str) -> None:
    """Gorehorn Raider's raid ability ("if you attacked this turn") and Leonin Vanguard
    come from the compiled cards with their condition: the triggered ability holds it."""
    t = Table(ruleset)
    raider = t.game.state.objects[t.put("Gorehorn Raider", t.alice)]
    (ability,) = raider.triggers
    assert ability.intervening is not None and ability.intervening.kind == "attacked"
