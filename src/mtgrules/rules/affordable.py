"""A quick answer to "can this card be paid for at all?" while the legal actions are listed.

Most cards in a hand can't be cast most of the time for want of mana. For a *plain* card (no
static abilities of its own: no cost reductions, alternative or additional costs, convoke or
assist; not a card of several parts), cast for its mana cost, the total cost is its mana cost
with the permanents' increases and reductions (CR 601.2f; none may depend on its targets),
and it can be paid only with mana from the pool and the player's untapped mana sources, one
mana each (CR 601.2g-h, 605.1a). With no Phyrexian or hybrid symbols (107.4e-f), it needs at
least its mana value in mana (X counts 0, CR 107.3); when that is more than the player can
have, no payment exists and the card is skipped without listing its targets.
"""

from __future__ import annotations

from mtgrules.rules import spell_cost_reductions, static_abilities
from mtgrules.rules.casting import mana_sources
from mtgrules.rules.static_sources import permanents_with_statics
from mtgrules.state import EntityId, GameObject, GameState


def surely_unaffordable(
    state: GameState, player: EntityId, obj: GameObject, how: str, additional: tuple[str, ...]
) -> bool:
    """True only if ``player`` certainly can't pay for casting ``obj`` paying ``how`` with
    ``additional`` now; False means "work it out"."""
    cost = obj.mana_cost
    if (
        how
        or additional
        or cost is None
        or obj.statics
        or obj.multi_part is not None
        or cost.phyrexian
        or cost.hybrid
    ):
        return False
    pool = sum(state.mana.get(player, {}).values())
    if cost.mana_value <= pool:
        return False
    if permanents_with_statics(state):  # CR 601.2f: costs increased or reduced
        if spell_cost_reductions.has_targeted_reduction(state, player, obj):
            return False
        cost = static_abilities.reduced_cost(state, player, obj, cost)
        if cost.phyrexian or cost.hybrid:
            return False
    return cost.mana_value > pool + len(mana_sources(state, player))
