"""Grammar callbacks of the "statics 4" block: conditional static abilities of Auras and
Equipment (CR 611.3a).

* "Enchanted creature gets +3/+0 as long as there are seven or more cards in your
  graveyard." / "As long as you control a Demon, equipped creature has flying.": an
  :class:`AttachedGets` with a ``condition`` (the shared conditions).
* "As long as equipped creature is a Human, it has lifelink.", "As long as enchanted
  creature is legendary, it gets +1/+1 and has ward {1}.", "As long as enchanted creature is
  green, it gets +1/+1 and has indestructible.": the condition is about the attached object
  (kind "attached", :mod:`mtgrules.rules.attached_conditions`) and "it" is that object.
* Combat rules read from their words (:mod:`mtgrules.rules.combat_rules_4`): "~ assigns
  combat damage equal to its toughness rather than its power." (CR 510.1a), "Each creature
  (you control) assigns ..." (:class:`ToughnessAssigns`), "Enchanted creature gets +0/+2 and
  assigns ...", "~ can't be blocked by more than one creature.", "~ can't be blocked except by
  three or more creatures.", "~ can't be blocked by green creatures." (CR 509.1b).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from mtgrules.cards.abilities import StaticLine
from mtgrules.cards.build_amounts import _x_pt
from mtgrules.cards.build_base import BuilderBase, _fail, _number, _pt
from mtgrules.cards.creature_types import plural, singular
from mtgrules.cards.pending import (
    AttachedGets,
    CombatRule,
    ConditionalStatic,
    Counted,
    CountedPowerToughness,
)
from mtgrules.effects.attached import ATTACHED_REFERENCES, attached_noun, attached_reference
from mtgrules.effects.base import PLAYER, Duration
from mtgrules.effects.conditions import Condition
from mtgrules.effects.instructions import SELF
from mtgrules.effects.toughness_damage import ToughnessAssigns
from mtgrules.objects import Keyword
from mtgrules.rules.attached_conditions import ATTACHED
from mtgrules.rules.attached_counts import ATTACHED_TO_IT
from mtgrules.rules.attached_counts import NOUNS as ATTACHED_NOUNS
from mtgrules.rules.combat_rules_4 import (
    ATTACKS_EACH_COMBAT,
    CANT_BE_BLOCKED,
    GOADED,
    ONE_BLOCKER,
    TOUGHNESS_DAMAGE,
    WHERE_X,
)


def attached_while(
    ref: Any, pt: Token | None, keywords: tuple[Keyword, ...]
) -> AttachedGets | None:
    """The effect of "[enchanted/equipped creature] gets/has ..." before its "as long as"
    (its condition is set by while_leading / while_trailing), or None if ``ref`` isn't an
    attached object."""
    if not isinstance(ref, int) or ref not in ATTACHED_REFERENCES:
        return None
    if attached_noun(ref) == PLAYER:
        _fail("a player getting +N/+M or keywords")
    power, toughness = _pt(pt) if pt is not None else (0, 0)
    return AttachedGets(
        attachment=ATTACHED_REFERENCES[ref],
        power=power,
        toughness=toughness,
        keywords=tuple(k.value for k in keywords),
        noun=attached_noun(ref),
        duration=Duration.STATIC,
    )


def on_attached(effect: ConditionalStatic, condition: Condition) -> AttachedGets:
    """ "As long as equipped creature is a Human, it has lifelink.": "it" is the attached
    object the condition names (CR 611.3a)."""
    attachment, _, noun = condition.form.partition(" ")
    if effect.not_creature:
        _fail("'isn't a creature' of an attached object")
    if effect.granted:  # AttachedGets has no quoted abilities (cards/build_self_quoted.py)
        _fail("a conditional quoted ability of an attached object")
    return AttachedGets(
        attachment=attachment,
        power=effect.power,
        toughness=effect.toughness,
        keywords=effect.keywords,
        noun=noun,
        condition=condition,
        leading=True,
        duration=Duration.STATIC,
    )


THERE_IS, IS_IN, NO_CARDS = "there is", "is in", "no cards"
"""The wordings of graveyard conditions (``Condition.form``; render_statics_4.py)."""


def _noun(token: Token) -> str:
    word = str(token)
    return word.capitalize() if token.type == "SUBTYPE" else word


class Statics4Rules(BuilderBase):
    """Callbacks named after the grammar rules of the "statics 4" block."""

    def cond_attached_is(self, c: list[Any]) -> Condition:
        """ "equipped creature is a Human" (CR 611.3a; rules/attached_conditions.py)."""
        ref = attached_reference(str(c[0]), str(c[1]))
        if ref is None or attached_noun(ref) == PLAYER:
            _fail(f"a condition on '{c[0]} {c[1]}'")
        words = f"{ATTACHED_REFERENCES[ref]} {attached_noun(ref)}"
        return Condition(kind=ATTACHED, state=str(c[2]), form=words)

    def quality_a(self, c: list[Token]) -> str:
        return f"a {_noun(c[0])}"  # "a Human" (a creature type, CR 205.3m), "a creature"

    def quality_an(self, c: list[Token]) -> str:
        return f"an {_noun(c[0])}"  # "an Elf", "an artifact" (CR 205.2a)

    def quality_word(self, c: list[Token]) -> str:
        return str(c[0])  # "black", "legendary"

    # -- the graveyard (CR 611.3a): "as long as there is a land card in your graveyard" --------
    def graveyard_noun(self, c: list[Token]) -> str:
        word = str(c[0])
        return word.capitalize() if c[0].type == "GRAVEYARD_LAND_TYPE" else word

    def cond_self_counters_at_least(self, c: list[Token]) -> Condition:
        """ "~ has four or more +1/+1 counters on it" (CR 122.1, 611.3a)."""
        amount = _number(c[0])
        return Condition("counter", state=str(c[1]), amount=amount, form="~")

    def _one_card(self, noun: str, form: str) -> Condition:
        per = Counted(noun=f"{noun} card", zone="your graveyard")
        return Condition("graveyard", amount=1, counted=per, form=form)

    def cond_there_is_card(self, c: list[str]) -> Condition:
        return self._one_card(c[0], THERE_IS)

    def cond_card_is_in(self, c: list[str]) -> Condition:
        return self._one_card(c[0], IS_IN)

    def cond_no_cards(self, _: list[Any]) -> Condition:
        per = Counted(noun="card", zone="your graveyard")
        return Condition("graveyard", amount=0, at_most=True, counted=per, form=NO_CARDS)

    # -- combat rules (CR 510.1a, 509.1b; rules/combat_rules_4.py) -----------------------------
    def toughness_damage(self, c: list[Any]) -> StaticLine:
        """ "~ / Each creature (you control) / Enchanted creature assigns combat damage equal
        to its toughness rather than its power." (CR 510.1a)."""
        if c[0] == SELF:
            return _rule(TOUGHNESS_DAMAGE)
        return _attached_rule(c[0], None, TOUGHNESS_DAMAGE)

    def each_toughness_damage(self, _: list[Any]) -> StaticLine:
        return StaticLine(ToughnessAssigns(duration=Duration.STATIC))

    def yours_toughness_damage(self, _: list[Any]) -> StaticLine:
        return StaticLine(ToughnessAssigns(yours=True, duration=Duration.STATIC))

    def attached_gets_toughness_damage(self, c: list[Any]) -> StaticLine:
        return _attached_rule(c[0], c[1], TOUGHNESS_DAMAGE)

    def attached_gets_goaded(self, c: list[Any]) -> StaticLine:
        return _attached_rule(c[0], c[1], GOADED)  # CR 701.15a

    def attached_goaded(self, c: list[Any]) -> StaticLine:
        return _attached_rule(c[0], None, GOADED)

    def attached_gets_attacks(self, c: list[Any]) -> StaticLine:
        return _attached_rule(c[0], c[1], ATTACKS_EACH_COMBAT)  # CR 508.1d

    def attached_attacks(self, c: list[Any]) -> StaticLine:
        return _attached_rule(c[0], None, ATTACKS_EACH_COMBAT)

    def self_one_blocker(self, _: list[Any]) -> StaticLine:
        return _rule(ONE_BLOCKER)

    def attached_gets_one_blocker(self, c: list[Any]) -> StaticLine:
        return _attached_rule(c[0], c[1], ONE_BLOCKER)

    def self_at_least_blockers(self, c: list[Token]) -> StaticLine:
        return _rule(f"can't be blocked except by {c[0]} or more creatures")

    def self_blocked_by_group(self, c: list[str]) -> StaticLine:
        return _rule(f"can't be blocked by {c[0]}")

    def attached_blocked_by_group(self, c: list[Any]) -> StaticLine:
        ref = attached_reference(str(c[0]), str(c[1]))
        return _attached_rule(ref, None, f"can't be blocked by {c[2]}")

    def self_gets_where_x(self, c: list[Any]) -> StaticLine:
        """ "~ gets -X/-X, where X is your life total." (layer 7c, CR 613.4c)."""
        if c[0] != SELF:
            _fail("'gets +X/+X, where X is' of something other than ~")
        power, toughness = _x_pt(c[1])
        return StaticLine(
            CountedPowerToughness(
                per=c[-1], form=WHERE_X, power=power, toughness=toughness, duration=Duration.STATIC
            )
        )

    def counted_attached_to_it(self, c: list[Token]) -> Counted:
        """ "Equipment attached to it", "Aura and Equipment attached to it" (CR 611.3a)."""
        noun = str(c[0]).removesuffix(" " + ATTACHED_TO_IT)
        words = {n.lower(): n for n in ATTACHED_NOUNS}
        return Counted(noun=words[noun], controller=ATTACHED_TO_IT)

    def attached_cant_be_blocked(self, c: list[Any]) -> StaticLine:
        """ "Equipped creature can't be blocked." (CR 509.1b)."""
        ref = attached_reference(str(c[0]), str(c[1]))
        return _attached_rule(ref, None, CANT_BE_BLOCKED)

    def attached_blocked_by_power(self, c: list[Any]) -> StaticLine:
        """ "Enchanted creature can't be blocked by creatures with power 3 or greater."
        (CR 509.1b; rules/blocking_limits.py)."""
        ref = attached_reference(str(c[0]), str(c[1]))
        words = f"can't be blocked by creatures with power {int(c[2])} or {c[3]}"
        return _attached_rule(ref, None, words)

    def by_color(self, c: list[Token]) -> str:
        return f"{c[0]} creatures"

    def by_keyword(self, c: list[Token]) -> str:
        return f"creatures with {c[0]}"

    def by_artifact(self, _: list[Any]) -> str:
        return "artifact creatures"

    def by_subtypes(self, c: list[Token]) -> str:
        return " or ".join(plural(singular(str(t))) for t in c)  # "Vampires or Zombies"

    def by_greater_power(self, _: list[Any]) -> str:
        return "creatures with greater power"


def _rule(words: str) -> StaticLine:
    return StaticLine(CombatRule(rule=words, duration=Duration.STATIC))


def _attached_rule(ref: Any, pt: Token | None, words: str) -> StaticLine:
    """ "Enchanted creature gets +0/+2 and [rule]." / "Equipped creature [rule].": the rule
    applies to the attached creature (CR 613.1f)."""
    attached = attached_while(ref, pt, ())
    if attached is None or attached.noun != "creature":
        _fail(f"'{words}' of something other than an enchanted or equipped creature")
    return StaticLine(replace(attached, rules=(words,)))


def join_condition(effect: Any, condition: Condition, leading: bool) -> Any:
    """The effect of a "while_leading" / "while_trailing" line with its condition."""
    if condition.kind == ATTACHED:
        if not leading or not isinstance(effect, ConditionalStatic):
            _fail("a condition on an attached object that doesn't lead its ability")
        return on_attached(effect, condition)
    if leading:
        return replace(effect, condition=condition, leading=True)
    return replace(effect, condition=condition)


__all__ = ["Statics4Rules", "attached_while", "join_condition", "on_attached"]
