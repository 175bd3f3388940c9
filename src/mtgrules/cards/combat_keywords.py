"""Creature and combat keywords, as the abilities their rules define (CR 702.1: a keyword is
shorthand for a longer ability): dethrone (CR 702.105a), ingest (702.115a), living weapon
(702.92a; 2011: 702.90a), cumulative upkeep (702.24a; 2011: 702.22a), ninjutsu (702.49a;
2011: 702.47a), crew N (702.122a) and backup N (702.165a).

Dethrone, ingest, crew and backup are keywords from after 2011: they are played under both editions
by today's rules, and cited by today's numbers.

>>> (dethrone,) = combat_keyword_triggers(OtherKeyword("dethrone"))
>>> dethrone.text.startswith("Dethrone (Whenever ~ attacks the player with the most life")
True
"""

from __future__ import annotations

from collections.abc import Sequence

from mtgrules.cards.abilities import KeywordLine
from mtgrules.cards.cumulative_life import cumulative_upkeep_life, life_parameter
from mtgrules.cards.mana import parse_mana_cost
from mtgrules.cards.model import ActivatedAbility, Cost
from mtgrules.cards.pending import THAT_PLAYER, AtBeginningOf, OtherKeyword
from mtgrules.effects.base import Match, Who
from mtgrules.effects.instructions import (
    SELF,
    AttachToToken,
    BecomeArtifactCreature,
    CreateToken,
    ExileTopOfLibrary,
    GrantUnlessSelf,
    Instruction,
    PayOrSacrifice,
    PutCounters,
    PutOntoBattlefieldAttacking,
    target,
)
from mtgrules.effects.targets import TargetSpec
from mtgrules.effects.triggers import (
    TriggerCondition,
    TriggeredAbility,
    WhenAttacks,
    WhenDealsDamage,
    WhenEntersBattlefield,
)
from mtgrules.objects import PLUS_ONE, Keyword
from mtgrules.rules.ninjutsu import NINJUTSU_COST

_SELF = Match.ids_of(SELF)
AGE = "age"
CREW = "crew"
NINJUTSU = "ninjutsu"
TRIGGERED = frozenset({"dethrone", "ingest", "living weapon"})
"""Keywords without a parameter this module makes triggered abilities of."""


def _ability(
    keyword: str, meaning: str, when: TriggerCondition, *effect: Instruction
) -> TriggeredAbility:
    return TriggeredAbility(
        when=when,
        effect=effect[0] if len(effect) == 1 else effect,
        text=f"{keyword} ({meaning})",
    )


def _mana_parameter(keyword: OtherKeyword) -> bool:
    from mtgrules.cards.keyword_abilities import CYCLING, is_cycling

    return is_cycling(OtherKeyword(CYCLING, keyword.parameter))


def plays(keyword: object) -> bool:
    """``keyword`` is one this module makes abilities of."""
    if not isinstance(keyword, OtherKeyword):
        return False
    if keyword.name in TRIGGERED:
        return not keyword.parameter
    if keyword.name == "cumulative upkeep" and life_parameter(keyword.parameter):
        return True  # "Cumulative upkeep—Pay 1 life" (cards/cumulative_life.py)
    if keyword.name in ("cumulative upkeep", NINJUTSU):
        return _mana_parameter(keyword)
    return keyword.name == CREW and keyword.parameter.isdigit()


def combat_keyword_triggers(keyword: object) -> list[TriggeredAbility]:
    """The triggered abilities ``keyword`` stands for (none for other keywords)."""
    if not plays(keyword):
        return []
    assert isinstance(keyword, OtherKeyword)
    if keyword.name == "dethrone":
        # CR 702.105a; each instance triggers separately (702.105b).
        meaning = (
            "Whenever ~ attacks the player with the most life or tied for most life, put a "
            "+1/+1 counter on it."
        )
        attacks = WhenAttacks(who=_SELF, most_life=True)
        return [_ability("Dethrone", meaning, attacks, PutCounters(kind=PLUS_ONE, on=SELF))]
    if keyword.name == "ingest":
        # CR 702.115a; each instance triggers separately (702.115b).
        meaning = (
            "Whenever ~ deals combat damage to a player, that player exiles the top card of "
            "their library."
        )
        deals = WhenDealsDamage(from_=_SELF, combat_only=True, to_player_only=True)
        return [_ability("Ingest", meaning, deals, ExileTopOfLibrary(who=THAT_PLAYER))]
    if keyword.name == "living weapon":
        return [_living_weapon()]
    if keyword.name == "cumulative upkeep" and life_parameter(keyword.parameter):
        return [cumulative_upkeep_life(keyword.parameter)]  # cards/cumulative_life.py
    if keyword.name == "cumulative upkeep":
        return [_cumulative_upkeep(keyword.parameter)]
    return []


def _living_weapon() -> TriggeredAbility:
    """CR 702.92a (2011: 702.90a): "When this Equipment enters, create a 0/0 black Phyrexian
    Germ creature token, then attach this Equipment to it." """
    meaning = (
        "When this Equipment enters, create a 0/0 black Phyrexian Germ creature token, then "
        "attach this Equipment to it."
    )
    germ = CreateToken(
        count=1,
        power=0,
        toughness=0,
        colors=("black",),
        subtypes=("Phyrexian", "Germ"),
        types=("Creature",),
    )
    when = WhenEntersBattlefield(who=_SELF)
    return _ability("Living weapon", meaning, when, germ, AttachToToken())


def _cumulative_upkeep(mana: str) -> TriggeredAbility:
    """CR 702.24a (2011: 702.22a): "At the beginning of your upkeep, if this permanent is on
    the battlefield, put an age counter on this permanent. Then you may pay [cost] for each
    age counter on it. If you don't, sacrifice it." """
    meaning = (
        "At the beginning of your upkeep, put an age counter on this permanent, then sacrifice "
        f"it unless you pay {mana} for each age counter on it."
    )
    return _ability(
        f"Cumulative upkeep {mana}",
        meaning,
        AtBeginningOf(step="upkeep", whose=Who.YOU),
        PutCounters(kind=AGE, count=1, on=SELF),
        PayOrSacrifice(mana=mana, per_counter=AGE),
    )


def _ninjutsu(mana: str) -> ActivatedAbility:
    """CR 702.49a (2011: 702.47a): "Ninjutsu [cost]" means "[Cost], Reveal this card from your
    hand, Return an unblocked attacking creature you control to its owner's hand: Put this
    card onto the battlefield from your hand tapped and attacking." (:mod:`mtgrules.rules.
    ninjutsu`)."""
    return ActivatedAbility(
        cost=Cost(mana=parse_mana_cost(mana)),
        effect=(PutOntoBattlefieldAttacking(),),
        extra_costs=(NINJUTSU_COST,),
        text=f"Ninjutsu {mana}",
        from_hand=True,
    )


def crew_cost(n: int) -> str:
    """The extra cost of crew N (paid by :mod:`mtgrules.rules.crew`)."""
    return f"Tap any number of untapped creatures you control with total power {n} or more"


def combat_keyword_activated(keyword: object) -> list[ActivatedAbility]:
    """CR 702.122a: "Crew N" means "Tap any number of other untapped creatures you control
    with total power N or greater: This Vehicle becomes an artifact creature until end of
    turn." (the cost keeps the reminder text's words; "other" is applied by rules/crew.py)
    Tapping creatures this way is no {T} cost: a creature that came under its controller's
    control this turn may crew (CR 302.6 restricts only {T} and attacking)."""
    if not plays(keyword):
        return []
    assert isinstance(keyword, OtherKeyword)
    if keyword.name == NINJUTSU:
        return [_ninjutsu(keyword.parameter)]
    if keyword.name != CREW:
        return []
    n = int(keyword.parameter)
    return [
        ActivatedAbility(
            cost=Cost(),
            effect=(BecomeArtifactCreature(on=SELF),),
            extra_costs=(crew_cost(n),),
            text=f"Crew {n}",
        )
    ]


BACKUP = "backup"


def is_backup(keyword: object) -> bool:
    """ "Backup N" (CR 702.165a): played through :func:`backup_triggers` with the card's
    other abilities."""
    return (
        isinstance(keyword, OtherKeyword) and keyword.name == BACKUP and keyword.parameter.isdigit()
    )


def _backup_and_following(
    abilities: Sequence[object],
) -> tuple[OtherKeyword, list[Keyword | OtherKeyword], list[object]] | None:
    """The card's backup keyword, the keywords printed after it, and its other abilities
    printed after it (None without backup)."""
    for index, ability in enumerate(abilities):
        if not isinstance(ability, KeywordLine):
            continue
        for position, keyword in enumerate(ability.keywords):
            if is_backup(keyword):
                assert isinstance(keyword, OtherKeyword)
                following: list[Keyword | OtherKeyword] = list(ability.keywords[position + 1 :])
                others: list[object] = []
                for later in abilities[index + 1 :]:
                    if isinstance(later, KeywordLine):
                        following.extend(later.keywords)
                    else:
                        others.append(later)
                return keyword, following, others
    return None


def backup_problem(abilities: Sequence[object]) -> str | None:
    """Why the engine can't play the card's backup (CR 702.165a: the abilities printed after
    it are granted): it grants keyword abilities only, not other abilities."""
    found = _backup_and_following(abilities)
    if found is None:
        return None
    _, following, others = found
    if others or any(isinstance(k, OtherKeyword) for k in following):
        return "backup granting abilities other than keywords"
    return None


def backup_triggers(abilities: Sequence[object]) -> list[TriggeredAbility]:
    """CR 702.165a: "Backup N" means "When this creature enters, put N +1/+1 counters on
    target creature. If that's another creature, it gains the following abilities until end
    of turn." (the abilities printed after it on the card; CR 702.165d). A keyword from
    after 2011, played under both editions by today's rule."""
    found = _backup_and_following(abilities)
    if found is None or backup_problem(abilities) is not None:
        return []
    keyword, following, _ = found
    n = int(keyword.parameter)
    granted = tuple(k for k in following if isinstance(k, Keyword))
    counters = "a +1/+1 counter" if n == 1 else f"{n} +1/+1 counters"
    meaning = (
        f"When ~ enters, put {counters} on target creature. If that's another creature, it "
        "gains the following abilities until end of turn."
    )
    return [
        TriggeredAbility(
            when=WhenEntersBattlefield(who=_SELF),
            effect=(
                PutCounters(kind=PLUS_ONE, count=n, on=target(0)),
                GrantUnlessSelf(keywords=granted, on=target(0)),
            ),
            targets=(TargetSpec(kinds=frozenset({"creature"}), text="target creature"),),
            text=f"Backup {n} ({meaning})",
        )
    ]
