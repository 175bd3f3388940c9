"""Transformer rules for redirection effects (CR 614.9; 2011: the same rule) read from their
words: "All [combat] damage that would be dealt to X this turn [by Y] is dealt to Z instead.",
"... by a source of your choice ...", "The next time a source of your choice would deal damage
[to X] this turn, that damage is dealt to Z instead." and the static "All damage that would be
dealt to you is dealt to enchanted creature instead." (effects/redirection.py)."""

from __future__ import annotations

from typing import Any

from lark import Token

from mtgrules.cards.abilities import Sentence, StaticLine
from mtgrules.cards.build_base import BuilderBase, _fail
from mtgrules.cards.triggering_controller import controller_of_triggering
from mtgrules.effects.base import Duration, Match, Who
from mtgrules.effects.described_damage import described
from mtgrules.effects.instructions import SELF, YOU, CreateEffect, Ref
from mtgrules.effects.redirection import (
    INTO_FIXED,
    INTO_HOST,
    INTO_HOST_CONTROLLER,
    INTO_SOURCE_CONTROLLER,
    ChosenSourceRedirect,
    WordedRedirect,
)

SOURCE_CONTROLLER = controller_of_triggering("source")
"""The reference of "that source's controller" (cards/triggering_controller.py)."""


def _into(ref: Ref) -> tuple[str, int]:
    """Where the damage goes: a reference fixed as the effect begins, or "that source's
    controller" (the chosen source's controller as the damage would be dealt, CR 120.7)."""
    if ref == SOURCE_CONTROLLER:
        return INTO_SOURCE_CONTROLLER, SELF
    if not isinstance(ref, int):
        _fail("damage redirected to a group")
    return INTO_FIXED, ref


def _one(ref: Ref) -> Match:
    if not isinstance(ref, int) or ref == SOURCE_CONTROLLER:
        _fail("a redirection of the damage dealt to a group")
    return Match.ids_of(ref)


def _created(effect: WordedRedirect) -> Sentence:
    return (CreateEffect(effect=effect),)


class RedirectionRules(BuilderBase):
    """Callbacks named after the grammar rules of the redirection block."""

    def _redirect_all(
        self, to: Ref, into_ref: Ref, combat: bool | None, by: Ref | None
    ) -> Sentence:
        into, redirect_to = _into(into_ref)
        if into != INTO_FIXED:
            _fail("'that source's controller' without a chosen source")
        from_ = _one(by) if by is not None else None
        effect = WordedRedirect(
            to=_one(to), from_=from_, combat=combat, into=into, redirect_to=redirect_to
        )
        return _created(effect)

    def redirect_all(self, c: list[Any]) -> Sentence:
        """ "All damage that would be dealt to target creature this turn is dealt to you
        instead." (Sivvi's Valor)"""
        return self._redirect_all(c[0], c[1], None, None)

    def redirect_all_combat(self, c: list[Any]) -> Sentence:
        return self._redirect_all(c[0], c[1], True, None)

    def redirect_all_by(self, c: list[Any]) -> Sentence:
        """ "All damage that would be dealt to you this turn by target attacking creature is
        dealt to ~ instead." (Shimian Night Stalker)"""
        return self._redirect_all(c[0], c[2], None, c[1])

    def redirect_all_combat_by(self, c: list[Any]) -> Sentence:
        return self._redirect_all(c[0], c[2], True, c[1])

    def _redirect_chosen(
        self, to: Ref | None, into_ref: Ref, next_time: bool, wording: str
    ) -> Sentence:
        into, redirect_to = _into(into_ref)
        effect = ChosenSourceRedirect(
            to=_one(to) if to is not None else None,
            into=into,
            redirect_to=redirect_to,
            next_time=next_time,
            wording=wording,
        )
        return _created(effect)

    def redirect_all_chosen_turn_by(self, c: list[Any]) -> Sentence:
        """ "All damage that would be dealt to target creature this turn by a source of your
        choice is dealt to ~ instead." (Oracle's Attendants; CR 609.7a)"""
        return self._redirect_chosen(c[0], c[1], False, "turn_by")

    def redirect_all_chosen_turn_to(self, c: list[Any]) -> Sentence:
        """ "All damage that would be dealt this turn to target creature you control by a
        source of your choice is dealt to another target creature instead." (Kor Chant)"""
        return self._redirect_chosen(c[0], c[1], False, "turn_to")

    def redirect_next_time_chosen(self, c: list[Any]) -> Sentence:
        """ "The next time a source of your choice would deal damage this turn, that damage is
        dealt to ~ instead." (Opal-Eye, Konda's Yojimbo; Reflect Damage)"""
        return self._redirect_chosen(None, c[0], True, "")

    def redirect_next_time_chosen_to(self, c: list[Any]) -> Sentence:
        """ "The next time a source of your choice would deal damage to you this turn, that
        damage is dealt to ~ instead." (Beacon of Destiny)"""
        return self._redirect_chosen(c[0], c[1], True, "")

    def redirect_next_time_source_deals(self, c: list[Any]) -> Sentence:
        """ "The next time a source of your choice would deal damage to target creature this
        turn, that source deals that damage to you instead." (Jade Monolith)"""
        return self._redirect_chosen(c[0], YOU, True, "source_deals")

    # -- static redirections ---------------------------------------------------------------
    def static_redirect_you_to_attached(self, c: list[Token]) -> StaticLine:
        """ "All damage that would be dealt to you is dealt to enchanted creature instead."
        (Pariah; "equipped creature": Pariah's Shield)."""
        attachment, noun = str(c[0]), str(c[1])
        if noun != "creature":
            _fail(f"damage redirected to {attachment} {noun}")
        effect = WordedRedirect(
            to=Match.you(),
            into=INTO_HOST,
            attachment=attachment,
            redirect_to=SELF,
            duration=Duration.STATIC,
        )
        return StaticLine(effect)

    def static_redirect_attached_to_controller(self, c: list[Token]) -> StaticLine:
        """ "All damage that would be dealt to enchanted creature is dealt to its controller
        instead." (Treacherous Link)"""
        attachment, noun = str(c[0]), str(c[1])
        if noun != "creature":
            _fail(f"damage to {attachment} {noun} redirected")
        effect = WordedRedirect(
            to_host=True,
            into=INTO_HOST_CONTROLLER,
            attachment=attachment,
            redirect_to=SELF,
            duration=Duration.STATIC,
        )
        return StaticLine(effect)

    def static_redirect_yours_to_self(self, _: list[Any]) -> StaticLine:
        """ "All damage that would be dealt to you and other permanents you control is dealt
        to ~ instead." (Palisade Giant): you, and the permanents you control (damage to ~
        itself isn't redirected to it, CR 614.9)."""
        to = described("permanents", controller=Who.YOU, and_you=True)
        effect = WordedRedirect(to=to, other=True, redirect_to=SELF, duration=Duration.STATIC)
        return StaticLine(effect)
