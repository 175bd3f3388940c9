"""Effects on damage: prevention (CR 615), replacement of the amount or the recipient
(CR 614.1a, 614.9), and "damage can't be prevented"."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.base import Effect, Match
from mtgrules.effects.counter_changes import RemoveCounterFromPrevented
from mtgrules.effects.prevented_counters import CountersForPrevented
from mtgrules.state import EntityId, GameState


@dataclass(frozen=True, slots=True, kw_only=True)
class DamageFilter(Effect):
    """Which damage an effect applies to: by recipient (``to``), by source (``from_``) and
    by kind (``combat``: True for combat damage only, False for noncombat only)."""

    to: Match | None = None
    from_: Match | None = None
    combat: bool | None = None

    def covers(self, state: GameState, source: EntityId, recipient: EntityId, combat: bool) -> bool:
        if self.combat is not None and self.combat != combat:
            return False
        you = self.controller
        if self.to is not None and not self.to.matches(state, recipient, you):
            return False
        return self.from_ is None or self.from_.matches(state, source, you)


@dataclass(frozen=True, slots=True, kw_only=True)
class GainLifeFromPrevented:
    """Follow-up of a prevention effect: its controller gains life equal to the damage
    prevented (Awe Strike: "You gain life equal to the damage prevented this way")."""


@dataclass(frozen=True, slots=True, kw_only=True)
class PreventDamage(DamageFilter):
    """Prevent damage (CR 615).

    * ``amount=N``: a shield, "prevent the next N damage"; used up across events (CR 615.7).
      As a static ability (``Duration.STATIC``) it is "prevent N of that damage" instead,
      applied afresh to each damage (CR 615.10 today, 615.9 in 2011).
    * ``amount=None``: prevent all such damage for the duration (Fog: combat=True).
    * ``next_time=True``: "the next time [source] would deal damage, prevent that damage":
      applies to all of the first damage event it matches, then ends.
    * ``then``: a follow-up that knows how much was prevented.
    """

    amount: int | None = None
    next_time: bool = False
    then: GainLifeFromPrevented | RemoveCounterFromPrevented | CountersForPrevented | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class ModifyDamage(DamageFilter):
    """ "... deals double that damage instead" (``multiplier=2``) or "that much damage plus
    N instead" (``plus=N``): a replacement effect on damage (CR 614.1a)."""

    multiplier: int = 1
    plus: int = 0


@dataclass(frozen=True, slots=True, kw_only=True)
class RedirectDamage(DamageFilter):
    """ "Damage that would be dealt to X is dealt to Y instead" (CR 614.9); with ``amount``,
    only the next N damage; with ``next_time``, all of the next damage event it applies to,
    then it ends ("The next time a source of your choice would deal damage ...")."""

    redirect_to: EntityId
    amount: int | None = None
    next_time: bool = False

    def destination(self, state: GameState, source: EntityId) -> EntityId | None:
        """Where damage from ``source`` is dealt instead (CR 614.9)."""
        return self.redirect_to


@dataclass(frozen=True, slots=True, kw_only=True)
class DamageCantBePrevented(DamageFilter):
    """ "Damage can't be prevented": prevention effects don't apply to matching damage
    (CR 615.12 today)."""
