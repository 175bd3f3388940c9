"""Restrictions a card prints on when it may be cast (CR 601.3: a player begins to cast a
spell only if no rule or effect prohibits it; today's number, cited in both editions).
Played with Scorching Winds ({R} instant: "Cast this spell only during the declare attackers
step and only if you've been attacked this step. Scorching Winds deals 1 damage to each
attacking creature.") under both editions."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, DeclareAttackers, PassPriority
from mtgrules.errors import RulesError
from mtgrules.objects import Step
from mtgrules.rules.casting_timing import MOMENTS
from tests.card_table import round_trip
from tests.combat_table import CombatTable


@pytest.mark.parametrize(
    "line",
    [
        "Cast ~ only during combat.",
        "Cast ~ only during combat on your turn.",
        "Cast ~ only during combat on an opponent's turn.",
        "Cast ~ only during combat before blockers are declared.",
        "Cast ~ only before blockers are declared.",
        "Cast ~ only before the combat damage step.",
        "Cast ~ only after combat.",
        "Cast ~ only during an opponent's turn.",
        "Cast ~ only during your end step.",
        "Cast ~ only during the declare blockers step.",
        "Cast ~ only during the declare attackers step and only if you've been attacked this step.",
    ],
)
def test_cr601_3_cast_only_lines_round_trip(line: str) -> None:
    round_trip(line)


def test_cr601_3_moments() -> None:
    """Before the combat damage step: the declare blockers step is, combat damage isn't;
    "after combat": the postcombat main phase, not the end of combat step."""
    before = MOMENTS["before the combat damage step"]
    assert before(Step.UPKEEP, True) and before(Step.DECLARE_BLOCKERS, False)
    assert not before(Step.COMBAT_DAMAGE, True)
    after = MOMENTS["after combat"]
    assert after(Step.POSTCOMBAT_MAIN, True) and not after(Step.END_OF_COMBAT, True)
    on_yours = MOMENTS["during combat on your turn"]
    assert on_yours(Step.DECLARE_ATTACKERS, True) and not on_yours(Step.DECLARE_ATTACKERS, False)


def _bob_attacks(t: CombatTable, *, attackers: bool = True) -> tuple[int, int, int]:
    """Bob attacks Alice with Raging Goblin (1/1) and Hill Giant (3/3), or with nothing; he
    passes priority in the declare attackers step. Returns Alice's Winds, the Goblin, the
    Giant."""
    winds = t.put("Scorching Winds", t.alice, "hand")
    t.put("Mountain", t.alice)
    goblin, giant = t.put("Raging Goblin", t.bob), t.put("Hill Giant", t.bob)
    t.game.begin("declare attackers", active=t.bob, turn=2)
    t.pass_until("declare attackers")
    attacks = ((goblin, t.alice), (giant, t.alice)) if attackers else ()
    t.game.apply(DeclareAttackers(attacks))
    assert t.game.state.step is Step.DECLARE_ATTACKERS
    t.game.apply(PassPriority())  # Bob, the active player
    return winds, goblin, giant


def test_cr601_3_cast_when_attacked_during_the_declare_attackers_step(ruleset: str) -> None:
    """Bob attacks Alice: in the declare attackers step she casts the Winds; the Goblin dies
    and the Giant has 1 damage."""
    t = CombatTable(ruleset)
    winds, goblin, giant = _bob_attacks(t)
    assert CastSpell(winds) in t.game.legal_actions()
    t.game.apply(CastSpell(winds))
    t.resolve()
    assert not t.game.is_on_battlefield(goblin)
    assert t.game.state.objects[giant].damage == 1


def test_cr601_3_not_attacked_it_cannot_be_cast(ruleset: str) -> None:
    """Bob declares no attackers: in the declare attackers step Alice hasn't been attacked
    and can't cast the Winds; the game is unchanged."""
    t = CombatTable(ruleset)
    winds, goblin, _ = _bob_attacks(t, attackers=False)
    assert CastSpell(winds) not in t.game.legal_actions()
    before = t.game.state.copy()
    with pytest.raises(RulesError) as caught:
        t.game.apply(CastSpell(winds))
    assert caught.value.rule == "601.3"
    assert t.game.state == before
    assert t.game.is_on_battlefield(goblin)


def test_cr601_3_not_in_a_main_phase(ruleset: str) -> None:
    """On her own turn's main phase, with priority and an empty stack, Alice can't cast the
    Winds (an instant) either: the restriction is the card's, not its type's timing."""
    t = CombatTable(ruleset)
    winds = t.put("Scorching Winds", t.alice, "hand")
    t.put("Mountain", t.alice)
    t.main_phase()
    assert CastSpell(winds) not in t.game.legal_actions()
    with pytest.raises(RulesError, match="only during the declare attackers step") as caught:
        t.game.apply(CastSpell(winds))
    assert caught.value.rule == "601.3"
