"""Combat triggers that name the other creature's kind (CR 509.3b, 509.3d; 2011: 509.4b,
509.4d): "~ becomes blocked by a green creature", "~ blocks or becomes blocked by a white
creature", "equipped creature blocks or becomes blocked by a Vampire", "~ blocks a creature
without flying".

The event's words split into the engine's event ("~ becomes blocked by a creature") and the
kind the other creature must be ("green creature"); that creature is the trigger event's
object ("destroy that creature", CR 603.7c), tested as it is when blockers are declared.

>>> split_kind("~ becomes blocked by a green creature")
('~ becomes blocked by a creature', 'green creature')
>>> split_kind("equipped creature blocks or becomes blocked by a Vampire")
('equipped creature blocks or becomes blocked by a creature', 'Vampire')
>>> split_kind("~ becomes blocked by a creature") is None
True
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from mtgrules.cards.creature_types import singular
from mtgrules.objects import Keyword
from mtgrules.rules.keywords import has_subtype

if TYPE_CHECKING:
    from mtgrules.rules.trigger_watch import Instance, Watch
    from mtgrules.state import EntityId, GameObject, GameState
    from mtgrules.turn_events import BlockersDeclared

_KIND_EVENT = re.compile(
    r"^(?P<subject>.+?) (?P<verb>becomes blocked by|blocks or becomes blocked by|blocks) "
    r"(?P<article>an? |one or more )(?P<kind>.+)$"
)
ONE_OR_MORE = "one or more "
"""The prefix of a kind that triggers once however many creatures of it (CR 603.2c)."""
KIND_VERBS = frozenset(
    {
        "becomes blocked by a creature",
        "blocks or becomes blocked by a creature",
        "blocks a creature",
    }
)
"""The engine's events a kind of the other creature may narrow."""


def split_kind(words: str) -> tuple[str, str] | None:
    """The engine's event and the other creature's kind, or None if ``words`` name no kind."""
    found = _KIND_EVENT.match(words)
    if found is None or found["kind"] == "creature":
        return None
    kind = found["kind"]
    if kind.startswith("creature with") and found["verb"] != "blocks":
        return None  # "becomes blocked by a creature without flanking" is the engine's own
    if found["article"] == ONE_OR_MORE:
        kind = ONE_OR_MORE + kind  # "one or more black creatures": once (CR 603.2c)
    return f"{found['subject']} {found['verb']} a creature", kind


_COLORS = ("white", "blue", "black", "red", "green", "colorless", "multicolored")
_TYPES = ("artifact", "enchantment", "land")  # "an artifact creature" (CR 205.2a)


def _single(kind: str) -> str:
    """The kind of one creature: "one or more blue and/or black creatures" -> "blue or black
    creature", "one or more Orcs" -> "Orc"."""
    if not kind.startswith(ONE_OR_MORE):
        return kind
    words = kind.removeprefix(ONE_OR_MORE).replace(" and/or ", " or ")
    if words.endswith(" creatures"):
        return words.removesuffix("s")
    return singular(words) if " " not in words else ""


def _kind_test(kind: str) -> Callable[[GameObject], bool] | None:
    """How to tell a creature of ``kind``, or None if the engine can't: a color ("green
    creature", "green or white creature", "nonblack creature", CR 105.2), another card type
    ("artifact creature"), a creature type
    ("Vampire", "non-Wall creature", CR 205.3), a keyword ("creature with flying",
    "creature without flying", CR 702)."""
    from mtgrules.rules.casting import has_color  # it imports the trigger rules

    kind = _single(kind)
    if kind.startswith(("creature with ", "creature without ")):
        wording, _, name = kind.removeprefix("creature ").partition(" ")
        if name not in {k.value for k in Keyword}:
            return None
        keyword = Keyword(name)
        return lambda view: view.has(keyword) == (wording == "with")
    if kind[:1].isupper() and " " not in kind:
        return lambda view: has_subtype(view, kind)  # "a Vampire" (a creature type)
    words = kind.removesuffix(" creature")
    if words == kind:
        return None
    if words.startswith("non-") and words[4:5].isupper():
        subtype = words[4:]
        return lambda view: not has_subtype(view, subtype)  # "non-Wall" (CR 205.4b)
    if words in _TYPES:
        return lambda view: any(t.value.lower() == words for t in view.types)  # CR 205.2a
    colors = words.split(" or ")
    if all(c in _COLORS for c in colors):
        return lambda view: has_color(view.colors, words)
    if words.startswith("non") and words[3:] in _COLORS:
        return lambda view: not has_color(view.colors, words[3:])  # CR 105.2, 205.4b
    return None


def known_kind(kind: str) -> bool:
    """The engine can tell whether a creature is of this kind ("white creature", "Vampire",
    "creature without flying")."""
    return _kind_test(kind) is not None


def of_kind(state: GameState, watch: Watch, other: EntityId) -> bool:
    """``other`` (the blocking or blocked creature) is of the kind ``watch`` names, if any, as
    it is when blockers are declared."""
    if not watch.other_kind:
        return True
    test = _kind_test(watch.other_kind)
    view = state.source_view(other)
    return test is not None and view is not None and test(view)


def kind_blocks(
    state: GameState, base: str, watch: Watch, obj: GameObject, event: BlockersDeclared
) -> tuple[str, list[Instance]] | None:
    """The triggers of ``watch`` (one of :data:`KIND_VERBS`, said of ~ or of the creature
    ``obj`` is attached to) as blockers are declared: once per other creature of its kind
    (CR 509.3b, 509.3d; ``base`` is the rule of "blocks", 509.3a today, 509.4a in 2011)."""
    from mtgrules.rules.trigger_watch import attacked_player  # it imports this module

    if watch.own:
        me: EntityId | None = obj.id
    elif watch.article in ("enchanted", "equipped"):
        me = obj.attached_to  # CR 303.4, 301.5: the creature it's attached to
    else:
        return None
    if me is None:
        return None
    blocked = [a for b, a in event.blocks if b == me]  # the attackers it blocks
    blocking = [b for b, a in event.blocks if a == me]  # the creatures blocking it
    if watch.verb == "blocks a creature":
        others, rule = blocked, base[:-1] + "b"
    elif watch.verb == "becomes blocked by a creature":
        others, rule = blocking, base[:-1] + "d"
    else:
        others, rule = blocked + blocking, base
    defending = None
    combat = state.combat
    if blocking and combat is not None and me in combat.attackers:
        defending = attacked_player(state, combat.attackers[me])
    found: list[Instance] = [
        (None if o in blocked else defending, o) for o in others if of_kind(state, watch, o)
    ]
    if found and watch.other_kind.startswith(ONE_OR_MORE):
        # once, however many (CR 603.2c); "it" is the creature watched
        return rule, [(found[0][0], me)]
    return (rule, found) if found else None


__all__ = ["KIND_VERBS", "ONE_OR_MORE", "kind_blocks", "known_kind", "of_kind", "split_kind"]
