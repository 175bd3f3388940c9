"""Cipher (CR 702.99a-c; Gatecrash, 2013: today's number under both rulesets). As the spell
resolves, its controller may exile it encoded on a creature they control; whenever that
creature deals combat damage to a player, its controller may cast a copy of the encoded card
without paying its mana cost (CR 707.12: the copy is made in exile and cast). Played with
Shadow Slice ("Target opponent loses 3 life.") and Last Thoughts ("Draw a card.")."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.objects import Zone
from mtgrules.rules.cipher import DONT_ENCODE, encoded_on
from mtgrules.spell_copy_events import SpellCopied, SpellCopyCeased
from mtgrules.state import EntityId
from mtgrules.turn_events import PutOnStack
from tests.card_table import in_hand, round_trip
from tests.combat_table import CombatTable


def _cast_slice(t: CombatTable, encode_on: EntityId | None) -> EntityId:
    """Alice casts Shadow Slice at Bob and answers the cipher decision; returns the card's id
    in its new zone."""
    t.lands("Swamp", 5)
    t.main_phase()
    card = t.put("Shadow Slice", t.alice, "hand")
    t.game.apply(CastSpell(card, targets=(t.bob,)))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    asked = t.asked()
    assert asked.kind == "cipher" and asked.player == t.alice
    t.game.apply(Choose(DONT_ENCODE if encode_on is None else encode_on))
    (found,) = [o for o in t.game.state.objects.values() if o.name == "Shadow Slice"]
    return found.id


def _attack_unblocked(t: CombatTable, attacker: EntityId) -> None:
    t.pass_until("declare attackers")
    t.game.apply(DeclareAttackers(((attacker, t.bob),)))
    t.pass_until("declare blockers")
    t.game.apply(DeclareBlockers(()))


def test_cr702_99a_encoded_card_is_copied_and_cast_on_combat_damage(ruleset: str) -> None:
    """Encoded on Grizzly Bears, Shadow Slice is exiled (Bob at 17). The Bears deal 2 to Bob
    (15); Alice casts a copy targeting Bob for free (12). The copy ceases to exist as it
    leaves the stack; the card stays exiled and encoded."""
    t = CombatTable(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    card = _cast_slice(t, bears)
    assert t.game.life(t.bob) == 17
    assert t.obj(card).zone is Zone.EXILE
    assert encoded_on(t.game.state, bears) == [card]
    _attack_unblocked(t, bears)
    for _ in range(20):
        asked = t.asked()
        if asked.kind == "cipher copy":
            break
        t.game.apply(PassPriority())
    assert asked.player == t.alice
    answers = [o.answer for o in asked.options if isinstance(o, Choose)]
    (cast,) = [a for a in answers if isinstance(a, CastSpell)]
    assert cast.targets == (t.bob,) and cast.how == "cipher"
    untapped = [o.id for o in t.game.state.battlefield() if o.name == "Swamp" and not o.tapped]
    t.game.apply(Choose(cast))
    copies = [e for e in t.game.log if isinstance(e, SpellCopied)]
    assert [(e.original, e.controller, e.rule) for e in copies] == [(card, t.alice, "702.99a")]
    assert any(isinstance(e, PutOnStack) and e.item.id != card for e in t.game.log)
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    assert t.game.life(t.bob) == 12
    assert [o.id for o in t.game.state.battlefield() if o.name == "Swamp" and not o.tapped] == (
        untapped  # without paying its mana cost
    )
    assert [e for e in t.game.log if isinstance(e, SpellCopyCeased)]
    slices = [o for o in t.game.state.objects.values() if o.name == "Shadow Slice"]
    assert [(o.id, o.zone) for o in slices] == [(card, Zone.EXILE)]
    assert encoded_on(t.game.state, bears) == [card]


def test_cr702_99a_declining_the_copy(ruleset: str) -> None:
    """Alice may decline: Bob loses only the Bears' 2."""
    t = CombatTable(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    _cast_slice(t, bears)
    _attack_unblocked(t, bears)
    for _ in range(20):
        if t.asked().kind == "cipher copy":
            break
        t.game.apply(PassPriority())
    t.game.apply(Choose("don't cast a copy"))
    t.finish_combat()
    assert t.game.life(t.bob) == 15
    assert not [e for e in t.game.log if isinstance(e, SpellCopied)]


def test_cr702_99a_not_encoded_it_goes_to_the_graveyard(ruleset: str) -> None:
    t = CombatTable(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    card = _cast_slice(t, None)
    assert t.obj(card).zone is Zone.GRAVEYARD
    assert encoded_on(t.game.state, bears) == []
    _attack_unblocked(t, bears)
    t.finish_combat()
    assert t.game.life(t.bob) == 15


def test_cr702_99a_no_creature_no_choice(ruleset: str) -> None:
    """Without a creature, Last Thoughts draws a card and goes to the graveyard, unasked."""
    t = CombatTable(ruleset)
    t.lands("Island", 4)
    t.main_phase()
    card = t.put("Last Thoughts", t.alice, "hand")
    t.game.apply(CastSpell(card))
    before = in_hand(t)
    t.resolve()
    assert in_hand(t) == before + 1
    assert t.named("Last Thoughts").zone is Zone.GRAVEYARD


def test_cr702_99c_a_creature_that_left_is_no_longer_encoded(ruleset: str) -> None:
    """Encoded on the Bears, which then die to Alice's own Lightning Bolt: the Hill Giant's
    combat damage copies nothing."""
    t = CombatTable(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.alice)
    card = _cast_slice(t, bears)
    t.put("Mountain", t.alice)
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    t.game.apply(CastSpell(bolt, targets=(bears,)))
    t.resolve()
    assert not t.game.is_on_battlefield(bears)
    assert t.obj(card).zone is Zone.EXILE
    _attack_unblocked(t, giant)
    t.finish_combat()
    assert t.game.life(t.bob) == 14
    assert not [e for e in t.game.log if isinstance(e, SpellCopied)]


def test_cr702_99a_round_trip() -> None:
    round_trip("Cipher")


@pytest.mark.parametrize(
    "name",
    ["Shadow Slice", "Last Thoughts", "Call of the Nightwing", "Hands of Binding", "Voidwalk"],
)
def test_cr702_99a_cards_are_supported(name: str) -> None:
    card = bundled_database().compiled(name)
    assert card.supported, card.reason
