"""Abilities and card definitions as data (CR 112, 113, 601, 602, 605).

A card is a :class:`CardDef`: characteristics plus abilities made of instructions
(:mod:`mtgrules.effects.instructions`), effect templates and trigger conditions. No card has
code of its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from mtgrules.cards.mana import NO_COST, ManaCost
from mtgrules.effects.base import Effect
from mtgrules.effects.conditions import Condition
from mtgrules.effects.instructions import AddMana, AddOneManaOf, Instruction
from mtgrules.effects.mana_amounts import AddManaOfColors
from mtgrules.effects.targets import TargetSpec
from mtgrules.effects.triggers import TriggeredAbility
from mtgrules.objects import CardType, Keyword


class Restriction(StrEnum):
    """Static abilities that change what a creature may do in combat (CR 508.1c, 509.1b-c)."""

    CANT_ATTACK = "can't attack"
    CANT_BLOCK = "can't block"
    EXTRA_BLOCK = "can block an additional creature each combat"
    DOESNT_UNTAP = "doesn't untap during its controller's untap step"  # CR 502.3 (2011: 502.2)
    CANT_BE_BLOCKED = "can't be blocked"  # CR 509.1b
    ATTACKS_EACH_COMBAT = "attacks each combat if able"  # a requirement, CR 508.1d
    # CR 510.1b-c: it may assign all its combat damage to the player or planeswalker it
    # attacks even when blocked.
    ASSIGNS_AS_THOUGH_UNBLOCKED = "may assign its combat damage as though it weren't blocked"
    ASSIGNS_NO_COMBAT_DAMAGE = "assigns no combat damage"  # CR 510.1a, until end of turn


@dataclass(frozen=True, slots=True, kw_only=True)
class Cost:
    """An activation cost (CR 602.1a, 118): mana, {T}, "sacrifice this", life."""

    mana: ManaCost = NO_COST
    tap: bool = False
    sacrifice_self: bool = False
    life: int = 0
    discard_self: bool = False  # "Discard this card" (cycling, CR 702.29a)
    exile_self: bool = False  # "Exile this card from your graveyard" (CR 602.2)


@dataclass(frozen=True, slots=True, kw_only=True)
class ActivatedAbility:
    """ "[Cost]: [Effect.]" (CR 602). A mana ability (CR 605.1a) has no target and adds
    mana; it doesn't use the stack."""

    cost: Cost
    effect: tuple[Instruction, ...]
    targets: tuple[TargetSpec, ...] = ()
    text: str = ""
    limit: str = ""
    """A restriction on activating it: "once each turn", "as a sorcery" (CR 602.5b, d)."""
    extra_costs: tuple[str, ...] = ()
    """Costs paid with choices as it is activated: "Sacrifice a creature", "Discard a card",
    "Remove a +1/+1 counter from ~" (CR 602.2b, 601.2h; :mod:`mtgrules.rules.costs`)."""
    x: int = 0
    """{X} symbols in its mana cost (CR 107.3): X is chosen as it is activated."""
    condition: Condition | None = None
    """ "Activate only if [condition]." (CR 602.5b; :mod:`mtgrules.rules.conditions`)."""
    from_hand: bool = False
    """Activated only while the card is in its owner's hand (cycling, CR 702.29a, 602.2),
    not on the battlefield."""
    from_graveyard: bool = False
    """Activated only while the card is in its owner's graveyard ("Exile ~ from your
    graveyard: ...", unearth; CR 602.2)."""
    loyalty: int | None = None
    """A loyalty ability's loyalty cost: "[+1]" is 1, "[−3]" is -3, "[0]" is 0 (CR 606.2,
    606.4; :mod:`mtgrules.rules.loyalty`)."""

    @property
    def is_mana_ability(self) -> bool:
        """CR 605.1a: no target, could add mana, and not a loyalty ability."""
        if self.loyalty is not None:
            return False  # CR 605.1a: a loyalty ability uses the stack (rules/loyalty.py)
        return not self.targets and any(
            isinstance(step, AddMana | AddOneManaOf | AddManaOfColors) for step in self.effect
        )


@dataclass(frozen=True, slots=True, kw_only=True)
class Mode:
    """One mode of a modal spell (CR 700.2): what it does, with its own targets."""

    effect: tuple[Instruction, ...]
    targets: tuple[TargetSpec, ...] = ()
    text: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class SpellAbility:
    """What an instant or sorcery does when it resolves (CR 113.3a); a modal spell also has
    ``modes``, of which its controller chooses ``fewest`` to ``most`` as it is cast
    (CR 601.2b, 700.2)."""

    effect: tuple[Instruction, ...]
    targets: tuple[TargetSpec, ...] = ()
    text: str = ""
    modes: tuple[Mode, ...] = ()
    fewest: int = 0
    most: int = 0


@dataclass(frozen=True, slots=True, kw_only=True)
class CardDef:
    """A card: its characteristics and abilities, ready to put into a game."""

    name: str
    types: frozenset[CardType]
    mana_cost: ManaCost | None = None
    subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    keywords: frozenset[Keyword] = frozenset()
    restrictions: frozenset[Restriction] = frozenset()
    spell: SpellAbility | None = None
    activated: tuple[ActivatedAbility, ...] = ()
    triggers: tuple[TriggeredAbility, ...] = ()
    statics: tuple[Effect, ...] = ()
    text: str = ""
    back: CardDef | None = None
    """A transforming double-faced card's back face (CR 712; 2011: 711); this is its front."""
    parts: tuple[CardDef, ...] = ()
    """A card of several parts (:mod:`mtgrules.cards.multi_face`): each face as a card of its
    own, in printed order; this definition is the whole card (the combined halves of a split
    card, CR 709.4; an adventurer's creature, CR 715.2; a modal double-faced card's front)."""
    layout: str = "normal"
    """The card's MTGJSON layout: "split", "aftermath", "adventure", "modal_dfc", ..."""
