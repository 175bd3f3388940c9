"""CR 207.2c and 207.2d: ability words ("Landfall") and flavor words ("Blood Chalice", "Fire
Breath") printed before " — " have no rules meaning; the ability is what follows them.
Mechanics written the same way that do have rules meaning ("Boast", "Max speed", "Companion")
and Saga chapters ("II, III — ") are part of the ability and are not dropped."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.cards.compiler import compile_face
from mtgrules.cards.database import bundled_database
from mtgrules.cards.text import oracle_lines, strip_ability_word
from tests.card_table import Table


@pytest.mark.parametrize(
    ("line", "ability"),
    [
        ("Landfall — Whenever a land you control enters, you gain 1 life.", "Whenever a land"),
        ("Blood Chalice — Whenever another creature you control dies, ...", "Whenever another"),
        ("Bio-plasmic Barrage — When ~ enters, ...", "When ~ enters"),
        ("Lord of the Pyrrhian Legions — Whenever ~ attacks, ...", "Whenever ~ attacks"),
        ("Bring it Down! — Whenever ~ deals combat damage, ...", "Whenever ~ deals"),
    ],
)
def test_cr207_2d_ability_and_flavor_words_are_dropped(line: str, ability: str) -> None:
    assert strip_ability_word(line).startswith(ability)


@pytest.mark.parametrize(
    "line",
    [
        "Boast — {1}: ~ deals 1 damage to any target.",
        "Max speed — {3}, Exile ~ from your graveyard: Draw a card.",
        "Exhaust — {2}{R}: ~ deals 2 damage to any target.",
        "Power-up — {5}{W}{W}: Put two +1/+1 counters on ~.",
        "Companion — Each permanent card in your starting deck has mana value 2 or less.",
        "Split — When ~ dies, create two 1/1 tokens.",
        "II, III — ~ deals 2 damage to each opponent.",
        "Suspend 4 — {R}",
        "Each opponent faces a villainous choice — ~ deals 3 damage to that player.",
    ],
)
def test_cr207_2c_words_with_rules_meaning_stay(line: str) -> None:
    assert strip_ability_word(line) == line


def test_cr207_2d_the_rendering_is_compared_without_the_flavor_word() -> None:
    """The compiled ability renders back exactly to the line after the flavor word."""
    face = bundled_database().face("Sanguinary Priest")
    assert oracle_lines(face.text, face.name) == [
        "Lifelink",
        "Whenever another creature you control dies, ~ deals 1 damage to any target.",
    ]
    assert compile_face(face).supported


@pytest.mark.parametrize(
    "name", ["Broadside Bombardiers", "Gas Guzzler", "Lurrus of the Dream-Den"]
)
def test_cr207_2c_a_mechanic_before_the_dash_keeps_the_card_unsupported(name: str) -> None:
    assert not compile_face(bundled_database().face(name)).supported


def test_cr207_2d_sanguinary_priest_blood_chalice(ruleset: str) -> None:
    """Sanguinary Priest: "Blood Chalice — Whenever another creature you control dies, this
    creature deals 1 damage to any target." Alice's Grizzly Bears die: 1 damage to Bob. Bob's
    creature dying doesn't trigger it (not Alice's): one trigger, 1 damage."""
    t = Table(ruleset)
    t.put("Sanguinary Priest", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    ogre = t.put("Hill Giant", t.bob)
    t.main_phase()
    t.game.deal_damage(ogre, ogre, 3)
    t.game.deal_damage(ogre, bears, 2)
    t.game.apply(PassPriority())  # state-based actions: both die; only the Bears trigger
    decision = t.game.decision()
    assert decision is not None and decision.kind == "targets"
    to_bob = next(o for o in decision.options if isinstance(o, Choose) and o.answer == (t.bob,))
    t.game.apply(to_bob)
    assert len(t.game.state.stack) == 1
    while t.game.state.stack:
        t.game.apply(PassPriority())
    # The Priest has lifelink (CR 702.15b): Alice gains the 1 it deals.
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (21, 19)
    assert not t.game.is_on_battlefield(bears) and not t.game.is_on_battlefield(ogre)


def test_cr207_2d_red_dragon_fire_breath(ruleset: str) -> None:
    """Red Dragon: "Fire Breath — When this creature enters, it deals 4 damage to each
    opponent." Cast and resolved, its enters trigger deals 4 damage to Bob only."""
    t = Table(ruleset)
    t.lands("Mountain", 6)
    t.main_phase()
    dragon = t.put("Red Dragon", t.alice, zone="hand")
    t.game.apply(CastSpell(dragon, ()))
    while t.game.state.stack:
        t.game.apply(PassPriority())
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 16)
