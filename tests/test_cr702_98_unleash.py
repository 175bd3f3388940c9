"""Unleash (CR 702.98a, a keyword from after 2011, played under both editions by today's
rule): "You may have this permanent enter with a +1/+1 counter on it. It can't block as long
as it has a +1/+1 counter on it." Played with Thrill-Kill Assassin ({1}{B}, 1/2 deathtouch,
unleash), cast by Bob, then facing Alice's attack."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.errors import RulesError
from mtgrules.objects import PLUS_ONE
from mtgrules.state import EntityId
from tests.combat_table import CombatTable


def _cast(ruleset: str, unleashed: bool) -> tuple[CombatTable, EntityId]:
    """Bob casts Thrill-Kill Assassin and answers the unleash question ``unleashed``."""
    t = CombatTable(ruleset)
    assassin = t.put("Thrill-Kill Assassin", t.bob, "hand")
    t.put("Swamp", t.bob)
    t.put("Swamp", t.bob)
    t.game.begin("precombat main", active=t.bob)
    t.game.apply(CastSpell(assassin))
    while t.asked().kind == "priority":
        t.game.apply(PassPriority())
    asked = t.asked()
    assert asked.kind == "may" and asked.rule == "702.98a"
    t.game.apply(Choose(unleashed))
    return t, t.named("Thrill-Kill Assassin").id


def test_cr702_98a_unleashed_it_enters_with_a_counter_and_cant_block(ruleset: str) -> None:
    """With the counter it is a 2/3; on Alice's turn it can't block her Grizzly Bears."""
    t, assassin = _cast(ruleset, True)
    assert t.obj(assassin).counter(PLUS_ONE) == 1
    assert (t.obj(assassin).current_power(), t.obj(assassin).current_toughness()) == (2, 3)
    bears = t.put("Grizzly Bears", t.alice)
    t.play_to("declare attackers", t.alice)
    t.game.apply(DeclareAttackers(((bears, t.bob),)))
    t.pass_until("declare blockers")
    assert DeclareBlockers(((assassin, bears),)) not in t.game.legal_actions()
    with pytest.raises(RulesError) as error:
        t.game.apply(DeclareBlockers(((assassin, bears),)))
    assert error.value.rule == "702.98a"


def test_cr702_98a_without_the_counter_it_blocks(ruleset: str) -> None:
    """Bob declines: a 1/2 without counters, and it blocks (and kills) the Bears."""
    t, assassin = _cast(ruleset, False)
    assert t.obj(assassin).counter(PLUS_ONE) == 0
    bears = t.put("Grizzly Bears", t.alice)
    t.play_to("declare attackers", t.alice)
    t.game.apply(DeclareAttackers(((bears, t.bob),)))
    t.pass_until("declare blockers")
    t.game.apply(DeclareBlockers(((assassin, bears),)))
    t.finish_combat()
    assert not t.game.is_on_battlefield(bears)
