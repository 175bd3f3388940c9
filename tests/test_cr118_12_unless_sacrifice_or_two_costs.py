"""'[Do something] unless [a player] [does something else]' with sacrifices, two costs, a
target opponent or a group of players as the payer (CR 118.12; 2011: 117.12). Only costs the
player can pay in full are offered (CR 118.3); a group decides in APNAP order (CR 101.4) and
the instruction is carried out for each player who doesn't pay. Real cards under both
editions: Mogis, God of Slaughter, Cosmic Larva, Endless Wurm, Hag of Ceaseless Torment,
Bellowing Mauler, Indulgent Tormentor."""

from __future__ import annotations

import pytest

from mtgrules.actions import Choose, PassPriority
from mtgrules.cards.grammar import ClauseError, parse_line
from mtgrules.counter_events import UnlessOffered
from mtgrules.events import Event
from mtgrules.objects import Zone
from mtgrules.state import EntityId
from tests.card_table import round_trip
from tests.instruction_play import Table


@pytest.mark.parametrize(
    "line",
    [
        "At the beginning of each opponent's upkeep, ~ deals 2 damage to that player unless "
        "they sacrifice a creature of their choice.",
        "At the beginning of your upkeep, sacrifice ~ unless you sacrifice two lands.",
        "At the beginning of your upkeep, sacrifice ~ unless you sacrifice an enchantment.",
        "At the beginning of your upkeep, ~ deals 5 damage to you unless you sacrifice a "
        "creature other than ~.",
        "At the beginning of your upkeep, each opponent loses 3 life unless that player "
        "sacrifices a nonland permanent or discards a card.",
        "At the beginning of your upkeep, each opponent loses 3 life unless they discard a card.",
        "At the beginning of your end step, each player loses 4 life unless they sacrifice a "
        "nontoken creature of their choice.",
        "At the beginning of your upkeep, draw a card unless target opponent sacrifices a "
        "creature of their choice or pays 3 life.",
        "At the beginning of enchanted player's upkeep, that player loses 1 life unless they "
        "sacrifice a nonland permanent of their choice or discard a card.",
        "When ~ enters, target opponent loses 3 life unless they sacrifice a nonland permanent "
        "of their choice or discard a card.",
        "Whenever an opponent casts a spell, that player loses 2 life unless they pay {1} or "
        "2 life.",
    ],
)
def test_cr118_12_unless_costs_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize(
    "line",
    [
        # one verb for two payments is printed "pays {1} or 1 life"
        "At the beginning of your upkeep, sacrifice ~ unless you pay {1} or pay 1 life.",
        # only "non-" describes the sacrificed permanent ("a white creature" is not read)
        "At the beginning of your upkeep, sacrifice ~ unless you sacrifice a white creature.",
        # "they" with no player in the clause
        "At the beginning of your upkeep, sacrifice ~ unless they sacrifice a creature.",
    ],
)
def test_cr118_12_unless_costs_refused(line: str) -> None:
    with pytest.raises(ClauseError):
        parse_line(line)


def _upkeep(t: Table, active: EntityId, *answers: object) -> list[Event]:
    """``active``'s upkeep begins; the trigger goes on the stack and resolves."""
    t.game.begin("upkeep", active=active)
    t.game.apply(PassPriority())
    return t.act(PassPriority(), *answers)


def _offers(events: list[Event]) -> list[tuple[EntityId, bool]]:
    return [(e.player, e.paid) for e in events if isinstance(e, UnlessOffered)]


@pytest.mark.parametrize("sacrifices", [True, False])
def test_cr118_12_mogis_that_player_sacrifices_or_takes_2(ruleset: str, sacrifices: bool) -> None:
    """Alice's Mogis at Bob's upkeep: Bob sacrifices his Grizzly Bears, or takes 2."""
    t = Table(ruleset)
    t.put("Mogis, God of Slaughter", t.alice)
    t.put("Grizzly Bears", t.bob)
    events = _upkeep(t, t.bob, sacrifices)
    assert _offers(events) == [(t.bob, sacrifices)]
    assert t.game.life(t.bob) == (20 if sacrifices else 18)
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == (["Grizzly Bears"] if sacrifices else [])


def test_cr118_3_mogis_without_a_creature_nothing_is_asked(ruleset: str) -> None:
    """Bob controls no creature: he can't sacrifice one (CR 118.3), takes 2 unasked."""
    t = Table(ruleset)
    t.put("Mogis, God of Slaughter", t.alice)
    t.lands("Forest", t.bob, 1)
    events = _upkeep(t, t.bob)
    assert _offers(events) == [(t.bob, False)]
    assert t.game.life(t.bob) == 18


@pytest.mark.parametrize(("lands", "kept"), [(2, True), (1, False)])
def test_cr118_3_cosmic_larva_two_lands_or_itself(ruleset: str, lands: int, kept: bool) -> None:
    """Cosmic Larva: with two Mountains Alice may sacrifice both to keep it; with one she
    can't pay (CR 118.3) and the Larva is sacrificed."""
    t = Table(ruleset)
    t.put("Cosmic Larva", t.alice)
    t.lands("Mountain", t.alice, lands)
    _upkeep(t, t.alice, *([True] if kept else []))
    graveyard = t.zone_of(t.alice, Zone.GRAVEYARD)
    assert graveyard == (["Mountain", "Mountain"] if kept else ["Cosmic Larva"])


@pytest.mark.parametrize("anthem", [True, False])
def test_cr118_12_endless_wurm_an_enchantment_or_itself(ruleset: str, anthem: bool) -> None:
    """Endless Wurm: Alice sacrifices her Glorious Anthem to keep it; without an enchantment
    (the Wurm is none) it is sacrificed."""
    t = Table(ruleset)
    t.put("Endless Wurm", t.alice)
    if anthem:
        t.put("Glorious Anthem", t.alice)
    _upkeep(t, t.alice, *([True] if anthem else []))
    graveyard = t.zone_of(t.alice, Zone.GRAVEYARD)
    assert graveyard == (["Glorious Anthem"] if anthem else ["Endless Wurm"])


@pytest.mark.parametrize(
    ("answer", "life", "graveyard"),
    [
        ("sacrifice 1 nonland permanent(s)", 20, ["Grizzly Bears"]),
        ("discard 1 card(s)", 20, ["Lightning Bolt"]),
        ("don't pay", 17, []),
    ],
)
def test_cr118_12_hag_of_ceaseless_torment_one_of_two_costs(
    ruleset: str, answer: str, life: int, graveyard: list[str]
) -> None:
    """Hag of Ceaseless Torment: Bob sacrifices his Bears, discards his Bolt, or loses 3."""
    t = Table(ruleset)
    t.put("Hag of Ceaseless Torment", t.alice)
    t.put("Grizzly Bears", t.bob)
    t.put("Lightning Bolt", t.bob, "hand")
    _upkeep(t, t.alice, answer)
    assert t.game.life(t.bob) == life
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == graveyard


def test_cr118_3_hag_offers_only_what_bob_can_pay(ruleset: str) -> None:
    """Bob has Grizzly Bears and a Forest but no card in hand: only the sacrifice is
    offered, and only the Bears can be sacrificed (a land is not a nonland permanent)."""
    t = Table(ruleset)
    t.put("Hag of Ceaseless Torment", t.alice)
    t.lands("Forest", t.bob, 1)
    t.put("Grizzly Bears", t.bob)
    t.game.begin("upkeep", active=t.alice)
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    assert t.asked().player == t.bob
    assert t.asked().options == ("sacrifice 1 nonland permanent(s)", "don't pay")
    t.act(Choose("sacrifice 1 nonland permanent(s)"))
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert t.game.life(t.bob) == 20


def test_cr101_4_bellowing_mauler_each_player_decides(ruleset: str) -> None:
    """Bellowing Mauler at Alice's end step: each player loses 4 unless they sacrifice a
    nontoken creature; Alice (active, first) keeps her Mauler and loses 4, Bob sacrifices
    his Bears."""
    t = Table(ruleset)
    t.put("Bellowing Mauler", t.alice)
    t.put("Grizzly Bears", t.bob)
    t.game.begin("end", active=t.alice)
    t.game.apply(PassPriority())
    events = t.act(PassPriority(), False, True)
    assert _offers(events) == [(t.alice, False), (t.bob, True)]
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (16, 20)
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert t.zone_of(t.alice, Zone.BATTLEFIELD) == ["Bellowing Mauler"]


@pytest.mark.parametrize(
    ("answer", "drawn", "bob_life"),
    [("pay 3 life", 0, 17), ("sacrifice 1 creature(s)", 0, 20), ("don't pay", 1, 20)],
)
def test_cr118_12_indulgent_tormentor_target_opponent_pays(
    ruleset: str, answer: str, drawn: int, bob_life: int
) -> None:
    """Indulgent Tormentor targets Bob: he sacrifices a creature, pays 3 life, or Alice
    draws a card."""
    t = Table(ruleset)
    t.put("Indulgent Tormentor", t.alice)
    t.put("Grizzly Bears", t.bob)
    t.put("Island", t.alice, "library")
    _upkeep(t, t.alice, answer)
    assert len(t.zone_of(t.alice, Zone.HAND)) == drawn
    assert t.game.life(t.bob) == bob_life
