"""Reflexive triggered abilities (CR 603.12): "When ~ enters, you may sacrifice another
creature. When you do, destroy target creature an opponent controls." (Cavalier of Night).

The reflexive ability triggers as the first ability resolves, only if the action it waits for
was taken (the creature sacrificed, the mana paid in full); it goes on the stack afterwards,
its targets chosen then (CR 603.3d): the first ability has none of its own, and a reflexive
ability with no legal target is removed while the action stays done. Cards worded so were
printed after 2011; under the 2011 rules they are played the same way, citing today's rule.
Real cards: Cavalier of Night, Sparktongue Dragon, Pyroclastic Hellion, Unscrupulous
Contractor."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority, PlayLand
from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.grammar import parse_line
from mtgrules.events import Event
from mtgrules.objects import Keyword, Zone
from mtgrules.reflexive_events import ReflexiveTriggered
from mtgrules.state import EntityId
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table

CAVALIER = "When you do, destroy target creature an opponent controls."


@pytest.mark.parametrize(
    "line",
    [
        "When ~ enters, you may sacrifice another creature. " + CAVALIER,
        "When ~ enters, you may pay {2}{R}. When you do, it deals 3 damage to any target.",
        "When ~ enters, you may return a land you control to its owner's hand. When you do, ~ "
        "deals 2 damage to each opponent.",
        "At the beginning of combat on your turn, you may pay {2}{G}. When you do, put a +1/+1 "
        "counter on target creature. That creature gains trample until end of turn.",
        "Whenever ~ deals combat damage to a player, you may discard a card. When you do, "
        "destroy target creature or planeswalker that player controls.",
        "Whenever ~ is dealt damage, put a +1/+1 counter on it. When you do, it deals damage "
        "equal to the number of +1/+1 counters on it to any other target.",
        "When ~ enters, you may have it deal 2 damage to you. When you do, it deals 4 damage "
        "to target creature.",
        "At the beginning of combat on your turn, mill a card. When you do, if there are four "
        "or more creature cards in your graveyard, put a +1/+1 counter on target creature you "
        "control and it gains deathtouch until end of turn.",
        "When ~ enters, sacrifice it. When you do, search your library for a basic Forest, "
        "Plains, or Island card, put it onto the battlefield tapped, then shuffle and you gain "
        "1 life.",
        "When ~ enters, search your library for a basic Forest or Plains card, put it onto the "
        "battlefield tapped, then shuffle.",
    ],
)
def test_cr603_12_reflexive_round_trips(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        (
            "When ~ enters, attach it to target creature you control. When you do, equipped "
            "creature fights up to one target creature an opponent controls.",
            "after an action with targets",
        ),
        (
            "When ~ enters, you gain 2 life and draw a card. When you do, target creature gets "
            "-1/-1 until end of turn.",
            "after several actions",
        ),
    ],
)
def test_cr603_12_reflexive_refused_when_the_action_is_unclear(line: str, reason: str) -> None:
    """The targets of each ability are their own (CR 603.3d); "you do" names one action."""
    with pytest.raises(ClauseError, match=reason):
        parse_line(line)


def _cast(t: Table, name: str, land: str, count: int) -> EntityId:
    """Alice casts ``name`` with ``count`` of her ``land``s; its ETB ability goes on the
    stack."""
    t.lands(land, t.alice, count)
    card = t.put(name, t.alice, "hand")
    t.begin()
    t.act(CastSpell(card, ()))
    t.resolve()
    return next(o.id for o in t.game.state.battlefield() if o.name == name)


def _reflexive(events: Sequence[Event]) -> list[ReflexiveTriggered]:
    return [e for e in events if isinstance(e, ReflexiveTriggered)]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_12_cavalier_sacrifices_then_destroys_chosen_target(ruleset: str) -> None:
    """Alice sacrifices her Grizzly Bears: the reflexive ability triggers and goes on the
    stack with Bob's Hill Giant as its target; it resolves and destroys the Giant."""
    t = Table(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.bob)
    cavalier = _cast(t, "Cavalier of Night", "Swamp", 5)
    (first,) = t.game.state.stack
    assert first.targets == ()  # CR 603.12: the first ability chooses no target
    events = t.resolve(True)
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert not t.game.is_on_battlefield(bears)
    (triggered,) = _reflexive(events)
    assert (triggered.rule, triggered.source) == ("603.12", cavalier)
    (item,) = t.game.state.stack
    assert item.text == CAVALIER and item.targets == (giant,)  # CR 603.3d
    assert t.game.is_on_battlefield(giant)
    t.resolve()
    assert not t.game.is_on_battlefield(giant)
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Hill Giant"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_12_cavalier_declined_or_nothing_sacrificed_triggers_nothing(ruleset: str) -> None:
    """Alice declines: nothing is sacrificed, nothing triggers. Alone (no other creature),
    she accepts but sacrifices nothing: the reflexive ability doesn't trigger either."""
    t = Table(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.bob)
    _cast(t, "Cavalier of Night", "Swamp", 5)
    assert _reflexive(t.resolve(False)) == []
    assert not t.game.state.stack
    assert t.game.is_on_battlefield(bears) and t.game.is_on_battlefield(giant)
    alone = Table(ruleset)
    giant = alone.put("Hill Giant", alone.bob)
    _cast(alone, "Cavalier of Night", "Swamp", 5)
    assert _reflexive(alone.resolve(True)) == []
    assert not alone.game.state.stack
    assert alone.game.is_on_battlefield(giant)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_3d_cavalier_reflexive_without_target_is_removed(ruleset: str) -> None:
    """Bob controls no creature: the first ability still resolves and the Bears are
    sacrificed; the reflexive ability triggers but, with no legal target, is removed as it
    would be put on the stack (CR 603.3d)."""
    t = Table(ruleset)
    t.put("Grizzly Bears", t.alice)
    _cast(t, "Cavalier of Night", "Swamp", 5)
    events = t.resolve(True)
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert len(_reflexive(events)) == 1
    assert not t.game.state.stack


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_12_sparktongue_dragon_pays_then_deals_damage(ruleset: str) -> None:
    """With eight Mountains, Alice pays {2}{R} with the three left: the reflexive ability
    targets Bob (he goes to 17). With five, she can't pay: nothing triggers, Bob stays at
    20."""
    t = Table(ruleset)
    _cast(t, "Sparktongue Dragon", "Mountain", 8)
    t.resolve(True, (t.bob,))  # the targets are chosen as it is put on the stack
    (item,) = t.game.state.stack
    assert item.text == "When you do, it deals 3 damage to any target."
    assert item.targets == (t.bob,)
    assert all(o.tapped for o in t.game.state.battlefield() if o.name == "Mountain")
    t.resolve()
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 17)
    poor = Table(ruleset)
    _cast(poor, "Sparktongue Dragon", "Mountain", 5)
    assert _reflexive(poor.resolve(True)) == []
    assert not poor.game.state.stack
    assert (poor.game.life(poor.alice), poor.game.life(poor.bob)) == (20, 20)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_12_pyroclastic_hellion_returns_a_land_then_deals_damage(ruleset: str) -> None:
    """Alice returns one of her Mountains to her hand: the reflexive ability (no target)
    deals 2 damage to Bob."""
    t = Table(ruleset)
    hellion = _cast(t, "Pyroclastic Hellion", "Mountain", 5)
    t.resolve(True, *_land_answer(t))
    assert t.zone_of(t.alice, Zone.HAND) == ["Mountain"]
    (item,) = t.game.state.stack
    assert item.source == hellion and item.targets == ()
    t.resolve()
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 18)


def _land_answer(t: Table) -> tuple[object, ...]:
    """The answer to "return a land you control" if it is asked: the first Mountain."""
    mountain = min(o.id for o in t.game.state.battlefield() if o.name == "Mountain")
    return ((mountain,),)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_12_unscrupulous_contractor_target_player_draws_and_loses(ruleset: str) -> None:
    """Alice sacrifices her Grizzly Bears; the reflexive ability targets Bob: he draws two
    cards and loses 2 life."""
    t = Table(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    for _ in range(3):
        t.put("Island", t.bob, "library")
    contractor = _cast(t, "Unscrupulous Contractor", "Swamp", 3)
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    t.game.apply(Choose(True))
    assert set(t.asked().options) == {(bears,), (contractor,)}
    t.act(Choose((bears,)), (t.bob,))  # then the reflexive ability's target
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Grizzly Bears"]
    t.resolve()
    assert t.zone_of(t.bob, Zone.HAND) == ["Island", "Island"]
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 18)


def _sigil_table(ruleset: str, top: str) -> tuple[Table, EntityId]:
    """Sigil of Myrkul, Alice's Grizzly Bears, three creature cards in her graveyard and
    ``top`` on top of her library; her beginning of combat step begins."""
    t = Table(ruleset)
    t.put("Sigil of Myrkul", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    for _ in range(3):
        t.put("Hill Giant", t.alice, "graveyard")
    t.put("Swamp", t.alice, "library")
    t.put(top, t.alice, "library")
    t.game.begin("beginning of combat", active=t.alice)
    return t, bears


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_4_sigil_reflexive_if_four_creature_cards(ruleset: str) -> None:
    """Milling Craw Wurm makes four creature cards: the reflexive ability triggers (its
    intervening "if" true) and the Bears get a +1/+1 counter and deathtouch. Milling a Swamp
    leaves three: it doesn't trigger (CR 603.4)."""
    t, bears = _sigil_table(ruleset, "Craw Wurm")
    t.resolve()
    assert t.zone_of(t.alice, Zone.GRAVEYARD).count("Craw Wurm") == 1
    (item,) = t.game.state.stack
    assert item.targets == (bears,)
    t.resolve()
    assert (t.game.power(bears), t.game.toughness(bears)) == (3, 3)
    assert t.game.state.objects[bears].has(Keyword.DEATHTOUCH)
    land, bears = _sigil_table(ruleset, "Swamp")
    assert _reflexive(land.resolve()) == []
    assert not land.game.state.stack
    assert land.zone_of(land.alice, Zone.GRAVEYARD).count("Swamp") == 1
    assert (land.game.power(bears), land.game.toughness(bears)) == (2, 2)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_12_brokers_hideout_sacrificed_then_searches(ruleset: str) -> None:
    """Brokers Hideout enters and is sacrificed; when it is, Alice searches for a basic
    Forest, Plains, or Island card (a Mountain can't be found), puts the Plains onto the
    battlefield tapped and gains 1 life."""
    t = Table(ruleset)
    for name in ("Mountain", "Plains", "Forest"):
        t.put(name, t.alice, "library")
    hideout = t.put("Brokers Hideout", t.alice, "hand")
    t.begin()
    t.act(PlayLand(hideout))
    t.resolve()
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Brokers Hideout"]
    (item,) = t.game.state.stack
    assert item.text.startswith("When you do, search your library for a basic Forest, Plains")
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    found_by_name = {
        t.game.obj(o[0]).name: o for o in t.asked().options if isinstance(o, tuple) and o
    }
    assert set(found_by_name) == {"Plains", "Forest"}  # CR 701.23a: not the Mountain
    t.act(Choose(found_by_name["Plains"]))
    (found,) = [o for o in t.game.state.battlefield() if o.name == "Plains"]
    assert found.tapped
    assert t.game.life(t.alice) == 21


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_12_go_shintai_counts_shrines_as_the_reflexive_resolves(ruleset: str) -> None:
    """Go-Shintai of Ancient Wars: Alice pays {1} at her end step; the reflexive ability
    targets Bob and deals X damage, X the Shrines she controls (Go-Shintai and Sanctum of
    Stone Fangs: 2). Her Savannah Lions are no Shrine."""
    t = Table(ruleset)
    t.put("Go-Shintai of Ancient Wars", t.alice)
    t.put("Sanctum of Stone Fangs", t.alice)
    t.put("Savannah Lions", t.alice)
    t.lands("Mountain", t.alice, 1)
    t.game.begin("end", active=t.alice)
    t.resolve(True, (t.bob,))
    (item,) = t.game.state.stack
    assert item.targets == (t.bob,)
    t.resolve()
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 18)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_12_eastfarthing_farmer_food_then_pump(ruleset: str) -> None:
    """Eastfarthing Farmer enters and creates a Food; when it does, Alice's Grizzly Bears
    (the target chosen then) get +1/+1 until end of turn for each Food she controls (one)."""
    t = Table(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    farmer = _cast(t, "Eastfarthing Farmer", "Plains", 3)
    t.resolve((bears,))
    assert [o.name for o in t.game.state.battlefield() if "Food" in o.subtypes] == ["Food"]
    (item,) = t.game.state.stack
    assert item.targets == (bears,) and item.source == farmer
    t.resolve()
    assert (t.game.power(bears), t.game.toughness(bears)) == (3, 3)
