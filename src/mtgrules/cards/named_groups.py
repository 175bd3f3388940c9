"""Groups of permanents with the same name as the ability's source (CR 201.2: objects have
the same name if their names are the same English words): "put a +1/+1 counter on each other
creature you control named ~" (Charmed Stray). The name is compared with the source as it is
now, or as it last existed if it has left the battlefield (CR 608.2h), by
:func:`mtgrules.rules.casting.passes_filters`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mtgrules.cards.build_base import BuilderBase, _fail
from mtgrules.cards.pending import Counted, FilteredEach


@dataclass(frozen=True, slots=True, kw_only=True)
class NamedEach(FilteredEach):
    """ "each [other] creature [you control] named ~": :class:`FilteredEach` whose members
    also have the source's name."""

    named_self: bool = True


class NamedGroupRules(BuilderBase):
    """Transformer callbacks of the block "when-at family: named groups" of oracle.lark."""

    def each_named_self(self, c: list[Any]) -> NamedEach:
        base = self.each(c)  # type: ignore[attr-defined]  # cards/build_targets.py
        if base.match.ids is not None or "player" in (base.match.kinds or ()):
            _fail("'named ~' of players")
        return NamedEach(match=base.match, another=bool(getattr(base, "another", False)))

    def counted_named_self(self, c: list[Any]) -> Counted:
        """ "for each creature you control named ~": counted by
        :func:`mtgrules.resolution_counts.count` (noun "creature named ~")."""
        return Counted(noun=f"{c[0]} named ~", controller=str(c[1]))


def named_each_words(each: object) -> str | None:
    """ "each other creature you control named ~", else None."""
    if not isinstance(each, NamedEach):
        return None
    from mtgrules.cards.render_effects import _each  # the group without its name

    plain = _each(each.match, FilteredEach(match=each.match, another=True))
    if not each.another:
        plain = plain.replace("each other ", "each ", 1)
    return f"{plain} named ~"


def named_counted_words(per: Counted, *, plural: bool = False) -> str | None:
    """ "creature you control named ~" ("creatures ... " if ``plural``), else None."""
    kind = per.noun.removesuffix(" named ~")
    if kind == per.noun or kind == "card" or not per.controller:
        return None  # "cards named ~ in your graveyard": render_effects._counted
    return f"{kind}{'s' if plural else ''} {per.controller} named ~"


__all__ = ["NamedEach", "NamedGroupRules", "named_counted_words", "named_each_words"]
