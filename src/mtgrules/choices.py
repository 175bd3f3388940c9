"""Decisions the rules give to players in the middle of an action, and how they are answered.

An action that needs a choice (the order of replacement effects, CR 616.1; where to redirect
damage, CR 2011 306.7; a "may") asks a :class:`Chooser`. Answers come either as a list, used
in order, or from a policy function. When the answers run out the engine raises
:class:`ChoiceRequired` before changing anything: append an answer and apply the action again.

>>> chooser = Chooser(["b"])
>>> chooser.ask(Decision(kind="order", player=1, options=("a", "b"), prompt="", rule="616.1"))
'b'
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

from mtgrules.errors import IllegalChoiceError
from mtgrules.state import EntityId


@dataclass(frozen=True, slots=True, kw_only=True)
class Decision:
    """A choice a player must make: its kind, who makes it, the legal options, and why."""

    kind: str
    player: EntityId
    options: tuple[Hashable, ...]
    prompt: str
    rule: str
    labels: tuple[str, ...] = ()


class ChoiceRequired(Exception):  # noqa: N818 - a pending decision, not an error
    """The action needs answer number ``index`` to ``decision``; nothing was changed."""

    def __init__(self, decision: Decision, index: int) -> None:
        self.decision = decision
        self.index = index
        options = ", ".join(decision.labels or tuple(map(str, decision.options)))
        super().__init__(
            f"choice #{index} for player {decision.player}: {decision.prompt} "
            f"[{options}] (CR {decision.rule})"
        )


Policy = Callable[[Decision], Hashable]
Answers = Sequence[Hashable] | Policy | None


class Chooser:
    """Answers decisions from a list of answers (in order) or a policy function.

    A decision with a single option is answered without using an answer.
    """

    __slots__ = ("_answers", "_policy", "asked", "used")

    def __init__(self, answers: Answers = None) -> None:
        self._policy: Policy | None = None
        self._answers: Sequence[Hashable] = ()
        if callable(answers):
            self._policy = answers
        elif answers is not None:
            self._answers = answers
        self.used = 0
        self.asked: list[Decision] = []

    def ask(self, decision: Decision) -> Hashable:
        if len(decision.options) == 1:
            return decision.options[0]
        self.asked.append(decision)
        if self._policy is not None:
            answer = self._policy(decision)
        elif self.used < len(self._answers):
            answer = self._answers[self.used]
        else:
            raise ChoiceRequired(decision, self.used)
        if answer not in decision.options:
            raise IllegalChoiceError(refusal(answer, decision), rule=decision.rule)
        self.used += 1
        return answer


LISTED = 20
"""Up to this many options, a refused answer's message lists them all."""


def refusal(answer: Hashable, decision: Decision) -> str:
    """Why ``answer`` is not an answer to ``decision``: the options when they are few; for a
    card name (CR 201.3: the name of a card), the close names ("did you mean")."""
    options = decision.options
    if len(options) <= LISTED:
        return f"{answer!r} is not one of the options {list(options)!r} for: {decision.prompt}"
    if decision.kind == "choose card name":
        names = [o for o in options if isinstance(o, str)]
        close = difflib.get_close_matches(str(answer), names, n=3, cutoff=0.75)
        hint = f" (did you mean {' or '.join(map(repr, close))}?)" if close else ""
        return f"{answer!r} is not the name of a card{hint}"
    return f"{answer!r} is not one of the {len(options)} options for: {decision.prompt}"
