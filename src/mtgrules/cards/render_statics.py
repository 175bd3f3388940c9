"""Words for the groups of static abilities (:class:`~mtgrules.cards.pending.GroupHas`),
the inverse of :mod:`mtgrules.cards.build_statics`.

>>> from mtgrules.effects.base import Match
>>> elves = Match(controller=Who.YOU)
>>> group_subject(GroupHas(match=elves, other=True, subtype="Elf", subtype_noun=True))
'other Elves you control'
"""

from __future__ import annotations

from mtgrules.cards.build_choices import chosen_group_subject
from mtgrules.cards.build_commander import commanders_group
from mtgrules.cards.build_statics import CREATURES, plural
from mtgrules.cards.pending import GroupHas, GroupLoses
from mtgrules.cards.render_conditions import condition_words
from mtgrules.cards.render_statics_5 import during_your_turn
from mtgrules.effects.base import Who

_KINDS = frozenset({"Artifact", "Enchantment", "Land"})
"""The card types of "Artifacts you control have indestructible." (build_statics.lord_kind)."""


def group_subject(effect: GroupHas) -> str | None:
    """ "other Goblins you control", "creatures you control with flying": the group as the
    subject of "get" / "have", or None if the data has no words."""
    match = effect.match
    chosen = chosen_group_subject(effect)  # "of the chosen type" (cards/build_choices.py)
    if chosen is not None:
        return chosen
    if match.ids is not None or match.controller is Who.OPPONENT:
        return None
    if effect.with_counter:  # "each creature you control with a +1/+1 counter on it"
        if effect.color or effect.subtype or effect.token or effect.with_keyword:
            return None
        other = "other " if effect.other else ""
        return f"each {other}creature you control with a {effect.with_counter} counter on it"
    words = ["other"] if effect.other else []
    if commanders_group(effect):  # "commanders you control" (cards/build_commander.py)
        return " ".join([*words, "commanders you control"])
    if effect.adjective:  # "tapped", "attacking non-Human", "unblocked attacking"
        words.append(effect.adjective)
    if effect.color:
        words.append(effect.color)
    if effect.subtype_noun:
        if match.kinds is not None or not effect.subtype or effect.token:
            return None
        words.append(plural(effect.subtype))
    elif match.kinds != CREATURES:  # "permanents", "artifacts" (build_statics.lord_kind)
        if effect.subtype or effect.token or effect.color or effect.with_keyword:
            return None
        kinds = sorted(match.kinds or ())
        if len(kinds) > 1 or (kinds and kinds[0] not in _KINDS):
            return None
        words.append(f"{kinds[0].lower()}s" if kinds else "permanents")
    else:
        if effect.subtype:
            words.append(effect.subtype)
        words.append("creature tokens" if effect.token else "creatures")
    if match.controller is Who.YOU:
        words.append("you control")
    if effect.owned:
        words.append("you own")
    if effect.with_keyword:
        words.append(f"with {effect.with_keyword}")
    if effect.qualifier:  # "with counters on them" (rules/group_qualifiers.py)
        words.append(effect.qualifier)
    return " ".join(words)


def conditioned_group_text(effect: GroupHas, text: str) -> str:
    """ "as long as you have 5 or less life, other creatures you control get +1/+1" from the
    group's words ``text`` and its condition (CR 611.3a), first or last as printed."""
    assert effect.condition is not None
    if during_your_turn(effect.condition):  # "During your turn, ..." (render_statics_5.py)
        return f"during your turn, {text}"
    condition = condition_words(effect.condition)  # cards/render_conditions.py
    return f"as long as {condition}, {text}" if effect.leading else f"{text} as long as {condition}"


def group_loses_text(effect: GroupLoses) -> str | None:
    """ "Creatures your opponents control lose trample and can't have or gain trample.", or
    None if the data has no words."""
    if effect.match.controller is not Who.OPPONENT or effect.match.kinds != CREATURES:
        return None
    keyword = effect.keyword
    return f"Creatures your opponents control lose {keyword} and can't have or gain {keyword}."
