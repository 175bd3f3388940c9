"""Class cards in the card data (CR 716; layout "class"): class level abilities and the
abilities of each level.

A Class's text is its first section (the abilities it has at level 1), then for each further
level a class level ability "[cost]: Level N" followed by the abilities of that level::

    When this Class enters, target creature you control deals damage ...
    {1}{G}: Level 2
    Whenever you attack, target attacking creature gets +1/+0 ...
    {3}{G}: Level 3
    When this Class becomes level 3, ...

CR 716.2a: "[Cost]: Level N" means "[Cost]: This Class's level becomes N. Activate only if
this Class is level N-1 and only as a sorcery." CR 716.4: the abilities after a class level
ability are abilities the Class has as long as it is level N or greater; among them "When
this Class becomes level N, [effect]", whose effect is read like an instant's or sorcery's
text (:class:`~mtgrules.effects.class_levels.ClassLevels`, applied by
:mod:`mtgrules.rules.classes`). The card is supported only when every part is.

>>> face = CardFace(name="Talent", mana_cost="{G}", types=("Enchantment",),
...     subtypes=("Class",), layout="class", text="When this Class enters, you gain 1 life."
...     "\\n{1}{G}: Level 2\\nWhen this Class becomes level 2, you gain 3 life.")
>>> card = compile_class(face).definition()
>>> card.activated[0].text, [level.level for level in card.statics[-1].levels]
('{1}{G}: Level 2', [2])
"""

from __future__ import annotations

import dataclasses
import re

from mtgrules.cards.abilities import Ability, ClassLevelLine, EffectLine
from mtgrules.cards.compiler import CardFace, CompiledCard, compile_face
from mtgrules.cards.mana import parse_mana_cost
from mtgrules.cards.model import ActivatedAbility, CardDef, Cost
from mtgrules.cards.render import RenderError, render_ability
from mtgrules.cards.text import comparable, oracle_lines, strip_reminder
from mtgrules.effects.class_levels import (
    CLASS_LEVEL,
    BecomeClassLevel,
    ClassLevel,
    ClassLevelReached,
    ClassLevels,
)
from mtgrules.effects.conditions import Condition
from mtgrules.effects.triggers import TriggeredAbility
from mtgrules.errors import RulesError

__all__ = ["CLASS", "compile_class", "level_ability"]

CLASS = "class"
_LEVEL = re.compile(r"^(\{[^:]*\}): Level (\d+)$")
_BECOMES = re.compile(r"^When this Class becomes level (\d+), (\S.*)$")


@dataclasses.dataclass(frozen=True, slots=True)
class _Section:
    cost: str
    level: int
    becomes: str | None
    lines: tuple[str, ...]


def level_ability(cost: str, level: int) -> ActivatedAbility:
    """CR 716.2a: "[Cost]: Level N" is "[Cost]: This Class's level becomes N. Activate only
    if this Class is level N-1 and only as a sorcery."."""
    return ActivatedAbility(
        cost=Cost(mana=parse_mana_cost(cost)),
        effect=(BecomeClassLevel(level=level),),
        text=f"{cost}: Level {level}",
        limit="as a sorcery",
        condition=Condition(kind=CLASS_LEVEL, amount=level - 1),
    )


def _read(text: str) -> tuple[list[str], list[_Section]] | str:
    """The lines of the first section and the level sections; or what is wrong."""
    first: list[str] = []
    sections: list[_Section] = []
    for raw in text.replace("\r", "").split("\n"):
        line = strip_reminder(raw).strip()
        level = _LEVEL.match(line)
        if level:
            number = int(level.group(2))
            if number != len(sections) + 2:
                return f"level {number} after level {len(sections) + 1}"
            sections.append(_Section(level.group(1), number, None, ()))
            continue
        if not line:
            continue
        if not sections:
            first.append(line)
            continue
        section = sections[-1]
        becomes = _BECOMES.match(line)
        first_line = not section.lines and section.becomes is None
        if becomes and int(becomes.group(1)) == section.level and first_line:
            sections[-1] = dataclasses.replace(section, becomes=becomes.group(2))
            continue
        sections[-1] = dataclasses.replace(section, lines=(*section.lines, line))
    return first, sections


def _effect(face: CardFace, effect: str) -> CompiledCard:
    """ "When this Class becomes level N, [effect]": the effect as a sorcery's text."""
    return compile_face(
        CardFace(name=face.name, types=("Sorcery",), text=effect[:1].upper() + effect[1:])
    )


def _one_effect(result: CompiledCard) -> EffectLine | None:
    """The one effect of a compiled "becomes level N" text, or None if it isn't one."""
    card = result.card
    if card is None or card.spell is None or card.spell.modes or len(result.abilities) != 1:
        return None
    if card.statics or card.triggers or card.activated or card.keywords or card.restrictions:
        return None
    line = result.abilities[0]
    return line if isinstance(line, EffectLine) else None


def _trigger(section: _Section, result: CompiledCard) -> TriggeredAbility | None:
    """CR 716.4: "When this Class becomes level N, [effect]" as a triggered ability."""
    spell = result.card.spell if result.card is not None else None
    if spell is None or section.becomes is None:
        return None
    return TriggeredAbility(
        when=ClassLevelReached(level=section.level),
        effect=spell.effect,
        targets=spell.targets,
        text=f"When ~ becomes level {section.level}, {section.becomes}",
    )


def _merged(below: CardDef, own: CardDef, trigger: TriggeredAbility | None) -> CardDef:
    """The Class at a level: the abilities of the levels below and its own (CR 716.4)."""
    return dataclasses.replace(
        below,
        keywords=below.keywords | own.keywords,
        restrictions=below.restrictions | own.restrictions,
        activated=(*below.activated, *own.activated),
        triggers=(*below.triggers, *([trigger] if trigger else []), *own.triggers),
        statics=(*below.statics, *own.statics),
    )


def _failed(
    face: CardFace, clause: str, reason: str, abilities: tuple[Ability, ...] = ()
) -> CompiledCard:
    return CompiledCard(face, abilities, None, clause, reason)


def compile_class(face: CardFace) -> CompiledCard:
    """Compile a Class card: its first section, its class level abilities and the abilities
    of each level; supported only when every part is."""
    read = _read(face.text)
    if isinstance(read, str):
        return _failed(face, f"({CLASS} layout)", read)
    first, sections = read
    if not sections:
        return _failed(face, f"({CLASS} layout)", "a Class without class level abilities")
    try:
        levels = tuple(level_ability(s.cost, s.level) for s in sections)
    except RulesError:
        return _failed(face, f"({CLASS} layout)", "a class level cost the engine can't pay")
    base = compile_face(dataclasses.replace(face, layout="normal", text="\n".join(first)))
    own = [
        compile_face(dataclasses.replace(face, layout="normal", text="\n".join(s.lines)))
        for s in sections
    ]
    effects = [_effect(face, s.becomes) if s.becomes is not None else None for s in sections]
    lines = [
        ClassLevelLine(
            s.cost, s.level, _one_effect(effect) if effect is not None else None, o.abilities
        )
        for s, o, effect in zip(sections, own, effects, strict=True)
    ]
    abilities: tuple[Ability, ...] = (*base.abilities, *lines)
    compiled = [base, *own, *(e for e in effects if e is not None)]
    failing = next((r for r in compiled if r.card is None), None)
    if failing is not None:
        understood = all(r.supported or r.needs for r in compiled)
        needs = tuple(n for r in compiled for n in r.needs) if understood else ()
        where = "its abilities" if failing is base else "its levels"
        return CompiledCard(
            face, abilities, None, failing.unsupported, f"{failing.reason} ({where})", needs
        )
    try:
        text = "\n".join(render_ability(a) for a in abilities)
    except RenderError as error:
        return _failed(face, f"({CLASS} layout)", f"no words for the compiled data: {error}")
    wanted = "\n".join(oracle_lines(face.text, face.name))
    if comparable(text) != comparable(wanted):
        return _failed(face, f"({CLASS} layout)", f"renders as {text!r}", abilities)
    assert base.card is not None
    printed = dataclasses.replace(base.card, activated=(*levels, *base.card.activated))
    at_levels: list[ClassLevel] = []
    below = printed
    for section, result, effect in zip(sections, own, effects, strict=True):
        trigger = _trigger(section, effect) if effect is not None else None
        if effect is not None and (trigger is None or _one_effect(effect) is None):
            return _failed(face, f"When ~ becomes level {section.level}", "not one effect")
        assert result.card is not None
        below = _merged(below, result.card, trigger)
        at_levels.append(ClassLevel(level=section.level, card=below))
    class_levels = ClassLevels(printed=printed, levels=tuple(at_levels))
    card = dataclasses.replace(
        printed,
        statics=(*printed.statics, class_levels),
        text=text.replace("~", face.name),
    )
    return CompiledCard(face, abilities, card)
