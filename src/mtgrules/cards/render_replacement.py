"""Words for the damage replacement and prevention effects of static abilities (CR 614.1a,
615): "If a source you control would deal damage to a permanent or player, it deals double
that damage to that permanent or player instead.", "If a source would deal damage to you,
prevent 1 of that damage." Rendered from the effect alone."""

from __future__ import annotations

from collections.abc import Callable

from mtgrules.cards.vocabulary import damage_tail_kind
from mtgrules.effects.attached_prevention import PreventAttached
from mtgrules.effects.base import PLAYER, Duration, Effect, Match, Who
from mtgrules.effects.damage import ModifyDamage, PreventDamage, RedirectDamage
from mtgrules.effects.die_replacement import ExileDamagedByInsteadOfDying
from mtgrules.effects.instructions import SELF
from mtgrules.effects.keyword_sources import KeywordMatch
from mtgrules.effects.x_prevention import PreventNextX
from mtgrules.objects import CardType

_OWNERS = {
    None: "",
    Match(controller=Who.YOU): " you control",
    Match(controller=Who.OPPONENT): " an opponent controls",
}
_RECIPIENTS = {
    None: "a permanent or player",
    Match.you(): "you",
    Match(kinds=frozenset({PLAYER}), controller=Who.OPPONENT): "an opponent",
    Match(controller=Who.OPPONENT): "an opponent or a permanent an opponent controls",
}
_TAILS = {"any": " to that permanent or player", "player": " to that player", "": ""}
_MULTIPLES = {2: "double", 3: "triple"}


_SELF_MATCH = Match.ids_of(SELF)
_SOURCES = {
    Match(kinds=frozenset({CardType.CREATURE.value})): "creatures",
    Match(kinds=frozenset({CardType.ARTIFACT.value})): "artifact sources",
}


_CREATURES = frozenset({CardType.CREATURE.value})
_GROUPS = {
    Match(kinds=_CREATURES): "creatures",
    Match(kinds=frozenset({PLAYER})): "players",
    Match(kinds=_CREATURES, controller=Who.YOU): "creatures you control",
    Match(kinds=_CREATURES | {PLAYER}, controller=Who.YOU): "you and creatures you control",
    Match(controller=Who.YOU): "you and permanents you control",
}
"""The groups of recipients of "Prevent all damage that would be dealt to [group] this
turn." (cards/build_prevention.py)."""


_OPPONENTS_CREATURES = Match(kinds=_CREATURES, controller=Who.OPPONENT)
_BY_GROUPS = {
    Match(kinds=_CREATURES): "by creatures this turn",
    _OPPONENTS_CREATURES: "this turn by creatures your opponents control",
}
"""The groups of sources of "Prevent all damage that would be dealt by [group] this turn."."""


def created_damage_text(effect: Effect, ref: Callable[[int], str]) -> str | None:
    """The words of a prevention or redirection effect a spell or ability creates, when it is
    one of a group of recipients (CR 615.1a) or a redirection of the next N damage (CR
    614.9); ``ref`` names a reference. None when it isn't one of these."""
    if effect.duration is not Duration.END_OF_TURN:
        return None
    keyworded = _keyword_sources_text(effect)
    if keyworded is not None:
        return keyworded
    if type(effect) is PreventNextX:  # CR 107.3a: X from the cost
        ids = tuple(effect.to.ids or ()) if effect.to is not None else ()
        if len(ids) != 1 or effect != PreventNextX(to=Match.ids_of(*ids)):
            return None
        return f"prevent the next X damage that would be dealt to {ref(ids[0])} this turn"
    if (
        type(effect) is PreventDamage
        and effect.to is None
        and effect.from_ in _BY_GROUPS
        and effect == PreventDamage(from_=effect.from_, then=effect.then)
    ):
        # CR 615.5: "You gain life equal to the damage prevented this way." (its follow-up)
        gain = ". You gain life equal to the damage prevented this way" if effect.then else ""
        return f"prevent all damage that would be dealt {_BY_GROUPS[effect.from_]}{gain}"
    if type(effect) is PreventDamage and effect.to in _GROUPS:
        if effect != PreventDamage(to=effect.to, combat=effect.combat) or effect.combat is False:
            return None
        combat = "combat " if effect.combat else ""
        return f"prevent all {combat}damage that would be dealt to {_GROUPS[effect.to]} this turn"
    if type(effect) is RedirectDamage and effect.amount is not None:
        ids = tuple(effect.to.ids or ()) if effect.to is not None else ()
        plain = RedirectDamage(
            amount=effect.amount, to=Match.ids_of(*ids), redirect_to=effect.redirect_to
        )
        if len(ids) != 1 or effect != plain:
            return None
        return (
            f"the next {effect.amount} damage that would be dealt to {ref(ids[0])} this turn "
            f"is dealt to {ref(effect.redirect_to)} instead"
        )
    return None


def _keyword_sources_text(effect: Effect) -> str | None:
    """ "Prevent all combat damage that would be dealt this turn by creatures without
    trample." / "Prevent all damage that would be dealt to you this turn by creatures with
    flying." (CR 615.1a)."""
    by = getattr(effect, "from_", None)
    if type(effect) is not PreventDamage or type(by) is not KeywordMatch:
        return None
    if by != KeywordMatch(kinds=_CREATURES, keyword=by.keyword, has=by.has):
        return None
    creatures = f"creatures {'with' if by.has else 'without'} {by.keyword.value}"
    if effect == PreventDamage(from_=by, combat=True):
        return f"prevent all combat damage that would be dealt this turn by {creatures}"
    if effect == PreventDamage(to=Match.you(), from_=by):
        return f"prevent all damage that would be dealt to you this turn by {creatures}"
    return None


def damage_static_text(effect: Effect) -> str | None:
    """The sentence of ``effect``, or None when it isn't one of these."""
    if effect.duration is not Duration.STATIC:
        return None
    if isinstance(effect, ExileDamagedByInsteadOfDying):
        return effect.words()
    if isinstance(effect, PreventAttached):
        plain = PreventAttached(
            attachment=effect.attachment,
            noun=effect.noun,
            combat=effect.combat,
            dealt_to=effect.dealt_to,
            dealt_by=effect.dealt_by,
            duration=Duration.STATIC,
        )
        return effect.words() if effect == plain and effect.combat is not False else None
    if effect == RedirectDamage(to=Match.you(), redirect_to=SELF, duration=Duration.STATIC):
        return "All damage that would be dealt to you is dealt to ~ instead."
    if (
        type(effect) is PreventDamage
        and effect.amount is None
        and effect.from_ in _SOURCES
        and effect.to in (_SELF_MATCH, Match.you())
        and effect.combat is not False
        and effect
        == PreventDamage(
            to=effect.to, from_=effect.from_, combat=effect.combat, duration=Duration.STATIC
        )
    ):
        combat = "combat " if effect.combat else ""
        who = "~" if effect.to == _SELF_MATCH else "you"
        return (
            f"Prevent all {combat}damage that would be dealt to {who} by {_SOURCES[effect.from_]}."
        )
    if type(effect) is ModifyDamage:
        if effect.plus or effect.combat is not None or effect.multiplier not in _MULTIPLES:
            return None
        result = (
            f"it deals {_MULTIPLES[effect.multiplier]} that damage"
            f"{_TAILS[damage_tail_kind(effect.to)]} instead"
        )
    elif type(effect) is PreventDamage:
        if effect.amount is None or effect.combat is not None or effect.then is not None:
            return None
        if effect.next_time:
            return None
        result = f"prevent {effect.amount} of that damage"
    else:
        return None
    if effect.from_ not in _OWNERS or effect.to not in _RECIPIENTS:
        return None
    owner, whom = _OWNERS[effect.from_], _RECIPIENTS[effect.to]
    return f"If a source{owner} would deal damage to {whom}, {result}."


__all__ = ["created_damage_text", "damage_static_text"]
