"""Tapping a permanent the controller chooses as an ability resolves (CR 608.2c, 608.2d):
"you may tap an untapped non-Human creature you control. If you do, ...", "you may tap
another untapped Citizen you control. If you do, ..." (Redcap Raiders, Civil Servant). The
controller chooses one untapped permanent of that kind they control (never the source for
"another", CR 109.1) and taps it; with none, nothing is tapped and "if you do" is false."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True, kw_only=True)
class TapChosen:
    """ "tap an untapped [kind] you control" (``another``: "tap another untapped ...")."""

    kind: str  # "creature", "Citizen", "non-Human creature"
    another: bool = False


__all__ = ["TapChosen"]
