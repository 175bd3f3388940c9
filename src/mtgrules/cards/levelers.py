"""Leveler cards in the card data (CR 711 and 702.87; 2011: 710 and 702.85; layout
"leveler").

A leveler's text is its level up ability and any other abilities it always has, then its
level symbols, each a "LEVEL N1-N2" or "LEVEL N3+" line, a power/toughness line, and the
abilities of that level::

    Level up {1}{U}
    LEVEL 2-3
    2/4
    {U}{U}, {T}: Copy target instant or sorcery spell. ...
    LEVEL 4+
    2/5
    ...

CR 702.87a (2011: 702.85a): "Level up [cost]" means "[Cost]: Put a level counter on this
permanent. Activate only as a sorcery." CR 711.2a-b (2011: 710.2a-b): each level symbol is a
static ability giving base power and toughness and abilities while the number of level
counters is in its range (:class:`~mtgrules.effects.levels.Leveled`, applied by
:mod:`mtgrules.rules.levelers`). The card is supported only when all its parts are.

>>> face = CardFace(name="Squire", mana_cost="{W}", types=("Creature",), power="1",
...     toughness="1", layout="leveler",
...     text="Level up {2}\\nLEVEL 1-3\\n2/2\\nFlying\\nLEVEL 4+\\n4/4\\nFlying, lifelink")
>>> card = compile_leveler(face).definition()
>>> card.activated[0].text, [(b.low, b.high, b.card.power) for b in card.statics[0].bands]
('Level up {2}', [(1, 3, 2), (4, None, 4)])
"""

from __future__ import annotations

import dataclasses
import re

from mtgrules.cards.abilities import Ability, KeywordLine, LevelLine
from mtgrules.cards.compiler import CardFace, CompiledCard, compile_face
from mtgrules.cards.grammar import parse_line
from mtgrules.cards.mana import parse_mana_cost
from mtgrules.cards.model import ActivatedAbility, CardDef, Cost
from mtgrules.cards.render import render_ability
from mtgrules.cards.text import oracle_lines, strip_reminder
from mtgrules.effects.instructions import SELF, PutCounters
from mtgrules.effects.levels import LEVEL, LevelBand, Leveled
from mtgrules.errors import RulesError

__all__ = ["LEVELER", "compile_leveler", "level_up_ability"]

LEVELER = "leveler"
_LEVEL_UP = re.compile(r"^Level up (\{[^()]*\})$")
_HEADER = re.compile(r"^LEVEL (\d+)(?:-(\d+)|\+)$")
_POWER_TOUGHNESS = re.compile(r"^(\d+)/(\d+)$")


@dataclasses.dataclass(frozen=True, slots=True)
class _Level:
    low: int
    high: int | None
    power: int
    toughness: int
    lines: tuple[str, ...]


def level_up_ability(cost: str) -> ActivatedAbility:
    """CR 702.87a (2011: 702.85a): "Level up [cost]" is "[Cost]: Put a level counter on this
    permanent. Activate only as a sorcery."."""
    return ActivatedAbility(
        cost=Cost(mana=parse_mana_cost(cost)),
        effect=(PutCounters(kind=LEVEL, count=1, on=SELF),),
        text=f"Level up {cost}",
        limit="as a sorcery",
    )


def _read(text: str) -> tuple[str | None, list[str], list[str], list[_Level]] | str:
    """The level up cost, the other lines before and after it (above the level symbols),
    and the levels; or what is wrong with the text."""
    cost: str | None = None
    before: list[str] = []
    after: list[str] = []
    levels: list[_Level] = []
    lines = [strip_reminder(raw).strip() for raw in text.replace("\r", "").split("\n")]
    index = 0
    while index < len(lines):
        line = lines[index]
        header = _HEADER.match(line)
        if header:
            pt = _POWER_TOUGHNESS.match(lines[index + 1]) if index + 1 < len(lines) else None
            if pt is None:
                return f"{line} without its power and toughness"
            end = index + 2
            while end < len(lines) and not _HEADER.match(lines[end]):
                end += 1
            high = int(header.group(2)) if header.group(2) else None
            body = tuple(x for x in lines[index + 2 : end] if x)
            levels.append(
                _Level(int(header.group(1)), high, int(pt.group(1)), int(pt.group(2)), body)
            )
            index = end
            continue
        if levels:
            return "a line after the level symbols that belongs to none"
        up = _LEVEL_UP.match(line)
        if up and cost is None:
            cost = up.group(1)
        elif line:
            (after if cost is not None else before).append(line)
        index += 1
    return cost, before, after, levels


def _merged(base: CardDef, level: _Level, own: CardDef) -> CardDef:
    """The characteristics at a level: its base power and toughness, and its abilities with
    those the card always has (CR 711.2a-b, 711.4)."""
    return dataclasses.replace(
        base,
        power=level.power,
        toughness=level.toughness,
        keywords=base.keywords | own.keywords,
        restrictions=base.restrictions | own.restrictions,
        activated=(*base.activated, *own.activated),
        triggers=(*base.triggers, *own.triggers),
        statics=(*base.statics, *own.statics),
    )


def _failed(
    face: CardFace, clause: str, reason: str, abilities: tuple[Ability, ...] = ()
) -> CompiledCard:
    return CompiledCard(face, abilities, None, clause, reason)


def compile_leveler(face: CardFace) -> CompiledCard:
    """Compile a leveler card: level up, the abilities it always has, and each level (its
    power and toughness and abilities); supported only when every part is."""
    read = _read(face.text)
    if isinstance(read, str):
        return _failed(face, f"({LEVELER} layout)", read)
    cost, before, after, levels = read
    if cost is None or not levels:
        return _failed(face, f"({LEVELER} layout)", "a leveler without level up or levels")
    try:
        level_up = level_up_ability(cost)
    except RulesError:
        return _failed(face, f"Level up {cost}", "a level up cost the engine can't pay")
    base = compile_face(
        dataclasses.replace(face, layout="normal", text="\n".join([*before, *after]))
    )
    results = [
        compile_face(
            dataclasses.replace(
                face,
                layout="normal",
                power=str(level.power),
                toughness=str(level.toughness),
                text="\n".join(level.lines),
            )
        )
        for level in levels
    ]
    keyword = parse_line(f"Level up {cost}")
    assert isinstance(keyword, KeywordLine)
    lead = list(base.abilities[: len(oracle_lines("\n".join(before), face.name))])
    rest = list(base.abilities[len(lead) :])
    level_lines = [
        LevelLine(level.low, level.high, level.power, level.toughness, result.abilities)
        for level, result in zip(levels, results, strict=True)
    ]
    abilities: tuple[Ability, ...] = (*lead, keyword, *rest, *level_lines)
    compiled = [base, *results]
    failing = next((r for r in compiled if r.card is None), None)
    if failing is not None:
        understood = all(r.supported or r.needs for r in compiled)
        needs = tuple(n for r in compiled for n in r.needs) if understood else ()
        where = "its level" if failing is not base else "its abilities"
        return CompiledCard(
            face, abilities, None, failing.unsupported, f"{failing.reason} ({where})", needs
        )
    assert base.card is not None
    printed = dataclasses.replace(base.card, activated=(level_up, *base.card.activated))
    bands = tuple(
        LevelBand(low=level.low, high=level.high, card=_merged(printed, level, result.card))
        for level, result in zip(levels, results, strict=True)
        if result.card is not None
    )
    leveled = Leveled(printed=printed, bands=bands)
    text = "\n".join(render_ability(a) for a in abilities).replace("~", face.name)
    card = dataclasses.replace(printed, statics=(*printed.statics, leveled), text=text)
    return CompiledCard(face, abilities, card)
