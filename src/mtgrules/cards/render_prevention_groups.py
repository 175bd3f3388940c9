"""Words of the prevention effects with groups of sources or recipients (CR 615.1a), built by
:mod:`mtgrules.cards.build_prevention_groups`: the group from its description (adjectives,
noun, keyword or power, controller), the sentence from the effect's word order."""

from __future__ import annotations

from collections.abc import Callable

from mtgrules.cards.chosen_source_prevention import PreventAllFromChosenSource
from mtgrules.effects.base import PLAYER, Duration, Effect, Match, Who
from mtgrules.effects.damage import GainLifeFromPrevented, PreventDamage
from mtgrules.effects.described_damage import DescribedMatch, WordedPrevention, described
from mtgrules.effects.instructions import SELF
from mtgrules.objects import CardType

_CREATURES = frozenset({CardType.CREATURE.value})
_PLAIN = {
    Match(kinds=_CREATURES): "creatures",
    Match(kinds=frozenset({PLAYER})): "players",
    Match(kinds=_CREATURES, controller=Who.YOU): "creatures you control",
    Match(kinds=_CREATURES, controller=Who.OPPONENT): "creatures your opponents control",
    Match(kinds=_CREATURES | {PLAYER}, controller=Who.YOU): "you and creatures you control",
    Match(controller=Who.YOU): "you and permanents you control",
}
_OWNERS = {Who.ANY: "", Who.YOU: " you control", Who.OPPONENT: " your opponents control"}
_QUALITIES = ("", "white", "blue", "black", "red", "green")
_KINDS = {None: "", True: "combat ", False: "noncombat "}


def _adjective_words(word: str) -> str:
    """ "non-Human": a subtype keeps its capital (CR 205.3)."""
    rest = word[4:] if word.startswith("non-") else ""
    return f"non-{rest.capitalize()}" if rest.isalpha() else word


def group_words(match: Match | None) -> str | None:
    """ "non-Human sources", "creatures with power 2 or less", "you and planeswalkers you
    control"; None when ``match`` is no group these words describe."""
    if match is None:
        return None
    if type(match) is Match:
        return _PLAIN.get(match)
    if not isinstance(match, DescribedMatch) or any(" or " in a for a in match.adjectives):
        return None
    if match != described(
        match.noun,
        match.adjectives,
        controller=match.controller,
        not_yours=match.not_yours,
        power=match.power,
        keyword=match.keyword,
        has=match.has,
        and_you=match.and_you,
    ):
        return None
    words = " ".join((*map(_adjective_words, match.adjectives), match.noun))
    if match.keyword:
        words += f" {'with' if match.has else 'without'} {match.keyword}"
    if match.power:
        words += f" with power {match.power}"
    words += " you don't control" if match.not_yours else _OWNERS[match.controller]
    return f"you and {words}" if match.and_you else words


def _either_words(match: Match | None) -> str | None:
    """ "black sources and red sources" (a group of sources of either color)."""
    if not isinstance(match, DescribedMatch) or len(match.adjectives) != 1:
        return group_words(match)
    first, _, second = match.adjectives[0].partition(" or ")
    if not second or match != described(match.noun, match.adjectives):
        return group_words(match)
    return f"{first} {match.noun} and {second} {match.noun}"


def _recipient(match: Match | None, ref: Callable[[int], str]) -> str | None:
    """A named recipient ("you", "target creature") or a group."""
    if match is not None and type(match) is Match and match.ids is not None:
        ids = tuple(match.ids)
        return ref(ids[0]) if len(ids) == 1 and match == Match.ids_of(*ids) else None
    return group_words(match)


def _chosen_text(effect: PreventAllFromChosenSource, ref: Callable[[int], str]) -> str | None:
    plain = PreventAllFromChosenSource(
        quality=effect.quality, to=effect.to, wording=effect.wording, duration=effect.duration
    )
    if effect != plain:
        return None
    to = _recipient(effect.to, ref) if effect.to is not None else ""
    if to is None or effect.quality not in _QUALITIES:
        return None
    if effect.wording == "to_turn_by" and to and not effect.quality:
        return (
            f"prevent all damage that would be dealt to {to} this turn by a source of your choice"
        )
    if effect.wording != "would_deal":
        return None
    quality = f"{effect.quality} " if effect.quality else ""
    to_words = f" to {to}" if to else ""
    return f"prevent all damage a {quality}source of your choice would deal{to_words} this turn"


def created_group_text(effect: Effect, ref: Callable[[int], str]) -> str | None:
    """The words of a "prevent all ... this turn" effect with a group, or None."""
    if isinstance(effect, PreventAllFromChosenSource):
        return _chosen_text(effect, ref)
    if type(effect) is not WordedPrevention or effect.duration is not Duration.END_OF_TURN:
        return None
    plain = WordedPrevention(
        wording=effect.wording,
        to=effect.to,
        from_=effect.from_,
        combat=effect.combat,
        then=effect.then if isinstance(effect.then, GainLifeFromPrevented) else None,
    )
    if effect != plain or effect.combat is False:
        return None
    text = _created_text(effect, ref)
    if text is None or effect.then is None:
        return text
    # CR 615.5: "You gain life equal to the damage prevented this way." (its follow-up)
    return f"{text}. You gain life equal to the damage prevented this way"


def _created_text(effect: WordedPrevention, ref: Callable[[int], str]) -> str | None:
    kind = _KINDS[effect.combat]
    by, to = _either_words(effect.from_), _recipient(effect.to, ref)
    words = {
        "by_turn": (by, f"prevent all {kind}damage that would be dealt by {by} this turn"),
        "turn_by": (by, f"prevent all {kind}damage that would be dealt this turn by {by}"),
        "turn_to": (to, f"prevent all {kind}damage that would be dealt this turn to {to}"),
    }
    if effect.wording in words and (effect.to is None) != (effect.from_ is None):
        needed, text = words[effect.wording]
        return text if needed is not None else None
    if effect.wording == "to_turn_by" and by and to:
        return f"prevent all {kind}damage that would be dealt to {to} this turn by {by}"
    if effect.wording == "would_deal" and effect.to is None:
        source = _recipient(effect.from_, ref) if effect.from_ and effect.from_.ids else by
        return f"prevent all {kind}damage {source} would deal this turn" if source else None
    if effect.wording == "that_would_deal" and by and not effect.combat:
        if effect.to is not None and to is None:
            return None
        to_words = f" to {to}" if to else ""
        return f"prevent all damage that {by} would deal{to_words} this turn"
    return None


def static_group_text(effect: Effect) -> str | None:
    """The sentence of a static "Prevent all ..." with a group (CR 615.1a), or None."""
    if effect.duration is not Duration.STATIC or not isinstance(effect, PreventDamage):
        return None
    kind = _KINDS[effect.combat]
    if type(effect) is WordedPrevention:
        plain = WordedPrevention(
            wording=effect.wording,
            to=effect.to,
            from_=effect.from_,
            combat=effect.combat,
            duration=Duration.STATIC,
        )
        to = group_words(effect.to)
        if effect != plain or to is None:
            return None
        if effect.wording == "to" and effect.from_ is None:
            return f"Prevent all {kind}damage that would be dealt to {to}."
        by = group_words(effect.from_)
        if effect.wording == "to_by" and by is not None and effect.combat is None:
            return f"Prevent all damage that would be dealt to {to} by {by}."
        if effect.wording == "self_to" and effect.from_ == Match.ids_of(SELF) and not kind:
            return f"Prevent all damage that ~ would deal to {to}."
        return None
    if type(effect) is PreventDamage and effect.amount is not None:
        return _colored_source_text(effect)
    if type(effect) is PreventDamage and isinstance(effect.from_, DescribedMatch):
        # "Prevent all damage that would be dealt to ~ by creatures with first strike."
        whom = {Match.ids_of(SELF): "~", Match.you(): "you"}.get(effect.to or Match())
        by = group_words(effect.from_)
        plain_static = PreventDamage(
            to=effect.to, from_=effect.from_, combat=effect.combat, duration=Duration.STATIC
        )
        if whom is None or by is None or effect != plain_static or effect.combat is False:
            return None
        return f"Prevent all {kind}damage that would be dealt to {whom} by {by}."
    return None


def _colored_source_text(effect: PreventDamage) -> str | None:
    """ "If a red source would deal damage to you, prevent 2 of that damage." """
    source = effect.from_
    if not isinstance(source, DescribedMatch) or len(source.adjectives) != 1:
        return None
    color = source.adjectives[0]
    plain = PreventDamage(
        amount=effect.amount, to=Match.you(), from_=source, duration=Duration.STATIC
    )
    if effect != plain or source != described("sources", (color,)) or color not in _QUALITIES:
        return None
    return f"If a {color} source would deal damage to you, prevent {effect.amount} of that damage."


__all__ = ["created_group_text", "group_words", "static_group_text"]
