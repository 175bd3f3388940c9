"""Card data the compiler produces that the engine doesn't play yet.

These types give unsupported cards a precise meaning (and a rendering) instead of a parse
failure: a card using one is *unsupported* with the reason "the engine doesn't implement
X yet" until the engine implements X and :data:`mtgrules.cards.support.IMPLEMENTED` lists
it. Each is specified, with its rule, in ``/work/notes/cards-needs.md``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, TypeGuard

from mtgrules.cards.mana import parse_mana_cost
from mtgrules.effects.base import Effect, Match, Who
from mtgrules.effects.conditions import Condition
from mtgrules.effects.damage import PreventDamage
from mtgrules.effects.instructions import Each
from mtgrules.effects.targets import TargetSpec
from mtgrules.errors import RulesError


@dataclass(frozen=True, slots=True)
class OtherKeyword:
    """A keyword ability the engine has no :class:`~mtgrules.objects.Keyword` for ("flash",
    "hexproof", "protection from black", "ward {2}", "cycling {2}") (CR 702)."""

    name: str
    parameter: str = ""

    @property
    def words(self) -> str:
        if self.parameter.startswith("—"):  # "buyback—Sacrifice a land" (a cost in words)
            return f"{self.name}{self.parameter}"
        return f"{self.name} {self.parameter}".strip()


def is_keyword_with_mana_cost(keyword: object, name: str) -> TypeGuard[OtherKeyword]:
    """ "[Name] {cost}" ("Equip {2}", "Cycling {1}{W}", "Unearth {B}") with a mana cost the
    engine can pay."""
    if not isinstance(keyword, OtherKeyword) or keyword.name != name or not keyword.parameter:
        return False
    try:
        parse_mana_cost(keyword.parameter)
    except RulesError:
        return False
    return True


THAT_PLAYER = -3
"""Reference: "that player", the player of the triggering event ("Whenever ~ deals combat
damage to a player, that player discards a card")."""
ITS_CONTROLLER = -4
"""Reference: "its controller", the controller of the ability's only target."""
THAT_CREATURE = -6
"""Reference: "that creature" in a triggered ability without targets: the creature its
trigger event names other than this object ("Whenever ~ blocks or becomes blocked by a
creature, ~ deals 1 damage to that creature": the other creature of that block; "Whenever a
creature you control deals combat damage to a player, put a +1/+1 counter on that creature":
the creature that triggered it) (CR 603.7c: the event's objects, as they last existed)."""
THAT_TARGET = -7
"""Reference: "that creature" (or another type) naming the ability's only target again ("Tap
target creature. That creature doesn't untap ...", "attach it to target creature you control.
That creature gains first strike until end of turn."): the same object as that target (in a
spell of several lines: the only target of its own line)."""
TRIGGERING_OBJECT = -10
"""Reference: "it" in a triggered ability that watches other objects: the object that
triggered it ("Whenever a creature you control attacks, it gets +1/+1 until end of turn",
CR 603.7c, 608.2h: as it last existed). Resolved like :data:`THAT_CREATURE`; only the words
differ. Elsewhere "it" is this object (``SELF``) or the last target named
(:mod:`mtgrules.cards.triggering_object`)."""
THAT_TARGETS_CONTROLLER = -5
"""Reference: "that creature's controller" (the type named is the target's): like
:data:`ITS_CONTROLLER`, the controller of the ability's only target (as it last existed)."""
CHOSEN_PLAYER = -11
"""Reference: "the chosen player", the player or opponent chosen as this permanent entered
("As ~ enters, choose a player.", CR 614.12; rules/entering_choices.chosen_player)."""


@dataclass(frozen=True, slots=True)
class EventReference:
    """Marks an instruction that refers to "that player" or "its controller" (CR 608.2c)."""

    name: str


# -- trigger conditions ------------------------------------------------------------------------
@dataclass(frozen=True, slots=True, kw_only=True)
class WhenDies:
    """ "When [this creature] dies" (CR 700.4, 603.6c, 603.10a: a leaves-the-battlefield
    trigger, looking back in time)."""

    who: Match
    unless_counter: str = ""
    """An intervening "if it had no [kind] counters on it" (persist, undying; CR 603.4)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class AtBeginningOf:
    """ "At the beginning of [your / each / the] [upkeep / end step / draw step / combat]"
    (CR 503.1a, 513.1a): ``whose`` is YOU ("your upkeep") or ANY ("each upkeep", "the end
    step")."""

    step: str
    whose: Who = Who.YOU
    wording: str = ""  # "the" / "each player's": other words for whose=ANY
    # an intervening "if this came under your control since the beginning of your last
    # upkeep" (echo, CR 702.30a; rules/keywords.echo_due)
    echo: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class WhenAnotherEnters:
    """ "Whenever another creature (you control) enters" (CR 603.6a): a permanent matching
    ``who`` other than this one enters the battlefield."""

    who: Match


# -- static effects ---------------------------------------------------------------------------
@dataclass(frozen=True, slots=True, kw_only=True)
class EntersTapped(Effect):
    """ "[This permanent] enters tapped." (CR 614.1c, a replacement effect on entering);
    ``unless_pay_life``: "As ~ enters, you may pay N life. If you don't, it enters tapped.";
    ``unless``: "~ enters tapped unless [condition]." (checked as it would enter, CR 614.12)."""

    unless_pay_life: int = 0
    unless: Condition | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class CantBeCountered(Effect):
    """ "This spell can't be countered." (CR 101.2 / 701.6)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Enchant(Effect):
    """ "Enchant creature": an Aura's restriction on what it targets and is attached to
    (CR 303.4a, 702.5)."""

    kinds: frozenset[str]
    whose: Who = Who.ANY
    filter: TargetSpec | None = None
    """ "Enchant nonland permanent", "Enchant Forest": the conditions beyond the kinds, whose
    ``text`` is the ability's words (cards/build_auras.py)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class AttachedGets(Effect):
    """ "Enchanted/Equipped creature gets +N/+M (and has [keywords])." (CR 613.4c, 613.1f):
    a static effect on the object this Aura or Equipment is attached to."""

    attachment: str  # "enchanted" or "equipped"
    power: int = 0
    toughness: int = 0
    keywords: tuple[str, ...] = ()
    noun: str = "creature"  # "Enchanted permanent has indestructible." (CR 303.4b)
    keeps_attachment: bool = False  # "This effect doesn't remove ~." (CR 702.16c exception)
    during_your_turn: bool = False  # "During your turn, equipped creature ..." (CR 611.3a)
    # "Equipped creature gets +1/+1 for each Swamp you control." (counted continuously, CR
    # 611.3a; rules/attachments.modifiers_from)
    per: Counted | None = None
    # "Enchanted creature gets +3/+0 as long as ...", "As long as equipped creature is a
    # Human, it has lifelink." (CR 611.3a; rules/attached_conditions.py); ``leading``: the
    # condition is printed first
    condition: Condition | None = None
    leading: bool = False
    # "Enchanted creature gets +0/+2 and assigns combat damage equal to its toughness rather
    # than its power.", "... can't be blocked by more than one creature." (CR 510.1a, 509.1b;
    # rules/combat_rules_4.py): the words of each rule, kept as the host's restrictions
    rules: tuple[str, ...] = ()
    # "Enchanted creature has base power and toughness 9/10 ..." (layer 7b, CR 613.4b;
    # rules/attachments.modifiers_from, cards/build_statics_5.py)
    base: tuple[int, int] | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class GroupHas(Effect):
    """ "Creatures you control get +N/+M (and have [keywords])" / "Other creatures you
    control have trample" as a static ability (CR 613.4c, 613.1f); ``other`` excludes this
    object. The group may be narrowed (cards/build_statics.py): "Other Goblins you control"
    (``subtype``, printed as a plural noun: ``subtype_noun``), "Zombie creatures", "black
    creatures you control" (``color``), "creatures you control with flying"
    (``with_keyword``), "creature tokens you control" (``token``)."""

    match: Match
    other: bool = False
    power: int = 0
    toughness: int = 0
    keywords: tuple[str, ...] = ()
    subtype: str = ""
    subtype_noun: bool = False
    color: str = ""
    with_keyword: str = ""
    token: bool = False
    with_counter: str = ""
    """ "each creature you control with a [kind] counter on it" (singular wording)."""
    # "attacking", "unblocked attacking", "tapped", "legendary", "multicolored", "non-Human"
    # (resolution_counts.is_adjective): "Other tapped creatures you control have hexproof."
    adjective: str = ""
    # "As long as you have 5 or less life, other creatures you control get +1/+1." (CR
    # 611.3a; ``leading``: the condition is printed first)
    condition: Condition | None = None
    leading: bool = False
    # quoted abilities they have (cards/granted_abilities.py Quoted; layer 6, CR 613.1f)
    granted: tuple[Any, ...] = ()
    # "Commander creatures you own": owned by the source's controller, whoever controls them
    # (CR 108.3; cards/build_commander.py)
    owned: bool = False
    # words after the noun: "with counters on them", "that entered this turn"
    # (rules/group_qualifiers.py)
    qualifier: str = ""


@dataclass(frozen=True, slots=True)
class ChooseModes:
    """Marks a modal ability (CR 700.2): the engine must let the controller choose modes
    (and then targets for the chosen modes only) as the spell is cast or the triggered
    ability is put on the stack (CR 601.2b, 603.3c)."""


# -- filters on targets and groups -------------------------------------------------------------
@dataclass(frozen=True, slots=True, kw_only=True)
class FilteredTarget(TargetSpec):
    """A target with more conditions than its kinds and controller (CR 115.1): "target
    attacking or blocking creature" (``state``), "target nonblack creature" (``not_color``),
    "target creature with flying" (``with_keyword``), "... without flying"."""

    state: str = ""  # "attacking", "blocking", "attacking or blocking", "tapped", "untapped"
    color: str = ""
    not_color: str = ""
    not_type: str = ""
    with_keyword: str = ""
    without_keyword: str = ""
    power: str = ""  # "with power 4 or greater" / "2 or less" (CR 208.1, CR 700.1)
    mana_value: str = ""  # "with mana value 3 or less" (CR 202.3)
    not_yours: bool = False  # "you don't control"
    another: bool = False  # "another target creature", "any other target" (CR 115.3)
    up_to_one: bool = False  # "up to one target creature" (CR 115.1: zero or one target)


@dataclass(frozen=True, slots=True, kw_only=True)
class FilteredEach(Each):
    """ "each creature without flying", "each attacking creature": :class:`Each` with the
    conditions of :class:`FilteredTarget`."""

    state: str = ""
    with_keyword: str = ""
    without_keyword: str = ""
    color: str = ""
    not_color: str = ""
    not_type: str = ""
    power: str = ""  # "each creature with power 4 or greater"
    mana_value: str = ""  # not compiled yet ("each creature with mana value 3 or less")
    another: bool = False  # "each other creature": not the source itself


@dataclass(frozen=True, slots=True, kw_only=True)
class TargetsControllerEach(Each):
    """ "each creature that player [or that planeswalker's controller] controls": the objects
    of ``match`` controlled by the only target, a player (who controls themself), or by the
    controller of a planeswalker target (as it last existed, CR 608.2h); see
    :func:`mtgrules.resolution_joined_damage.controlled_by_target`."""

    or_planeswalker: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class PreventNextFromChosenSource(PreventDamage):
    """ "The next time a [red] source of your choice would deal damage [to you] this turn,
    prevent that damage." (Circle of Protection: Red): ``next_time`` prevention (CR 615) from
    one source its controller chooses as the spell or ability resolves (CR 608.2d), among
    sources with ``quality`` ("red", "black or red", "artifact"; "" any source): see
    :mod:`mtgrules.resolution_chosen_source`."""

    quality: str = ""


# -- more static effects --------------------------------------------------------------------
@dataclass(frozen=True, slots=True, kw_only=True)
class EntersWithCounters(Effect):
    """ "~ enters with N [kind] counters on it." (CR 614.1c, 122.6)."""

    kind: str
    count: int
    x: bool = False  # "enters with X +1/+1 counters on it" (X from the cost, CR 107.3m)
    # only if an opponent was dealt damage this turn (bloodthirst N, CR 702.54a)
    bloodthirst: bool = False
    # "~ enters with N counters on it if [condition]." / "If ~ was kicked, it enters with ..."
    condition: Condition | None = None
    # "~ enters with a +1/+1 counter on it for each [thing counted]" (a Counted), or with X
    # counters "where X is the number of ..." (``x`` too): rules/x_counters.py
    per: object = None


@dataclass(frozen=True, slots=True, kw_only=True)
class CombatRule(Effect):
    """A creature's own combat requirement or restriction beyond CR 509.1b-c: "can't be
    blocked" (509.1b), "attacks each combat if able" (508.1d), "doesn't untap during your
    untap step" (502.3)."""

    rule: str


@dataclass(frozen=True, slots=True, kw_only=True)
class GroupLoses(Effect):
    """ "Creatures your opponents control lose trample and can't have or gain trample."
    (CR 613.1f, layer 6): the group loses the keyword, whatever grants it, and whenever
    (rules/static_abilities.py)."""

    match: Match
    keyword: str


# -- more abilities ------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ActivationLimit:
    """ "Activate only once each turn." / "Activate only as a sorcery." (CR 602.5b, 602.5d);
    "Activate only if [condition]." (``limit`` "if", CR 602.5b)."""

    limit: str
    condition: Condition | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class WhenLeaves:
    """ "When [this permanent] leaves the battlefield" (CR 603.6c, 603.10a)."""

    who: Match


@dataclass(frozen=True, slots=True, kw_only=True)
class WhenCast:
    """ "Whenever you cast a [noncreature / instant or sorcery] spell" (CR 603.2, 601.2i):
    ``kinds`` of the spell (None: any spell), ``non`` a type it must not have."""

    whose: Who = Who.YOU
    kinds: frozenset[str] | None = None
    non: str = ""
    color: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class WhenOther:
    """Other self-trigger events: "Whenever ~ becomes blocked" (CR 509.3c), "Whenever ~
    deals combat damage to a creature", "Whenever ~ deals damage to an opponent",
    "Whenever you attack" (CR 508.3a), "Whenever equipped creature deals combat damage to
    a player" (``event`` names it). ``once``: worded "When" (True) or "Whenever" (False);
    None: as the event is usually worded."""

    event: str
    once: bool | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class VariableAmount:
    """An amount that isn't a number: "X" (CR 107.3), "that much" (the amount of the
    triggering event)."""

    name: str


@dataclass(frozen=True, slots=True, kw_only=True)
class AdditionalCost(Effect):
    """ "As an additional cost to cast this spell, sacrifice a creature / pay N life"
    (CR 601.2b, 601.2f-h)."""

    cost: str


@dataclass(frozen=True, slots=True)
class PredefinedToken:
    """Marks "create a Food / Treasure / Clue token": a predefined token has its own
    characteristics and abilities (CR 111.10), which the token must be created with."""

    name: str


@dataclass(frozen=True, slots=True)
class CounterKind:
    """Marks counters of a kind with rules of its own (stun, shield, ...: CR 122.1)."""

    kind: str


@dataclass(frozen=True, slots=True, kw_only=True)
class ConditionalKeywords(Effect):
    """ "During your turn, ~ has first strike." / "~ has first strike as long as it's
    attacking." (CR 611.3a: a static ability whose effect applies while its condition
    holds)."""

    keywords: tuple[str, ...]
    condition: str  # "during your turn" or "as long as it's attacking"


@dataclass(frozen=True, slots=True)
class ExtraCost:
    """Marks an activation cost beyond mana, {T}, life and "sacrifice ~": "Sacrifice a
    creature", "Discard a card", "Remove a +1/+1 counter from ~" (CR 602.2b, 118)."""

    cost: str


@dataclass(frozen=True, slots=True, kw_only=True)
class ChooseAsEnters(Effect):
    """ "As ~ enters, choose a color / a creature type / an opponent." (CR 614.12c): the
    choice is made as it enters and other abilities of it refer to it."""

    what: str


@dataclass(frozen=True, slots=True)
class Counted:
    """What "for each ..." / "equal to the number of ..." counts: permanents (``noun`` a
    card type or subtype, with an ``adjective`` and a ``controller`` phrase), players
    ("opponent"), or cards in a ``zone`` ("your hand", "your graveyard")."""

    noun: str
    adjective: str = ""
    controller: str = ""  # "you control", "an opponent controls", "you have" (opponents)
    zone: str = ""  # "your hand", "your graveyard"
    power: str = ""  # "creature you control with power 4 or greater": "4 or greater"
    with_keyword: str = ""  # "creatures you control with defender"
    without_keyword: str = ""  # "creatures without flying"
    other: bool = False  # "other creature you control": not the ability's source (CR 109.1)
    # "where X is 2 plus the number of ..." (offset 2), "... minus 4" (offset -4), "4 minus
    # the number of ..." (offset 4, subtracted): X never below 0 (CR 107.1b)
    offset: int = 0
    subtracted: bool = False
    # counters (CR 122.1; resolution_counter_counts.py): "doom counters on it" (``noun`` the
    # kind, "" any kind; ``on`` "~" or "it", the ability's source), and permanents "with a
    # +1/+1 counter on it" (``with_counter`` the kind, "any" for "with counters on them")
    on: str = ""
    with_counter: str = ""
    # "the greatest power among creatures you control" (measure "greatest power"), "the total
    # power of creatures you control": a value of the counted things, not their number
    # (resolution_amounts_2.py)
    measure: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class CostReduction(Effect):
    """ "This spell costs {1} less to cast for each creature you control." (CR 601.2f)."""

    mana: str
    per: Counted


@dataclass(frozen=True, slots=True, kw_only=True)
class ConditionalStatic(Effect):
    """ "As long as [condition], ~ gets +1/+1 and has flying." / "~ has first strike as long
    as you control a Plains.": while ``condition`` holds, this object gets ``power`` /
    ``toughness`` (layer 7c) and has ``keywords`` (layer 6) (CR 611.3a, 613). ``leading``:
    the condition is printed first. The condition is the shared model
    (:mod:`mtgrules.effects.conditions`), checked continuously (CR 611.3a)."""

    condition: Condition
    power: int = 0
    toughness: int = 0
    keywords: tuple[str, ...] = ()
    leading: bool = False
    # "As long as your devotion to red is less than five, ~ isn't a creature." (layer 4, CR
    # 613.1d; rules/not_a_creature.py)
    not_creature: bool = False
    # "As long as ~ is renowned, it has vigilance and "{T}: Add one mana of any color."":
    # quoted abilities it has (cards/granted_abilities.py Quoted; layer 6, CR 613.1f;
    # cards/build_self_quoted.py)
    granted: tuple[Any, ...] = ()
    # "~ can't attack or block unless you control three or more creatures.": restrictions
    # (Restriction values, CR 508.1c, 509.1b) that apply while the condition does NOT hold
    # (cards/build_self_quoted.py; rules/static_abilities.py)
    unless: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class CountedPowerToughness(Effect):
    """This object's power/toughness from a count (``per``), continuously (CR 604.3, 611.3a):

    * form "gets": "~ gets +1/+0 for each artifact you control." (layer 7c: ``power`` /
      ``toughness`` per counted thing);
    * form "each": "~'s power and toughness are each equal to the number of creatures you
      control." and form "power": "~'s power is equal to the number of ..." (a
      characteristic-defining ability, layer 7a, CR 604.3; the printed value is ``*``)."""

    per: Counted
    form: str = "gets"
    power: int = 0
    toughness: int = 0


@dataclass(frozen=True, slots=True, kw_only=True)
class OtherEach(Each):
    """ "other creatures you control get +1/+1 until end of turn": :class:`Each` matching
    object but the source of the ability (CR 109.1: "other" excludes the object itself)."""
