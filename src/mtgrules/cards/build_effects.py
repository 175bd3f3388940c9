"""Transformer rules for instructions: what spells and abilities do (CR 608.2c)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from mtgrules.cards.abilities import (
    Joint,
    Sentence,
)
from mtgrules.cards.build_base import (
    _X,
    _cost_x,
    _Elided,
    _fail,
    _player_subject,
    _pt,
)
from mtgrules.cards.build_damage_life import DamageLifeRules
from mtgrules.cards.build_prevented_counters import (
    CountersPreventedSentence,
    with_counters_prevented,
)
from mtgrules.cards.build_prevention import GAIN_PREVENTED, with_gain_prevented
from mtgrules.cards.build_sacrifice import check_if_you_cant
from mtgrules.cards.build_spells_damage import with_excess
from mtgrules.cards.build_untap_skip import with_tapped_antecedent
from mtgrules.cards.pending import FilteredEach
from mtgrules.cards.they_groups import TheyGain, with_they
from mtgrules.cards.token_riders import TokenRider, with_token_rider
from mtgrules.cards.vocabulary import (
    PERMANENT,
    PERMANENT_TYPES,
    PLURALS,
    match_kind,
)
from mtgrules.effects.attached import attached_reference
from mtgrules.effects.base import PLAYER, Match, Who
from mtgrules.effects.excess_damage import ExcessSentence
from mtgrules.effects.instructions import (
    SELF,
    AddMana,
    AddOneManaOf,
    Attach,
    BecomeMonarch,
    CounterSpell,
    DealDamage,
    DealVariableDamage,
    Destroy,
    DestroyUnregenerable,
    Discard,
    DoesntUntapNext,
    DrawAtNextUpkeep,
    DrawCards,
    Each,
    Exile,
    ExileIfItWouldDie,
    ForEach,
    GainControl,
    GainLife,
    GetEnergy,
    GrantKeyword,
    IfYouDo,
    Instruction,
    Investigate,
    LoseLife,
    Mill,
    ModifyPowerToughness,
    PayEnergy,
    PayLife,
    PayMana,
    Proliferate,
    PutCounters,
    Regenerate,
    ReturnFromGraveyard,
    ReturnToHand,
    Sacrifice,
    SacrificeOne,
    SacrificeOneOfTheirChoice,
    Scry,
    Tap,
    Transform,
    Untap,
    target,
)
from mtgrules.objects import MINUS_ONE, PLUS_ONE, CardType

NO_REGENERATION_WORDINGS = {
    "no regeneration": "",  # "It can't be regenerated." / "They can't be regenerated."
    "no regeneration: that creature": "that creature",  # "That creature can't be ..."
}
"""The markers of the sentence "... can't be regenerated." after a destroy (CR 701.14c;
2011: 701.12c), with the subject kept for the renderer."""


class EffectRules(DamageLifeRules):
    """Callbacks named after the grammar rules and aliases."""

    def pump(self, c: list[Any]) -> Sentence:
        power, toughness = _pt(c[1])
        return (ModifyPowerToughness(power=power, toughness=toughness, on=self._creatures(c[0])),)

    def group_pump(self, c: list[Any]) -> Sentence:
        return self.pump([self._group(c[0]), *c[1:]])

    def pump_and_grant(self, c: list[Any]) -> Sentence:
        on = self._creatures(c[0])
        power, toughness = _pt(c[1])
        grants = tuple(GrantKeyword(keyword=k, on=on) for k in c[2])
        return (ModifyPowerToughness(power=power, toughness=toughness, on=on), *grants)

    def group_pump_and_grant(self, c: list[Any]) -> Sentence:
        return self.pump_and_grant([self._group(c[0]), *c[1:]])

    def grant(self, c: list[Any]) -> Sentence:
        on = self._permanents(c[0])  # "target permanent gains indestructible" (CR 702.12)
        return tuple(GrantKeyword(keyword=k, on=on) for k in c[1])

    def group_grant(self, c: list[Any]) -> Sentence:
        return self.grant([self._group(c[0]), *c[1:]])

    def you_draw(self, c: list[int]) -> Sentence:
        return (DrawCards(count=c[0]),)

    def player_draws(self, c: list[Any]) -> Sentence:
        return (DrawCards(count=c[1], who=self._players(c[0])),)

    def destroy(self, c: list[Any]) -> Sentence:
        return (Destroy(on=self._permanents(c[0])),)

    def destroy_attached(self, c: list[Token]) -> Sentence:
        ref = attached_reference(str(c[0]), str(c[1]))
        if ref is None:
            _fail(f"'destroy {c[0]} {c[1]}'")
        return self.destroy([ref])

    def destroy_that(self, c: list[Token]) -> Sentence:
        return (Destroy(on=self._permanents(self._that_creature(str(c[0])))),)

    def destroy_each(self, c: list[Any]) -> Sentence:
        """ "Destroy each creature with power 2 or less.": every permanent of the group."""
        group = c[0]
        if not isinstance(group, FilteredEach) or PLAYER in (group.match.kinds or ()):
            _fail("destroy each: only a group of permanents with a condition")
        return (Destroy(on=group),)

    def destroy_all(self, c: list[Token]) -> Sentence:
        word = PLURALS[str(c[0])]
        kinds = PERMANENT_TYPES if word == PERMANENT else frozenset({match_kind(word)})
        return (Destroy(on=Each(match=Match(kinds=kinds))),)

    def counters(self, c: list[Any]) -> Sentence:
        count, kind, _word, on = c
        if str(kind) not in (PLUS_ONE, MINUS_ONE):
            return (PutCounters(kind=str(kind), count=count, on=self._permanents(on)),)
        return (PutCounters(kind=str(kind), count=count, on=self._creatures(on)),)

    def add_mana(self, c: list[Any]) -> Sentence:
        symbols: tuple[str, ...] = c[0]
        if not all(s in "WUBRGC" and len(s) == 1 for s in symbols):
            _fail("add mana that isn't one of W, U, B, R, G, C")
        return (AddMana(mana="".join(symbols)),)

    def add_any_color(self, _: list[Any]) -> Sentence:
        return (AddOneManaOf(options="WUBRG"),)

    def add_either(self, c: list[Token]) -> Sentence:
        options = "".join(str(t)[1:-1].upper() for t in c)
        if len(set(options)) != len(options) or not all(o in "WUBRGC" for o in options):
            _fail("a choice of mana that isn't colors")
        return (AddOneManaOf(options=options),)

    def regenerate(self, c: list[Any]) -> Sentence:
        return (Regenerate(on=self._permanents(c[0])),)  # CR 701.19: any permanent

    def tap(self, c: list[Any]) -> Sentence:
        return (Tap(on=self._single(c[0])),)

    def untap(self, c: list[Any]) -> Sentence:
        return (Untap(on=self._single(c[0])),)

    def doesnt_untap_next(self, c: list[Any]) -> Sentence:
        return (DoesntUntapNext(on=self._single(c[0])),)  # CR 502.3 (2011: 502.2)

    def transform_permanent(self, c: list[Any]) -> Sentence:
        return (Transform(on=self._single(c[0])),)  # CR 701.28a (2011: 701.25a)

    def return_to_hand(self, c: list[Any]) -> Sentence:
        return (ReturnToHand(on=self._single(c[0])),)

    def exile(self, c: list[Any]) -> Sentence:
        return (Exile(on=self._single(c[0])),)

    def scry(self, c: list[Token]) -> Sentence:
        return (Scry(count=int(c[0])),)

    def you_mill(self, c: list[int]) -> Sentence:
        return (Mill(count=c[0]),)

    def player_mills(self, c: list[Any]) -> Sentence:
        return (Mill(count=c[1], who=self._players(c[0])),)

    def investigate(self, _: list[Any]) -> Sentence:
        return (Investigate(),)

    def sacrifices_one(self, c: list[Any]) -> Sentence:
        return (SacrificeOne(who=self._players(c[0]), kind=str(c[1])),)

    def sacrifices_one_choice(self, c: list[Any]) -> Sentence:
        return (SacrificeOneOfTheirChoice(who=self._players(c[0]), kind=str(c[1])),)

    def you_discard(self, c: list[int]) -> Sentence:
        return (Discard(count=c[0]),)

    def player_discards(self, c: list[Any]) -> Sentence:
        return (Discard(count=c[1], who=self._players(c[0])),)

    def elided_loses(self, c: list[Token]) -> _Elided:
        amount = int(c[0])
        return _Elided(
            lambda before: (
                None
                if (who := _player_subject(before)) is None
                else LoseLife(amount=amount, who=who)
            )
        )

    def elided_gains(self, c: list[Token]) -> _Elided:
        amount = int(c[0])
        return _Elided(
            lambda before: (
                None
                if (who := _player_subject(before)) is None
                else GainLife(amount=amount, who=who)
            )
        )

    def elided_draws(self, c: list[int]) -> _Elided:
        count = c[0]
        return _Elided(
            lambda before: (
                None
                if (who := _player_subject(before)) is None
                else DrawCards(count=count, who=who)
            )
        )

    def elided_sacrifices(self, c: list[Token]) -> _Elided:
        kind, choice = str(c[0]), len(c) > 1
        made = SacrificeOneOfTheirChoice if choice else SacrificeOne
        return _Elided(
            lambda before: (
                None if (who := _player_subject(before)) is None else made(who=who, kind=kind)
            )
        )

    def elided_mills(self, c: list[int]) -> _Elided:
        count = c[0]
        return _Elided(
            lambda before: (
                None if (who := _player_subject(before)) is None else Mill(count=count, who=who)
            )
        )

    def elided_discards(self, c: list[int]) -> _Elided:
        count = c[0]
        return _Elided(
            lambda before: (
                None if (who := _player_subject(before)) is None else Discard(count=count, who=who)
            )
        )

    def elided_each_recipient(self, c: list[Token]) -> _Elided:
        """ "~ deals 1 damage to each creature and each player": one group of recipients;
        "~ deals X damage to each creature with flying and each player": the same damage to a
        second group (two instructions)."""
        word = str(c[0])

        def joined(before: Instruction) -> Instruction | None:
            if not isinstance(before, DealDamage | DealVariableDamage) or not isinstance(
                before.to, Each
            ):
                return None
            match = before.to.match
            if word not in (PLAYER, "planeswalker") or match.ids is not None:
                return None
            if (
                word == PLAYER
                and isinstance(before, DealDamage)
                and match.kinds == frozenset({CardType.CREATURE.value})
                and type(before.to) is Each
                and match.controller is Who.ANY
            ):
                both = Match(kinds=frozenset({CardType.CREATURE.value, PLAYER}))
                return DealDamage(amount=before.amount, to=Each(match=both), source=before.source)
            kind = PLAYER if word == PLAYER else match_kind(word)
            if PLAYER in (match.kinds or ()) or kind in (match.kinds or ()):
                return None
            return replace(before, to=Each(match=Match(kinds=frozenset({kind}))))

        return _Elided(joined)

    def elided_damage(self, c: list[Any]) -> _Elided:
        checked = self.damage([SELF, c[0], c[1]])[0]
        assert isinstance(checked, DealDamage)
        # the source of the clause before: "enchanted creature deals 1 damage to any target
        # and 1 damage to you" (CR 120.2b: the text names the source)
        return _Elided(
            lambda before: (
                replace(checked, source=before.source) if isinstance(before, DealDamage) else None
            )
        )

    def sacrifice(self, c: list[Any]) -> Sentence:
        return (Sacrifice(on=self._single(c[0])),)

    def counter_spell(self, c: list[Any]) -> Sentence:
        if self._kinds(c[0]) != frozenset({"spell"}):
            _fail("counter something that isn't a spell")
        return (CounterSpell(on=c[0]),)

    def proliferate(self, _: list[Any]) -> Sentence:
        return (Proliferate(),)

    def pay_mana(self, c: list[Any]) -> Sentence:
        symbols: tuple[str, ...] = c[0]
        return (PayMana(mana="".join(f"{{{m}}}" for m in symbols)),)

    def pay_life(self, c: list[Token]) -> Sentence:
        return (PayLife(amount=int(c[0])),)

    def pay_energy(self, c: list[Token]) -> Sentence:
        return (PayEnergy(count=len(c)),)

    def if_you_do(self, c: list[Sentence]) -> Sentence:
        then = tuple(s for s in c[0] if not isinstance(s, Joint))
        if len(then) != len(c[0]) or any(isinstance(s, _X) for s in then):
            _fail("'if you do' with joined clauses or an amount X")
        return (IfYouDo(then=then),)

    def become_monarch(self, _: list[Any]) -> Sentence:
        return (BecomeMonarch(),)

    def get_energy(self, c: list[Token]) -> Sentence:
        return (GetEnergy(count=len(c)),)

    def clauses(self, c: list[Sentence | _Elided | Joint | None]) -> Sentence:
        steps: list[Any] = []
        for clause in c:
            if clause is None:
                continue  # "and": the usual joint
            if isinstance(clause, Joint):
                steps.append(clause)
            elif isinstance(clause, _Elided):
                before = [s for s in steps if not isinstance(s, Joint)]
                made = clause.make(before[-1]) if before else None
                if made is None:
                    _fail("a clause without a subject")
                last = steps[-1]
                if (
                    isinstance(made, DealDamage)
                    and isinstance(last, DealDamage)
                    and isinstance(made.to, Each)
                    and isinstance(last.to, Each)
                    and (last.to.match.kinds or frozenset()) < (made.to.match.kinds or frozenset())
                ):
                    steps[-1] = made  # "... to each creature and each player"
                else:
                    sequenced = isinstance(last, Joint) and "then" in last.words
                    if (
                        isinstance(made, DealDamage | DealVariableDamage)
                        and isinstance(before[-1], DealDamage | DealVariableDamage)
                        and not sequenced
                    ):
                        made = replace(made, joined=True)  # one damage event (CR 120.2b)
                    steps.append(made)
            else:
                steps.extend(clause)
        return with_tapped_antecedent(steps)  # "tap that creature and it doesn't untap ..."

    def sentence(self, c: list[Sentence]) -> Sentence:
        return _cost_x(c[0])

    def sentences(
        self, c: list[Sentence | str | CountersPreventedSentence | ExcessSentence]
    ) -> tuple[Sentence, ...]:
        out: list[Sentence] = []
        for sentence in c:
            if sentence in NO_REGENERATION_WORDINGS:
                destroyed = [s for s in out[-1] if isinstance(s, Destroy)] if out else []
                if not destroyed or len(destroyed) != len(out[-1]):
                    _fail("'can't be regenerated' after something other than destroy")
                wording = NO_REGENERATION_WORDINGS[sentence]  # "That creature can't be ..."
                if wording and (len(destroyed) > 1 or isinstance(destroyed[0].on, Each)):
                    _fail(f"'{wording}' after destroying several")
                out[-1] = tuple(DestroyUnregenerable(on=s.on, wording=wording) for s in destroyed)
            elif sentence == GAIN_PREVENTED:
                out[-1] = with_gain_prevented(out[-1] if out else None)  # build_prevention.py
            elif isinstance(sentence, CountersPreventedSentence):  # CR 615.5
                before = out[-1] if out else None
                out[-1:] = [with_counters_prevented(before, sentence, self.targets)]
            elif isinstance(sentence, TheyGain):  # "They gain ..." (cards/they_groups.py)
                out.append(with_they(out[-1] if out else None, sentence))
            elif isinstance(sentence, TokenRider):  # "They have "..."" (token_riders.py)
                out[-1:] = [with_token_rider(out[-1] if out else None, sentence)]
            elif isinstance(sentence, ExcessSentence):  # CR 120.4a (build_spells_damage.py)
                out[-1:] = [with_excess(out[-1] if out else None, sentence, self.targets)]
            else:
                assert not isinstance(sentence, str)
                if any(isinstance(s, IfYouDo) for s in sentence) and (
                    not out or any(isinstance(s, IfYouDo) for s in out[-1])
                ):
                    _fail("'if you do' without an action before it")
                check_if_you_cant(out[-1] if out else None, sentence)  # build_sacrifice.py
                out.append(sentence)
        return tuple(out)

    def no_regeneration(self, c: list[Any]) -> str:
        return "no regeneration"

    def that_creature_no_regeneration(self, c: list[Any]) -> str:
        return "no regeneration: that creature"

    def exile_if_dies(self, c: list[Token]) -> Sentence:
        if not self.targets:
            _fail("'that creature' without a target")
        index = len(self.targets) - 1
        if tuple(sorted(str(t) for t in c)) != tuple(sorted(self.targets[index].kinds)):
            _fail("'that [type]' isn't the target")
        return (ExileIfItWouldDie(on=target(index)),)

    def exile_if_damaged_dies(self, c: list[Token]) -> Sentence:
        if c and str(c[0]) != "creature":
            _fail("a noncreature that dies")
        return (ExileIfItWouldDie(dealt_damage_this_way=True),)

    def delayed_draw(self, _: list[Any]) -> Sentence:
        return (DrawAtNextUpkeep(),)

    def gain_control_eot(self, c: list[Any]) -> Sentence:
        return (GainControl(on=self._single(c[0])),)

    def return_card_to_hand(self, c: list[Any]) -> Sentence:
        return (ReturnFromGraveyard(on=c[0]),)

    def return_card_to_battlefield(self, c: list[Any]) -> Sentence:
        return (ReturnFromGraveyard(on=c[0], destination="battlefield"),)

    def for_each(self, c: list[Any]) -> Sentence:
        clause, per = c
        if isinstance(clause, _Elided) or len(clause) != 1:
            _fail("'for each' after a clause of several instructions")
        (step,) = clause
        if isinstance(step, Joint) or isinstance(step, _X):  # noqa: SIM101
            _fail("'for each' after an amount X")
        return (ForEach(step=step, per=per),)

    def attach(self, c: list[Any]) -> Sentence:
        return (Attach(to=self._creatures(c[0])),)
