"""The Oracle words of :class:`mtgrules.effects.keyword_choice.GrantChosenKeyword` (the
inverse of :mod:`mtgrules.cards.build_keyword_choice`): "gains your choice of deathtouch or
lifelink", "gets +1/+1 and gains your choice of flying, deathtouch, or lifelink"."""

from __future__ import annotations

from collections.abc import Sequence

from mtgrules.effects.instructions import ModifyPowerToughness
from mtgrules.effects.keyword_choice import GrantChosenKeyword
from mtgrules.objects import Keyword


def choice_words(options: Sequence[Keyword]) -> str:
    """ "your choice of deathtouch or lifelink" / "your choice of flying, deathtouch, or
    lifelink"."""
    names = [str(k) for k in options]
    if len(names) == 2:
        return f"your choice of {names[0]} or {names[1]}"
    return "your choice of " + ", ".join(names[:-1]) + f", or {names[-1]}"


def keyword_choice_at(
    sentence: Sequence[object], i: int
) -> tuple[ModifyPowerToughness | None, GrantChosenKeyword] | None:
    """The choice starting at ``sentence[i]``, alone or after a pump of the same object with
    the same duration ("gets +1/+1 and gains your choice of ..."); None when there is none."""
    step = sentence[i]
    if isinstance(step, GrantChosenKeyword):
        return None, step
    following = sentence[i + 1] if i + 1 < len(sentence) else None
    if (
        isinstance(step, ModifyPowerToughness)
        and isinstance(following, GrantChosenKeyword)
        and following.on == step.on
        and following.duration == step.duration
    ):
        return step, following
    return None
