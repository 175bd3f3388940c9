"""Words for the damage replacement and prevention effects of static abilities (CR 614.1a,
615): "If a source you control would deal damage to a permanent or player, it deals double
that damage to that permanent or player instead.", "If a source would deal damage to you,
prevent 1 of that damage." Rendered from the effect alone."""

from __future__ import annotations

from mtgrules.cards.vocabulary import damage_tail_kind
from mtgrules.effects.base import PLAYER, Duration, Effect, Match, Who
from mtgrules.effects.damage import ModifyDamage, PreventDamage, RedirectDamage
from mtgrules.effects.instructions import SELF
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


def damage_static_text(effect: Effect) -> str | None:
    """The sentence of ``effect``, or None when it isn't one of these."""
    if effect.duration is not Duration.STATIC:
        return None
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


__all__ = ["damage_static_text"]
