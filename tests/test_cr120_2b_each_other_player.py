""" "~ deals N damage to each other player" (Syphon Soul): every player but the spell's
controller is dealt the damage, all in one damage event (CR 120.2b / 2011 119.2b; the event:
120.4 / 2011 119.4); "other" means other than you, so a teammate is dealt damage too (CR 102.3:
a teammate is not an opponent, but is another player). Real cards, both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.cards.abilities import EffectLine, Sentence, instructions
from mtgrules.cards.grammar import parse_line
from mtgrules.cards.pending import FilteredEach
from mtgrules.effects.instructions import DealDamage
from mtgrules.events import DamageDealt, DamageEventOccurred, Event
from mtgrules.objects import Zone
from mtgrules.resolution_counts import filtered
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


def _dealt(events: list[Event]) -> list[tuple[int, int]]:
    return sorted((e.recipient, e.amount) for e in events if isinstance(e, DamageDealt))


def _sentences(line: str) -> tuple[Sentence, ...]:
    ability = parse_line(line)
    assert isinstance(ability, EffectLine)
    return ability.sentences


def _damage_events(events: list[Event]) -> int:
    return len([e for e in events if isinstance(e, DamageEventOccurred)])


SYPHON = "~ deals 2 damage to each other player."


def test_cr120_2b_each_other_player_round_trip() -> None:
    round_trip(SYPHON)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr120_2b_syphon_soul_two_players(ruleset: str) -> None:
    """Syphon Soul: 2 damage to Bob, none to Alice; Alice gains the 2 dealt this way."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 3)
    soul = t.put("Syphon Soul", t.alice, "hand")
    t.begin()
    t.act(CastSpell(soul, ()))
    events = t.resolve()
    assert _dealt(events) == [(t.bob, 2)]
    assert _damage_events(events) == 1
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (22, 18)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr120_2b_each_other_player_is_every_player_but_you_with_three(ruleset: str) -> None:
    """With three players (set up, not played: turns run two-player games), Syphon Soul's
    recipients are Bob and Carol, never its controller Alice."""
    t = Table(ruleset)
    carol = t.game.add_player("Carol")
    soul = t.put("Syphon Soul", t.alice, "hand")
    (damage,) = [i for i in instructions(_sentences(SYPHON)) if isinstance(i, DealDamage)]
    assert isinstance(damage.to, FilteredEach)
    state = t.game.state
    players = (t.alice, t.bob, carol)
    assert [filtered(state, damage.to, p, t.alice, soul) for p in players] == [False, True, True]
    assert [filtered(state, damage.to, p, t.bob, soul) for p in players] == [True, False, True]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_16a_grave_pact_each_other_player_sacrifices(ruleset: str) -> None:
    """Grave Pact: Alice's Bears die (her own Shock): Bob sacrifices his only creature,
    Alice (not an "other player") keeps her Hill Giant."""
    t = Table(ruleset)
    t.put("Grave Pact", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.alice)
    elf = t.put("Llanowar Elves", t.bob)
    t.lands("Mountain", t.alice, 1)
    shock = t.put("Shock", t.alice, "hand")
    t.begin()
    t.act(CastSpell(shock, (bears,)))
    t.resolve()
    while t.game.state.stack:
        t.resolve()
    battlefield = {o.id for o in t.game.state.objects.values() if o.zone is Zone.BATTLEFIELD}
    assert bears not in battlefield and elf not in battlefield
    assert giant in battlefield
