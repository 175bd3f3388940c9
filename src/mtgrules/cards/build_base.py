"""The shared state of the Oracle transformer: the targets a line introduces, and
checks on what a reference may be (a player, a creature, a permanent)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NoReturn

from lark import Token, Transformer

from mtgrules.cards.abilities import (
    Sentence,
    StaticLine,
)
from mtgrules.cards.attack_refs import DEFENDING_PLAYER
from mtgrules.cards.pending import (
    CHOSEN_PLAYER,
    ITS_CONTROLLER,
    THAT_CREATURE,
    THAT_PLAYER,
    THAT_TARGET,
    THAT_TARGETS_CONTROLLER,
    TRIGGERING_OBJECT,
    FilteredEach,
    FilteredTarget,
    OtherKeyword,
)
from mtgrules.cards.player_again import PLAYERS_AGAIN
from mtgrules.cards.that_opponent import THAT_OPPONENT
from mtgrules.cards.triggering_controller import TRIGGERING_CONTROLLERS
from mtgrules.cards.vocabulary import (
    ANY_TARGET_KINDS,
    PERMANENT,
    PERMANENT_TYPES,
    number_value,
    several_permanent_kinds,
    target_words,
)
from mtgrules.effects.attached import ATTACHED_IDS, attached_noun
from mtgrules.effects.base import PLAYER, Duration, Effect, Match, Who
from mtgrules.effects.cost_x import CostX
from mtgrules.effects.instructions import (
    SELF,
    YOU,
    ChangeVariableLife,
    CreateToken,
    Discard,
    DrawCards,
    Each,
    GainLife,
    GivePoison,
    Instruction,
    LoseLife,
    Mill,
    ModifyPowerToughness,
    PutCounters,
    Ref,
    SacrificeOne,
    target,
    target_index,
)
from mtgrules.effects.targets import DividedTarget, TargetSpec
from mtgrules.objects import CardType, Keyword

_SELF_MATCH = Match.ids_of(SELF)
_PLAYER_REFERENCES = (
    YOU,
    THAT_PLAYER,
    ITS_CONTROLLER,
    THAT_TARGETS_CONTROLLER,
    CHOSEN_PLAYER,
    DEFENDING_PLAYER,  # CR 508.5: "defending player loses 2 life"
    *PLAYERS_AGAIN,  # "that player": a player named before (cards/player_again.py)
    THAT_OPPONENT,  # the event's player, an opponent (cards/that_opponent.py)
)
_CREATURE = frozenset({"creature"})
_OBJECT_REFERENCES = (SELF, THAT_CREATURE, TRIGGERING_OBJECT)
"""References to one permanent that isn't a target: this object, the trigger event's."""
SELF_OR_IT = (SELF, TRIGGERING_OBJECT)
"""This object, or "it" before :mod:`mtgrules.cards.triggering_object` says which object."""
_DAMAGEABLE = ANY_TARGET_KINDS | {"battle"}


class ClauseError(Exception):
    """A line the grammar reads but the compiler can't give a meaning (a player that gets
    +2/+2), or one the grammar doesn't read; ``position`` is where, in the line."""

    def __init__(self, message: str, position: int = 0, *, clause: str = "") -> None:
        super().__init__(message)
        self.position = position
        self.clause = clause


_LISTED_KEYWORDS = frozenset(
    {"hexproof", "intimidate", "shroud", "fear", "shadow", "horsemanship", "skulk"}
    | {"plainswalk", "islandwalk", "swampwalk", "mountainwalk", "forestwalk"}
    | {"banding"}  # CR 702.22 (rules/banding.py reads the creature's current keywords)
)
"""Keywords of the OTHER_KW terminal the engine implements, read in keyword lists ("has
fear", "gains shroud", "gains banding"): CR 702.11, 702.13, 702.18, 702.36, 702.28, 702.31,
702.118, 702.14, 702.22 (2011: 702.11, 702.12, 702.17, 702.34, 702.26, 702.29, none, 702.13,
702.20)."""


def _typed(ref: Each) -> bool:
    """ "each Cleric you control": the creatures and Kindred permanents of a creature type
    (CR 205.3d; cards/typed_groups.py)."""
    holders = frozenset({CardType.CREATURE.value, CardType.TRIBAL.value})
    return bool(getattr(ref, "subtype", "")) and ref.match.kinds == holders


def _fail(message: str) -> NoReturn:
    raise ClauseError(message)


class _Elided:
    """A clause without its subject ("and loses 2 life"): made whole by the clause before."""

    def __init__(self, make: Callable[[Any], Instruction | None]) -> None:
        self.make = make


class _X:
    """A clause whose amount is X ("you gain X life"): ``step`` with an amount of 1, made a
    :class:`~mtgrules.effects.instructions.ForEach` by the sentence's "where X is ..."."""

    def __init__(self, step: Instruction) -> None:
        self.step = step


COST_X_STEPS = (DrawCards, Mill, ModifyPowerToughness, PutCounters, CreateToken)
"""The instructions whose amount X of the cost is a :class:`CostX` (CR 107.3a)."""


def _cost_x(sentence: Sentence) -> Sentence:
    """A sentence whose "gain / lose X life" has no "where X is": X is the one of the mana
    cost (CR 107.3a, as in "deals X damage"), a :class:`ChangeVariableLife` of "X" (the
    compiler checks that the cost has {X}); "draw X cards", "gets +X/+0" a :class:`CostX`.
    Other amounts X fail."""
    out: list[Any] = []
    for step in sentence:
        if isinstance(step, _X):
            life = step.step
            if isinstance(life, COST_X_STEPS):  # "draw X cards", "+X/+0" (effects/cost_x.py)
                out.append(CostX(step=life))
                continue
            if not isinstance(life, GainLife | LoseLife):
                _fail("an amount X without 'where X is'")
            gain = isinstance(life, GainLife)
            out.append(ChangeVariableLife(amount="X", gain=gain, who=life.who))
        else:
            out.append(step)
    return tuple(out)


def _player_subject(step: Instruction | _X) -> Ref | None:
    if isinstance(step, _X):
        step = step.step
    # GivePoison: "loses 2 life, gets a poison counter, then mills six cards" (CR 122.1f)
    if (
        isinstance(
            step, GainLife | LoseLife | DrawCards | Discard | Mill | SacrificeOne | GivePoison
        )
        and step.who != YOU
    ):
        return step.who
    return None


_TARGET_FILTERS = frozenset(
    {"state", "color", "not_color", "not_type", "with_keyword", "without_keyword"}
    | {"power", "mana_value"}
)
"""The conditions of a :class:`FilteredTarget` that a filter of the grammar may set."""


def _filtered(
    kinds: frozenset[str],
    controller: Who,
    filters: dict[str, str],
    text: str,
    *,
    not_yours: bool = False,
) -> FilteredTarget:
    """A target with the conditions ``filters`` (CR 115.1). A condition the target can't hold
    fails the line: dropping it would let the target be anything of its kinds."""
    unknown = sorted(set(filters) - _TARGET_FILTERS)
    if unknown:
        _fail(f"a target condition the engine doesn't check: {', '.join(unknown)}")
    for name in ("with_keyword", "without_keyword"):  # CR 702: one the engine implements
        if filters.get(name) and filters[name] not in Keyword._value2member_map_:
            _fail(f"a target {name.replace('_', ' ')} the engine doesn't have: {filters[name]}")
    return FilteredTarget(
        kinds=kinds,
        controller=controller,
        text=text,
        state=filters.get("state", ""),
        color=filters.get("color", ""),
        not_color=filters.get("not_color", ""),
        not_type=filters.get("not_type", ""),
        with_keyword=filters.get("with_keyword", ""),
        without_keyword=filters.get("without_keyword", ""),
        power=filters.get("power", ""),
        mana_value=filters.get("mana_value", ""),
        not_yours=not_yours,
    )


def _keyword(item: Token | OtherKeyword) -> Keyword | OtherKeyword:
    """An engine keyword when :class:`Keyword` has a member of that name (so a keyword the
    engine adds later compiles to it at once), else the pending keyword."""
    if isinstance(item, OtherKeyword):
        known = Keyword._value2member_map_.get(item.words)  # "protection from red" too
        return known if isinstance(known, Keyword) else item
    return Keyword(str(item))


def _pt(token: Token) -> tuple[int, int]:
    power, toughness = str(token).split("/")
    return int(power), int(toughness)


def _number(token: Token) -> int:
    return number_value(str(token))


class BuilderBase(Transformer[Token, Any]):
    """Shared state and checks of the callbacks."""

    def __init__(self) -> None:
        super().__init__()
        self.targets: list[TargetSpec] = []

    def reset(self) -> None:
        self.targets = []

    def _new_target(self, kinds: frozenset[str], controller: Who = Who.ANY) -> int:
        self.targets.append(
            TargetSpec(kinds=kinds, controller=controller, text=target_words(kinds, controller))
        )
        return target(len(self.targets) - 1)

    def type_list(self, children: list[Token]) -> tuple[str, ...]:
        return tuple(str(c) for c in children)

    def _divided_points(self, amount: int, most: int) -> None:
        """ "N damage divided as you choose among one, two, or three targets": a target spec
        per point of damage (CR 601.2d, :mod:`mtgrules.rules.divided`)."""
        if amount < 1:
            _fail("no damage to divide")
        point = DividedTarget(kinds=ANY_TARGET_KINDS, most=most, text="any target")
        self.targets.extend([point] * amount)

    def _kinds(self, ref: Ref) -> frozenset[str] | None:
        """The target kinds of a target reference (lower case), or None."""
        if ref == THAT_TARGET and self.targets:
            return self.targets[0].kinds  # the first target, named when it was the only one
        if isinstance(ref, int) and ref in ATTACHED_IDS:
            noun = attached_noun(ref)  # "enchanted creature", "enchanted land", ...
            return PERMANENT_TYPES if noun == PERMANENT else frozenset({noun})
        index = target_index(ref) if isinstance(ref, int) else None
        return None if index is None else self.targets[index].kinds

    def _players(self, ref: Ref) -> Ref:
        if isinstance(ref, Each):
            if ref.match.kinds != frozenset({PLAYER}):
                _fail("not a group of players")
            return ref
        kinds = self._kinds(ref)
        if (
            ref not in _PLAYER_REFERENCES
            and ref not in TRIGGERING_CONTROLLERS  # "that source's controller" (CR 603.7c)
            and kinds != frozenset({PLAYER})
        ):
            _fail("not a player")
        return ref

    def _creatures(self, ref: Ref) -> Ref:
        if isinstance(ref, Each):
            # "each Cleric you control": creatures and Kindred permanents (cards/typed_groups.py)
            if ref.match.kinds != frozenset({CardType.CREATURE.value}) and not _typed(ref):
                _fail("not a group of creatures")
            return ref
        if ref not in _OBJECT_REFERENCES and self._kinds(ref) != _CREATURE:
            _fail("not a creature")
        return ref

    def _permanents(self, ref: Ref) -> Ref:
        if isinstance(ref, Each):
            if not ref.match.kinds or PLAYER in ref.match.kinds:
                _fail("not a group of permanents")
            return ref
        kinds = self._kinds(ref)
        if ref not in _OBJECT_REFERENCES and (kinds is None or PLAYER in kinds):
            _fail("not a permanent")
        return ref

    def until_eot(self, _: list[Any]) -> Duration:
        return Duration.END_OF_TURN

    def keyword_list(self, c: list[Token]) -> tuple[Keyword, ...]:
        # a comma of the list may be read as LIST_COMMA (a comma before ", and")
        for k in c:  # CR 702.11 hexproof, 702.13 intimidate, ...: the other keywords listed
            if k.type == "OTHER_KW" and str(k) not in _LISTED_KEYWORDS:
                _fail(f"'{k}' in a keyword list")
        keywords = tuple(Keyword(str(k)) for k in c if k.type in ("KEYWORD", "OTHER_KW"))
        if len(set(keywords)) != len(keywords):
            _fail("a keyword named twice")
        return keywords

    def one_card(self, _: list[Any]) -> int:
        return 1

    def n_cards(self, c: list[Token]) -> int:
        return _number(c[0])

    def one(self, _: list[Any]) -> int:
        return 1

    def numword(self, c: list[Token]) -> int:
        return _number(c[0])

    def mana_symbols(self, c: list[Token]) -> tuple[str, ...]:
        return tuple(str(t)[1:-1].upper() for t in c)

    def _single(self, ref: Ref) -> Ref:
        if isinstance(ref, Each):
            _fail("a group")
        return self._permanents(ref)

    def _shield(self, ref: Ref) -> Match:
        return Match.ids_of(ref) if isinstance(ref, int) else _fail("a group shield")

    def _that_creature(self, word: str) -> Ref:
        """ "that creature": the ability's only target named again, or in an ability without
        targets the trigger event's creature."""
        if not self.targets and word == "creature":
            return THAT_CREATURE
        if len(self.targets) == 1 and self.targets[0].kinds == frozenset({word}):
            return THAT_TARGET
        if len(self.targets) == 1 and several_permanent_kinds(self.targets[0].kinds, word):
            return THAT_TARGET  # "target creature or planeswalker ... That permanent ..."
        _fail("'that [type]' other than the only target or a trigger event's creature")

    def _targets(self) -> tuple[TargetSpec, ...]:
        return tuple(self.targets)

    def _static(self, effect: Effect) -> StaticLine:
        return StaticLine(effect)

    def _group(self, group: tuple[Each, bool]) -> Each:
        # "other creatures you control": not the source (CR 109.1), a filter the engine checks
        return FilteredEach(match=group[0].match, another=True) if group[1] else group[0]
