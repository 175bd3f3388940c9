"""Amounts counted as an instruction is carried out: "for each [thing]" and "equal to the
number of [things]" (CR 608.2h today, 608.2g in 2011: information the effect needs from the
game is determined once, as the effect is applied), and groups with conditions ("each
creature without flying").

A counted instruction is one instruction with its amount multiplied: "~ deals 1 damage to
target player for each creature you control" with three creatures is one event of 3 damage,
not three events of 1 (the damage is dealt at once, CR 120.1).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any, cast

from mtgrules.cards.devotion_amounts import DEVOTION
from mtgrules.cards.mana import ManaCost, parse_mana_cost
from mtgrules.cards.pending import Counted, FilteredEach
from mtgrules.cards.render_amounts_2 import THAT_MANY, is_amount_2
from mtgrules.cards.render_amounts_3 import is_amount_3
from mtgrules.effects.chosen_values import PLACEHOLDERS
from mtgrules.effects.commander import EXPERIENCE
from mtgrules.effects.instructions import (
    YOU,
    CreateToken,
    DealDamage,
    Discard,
    DrawCards,
    ForEach,
    GainLife,
    GetEnergy,
    GivePoison,
    Instruction,
    LoseLife,
    Mill,
    ModifyPowerToughness,
    PutCounters,
    Unless,
)
from mtgrules.objects import CardType, Keyword, Zone
from mtgrules.resolution_amounts_2 import count_2, countable_2
from mtgrules.resolution_amounts_3 import count_3, countable_3, object_value
from mtgrules.resolution_counter_counts import count_counters, counters_countable, has_counter
from mtgrules.resolution_poison import counts_poison, opponents_poison
from mtgrules.rules.attached_counts import ATTACHED_TO_IT, attached_count
from mtgrules.rules.attached_counts import NOUNS as ATTACHED_NOUNS
from mtgrules.rules.casting import has_color, passes_filters, power_passes
from mtgrules.rules.costs_4 import KICKS, times_kicked
from mtgrules.rules.devotion import devotion
from mtgrules.rules.speed import SPEED, speed_of
from mtgrules.state import EntityId, GameObject, GameState

if TYPE_CHECKING:
    from mtgrules.events import Event
    from mtgrules.resolution import Context, Resolution

COUNTABLE: tuple[type, ...] = (
    DealDamage,
    GainLife,
    LoseLife,
    DrawCards,
    PutCounters,
    CreateToken,
    Mill,
    Discard,
    GivePoison,
    ModifyPowerToughness,
    GetEnergy,  # "you get {E} for each creature you control" (CR 122.1)
    Unless,  # "unless you pay {1} for each card in your hand" (CR 118.12)
)
"""Instructions whose amount "for each" multiplies."""

CONTROLLERS = frozenset(
    {"", "you control", "an opponent controls", "you don't control", "on the battlefield"}
    | {"they control"}  # each player counts their own (carry_out_for_each)
    | {"your opponents control"}  # every opponent's (render_amounts_3.OPPONENTS_CONTROL)
)
ZONES = {
    "your hand": Zone.HAND,
    "your graveyard": Zone.GRAVEYARD,
    "all graveyards": Zone.GRAVEYARD,
    **dict.fromkeys(("that player's hand", "their hand"), Zone.HAND),
    "their graveyard": Zone.GRAVEYARD,
}
PLAYER_ZONES = frozenset({"that player's hand", "their hand", "their graveyard"})
"""Zones of the player an instruction acts on: counted for each such player in turn."""
NAMED_SELF = "card named ~"
NAMED = " named ~"
_KEYWORDS = frozenset(k.value for k in Keyword)
_STATES = frozenset({"attacking", "blocking", "tapped", "untapped"})
_SUPERTYPES = frozenset({"basic", "legendary", "snow"})
_COLORS = frozenset(
    {"white", "blue", "black", "red", "green", "colorless", "multicolored", "monocolored"}
)


def countable(per: object) -> str | None:
    """Why the engine can't count ``per``, or None if it can."""
    if not isinstance(per, Counted):
        return "not a count"
    if is_amount_2(per):  # "the greatest power among ...", "colors of mana spent"
        return countable_2(per)
    if is_amount_3(per):  # "your life total", domain (resolution_amounts_3.py)
        return countable_3(per)
    if per.on:  # "doom counters on it" (resolution_counter_counts.py)
        return counters_countable(per)
    if per.controller == ATTACHED_TO_IT:  # rules/attached_counts.py (CR 611.3a)
        return None if per.noun in ATTACHED_NOUNS and not per.zone else "things attached"
    if counts_poison(per):  # "poison counter your opponents have" (CR 122.1f)
        return None
    if per.noun in ("opponent", DEVOTION, SPEED):  # DEVOTION: CR 700.5; SPEED: 702.179
        return None
    if per.noun == EXPERIENCE and per.controller == "you have":  # CR 122.1
        return None
    if per.controller not in CONTROLLERS:
        return f"things {per.controller}"
    if per.zone and per.zone not in ZONES:
        return f"cards in {per.zone}"
    for keyword in (per.with_keyword, per.without_keyword):
        if keyword and keyword not in _KEYWORDS:
            return f"things with(out) {keyword}"
    adjective = per.adjective
    if adjective and not (
        adjective in _STATES
        or adjective in _COLORS
        or PLACEHOLDERS.get(adjective) == "color"  # "of that color", once chosen (CR 608.2d)
        or adjective in _SUPERTYPES
        or adjective.startswith("non")
    ):
        return f"{adjective} things"
    return None


def count(
    state: GameState, per: Counted, controller: EntityId, source: EntityId | None = None
) -> int:
    """How many of ``per`` there are now, for the player ``controller`` ("you"); "other"
    things are those but the ability's ``source`` (CR 109.1). "2 plus" / "minus 4" / "4
    minus" the number: the result, 0 if it would be less (CR 107.1b)."""
    found = _count(state, per, controller, source)
    if per.offset or per.subtracted:
        found = per.offset - found if per.subtracted else per.offset + found
    return max(found, 0)


def _count(state: GameState, per: Counted, controller: EntityId, source: EntityId | None) -> int:
    if is_amount_2(per):  # resolution_amounts_2.py
        return count_2(state, per, controller, source)
    if is_amount_3(per):  # resolution_amounts_3.py
        return count_3(state, per, controller, source)
    if per.on:  # "the number of doom counters on it" (CR 122.1)
        return count_counters(state, per, source)
    if per.controller == ATTACHED_TO_IT:  # "for each Equipment attached to it"
        return attached_count(state, per.noun, source)
    if counts_poison(per):  # "for each poison counter your opponents have" (CR 122.1f)
        return opponents_poison(state, controller)
    if per.noun == DEVOTION:  # CR 700.5: the mana symbols among your permanents' costs
        return devotion(state, controller, per.adjective)
    if per.noun == SPEED:  # CR 702.179: "your speed" (0 with none)
        return speed_of(state, controller)
    if per.noun in KICKS:  # CR 702.33c: "for each time it was kicked" (rules/costs_4.py)
        return times_kicked(state, source)
    if per.noun == EXPERIENCE:  # "for each experience counter you have" (CR 122.1)
        return state.experience.get(controller, 0)
    if per.noun == "opponent":
        return sum(1 for p in state.opponents(controller) if not state.players[p].has_lost)
    zone = ZONES.get(per.zone, Zone.BATTLEFIELD)
    noun = per.noun.removesuffix(" card")
    found = 0
    for obj in state.objects.values():
        if obj.zone is not zone:
            continue
        owned = obj.owner == controller or per.zone == "all graveyards"
        if zone is not Zone.BATTLEFIELD and not owned:
            continue
        if per.other and obj.id == source:
            continue
        if zone is Zone.BATTLEFIELD and not _controlled(state, obj, per.controller, controller):
            continue
        if per.power and not power_passes(obj.current_power(), per.power):
            continue
        if per.with_keyword and not _has(obj, per.with_keyword):
            continue
        if per.without_keyword and _has(obj, per.without_keyword):
            continue
        if per.with_counter and not has_counter(obj, per.with_counter):
            continue  # "with a +1/+1 counter on it" (CR 122.1)
        if per.noun.endswith(NAMED):  # CR 201.2: the same name as the ability's source
            view = state.source_view(source) if source is not None else None
            kind = per.noun.removesuffix(NAMED)  # "card", "creature" (cards/named_groups.py)
            found += view is not None and obj.name == view.name and _is(obj, kind)
        elif _is(obj, noun) and _adjective(state, obj, per.adjective):
            found += 1
    return found


def is_counted(state: GameState, per: Counted, obj: GameObject) -> bool:
    """Whether ``obj`` is one of ``per`` by what it is (its type or subtype, adjective and
    power), wherever it is and whoever controls it."""
    if per.power and not power_passes(obj.current_power(), per.power):
        return False
    if per.with_counter and not has_counter(obj, per.with_counter):
        return False
    return _is(obj, per.noun.removesuffix(" card")) and _adjective(state, obj, per.adjective)


def _has(obj: GameObject, keyword: str) -> bool:
    """The object has the keyword ability now (CR 702)."""
    return keyword in _KEYWORDS and obj.has(Keyword(keyword))


def _controlled(state: GameState, obj: GameObject, phrase: str, you: EntityId) -> bool:
    if phrase == "you control":
        return obj.controller == you
    if phrase in ("an opponent controls", "your opponents control"):
        return obj.controller in state.opponents(you)
    if phrase == "you don't control":
        return obj.controller != you
    if phrase == "they control":  # counted for each player in turn (carry_out_for_each)
        return obj.controller == you
    return True


def _is(obj: GameObject, noun: str) -> bool:
    """A card type ("creature"), "permanent", "token", "card", or a subtype ("Mountain")."""
    word = noun.lower()
    if word in ("instant and sorcery", "instant and/or sorcery"):  # either type
        return _is(obj, "instant") or _is(obj, "sorcery")
    if word in ("permanent", "card"):
        return True
    if word == "token":
        return obj.token
    if word in {t.value.lower() for t in CardType}:
        return any(t.value.lower() == word for t in obj.types)
    return noun in obj.subtypes


def is_adjective(state: GameState, obj: GameObject, adjective: str) -> bool:
    """Whether ``obj`` is what all the words of ``adjective`` say ("attacking non-Human",
    "unblocked attacking", "legendary", "tapped"): a group of a static ability is checked
    continuously (CR 611.3a). "Unblocked": an attacking creature after blockers are declared
    that no creature blocks (CR 509.1h, 506.4)."""
    if adjective.startswith("unblocked "):
        combat = state.combat
        if combat is None or not combat.blockers_declared or obj.id in combat.blocked:
            return False
        adjective = adjective.removeprefix("unblocked ")
    return all(_adjective(state, obj, word) for word in adjective.split())


def _adjective(state: GameState, obj: GameObject, adjective: str) -> bool:
    if not adjective:
        return True
    if adjective in _SUPERTYPES:  # "legendary permanents" (CR 205.4a)
        return adjective.capitalize() in obj.supertypes
    combat = state.combat
    if adjective == "attacking":
        return combat is not None and obj.id in combat.attackers
    if adjective == "blocking":
        return combat is not None and obj.id in combat.blocking
    if adjective in ("tapped", "untapped"):
        return obj.tapped == (adjective == "tapped")
    if adjective in ("commander", "noncommander"):  # CR 903.3 (rules/commander.py)
        from mtgrules.rules.commander import is_commander

        return is_commander(state, obj.id) == (adjective == "commander")
    if adjective in _COLORS:
        return has_color(obj.colors, adjective)
    other = adjective.removeprefix("non").removeprefix("-")
    if other in _COLORS:
        return not has_color(obj.colors, other)
    if other in _SUPERTYPES:  # "nonbasic lands" (CR 205.4a: basic is a supertype)
        return other.capitalize() not in obj.supertypes
    return not _is(obj, other)


def scaled(step: Instruction, times: int) -> Instruction:
    """``step`` with its amount multiplied by ``times``."""
    if isinstance(step, DealDamage | GainLife | LoseLife):
        return dataclasses.replace(step, amount=step.amount * times)
    if isinstance(step, ModifyPowerToughness):
        return dataclasses.replace(step, power=step.power * times, toughness=step.toughness * times)
    if isinstance(step, Unless):  # the cost, that many times ({0} for none: CR 118.5)
        mana = parse_mana_cost(step.mana) if step.mana else None
        return dataclasses.replace(
            step,
            mana="" if mana is None else str(_times(mana, times)),
            life=step.life * times,
            discard=step.discard * times,
        )
    assert isinstance(
        step, DrawCards | PutCounters | CreateToken | Mill | Discard | GivePoison | GetEnergy
    ), f"no amount to count in {step!r}"
    return dataclasses.replace(step, count=step.count * times)


def carry_out_for_each(game: Resolution, step: ForEach, ctx: Context) -> list[Event]:
    """CR 608.2h (2011: 608.2g): count once, as the instruction is carried out, then carry
    it out once with its amount multiplied (nothing happens for a count of 0)."""
    assert isinstance(step.per, Counted)
    if step.per.controller == "they control":
        return _for_each_player(game, step, ctx)
    if step.per.zone in PLAYER_ZONES:
        return _for_player_acted_on(game, step, ctx)
    times = count(game.state, step.per, ctx.controller, ctx.source)
    if (value := object_value(game, step.per, ctx)) is not None:  # "where X is its power"
        times = value
    if step.per.noun == THAT_MANY:  # the trigger event's amount (CR 603.2)
        times = ctx.that_amount or 0
    if times <= 0 and not isinstance(step.step, Unless):
        return []
    return game._carry_out_one(scaled(step.step, max(times, 0)), ctx)


def _times(mana: ManaCost, times: int) -> ManaCost:
    """A mana cost paid ``times`` times over, as one cost."""
    return dataclasses.replace(
        mana,
        generic=mana.generic * times,
        colored=mana.colored * times,
        phyrexian=mana.phyrexian * times,
        hybrid=mana.hybrid * times,
        x=mana.x * times,
    )


def _for_each_player(game: Resolution, step: ForEach, ctx: Context) -> list[Event]:
    """ "Each player loses 1 life for each creature they control.": each player's amount
    counts what that player controls (CR 608.2h), in turn order from the active player."""
    assert isinstance(step.per, Counted)
    inner = step.step
    events: list[Event] = []
    for player in game._refs(getattr(inner, "who", YOU), ctx):
        times = count(game.state, step.per, player, ctx.source)
        if times > 0 and player in game.state.players:
            one: Instruction = dataclasses.replace(cast(Any, inner), who=player)
            events.extend(game._carry_out_one(scaled(one, times), ctx))
    return events


def _for_player_acted_on(game: Resolution, step: ForEach, ctx: Context) -> list[Event]:
    """ "~ deals damage to target player equal to the number of cards in that player's hand",
    "~ deals X damage to that player, where X is the number of cards in their hand minus 4":
    each player the instruction acts on counts the cards in their own hand (CR 608.2h)."""
    assert isinstance(step.per, Counted)
    inner = step.step
    field = "to" if isinstance(inner, DealDamage) else "who"
    events: list[Event] = []
    for player in game._refs(getattr(inner, field, YOU), ctx):
        times = count(game.state, step.per, player, ctx.source)
        if times > 0 and player in game.state.players:
            one: Instruction = dataclasses.replace(cast(Any, inner), **{field: player})
            events.extend(game._carry_out_one(scaled(one, times), ctx))
    return events


def filtered(
    state: GameState, each: FilteredEach, entity: EntityId, controller: EntityId, source: EntityId
) -> bool:
    """Whether ``entity`` passes the conditions of "each [attacking / tapped / nonblack]
    creature [with / without flying]", like those of a filtered target (CR 115.1)."""
    if entity in state.players:  # "each other player": every player but the controller
        return not (each.another and entity == controller)
    return passes_filters(state, each, entity, controller, source)  # type: ignore[arg-type]


__all__ = [
    "COUNTABLE",
    "carry_out_for_each",
    "count",
    "countable",
    "filtered",
    "is_adjective",
    "is_counted",
    "scaled",
]
