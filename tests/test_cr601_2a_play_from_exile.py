"""Impulse draw: "exile the top card of your library. You may play that card this turn."

A card exiled this way may be cast from exile (CR 601.2a: the card moves from the zone it is
in to the stack) or, for "play", played as a land from exile (CR 116.2a; 2011: 115.2a), for
as long as the permission lasts (CR 611.2a): "this turn" (CR 514.2), "until the end of your
next turn". Real cards, under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell, PlayLand
from mtgrules.cards.grammar import parse_line
from mtgrules.cards.support import missing
from mtgrules.errors import RulesError
from mtgrules.events import ZoneChanged
from mtgrules.objects import Zone
from mtgrules.proposed import DamagePart
from mtgrules.state import EntityId
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


def _exiled(t: Table, name: str) -> EntityId:
    """The id of the card named ``name`` in exile."""
    found = [o.id for o in t.game.state.objects.values() if o.zone is Zone.EXILE and o.name == name]
    assert len(found) == 1, found
    return found[0]


def _casts(t: Table, card: EntityId) -> list[CastSpell]:
    return [a for a in t.game.legal_actions() if isinstance(a, CastSpell) and a.card == card]


def _next_turn(t: Table) -> None:
    """Play on (the first legal action each time: passing, no attackers) to the next turn."""
    game, turn = t.game, t.game.state.turn
    for _ in range(300):
        if game.state.turn != turn:
            return
        game.apply(game.legal_actions()[0])
    raise AssertionError("the turn did not end")


def _night_runner_hits(t: Table, *library: str) -> None:
    """Alice's library holds ``library`` (top card first); Grotag Night-Runner deals combat
    damage to Bob in her main phase and its trigger resolves."""
    t.begin()
    for name in reversed(library):
        t.put(name, t.alice, "library")
    runner = t.put("Grotag Night-Runner", t.alice)
    t.game.deal_damage_event([DamagePart(runner, t.bob, 2, True, None)])
    t.game.resolve_triggers()


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2a_night_runner_exiled_bolt_is_cast_from_exile(ruleset: str) -> None:
    """Grotag Night-Runner exiles Lightning Bolt; Alice casts it from exile at Bob (20 - 2
    combat damage - 3)."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 1)
    _night_runner_hits(t, "Lightning Bolt", "Island")
    bolt = _exiled(t, "Lightning Bolt")
    assert t.library(t.alice) == ["Island"]
    cast = next(a for a in _casts(t, bolt) if a.targets == (t.bob,))
    events = t.act(cast)
    moved = [e for e in events if isinstance(e, ZoneChanged) and e.object == bolt]
    assert moved[0].origin is Zone.EXILE and moved[0].rule == "601.2a"
    t.resolve()
    assert t.game.life(t.bob) == 15
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Lightning Bolt"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr116_2a_night_runner_exiled_land_is_played_from_exile(ruleset: str) -> None:
    """A land exiled with "play" is played from exile, and counts as the land of the turn."""
    t = Table(ruleset)
    _night_runner_hits(t, "Mountain", "Island")
    mountain = _exiled(t, "Mountain")
    assert PlayLand(mountain) in t.game.legal_actions()
    events = t.act(PlayLand(mountain))
    moved = next(e for e in events if isinstance(e, ZoneChanged))
    assert moved.origin is Zone.EXILE and moved.destination is Zone.BATTLEFIELD
    assert moved.rule == ("115.2a" if ruleset == "cr2011" else "116.2a")
    assert t.zone_of(t.alice, Zone.BATTLEFIELD) == ["Grotag Night-Runner", "Mountain"]
    assert t.game.state.lands_played == 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr611_2a_this_turn_permission_ends_with_the_turn(ruleset: str) -> None:
    """Not cast this turn, the exiled Bolt stays in exile and can't be cast any more."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 1)
    for _ in range(4):
        t.put("Island", t.bob, "library")
    _night_runner_hits(t, "Lightning Bolt", "Island", "Island")
    bolt = _exiled(t, "Lightning Bolt")
    assert _casts(t, bolt)
    _next_turn(t)  # Bob's turn: Bolt is an instant, but the permission ended (CR 514.2)
    assert not any(e.kind == "PlayFromZone" for e in t.game.state.effects.values())
    assert _exiled(t, "Lightning Bolt") == bolt
    with pytest.raises(RulesError):
        t.game.apply(CastSpell(bolt, (t.bob,)))


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2a_exiled_card_without_permission_is_not_cast(ruleset: str) -> None:
    """A card in exile with no permission: casting it is illegal and changes nothing."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 1)
    t.begin()
    bolt = t.put("Lightning Bolt", t.alice, "exile")
    assert not _casts(t, bolt)
    before = t.game.state.copy()
    with pytest.raises(RulesError):
        t.game.apply(CastSpell(bolt, (t.bob,)))
    assert t.game.state == before


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr611_2a_cleon_permission_lasts_until_the_end_of_alices_next_turn(
    ruleset: str,
) -> None:
    """Cleon, Merry Champion (heroic): Alice casts Shock at Cleon and exiles Lightning Bolt,
    which she may cast in Bob's turn and in her next turn, not after."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 3)
    for _ in range(8):
        t.put("Island", t.alice, "library")
        t.put("Island", t.bob, "library")
    t.put("Lightning Bolt", t.alice, "library")
    t.begin()
    cleon = t.put("Cleon, Merry Champion", t.alice)
    shock = t.put("Shock", t.alice, "hand")
    t.act(CastSpell(shock, (cleon,)))
    t.resolve()  # the heroic trigger: Bolt is exiled
    t.resolve()  # Shock
    bolt = _exiled(t, "Lightning Bolt")
    _next_turn(t)  # Bob's turn
    assert t.game.state.active_player == t.bob
    _next_turn(t)  # Alice's next turn: still hers to cast
    assert t.game.state.active_player == t.alice
    while t.game.state.step is None or not t.game.state.step.is_main:
        t.game.apply(t.game.legal_actions()[0])
    assert _casts(t, bolt)
    _next_turn(t)  # Bob's second turn: the permission ended in Alice's cleanup step
    assert not any(e.kind == "PlayFromZone" for e in t.game.state.effects.values())
    assert not _casts(t, bolt)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2c_fathom_feeder_each_opponent_exiles_their_top_card(ruleset: str) -> None:
    """Fathom Feeder's "{3}{U}{B}: Draw a card. Each opponent exiles the top card of their
    library.": Alice draws her Island, Bob exiles his Lightning Bolt."""
    t = Table(ruleset)
    t.lands("Island", t.alice, 4)
    t.lands("Swamp", t.alice, 1)
    t.put("Island", t.alice, "library")
    t.put("Lightning Bolt", t.bob, "library")
    t.begin()
    feeder = t.put("Fathom Feeder", t.alice)
    (activate,) = [
        a for a in t.game.legal_actions() if isinstance(a, ActivateAbility) and a.source == feeder
    ]
    t.act(activate)
    t.resolve()
    assert t.zone_of(t.alice, Zone.HAND) == ["Island"]
    assert t.zone_of(t.bob, Zone.EXILE) == ["Lightning Bolt"]
    assert t.game.state.libraries[t.bob] == []


@pytest.mark.parametrize(
    "line",
    [
        "Whenever ~ deals combat damage to a player, exile the top card of your library. "
        "You may play that card this turn.",
        "Whenever ~ deals combat damage to a player, exile the top card of your library. "
        "You may play it this turn.",
        "At the beginning of your upkeep, exile the top two cards of your library. "
        "You may play them this turn.",
        "Whenever you cast an Aura or Equipment spell, exile the top card of your library. "
        "You may play that card until the end of your next turn.",
        "When ~ enters, exile the top card of your library. Until the end of your next turn, "
        "you may play that card.",
        "Whenever ~ attacks, exile the top card of your library. Until end of turn, you may "
        "cast that card.",
        "Whenever ~ attacks, exile the top card of your library. You may cast that card for "
        "as long as it remains exiled.",
        "Each opponent exiles the top card of their library.",
        "Target player exiles the top two cards of their library.",
    ],
)
def test_cr611_2a_impulse_round_trip(line: str) -> None:
    round_trip(line)


def test_cr601_2a_another_players_card_is_not_supported_yet() -> None:
    """Ragavan's "exile the top card of that player's library. Until end of turn, you may
    cast that card.": a card cast by a player who doesn't own it is not modelled."""
    line = (
        "Whenever ~ deals combat damage to a player, exile the top card of that player's "
        "library. Until end of turn, you may cast that card."
    )
    problem = missing(parse_line(line))
    assert problem is not None and "another player's card" in problem


def test_cr601_2a_permission_needs_an_exiled_card() -> None:
    problem = missing(parse_line("Whenever ~ attacks, you may play that card this turn."))
    assert problem is not None and "PlayExiled" in problem
