"""Grammar callbacks of the "statics 5" block (CR 613.1f, 611.3a).

* "Enchanted creature has menace and "Whenever ~ deals combat damage to a player, create a
  Treasure token."", "Equipped creature gets +4/+4 and has first strike, trample,
  indestructible, haste, and "..."": the keywords and the quoted ability an Aura or Equipment
  gives the object it's attached to, all in layer 6 (an :class:`AttachedGrants` with
  ``keywords``; rules/granting.py).
* "Equipped creature has reach and ward {2}.", "Other creatures you control have trample and
  ward {1}.": ward (a triggered ability by its rule, CR 702.21a) granted with the keywords
  as a bare :class:`Quoted` ability (layer 6, CR 613.1f).
* "Enchanted creature has indestructible and is goaded.", "... gets +2/+1, has haste, and
  attacks each combat if able.", "Equipped creature has trample and can't be blocked by more
  than one creature.": an :class:`AttachedGets` with the keyword and the combat rule
  (rules/combat_rules_4.py; CR 701.15a, 508.1d, 509.1b).
* "During your turn, creatures you control get +1/+0 and have trample.", "During your turn,
  ~ gets +2/+0 and has first strike.": the group's or this object's static ability with the
  condition "it's your turn" (CR 611.3a), printed first as "During your turn," (``form``
  :data:`DURING`; cards/render_statics_5.py).
* "Enchanted creature has base power and toughness 9/10 and has indestructible.": an
  :class:`AttachedGets` with ``base`` (layer 7b, CR 613.4b; rules/attached_base.py).
* "as long as two or more nonland permanents entered the battlefield under your control this
  turn", "as long as an artifact entered ...": a condition of kind ``ENTERED_KIND``
  (rules/entered_kinds.py).
* "~ gets +1/+1 for each other Cat you control.": a creature type counted without this
  object (CR 205.3m, 611.3a).
* "Creatures you control with +1/+1 counters on them have trample.": a group narrowed by one
  kind of counter (CR 122.1; rules/group_qualifiers.py).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from mtgrules.cards.abilities import KeywordLine, StaticLine
from mtgrules.cards.build_base import BuilderBase, _fail, _number, _pt
from mtgrules.cards.build_statics_4 import attached_while
from mtgrules.cards.granted_abilities import AttachedGrants, Quoted, compile_quoted
from mtgrules.cards.pending import ConditionalStatic, Counted, GroupHas, OtherKeyword
from mtgrules.cards.render_statics_5 import DURING
from mtgrules.effects.attached import ATTACHED_REFERENCES, attached_noun
from mtgrules.effects.base import PLAYER, Duration, Match, Who
from mtgrules.effects.conditions import Condition
from mtgrules.objects import CardType
from mtgrules.rules.combat_rules_4 import ATTACKS_EACH_COMBAT, GOADED, ONE_BLOCKER
from mtgrules.rules.entered_kinds import ENTERED_KIND, NONLAND
from mtgrules.rules.group_qualifiers import kind_counters

_KEYWORD_TOKENS = ("KEYWORD", "OTHER_KW")


class Statics5Rules(BuilderBase):
    """Callbacks named after the grammar rules of the "statics 5" block."""

    def attached_keywords_quoted(self, c: list[Any]) -> StaticLine:
        """ "Enchanted creature [gets +1/+1 and] has lifelink and "[ability]"." (CR 613.1f:
        the keywords and the granted ability apply in layer 6, +N/+M in layer 7c)."""
        return self._attached_grants(c, compile_quoted(str(c[-1])))

    def attached_keyword_ward(self, c: list[Any]) -> StaticLine:
        """ "Equipped creature [gets +1/+0 and] has reach and ward {2}." (CR 702.21a)."""
        return self._attached_grants(c, _ward(c[-1]))

    def lord_keyword_ward(self, c: list[Any]) -> StaticLine:
        """ "Other creatures you control have trample and ward {1}." (CR 702.21a)."""
        group = c[0]
        if not isinstance(group, GroupHas):
            _fail("ward granted to something other than a group")
        keywords = self.keyword_list([c[1]])
        granted = (_ward(c[-1]),)
        words = tuple(k.value for k in keywords)
        return StaticLine(replace(group, keywords=words, granted=granted))

    def group_keyword_ward(self, c: list[Any]) -> StaticLine:
        each, other = c[0]  # "creatures you control", "other creatures you control"
        group = GroupHas(match=each.match, other=other, duration=Duration.STATIC)
        return self.lord_keyword_ward([group, *c[1:]])

    def _attached_grants(self, c: list[Any], quoted: Quoted) -> StaticLine:
        ref = c[0]
        attachment = ATTACHED_REFERENCES.get(ref) if isinstance(ref, int) else None
        if attachment is None or attached_noun(ref) == PLAYER:
            _fail("keywords and a quoted ability of something other than an attached object")
        tokens = [t for t in c[1:-1] if isinstance(t, Token)]
        pt = next((t for t in tokens if t.type == "PT"), None)
        keywords = self.keyword_list([t for t in tokens if t.type in _KEYWORD_TOKENS])
        power, toughness = _pt(pt) if pt is not None else (0, 0)
        return self._static(
            AttachedGrants(
                attachment=attachment,
                granted=(quoted,),
                power=power,
                toughness=toughness,
                noun=attached_noun(ref),
                keywords=tuple(k.value for k in keywords),
                duration=Duration.STATIC,
            )
        )

    # -- "During your turn, ..." (CR 611.3a) ------------------------------------------------
    def group_during_your_turn(self, c: list[Any]) -> StaticLine:
        """ "During your turn, creatures you control get +1/+0 and have trample."."""
        group = c[0].effect
        if not isinstance(group, GroupHas) or group.condition is not None:
            _fail("'during your turn' on something other than a group")
        return StaticLine(replace(group, condition=YOUR_TURN, leading=True))

    def self_during_your_turn(self, c: list[Any]) -> StaticLine:
        """ "During your turn, ~ gets +2/+0 [and has first strike]."."""
        power, toughness = _pt(c[0])
        keywords = tuple(k.value for k in c[1]) if len(c) > 1 else ()
        effect = ConditionalStatic(
            condition=YOUR_TURN,
            power=power,
            toughness=toughness,
            keywords=keywords,
            leading=True,
            duration=Duration.STATIC,
        )
        return self._static(effect)

    # -- "Enchanted creature has indestructible and is goaded." -----------------------------
    def attached_keyword_rule(self, c: list[Any]) -> StaticLine:
        tokens = [t for t in c[1:-1] if isinstance(t, Token)]
        pt = next((t for t in tokens if t.type == "PT"), None)
        keywords = self.keyword_list([t for t in tokens if t.type in _KEYWORD_TOKENS])
        attached = attached_while(c[0], pt, keywords)
        if attached is None or attached.noun != "creature":
            _fail(f"'{c[-1]}' of something other than an enchanted or equipped creature")
        return self._static(replace(attached, rules=(c[-1],)))

    def rule_goaded(self, _: list[Any]) -> str:
        return GOADED  # CR 701.15a

    def rule_attacks(self, _: list[Any]) -> str:
        return ATTACKS_EACH_COMBAT  # CR 508.1d

    def rule_one_blocker(self, _: list[Any]) -> str:
        return ONE_BLOCKER  # CR 509.1b

    # -- "Enchanted creature has base power and toughness 9/10" (CR 613.4b) ---------------
    def attached_base(self, c: list[Any]) -> StaticLine:
        keywords = c[2] if len(c) > 2 else ()
        attached = attached_while(c[0], None, keywords)
        if attached is None or attached.noun != "creature":
            _fail("base power and toughness of something other than an attached creature")
        power, _, toughness = str(c[1]).partition("/")
        return self._static(replace(attached, base=(int(power), int(toughness))))

    # -- "Creatures you control with +1/+1 counters on them" (CR 122.1, 611.3a) -------------
    def lord_with_kind_counters(self, c: list[Any]) -> GroupHas:
        yours = Match(kinds=frozenset({CardType.CREATURE.value}), controller=Who.YOU)
        qualifier = kind_counters(str(c[0]))
        return GroupHas(match=yours, qualifier=qualifier, duration=Duration.STATIC)

    # -- "two or more nonland permanents entered the battlefield under your control this turn"
    def if_kind_entered_more(self, c: list[Token]) -> Condition:
        if str(c[1]) != "nonland":
            _fail(f"'{c[1]} permanents entered the battlefield'")
        return Condition(ENTERED_KIND, amount=_number(c[0]), state=NONLAND)

    def if_an_entered(self, c: list[Token]) -> Condition:
        """ "an artifact entered the battlefield under your control this turn"."""
        kind = str(c[0]).split()[0]  # "artifact entered" (one terminal: "if an artifact would")
        return Condition(ENTERED_KIND, amount=1, state=kind)

    # -- "for each other Cat you control" (CR 205.3m) ----------------------------------------
    def counted_other_subtype(self, c: list[Token]) -> Counted:
        return Counted(noun=str(c[0]).capitalize(), controller="you control", other=True)


def _ward(mana: tuple[str, ...]) -> Quoted:
    """Ward with a mana cost as a granted ability (cards/ward.py makes its trigger)."""
    cost = "".join(f"{{{symbol}}}" for symbol in mana)
    line = KeywordLine(keywords=(OtherKeyword("ward", cost),), separator=", ")
    return Quoted(line, bare=True)


YOUR_TURN = Condition("your turn", form=DURING)
"""CR 611.3a: "during your turn": while the controller of the ability is the active player
(rules/conditions.holds, kind "your turn")."""


__all__ = ["YOUR_TURN", "Statics5Rules"]
