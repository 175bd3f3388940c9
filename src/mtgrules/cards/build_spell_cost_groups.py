"""Grammar callbacks of cost changes for groups of spells (CR 601.2f; 2011: 601.2e), the
block "cost changes of groups of spells" of ``oracle.lark``: "Beast spells you cast cost {1}
less to cast.", "Aura and Equipment spells you cast ...", "Blue spells and red spells you
cast ...", "Instant and sorcery spells you cast cost {1} less to cast for each creature
token you control.", "Creature spells you cast cost {X} less to cast, where X is ...", "The
first creature spell you cast each turn costs {2} less to cast.", "Spells your opponents cast
during your turn cost {1} more to cast." The engine side is
:mod:`mtgrules.rules.spell_cost_groups`.

>>> _subtypes("cleric, rogue, warrior, and wizard spells")
('Cleric', 'Rogue', 'Warrior', 'Wizard')
"""

from __future__ import annotations

import re
from typing import Any

from mtgrules.cards.abilities import StaticLine
from mtgrules.cards.build_base import BuilderBase, _fail
from mtgrules.cards.pending import Counted
from mtgrules.effects.flash_costs import FlashCost
from mtgrules.effects.spell_cost_groups import GroupSpellsCost
from mtgrules.resolution_counts import countable


def _generic(symbols: tuple[str, ...]) -> str:
    """The mana of a reduction: generic only (a colored reduction isn't read here)."""
    if not all(s.isdigit() for s in symbols):
        _fail("a reduction of colored mana for a group of spells")
    return "".join(f"{{{s}}}" for s in symbols)


def _mana(symbols: tuple[str, ...]) -> str:
    return "".join(f"{{{s.upper()}}}" for s in symbols)


def _subtypes(words: str) -> tuple[str, ...]:
    """The subtypes of "Aura and Equipment spells", capitalized as printed (CR 205.3)."""
    names = re.split(r",? and |, ", words.removesuffix(" spells"))
    return tuple(n.capitalize() for n in names)


def _kind_group(kind: dict[str, Any]) -> tuple[tuple[str, ...], ...]:
    """The groups of words of a ``spell_kind`` ("black creature", "noncreature", "instant
    and sorcery"): color, then "non" type, then the card types (one of them)."""
    groups: list[tuple[str, ...]] = []
    if kind.get("color"):
        groups.append((kind["color"],))
    if kind.get("non"):
        groups.append((f"non{kind['non']}",))
    if kind.get("kinds"):
        groups.append(tuple(sorted(kind["kinds"])))
    return tuple(groups)


class SpellCostGroupRules(BuilderBase):
    """Callbacks of the cost changes of groups of spells."""

    def group_cost_per(self, c: list[Counted]) -> tuple[str, Counted]:
        return ("per", c[0])

    def group_cost_by_x(self, c: list[Any]) -> tuple[str, Counted]:
        return ("by_x", c[-1])

    def _less(self, groups: tuple[tuple[str, ...], ...], rest: list[Any]) -> StaticLine:
        symbols: tuple[str, ...] = rest[0]
        tail: dict[str, Any] = {}
        if len(rest) > 1:
            name, per = rest[1]
            tail[name] = per
        if "by_x" in tail:
            if [s.upper() for s in symbols] != ["X"]:
                _fail("a reduction other than {X} with a where-X")
            mana = "{X}"
        else:
            mana = _generic(symbols)
        return self._static(GroupSpellsCost(mana=mana, groups=groups, **tail))

    def group_kind_cost_less(self, c: list[Any]) -> StaticLine:
        """ "Instant and sorcery spells you cast cost {1} less to cast for each ..." """
        return self._less(_kind_group(c[0]), c[1:])

    def group_all_cost_less(self, c: list[Any]) -> StaticLine:
        """ "Spells you cast cost {1} less to cast [for each ...]." """
        return self._less((), c)

    def group_subtypes_cost_less(self, c: list[Any]) -> StaticLine:
        """ "Beast spells you cast ...", "Aura and Equipment spells you cast ..." """
        return self._less((_subtypes(str(c[0])),), c[1:])

    def group_each_cost_less(self, c: list[Any]) -> StaticLine:
        """ "Blue spells and red spells you cast cost {1} less to cast." """
        first, second = (_kind_group(k) for k in c[:2])
        if len(first) != 1 or len(second) != 1:
            _fail("spells of two kinds of more than one word")
        line = self._less((first[0] + second[0],), c[2:])
        effect = line.effect
        assert isinstance(effect, GroupSpellsCost)
        return self._static(
            GroupSpellsCost(mana=effect.mana, groups=effect.groups, each_spells=True)
        )

    def group_nth_cost_less(self, c: list[Any]) -> StaticLine:
        """ "The first creature spell you cast each turn costs {2} less to cast." """
        nth: int = c[0]
        kind: dict[str, Any] = c[1] if len(c) > 2 else {}
        return self._static(
            GroupSpellsCost(mana=_generic(c[-1]), groups=_kind_group(kind), nth=nth)
        )

    def group_opponents_turn_cost_more(self, c: list[Any]) -> StaticLine:
        """ "Spells your opponents cast during your turn cost {1} more to cast." """
        kind: dict[str, Any] = c[0] if len(c) > 1 else {}
        return self._static(
            GroupSpellsCost(
                mana=_mana(c[-1]),
                more=True,
                groups=_kind_group(kind),
                whose="your opponents",
                your_turn=True,
            )
        )

    def flash_for_more(self, c: list[Any]) -> StaticLine:
        """ "You may cast ~ as though it had flash if you pay {2} more to cast it." """
        return self._static(FlashCost(cost=_mana(c[0])))


def group_cost_problem(part: GroupSpellsCost) -> str | None:
    """What the engine lacks to change the cost of a group of spells (for cards/support.py):
    an amount it can't count, or None."""
    per = part.by_x if part.by_x is not None else part.per
    problem = countable(per) if per is not None else None
    return None if problem is None else f"GroupSpellsCost ({problem})"


__all__ = ["SpellCostGroupRules", "group_cost_problem"]
