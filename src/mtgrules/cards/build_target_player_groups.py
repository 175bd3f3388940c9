"""Transformer callbacks of the target player groups block of ``oracle.lark`` (CR 115.1,
608.2c; :mod:`mtgrules.cards.target_player_groups`): "Destroy all creatures target opponent
controls.", "Tap all permanents target opponent controls."."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.build_base import BuilderBase, _fail
from mtgrules.cards.build_player_instructions import permanents_group
from mtgrules.cards.target_player_groups import TargetPlayersGroup
from mtgrules.effects.base import PLAYER, Match, Who
from mtgrules.effects.instructions import Destroy, Tap

_WHO = {"target player controls": Who.ANY, "target opponent controls": Who.OPPONENT}


class TargetPlayerGroupRules(BuilderBase):
    """Callbacks named after the grammar rules of the target player groups block."""

    def _target_players_group(self, c: list[Any]) -> TargetPlayersGroup:
        nouns: tuple[str, ...] = c[0]
        if len(nouns) > 2:
            _fail("a series of three types of a target player's")
        if self.targets:
            _fail("a group of a target player after another target")  # the only target
        match = permanents_group([nouns])
        self._new_target(frozenset({PLAYER}), _WHO[str(c[1])])
        plain = Match(kinds=match.kinds)
        return TargetPlayersGroup(match=plain, or_planeswalker=False, nouns=" and ".join(nouns))

    def destroy_all_target_players(self, c: list[Any]) -> tuple[Destroy]:
        return (Destroy(on=self._target_players_group(c)),)

    def tap_all_target_players(self, c: list[Any]) -> tuple[Tap]:
        return (Tap(on=self._target_players_group(c)),)


__all__ = ["TargetPlayerGroupRules"]
