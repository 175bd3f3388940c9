"""Compiling Auras and Equipment into engine data (CR 301.5, 303.4, 702.5, 702.6).

* "Enchant creature" is a static ability (:class:`~mtgrules.cards.pending.Enchant`) that also
  makes the Aura spell target what it can enchant (CR 303.4a, 702.5a): :func:`aura_spell`.
* "Equip {N}" means "{N}: Attach this permanent to target creature you control. Activate only
  as a sorcery." (CR 702.6a): :func:`equip_ability`.

>>> from mtgrules.cards.pending import OtherKeyword
>>> equip = equip_ability(OtherKeyword("equip", "{1}"))
>>> equip.text, equip.limit, equip.targets[0].text
('Equip {1}', 'as a sorcery', 'target creature you control')
"""

from __future__ import annotations

import dataclasses
from typing import TypeGuard

from mtgrules.cards.abilities import Ability, KeywordLine, StaticLine
from mtgrules.cards.granted_abilities import AttachedGrants
from mtgrules.cards.mana import parse_mana_cost
from mtgrules.cards.model import ActivatedAbility, Cost, SpellAbility
from mtgrules.cards.pending import (
    AtBeginningOf,
    AttachedGets,
    Enchant,
    OtherKeyword,
    is_keyword_with_mana_cost,
)
from mtgrules.cards.vocabulary import kinds_words
from mtgrules.effects.attached import (
    ATTACHED_IDS,
    ATTACHED_REFERENCES,
    ATTACHED_WORDS,
    AttachedRestriction,
    ControlAttached,
    attached_words,
)
from mtgrules.effects.base import Who
from mtgrules.effects.instructions import Attach, target
from mtgrules.effects.targets import TargetSpec

EQUIP = "equip"
AURA = "Aura"
EQUIPMENT = "Equipment"
EQUIP_TARGET = TargetSpec(
    kinds=frozenset({"creature"}), controller=Who.YOU, text="target creature you control"
)


def is_equip(keyword: object) -> TypeGuard[OtherKeyword]:
    """ "Equip {cost}" with a mana cost the engine can pay."""
    return is_keyword_with_mana_cost(keyword, EQUIP)


def equip_ability(keyword: OtherKeyword) -> ActivatedAbility:
    """CR 702.6a: "Equip [cost]" is "[Cost]: Attach this permanent to target creature you
    control. Activate only as a sorcery."."""
    return ActivatedAbility(
        cost=Cost(mana=parse_mana_cost(keyword.parameter)),
        effect=(Attach(to=target(0)),),
        targets=(EQUIP_TARGET,),
        text=f"Equip {keyword.parameter}",
        limit="as a sorcery",
    )


def aura_target(enchant: Enchant) -> TargetSpec:
    """CR 303.4a: an Aura spell's target, defined by its enchant ability (CR 702.5a)."""
    if enchant.filter is not None:
        return enchant.filter  # "enchant nonland permanent": with its conditions
    whose = " you control" if enchant.whose is Who.YOU else ""
    text = f"enchant {kinds_words(enchant.kinds)}{whose}"
    return TargetSpec(kinds=enchant.kinds, controller=enchant.whose, text=text)


def aura_spell(enchant: Enchant, name: str) -> SpellAbility:
    """The Aura spell: no instructions, one target (CR 303.4a); it resolves by entering the
    battlefield attached to that target (CR 608.3c)."""
    return SpellAbility(effect=(), targets=(aura_target(enchant),), text=name)


_REF_FIELDS = frozenset({"on", "to", "who", "source", "what", "from_", "ids"})


def attached_refs(data: object, field: str = "") -> set[int]:
    """The attached references ("enchanted creature", "equipped creature") in compiled
    ability data: in the fields that hold references, at any depth."""
    if isinstance(data, int) and not isinstance(data, bool):
        return {data} & ATTACHED_IDS if field in _REF_FIELDS else set()
    if isinstance(data, tuple | list | frozenset | set):
        return {r for item in data for r in attached_refs(item, field)}
    if dataclasses.is_dataclass(data) and not isinstance(data, type):
        fields = dataclasses.fields(data)
        return {r for f in fields for r in attached_refs(getattr(data, f.name), f.name)}
    return set()


def attachment_problem(ability: Ability, subtypes: tuple[str, ...]) -> str | None:
    """Why an attachment ability is out of place on a card with these subtypes: "Enchant"
    on a non-Aura (CR 702.5a), "Equip" on a non-Equipment (CR 702.6a), "enchanted" or
    "equipped" on a card that is neither, or more than one enchant ability."""
    if isinstance(ability, KeywordLine) and any(is_equip(k) for k in ability.keywords):
        return None if EQUIPMENT in subtypes else "equip on a card that isn't an Equipment"
    for ref in attached_refs(ability):
        needed = AURA if ATTACHED_REFERENCES[ref] == "enchanted" else EQUIPMENT
        if needed not in subtypes:
            return f"{attached_words(ref)} on a card that isn't an {needed}"
    when = getattr(ability, "when", None)
    if isinstance(when, AtBeginningOf) and when.wording.startswith(ATTACHED_WORDS):
        needed = AURA if "enchanted" in when.wording else EQUIPMENT
        if needed not in subtypes:
            return f"'{when.wording}' on a card that isn't an {needed}"
    if not isinstance(ability, StaticLine):
        return None
    effect = ability.effect
    if isinstance(effect, Enchant) and AURA not in subtypes:
        return "enchant on a card that isn't an Aura"
    if isinstance(effect, AttachedGets | AttachedGrants | AttachedRestriction | ControlAttached):
        needed = AURA if effect.attachment == "enchanted" else EQUIPMENT
        if needed not in subtypes:
            return f"{effect.attachment} {effect.noun} on a card that isn't an {needed}"
    return None
