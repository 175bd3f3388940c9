"""CR 608.2c with CR 122.1 and 701.28a (2011: 701.25a): "Put a dread counter on this
enchantment. Then if there are three or more dread counters on it, transform it." The
condition is read as the instruction is carried out, after the counter is put; "it" is the
object with the counters, which transforms. Grasping Shadows // Shadows' Lair under both
rulesets."""

from __future__ import annotations

import pytest
from lark import UnexpectedInput

from mtgrules.actions import DeclareAttackers
from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.database import bundled_database
from mtgrules.cards.grammar import parse_line
from mtgrules.objects import Keyword
from mtgrules.state import EntityId
from tests.card_table import RULESETS, round_trip
from tests.combat_table import CombatTable

DREAD = "dread"


def _shadows_attacked_alone(ruleset: str, counters: int) -> tuple[CombatTable, EntityId, EntityId]:
    """Grasping Shadows with ``counters`` dread counters; Grizzly Bears attacks alone and the
    trigger resolves."""
    t = CombatTable(ruleset)
    shadows = t.game.add_card_def(
        bundled_database().card("Grasping Shadows"),
        owner=t.alice,
        zone="battlefield",
        counters={DREAD: counters} if counters else None,
    )
    bears = t.put("Grizzly Bears", t.alice)
    t.to_attackers()
    t.game.apply(DeclareAttackers(((bears, t.bob),)))
    t.pass_until("declare blockers")
    return t, shadows, bears


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2c_third_dread_counter_transforms_it(ruleset: str) -> None:
    t, shadows, bears = _shadows_attacked_alone(ruleset, 2)
    lair = t.obj(shadows)
    assert lair.name == "Shadows' Lair" and lair.counters.get(DREAD) == 3
    attacker = t.obj(bears)
    assert attacker.has(Keyword.DEATHTOUCH) and attacker.has(Keyword.LIFELINK)
    assert attacker.name == "Grizzly Bears"  # "it" is the enchantment, not the attacker


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2c_below_the_threshold_it_stays(ruleset: str) -> None:
    t, shadows, bears = _shadows_attacked_alone(ruleset, 0)
    still = t.obj(shadows)
    assert still.name == "Grasping Shadows" and still.counters.get(DREAD) == 1
    assert t.obj(bears).has(Keyword.LIFELINK)


def test_cr608_2c_counter_threshold_round_trips() -> None:
    round_trip(
        "At the beginning of your upkeep, put a dread counter on ~. "
        "Then if there are three or more dread counters on it, transform it."
    )


def test_cr608_2c_counter_threshold_needs_counters_on_it() -> None:
    """Counters of no kind ("three or more counters") are not this template."""
    with pytest.raises((ClauseError, UnexpectedInput)):
        parse_line(
            "At the beginning of your upkeep, put a dread counter on ~. "
            "Then if there are three or more counters on it, transform it."
        )
