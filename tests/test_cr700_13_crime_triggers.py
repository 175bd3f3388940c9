"""CR 700.13: a player commits a crime as they cast a spell, activate an ability or put a
triggered ability on the stack that targets an opponent, something an opponent controls, or a
card in an opponent's graveyard; "Whenever you commit a crime" triggers once per such spell or
ability. With CR 603.2: "This ability triggers only once each turn." (Outlaws of Thunder
Junction, 2024: played by today's rules under both rulesets.)"""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, PassPriority
from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.grammar import parse_line
from mtgrules.objects import Keyword
from mtgrules.state import EntityId
from tests.card_table import Table, round_trip


@pytest.mark.parametrize(
    "line",
    [
        "Whenever you commit a crime, put a +1/+1 counter on ~. This ability triggers only once "
        "each turn.",
        "Whenever you commit a crime during your turn, ~ gains indestructible until end of turn.",
        "Whenever you commit a crime, each opponent loses 1 life and you gain 1 life. This "
        "ability triggers only once each turn.",
        "Whenever you commit a crime, you may return ~ to its owner's hand.",
    ],
)
def test_cr700_13_crime_triggers_round_trip(line: str) -> None:
    round_trip(line)


def test_cr603_2_trigger_limit_only_after_a_triggered_ability() -> None:
    """The limit sentence alone is not an ability."""
    with pytest.raises(ClauseError):
        parse_line("This ability triggers only once each turn.")


def _cast(t: Table, name: str, targets: tuple[EntityId, ...] = ()) -> None:
    card = t.put(name, t.alice, zone="hand")
    t.game.apply(CastSpell(card, targets))
    while t.game.state.stack:
        t.game.apply(PassPriority())


def _counters(t: Table, name: str) -> int:
    card = next(o for o in t.game.state.objects.values() if o.name == name)
    return card.counter("+1/+1")


def test_cr700_13_blood_hustler_once_each_turn(ruleset: str) -> None:
    """Blood Hustler: Alice's Shock at Bob is a crime (one counter); a second Shock at Bob the
    same turn triggers nothing (only once each turn)."""
    t = Table(ruleset)
    t.put("Blood Hustler", t.alice)
    t.lands("Mountain", 2)
    t.main_phase()
    _cast(t, "Shock", (t.bob,))
    assert _counters(t, "Blood Hustler") == 1
    _cast(t, "Shock", (t.bob,))
    assert (_counters(t, "Blood Hustler"), t.game.life(t.bob)) == (1, 16)


def test_cr700_13_targeting_yourself_or_your_creature_is_no_crime(ruleset: str) -> None:
    """Shock at Alice herself, then at her own Grizzly Bears: no crime, no counter; then Shock
    at Bob's Grizzly Bears (a permanent an opponent controls) is one."""
    t = Table(ruleset)
    t.put("Blood Hustler", t.alice)
    mine = t.put("Grizzly Bears", t.alice)
    theirs = t.put("Grizzly Bears", t.bob)
    t.lands("Mountain", 3)
    t.main_phase()
    _cast(t, "Shock", (t.alice,))
    _cast(t, "Shock", (mine,))
    assert _counters(t, "Blood Hustler") == 0
    _cast(t, "Shock", (theirs,))
    assert _counters(t, "Blood Hustler") == 1


def test_cr700_13_raven_of_fell_omens_drains_once(ruleset: str) -> None:
    """Raven of Fell Omens: each opponent loses 1 life and Alice gains 1, once each turn."""
    t = Table(ruleset)
    t.put("Raven of Fell Omens", t.alice)
    t.lands("Mountain", 2)
    t.main_phase()
    _cast(t, "Shock", (t.bob,))
    _cast(t, "Shock", (t.bob,))
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (21, 15)


def test_cr700_13_opponents_crime_does_not_trigger(ruleset: str) -> None:
    """Bob's Blood Hustler: Alice's crime against Bob isn't Bob's crime."""
    t = Table(ruleset)
    t.put("Blood Hustler", t.bob)
    t.lands("Mountain", 1)
    t.main_phase()
    _cast(t, "Shock", (t.bob,))
    assert _counters(t, "Blood Hustler") == 0


def test_cr700_13_overzealous_muscle_during_your_turn(ruleset: str) -> None:
    """Overzealous Muscle gains indestructible when Alice commits a crime during her turn."""
    t = Table(ruleset)
    muscle = t.put("Overzealous Muscle", t.alice)
    t.lands("Mountain", 1)
    t.main_phase()
    assert not t.game.state.objects[muscle].has(Keyword.INDESTRUCTIBLE)
    _cast(t, "Shock", (t.bob,))
    assert t.game.state.objects[muscle].has(Keyword.INDESTRUCTIBLE)
