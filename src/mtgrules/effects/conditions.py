"""Conditions as data: "if [condition]" in a triggered ability (an intervening if, CR 603.4),
"Activate only if [condition]." (CR 602.5b), "If [condition], [effect]." in a spell or an
ability (CR 608.2c), "[effect] instead if [condition]." (CR 608.2c) and "as long as
[condition]" (CR 611.3a).

A :class:`Condition` is one test of the game at one moment; :mod:`mtgrules.rules.conditions`
evaluates it. Its ``kind`` says what is tested:

* ``"control"``: the player controls at least ``amount`` of ``counted`` (at most ``amount``
  when ``at_most``; ``other``: other than the object with the ability, CR 109.1);
* ``"graveyard"``: at least ``amount`` of ``counted`` cards are in the player's graveyard;
* ``"card types"``: at least ``amount`` card types (CR 205.2a) among the cards in the player's
  graveyard ("there are four or more card types among cards in your graveyard");
* ``"life"``, ``"hand"``, ``"poison"``: the player's life total, cards in hand, poison
  counters compared with ``amount`` (at least, or at most when ``at_most``);
* ``"gained life"`` / ``"lost life"``: the player gained / lost at least ``amount`` life
  (at least 1 when ``amount`` is 0) this turn (``"gained or lost life"``: either);
* ``"attacked"``: the player attacked with a creature this turn (CR 508.1);
* ``"died"``: a creature died this turn (CR 700.4);
* ``"spells cast"``: the player cast at least ``amount`` spells (CR 601.2) this turn, or last
  turn (``last_turn``: a werewolf's "if a player cast two or more spells last turn");
  ``"no spells cast"``: no player cast a spell (that turn: "if no spells were cast last turn");
* ``"self"``: the object with the ability is ``state`` (tapped, untapped, attacking, ...,
  equipped, enchanted); ``form`` "it's": the contracted wording;
* ``"counter"``: the object with the ability has a counter of kind ``state`` on it ("as long
  as it has a +1/+1 counter on it", CR 122.1);
* ``"your turn"``: its controller is the active player (CR 102.1);
* ``"kicked"`` / ``"evoked"`` / ``"bargained"``: the spell, or the permanent it became, was
  cast paying its kicker / evoke / bargain cost (CR 702.33d, 702.74a, 702.166b;
  :mod:`mtgrules.rules.alternative_casting`); "kicked" with a ``state`` ("{R}"): with that
  one of its two kicker costs (CR 702.33e);
* ``"cast"`` / ``"cast from hand"``: the permanent was cast (CR 601.2), from its owner's hand
  ("When ~ enters, if you cast it from your hand, ...").

* ``"left battlefield"``: a permanent the player controlled left the battlefield this turn
  (revolt's "if a permanent left the battlefield under your control this turn");
* ``"entered"``: a creature entered the battlefield under the player's control this turn;
* ``"more"``: the player controls more of ``counted`` than "you" (``who`` "an opponent"),
  or "you" control more than each opponent (``who`` "you");
* ``"more life"``: the player has more life than "you" (``who`` "an opponent"), or "you"
  have more life than an opponent (``who`` "you");
* ``"power"``: the object with the ability has power ``amount`` or greater (CR 208.1);
* ``"devotion"``: the player's devotion to the colors ``state`` ("red", "white and blue") is
  less than ``amount`` (CR 700.5, 700.5a; :mod:`mtgrules.rules.devotion`).

``who`` is the player tested: ``"you"`` (the controller of the ability), ``"an opponent"``
(any opponent), ``"that player"`` (the player of the trigger event, CR 603.7c) or ``"a
player"``. ``form`` keeps which of the synonymous wordings the text used (for the renderer
only).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtgrules.cards.pending import Counted
    from mtgrules.effects.instructions import Instruction

KINDS = frozenset(
    {
        "monarch",  # "if you're the monarch" (CR 724.1; rules/designations.py)
        "no monarch",  # "if there is no monarch"
        "your commander",  # "if you control your commander" (CR 903.3d; rules/commander.py)
        "a commander",  # "if you control a commander"
        "control",
        "graveyard",
        "card types",
        "counter",
        "life",
        "hand",
        "poison",
        "gained life",
        "lost life",
        "gained or lost life",
        "attacked",
        "died",
        "spells cast",
        "no spells cast",
        "self",
        "your turn",
        "kicked",
        "evoked",
        "bargained",  # CR 702.166b
        "additional cost paid",  # CR 118.8: "if this spell's additional cost was paid"
        "offspring paid",  # CR 702.175a (cards/creature_keywords_2.py)
        "squad paid",  # CR 702.157a
        "evolves",  # CR 702.100a: the entering creature is bigger (rules/evolve.py)
        "cast",
        "cast from hand",
        "left battlefield",
        "entered",
        "entered typed",  # permanents of a kind entered this turn (rules/entered_kinds.py)
        "more",
        "more life",
        "power",
        "devotion",  # CR 700.5 (rules/devotion.py)
        "max speed",  # "you have max speed": your speed is 4 (CR 702.179; rules/speed.py)
        "class level",  # CR 716.2a: ~ is a Class of level ``amount`` (rules/classes.py)
        "mana spent",  # ``amount`` or more mana of the color ``state`` paid (rules/mana_spent)
        "attached",  # the attached object ``form`` is ``state`` (rules/attached_conditions.py)
        # one object (``on``) and this turn's record: rules/conditionals.py
        "object is",
        "object value",
        "object counter",
        "object keyword",
        "dealt damage",
        "self entered",
        "cast typed",
        "drew",
        "more cards",
        "self counters",
        "dealt damage this way",
        "resolved count",
        "cast in main phase",
        # nothing of a kind this turn / on the battlefield: rules/turn_conditions.py
        "not attacked",
        "none died",
        "cast no spell",
        "none controlled",
        "different powers",
        "died under",
        "descended",
        "left graveyard",
        "self was dealt damage",
        "self dealt damage",
        "self not entered",
        "self not kicked",
        "self no counter",
        "gained and lost life",
        "exact life",
        "each life at most",
        "different names",
    }
)
"""The kinds of :class:`Condition`."""

ADDITIONAL_COST_PAID = "additional cost paid"
"""The kind of "if this spell's additional cost was paid" (CR 118.8, rules/costs_4.py)."""
PLAYERS = frozenset({"you", "an opponent", "that player", "a player"})
"""The players a condition can test."""


@dataclass(frozen=True, slots=True)
class Condition:
    """A test of the game state at one moment (see the module's text for the kinds)."""

    kind: str
    who: str = "you"
    amount: int = 0
    at_most: bool = False
    counted: Counted | None = None
    other: bool = False
    state: str = ""
    form: str = ""
    last_turn: bool = False
    """ "last turn" rather than "this turn" (life gained or lost: the turn before this one)."""
    on: int = 0
    """The object an "object ..." kind tests: a target, "that creature", "~" (a reference of
    :mod:`mtgrules.effects.instructions`; rules/conditionals.py)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class IfCondition:
    """Carry out ``then`` only if ``condition`` holds as this instruction is carried out
    (CR 608.2c: the instructions are followed in order; ``rule`` is "603.4" for the second
    check of an intervening if, on resolution), else ``otherwise`` ("~ deals 4 damage
    instead if ...": the instruction it replaces)."""

    condition: Condition
    then: tuple[Instruction, ...]
    otherwise: tuple[Instruction, ...] = ()
    rule: str = "608.2c"
    form: str = ""
    """ "if it": "If [condition], it deals ..." names the object with the ability "it" (the
    renderer's words only)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class InsteadIf:
    """ "[~ deals 4 damage] instead if [condition]." as printed, a sentence after the
    instruction it replaces; the compiler joins the two into one :class:`IfCondition`
    (:func:`mtgrules.cards.build_conditions.join_instead`)."""

    condition: Condition
    then: Instruction
    form: str = ""
    """ "": "~ deals 4 damage instead if [condition]."; "if it" / "if ~": "If [condition],
    it / ~ deals 4 damage [to X] instead." (the renderer's words only)."""
    whole: bool = False
    """``then`` replaces the instruction before it whole (it names its recipient); otherwise
    only the amount changes."""


__all__ = ["ADDITIONAL_COST_PAID", "KINDS", "PLAYERS", "Condition", "IfCondition", "InsteadIf"]
