"""Who attacks whom and who blocks whom: the state of a combat phase (CR 506)."""

from __future__ import annotations

from dataclasses import dataclass, field

from mtgrules.state import EntityId


@dataclass(slots=True)
class Combat:
    """Attackers and what each attacks, blocks, and the combat damage steps so far.

    ``blocked_by[a]`` lists the creatures blocking attacker ``a``, and ``blocking[b]`` the
    attackers blocker ``b`` blocks; under CR 2011 509.2/509.3 these lists are the damage
    assignment orders. An attacker in ``blocked`` stays blocked even when its blockers are
    gone (CR 509.1h, 506.4).
    """

    attackers: dict[EntityId, EntityId] = field(default_factory=dict)
    blocked: set[EntityId] = field(default_factory=set)
    blocked_by: dict[EntityId, list[EntityId]] = field(default_factory=dict)
    blocking: dict[EntityId, list[EntityId]] = field(default_factory=dict)
    attackers_declared: bool = False
    no_attackers: bool = False  # CR 508.8: none were declared
    blockers_declared: bool = False
    attacker_orders_declared: bool = False
    blocker_orders_declared: bool = False
    damage_steps: int = 0  # combat damage steps begun this combat
    first_strike_step: bool = False  # CR 510.5: this combat has a first-strike damage step
    struck_first: frozenset[EntityId] = frozenset()  # had first or double strike then
    assigned: dict[EntityId, dict[EntityId, dict[EntityId, int]]] = field(default_factory=dict)
    # CR 702.22c-f: the attacking bands declared (rules/banding.py); a member removed from
    # combat is no longer in its band.
    bands: list[tuple[EntityId, ...]] = field(default_factory=list)
    # CR 702.189a: the mana that lasts until end of combat, per player and color
    # (rules/firebending.py).
    lasting_mana: dict[EntityId, dict[str, int]] = field(default_factory=dict)

    def clone(self) -> Combat:
        return Combat(
            attackers=dict(self.attackers),
            blocked=set(self.blocked),
            blocked_by={k: list(v) for k, v in self.blocked_by.items()},
            blocking={k: list(v) for k, v in self.blocking.items()},
            attackers_declared=self.attackers_declared,
            no_attackers=self.no_attackers,
            blockers_declared=self.blockers_declared,
            attacker_orders_declared=self.attacker_orders_declared,
            blocker_orders_declared=self.blocker_orders_declared,
            damage_steps=self.damage_steps,
            first_strike_step=self.first_strike_step,
            struck_first=self.struck_first,
            assigned={p: {c: dict(a) for c, a in by.items()} for p, by in self.assigned.items()},
            bands=list(self.bands),
            lasting_mana={p: dict(m) for p, m in self.lasting_mana.items()},
        )

    def in_combat(self, creature: EntityId) -> bool:
        return creature in self.attackers or creature in self.blocking

    def remove(self, creature: EntityId) -> None:
        """CR 506.4: a creature removed from combat stops being an attacking or blocking
        creature; an attacker it blocked stays blocked."""
        if self.attackers.pop(creature, None) is not None:
            for blocker in self.blocked_by.pop(creature, []):
                attacked = self.blocking.get(blocker)
                if attacked is not None and creature in attacked:
                    attacked.remove(creature)
        for attacker in self.blocking.pop(creature, []):
            blockers = self.blocked_by.get(attacker)
            if blockers is not None and creature in blockers:
                blockers.remove(creature)
