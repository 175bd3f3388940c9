"""More creature keywords, as the triggered abilities their rules define (CR 702.1: a keyword
is shorthand for a longer ability):

* rampage N (CR 702.23a; 2011: 702.21a): "Whenever this creature becomes blocked, it gets
  +N/+N until end of turn for each creature blocking it beyond the first.";
* soulshift N (CR 702.46a; 2011: 702.44a): "When this permanent dies, you may return target
  Spirit card with mana value N or less from your graveyard to your hand.";
* battle cry (CR 702.91a; 2011: 702.89a): "Whenever this creature attacks, each other
  attacking creature gets +1/+0 until end of turn.";
* mobilize N (CR 702.181a, a keyword from after 2011, played under both editions by today's
  rule): "Whenever this creature attacks, create N tapped and attacking 1/1 red Warrior
  creature tokens. Sacrifice them at the beginning of the next end step.";
* evolve (CR 702.100a, after 2011): "Whenever a creature you control enters, if that
  creature's power is greater than this creature's power and/or that creature's toughness is
  greater than this creature's toughness, put a +1/+1 counter on this creature."
  (:mod:`mtgrules.rules.evolve`);
* melee (CR 702.121a, after 2011): "Whenever this creature attacks, it gets +1/+1 until end
  of turn for each opponent you attacked with a creature this combat.";
* mentor (CR 702.134a, after 2011): "Whenever this creature attacks, put a +1/+1 counter on
  target attacking creature with lesser power.";
* fabricate N (CR 702.123a, after 2011): "When this permanent enters, you may put N +1/+1
  counters on it. If you don't, create N 1/1 colorless Servo artifact creature tokens.";
* graft N (CR 702.58a; 2011: 702.56a): "This permanent enters with N +1/+1 counters on it"
  and "Whenever another creature enters, if this permanent has a +1/+1 counter on it, you
  may move a +1/+1 counter from this permanent onto that creature.";
* riot (CR 702.136a, after 2011), devour N (CR 702.82a; 2011: 702.80a) and amplify N (CR
  702.38a; 2011: 702.36a): static abilities read as the permanent spell resolves
  (:mod:`mtgrules.rules.keywords_creature_2`);
* offspring [cost] (CR 702.175a, after 2011): "You may pay an additional [cost] as you cast
  this spell." (a casting keyword, :mod:`mtgrules.rules.alternative_casting`) and "When this
  permanent enters, if its offspring cost was paid, create a token that's a copy of it,
  except it's 1/1." (this module);
* squad [cost] (CR 702.157a, after 2011): "As an additional cost to cast this spell, you may
  pay [cost] any number of times." (a casting keyword) and "When this creature enters, if its
  squad cost was paid, create a token that's a copy of it for each time its squad cost was
  paid."

Each instance triggers or works separately (CR 702.23c, 702.46b, 702.91b, 702.181b,
702.123b, 702.58b, 702.136b). The 2011 numbers are today's less two (indestructible, 702.12,
and ward, 702.21, came in between).

>>> (rampage,) = creature_keyword_triggers(OtherKeyword("rampage", "2"))
>>> rampage.text[:58]
'Rampage 2 (Whenever ~ becomes blocked, it gets +2/+2 until'
>>> plays(OtherKeyword("battle cry")), plays(OtherKeyword("mobilize", "X"))
(True, False)
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.cards.pending import (
    THAT_CREATURE,
    EntersWithCounters,
    FilteredEach,
    FilteredTarget,
    OtherKeyword,
    WhenDies,
    WhenOther,
    is_keyword_with_mana_cost,
)
from mtgrules.cards.vocabulary import number_word
from mtgrules.effects.base import Duration, Effect, Match, Who
from mtgrules.effects.conditions import Condition, IfCondition
from mtgrules.effects.instructions import (
    SELF,
    CreateToken,
    Instruction,
    ModifyPowerToughness,
    PutCounters,
    ReturnFromGraveyard,
    target,
)
from mtgrules.effects.keywords_creature_2 import (
    Amplify,
    CountersOrServos,
    Devour,
    MoveCounter,
    PumpPerBlockerBeyondFirst,
    PumpPerOpponentAttacked,
    Riot,
    SquadCopies,
)
from mtgrules.effects.targets import TargetSpec
from mtgrules.effects.triggers import (
    TriggerCondition,
    TriggeredAbility,
    WhenAttacks,
    WhenEntersBattlefield,
)
from mtgrules.objects import PLUS_ONE
from mtgrules.rules.evolve import EVOLVES

_SELF = Match.ids_of(SELF)
RAMPAGE, SOULSHIFT, BATTLE_CRY, MOBILIZE = "rampage", "soulshift", "battle cry", "mobilize"
FABRICATE, GRAFT, RIOT, DEVOUR = "fabricate", "graft", "riot", "devour"
AMPLIFY, OFFSPRING, SQUAD = "amplify", "offspring", "squad"
NUMBERED = frozenset({RAMPAGE, SOULSHIFT, MOBILIZE, FABRICATE, GRAFT, DEVOUR, AMPLIFY})
"""This module's keywords with a number N."""
MENTOR, EVOLVE, MELEE = "mentor", "evolve", "melee"
PLAIN = frozenset({BATTLE_CRY, RIOT, MENTOR, EVOLVE, MELEE})
"""This module's keywords without a parameter."""
BECOMES_BLOCKED = "~ becomes blocked"
""" Rampage's trigger event (CR 509.3c; :class:`mtgrules.cards.pending.WhenOther`)."""
ANOTHER_CREATURE_ENTERS = "another creature enters"
""" Graft's trigger event (any player's creature, CR 603.6a)."""
HAS_PLUS_ONE_COUNTER = Condition("counter", state=PLUS_ONE)
OFFSPRING_PAID = Condition("offspring paid")
""" "if its offspring cost was paid": offspring's intervening if (CR 702.175a, 603.4)."""
SQUAD_PAID = Condition("squad paid")
""" "if its squad cost was paid": squad's intervening if (CR 702.157a, 603.4)."""
""" "if this permanent has a +1/+1 counter on it": graft's intervening if (CR 603.4)."""


def plays(keyword: object) -> bool:
    """``keyword`` is one of this module's, with a number where it takes one (a mana cost
    for offspring)."""
    if is_keyword_with_mana_cost(keyword, OFFSPRING) or is_keyword_with_mana_cost(keyword, SQUAD):
        return True
    if not isinstance(keyword, OtherKeyword):
        return False
    if keyword.name in PLAIN:
        return not keyword.parameter
    return keyword.name in NUMBERED and keyword.parameter.isdigit()


def _ability(
    words: str,
    meaning: str,
    when: TriggerCondition,
    effect: Instruction,
    *,
    optional: bool = False,
    targets: tuple[TargetSpec, ...] = (),
) -> TriggeredAbility:
    return TriggeredAbility(
        when=when,
        effect=effect,
        optional=optional,
        targets=targets,
        text=f"{words} ({meaning})",
    )


def creature_keyword_triggers(keyword: object) -> list[TriggeredAbility]:
    """The triggered ability ``keyword`` stands for (none for other keywords)."""
    if not plays(keyword):
        return []
    assert isinstance(keyword, OtherKeyword)
    if keyword.name == BATTLE_CRY:
        return [_battle_cry()]
    if keyword.name == MENTOR:
        return [_mentor()]
    if keyword.name == EVOLVE:
        return [_evolve()]
    if keyword.name == MELEE:
        # CR 702.121a; each instance triggers separately (702.121b).
        meaning = (
            "Whenever ~ attacks, it gets +1/+1 until end of turn for each opponent you attacked "
            "with a creature this combat."
        )
        return [_ability("Melee", meaning, WhenAttacks(who=_SELF), PumpPerOpponentAttacked())]
    if keyword.name == OFFSPRING:
        return [_offspring(keyword.parameter)]
    if keyword.name == SQUAD:
        return [_squad(keyword.parameter)]
    if keyword.name in (RIOT, DEVOUR, AMPLIFY):
        return []  # static abilities (creature_keyword_statics)
    n = int(keyword.parameter)
    words = f"{keyword.name.capitalize()} {n}"
    if keyword.name == RAMPAGE:
        # CR 702.23a-b (2011: 702.21a-b): the blockers are counted as it resolves.
        meaning = (
            f"Whenever ~ becomes blocked, it gets +{n}/+{n} until end of turn for each "
            "creature blocking it beyond the first."
        )
        pump = PumpPerBlockerBeyondFirst(amount=n)
        return [_ability(words, meaning, WhenOther(event=BECOMES_BLOCKED), pump)]
    if keyword.name == SOULSHIFT:
        return [_soulshift(words, n)]
    if keyword.name == FABRICATE:
        return [_fabricate(words, n)]
    if keyword.name == GRAFT:
        return [_graft(words, n)]
    return [_mobilize(words, n)]


def creature_keyword_statics(keyword: object) -> list[Effect]:
    """The static abilities ``keyword`` stands for: graft's "This permanent enters with N
    +1/+1 counters on it." (CR 614.1c), riot and devour N (read as the permanent spell
    resolves, :mod:`mtgrules.rules.keywords_creature_2`)."""
    if not plays(keyword):
        return []
    assert isinstance(keyword, OtherKeyword)
    if keyword.name == RIOT:
        return [Riot(duration=Duration.STATIC, text="Riot")]  # CR 702.136a
    words = f"{keyword.name.capitalize()} {keyword.parameter}"
    if keyword.name == DEVOUR:  # CR 702.82a (2011: 702.80a)
        return [Devour(count=int(keyword.parameter), duration=Duration.STATIC, text=words)]
    if keyword.name == AMPLIFY:  # CR 702.38a (2011: 702.36a)
        return [Amplify(count=int(keyword.parameter), duration=Duration.STATIC, text=words)]
    if keyword.name == GRAFT:  # CR 702.58a (2011: 702.56a)
        return [
            EntersWithCounters(
                kind=PLUS_ONE, count=int(keyword.parameter), duration=Duration.STATIC, text=words
            )
        ]
    return []


def _offspring(cost: str) -> TriggeredAbility:
    """CR 702.175a: the token copies the permanent (its copiable values, CR 707.2; as it last
    existed if it has left, CR 608.2h), except that it is 1/1 (CR 707.9b)."""
    meaning = (
        "When ~ enters, if its offspring cost was paid, create a token that's a copy of it, "
        "except it's 1/1."
    )
    copy = CreateToken(types=(), copy_of=SELF, power=1, toughness=1)
    return TriggeredAbility(
        when=WhenEntersBattlefield(who=_SELF),
        effect=IfCondition(condition=OFFSPRING_PAID, then=(copy,), rule="603.4"),
        text=f"Offspring {cost} ({meaning})",
        intervening=OFFSPRING_PAID,
    )


def _squad(cost: str) -> TriggeredAbility:
    """CR 702.157a: one token copy for each time the squad cost was paid (CR 707.2)."""
    meaning = (
        "When ~ enters, if its squad cost was paid, create a token that's a copy of it for "
        "each time its squad cost was paid."
    )
    return TriggeredAbility(
        when=WhenEntersBattlefield(who=_SELF),
        effect=IfCondition(condition=SQUAD_PAID, then=(SquadCopies(),), rule="603.4"),
        text=f"Squad {cost} ({meaning})",
        intervening=SQUAD_PAID,
    )


def _fabricate(words: str, n: int) -> TriggeredAbility:
    """CR 702.123a: the choice is made as the ability resolves (the "may" of the counters;
    the Servos otherwise)."""
    count = "a" if n == 1 else number_word(n)
    plural = "" if n == 1 else "s"
    meaning = (
        f"When ~ enters, put {count} +1/+1 counter{plural} on it or create {count} 1/1 "
        f"colorless Servo artifact creature token{plural}."
    )
    return _ability(words, meaning, WhenEntersBattlefield(who=_SELF), CountersOrServos(count=n))


def _graft(words: str, n: int) -> TriggeredAbility:
    """CR 702.58a (2011: 702.56a): the triggered half of graft; its "if" is an intervening if
    (CR 603.4), checked as it triggers and again as it resolves."""
    count = "a" if n == 1 else number_word(n)
    meaning = (
        f"~ enters with {count} +1/+1 counter{'' if n == 1 else 's'} on it. Whenever another "
        "creature enters, you may move a +1/+1 counter from ~ onto it."
    )
    move = IfCondition(
        condition=HAS_PLUS_ONE_COUNTER,
        then=(MoveCounter(kind=PLUS_ONE, to=THAT_CREATURE),),
        rule="603.4",
    )
    return TriggeredAbility(
        when=WhenOther(event=ANOTHER_CREATURE_ENTERS),
        effect=move,
        optional=True,
        text=f"{words} ({meaning})",
        intervening=HAS_PLUS_ONE_COUNTER,
    )


def _battle_cry() -> TriggeredAbility:
    """CR 702.91a (2011: 702.89a): "Whenever this creature attacks, each other attacking
    creature gets +1/+0 until end of turn." (every attacking creature, whoever controls it,
    but the source itself)."""
    meaning = "Whenever ~ attacks, each other attacking creature gets +1/+0 until end of turn."
    others = FilteredEach(
        match=Match(kinds=frozenset({"Creature"})), state="attacking", another=True
    )
    pump = ModifyPowerToughness(power=1, toughness=0, on=others, duration=Duration.END_OF_TURN)
    return _ability("Battle cry", meaning, WhenAttacks(who=_SELF), pump)


EVOLVED = Condition(EVOLVES)
""" Evolve's intervening if (CR 702.100a, 603.4; :func:`mtgrules.rules.evolve.evolves`)."""


def _evolve() -> TriggeredAbility:
    """CR 702.100a; each instance triggers separately (702.100d)."""
    meaning = (
        "Whenever a creature you control enters, if that creature's power is greater than ~'s "
        "power and/or that creature's toughness is greater than ~'s toughness, put a +1/+1 "
        "counter on ~."
    )
    counter = PutCounters(kind=PLUS_ONE, count=1, on=SELF)
    return TriggeredAbility(
        when=WhenOther(event="a creature you control enters"),
        effect=IfCondition(condition=EVOLVED, then=(counter,), rule="603.4"),
        text=f"Evolve ({meaning})",
        intervening=EVOLVED,
    )


@dataclass(frozen=True, slots=True, kw_only=True)
class LesserPowerTarget(FilteredTarget):
    """ "target attacking creature with lesser power": power less than the source's (checked
    by :func:`mtgrules.rules.casting._passes_filters` as it is chosen and on resolution)."""

    lesser_power: bool = True


def _mentor() -> TriggeredAbility:
    """CR 702.134a; each instance triggers separately (702.134b)."""
    meaning = (
        "Whenever ~ attacks, put a +1/+1 counter on target attacking creature with lesser power."
    )
    lesser = LesserPowerTarget(
        kinds=frozenset({"creature"}),
        state="attacking",
        text="target attacking creature with lesser power",
    )
    counter = PutCounters(kind=PLUS_ONE, count=1, on=target(0))
    return _ability("Mentor", meaning, WhenAttacks(who=_SELF), counter, targets=(lesser,))


def _soulshift(words: str, n: int) -> TriggeredAbility:
    """CR 702.46a (2011: 702.44a): a Spirit card (CR 205.3m) in its controller's graveyard
    with mana value N or less (CR 202.3) is the target; "you may" (CR 603.5)."""
    meaning = (
        f"When ~ dies, you may return target Spirit card with mana value {n} or less from "
        "your graveyard to your hand."
    )
    spirit = FilteredTarget(
        kinds=frozenset({"Spirit card"}),
        controller=Who.YOU,
        text="target Spirit card",
        mana_value=f"{n} or less",
    )
    back = ReturnFromGraveyard(on=target(0), destination="hand")
    return _ability(words, meaning, WhenDies(who=_SELF), back, optional=True, targets=(spirit,))


def _mobilize(words: str, n: int) -> TriggeredAbility:
    """CR 702.181a: the Warriors enter tapped and attacking (CR 508.4: attacking the player
    or planeswalker the mobilizing creature attacks; they never were declared as attackers),
    and a delayed triggered ability sacrifices them at the next end step (CR 603.7)."""
    count = "a" if n == 1 else number_word(n)
    plural, pronoun = ("", "it") if n == 1 else ("s", "them")
    meaning = (
        f"Whenever ~ attacks, create {count} tapped and attacking 1/1 red Warrior creature "
        f"token{plural}. Sacrifice {pronoun} at the beginning of the next end step."
    )
    warriors = CreateToken(
        count=n,
        power=1,
        toughness=1,
        colors=("red",),
        subtypes=("Warrior",),
        types=("Creature",),
        tapped=True,
        attacking=True,
        attacking_first=True,
        at_end=f"sacrifice {pronoun}",
    )
    return _ability(words, meaning, WhenAttacks(who=_SELF), warriors)


__all__ = [
    "AMPLIFY",
    "BATTLE_CRY",
    "DEVOUR",
    "EVOLVE",
    "FABRICATE",
    "GRAFT",
    "MELEE",
    "MENTOR",
    "MOBILIZE",
    "OFFSPRING",
    "RAMPAGE",
    "RIOT",
    "SOULSHIFT",
    "SQUAD",
    "LesserPowerTarget",
    "creature_keyword_statics",
    "creature_keyword_triggers",
    "plays",
]
