"""Casting spells and activating abilities: timing, targets and costs (CR 601, 602, 115,
117, 305, 307).

>>> from mtgrules.cards.mana import parse_mana_cost
>>> plan_payment_from({"R": 1}, [], parse_mana_cost("{R}"), life=0) is not None
True
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass, field

from mtgrules.cards.mana import ManaCost
from mtgrules.effects.base import PLAYER, Who
from mtgrules.effects.instructions import AddMana, AddOneManaOf
from mtgrules.effects.spell_targets import SpellTarget
from mtgrules.effects.targets import TargetSpec
from mtgrules.errors import RulesError
from mtgrules.objects import CardType, Keyword, Zone
from mtgrules.rules.card_targets import card_kind_matches, graveyard_cards, is_card_spec
from mtgrules.rules.divided import DIVIDE, divided_choices, divided_indices, division_problem
from mtgrules.rules.keywords import protection_stops_targeting
from mtgrules.rules.non_kinds import is_of_kind
from mtgrules.rules.player_hexproof import shielded_player
from mtgrules.rules.player_targets import that_player_passes
from mtgrules.rules.read_once import once
from mtgrules.rules.stack_targets import stack_target_matches
from mtgrules.rules.target_relations import described_passes
from mtgrules.state import EntityId, GameObject, GameState

PHYREXIAN_LIFE = 2  # CR 107.4f


class IllegalActionError(RulesError):
    """An action the rules don't allow now (timing, targets, costs, declarations)."""


class TooManyToListError(IllegalActionError):
    """The legal actions of a decision are too many to list (a large combat): propose one
    and :meth:`Game.apply` checks it (:mod:`mtgrules.unlisted` draws one at random)."""


@dataclass(slots=True)
class Payment:
    """How a cost is paid: mana from the pool, mana abilities to activate, life."""

    from_pool: dict[str, int] = field(default_factory=dict)
    tap: list[tuple[EntityId, int, str]] = field(default_factory=list)  # source, ability, mana
    life: int = 0


ManaSource = tuple[EntityId, int, str]  # a permanent, its mana ability, the mana it may add


def mana_sources(state: GameState, player: EntityId) -> list[ManaSource]:
    """Untapped permanents of ``player`` with a "{T}: Add [mana]" ability they can activate
    now (a creature's {T} ability needs no summoning sickness, CR 302.6), in the order they
    are used to pay: lands before creatures, single-color sources before any-color ones
    (found once while legal actions are listed: rules/read_once.py)."""
    return list(once(state, ("mana sources", player), lambda: _in_order(state, player)))


def _in_order(state: GameState, player: EntityId) -> tuple[ManaSource, ...]:
    sources = _find_mana_sources(state, player)
    sources.sort(key=lambda s: (state.objects[s[0]].is_creature, len(s[2])))
    return tuple(sources)


def _find_mana_sources(state: GameState, player: EntityId) -> list[ManaSource]:
    found: list[ManaSource] = []
    for obj in state.battlefield():
        if obj.controller != player or obj.tapped:
            continue
        if not obj.all_activated:
            continue
        for index, ability in enumerate(obj.all_activated):
            cost = ability.cost
            if not (ability.is_mana_ability and cost.tap) or cost.mana.mana_value:
                continue
            if cost.sacrifice_self or cost.life or ability.extra_costs or ability.x:
                continue
            if obj.is_creature and state.sick(obj) and not obj.has(Keyword.HASTE):
                continue
            if ability.condition is not None:  # CR 602.5b: "Activate only if ..."
                from mtgrules.rules.conditions import holds  # here: it imports this module

                if not holds(state, ability.condition, obj.controller, obj.id):
                    continue
            # One mana of one color, or of one of several colors ("add one mana of any color").
            mana = "".join(s.mana * s.amount for s in ability.effect if isinstance(s, AddMana))
            options = "".join(s.options for s in ability.effect if isinstance(s, AddOneManaOf))
            if len(mana) == 1 and not options:
                found.append((obj.id, index, mana))
                break
            if options and not mana and len(ability.effect) == 1:
                found.append((obj.id, index, options))
                break
    return found


def plan_payment_from(
    pool: dict[str, int],
    sources: list[tuple[EntityId, int, str]],
    cost: ManaCost,
    *,
    life: int,
) -> Payment | None:
    """A way to pay ``cost`` from ``pool`` and ``sources`` (CR 601.2g-h), or None. Colored
    symbols first, Phyrexian symbols with mana when there is some and else 2 life, generic
    mana last; the pool is used before any source. Each hybrid symbol is paid with one of
    its halves (CR 107.4e): every way is tried; X counts as 0 (see ``with_x``)."""
    if cost.hybrid:
        for halves in itertools.product(*cost.hybrid):
            generic = cost.generic + 2 * halves.count("2")
            colored = (*cost.colored, *(h for h in halves if h != "2"))
            plain = ManaCost(generic, colored, cost.phyrexian)
            found = plan_payment_from(dict(pool), sources, plain, life=life)
            if found is not None:
                return found
        return None
    payment = Payment()
    left = list(sources)

    def take(symbol: str | None) -> bool:
        for mana, amount in pool.items():
            if amount and (symbol is None or mana == symbol):
                pool[mana] = amount - 1
                payment.from_pool[mana] = payment.from_pool.get(mana, 0) + 1
                return True
        for i, (source, index, mana) in enumerate(left):
            if symbol is None or symbol in mana:
                payment.tap.append((source, index, symbol or mana[0]))
                del left[i]
                return True
        return False

    for symbol in cost.colored:
        if not take(symbol):
            return None
    for symbol in cost.phyrexian:
        if not take(symbol):
            if life - payment.life < PHYREXIAN_LIFE:
                return None
            payment.life += PHYREXIAN_LIFE
    for _ in range(cost.generic):
        if not take(None):
            return None
    return payment


def plan_payment(
    state: GameState,
    player: EntityId,
    cost: ManaCost,
    *,
    extra_life: int = 0,
    exclude: EntityId | None = None,
) -> Payment | None:
    """How ``player`` can pay ``cost`` now, or None if they can't. ``extra_life`` is life the
    same cost also asks for; ``exclude`` a permanent that can't help pay (an ability's own
    source when its cost taps it, CR 107.5). Lands are tapped before creatures, and
    single-color sources before any-color ones."""
    pool = dict(state.mana.get(player, {}))
    life = state.life_of(player) - extra_life
    if cost.mana_value == 0:
        return Payment()
    sources = [s for s in mana_sources(state, player) if s[0] != exclude]
    return plan_payment_from(pool, sources, cost, life=life)


# -- timing ------------------------------------------------------------------------------------
def sorcery_timing(state: GameState, player: EntityId) -> bool:
    """CR 307.1 (and 301.1, 302.1, 303.1, 306.1, 305.1 for lands): in a main phase of the
    player's own turn, with an empty stack."""
    return (
        state.step is not None
        and state.step.is_main
        and state.active_player == player
        and not state.stack
    )


def casting_rule(obj: GameObject) -> str:
    """The rule that says when a card of this type may be cast."""
    if CardType.INSTANT in obj.types:
        return "304.1"
    for card_type, rule in (
        (CardType.SORCERY, "307.1"),
        (CardType.CREATURE, "302.1"),
        (CardType.ARTIFACT, "301.1"),
        (CardType.ENCHANTMENT, "303.1"),
        (CardType.PLANESWALKER, "306.1"),
    ):
        if card_type in obj.types:
            return rule
    return "601.2"


def can_cast_now(
    state: GameState, player: EntityId, obj: GameObject, sorcery_now: bool | None = None
) -> bool:
    """``player`` may cast ``obj`` now as far as its card type's timing goes
    (``sorcery_now``: :func:`sorcery_timing`, when the caller knows it already)."""
    if state.priority != player:
        return False
    if CardType.INSTANT in obj.types or obj.has(Keyword.FLASH):
        return True  # CR 304.1 / 117.1a; flash: CR 702.8a
    return sorcery_timing(state, player) if sorcery_now is None else sorcery_now


# -- targets -------------------------------------------------------------------------------------
def _kind_matches(state: GameState, spec: TargetSpec, entity: EntityId) -> bool:
    if isinstance(spec, SpellTarget):  # CR 115.1: a spell or ability on the stack
        return stack_target_matches(state, spec, entity)
    if entity in state.players:
        return PLAYER in spec.kinds and not state.players[entity].has_lost
    if is_card_spec(spec):  # CR 115.1: a card in a graveyard
        return card_kind_matches(state, spec, entity)
    obj = state.objects.get(entity)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return False
    return "permanent" in spec.kinds or any(t.value.lower() in spec.kinds for t in obj.types)


def _passes_filters(
    state: GameState, spec: TargetSpec, entity: EntityId, controller: EntityId, source: EntityId
) -> bool:
    """The extra conditions of a filtered target ("target attacking creature", "another
    target creature", "target creature without flying", "target nonartifact creature",
    "target creature you don't control"), read from the spec's fields when it has them."""
    obj = state.objects.get(entity)
    if getattr(spec, "another", False) and entity == source:
        return False  # CR 115.3 wording "another": not the source itself
    if getattr(spec, "not_yours", False) and state.controller_of(entity) == controller:
        return False
    if not described_passes(state, spec, entity, controller, source):
        return False  # relations and subtypes (rules/target_relations.py)
    if not that_player_passes(state, spec, entity):
        return False  # "target creature that player controls" (rules/player_targets.py)
    if obj is None:
        return not any(
            getattr(spec, name, "")
            for name in (
                "state",
                "not_type",
                "with_keyword",
                "without_keyword",
                "power",
                "mana_value",
            )
        )
    combat = state.combat
    wanted = getattr(spec, "state", "")
    attacking = combat is not None and entity in combat.attackers
    blocking = combat is not None and entity in combat.blocking
    if wanted and not {
        "attacking": attacking,
        "blocking": blocking,
        "attacking or blocking": attacking or blocking,
        "tapped": obj.tapped,
        "untapped": not obj.tapped,
    }.get(wanted, False):
        return False
    color, not_color = getattr(spec, "color", ""), getattr(spec, "not_color", "")
    if color and not has_color(obj.colors, color):
        return False
    if not_color and has_color(obj.colors, not_color):
        return False
    not_type = getattr(spec, "not_type", "")
    if not_type and any(t.value.lower() == not_type.lower() for t in obj.types):
        return False
    if not_type and is_of_kind(obj, not_type):  # "non-Dragon", "nontoken" (rules/non_kinds.py)
        return False
    and_type = getattr(spec, "and_type", "")  # "target artifact creature" (counter_keywords)
    if and_type and not any(t.value.lower() == and_type for t in obj.types):
        return False
    if getattr(spec, "named_self", False):  # CR 201.2: "named ~", the source's name
        view = state.source_view(source)  # as it last existed, if it has left (CR 608.2h)
        if view is None or obj.name != view.name:
            return False
    supertype = getattr(spec, "supertype", "")  # CR 205.4a: "target legendary creature"
    if supertype and supertype.capitalize() not in obj.supertypes:
        return False
    if getattr(spec, "lesser_power", False):  # mentor (CR 702.134a): less than the source's
        mentor = state.source_view(source)  # as it last existed, if it has left (CR 608.2h)
        if mentor is None or obj.current_power() >= mentor.current_power():
            return False
    has = getattr(spec, "with_keyword", "")
    if has and not (has in KEYWORDS and obj.has(Keyword(has))):
        return False
    lacks = getattr(spec, "without_keyword", "")
    if lacks and lacks in KEYWORDS and obj.has(Keyword(lacks)):
        return False
    mana_value = getattr(spec, "mana_value", "")
    if mana_value:  # CR 202.3: the mana value of its mana cost (a token's is 0)
        value = obj.mana_cost.mana_value if obj.mana_cost is not None else 0
        if not power_passes(value, mana_value):
            return False
    power = getattr(spec, "power", "")
    return not power or power_passes(obj.current_power(), power)


def power_passes(power: int, words: str) -> bool:
    """ "with power N or greater" / "with power N or less" (``words`` "N or greater"): a
    comparison with the object's current power (CR 208.1)."""
    number, _, comparison = words.partition(" or ")
    if comparison == "greater":
        return power >= int(number)
    if comparison == "less":
        return power <= int(number)
    raise ValueError(f"no power comparison {words!r}")


passes_filters = _passes_filters
KEYWORDS = frozenset(k.value for k in Keyword)
NO_TARGET = 0  # "up to one target" with none chosen (ids start at 1)


def has_color(colors: frozenset[str], color: str) -> bool:
    """Whether an object of ``colors`` is ``color``: a color, "colorless", "multicolored" or
    "monocolored" (CR 105.2)."""
    if ", " in color or " or " in color:  # "white or blue"; "nonwhite, nonblack": any of them
        return any(has_color(colors, c) for c in color.replace(" or ", ", ").split(", "))
    if color == "colorless":
        return not colors
    if color == "multicolored":
        return len(colors) >= 2
    if color == "monocolored":
        return len(colors) == 1
    return color in colors


def is_legal_target(
    state: GameState,
    spec: TargetSpec,
    entity: EntityId,
    controller: EntityId,
    source: EntityId = -1,
) -> bool:
    """CR 115.1 / 608.2b: ``entity`` is what ``spec`` may target, for ``controller``, from
    the spell or ability whose source is ``source``."""
    if not _kind_matches(state, spec, entity):
        return False
    if (
        spec.players is Who.OPPONENT  # "target opponent or planeswalker" (CR 115.1)
        and entity in state.players
        and entity not in state.opponents(controller)
    ):
        return False
    if shielded_player(state, entity, controller):  # CR 702.11c: "You have hexproof."
        return False
    if type(spec) is not TargetSpec and not _passes_filters(
        state, spec, entity, controller, source
    ):
        return False
    obj = state.objects.get(entity)
    if (
        obj is not None
        and obj.zone is not Zone.GRAVEYARD  # a card target (rules/card_targets.py)
        and (
            obj.has(Keyword.SHROUD)  # CR 702.18b (2011: 702.17b)
            or (obj.has(Keyword.HEXPROOF) and obj.controller != controller)  # CR 702.11b
            or protection_stops_targeting(obj, state.source_view(source))  # CR 702.16b
        )
    ):
        return False
    if spec.controller is Who.ANY:
        return True
    owner = state.controller_of(entity)
    if spec.controller is Who.YOU:
        return owner == controller
    return owner in state.opponents(controller)


def legal_targets(
    state: GameState, spec: TargetSpec, controller: EntityId, source: EntityId = -1
) -> list[EntityId]:
    candidates = [p for p in state.players]
    candidates += [o.id for o in state.objects.values() if o.zone is Zone.BATTLEFIELD]
    if isinstance(spec, SpellTarget):
        candidates = [item.id for item in state.stack]  # CR 115.1: spells and abilities
    elif is_card_spec(spec):
        candidates = graveyard_cards(state)  # CR 115.1: cards in a graveyard
    return [e for e in candidates if is_legal_target(state, spec, e, controller, source)]


def target_choices(
    state: GameState, specs: Sequence[TargetSpec], controller: EntityId, source: EntityId = -1
) -> list[tuple[EntityId, ...]]:
    """Every legal choice of targets for ``specs`` (CR 601.2c); empty if some target has no
    legal choice (then the spell can't be cast)."""
    if not specs:
        return [()]
    per_spec = [
        legal_targets(state, spec, controller, source)
        + ([NO_TARGET] if getattr(spec, "up_to_one", False) else [])
        for spec in specs
    ]
    if divided_indices(specs):  # CR 601.2d: the points of divided damage, each division once
        return divided_choices(specs, per_spec, lambda c: _distinct_where_another(specs, c))
    return [
        tuple(choice)
        for choice in itertools.product(*per_spec)
        if _distinct_where_another(specs, choice)
    ]


def _distinct_where_another(specs: Sequence[TargetSpec], chosen: Sequence[EntityId]) -> bool:
    """ "another target": not one of the ability's other targets (CR 115.3)."""
    for index, spec in enumerate(specs):
        distinct = getattr(spec, "another", False) or getattr(spec, "distinct", False)
        if distinct and chosen[index] != NO_TARGET:
            others = [c for i, c in enumerate(chosen) if i != index]
            if chosen[index] in others:
                return False
    return True


def check_targets(
    state: GameState,
    specs: Sequence[TargetSpec],
    targets: Sequence[EntityId],
    controller: EntityId,
    what: str,
    source: EntityId = -1,
) -> None:
    if len(targets) != len(specs):
        raise IllegalActionError(
            f"{what} needs {len(specs)} target(s), {len(targets)} given", rule="601.2c"
        )
    if not _distinct_where_another(specs, targets):
        raise IllegalActionError(
            f'{what}: "another target" must differ from its other targets', rule="115.3"
        )
    problem = division_problem(specs, targets)
    if problem is not None:
        raise IllegalActionError(f"{what}: damage divided among {problem}", rule=DIVIDE)
    for spec, chosen in zip(specs, targets, strict=True):
        if chosen == NO_TARGET and getattr(spec, "up_to_one", False):
            continue  # "up to one target": none chosen (CR 115.1, 601.2c)
        if not is_legal_target(state, spec, chosen, controller, source):
            raise IllegalActionError(
                f"{chosen} is not a legal target for {what} ({spec.text})", rule="601.2c"
            )
