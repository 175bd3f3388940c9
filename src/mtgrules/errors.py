"""The errors the engine raises for illegal input or actions.

Every :class:`RulesError` names the rule it enforces (``rule``) and is raised before the
game state is changed: an illegal action leaves the state exactly as it was.
"""

from __future__ import annotations


class RulesError(Exception):
    """An action or input the Comprehensive Rules do not allow.

    >>> str(RulesError("can't pay 5 life with 3", rule="118.4"))
    "can't pay 5 life with 3 (CR 118.4)"
    """

    def __init__(self, message: str, *, rule: str | None = None) -> None:
        self.message = message
        self.rule = rule
        super().__init__(f"{message} (CR {rule})" if rule else message)


class UnknownEntityError(RulesError):
    """A player or object id that is not in the game."""


class IllegalDamageError(RulesError):
    """A damage event that cannot be dealt as given (negative amount, illegal recipient)."""


class IllegalLifeActionError(RulesError):
    """A life payment, gain, loss or exchange that is not allowed."""


class IllegalChoiceError(RulesError):
    """An answer to a decision that is not among its legal options."""


class ConfigurationError(RulesError):
    """A game set up in a way the rules or the variant do not allow."""
