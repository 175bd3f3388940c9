"""Words of the redirection effects of :mod:`mtgrules.cards.build_redirection` (CR 614.9):
rebuilt from the effect's fields, and given only when the effect is exactly what those words
make (so that a card's text round-trips or is refused)."""

from __future__ import annotations

from collections.abc import Callable

from mtgrules.effects.base import Duration, Effect, Match, Who
from mtgrules.effects.described_damage import described
from mtgrules.effects.instructions import SELF, YOU
from mtgrules.effects.redirection import (
    INTO_FIXED,
    INTO_HOST,
    INTO_HOST_CONTROLLER,
    INTO_SOURCE_CONTROLLER,
    ChosenSourceRedirect,
    WordedRedirect,
)

_YOURS = described("permanents", controller=Who.YOU, and_you=True)


def _only(match: Match | None) -> int | None:
    if (
        match is None
        or match.ids is None
        or len(match.ids) != 1
        or match != Match.ids_of(*match.ids)
    ):
        return None
    return next(iter(match.ids))


def created_redirect_text(effect: Effect, ref: Callable[[int], str]) -> str | None:
    """The words of a redirection a spell or ability creates; None when it isn't one."""
    if not isinstance(effect, WordedRedirect) or effect.duration is not Duration.END_OF_TURN:
        return None
    if effect.amount is not None or effect.to_host or effect.other or effect.attachment:
        return None
    if effect.into not in (INTO_FIXED, INTO_SOURCE_CONTROLLER) or effect.combat is False:
        return None
    if effect.into == INTO_SOURCE_CONTROLLER and effect.redirect_to != SELF:
        return None
    into = "that source's controller" if effect.into else None
    to = _only(effect.to)
    if type(effect) is ChosenSourceRedirect:
        return _chosen_text(effect, to, into, ref)
    by = _only(effect.from_)
    if type(effect) is not WordedRedirect or effect.next_time or effect.wording or to is None:
        return None
    if into is not None or (effect.from_ is not None and by is None):
        return None
    combat = "combat " if effect.combat else ""
    words = f"all {combat}damage that would be dealt to {ref(to)} this turn"
    if by is not None:
        words += f" by {ref(by)}"
    return f"{words} is dealt to {ref(effect.redirect_to)} instead"


def _chosen_text(
    effect: ChosenSourceRedirect, to: int | None, into: str | None, ref: Callable[[int], str]
) -> str | None:
    if effect.from_ is not None or effect.combat is not None:
        return None
    if effect.to is not None and to is None:
        return None
    if effect.next_time:
        to_words = f" to {ref(to)}" if to is not None else ""
        words = f"the next time a source of your choice would deal damage{to_words} this turn, "
        if effect.wording == "source_deals":
            if effect.redirect_to != YOU or into is not None or to is None:
                return None
            return words + "that source deals that damage to you instead"
        if effect.wording:
            return None
        return words + f"that damage is dealt to {into or ref(effect.redirect_to)} instead"
    if to is None or into is not None:
        return None
    # CR 609.7a: the source is chosen as the effect is created
    target = ref(to)
    if effect.wording == "turn_by":
        words = f"all damage that would be dealt to {target} this turn by a source of your choice"
    elif effect.wording == "turn_to":
        words = f"all damage that would be dealt this turn to {target} by a source of your choice"
    else:
        return None
    return f"{words} is dealt to {ref(effect.redirect_to)} instead"


def static_redirect_text(effect: Effect) -> str | None:
    """The sentence of a static redirection; None when it isn't one."""
    if type(effect) is not WordedRedirect or effect.duration is not Duration.STATIC:
        return None
    static = Duration.STATIC
    if effect.into == INTO_HOST and effect == WordedRedirect(
        to=Match.you(),
        into=INTO_HOST,
        attachment=effect.attachment,
        redirect_to=effect.redirect_to,
        duration=static,
    ):
        attached = f"{effect.attachment} creature"
        return f"All damage that would be dealt to you is dealt to {attached} instead."
    if effect.into == INTO_HOST_CONTROLLER and effect == WordedRedirect(
        to_host=True,
        into=INTO_HOST_CONTROLLER,
        attachment=effect.attachment,
        redirect_to=effect.redirect_to,
        duration=static,
    ):
        return (
            f"All damage that would be dealt to {effect.attachment} creature is dealt to its "
            "controller instead."
        )
    if effect == WordedRedirect(to=_YOURS, other=True, redirect_to=SELF, duration=static):
        return (
            "All damage that would be dealt to you and other permanents you control is dealt "
            "to ~ instead."
        )
    return None


__all__ = ["created_redirect_text", "static_redirect_text"]
