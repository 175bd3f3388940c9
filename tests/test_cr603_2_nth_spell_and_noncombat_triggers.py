"""CR 603.2 trigger events counted over the turn or told apart by their kind: "Whenever you cast
your second spell each turn" (the Nth spell that player cast this turn, CR 601.2i), "Whenever
you cast or copy an instant or sorcery spell" (a copy isn't cast, CR 707.10), "Whenever an
opponent is dealt noncombat damage" (CR 120.2b), "Whenever ~ becomes the target of a spell or
ability you control for the first time each turn"."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.cards.grammar import parse_line
from mtgrules.cards.support import missing
from mtgrules.rules.trigger_events import watch_of
from mtgrules.state import EntityId
from tests.card_table import RULESETS, Table, round_trip


@pytest.mark.parametrize(
    "line",
    [
        "Whenever you cast your second spell each turn, ~ deals 2 damage to any target.",
        "Whenever a player casts their second spell each turn, ~ deals 2 damage to target "
        "opponent.",
        "Whenever you cast your third spell each turn, you gain 3 life.",
        "Whenever an opponent casts their first noncreature spell each turn, that player loses "
        "1 life.",
        "Whenever you cast your first instant or sorcery spell each turn, you gain 1 life.",
        "Whenever you cast or copy an instant or sorcery spell, you gain 1 life.",
        "Whenever you cast or copy a spell, you gain 1 life.",
        "Whenever an opponent is dealt noncombat damage, ~ gets +3/+0 until end of turn.",
        "Whenever a source you control deals noncombat damage to an opponent, you gain 1 life.",
        "Whenever ~ becomes the target of a spell or ability you control for the first time "
        "each turn, put a +1/+1 counter on it.",
    ],
)
def test_cr603_2_counted_and_noncombat_triggers_round_trip(line: str) -> None:
    round_trip(line)


def test_cr603_2_unknown_words_of_an_nth_spell_are_not_read() -> None:
    """A spell word the engine doesn't know ("Villain") leaves the line waiting; an Nth spell
    with a mana value isn't counted (the turn's record has no mana values)."""
    line = "Whenever you cast your first instant, sorcery, or Villain spell each turn, draw a card."
    assert missing(parse_line(line)) is not None
    assert watch_of("you cast your first spell with mana value 3 or less each turn") is None
    found = watch_of("an opponent casts their first noncreature spell each turn")
    assert found is not None and (found.nth, found.noun) == (1, "opponent")


def _cast(t: Table, name: str, targets: tuple[EntityId, ...] = ()) -> EntityId:
    card = t.put(name, t.alice, zone="hand")
    t.game.apply(CastSpell(card, targets))
    for _ in range(20):  # both pass until the stack is empty; a "may" is answered yes
        if not t.game.state.stack and not t.game.state.pending_triggers:
            return card
        found = t.game.decision()
        assert found is not None
        t.game.apply(Choose(True) if found.kind == "may" else PassPriority())
    raise AssertionError("the stack doesn't empty")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_hearthborn_battler_only_the_second_spell_of_the_turn(ruleset: str) -> None:
    """Hearthborn Battler: Alice's first Lightning Bolt doesn't trigger it, her second does
    (2 more damage to Bob, her only opponent), her third doesn't."""
    t = Table(ruleset)
    t.put("Hearthborn Battler", t.alice)
    t.lands("Mountain", 3)
    t.main_phase()
    _cast(t, "Lightning Bolt", (t.bob,))
    assert t.game.life(t.bob) == 17
    _cast(t, "Lightning Bolt", (t.bob,))
    assert t.game.life(t.bob) == 12
    _cast(t, "Lightning Bolt", (t.bob,))
    assert t.game.life(t.bob) == 9


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_spells_cast_before_it_was_there_count(ruleset: str) -> None:
    """Iron-Fist Pulverizer cast as Alice's second spell doesn't see itself cast (it is on the
    stack); her next spell is her third this turn: no trigger."""
    t = Table(ruleset)
    t.lands("Mountain", 7)
    t.main_phase()
    _cast(t, "Lightning Bolt", (t.bob,))
    _cast(t, "Iron-Fist Pulverizer")
    assert t.game.life(t.bob) == 17
    _cast(t, "Lightning Bolt", (t.bob,))
    assert t.game.life(t.bob) == 14


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_witherbloom_apprentice_cast_instant_or_sorcery(ruleset: str) -> None:
    """Witherbloom Apprentice: each instant Alice casts drains 1; a creature spell doesn't."""
    t = Table(ruleset)
    t.put("Witherbloom Apprentice", t.alice)
    t.lands("Mountain", 6)
    t.main_phase()
    _cast(t, "Lightning Bolt", (t.bob,))
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (21, 16)
    _cast(t, "Hill Giant")
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (21, 16)
    _cast(t, "Shock", (t.bob,))
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (22, 13)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_chandras_spitfire_noncombat_damage_to_an_opponent(ruleset: str) -> None:
    """Chandra's Spitfire gets +3/+0 when Bob is dealt damage by Lightning Bolt; damage to
    Alice herself doesn't trigger it."""
    t = Table(ruleset)
    spitfire = t.put("Chandra's Spitfire", t.alice)
    t.lands("Mountain", 2)
    t.main_phase()
    assert t.game.power(spitfire) == 1
    _cast(t, "Lightning Bolt", (t.alice,))
    assert t.game.power(spitfire) == 1
    _cast(t, "Lightning Bolt", (t.bob,))
    assert t.game.power(spitfire) == 4


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_heartfire_hero_first_target_each_turn(ruleset: str) -> None:
    """Heartfire Hero gets a +1/+1 counter the first time Alice targets it this turn (Giant
    Growth); the second Giant Growth doesn't trigger it, Bob's spell wouldn't either."""
    t = Table(ruleset)
    hero = t.put("Heartfire Hero", t.alice)
    t.lands("Forest", 2)
    t.main_phase()
    _cast(t, "Giant Growth", (hero,))
    assert t.game.state.objects[hero].counter("+1/+1") == 1
    assert t.game.power(hero) == 1 + 3 + 1
    _cast(t, "Giant Growth", (hero,))
    assert t.game.state.objects[hero].counter("+1/+1") == 1
    assert t.game.power(hero) == 1 + 6 + 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_faerie_tauntings_only_during_an_opponents_turn(ruleset: str) -> None:
    """Faerie Tauntings: Alice's Lightning Bolt cast in Bob's upkeep makes Bob lose 1 more
    life; the same spell cast in her own turn doesn't."""
    t = Table(ruleset)
    t.put("Faerie Tauntings", t.alice)
    t.lands("Mountain", 1)
    t.game.begin("upkeep", active=t.bob)
    t.game.apply(PassPriority())  # Bob passes: Alice has priority in his upkeep
    _cast(t, "Lightning Bolt", (t.bob,))
    assert t.game.life(t.bob) == 16


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_faerie_tauntings_not_in_your_own_turn(ruleset: str) -> None:
    t = Table(ruleset)
    t.put("Faerie Tauntings", t.alice)
    t.lands("Mountain", 1)
    t.main_phase()
    _cast(t, "Lightning Bolt", (t.bob,))
    assert t.game.life(t.bob) == 17
