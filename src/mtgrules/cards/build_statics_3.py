"""Grammar callbacks of the "statics 3" block: blocking restrictions, "All [group]" lords,
groups narrowed after the noun, and who loses or wins the game.

* "Target creature can't block this turn.", "It can't block this turn.", "That creature
  can't block this turn.", "Those creatures can't block this turn." (the targets named
  before), "Creatures your opponents control can't block this turn.", "Creatures can't block
  this turn." (CR 509.1b, 611.2a; :mod:`mtgrules.effects.blocking_this_turn`).
* "All Sliver creatures have first strike." / "All Sliver creatures get +1/+1." (every one,
  whoever controls it; CR 613.1f, 613.4c): a :class:`GroupHas` printed with "All".
* "Creatures you control with counters on them have trample.", "Creatures you control that
  entered this turn have double strike." (CR 611.3a; :mod:`mtgrules.rules.group_qualifiers`).
* "Creatures with power less than ~'s power can't block it." (CR 509.1b;
  :mod:`mtgrules.rules.lesser_power_blocks`).
* "You can't lose the game and your opponents can't win the game." and its mirror, "You
  can't lose the game.", "You don't lose the game for having 0 or less life." (CR 104.2,
  104.3, 704.5a; :mod:`mtgrules.effects.game_outcome`), "Damage isn't removed from ~ /
  creatures your opponents control during cleanup steps." (CR 514.2;
  :mod:`mtgrules.effects.damage_kept`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from mtgrules.cards.abilities import Sentence, StaticLine
from mtgrules.cards.build_base import BuilderBase, _fail, _pt
from mtgrules.cards.pending import AttachedGets, CombatRule, GroupHas
from mtgrules.effects.attached import ATTACHED_REFERENCES, attached_noun
from mtgrules.effects.base import PLAYER, Duration, Match, Who
from mtgrules.effects.blocking_this_turn import IT, THOSE, CantBlockThisTurn
from mtgrules.effects.damage_kept import DamageNotRemoved
from mtgrules.effects.game_outcome import NoLossForLife, OutcomeLock
from mtgrules.effects.instructions import SELF, target
from mtgrules.objects import CardType, Keyword
from mtgrules.rules.group_qualifiers import ENTERED_THIS_TURN, WITH_COUNTERS
from mtgrules.rules.lesser_power_blocks import LESSER_POWER

_CREATURE = frozenset({"creature"})


class Statics3Rules(BuilderBase):
    """Callbacks named after the grammar rules of the "statics 3" block."""

    # -- "[creatures] can't block this turn" (CR 509.1b) -----------------------------------
    def cant_block_this_turn(self, c: list[Any]) -> Sentence:
        ref = self._single(c[0])
        if not isinstance(ref, int):
            _fail("a group as the subject of 'can't block this turn'")
        if self._kinds(ref) not in (None, _CREATURE):
            _fail("a noncreature that can't block")
        return (CantBlockThisTurn(on=ref),)

    def it_cant_block_this_turn(self, _: list[Any]) -> Sentence:
        """ "It can't block this turn.": the last target named, a creature."""
        if not self.targets or self.targets[-1].kinds != _CREATURE:
            _fail("'it can't block' without a target creature before")
        return (CantBlockThisTurn(on=target(len(self.targets) - 1), words=IT),)

    def those_cant_block_this_turn(self, _: list[Any]) -> Sentence:
        """ "Those creatures can't block this turn.": every target named before, two or more
        target creatures."""
        if len(self.targets) < 2 or any(t.kinds != _CREATURE for t in self.targets):
            _fail("'those creatures' without two or more target creatures before")
        count = len(self.targets)
        return (CantBlockThisTurn(on=target(0), count=count, words=THOSE),)

    def opponents_cant_block_this_turn(self, _: list[Any]) -> Sentence:
        group = Match(kinds=frozenset({CardType.CREATURE.value}), controller=Who.OPPONENT)
        return (CantBlockThisTurn(group=group),)

    def creatures_cant_block_this_turn(self, _: list[Any]) -> Sentence:
        return (CantBlockThisTurn(group=Match(kinds=frozenset({CardType.CREATURE.value}))),)

    # -- "Creatures you control with counters on them have trample." (CR 611.3a) ---------
    def lord_with_counters(self, _: list[Any]) -> GroupHas:
        return self._narrowed(WITH_COUNTERS)

    def lord_entered_this_turn(self, _: list[Any]) -> GroupHas:
        return self._narrowed(ENTERED_THIS_TURN)

    def _narrowed(self, qualifier: str) -> GroupHas:
        yours = Match(kinds=frozenset({CardType.CREATURE.value}), controller=Who.YOU)
        return GroupHas(match=yours, qualifier=qualifier, duration=Duration.STATIC)

    # -- "All Sliver creatures have first strike." (CR 613.1f) ----------------------------
    def all_have(self, c: list[Any]) -> StaticLine:
        return self._all(c[0], None, c[1])

    def all_get(self, c: list[Any]) -> StaticLine:
        return self._all(c[0], c[1], ())

    def all_get_have(self, c: list[Any]) -> StaticLine:
        return self._all(c[0], c[1], c[2])

    def _all(self, group: object, pt: Token | None, keywords: tuple[Keyword, ...]) -> StaticLine:
        if not isinstance(group, GroupHas) or group.match.controller is not Who.ANY:
            _fail("'all' before a group of one player's permanents")
        if group.other:
            _fail("'all other'")
        power, toughness = _pt(pt) if pt is not None else (0, 0)
        lord = replace(
            group,
            power=power,
            toughness=toughness,
            keywords=tuple(k.value for k in keywords),
            duration=Duration.STATIC,
        )
        return StaticLine(lord, form="all")

    # -- who can't lose or win the game (CR 104.2, 104.3, 704.5a) -------------------------
    def cant_lose_the_game(self, _: list[Any]) -> StaticLine:
        return StaticLine(OutcomeLock(who=Match.you(), lose=True, duration=Duration.STATIC))

    def you_cant_lose_the_game(self, _: list[Any]) -> StaticLine:
        lock = OutcomeLock(who=Match.you(), opponents=False, duration=Duration.STATIC)
        return StaticLine(lock)

    def cant_win_the_game(self, _: list[Any]) -> StaticLine:
        return StaticLine(OutcomeLock(who=Match.you(), lose=False, duration=Duration.STATIC))

    def no_loss_for_life(self, c: list[Token]) -> StaticLine:
        if int(c[0]) != 0:
            _fail("a life total other than 0 that doesn't lose the game")
        return StaticLine(NoLossForLife(who=Match.you(), duration=Duration.STATIC))

    # -- "Damage isn't removed from ... during cleanup steps." (CR 514.2) -----------------
    def damage_kept_self(self, _: list[Any]) -> StaticLine:
        return StaticLine(DamageNotRemoved(who=Match.ids_of(SELF), duration=Duration.STATIC))

    def damage_kept_opponents(self, _: list[Any]) -> StaticLine:
        creatures = Match(kinds=frozenset({CardType.CREATURE.value}), controller=Who.OPPONENT)
        return StaticLine(DamageNotRemoved(who=creatures, duration=Duration.STATIC))

    # -- "Enchanted creature gets +1/+0 for each Mountain you control and has first strike."
    def attached_gets_for_each_has(self, c: list[Any]) -> StaticLine:
        subject, pt, per, keywords = c
        attachment = ATTACHED_REFERENCES.get(subject) if isinstance(subject, int) else None
        if attachment is None or attached_noun(subject) == PLAYER:
            _fail("'gets +N/+N for each' of something other than an attached permanent")
        power, toughness = _pt(pt)
        gets = AttachedGets(
            attachment=attachment,
            power=power,
            toughness=toughness,
            keywords=tuple(k.value for k in keywords),
            noun=attached_noun(subject),
            per=per,
            duration=Duration.STATIC,
        )
        return StaticLine(gets)

    # -- "Creatures with power less than ~'s power can't block it." (CR 509.1b) ------------
    def cant_be_blocked_by_lesser_power(self, _: list[Any]) -> StaticLine:
        return StaticLine(CombatRule(rule=LESSER_POWER, duration=Duration.STATIC))


__all__ = ["Statics3Rules"]
