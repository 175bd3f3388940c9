"""Every condition written in a target's description is checked (CR 115.1, 601.2c): a
condition the engine can't check fails the line (the card is unsupported) rather than being
dropped, which would let the target be any object of its kinds."""

from __future__ import annotations

import pytest
from lark import Token

from mtgrules.cards.build_base import ClauseError, _filtered
from mtgrules.cards.build_targets import TargetRules
from mtgrules.cards.pending import FilteredEach
from mtgrules.effects.base import Who

CREATURE = frozenset({"creature"})


@pytest.mark.parametrize(
    "filters",
    [
        {"counter": "+1/+1"},
        {"relation": "blocking it"},
        {"color": "red", "subtype": "Goblin"},
        {"without_keyword": "phasing"},  # banding is checked (rules/banding.py)
        {"with_keyword": "bushido"},
    ],
)
def test_cr115_1_a_target_condition_the_engine_cant_check_fails_the_line(
    filters: dict[str, str],
) -> None:
    """A filtered target with a condition it has no field or check for is refused."""
    with pytest.raises(ClauseError, match="target"):
        _filtered(CREATURE, Who.ANY, filters, "target creature")


def test_cr115_1_every_known_target_condition_is_kept() -> None:
    """The conditions the engine checks are all carried into the target."""
    filters = {
        "state": "attacking",
        "color": "red",
        "not_color": "black",
        "not_type": "artifact",
        "with_keyword": "flying",
        "without_keyword": "reach",
        "power": "4 or greater",
        "mana_value": "3 or less",
    }
    spec = _filtered(CREATURE, Who.ANY, filters, "target creature")
    assert {name: getattr(spec, name) for name in filters} == filters


def test_cr115_1_a_group_condition_the_engine_cant_check_fails_the_line() -> None:
    """ "each creature [condition]": an unknown condition fails the line; a known one is kept
    in the group."""
    rules = TargetRules()
    creature = Token("TYPE", "creature")
    with pytest.raises(ClauseError, match="counter"):
        rules.each([creature, ("filter", "counter", "+1/+1")])
    group = rules.each([creature, ("filter", "without_keyword", "flying")])
    assert isinstance(group, FilteredEach) and group.without_keyword == "flying"
