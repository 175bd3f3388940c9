"""Continuous effects from the static abilities of permanents (CR 604, 611.3, 613).

A static ability's effect applies for as long as its source is on the battlefield (and its
condition holds: "as long as ...", "during your turn"), to whatever it currently describes
(CR 611.3a: "Creatures you control get +1/+1" affects a creature the moment it comes under
your control). Effects apply in layers (CR 613.1): abilities in layer 6, characteristic-
defining power/toughness in layer 7a (CR 604.3), modifications in layer 7c; within a layer
in timestamp order (CR 613.7).

The results are kept on the affected objects as :class:`~mtgrules.state.Modifier` records
whose effect id is the static ability's negative id (the scheme of Auras and Equipment,
:mod:`mtgrules.rules.attachments`, whose modifiers are recomputed here too), so reading
power, toughness and abilities costs nothing extra. :func:`refresh` recomputes them after
each commit, because any change to the game (a permanent entering, a life total, the turn,
tapping) may change what applies; a game without such abilities pays one check.

A characteristic-defining ability (CR 604.3) is applied only on the battlefield here;
a card's power in other zones is read nowhere by the engine.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Iterator

from mtgrules.cards.mana import ManaCost, parse_mana_cost
from mtgrules.cards.model import Restriction
from mtgrules.cards.pending import (
    AttachedGets,
    CombatRule,
    ConditionalKeywords,
    ConditionalStatic,
    CostReduction,
    CountedPowerToughness,
    EntersWithCounters,
    GroupHas,
    GroupLoses,
)
from mtgrules.counter_kinds import keyword_counter
from mtgrules.effects.base import Who
from mtgrules.effects.spell_costs import ConditionalCostReduction
from mtgrules.objects import Keyword, Zone
from mtgrules.resolution_counts import count, countable, is_adjective
from mtgrules.rules import costs_4, not_a_creature, spell_cost_groups, spell_cost_reductions
from mtgrules.rules.attachments import modifiers_from
from mtgrules.rules.block_requirements import MUST_BE_BLOCKED
from mtgrules.rules.blocking_limits import power_limit
from mtgrules.rules.casting import has_color
from mtgrules.rules.classes import refresh_classes
from mtgrules.rules.combat_rules_4 import WHERE_X, is_rule
from mtgrules.rules.conditions import condition_problem
from mtgrules.rules.conditions import holds as condition_holds
from mtgrules.rules.effects_in_force import static_effect_id
from mtgrules.rules.entering_choices import resolve
from mtgrules.rules.granting import quoted_modifiers, watch_granted
from mtgrules.rules.group_qualifiers import qualifies
from mtgrules.rules.lesser_power_blocks import LESSER_POWER
from mtgrules.rules.levelers import refresh_levels
from mtgrules.state import EntityId, GameObject, GameState, Modifier

LAYERED: tuple[type, ...] = (
    GroupHas,
    ConditionalStatic,
    ConditionalKeywords,
    CountedPowerToughness,
    CombatRule,
    GroupLoses,
)
"""Static abilities that change characteristics or combat rules of permanents (layers)."""

COMBAT_RESTRICTIONS: dict[str, Restriction] = {
    "can't be blocked": Restriction.CANT_BE_BLOCKED,  # CR 509.1b
    "doesn't untap during your untap step": Restriction.DOESNT_UNTAP,  # CR 502.3
    "attacks each combat if able": Restriction.ATTACKS_EACH_COMBAT,  # CR 508.1d
    "may assign its combat damage as though it weren't blocked": (
        Restriction.ASSIGNS_AS_THOUGH_UNBLOCKED  # CR 510.1b-c
    ),
}
"""The combat rules of :class:`CombatRule` the engine applies, as restrictions."""

MODIFYING = ("gets", WHERE_X)
""":class:`CountedPowerToughness` forms that modify power and toughness (layer 7c): "~ gets
+1/+0 for each ...", "~ gets -X/-X, where X is your life total."; the others define them."""


# -- what the engine implements (for cards/support.py) ------------------------------------------
def static_problem(effect: object) -> str | None:
    """Why the engine can't apply the static ``effect`` (a name for the coverage report), or
    None when it can."""
    if isinstance(effect, ConditionalStatic):
        problem = condition_problem(effect.condition)  # rules/conditions.py
        return None if problem is None else f"ConditionalStatic ({problem})"
    if isinstance(effect, GroupHas) and effect.condition is not None:
        problem = condition_problem(effect.condition)  # rules/conditions.py
        return None if problem is None else f"GroupHas ({problem})"
    if isinstance(effect, AttachedGets) and effect.per is not None:
        problem = countable(effect.per)  # "for each Swamp you control"
        if problem is not None:
            return f"AttachedGets ({problem})"
    for rule in effect.rules if isinstance(effect, AttachedGets) else ():
        if not is_rule(rule):  # rules/combat_rules_4.py (CR 510.1a, 509.1b)
            return f"AttachedGets ({rule})"
    if isinstance(effect, AttachedGets) and effect.condition is not None:
        problem = condition_problem(effect.condition)  # "as long as ..." (CR 611.3a)
        return None if problem is None else f"AttachedGets ({problem})"
    if isinstance(effect, CountedPowerToughness):
        problem = countable(effect.per)
        return None if problem is None else f"CountedPowerToughness ({problem})"
    if isinstance(effect, CombatRule):
        if effect.rule in COMBAT_RESTRICTIONS or power_limit(effect.rule) is not None:
            return None
        if effect.rule == LESSER_POWER:  # rules/lesser_power_blocks.py (CR 509.1b)
            return None
        if effect.rule == MUST_BE_BLOCKED:  # a requirement (rules/block_requirements.py)
            return None
        if is_rule(effect.rule):  # rules/combat_rules_4.py (CR 510.1a, 509.1b)
            return None
        return f"CombatRule ({effect.rule})"
    if isinstance(effect, ConditionalKeywords):
        if effect.condition == "during your turn":
            return None
        return f"ConditionalKeywords ({effect.condition})"
    if isinstance(effect, EntersWithCounters):  # with X or counted: rules/x_counters.py
        problem = countable(effect.per) if effect.per is not None else None
        return None if problem is None else f"EntersWithCounters ({problem})"
    if isinstance(effect, CostReduction):
        problem = countable(effect.per)
        if problem is None and parse_mana_cost(effect.mana).hybrid:
            problem = "hybrid mana"
        return None if problem is None else f"CostReduction ({problem})"
    return None


CANT_HAVE = 2**62
"""The timestamp of a "can't have or gain [keyword]" loss: applied after every effect that
grants the keyword, whenever it began (the keyword can't be gained, CR 613.1f; an exception
to timestamp order, CR 613.7)."""


def _loses(state: GameState, effect: GroupLoses, source: GameObject, obj: GameObject) -> bool:
    """Whether ``obj`` is a creature the group of ``effect`` describes ("creatures your
    opponents control", for ``source``'s controller)."""
    kinds = effect.match.kinds
    if kinds is not None and not any(t.value in kinds for t in obj.types):
        return False
    if effect.match.controller is Who.OPPONENT:
        return obj.controller in state.opponents(source.controller)
    return effect.match.controller is Who.ANY


# -- the affected objects ----------------------------------------------------------------------
def _in_group(
    state: GameState, effect: GroupHas, source: GameObject, obj: GameObject, extra: set[Keyword]
) -> bool:
    """Whether ``obj`` is one of the group ``effect`` describes, for ``source``'s controller
    (``extra``: the abilities layer 6 has given it so far)."""
    if effect.other and obj.id == source.id:
        return False
    match = effect.match
    if match.kinds is not None and not any(t.value in match.kinds for t in obj.types):
        return False
    if match.controller is Who.YOU and obj.controller != source.controller:
        return False
    if effect.owned and obj.owner != source.controller:  # "you own" (CR 108.3)
        return False
    if match.controller is Who.OPPONENT and obj.controller not in state.opponents(
        source.controller
    ):
        return False
    if effect.subtype and not _has_subtype(obj, resolve(state, source.id, effect.subtype)):
        return False  # "of the chosen type": chosen as the source entered (CR 614.12)
    if effect.color and not has_color(obj.colors, effect.color):
        return False
    if effect.token and not obj.token:
        return False
    if effect.with_counter and obj.counters.get(effect.with_counter, 0) <= 0:
        return False  # "each creature you control with a +1/+1 counter on it" (CR 122.1)
    if effect.adjective and not is_adjective(state, obj, effect.adjective):
        return False  # "other tapped creatures", "attacking Pests" (CR 611.3a)
    if effect.qualifier and not qualifies(state, obj, effect.qualifier):
        return False  # "with counters on them" (rules/group_qualifiers.py)
    if effect.with_keyword:
        # depends on layer 6, applied already (printed, resolved effects, ``extra``); a
        # resolved "loses [keyword]" of a printed keyword isn't seen here
        keyword = Keyword(effect.with_keyword)
        return (
            keyword in obj.keywords
            or keyword in extra
            or keyword_counter(obj.counters, keyword)  # CR 122.1b
            or any(m.keyword is keyword and m.effect >= 0 and not m.loses for m in obj.modifiers)
        )
    return True


def _has_subtype(obj: GameObject, subtype: str) -> bool:
    """CR 205.3, 702.73a: a subtype, or changeling (every creature type)."""
    if not subtype:
        return False  # no creature type was chosen
    return subtype in obj.subtypes or Keyword.CHANGELING in obj.keywords


def _applies(state: GameState, effect: object, source: GameObject) -> bool:
    if isinstance(effect, ConditionalStatic):
        # CR 611.3a: checked continuously; "you" is the source's controller
        holds = condition_holds(state, effect.condition, source.controller, source.id)
        return not holds if effect.unless else holds  # "can't attack unless ..."
    if isinstance(effect, ConditionalKeywords):
        return state.active_player == source.controller  # "during your turn"
    if isinstance(effect, GroupHas) and effect.condition is not None:
        return condition_holds(state, effect.condition, source.controller, source.id)
    return True


# -- recomputing ---------------------------------------------------------------------------------
def _layered(obj: GameObject) -> bool:
    # an Aura's or Equipment's "During your turn, ..." changes with the turn (CR 611.3a)
    # and "Equipped creature gets +1/+1 for each Swamp you control." changes with the count
    return any(
        isinstance(s, LAYERED)
        or getattr(s, "during_your_turn", False)
        or (isinstance(s, AttachedGets) and (s.per is not None or s.condition is not None))
        for s in obj.statics
    )


def _keywords(words: Iterable[str]) -> Iterator[Keyword]:
    for word in words:
        yield Keyword(word)


def _compute(state: GameState, sources: list[GameObject]) -> dict[EntityId, list[Modifier]]:
    """The modifiers each permanent gets from static abilities, layer by layer."""
    found: dict[EntityId, list[Modifier]] = {}
    granted: dict[EntityId, set[Keyword]] = {}
    permanents = [o for o in state.battlefield()]

    def add(target: GameObject, modifier: Modifier) -> None:
        found.setdefault(target.id, []).append(modifier)
        if modifier.keyword is not None and not modifier.loses:
            granted.setdefault(target.id, set()).add(modifier.keyword)

    # Auras and Equipment: their modifiers in their own layers (rules/attachments.py).
    for source in sources:
        if source.attached_to is not None and source.attached_to in state.objects:
            for modifier in modifiers_from(source, state):
                add(state.objects[source.attached_to], modifier)
    layered = [
        (source, index, static)
        for source in sorted(sources, key=lambda o: (o.timestamp, o.id))
        for index, static in enumerate(source.statics)
        if isinstance(static, LAYERED) and _applies(state, static, source)
    ]
    # Layer 6: abilities (CR 613.1f); and the combat rules of the permanent itself.
    for source, index, static in layered:
        effect_id, stamp = static_effect_id(source.id, index), source.timestamp
        if isinstance(static, CombatRule):
            # a power limit keeps its words (rules/blocking_limits.py, CR 509.1b)
            restriction = COMBAT_RESTRICTIONS.get(static.rule, static.rule)
            add(source, Modifier(effect_id, stamp, restriction=restriction))
        elif isinstance(static, ConditionalStatic | ConditionalKeywords):
            for keyword in _keywords(static.keywords):
                add(source, Modifier(effect_id, stamp, keyword=keyword))
            if isinstance(static, ConditionalStatic):  # "~ has "{B}: Regenerate ~"" (613.1f)
                for modifier in quoted_modifiers(static.granted, effect_id, stamp):
                    add(source, modifier)
                for word in static.unless:  # CR 508.1c, 509.1b: while the condition fails
                    add(source, Modifier(effect_id, stamp, restriction=Restriction(word)))
        elif isinstance(static, GroupHas) and (static.keywords or static.granted):
            for obj in permanents:
                if _in_group(state, static, source, obj, granted.get(obj.id, set())):
                    for keyword in _keywords(static.keywords):
                        add(obj, Modifier(effect_id, stamp, keyword=keyword))
                    for modifier in quoted_modifiers(static.granted, effect_id, stamp):
                        add(obj, modifier)  # "Slivers you control have "..."" (CR 613.1f)
    # Layer 6: losses that no granting effect overrides (CR 613.1f).
    for source, index, static in layered:
        if isinstance(static, GroupLoses):
            effect_id, keyword = static_effect_id(source.id, index), Keyword(static.keyword)
            for obj in permanents:
                if _loses(state, static, source, obj):
                    add(obj, Modifier(effect_id, CANT_HAVE, keyword=keyword, loses=True))
    # Layer 7a: characteristic-defining abilities (CR 604.3, 613.4a; 2011: 613.3a).
    for source, index, static in layered:
        if isinstance(static, CountedPowerToughness) and static.form not in MODIFYING:
            number = count(state, static.per, source.controller, source.id)
            toughness = number if static.form == "each" else 0
            add(
                source,
                Modifier(static_effect_id(source.id, index), source.timestamp, number, toughness),
            )
    # Layer 7c: modifications (CR 613.4c; 2011: 613.3c).
    for source, index, static in layered:
        effect_id, stamp = static_effect_id(source.id, index), source.timestamp
        if isinstance(static, CountedPowerToughness) and static.form in MODIFYING:
            times = count(state, static.per, source.controller, source.id)
            if times:
                add(
                    source,
                    Modifier(effect_id, stamp, static.power * times, static.toughness * times),
                )
        elif isinstance(static, ConditionalStatic) and (static.power or static.toughness):
            add(source, Modifier(effect_id, stamp, static.power, static.toughness))
        elif isinstance(static, GroupHas) and (static.power or static.toughness):
            for obj in permanents:
                if _in_group(state, static, source, obj, granted.get(obj.id, set())):
                    add(obj, Modifier(effect_id, stamp, static.power, static.toughness))
    return found


def refresh(state: GameState) -> None:
    """Recompute the effects of static abilities on every permanent (CR 611.3a, 613): run
    after every commit. Modifiers with a nonnegative effect id come from resolved spells and
    abilities and stay."""
    refresh_levels(state)  # CR 711.2 (2011: 710.2): a leveler has its level's characteristics
    refresh_classes(state)  # CR 716.4: a Class has the abilities of its level
    sources = [state.objects[i] for i in state.static_sources if i in state.objects]
    active = [s for s in sources if _layered(s)]
    if not active and not state.static_modifiers:
        return
    not_a_creature.apply(state, active)  # layer 4 first: "~ isn't a creature" (CR 613.1d)
    found = _compute(state, sources)
    for obj in state.battlefield():
        mine = found.get(obj.id, ())
        if not mine and not obj.modifiers:
            continue
        kept = tuple(m for m in obj.modifiers if m.effect >= 0)
        new = kept + tuple(mine)
        if new != obj.modifiers:
            obj.modifiers = new
            watch_granted(state, obj)
    state.static_modifiers = bool(active)


# -- entering with counters (CR 614.1c) ------------------------------------------------------------
def entering_counters(obj: GameObject) -> None:
    """ "~ enters with N [kind] counters on it.": a replacement effect on how the permanent
    enters the battlefield (CR 614.1c, 122.6), applied to the new object ``obj``."""
    for static in obj.statics:
        if not isinstance(static, EntersWithCounters) or static.x or static.bloodthirst:
            continue  # X comes from the cost; bloodthirst: rules/keywords.py
        if static.per is not None:
            continue  # "for each [thing]": rules/x_counters.py
        if static.condition is not None:
            continue  # "if [condition]": rules/entering_conditions.py
        if static.count:
            obj.counters[static.kind] = obj.counters.get(static.kind, 0) + static.count


__all__ = [
    "COMBAT_RESTRICTIONS",
    "LAYERED",
    "entering_counters",
    "reduced_cost",
    "refresh",
    "static_problem",
]


# -- costs (CR 601.2f; 2011: 601.2e) -------------------------------------------------------------
def reduced_cost(state: GameState, player: EntityId, spell: GameObject, cost: ManaCost) -> ManaCost:
    """The total cost of casting ``spell`` with its own cost reductions applied ("This spell
    costs {1} less to cast for each creature you control."): a reduction of generic mana
    reduces only the generic part, never below zero (CR 601.2f; 2011: 601.2e, and 118.7d).
    Increases ("Noncreature spells cost {1} more to cast.") are added first."""
    cost = spell_cost_groups.increased(state, player, spell, cost)  # CR 601.2f: increases first
    cost = costs_4.increased(state, player, spell, cost)  # CR 601.2f (rules/costs_4.py)
    less = 0
    for static in spell.statics:
        if isinstance(static, CostReduction):
            number = count(state, static.per, player)
            if static.per.zone == "your hand" and spell.zone is Zone.HAND:
                number -= 1  # CR 601.2a: the spell is on the stack when its cost is determined
            less += parse_mana_cost(static.mana).generic * max(number, 0)
            # CR 601.2f: "{G} less for each ...": only the {G} requirement is reduced
            cost = spell_cost_groups.less_colored(cost, static.mana, max(number, 0))
        elif isinstance(static, ConditionalCostReduction) and condition_holds(
            state, static.condition, player, spell.id
        ):  # "This spell costs {2} less to cast if [condition]."
            less += parse_mana_cost(static.mana).generic
    # "Noncreature spells you cast cost {1} less to cast." (rules/spell_cost_reductions.py)
    less += spell_cost_reductions.from_permanents(state, player, spell)
    less += spell_cost_groups.less(state, player, spell)  # "Beast spells you cast ..."
    if not less:
        return cost
    return dataclasses.replace(cost, generic=max(cost.generic - less, 0))
