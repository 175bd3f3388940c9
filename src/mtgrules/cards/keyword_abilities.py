"""Keyword abilities that are triggered abilities, as the triggered abilities their rules
define (CR 702.1: a keyword is shorthand for a longer ability): prowess, exalted, flanking,
bushido N, afflict N and afterlife N; and cycling, an activated ability from the hand
(:func:`cycling_ability`).

The compiler puts these triggered abilities on the card next to the keyword itself; each is
built from the same data a printed triggered ability compiles to, with the keyword's rule as
its text (the keyword renders as the keyword, the round trip is unchanged).

>>> [t.text for t in keyword_triggers(OtherKeyword("afterlife", "1"))]
['Afterlife 1 (When ~ dies, create a 1/1 white and black Spirit creature token with flying.)']
"""

from __future__ import annotations

from typing import TypeGuard

from mtgrules.cards import counter_keywords, creature_keywords_2
from mtgrules.cards.combat_keywords import combat_keyword_triggers, is_backup, plays
from mtgrules.cards.firebending import firebending_triggers, is_firebending
from mtgrules.cards.mana import parse_mana_cost
from mtgrules.cards.model import ActivatedAbility, Cost
from mtgrules.cards.pending import (
    THAT_CREATURE,
    THAT_PLAYER,
    AtBeginningOf,
    EntersWithCounters,
    OtherKeyword,
    WhenCast,
    WhenDies,
    WhenOther,
    is_keyword_with_mana_cost,
)
from mtgrules.effects.base import PLAYER, Duration, Effect, Match, Who
from mtgrules.effects.instructions import (
    SELF,
    BecomeRenowned,
    ChangeVariableLife,
    CreateToken,
    DrawCards,
    Each,
    IfYouDo,
    Instruction,
    LoseLife,
    ModifyPowerToughness,
    PayMana,
    PayOrSacrifice,
    ReturnDiedCard,
    SearchForCard,
)
from mtgrules.effects.keyword_statics import UmbraArmor, Unleash
from mtgrules.effects.triggers import (
    TriggerCondition,
    TriggeredAbility,
    WhenBlocks,
    WhenDealsDamage,
)
from mtgrules.objects import MINUS_ONE, PLUS_ONE, Keyword
from mtgrules.rules.split_second import SPLIT_SECOND, split_second_static
from mtgrules.rules.sunburst import SUNBURST, sunburst_static
from mtgrules.rules.training import is_training, training_triggers

_SELF = Match.ids_of(SELF)
NUMBERED = frozenset({"afterlife", "bushido", "afflict", "bloodthirst", "renown"})
"""Keywords with a number (OtherKeyword with a parameter) the engine plays as triggers."""
RETURNING = {"persist": MINUS_ONE, "undying": PLUS_ONE}
"""Keywords returning the creature that died, with the counter it must not have had."""
EXTORT = "extort"
BLOODTHIRST = "bloodthirst"


def _pump(on: int, amount: int) -> ModifyPowerToughness:
    return ModifyPowerToughness(
        power=amount, toughness=amount, on=on, duration=Duration.END_OF_TURN
    )


def _ability(
    keyword: str, meaning: str, when: TriggerCondition, *effect: Instruction
) -> TriggeredAbility:
    return TriggeredAbility(
        when=when,
        effect=effect[0] if len(effect) == 1 else effect,
        text=f"{keyword} ({meaning})",
    )


UMBRA_ARMOR = "umbra armor"
UNLEASH = "unleash"
STATIC_KEYWORDS = frozenset({UMBRA_ARMOR, UNLEASH, SUNBURST, SPLIT_SECOND})
"""Keywords played as static abilities of the permanent (:func:`keyword_statics`)."""


def expands(keyword: Keyword | OtherKeyword) -> bool:
    """``keyword`` is a numbered keyword this module makes triggered abilities of, or a
    creature or combat keyword of :mod:`mtgrules.cards.combat_keywords`."""
    if plays(keyword) or is_backup(keyword) or counter_keywords.plays(keyword):
        return True  # backup: compiler.assemble, with the abilities after it (CR 702.165a)
    if creature_keywords_2.plays(keyword):
        return True  # rampage, soulshift, battle cry, mobilize (CR 702.23, 702.46, ...)
    if is_firebending(keyword):
        return True  # CR 702.189a (cards/firebending.py)
    if is_training(keyword):
        return True  # CR 702.149a (rules/training.py)
    if isinstance(keyword, OtherKeyword) and keyword.name in STATIC_KEYWORDS:
        return True
    if isinstance(keyword, OtherKeyword) and keyword.name in (*RETURNING, EXTORT):
        return not keyword.parameter
    return (
        isinstance(keyword, OtherKeyword)
        and keyword.name in NUMBERED
        and keyword.parameter.isdigit()
    )


def keyword_triggers(keyword: Keyword | OtherKeyword) -> list[TriggeredAbility]:
    """The triggered abilities ``keyword`` stands for (none for other keywords)."""
    if keyword is Keyword.PROWESS:
        # CR 702.108a (a keyword from after 2011).
        return [
            _ability(
                "Prowess",
                "Whenever you cast a noncreature spell, ~ gets +1/+1 until end of turn.",
                WhenCast(whose=Who.YOU, non="creature"),
                _pump(SELF, 1),
            )
        ]
    if keyword is Keyword.EXALTED:
        # CR 702.83a (2011: 702.81a); each instance triggers separately (702.83b).
        return [
            _ability(
                "Exalted",
                "Whenever a creature you control attacks alone, that creature gets +1/+1 "
                "until end of turn.",
                WhenOther(event="a creature you control attacks alone"),
                _pump(THAT_CREATURE, 1),
            )
        ]
    if keyword is Keyword.FLANKING:
        # CR 702.25a (2011: 702.23a).
        return [
            _ability(
                "Flanking",
                "Whenever a creature without flanking blocks ~, the blocking creature gets "
                "-1/-1 until end of turn.",
                WhenOther(event="~ becomes blocked by a creature without flanking"),
                _pump(THAT_CREATURE, -1),
            )
        ]
    if is_echo(keyword):
        return [echo_trigger(keyword)]
    if plays(keyword):
        return combat_keyword_triggers(keyword)  # dethrone, ingest, living weapon, ...
    if counter_keywords.plays(keyword):
        return counter_keywords.counter_keyword_triggers(keyword)  # vanishing, fading, modular
    if creature_keywords_2.plays(keyword):
        return creature_keywords_2.creature_keyword_triggers(keyword)  # rampage, soulshift, ...
    if is_firebending(keyword):
        return firebending_triggers(keyword)  # CR 702.189a
    if is_training(keyword):
        return training_triggers(keyword)  # CR 702.149a
    if is_backup(keyword) or (
        isinstance(keyword, OtherKeyword) and keyword.name in STATIC_KEYWORDS
    ):
        return []  # compiler.assemble (backup) and keyword_statics (umbra armor, unleash)
    if not isinstance(keyword, OtherKeyword) or not expands(keyword):
        return []
    if keyword.name in RETURNING:
        return [_returning(keyword.name, RETURNING[keyword.name])]
    if keyword.name == EXTORT:
        return [_extort()]
    if keyword.name == BLOODTHIRST:
        return []  # a static ability (keyword_statics)
    if keyword.name == "renown":
        return [_renown(int(keyword.parameter))]
    n = int(keyword.parameter)
    words = f"{keyword.name.capitalize()} {n}"
    if keyword.name == "bushido":
        # CR 702.45a (2011: 702.43a): "Whenever this creature blocks or becomes blocked, it
        # gets +N/+N until end of turn."
        meaning = f"Whenever ~ blocks or becomes blocked, it gets +{n}/+{n} until end of turn."
        return [
            _ability(words, meaning, WhenBlocks(who=_SELF), _pump(SELF, n)),
            _ability(words, meaning, WhenOther(event="~ becomes blocked"), _pump(SELF, n)),
        ]
    if keyword.name == "afflict":
        # CR 702.130a (a keyword from after 2011): the defending player loses N life.
        meaning = f"Whenever ~ becomes blocked, defending player loses {n} life."
        lose = LoseLife(who=THAT_PLAYER, amount=n)
        return [_ability(words, meaning, WhenOther(event="~ becomes blocked"), lose)]
    # CR 702.135a (a keyword from after 2011): afterlife N.
    article = "a" if n == 1 else str(n)
    plural = "" if n == 1 else "s"
    meaning = (
        f"When ~ dies, create {article} 1/1 white and black Spirit creature token{plural} "
        "with flying."
    )
    token = CreateToken(
        count=n,
        power=1,
        toughness=1,
        colors=("white", "black"),
        subtypes=("Spirit",),
        types=("Creature",),
        keywords=("flying",),
    )
    return [_ability(words, meaning, WhenDies(who=_SELF), token)]


CYCLING = "cycling"


def is_cycling(keyword: object) -> TypeGuard[OtherKeyword]:
    """ "Cycling {cost}" with a mana cost the engine can pay (CR 702.29a)."""
    return is_keyword_with_mana_cost(keyword, CYCLING)


def cycling_ability(keyword: OtherKeyword) -> ActivatedAbility:
    """CR 702.29a (2011: 702.27a): "Cycling [cost]" means "[Cost], Discard this card: Draw a
    card.", an ability activated only while the card is in its owner's hand."""
    return ActivatedAbility(
        cost=Cost(mana=parse_mana_cost(keyword.parameter), discard_self=True),
        effect=(DrawCards(count=1),),
        text=f"Cycling {keyword.parameter}",
        from_hand=True,
    )


def _returning(name: str, kind: str) -> TriggeredAbility:
    """CR 702.79a (2011: 702.77a), persist: "When this permanent is put into a graveyard from
    the battlefield, if it had no -1/-1 counters on it, return it to the battlefield under its
    owner's control with a -1/-1 counter on it." CR 702.93a (undying, a keyword from after
    2011, cited by today's number): the same with +1/+1 counters. The "if" is an intervening
    if clause (CR 603.4), read on the creature as it last existed (CR 603.10a)."""
    meaning = (
        f"When ~ dies, if it had no {kind} counters on it, return it to the battlefield under "
        f"its owner's control with a {kind} counter on it."
    )
    return _ability(
        name.capitalize(),
        meaning,
        WhenDies(who=_SELF, unless_counter=kind),
        ReturnDiedCard(kind=kind),
    )


BASIC_LAND_TYPES = ("plains", "island", "swamp", "mountain", "forest")


def typecycling_search(keyword: object) -> SearchForCard | None:
    """The search of "[Type]cycling [cost]" (CR 702.29e; 2011: 702.27e), typecycling, a variant
    of cycling: "[Cost], Discard this card: Search your library for a [type] card, reveal it,
    put it into your hand, then shuffle." Landcycling ("Swampcycling", "Basic landcycling")
    is typecycling; None for other keywords or costs the engine can't pay."""
    if not isinstance(keyword, OtherKeyword) or not keyword.name.endswith(CYCLING):
        return None
    kind = keyword.name[: -len(CYCLING)].strip()
    if not kind or not is_cycling(OtherKeyword(CYCLING, keyword.parameter)):
        return None
    basic = kind.startswith("basic ")
    kind = kind.removeprefix("basic ")
    if not kind.isalpha():
        return None
    if kind in ("land", "artifact", "creature", "enchantment"):
        return SearchForCard(basic=basic, kind=kind, reveal=True)
    if basic:
        return None
    return SearchForCard(kind=kind.capitalize(), reveal=True)


def typecycling_ability(keyword: OtherKeyword) -> ActivatedAbility:
    """CR 702.29e (2011: 702.27e): typecycling, activated only from the hand like cycling."""
    search = typecycling_search(keyword)
    assert search is not None
    return ActivatedAbility(
        cost=Cost(mana=parse_mana_cost(keyword.parameter), discard_self=True),
        effect=(search,),
        text=f"{keyword.name.capitalize()} {keyword.parameter}",
        from_hand=True,
    )


def _extort() -> TriggeredAbility:
    """CR 702.101a (a keyword from after 2011, cited by today's number): "Whenever you cast a
    spell, you may pay {W/B}. If you do, each opponent loses 1 life and you gain life equal
    to the total life lost this way." Each instance triggers separately (702.101b)."""
    meaning = (
        "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life "
        "and you gain life equal to the total life lost this way."
    )
    opponents = Each(match=Match(kinds=frozenset({PLAYER}), controller=Who.OPPONENT))
    then = (
        LoseLife(who=opponents, amount=1),
        ChangeVariableLife(amount="the life lost this way", gain=True),
    )
    return TriggeredAbility(
        when=WhenCast(whose=Who.YOU),
        effect=(PayMana(mana="{W/B}"), IfYouDo(then=then)),
        optional=True,
        text=f"Extort ({meaning})",
    )


def keyword_statics(keyword: Keyword | OtherKeyword) -> list[Effect]:
    """The static abilities ``keyword`` stands for: bloodthirst N (CR 702.54a; 2011:
    702.52a), "If an opponent was dealt damage this turn, this permanent enters with N +1/+1
    counters on it." (carried out by :func:`mtgrules.rules.keywords.bloodthirst_counters`);
    umbra armor (CR 702.89a; 2011: totem armor, 702.87a; :mod:`mtgrules.rules.umbra_armor`)."""
    if isinstance(keyword, OtherKeyword) and keyword.name == UMBRA_ARMOR:
        return [UmbraArmor(duration=Duration.STATIC, text="Umbra armor")]  # CR 702.89a
    if isinstance(keyword, OtherKeyword) and keyword.name == UNLEASH:
        return [Unleash(duration=Duration.STATIC, text="Unleash")]  # CR 702.98a
    if isinstance(keyword, OtherKeyword) and keyword.name == SUNBURST:
        return [sunburst_static()]  # CR 702.44a (rules/sunburst.py)
    if isinstance(keyword, OtherKeyword) and keyword.name == SPLIT_SECOND:
        return [split_second_static()]  # CR 702.61a (rules/split_second.py)
    if counter_keywords.plays(keyword):
        return counter_keywords.counter_keyword_statics(keyword)  # CR 702.63a, 702.32a, 702.43a
    if creature_keywords_2.plays(keyword):
        return creature_keywords_2.creature_keyword_statics(keyword)  # graft, riot, devour
    if not isinstance(keyword, OtherKeyword) or keyword.name != BLOODTHIRST:
        return []
    if not expands(keyword):
        return []
    return [
        EntersWithCounters(
            kind=PLUS_ONE,
            count=int(keyword.parameter),
            bloodthirst=True,
            duration=Duration.STATIC,
            text=f"Bloodthirst {keyword.parameter}",
        )
    ]


def _renown(n: int) -> TriggeredAbility:
    """CR 702.112a (a keyword from after 2011, cited by today's number): "When this creature
    deals combat damage to a player, if it isn't renowned, put N +1/+1 counters on it and it
    becomes renowned." The "if" is an intervening if clause (CR 603.4)."""
    meaning = (
        "When ~ deals combat damage to a player, if it isn't renowned, put "
        f"{'a' if n == 1 else n} +1/+1 counter{'' if n == 1 else 's'} on it and it becomes "
        "renowned."
    )
    when = WhenDealsDamage(from_=_SELF, combat_only=True, to_player_only=True, unless_renowned=True)
    return _ability(f"Renown {n}", meaning, when, BecomeRenowned(count=n))


ECHO = "echo"


def is_echo(keyword: object) -> TypeGuard[OtherKeyword]:
    """ "Echo {cost}" with a mana cost the engine can pay (CR 702.30a)."""
    return (
        isinstance(keyword, OtherKeyword)
        and keyword.name == ECHO
        and is_cycling(OtherKeyword(CYCLING, keyword.parameter))
    )


def echo_trigger(keyword: OtherKeyword) -> TriggeredAbility:
    """CR 702.30a (2011: 702.28a): "Echo [cost]" means "At the beginning of your upkeep, if
    this permanent came under your control since the beginning of your last upkeep, sacrifice
    it unless you pay [cost]." (an intervening if, CR 603.4)."""
    meaning = (
        "At the beginning of your upkeep, if ~ came under your control since the beginning "
        f"of your last upkeep, sacrifice it unless you pay {keyword.parameter}."
    )
    return _ability(
        f"Echo {keyword.parameter}",
        meaning,
        AtBeginningOf(step="upkeep", whose=Who.YOU, echo=True),
        PayOrSacrifice(mana=keyword.parameter),
    )
