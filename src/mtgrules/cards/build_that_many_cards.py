"""Transformer callbacks of the block "card instructions of combat-damage triggers" of
``oracle.lark`` (:mod:`mtgrules.effects.that_many_cards`; CR 603.2, 608.2h, 701.8a, 121.1):
"that player discards that many cards", "you and that player each draw that many cards",
"you and that player each draw two cards", "you and target opponent each draw a card". The
other player is one player ("that player", "defending player", "target opponent"), never a
group or "you"."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.build_base import BuilderBase, _fail
from mtgrules.effects.instructions import YOU, Each, Ref
from mtgrules.effects.that_many_cards import DiscardThatMany, YouAndPlayerEachDraw


class ThatManyCardRules(BuilderBase):
    """Discards of "that many" cards and draws by the controller and one other player."""

    def _other_player(self, ref: Ref) -> Ref:
        checked = self._players(ref)
        if isinstance(checked, Each) or checked == YOU:
            _fail("'you and' another player: one player other than you")
        return checked

    def player_discards_that_many(self, c: list[Any]) -> tuple[DiscardThatMany]:
        return (DiscardThatMany(who=self._other_player(c[0])),)

    def you_and_player_draw_that_many(self, c: list[Any]) -> tuple[YouAndPlayerEachDraw]:
        return (YouAndPlayerEachDraw(who=self._other_player(c[0])),)

    def you_and_player_draw(self, c: list[Any]) -> tuple[YouAndPlayerEachDraw]:
        return (YouAndPlayerEachDraw(who=self._other_player(c[0]), count=int(c[1])),)


__all__ = ["ThatManyCardRules"]
