"""Prevention of all the damage one chosen source would deal this turn (CR 609.7a, 615.1a):
"Prevent all damage a source of your choice would deal this turn.", "Prevent all damage
that would be dealt to you this turn by a source of your choice.", and the shield "Prevent
the next 3 damage that would be dealt to any target this turn by a source of your choice."

Unlike "the next time" (CR 615.8), the effect doesn't end after one damage event: it
prevents all the damage of that source (to the recipient named) until end of turn."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.cards.pending import PreventNextFromChosenSource


@dataclass(frozen=True, slots=True, kw_only=True)
class PreventAllFromChosenSource(PreventNextFromChosenSource):
    """The template of the effect; the source is chosen as it is created (CR 608.2d), see
    :func:`mtgrules.resolution_chosen_source.with_chosen_source`. ``wording``:
    "would_deal" ("a source of your choice would deal [to you] this turn") or "to_turn_by"
    ("that would be dealt to you this turn by a source of your choice")."""

    wording: str = "would_deal"


@dataclass(frozen=True, slots=True, kw_only=True)
class ShieldFromChosenSource(PreventNextFromChosenSource):
    """ "Prevent the next 3 damage that would be dealt to any target this turn by a source
    of your choice.": a shield (``amount``, CR 615.7) against the damage of one source chosen
    as it is created (CR 609.7a), made a plain :class:`PreventDamage` by
    :func:`mtgrules.resolution_chosen_source.with_chosen_source`."""


__all__ = ["PreventAllFromChosenSource", "ShieldFromChosenSource"]
