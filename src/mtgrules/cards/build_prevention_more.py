"""Transformer rules for more static prevention effects (CR 615.1a; effects/other_prevention.py):
"Prevent all combat damage that would be dealt to and dealt by ~." (Fog Bank), "... to and dealt
by creatures you control." (Statecraft), "Prevent all combat damage that would be dealt to
equipped creature." (General's Kabuto), "... by enchanted creatures." (Wall of Putrid Flesh)."""

from __future__ import annotations

from typing import Any

from lark import Token

from mtgrules.cards.abilities import StaticLine
from mtgrules.cards.build_base import BuilderBase, _fail
from mtgrules.effects.attached_prevention import PreventAttached
from mtgrules.effects.base import Duration, Match, Who
from mtgrules.effects.damage import PreventDamage
from mtgrules.effects.described_damage import described
from mtgrules.effects.described_modify import source_words, word_problem
from mtgrules.effects.instructions import SELF
from mtgrules.effects.other_prevention import (
    AttachedCreatures,
    AttachedHost,
    PreventToAndBy,
    PreventToOthers,
)
from mtgrules.objects import CardType

YOUR_CREATURES = Match(kinds=frozenset({CardType.CREATURE.value}), controller=Who.YOU)
YOUR_PLANESWALKERS = Match(kinds=frozenset({CardType.PLANESWALKER.value}), controller=Who.YOU)
YOU_OR_YOUR_CREATURES = described("creatures", controller=Who.YOU, and_you=True)
ARTIFACTS = Match(kinds=frozenset({CardType.ARTIFACT.value}))
CREATURES = Match(kinds=frozenset({CardType.CREATURE.value}))
YOU_AND_YOUR_PERMANENTS = described("permanents", controller=Who.YOU, and_you=True)


class PreventionMoreRules(BuilderBase):
    """Callbacks named after the grammar rules of the block."""

    def static_prevent_combat_to_and_by_self(self, _: list[Any]) -> StaticLine:
        effect = PreventToAndBy(group=Match.ids_of(SELF), combat=True, duration=Duration.STATIC)
        return StaticLine(effect)

    def static_prevent_combat_to_and_by_yours(self, _: list[Any]) -> StaticLine:
        effect = PreventToAndBy(group=YOUR_CREATURES, combat=True, duration=Duration.STATIC)
        return StaticLine(effect)

    def static_prevent_combat_to_attached(self, c: list[Token]) -> StaticLine:
        """ "Prevent all combat damage that would be dealt to equipped creature." (CR 301.5a,
        303.4m: what the Equipment / Aura is attached to)"""
        effect = PreventAttached(
            attachment=str(c[0]),
            noun=str(c[1]),
            combat=True,
            dealt_to=True,
            dealt_by=False,
            duration=Duration.STATIC,
        )
        return StaticLine(effect)

    def sources_attached_creatures(self, c: list[Token]) -> Match:
        """ "enchanted creatures" / "equipped creatures" as sources of damage."""
        attachment = str(c[0])
        if attachment not in ("enchanted", "equipped"):
            _fail(f"{attachment} creatures as sources of damage")
        return AttachedCreatures(attachment=attachment)

    # -- "If a source would deal damage to <recipient>, prevent N of that damage." ----------
    def whom_your_planeswalkers(self, _: list[Any]) -> Match:
        return YOUR_PLANESWALKERS

    def whom_you_or_your_creatures(self, _: list[Any]) -> Match:
        return YOU_OR_YOUR_CREATURES

    def whom_your_subtype_creatures(self, c: list[Token]) -> Match:
        """ "a Cleric creature you control" (CR 205.3: a creature with that subtype)."""
        word = str(c[0])
        problem = word_problem(word)
        if problem is not None:
            _fail(problem)
        return source_words("creature", (word,), Who.YOU)

    def whom_attached(self, c: list[Token]) -> Match:
        """ "equipped creature" / "enchanted creature" (CR 301.5a, 303.4m)."""
        attachment, noun = str(c[0]), str(c[1])
        if noun != "creature":
            _fail(f"damage to {attachment} {noun}")
        return AttachedHost(ids=frozenset({SELF}), attachment=attachment, noun=noun)

    def _prevent_n_from(self, source: Match, c: list[Any]) -> StaticLine:
        whom, (kind, number) = c
        if kind != "prevent":
            _fail("damage of artifacts or creatures changed other than by prevention")
        to = None if whom == "any" else whom
        effect = PreventDamage(amount=number, to=to, from_=source, duration=Duration.STATIC)
        return StaticLine(effect)

    def static_artifact_damage(self, c: list[Any]) -> StaticLine:
        """ "If an artifact would deal damage to you, prevent 1 of that damage." (CR 615.1a;
        a static "prevent N of that damage" applies to each damage, CR 615.10 / 2011 615.9)"""
        return self._prevent_n_from(ARTIFACTS, c)

    def static_creature_damage(self, c: list[Any]) -> StaticLine:
        return self._prevent_n_from(CREATURES, c)

    # -- "other": not this permanent (CR 109.1) -------------------------------------------
    def static_prevent_noncombat_other_creatures(self, _: list[Any]) -> StaticLine:
        """ "Prevent all noncombat damage that would be dealt to other creatures you
        control." (Tajic, Legion's Edge)"""
        effect = PreventToOthers(to=YOUR_CREATURES, combat=False, duration=Duration.STATIC)
        return StaticLine(effect)

    def static_prevent_noncombat_you_and_others(self, _: list[Any]) -> StaticLine:
        """ "Prevent all noncombat damage that would be dealt to you and other permanents you
        control." (The Wanderer)"""
        effect = PreventToOthers(to=YOU_AND_YOUR_PERMANENTS, combat=False, duration=Duration.STATIC)
        return StaticLine(effect)
