"""Transformer callback of the controlled-first groups block of ``oracle.lark`` (CR 109.5):
"each creature you control with lifelink" (cards/controlled_first_groups.py)."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any, cast

from mtgrules.cards.build_base import BuilderBase, _fail
from mtgrules.cards.controlled_first_groups import ControlledFirstEach
from mtgrules.cards.pending import FilteredEach
from mtgrules.effects.base import Who
from mtgrules.effects.instructions import Each

if TYPE_CHECKING:
    from mtgrules.cards.build_targets import TargetRules


class ControlledFirstGroupRules(BuilderBase):
    """Callbacks named after the grammar rules of the controlled-first groups block."""

    def each_controlled_first(self, c: list[Any]) -> Each:
        """The group of "each creature you control with lifelink", read as the group of
        "each creature with lifelink you control" (the same objects)."""
        controller = [p for p in c if isinstance(p, Who)]
        rest = [p for p in c if not isinstance(p, Who)]
        group = cast("TargetRules", self).each([*rest, *controller])
        if type(group) is not FilteredEach or group.state:
            _fail("a group said controller first with other words")
        values = {f.name: getattr(group, f.name) for f in dataclasses.fields(group)}
        filters = (group.with_keyword, group.without_keyword, group.power)
        if sum(bool(f) for f in filters) != 1 or group.color or group.not_color or group.not_type:
            _fail("a group said controller first with other conditions")
        return ControlledFirstEach(**values)


__all__ = ["ControlledFirstGroupRules"]
