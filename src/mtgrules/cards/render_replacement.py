"""Words for the damage replacement and prevention effects of static abilities (CR 614.1a,
615): "If a source you control would deal damage to a permanent or player, it deals double
that damage to that permanent or player instead.", "If a source would deal damage to you,
prevent 1 of that damage." Rendered from the effect alone."""

from __future__ import annotations

from collections.abc import Callable

from mtgrules.cards.render_damage_modify import static_modify_text
from mtgrules.cards.render_next_shields import next_shield_text
from mtgrules.cards.render_prevented_counters import static_counters_text
from mtgrules.cards.render_prevention_groups import (
    created_group_text,
    group_words,
    static_group_text,
)
from mtgrules.cards.render_prevention_more import static_prevention_more_text
from mtgrules.cards.render_redirection import created_redirect_text, static_redirect_text
from mtgrules.cards.vocabulary import damage_tail_kind
from mtgrules.effects.attached_prevention import PreventAttached
from mtgrules.effects.base import PLAYER, Duration, Effect, Match, Who
from mtgrules.effects.damage import ModifyDamage, PreventDamage, RedirectDamage
from mtgrules.effects.damage_counters import DamageToCounters
from mtgrules.effects.described_damage import COLORS, DescribedMatch, described
from mtgrules.effects.die_replacement import ExileDamagedByInsteadOfDying
from mtgrules.effects.instructions import SELF
from mtgrules.effects.life import LifeFloor
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


def created_damage_text(effect: Effect, ref: Callable[[int], str]) -> str | None:
    """The words of a prevention or redirection effect a spell or ability creates, when it is
    one of a group of recipients (CR 615.1a) or a redirection of the next N damage (CR
    614.9); ``ref`` names a reference. None when it isn't one of these."""
    if effect.duration is not Duration.END_OF_TURN:
        return None
    redirected = created_redirect_text(effect, ref)  # cards/render_redirection.py
    if redirected is not None:
        return redirected
    grouped = created_group_text(effect, ref)  # cards/render_prevention_groups.py
    if grouped is not None:
        return grouped
    shield = next_shield_text(effect, ref)  # cards/render_next_shields.py
    if shield is not None:
        return shield
    if type(effect) is PreventNextX:  # CR 107.3a: X from the cost
        ids = tuple(effect.to.ids or ()) if effect.to is not None else ()
        if len(ids) != 1 or effect != PreventNextX(to=Match.ids_of(*ids)):
            return None
        return f"prevent the next X damage that would be dealt to {ref(ids[0])} this turn"
    to = effect.to if type(effect) is PreventDamage else None
    group = group_words(to)
    if type(effect) is PreventDamage and to is not None and group is not None and to.ids is None:
        if effect != PreventDamage(to=effect.to, combat=effect.combat) or effect.combat is False:
            return None
        combat = "combat " if effect.combat else ""
        return f"prevent all {combat}damage that would be dealt to {group} this turn"
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


def damage_static_text(effect: Effect) -> str | None:
    """The sentence of ``effect``, or None when it isn't one of these."""
    if effect.duration is not Duration.STATIC:
        return None
    redirected = static_redirect_text(effect)  # cards/render_redirection.py
    if redirected is not None:
        return redirected
    modified = static_modify_text(effect)  # cards/render_damage_modify.py
    if modified is not None:
        return modified
    counters = static_counters_text(effect)  # cards/render_prevented_counters.py
    if counters is not None:
        return counters
    more = static_prevention_more_text(effect)  # cards/render_prevention_more.py
    if more is not None:
        return more
    grouped = static_group_text(effect)  # cards/render_prevention_groups.py
    if grouped is not None:
        return grouped
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
    if type(effect) is LifeFloor and effect == LifeFloor(
        who=Match.you(), floor=effect.floor, duration=Duration.STATIC
    ):
        return (
            f"Damage that would reduce your life total to less than {effect.floor} reduces it "
            f"to {effect.floor} instead."
        )
    if type(effect) is DamageToCounters and effect == DamageToCounters(
        to=_SELF_MATCH, kind=effect.kind, duration=Duration.STATIC
    ):
        return f"If damage would be dealt to ~, put that many {effect.kind} counters on it instead."
    plus = _plus_text(effect)
    if plus is not None:
        return plus
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


def _plus_text(effect: Effect) -> str | None:
    """ "If a red source you control would deal damage to an opponent or a permanent an
    opponent controls, it deals that much damage plus 2 instead." (CR 614.1a)"""
    if type(effect) is not ModifyDamage or effect.multiplier != 1 or effect.plus <= 0:
        return None
    source = effect.from_
    if not isinstance(source, DescribedMatch) or effect.to not in _RECIPIENTS:
        return None
    color = source.adjectives[0] if len(source.adjectives) == 1 else None
    noun = {"sources": "source", "spells": "spell"}.get(source.noun)
    mine = Match(controller=source.controller) if source.controller is not Who.ANY else None
    owner = _OWNERS.get(mine)
    plain = described(source.noun, source.adjectives, controller=source.controller)
    if color not in COLORS or noun is None or owner is None or source != plain:
        return None
    if noun == "spell" and owner:
        return None  # "a red spell you control": not a printed form the grammar reads
    if effect != ModifyDamage(
        plus=effect.plus, to=effect.to, from_=source, duration=Duration.STATIC
    ):
        return None
    tail = _TAILS[damage_tail_kind(effect.to)]
    return (
        f"If a {color} {noun}{owner} would deal damage to {_RECIPIENTS[effect.to]}, it deals "
        f"that much damage plus {effect.plus}{tail} instead."
    )


__all__ = ["created_damage_text", "damage_static_text"]
