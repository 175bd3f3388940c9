"""The error a bad scenario file gives: the file, the line, what is wrong and a hint."""

from __future__ import annotations

from mtgrules.errors import RulesError


class ScenarioError(RulesError):
    """A scenario file that can't be run as written: malformed TOML, an unknown key, a value
    of the wrong type, an unknown card or id, or an action the rules don't allow at that point
    (``rule`` then names the rule). Nothing of the scenario has run when it is raised.

    >>> error = ScenarioError("unknown key 'atack'", path="a.toml", line=7, hint="'attack'?")
    >>> str(error)
    "a.toml:7: unknown key 'atack' (hint: 'attack'?)"
    """

    def __init__(
        self,
        message: str,
        *,
        path: str = "<scenario>",
        line: int | None = None,
        hint: str = "",
        rule: str | None = None,
    ) -> None:
        self.path = path
        self.line = line
        self.hint = hint
        self.problem = message
        where = f"{path}:{line}" if line is not None else path
        text = f"{where}: {message}"
        if rule:
            text += f" (CR {rule})"
        if hint:
            text += f" (hint: {hint})"
        super().__init__(text)
        self.rule = rule

    def at(self, path: str, line: int | None) -> ScenarioError:
        """The same error, placed in a file and at a line."""
        return ScenarioError(
            self.problem,
            path=path,
            line=line if line is not None else self.line,
            hint=self.hint,
            rule=self.rule,
        )
