"""One-shot instructions: what a spell or ability does when it resolves (CR 608.2c).

An instruction names who or what it acts on with a *reference*: a sentinel ``int`` for "this
object" (``SELF``), "you" (``YOU``) or a target (``target(0)``), or an :class:`Each` filter
("each creature", "each opponent"). References are resolved when the instruction is carried
out, so a card's text compiles to data once and is played many times.

>>> DealDamage(amount=3, to=target(0))
DealDamage(amount=3, to=-100, source=-1)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from mtgrules.effects.amass import Amass
from mtgrules.effects.animation import BecomeCreature
from mtgrules.effects.base import Duration, Effect, Match
from mtgrules.effects.blocking_this_turn import CantBlockThisTurn
from mtgrules.effects.card_actions import HandCardToBottom, Learn, Populate
from mtgrules.effects.cascade import CascadeInstruction
from mtgrules.effects.chosen_returns import ReturnChosen
from mtgrules.effects.chosen_targets import ChooseTargets
from mtgrules.effects.chosen_values import (
    ChooseValue,
    GrantProtectionOfChoice,
    IfRevealedHasChosenName,
    RevealAtRandom,
)
from mtgrules.effects.cipher import CastEncodedCopy
from mtgrules.effects.class_levels import BecomeClassLevel
from mtgrules.effects.commander import GetExperience, PartnerSearch
from mtgrules.effects.conditions import IfCondition, InsteadIf
from mtgrules.effects.control import GainControlWhileControlling, GiveControl
from mtgrules.effects.cost_x import CostX
from mtgrules.effects.counted_damage import DamageCountedPerPlayer
from mtgrules.effects.counter_changes import DoubleCounters, RemoveAllCounters, RemoveCounters
from mtgrules.effects.counter_keywords import PutCountersItHad, RemoveCounterOrSacrifice
from mtgrules.effects.designations import BecomeTheMonarch, WinTheGame
from mtgrules.effects.dies_this_turn import WhenThatDiesThisTurn
from mtgrules.effects.double_power import DoublePower
from mtgrules.effects.emblems import GetEmblem
from mtgrules.effects.encore import EncoreCopies
from mtgrules.effects.end_of_combat import AtEndOfCombat
from mtgrules.effects.excess_damage import ExcessDealtInstead
from mtgrules.effects.exile_keywords import CastSuspended, RemoveTimeCounter
from mtgrules.effects.firebending import KeepUntilEndOfCombat
from mtgrules.effects.graveyard_cards import ExileCard, PutUnderYourControl, ReturnEachTarget
from mtgrules.effects.graveyard_returns import (
    ExileGraveyard,
    ReturnToBattlefield,
    ShuffleIntoLibrary,
)
from mtgrules.effects.hand_discards import DiscardHand
from mtgrules.effects.keyword_choice import GrantChosenKeyword
from mtgrules.effects.keywords_creature_2 import (
    CountersOrServos,
    MoveCounter,
    PumpPerBlockerBeyondFirst,
    PumpPerOpponentAttacked,
    SquadCopies,
)
from mtgrules.effects.library import (
    DiscardAtRandom,
    DrawThatMany,
    LookAtTop,
    RevealChooseDiscard,
    Surveil,
)
from mtgrules.effects.library_tops import PutOnLibraryTop
from mtgrules.effects.life_totals import DoubleLifeTotal, ExchangeLifeTotals, SetLifeTotal
from mtgrules.effects.linked_exile import ExileUntilLeaves
from mtgrules.effects.madness import CastWithMadness
from mtgrules.effects.mana_amounts import AddManaOfColors
from mtgrules.effects.miracle import CastWithMiracle
from mtgrules.effects.monstrosity import Adapt, Monstrosity
from mtgrules.effects.no_regeneration import CantBeRegeneratedThisTurn
from mtgrules.effects.play_permissions import ExileTop, Explore, PlayExiled, TopCardToHand
from mtgrules.effects.quoted_grants import GrantQuoted
from mtgrules.effects.random_outcomes import (
    ClashWithOpponent,
    FlipCoin,
    IfOutcome,
    ResultTimes,
    RollDie,
)
from mtgrules.effects.reflexive import WhenYouDo
from mtgrules.effects.reveals import (
    ForEachMilled,
    MillThatMany,
    RevealedCount,
    RevealTopPutAll,
    RevealUntil,
    TakeMilled,
)
from mtgrules.effects.sacrifice import IfYouCant, SacrificeChosen
from mtgrules.effects.searches import SearchFor
from mtgrules.effects.speed import IncreaseSpeed
from mtgrules.effects.spell_copies import CopyThisSpell
from mtgrules.effects.tap_chosen import TapChosen
from mtgrules.effects.that_many_cards import DiscardThatMany, YouAndPlayerEachDraw
from mtgrules.effects.this_way import ForEachDoneThisWay
from mtgrules.effects.unblockable_this_turn import CantBeBlockedThisTurn
from mtgrules.effects.unless_costs import UnlessPaid
from mtgrules.effects.unpreventable import UnpreventableDamage
from mtgrules.effects.variants import AbandonScheme
from mtgrules.effects.while_controlling import GrantWhileYouControl
from mtgrules.effects.you_may import YouMay
from mtgrules.effects.zone_keywords import (
    CastExiledFree,
    CountersBySourcePower,
    CreateZombieCopy,
    ExileWarped,
    SearchSameManaValue,
)
from mtgrules.objects import PLUS_ONE, Keyword

SELF = -1  # "this permanent / this spell / ~"
YOU = -2  # the controller of the spell or ability
_TARGET_BASE = -100
"""Targets are numbered down from here, far below the other references (-1 to -99)."""


def target(index: int) -> int:
    """The reference to an ability's ``index``-th target."""
    return _TARGET_BASE - index


def target_index(ref: int) -> int | None:
    """Which target ``ref`` refers to, or None if it isn't a target reference."""
    return _TARGET_BASE - ref if ref <= _TARGET_BASE else None


@dataclass(frozen=True, slots=True, kw_only=True)
class Each:
    """ "each creature", "each opponent", "each creature and each player": every entity that
    matches, relative to the ability's controller."""

    match: Match


Ref = int | Each


@dataclass(frozen=True, slots=True, kw_only=True)
class DealDamage:
    """ "[source] deals N damage to [ref]" (CR 120.1). ``joined``: the damage of the clause
    before it in the same instruction ("~ deals 2 damage to any target and 3 damage to you"):
    one simultaneous damage event (CR 120.2b / 2011 119.2b, 120.4 / 2011 119.4)."""

    amount: int
    to: Ref
    source: int = SELF
    joined: bool = field(default=False, compare=False, repr=False)


@dataclass(frozen=True, slots=True, kw_only=True)
class GainLife:
    """ "[who] gains N life" (CR 118.3 / 119.3); ``who`` defaults to "you"."""

    amount: int
    who: Ref = YOU
    elided: bool = False  # "you draw a card and gain 2 life": "you" said before


@dataclass(frozen=True, slots=True, kw_only=True)
class LoseLife:
    """ "[who] loses N life" (CR 118.3 / 119.3)."""

    amount: int
    who: Ref = YOU
    elided: bool = False  # "you draw two cards and lose 2 life": "you" said before


@dataclass(frozen=True, slots=True, kw_only=True)
class PutCounters:
    """ "Put N [kind] counters on [ref]" (CR 121 / 122)."""

    kind: str = PLUS_ONE
    count: int = 1
    on: Ref = SELF


@dataclass(frozen=True, slots=True, kw_only=True)
class ModifyPowerToughness:
    """ "[ref] gets +N/+M until end of turn": a continuous effect in layer 7c (CR 613)."""

    power: int
    toughness: int
    on: Ref
    duration: Duration = Duration.END_OF_TURN


@dataclass(frozen=True, slots=True, kw_only=True)
class GrantKeyword:
    """ "[ref] gains [keyword] until end of turn": an ability-adding effect in layer 6."""

    keyword: Keyword
    on: Ref
    duration: Duration = Duration.END_OF_TURN


@dataclass(frozen=True, slots=True, kw_only=True)
class LoseKeyword:
    """ "[ref] loses [keyword] until end of turn": an ability-removing effect in layer 6
    (CR 613.1f); with a granting effect, the later timestamp wins (CR 613.7)."""

    keyword: Keyword
    on: Ref
    duration: Duration = Duration.END_OF_TURN


@dataclass(frozen=True, slots=True, kw_only=True)
class CreateEffect:
    """Create a prevention or replacement effect (CR 611.2): ``effect`` is a template whose
    :class:`~mtgrules.effects.base.Match` ids may hold references (``SELF``, ``target(i)``),
    bound when the instruction is carried out. ("Prevent the next 4 damage that would be
    dealt to any target this turn.")"""

    effect: Effect


@dataclass(frozen=True, slots=True, kw_only=True)
class AddMana:
    """ "Add {G}": mana into the controller's mana pool (CR 106.3)."""

    mana: str  # one symbol per character: W U B R G C
    amount: int = 1


@dataclass(frozen=True, slots=True, kw_only=True)
class DrawCards:
    """ "[who] draws N cards" (CR 121.1 / 120.1 in 2011)."""

    count: int = 1
    who: Ref = YOU
    additional: bool = False
    """ "draws an additional card": words only, an ordinary draw (CR 121.1)."""
    said_you: bool = field(default=False, compare=False, repr=False)
    """ "you draw a card" rather than "draw a card": words only (cards/build_whenever_8.py)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Destroy:
    """ "Destroy [ref]" (CR 701.7 / 701.6 in 2011)."""

    on: Ref


# -- instructions the card compiler produces, pending in the engine (see cards/support.py) -------
@dataclass(frozen=True, slots=True, kw_only=True)
class SearchLibrary:
    """ "Search your library for up to N cards named ~, reveal them, put them into your hand,
    then shuffle": the keyword actions search, reveal and shuffle (CR 701). The controller
    finds up to ``up_to`` cards (``named_self``: with the same name as this object), reveals
    them if ``reveal``, puts them into ``destination`` and shuffles their library."""

    up_to: int = 1
    named_self: bool = False
    reveal: bool = False
    destination: str = "hand"


@dataclass(frozen=True, slots=True, kw_only=True)
class Regenerate:
    """ "Regenerate [ref]": a regeneration shield for this turn (CR 701.14 in the 2022
    excerpt, 701.12 in 2011): the next time the permanent would be destroyed this turn,
    instead tap it, remove
    all damage from it and remove it from combat."""

    on: Ref = SELF


@dataclass(frozen=True, slots=True, kw_only=True)
class AddOneManaOf:
    """ "Add one mana of any color" (``options="WUBRG"``) or "Add {W} or {B}"
    (``options="WB"``): the controller chooses one of the options (CR 106.1a, 605)."""

    options: str


@dataclass(frozen=True, slots=True, kw_only=True)
class Tap:
    """ "Tap [ref]": the keyword action tap (CR 701, "Tap and Untap")."""

    on: Ref


@dataclass(frozen=True, slots=True, kw_only=True)
class DoesntUntapNext:
    """ "[ref] doesn't untap during its controller's next untap step": the permanent isn't
    untapped in that untap step (CR 502.3; 2011: 502.2); effects/untap_skip.py. ``it``: worded
    "it", after "tap [ref]"."""

    on: Ref
    it: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class Untap:
    """ "Untap [ref]": the keyword action untap (CR 701, "Tap and Untap")."""

    on: Ref


@dataclass(frozen=True, slots=True, kw_only=True)
class ReturnToHand:
    """ "Return [ref] to its owner's hand" (CR 400.7: it becomes a new object)."""

    on: Ref


@dataclass(frozen=True, slots=True, kw_only=True)
class Exile:
    """ "Exile [ref]" (CR 406.2)."""

    on: Ref


@dataclass(frozen=True, slots=True, kw_only=True)
class Scry:
    """ "Scry N" (CR 701, keyword action scry): look at the top N cards of your library,
    put any number on the bottom and the rest on top in any order."""

    count: int = 1


@dataclass(frozen=True, slots=True, kw_only=True)
class Discard:
    """ "[who] discards N cards" (CR 701, keyword action discard): the player chooses."""

    count: int = 1
    who: Ref = YOU


@dataclass(frozen=True, slots=True, kw_only=True)
class Mill:
    """ "[who] mills N cards" (CR 701, keyword action mill): the top N cards of the library
    go to the graveyard."""

    count: int = 1
    who: Ref = YOU
    said_you: bool = False  # "you mill two cards" rather than "mill two cards"


@dataclass(frozen=True, slots=True, kw_only=True)
class CreateToken:
    """ "Create N [P/T] [colors] [subtypes] [types] token(s) [with keywords]", or a
    predefined token ("a Food token", "a Treasure token") by ``name`` (CR 111)."""

    count: int = 1
    name: str = ""
    power: int | None = None
    toughness: int | None = None
    colors: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    types: tuple[str, ...] = ("Creature",)
    keywords: tuple[str, ...] = ()
    tapped: bool = False  # "create a tapped 2/2 ... token"
    attacking: bool = False  # "... that's tapped and attacking" (CR 508.4)
    attacking_first: bool = False  # "create a tapped and attacking 1/1 ..." (the same)
    abilities: tuple[Any, ...] = ()  # quoted abilities (cards/granted_abilities.py, CR 111.4)
    who: Ref = YOU  # "its controller creates ..." (CR 111.2: under that player's control)
    said_you: bool = False  # "you create ..." rather than "create ..."
    that_many: bool = False  # "create that many ..." (CR 603.2: the trigger event's amount)
    also: tuple[CreateToken, ...] = ()  # "create A and B": the other descriptions, in order
    copy_of: Ref | None = None  # "a token that's a copy of ~" (CR 707.2, 707.9; 2011: 706)
    not_legendary: bool = False  # ", except it isn't legendary" (CR 707.9b)
    at_end: str = ""  # ". Exile it at the beginning of the next end step." (CR 603.7)
    either: bool = False  # "a Food token or a Treasure token": ``also`` are the alternatives
    attached_to: Ref | None = None  # "a Monster Role token attached to it" (CR 111.10j-r)
    named: str = ""  # "... token named Koma's Coil" / "create Ragavan, a legendary ..."
    legendary: bool = False  # "create Marit Lage, a legendary 20/20 ..." (CR 111.9)


@dataclass(frozen=True, slots=True, kw_only=True)
class Sacrifice:
    """ "Sacrifice [ref]" (CR 701, keyword action sacrifice): its controller puts it into its
    owner's graveyard; it can't be regenerated and indestructible doesn't matter."""

    on: Ref = SELF


@dataclass(frozen=True, slots=True, kw_only=True)
class CounterSpell:
    """ "Counter target spell" (CR 701.5a, keyword action counter): the spell or ability is
    removed from the stack without resolving; a countered spell goes to its owner's
    graveyard (resolution_countering.py)."""

    on: Ref


@dataclass(frozen=True, slots=True, kw_only=True)
class Unless:
    """ "[then] unless [who] pays [cost]" (CR 118.12; 2011: 117.12): ``who`` may pay the
    cost (``mana``, ``life``, or discarding ``discard`` cards); if they don't, ``then`` is
    carried out. ``rule``: the rule that makes the offer when it is not the general one
    (ward, CR 702.21a)."""

    then: tuple[Instruction, ...]
    who: Ref
    mana: str = ""
    life: int = 0
    discard: int = 0
    rule: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class Proliferate:
    """ "Proliferate" (CR 701, keyword action proliferate): choose any number of permanents
    and players with
    counters; give each another counter of each kind already there."""


@dataclass(frozen=True, slots=True, kw_only=True)
class BecomeMonarch:
    """ "You become the monarch" (CR 724)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class GetEnergy:
    """ "You get {E}{E}": energy counters (CR 122)."""

    count: int = 1
    elided: bool = False  # "you gain 3 life and get {E}{E}{E}": "you" said before


@dataclass(frozen=True, slots=True, kw_only=True)
class DealVariableDamage:
    """ "[source] deals X damage to [ref]" / "that much damage": an amount known only when
    the ability resolves (``amount`` names it: "X", "that much"); ``joined`` as for
    :class:`DealDamage`."""

    amount: str
    to: Ref
    source: int = SELF
    joined: bool = field(default=False, compare=False, repr=False)


@dataclass(frozen=True, slots=True, kw_only=True)
class ChangeVariableLife:
    """ "[who] gains / loses that much life" / "X life" (CR 118/119), ``gain`` or not."""

    amount: str
    gain: bool
    who: Ref = YOU


@dataclass(frozen=True, slots=True, kw_only=True)
class DestroyUnregenerable:
    """ "Destroy [ref]. It can't be regenerated." / "They can't be regenerated.": destroy,
    and no regeneration shield replaces the destruction (CR 701.14c in the 2022 excerpt).
    ``wording``: the subject of the second sentence when it isn't a pronoun ("that
    creature")."""

    on: Ref
    wording: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class Attach:
    """ "Attach it to target creature you control": attach this Aura or Equipment
    (``what``) to ``to`` (CR 701.3)."""

    to: Ref
    what: Ref = SELF
    named: bool = False  # worded "attach ~ to" rather than "attach it to"


@dataclass(frozen=True, slots=True, kw_only=True)
class ExileIfItWouldDie:
    """ "If that creature would die this turn, exile it instead." (``on``: the creature), or
    with ``dealt_damage_this_way`` "If a creature dealt damage this way would die this turn,
    exile it instead.": a replacement effect for this turn (CR 614.1a)."""

    on: Ref = SELF
    dealt_damage_this_way: bool = False
    permanents: bool = False  # "If a permanent dealt damage this way ..." (CR 700.4)


@dataclass(frozen=True, slots=True, kw_only=True)
class DrawAtNextUpkeep:
    """ "Draw a card at the beginning of the next turn's upkeep.": a delayed triggered
    ability (CR 603.7) that draws ``count`` cards for the spell's controller."""

    count: int = 1


@dataclass(frozen=True, slots=True, kw_only=True)
class GainControl:
    """ "Gain control of [ref] until end of turn." (CR 613.1b, layer 2)."""

    on: Ref
    duration: Duration = Duration.END_OF_TURN


@dataclass(frozen=True, slots=True, kw_only=True)
class DamageEachTarget:
    """ "[source] deals N damage to each of [up to] two target creatures / targets": the
    targets ``first`` .. ``first + count - 1``, different objects or players (CR 601.2c: one
    object can't be chosen twice for one word "target"), are dealt N damage each in one
    damage event (dealt simultaneously). An illegal target isn't dealt damage
    (CR 608.2b)."""

    amount: int
    first: int = 0
    count: int = 2
    up_to: bool = False
    source: Ref = SELF


@dataclass(frozen=True, slots=True, kw_only=True)
class ReturnFromGraveyard:
    """ "Return target creature card from your graveyard to your hand / to the
    battlefield." ``on`` targets a card in a graveyard (CR 115.1, 400.7)."""

    on: Ref
    destination: str = "hand"
    tapped: bool = False  # "to the battlefield tapped" (CR 110.5b: it enters tapped)
    unearth: bool = False
    """Unearth's return (CR 702.84a; 2011: 702.82a): it gains haste, is exiled at the
    beginning of the next end step, and is exiled if it would leave the battlefield."""


@dataclass(frozen=True, slots=True, kw_only=True)
class DealDamageByPower:
    """ "[source] deals damage equal to its power to [ref]" (a "bite"; CR 120.1): ``source``
    is a reference (a target creature, or ``SELF``); ``to`` may be the source itself
    ("deals damage to itself equal to its power")."""

    source: Ref
    to: Ref


@dataclass(frozen=True, slots=True, kw_only=True)
class Fight:
    """ "[a] fights [b]": each deals damage equal to its power to the other (CR 701, keyword
    action fight)."""

    first: Ref
    second: Ref
    have: bool = False  # the words "have [a] fight [b]" ("you may have it fight ...")


@dataclass(frozen=True, slots=True, kw_only=True)
class DividedDamage:
    """ "~ deals N damage divided as you choose among one or two targets / any number of
    targets" (CR 601.2d: the division is announced on casting)."""

    amount: int
    most: int  # the largest number of targets; 0 for "any number"


@dataclass(frozen=True, slots=True, kw_only=True)
class GivePoison:
    """ "[who] gets N poison counters" (CR 122.1f; ten or more: CR 704.5c)."""

    count: int = 1
    who: Ref = YOU


@dataclass(frozen=True, slots=True, kw_only=True)
class ForEach:
    """ "[instruction] for each [thing counted]" (``form="for each"``), or "~ deals damage to
    [ref] equal to the number of [things]" (``form="equal"``, ``step`` dealing 1): ``step``
    is carried out once per counted thing, counted as the instruction is carried out.
    ``per`` is a :class:`mtgrules.cards.pending.Counted`."""

    step: Instruction
    per: object
    form: str = "for each"


@dataclass(frozen=True, slots=True, kw_only=True)
class SacrificeOne:
    """ "[who] sacrifices a creature (of their choice)": that player chooses a permanent of
    theirs of ``kind`` and sacrifices it (CR 701.16a; 2011: 701.14a; carried out by
    :mod:`mtgrules.resolution_sacrifice`: players choose in APNAP order, CR 101.4)."""

    who: Ref
    kind: str = "creature"


@dataclass(frozen=True, slots=True, kw_only=True)
class Investigate:
    """ "Investigate": create a Clue token, a predefined artifact token with "{2},
    Sacrifice this artifact: Draw a card." (CR 701, keyword action investigate; CR 111.10)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class PayMana:
    """ "[you may] pay {2}{U}": the controller pays that mana as part of the effect (CR 117.3,
    a cost paid during resolution, CR 608.2d); a choice, followed by :class:`IfYouDo`."""

    mana: str


@dataclass(frozen=True, slots=True, kw_only=True)
class PayLife:
    """ "[you may] pay 2 life" during resolution (CR 119.4: only if the life total is at
    least that amount)."""

    amount: int


@dataclass(frozen=True, slots=True, kw_only=True)
class PayEnergy:
    """ "[you may] pay {E}{E}": remove that many energy counters from the controller
    (CR 107.14); impossible with fewer."""

    count: int


@dataclass(frozen=True, slots=True, kw_only=True)
class IfYouDo:
    """ "... you may [action]. If you do, [then]." (CR 608.2c): ``then`` is carried out only
    if the controller chose to carry out the optional action of the sentence before and
    did so completely (a payment made in full, a card actually discarded or sacrificed)."""

    then: tuple[Instruction, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class SearchForCard:
    """ "Search your library for a [basic] [land / Plains] card [named ~], [reveal it,] put it
    into your hand / onto the battlefield [tapped], then shuffle." (CR 701.23): the controller
    may find one card matching (``basic``: a basic card, CR 205.4c; ``kind``: a card type or
    subtype, empty for any card; ``named_self``: named like the source), reveals it if
    ``reveal``, puts it into ``destination`` ("hand" / "battlefield", ``tapped``), then
    shuffles. A search for a card with a stated quality may fail to find one (CR 701.23b)."""

    basic: bool = False
    kind: str = ""
    named_self: bool = False
    reveal: bool = False
    destination: str = "hand"
    tapped: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class SacrificeOneOfTheirChoice(SacrificeOne):
    """ "[who] sacrifices a creature of their choice": the older wording of
    :class:`SacrificeOne`, with the same meaning (the player chooses, CR 701.16a; 2011:
    701.14a)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ReturnDiedCard:
    """ "Return it to the battlefield under its owner's control with a [kind] counter on it"
    (persist, CR 702.79a; undying, CR 702.93a): the card the source became as it died (CR
    400.7: a dies trigger finds the new object) returns from its graveyard with the counter."""

    kind: str = PLUS_ONE


@dataclass(frozen=True, slots=True, kw_only=True)
class BecomeRenowned:
    """Renown N (CR 702.112a): "if it isn't renowned, put N +1/+1 counters on it and it
    becomes renowned" (the source, still on the battlefield)."""

    count: int = 1


@dataclass(frozen=True, slots=True, kw_only=True)
class PayOrSacrifice:
    """ "Sacrifice it unless you pay [mana]" (echo, CR 702.30a): the controller chooses to pay
    the mana (if they can) or sacrifices the source."""

    mana: str
    # cumulative upkeep (CR 702.24a): pay [mana] once for each counter of this kind on it
    per_counter: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class ExileTopOfLibrary:
    """ "[who] exiles the top N cards of their library" (ingest, CR 702.115a)."""

    count: int = 1
    who: Ref = YOU


@dataclass(frozen=True, slots=True, kw_only=True)
class AttachToToken:
    """ "Then attach this Equipment to it": to the token the instruction before created
    (living weapon, CR 702.92a)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class BecomeArtifactCreature:
    """ "This Vehicle becomes an artifact creature until end of turn" (crew, CR 702.122a): a
    type-changing effect (layer 4, CR 613.1d); it keeps its printed power and toughness."""

    on: Ref = SELF


@dataclass(frozen=True, slots=True, kw_only=True)
class PutOntoBattlefieldAttacking:
    """ "Put this card onto the battlefield from your hand tapped and attacking" (ninjutsu,
    CR 702.49a): attacking what the creature returned for its cost attacked (702.49c)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class AssignNoCombatDamage:
    """ "[ref] assigns no combat damage this turn" (CR 510.1a: it assigns none in this turn's
    combat damage steps, whatever its power)."""

    on: Ref


@dataclass(frozen=True, slots=True, kw_only=True)
class GrantUnlessSelf:
    """ "If that's another creature, it gains [keywords] until end of turn." (backup N, CR
    702.165a): nothing when ``on`` is the ability's own source."""

    keywords: tuple[Keyword, ...]
    on: Ref


@dataclass(frozen=True, slots=True, kw_only=True)
class Transform:
    """ "Transform [ref]": the keyword action transform (CR 701.28a; 2011: 701.25a), turning
    a double-faced permanent over (:mod:`mtgrules.rules.transform`)."""

    on: Ref
    it: bool = False
    """ "transform it": the object named again as "it" (the renderer's words only)."""


Instruction = (
    DealDamage
    | GainLife
    | LoseLife
    | PutCounters
    | ModifyPowerToughness
    | GrantKeyword
    | LoseKeyword
    | CreateEffect
    | AddMana
    | DrawCards
    | Destroy
    | SearchLibrary
    | Regenerate
    | AddOneManaOf
    | Tap
    | Untap
    | DoesntUntapNext
    | Transform
    | ReturnToHand
    | Exile
    | Scry
    | Discard
    | Mill
    | CreateToken
    | Sacrifice
    | CounterSpell
    | Unless
    | Proliferate
    | BecomeMonarch
    | GetEnergy
    | DealVariableDamage
    | ChangeVariableLife
    | DestroyUnregenerable
    | Attach
    | ExileIfItWouldDie
    | DrawAtNextUpkeep
    | GainControl
    | ReturnFromGraveyard
    | DamageEachTarget
    | DealDamageByPower
    | Fight
    | DividedDamage
    | GivePoison
    | ForEach
    | SacrificeOne
    | Investigate
    | PayMana
    | PayLife
    | PayEnergy
    | IfYouDo
    | SearchForCard
    | SacrificeOneOfTheirChoice
    | ReturnDiedCard
    | BecomeRenowned
    | PayOrSacrifice
    | ExileTopOfLibrary
    | AttachToToken
    | BecomeArtifactCreature
    | GrantUnlessSelf
    | AssignNoCombatDamage
    | PutOntoBattlefieldAttacking
    | IfCondition
    | InsteadIf
    | Surveil  # effects/library.py
    | BecomeCreature  # effects/animation.py
    | RemoveCounters  # effects/counter_changes.py
    | RemoveAllCounters
    | DoubleCounters
    | RemoveCounterOrSacrifice  # effects/counter_keywords.py (fading, modular)
    | PutCountersItHad
    | PumpPerBlockerBeyondFirst  # effects/keywords_creature_2.py (rampage)
    | CountersOrServos  # fabricate
    | MoveCounter  # graft
    | SquadCopies  # squad
    | PumpPerOpponentAttacked  # melee
    | LookAtTop
    | DrawThatMany  # effects/library.py
    | DiscardAtRandom
    | RevealChooseDiscard
    | SacrificeChosen  # effects/sacrifice.py
    | IfYouCant  # effects/sacrifice.py
    | UnlessPaid  # effects/unless_costs.py
    | SearchFor  # effects/searches.py
    | ForEachDoneThisWay  # effects/this_way.py
    | YouMay  # effects/you_may.py: "You may discard a card." (CR 608.2d)
    | Populate  # effects/card_actions.py (CR 701.36a)
    | Learn  # (CR 701.48a)
    | HandCardToBottom
    | CostX  # effects/cost_x.py: "draw X cards" (CR 107.3a)
    | ExcessDealtInstead  # effects/excess_damage.py (CR 120.4a)
    | GrantQuoted  # effects/quoted_grants.py (CR 613.1f)
    | MillThatMany  # effects/reveals.py
    | TakeMilled
    | ForEachMilled
    | RevealTopPutAll
    | RevealUntil
    | RevealedCount
    | DiscardHand  # effects/hand_discards.py
    | DamageCountedPerPlayer  # effects/counted_damage.py
    | UnpreventableDamage  # effects/unpreventable.py
    | BecomeTheMonarch  # effects/designations.py
    | BecomeClassLevel  # effects/class_levels.py (CR 716.2a)
    | IncreaseSpeed  # effects/speed.py (CR 702.179)
    | WinTheGame
    | SetLifeTotal  # effects/life_totals.py
    | DoubleLifeTotal
    | DoublePower  # effects/double_power.py (CR 701.9b)
    | ExchangeLifeTotals
    | DiscardThatMany  # effects/that_many_cards.py
    | YouAndPlayerEachDraw
    | AtEndOfCombat  # effects/end_of_combat.py (CR 603.7a, 511.2)
    | TapChosen  # effects/tap_chosen.py (CR 608.2c)
    | GrantChosenKeyword  # effects/keyword_choice.py
    | ExileTop  # effects/play_permissions.py
    | PlayExiled
    | TopCardToHand
    | Explore
    | ReturnEachTarget  # effects/graveyard_cards.py
    | PutUnderYourControl
    | ExileCard
    | ShuffleIntoLibrary  # effects/graveyard_returns.py
    | ExileGraveyard
    | ReturnToBattlefield
    | ExileUntilLeaves  # effects/linked_exile.py (CR 610.3)
    | WhenYouDo  # effects/reflexive.py (CR 603.12)
    | WhenThatDiesThisTurn  # effects/dies_this_turn.py (CR 603.7c)
    | ReturnChosen  # effects/chosen_returns.py (CR 608.2d)
    | GrantWhileYouControl  # effects/while_controlling.py (CR 611.2b)
    | CastWithMadness  # effects/madness.py
    | CascadeInstruction  # effects/cascade.py
    | CopyThisSpell  # effects/spell_copies.py
    | CastExiledFree  # effects/zone_keywords.py (rebound, warp, transmute, scavenge)
    | CastEncodedCopy  # effects/cipher.py (CR 702.99a)
    | EncoreCopies  # effects/encore.py (CR 702.141a)
    | KeepUntilEndOfCombat  # effects/firebending.py (CR 702.189a)
    | CastWithMiracle  # effects/miracle.py (CR 702.94a)
    | ExileWarped
    | SearchSameManaValue
    | CountersBySourcePower
    | CreateZombieCopy
    | RemoveTimeCounter  # effects/exile_keywords.py (suspend)
    | CastSuspended
    | GetEmblem  # effects/emblems.py
    | AbandonScheme  # effects/variants.py (CR 904.11)
    | FlipCoin  # effects/random_outcomes.py (CR 705, 706, 701.23)
    | RollDie
    | ClashWithOpponent
    | IfOutcome
    | ResultTimes
    | PartnerSearch  # effects/commander.py
    | GetExperience
    | CantBeRegeneratedThisTurn  # effects/no_regeneration.py
    | GainControlWhileControlling  # effects/control.py (CR 613.1b, 611.2b)
    | GiveControl
    | ChooseTargets  # effects/chosen_targets.py
    | ChooseValue  # effects/chosen_values.py
    | GrantProtectionOfChoice
    | RevealAtRandom
    | IfRevealedHasChosenName
    | CantBlockThisTurn  # effects/blocking_this_turn.py (CR 509.1b)
    | CantBeBlockedThisTurn  # effects/unblockable_this_turn.py (CR 509.1b)
    | Amass  # effects/amass.py (CR 701.44a)
    | Monstrosity  # effects/monstrosity.py (CR 701.37a)
    | Adapt  # CR 701.46a
    | AddManaOfColors  # effects/mana_amounts.py (CR 106.1a)
    | PutOnLibraryTop  # effects/library_tops.py (CR 400.3)
)
