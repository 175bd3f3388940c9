"""Grammar callbacks of conditional static abilities that give this object a quoted ability
(CR 611.3a, 613.1f).

"As long as you have no cards in hand, ~ gets +1/+0 and has "{B}: Regenerate ~"." (Gobhobbler
Rats), "As long as ~ is renowned, it has vigilance and "{T}: Add one mana of any color."
(Honored Hierarch): while the condition holds (checked continuously, CR 611.3a), the object
gets +N/+M (layer 7c) and has the keywords and the quoted ability (layer 6, CR 613.1f). The
quoted text is compiled like a line of Oracle text; "~" in it is the object that has it (CR
113.2c), here the source itself. The result is a :class:`ConditionalStatic` with ``granted``
(rules/static_abilities.py applies it). An Aura's or Equipment's object ("As long as
enchanted creature is red, it has "..."") is refused: :class:`AttachedGets` has no quoted
abilities.

"~ can't attack or block unless you control three or more creatures." (Bast, Panther
Goddess): the restrictions apply while the condition does NOT hold (CR 508.1c, 509.1b: a
restriction is checked as attackers and blockers are declared), a :class:`ConditionalStatic`
with ``unless``.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from mtgrules.cards.abilities import StaticLine
from mtgrules.cards.build_base import SELF_OR_IT, BuilderBase, _fail, _pt
from mtgrules.cards.granted_abilities import compile_quoted
from mtgrules.cards.model import Restriction
from mtgrules.cards.pending import ConditionalStatic
from mtgrules.effects.base import Duration
from mtgrules.effects.conditions import Condition

_KEYWORD_TOKENS = ("KEYWORD", "OTHER_KW")


class SelfQuotedRules(BuilderBase):
    """Callbacks named after the grammar rules of the "self quoted" block."""

    def self_has_quoted(self, c: list[Any]) -> ConditionalStatic:
        """ "~ has [keywords and] "[ability]"" before or after its "as long as"."""
        return self._quoted(c, None)

    def self_gets_has_quoted(self, c: list[Any]) -> ConditionalStatic:
        """ "~ gets +1/+0 and has [keywords and] "[ability]"" (+N/+M in layer 7c)."""
        return self._quoted(c, c[1])

    def _quoted(self, c: list[Any], pt: Token | None) -> ConditionalStatic:
        if c[0] not in SELF_OR_IT:  # the attached object: AttachedGets has no quoted abilities
            _fail("a conditional quoted ability of something other than this object")
        tokens = [t for t in c[1:] if isinstance(t, Token)]
        keywords = self.keyword_list([t for t in tokens if t.type in _KEYWORD_TOKENS])
        power, toughness = _pt(pt) if pt is not None else (0, 0)
        placeholder = Condition(kind="")  # the condition follows (while_leading/trailing)
        return ConditionalStatic(
            condition=placeholder,
            power=power,
            toughness=toughness,
            keywords=tuple(k.value for k in keywords),
            granted=(compile_quoted(str(c[-1])),),  # CR 113.2c: "~" is this object
            duration=Duration.STATIC,
        )

    # -- "~ can't attack [or block] unless [condition]." (CR 508.1c, 509.1b) -----------------
    def cant_attack_unless(self, c: list[Any]) -> StaticLine:
        return self._unless(c[0], (Restriction.CANT_ATTACK,))

    def cant_attack_or_block_unless(self, c: list[Any]) -> StaticLine:
        return self._unless(c[0], (Restriction.CANT_ATTACK, Restriction.CANT_BLOCK))

    def _unless(self, condition: Any, restrictions: tuple[Restriction, ...]) -> StaticLine:
        if not isinstance(condition, Condition):
            _fail("a combat restriction unless a condition not understood")
        effect = ConditionalStatic(
            condition=condition,
            unless=tuple(r.value for r in restrictions),
            duration=Duration.STATIC,
        )
        return StaticLine(effect)


__all__ = ["SelfQuotedRules"]
