"""Speed (CR 702.179, "Start your engines!"; printed after 2011, it applies under the 2011
rules too, with today's rule number):

* a player who controls a permanent with start your engines! and has no speed gets speed 1,
  as a state-based action, and keeps a speed afterwards;
* the inherent triggered ability: "Whenever one or more opponents lose life during your
  turn, if your speed is less than 4, your speed increases by 1. This ability triggers only
  once each turn." (on the stack);
* "Max speed — [ability]": the ability works only while its controller's speed is 4.

Played with Walking Sarcophagus ("Max speed — ~ gets +1/+2."), Muraganda Raceway ("Max speed
— {T}: Add {C}{C}.") and Lightning Bolt. Alice's speed 3 is set up directly where a test
starts there (three turns of play otherwise)."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell, DeclareAttackers, PassPriority
from mtgrules.objects import Zone
from mtgrules.rules.speed import TRIGGER_TEXT, speed_of
from tests.activation_play import refused
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "Start your engines!",
        "Max speed — ~ gets +1/+2.",
        "Max speed — ~ has deathtouch and haste.",
        "Max speed — ~ gets +0/+1 and has vigilance.",
        "Max speed — {T}: Add {C}{C}.",
        "Max speed — {3}, Exile ~ from your graveyard: Draw a card.",
    ],
)
def test_cr702_179_speed_round_trip(line: str) -> None:
    round_trip(line)


def _bolt_bob(t: Table) -> None:
    """Alice casts Lightning Bolt from her hand at Bob; it resolves."""
    bolt = next(
        o.id
        for o in t.game.state.objects.values()
        if o.name == "Lightning Bolt" and o.zone is Zone.HAND and o.owner == t.alice
    )
    t.game.apply(CastSpell(bolt, (t.bob,)))
    t.resolve()


def _on_stack(t: Table) -> list[str]:
    return [item.text for item in t.game.state.stack]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_179_start_your_engines_gives_speed_one_and_it_stays(ruleset: str) -> None:
    """Alice controls Walking Sarcophagus: her speed is 1, Bob has none (0). It stays 1 once
    the Sarcophagus is gone."""
    t = Table(ruleset)
    sarcophagus = t.put("Walking Sarcophagus", t.alice)
    t.begin()
    assert (speed_of(t.game.state, t.alice), speed_of(t.game.state, t.bob)) == (1, 0)
    t.game.move_to_zone(sarcophagus, Zone.GRAVEYARD)
    t.game.check_state_based_actions()
    assert t.alice in t.game.state.speed and speed_of(t.game.state, t.alice) == 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_179_speed_increases_once_each_turn(ruleset: str) -> None:
    """In Alice's turn Bob loses 3 life: her speed ability goes on the stack and makes her
    speed 2. A second Bolt the same turn doesn't trigger it again."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 2)
    t.put("Walking Sarcophagus", t.alice)
    t.put("Lightning Bolt", t.alice, "hand")
    t.put("Lightning Bolt", t.alice, "hand")
    t.begin()
    _bolt_bob(t)
    assert t.game.state.life_of(t.bob) == 17
    assert _on_stack(t) == [TRIGGER_TEXT]
    assert t.game.state.stack[-1].controller == t.alice
    assert speed_of(t.game.state, t.alice) == 1  # not before it resolves
    t.resolve()
    assert speed_of(t.game.state, t.alice) == 2
    _bolt_bob(t)
    assert t.game.state.life_of(t.bob) == 14
    assert _on_stack(t) == [] and speed_of(t.game.state, t.alice) == 2


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_179_no_increase_when_opponent_loses_life_in_his_turn(ruleset: str) -> None:
    """In Bob's turn Alice bolts Bob: her speed stays 1 (only during her own turn)."""
    t = Table(ruleset)
    t.put("Mountain", t.alice)
    t.put("Walking Sarcophagus", t.alice)
    t.put("Lightning Bolt", t.alice, "hand")
    t.game.begin("precombat main", active=t.bob)
    t.game.apply(PassPriority())  # Bob passes: Alice may cast an instant
    _bolt_bob(t)
    assert t.game.state.life_of(t.bob) == 17
    assert _on_stack(t) == [] and speed_of(t.game.state, t.alice) == 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_179_max_speed_static_and_ability(ruleset: str) -> None:
    """At speed 3, Walking Sarcophagus is 2/1 and Muraganda Raceway's max speed ability is
    refused; after a Bolt the speed ability makes it 4 (max speed): the Sarcophagus is 3/3
    and the Raceway adds {C}{C}."""
    t = Table(ruleset)
    t.put("Mountain", t.alice)
    raceway = t.put("Muraganda Raceway", t.alice)
    sarcophagus = t.put("Walking Sarcophagus", t.alice)
    t.put("Lightning Bolt", t.alice, "hand")
    t.begin()
    t.game.state.speed[t.alice] = 3
    assert (t.game.power(sarcophagus), t.game.toughness(sarcophagus)) == (2, 1)
    refused(t, ActivateAbility(raceway, 1), "702.179")
    _bolt_bob(t)
    t.resolve()  # the speed ability
    assert speed_of(t.game.state, t.alice) == 4
    assert (t.game.power(sarcophagus), t.game.toughness(sarcophagus)) == (3, 3)
    t.game.apply(ActivateAbility(raceway, 1))
    assert t.game.state.mana[t.alice].get("C") == 2


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_179_no_trigger_at_max_speed(ruleset: str) -> None:
    """At speed 4 Bob losing life in Alice's turn doesn't trigger the ability (if your speed
    is less than 4): her speed stays 4."""
    t = Table(ruleset)
    t.put("Mountain", t.alice)
    t.put("Walking Sarcophagus", t.alice)
    t.put("Lightning Bolt", t.alice, "hand")
    t.begin()
    t.game.state.speed[t.alice] = 4
    _bolt_bob(t)
    assert t.game.state.life_of(t.bob) == 17
    assert _on_stack(t) == [] and speed_of(t.game.state, t.alice) == 4


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("speed", [3, 4])
def test_cr702_179_max_speed_triggered_ability(ruleset: str, speed: int) -> None:
    """Embalmed Ascendant ("Max speed — Whenever a creature you control dies, each opponent
    loses 1 life and you gain 1 life."): Alice bolts her own Grizzly Bears; the ability
    triggers only at speed 4."""
    t = Table(ruleset)
    t.put("Mountain", t.alice)
    t.put("Embalmed Ascendant", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    t.begin()
    t.game.state.speed[t.alice] = speed
    t.game.apply(CastSpell(bolt, (bears,)))
    t.resolve()
    assert not t.game.is_on_battlefield(bears)
    if speed == 4:
        t.resolve()
    assert _on_stack(t) == []
    lives = (t.game.state.life_of(t.alice), t.game.state.life_of(t.bob))
    assert lives == ((21, 19) if speed == 4 else (20, 20))


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_179_x_is_your_speed(ruleset: str) -> None:
    """The Speed Demon ("At the beginning of your end step, you draw X cards and lose X life,
    where X is your speed."): at speed 3 Alice draws three cards and loses 3 life."""
    t = Table(ruleset)
    t.put("The Speed Demon", t.alice)
    for _ in range(4):
        t.put("Island", t.alice, "library")
    t.begin()
    t.game.state.speed[t.alice] = 3
    while not t.game.state.stack:
        kind = t.decision().kind
        t.game.apply(DeclareAttackers(()) if kind == "declare attackers" else PassPriority())
    hand = len(t.zone_of(t.alice, Zone.HAND))
    t.resolve()
    assert len(t.zone_of(t.alice, Zone.HAND)) == hand + 3
    assert t.game.state.life_of(t.alice) == 17
