"""Transformer rules for prevention effects a spell or ability creates (CR 615): "prevent the
next N damage ...", "prevent all (combat) damage that would be dealt to / by ... this turn",
"damage can't be prevented this turn"."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from mtgrules.cards.abilities import Sentence, StaticLine
from mtgrules.cards.build_base import BuilderBase, _fail
from mtgrules.cards.chosen_source_prevention import ShieldFromChosenSource
from mtgrules.cards.pending import PreventNextFromChosenSource
from mtgrules.cards.vocabulary import damage_tail_kind
from mtgrules.effects.attached_prevention import PreventAttached
from mtgrules.effects.base import PLAYER, Duration, Effect, Match, Who
from mtgrules.effects.damage import (
    DamageCantBePrevented,
    GainLifeFromPrevented,
    ModifyDamage,
    PreventDamage,
    RedirectDamage,
)
from mtgrules.effects.damage_counters import DamageToCounters
from mtgrules.effects.described_damage import WordedPrevention, described
from mtgrules.effects.described_modify import DescribedModify, source_words
from mtgrules.effects.die_replacement import ExileDamagedByInsteadOfDying
from mtgrules.effects.divided_prevention import DIVIDED_MOST, DividedShield
from mtgrules.effects.instructions import SELF, CreateEffect, Ref
from mtgrules.effects.life import LifeFloor
from mtgrules.effects.x_prevention import PreventNextX
from mtgrules.objects import CardType

_MULTIPLES = {"double": 2, "triple": 3}
GAIN_PREVENTED = "gain prevented"
"""The sentence "You gain life equal to the damage prevented this way.", joined to the
prevention before it by :func:`with_gain_prevented`."""


def with_gain_prevented(before: Sentence | None) -> Sentence:
    """ "The next time a source of your choice would deal damage to you this turn, prevent
    that damage. You gain life equal to the damage prevented this way." or "Prevent all
    damage that would be dealt by creatures this turn. You gain life ..." (CR 615.5: an
    additional effect that refers to the damage prevented): the prevention of the sentence
    ``before``, with the life gain as its follow-up."""
    if before is None or len(before) != 1:
        _fail("'the damage prevented this way' without a prevention before it")
    (step,) = before
    if not isinstance(step, CreateEffect) or not isinstance(step.effect, PreventDamage):
        _fail("'the damage prevented this way' after other than a prevention")
    if isinstance(step.effect, PreventNextX):
        _fail("'the damage prevented this way' after a shield of X damage")
    chosen = isinstance(step.effect, PreventNextFromChosenSource)
    if not chosen and (step.effect.amount is not None or step.effect.next_time):
        _fail("'the damage prevented this way' after a shield")
    return (CreateEffect(effect=replace(step.effect, then=GainLifeFromPrevented())),)


_CREATURES = frozenset({CardType.CREATURE.value})


class PreventionRules(BuilderBase):
    """Callbacks named after the grammar rules and aliases."""

    def prevent_next(self, c: list[Any]) -> Sentence:
        amount, to = c
        return (CreateEffect(effect=PreventDamage(amount=int(amount), to=self._shield(to))),)

    def prevent_next_turn_to(self, c: list[Any]) -> Sentence:
        """ "Prevent the next 4 damage that would be dealt this turn to target creature you
        control." (CR 615.7: a shield; the printed word order kept for the text)."""
        amount, to = int(c[0]), self._shield(c[1])
        return (CreateEffect(effect=WordedPrevention(wording="turn_to", amount=amount, to=to)),)

    def prevent_next_by(self, c: list[Any]) -> Sentence:
        """ "Prevent the next 1 damage that would be dealt by ~ this turn." (CR 615.7: a
        shield on the damage a source deals, to any recipient)."""
        amount, by = int(c[0]), self._shield(c[1])
        return (CreateEffect(effect=WordedPrevention(wording="by_turn", amount=amount, from_=by)),)

    def prevent_next_combat(self, c: list[Any]) -> Sentence:
        """ "Prevent the next 1 combat damage that would be dealt to you this turn." """
        effect = PreventDamage(amount=int(c[0]), to=self._shield(c[1]), combat=True)
        return (CreateEffect(effect=effect),)

    def prevent_next_to_by_chosen(self, c: list[Any]) -> Sentence:
        """ "Prevent the next 3 damage that would be dealt to any target this turn by a source
        of your choice." (Healing Grace; CR 609.7a: the source is chosen as it resolves, and
        the shield prevents only that source's damage, CR 615.7)."""
        effect = ShieldFromChosenSource(amount=int(c[0]), to=self._shield(c[1]))
        return (CreateEffect(effect=effect),)

    def prevent_next_divided(self, c: list[Any]) -> Sentence:
        """ "Prevent the next 5 damage that would be dealt this turn to any number of targets,
        divided as you choose." (CR 601.2d: the division is announced as the targets are
        chosen, a target spec per point; effects/divided_prevention.py)."""
        amount, most = int(c[0]), DIVIDED_MOST[str(c[1])]
        self._divided_points(amount, most)
        return (CreateEffect(effect=DividedShield(amount=amount, most=most)),)

    def prevent_next_x(self, c: list[Any]) -> Sentence:
        """ "Prevent the next X damage that would be dealt to any target this turn." (CR
        107.3a: X is fixed as the spell is cast or the ability activated)."""
        return (CreateEffect(effect=PreventNextX(to=self._shield(c[0]))),)

    def prevent_all_combat(self, _: list[Any]) -> Sentence:
        return (CreateEffect(effect=PreventDamage(combat=True)),)

    def prevent_all_to(self, c: list[Any]) -> Sentence:
        return (CreateEffect(effect=PreventDamage(to=self._shield(c[0]))),)

    def prevent_combat_to(self, c: list[Any]) -> Sentence:
        return (CreateEffect(effect=PreventDamage(to=self._shield(c[0]), combat=True)),)

    def prevent_all_by(self, c: list[Any]) -> Sentence:
        return (CreateEffect(effect=PreventDamage(from_=self._shield(c[0]))),)

    def prevent_combat_by(self, c: list[Any]) -> Sentence:
        return (CreateEffect(effect=PreventDamage(from_=self._shield(c[0]), combat=True)),)

    def _to_and_by(self, ref: Ref, combat: bool | None) -> Sentence:
        shield = self._shield(ref)
        return (
            CreateEffect(effect=PreventDamage(to=shield, combat=combat)),
            CreateEffect(effect=PreventDamage(from_=shield, combat=combat)),
        )

    def prevent_all_to_and_by(self, c: list[Any]) -> Sentence:
        return self._to_and_by(c[0], None)

    def prevent_combat_to_and_by(self, c: list[Any]) -> Sentence:
        return self._to_and_by(c[0], True)

    def next_time_prevention(self, c: list[Any]) -> Sentence:
        source = self._shield(self._creatures(c[0]))
        return (
            CreateEffect(
                effect=PreventDamage(from_=source, next_time=True, then=GainLifeFromPrevented())
            ),
        )

    def quality_color(self, c: list[Token]) -> str:
        return str(c[0])

    def quality_colors(self, c: list[Token]) -> str:
        return f"{c[0]} or {c[1]}"

    def quality_artifact(self, _: list[Any]) -> str:
        return "artifact"

    def prevent_next_chosen(self, c: list[Any]) -> Sentence:
        quality = str(c[0]) if c else ""
        return (CreateEffect(effect=PreventNextFromChosenSource(next_time=True, quality=quality)),)

    def prevent_next_chosen_to(self, c: list[Any]) -> Sentence:
        quality, to = (c[0], c[1]) if len(c) == 2 else ("", c[0])
        effect = PreventNextFromChosenSource(next_time=True, quality=quality, to=self._shield(to))
        return (CreateEffect(effect=effect),)

    def gain_prevented(self, _: list[Any]) -> str:
        return GAIN_PREVENTED

    def prevent_all_to_group(self, c: list[Match]) -> Sentence:
        return (CreateEffect(effect=PreventDamage(to=c[0])),)

    def prevent_combat_to_group(self, c: list[Match]) -> Sentence:
        return (CreateEffect(effect=PreventDamage(to=c[0], combat=True)),)

    # -- redirection (CR 614.9) -------------------------------------------------------------
    def redirect_next(self, c: list[Any]) -> Sentence:
        """ "The next N damage that would be dealt to ~ this turn is dealt to target creature
        you control instead." (Nomads en-Kor): a redirection of the next N damage."""
        amount, to, instead = c
        if not isinstance(instead, int):
            _fail("a redirection to a group")
        effect = RedirectDamage(amount=int(amount), to=self._shield(to), redirect_to=instead)
        return (CreateEffect(effect=effect),)

    # -- static prevention on the attached permanent (CR 303.4m, 615.1a) ------------------------
    def _prevent_attached(self, c: list[Token], combat: bool | None, dealt_to: bool) -> StaticLine:
        attachment, noun = str(c[0]), str(c[1])
        effect = PreventAttached(
            attachment=attachment,
            noun=noun,
            combat=combat,
            dealt_to=dealt_to,
            dealt_by=True,
            duration=Duration.STATIC,
        )
        return StaticLine(effect)

    def static_prevent_attached_to_and_by(self, c: list[Token]) -> StaticLine:
        return self._prevent_attached(c, None, True)

    def static_prevent_attached_combat_to_and_by(self, c: list[Token]) -> StaticLine:
        return self._prevent_attached(c, True, True)

    def static_prevent_attached_by(self, c: list[Token]) -> StaticLine:
        return self._prevent_attached(c, None, False)

    # -- "If a creature dealt damage by ~ this turn would die, exile it instead." (CR 614.1a)
    def static_exile_damaged_by_self(self, _: list[Any]) -> StaticLine:
        return StaticLine(ExileDamagedByInsteadOfDying(by="~"))

    def static_exile_damaged_by_attached(self, c: list[Token]) -> StaticLine:
        if str(c[1]) != "creature":
            _fail("damage dealt by an enchanted noncreature")
        return StaticLine(ExileDamagedByInsteadOfDying(by=f"{c[0]} creature"))

    def damage_cant_be_prevented_this_turn(self, _: list[Any]) -> Sentence:
        return (CreateEffect(effect=DamageCantBePrevented()),)

    # -- static damage replacement and prevention (CR 614.1a, 615) ------------------------
    def owner_you(self, _: list[Any]) -> Match:
        return Match(controller=Who.YOU)

    def owner_opponent(self, _: list[Any]) -> Match:
        return Match(controller=Who.OPPONENT)

    def whom_any(self, _: list[Any]) -> str:
        return "any"  # every permanent and player: no recipient filter

    def whom_you(self, _: list[Any]) -> Match:
        return Match.you()

    def whom_opponent(self, _: list[Any]) -> Match:
        return Match(kinds=frozenset({PLAYER}), controller=Who.OPPONENT)

    def whom_opponent_side(self, _: list[Any]) -> Match:
        return Match(controller=Who.OPPONENT)  # a player controls themself (Match)

    def result_multiple_any(self, c: list[Token]) -> tuple[str, int]:
        return ("any", _MULTIPLES[str(c[0])])

    def result_multiple_player(self, c: list[Token]) -> tuple[str, int]:
        return ("player", _MULTIPLES[str(c[0])])

    def result_multiple_bare(self, c: list[Token]) -> tuple[str, int]:
        return ("", _MULTIPLES[str(c[0])])

    def result_prevent(self, c: list[Token]) -> tuple[str, int]:
        return ("prevent", int(c[0]))

    def static_damage(self, c: list[StaticLine]) -> StaticLine:
        return c[0]

    def damage_static(self, c: list[Any]) -> StaticLine:
        """The words after "it deals double that damage" name the recipient again: they must
        be those of the recipient ("to that permanent or player" for a permanent or player,
        "to that player" for an opponent, none for an opponent's side)."""
        from_ = c[0] if len(c) == 3 else None
        whom, (kind, number) = c[-2], c[-1]
        to = None if whom == "any" else whom
        if kind == "prevent":
            effect: Effect = PreventDamage(
                amount=number, to=to, from_=from_, duration=Duration.STATIC
            )
            return StaticLine(effect)
        if kind != damage_tail_kind(to):
            if kind or to is not None:
                _fail("the damage's recipient named again in other words")
            # "... to a permanent or player, it deals triple that damage instead" (City on
            # Fire): not named again (cards/build_damage_modify.py keeps the printed words)
            owner = from_.controller if isinstance(from_, Match) else Who.ANY
            effect = DescribedModify(
                from_=source_words("source", (), owner),
                to=to,
                multiplier=number,
                duration=Duration.STATIC,
            )
            return StaticLine(effect)
        effect = ModifyDamage(multiplier=number, to=to, from_=from_, duration=Duration.STATIC)
        return StaticLine(effect)

    # -- "it deals that much damage plus N instead" (CR 614.1a) ----------------------------
    def plus_tail_any(self, _: list[Any]) -> str:
        return "any"

    def plus_tail_player(self, _: list[Any]) -> str:
        return "player"

    def _plus(self, noun: str, c: list[Any]) -> StaticLine:
        """ "If a red source you control would deal damage to ..., it deals that much damage
        plus N [to that permanent or player] instead.": the words after "plus N" must name the
        recipient again as "it deals double that damage" does."""
        at = next(i for i, x in enumerate(c) if isinstance(x, Token) and x.type == "NUMBER")
        color, owner, whom, number = c[0], c[1] if at == 3 else None, c[at - 1], int(c[at])
        tail = str(c[at + 1]) if len(c) > at + 1 else ""
        to = None if whom == "any" else whom
        if tail != damage_tail_kind(to):
            _fail("the damage's recipient named again in other words")
        controller = owner.controller if owner is not None else Who.ANY
        from_ = described(noun, (str(color),), controller=controller)
        effect = ModifyDamage(plus=number, to=to, from_=from_, duration=Duration.STATIC)
        return StaticLine(effect)

    def static_plus_from_color(self, c: list[Any]) -> StaticLine:
        return self._plus("sources", c)

    def static_plus_from_color_spell(self, c: list[Any]) -> StaticLine:
        return self._plus("spells", c)

    def life_floor_always(self, c: list[Token]) -> StaticLine:
        """ "Damage that would reduce your life total to less than 1 reduces it to 1 instead."
        (Ali from Cairo; CR 614.1a, a replacement of the life loss the damage causes)."""
        if c[0] != c[1]:
            _fail("a life floor with two different numbers")
        return StaticLine(LifeFloor(who=Match.you(), floor=int(c[0]), duration=Duration.STATIC))

    def static_damage_to_counters(self, c: list[Any]) -> StaticLine:
        """ "If damage would be dealt to ~, put that many -1/-1 counters on it instead."
        (CR 614.1a: the damage is replaced, effects/damage_counters.py)."""
        if c[0] != Match.ids_of(SELF):
            _fail("damage to another than ~ replaced by counters on it")
        kind = str(c[1])
        if kind not in ("-1/-1", "+1/+1"):
            _fail(f"damage replaced by {kind} counters")
        return StaticLine(DamageToCounters(to=c[0], kind=kind, duration=Duration.STATIC))

    def sources_artifacts(self, _: list[Any]) -> Match:
        return Match(kinds=frozenset({CardType.ARTIFACT.value}))

    def static_prevent_by(self, c: list[Match]) -> StaticLine:
        """ "Prevent all damage that would be dealt to ~ by creatures." (CR 615.1a)"""
        return StaticLine(PreventDamage(to=c[0], from_=c[1], duration=Duration.STATIC))

    def static_prevent_combat_by(self, c: list[Match]) -> StaticLine:
        effect = PreventDamage(to=c[0], from_=c[1], combat=True, duration=Duration.STATIC)
        return StaticLine(effect)

    def static_redirect_to_self(self, _: list[Any]) -> StaticLine:
        """ "All damage that would be dealt to you is dealt to ~ instead." (CR 614.9): the
        object is bound as the ability's source (rules/effects_in_force.py)."""
        effect = RedirectDamage(to=Match.you(), redirect_to=SELF, duration=Duration.STATIC)
        return StaticLine(effect)
