"""Damage each player dealt it counts for themself (CR 608.2h; 2011: 608.2g): "~ deals damage
to each player equal to the number of nonbasic lands that player controls" (Price of
Progress), "... to that player equal to the number of Swamps they control" (Karma), "... equal
to twice the number of creatures that player controls with flying" (Wing Storm). The
instruction names one source: all its damage is one damage event (CR 120.2b, 120.4; 2011:
119.2b, 119.4), and a player whose count is 0 is dealt no damage (CR 120.8; 2011: 119.8).
Real cards under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.cards.compiler import compile_text
from mtgrules.cards.errors import UnsupportedCardError
from mtgrules.events import DamageDealt, DamageEventOccurred, Event
from mtgrules.objects import Step
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "~ deals damage to each player equal to the number of nonbasic lands that player controls.",
        "At the beginning of each player's upkeep, ~ deals damage to that player equal to the"
        " number of Swamps they control.",
        "~ deals damage to each player equal to twice the number of creatures that player"
        " controls with flying.",
        "~ deals damage to each opponent equal to the number of Islands that player controls.",
        "When ~ enters, it deals damage to target player equal to the number of nonbasic lands"
        " that player controls.",
        "~ deals damage equal to the number of lands they control to each opponent.",
    ],
)
def test_cr608_2h_counted_per_player_round_trip(line: str) -> None:
    round_trip(line)


def _dealt(events: list[Event]) -> list[tuple[int, int]]:
    return sorted((e.recipient, e.amount) for e in events if isinstance(e, DamageDealt))


def _damage_events(events: list[Event]) -> int:
    return len([e for e in events if isinstance(e, DamageEventOccurred)])


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_price_of_progress_each_player_counts_their_nonbasic_lands(
    ruleset: str,
) -> None:
    """Price of Progress: Alice controls one nonbasic land (Ancient Tomb, untapped) and Bob
    three (Strip Mine): 2 damage to Alice and 6 to Bob, one damage event."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 2)
    t.put("Ancient Tomb", t.alice)
    t.lands("Strip Mine", t.bob, 3)
    t.lands("Mountain", t.bob, 2)
    price = t.put("Price of Progress", t.alice, "hand")
    t.begin()
    t.act(CastSpell(price))
    events = t.resolve()
    assert _dealt(events) == sorted([(t.alice, 2), (t.bob, 6)])
    assert _damage_events(events) == 1
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (18, 14)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr120_8_price_of_progress_deals_nothing_to_a_player_counting_zero(ruleset: str) -> None:
    """Price of Progress when Alice controls only basic lands: she is dealt no damage at all
    (CR 120.8; 2011: 119.8), Bob 4 for his two Strip Mines."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 2)
    t.lands("Strip Mine", t.bob, 2)
    price = t.put("Price of Progress", t.alice, "hand")
    t.begin()
    t.act(CastSpell(price))
    events = t.resolve()
    assert _dealt(events) == [(t.bob, 4)]
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 16)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_wing_storm_twice_the_flyers_of_each_player(ruleset: str) -> None:
    """Wing Storm: Bob controls two Wind Drakes (flying) and Grizzly Bears, Alice one Serra
    Angel: 4 damage to Bob and 2 to Alice (twice the number), in one event."""
    t = Table(ruleset)
    t.lands("Forest", t.alice, 3)
    t.put("Serra Angel", t.alice)
    t.put("Wind Drake", t.bob)
    t.put("Wind Drake", t.bob)
    t.put("Grizzly Bears", t.bob)
    storm = t.put("Wing Storm", t.alice, "hand")
    t.begin()
    t.act(CastSpell(storm))
    events = t.resolve()
    assert _dealt(events) == sorted([(t.alice, 2), (t.bob, 4)])
    assert _damage_events(events) == 1
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (18, 16)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_treacherous_terrain_counts_only_for_opponents(ruleset: str) -> None:
    """Treacherous Terrain ("each opponent ... the number of lands that player controls"):
    Bob, with three lands, is dealt 3; Alice, with eight, is not dealt damage."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 4)
    t.lands("Forest", t.alice, 4)
    t.lands("Island", t.bob, 3)
    terrain = t.put("Treacherous Terrain", t.alice, "hand")
    t.begin()
    t.act(CastSpell(terrain))
    events = t.resolve()
    assert _dealt(events) == [(t.bob, 3)]
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 17)


def _to_upkeep_of(t: Table, player: int) -> list[Event]:
    """Pass (attacking and blocking with nothing) until ``player``'s upkeep, then resolve
    what triggered."""
    while not (t.game.state.step is Step.UPKEEP and t.game.state.active_player == player):
        kind = t.decision().kind
        if kind == "declare attackers":
            t.game.apply(DeclareAttackers(()))
        elif kind == "declare blockers":
            t.game.apply(DeclareBlockers(()))
        else:
            t.game.apply(PassPriority())
    events: list[Event] = []
    while t.game.state.stack:
        events.extend(t.game.apply(PassPriority()))
    return events


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_karma_counts_the_swamps_of_the_upkeep_player(ruleset: str) -> None:
    """Karma in Bob's upkeep: Bob controls three Swamps and is dealt 3; Alice's two Swamps
    don't count (they are counted in her own upkeep)."""
    t = Table(ruleset)
    karma = t.put("Karma", t.alice)
    t.lands("Swamp", t.alice, 2)
    t.lands("Swamp", t.bob, 3)
    for owner in (t.alice, t.bob):
        for _ in range(3):
            t.put("Island", owner, "library")
    t.begin()
    events = _to_upkeep_of(t, t.bob)
    assert _dealt(events) == [(t.bob, 3)]
    assert {e.source for e in events if isinstance(e, DamageDealt)} == {karma}
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 17)


@pytest.mark.parametrize(
    "text",
    [
        # a creature can't be "that player"
        "~ deals damage to target creature equal to the number of lands that player controls.",
        # colors joined by "and/or" aren't counted
        "~ deals damage to target player equal to twice the number of white and/or blue"
        " permanents they control.",
    ],
)
def test_cr608_2h_counts_without_a_player_dealt_damage_are_not_compiled(text: str) -> None:
    with pytest.raises(UnsupportedCardError):
        compile_text("Test", types=["Sorcery"], text=text, mana_cost="{R}")
