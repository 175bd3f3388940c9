"""A modal triggered ability's line as engine data (CR 700.2): "When ~ enters, choose one —"
with its "•" modes becomes a :class:`~mtgrules.effects.modal_triggers.ModalTriggeredAbility`
per trigger condition ("When ~ enters or dies, choose one —": two), each mode with its own
instructions and targets; the modes are chosen as it is put on the stack (CR 603.3c)."""

from __future__ import annotations

from mtgrules.cards.abilities import Either, ModalLine, TriggeredLine, instructions
from mtgrules.cards.build_conditions import join_instead
from mtgrules.cards.model import Mode
from mtgrules.effects.modal_triggers import ModalTriggeredAbility


def modal_triggers(
    line: ModalLine, text: str, mode_text: tuple[str, ...]
) -> list[ModalTriggeredAbility]:
    """The abilities of ``line`` (one per trigger condition), ``mode_text`` the modes' words."""
    when = line.when
    assert when is not None
    modes = tuple(
        Mode(effect=join_instead(instructions(mode.sentences)), targets=mode.targets, text=words)
        for mode, words in zip(line.modes, mode_text, strict=True)
    )
    return [
        ModalTriggeredAbility(
            when=condition,
            effect=(),
            text=text,
            modes=modes,
            fewest=line.minimum,
            most=min(line.maximum, len(modes)),
        )
        for condition in ((when.first, when.second) if isinstance(when, Either) else (when,))
    ]


def modal_trigger_problem(line: ModalLine) -> str | None:
    """What the engine lacks to play a mode of the modal triggered ``line``, or None: each
    mode is checked as a triggered ability of that condition with the mode's own targets."""
    from mtgrules.cards.support import missing

    assert line.when is not None
    for mode in line.modes:
        inner = TriggeredLine(when=line.when, sentences=mode.sentences, targets=mode.targets)
        problem = missing(inner)
        if problem is not None:
            return f"ChooseModes (a mode: {problem})"
    return None


__all__ = ["modal_trigger_problem", "modal_triggers"]
