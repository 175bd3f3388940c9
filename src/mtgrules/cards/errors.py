"""Errors about cards: unknown names, malformed card files, text that can't be compiled.
All are :class:`~mtgrules.errors.RulesError` subclasses, so the command line prints them
without a traceback."""

from __future__ import annotations

from mtgrules.errors import RulesError


class CardError(RulesError):
    """A problem with a card or with card data."""


class UnknownCardError(CardError):
    """No card by that name; ``suggestions`` are close names ("did you mean ...")."""

    def __init__(self, name: str, suggestions: list[str]) -> None:
        hint = f"; did you mean {', '.join(repr(s) for s in suggestions)}?" if suggestions else ""
        super().__init__(f"unknown card {name!r}{hint}")
        self.name = name
        self.suggestions = suggestions


class CardDataError(CardError):
    """A card file that isn't MTGJSON AtomicCards data, or a malformed card definition."""


class UnsupportedCardError(CardError):
    """A card whose text doesn't compile to behaviour the engine implements: it can't be put
    into a game (DESIGN principle 3)."""

    def __init__(self, name: str, clause: str, reason: str) -> None:
        super().__init__(f"{name} is not supported: {clause!r} ({reason})")
        self.card = name
        self.clause = clause
        self.reason = reason
