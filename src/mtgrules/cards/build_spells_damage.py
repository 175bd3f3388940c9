"""Spell sentences about damage and life:

* "If [condition], [subject] also gains [keywords] until end of turn." / "If [condition], ~
  also deals 2 damage to [recipient].": "also" is words only; the instruction adds to those
  before it, followed in order (CR 608.2c). Kept as ``IfCondition.form == ALSO``.
* "Excess damage is dealt to that creature's controller instead." after damage to the only
  target creature (CR 120.4a; effects/excess_damage.py): joined to that damage by
  :func:`with_excess`.
* "If a permanent dealt damage this way would die this turn, exile it instead." (CR 614.1a,
  700.4: any permanent dies when put into a graveyard from the battlefield).
"""

from __future__ import annotations

from typing import Any

from lark import Token

from mtgrules.cards.abilities import Joint, Sentence
from mtgrules.cards.build_base import BuilderBase, _fail, _pt
from mtgrules.cards.damaged_refs import DAMAGED_THIS_WAY
from mtgrules.cards.granted_abilities import Quoted, compile_quoted
from mtgrules.cards.owner_refs import ITS_OWNER
from mtgrules.cards.render_spells_damage import ALSO
from mtgrules.effects.base import PLAYER, Match
from mtgrules.effects.blocking_this_turn import CantBlockThisTurn
from mtgrules.effects.conditions import Condition, IfCondition
from mtgrules.effects.excess_damage import ExcessDealtInstead, ExcessSentence
from mtgrules.effects.instructions import (
    DealDamage,
    DealDamageByPower,
    Each,
    ExileIfItWouldDie,
    ForEach,
    GainLife,
    GrantKeyword,
    Instruction,
    ModifyPowerToughness,
    Ref,
    target,
)
from mtgrules.effects.quoted_grants import GrantQuoted
from mtgrules.effects.targets import TargetSpec
from mtgrules.effects.unless_costs import UnlessCost, UnlessPaid
from mtgrules.objects import Keyword


class SpellsDamageRules(BuilderBase):
    """Callbacks named after the grammar's aliases (block "spells-damage" of oracle.lark)."""

    def if_also_grant(self, c: list[Any]) -> Sentence:
        """ "If it's legendary, it also gains trample until end of turn." (CR 608.2c)."""
        condition, *grant = c
        return _if_also(condition, self.grant(grant))  # type: ignore[attr-defined]

    def if_also_damage(self, c: list[Any]) -> Sentence:
        """ "If that permanent is a Spirit, ~ also deals 2 damage to that permanent's
        controller." (CR 608.2c, 120.1)."""
        condition, *damage = c
        return _if_also(condition, self.damage(damage))  # type: ignore[attr-defined]

    def owner_gains_life(self, c: list[Token]) -> Sentence:
        """ "Its owner gains 4 life.": the owner of the only target (CR 108.3)."""
        if len(self.targets) != 1:
            _fail("'its owner' without exactly one target")
        return (GainLife(amount=int(c[0]), who=ITS_OWNER),)

    # -- a quoted ability granted until end of turn (CR 611.2a, 613.1f) ------------------------
    def quoted_grant(self, c: list[Token]) -> tuple[tuple[Keyword, ...], Quoted]:
        """ "trample and "[ability]"": the keywords listed before, the quoted ability."""
        keywords: tuple[Keyword, ...] = self.keyword_list(c[:-1]) if len(c) > 1 else ()
        return keywords, compile_quoted(str(c[-1]))

    def grant_quoted(self, c: list[Any]) -> Sentence:
        on = self._permanents(c[0])
        keywords, quoted = c[1]
        return (
            *(GrantKeyword(keyword=k, on=on) for k in keywords),
            GrantQuoted(on=on, quoted=quoted),
        )

    def pump_and_grant_quoted(self, c: list[Any]) -> Sentence:
        on = self._creatures(c[0])
        power, toughness = _pt(c[1])
        pump = ModifyPowerToughness(power=power, toughness=toughness, on=on)
        return (pump, *self.grant_quoted([on, c[2]]))

    def group_grant_quoted(self, c: list[Any]) -> Sentence:
        return self.grant_quoted([self._group(c[0]), *c[1:]])

    def group_pump_and_grant_quoted(self, c: list[Any]) -> Sentence:
        return self.pump_and_grant_quoted([self._group(c[0]), *c[1:]])

    # -- "unless [player] has ~ deal N damage to them" (CR 118.12) ----------------------------
    def unless_damage(self, c: list[Any]) -> tuple[Ref, tuple[UnlessCost, ...]]:
        who, amount = c
        return who, (UnlessCost(damage=int(amount)),)

    def any_player_punisher(self, c: list[Any]) -> Sentence:
        """ "Any player may have ~ deal 5 damage to them. If no one does, [clause]." (CR 101.4,
        118.12): one instruction, carried out only if no player chose the damage."""
        amount, clauses = c
        then = tuple(s for s in clauses if not isinstance(s, Joint))
        if len(then) != 1 or len(clauses) != 1:
            _fail("'if no one does' with joined clauses")
        players = Each(match=Match(kinds=frozenset({PLAYER})))
        cost = UnlessCost(damage=int(amount))
        return (UnlessPaid(then=then, who=players, costs=(cost,), anyone=True),)

    # -- "A creature dealt damage this way can't block this turn." (CR 509.1b) ----------------
    def damaged_cant_block(self, c: list[Token]) -> Sentence:
        if str(c[0]) != "creature":
            _fail("a noncreature dealt damage this way")
        words = "a creature dealt damage this way"
        return (CantBlockThisTurn(on=DAMAGED_THIS_WAY, words=words),)

    def damaged_cant_block_plural(self, _: list[Any]) -> Sentence:
        words = "creatures dealt damage this way"
        return (CantBlockThisTurn(on=DAMAGED_THIS_WAY, words=words),)

    def excess_to_controller(self, c: list[Token]) -> ExcessSentence:
        return ExcessSentence(noun=str(c[0]))

    def exile_if_damaged_permanent_dies(self, _: list[Any]) -> Sentence:
        """CR 614.1a, 700.4: each permanent dealt damage this way (creatures, planeswalkers,
        battles) is exiled instead of dying this turn."""
        return (ExileIfItWouldDie(dealt_damage_this_way=True, permanents=True),)


def _if_also(condition: Condition, sentence: Sentence) -> Sentence:
    then = tuple(s for s in sentence if not isinstance(s, Joint))
    return (IfCondition(condition=condition, then=then, form=ALSO),)


def _damage_to(step: Instruction | Joint) -> object:
    """Whom ``step`` deals damage to, or None when it isn't damage dealt once."""
    if isinstance(step, ForEach) and isinstance(step.step, DealDamage):
        return step.step.to  # "deals X damage to ..., where X is the number of ..."
    if isinstance(step, DealDamage | DealDamageByPower):
        return step.to
    return None


def with_excess(
    before: Sentence | None, sentence: ExcessSentence, targets: list[TargetSpec]
) -> Sentence:
    """The sentence ``before`` with its damage to the only target creature made an
    :class:`ExcessDealtInstead` to that creature's controller (CR 120.4a)."""
    from mtgrules.cards.pending import THAT_TARGETS_CONTROLLER

    if before is None or len(before) != 1:
        _fail("excess damage after something other than one damage instruction")
    (step,) = before
    if isinstance(step, Joint):
        _fail("excess damage after a joint")
    if (
        len(targets) != 1
        or targets[0].kinds != frozenset({sentence.noun})
        or sentence.noun != ("creature")
    ):
        _fail("excess damage without exactly one target creature")
    if _damage_to(step) != target(0):
        _fail("excess damage of damage to something other than the target creature")
    return (ExcessDealtInstead(step=step, to=THAT_TARGETS_CONTROLLER),)


__all__ = ["SpellsDamageRules", "with_excess"]
