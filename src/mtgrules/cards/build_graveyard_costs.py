"""Transformer callbacks of the graveyard-2 blocks of ``oracle.lark``: words about cards in
graveyards.

- Activation costs that exile a card of a type from the activating player's graveyard (CR
  602.2b, 118.3; 2011: 117.3): "Exile a creature card from your graveyard", "Exile an instant
  or sorcery card from your graveyard", "Exile a card from your graveyard". Each is kept as its
  own words, an extra cost checked and paid by :mod:`mtgrules.rules.costs`
  (:func:`mtgrules.rules.described_costs.parse_described_cost` reads the card type back).
- Spell mastery's count, "two or more instant and/or sorcery cards in your graveyard".
- Card targets: "up to one target [creature] card" (CR 115.1, 601.2c), "target Elf card" (a
  subtype, CR 205.3).
- "Whenever a creature card is put into an opponent's graveyard from anywhere" (CR 603.2;
  :mod:`mtgrules.rules.card_to_graveyard`)."""

from __future__ import annotations

from typing import Any

from lark import Token, Tree

from mtgrules.cards.build_base import BuilderBase, _fail
from mtgrules.cards.pending import Counted, FilteredTarget, WhenOther
from mtgrules.effects.base import Who
from mtgrules.effects.instructions import Ref, target
from mtgrules.effects.targets import TargetSpec
from mtgrules.rules.card_to_graveyard import card_to_graveyard_event


def _types(tree: Any) -> list[str]:
    """The card types of ``gy_cost_types`` ("instant", "sorcery"), in printed order."""
    if not isinstance(tree, Tree):
        return []
    return [str(leaf) for leaf in tree.scan_values(lambda v: isinstance(v, Token))]


class GraveyardCostRules(BuilderBase):
    """ "Exile a [type [or type]] card from your graveyard" as an activation cost."""

    def cost_exile_graveyard_typed(self, c: list[Any]) -> str:
        types = _types(c[0]) if c else []
        if "token" in types or "permanent" in types:  # a graveyard holds cards of card types
            _fail("exile a token or permanent card from a graveyard as a cost")
        noun = f"{' or '.join(types)} card" if types else "card"
        article = "an" if noun[0] in "aeiou" else "a"
        return f"Exile {article} {noun} from your graveyard"

    def if_spell_cards(self, _: list[Any]) -> Counted:
        """ "two or more instant and/or sorcery cards in your graveyard" (spell mastery): the
        cards of either type (CR 205.2a)."""
        return Counted(noun="instant and/or sorcery card", zone="your graveyard")

    def up_to_one_target_card(self, c: list[Any]) -> Ref:
        """ "up to one target creature card" in a graveyard: zero or one target (CR 115.1,
        601.2c); the graveyard is named by the instruction (build_graveyard_cards.py)."""
        ref: Ref = self.target_card(c)  # type: ignore[attr-defined]  # build_returns.py
        return self._up_to_one(ref)

    def up_to_one_target_any_card(self, c: list[Any]) -> Ref:
        """ "up to one target card": a card of any type."""
        ref: Ref = self.target_any_card(c)  # type: ignore[attr-defined]  # build_returns.py
        return self._up_to_one(ref)

    def when_card_to_graveyard(self, c: list[Any]) -> WhenOther:
        """ "Whenever a creature card is put into an opponent's graveyard from anywhere"
        (CR 603.2; rules/card_to_graveyard.py)."""
        noun = _types(c[0])[0] if len(c) > 1 else ""
        whose, _who = c[-1]
        if noun in ("token", "permanent"):
            _fail("a token or permanent card put into a graveyard")
        return WhenOther(event=card_to_graveyard_event(noun, whose))

    def target_subtype_card(self, c: list[Token]) -> Ref:
        """ "target Elf card" in your graveyard: a card with that subtype (CR 205.3, 115.1;
        rules/card_targets.py reads a capitalised subtype)."""
        subtype = str(c[0]).capitalize()
        text = f"target {subtype} card"
        self.targets.append(
            TargetSpec(kinds=frozenset({f"{subtype} card"}), controller=Who.YOU, text=text)
        )
        return target(len(self.targets) - 1)

    def _up_to_one(self, ref: Ref) -> Ref:
        spec = self.targets[-1]
        self.targets[-1] = FilteredTarget(
            kinds=spec.kinds,
            controller=spec.controller,
            text="up to one " + spec.text,
            mana_value=getattr(spec, "mana_value", ""),
            up_to_one=True,
        )
        return ref


__all__ = ["GraveyardCostRules"]
