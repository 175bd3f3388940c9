"""CR 608.2c in a triggered ability: "~ deals 2 damage to any target. If you're the monarch,
it deals 7 damage instead." (Court of Ire): the second sentence replaces the first when its
condition holds as the ability resolves. The monarch postdates 2011: played by today's rules
under both rulesets. Real cards."""

from __future__ import annotations

import pytest

from mtgrules.actions import Choose, DeclareAttackers, DeclareBlockers
from mtgrules.cards.grammar import ClauseError, parse_line
from mtgrules.cards.support import missing
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table
from tests.test_cr724_monarch import _crown_alice, _pass


def test_cr608_2c_court_of_ire_line_round_trip() -> None:
    round_trip(
        "At the beginning of your upkeep, ~ deals 2 damage to any target. If you're the "
        "monarch, it deals 7 damage instead."
    )


def test_cr608_2c_instead_if_with_nothing_to_replace_is_refused() -> None:
    """A trigger whose "instead" follows no damage its source deals can't be joined."""
    try:
        line = parse_line(
            "At the beginning of your upkeep, you gain 2 life. If you're the monarch, it deals"
            " 7 damage instead."
        )
    except ClauseError:
        return  # not even read: refused
    assert missing(line) is not None


def _to_alices_upkeep_targeting_bob(t: Table) -> None:
    """Play on to Alice's next upkeep; Court of Ire's trigger targets Bob."""
    for _ in range(300):
        pending = t.game.state.pending_choice
        if pending is not None and pending.decision.kind == "targets":
            assert (t.bob,) in pending.decision.options
            t.game.apply(Choose((t.bob,)))
            return
        kind = t.decision().kind
        if kind == "declare attackers":
            t.game.apply(DeclareAttackers(()))
        elif kind == "declare blockers":
            t.game.apply(DeclareBlockers(()))
        else:
            _pass(t)
    raise AssertionError("Alice's upkeep never came")


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("monarch", "bob_life"), [(True, 13), (False, 18)])
def test_cr608_2c_court_of_ire_deals_seven_instead_to_the_monarchs_target(
    ruleset: str, monarch: bool, bob_life: int
) -> None:
    t = Table(ruleset)
    t.put("Court of Ire", t.alice)
    if monarch:
        _crown_alice(t)  # Thorn of the Black Rose; five cards in each library
    else:
        for player in (t.alice, t.bob):
            for _ in range(5):
                t.put("Island", player, "library")
        t.begin()
    _to_alices_upkeep_targeting_bob(t)
    while t.game.state.stack:
        _pass(t)
    assert t.game.life(t.bob) == bob_life
    assert t.game.life(t.alice) == 20
