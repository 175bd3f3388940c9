"""Actions: what a player does when the game waits for them (see :meth:`Game.apply`).

Every action is a frozen record, so legal actions can be listed, compared and replayed.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

from mtgrules.state import EntityId

Pairs = tuple[tuple[EntityId, EntityId], ...]
AssignmentData = tuple[tuple[EntityId, tuple[tuple[EntityId, int], ...]], ...]


@dataclass(frozen=True, slots=True)
class PassPriority:
    """Pass priority (CR 117.3d)."""


@dataclass(frozen=True, slots=True)
class PlayLand:
    """Play a land from your hand (CR 305.1); ``face``: "back face" plays a modal
    double-faced card's land back face (CR 712.8, :mod:`mtgrules.rules.card_parts`)."""

    card: EntityId
    face: str = ""


@dataclass(frozen=True, slots=True)
class CastSpell:
    """Cast a spell from your hand with its targets (CR 601.2); costs are paid from your mana
    pool, then by activating mana abilities of your untapped permanents (CR 601.2g). ``how``
    names an alternative cost paid instead of its mana cost ("flashback": cast from your
    graveyard), ``additional`` the optional additional costs paid ("kicker", "buyback")."""

    card: EntityId
    targets: tuple[EntityId, ...] = ()
    how: str = ""
    additional: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class TurnFaceUp:
    """Turn a face-down permanent you control face up by paying its morph, megamorph or
    disguise cost: a special action, any time you have priority (CR 116.2b, 702.37e; 2011:
    115.2b, 702.35d)."""

    permanent: EntityId


@dataclass(frozen=True, slots=True)
class ExileFromHand:
    """Foretell, plot or suspend (``keyword``) a card in your hand: pay the keyword's cost and
    exile the card, to cast it later. A special action (CR 116.2f suspend, 116.2h foretell,
    116.2k plot; 2011: 115.2f suspend)."""

    card: EntityId
    keyword: str


@dataclass(frozen=True, slots=True)
class RollPlanarDie:
    """Roll the planar die in a Planechase game: a special action of the active player in a
    main phase with an empty stack, costing {0} more for each roll they made this turn (CR
    901.9; rules/planechase.py)."""


@dataclass(frozen=True, slots=True)
class ActivateAbility:
    """Activate the ``index``-th activated ability of ``source`` (CR 602.2)."""

    source: EntityId
    index: int = 0
    targets: tuple[EntityId, ...] = ()


@dataclass(frozen=True, slots=True)
class DeclareAttackers:
    """CR 508.1: ``attacks`` pairs each attacking creature with the player or planeswalker
    it attacks; an empty tuple declares no attackers. ``bands`` are the attacking bands
    declared with them (CR 702.22c, rules/banding.py)."""

    attacks: Pairs = ()
    bands: tuple[tuple[EntityId, ...], ...] = ()


@dataclass(frozen=True, slots=True)
class DeclareBlockers:
    """CR 509.1: ``blocks`` pairs each blocking creature with an attacker it blocks (a
    creature that can block several attackers appears once per attacker)."""

    blocks: Pairs = ()


@dataclass(frozen=True, slots=True)
class OrderDamageAssignment:
    """CR 2011 509.2/509.3: the damage assignment order for each creature that needs one."""

    orders: tuple[tuple[EntityId, tuple[EntityId, ...]], ...]


@dataclass(frozen=True, slots=True)
class AssignCombatDamage:
    """CR 510.1: how each of your creatures that has a choice assigns its combat damage."""

    assignments: AssignmentData


@dataclass(frozen=True, slots=True)
class Discard:
    """CR 514.1: discard down to your maximum hand size."""

    cards: tuple[EntityId, ...]


@dataclass(frozen=True, slots=True)
class Choose:
    """Answer the choice an interrupted action waits for (a replacement effect's order, a
    shield's damage, a "may", a trigger's order or targets)."""

    answer: Hashable


Action = (
    PassPriority
    | PlayLand
    | CastSpell
    | TurnFaceUp
    | ExileFromHand
    | RollPlanarDie
    | ActivateAbility
    | DeclareAttackers
    | DeclareBlockers
    | OrderDamageAssignment
    | AssignCombatDamage
    | Discard
    | Choose
)
