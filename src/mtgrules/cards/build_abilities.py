"""Transformer rules for keyword, static, activated and modal abilities (CR 602, 604,
700.2, 702)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from mtgrules.cards.abilities import (
    ActivatedLine,
    Bullet,
    EffectLine,
    Either,
    KeywordLine,
    ModalHeader,
    RestrictionLine,
    StaticLine,
)
from mtgrules.cards.build_base import (
    _SELF_MATCH,
    SELF_OR_IT,
    BuilderBase,
    _fail,
    _keyword,
    _pt,
)
from mtgrules.cards.build_conditions import is_control_a
from mtgrules.cards.build_statics_4 import attached_while, join_condition
from mtgrules.cards.mana import NO_COST, ManaCost, parse_mana_cost
from mtgrules.cards.model import Cost, Restriction
from mtgrules.cards.pending import (
    ActivationLimit,
    AttachedGets,
    CantBeCountered,
    ChooseAsEnters,
    CombatRule,
    ConditionalKeywords,
    ConditionalStatic,
    CostReduction,
    CountedPowerToughness,
    Enchant,
    EntersTapped,
    EntersWithCounters,
    GroupHas,
    OtherKeyword,
)
from mtgrules.cards.vocabulary import counters_phrase
from mtgrules.effects.attached import (
    ATTACHED_REFERENCES,
    AttachedRestriction,
    ControlAttached,
    attached_noun,
    attached_reference,
)
from mtgrules.effects.base import PLAYER, ControlsA, Duration, Match, Who
from mtgrules.effects.conditions import Condition
from mtgrules.effects.damage import (
    DamageCantBePrevented,
    PreventDamage,
)
from mtgrules.effects.instructions import (
    Each,
)
from mtgrules.effects.life import CantGainLife, LifeFloor, ModifyLifeGain
from mtgrules.objects import CardType, Keyword


class AbilityRules(BuilderBase):
    """Callbacks named after the grammar rules and aliases."""

    def other_keyword(self, c: list[Token]) -> OtherKeyword:
        return OtherKeyword(str(c[0]), str(c[1]) if len(c) > 1 else "")

    def cost_keyword(self, c: list[Any]) -> OtherKeyword:
        return OtherKeyword(str(c[0]), "".join(f"{{{s}}}" for s in c[1]))

    def protection(self, c: list[Token]) -> OtherKeyword:
        return OtherKeyword("protection from", str(c[0]))

    def ward(self, c: list[Any]) -> OtherKeyword:
        return OtherKeyword("ward", "".join(f"{{{s}}}" for s in c[0]))

    def cost_reduction(self, c: list[Any]) -> StaticLine:
        symbols: tuple[str, ...] = c[0]
        if not all(s.isdigit() or s.upper() in ("W", "U", "B", "R", "G") for s in symbols):
            _fail("a cost reduction of mana other than generic or colored")
        mana = "".join(f"{{{s.upper()}}}" for s in symbols)  # CR 601.2f: "{G} less"
        return self._static(CostReduction(mana=mana, per=c[1], duration=Duration.STATIC))

    def ward_discard(self, _: list[Any]) -> KeywordLine:
        return KeywordLine((OtherKeyword("ward—discard", "a card"),))

    def start_your_engines(self, _: list[Any]) -> KeywordLine:
        return KeywordLine((OtherKeyword("start your engines!"),))

    def ward_life(self, c: list[Token]) -> KeywordLine:
        return KeywordLine((OtherKeyword("ward—pay", f"{c[0]} life"),))

    def enters_with_x_counters(self, c: list[Any]) -> StaticLine:
        return self._static(
            EntersWithCounters(kind=str(c[0]), count=0, x=True, duration=Duration.STATIC)
        )

    def effect_line(self, c: list[Any]) -> EffectLine:
        return EffectLine(sentences=c[0], targets=self._targets())

    def keyword_line(self, c: list[Any]) -> KeywordLine:
        # "protection from black and from red" is an item of two keywords (CR 702.16a)
        items = [k for item in c for k in (item if isinstance(item, tuple) else (item,))]
        keywords = tuple(_keyword(k) for k in items)
        if len(set(keywords)) != len(keywords):
            _fail("a keyword named twice")
        return KeywordLine(keywords)

    def keyword_line_semicolons(self, c: list[Token | OtherKeyword]) -> KeywordLine:
        return KeywordLine(self.keyword_line(c).keywords, separator="; ")

    def cant_block(self, _: list[Any]) -> RestrictionLine:
        return RestrictionLine((Restriction.CANT_BLOCK,))

    def cant_attack(self, _: list[Any]) -> RestrictionLine:
        return RestrictionLine((Restriction.CANT_ATTACK,))

    def cant_attack_or_block(self, _: list[Any]) -> RestrictionLine:
        return RestrictionLine((Restriction.CANT_ATTACK, Restriction.CANT_BLOCK))

    def extra_block(self, _: list[Any]) -> RestrictionLine:
        return RestrictionLine((Restriction.EXTRA_BLOCK,))

    def life_gain_plus(self, c: list[Token]) -> StaticLine:
        return self._static(
            ModifyLifeGain(who=Match.you(), plus=int(c[0]), duration=Duration.STATIC)
        )

    def double_life_gain(self, _: list[Any]) -> StaticLine:
        return self._static(ModifyLifeGain(who=Match.you(), multiplier=2, duration=Duration.STATIC))

    def life_floor(self, c: list[Any]) -> StaticLine:
        if not is_control_a(c.pop(0), "creature"):  # cards/build_conditions.py
            _fail("a life floor with another condition than 'you control a creature'")
        if c[0] != c[1]:
            _fail("a life floor with two different numbers")
        return self._static(
            LifeFloor(
                who=Match.you(),
                floor=int(c[0]),
                condition=ControlsA(card_type=CardType.CREATURE),
                duration=Duration.STATIC,
            )
        )

    def static_self(self, _: list[Any]) -> Match:
        return _SELF_MATCH

    def static_you(self, _: list[Any]) -> Match:
        return Match.you()

    def static_prevent_all(self, c: list[Match]) -> StaticLine:
        return self._static(PreventDamage(to=c[0], duration=Duration.STATIC))

    def static_prevent_if(self, c: list[Match]) -> StaticLine:
        return StaticLine(PreventDamage(to=c[0], duration=Duration.STATIC), form="if")

    def _conditional(self, keywords: tuple[Keyword, ...], condition: str) -> StaticLine:
        return self._static(
            ConditionalKeywords(
                keywords=tuple(k.value for k in keywords),
                condition=condition,
                duration=Duration.STATIC,
            )
        )

    def keywords_your_turn(self, c: list[Any]) -> StaticLine:
        return self._conditional(c[0], "during your turn")

    # -- conditional static abilities of this object (CR 611.3a) --------------------------
    def _self_only(self, ref: Any) -> None:
        if ref not in SELF_OR_IT:
            _fail("a conditional ability of something other than this object")

    def self_has(self, c: list[Any]) -> ConditionalStatic | AttachedGets:
        attached = attached_while(c[0], None, c[1])  # cards/build_statics_4.py
        if attached is not None:
            return attached
        self._self_only(c[0])
        return self._while(keywords=tuple(k.value for k in c[1]))

    def self_gets(self, c: list[Any]) -> ConditionalStatic | AttachedGets:
        attached = attached_while(c[0], c[1], ())
        if attached is not None:
            return attached
        self._self_only(c[0])
        power, toughness = _pt(c[1])
        return self._while(power=power, toughness=toughness)

    def self_gets_has(self, c: list[Any]) -> ConditionalStatic | AttachedGets:
        attached = attached_while(c[0], c[1], c[2])
        if attached is not None:
            return attached
        self._self_only(c[0])
        power, toughness = _pt(c[1])
        keywords = tuple(k.value for k in c[2])
        return self._while(power=power, toughness=toughness, keywords=keywords)

    def _while(self, **fields: Any) -> ConditionalStatic:
        placeholder = Condition(kind="")  # the condition follows (while_leading/trailing)
        return ConditionalStatic(condition=placeholder, duration=Duration.STATIC, **fields)

    def while_leading(self, c: list[Any]) -> StaticLine:
        condition, effect = c
        return self._static(join_condition(effect, condition, leading=True))

    def while_trailing(self, c: list[Any]) -> StaticLine:
        effect, condition = c
        return self._static(join_condition(effect, condition, leading=False))

    def self_gets_for_each(self, c: list[Any]) -> StaticLine:
        if isinstance(c[0], int) and c[0] in ATTACHED_REFERENCES:  # "Equipped creature gets"
            attached = self._attached(c[0], c[1], ())
            return self._static(replace(attached.effect, per=c[2]))  # type: ignore[call-arg]
        self._self_only(c[0])
        power, toughness = _pt(c[1])
        return self._static(
            CountedPowerToughness(
                per=c[2], power=power, toughness=toughness, duration=Duration.STATIC
            )
        )

    def cda_each(self, c: list[Any]) -> StaticLine:
        return self._static(CountedPowerToughness(per=c[0], form="each", duration=Duration.STATIC))

    def cda_power(self, c: list[Any]) -> StaticLine:
        return self._static(CountedPowerToughness(per=c[0], form="power", duration=Duration.STATIC))

    def control_noun(self, c: list[Token]) -> str:
        word = str(c[0])
        return word if c[0].type == "PERM_TYPE" else word.capitalize()

    def static_prevent_combat(self, c: list[Match]) -> StaticLine:
        return self._static(PreventDamage(to=c[0], combat=True, duration=Duration.STATIC))

    def players_all(self, _: list[Any]) -> Match:
        return Match(kinds=frozenset({PLAYER}))

    def players_opponents(self, _: list[Any]) -> Match:
        return Match(kinds=frozenset({PLAYER}), controller=Who.OPPONENT)

    def cant_gain_life(self, c: list[Match]) -> StaticLine:
        return self._static(CantGainLife(who=c[0], duration=Duration.STATIC))

    def damage_cant_be_prevented(self, _: list[Any]) -> StaticLine:
        return self._static(DamageCantBePrevented(duration=Duration.STATIC))

    def enters_with_counters(self, c: list[Any]) -> StaticLine:
        return self._static(
            EntersWithCounters(kind=str(c[1]), count=c[0], duration=Duration.STATIC)
        )

    def assign_as_though_unblocked(self, _: list[Any]) -> StaticLine:
        return self._static(
            CombatRule(
                rule="may assign its combat damage as though it weren't blocked",
                duration=Duration.STATIC,
            )
        )

    def may_exert(self, _: list[Any]) -> StaticLine:
        return self._static(
            CombatRule(rule="may be exerted as it attacks", duration=Duration.STATIC)
        )

    def must_be_blocked(self, _: list[Any]) -> StaticLine:
        return self._static(CombatRule(rule="must be blocked if able", duration=Duration.STATIC))

    def cant_be_blocked(self, _: list[Any]) -> StaticLine:
        return self._static(CombatRule(rule="can't be blocked", duration=Duration.STATIC))

    def attacks_each_combat(self, _: list[Any]) -> StaticLine:
        return self._static(
            CombatRule(rule="attacks each combat if able", duration=Duration.STATIC)
        )

    def doesnt_untap(self, _: list[Any]) -> StaticLine:
        return self._static(
            CombatRule(rule="doesn't untap during your untap step", duration=Duration.STATIC)
        )

    def enters_tapped_unless_pay(self, c: list[Token]) -> StaticLine:
        return self._static(EntersTapped(unless_pay_life=int(c[0]), duration=Duration.STATIC))

    def enters_tapped(self, _: list[Any]) -> StaticLine:
        return self._static(EntersTapped(duration=Duration.STATIC))

    def cant_be_countered(self, _: list[Any]) -> StaticLine:
        return self._static(CantBeCountered(duration=Duration.STATIC))

    def _enchant(self, words: tuple[str, ...], controller: Who) -> StaticLine:
        if words == ("opponent",) and controller is Who.ANY:
            words, controller = (PLAYER,), Who.OPPONENT  # "Enchant opponent" (CR 303.4a)
        if len(set(words)) != len(words) or "opponent" in words:
            _fail("enchant what?")
        return self._static(
            Enchant(kinds=frozenset(words), whose=controller, duration=Duration.STATIC)
        )

    def enchant(self, c: list[Any]) -> StaticLine:
        return self._enchant(c[0], Who.ANY)

    def enchant_yours(self, c: list[Any]) -> StaticLine:
        return self._enchant(c[0], Who.YOU)

    def enchant_opponents(self, c: list[Any]) -> StaticLine:
        if PLAYER in c[0]:
            _fail("enchant a player an opponent controls")
        return self._enchant(c[0], Who.OPPONENT)

    def _attached(
        self, subject: Any, pt: Token | None, keywords: tuple[Keyword, ...]
    ) -> StaticLine:
        attachment = ATTACHED_REFERENCES.get(subject) if isinstance(subject, int) else None
        if attachment is None:
            _fail("a static ability of a subject other than enchanted or equipped creature")
        if attached_noun(subject) == PLAYER:
            _fail("a player getting +N/+M or keywords")
        power, toughness = _pt(pt) if pt is not None else (0, 0)
        return self._static(
            AttachedGets(
                attachment=attachment,
                power=power,
                toughness=toughness,
                keywords=tuple(k.value for k in keywords),
                noun=attached_noun(subject),
                duration=Duration.STATIC,
            )
        )

    def attached_gets(self, c: list[Any]) -> StaticLine:
        return self._attached(c[0], c[1], ())

    def attached_gets_has(self, c: list[Any]) -> StaticLine:
        return self._attached(c[0], c[1], c[2])

    def attached_has(self, c: list[Any]) -> StaticLine:
        return self._attached(c[0], None, c[1])

    def _attached_restriction(self, c: list[Any], *restrictions: Restriction) -> StaticLine:
        ref = attached_reference(str(c[0]), str(c[1]))
        if ref is None or attached_noun(ref) == PLAYER:
            _fail(f"a restriction of '{c[0]} {c[1]}'")
        return self._static(
            AttachedRestriction(
                attachment=str(c[0]),
                restrictions=restrictions,
                noun=attached_noun(ref),
                duration=Duration.STATIC,
            )
        )

    def attached_cant_attack_or_block(self, c: list[Any]) -> StaticLine:
        return self._attached_restriction(c, Restriction.CANT_ATTACK, Restriction.CANT_BLOCK)

    def attached_cant_attack(self, c: list[Any]) -> StaticLine:
        return self._attached_restriction(c, Restriction.CANT_ATTACK)

    def attached_cant_block(self, c: list[Any]) -> StaticLine:
        return self._attached_restriction(c, Restriction.CANT_BLOCK)

    def attached_doesnt_untap(self, c: list[Any]) -> StaticLine:
        return self._attached_restriction(c, Restriction.DOESNT_UNTAP)

    def control_attached(self, c: list[Token]) -> StaticLine:
        if str(c[0]) != "enchanted" or str(c[1]) in ("player", "opponent", "spell"):
            _fail("control of something other than an enchanted permanent")
        effect = ControlAttached(attachment=str(c[0]), noun=str(c[1]), duration=Duration.STATIC)
        return self._static(effect)

    def _group_static(
        self, group: tuple[Each, bool], pt: Token | None, keywords: tuple[Keyword, ...]
    ) -> StaticLine:
        power, toughness = _pt(pt) if pt is not None else (0, 0)
        return self._static(
            GroupHas(
                match=group[0].match,
                other=group[1],
                power=power,
                toughness=toughness,
                keywords=tuple(k.value for k in keywords),
                adjective=getattr(group[0], "state", ""),  # "attacking creatures you control"
                duration=Duration.STATIC,
            )
        )

    def group_gets(self, c: list[Any]) -> StaticLine:
        return self._group_static(c[0], c[1], ())

    def group_gets_has(self, c: list[Any]) -> StaticLine:
        return self._group_static(c[0], c[1], c[2])

    def group_has(self, c: list[Any]) -> StaticLine:
        return self._group_static(c[0], None, c[1])

    def cost_mana(self, c: list[tuple[str, ...]]) -> Cost | tuple[str, int]:
        symbols = c[0]
        x = sum(1 for s in symbols if s == "X")
        plain = "".join(f"{{{s}}}" for s in symbols if s != "X")
        if x and symbols[:x] != ("X",) * x:
            _fail("{X} after other mana symbols")
        mana = parse_mana_cost(plain) if plain else NO_COST
        return (("X", x), Cost(mana=mana)) if x else Cost(mana=mana)  # type: ignore[return-value]

    def cost_tap(self, _: list[Any]) -> Cost:
        return Cost(tap=True)

    def cost_sacrifice(self, _: list[Any]) -> Cost:
        return Cost(sacrifice_self=True)

    def cost_life(self, c: list[Token]) -> Cost:
        return Cost(life=int(c[0]))

    def cost_sacrifice_a(self, c: list[Token]) -> str:
        word = str(c[0])
        if word in (PLAYER, "opponent", "spell"):  # "a permanent": any (rules/costs.py)
            _fail("sacrifice a nonpermanent")
        return f"Sacrifice {'an' if word[0] in 'aeiou' else 'a'} {word}"

    def cost_sacrifice_another(self, c: list[Token]) -> str:
        if str(c[0]) in (PLAYER, "opponent", "spell"):
            _fail("sacrifice a nonpermanent")
        return f"Sacrifice another {c[0]}"

    def cost_discard_card(self, _: list[Any]) -> str:
        return "Discard a card"

    def cost_discard_random(self, _: list[Any]) -> str:
        return "Discard a card at random"

    def cost_discard_two(self, _: list[Any]) -> str:
        return "Discard two cards"

    def cost_sacrifice_n(self, c: list[Token]) -> str:
        if str(c[0]) == "one":
            _fail("sacrifice one")
        return f"Sacrifice {c[0]} {c[1]}"

    def cost_discard_self(self, _: list[Any]) -> str:
        return "Discard ~"

    def cost_exile_self_from_graveyard(self, _: list[Any]) -> str:
        return "Exile ~ from your graveyard"

    def cost_remove_counter(self, c: list[Any]) -> str:
        return f"Remove {counters_phrase(c[0], str(c[1]))} from ~"

    def cost(self, c: list[Any]) -> tuple[Cost, int, tuple[str, ...]]:
        mana: ManaCost = NO_COST
        tap = sacrifice = False
        life = x = 0
        extra: list[str] = []
        for item in c:
            if isinstance(item, str):
                extra.append(item)
                continue
            if isinstance(item, tuple):
                x, part = item[0][1], item[1]
            else:
                part = item
            if part.mana != NO_COST:
                if mana != NO_COST:
                    _fail("two mana costs")
                mana = part.mana
            if part.tap:
                if tap:
                    _fail("{T} twice")
                tap = True
            if part.sacrifice_self:
                if sacrifice:
                    _fail("sacrifice twice")
                sacrifice = True
            if part.life:
                if life:
                    _fail("life paid twice")
                life = part.life
        return Cost(mana=mana, tap=tap, sacrifice_self=sacrifice, life=life), x, tuple(extra)

    def activated(self, c: list[Any]) -> ActivatedLine:
        cost, x, extra = c[0]
        return ActivatedLine(
            cost=cost, sentences=c[1], targets=self._targets(), x=x, extra_costs=extra
        )

    def once_each_turn(self, _: list[Any]) -> ActivationLimit:
        return ActivationLimit("once each turn")

    def as_a_sorcery(self, _: list[Any]) -> ActivationLimit:
        return ActivationLimit("as a sorcery")

    def during_your_upkeep(self, _: list[Any]) -> ActivationLimit:
        return ActivationLimit("during your upkeep")

    def before_attackers(self, _: list[Any]) -> ActivationLimit:
        return ActivationLimit("during your turn, before attackers are declared")

    def activated_limited(self, c: list[Any]) -> ActivatedLine:
        cost, x, extra = c[0]
        return ActivatedLine(
            cost=cost,
            sentences=c[1],
            targets=self._targets(),
            limit=c[2],
            x=x,
            extra_costs=extra,
        )

    def loyalty_ability(self, c: list[Any]) -> ActivatedLine:
        text = str(c[0])[1:-1].replace("\u2212", "-")
        if text == "-x":  # "[−X]": X chosen as it is activated (CR 107.3, rules/loyalty.py)
            return ActivatedLine(
                cost=Cost(), sentences=c[1], targets=self._targets(), loyalty=0, x=1
            )
        if text.lstrip("+-") == "x":
            _fail("a loyalty cost of +X")
        return ActivatedLine(
            cost=Cost(), sentences=c[1], targets=self._targets(), loyalty=int(text)
        )

    def choose_as_enters(self, c: list[Token]) -> StaticLine:
        return self._static(ChooseAsEnters(what=str(c[0]), duration=Duration.STATIC))

    def _choice(self, token: Token) -> tuple[int, int]:
        return {
            "one": (1, 1),
            "two": (2, 2),
            "three": (3, 3),
            "one or both": (1, 2),
            "one or more": (1, 99),
        }[str(token)]

    def modal_header(self, c: list[Token]) -> ModalHeader:
        return ModalHeader(*self._choice(c[0]))

    def modal_trigger_header(self, c: list[Any]) -> ModalHeader:
        if isinstance(c[0], Either | tuple):
            _fail("a modal ability with two trigger conditions")
        return ModalHeader(*self._choice(c[1]), when=c[0])

    def bullet(self, c: list[Any]) -> Bullet:
        return Bullet(EffectLine(sentences=c[0], targets=self._targets()))
