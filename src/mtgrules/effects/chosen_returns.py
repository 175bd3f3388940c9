"""Returns to hand of permanents the controller chooses as the ability resolves (not
targeted, CR 608.2d): "When ~ enters, return a red or green creature you control to its
owner's hand." (Shivan Wurm), "return another creature you control to its owner's hand."
(Ambush Krotiq), "you may return a land you control to its owner's hand.", "return up to two
lands you control to their owner's hand." (Kazandu Stomper).

>>> ReturnChosen(kind="creature", color="red or green").count
1
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True, kw_only=True)
class ReturnChosen:
    """ "return [a / another / up to N] [color or color] [kind] you control to its / their
    owner's hand": the controller chooses ``count`` permanents of ``kind`` (``color``: "red or
    green") they control -- ``other``: never the source; ``up_to``: any number up to
    ``count`` -- and each is put into its owner's hand (CR 400.7). With fewer such permanents,
    all of them (CR 609.3)."""

    kind: str
    color: str = ""
    other: bool = False
    count: int = 1
    up_to: bool = False


__all__ = ["ReturnChosen"]
