"""Monstrosity and adapt as data (keyword actions from after 2011, played by today's rules
under both rulesets; :mod:`mtgrules.resolution_monstrosity` carries them out):

* "Monstrosity N." (CR 701.37a) means "If this permanent isn't monstrous, put N +1/+1
  counters on it and it becomes monstrous." Monstrous is a designation kept until the
  permanent leaves the battlefield (CR 701.37b).
* "Adapt N." (CR 701.46a) means "If this permanent has no +1/+1 counters on it, put N +1/+1
  counters on it."

>>> Monstrosity(count=3).count
3
"""

from __future__ import annotations

from dataclasses import dataclass

MONSTROSITY_RULE = "701.37a"
MONSTROUS_RULE = "701.37b"  # the designation, until it leaves the battlefield
ADAPT_RULE = "701.46a"


@dataclass(frozen=True, slots=True, kw_only=True)
class Monstrosity:
    """ "Monstrosity N" of the ability's source (CR 701.37a)."""

    count: int


@dataclass(frozen=True, slots=True, kw_only=True)
class Adapt:
    """ "Adapt N" of the ability's source (CR 701.46a)."""

    count: int


__all__ = ["ADAPT_RULE", "MONSTROSITY_RULE", "MONSTROUS_RULE", "Adapt", "Monstrosity"]
