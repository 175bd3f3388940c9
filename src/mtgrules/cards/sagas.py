"""Saga cards in the card data (CR 714; layout "saga"): chapter abilities as triggered
abilities on lore counters.

A Saga's text is its chapter abilities, one a line ("I — [effect]", "II, III — [effect]"),
and any other abilities of the card (a Saga creature's "Flying"). CR 714.2b: "{rN} —
[effect]" means "When one or more lore counters are put onto this Saga, if the number of lore
counters on it was less than N and became at least N, [effect]"; CR 714.2c: "{rN1}, {rN2} —
[effect]" means the same as two such abilities. A chapter's effect is read like the text of
an instant or sorcery (its targets chosen as the ability is put on the stack, CR 603.3d); a
chapter may carry a flavor word ("I — Aerial Blast — ..."), which has no rules meaning
(CR 207.2d). The Saga is supported only when every chapter and every other ability is.

Sagas were printed after 2011: both editions play them with today's rules and rule numbers
(lore counters and the sacrifice of a finished Saga: :mod:`mtgrules.rules.sagas`).

>>> face = CardFace(name="Tale", types=("Enchantment",), subtypes=("Saga",), layout="saga",
...     text="I, II — You gain 2 life.\\nIII — Tale deals 3 damage to any target.")
>>> card = compile_saga(face).definition()
>>> [t.when.chapter for t in card.triggers]
[1, 2, 3]
>>> card.triggers[2].text
'III — Tale deals 3 damage to any target.'
"""

from __future__ import annotations

import dataclasses
import re

from mtgrules.cards.abilities import Ability, ChapterLine, EffectLine
from mtgrules.cards.compiler import CardFace, CompiledCard, compile_face
from mtgrules.cards.render import render_ability
from mtgrules.cards.text import oracle_lines, strip_reminder
from mtgrules.effects.chapters import ChapterReached
from mtgrules.effects.triggers import TriggeredAbility

__all__ = ["SAGA", "chapter_lines", "compile_saga", "has_chapters", "roman"]

SAGA = "saga"
_CHAPTER = re.compile(r"^((?:[IVX]+)(?:, [IVX]+)*) — (\S.*)$")
_NUMERALS = {"I": 1, "V": 5, "X": 10}


def roman(numeral: str) -> int:
    """CR 714.2a: a chapter symbol's Roman numeral as a number ("IV" is 4)."""
    values = [_NUMERALS[c] for c in numeral]
    return sum(-v if i + 1 < len(values) and v < values[i + 1] else v for i, v in enumerate(values))


def has_chapters(text: str) -> bool:
    """The text has chapter abilities (CR 714.2): a line "I — ...", "II, III — ..."."""
    return any(_CHAPTER.match(strip_reminder(line).strip()) for line in text.split("\n"))


def chapter_lines(text: str) -> tuple[list[tuple[str, str]], list[str], list[str]]:
    """The chapter lines of a Saga's text as (numerals, effect text), and its other lines
    before the first chapter and after it."""
    chapters: list[tuple[str, str]] = []
    before: list[str] = []
    after: list[str] = []
    for raw in text.replace("\r", "").split("\n"):
        found = _CHAPTER.match(strip_reminder(raw).strip())
        if found:
            chapters.append((found.group(1), found.group(2)))
        else:
            (after if chapters else before).append(raw)
    return chapters, before, after


def _unsupported(
    face: CardFace, failing: CompiledCard, where: str, needs: tuple[str, ...]
) -> CompiledCard:
    return CompiledCard(
        face,
        (),
        None,
        failing.unsupported,
        f"{failing.reason} ({where})",
        needs,
    )


def _one_shot(result: CompiledCard) -> str | None:
    """Why a chapter's effect, compiled as a sorcery's text, is not one ability's effect."""
    card = result.card
    assert card is not None
    one_line = len(result.abilities) == 1 and isinstance(result.abilities[0], EffectLine)
    if not one_line or card.spell is None or card.spell.modes:
        return "a chapter ability that isn't one effect"
    if card.statics or card.triggers or card.activated or card.keywords or card.restrictions:
        return "a chapter ability that isn't one effect"
    return None


def _chapter(numerals: str, result: CompiledCard) -> list[Ability]:
    """The chapter line of a compiled chapter effect (none if it didn't compile)."""
    return [
        ChapterLine(numerals, ability)
        for ability in result.abilities[:1]
        if isinstance(ability, EffectLine)
    ]


def compile_saga(face: CardFace) -> CompiledCard:
    """Compile a Saga card: its chapter abilities (CR 714.2) as triggered abilities, its other
    abilities as a card of one face; supported only when all of them are."""
    chapters, before, after = chapter_lines(face.text)
    base = compile_face(
        dataclasses.replace(face, layout="normal", text="\n".join([*before, *after]))
    )
    results = [
        (numerals, compile_face(CardFace(name=face.name, types=("Sorcery",), text=effect)))
        for numerals, effect in chapters
    ]
    compiled = [base, *(result for _, result in results)]
    understood = all(r.supported or r.needs for r in compiled)
    needs = tuple(need for r in compiled for need in r.needs) if understood else ()
    lines = [a for numerals, result in results for a in _chapter(numerals, result)]
    leading = bool(oracle_lines("\n".join(before), face.name))
    abilities = (*base.abilities, *lines) if leading else (*lines, *base.abilities)
    if not chapters:
        return CompiledCard(
            face,
            abilities,
            None,
            "(saga layout: no chapter abilities)",
            "a Saga whose chapter abilities the compiler can't find",
        )
    triggers: list[TriggeredAbility] = []
    for (numerals, result), (_, effect) in zip(results, chapters, strict=True):
        if result.card is None:
            failed = _unsupported(face, result, f"chapter {numerals}", needs)
            return dataclasses.replace(failed, abilities=abilities)
        problem = _one_shot(result)
        spell = result.card.spell
        if problem is not None or spell is None:
            return CompiledCard(face, abilities, None, f"{numerals} — {effect}", problem)
        for numeral in numerals.split(", "):
            # CR 714.2b-c: one triggered ability per chapter number.
            triggers.append(
                TriggeredAbility(
                    when=ChapterReached(chapter=roman(numeral)),
                    effect=spell.effect,
                    targets=spell.targets,
                    text=f"{numeral} — {spell.text}",
                )
            )
    if base.card is None:
        failed = _unsupported(face, base, "its other abilities", needs)
        return dataclasses.replace(failed, abilities=abilities)
    text = "\n".join(render_ability(a) for a in abilities).replace("~", face.name)
    card = dataclasses.replace(base.card, triggers=(*triggers, *base.card.triggers), text=text)
    return CompiledCard(face, abilities, card)
