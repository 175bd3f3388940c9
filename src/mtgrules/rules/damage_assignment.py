"""Combat damage assignment (CR 510.1a-e), with trample and deathtouch, in both editions.

Under ``cr2011`` a creature blocked by (or blocking) two or more creatures follows its damage
assignment order (CR 2011 509.2-509.3, 510.1c-d): it can assign damage to a creature only if
every creature before it in the order is assigned lethal damage. Today's rules have no order:
the damage is "divided as its controller chooses among them" (CR 510.1c-d). Trample (CR 2011
702.18, today 702.19) sends damage to the player or planeswalker attacked only once every
blocker is assigned lethal damage. Lethal damage is toughness less damage already marked,
less damage the player's other creatures assign it in the same step; prevention and other
effects don't count. Any nonzero damage from a deathtouch source is lethal (CR 2011 702.2b,
today 702.2c). An amount of 0 is the same as assigning nothing.

>>> from mtgrules.rulesets import CR2011, CURRENT
>>> gorger = Assigner(1, power=5, recipients=(2, 3), blocked=True, defender=None)
>>> blockers = {2: Recipient(2, toughness=3, damage_marked=0), 3: Recipient(3, 1, 0)}
>>> legal_assignments(CR2011, gorger, blockers)
[{2: 3, 3: 2}, {2: 4, 3: 1}, {2: 5}]
>>> len(legal_assignments(CURRENT, gorger, blockers))
6
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TypeAlias

from mtgrules.errors import RulesError, UnknownEntityError
from mtgrules.rulesets import Ruleset
from mtgrules.state import EntityId

Assignment: TypeAlias = Mapping[EntityId, int]
"""Recipient id -> combat damage assigned to it by one creature."""

Others: TypeAlias = Sequence[tuple["Assigner", Assignment]]

# Trample is 702.18 in the 2011 rules and 702.19 today; its "no blockers left" rule is 702.18c
# then and 702.19d now (CR 2011 702.18d / today 702.19f: never to the player when attacking a
# planeswalker).
_TRAMPLE_RULES = {"cr2011": ("702.18b", "702.18c"), "current": ("702.19b", "702.19d")}


class IllegalDamageAssignmentError(RulesError):
    """A combat damage assignment the rules don't allow (CR 510.1e); ``creature`` is its id."""

    def __init__(self, message: str, *, rule: str | None, creature: EntityId | None) -> None:
        super().__init__(message, rule=rule)
        self.creature = creature


class TooManyAssignmentsError(RulesError):
    """More legal assignments than the caller's ``limit``: ask the player instead."""


@dataclass(frozen=True, slots=True)
class Recipient:
    """A creature that can be assigned combat damage: a blocker, or an attacker it blocks."""

    id: EntityId
    toughness: int
    damage_marked: int

    @property
    def lethal(self) -> int:
        """Lethal damage: toughness less damage already marked, at least 0 (CR 510.1c).

        >>> Recipient(7, toughness=3, damage_marked=2).lethal
        1
        """
        return max(0, self.toughness - self.damage_marked)


@dataclass(frozen=True, slots=True)
class Assigner:
    """An attacking or blocking creature about to assign combat damage.

    ``recipients`` are its blockers (or, for a blocker, the attackers it blocks), in damage
    assignment order under ``cr2011``. ``blocked`` is True for a blocked attacker even if no
    blockers remain. ``defender`` is the player or planeswalker it attacks (``None`` for a
    blocker, or if that planeswalker left: CR 510.1b). ``blocking`` marks a blocker (510.1d):
    trample does nothing for it (CR 702.19a).
    """

    id: EntityId
    power: int
    recipients: tuple[EntityId, ...]
    blocked: bool
    defender: EntityId | None
    trample: bool = False
    deathtouch: bool = False
    blocking: bool = False
    # "You may have ~ assign its combat damage as though it weren't blocked" (Thorn
    # Elemental): all of it to its defender is legal too (CR 510.1b applied to a blocked
    # creature); "~ assigns no combat damage this turn": nothing at all (CR 510.1a).
    as_though_unblocked: bool = False
    assigns_none: bool = False
    # Banding (CR 702.22j-k; 2011: 702.20j-k): the player who chooses may divide its damage
    # as they choose among the creatures in combat with it, ignoring the 2011 damage
    # assignment order (rules/banding.py).
    divide_freely: bool = False

    @property
    def unblocked_option(self) -> dict[EntityId, int] | None:
        """All its damage to the player or planeswalker it attacks, when it is blocked and
        may assign its combat damage as though it weren't (None otherwise)."""
        if not self.as_though_unblocked or self.blocking or not self.blocked:
            return None
        if self.defender is None or self.power <= 0 or self.assigns_none:
            return None
        return {self.defender: self.power}

    @property
    def order(self) -> tuple[EntityId, ...]:
        """Its recipients, each once, in order."""
        return tuple(dict.fromkeys(self.recipients))

    @property
    def trample_to(self) -> EntityId | None:
        """Where trample may send damage: an attacking trampler's defender, else ``None``."""
        return self.defender if self.trample and not self.blocking else None

    @property
    def division_rule(self) -> str:
        """CR 510.1c for a blocked attacker, 510.1d for a blocker."""
        return "510.1d" if self.blocking else "510.1c"


def _trample_rule(ruleset: Ruleset, index: int) -> str:
    return _TRAMPLE_RULES.get(ruleset.name, _TRAMPLE_RULES["current"])[index]


def _fixed(ruleset: Ruleset, a: Assigner) -> tuple[dict[EntityId, int], str, str] | None:
    """The only assignment, its rule and why, when nothing is divided among creatures."""
    if a.power <= 0:  # CR 510.1a: 0 or less assigns no combat damage at all.
        return {}, "510.1a", f"has power {a.power} and assigns no combat damage"
    if a.assigns_none:  # an effect: it assigns no combat damage this turn (CR 510.1a)
        return {}, "510.1a", "assigns no combat damage this turn"
    if a.unblocked_option is not None:
        return None  # a choice: as though it weren't blocked, or among its blockers
    if not (a.blocked or a.blocking):  # CR 510.1b: all to the player or planeswalker attacked.
        if a.defender is None:
            return {}, "510.1b", "is unblocked and attacking nothing: it assigns no damage"
        return {a.defender: a.power}, "510.1b", f"is unblocked: all damage goes to {a.defender}"
    if a.order:
        return None
    if a.trample_to is not None:  # CR 2011 702.18c / 702.19d: as if all blockers had lethal.
        why = f"has trample and no blockers left: all damage goes to {a.trample_to}"
        return {a.trample_to: a.power}, _trample_rule(ruleset, 1), why
    # CR 510.1c-d: no creatures blocking it (or blocked by it) left: no combat damage.
    return {}, a.division_rule, "has no creatures left in combat with it: it assigns no damage"


def _needs(
    a: Assigner, recipients: Mapping[EntityId, Recipient], others: Others
) -> dict[EntityId, int]:
    """How much of ``a``'s damage each recipient needs to be assigned lethal damage.

    CR 510.1c-d / 702.19b: count damage marked and damage other creatures assign in the same
    step; CR 702.2c (2011: 702.2b): any nonzero damage from a deathtouch source is lethal.
    """
    totals: dict[EntityId, int] = {}
    deathtouched: set[EntityId] = set()
    for other, amounts in others:
        for rid, amount in amounts.items():
            if amount > 0 and other.id != a.id:  # a's own entry, if given, is skipped
                totals[rid] = totals.get(rid, 0) + amount
                if other.deathtouch:
                    deathtouched.add(rid)
    needs: dict[EntityId, int] = {}
    for rid in a.order:
        if rid not in recipients:
            raise UnknownEntityError(f"creature {a.id} has no recipient {rid} to assign to")
        missing = recipients[rid].lethal - totals.get(rid, 0)
        needs[rid] = 0 if missing <= 0 or rid in deathtouched else 1 if a.deathtouch else missing
    return needs


def legal_assignments(
    ruleset: Ruleset,
    assigner: Assigner,
    recipients: Mapping[EntityId, Recipient],
    others: Others = (),
    limit: int = 10_000,
) -> list[dict[EntityId, int]]:
    """Every legal assignment of ``assigner``'s combat damage, given ``others``: the player's
    other creatures' assignments in this step, whose damage counts toward lethal (CR 510.1c).
    ``others`` themselves are not judged (see :func:`check_assignment`). Zero amounts are left
    out; the order is deterministic (earlier recipients get less first).

    Example: under ``cr2011`` a 5/6 with order 0/3 then 1/1 may assign 3/2, 4/1 or 5/0 (CR
    510.1c); today it may divide 5 between them any of 6 ways.
    """
    fixed = _fixed(ruleset, assigner)
    if fixed is not None:
        return [fixed[0]]
    order, defender = assigner.order, assigner.trample_to
    needs = _needs(assigner, recipients, others)
    results: list[dict[EntityId, int]] = []
    unblocked = assigner.unblocked_option
    if unblocked is not None and not order and defender is None:
        return [{}, unblocked]  # CR 510.1c: no blockers left, or all to the defender

    def extend(i: int, left: int, all_lethal: bool, partial: dict[EntityId, int]) -> None:
        if i == len(order):
            if left:  # only trample gets past the last creature (CR 702.19b)
                partial = {**partial, defender: left} if defender is not None else partial
            results.append(partial)
            if len(results) > limit:
                raise TooManyAssignmentsError(
                    f"creature {assigner.id} has more than {limit} legal assignments",
                    rule="510.1",
                )
            return
        for amount in range(left + 1):
            lethal = all_lethal and amount >= needs[order[i]]
            if amount < left:  # some damage goes on to the recipients after this one
                if ruleset.damage_assignment_order and not lethal and not assigner.divide_freely:
                    continue  # CR 2011 510.1c-d: later ones only once this one is lethal
                if i == len(order) - 1 and (defender is None or not lethal):
                    continue  # CR 702.19b: to the defender only if every blocker is lethal
            after = {**partial, order[i]: amount} if amount else partial
            extend(i + 1, left - amount, lethal, after)

    extend(0, assigner.power, True, {})
    if unblocked is not None and unblocked not in results:
        results.append(unblocked)
    return results


def forced_assignment(
    ruleset: Ruleset,
    assigner: Assigner,
    recipients: Mapping[EntityId, Recipient],
    others: Others = (),
) -> dict[EntityId, int] | None:
    """The assignment when only one is legal, else ``None``; no enumeration.

    Power 0 or less: ``{}`` (CR 510.1a); unblocked: all to the defender (510.1b); one blocker
    and no trample: all to it (510.1c); under ``cr2011``, all to the first in order when that
    creature needs all of it to be lethal (the Giant Growth example of CR 2011 510.1c).
    """
    fixed = _fixed(ruleset, assigner)
    if fixed is not None:
        return fixed[0]
    if assigner.unblocked_option is not None:
        return None  # all to its defender, or as a blocked creature
    order, power = assigner.order, assigner.power
    if len(order) == 1 and assigner.trample_to is None:
        return {order[0]: power}
    if len(order) > 1 and (not ruleset.damage_assignment_order or assigner.divide_freely):
        return None  # CR 510.1c today: all to the first or all to the second are both legal
    # All to the first is always legal; anything else needs the first lethal with some to spare.
    first_need = _needs(assigner, recipients, others)[order[0]]
    return {order[0]: power} if first_need >= power else None


def _problem(
    ruleset: Ruleset,
    a: Assigner,
    given: dict[EntityId, int],
    recipients: Mapping[EntityId, Recipient],
    others: Others,
) -> tuple[str, str] | None:
    """The rule ``a``'s assignment breaks, and how, or ``None`` if it is legal."""
    fixed = _fixed(ruleset, a)
    if fixed is not None:
        expected, rule, why = fixed
        return None if given == expected else (rule, why)
    if given == a.unblocked_option:
        return None  # as though it weren't blocked (CR 510.1b)
    if not a.order and a.trample_to is None and not given:
        return None  # CR 510.1c: no blockers left, and it chose not to assign to its defender
    order, defender = a.order, a.trample_to
    stray = [rid for rid in given if rid not in order and rid != defender]
    if stray:  # CR 510.1c-d: only to the creatures in combat with it (and trample's defender)
        return a.division_rule, f"can't assign damage to {stray[0]}, only to {list(order)}"
    if sum(given.values()) != a.power:  # CR 510.1a
        return "510.1a", f"assigns {sum(given.values())} damage but its power is {a.power}"
    needs = _needs(a, recipients, others)
    short = [rid for rid in order if given.get(rid, 0) < needs[rid]]
    if ruleset.damage_assignment_order and not a.divide_freely:  # CR 2011 510.1c-d: the order
        for rid in order:
            if given.get(rid, 0) and short and order.index(short[0]) < order.index(rid):
                why = f"assigns damage to {rid} but {short[0]}, before it in its damage"
                return a.division_rule, f"{why} assignment order, isn't assigned lethal damage"
    if defender is not None and given.get(defender, 0) and short:  # CR 702.19b
        why = f"has trample and assigns damage to {defender} but blocker {short[0]}"
        return _trample_rule(ruleset, 0), f"{why} isn't assigned lethal damage"
    return None


def check_assignment(
    ruleset: Ruleset,
    assigners: Sequence[Assigner],
    assignments: Mapping[EntityId, Assignment],
    recipients: Mapping[EntityId, Recipient],
) -> None:
    """CR 510.1e: check a player's whole assignment, every creature at once, once it is made.

    ``assignments`` maps each creature's id to its assignment (missing: assigns nothing).
    Raise :class:`IllegalDamageAssignmentError` naming the first creature, in ``assigners``
    order, whose part breaks a rule, and that rule. Example: under ``cr2011``, a creature that
    assigns damage past a blocker that isn't lethal breaks 510.1c, unless another creature's
    damage to that blocker in the same step makes up the difference.
    """
    ids = [a.id for a in assigners]
    for cid in assignments:
        if cid not in ids:
            raise IllegalDamageAssignmentError(
                f"creature {cid} isn't assigning combat damage", rule="510.1", creature=cid
            )
    given: dict[EntityId, dict[EntityId, int]] = {}
    for a in assigners:
        if a.id in given:
            raise IllegalDamageAssignmentError(
                f"creature {a.id} is listed twice", rule="510.1", creature=a.id
            )
        amounts = assignments.get(a.id, {})
        for rid, amount in amounts.items():
            if amount < 0:  # CR 510.1a: a creature assigns damage, never a negative amount
                raise IllegalDamageAssignmentError(
                    f"creature {a.id} assigns {amount} damage to {rid}: amounts can't be negative",
                    rule="510.1a",
                    creature=a.id,
                )
        given[a.id] = {rid: amount for rid, amount in amounts.items() if amount > 0}
    everyone = [(a, given[a.id]) for a in assigners]
    for a in assigners:
        problem = _problem(ruleset, a, given[a.id], recipients, everyone)
        if problem is not None:
            rule, why = problem
            raise IllegalDamageAssignmentError(
                f"creature {a.id} {why} (assigned {given[a.id]})", rule=rule, creature=a.id
            )
