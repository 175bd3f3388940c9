"""Redirection effects described by their words (CR 614.9; 2011: the same rule): "All damage
that would be dealt to you is dealt to enchanted creature instead." (Pariah), "All damage that
would be dealt to enchanted creature is dealt to its controller instead." (Treacherous Link),
"All damage that would be dealt to target creature this turn is dealt to you instead."
(Sivvi's Valor), "The next time a source of your choice would deal damage to you this turn,
that damage is dealt to ~ instead." (Beacon of Destiny).

CR 614.9: a redirection effect replaces damage dealt to one object or player with the same
damage dealt to another; if the new recipient can't be dealt damage when the damage would be
redirected, the damage isn't redirected (rules/damage_effects.py). Where the damage goes may be
fixed as the effect is created (a target, "you", "~") or read as the damage would be dealt: the
permanent an Aura or Equipment is attached to (CR 303.4m / 301.5a: "enchanted creature",
"equipped creature"), that permanent's controller, or the controller of the damage's source.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.damage import RedirectDamage
from mtgrules.objects import Zone
from mtgrules.state import EntityId, GameState

INTO_FIXED = ""
INTO_HOST = "host"  # "is dealt to enchanted / equipped creature instead"
INTO_HOST_CONTROLLER = "host controller"  # "... is dealt to its controller instead"
INTO_SOURCE_CONTROLLER = "source controller"  # "... is dealt to that source's controller"
INTO = (INTO_FIXED, INTO_HOST, INTO_HOST_CONTROLLER, INTO_SOURCE_CONTROLLER)


def host_of(state: GameState, holder_id: EntityId | None) -> EntityId | None:
    """The permanent the Aura or Equipment ``holder_id`` is attached to, while it is on the
    battlefield attached to something (CR 303.4m, 301.5a)."""
    holder = state.objects.get(holder_id) if holder_id is not None else None
    if holder is None or holder.zone is not Zone.BATTLEFIELD:
        return None
    return holder.attached_to


@dataclass(frozen=True, slots=True, kw_only=True)
class WordedRedirect(RedirectDamage):
    """A redirection of all such damage (``amount`` None), read from its words.

    * ``into``: where the damage goes (see :data:`INTO`); for :data:`INTO_FIXED` it is
      ``redirect_to``, fixed as the effect began.
    * ``to_host``: the damage redirected is the damage that would be dealt to what this
      effect's source is attached to (Treacherous Link); ``attachment`` names it
      ("enchanted" / "equipped") for the card's text.
    * ``other``: the recipients are "you and other permanents you control" (printed
      "other": damage to this effect's source itself is never redirected to it, CR 614.9).
    * ``wording``: the printed order of "this turn" and "by ..." (for the card's text).
    """

    into: str = INTO_FIXED
    to_host: bool = False
    attachment: str = ""
    other: bool = False
    wording: str = ""

    def covers(self, state: GameState, source: EntityId, recipient: EntityId, combat: bool) -> bool:
        if self.to_host and recipient != host_of(state, self.source):
            return False
        return RedirectDamage.covers(self, state, source, recipient, combat)

    def destination(self, state: GameState, source: EntityId) -> EntityId | None:
        """Where the damage from ``source`` is dealt instead, as it would be dealt."""
        if self.into == INTO_HOST:
            return host_of(state, self.source)
        if self.into == INTO_HOST_CONTROLLER:
            host = host_of(state, self.source)
            return state.controller_of(host) if host is not None else None
        if self.into == INTO_SOURCE_CONTROLLER:
            view = state.source_view(source)  # CR 120.7: as it last existed if it left
            return view.controller if view is not None else None
        return self.redirect_to


@dataclass(frozen=True, slots=True, kw_only=True)
class ChosenSourceRedirect(WordedRedirect):
    """A redirection of the damage of a source its controller chooses as the spell or ability
    resolves (CR 609.7a; 2011: the same rule): "All damage that would be dealt to target
    creature this turn by a source of your choice is dealt to ~ instead.", "The next time a
    source of your choice would deal damage to you this turn, that damage is dealt to ~
    instead." Made a :class:`WordedRedirect` from that source by
    :mod:`mtgrules.resolution_redirection`."""


__all__ = [
    "INTO",
    "INTO_FIXED",
    "INTO_HOST",
    "INTO_HOST_CONTROLLER",
    "INTO_SOURCE_CONTROLLER",
    "ChosenSourceRedirect",
    "WordedRedirect",
    "host_of",
]
