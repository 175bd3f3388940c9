"""CR 508.1c, 509.1b: "~ can't attack or block unless [condition]." The restriction applies
while the condition doesn't hold, checked as attackers or blockers are declared (CR 611.3a:
continuously). Real cards (Rhonas the Indomitable, Bast, Panther Goddess, Hazoret the
Fervent, Warden of the Chained), both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import DeclareAttackers, DeclareBlockers
from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.grammar import parse_line
from mtgrules.rules.casting import IllegalActionError
from mtgrules.state import EntityId
from tests.card_table import RULESETS, round_trip
from tests.combat_table import CombatTable


@pytest.mark.parametrize(
    "line",
    [
        "~ can't attack or block unless you control another creature with power 4 or greater.",
        "~ can't attack or block unless you control three or more creatures.",
        "~ can't attack or block unless you have one or fewer cards in hand.",
        "~ can't attack unless you control another creature with power 4 or greater.",
    ],
)
def test_cr508_1c_cant_attack_unless_round_trip(line: str) -> None:
    round_trip(line)


def test_cr508_1c_cant_attack_unless_refuses_an_unknown_condition() -> None:
    with pytest.raises(ClauseError, match="not understood"):
        parse_line("~ can't attack unless the moon frobs.")


def _refused_attack(t: CombatTable, attacker: EntityId) -> None:
    """Declaring ``attacker`` is illegal and leaves the game as it was."""
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError):
        t.game.apply(DeclareAttackers(((attacker, t.bob),)))
    assert t.game.state == before


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr508_1c_rhonas_attacks_only_with_a_big_friend(ruleset: str) -> None:
    """Rhonas the Indomitable beside Grizzly Bears (power 2) can't attack; beside Craw Wurm
    (power 6) it attacks and deals 5 to Bob."""
    t = CombatTable(ruleset)
    rhonas = t.put("Rhonas the Indomitable", t.alice)
    t.put("Grizzly Bears", t.alice)
    t.to_attackers()
    _refused_attack(t, rhonas)
    t.put("Craw Wurm", t.alice)
    t.game.apply(DeclareAttackers(((rhonas, t.bob),)))
    t.pass_until("declare blockers")
    t.game.apply(DeclareBlockers(()))
    t.finish_combat()
    assert t.game.state.life_of(t.bob) == 15


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("others", "legal"), [(1, False), (2, True)])
def test_cr509_1b_bast_blocks_only_with_three_creatures(
    ruleset: str, others: int, legal: bool
) -> None:
    """Bob's Bast, Panther Goddess with one other creature (two in all) can't block Alice's
    Grizzly Bears; with two others (three) it blocks and the Bears die."""
    t = CombatTable(ruleset)
    bast = t.put("Bast, Panther Goddess", t.bob)
    for _ in range(others):
        t.put("Llanowar Elves", t.bob)
    bears = t.put("Grizzly Bears", t.alice)
    t.to_attackers()
    t.game.apply(DeclareAttackers(((bears, t.bob),)))
    t.pass_until("declare blockers")
    if not legal:
        before = t.game.state.copy()
        with pytest.raises(IllegalActionError):
            t.game.apply(DeclareBlockers(((bast, bears),)))
        assert t.game.state == before
        return
    t.game.apply(DeclareBlockers(((bast, bears),)))
    t.finish_combat()
    assert t.zone("Grizzly Bears").value == "graveyard"


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr508_1c_hazoret_attacks_with_one_card_in_hand(ruleset: str) -> None:
    """Hazoret the Fervent with two cards in Alice's hand can't attack; with one it attacks
    (haste) and deals 5 to Bob."""
    t = CombatTable(ruleset)
    hazoret = t.put("Hazoret the Fervent", t.alice)
    t.put("Island", t.alice, "hand")
    second = t.put("Island", t.alice, "hand")
    t.to_attackers()
    _refused_attack(t, hazoret)
    t.game.move_to_zone(second, "graveyard")
    t.game.apply(DeclareAttackers(((hazoret, t.bob),)))
    t.pass_until("declare blockers")
    t.game.apply(DeclareBlockers(()))
    t.finish_combat()
    assert t.game.state.life_of(t.bob) == 15
