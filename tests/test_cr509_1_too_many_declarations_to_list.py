"""Decisions with too many legal actions to list (CR 508.1, 509.1, 510.1): a random
proposal draws each creature's part uniformly among its own choices, the game checks the
whole, and self-play draws again until one is legal (each legal action equally likely).

Seven Grizzly Bears attack; eight defending Grizzly Bears each may block any one of them or
none: 8^8 = 16,777,216 declarations of blockers, more than the engine lists."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Sequence

import pytest

from mtgrules.actions import Action, DeclareAttackers, DeclareBlockers
from mtgrules.engine import Game
from mtgrules.errors import RulesError
from mtgrules.rules.casting import IllegalActionError
from mtgrules.rules.combat_damage import random_split, splits
from mtgrules.selfplay.loop import RandomAgent
from mtgrules.unlisted import random_proposal, too_many_to_list
from tests.card_table import RULESETS
from tests.combat_table import CombatTable

ATTACKERS, BLOCKERS = 7, 8


def crowded_combat(ruleset: str) -> tuple[CombatTable, list[int], list[int]]:
    t = CombatTable(ruleset)
    attackers = [t.put("Grizzly Bears", t.alice) for _ in range(ATTACKERS)]
    blockers = [t.put("Grizzly Bears", t.bob) for _ in range(BLOCKERS)]
    t.to_attackers()
    t.game.apply(DeclareAttackers(tuple((a, t.bob) for a in attackers)))
    t.pass_until("declare blockers")
    return t, attackers, blockers


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr509_1_too_many_block_declarations_are_not_listed(ruleset: str) -> None:
    t, _, _ = crowded_combat(ruleset)
    with pytest.raises(IllegalActionError) as raised:
        t.game.legal_actions()
    assert too_many_to_list(raised.value)
    assert raised.value.rule == "509.1"


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr509_1a_a_random_proposal_is_a_legal_declaration_the_game_accepts(
    ruleset: str,
) -> None:
    t, attackers, blockers = crowded_combat(ruleset)
    rng = random.Random(7)
    proposal = random_proposal(t.game, rng)
    assert isinstance(proposal, DeclareBlockers)
    blocking = [b for b, _ in proposal.blocks]
    assert len(blocking) == len(set(blocking))  # CR 509.1a: each blocks at most one
    assert all(b in blockers and a in attackers for b, a in proposal.blocks)
    before = t.game.state.copy()
    t.game.apply(proposal)  # CR 509.1: checked as a whole, then declared
    assert t.game.state != before
    combat = t.game.state.combat
    assert combat is not None
    assert sorted(combat.blocking) == sorted(blocking)


def test_cr509_1_each_blockers_choice_is_drawn_uniformly() -> None:
    """Over many proposals each defending creature blocks each attacker, or nothing, about
    equally often (1/8 each)."""
    t, attackers, blockers = crowded_combat("current")
    rng = random.Random(3)
    first = blockers[0]
    seen: Counter[int | None] = Counter()
    draws = 4000
    for _ in range(draws):
        proposal = random_proposal(t.game, rng)
        assert isinstance(proposal, DeclareBlockers)
        seen[dict(proposal.blocks).get(first)] += 1
    assert set(seen) == {None, *attackers}
    for count in seen.values():
        assert abs(count / draws - 1 / (ATTACKERS + 1)) < 0.025


def test_cr509_1_an_illegal_proposal_is_refused_and_changes_nothing() -> None:
    t, attackers, blockers = crowded_combat("cr2011")
    before = t.game.state.copy()
    with pytest.raises(RulesError):
        t.game.apply(DeclareBlockers(((blockers[0], attackers[0]), (blockers[0], attackers[1]))))
    assert t.game.state == before


def test_cr510_1c_a_random_split_is_one_of_the_splits_each_equally_likely() -> None:
    rng = random.Random(11)
    targets = [1, 2, 3]
    every = splits(4, targets)  # 15 ways to divide 4 damage among 3
    keys = [tuple(sorted(s.items())) for s in every]
    seen = Counter(tuple(sorted(random_split(4, targets, rng).items())) for _ in range(6000))
    assert set(seen) == set(keys)
    for count in seen.values():
        assert abs(count / 6000 - 1 / len(keys)) < 0.02


def test_cr509_1_random_agent_proposes_until_the_game_accepts_and_the_game_goes_on() -> None:
    t, _, _ = crowded_combat("current")
    from mtgrules.selfplay.loop import _propose_until_legal

    action = _propose_until_legal(t.game, RandomAgent(random.Random(1)), random.Random(2), 0, 0)
    assert isinstance(action, DeclareBlockers)
    assert t.game.decision_kind() != "declare blockers"


def test_splits_and_random_split_agree_on_small_cases() -> None:
    rng = random.Random(5)
    for total, count in itertools.product(range(4), range(1, 4)):
        targets = list(range(10, 10 + count))
        keys = {tuple(sorted(s.items())) for s in splits(total, targets)}
        for _ in range(50):
            assert tuple(sorted(random_split(total, targets, rng).items())) in keys


class OnlyChooses:
    """An agent without ``propose``: the loop draws proposals for it at random."""

    def choose(self, game: Game, actions: Sequence[Action]) -> Action:
        raise AssertionError("not asked to choose among listed actions here")


def test_cr509_1_an_agent_without_propose_gets_random_proposals() -> None:
    t, _, blockers = crowded_combat("cr2011")
    from mtgrules.selfplay.loop import _propose_until_legal

    action = _propose_until_legal(t.game, OnlyChooses(), random.Random(4), 0, 0)
    assert isinstance(action, DeclareBlockers)
    assert all(b in blockers for b, _ in action.blocks)
    assert t.game.decision_kind() != "declare blockers"
