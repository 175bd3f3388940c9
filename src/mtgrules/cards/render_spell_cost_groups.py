"""The words of cost changes for groups of spells (CR 601.2f), as printed
(:mod:`mtgrules.cards.build_spell_cost_groups` reads them).

>>> from mtgrules.effects.spell_cost_groups import GroupSpellsCost
>>> group_cost_words(GroupSpellsCost(mana="{1}", groups=(("blue", "red"),), each_spells=True))
'Blue spells and red spells you cast cost {1} less to cast.'
>>> group_cost_words(GroupSpellsCost(mana="{2}", groups=(("creature",),), nth=1))
'The first creature spell you cast each turn costs {2} less to cast.'
"""

from __future__ import annotations

from mtgrules.cards.render_damage_life import x_value_words
from mtgrules.cards.render_effects import _counted
from mtgrules.effects.spell_cost_groups import GroupSpellsCost

_ORDINALS = {1: "first", 2: "second", 3: "third"}


def _listed(words: tuple[str, ...]) -> str:
    """ "Aura and Equipment", "Cleric, Rogue, Warrior, and Wizard"."""
    if len(words) <= 2:
        return " and ".join(words)
    return f"{', '.join(words[:-1])}, and {words[-1]}"


def _group(effect: GroupSpellsCost) -> str:
    """The group's words before "spell(s)": "black creature", "Aura and Equipment"."""
    if effect.each_spells:
        return " spells and ".join(effect.groups[0])
    return " ".join(_listed(words) for words in effect.groups)


def group_cost_words(effect: GroupSpellsCost) -> str:
    """The line of a cost change for a group of spells."""
    group = _group(effect)
    change = "more" if effect.more else "less"
    if effect.nth:
        spell = " ".join(w for w in ("the", _ORDINALS[effect.nth], group, "spell") if w)
        text = f"{spell} you cast each turn costs {effect.mana} {change} to cast."
        return text[:1].upper() + text[1:]
    whose = f" {effect.whose} cast" if effect.whose else ""
    turn = " during your turn" if effect.your_turn else ""
    tail = ""
    if effect.per is not None:
        tail = f" for each {_counted(effect.per)}"
    elif effect.by_x is not None:
        tail = f", where X is {x_value_words(effect.by_x)}"
    spells = f"{group} spells" if group else "spells"
    text = f"{spells}{whose}{turn} cost {effect.mana} {change} to cast{tail}."
    return text[:1].upper() + text[1:]


__all__ = ["group_cost_words"]
