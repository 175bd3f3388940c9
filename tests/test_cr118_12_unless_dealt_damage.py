"""CR 118.12, 120.3: "[do something] unless [player] has ~ deal N damage to them": as the spell
resolves, the player chooses to be dealt the damage by the spell (always possible) or to let
the instruction happen. Real cards, under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.cards.database import bundled_database
from mtgrules.cards.grammar import ClauseError, parse_line
from mtgrules.counter_events import UnlessOffered
from mtgrules.objects import Zone
from tests.card_table import RULESETS, round_trip
from tests.instruction_play import Table


@pytest.fixture(params=RULESETS)
def ruleset(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.mark.parametrize(
    "line",
    [
        "Destroy target nonbasic land unless its controller has ~ deal 6 damage to them.",
        "~ deals 3 damage to target creature unless that creature's controller has ~ deal 5 "
        "damage to them.",
        "Counter target instant or sorcery spell unless its controller has ~ deal 4 damage to "
        "them.",
    ],
)
def test_cr118_12_round_trip(line: str) -> None:
    round_trip(line)


def test_cr118_12_a_payer_with_no_reference_is_refused() -> None:
    with pytest.raises(ClauseError):
        parse_line("Destroy target land unless its owner has ~ deal 6 damage to them.")


@pytest.mark.parametrize("name", ["Lava Blister", "Blazing Salvo", "Molten Influence"])
def test_cr118_12_real_cards_compile(name: str) -> None:
    assert bundled_database().compiled(name).supported


@pytest.mark.parametrize("dealt", [True, False])
def test_cr118_12_lava_blister_bob_takes_6_or_loses_his_land(ruleset: str, dealt: bool) -> None:
    """Lava Blister on Bob's Tropical Island: Bob chooses 6 damage (the land stays) or not
    (it is destroyed)."""
    t = Table(ruleset)
    island = t.put("Tropical Island", t.bob)
    t.lands("Mountain", t.alice, 2)
    t.begin()
    blister = t.put("Lava Blister", t.alice, "hand")
    t.game.apply(CastSpell(blister, (island,)))
    events = t.resolve(dealt)
    offers = [(e.player, e.paid) for e in events if isinstance(e, UnlessOffered)]
    assert offers == [(t.bob, dealt)]
    assert t.game.life(t.bob) == (14 if dealt else 20)
    assert t.zone_of(t.bob, Zone.BATTLEFIELD) == (["Tropical Island"] if dealt else [])


@pytest.mark.parametrize("dealt", [True, False])
def test_cr118_12_blazing_salvo_bears_or_bobs_life(ruleset: str, dealt: bool) -> None:
    """Blazing Salvo on Bob's Grizzly Bears: 5 to Bob and the Bears lives, or 3 to the
    Bears."""
    t = Table(ruleset)
    bears = t.put("Grizzly Bears", t.bob)
    t.lands("Mountain", t.alice, 1)
    t.begin()
    salvo = t.put("Blazing Salvo", t.alice, "hand")
    t.game.apply(CastSpell(salvo, (bears,)))
    t.resolve(dealt)
    assert t.game.life(t.bob) == (15 if dealt else 20)
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ([] if dealt else ["Grizzly Bears"])


def test_cr101_4_browbeat_round_trip() -> None:
    round_trip(
        "Any player may have ~ deal 5 damage to them. If no one does, target player draws three "
        "cards."
    )


@pytest.mark.parametrize("name", ["Browbeat", "Book Burning"])
def test_cr101_4_punishers_compile(name: str) -> None:
    assert bundled_database().compiled(name).supported


@pytest.mark.parametrize(
    ("answers", "offers", "bob_life", "drawn"),
    [
        # CR 101.4: Alice (active) is asked first; she declines, Bob takes 5: no cards.
        ((False, True), [(1, False), (2, True)], 15, 0),
        # Both decline: Alice draws three.
        ((False, False), [(1, False), (2, False)], 20, 3),
        # Alice takes it herself: Bob isn't asked, no cards.
        ((True,), [(1, True)], 20, 0),
    ],
)
def test_cr101_4_browbeat_any_player_may_take_the_damage(
    ruleset: str,
    answers: tuple[bool, ...],
    offers: list[tuple[int, bool]],
    bob_life: int,
    drawn: int,
) -> None:
    t = Table(ruleset)
    for _ in range(4):
        t.put("Grizzly Bears", t.alice, "library")
    t.lands("Mountain", t.alice, 3)
    t.begin()
    browbeat = t.put("Browbeat", t.alice, "hand")
    t.game.apply(CastSpell(browbeat, (t.alice,)))
    events = t.resolve(*answers)
    named = {t.alice: 1, t.bob: 2}
    assert [(named[e.player], e.paid) for e in events if isinstance(e, UnlessOffered)] == offers
    assert t.game.life(t.bob) == bob_life
    assert t.game.life(t.alice) == (15 if answers == (True,) else 20)
    assert len(t.zone_of(t.alice, Zone.HAND)) == drawn
