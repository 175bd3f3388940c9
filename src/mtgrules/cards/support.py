"""What the engine implements, as types: a compiled card is supported only if every
instruction, trigger condition and effect template in it is one of these (DESIGN
principle 3: never silently half-played).

An instruction type the compiler produces but :mod:`mtgrules.resolution` doesn't carry out
(listed in ``/work/notes/cards-needs.md`` with its rule) stays out of :data:`IMPLEMENTED`
until the engine implements it; add it here then.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

from mtgrules.cards.abilities import (
    Ability,
    ActivatedLine,
    EffectLine,
    Either,
    KeywordLine,
    ModalLine,
    StaticLine,
    TriggeredLine,
    instructions,
)
from mtgrules.cards.pending import (
    ITS_CONTROLLER,
    THAT_CREATURE,
    THAT_PLAYER,
    THAT_TARGET,
    THAT_TARGETS_CONTROLLER,
    AtBeginningOf,
    ChooseModes,
    CounterKind,
    EntersTapped,
    EventReference,
    ExtraCost,
    FilteredEach,
    FilteredTarget,
    LoyaltyAbility,
    OtherKeyword,
    PredefinedToken,
    VariableAmount,
    WhenCast,
    WhenDies,
    WhenOther,
)
from mtgrules.carried_out import CARRIED_OUT
from mtgrules.effects.base import PLAYER, Match
from mtgrules.effects.damage import (
    DamageCantBePrevented,
    GainLifeFromPrevented,
    ModifyDamage,
    PreventDamage,
    RedirectDamage,
)
from mtgrules.effects.instructions import (
    SELF,
    CreateEffect,
    CreateToken,
    Each,
    PutCounters,
)
from mtgrules.effects.life import CantGainLife, CantLoseLife, LifeFloor, ModifyLifeGain
from mtgrules.effects.targets import TargetSpec
from mtgrules.effects.triggers import (
    WhenAttacks,
    WhenBlocks,
    WhenDealsDamage,
    WhenDealtDamage,
    WhenEntersBattlefield,
    WhenGainLife,
)
from mtgrules.objects import Keyword

IMPLEMENTED: set[type] = {
    # instructions carried out by the engine (resolution.py, resolution_zones.py)
    *CARRIED_OUT,
    # trigger conditions of rules/triggers.py
    AtBeginningOf,
    WhenDies,
    WhenCast,
    EntersTapped,
    WhenAttacks,
    WhenBlocks,
    WhenDealsDamage,
    WhenDealtDamage,
    WhenEntersBattlefield,
    WhenGainLife,
    # effect templates applied by the damage and life rules
    CantGainLife,
    CantLoseLife,
    DamageCantBePrevented,
    GainLifeFromPrevented,
    LifeFloor,
    ModifyDamage,
    ModifyLifeGain,
    PreventDamage,
    RedirectDamage,
    # targets and groups
    TargetSpec,
    Each,
}
"""Types the engine implements. Extend when the engine implements a pending instruction."""


KEYWORD_WORDS = frozenset(k.value for k in Keyword)

RULED_COUNTERS = frozenset(
    {"stun", "shield", "loyalty", "lore", "defense", "flying", "first strike", "indestructible"}
)
"""Counters with rules of their own (CR 122.1b-d, 122.1g-i, 714): the engine must apply
them. Other kinds (+1/+1 and -1/-1 aside, which the engine knows) only count (CR 122.1)."""


_REFERENCE_NAMES = {
    THAT_PLAYER: "that player",
    ITS_CONTROLLER: "its controller",
    THAT_TARGETS_CONTROLLER: "that [type]'s controller",
    THAT_CREATURE: "that creature (of the trigger event)",
    THAT_TARGET: "that [type] (the only target)",
}


ENGINE_REFERENCES = frozenset(
    {
        _REFERENCE_NAMES[r]
        for r in (ITS_CONTROLLER, THAT_TARGETS_CONTROLLER, THAT_TARGET, THAT_PLAYER, THAT_CREATURE)
    }
)
"""References the engine resolves (resolution.Resolution._refs)."""

_REF_FIELDS = frozenset({"to", "who", "on", "source", "first", "second", "what", "from_"})


def _references(value: object) -> Iterator[object]:
    """The values of an instruction's reference fields, in nested instructions too."""
    if isinstance(value, tuple):
        for item in value:
            yield from _references(item)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for item in dataclasses.fields(value):
            inner = getattr(value, item.name)
            if item.name in _REF_FIELDS:
                yield inner
            if isinstance(inner, tuple) or (
                dataclasses.is_dataclass(inner) and not isinstance(inner, Match)
            ):
                yield from _references(inner)


def parts(ability: Ability) -> Iterator[object]:
    """The engine data an ability is made of: instructions, the effect templates they
    create, trigger conditions, static effects."""
    if isinstance(ability, KeywordLine):
        yield from ability.keywords
        return
    if isinstance(ability, ModalLine):
        yield ChooseModes()
        if ability.when is not None:
            yield ability.when
        for mode in ability.modes:
            yield from parts(mode)
        return
    if isinstance(ability, StaticLine):
        yield ability.effect
        then = getattr(ability.effect, "then", None)
        if then is not None:
            yield then
        return
    if isinstance(ability, ActivatedLine):
        if ability.limit is not None:
            yield ability.limit
        if ability.loyalty is not None:
            yield LoyaltyAbility()
        if ability.x:
            yield VariableAmount(name="X")
        for cost in ability.extra_costs:
            yield ExtraCost(cost)
    if isinstance(ability, EffectLine | ActivatedLine | TriggeredLine):
        yield from ability.targets
        for step in instructions(ability.sentences):
            for name in ("to", "who", "on"):
                ref = getattr(step, name, None)
                if isinstance(ref, Each):
                    yield ref
            for value in _references(step):
                if isinstance(value, int) and value in _REFERENCE_NAMES:
                    yield EventReference(_REFERENCE_NAMES[value])
    used = {
        value
        for step in instructions(getattr(ability, "sentences", ()))
        for value in _references(step)
        if value in (THAT_PLAYER, THAT_CREATURE)
    }
    conditions = (
        (ability.when.first, ability.when.second)
        if isinstance(ability, TriggeredLine) and isinstance(ability.when, Either)
        else (ability.when,)
        if isinstance(ability, TriggeredLine)
        else ()
    )
    for value in sorted(used):
        if not conditions or any(not isinstance(c, EVENT_HAS[value]) for c in conditions):
            # "that player" / "that creature" with no such player or object in the event.
            yield EventReference(f"{_REFERENCE_NAMES[value]} (not in this event)")
    if isinstance(ability, TriggeredLine):
        if _watches_others(ability.when) and any(
            getattr(step, name, None) == SELF
            for step in instructions(ability.sentences)
            for name in ("to", "who", "on")
        ):
            # "Whenever a creature you control attacks, it gets +1/+1": "it" is the object
            # that triggered the ability, which the engine doesn't track yet.
            yield EventReference("it (the object that triggered the ability)")
        if ability.intervening is not None:
            yield ability.intervening
        if isinstance(ability.when, Either):
            yield ability.when.first
            yield ability.when.second
        else:
            yield ability.when
    if isinstance(ability, EffectLine | ActivatedLine | TriggeredLine):
        for step in instructions(ability.sentences):
            yield step
            if isinstance(step, CreateToken) and step.name:
                yield PredefinedToken(step.name)
            if isinstance(step, CreateToken):
                for word in step.keywords:
                    if word not in KEYWORD_WORDS:
                        yield OtherKeyword(word)
            if isinstance(step, PutCounters) and step.kind in RULED_COUNTERS:
                yield CounterKind(step.kind)
            if isinstance(step, CreateEffect):
                yield step.effect
                then = getattr(step.effect, "then", None)
                if then is not None:
                    yield then
                for name in ("to", "from_", "who"):
                    match = getattr(step.effect, name, None)
                    ids = match.ids if isinstance(match, Match) else None
                    for ref in sorted(ids or ()):
                        if ref in _REFERENCE_NAMES:
                            yield EventReference(_REFERENCE_NAMES[ref])


EVENT_HAS: dict[int, tuple[type, ...]] = {
    # the trigger events with a player the engine gives "that player" (rules/triggers.py)
    THAT_PLAYER: (
        WhenDealsDamage,
        WhenDealtDamage,
        WhenGainLife,
        AtBeginningOf,
        WhenAttacks,
        WhenCast,
    ),
    # and those with another object it gives "that creature"
    THAT_CREATURE: (
        WhenDealsDamage,
        WhenDealtDamage,
        WhenAttacks,
        WhenBlocks,
        WhenDies,
        WhenEntersBattlefield,
    ),
}


def _watches_others(when: object) -> bool:
    """The condition watches objects (not players) other than the ability's own (``SELF``)."""
    if isinstance(when, WhenGainLife):
        return False
    for name in ("who", "to", "from_"):
        match = getattr(when, name, None)
        if (
            isinstance(match, Match)
            and match.ids != frozenset({SELF})
            and (match.kinds is None or match.kinds - {PLAYER})
        ):
            return True
    return False


def _filter_missing(part: FilteredTarget) -> str | None:
    """What of a filtered target the engine doesn't check yet (colors, "up to one")."""
    for word in (part.with_keyword, part.without_keyword):
        if word and word not in KEYWORD_WORDS:
            return f"FilteredTarget (the keyword {word})"
    return None


def missing(ability: Ability) -> str | None:
    """The name of the first part of ``ability`` the engine doesn't implement, or None."""
    for part in parts(ability):
        if isinstance(part, EntersTapped) and (part.unless_pay_life or part.unless_life_at_most):
            return "EntersTapped (unless ...)"
        if isinstance(part, EventReference) and part.name in ENGINE_REFERENCES:
            continue
        if isinstance(part, FilteredTarget):
            reason = _filter_missing(part)
            if reason is not None:
                return reason
            continue
        if isinstance(part, OtherKeyword):
            return f"the keyword {part.name}"
        if isinstance(part, FilteredEach) and (part.color or part.not_color or part.not_type):
            return "FilteredEach (color or type filter)"
        if isinstance(part, WhenOther):
            return f"WhenOther ({part.event})"
        if isinstance(part, ExtraCost):
            return f"ExtraCost ({part.cost})"
        if type(part) not in IMPLEMENTED and not isinstance(part, Keyword):
            return type(part).__name__
    return None
