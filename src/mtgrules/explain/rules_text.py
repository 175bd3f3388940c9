"""The rules excerpts bundled with the package, by rule number and language.

The excerpts (``mtgrules/data/rules/cr-<edition>-<section>-<topic>.<lang>.txt``) come in two
layouts: the 2011 one (a rule number alone on a line, its paragraph after it) and the 2022
one (``• 120.3a Damage dealt ...`` on one line). Both become rule number -> paragraph, with
each "Example:" on a line of its own. A rule whose number is printed inside the previous
paragraph (``... « Sources de blessures. » 119.8 Si une source ...``) is split off.

>>> rule_text("119.3a").startswith("Damage dealt to a player by a source without infect")
True
>>> rule_text("119.3a", "fr").startswith("Les blessures infligées à un joueur")
True
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from importlib import resources

from mtgrules.explain.errors import UnknownRuleError
from mtgrules.explain.languages import check_language

FILE_NAME = re.compile(r"cr-(?P<edition>\d{4})-(?P<section>\d{3})-[a-z-]+\.(?P<lang>[a-z]{2})\.txt")
RULE_LINE = re.compile(r"^[\s•]*(?P<number>\d{3}\.\d+[a-z]?)\.?(?:\s+(?P<text>.*))?$")
TITLE_LINE = re.compile(r"^(?:CR )?(?P<section>\d{3})\. (?P<title>.+)$")
INLINE_NUMBER = re.compile(r"(?<=\s)(?P<number>\d{3}\.\d+[a-z]?)\.? (?=[A-ZÀ-Ý])")
REFERENCE_WORDS = ("rule", "rules", "règle", "règles", "see", "cf.")
EXAMPLE = re.compile(r"\s+(?=Ex[ae]mple ?:)")


@dataclass(frozen=True, slots=True, eq=False)
class Excerpt:
    """One bundled excerpt: a section of one edition in one language."""

    file: str
    edition: str
    section: str
    title: str
    lang: str
    rules: dict[str, str]

    @property
    def span(self) -> str:
        """The first and last rule numbers, e.g. ``119.1-119.8``."""
        numbers = list(self.rules)
        return f"{numbers[0]}-{numbers[-1]}" if numbers else "no rules"


@cache
def excerpts() -> tuple[Excerpt, ...]:
    """Every bundled excerpt, newest edition first."""
    folder = resources.files("mtgrules.data").joinpath("rules")
    found = []
    for entry in folder.iterdir():
        match = FILE_NAME.fullmatch(entry.name)
        if match is None:
            continue
        title, rules = parse_excerpt(entry.read_text("utf-8"), match["section"])
        found.append(
            Excerpt(entry.name, match["edition"], match["section"], title, match["lang"], rules)
        )
    return tuple(sorted(found, key=lambda e: (-int(e.edition), e.section, e.lang)))


def parse_excerpt(text: str, section: str) -> tuple[str, dict[str, str]]:
    """The excerpt's title and its rules: number -> paragraph (rules without text left out).

    >>> parse_excerpt("CR 120. Damage\\n  • 120.1 Objects can deal damage.", "120")
    ('Damage', {'120.1': 'Objects can deal damage.'})
    """
    title = ""
    paragraphs: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in text.splitlines():
        stripped = line.strip()
        rule = RULE_LINE.match(stripped)
        heading = TITLE_LINE.match(stripped)
        if rule is not None:
            current = paragraphs.setdefault(rule["number"], [])
            if rule["text"]:
                current.append(rule["text"])
        elif heading is not None and heading["section"] == section:
            title = heading["title"].split(":")[-1].strip()
        elif stripped and current is not None:
            current.append(stripped)
    rules: dict[str, str] = {}
    for number, lines in paragraphs.items():
        rules.update(_split_inline(number, " ".join(lines), section))
    return title, {n: EXAMPLE.sub("\n", t) for n, t in rules.items() if t}


def _split_inline(number: str, text: str, section: str) -> dict[str, str]:
    """Split off the rules of ``section`` whose number is printed inside ``text``."""
    for match in INLINE_NUMBER.finditer(text):
        before = text[: match.start()].rstrip().rsplit(" ", 1)[-1].lower()
        inner = match["number"]
        if inner.startswith(f"{section}.") and before not in REFERENCE_WORDS:
            head = {number: text[: match.start()].rstrip()}
            return head | _split_inline(inner, text[match.end() :], section)
    return {number: text.strip()}


def normalize(number: str) -> str:
    """A rule number as the excerpts write it: ``"CR 510.1C."`` -> ``"510.1c"``."""
    text = number.strip().lower()
    for prefix in ("cr", "rc"):
        text = text.removeprefix(prefix).strip()
    return text.rstrip(".")


def find_rule(number: str, lang: str = "en", edition: str | None = None) -> tuple[Excerpt, str]:
    """The excerpt that has rule ``number`` in ``lang`` (the newest edition unless
    ``edition``, a year, is given) and the rule's text."""
    check_language(lang)
    wanted = normalize(number)
    for excerpt in excerpts():
        if excerpt.lang != lang or (edition is not None and excerpt.edition != edition):
            continue
        if wanted in excerpt.rules:
            return excerpt, excerpt.rules[wanted]
    where = f" in language {lang!r}" + (f", edition {edition}" if edition else "")
    raise UnknownRuleError(f"no rule {number.strip()!r}{where}. {listing()}")


def rule_text(number: str, lang: str = "en", edition: str | None = None) -> str:
    """The text of rule ``number`` (its paragraph, with its examples) in ``lang``."""
    return find_rule(number, lang, edition)[1]


def subrules(excerpt: Excerpt, number: str) -> list[str]:
    """The numbers of the subrules of ``number`` in the excerpt (510.1 -> 510.1a ...)."""
    wanted = normalize(number)
    return [n for n in excerpt.rules if n != wanted and re.fullmatch(rf"{wanted}[a-z]", n)]


def listing() -> str:
    """Which rules excerpts are bundled: sections, editions, rule numbers, languages."""
    groups: dict[tuple[str, str], list[Excerpt]] = {}
    for excerpt in excerpts():
        groups.setdefault((excerpt.edition, excerpt.section), []).append(excerpt)
    lines = []
    for (edition, section), group in groups.items():
        english = next((e for e in group if e.lang == "en"), group[0])
        langs = ", ".join(e.lang for e in group)
        lines.append(f"CR {edition} {section} {english.title}: {english.span} ({langs})")
    return "The bundled rules excerpts are: " + "; ".join(lines) + "."
