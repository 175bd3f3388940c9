"""Transformer rules for trigger conditions and triggered abilities (CR 603)."""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token

from mtgrules.cards.abilities import (
    Either,
    TriggeredLine,
    instructions,
)
from mtgrules.cards.build_base import (
    _SELF_MATCH,
    _fail,
)
from mtgrules.cards.build_trigger_subjects import TriggerSubjectRules
from mtgrules.cards.pending import (
    AtBeginningOf,
    WhenCast,
    WhenDies,
    WhenLeaves,
    WhenOther,
)
from mtgrules.cards.vocabulary import (
    COLORS,
    PERMANENT,
    PERMANENT_TYPES,
    match_kind,
)
from mtgrules.effects.base import PLAYER, Match, Who
from mtgrules.effects.instructions import IfYouDo
from mtgrules.effects.triggers import (
    TriggerCondition,
    WhenAttacks,
    WhenBlocks,
    WhenDealsDamage,
    WhenDealtDamage,
    WhenEntersBattlefield,
    WhenGainLife,
)
from mtgrules.objects import CardType
from mtgrules.rules.trigger_casts import SUBTYPES, described

_TARGETED_FIRST_TIME = (
    "~ becomes the target of a spell or ability you control for the first time each turn"
)


class TriggerRules(TriggerSubjectRules):
    """Callbacks named after the grammar rules and aliases."""

    def when_attacks(self, _: list[Any]) -> TriggerCondition:
        return WhenAttacks(who=_SELF_MATCH)

    def when_blocks(self, _: list[Any]) -> TriggerCondition:
        return WhenBlocks(who=_SELF_MATCH)

    def when_combat_damage_to_player(self, _: list[Any]) -> TriggerCondition:
        return WhenDealsDamage(from_=_SELF_MATCH, combat_only=True, to_player_only=True)

    def when_damage_to_player(self, _: list[Any]) -> TriggerCondition:
        return WhenDealsDamage(from_=_SELF_MATCH, to_player_only=True)

    def when_combat_damage(self, _: list[Any]) -> TriggerCondition:
        return WhenDealsDamage(from_=_SELF_MATCH, combat_only=True)

    def when_deals_damage(self, _: list[Any]) -> TriggerCondition:
        return WhenDealsDamage(from_=_SELF_MATCH)

    def when_dealt_damage(self, _: list[Any]) -> TriggerCondition:
        return WhenDealtDamage(to=_SELF_MATCH)

    def when_gain_life(self, _: list[Any]) -> TriggerCondition:
        return WhenGainLife(who=Match.you())

    def when_enters(self, _: list[Any]) -> TriggerCondition:
        return WhenEntersBattlefield(who=_SELF_MATCH)

    def when_attacks_or_blocks(self, _: list[Any]) -> Either:
        return Either(WhenAttacks(who=_SELF_MATCH), WhenBlocks(who=_SELF_MATCH))

    def when_enters_or_attacks(self, _: list[Any]) -> Either:
        return Either(WhenEntersBattlefield(who=_SELF_MATCH), WhenAttacks(who=_SELF_MATCH))

    def _yours(self, word: Token) -> Match:
        if str(word) != "creature":
            _fail("a noncreature that attacks or deals combat damage")
        return Match(kinds=frozenset({CardType.CREATURE.value}), controller=Who.YOU)

    def _enters(self, word: str, controller: Who) -> TriggerCondition:
        if word in (PLAYER, "opponent", "spell"):
            _fail("a nonpermanent that enters")
        kinds = PERMANENT_TYPES if word == PERMANENT else frozenset({match_kind(word)})
        return WhenEntersBattlefield(who=Match(kinds=kinds, controller=controller))

    def when_dies(self, _: list[Any]) -> WhenDies:
        return WhenDies(who=_SELF_MATCH)

    def at_your_step(self, c: list[Token]) -> AtBeginningOf:
        return AtBeginningOf(step=str(c[0]), whose=Who.YOU)

    def at_each_step(self, c: list[Token]) -> AtBeginningOf:
        return AtBeginningOf(step=str(c[0]), whose=Who.ANY)

    def at_the_step(self, c: list[Token]) -> AtBeginningOf:
        return AtBeginningOf(step=str(c[0]), whose=Who.ANY, wording="the")

    def at_each_players_step(self, c: list[Token]) -> AtBeginningOf:
        return AtBeginningOf(step=str(c[0]), whose=Who.ANY, wording="each player's")

    def at_attached_players_step(self, c: list[Token]) -> AtBeginningOf:
        # "At the beginning of enchanted player's upkeep" (a Curse, CR 303.4, 702.5)
        if str(c[1]) != "player":
            _fail("'at the beginning of [enchanted permanent]'s step'")
        return AtBeginningOf(step=str(c[2]), whose=Who.ANY, wording=f"{c[0]} player's")

    def at_attached_controllers_step(self, c: list[Token]) -> AtBeginningOf:
        # "At the beginning of the upkeep of enchanted creature's controller"
        if str(c[2]) in ("player", "opponent", "spell"):
            _fail("'the controller' of a player")
        wording = f"of {c[1]} {c[2]}'s controller"
        return AtBeginningOf(step=str(c[0]), whose=Who.ANY, wording=wording)

    def at_each_opponents_step(self, c: list[Token]) -> AtBeginningOf:
        return AtBeginningOf(step=str(c[0]), whose=Who.OPPONENT)

    def at_combat_on_your_turn(self, _: list[Any]) -> AtBeginningOf:
        return AtBeginningOf(step="combat on your turn", whose=Who.YOU)

    def when_leaves(self, _: list[Any]) -> WhenLeaves:
        return WhenLeaves(who=_SELF_MATCH)

    def when_cast_spell(self, _: list[Any]) -> WhenCast:
        return WhenCast()

    def when_cast_non(self, c: list[Token]) -> WhenCast | WhenOther:
        return self._cast_adjective(str(c[0]), Who.YOU)

    def when_cast_instant_sorcery(self, c: list[Token]) -> WhenCast:
        if [str(t) for t in c] != ["instant", "sorcery"]:
            _fail("a spell type")
        return WhenCast(kinds=frozenset({"instant", "sorcery"}))

    def when_player_casts_instant_sorcery(self, c: list[Token]) -> WhenCast:
        return dataclasses.replace(self.when_cast_instant_sorcery(c), whose=Who.ANY)

    def when_becomes_blocked(self, _: list[Any]) -> WhenOther:
        return WhenOther(event="~ becomes blocked")

    def when_combat_damage_to_creature(self, c: list[Token]) -> WhenOther:
        if str(c[0]) != "creature":
            _fail("combat damage to a noncreature")
        return WhenOther(event="~ deals combat damage to a creature")

    def when_damage_to_opponent(self, _: list[Any]) -> WhenOther:
        return WhenOther(event="~ deals damage to an opponent")

    def when_you_attack(self, _: list[Any]) -> WhenOther:
        return WhenOther(event="you attack")

    def when_both(self, c: list[Any]) -> Either:
        # "When ~ enters and whenever ~ attacks": one ability, either event (CR 603.2)
        if any(isinstance(x, Either | tuple) for x in c):
            _fail("more than two trigger conditions joined")
        return Either(c[0], c[1], both=True)

    def when_enters_the_battlefield(self, _: list[Any]) -> tuple[str, TriggerCondition]:
        return ("the battlefield", WhenEntersBattlefield(who=_SELF_MATCH))

    def _cast_adjective(self, word: str, whose: Who) -> WhenCast | WhenOther:
        if word.startswith("non") and word[3:] in ("creature", "artifact", "land"):
            return WhenCast(whose=whose, non=word[3:])
        if word in COLORS:
            return WhenCast(whose=whose, color=word)
        caster = {Who.YOU: "you cast", Who.ANY: "a player casts", Who.OPPONENT: "an opponent casts"}
        article = "an" if word[0] in "aeiou" else "a"
        if described(f"{article} {word} spell") is not None:  # "a nonblack spell"
            return _cast_described(caster[whose], Token("CAST_SPELL", f"{article} {word} spell"))
        _fail("a spell adjective")

    def when_player_casts(self, _: list[Any]) -> WhenCast:
        return WhenCast(whose=Who.ANY)

    def when_player_casts_adj(self, c: list[Token]) -> WhenCast | WhenOther:
        return self._cast_adjective(str(c[0]), Who.ANY)

    def when_opponent_casts(self, _: list[Any]) -> WhenCast:
        return WhenCast(whose=Who.OPPONENT)

    def when_opponent_casts_adj(self, c: list[Token]) -> WhenCast | WhenOther:
        return self._cast_adjective(str(c[0]), Who.OPPONENT)

    def when_opponent_casts_type(self, c: list[Token]) -> WhenCast:
        if str(c[0]) not in ("creature", "artifact", "enchantment", "planeswalker"):
            _fail("a spell type")
        return WhenCast(whose=Who.OPPONENT, kinds=frozenset({str(c[0])}))

    def when_opponent_draws(self, _: list[Any]) -> WhenOther:
        return WhenOther(event="an opponent draws a card")

    def when_opponent_discards(self, _: list[Any]) -> WhenOther:
        return WhenOther(event="an opponent discards a card")

    def when_opponent_loses_life(self, _: list[Any]) -> WhenOther:
        return WhenOther(event="an opponent loses life")

    def when_you_cast_self(self, _: list[Any]) -> WhenOther:
        return WhenOther(event="you cast ~")

    def when_put_into_graveyard(self, _: list[Any]) -> WhenOther:
        return WhenOther(event="~ is put into a graveyard from the battlefield")

    def when_unblocked(self, _: list[Any]) -> WhenOther:
        return WhenOther(event="~ attacks and isn't blocked")

    def when_turned_face_up(self, _: list[Any]) -> WhenOther:
        return WhenOther(event="~ is turned face up")

    def when_you_cycle(self, _: list[Any]) -> WhenOther:
        return WhenOther(event="you cycle ~")

    def when_damaged_dies(self, c: list[Token]) -> WhenOther:
        if str(c[0]) != "creature":
            _fail("a noncreature that dies")
        return WhenOther(event="a creature dealt damage by ~ this turn dies")

    def when_ev_self_tapped(self, _: list[Any]) -> WhenOther:
        return WhenOther(event="~ becomes tapped")

    def when_ev_self_damage_player_or_pw(self, _: list[Any]) -> WhenOther:
        return WhenOther(event="~ deals combat damage to a player or planeswalker")

    def when_ev_self_damage_opponent(self, _: list[Any]) -> WhenOther:
        return WhenOther(event="~ deals combat damage to an opponent")

    def when_ev_self_blocks_or_blocked(self, _: list[Any]) -> WhenOther:
        return WhenOther(event="~ blocks or becomes blocked by a creature")

    def when_ev_self_attacks_alone(self, _: list[Any]) -> WhenOther:
        return WhenOther(event="~ attacks alone")

    def when_ev_battalion(self, _: list[Any]) -> WhenOther:
        return WhenOther(event="~ and at least two other creatures attack")

    def when_ev_heroic(self, _: list[Any]) -> WhenOther:
        return WhenOther(event="you cast a spell that targets ~")

    def when_ev_enters_or_leaves(self, _: list[Any]) -> WhenOther:
        return WhenOther(event="~ enters or leaves the battlefield")

    def when_ev_graveyard_from_anywhere(self, _: list[Any]) -> WhenOther:
        return WhenOther(event="~ is put into a graveyard from anywhere")

    def when_ev_self_damage_creature(self, _: list[Any]) -> WhenOther:
        return WhenOther(event="~ deals damage to a creature")

    def when_ev_you_lose_life(self, _: list[Any]) -> WhenOther:
        return WhenOther(event="you lose life")

    def when_ev_blocked_by_creature(self, _: list[Any]) -> WhenOther:
        return WhenOther(event="~ becomes blocked by a creature")

    def when_ev_monstrous(self, _: list[Any]) -> WhenOther:
        return WhenOther(event="~ becomes monstrous")

    def when_ev_enters_or_combat_damage(self, _: list[Any]) -> WhenOther:
        return WhenOther(event="~ enters or deals combat damage to a player")

    def when_ev_combat_damage_player_or_battle(self, _: list[Any]) -> WhenOther:
        return WhenOther(event="~ deals combat damage to a player or battle")

    def when_ev_enters_or_dies(self, _: list[Any]) -> WhenOther:
        return WhenOther(event="~ enters or dies")

    def when_ev_you_cast_described(self, c: list[Token]) -> WhenOther:
        return _cast_described("you cast", c[0])

    def when_ev_player_casts_described(self, c: list[Token]) -> WhenOther:
        return _cast_described("a player casts", c[0])

    def when_ev_opponent_casts_described(self, c: list[Token]) -> WhenOther:
        return _cast_described("an opponent casts", c[0])

    def when_ev_you_cast_nth(self, c: list[Token]) -> WhenOther:
        return _cast_described("you cast your", c[0])  # CR 603.2: the Nth spell this turn

    def when_ev_player_casts_nth(self, c: list[Token]) -> WhenOther:
        return _cast_described("a player casts their", c[0])

    def when_ev_opponent_casts_nth(self, c: list[Token]) -> WhenOther:
        return _cast_described("an opponent casts their", c[0])

    def when_ev_cast_or_copy(self, c: list[Token]) -> WhenOther:
        return _cast_described("you cast or copy", c[0])  # CR 707.10: a copy isn't cast

    def when_ev_cast_or_copy_instant_sorcery(self, c: list[Token]) -> WhenOther:
        if [str(t) for t in c] != ["instant", "sorcery"]:
            _fail("a spell type")
        return WhenOther(event="you cast or copy an instant or sorcery spell")

    def when_ev_cast_or_copy_spell(self, _: list[Any]) -> WhenOther:
        return WhenOther(event="you cast or copy a spell")

    def when_ev_cast_during(self, c: list[str]) -> WhenOther:
        return WhenOther(event=f"you cast a spell {c[0]}")  # "during an opponent's turn"

    def when_ev_opponent_dealt_noncombat(self, _: list[Any]) -> WhenOther:
        return WhenOther(event="an opponent is dealt noncombat damage")  # CR 120.2b

    def when_ev_attacks_saddled(self, _: list[Any]) -> WhenOther:
        return WhenOther(event="~ attacks while saddled")

    def when_ev_targeted_by_opponent(self, _: list[Any]) -> WhenOther:
        return WhenOther(event="~ becomes the target of a spell or ability an opponent controls")

    def when_ev_targeted(self, _: list[Any]) -> WhenOther:
        return WhenOther(event="~ becomes the target of a spell or ability")

    def when_ev_targeted_by_spell(self, _: list[Any]) -> WhenOther:
        return WhenOther(event="~ becomes the target of a spell")

    def when_ev_targeted_first_time(self, _: list[Any]) -> WhenOther:
        return WhenOther(event=_TARGETED_FIRST_TIME)

    def when_ev_you_draw(self, _: list[Any]) -> WhenOther:
        return WhenOther(event="you draw a card")

    def when_ev_you_discard(self, _: list[Any]) -> WhenOther:
        return WhenOther(event="you discard a card")

    def when_ev_you_cycle(self, c: list[Token]) -> WhenOther:
        # CR 702.29c-d: "Whenever you cycle [or discard] a card / another card"
        return WhenOther(event="you cycle " + " ".join(str(w) for w in c))

    def when_ev_you_attack_with(self, c: list[Any]) -> WhenOther:
        # CR 508.1, 603.2c: "Whenever you attack with [N|one] or more [creatures]": once per
        # declaration of attackers that includes at least N of them.
        with_ = str(c.pop()) if isinstance(c[-1], str) else ""  # "with flying"
        least = str(c[0]) if len(c) > 1 else "one"
        subject = c[-1]
        if subject.controller:
            _fail("a controller in an attack-with trigger")
        rest = " ".join(w for w in (subject.words().removeprefix("one or more "), with_) if w)
        return WhenOther(event=f"you attack with {least} or more {rest}")

    def when_ev_you_dealt_damage(self, _: list[Any]) -> WhenOther:
        return WhenOther(event="you're dealt damage")

    def when_player_casts_type(self, c: list[Token]) -> WhenCast:
        return dataclasses.replace(self.when_cast_type(c), whose=Who.ANY)

    def when_cast_type(self, c: list[Token]) -> WhenCast:
        word = str(c[0])
        if word in ("token", PERMANENT, "land"):
            _fail("a spell type")
        return WhenCast(kinds=frozenset({word}))

    def triggered(self, c: list[Any]) -> TriggeredLine:
        form, when = c[0] if isinstance(c[0], tuple) else ("", c[0])
        if any(isinstance(s, IfYouDo) for s in instructions(c[1])):
            from mtgrules.effects.counter_changes import if_you_do_after_removal

            if not if_you_do_after_removal(c[1]):  # "remove a counter. If you do, ..."
                _fail("'if you do' after an action that isn't optional")
        return TriggeredLine(when=when, sentences=c[1], targets=self._targets(), form=form)

    def triggered_if(self, c: list[Any]) -> TriggeredLine:
        line = self.triggered([c[0], c[2]])
        return dataclasses.replace(line, intervening=c[1])

    def triggered_if_may(self, c: list[Any]) -> TriggeredLine:
        line = self.triggered_may([c[0], c[2]])
        return dataclasses.replace(line, intervening=c[1])

    def triggered_may(self, c: list[Any]) -> TriggeredLine:
        form, when = c[0] if isinstance(c[0], tuple) else ("", c[0])
        return TriggeredLine(
            when=when, sentences=c[1], targets=self._targets(), optional=True, form=form
        )


def _cast_described(caster: str, spell: Token) -> WhenOther:
    """ "[caster] [a described spell]" with its subtypes capitalized as printed ("a Spirit or
    Arcane spell"); rules/trigger_casts.py reads it (CR 603.2, 601.2i)."""
    subtypes = {s.lower(): s for s in SUBTYPES}
    words = " ".join(
        subtypes.get(w.removesuffix(","), w.removesuffix(",")) + ("," if w.endswith(",") else "")
        for w in str(spell).split()
    )
    return WhenOther(event=f"{caster} {words}")
