"""The errors of explained traces and of the rules excerpts: user errors, shown without a
traceback (``mtgrules rule`` exits with code 2)."""

from __future__ import annotations

from mtgrules.errors import RulesError


class ExplainError(RulesError):
    """A request the explanations or the bundled rules excerpts can't answer."""


class UnknownLanguageError(ExplainError):
    """A language the message catalogues (or the rules excerpts) do not have.

    >>> str(UnknownLanguageError("de", ("en", "fr")))
    "unknown language 'de': the languages are en, fr"
    """

    def __init__(self, lang: str, languages: tuple[str, ...]) -> None:
        super().__init__(f"unknown language {lang!r}: the languages are {', '.join(languages)}")
        self.lang = lang
        self.languages = languages


class UnknownRuleError(ExplainError):
    """A rule number that no bundled rules excerpt has; the message lists the excerpts."""


class CatalogueError(ExplainError):
    """A message catalogue without the sentence an event needs (a defect of the package)."""
