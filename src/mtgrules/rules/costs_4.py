"""Alternative costs printed on a card (CR 118.9; 2011: 117.9) and cost increases (CR 601.2f;
2011: 601.2e).

* "You may pay 1 life and exile a blue card from your hand rather than pay this spell's mana
  cost.": a way to cast the card (``CastSpell(how="alternative cost")``). Its mana replaces the
  mana cost (CR 118.9: "{0}" when it names none; additional costs and cost increases still
  apply, CR 118.9d/601.2f); its other costs are paid like additional costs (CR 601.2h; 2011:
  601.2g): the card can be cast that way only if they can all be paid, and its caster chooses
  what to exile, sacrifice, discard or tap (:mod:`mtgrules.rules.additional_costs`).
* "If you control a Swamp, you may pay 4 life rather than ...": the condition is checked as
  the spell is cast; when it doesn't hold, the alternative cost isn't offered and a cast with
  it is refused, naming CR 118.9 (2011: 117.9), the game unchanged.
* "Noncreature spells cost {1} more to cast.", "Spells your opponents cast cost {1} more to
  cast.": a static ability of a permanent, on the battlefield, that adds to the total cost
  of the spells it names, whoever controls the permanent (CR 601.2f: increases, then
  reductions).

>>> from mtgrules.rulesets import CURRENT
>>> keyword_rule(CR2011), keyword_rule(CURRENT)
('117.9', '118.9')
"""

from __future__ import annotations

import dataclasses

from mtgrules.cards.mana import ManaCost, parse_mana_cost
from mtgrules.cards.pending import AdditionalCost
from mtgrules.effects.alternative_costs import (
    KICKED_IT,
    KICKED_SELF,
    OPTIONAL_COST,
    RATHER_THAN,
    AlternativeCost,
    CostLessByX,
    SpellsCostMore,
)
from mtgrules.rules.static_sources import permanents_with_statics
from mtgrules.rulesets import CR2011, Ruleset
from mtgrules.state import EntityId, GameObject, GameState

RULES = {  # (today's rule, the 2011 rule)
    RATHER_THAN: ("118.9", "117.9"),
    OPTIONAL_COST: ("118.8", "117.8"),  # "As an additional cost to cast ~, you may ..."
}
ALTERNATIVE = frozenset({RATHER_THAN})
"""The ways to cast of this module, among the alternative costs (CR 118.9)."""


def keyword_rule(ruleset: Ruleset, name: str = RATHER_THAN) -> str:
    today, in_2011 = RULES[name]
    return in_2011 if ruleset.name == CR2011.name else today


def alternative_cost(obj: GameObject) -> AlternativeCost | None:
    """The alternative cost printed on ``obj``, if any."""
    return next((s for s in obj.statics if isinstance(s, AlternativeCost)), None)


def problem(state: GameState, player: EntityId, obj: GameObject, how: str) -> str | None:
    """Why ``player`` can't cast ``obj`` with its printed alternative cost now: its condition
    doesn't hold ("If you control a Swamp"); None if they may, or if ``how`` is another way."""
    if how != RATHER_THAN:
        return None
    found = alternative_cost(obj)
    if found is None or found.condition is None:
        return None
    from mtgrules.cards.render_conditions import condition_words  # for the message only
    from mtgrules.rules.conditions import holds  # it imports the casting rules

    if holds(state, found.condition, player, obj.id):
        return None
    return f"{obj.name}'s alternative cost can be paid only if {condition_words(found.condition)}"


def paid_in_words(obj: GameObject, chosen: tuple[str, ...]) -> tuple[AdditionalCost, ...]:
    """The costs of ``obj``'s alternative cost that are not mana, when its caster chose it
    (``chosen``: the alternative and additional costs named), each to pay like an additional
    cost (CR 601.2h)."""
    found = alternative_cost(obj)
    if found is None or RATHER_THAN not in chosen:
        return ()
    return tuple(AdditionalCost(cost=part) for part in found.in_words)


def _of_kind(static: SpellsCostMore, spell: GameObject) -> bool:
    types = {t.value.lower() for t in spell.types}
    if static.kinds and not types & static.kinds:
        return False
    if static.non and static.non in types:
        return False
    return not static.color or static.color in spell.colors


def _applies(state: GameState, static: SpellsCostMore, owner: EntityId, caster: EntityId) -> bool:
    if static.whose == "you":
        return caster == owner
    if static.whose == "your opponents":
        return caster in state.opponents(owner)
    return True


def increased(state: GameState, player: EntityId, spell: GameObject, cost: ManaCost) -> ManaCost:
    """``cost`` with the increases of the permanents on the battlefield that apply to
    ``spell`` cast by ``player`` (CR 601.2f: "Noncreature spells cost {1} more to cast."),
    then less the spell's own reductions by X ("This spell costs {X} less to cast, where X
    is ...": generic mana only, never below zero, CR 118.7d)."""
    from mtgrules.resolution_counts import count  # it imports the casting rules

    less = sum(
        max(count(state, s.per, player), 0) for s in spell.statics if isinstance(s, CostLessByX)
    )
    for obj in permanents_with_statics(state):
        for static in obj.statics:
            if (
                isinstance(static, SpellsCostMore)
                and _of_kind(static, spell)
                and _applies(state, static, obj.controller, player)
            ):
                more = parse_mana_cost(static.mana)
                cost = ManaCost(
                    cost.generic + more.generic,
                    (*cost.colored, *more.colored),
                    (*cost.phyrexian, *more.phyrexian),
                    cost.x + more.x,
                    (*cost.hybrid, *more.hybrid),
                )
    return dataclasses.replace(cost, generic=max(cost.generic - less, 0)) if less else cost


KICKS = frozenset({KICKED_IT, KICKED_SELF})
"""The ``Counted`` nouns of "for each time it was kicked"."""


def times_kicked(state: GameState, source: EntityId | None) -> int:
    """How many times the spell ``source``, or the permanent it became, was kicked: each
    multikicker payment and each kicker cost paid (CR 702.33c: a multikicker cost is a kicker
    cost; CR 702.33d)."""
    marks = state.cast_with.get(source, ()) if source is not None else ()
    return sum(1 for m in marks if m == "multikicker" or m == "kicker" or m.startswith("kicker {"))


__all__ = [
    "ALTERNATIVE",
    "KICKS",
    "RULES",
    "alternative_cost",
    "increased",
    "keyword_rule",
    "paid_in_words",
    "problem",
    "times_kicked",
]
