"""Oracle text as the compiler reads it, and as the round-trip check compares it.

* Reminder text, in parentheses, is not rules text (CR 207.2a), nor are ability words
  ("Landfall — ", CR 207.2c) and flavor words ("Blood Chalice — ", CR 207.2d): they are
  dropped.
* Self-references (the card's own name, its short name for a legendary card, "this creature",
  "this spell", ...) become ``~`` (CR 201.5: a card's name in its text means that object).
* For the round-trip check only (:func:`comparable`), the pronoun "it" is also a self-reference,
  and the compiler's rendering is compared with the card's text in that form.

>>> oracle_lines("Sacrifice this creature: It deals 1 damage to any target.", "Mogg Fanatic")
['Sacrifice ~: It deals 1 damage to any target.']
>>> oracle_lines("({T}: Add {G}.)", "Forest")
[]
>>> comparable("Sacrifice ~: It deals 1 damage to any target.")
'Sacrifice ~: ~ deals 1 damage to any target.'
>>> shape("When ~ enters, it deals 2 damage to target creature.")
'When ~ enters, it deals N damage to target creature.'
"""

from __future__ import annotations

import re

_REMINDER = re.compile(r"\s*\([^()]*\)")
_SPACES = re.compile(r"[ \t]+")
_THIS = re.compile(
    r"\b[Tt]his (?:creature|enchantment|artifact|land|permanent|spell|card|planeswalker|"
    r"Aura|Equipment|Vehicle|Saga|battle|token|Class|Case|Room|Siege|Fortification|scheme|plane)\b"
)
_IT = re.compile(r"\b[Ii]t\b")
# CR 207.2c: ability words (italic, no rules meaning), as printed before " — ".
ABILITY_WORDS = frozenset(
    {
        "adamant",
        "addendum",
        "alliance",
        "battalion",
        "bloodrush",
        "celebration",
        "channel",
        "chroma",
        "cohort",
        "constellation",
        "converge",
        "corrupted",
        "coven",
        "delirium",
        "domain",
        "eerie",
        "eminence",
        "enrage",
        "ferocious",
        "flurry",
        "formidable",
        "grandeur",
        "hellbent",
        "heroic",
        "imprint",
        "infusion",
        "inspired",
        "kinship",
        "landfall",
        "lieutenant",
        "magecraft",
        "metalcraft",
        "morbid",
        "opus",
        "paradox",
        "parley",
        "radiance",
        "raid",
        "rally",
        "renew",
        "revolt",
        "strive",
        "survival",
        "sweep",
        "threshold",
        "undergrowth",
        "valiant",
        "void",
        "disappear",
        "council's dilemma",
        "descend 4",
        "descend 8",
        "fateful hour",
        "fathomless descent",
        "join forces",
        "pack tactics",
        "secret council",
        "spell mastery",
        "tempting offer",
        "will of the council",
    }
)
# Words printed the same way ("Boast — ", "Max speed — ") that DO have rules meaning: they are
# part of the ability and stay (an ability the compiler doesn't read until it implements them).
RULES_MEANING_WORDS = frozenset(
    {
        "boast",
        "companion",
        "exhaust",
        "forecast",
        "gotcha",
        "hero's reward",
        "max speed",
        "mono eminence",
        "power-up",
        "prize",
        "ransom",
        "requirement",
        "reward",
        "rule zero",
        "rulebreaker",
        "solved",
        "split",
        "summon",
        "teamwork",
        "to solve",
        "visit",
        "will of the planeswalkers",
    }
)
_ABILITY_WORD = re.compile(r"^([A-Z][\w'!,-]*(?: [\w'!,-]+){0,5}) — (?=\S)")
# Not a word that labels an ability: Saga chapters ("II, III — ", CR 714.2b), a keyword with a
# number ("Suspend 4 — "), an instruction ("Choose one — ", "Each opponent faces ... — ").
_NOT_A_LABEL = re.compile(
    r"^(?:[IVX]+(?:, [IVX]+)*(?: .*)?|.*\d.*|(?:Choose|Each|Target|Team) .*)$"
)
_DIGITS = re.compile(r"\d+")
_CHAPTER_NUMERALS = re.compile(r"^[IVX]+(?:, [IVX]+)* — (?=\S)")


def strip_reminder(text: str) -> str:
    """The text without reminder text (CR 207.2a), nested parentheses included."""
    previous = None
    while previous != text:
        previous, text = text, _REMINDER.sub("", text)
    return text


def self_names(name: str, legendary: bool = False) -> list[str]:
    """How a card's text may name the card itself: its full name (without the "A-" of a
    rebalanced card), then for a name like "Ajani, Caller of the Pride" the short name before
    the comma (CR 201.5); a legendary card named "Zo-Zu the Punisher" or "Krydle of Baldur's
    Gate" is also named by its first word (CR 201.5: a shortened name)."""
    names = [name]
    if name.startswith("A-"):  # a rebalanced digital card names itself without "A-"
        names.append(name.removeprefix("A-"))
    names += [each.split(", ", 1)[0] for each in list(names) if ", " in each]
    if legendary:
        names += [m.group(1) for each in list(names) if (m := _EPITHET.match(each))]
    return names


# "Kaervek the Merciless", "Krydle of Baldur's Gate": a legendary name whose first word is the
# character's name (no comma, CR 201.5).
_EPITHET = re.compile(r"^([^\s,]+) (?:the|of) ")
# A planeswalker type ("a Gideon planeswalker") is no shortened name, nor another character's
# name ("create Tuktuk the Returned").
_NOT_SHORT_AFTER = r"(?! planeswalker| the | of )"


def replace_self(text: str, name: str, legendary: bool = False) -> str:
    """``~`` for the card's name and for "this creature", "this spell", ...; the personal
    pronouns that name a character card ("he deals", "his power", "tap him") as "it"."""
    names = self_names(name, legendary)
    short = set(names) - set(self_names(name))
    for each in names:
        if each:
            after = _NOT_SHORT_AFTER if each in short else ""
            text = re.sub(rf"(?<![\w]){re.escape(each)}(?![\w]){after}", "~", text)
    return _PRONOUN.sub(_neuter, _THIS.sub("~", text))


# A character card's text names it "he" / "she" (Smaug, The Wasp): the same self-reference as
# "it" (CR 201.5), read and compared as "it" / "its"; "her" is "its" before a noun.
_PRONOUN = re.compile(r"\b(?:[Hh]e|[Ss]he|[Hh]im|[Hh]is|[Hh]er|[Hh]imself|[Hh]erself)\b(?!-)")
_HER_NOUNS = re.compile(r" (?:power|toughness|owner's|controller|controller's|combat|name)\b")


def _neuter(match: re.Match[str]) -> str:
    word = match.group(0)
    lowered = word.lower()
    if lowered in ("himself", "herself"):
        it = "itself"
    elif lowered == "his" or (lowered == "her" and _HER_NOUNS.match(match.string, match.end())):
        it = "its"
    else:
        it = "it"
    return it.capitalize() if word[0].isupper() else it


def is_label(words: str) -> bool:
    """Whether words printed before " — " at the start of an ability only label it: an ability
    word (CR 207.2c: "Landfall") or a flavor word (CR 207.2d: "Blood Chalice", "Fire Breath"),
    neither of which has rules meaning. Mechanics written the same way ("Boast", "Max speed")
    and Saga chapters are not labels."""
    lowered = words.lower()
    if lowered in ABILITY_WORDS:
        return True
    return lowered not in RULES_MEANING_WORDS and not _NOT_A_LABEL.match(words)


def strip_ability_word(line: str) -> str:
    """The line without a leading ability word ("Landfall — ", CR 207.2c) or flavor word
    ("Blood Chalice — ", CR 207.2d), which have no rules meaning."""
    chapter = _CHAPTER_NUMERALS.match(line)
    if chapter:  # a Saga's chapter: "I — Aerial Blast — [effect]" (CR 714.2b, 207.2d)
        return chapter.group(0) + strip_ability_word(line[chapter.end() :])
    match = _ABILITY_WORD.match(line)
    if match and is_label(match.group(1)):
        return line[match.end() :]
    return line


_QUOTE_END = re.compile(r'\."(?=\s|$)')


def period_outside_quotes(line: str) -> str:
    """A sentence that ends with a quoted ability ends inside its quotation marks: `with
    "~ can't block."`; the compiler reads (and compares) the period after them, as for a
    quoted ability in the middle of a sentence (`gains "..." until end of turn.`)."""
    return _QUOTE_END.sub('".', line) if '"' in line else line


def oracle_lines(text: str | None, name: str, legendary: bool = False) -> list[str]:
    """The lines (abilities, CR 113.2) of a card's text, without reminder text or ability
    words and with self-references as ``~`` (a legendary card's shortened name too); empty
    lines dropped."""
    if not text:
        return []
    lines = []
    for raw in strip_reminder(text).replace("\r", "").split("\n"):
        line = strip_ability_word(_SPACES.sub(" ", raw).strip())
        if line:
            lines.append(period_outside_quotes(replace_self(line, name, legendary)))
    return lines


def comparable(text: str) -> str:
    """The form in which a rendering and the Oracle text are compared: "it" is a
    self-reference too, and whitespace is normalized."""
    lines = [_SPACES.sub(" ", line).strip() for line in text.split("\n")]
    return "\n".join(_IT.sub("~", period_outside_quotes(line)) for line in lines if line)


def shape(clause: str) -> str:
    """A clause with its numbers as ``N``: the shape under which unsupported clauses are
    counted."""
    return _DIGITS.sub("N", clause)
