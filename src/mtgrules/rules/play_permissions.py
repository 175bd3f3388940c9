"""Whether a player may play a card from a zone other than their hand, by a permission
(:class:`~mtgrules.effects.play_permissions.PlayFromZone`): "You may play that card this
turn."

* Casting such a card follows the rules of casting (CR 601.2a: the card moves from the zone
  it is in to the stack; timing, costs and targets as for a card in the hand), paying its
  mana cost. A card owned by another player is cast by the permission's controller, who
  controls the spell (CR 601.2a).
* Playing a land from there is the special action of playing a land (CR 116.2a; 2011:
  115.2a: "puts that land onto the battlefield from the zone it was in"), with its usual
  timing and the one land per turn (CR 305.1, 305.2).
* The permission lasts as long as its words say (CR 611.2a): "this turn" (ended in the
  cleanup step, CR 514.2, and not in force in a later turn), "until the end of your next
  turn", or "for as long as it remains exiled". A card that leaves exile becomes a new object
  (CR 400.7) that the permission doesn't name.

>>> from mtgrules.rulesets import CURRENT
>>> land_rule(CR2011), land_rule(CURRENT)
('115.2a', '116.2a')
"""

from __future__ import annotations

from mtgrules.effects.play_permissions import (
    NEXT_TURN,
    THIS_TURN,
    CastSelfFromGraveyard,
    PlayFromZone,
)
from mtgrules.effects.zone_keywords import AFTER_THIS_TURN
from mtgrules.objects import CardType, Zone
from mtgrules.rulesets import CR2011, Ruleset
from mtgrules.state import EntityId, GameObject, GameState

CAST_FROM_ZONE = "601.2a"  # the card moves from where it is to the stack (both editions)
PERMISSION = "611.2a"  # an effect of a resolving ability lasts as long as it says


def land_rule(ruleset: Ruleset) -> str:
    """Playing a land from the zone it is in: CR 116.2a (2011: 115.2a)."""
    return "115.2a" if ruleset.name == CR2011.name else "116.2a"


def in_force(state: GameState, effect: PlayFromZone) -> bool:
    """Whether ``effect``'s duration hasn't ended (CR 611.2a)."""
    if effect.until == THIS_TURN:
        return state.turn == effect.created_turn
    if effect.until == NEXT_TURN:
        # The controller's next turn starts after the turn it was created in; the permission
        # lasts through that whole turn.
        started = state.turn_started.get(effect.controller, -1)
        return started <= effect.created_turn or state.turn == started
    if effect.until == AFTER_THIS_TURN:  # warp (CR 702.185a): from the next turn on
        return state.turn > effect.created_turn
    return True  # "for as long as it remains exiled": the card's id says it (CR 400.7)


def ends_in_cleanup(state: GameState, effect: object) -> bool:
    """A permission "until the end of your next turn" ends in the cleanup step of that turn
    (CR 514.2)."""
    if not isinstance(effect, PlayFromZone) or effect.until != NEXT_TURN:
        return False
    started = state.turn_started.get(effect.controller, -1)
    return started > effect.created_turn and state.turn == started


def permission(state: GameState, player: EntityId, obj: GameObject) -> PlayFromZone | None:
    """The permission that lets ``player`` play ``obj`` from exile now, if any."""
    if obj.zone is not Zone.EXILE:
        return None
    for effect in state.effects.values():
        if (
            isinstance(effect, PlayFromZone)
            and effect.controller == player
            and obj.id in effect.cards
            and in_force(state, effect)
        ):
            if effect.cast_only and CardType.LAND in obj.types:
                continue
            return effect
    return None


def may_cast(state: GameState, player: EntityId, obj: GameObject) -> bool:
    """``player`` may cast the nonland card ``obj`` from where it is by a permission, or by
    its own "You may cast ~ from your graveyard" (CR 601.2a)."""
    if CardType.LAND in obj.types:
        return False
    return permission(state, player, obj) is not None or from_own_graveyard(state, player, obj)


def from_own_graveyard(state: GameState, player: EntityId, obj: GameObject) -> bool:
    """``obj`` is in ``player``'s graveyard and says "You may cast ~ from your graveyard",
    with its condition true now (a static ability that functions from the graveyard,
    CR 113.6; 2011: 112.6)."""
    from mtgrules.rules.conditions import holds  # a cycle: conditions needs this module's users

    if obj.zone is not Zone.GRAVEYARD or obj.owner != player:
        return False
    return any(
        isinstance(s, CastSelfFromGraveyard)
        and (s.condition is None or holds(state, s.condition, player, obj.id))
        for s in obj.statics
    )


def may_play_land(state: GameState, player: EntityId, obj: GameObject) -> bool:
    """``player`` may play the land card ``obj`` from where it is by a permission ("play",
    not "cast")."""
    return CardType.LAND in obj.types and permission(state, player, obj) is not None


__all__ = [
    "CAST_FROM_ZONE",
    "PERMISSION",
    "ends_in_cleanup",
    "from_own_graveyard",
    "in_force",
    "land_rule",
    "may_cast",
    "may_play_land",
    "permission",
]
