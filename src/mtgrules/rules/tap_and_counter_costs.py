"""More described activation costs (CR 602.2b, 118.3; 2011: 117.3): "Tap another untapped Rogue
you control", "Tap two other untapped Halflings you control" (the source can't be tapped for
them: "another" / "other"), "Remove three quest counters from ~ and sacrifice it" (both
parts paid, or none: CR 601.2h / 2011 601.2g) and "Remove a +1/+1 counter from a creature you
control" (a chosen creature of the player's with such a counter, possibly the source), "Exert
~" (CR 701.43a: it doesn't untap during its controller's next untap step; Amonkhet, 2017,
played by today's rule under ``cr2011`` too). Read by
:func:`mtgrules.rules.costs.parse_extra_cost`; checked and paid with the other extra costs.

>>> parse_tap_or_counter_cost("Tap another untapped Rogue you control")
('tap untapped', 1, 'rogue', True)
>>> parse_tap_or_counter_cost("Tap two other untapped Halflings you control")
('tap untapped', 2, 'halfling', True)
>>> parse_tap_or_counter_cost("Remove three quest counters from ~ and sacrifice it")
('remove counters and sacrifice', 3, 'quest', False)
>>> parse_tap_or_counter_cost("Remove a +1/+1 counter from a creature you control")
('remove a counter from a permanent you control', 1, 'creature +1/+1', False)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.effects.untap_skip import SkipNextUntap
from mtgrules.events import EffectCreated, Event
from mtgrules.rules.described_costs import TAP_UNTAPPED
from mtgrules.state import GameObject

if TYPE_CHECKING:
    from mtgrules.game import GameActions

REMOVE_AND_SACRIFICE = "remove counters and sacrifice"
REMOVE_FROM_YOURS = "remove a counter from a permanent you control"
EXERT_SELF_COST = "exert self"  # "{T}, Exert ~: ..." (CR 701.43a)
_COUNTS = {"a": 1, "an": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_PLURALS = {"allies": "ally", "mountains": "mountain"}


def _singular(word: str) -> str:
    return _PLURALS.get(word, word.removesuffix("s"))


def parse_tap_or_counter_cost(text: str) -> tuple[str, int, str, bool] | None:
    """``text`` as (action, count, noun or counter kind, another), or None."""
    words = text.lower().split()
    if words == ["exert", "~"]:  # CR 701.43a: it won't untap during the next untap step
        return (EXERT_SELF_COST, 1, "", False)
    controlled = words[-2:] == ["you", "control"]
    yours = words[:1] == ["tap"] and controlled
    if yours and len(words) == 6 and words[1:3] == ["another", "untapped"]:
        return (TAP_UNTAPPED, 1, words[3], True)
    if yours and len(words) == 7:
        count = _COUNTS.get(words[1], 0)
        if count > 1 and words[2:4] == ["other", "untapped"]:
            return (TAP_UNTAPPED, count, _singular(words[4]), True)
    if words[:1] == ["remove"] and words[-5:] == ["from", "~", "and", "sacrifice", "it"]:
        count = _COUNTS.get(words[1], 0)
        kind = " ".join(words[2:-6])
        if count and kind and words[-6] in ("counter", "counters"):
            return (REMOVE_AND_SACRIFICE, count, kind, False)
    counter = words[:2] == ["remove", "a"] and words[3:5] == ["counter", "from"]
    if counter and controlled and len(words) == 9 and words[5] in ("a", "an"):
        return (REMOVE_FROM_YOURS, 1, f"{words[6]} {words[2]}", False)  # the chosen one's
    return None


def exerted(game: GameActions, obj: GameObject) -> list[Event]:
    """Pay "Exert ~" (CR 701.43a): ``obj`` doesn't untap during its controller's next untap
    step (a :class:`SkipNextUntap` effect, as rules/exert.py does for attackers)."""
    state = game.state
    effect_id = state.next_id
    effect = SkipNextUntap(
        permanent=obj.id,
        controller=obj.controller,
        source=obj.id,
        id=effect_id,
        timestamp=state.new_timestamp(),
        text=f"{obj.name} was exerted: it doesn't untap during its controller's next untap step",
    )
    game.created_effects[effect_id] = effect
    return [EffectCreated(effect=effect_id, created=effect, rule="701.43a")]


__all__ = [
    "EXERT_SELF_COST",
    "REMOVE_AND_SACRIFICE",
    "REMOVE_FROM_YOURS",
    "exerted",
    "parse_tap_or_counter_cost",
]
