"""Which variable amounts ("X", "equal to its power", "the life lost this way", "that
much") the engine can give a compiled ability (CR 107.3, 608.2h): the support check of
:mod:`mtgrules.cards.support` for :class:`DealVariableDamage` and
:class:`ChangeVariableLife` (carried out by :mod:`mtgrules.resolution_variable`)."""

from __future__ import annotations

from mtgrules.cards.abilities import Ability, ActivatedLine, EffectLine, Either, TriggeredLine
from mtgrules.cards.random_support import reads_a_roll
from mtgrules.effects.base import PLAYER
from mtgrules.effects.instructions import (
    ChangeVariableLife,
    DealVariableDamage,
    ForEach,
    GainLife,
    IfYouDo,
    LoseLife,
    PayLife,
    PayMana,
    SacrificeOne,
)
from mtgrules.effects.play_permissions import TopCardToHand
from mtgrules.effects.sacrifice import SacrificeChosen
from mtgrules.effects.spell_costs import SACRIFICED_AMOUNTS
from mtgrules.resolution_variable import (
    DAMAGE_TO_YOU,
    HALF_THEIR_TOTAL,
    OF_OBJECT,
    PART_OF_LIFE,
    THAT_MUCH,
    THAT_SPELL,
    THIS_WAY,
)
from mtgrules.rules import trigger_events
from mtgrules.rules.trigger_amounts import has_amount
from mtgrules.rules.x_costs import X


def puts_top_card_into_hand(ability: Ability) -> bool:
    """ "Reveal the top card of your library and put that card into your hand." is one of
    the ability's instructions."""
    sentences = getattr(ability, "sentences", ())
    return any(isinstance(step, TopCardToHand) for sentence in sentences for step in sentence)


def amount_problem(
    step: DealVariableDamage | ChangeVariableLife, ability: Ability, has_object: bool
) -> str | None:
    """What the engine lacks to know the amount of ``step`` in ``ability``, or None.
    ``has_object``: the ability's trigger event has an object ("that creature")."""
    name = f"{type(step).__name__} ({step.amount})"
    if step.amount in THIS_WAY or step.amount in PART_OF_LIFE or step.amount == DAMAGE_TO_YOU:
        return None
    if step.amount in HALF_THEIR_TOTAL:  # each player's own life total (CR 107.1a)
        return None
    if step.amount.startswith("target "):  # "target creature's power": its own target
        return None
    if step.amount in SACRIFICED_AMOUNTS and (
        isinstance(ability, EffectLine)
        or (isinstance(ability, ActivatedLine) and _sacrifices_one(ability.extra_costs))
    ):
        return None  # fixed when the cost is paid (rules/additional_costs.py)
    if step.amount == X:
        # X of the spell's or the ability's mana cost (CR 107.3); the compiler checks that
        # a spell with X in its text has {X} in its mana cost.
        if isinstance(ability, EffectLine) or (isinstance(ability, ActivatedLine) and ability.x):
            return None
        return name
    if step.amount == THAT_SPELL:  # the spell a cast trigger triggered on (CR 603.7c)
        return None if triggers_on_casts(ability) else f"{name} (of what)"
    if step.amount in OF_OBJECT:
        if step.amount.startswith("that creature") and _sacrifices_a_creature(ability):
            return None  # the creature sacrificed before it (resolution_variable.py)
        if step.amount.endswith(" mana value") and puts_top_card_into_hand(ability):
            return None  # the card put into the hand before it (resolution_impulse.py)
        if step.amount.startswith("that card's") and len(getattr(ability, "targets", ())) == 1:
            return None  # the only target, a card (resolution_variable.py)
        if isinstance(ability, EffectLine):
            return None  # the spell's only target
        if isinstance(ability, ActivatedLine) and len(ability.targets) == 1:
            return None
        if isinstance(ability, TriggeredLine) and not ability.targets and has_object:
            return None
        if isinstance(ability, TriggeredLine) and _names_again(step.amount, ability):
            return None
        return f"{name} (of what)"
    if reads_a_roll(step, ability):  # CR 706.2: the result (cards/build_random.py)
        return None
    if step.amount == THAT_MUCH and isinstance(ability, EffectLine) and _after_life(step, ability):
        return None  # the amount of the instruction before it (resolution_variable.py)
    if step.amount == THAT_MUCH and isinstance(ability, TriggeredLine):
        # CR 603.2: the damage or life of the trigger event (rules/trigger_amounts.py).
        when = ability.when
        conditions = (when.first, when.second) if isinstance(when, Either) else (when,)
        if all(has_amount(c) for c in conditions):
            return None
    return name


def that_many_problem(ability: Ability) -> str | None:
    """What the engine lacks to know "that many" in ``ability``, or None: a triggered
    ability whose every condition has an amount (CR 603.2; rules/trigger_amounts.py)."""
    if isinstance(ability, TriggeredLine):
        when = ability.when
        conditions = (when.first, when.second) if isinstance(when, Either) else (when,)
        if all(has_amount(c) for c in conditions):
            return None
    return "that many (of what)"


def _after_life(step: object, ability: EffectLine) -> bool:
    """The instruction right before ``step`` in the spell changes a life total ("Target
    opponent loses 1 life for each attacking creature you control. You gain that much
    life.", CR 608.2c)."""
    steps = [s for sentence in ability.sentences for s in sentence]
    if step not in steps or steps.index(step) == 0:
        return False
    before = steps[steps.index(step) - 1]
    inner = before.step if isinstance(before, ForEach) else before
    return isinstance(inner, LoseLife | GainLife)


def _names_again(amount: str, ability: TriggeredLine) -> bool:
    """In a triggered ability with one target, "its power" / "that creature's power" names
    an object named before it (CR 608.2c, 608.2h: as it last existed): the target when it is
    an object ("return target creature card ... You gain life equal to its mana value"),
    else this object or the trigger event's ("When ~ dies, target player loses life equal
    to its power"; resolution_variable.amount_of)."""
    if len(ability.targets) != 1:
        return False
    kinds = ability.targets[0].kinds
    if kinds == frozenset({PLAYER}):
        return amount.startswith("its ")
    if PLAYER in kinds:
        return False
    noun = amount.split("'s ", 1)[0].removeprefix("that ")
    return (
        amount.startswith("its ")
        or noun in kinds
        or any(noun == "card" and kind.endswith("card") for kind in kinds)
    )


def _sacrifices_a_creature(ability: Ability) -> bool:
    """A player of ``ability`` sacrifices exactly one creature before "that creature's
    power / toughness" is named (CR 608.2h: the creature as it last existed)."""
    sentences = getattr(ability, "sentences", ())
    steps = [step for sentence in sentences for step in sentence]
    return any(
        isinstance(step, SacrificeOne | SacrificeChosen)
        and step.kind == "creature"
        and (isinstance(step, SacrificeOne) or (step.count == 1 and not step.that_many))
        for step in steps
    )


def _sacrifices_one(extra_costs: tuple[str, ...]) -> bool:
    """The cost sacrifices exactly one permanent: "the sacrificed creature" is that one."""
    one = ("sacrifice a ", "sacrifice an ", "sacrifice another ")
    found = [c for c in extra_costs if c.lower().startswith(one)]
    return len(found) == 1


def trigger_has_object(ability: Ability) -> bool:
    """The trigger event of ``ability`` has an object the engine remembers."""
    if not isinstance(ability, TriggeredLine):
        return False
    when = ability.when
    conditions = (when.first, when.second) if isinstance(when, Either) else (when,)
    from mtgrules.cards.pending import THAT_CREATURE
    from mtgrules.cards.support import EVENT_HAS

    return all(
        isinstance(c, EVENT_HAS[THAT_CREATURE]) or trigger_events.has_object(c) for c in conditions
    )


def triggers_on_casts(ability: Ability) -> bool:
    """Every trigger event of ``ability`` is a spell being cast: "that spell" is the spell
    (CR 603.7c; rules/trigger_casts.py)."""
    if not isinstance(ability, TriggeredLine):
        return False
    from mtgrules.cards.pending import WhenCast, WhenOther

    when = ability.when
    conditions = (when.first, when.second) if isinstance(when, Either) else (when,)
    for c in conditions:
        watch = trigger_events.watch_of(c.event) if isinstance(c, WhenOther) else None
        if not isinstance(c, WhenCast) and (watch is None or watch.verb != "casts"):
            return False
    return True


__all__ = [
    "amount_problem",
    "optional_problem",
    "that_many_problem",
    "trigger_has_object",
    "triggers_on_casts",
]


def optional_problem(step: PayMana | PayLife | IfYouDo, ability: Ability) -> str | None:
    """What the engine lacks to play "you may pay {N}" / "If you do, ...", or None: both
    only in a triggered ability whose "may" is asked as it resolves (CR 603.5); the mana
    without X; each instruction after "if you do" one the engine carries out."""
    from mtgrules.cards.support import IMPLEMENTED
    from mtgrules.effects.counter_changes import if_you_do_after_removal
    from mtgrules.effects.you_may import if_you_do_after_you_may

    sentences = getattr(ability, "sentences", ())
    removal = isinstance(step, IfYouDo) and (
        if_you_do_after_removal(sentences) or if_you_do_after_you_may(sentences)
    )
    if not (isinstance(ability, TriggeredLine) and ability.optional) and not removal:
        return f"{type(step).__name__} (outside an optional triggered ability)"
    if isinstance(step, PayMana):
        return "PayMana ({X})" if "X" in step.mana.upper() else None
    if isinstance(step, PayLife):
        return None  # CR 119.4: paid in full or not at all (resolution_optional.py)
    for inner in step.then:
        if isinstance(inner, DealVariableDamage | ChangeVariableLife):
            problem = amount_problem(inner, ability, trigger_has_object(ability))
            if problem is not None:
                return problem
        elif type(inner) not in IMPLEMENTED:
            return type(inner).__name__
    return None
