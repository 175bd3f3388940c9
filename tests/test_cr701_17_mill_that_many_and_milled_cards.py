"""Milling (CR 701.17a: a player puts that many cards from the top of their library into their
graveyard; the keyword action postdates the 2011 rules, so both rulesets cite today's number)
and the instructions that read what was milled (CR 608.2c, 608.2h): "that player mills that
many cards" (CR 603.2: the trigger event's amount), "You may put a permanent card from among
the milled cards into your hand.", "You gain 1 life for each creature card milled this way."
Real cards, under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell, Choose, DeclareAttackers, PassPriority
from mtgrules.cards.grammar import ClauseError, parse_line
from mtgrules.cards.support import missing
from mtgrules.events import ZoneChanged
from mtgrules.objects import Zone
from mtgrules.proposed import DamagePart
from tests.card_table import round_trip
from tests.combat_table import CombatTable
from tests.instruction_play import RULESETS, Table


def _stack(t: Table, owner: int, *names: str) -> None:
    """The cards put into ``owner``'s library, the last one on top (before the game begins)."""
    for name in names:
        t.put(name, owner, "library")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_17a_crosstown_courier_that_player_mills_the_combat_damage(ruleset: str) -> None:
    """Crosstown Courier (2/1) deals 2 combat damage to Bob: Bob mills his top two cards, and
    only those."""
    t = Table(ruleset)
    _stack(t, t.bob, "Forest", "Island", "Swamp")
    t.begin()
    courier = t.put("Crosstown Courier", t.alice)
    t.game.deal_damage_event([DamagePart(courier, t.bob, 2, True, None)])
    events = t.game.resolve_triggers()
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Island", "Swamp"]
    assert t.library(t.bob) == ["Forest"]
    milled = [e for e in events if isinstance(e, ZoneChanged)]
    assert [(e.origin, e.destination, e.rule) for e in milled] == [
        (Zone.LIBRARY, Zone.GRAVEYARD, "701.17a")
    ] * 2


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_17a_mindcrank_the_opponent_mills_the_life_lost(ruleset: str) -> None:
    """Mindcrank: Bob loses 3 life and mills three cards; Alice losing life triggers nothing."""
    t = Table(ruleset)
    _stack(t, t.bob, "Forest", "Island", "Swamp", "Mountain")
    _stack(t, t.alice, "Plains", "Plains")
    t.begin()
    t.put("Mindcrank", t.alice)
    t.game.lose_life(t.alice, 2)
    t.game.lose_life(t.bob, 3)
    t.game.resolve_triggers()
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Island", "Mountain", "Swamp"]
    assert t.library(t.alice) == ["Plains", "Plains"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_17a_mill_more_than_the_library_holds(ruleset: str) -> None:
    """Bob loses 5 life with two cards in his library: he mills both (CR 701.17b today:
    as many as possible)."""
    t = Table(ruleset)
    _stack(t, t.bob, "Forest", "Island")
    t.begin()
    t.put("Mindcrank", t.alice)
    t.game.lose_life(t.bob, 5)
    t.game.resolve_triggers()
    assert t.library(t.bob) == []
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Forest", "Island"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_17a_festerleech_you_mill_two_cards(ruleset: str) -> None:
    """Festerleech deals 1 combat damage to Bob: Alice (not Bob) mills two cards."""
    t = Table(ruleset)
    _stack(t, t.alice, "Forest", "Island", "Swamp")
    _stack(t, t.bob, "Plains")
    t.begin()
    leech = t.put("Festerleech", t.alice)
    t.game.deal_damage_event([DamagePart(leech, t.bob, 1, True, None)])
    t.game.resolve_triggers()
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Island", "Swamp"]
    assert t.library(t.bob) == ["Plains"]


def _seed_of_hope(t: Table, *library: str) -> list[int]:
    t.lands("Forest", t.alice, 1)
    seed = t.put("Seed of Hope", t.alice, "hand")
    _stack(t, t.alice, *library)
    t.begin()
    t.game.apply(CastSpell(seed))
    return list(reversed(t.game.state.libraries[t.alice]))


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2c_seed_of_hope_a_permanent_card_from_among_the_milled_cards(
    ruleset: str,
) -> None:
    """Seed of Hope mills Grizzly Bears and Lightning Bolt: only the Bears (a permanent card)
    or nothing may go to the hand; Alice takes the Bears and gains 2 life."""
    t = Table(ruleset)
    bears, bolt, _ = _seed_of_hope(t, "Forest", "Lightning Bolt", "Grizzly Bears")
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())  # Seed of Hope resolves and asks
    asked = t.asked()
    assert asked.kind == "put into hand" and asked.rule == "608.2c"
    # only the Bears (named by its id in the library), or nothing: not the Bolt
    assert asked.options == ((bears,), ())
    assert (bolt,) not in asked.options
    t.act(Choose((bears,)))
    assert t.zone_of(t.alice, Zone.HAND) == ["Grizzly Bears"]
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Lightning Bolt", "Seed of Hope"]
    assert t.library(t.alice) == ["Forest"]
    assert t.game.life(t.alice) == 22


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2c_seed_of_hope_may_take_nothing(ruleset: str) -> None:
    t = Table(ruleset)
    _seed_of_hope(t, "Forest", "Island", "Grizzly Bears")
    t.resolve(())
    assert t.zone_of(t.alice, Zone.HAND) == []
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Grizzly Bears", "Island", "Seed of Hope"]
    assert t.game.life(t.alice) == 22


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2c_seed_of_hope_no_permanent_card_milled_no_choice(ruleset: str) -> None:
    t = Table(ruleset)
    _seed_of_hope(t, "Forest", "Lightning Bolt", "Shock")
    t.resolve()
    assert t.zone_of(t.alice, Zone.HAND) == []
    assert t.game.life(t.alice) == 22


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_gorging_vulture_gains_one_life_per_creature_card_milled(ruleset: str) -> None:
    """Gorging Vulture mills Grizzly Bears, Island, Llanowar Elves and Shock: two creature
    cards, 2 life. The Forest below is not milled and not counted."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 3)
    vulture = t.put("Gorging Vulture", t.alice, "hand")
    _stack(t, t.alice, "Grizzly Bears", "Shock", "Llanowar Elves", "Island", "Grizzly Bears")
    t.begin()
    t.game.apply(CastSpell(vulture))
    t.resolve()  # the creature spell
    t.resolve()  # its enters trigger
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == [
        "Grizzly Bears",
        "Island",
        "Llanowar Elves",
        "Shock",
    ]
    assert t.library(t.alice) == ["Grizzly Bears"]
    assert t.game.life(t.alice) == 22


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_gorging_vulture_nothing_milled_no_life(ruleset: str) -> None:
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 3)
    vulture = t.put("Gorging Vulture", t.alice, "hand")
    t.begin()
    t.game.apply(CastSpell(vulture))
    t.resolve()
    t.resolve()
    assert t.game.life(t.alice) == 20


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_necron_monolith_a_token_for_each_creature_card_milled(ruleset: str) -> None:
    """Necron Monolith, crewed by Colossal Dreadmaw, attacks: it mills Llanowar Elves, Shock
    and Grizzly Bears, two creature cards, and Alice creates two 2/2 Necron Warriors."""
    t = CombatTable(ruleset)
    for name in ("Grizzly Bears", "Shock", "Llanowar Elves"):
        t.put(name, t.alice, "library")
    t.put("Necron Monolith", t.alice)
    t.put("Colossal Dreadmaw", t.alice)
    t.game.begin("precombat main", active=t.alice)
    monolith = t.named("Necron Monolith").id
    t.game.apply(ActivateAbility(monolith, 0))  # crew 4, paid by tapping the Dreadmaw
    t.resolve()
    t.to_attackers()
    t.game.apply(DeclareAttackers(((monolith, t.bob),)))
    t.pass_until("declare blockers")  # the attack trigger has resolved
    graveyard = t.game.state.objects.values()
    milled = sorted(o.name for o in graveyard if o.zone is Zone.GRAVEYARD)
    assert milled == ["Grizzly Bears", "Llanowar Elves", "Shock"]
    tokens = [o for o in t.game.state.objects.values() if o.name == "Necron Warrior Token"]
    assert len(tokens) == 2
    assert all((o.power, o.toughness, o.controller) == (2, 2, t.alice) for o in tokens)


@pytest.mark.parametrize(
    "line",
    [
        "Whenever ~ deals combat damage to a player, that player mills that many cards.",
        "Whenever an opponent loses life, that player mills that many cards.",
        "Whenever ~ deals damage, target player mills that many cards.",
        "Whenever ~ deals combat damage to a player, you mill that many cards.",
        "Whenever ~ deals combat damage to a player, you mill two cards.",
        "Mill two cards. You may put a permanent card from among the milled cards into your "
        "hand. You gain 2 life.",
        "{T}: Mill a card. You may put a land card from among the cards milled this way into "
        "your hand.",
        "When ~ enters, mill four cards. You gain 1 life for each creature card milled this way.",
        "Whenever ~ attacks, mill three cards. For each creature card milled this way, create "
        "a 2/2 black Necron Warrior artifact creature token.",
    ],
)
def test_cr701_17a_mill_lines_round_trip(line: str) -> None:
    round_trip(line)


def test_cr603_2_mill_that_many_needs_an_amount() -> None:
    """An attack has no amount: "that many" refers to nothing, so the line is unsupported."""
    problem = missing(parse_line("Whenever ~ attacks, that player mills that many cards."))
    assert problem is not None and "MillThatMany" in problem


@pytest.mark.parametrize(
    "line",
    [
        "Mill two cards. You may put a token card from among the milled cards into your hand.",
        "Mill two cards. Destroy target creature for each creature card milled this way.",
    ],
)
def test_cr701_17a_mill_rejects_wording_it_cannot_mean(line: str) -> None:
    with pytest.raises(ClauseError):
        parse_line(line)
