"""CR 702.112b: renowned is a designation a permanent keeps until it leaves the battlefield;
"As long as ~ is renowned, it has menace." (CR 611.3a: a static ability's condition, checked
all the time) and "if ~ is renowned" (an intervening if, CR 603.4). Renown postdates 2011: it
is played by today's rules under both rulesets. Real cards."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.objects import Keyword
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "As long as ~ is renowned, it has menace.",
        "Whenever an opponent casts a noncreature spell, if ~ is renowned, ~ deals 2 damage to"
        " that player.",
    ],
)
def test_cr702_112b_renowned_conditions_round_trip(line: str) -> None:
    round_trip(line)


def _attack_unblocked(t: Table, attacker: int) -> None:
    """Alice attacks Bob with ``attacker``; Bob doesn't block; on to her second main phase."""
    while t.decision().kind != "declare attackers":
        t.game.apply(PassPriority())
    t.game.apply(DeclareAttackers(((attacker, t.bob),)))
    while t.game.state.step is None or t.game.state.step.value != "postcombat main":
        if t.decision().kind == "declare blockers":
            t.game.apply(DeclareBlockers(()))
        else:
            t.game.apply(PassPriority())


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_112b_glory_chaser_has_menace_once_renowned(ruleset: str) -> None:
    t = Table(ruleset)
    chaser = t.put("Goblin Glory Chaser", t.alice)
    t.begin()
    assert not t.game.obj(chaser).has(Keyword.MENACE)
    _attack_unblocked(t, chaser)
    assert t.game.obj(chaser).renowned
    assert t.game.obj(chaser).has(Keyword.MENACE)
    assert t.game.life(t.bob) == 19


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("renowned", "bob_life"), [(True, 16), (False, 20)])
def test_cr603_4_scab_clan_berserker_only_when_renowned(
    ruleset: str, renowned: bool, bob_life: int
) -> None:
    """Bob casts Shock at Alice in her second main phase: the renowned Berserker (it dealt
    Bob 2 combat damage) deals him 2; one that didn't attack doesn't trigger."""
    t = Table(ruleset)
    berserker = t.put("Scab-Clan Berserker", t.alice)
    t.lands("Mountain", t.bob, 1)
    shock = t.put("Shock", t.bob, "hand")
    if renowned:
        t.begin()
        _attack_unblocked(t, berserker)
    else:
        t.game.begin("postcombat main", active=t.alice)
    t.game.apply(PassPriority())  # Alice passes: Bob has priority
    t.act(CastSpell(shock, (t.alice,)))
    while t.game.state.stack:
        t.game.apply(PassPriority())
    assert t.game.life(t.alice) == 18
    assert t.game.life(t.bob) == bob_life
