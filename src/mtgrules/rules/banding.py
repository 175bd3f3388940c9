"""Banding (CR 702.22; 2011: 702.20, the same letters): a static ability that modifies the
rules for combat (702.22a).

* 702.22c: as a player declares attackers, they may declare that one or more attacking
  creatures with banding and up to one attacking creature without banding are all in a
  "band"; each creature may be in only one band (:func:`check_bands`). 702.22d: all creatures
  in a band attack the same player or planeswalker.
* 702.22e-f: a band lasts for the rest of combat even if banding is lost; a creature removed
  from combat is removed from its band (:func:`band_mates` reads the creatures still
  attacking).
* 702.22h: if an attacking creature becomes blocked by a creature, each other creature in
  its band becomes blocked by that same creature (:func:`spread_blocks`).
* 702.22j: if an attacking creature is blocked by a creature with banding, the defending
  player (rather than the active player) chooses how its combat damage is assigned, and may
  divide it as they choose among the creatures blocking it; 702.22k: if a blocking creature
  blocks a creature with banding, the active player chooses how the blocker's damage is
  assigned (:func:`chooser`, :func:`as_chosen`). The damage assignment order of the 2011
  rules is then ignored; trample and deathtouch still apply as usual (510.1c-d, 702.19b).

"Bands with other [quality]" (702.22b) is not implemented here.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from mtgrules.combat_state import Combat
from mtgrules.events import Event
from mtgrules.objects import Keyword
from mtgrules.rules.casting import IllegalActionError
from mtgrules.rules.damage_assignment import Assigner
from mtgrules.rules.keywords import keyword_rule
from mtgrules.rulesets import Ruleset
from mtgrules.state import EntityId, GameState

Pairs = tuple[tuple[EntityId, EntityId], ...]
Bands = tuple[tuple[EntityId, ...], ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class BandDeclared(Event):
    """CR 702.22c: the attacking creatures ``members`` are declared to be in a band."""

    members: tuple[EntityId, ...]


def commit_band(state: GameState, e: BandDeclared) -> None:
    combat = state.combat
    assert combat is not None
    combat.bands.append(e.members)


BANDING_COMMITS: dict[type[Event], Callable[[GameState, Any], None]] = {BandDeclared: commit_band}


def _has_banding(state: GameState, creature: EntityId) -> bool:
    obj = state.objects.get(creature)
    return obj is not None and obj.has(Keyword.BANDING)


def check_bands(state: GameState, ruleset: Ruleset, attacks: Pairs, bands: Bands) -> None:
    """CR 702.22c-d: each band is two or more of the declared attackers, each creature in one
    band at most, with at most one creature without banding, all attacking the same player or
    planeswalker. Raises :class:`IllegalActionError` naming the rule."""
    attacked = dict(attacks)
    seen: set[EntityId] = set()
    rule_c = keyword_rule(ruleset, Keyword.BANDING, "c")
    for band in bands:
        names = [state.objects[m].name if m in state.objects else str(m) for m in band]
        if len(band) < 2:
            raise IllegalActionError(
                f"a band is two or more attacking creatures, not {names}", rule=rule_c
            )
        for member in band:
            if member not in attacked:
                raise IllegalActionError(
                    f"{member} is in a band but isn't declared as an attacker", rule=rule_c
                )
            if member in seen:
                raise IllegalActionError(
                    f"{state.objects[member].name} can be in only one band", rule=rule_c
                )
            seen.add(member)
        without = [m for m in band if not _has_banding(state, m)]
        if len(without) > 1:
            raise IllegalActionError(
                f"a band may have only one creature without banding, not {len(without)} "
                f"({', '.join(state.objects[m].name for m in without)})",
                rule=rule_c,
            )
        if len({attacked[m] for m in band}) > 1:
            raise IllegalActionError(
                f"the creatures of a band must all attack the same player or planeswalker "
                f"({', '.join(names)})",
                rule=keyword_rule(ruleset, Keyword.BANDING, "d"),
            )


def band_events(ruleset: Ruleset, bands: Bands) -> list[Event]:
    """The bands declared, as events (after the attackers are declared)."""
    rule = keyword_rule(ruleset, Keyword.BANDING, "c")
    return [BandDeclared(members=tuple(band), rule=rule) for band in bands]


def band_mates(combat: Combat, attacker: EntityId) -> list[EntityId]:
    """The other creatures still attacking in ``attacker``'s band (CR 702.22e-f)."""
    for band in combat.bands:
        if attacker in band:
            return [m for m in band if m != attacker and m in combat.attackers]
    return []


def spread_blocks(combat: Combat, blocks: Pairs) -> Pairs:
    """CR 702.22h: ``blocks`` with each blocker also blocking the other creatures of the band
    of each attacker it blocks."""
    found = list(blocks)
    for blocker, attacker in blocks:
        for mate in band_mates(combat, attacker):
            if (blocker, mate) not in found:
                found.append((blocker, mate))
    return tuple(found)


def _defending(state: GameState, combat: Combat, attacker: EntityId) -> EntityId:
    """The controller of the creatures blocking ``attacker`` with banding (the defending
    player)."""
    for blocker in combat.blocked_by.get(attacker, ()):
        if _has_banding(state, blocker):
            return state.objects[blocker].controller
    return state.objects[attacker].controller


def banding_applies(state: GameState, combat: Combat, creature: EntityId) -> bool:
    """CR 702.22j-k: ``creature`` is an attacker blocked by a creature with banding, or a
    blocker blocking a creature with banding."""
    if creature in combat.attackers:
        return any(_has_banding(state, b) for b in combat.blocked_by.get(creature, ()))
    return any(_has_banding(state, a) for a in combat.blocking.get(creature, ()))


def chooser(state: GameState, combat: Combat, creature: EntityId) -> EntityId:
    """The player who chooses how ``creature``'s combat damage is assigned: its controller
    (CR 510.1), the defending player for an attacker blocked by a creature with banding
    (702.22j), the active player for a blocker blocking a creature with banding (702.22k)."""
    own = state.objects[creature].controller
    if not banding_applies(state, combat, creature):
        return own
    if creature in combat.attackers:
        return _defending(state, combat, creature)
    active = state.active_player
    return active if active is not None else own


def as_chosen(state: GameState, combat: Combat, assigner: Assigner) -> Assigner:
    """``assigner``, free to divide its damage among the creatures in combat with it when
    banding applies to it (CR 702.22j-k: "as they choose among any creatures")."""
    if not banding_applies(state, combat, assigner.id):
        return assigner
    return dataclasses.replace(assigner, divide_freely=True)


def _set_partitions(items: Sequence[EntityId]) -> Iterator[list[tuple[EntityId, ...]]]:
    if not items:
        yield []
        return
    first, rest = items[0], items[1:]
    for partition in _set_partitions(rest):
        yield [(first,), *partition]
        for i, block in enumerate(partition):
            yield [*partition[:i], (first, *block), *partition[i + 1 :]]


def band_options(state: GameState, attacks: Pairs) -> list[Bands]:
    """Every legal set of bands for the declaration ``attacks`` (CR 702.22c-d), no band
    first: per player or planeswalker attacked, the creatures with banding are grouped, and
    each group may take one creature without banding."""
    per_defender: dict[EntityId, list[EntityId]] = {}
    for attacker, defender in attacks:
        per_defender.setdefault(defender, []).append(attacker)
    choices: list[list[Bands]] = []
    for group in per_defender.values():
        banders = [a for a in group if _has_banding(state, a)]
        others = [a for a in group if not _has_banding(state, a)]
        found: dict[frozenset[frozenset[EntityId]], Bands] = {}
        for partition in _set_partitions(banders):
            slots: list[list[EntityId | None]] = [[None, *others] for _ in partition]
            for joined in itertools.product(*slots):
                partners = [j for j in joined if j is not None]
                if len(set(partners)) != len(partners):
                    continue  # a creature may be in only one band (702.22c)
                bands = tuple(
                    (*block, *(() if j is None else (j,)))
                    for block, j in zip(partition, joined, strict=True)
                    if len(block) + (j is not None) >= 2
                )
                found.setdefault(frozenset(frozenset(b) for b in bands), bands)
        choices.append(sorted(found.values(), key=len))
    return [tuple(b for part in combo for b in part) for combo in itertools.product(*choices)]


__all__ = [
    "BANDING_COMMITS",
    "BandDeclared",
    "as_chosen",
    "band_events",
    "band_mates",
    "band_options",
    "banding_applies",
    "check_bands",
    "chooser",
    "spread_blocks",
]
