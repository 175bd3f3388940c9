"""The Oracle-text compiler: templates compile to the same data as hand-written cards,
render back to their text, and anything else is unsupported with the clause named."""

from __future__ import annotations

from dataclasses import replace

import pytest

from mtgrules.cards.compiler import CardFace, compile_face, compile_text, failed_clause
from mtgrules.cards.database import bundled_database
from mtgrules.cards.errors import CardDataError, UnsupportedCardError
from mtgrules.cards.grammar import ClauseError, parse_line
from mtgrules.cards.render import render_abilities, render_ability
from mtgrules.cards.text import comparable, oracle_lines
from mtgrules.effects.base import PLAYER, Match, Who
from mtgrules.effects.instructions import SELF, DealDamage, Each, GainLife, LoseLife, target
from mtgrules.effects.targets import ANY_TARGET
from mtgrules.objects import Keyword
from tests import cards as hand_written


def face(
    name: str,
    text: str,
    *types: str,
    mana_cost: str | None = None,
    power: str | None = None,
    toughness: str | None = None,
) -> CardFace:
    return CardFace(
        name=name,
        text=text,
        types=types or ("Instant",),
        mana_cost=mana_cost,
        power=power,
        toughness=toughness,
    )


@pytest.mark.parametrize(
    "name",
    [
        "Lightning Bolt",
        "Giant Growth",
        "Mending Hands",
        "Llanowar Elves",
        "Pride Guardian",
        "Foriysian Brigade",
        "Vastwood Gorger",
        "Forest",
        "Mountain",
        "Plains",
    ],
)
def test_compiled_cards_equal_the_hand_written_ones(name: str) -> None:
    """The compiler produces the data tests/cards.py writes by hand (ability texts aside)."""
    compiled = bundled_database().card(name)
    expected = getattr(hand_written, name.upper().replace(" ", "_"))
    assert compiled.types == expected.types
    assert compiled.keywords == expected.keywords
    assert compiled.restrictions == expected.restrictions
    assert (compiled.power, compiled.toughness) == (expected.power, expected.toughness)
    assert [replace(a, text="") for a in compiled.activated] == [
        replace(a, text="") for a in expected.activated
    ]
    if expected.spell is not None:
        assert compiled.spell is not None
        assert compiled.spell.effect == expected.spell.effect
        assert compiled.spell.targets == expected.spell.targets
    assert [t.when for t in compiled.triggers] == [t.when for t in expected.triggers]


def test_mogg_fanatic_today_targets_any_target() -> None:
    fanatic = bundled_database().card("Mogg Fanatic")
    (ability,) = fanatic.activated
    assert ability.cost.sacrifice_self and ability.targets == (ANY_TARGET,)
    assert ability.effect == (DealDamage(amount=1, to=target(0)),)
    assert ability.text == "Sacrifice Mogg Fanatic: It deals 1 damage to any target."


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "~ deals 2 damage to each creature.",
            DealDamage(amount=2, to=Each(match=Match(kinds=frozenset({"Creature"})))),
        ),
        (
            "~ deals 1 damage to each opponent.",
            DealDamage(
                amount=1, to=Each(match=Match(kinds=frozenset({PLAYER}), controller=Who.OPPONENT))
            ),
        ),
        ("You gain 4 life.", GainLife(amount=4)),
        ("Target player loses 3 life.", LoseLife(amount=3, who=target(0))),
    ],
)
def test_effect_templates(line: str, expected: object) -> None:
    ability = parse_line(line)
    assert ability.sentences == ((expected,),)  # type: ignore[union-attr]
    assert render_ability(ability) == line


def test_self_references_and_reminder_text() -> None:
    """CR 201.5 / 207.2a: the name and "this creature" are the object itself; reminder text
    is not rules text."""
    lines = oracle_lines(
        "Flying\nDeathtouch (Any amount of damage...)\nWhen this creature enters, it deals 1 "
        "damage to any target.",
        "Ash Bat",
    )
    assert lines == ["Flying", "Deathtouch", "When ~ enters, it deals 1 damage to any target."]
    assert comparable(lines[2]) == "When ~ enters, ~ deals 1 damage to any target."


def test_unsupported_names_the_first_failed_clause() -> None:
    result = compile_face(
        face(
            "Odd",
            "Odd deals 2 damage to any target. Venture into the dungeon.\nDraw a card.",
            "Sorcery",
        )
    )
    assert not result.supported
    assert result.unsupported == "Venture into the dungeon."
    assert failed_clause("A. B c. D.", 3) == "B c."


def test_a_player_doesnt_get_plus_n() -> None:
    with pytest.raises(ClauseError):
        parse_line("target player gets +2/+2 until end of turn.")


def test_unknown_layouts_types_and_symbols_are_unsupported() -> None:
    snow = compile_face(face("H", "", "Creature", mana_cost="{S}", power="1", toughness="1"))
    assert (snow.supported, snow.unsupported) == (False, "(mana cost {S})")
    star = compile_face(face("S", "", "Creature", power="*", toughness="1"))
    assert star.unsupported == "(power *)"


def test_inline_definitions() -> None:
    beast = compile_text("Beast", types=["Creature"], power=3, toughness=3, text="Wither, lifelink")
    assert beast.keywords == {Keyword.WITHER, Keyword.LIFELINK}
    with pytest.raises(UnsupportedCardError, match="Venture"):
        compile_text("Seer", types=["Sorcery"], text="Venture into the dungeon.")
    with pytest.raises(CardDataError):
        compile_text("Bad", types="Creature")


def test_a_trigger_on_self() -> None:
    guardian = bundled_database().card("Pride Guardian")
    (trigger,) = guardian.triggers
    assert trigger.effect == GainLife(amount=3)
    assert trigger.text == "Whenever Pride Guardian blocks, you gain 3 life."
    assert Match.ids_of(SELF) == trigger.when.who  # type: ignore[union-attr]


def test_round_trip_for_every_supported_bundled_card() -> None:
    """DESIGN principle 3: for every card the compiler calls supported, the rendering of its
    compiled data equals its Oracle text (normalized for reminder text, whitespace and
    self-reference)."""
    supported = 0
    for card_face in bundled_database().faces():
        result = compile_face(card_face)
        if not result.supported:
            continue
        supported += 1
        rendered = render_abilities(result.abilities)
        legendary = "Legendary" in card_face.supertypes  # its shortened name too (CR 201.5)
        expected = "\n".join(oracle_lines(card_face.text, card_face.name, legendary))
        assert comparable(rendered) == comparable(expected), card_face.name
    assert supported > 2000


def test_inline_definition_from_a_mapping() -> None:
    """A scenario's inline card: a type line, a cost, power/toughness and Oracle text."""
    from mtgrules.cards.compiler import compile_definition, parse_type_line

    beast = compile_definition(
        {
            "name": "Wither Beast",
            "type": "Creature — Beast",
            "cost": "{2}{B}",
            "power": 3,
            "toughness": 3,
            "text": "Wither, lifelink",
        }
    )
    assert beast.keywords == {Keyword.WITHER, Keyword.LIFELINK}
    assert str(beast.mana_cost) == "{2}{B}" and beast.subtypes == {"Beast"}
    assert parse_type_line("Legendary Creature — Goblin Warrior") == (
        ("Legendary",),
        ("Creature",),
        ("Goblin", "Warrior"),
    )
    with pytest.raises(CardDataError, match="unknown card definition field"):
        compile_definition({"name": "X", "type": "Creature", "colour": "red"})
    with pytest.raises(CardDataError):
        compile_definition(["not", "a", "mapping"])  # type: ignore[arg-type]
    with pytest.raises(UnsupportedCardError, match="Venture"):
        compile_definition({"name": "Y", "type": "Sorcery", "text": "Venture into the dungeon."})
