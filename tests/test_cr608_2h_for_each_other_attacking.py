"""CR 608.2h: "it gets +2/+0 until end of turn for each other attacking Goblin" counts as
the triggered ability resolves: attacking creatures of the named kind (CR 506.4; a subtype,
CR 205.3) other than the ability's source (CR 109.1), whoever controls them. Real cards,
both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.cards.grammar import parse_line
from mtgrules.cards.render import render_ability
from mtgrules.cards.support import missing
from tests.combat_table import CombatTable


@pytest.mark.parametrize(
    "line",
    [
        "Whenever ~ attacks, it gets +2/+0 until end of turn for each other attacking Goblin.",
        "Whenever ~ attacks, it gets +1/+1 until end of turn for each other attacking Pirate.",
        "Whenever ~ attacks, it gets +1/+0 until end of turn for each other attacking creature.",
    ],
)
def test_cr608_2h_for_each_other_attacking_round_trips(line: str) -> None:
    ability = parse_line(line)
    assert render_ability(ability) == line
    assert missing(ability) is None


def test_cr608_2h_goblin_piledriver_counts_other_attacking_goblins(ruleset: str) -> None:
    """Goblin Piledriver (1/2) attacks with Raging Goblin, Goblin Raider and Grizzly Bears:
    +2/+0 for each of the two other Goblins (not the Bears, not itself, not Bob's Goblin
    that doesn't attack): 5 + 1 + 2 + 2 damage to Bob."""
    t = CombatTable(ruleset)
    piledriver = t.put("Goblin Piledriver", t.alice)
    raging = t.put("Raging Goblin", t.alice)
    raider = t.put("Goblin Raider", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    t.put("Goblin Raider", t.bob)
    t.attack(piledriver, raging, raider, bears)
    assert t.game.power(piledriver) == 5
    assert t.game.power(bears) == 2
    t.finish_combat()
    assert t.game.life(t.bob) == 20 - (5 + 1 + 2 + 2)


def test_cr608_2h_rampaging_classmate_counts_any_other_attacker(ruleset: str) -> None:
    """Rampaging Classmate (3/2) attacks alone: +0; with Grizzly Bears: +1/+0."""
    t = CombatTable(ruleset)
    classmate = t.put("Rampaging Classmate", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    t.attack(classmate, bears)
    t.finish_combat()
    assert t.game.life(t.bob) == 20 - (4 + 2)


def test_cr608_2h_attacking_alone_counts_nothing(ruleset: str) -> None:
    """Rampaging Classmate attacks alone: no other attacking creature, 3 damage."""
    t = CombatTable(ruleset)
    classmate = t.put("Rampaging Classmate", t.alice)
    t.put("Grizzly Bears", t.alice)
    t.attack(classmate)
    t.finish_combat()
    assert t.game.life(t.bob) == 17
