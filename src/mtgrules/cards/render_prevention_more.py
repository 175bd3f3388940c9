"""Words of the static prevention effects of :mod:`mtgrules.cards.build_prevention_more`
(CR 615.1a); None when an effect isn't exactly what those words make."""

from __future__ import annotations

from mtgrules.cards.build_prevention_more import (
    ARTIFACTS,
    CREATURES,
    YOU_AND_YOUR_PERMANENTS,
    YOU_OR_YOUR_CREATURES,
    YOUR_CREATURES,
    YOUR_PLANESWALKERS,
)
from mtgrules.effects.base import Duration, Effect, Match, Who
from mtgrules.effects.damage import PreventDamage
from mtgrules.effects.described_modify import SourceWords, source_words
from mtgrules.effects.instructions import SELF
from mtgrules.effects.other_prevention import (
    AttachedCreatures,
    AttachedHost,
    PreventToAndBy,
    PreventToOthers,
)

_GROUPS = {Match.ids_of(SELF): "~", YOUR_CREATURES: "creatures you control"}
_RECIPIENTS = {Match.ids_of(SELF): "~", Match.you(): "you"}
_OTHERS = {
    YOUR_CREATURES: "other creatures you control",
    YOU_AND_YOUR_PERMANENTS: "you and other permanents you control",
}
_PREVENT_N_SOURCES: dict[Match | None, str] = {
    None: "a source",
    ARTIFACTS: "an artifact",
    CREATURES: "a creature",
}
_PREVENT_N_RECIPIENTS = {
    Match.you(): "you",
    YOUR_PLANESWALKERS: "a planeswalker you control",
    YOU_OR_YOUR_CREATURES: "you or a creature you control",
}


def _recipient(to: Match | None) -> str | None:
    if to in _PREVENT_N_RECIPIENTS:
        return _PREVENT_N_RECIPIENTS[to]
    if isinstance(to, AttachedHost) and to == AttachedHost(
        ids=frozenset({SELF}), attachment=to.attachment, noun=to.noun
    ):
        return f"{to.attachment} {to.noun}"
    if (
        isinstance(to, SourceWords)
        and len(to.words) == 1
        and to == source_words("creature", to.words, Who.YOU)
    ):
        return f"a {to.words[0].capitalize()} creature you control"
    return None


def _prevent_n_text(effect: PreventDamage) -> str | None:
    """ "If a source would deal damage to equipped creature, prevent 2 of that damage.",
    "If an artifact would deal damage to you, prevent 1 of that damage." (CR 615.1a)"""
    if effect.amount is None or effect.from_ not in _PREVENT_N_SOURCES:
        return None
    whom = _recipient(effect.to)
    if whom is None or (effect.from_ is None and effect.to == Match.you()):
        return None  # "a source ... to you": render_replacement.py's own words
    if effect != PreventDamage(
        amount=effect.amount, to=effect.to, from_=effect.from_, duration=Duration.STATIC
    ):
        return None
    source = _PREVENT_N_SOURCES[effect.from_]
    return f"If {source} would deal damage to {whom}, prevent {effect.amount} of that damage."


def static_prevention_more_text(effect: Effect) -> str | None:
    """The sentence of ``effect``; None when it isn't one of these."""
    if effect.duration is not Duration.STATIC:
        return None
    if type(effect) is PreventToOthers and effect.to in _OTHERS and effect.then is None:
        if effect != PreventToOthers(to=effect.to, combat=False, duration=Duration.STATIC):
            return None
        return f"Prevent all noncombat damage that would be dealt to {_OTHERS[effect.to]}."
    if type(effect) is PreventToAndBy:
        if effect.group not in _GROUPS or effect != PreventToAndBy(
            group=effect.group, combat=True, duration=Duration.STATIC
        ):
            return None
        return (
            "Prevent all combat damage that would be dealt to and dealt by "
            f"{_GROUPS[effect.group]}."
        )
    if type(effect) is PreventDamage and effect.amount is not None:
        return _prevent_n_text(effect)
    if type(effect) is PreventDamage and isinstance(effect.from_, AttachedCreatures):
        source = effect.from_
        if effect.to not in _RECIPIENTS or effect.combat is False:
            return None
        if source != AttachedCreatures(attachment=source.attachment) or effect != PreventDamage(
            to=effect.to, from_=source, combat=effect.combat, duration=Duration.STATIC
        ):
            return None
        combat = "combat " if effect.combat else ""
        return (
            f"Prevent all {combat}damage that would be dealt to {_RECIPIENTS[effect.to]} by "
            f"{source.attachment} creatures."
        )
    return None


__all__ = ["static_prevention_more_text"]
