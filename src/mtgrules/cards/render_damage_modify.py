"""Words of the static damage replacement effects of :mod:`mtgrules.cards.build_damage_modify`
(CR 614.1a), rebuilt from the effect's fields; None when the effect isn't exactly what those
words make."""

from __future__ import annotations

from mtgrules.effects.base import PLAYER, Duration, Effect, Match, Who
from mtgrules.effects.described_modify import CARD_TYPES, COLORS, DescribedModify, SourceWords
from mtgrules.effects.instructions import SELF

_RECIPIENTS = {
    None: "a permanent or player",
    Match.you(): "you",
    Match(kinds=frozenset({PLAYER}), controller=Who.OPPONENT): "an opponent",
    Match(controller=Who.OPPONENT): "an opponent or a permanent an opponent controls",
}
_TAILS = {"any": " to that permanent or player", "player": " to that player", "": ""}
_MULTIPLES = {2: "double", 3: "triple"}
_OWNERS = {Who.ANY: "", Who.YOU: " you control", Who.OPPONENT: " an opponent controls"}
_PLAYERS = Match(kinds=frozenset({PLAYER}))


def _word(word: str) -> str:
    return word if word in COLORS or word in CARD_TYPES else word.capitalize()


def _source(source: SourceWords, other: bool) -> str:
    described = " ".join(filter(None, (" or ".join(_word(w) for w in source.words), source.noun)))
    article = "another" if other else ("an" if described[0] in "aeiou" else "a")
    return f"{article} {described}{_OWNERS[source.controller]}"


def _result(effect: DescribedModify) -> str | None:
    if effect.plus and effect.multiplier == 1:
        return f"it deals that much damage plus {effect.plus}"
    if not effect.plus and effect.multiplier in _MULTIPLES:
        return f"it deals {_MULTIPLES[effect.multiplier]} that damage"
    return None


def static_modify_text(effect: Effect) -> str | None:
    """The sentence of ``effect``; None when it isn't one of these."""
    if type(effect) is not DescribedModify or effect.duration is not Duration.STATIC:
        return None
    result = _result(effect)
    if result is None:
        return None
    plain = DescribedModify(
        from_=effect.from_,
        to=effect.to,
        combat=effect.combat,
        multiplier=effect.multiplier,
        plus=effect.plus,
        other=effect.other,
        tail=effect.tail,
        anyone=effect.anyone,
        duration=Duration.STATIC,
    )
    if effect != plain or effect.tail not in _TAILS:
        return None
    tail = _TAILS[effect.tail]
    if effect.from_ == Match.ids_of(SELF):
        if effect.combat is not True or effect.to != _PLAYERS or effect.other or effect.anyone:
            return None
        return f"If ~ would deal combat damage to a player, {result}{tail} instead."
    source = effect.from_
    if not isinstance(source, SourceWords) or effect.combat is not None:
        return None
    if source != SourceWords(
        kinds=source.kinds, controller=source.controller, noun=source.noun, words=source.words
    ):
        return None
    if effect.anyone:
        if effect.to is not None or effect.tail:
            return None
        return f"If {_source(source, effect.other)} would deal damage, {result} instead."
    if effect.to not in _RECIPIENTS:
        return None
    whom = _RECIPIENTS[effect.to]
    return (
        f"If {_source(source, effect.other)} would deal damage to {whom}, {result}{tail} instead."
    )


__all__ = ["static_modify_text"]
