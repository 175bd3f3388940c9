"""Transformer rules for Auras and Equipment: enchant abilities with conditions ("Enchant
nonland permanent", "Enchant Forest", CR 702.5a), "Attach ~ to ..." (CR 701.3a), "destroy it"
(the object of the trigger event, CR 603.7c), and statics giving protection (CR 702.16; 2011:
702.15) to the object they're attached to (CR 303.4m, 301.5a):

* "Equipped creature gets +2/+2 and has protection from red and from white."
* "Enchanted creature has protection from black."
* "Enchanted creature has protection from red. This effect doesn't remove ~." (the Aura
  stays attached although the creature has protection from its color: an exception to
  CR 702.16c that the card itself states).

The result is an :class:`~mtgrules.cards.pending.AttachedGets` whose keywords are the
protections; :mod:`mtgrules.rules.attachments` applies them and checks CR 702.16c-d.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token

from mtgrules.cards.abilities import Sentence, StaticLine
from mtgrules.cards.build_base import BuilderBase, _fail, _filtered, _pt
from mtgrules.cards.pending import TRIGGERING_OBJECT, AttachedGets, Enchant
from mtgrules.cards.target_descriptions import LAND_SUBTYPES, described
from mtgrules.cards.vocabulary import filtered_words
from mtgrules.effects.attached import ATTACHED_REFERENCES, attached_noun, attached_reference
from mtgrules.effects.base import Duration, Who
from mtgrules.effects.instructions import Attach, Destroy, target
from mtgrules.effects.targets import TargetSpec
from mtgrules.objects import Keyword


def protection_keyword(quality: str) -> Keyword:
    """The engine's keyword "protection from [color]" (CR 702.16a); a ClauseError for a
    quality the engine has no keyword for ("everything", "artifacts", "creatures")."""
    try:
        return Keyword(f"protection from {quality}")
    except ValueError:
        _fail(f"protection from {quality}")


class AuraRules(BuilderBase):
    """Callbacks named after the grammar rules and aliases."""

    def aura_protections(self, c: list[Token]) -> tuple[Keyword, ...]:
        keywords = tuple(protection_keyword(str(color)) for color in c)
        if len(set(keywords)) != len(keywords):
            _fail("a protection named twice")
        return keywords

    def _protected(
        self, subject: Any, pt: Token | None, keywords: tuple[Keyword, ...], *, kept: bool
    ) -> StaticLine:
        attachment = ATTACHED_REFERENCES.get(subject) if isinstance(subject, int) else None
        if attachment is None or attached_noun(subject) != "creature":
            _fail("protection given to something other than an enchanted or equipped creature")
        if kept and attachment != "enchanted":
            _fail("'this effect doesn't remove' of an Equipment")
        power, toughness = _pt(pt) if pt is not None else (0, 0)
        return self._static(
            AttachedGets(
                attachment=attachment,
                power=power,
                toughness=toughness,
                keywords=tuple(k.value for k in keywords),
                keeps_attachment=kept,
                duration=Duration.STATIC,
            )
        )

    def attached_protection(self, c: list[Any]) -> StaticLine:
        return self._protected(c[0], None, c[1], kept=False)

    def attached_pt_protection(self, c: list[Any]) -> StaticLine:
        return self._protected(c[0], c[1], c[2], kept=False)

    def attached_protection_kept(self, c: list[Any]) -> StaticLine:
        return self._protected(c[0], None, c[1], kept=True)

    def attach_named(self, c: list[Any]) -> Sentence:
        # "Attach ~ to target creature you control." (CR 701.3a)
        return (Attach(to=self._creatures(c[0]), named=True),)

    def destroy_it(self, _: list[Any]) -> Sentence:
        # "destroy it": the last target, else the object of the trigger event or this object
        # (cards/triggering_object.py decides once the line is read, CR 603.7c)
        it = target(len(self.targets) - 1) if self.targets else TRIGGERING_OBJECT
        return (Destroy(on=self._permanents(it)),)

    # -- "Enchant nonland permanent", "Enchant Forest" (CR 702.5a, 303.4a) ------------------
    def enchant_filtered(self, c: list[Any]) -> StaticLine:
        """ "Enchant nonland permanent", "Enchant red or green creature": the kinds with
        color and type conditions, checked as the Aura is cast, attached and kept
        (CR 303.4a, 704.5m)."""
        filters: dict[str, str] = {}
        for _, name, value in c[:-1]:
            if name in filters or name == "state":
                _fail(f"enchant: the filter '{value}'")
            filters[name] = value
        kinds = frozenset(c[-1])
        text = "enchant " + filtered_words(kinds, Who.ANY, filters).removeprefix("target ")
        return self._enchant_spec(_filtered(kinds, Who.ANY, filters, text))

    def enchant_subtype(self, c: list[Token]) -> StaticLine:
        """ "Enchant Forest", "Enchant Forest or Plains", "Enchant Wall": a land or creature
        with one of the subtypes (CR 205.3d)."""
        names = [str(t).capitalize() for t in c]
        lands = {name in LAND_SUBTYPES for name in names}
        if len(lands) != 1 or len(set(names)) != len(names):
            _fail("enchant: land and creature types together")
        kind = "land" if lands == {True} else "creature"
        text = "enchant " + " or ".join(names)
        base = _filtered(frozenset({kind}), Who.ANY, {}, text)
        spec = dataclasses.replace(described(base, subtype=" or ".join(names)), names_type=False)
        return self._enchant_spec(spec)

    def _enchant_spec(self, spec: TargetSpec) -> StaticLine:
        enchant = Enchant(kinds=spec.kinds, whose=Who.ANY, filter=spec, duration=Duration.STATIC)
        return self._static(enchant)

    # -- "During your turn, equipped creature gets +2/+0 and has first strike." ---------------
    def _your_turn(
        self, c: list[Any], pt: Token | None, keywords: tuple[Keyword, ...]
    ) -> StaticLine:
        """CR 611.3a: the effect applies only while it's the turn of the Aura's or
        Equipment's controller ("your")."""
        ref = attached_reference(str(c[0]), str(c[1]))
        if ref is None or attached_noun(ref) != "creature":
            _fail(f"'during your turn, {c[0]} {c[1]}'")
        power, toughness = _pt(pt) if pt is not None else (0, 0)
        return self._static(
            AttachedGets(
                attachment=str(c[0]),
                power=power,
                toughness=toughness,
                keywords=tuple(k.value for k in keywords),
                during_your_turn=True,
                duration=Duration.STATIC,
            )
        )

    def attached_your_turn_gets_has(self, c: list[Any]) -> StaticLine:
        return self._your_turn(c, c[2], c[3])

    def attached_your_turn_gets(self, c: list[Any]) -> StaticLine:
        return self._your_turn(c, c[2], ())

    def attached_your_turn_has(self, c: list[Any]) -> StaticLine:
        return self._your_turn(c, None, c[2])
