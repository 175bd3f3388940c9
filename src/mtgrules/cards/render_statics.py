"""Words for the groups of static abilities (:class:`~mtgrules.cards.pending.GroupHas`),
the inverse of :mod:`mtgrules.cards.build_statics`.

>>> from mtgrules.effects.base import Match
>>> elves = Match(controller=Who.YOU)
>>> group_subject(GroupHas(match=elves, other=True, subtype="Elf", subtype_noun=True))
'other Elves you control'
"""

from __future__ import annotations

from mtgrules.cards.build_choices import chosen_group_subject
from mtgrules.cards.build_statics import CREATURES, plural
from mtgrules.cards.pending import GroupHas, GroupLoses
from mtgrules.effects.base import Who


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
        if effect.other or effect.color or effect.subtype or effect.token or effect.with_keyword:
            return None
        return f"each creature you control with a {effect.with_counter} counter on it"
    words = ["other"] if effect.other else []
    if effect.color:
        words.append(effect.color)
    if effect.subtype_noun:
        if match.kinds is not None or not effect.subtype or effect.token:
            return None
        words.append(plural(effect.subtype))
    else:
        if match.kinds != CREATURES:
            return None
        if effect.subtype:
            words.append(effect.subtype)
        words.append("creature tokens" if effect.token else "creatures")
    if match.controller is Who.YOU:
        words.append("you control")
    if effect.with_keyword:
        words.append(f"with {effect.with_keyword}")
    return " ".join(words)


def group_loses_text(effect: GroupLoses) -> str | None:
    """ "Creatures your opponents control lose trample and can't have or gain trample.", or
    None if the data has no words."""
    if effect.match.controller is not Who.OPPONENT or effect.match.kinds != CREATURES:
        return None
    keyword = effect.keyword
    return f"Creatures your opponents control lose {keyword} and can't have or gain {keyword}."
