"""Transformer rules for damage and life instructions: dealing damage (CR 120), gaining and
losing life (CR 119), fighting and biting, poison counters."""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token

from mtgrules.cards.abilities import (
    Sentence,
)
from mtgrules.cards.attack_refs import ATTACKED_BY_IT, ATTACKED_BY_THAT_CREATURE, DEFENDING_PLAYER
from mtgrules.cards.build_base import (
    _CREATURE,
    _DAMAGEABLE,
    SELF_OR_IT,
    BuilderBase,
    _Elided,
    _fail,
)
from mtgrules.cards.pending import Counted, TargetsControllerEach
from mtgrules.cards.their_groups import (
    OpponentsTheyControl,
    RelatedToTargetEach,
    TargetTheyControl,
)
from mtgrules.cards.vocabulary import (
    PERMANENT,
)
from mtgrules.effects.attached import ATTACHED_IDS
from mtgrules.effects.base import PLAYER, Match, Who
from mtgrules.effects.instructions import (
    SELF,
    YOU,
    ChangeVariableLife,
    DealDamage,
    DealDamageByPower,
    DealVariableDamage,
    DividedDamage,
    Each,
    Fight,
    ForEach,
    GainLife,
    GivePoison,
    LoseLife,
    target,
)
from mtgrules.effects.unpreventable import UnpreventableDamage
from mtgrules.objects import CardType
from mtgrules.resolution_variable import DAMAGE_TO_YOU


class DamageLifeRules(BuilderBase):
    """Callbacks named after the grammar rules and aliases."""

    def damage(self, c: list[Any]) -> Sentence:
        source, amount, to = c
        if isinstance(to, int):
            kinds = self._kinds(to)
            if kinds is not None and not kinds <= _DAMAGEABLE | {PERMANENT}:
                _fail("damage to something that can't be dealt damage")
        elif to.match.kinds is not None and not to.match.kinds <= {
            CardType.CREATURE.value,
            CardType.PLANESWALKER.value,
            CardType.BATTLE.value,
            PLAYER,
        }:
            _fail("damage to something that can't be dealt damage")
        if source not in SELF_OR_IT and source not in ATTACHED_IDS:
            _fail("damage from another source")
        return (DealDamage(amount=int(amount), to=to, source=source),)

    def damage_x(self, c: list[Any]) -> Sentence:
        (checked,) = self.damage([c[0], 0, c[1]])
        assert isinstance(checked, DealDamage)
        return (DealVariableDamage(amount="X", to=checked.to),)

    def damage_that_much(self, c: list[Any]) -> Sentence:
        (checked,) = self.damage([c[0], 0, c[1]])
        assert isinstance(checked, DealDamage)
        return (DealVariableDamage(amount="that much", to=checked.to),)

    def amount_its_power(self, _: list[Any]) -> str:
        return "its power"

    def amount_its_toughness(self, _: list[Any]) -> str:
        return "its toughness"

    def amount_its_mana_value(self, _: list[Any]) -> str:
        return "its mana value"

    def amount_that_power(self, c: list[Token]) -> str:
        if str(c[0]) != "creature":
            _fail("the power of a noncreature")
        return "that creature's power"

    def amount_that_toughness(self, c: list[Token]) -> str:
        if str(c[0]) != "creature":
            _fail("the toughness of a noncreature")
        return "that creature's toughness"

    def amount_life_lost(self, _: list[Any]) -> str:
        return "the life lost this way"

    def amount_damage_dealt(self, _: list[Any]) -> str:
        return "the damage dealt this way"

    def amount_number(self, c: list[Any]) -> Any:
        return c[0]

    def _target_creatures(self, ref: Any, what: str) -> str:
        """ "target creature's power": the only target, a creature (CR 608.2h)."""
        if ref != target(0) or self._kinds(ref) != _CREATURE:
            _fail(f"the {what} of a target other than one creature")
        return f"target creature's {what}"

    def amount_target_power(self, c: list[Any]) -> str:
        return self._target_creatures(c[0], "power")

    def amount_target_toughness(self, c: list[Any]) -> str:
        return self._target_creatures(c[0], "toughness")

    def amount_damage_to_you(self, _: list[Any]) -> str:
        return DAMAGE_TO_YOU

    def damage_equal_damage_to_you(self, c: list[Any]) -> Sentence:
        """ "~ deals damage to target creature you control equal to the damage dealt to you
        this turn" (the turn's record)."""
        (checked,) = self.damage([c[0], 0, c[1]])
        assert isinstance(checked, DealDamage)
        return (DealVariableDamage(amount=DAMAGE_TO_YOU, to=checked.to),)

    def _life_equal(self, amount: Any, gain: bool, who: Any = YOU) -> Sentence:
        if isinstance(amount, str):
            return (ChangeVariableLife(amount=amount, gain=gain, who=who),)
        one = GainLife(amount=1, who=who) if gain else LoseLife(amount=1, who=who)
        return (ForEach(step=one, per=amount, form="equal"),)

    def you_gain_equal(self, c: list[Any]) -> Sentence:
        return self._life_equal(c[0], True)

    def you_lose_equal(self, c: list[Any]) -> Sentence:
        return self._life_equal(c[0], False)

    def gains_equal(self, c: list[Any]) -> Sentence:
        return self._life_equal(c[1], True, self._players(c[0]))

    def loses_equal(self, c: list[Any]) -> Sentence:
        return self._life_equal(c[1], False, self._players(c[0]))

    def you_gain_that_much(self, _: list[Any]) -> Sentence:
        return (ChangeVariableLife(amount="that much", gain=True),)

    def loses_that_much(self, c: list[Any]) -> Sentence:
        return (ChangeVariableLife(amount="that much", gain=False, who=self._players(c[0])),)

    def you_gain_life(self, c: list[Token]) -> Sentence:
        return (GainLife(amount=int(c[0])),)

    def you_lose_life(self, c: list[Token]) -> Sentence:
        return (LoseLife(amount=int(c[0])),)

    def gains_life(self, c: list[Any]) -> Sentence:
        return (GainLife(amount=int(c[1]), who=self._players(c[0])),)

    def loses_life(self, c: list[Any]) -> Sentence:
        return (LoseLife(amount=int(c[1]), who=self._players(c[0])),)

    def bite(self, c: list[Any]) -> Sentence:
        return (DealDamageByPower(source=self._creatures(c[0]), to=c[1]),)

    def bite_itself(self, c: list[Any]) -> Sentence:
        source = self._creatures(c[0])
        return (DealDamageByPower(source=source, to=source),)

    def fight(self, c: list[Any]) -> Sentence:
        return (Fight(first=self._creatures(c[0]), second=self._creatures(c[1])),)

    def divided_damage(self, c: list[Any]) -> Sentence:
        if c[0] not in SELF_OR_IT:
            _fail("divided damage from another source")
        most = {"one or two": 2, "one, two, or three": 3, "any number of": 0}[str(c[2])]
        self._divided_points(int(c[1]), most)  # CR 601.2d: a target spec per point
        return (DividedDamage(amount=int(c[1]), most=most),)

    def gets_poison(self, c: list[Any]) -> Sentence:
        return (GivePoison(count=c[1], who=self._players(c[0])),)

    def damage_equal_number(self, c: list[Any]) -> Sentence:
        (step,) = self.damage([c[0], 1, c[1]])
        assert isinstance(step, DealDamage)
        return (ForEach(step=step, per=c[2], form="equal"),)

    # -- amounts: "where X is 2 plus the number of ..." (CR 107.1b, 608.2h) ---------------
    def x_value_plus(self, c: list[Any]) -> Counted:
        counted: Counted = c[1]
        return dataclasses.replace(counted, offset=int(c[0]))

    def x_value_minus(self, c: list[Any]) -> Counted:
        counted: Counted = c[0]
        return dataclasses.replace(counted, offset=-int(c[1]))

    def x_value_from(self, c: list[Any]) -> Counted:
        counted: Counted = c[1]
        return dataclasses.replace(counted, offset=int(c[0]), subtracted=True)

    def counted_spells_graveyard(self, _: list[Any]) -> Counted:
        return Counted(noun="instant and sorcery card", zone="your graveyard")

    def counted_that_players_hand(self, _: list[Any]) -> Counted:
        return Counted(noun="card", zone="that player's hand")

    def counted_their_hand(self, _: list[Any]) -> Counted:
        return Counted(noun="card", zone="their hand")

    def counted_named_all_graveyards(self, _: list[Any]) -> Counted:
        return Counted(noun="card named ~", zone="all graveyards")

    def counted_named_your_graveyard(self, _: list[Any]) -> Counted:
        return Counted(noun="card named ~", zone="your graveyard")

    def elided_damage_itself(self, c: list[Token]) -> _Elided:
        """ "~ deals 2 damage to any target and 3 damage to itself": the source of the
        damage before is dealt damage too (CR 120.2b)."""
        amount = int(c[0])

        def joined(before: Any) -> DealDamage | None:
            if not isinstance(before, DealDamage) or before.source != SELF:
                return None
            return DealDamage(amount=amount, to=SELF, source=SELF)

        return _Elided(joined)

    def that_pw_controller(self, _: list[Any]) -> bool:
        return True

    def elided_each_that_player(self, c: list[Any]) -> _Elided:
        """ "~ deals 4 damage to target player or planeswalker and each creature that player or
        that planeswalker's controller controls": the same damage, in the same event (CR
        120.2b)."""
        return self._that_players_group(str(c[0]), len(c) > 1, None)

    def elided_damage_each_that_player(self, c: list[Any]) -> _Elided:
        """ "... and 1 damage to each creature that player controls" (CR 120.2b)."""
        return self._that_players_group(str(c[1]), len(c) > 2, int(c[0]))

    def _that_players_group(self, word: str, or_pw: bool, amount: int | None) -> _Elided:
        if word != "creature":
            _fail(f"each {word!r} that player controls")
        group = TargetsControllerEach(
            match=Match(kinds=frozenset({CardType.CREATURE.value})), or_planeswalker=or_pw
        )
        wanted = frozenset({PLAYER, "planeswalker"} if or_pw else {PLAYER})

        def joined(before: Any) -> DealDamage | DealVariableDamage | None:
            if not isinstance(before, DealDamage | DealVariableDamage) or before.to != target(0):
                return None
            if self._kinds(before.to) != wanted or before.source != SELF:
                return None  # "that player" is the only target, a player [or planeswalker]
            if amount is None:
                return dataclasses.replace(before, to=group)
            if not isinstance(before, DealDamage):
                return None
            return DealDamage(amount=amount, to=group, source=SELF)

        return _Elided(joined)

    def elided_each_they_control(self, c: list[Token]) -> _Elided:
        """ "~ deals 1 damage to each opponent and each creature and planeswalker they
        control" / "... to target player and each creature they control": the same damage,
        in the same event (CR 120.2b), to the permanents those players control."""
        kinds = {CardType.CREATURE.value}
        if "planeswalker" in str(c[0]):
            kinds.add(CardType.PLANESWALKER.value)
        match = Match(kinds=frozenset(kinds), controller=Who.OPPONENT)

        def joined(before: Any) -> DealDamage | DealVariableDamage | None:
            if not isinstance(before, DealDamage | DealVariableDamage):
                return None
            if before.source not in SELF_OR_IT:
                return None
            to = before.to
            if type(to) is Each and to.match == Match(
                kinds=frozenset({PLAYER}), controller=Who.OPPONENT
            ):
                return dataclasses.replace(before, to=OpponentsTheyControl(match=match))
            if to == target(0) and self._kinds(to) == frozenset({PLAYER}):
                group = TargetTheyControl(match=dataclasses.replace(match, controller=Who.ANY))
                return dataclasses.replace(before, to=group)
            return None

        return _Elided(joined)

    # -- what an attacking creature attacks (CR 508.5; cards/attack_refs.py) --------------
    def attacked_by_it(self, _: list[Any]) -> int:
        return ATTACKED_BY_IT

    def attacked_by_that_creature(self, _: list[Any]) -> int:
        return ATTACKED_BY_THAT_CREATURE

    def defending_player_ref(self, _: list[Any]) -> int:
        return DEFENDING_PLAYER

    def damage_unpreventable(self, c: list[Any]) -> Sentence:
        """ "~ deals 4 damage to target creature. The damage can't be prevented." (CR 615.12;
        2011: 615.11): the sentence's damage, dealt at once, can't be prevented."""
        steps = tuple(c[0])
        if not steps or not all(isinstance(s, DealDamage) for s in steps):
            _fail("'the damage can't be prevented' after something other than damage")
        return (UnpreventableDamage(steps=steps),)

    def damage_equal_amount(self, c: list[Any]) -> Sentence:
        """ "~ deals damage equal to that creature's power to [recipient]": the amount as the
        instruction is carried out, or as the object last existed (CR 608.2h)."""
        (checked,) = self.damage([c[0], 0, c[2]])
        assert isinstance(checked, DealDamage)
        return (DealVariableDamage(amount=str(c[1]), to=checked.to, source=checked.source),)

    def elided_each_related(self, c: list[Token]) -> _Elided:
        """ "~ deals 2 damage to target creature and each other creature that shares a color
        with it" / "... with the same name as that creature": the same damage, in the same
        event (CR 120.2b), to the creatures related to the only target."""
        relation = str(c[0]).removeprefix("other creature ")
        group = RelatedToTargetEach(
            match=Match(kinds=frozenset({CardType.CREATURE.value})), relation=relation
        )

        def joined(before: Any) -> DealDamage | DealVariableDamage | None:
            if not isinstance(before, DealDamage | DealVariableDamage):
                return None
            if before.source not in SELF_OR_IT or before.to != target(0):
                return None
            if len(self.targets) != 1 or self._kinds(before.to) != _CREATURE:
                return None  # "it" / "that creature": the only target, a creature
            return dataclasses.replace(before, to=group)

        return _Elided(joined)
