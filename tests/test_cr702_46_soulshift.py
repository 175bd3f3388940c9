"""Soulshift (CR 702.46a; 702.44a in the 2011 rules): "Soulshift N" means "When this permanent
dies, you may return target Spirit card with mana value N or less from your graveyard to your
hand." Played with Thief of Hope (2/2 Spirit, soulshift 2), killed by Lightning Bolt, and
Alice's graveyard: Kami of Ancient Law (Spirit, mana value 2), Kami of the Waning Moon
(Spirit, 3) and Grizzly Bears (a Bear, 2)."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.choices import Decision
from mtgrules.objects import Zone
from tests.combat_table import CombatTable


def _bolt_the_thief(ruleset: str, *graveyard: str) -> CombatTable:
    t = CombatTable(ruleset)
    thief = t.put("Thief of Hope", t.alice)
    for name in graveyard:
        t.put(name, t.alice, "graveyard")
    bolt = t.put("Lightning Bolt", t.bob, "hand")
    t.put("Mountain", t.bob)
    t.main_phase()
    t.game.apply(PassPriority())
    t.game.apply(CastSpell(bolt, (thief,)))
    return t


def _settle(t: CombatTable, *, may: bool = True) -> list[Decision]:
    """Pass until the stack is empty, answering "may" with ``may``; the decisions seen."""
    seen: list[Decision] = []
    for _ in range(40):
        if not t.game.state.stack:
            return seen
        found = t.asked()
        seen.append(found)
        t.game.apply(Choose(may) if found.kind == "may" else PassPriority())
    raise AssertionError("the stack doesn't empty")


def test_cr702_46a_returns_a_spirit_card_with_small_enough_mana_value(ruleset: str) -> None:
    """The Thief dies: the only legal target is Kami of Ancient Law (the Waning Moon costs 3,
    the Bears aren't a Spirit); it returns to Alice's hand."""
    t = _bolt_the_thief(ruleset, "Kami of Ancient Law", "Kami of the Waning Moon", "Grizzly Bears")
    _settle(t)
    assert t.named("Thief of Hope").zone is Zone.GRAVEYARD
    assert t.zone("Kami of Ancient Law") is Zone.HAND
    assert t.zone("Kami of the Waning Moon") is Zone.GRAVEYARD
    assert t.zone("Grizzly Bears") is Zone.GRAVEYARD


def test_cr702_46a_you_may_decline(ruleset: str) -> None:
    """ "You may": Alice declines, the Kami stays in the graveyard."""
    t = _bolt_the_thief(ruleset, "Kami of Ancient Law")
    seen = _settle(t, may=False)
    assert "may" in [d.kind for d in seen]
    assert t.zone("Kami of Ancient Law") is Zone.GRAVEYARD


def test_cr702_46a_no_legal_target_nothing_happens(ruleset: str) -> None:
    """Only cards it can't target: the ability is removed from the stack (CR 603.3d); the
    cards stay where they are."""
    t = _bolt_the_thief(ruleset, "Kami of the Waning Moon", "Grizzly Bears")
    _settle(t)
    assert t.zone("Kami of the Waning Moon") is Zone.GRAVEYARD
    assert t.zone("Grizzly Bears") is Zone.GRAVEYARD
    assert t.named("Thief of Hope").zone is Zone.GRAVEYARD  # not a target: its own card


def test_cr702_46a_only_from_your_graveyard(ruleset: str) -> None:
    """Kami of Ancient Law in Bob's graveyard is not in Alice's: no target, no "may"."""
    t = _bolt_the_thief(ruleset)
    kami = t.put("Kami of Ancient Law", t.bob, "graveyard")
    seen = _settle(t)
    assert "may" not in [d.kind for d in seen]
    assert t.obj(kami).zone is Zone.GRAVEYARD


@pytest.mark.parametrize(
    "name",
    ["Thief of Hope", "Kami of the Honored Dead", "Kami of the Palace Fields", "Body of Jukai"],
)
def test_cr702_46a_the_keyword_makes_the_cards_supported(name: str) -> None:
    card = bundled_database().compiled(name)
    assert card.supported, card.reason
