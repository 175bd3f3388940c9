"""One instruction to players and the permanents they control (CR 120.2b: the spell or ability
names the source; CR 120.4: one damage event; 2011: 119.2b, 119.4): "~ deals 1 damage to each
opponent and each creature and planeswalker they control" (End the Festivities), "... each
opponent and each creature they control" (Tectonic Hazard), "~ deals 10 damage to target player
and each creature and planeswalker they control" (Chandra, Bold Pyromancer). Damage to a
planeswalker removes loyalty counters (CR 120.3c; 2011: 119.3c). Real cards, both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell
from mtgrules.events import DamageDealt, DamageEventOccurred, Event
from mtgrules.objects import LOYALTY
from mtgrules.state import EntityId
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "~ deals 1 damage to each opponent and each creature and planeswalker they control.",
        "When ~ enters, it deals 1 damage to each opponent and each creature and planeswalker"
        " they control.",
        "~ deals 1 damage to each opponent and each creature they control.",
        "[−7]: ~ deals 10 damage to target player and each creature and planeswalker they control.",
    ],
)
def test_cr120_2b_players_and_their_permanents_round_trip(line: str) -> None:
    round_trip(line)


def _dealt(events: list[Event]) -> list[tuple[int, int]]:
    return sorted((e.recipient, e.amount) for e in events if isinstance(e, DamageDealt))


def _damage_events(events: list[Event]) -> int:
    return len([e for e in events if isinstance(e, DamageEventOccurred)])


def _keep_on_bob(ruleset: str) -> tuple[None, ...]:
    """CR 2011 306.7: Alice may redirect the damage to Bob to his planeswalker; she doesn't.
    (Today's rules have no such redirection.)"""
    return (None,) if ruleset == "cr2011" else ()


def _loyalty(t: Table, walker: EntityId) -> int:
    return t.game.state.objects[walker].counter(LOYALTY)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr120_2b_end_the_festivities_hits_opponents_and_their_permanents(ruleset: str) -> None:
    """End the Festivities: 1 damage to Bob, his Grizzly Bears and Llanowar Elves (which
    dies) and his Ajani, Inspiring Leader (one loyalty counter less), all in one event;
    Alice and her own Bears are not dealt damage."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 1)
    mine = t.put("Grizzly Bears", t.alice)
    bears, elves = t.put("Grizzly Bears", t.bob), t.put("Llanowar Elves", t.bob)
    ajani = t.put("Ajani, Inspiring Leader", t.bob)
    start = _loyalty(t, ajani)
    spell = t.put("End the Festivities", t.alice, "hand")
    t.begin()
    t.act(CastSpell(spell))
    events = t.resolve(*_keep_on_bob(ruleset))
    assert _dealt(events) == sorted([(t.bob, 1), (bears, 1), (elves, 1), (ajani, 1)])
    assert _damage_events(events) == 1
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 19)
    assert t.game.damage_on(bears) == 1 and t.game.damage_on(mine) == 0
    assert not t.game.is_on_battlefield(elves)
    assert _loyalty(t, ajani) == start - 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr120_2b_tectonic_hazard_spares_planeswalkers(ruleset: str) -> None:
    """Tectonic Hazard ("each opponent and each creature they control"): Bob and his Bears
    are dealt 1 damage; his planeswalker isn't a creature and keeps its loyalty."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 1)
    bears = t.put("Grizzly Bears", t.bob)
    ajani = t.put("Ajani, Inspiring Leader", t.bob)
    start = _loyalty(t, ajani)
    spell = t.put("Tectonic Hazard", t.alice, "hand")
    t.begin()
    t.act(CastSpell(spell))
    events = t.resolve(*_keep_on_bob(ruleset))
    assert _dealt(events) == sorted([(t.bob, 1), (bears, 1)])
    assert _damage_events(events) == 1
    assert t.game.life(t.bob) == 19 and _loyalty(t, ajani) == start


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr120_2b_chandra_ultimate_hits_the_target_player_and_their_permanents(
    ruleset: str,
) -> None:
    """Chandra, Bold Pyromancer's [−7] on Bob: 10 damage to Bob, his Craw Wurm (6/4, dies)
    and his Ajani (5 loyalty: dies), in one event; Alice's Grizzly Bears is not dealt damage."""
    t = Table(ruleset)
    chandra = t.put("Chandra, Bold Pyromancer", t.alice)
    t.game.state.objects[chandra].counters[LOYALTY] = 7
    mine = t.put("Grizzly Bears", t.alice)
    wurm = t.put("Craw Wurm", t.bob)
    ajani = t.put("Ajani, Inspiring Leader", t.bob)
    t.begin()
    t.act(ActivateAbility(chandra, 2, (t.bob,)))
    events = t.resolve(*_keep_on_bob(ruleset))
    assert _dealt(events) == sorted([(t.bob, 10), (wurm, 10), (ajani, 10)])
    assert _damage_events(events) == 1
    assert t.game.life(t.bob) == 10
    assert not t.game.is_on_battlefield(wurm) and not t.game.is_on_battlefield(ajani)
    assert t.game.is_on_battlefield(mine) and t.game.damage_on(mine) == 0
