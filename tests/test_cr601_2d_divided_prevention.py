"""CR 601.2d: a shield divided among any number of targets as the spell is cast (Remedy,
Embolden); each target gets its own shield of its share (CR 615.7), and a target that became
illegal gets none while the others keep theirs (CR 608.2b). 2011: the same numbers. Real
cards, both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.grammar import parse_line
from mtgrules.events import EffectCreated
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2d_remedy_divides_5_between_alice_and_her_bears(ruleset: str) -> None:
    """Remedy, 2 to Alice and 3 to Grizzly Bears: two shields are created; Hill Giant's 3
    damage to Alice -> 1 (19), then 3 more -> 3 (16); its 4 damage to the Bears -> 1 (the
    2/2 survives with 1 damage)."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 2)
    remedy = t.put("Remedy", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.begin()
    t.act(CastSpell(remedy, (t.alice, t.alice, bears, bears, bears)))
    events = t.resolve()
    assert len([e for e in events if isinstance(e, EffectCreated)]) == 2
    t.game.deal_damage(giant, t.alice, 3)
    assert t.game.life(t.alice) == 19
    t.game.deal_damage(giant, t.alice, 3)
    assert t.game.life(t.alice) == 16
    t.game.deal_damage(giant, bears, 4)
    assert t.game.damage_on(bears) == 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2b_embolden_share_of_an_illegal_target_is_lost(ruleset: str) -> None:
    """Embolden, 1 to Bob's Grizzly Bears and 3 to Alice; the Bears die before it resolves:
    Alice still gets her 3 (Hill Giant's 3 damage is prevented: 20), and only one shield is
    created."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 3)
    embolden = t.put("Embolden", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.bob)
    giant = t.put("Hill Giant", t.bob)
    t.begin()
    t.act(CastSpell(embolden, (bears, t.alice, t.alice, t.alice)))
    t.game.deal_damage(giant, bears, 2)  # lethal damage: the Bears die (CR 704.5g)
    events = t.resolve()
    assert len([e for e in events if isinstance(e, EffectCreated)]) == 1
    t.game.deal_damage(giant, t.alice, 3)
    assert t.game.life(t.alice) == 20


def test_cr601_2d_divided_prevention_round_trip() -> None:
    round_trip(
        "Prevent the next 5 damage that would be dealt this turn to any number of targets, "
        "divided as you choose."
    )


def test_cr601_2d_nothing_to_divide_is_refused() -> None:
    with pytest.raises(ClauseError):
        parse_line(
            "Prevent the next 0 damage that would be dealt this turn to any number of "
            "targets, divided as you choose."
        )
