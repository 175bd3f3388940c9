"""Paying a spell's total cost with casting keywords that pay for mana (CR 601.2g-h; 2011:
601.2f-g): convoke (CR 702.51a; 2011: 702.49a) taps creatures, improvise (CR 702.126a, after
2011) taps artifacts, delve (CR 702.66a; 2011: 702.64a) exiles cards from its caster's
graveyard. Mana sources are used first; the keywords pay only for what is left (the engine
chooses the creatures, artifacts and cards).
"""

from __future__ import annotations

from collections.abc import Callable

from mtgrules.cards.mana import ManaCost
from mtgrules.events import Event, ZoneChanged
from mtgrules.objects import CardType, Zone
from mtgrules.rules.alternative_casting import casting_keywords, keyword_rule
from mtgrules.rules.casting import Payment, mana_sources, plan_payment_from
from mtgrules.rulesets import Ruleset
from mtgrules.state import EntityId, GameObject, GameState
from mtgrules.turn_events import Tapped

CONVOKE_TAP = -1
"""The ability index a creature tapped for convoke has in a payment (it activates none)."""
IMPROVISE_TAP = -2
"""The ability index of an artifact tapped for improvise in a payment."""
DELVE_EXILE = -3
"""The ability index of a card exiled from a graveyard for delve in a payment."""


def convoke_sources(
    state: GameState, player: EntityId, taken: set[EntityId]
) -> list[tuple[EntityId, int, str]]:
    """CR 702.51a (2011: 702.49a): ``player``'s untapped creatures as sources of convoke, each
    paying {1} or one mana of one of its colors (summoning sickness doesn't matter: it isn't a
    {T} cost, CR 302.6). A colorless creature pays only generic mana (``"1"``)."""
    letters = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
    found = []
    for obj in state.battlefield():
        if obj.controller != player or not obj.is_creature or obj.tapped or obj.id in taken:
            continue
        colors = "".join(sorted(letters[c] for c in obj.colors if c in letters))
        found.append((obj.id, CONVOKE_TAP, colors or "1"))
    return found


def plan_spell_payment(
    state: GameState, player: EntityId, obj: GameObject, cost: ManaCost
) -> Payment | None:
    """How ``player`` can pay ``cost`` for the spell ``obj`` now: mana first, then, if the
    spell has convoke, by tapping creatures (CR 702.51a), or None."""
    pool = dict(state.mana.get(player, {}))
    if cost.mana_value == 0:
        return Payment()
    sources = mana_sources(state, player)  # lands first, single colors first
    keywords = {k.keyword for k in casting_keywords(obj)}
    if not keywords:
        return plan_payment_from(pool, sources, cost, life=state.life_of(player))
    if "convoke" in keywords:
        # Creatures come last, as convoke sources; one with a mana ability pays with it.
        sources += convoke_sources(state, player, {s[0] for s in sources})
    if "improvise" in keywords:
        sources += improvise_sources(state, player, {s[0] for s in sources})
    if "delve" in keywords:  # last: cards are exiled only for what is left
        sources += delve_sources(state, player, obj.id)
    return plan_payment_from(pool, sources, cost, life=state.life_of(player))


def improvise_sources(
    state: GameState, player: EntityId, taken: set[EntityId]
) -> list[tuple[EntityId, int, str]]:
    """CR 702.126a: ``player``'s untapped artifacts (but those already paying with a mana
    ability), each paying for {1} as it is tapped."""
    return [
        (obj.id, IMPROVISE_TAP, "1")
        for obj in state.battlefield()
        if obj.controller == player
        and CardType.ARTIFACT in obj.types
        and not obj.tapped
        and obj.id not in taken
    ]


def delve_sources(
    state: GameState, player: EntityId, spell: EntityId
) -> list[tuple[EntityId, int, str]]:
    """CR 702.66a (2011: 702.64a): the cards in ``player``'s graveyard (but the spell
    itself), each paying for {1} as it is exiled."""
    return [
        (obj.id, DELVE_EXILE, "1")
        for obj in state.objects.values()
        if obj.zone is Zone.GRAVEYARD and obj.owner == player and obj.id != spell
    ]


def paid_by_keyword(
    ruleset: Ruleset, source: EntityId, index: int, new_id: Callable[[], int]
) -> Event | None:
    """What paying with ``source`` does when a casting keyword lets it pay instead of mana:
    tapped for convoke or improvise, exiled from its graveyard for delve (no mana is added);
    None for a mana ability. ``new_id``: the exiled card's new id (CR 400.7)."""
    if index == CONVOKE_TAP:
        return Tapped(permanent=source, rule=keyword_rule(ruleset, "convoke"))
    if index == IMPROVISE_TAP:
        return Tapped(permanent=source, rule=keyword_rule(ruleset, "improvise"))
    if index == DELVE_EXILE:
        return ZoneChanged(
            object=source,
            new_id=new_id(),
            origin=Zone.GRAVEYARD,
            destination=Zone.EXILE,
            rule=keyword_rule(ruleset, "delve"),
        )
    return None


__all__ = [
    "CONVOKE_TAP",
    "DELVE_EXILE",
    "IMPROVISE_TAP",
    "convoke_sources",
    "delve_sources",
    "improvise_sources",
    "paid_by_keyword",
    "plan_spell_payment",
]
