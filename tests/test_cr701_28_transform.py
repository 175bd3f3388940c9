"""CR 701.28 (2011: 701.25): transform. A double-faced permanent turns over: the same object
with its other face's characteristics, its counters, damage, status and attachments kept;
told to transform any other permanent, nothing happens. Real cards under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules import Game
from mtgrules.actions import ActivateAbility, Choose, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.explain import explain
from mtgrules.objects import PLUS_ONE, Keyword, Zone
from mtgrules.transform_events import Transformed
from tests.card_table import RULESETS, Table
from tests.play import pass_step

TRANSFORM_RULE = {"current": "701.28a", "cr2011": "701.25a"}


def _transformed(game: Game) -> list[Transformed]:
    return [e for e in game.log if isinstance(e, Transformed)]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_28a_same_object_keeps_counters_damage_and_status(ruleset: str) -> None:
    """Ulvenwald Oddity, tapped, with a +1/+1 counter and 3 damage, transforms into
    Ulvenwald Behemoth: same id, counter, damage and tapped status, an 8/8 plus its counter,
    whose static ability now pumps the other creatures; transformed again, it is the Oddity."""
    t = Table(ruleset)
    db = bundled_database()
    oddity = t.game.add_card_def(
        db.card("Ulvenwald Oddity"),
        owner=t.alice,
        zone="battlefield",
        counters={PLUS_ONE: 1},
        damage=3,
        tapped=True,
    )
    bears = t.put("Grizzly Bears", t.alice)
    events = t.game.transform(oddity)
    assert [type(e) for e in events] == [Transformed]
    assert events[0].rule == TRANSFORM_RULE[ruleset]
    behemoth = t.game.state.objects[oddity]
    assert behemoth.zone is Zone.BATTLEFIELD and behemoth.name == "Ulvenwald Behemoth"
    assert (behemoth.current_power(), behemoth.current_toughness()) == (9, 9)
    assert behemoth.damage == 3 and behemoth.tapped
    pumped = t.game.state.objects[bears]
    assert (pumped.current_power(), pumped.current_toughness()) == (3, 3)
    assert pumped.has(Keyword.TRAMPLE) and pumped.has(Keyword.HASTE)
    t.game.transform(oddity)
    back = t.game.state.objects[oddity]
    assert (back.name, back.current_power(), back.damage) == ("Ulvenwald Oddity", 5, 3)
    assert t.game.state.objects[bears].current_power() == 2
    assert [e.face for e in _transformed(t.game)] == ["back", "front"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_28a_nothing_happens_to_a_permanent_of_one_face(ruleset: str) -> None:
    t = Table(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    token = t.game.add_card(
        "Spirit",
        owner=t.alice,
        zone="battlefield",
        types={"Creature"},
        power=1,
        toughness=1,
        token=True,
    )
    assert t.game.transform(bears) == [] and t.game.transform(token) == []
    assert t.game.state.objects[bears].name == "Grizzly Bears"


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_28a_activated_transform_ability(ruleset: str) -> None:
    """Ulvenwald Oddity's "{5}{G}{G}: Transform this creature." with seven Forests: the
    ability resolves and the 4/4 is an 8/8 Ulvenwald Behemoth."""
    t = Table(ruleset)
    oddity = t.put("Ulvenwald Oddity", t.alice)
    t.lands("Forest", 7)
    t.main_phase()
    t.game.apply(ActivateAbility(oddity, 0))
    assert t.game.state.objects[oddity].name == "Ulvenwald Oddity"  # on the stack
    t.resolve()
    behemoth = t.game.state.objects[oddity]
    assert (behemoth.name, behemoth.current_power()) == ("Ulvenwald Behemoth", 8)
    assert not t.game.state.sick(behemoth) or behemoth.has(Keyword.HASTE)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_28a_upkeep_trigger_may_transform(ruleset: str) -> None:
    """Cloistered Youth: "At the beginning of your upkeep, you may transform this
    creature." Yes: it is Unholy Fiend, whose end step trigger costs Alice 1 life."""
    t = Table(ruleset)
    youth = t.put("Cloistered Youth", t.alice)
    t.game.begin("upkeep", active=t.alice)
    while t.game.decision_kind() == "priority" and t.game.state.stack:
        t.game.apply(PassPriority())
        found = t.game.decision()
        if found is not None and found.kind == "may":
            t.game.apply(Choose(True))
    assert t.game.state.objects[youth].name == "Unholy Fiend"
    later = Table(ruleset)  # an Unholy Fiend at the beginning of Alice's end step
    later.game.add_card_def(
        bundled_database().card("Cloistered Youth"),
        owner=later.alice,
        zone="battlefield",
        transformed=True,
    )
    later.game.begin("end", active=later.alice)
    pass_step(later.game)
    assert later.game.life(later.alice) == 19


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_28a_transform_when_another_creature_dies(ruleset: str) -> None:
    """Desperate Farmer: "When another creature you control dies, transform this
    creature." Alice's Grizzly Bears die: it becomes Depraved Harvester, a 4/3 with lifelink."""
    t = Table(ruleset)
    farmer = t.put("Desperate Farmer", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    t.main_phase()
    t.game.move_to_zone(bears, "graveyard")
    while t.game.state.pending_triggers or t.game.state.stack:
        t.game.apply(PassPriority())  # the trigger goes on the stack, then resolves
    harvester = t.game.state.objects[farmer]
    assert harvester.name == "Depraved Harvester"
    assert (harvester.current_power(), harvester.current_toughness()) == (4, 3)
    assert harvester.has(Keyword.LIFELINK)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_cr701_28a_transformed_is_explained(lang: str) -> None:
    t = Table("current")
    oddity = t.put("Ulvenwald Oddity", t.alice)
    t.game.transform(oddity)
    text = explain(_transformed(t.game)[0], t.game, lang=lang)
    assert "Ulvenwald Oddity" in text and "Ulvenwald Behemoth" in text and "701.28a" in text
