"""A number of targets of one description: "Destroy two target nonblack creatures." (Reckless
Spite, Wicked Pact), "Exile two target nonartifact creatures." (Ashes to Ashes), "destroy up
to two target lands" (Numot, the Devastator).

CR 115.1: the word "target" with a number: that many targets, each with the description.
CR 601.2c: the same object can't be chosen more than once for one word "target"; with "up
to", any number from none to that many. CR 608.2b: an illegal target isn't affected, the
others are. The instruction acts on the group (:class:`NumberedTargets`, a ``TargetGroup``
the engine resolves target by target).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Any

from mtgrules.cards.abilities import Sentence
from mtgrules.cards.build_base import BuilderBase, _fail, _filtered
from mtgrules.cards.pending import FilteredTarget
from mtgrules.cards.target_descriptions import TargetGroup
from mtgrules.cards.vocabulary import filtered_words, number_word
from mtgrules.effects.base import Match, Who
from mtgrules.effects.instructions import Destroy, Exile
from mtgrules.effects.targets import TargetSpec

NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5}
PLURALS = {
    "creatures": "creature",
    "artifacts": "artifact",
    "enchantments": "enchantment",
    "lands": "land",
    "planeswalkers": "planeswalker",
}


@dataclass(frozen=True, slots=True, kw_only=True)
class NumberedTarget(FilteredTarget):
    """One of "two target [adjectives] creatures": different from the others (``distinct``,
    CR 601.2c), but the source may be chosen (only "other target" excludes it, CR 115.3)."""

    distinct: bool = True


@dataclass(frozen=True, slots=True, kw_only=True)
class NumberedTargets(TargetGroup):
    """ "[up to] two target [adjectives] creatures": the targets ``first`` .. ``first +
    count - 1``, each different from the others (CR 601.2c)."""


def numbered_words(group: NumberedTargets, targets: Sequence[TargetSpec]) -> str:
    """ "two target nonblack creatures": the number, then the first target's words with
    its type in the plural."""
    if group.first >= len(targets):
        raise ValueError(f"no words for {group}")
    one = targets[group.first].text.removeprefix("up to one ")
    plural = next((p for p, s in PLURALS.items() if one.endswith(" " + s)), None)
    if plural is None or not one.startswith("target "):
        raise ValueError(f"no words for {group}")
    one = one[: -len(PLURALS[plural])] + plural
    return ("up to " if group.up_to else "") + f"{number_word(group.count)} {one}"


class NumberedTargetRules(BuilderBase):
    """Callbacks named after the grammar's aliases."""

    def numbered_targets(self, c: list[Any]) -> NumberedTargets:
        return self._numbered(c, up_to=False)

    def up_to_numbered_targets(self, c: list[Any]) -> NumberedTargets:
        return self._numbered(c, up_to=True)

    def _numbered(self, c: list[Any], *, up_to: bool) -> NumberedTargets:
        count = NUMBERS.get(str(c[0]), 0)
        noun = str(c[-1])
        if not count or noun not in PLURALS:
            _fail(f"{c[0]} target {noun}")
        filters: dict[str, str] = {}
        for part in c[1:-1]:
            if not (isinstance(part, tuple) and part[0] == "filter") or part[1] in filters:
                _fail("a numbered target with these words")
            filters[part[1]] = part[2]
        kinds = frozenset({PLURALS[noun]})
        spec = _filtered(kinds, Who.ANY, filters, filtered_words(kinds, Who.ANY, filters))
        first = len(self.targets)
        for _ in range(count):
            text = ("up to one " if up_to else "") + spec.text
            same = {f.name: getattr(spec, f.name) for f in fields(spec)}
            self.targets.append(NumberedTarget(**{**same, "text": text, "up_to_one": up_to}))
        match = Match(kinds=frozenset({PLURALS[noun].capitalize()}))
        return NumberedTargets(match=match, first=first, count=count, up_to=up_to)

    def destroy_numbered(self, c: list[Any]) -> Sentence:
        """ "Destroy two target nonblack creatures." (CR 701.8a on each target)."""
        return (Destroy(on=c[0]),)

    def exile_numbered(self, c: list[Any]) -> Sentence:
        """ "Exile two target nonartifact creatures." (CR 406.3)."""
        return (Exile(on=c[0]),)


__all__ = ["NumberedTargetRules", "NumberedTargets", "numbered_words"]
