"""One action drawn at random when a decision has too many legal actions to list.

A large combat can have more declarations of attackers or blockers, damage assignment orders
or damage assignments than :meth:`Game.legal_actions` lists: it raises
:class:`~mtgrules.rules.casting.TooManyToListError` ("propose one and it is checked").
:func:`random_proposal` draws each creature's part of the action uniformly among that
creature's own choices, without listing the whole; :meth:`Game.apply` checks the whole action
(CR 508.1, 509.1, 509.2, 510.1) and refuses an illegal one with the state unchanged. Drawing
again until the game accepts one gives each legal action the same chance (rejection
sampling), as picking uniformly from the list would.
"""

from __future__ import annotations

from random import Random

from mtgrules.actions import (
    Action,
    AssignCombatDamage,
    DeclareAttackers,
    DeclareBlockers,
    OrderDamageAssignment,
)
from mtgrules.engine import Game
from mtgrules.rules import combat, combat_damage
from mtgrules.rules.casting import IllegalActionError, TooManyToListError

__all__ = ["random_proposal", "too_many_to_list"]


def too_many_to_list(error: IllegalActionError) -> bool:
    """``error`` says the legal actions are too many to list."""
    return isinstance(error, TooManyToListError)


def random_proposal(game: Game, rng: Random) -> Action:
    """A candidate for the decision the game waits for, drawn at random: each creature's
    choice uniformly among its own (banding's optional bands are not proposed)."""
    state = game.state
    kind = game.decision_kind()
    if kind == "declare attackers":  # CR 508.1
        able, options = combat.attack_choices(state)
        picked = [rng.choice(o) for o in options]
        return DeclareAttackers(
            tuple((a, d) for a, d in zip(able, picked, strict=True) if d is not None)
        )
    if kind == "declare blockers":  # CR 509.1
        blockers, per_blocker = combat.block_choices(state)
        picked_blocks = [rng.choice(o) for o in per_blocker]
        return DeclareBlockers(
            tuple((b, a) for b, chosen in zip(blockers, picked_blocks, strict=True) for a in chosen)
        )
    if kind in ("order blockers", "order attackers"):  # CR 2011 509.2, 509.3
        return OrderDamageAssignment(
            tuple(
                (c, tuple(rng.sample(order, len(order)))) for c, order in game.orders_needed(kind)
            )
        )
    if kind == "assign combat damage":  # CR 510.1
        player = game.decision_player()
        chosen = combat_damage.random_assignment(
            state, game.ruleset, game.assigners_of(player), rng
        )
        return AssignCombatDamage(
            tuple((c, tuple(sorted(a.items()))) for c, a in sorted(chosen.items()))
        )
    raise IllegalActionError(f"no random proposal for a {kind} decision", rule="117")
