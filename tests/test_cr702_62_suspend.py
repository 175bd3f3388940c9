"""Suspend (CR 702.62a; 2011: 702.60a): "Suspend N—[cost]" means "If you could begin to cast
this card by putting it onto the stack from your hand, you may pay [cost] and exile it with N
time counters on it. This action doesn't use the stack" (a special action, CR 116.2f; 2011:
115.2f), "At the beginning of your upkeep, if this card is suspended, remove a time counter
from it," and "When the last time counter is removed from this card, if it's exiled, you may
play it without paying its mana cost if able. ... If you cast a creature spell this way, it
gains haste" (2011: "play it without paying its mana cost if able": no choice). Played with
Rift Bolt ({2}{R} sorcery: 3 damage to any target; suspend 1—{R}) and Keldon Halberdier
({4}{R} 4/1 first strike; suspend 4—{R})."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, ExileFromHand, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.choices import Decision
from mtgrules.errors import RulesError
from mtgrules.objects import Keyword, Zone
from mtgrules.resolution_exile_keywords import DONT_CAST
from tests.card_table import round_trip
from tests.counter_keyword_table import CounterTable

RIFT = "Rift Bolt"


def _rule(ruleset: str) -> str:
    return "702.60a" if ruleset == "cr2011" else "702.62a"


def _suspended(ruleset: str, name: str = RIFT) -> CounterTable:
    """Alice suspends ``name`` with her one Mountain in her main phase."""
    t = CounterTable(ruleset)
    t.lands("Mountain", 1)
    card = t.put(name, t.alice, "hand")
    t.main_phase()
    assert ExileFromHand(card, "suspend") in t.game.legal_actions()
    t.game.apply(ExileFromHand(card, "suspend"))
    return t


def _until_asked(t: CounterTable, kind: str) -> Decision | None:
    """Pass priority until the game asks a ``kind`` decision (None if the stack empties)."""
    for _ in range(20):
        found = t.asked()
        if found.kind == kind:
            return found
        if found.kind == "priority" and not t.game.state.stack:
            return None
        t.game.apply(PassPriority())
    raise AssertionError(f"no {kind} decision")


@pytest.mark.parametrize("line", ["Suspend 1—{R}", "Suspend 4—{1}{R}"])
def test_cr702_62a_suspend_line_round_trips(line: str) -> None:
    round_trip(line)


def test_cr702_62a_suspending_pays_and_exiles_with_time_counters(ruleset: str) -> None:
    t = _suspended(ruleset, "Keldon Halberdier")
    card = t.named("Keldon Halberdier")
    assert card.zone is Zone.EXILE and card.counters == {"time": 4}
    assert all(o.tapped for o in t.game.state.battlefield())
    moved = [e for e in t.game.log if getattr(e, "destination", None) is Zone.EXILE]
    assert moved[-1].rule == _rule(ruleset)
    assert not t.game.state.stack  # a special action: nothing on the stack


def test_cr702_62a_last_counter_removed_it_is_cast_free(ruleset: str) -> None:
    """At Alice's next upkeep the counter is removed; when the last is removed she casts
    Rift Bolt without paying (her Mountain stays untapped) at Bob: he takes 3. Under today's
    rules she may decline; under the 2011 rules the only choice is the target."""
    t = _suspended(ruleset)
    t.play_to("upkeep", t.alice)
    found = _until_asked(t, "suspend")
    assert found is not None and found.rule == _rule(ruleset)
    answers = [o.answer for o in found.options if isinstance(o, Choose)]
    assert (DONT_CAST in answers) == (ruleset != "cr2011")
    at_bob = next(a for a in answers if isinstance(a, CastSpell) and a.targets == (t.bob,))
    t.game.apply(Choose(at_bob))
    t.settle()
    assert t.game.life(t.bob) == 17
    assert t.zone(RIFT) is Zone.GRAVEYARD
    assert not any(o.tapped for o in t.game.state.battlefield())


def test_cr702_62a_declined_it_remains_exiled(ruleset: str) -> None:
    if ruleset == "cr2011":
        pytest.skip("2011: it is cast if it can be")
    t = _suspended(ruleset)
    t.play_to("upkeep", t.alice)
    _until_asked(t, "suspend")
    t.game.apply(Choose(DONT_CAST))
    t.settle()
    assert t.zone(RIFT) is Zone.EXILE and t.game.life(t.bob) == 20


def test_cr702_62a_a_counter_each_of_its_owners_upkeeps(ruleset: str) -> None:
    """Keldon Halberdier (4 time counters): Bob's upkeep removes none; each of Alice's
    removes one; it is cast at the fourth, and the creature has haste."""
    t = _suspended(ruleset, "Keldon Halberdier")
    t.play_to("upkeep", t.bob)
    t.settle()
    assert t.named("Keldon Halberdier").counters == {"time": 4}
    for left in (3, 2, 1):
        t.play_to("upkeep", t.alice)
        t.settle()
        assert t.named("Keldon Halberdier").counters == {"time": left}
    t.play_to("upkeep", t.alice)
    found = _until_asked(t, "suspend")
    if found is not None:  # today: cast it or not; 2011: cast at once (no target to choose)
        cast = next(o for o in found.options if isinstance(o, Choose) and o.answer != DONT_CAST)
        t.game.apply(cast)
    t.settle()
    halberdier = t.named("Keldon Halberdier")
    assert halberdier.zone is Zone.BATTLEFIELD and halberdier.has(Keyword.HASTE)


def test_cr702_62a_suspended_only_when_it_could_be_cast(ruleset: str) -> None:
    """A sorcery is suspended only when it could be cast: not in Alice's upkeep. Refused
    with the suspend rule; nothing changes."""
    t = CounterTable(ruleset)
    t.lands("Mountain", 1)
    rift = t.put(RIFT, t.alice, "hand")
    t.game.begin("upkeep", active=t.alice)
    assert ExileFromHand(rift, "suspend") not in t.game.legal_actions()
    before = len(t.game.log)
    with pytest.raises(RulesError) as refused:
        t.game.apply(ExileFromHand(rift, "suspend"))
    assert refused.value.rule == _rule(ruleset)
    assert len(t.game.log) == before and t.zone(RIFT) is Zone.HAND


def test_cr116_2f_suspend_is_cited_as_a_special_action_for_a_card_elsewhere(
    ruleset: str,
) -> None:
    """A Rift Bolt in the graveyard isn't in the hand: refused with the special action's
    rule (2011: 115.2f)."""
    t = CounterTable(ruleset)
    t.lands("Mountain", 1)
    rift = t.put(RIFT, t.alice, "graveyard")
    t.main_phase()
    with pytest.raises(RulesError) as refused:
        t.game.apply(ExileFromHand(rift, "suspend"))
    assert refused.value.rule == ("115.2f" if ruleset == "cr2011" else "116.2f")


@pytest.mark.parametrize(
    "name",
    [
        RIFT,
        "Keldon Halberdier",
        "Gargadon",
        "Shivan Meteor",
        "Crashing Footfalls",
        "Heroes Remembered",
        "Ith, High Arcanist",
    ],
)
def test_cr702_62a_the_keyword_makes_the_cards_supported(name: str) -> None:
    card = bundled_database().compiled(name)
    assert card.supported, card.reason
