"""CR 611.3a: conditional static abilities of Auras and Equipment are checked continuously:
"As long as equipped creature is a Human, it has lifelink." (a condition on the attached
object; a changeling is a Human, CR 702.73a), "As long as enchanted creature is green, it gets
+1/+1 and has indestructible." (color, CR 105.2), "Enchanted creature gets +3/+0 as long as
there are seven or more cards in your graveyard." and "Enchanted creature has deathtouch as
long as you control a green or blue permanent." (the shared conditions, for the Aura's
controller). Real cards, both rulesets."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules.actions import ActivateAbility
from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.grammar import parse_line
from mtgrules.cards.support import missing
from mtgrules.objects import Keyword
from tests.attachment_play import RULESETS
from tests.attachment_play import Table as AttachTable
from tests.card_table import round_trip
from tests.combat_table import CombatTable


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[AttachTable]:
    yield AttachTable(request.param)


@pytest.mark.parametrize(
    "line",
    [
        "As long as equipped creature is a Human, it has lifelink.",
        "As long as equipped creature is a Human, it gets +1/+1.",
        "As long as enchanted creature is legendary, it has trample and haste.",
        "As long as enchanted creature is green, it gets +1/+1 and has indestructible.",
        "As long as enchanted creature is an artifact, it has flying.",
        "Enchanted creature gets +3/+0 as long as there are seven or more cards in your graveyard.",
        "Enchanted creature has deathtouch as long as you control a green or blue permanent.",
        "As long as you control a Demon, equipped creature has flying.",
    ],
)
def test_cr611_3a_attached_condition_lines_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize(
    "line",
    [
        # "it" after a condition on the attached object must be that object, leading
        "Equipped creature has lifelink as long as equipped creature is a Human.",
        # a quality the engine can't check
        "As long as enchanted creature is a black Zombie, it has flying.",
    ],
)
def test_cr611_3a_attached_condition_refusals(line: str) -> None:
    try:
        ability = parse_line(line)
    except ClauseError:
        return
    assert missing(ability) is not None


def _equip(t: CombatTable, equipment: int, creature: int) -> None:
    index = len(t.obj(equipment).activated) - 1
    t.game.apply(ActivateAbility(equipment, index, (creature,)))
    t.resolve()


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr611_3a_butchers_cleaver_lifelink_only_on_a_human(ruleset: str) -> None:
    """Butcher's Cleaver: on Grizzly Bears (a Bear) 5/2 without lifelink; moved to Elite
    Vanguard (a Human Soldier) it has lifelink, and Alice gains the 5 combat damage dealt."""
    t = CombatTable(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    vanguard = t.put("Elite Vanguard", t.alice)
    cleaver = t.put("Butcher's Cleaver", t.alice)
    t.lands("Plains", 6)
    t.main_phase()
    _equip(t, cleaver, bears)
    assert t.game.power(bears) == 5
    assert not t.obj(bears).has(Keyword.LIFELINK)
    _equip(t, cleaver, vanguard)
    assert t.obj(vanguard).has(Keyword.LIFELINK)
    assert not t.obj(bears).has(Keyword.LIFELINK) and t.game.power(bears) == 2
    t.attack(vanguard)
    t.finish_combat()
    assert t.game.state.life_of(t.bob) == 15
    assert t.game.state.life_of(t.alice) == 25


def test_cr702_73a_changeling_is_a_human_for_sharpened_pitchfork(table: AttachTable) -> None:
    """Sharpened Pitchfork: "As long as equipped creature is a Human, it gets +1/+1."
    Woodland Changeling (a 2/2 changeling) is every creature type: 3/3; Grizzly Bears: 2/2."""
    t = table
    outcast = t.put("Woodland Changeling", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    pitchfork = t.put("Sharpened Pitchfork", t.alice)
    t.lands("Plains", t.alice, 2)
    t.main_phase()
    t.equip(pitchfork, outcast)
    assert (t.game.power(outcast), t.game.toughness(outcast)) == (3, 3)
    assert t.game.state.objects[outcast].has(Keyword.FIRST_STRIKE)
    t.equip(pitchfork, bears)
    assert (t.game.power(bears), t.game.toughness(bears)) == (2, 2)
    assert (t.game.power(outcast), t.game.toughness(outcast)) == (2, 2)


def test_cr611_3a_shield_of_the_oversoul_by_color(table: AttachTable) -> None:
    """Shield of the Oversoul on Grizzly Bears (green): 3/3 indestructible, so Lightning Bolt's
    3 damage doesn't destroy it (CR 704.5g, 702.12b); on Savannah Lions (white): 3/2 flying."""
    t = table
    bears = t.put("Grizzly Bears", t.alice)
    lions = t.put("Savannah Lions", t.alice)
    t.lands("Forest", t.alice, 6)
    t.lands("Mountain", t.alice, 1)
    t.main_phase()
    t.cast(t.put("Shield of the Oversoul", t.alice, "hand"), bears)
    bear = t.game.state.objects[bears]
    assert (t.game.power(bears), t.game.toughness(bears)) == (3, 3)
    assert bear.has(Keyword.INDESTRUCTIBLE) and not bear.has(Keyword.FLYING)
    t.cast(t.put("Lightning Bolt", t.alice, "hand"), bears)
    assert t.game.state.objects[bears].zone.value == "battlefield"
    t.cast(t.put("Shield of the Oversoul", t.alice, "hand"), lions)
    lion = t.game.state.objects[lions]
    assert (t.game.power(lions), t.game.toughness(lions)) == (3, 2)
    assert lion.has(Keyword.FLYING) and not lion.has(Keyword.INDESTRUCTIBLE)


def test_cr611_3a_kamahls_desire_threshold(table: AttachTable) -> None:
    """Kamahl's Desire on Grizzly Bears: first strike always; +3/+0 only while Alice (its
    controller) has seven or more cards in her graveyard; Bob's graveyard doesn't count."""
    t = table
    bears = t.put("Grizzly Bears", t.alice)
    t.lands("Mountain", t.alice, 2)
    t.main_phase()
    for _ in range(6):
        t.put("Island", t.alice, "graveyard")
        t.put("Island", t.bob, "graveyard")
    t.cast(t.put("Kamahl's Desire", t.alice, "hand"), bears)
    assert t.game.state.objects[bears].has(Keyword.FIRST_STRIKE)
    assert t.game.power(bears) == 2  # the Aura isn't in her graveyard: 6 cards
    t.put("Island", t.bob, "graveyard")
    assert t.game.power(bears) == 2
    t.put("Island", t.alice, "graveyard")
    assert t.game.power(bears) == 5


def test_cr611_3a_sultai_runemark_needs_a_green_or_blue_permanent(table: AttachTable) -> None:
    """Sultai Runemark on Savannah Lions (white): 4/3, deathtouch only while Alice controls a
    green or blue permanent (Bob's Grizzly Bears doesn't count; her Grizzly Bears does)."""
    t = table
    lions = t.put("Savannah Lions", t.alice)
    t.lands("Swamp", t.alice, 3)
    t.main_phase()
    t.cast(t.put("Sultai Runemark", t.alice, "hand"), lions)
    assert (t.game.power(lions), t.game.toughness(lions)) == (4, 3)
    assert not t.game.state.objects[lions].has(Keyword.DEATHTOUCH)
    t.put("Grizzly Bears", t.bob)
    assert not t.game.state.objects[lions].has(Keyword.DEATHTOUCH)
    t.put("Grizzly Bears", t.alice)
    assert t.game.state.objects[lions].has(Keyword.DEATHTOUCH)
