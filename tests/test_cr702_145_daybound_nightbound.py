"""CR 702.145 daybound and nightbound, and day and night (CR 502.2: the untap step's check).
Both postdate the 2011 edition and are played by today's rules under both rulesets. Real
cards: Tavern Ruffian (2/5, daybound) // Tavern Smasher (6/5, nightbound)."""

from __future__ import annotations

import pytest

from mtgrules import Game
from mtgrules.actions import CastSpell, DeclareAttackers, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.events import Event
from mtgrules.explain import explain
from mtgrules.objects import Step
from mtgrules.state import EntityId
from mtgrules.transform_events import BecameDay, BecameNight, Transformed
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


def _ruffian(t: Table, *, transformed: bool = False) -> EntityId:
    return t.game.add_card_def(
        bundled_database().card("Tavern Ruffian"),
        owner=t.alice,
        zone="battlefield",
        transformed=transformed,
    )


def _to_next_upkeep(game: Game) -> list[Event]:
    """Pass (declaring no attackers) until the next turn's upkeep begins."""
    turn, events = game.state.turn, list[Event]()
    while not (game.state.turn == turn + 1 and game.state.step is Step.UPKEEP):
        if game.decision_kind() == "declare attackers":
            events += game.apply(DeclareAttackers(()))
        else:
            events += game.apply(PassPriority())
    return events


def _cast_bolts(t: Table, count: int) -> None:
    for _ in range(count):
        t.lands("Mountain", t.alice, 1)
        bolt = t.put("Lightning Bolt", t.alice, "hand")
        t.game.apply(CastSpell(bolt, (t.bob,)))
        t.resolve()


def _turned(events: list[Event]) -> list[tuple[str, str]]:
    return [(e.name, e.rule) for e in events if isinstance(e, Transformed)]


@pytest.mark.parametrize("line", ["Daybound", "Nightbound"])
def test_cr702_145a_keywords_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_145d_a_daybound_permanent_makes_it_day(ruleset: str) -> None:
    t = Table(ruleset)
    ruffian = _ruffian(t)
    assert t.game.state.day_night == ""
    events = t.game.check_state_based_actions()
    assert [(type(e), e.rule) for e in events] == [(BecameDay, "702.145d")]
    assert t.game.state.day_night == "day"
    assert t.game.state.objects[ruffian].name == "Tavern Ruffian"


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_145g_a_nightbound_permanent_makes_it_night(ruleset: str) -> None:
    t = Table(ruleset)
    smasher = _ruffian(t, transformed=True)
    events = t.game.check_state_based_actions()
    assert [(type(e), e.rule) for e in events] == [(BecameNight, "702.145g")]
    assert t.game.state.objects[smasher].name == "Tavern Smasher"


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr502_2_no_spells_day_becomes_night_and_702_145c_transforms(ruleset: str) -> None:
    """Day; Alice, the active player, casts no spell in her turn: in Bob's untap step it
    becomes night and Tavern Ruffian transforms into Tavern Smasher (6/5)."""
    t = Table(ruleset)
    ruffian = _ruffian(t)
    t.game.begin("precombat main", active=t.alice, turn=2)
    assert t.game.state.day_night == "day"
    events = _to_next_upkeep(t.game)
    night = [e for e in events if isinstance(e, BecameNight)]
    assert [e.rule for e in night] == ["502.2"]
    assert _turned(events) == [("Tavern Smasher", "702.145c")]
    smasher = t.game.state.objects[ruffian]
    assert (smasher.current_power(), smasher.current_toughness()) == (6, 5)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr502_2_two_spells_night_becomes_day_and_702_145f_transforms(ruleset: str) -> None:
    """Night; Alice casts two Lightning Bolts in her turn: in Bob's untap step it becomes day
    and Tavern Smasher transforms back into Tavern Ruffian. One spell would not do."""
    t = Table(ruleset)
    smasher = _ruffian(t, transformed=True)
    t.game.begin("precombat main", active=t.alice, turn=2)
    assert t.game.state.day_night == "night"
    _cast_bolts(t, 2)
    events = _to_next_upkeep(t.game)
    assert [e.rule for e in events if isinstance(e, BecameDay)] == ["502.2"]
    assert _turned(events) == [("Tavern Ruffian", "702.145f")]
    assert t.game.state.objects[smasher].name == "Tavern Ruffian"
    once = Table(ruleset)
    kept = _ruffian(once, transformed=True)
    once.game.begin("precombat main", active=once.alice, turn=2)
    _cast_bolts(once, 1)
    _to_next_upkeep(once.game)
    assert once.game.state.day_night == "night"
    assert once.game.state.objects[kept].name == "Tavern Smasher"


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_145b_enters_transformed_at_night(ruleset: str) -> None:
    """It's night (a Tavern Smasher is on the battlefield): a Tavern Ruffian Alice casts
    enters the battlefield transformed, as Tavern Smasher."""
    t = Table(ruleset)
    _ruffian(t, transformed=True)
    t.lands("Mountain", t.alice, 4)
    card = t.put("Tavern Ruffian", t.alice, "hand")
    t.begin()
    assert t.game.state.day_night == "night"
    t.game.apply(CastSpell(card, ()))
    t.resolve()
    entered = [o for o in t.game.state.battlefield() if o.faces is not None]
    assert sorted(o.name for o in entered) == ["Tavern Smasher", "Tavern Smasher"]
    assert all(o.transformed for o in entered)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_145b_cant_transform_except_by_daybound(ruleset: str) -> None:
    t = Table(ruleset)
    ruffian = _ruffian(t)
    assert t.game.transform(ruffian) == []
    assert t.game.state.objects[ruffian].name == "Tavern Ruffian"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_cr702_145_day_and_night_are_explained(lang: str) -> None:
    t = Table("current")
    _ruffian(t)
    (day,) = t.game.check_state_based_actions()
    text = explain(day, t.game, lang=lang)
    assert ("day" if lang == "en" else "jour") in text and "702.145d" in text
