"""Backup N (CR 702.165a, a keyword from after 2011, played under both editions by today's
rule): "When this creature enters, put N +1/+1 counters on target creature. If that's another
creature, it gains the following abilities until end of turn." (the abilities printed after
backup on the card). Played with Fearless Skald (3/2, backup 1, double strike)."""

from __future__ import annotations

from mtgrules.actions import Choose, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.cards.errors import UnsupportedCardError
from mtgrules.objects import PLUS_ONE, Keyword
from mtgrules.state import EntityId
from tests.combat_table import CombatTable


def _skald_enters(ruleset: str, target: str) -> tuple[CombatTable, EntityId, EntityId]:
    """Alice's Fearless Skald enters; its backup targets ``target`` ("bears" or "skald")."""
    t = CombatTable(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    skald = t.put("Fearless Skald", t.alice, "hand")
    t.game.begin("precombat main", active=t.alice)
    t.game.move_to_zone(skald, "battlefield")
    skald = t.named("Fearless Skald").id
    while t.asked().kind == "priority" and not t.game.state.stack:
        t.game.apply(PassPriority())
    asked = t.asked()
    assert asked.kind == "targets"
    t.game.apply(Choose((bears if target == "bears" else skald,)))
    t.resolve()
    return t, bears, skald


def test_cr702_165a_another_creature_gets_the_counter_and_the_abilities(ruleset: str) -> None:
    """Backup on Grizzly Bears: a +1/+1 counter and double strike until end of turn; the
    3/3 Bears attack alone and deal 3 twice."""
    t, bears, _ = _skald_enters(ruleset, "bears")
    assert t.obj(bears).counter(PLUS_ONE) == 1 and t.obj(bears).has(Keyword.DOUBLE_STRIKE)
    t.attack(bears)
    t.finish_combat()
    assert t.game.life(t.bob) == 14


def test_cr702_165a_on_itself_only_the_counters(ruleset: str) -> None:
    """Backup on the Skald itself: the counter, and no ability gained (it has its own)."""
    t, bears, skald = _skald_enters(ruleset, "skald")
    assert t.obj(skald).counter(PLUS_ONE) == 1
    assert t.obj(skald).modifiers == () and not t.obj(bears).has(Keyword.DOUBLE_STRIKE)


def test_cr702_165a_the_abilities_last_until_end_of_turn(ruleset: str) -> None:
    """On Bob's turn the Bears keep the counter but not double strike."""
    t, bears, _ = _skald_enters(ruleset, "bears")
    t.play_to("upkeep", t.bob)
    assert t.obj(bears).counter(PLUS_ONE) == 1 and not t.obj(bears).has(Keyword.DOUBLE_STRIKE)


def test_cr702_165a_other_abilities_than_keywords_are_not_played() -> None:
    """Voldaren Thrillseeker's backup grants an activated ability: unsupported, saying why."""
    try:
        bundled_database().card("Voldaren Thrillseeker")
    except UnsupportedCardError as error:
        assert "backup granting abilities other than keywords" in str(error)
    else:
        raise AssertionError("Voldaren Thrillseeker is played")
