"""CR 608.2c: "If it's a Spirit, ...", "If that creature is white or blue, ...", "If it was a
creature card, ..." are checked as the sentence is followed, on the target or the trigger
event's object (CR 603.7c), as it last existed if it left its zone (CR 608.2h). A target's
quality can't stand in an intervening "if" or an activation restriction (checked before any
target is chosen). Real cards under both rulesets, the condition true and false."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell, Choose, PassPriority
from mtgrules.cards.grammar import parse_line
from mtgrules.cards.support import missing
from mtgrules.objects import Keyword
from mtgrules.state import EntityId
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "Target creature gets +4/+4 until end of turn. If it's a Spirit, it gains trample until"
        " end of turn.",
        "~ deals 1 damage to target creature. If that creature is white or blue, ~ deals 4"
        " damage to it instead.",
        "~ deals 2 damage to target creature. If it's an artifact creature, ~ deals 4 damage to"
        " it instead.",
        "When ~ enters, exile target card from an opponent's graveyard. If it was a creature"
        " card, that player loses 1 life.",
        "Whenever another creature you control dies, you gain 1 life. If that creature was an"
        " Elemental, put a +1/+1 counter on ~.",
        "Whenever a land you control enters, ~ deals 1 damage to any target. If that land is a"
        " Mountain, ~ deals 2 damage instead.",
        "Destroy target creature. If it's legendary, you gain 3 life.",
        "Whenever a land you control enters, target creature gets +1/+1 until end of turn. Then"
        " if that creature has power 4 or greater, it gains first strike until end of turn.",
        "~ deals 3 damage to target creature. If that creature has a +1/+1 counter on it, ~"
        " deals 5 damage to it instead.",
        "~ deals 2 damage to any target. If a player is dealt damage this way, scry 1.",
        "Destroy target creature or planeswalker. If its mana value was 3 or less, you gain 3"
        " life.",
        "Return target nonland permanent to its owner's hand. If that permanent had mana value 3"
        " or less, proliferate.",
        "Whenever a land you control enters, ~ deals 1 damage to each opponent. If this is the"
        " second time this ability has resolved this turn, draw a card.",
    ],
)
def test_cr608_2c_object_conditions_round_trip(line: str) -> None:
    round_trip(line)


def test_cr608_2c_resolutions_of_a_spell_are_refused() -> None:
    """ "this ability has resolved" names an activated or triggered ability, not a spell."""
    line = parse_line(
        "Draw a card. If this is the second time this ability has resolved this turn, draw a card."
    )
    assert "resolutions" in (missing(line) or "")


def test_cr602_5b_a_targets_quality_is_not_an_activation_restriction() -> None:
    """An activation restriction is checked before targets are chosen (CR 602.5b, 601.2c):
    a condition on the target there is refused."""
    line = parse_line(
        "{T}: Target creature gets +1/+1 until end of turn. Activate only if that creature is"
        " a Spirit."
    )
    assert "checked before it is chosen" in (missing(line) or "")


def test_cr602_5b_a_mana_value_restriction_is_refused() -> None:
    """A mana value is checked with the ruleset (CR 202.3b differs between editions), known
    only to a resolving spell or ability: as an activation restriction it is refused."""
    line = parse_line("{T}: Draw a card. Activate only if its mana value is 3 or less.")
    assert "mana value" in (missing(line) or "")


def test_cr608_2c_that_land_needs_a_trigger_event() -> None:
    """ "that land" with no land target and no trigger event names nothing."""
    line = parse_line(
        "~ deals 1 damage to any target. If that land is a Mountain, you gain 1 life."
    )
    assert missing(line) is not None


def _settle(t: Table, *answers: EntityId) -> None:
    """Pass until the stack is empty, answering each choice with the next of ``answers``."""
    queue = list(answers)
    while t.game.state.stack or t.game.state.pending_choice is not None:
        if t.game.state.pending_choice is not None:
            t.game.apply(Choose(queue.pop(0)))
        else:
            t.game.apply(PassPriority())


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("spirit", [False, True])
def test_cr608_2c_unchecked_growth_spirit_gains_trample(ruleset: str, spirit: bool) -> None:
    """Unchecked Growth: "Target creature gets +4/+4 until end of turn. If it's a Spirit, it
    gains trample until end of turn." Kami of Ancient Law (a Spirit) gets trample; Grizzly
    Bears get only +4/+4."""
    t = Table(ruleset)
    growth = t.put("Unchecked Growth", t.alice, "hand")
    creature = t.put("Kami of Ancient Law" if spirit else "Grizzly Bears", t.alice)
    t.lands("Forest", t.alice, 3)
    t.begin()
    t.act(CastSpell(growth, (creature,)))
    t.resolve()
    view = t.game.state.objects[creature]
    assert view.current_power() == 6
    assert view.has(Keyword.TRAMPLE) is spirit


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("name", "dies"), [("Serra Angel", True), ("Hill Giant", False)])
def test_cr608_2c_lightning_dart_white_or_blue(ruleset: str, name: str, dies: bool) -> None:
    """Lightning Dart: 1 damage, 4 instead if that creature is white or blue. Serra Angel
    (white 4/4) dies; Hill Giant (red 3/3) takes 1."""
    t = Table(ruleset)
    dart = t.put("Lightning Dart", t.alice, "hand")
    creature = t.put(name, t.bob)
    t.lands("Mountain", t.alice, 2)
    t.begin()
    t.act(CastSpell(dart, (creature,)))
    t.resolve()
    assert t.game.is_on_battlefield(creature) is not dies
    if not dies:
        assert t.game.state.objects[creature].damage == 1


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("name", "dies"), [("Juggernaut", True), ("Hill Giant", False)])
def test_cr608_2c_electrostatic_bolt_artifact_creature(ruleset: str, name: str, dies: bool) -> None:
    """Electrostatic Bolt: 2 damage, 4 instead to an artifact creature. Juggernaut (5/3
    artifact creature) dies; Hill Giant (3/3) survives 2."""
    t = Table(ruleset)
    bolt = t.put("Electrostatic Bolt", t.alice, "hand")
    creature = t.put(name, t.bob)
    t.lands("Mountain", t.alice, 1)
    t.begin()
    t.act(CastSpell(bolt, (creature,)))
    t.resolve()
    assert t.game.is_on_battlefield(creature) is not dies


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("card", "loses"), [("Grizzly Bears", 1), ("Swamp", 0)])
def test_cr608_2h_carrion_locust_exiled_card_as_it_last_existed(
    ruleset: str, card: str, loses: int
) -> None:
    """Carrion Locust: "When ~ enters, exile target card from an opponent's graveyard. If it
    was a creature card, that player loses 1 life." The card is in exile when the condition
    is checked: its last known information is used (CR 608.2h)."""
    t = Table(ruleset)
    locust = t.put("Carrion Locust", t.alice, "hand")
    target = t.put(card, t.bob, "graveyard")
    t.lands("Swamp", t.alice, 3)
    t.begin()
    t.game.apply(CastSpell(locust, ()))
    _settle(t, target)
    assert target not in t.game.state.objects or not t.game.is_on_battlefield(target)
    assert card not in [
        o.name for o in t.game.state.objects.values() if o.zone.value == "graveyard"
    ]
    assert t.game.life(t.bob) == 20 - loses


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("dying", "counters"), [("Air Elemental", 1), ("Grizzly Bears", 0)])
def test_cr603_7c_overgrowth_elemental_that_creature_was(
    ruleset: str, dying: str, counters: int
) -> None:
    """Overgrowth Elemental: "Whenever another creature you control dies, you gain 1 life. If
    that creature was an Elemental, put a +1/+1 counter on ~." Shock on Alice's own Air
    Elemental (an Elemental, as it last existed) or Grizzly Bears."""
    t = Table(ruleset)
    elemental = t.put("Overgrowth Elemental", t.alice)
    victim = t.put(dying, t.alice)
    shock = t.put("Shock", t.alice, "hand")
    t.lands("Mountain", t.alice, 1)
    t.begin()
    t.game.apply(CastSpell(shock, (victim,)))
    if dying == "Air Elemental":  # 4/4: Shock alone doesn't kill it; a second one does
        t.game.state.objects[victim].damage = 2
    _settle(t)
    assert not t.game.is_on_battlefield(victim)
    assert t.game.life(t.alice) == 21
    assert t.game.state.objects[elemental].counters.get("+1/+1", 0) == counters


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("target", "scry"), [("player", True), ("creature", False)])
def test_cr608_2c_play_with_fire_player_dealt_damage_this_way(
    ruleset: str, target: str, scry: bool
) -> None:
    """Play with Fire: "~ deals 2 damage to any target. If a player is dealt damage this way,
    scry 1." At Bob: Alice is asked to scry; at Bob's Hill Giant: nothing more."""
    t = Table(ruleset)
    fire = t.put("Play with Fire", t.alice, "hand")
    giant = t.put("Hill Giant", t.bob)
    t.put("Island", t.alice, "library")
    t.lands("Mountain", t.alice, 1)
    t.begin()
    t.act(CastSpell(fire, (t.bob if target == "player" else giant,)))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    pending = t.game.state.pending_choice
    assert (pending is not None) is scry
    if pending is not None:  # the scry (the resolution goes on once it is answered)
        t.game.apply(Choose(pending.decision.options[0]))
    assert t.game.life(t.bob) == (18 if scry else 20)
    assert t.game.state.objects[giant].damage == (0 if scry else 2)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2c_inner_flame_igniter_third_resolution(ruleset: str) -> None:
    """Inner-Flame Igniter: "{2}{R}: Creatures you control get +1/+0 until end of turn. If this
    is the third time this ability has resolved this turn, creatures you control gain first
    strike until end of turn." No first strike after two resolutions; after the third, yes."""
    t = Table(ruleset)
    igniter = t.put("Inner-Flame Igniter", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    t.lands("Mountain", t.alice, 9)
    t.begin()
    for resolved in (1, 2, 3):
        t.act(ActivateAbility(igniter, 0, ()))
        t.resolve()
        view = t.game.state.objects[bears]
        assert view.current_power() == 2 + resolved
        assert view.has(Keyword.FIRST_STRIKE) is (resolved == 3)


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("name", "gains"), [("Grizzly Bears", 3), ("Craw Wurm", 0)])
def test_cr608_2h_extinguish_the_light_mana_value_as_it_last_existed(
    ruleset: str, name: str, gains: int
) -> None:
    """Extinguish the Light: "Destroy target creature or planeswalker. If its mana value was
    3 or less, you gain 3 life." Checked after the creature died, as it last existed (CR
    608.2h, 202.3): Grizzly Bears (2) gives 3 life, Craw Wurm (6) none."""
    t = Table(ruleset)
    extinguish = t.put("Extinguish the Light", t.alice, "hand")
    creature = t.put(name, t.bob)
    t.lands("Swamp", t.alice, 4)
    t.begin()
    t.act(CastSpell(extinguish, (creature,)))
    t.resolve()
    assert not t.game.is_on_battlefield(creature)
    assert t.game.life(t.alice) == 20 + gains
