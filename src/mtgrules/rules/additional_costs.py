"""Mandatory additional costs to cast a spell (CR 601.2b, 601.2f-h; CR 118.8, 2011: 117.8):
"As an additional cost to cast this spell, sacrifice a creature / sacrifice an artifact or
creature / discard a card / discard a card at random / pay 3 life / pay X life."

They are part of the total cost (CR 601.2f; 2011: 601.2e): the spell can be cast only if all
of it can be paid (CR 601.2h; 2011: 601.2g), and its caster chooses what to sacrifice or
discard while paying (a ``sacrifice`` or ``discard`` decision, the activation costs'
machinery of :mod:`mtgrules.rules.costs`). The value of X in "pay X life" is announced as
the spell is cast (CR 601.2b, 107.3; a decision of kind ``X``): 0 up to its caster's life
total (CR 119.4; 2011: 118.4).

"The sacrificed creature's power" is the power the creature last had on the battlefield
(CR 608.2h, last known information): it is known once the cost is paid, so the spell's
amounts are fixed then.

>>> parse_additional("sacrifice an artifact or creature")
('extra', 'Sacrifice an artifact or creature')
>>> parse_additional("pay X life"), parse_additional("pay 2 life")
(('life', 'X'), ('life', '2'))
>>> parse_alternatives("discard a card or pay {5}")
(('extra', 'Discard a card'), ('mana', '{5}'))
>>> parse_additional("sacrifice all creatures you control") is None
True
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Callable
from typing import TYPE_CHECKING

from mtgrules.cards.mana import ManaCost, parse_mana_cost
from mtgrules.cards.pending import AdditionalCost
from mtgrules.choices import Decision
from mtgrules.effects.instructions import (
    ChangeVariableLife,
    DealDamage,
    DealVariableDamage,
    GainLife,
    IfYouDo,
    Instruction,
    LoseLife,
)
from mtgrules.errors import RulesError
from mtgrules.events import Event, ZoneChanged
from mtgrules.objects import Zone
from mtgrules.rules import costs
from mtgrules.rules.described_costs import EXILE_FROM_HAND, TAP_UNTAPPED
from mtgrules.rules.transform import mana_value
from mtgrules.rules.x_costs import X, fix_x
from mtgrules.state import EntityId, GameObject, GameState

if TYPE_CHECKING:
    from mtgrules.game import GameActions as Game
    from mtgrules.rulesets import Ruleset

ANNOUNCE = "601.2b"  # X and the additional costs are announced (both editions)
LIFE = "life"
EXTRA = "extra"
MANA = "mana"
CHOOSE_COST = "additional cost"
_VERBS = frozenset({"pay", "sacrifice", "discard"})
_PAID = frozenset({costs.SACRIFICE, costs.DISCARD, costs.DISCARD_RANDOM})
_PAID |= {TAP_UNTAPPED, EXILE_FROM_HAND}  # alternative costs (rules/costs_4.py, CR 118.9)

Alternative = tuple[str, str]
"""One way to pay an additional cost: ("life", "3"), ("mana", "{5}"), ("extra", text)."""
Plan = tuple[Alternative, ...]
"""The way each additional cost of a spell is paid."""

SACRIFICED = {
    "the sacrificed creature's power": "power",
    "the sacrificed creature's toughness": "toughness",
    **{  # CR 202.3: "the sacrificed artifact's mana value" (its last known mana value)
        f"the sacrificed {kind}'s mana value": "mana value"
        for kind in ("creature", "artifact", "permanent")
    },
}
"""Amounts that name what was sacrificed to cast the spell (CR 608.2h)."""


def _one(cost: str) -> Alternative | None:
    words = cost.split()
    if len(words) == 3 and words[0] == "pay" and words[2] == LIFE:
        amount = words[1]
        if amount == X or amount.isdigit():
            return (LIFE, amount)
        return None
    if len(words) == 2 and words[0] == "pay" and words[1].startswith("{"):
        try:
            parse_mana_cost(words[1])
        except RulesError:
            return None
        return (MANA, words[1])
    text = cost[:1].upper() + cost[1:]
    spec = costs.parse_extra_cost(text)
    if spec is None or spec.action not in _PAID:
        return None
    return (EXTRA, text)


def parse_alternatives(cost: str) -> tuple[Alternative, ...] | None:
    """The ways to pay the additional cost ``cost`` (as printed after "As an additional cost
    to cast ~,"): one, or several joined by "or" ("discard a card or pay {5}"); each
    ``("life", amount)``, ``("mana", "{5}")`` or ``("extra", text)`` for
    :mod:`mtgrules.rules.costs`. None if the engine pays no cost of some kind of it."""
    parts: list[str] = []
    for piece in cost.split(" or "):
        if parts and piece.split()[0] not in _VERBS:
            parts[-1] += f" or {piece}"  # "sacrifice an artifact or creature": one cost
        else:
            parts.append(piece)
    found = tuple(_one(part) for part in parts)
    if any(a is None for a in found):
        return None
    return tuple(a for a in found if a is not None)


def parse_additional(cost: str) -> Alternative | None:
    """The one way to pay ``cost``, or None (several ways, or one the engine doesn't pay)."""
    found = parse_alternatives(cost)
    return found[0] if found is not None and len(found) == 1 else None


def additional_costs(obj: GameObject) -> list[AdditionalCost]:
    """The additional costs printed on the card ``obj``."""
    return [s for s in obj.statics if isinstance(s, AdditionalCost)]


def pays_life_x(obj: GameObject) -> bool:
    """``obj``'s additional cost is "pay X life" (X is announced as it is cast)."""
    return any(parse_additional(c.cost) == (LIFE, X) for c in additional_costs(obj))


def plan_mana(plan: Plan) -> ManaCost | None:
    """The mana the chosen ways to pay add to the total cost (CR 601.2f), or None."""
    found = [parse_mana_cost(value) for kind, value in plan if kind == MANA]
    if not found:
        return None
    total = found[0]
    for more in found[1:]:
        total = dataclasses.replace(total, generic=total.generic + more.generic)
    return total


def _problem(
    state: GameState, player: EntityId, obj: GameObject, plan: Plan, rule: str, x: int
) -> tuple[str, str] | None:
    life = sum(x if value == X else int(value) for kind, value in plan if kind == LIFE)
    if life and state.life_of(player) < life:  # CR 119.4: only with that much life
        return (f"can't pay {life} life for {obj.name}", rule)
    texts = [value for kind, value in plan if kind == EXTRA]
    if not texts:
        return None
    payer = dataclasses.replace(obj, controller=player)
    return costs.cost_problem(state, payer, texts, sacrifices_self=False, rule=rule)


def plans(
    state: GameState,
    player: EntityId,
    obj: GameObject,
    rule: str,
    fits: Callable[[ManaCost | None], bool],
    *,
    x: int = 0,
) -> tuple[list[Plan], tuple[str, str] | None]:
    """Every choice of ways to pay ``obj``'s additional costs that ``player`` can pay now
    (``fits``: the total mana cost with the mana they add can be paid), and why none can
    (reason, rule) when the list is empty (``rule``: CR 601.2h / 2011 601.2g)."""
    each: list[tuple[Alternative, ...]] = []
    for cost in additional_costs(obj):
        found = parse_alternatives(cost.cost)
        if found is None:
            return [], (f"the engine doesn't pay the additional cost {cost.cost!r}", ANNOUNCE)
        each.append(found)
    ok: list[Plan] = []
    why: tuple[str, str] | None = None
    for plan in itertools.product(*each):
        problem = _problem(state, player, obj, plan, rule, x)
        if problem is None and not fits(plan_mana(plan)):
            problem = (f"can't pay the mana of {obj.name}'s costs", rule)
        if problem is None:
            ok.append(plan)
        elif why is None:
            why = problem
    return ok, why


def choose_plan(game: Game, player: EntityId, obj: GameObject, payable: list[Plan]) -> Plan:
    """CR 601.2b: the player announces how they pay additional costs with a choice ("discard
    a card or pay {5}"): a decision of kind ``additional cost`` when there is one."""
    if len(payable) == 1 or game._chooser is None:
        return payable[0]
    answer = game._chooser.ask(
        Decision(
            kind=CHOOSE_COST,
            player=player,
            options=tuple(payable),
            labels=tuple(" and ".join(value.lower() for _, value in plan) for plan in payable),
            prompt=f"how to pay the additional cost of {obj.name}",
            rule=ANNOUNCE,
        )
    )
    assert isinstance(answer, tuple)
    return answer


def choose_life_x(game: Game, player: EntityId, obj: GameObject) -> int | None:
    """The value of X announced for "pay X life" (CR 601.2b): 0 up to ``player``'s life
    total, a decision of kind ``X``; None if ``obj`` has no such cost."""
    if not pays_life_x(obj):
        return None
    options = tuple(range(max(game.state.life_of(player), 0) + 1))
    if len(options) == 1 or game._chooser is None:
        return options[0]
    answer = game._chooser.ask(
        Decision(
            kind=X,
            player=player,
            options=options,
            prompt=f"the value of X for {obj.name} (the life paid as its additional cost)",
            rule=ANNOUNCE,
        )
    )
    assert isinstance(answer, int)
    return answer


def pay(game: Game, player: EntityId, obj: GameObject, plan: Plan, *, x: int = 0) -> list[Event]:
    """Pay the chosen additional costs of casting ``obj`` but their mana (CR 601.2h / 2011
    601.2g): the life, then what its caster chooses to sacrifice or discard. The events are
    applied."""
    events: list[Event] = []
    life = sum(x if value == X else int(value) for kind, value in plan if kind == LIFE)
    if life:
        events.extend(game.pay_life(player, life))
    texts = [value for kind, value in plan if kind == EXTRA]
    if texts:
        payer = dataclasses.replace(obj, controller=player)
        events.extend(
            costs.pay_extra_costs(
                game, player, payer, texts, sacrifices_self=False, purpose=f"cast {obj.name}"
            )
        )
    return events


def sacrificed(events: list[Event]) -> list[EntityId]:
    """The permanents sacrificed among ``events`` (their ids on the battlefield)."""
    return [
        e.object
        for e in events
        if isinstance(e, ZoneChanged)
        and e.origin is Zone.BATTLEFIELD
        and e.destination is Zone.GRAVEYARD
    ]


def fix_sacrificed(
    state: GameState,
    effect: tuple[Instruction, ...],
    gone: list[EntityId],
    ruleset: Ruleset | None = None,
) -> tuple[Instruction, ...]:
    """``effect`` with "the sacrificed creature's power / toughness / mana value" replaced by
    the number: the permanent as it last existed on the battlefield (CR 608.2h); 0 if none
    was. ``ruleset``: for the mana value of a transformed permanent (CR 202.3b)."""

    def value(name: str) -> int:
        view = state.source_view(gone[0]) if gone else None
        if view is None:
            return 0
        what = SACRIFICED[name]
        if what == "mana value":
            assert ruleset is not None, "a mana value needs the ruleset"
            return mana_value(view, ruleset)
        return max(view.current_power() if what == "power" else view.current_toughness(), 0)

    fixed: list[Instruction] = []
    for step in effect:
        if isinstance(step, DealVariableDamage) and step.amount in SACRIFICED:
            amount = value(step.amount)
            fixed.append(
                DealDamage(amount=amount, to=step.to, source=step.source, joined=step.joined)
            )
        elif isinstance(step, ChangeVariableLife) and step.amount in SACRIFICED:
            kind = GainLife if step.gain else LoseLife
            fixed.append(kind(amount=value(step.amount), who=step.who))
        elif isinstance(step, IfYouDo):
            fixed.append(IfYouDo(then=fix_sacrificed(state, step.then, gone, ruleset)))
        else:
            fixed.append(step)
    return tuple(fixed)


def fix_stack(
    state: GameState, spell: EntityId, gone: list[EntityId], ruleset: Ruleset | None = None
) -> None:
    """Fix the amounts of the spell ``spell`` on the stack that name what was sacrificed to
    cast it (``gone``), once its costs are paid."""
    for index, item in enumerate(state.stack):
        if item.id == spell:
            effect = fix_sacrificed(state, item.effect, gone, ruleset)
            state.stack[index] = dataclasses.replace(item, effect=effect)


def with_x(effect: tuple[Instruction, ...], x: int | None) -> tuple[Instruction, ...]:
    """``effect`` with X fixed when X was announced for "pay X life" (CR 107.3a)."""
    return effect if x is None else fix_x(effect, x)


__all__ = [
    "SACRIFICED",
    "additional_costs",
    "choose_life_x",
    "choose_plan",
    "fix_sacrificed",
    "fix_stack",
    "parse_additional",
    "parse_alternatives",
    "pay",
    "pays_life_x",
    "plan_mana",
    "plans",
    "sacrificed",
    "with_x",
]
