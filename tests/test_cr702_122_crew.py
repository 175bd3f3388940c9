"""Crew N (CR 702.122a, a keyword from after 2011, played under both editions by today's
rule): "Tap any number of untapped creatures you control with total power N or greater:
This Vehicle becomes an artifact creature until end of turn." A Vehicle is a creature only
while crewed (CR 301.7); the type change is a layer 4 effect (CR 613.1d). Played with
Renegade Freighter (4/3 Vehicle, crew 2, "Whenever this Vehicle attacks, it gets +1/+1 and
gains trample until end of turn.")."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, Choose, DeclareAttackers
from mtgrules.errors import RulesError
from mtgrules.explain import explain
from mtgrules.objects import CardType
from mtgrules.turn_events import ModifierAdded
from tests.combat_table import CombatTable


def _table(ruleset: str, *crew: str) -> CombatTable:
    t = CombatTable(ruleset)
    t.put("Renegade Freighter", t.alice)
    for name in crew:
        t.put(name, t.alice)
    t.game.begin("precombat main", active=t.alice)
    return t


def test_cr702_122a_crewed_it_attacks_as_an_artifact_creature(ruleset: str) -> None:
    """Grizzly Bears (power 2) crews the Freighter: the Bears become tapped, the Freighter is
    an artifact creature; it attacks (5/4 trample from its trigger) and Bob takes 5."""
    t = _table(ruleset, "Grizzly Bears")
    freighter, bears = t.named("Renegade Freighter"), t.named("Grizzly Bears")
    assert not freighter.is_creature
    crew = ActivateAbility(freighter.id, 0)
    assert crew in t.game.legal_actions()
    t.game.apply(crew)
    assert t.obj(bears.id).tapped and not t.obj(freighter.id).is_creature  # on the stack
    t.resolve()
    assert t.obj(freighter.id).types == {CardType.ARTIFACT, CardType.CREATURE}
    (crewed,) = [e for e in t.game.log if isinstance(e, ModifierAdded)]
    assert "becomes an artifact creature" in explain(crewed, t.game)
    assert "devient une créature-artefact" in explain(crewed, t.game, "fr")
    t.attack(freighter.id)
    t.finish_combat()
    assert t.game.life(t.bob) == 15


def test_cr702_122a_not_crewed_it_cant_attack(ruleset: str) -> None:
    """Uncrewed, the Vehicle is no creature: declaring it as an attacker is refused."""
    t = _table(ruleset, "Grizzly Bears")
    freighter = t.named("Renegade Freighter").id
    t.to_attackers()
    legal = t.game.legal_actions()
    assert all(isinstance(a, DeclareAttackers) and freighter not in dict(a.attacks) for a in legal)
    with pytest.raises(RulesError) as error:
        t.game.apply(DeclareAttackers(((freighter, t.bob),)))
    assert error.value.rule == "508.1a"


def test_cr702_122a_total_power_too_small_no_crew(ruleset: str) -> None:
    """Llanowar Elves (power 1) alone can't crew 2: refused, naming the rule; nothing changes."""
    t = _table(ruleset, "Llanowar Elves")
    crew = ActivateAbility(t.named("Renegade Freighter").id, 0)
    assert crew not in t.game.legal_actions()
    before = t.game.state.copy()
    with pytest.raises(RulesError) as error:
        t.game.apply(crew)
    assert error.value.rule == "702.122a" and "total power 1" in error.value.message
    assert t.game.state == before


def test_cr702_122a_the_player_chooses_the_crew(ruleset: str) -> None:
    """Two Llanowar Elves together (power 1 + 1) crew 2; with Grizzly Bears too, Alice
    chooses among every set with total power 2 or more."""
    t = _table(ruleset, "Llanowar Elves", "Llanowar Elves", "Grizzly Bears")
    elves = sorted(o.id for o in t.game.state.objects.values() if o.name == "Llanowar Elves")
    bears = t.named("Grizzly Bears").id
    t.game.apply(ActivateAbility(t.named("Renegade Freighter").id, 0))
    asked = t.asked()
    assert asked.kind == "crew" and asked.rule == "702.122a"
    options = {c.answer for c in asked.options if isinstance(c, Choose)}
    assert tuple(elves) in options and (bears,) in options
    assert (elves[0],) not in options and len(options) == 5
    t.game.apply(Choose(tuple(elves)))
    assert all(t.obj(e).tapped for e in elves) and not t.obj(bears).tapped
    t.resolve()
    assert t.named("Renegade Freighter").is_creature


def test_cr702_122a_a_creature_that_just_arrived_may_crew(ruleset: str) -> None:
    """Tapping for crew is no {T} cost (CR 302.6): Grizzly Bears that came under Alice's
    control this turn crews."""
    t = _table(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    t.obj(bears).since_turn = t.game.state.turn
    assert t.game.state.sick(t.obj(bears))
    t.game.apply(ActivateAbility(t.named("Renegade Freighter").id, 0))
    t.resolve()
    assert t.obj(bears).tapped and t.named("Renegade Freighter").is_creature


def test_cr702_122a_until_end_of_turn(ruleset: str) -> None:
    """At the cleanup step the effect ends (CR 514.2): on Bob's turn the Freighter is an
    artifact again, not a creature; dealt lethal damage while a creature, it would die, but
    as a noncreature it has no toughness to check."""
    t = _table(ruleset, "Grizzly Bears")
    t.game.apply(ActivateAbility(t.named("Renegade Freighter").id, 0))
    t.resolve()
    assert t.named("Renegade Freighter").is_creature
    t.play_to("upkeep", t.bob)
    assert t.named("Renegade Freighter").types == {CardType.ARTIFACT}
