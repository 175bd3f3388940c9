"""The languages of explained traces and of the rules excerpts."""

from __future__ import annotations

from mtgrules.explain.errors import UnknownLanguageError

LANGUAGES = ("en", "fr")


def check_language(lang: str) -> str:
    """``lang`` if the package speaks it, else :class:`UnknownLanguageError`.

    >>> check_language("fr")
    'fr'
    """
    if lang not in LANGUAGES:
        raise UnknownLanguageError(lang, LANGUAGES)
    return lang
