"""Amounts of damage and life computed as the instruction is carried out (CR 608.2h today,
608.2g in 2011): "where X is 2 plus the number of ...", "the number of cards in their hand
minus 4", "4 minus the number of ..." (never less than 0, CR 107.1b), "equal to the number of
cards in that player's hand" (the hand of the player dealt damage), "cards named ~", "instant
and sorcery cards"; and "~ deals 2 damage to any target and 3 damage to itself" (CR 120.2b).
Real cards from the bundled database, under both rulesets."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from mtgrules.actions import (
    ActivateAbility,
    CastSpell,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
)
from mtgrules.events import DamageDealt
from mtgrules.objects import Step
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table

LINES = [
    "~ deals X damage to any target, where X is 2 plus the number of cards named ~"
    " in all graveyards.",
    "~ deals X damage to target creature, where X is 2 plus the number of"
    " cards named ~ in your graveyard.",
    "~ deals damage to target player equal to the number of cards in that player's hand.",
    "At the beginning of each opponent's upkeep, ~ deals X damage to that player,"
    " where X is the number of cards in their hand minus 4.",
    "At the beginning of each player's upkeep, ~ deals X damage to that player,"
    " where X is 4 minus the number of cards in their hand.",
    "{T}: ~ deals 2 damage to any target and 3 damage to itself.",
    "~ deals damage to target creature equal to the number of instant and"
    " sorcery cards in your graveyard.",
]


@pytest.mark.parametrize("line", LINES)
def test_cr608_2h_amount_lines_round_trip(line: str) -> None:
    round_trip(line)


def _dealt(events: Sequence[object]) -> list[tuple[int, int, int]]:
    return [(e.source, e.recipient, e.amount) for e in events if isinstance(e, DamageDealt)]


def _spell_dealt(t: Table, events: Sequence[object]) -> list[tuple[str, int, int]]:
    """(the source's name, recipient, amount): a spell is a new object on the stack (CR 400.7)."""
    state = t.game.state
    return [(state.source_view(s).name, r, a) for s, r, a in _dealt(events)]  # type: ignore[union-attr]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr107_1b_kindle_counts_cards_named_kindle_in_all_graveyards(ruleset: str) -> None:
    """Kindle: X is 2 plus the Kindles in all graveyards (two in Bob's, one in Alice's; the
    one on the stack isn't in a graveyard): 5 damage to Bob, in one event."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 2)
    kindle = t.put("Kindle", t.alice, "hand")
    for owner in (t.bob, t.bob, t.alice):
        t.put("Kindle", owner, "graveyard")
    t.put("Shock", t.alice, "graveyard")  # another name
    t.begin()
    t.act(CastSpell(kindle, (t.bob,)))
    events = t.resolve()
    assert _spell_dealt(t, events) == [("Kindle", t.bob, 5)]
    assert t.game.life(t.bob) == 15


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_galvanic_bombardment_counts_only_your_graveyard(ruleset: str) -> None:
    """Galvanic Bombardment: 2 plus those in Alice's graveyard (one; Bob's doesn't count):
    3 damage kills a 3-toughness creature."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 1)
    bombardment = t.put("Galvanic Bombardment", t.alice, "hand")
    t.put("Galvanic Bombardment", t.alice, "graveyard")
    t.put("Galvanic Bombardment", t.bob, "graveyard")
    giant = t.put("Hill Giant", t.bob)
    t.begin()
    t.act(CastSpell(bombardment, (giant,)))
    events = t.resolve()
    assert _spell_dealt(t, events) == [("Galvanic Bombardment", giant, 3)]
    assert not t.game.is_on_battlefield(giant)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_sudden_impact_counts_the_damaged_players_hand(ruleset: str) -> None:
    """Sudden Impact: "equal to the number of cards in that player's hand": Bob's three cards,
    not Alice's five."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 4)
    impact = t.put("Sudden Impact", t.alice, "hand")
    for _ in range(3):
        t.put("Island", t.bob, "hand")
    for _ in range(5):
        t.put("Island", t.alice, "hand")
    t.begin()
    t.act(CastSpell(impact, (t.bob,)))
    events = t.resolve()
    assert _spell_dealt(t, events) == [("Sudden Impact", t.bob, 3)]
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 17)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_spite_of_mogis_counts_instant_and_sorcery_cards(ruleset: str) -> None:
    """Spite of Mogis: two instants and a sorcery in Alice's graveyard (a creature card and
    Bob's instant don't count): 3 damage."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 1)
    spite = t.put("Spite of Mogis", t.alice, "hand")
    for name in ("Shock", "Lightning Bolt", "Lava Axe", "Gray Ogre"):
        t.put(name, t.alice, "graveyard")
    t.put("Shock", t.bob, "graveyard")
    giant = t.put("Hill Giant", t.bob)
    t.begin()
    t.act(CastSpell(spite, (giant,)))
    events = t.resolve()
    assert _spell_dealt(t, events) == [("Spite of Mogis", giant, 3)]
    assert not t.game.is_on_battlefield(giant)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr120_2b_psionic_entity_deals_damage_to_itself(ruleset: str) -> None:
    """Psionic Entity (2/2): 2 damage to Bob and 3 damage to itself: it dies (CR 704.5g)."""
    t = Table(ruleset)
    entity = t.put("Psionic Entity", t.alice)
    t.begin()
    t.act(ActivateAbility(entity, 0, (t.bob,)))
    events = t.resolve()
    assert _dealt(events) == [(entity, t.bob, 2), (entity, entity, 3)]
    assert t.game.life(t.bob) == 18
    assert not t.game.is_on_battlefield(entity)


def _to_upkeep_of(t: Table, player: int) -> list[object]:
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
    events: list[object] = []
    while t.game.state.stack:
        events.extend(t.game.apply(PassPriority()))
    return events


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr107_1b_iron_maiden_minus_four_is_never_negative(ruleset: str) -> None:
    """Iron Maiden: X is the cards in Bob's hand minus 4: six cards, 2 damage; then, with
    three cards in his next upkeep, X would be -1: no damage (CR 107.1b)."""
    t = Table(ruleset)
    maiden = t.put("Iron Maiden", t.alice)
    for owner in (t.alice, t.bob):
        for _ in range(4):
            t.put("Island", owner, "library")
    hand = [t.put("Island", t.bob, "hand") for _ in range(6)]
    t.begin()
    events = _to_upkeep_of(t, t.bob)
    assert _dealt(events) == [(maiden, t.bob, 2)]
    assert t.game.life(t.bob) == 18
    for card in hand[:4]:  # 7 after the draw, 3 left
        t.game.move_to_zone(card, "graveyard")
    events = _to_upkeep_of(t, t.alice)
    assert not _dealt(events)  # Alice isn't an opponent of Alice
    events = _to_upkeep_of(t, t.bob)
    assert not _dealt(events)
    assert t.game.life(t.bob) == 18


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr107_1b_storm_world_four_minus_the_cards_in_hand(ruleset: str) -> None:
    """Storm World: X is 4 minus the cards in that player's hand: Bob with one card is dealt
    3; Alice with five cards (more than 4) is dealt nothing."""
    t = Table(ruleset)
    world = t.put("Storm World", t.alice)
    for owner in (t.alice, t.bob):
        for _ in range(4):
            t.put("Island", owner, "library")
    t.put("Island", t.bob, "hand")
    for _ in range(5):
        t.put("Island", t.alice, "hand")
    t.begin()
    events = _to_upkeep_of(t, t.bob)
    assert _dealt(events) == [(world, t.bob, 3)]
    events = _to_upkeep_of(t, t.alice)
    assert not _dealt(events)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 17)
