"""Training as data (CR 702.149a; Innistrad: Crimson Vow, 2021: today's number under both
rulesets): "Whenever this creature attacks with another creature with greater power, put a
+1/+1 counter on this creature." :class:`WhenAttacksWithGreaterPower` is its trigger event,
checked by :mod:`mtgrules.rules.training` as attackers are declared."""

from __future__ import annotations

from dataclasses import dataclass

TRAINING = "training"
TRAINING_RULE = "702.149a"


@dataclass(frozen=True, slots=True, kw_only=True)
class WhenAttacksWithGreaterPower:
    """ "Whenever this creature attacks with another creature with greater power"."""


__all__ = ["TRAINING", "TRAINING_RULE", "WhenAttacksWithGreaterPower"]
