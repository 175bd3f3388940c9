""" " ~ enters with your choice of a flying counter or a first strike counter on it." (CR 614.1c:
a replacement effect on how the permanent enters; CR 122.1b: a keyword counter gives its
permanent that keyword).

:class:`EntersWithChosenCounter` is the static ability; its controller chooses one of
``kinds`` as the permanent spell resolves (:mod:`mtgrules.rules.chosen_counters`)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.base import Effect


@dataclass(frozen=True, slots=True, kw_only=True)
class EntersWithChosenCounter(Effect):
    """One counter of a kind among ``kinds`` (as printed, in order), chosen as it enters."""

    kinds: tuple[str, ...] = ()


def chosen_counter_words(effect: EntersWithChosenCounter) -> str:
    """ "~ enters with your choice of a flying counter or a first strike counter on it."."""
    first, second = effect.kinds
    return f"~ enters with your choice of a {first} counter or a {second} counter on it."


__all__ = ["EntersWithChosenCounter", "chosen_counter_words"]
