"""Oracle templates, family by family: each compiles to its data, renders back to its words,
and is supported only when the engine plays every part of it (DESIGN principle 3)."""

from __future__ import annotations

import pytest

from mtgrules import Game
from mtgrules.actions import CastSpell, PassPriority, PlayLand
from mtgrules.cards.abilities import Ability, EffectLine, ModalLine
from mtgrules.cards.compiler import CardFace, compile_face
from mtgrules.cards.database import bundled_database
from mtgrules.cards.grammar import parse_line
from mtgrules.cards.pending import FilteredTarget, OtherKeyword
from mtgrules.cards.render import render_ability
from mtgrules.cards.support import missing
from mtgrules.cards.text import oracle_lines
from mtgrules.effects.base import Match, Who
from mtgrules.effects.instructions import (
    Destroy,
    DestroyUnregenerable,
    DrawCards,
    Each,
    GainLife,
    LoseLife,
    target,
)
from mtgrules.effects.triggers import WhenAttacks, WhenBlocks, WhenEntersBattlefield
from mtgrules.objects import Keyword

ROUND_TRIPS = [
    "Flying, first strike, lifelink",
    "Protection from red",
    "Equip {2}",
    "Ward—Pay 2 life.",
    "~ deals 2 damage to target creature and 2 damage to you.",
    "Target player draws two cards and loses 2 life.",
    "You draw a card and you lose 1 life.",
    "Creatures you control get +1/+1 until end of turn.",
    "Destroy all creatures. They can't be regenerated.",
    "~ deals 4 damage to target attacking or blocking creature.",
    "Destroy target nonblack creature.",
    "~ deals 1 damage to each creature without flying.",
    "Create two 1/1 white Soldier creature tokens with flying.",
    "Whenever ~ attacks or blocks, you may gain 2 life.",
    "Whenever a land you control enters, ~ deals 1 damage to each opponent.",
    "At the beginning of your upkeep, you lose 1 life.",
    "[+1]: You gain 2 life.",
    "[\u22123]: Destroy target creature.",
    "{2}{R}: ~ gets +1/+0 until end of turn. Activate only once each turn.",
    "{T}: Add {W} or {B}.",
    "If you would gain life, you gain that much life plus 1 instead.",
    "Enchanted creature gets +2/+2 and has flying.",
    "Other creatures you control have trample.",
    "~ enters with two +1/+1 counters on it.",
    "~ deals 3 damage to target creature. If that creature would die this turn, exile it instead.",
]


@pytest.mark.parametrize("line", ROUND_TRIPS)
def test_templates_render_back_to_their_text(line: str) -> None:
    assert render_ability(parse_line(line)) == line


def parsed(line: str) -> Ability:
    return parse_line(line)


def test_subject_elision_keeps_the_subject() -> None:
    """ "Target player draws two cards and loses 2 life": both instructions act on the same
    target."""
    line = parsed("Target player draws two cards and loses 2 life.")
    assert isinstance(line, EffectLine)
    assert line.sentences == (
        (DrawCards(count=2, who=target(0)), LoseLife(amount=2, who=target(0))),
    )


def test_cant_be_regenerated_joins_the_destroy() -> None:
    line = parsed("Destroy target creature. It can't be regenerated.")
    assert isinstance(line, EffectLine)
    assert line.sentences == ((DestroyUnregenerable(on=target(0)),),)
    assert parsed("Destroy target creature.").sentences == ((Destroy(on=target(0)),),)  # type: ignore[union-attr]


def test_either_trigger_is_two_engine_triggers() -> None:
    card = compile_face(
        CardFace(
            name="Guard",
            types=("Creature",),
            power="1",
            toughness="1",
            text="Whenever Guard attacks or blocks, you gain 1 life.",
        )
    ).definition()
    assert [type(t.when) for t in card.triggers] == [WhenAttacks, WhenBlocks]
    assert all(t.effect == GainLife(amount=1) for t in card.triggers)


def test_landfall_is_an_ability_word() -> None:
    """CR 207.2c: an ability word has no rules meaning; the trigger is what follows it."""
    (line,) = oracle_lines(
        "Landfall — Whenever a land you control enters, you gain 1 life.", "Jaddi Offshoot"
    )
    assert line == "Whenever a land you control enters, you gain 1 life."
    ability = parsed(line)
    assert ability.when == WhenEntersBattlefield(  # type: ignore[union-attr]
        who=Match(kinds=frozenset({"Land"}), controller=Who.YOU)
    )


def test_pending_parts_make_a_card_unsupported_with_the_reason() -> None:
    filtered = parsed("Destroy up to one target creature.")
    assert isinstance(filtered, EffectLine)
    assert isinstance(filtered.targets[0], FilteredTarget)
    assert missing(filtered) is None  # "up to one" and colors are checked (CR 115.1, 105.2)
    assert missing(parsed("Destroy target nonblack creature.")) is None
    modal = compile_face(
        CardFace(
            name="Charm",
            types=("Instant",),
            text="Choose one —\n• You gain 3 life.\n• Draw a card.",
        )
    )
    assert isinstance(modal.abilities[0], ModalLine)
    assert modal.supported  # a modal spell (CR 700.2, rules/modes.py)
    assert modal.rendered() == ["Choose one —\n• You gain 3 life.\n• Draw a card."]
    trigger = compile_face(
        CardFace(
            name="Charmer",
            types=("Creature",),
            power="1",
            toughness="1",
            text="When this creature enters, choose one —\n• You gain 3 life.\n• Draw a card.",
        )
    )
    assert trigger.supported  # a modal triggered ability (CR 603.3c, rules/modal_triggers.py)
    assert trigger.rendered() == [
        "When Charmer enters, choose one —\n• You gain 3 life.\n• Draw a card."
    ]
    keyword = parsed("Morph {X}{X}{R}")  # a morph cost with X isn't played yet
    assert keyword.keywords == (OtherKeyword("morph", "{X}{X}{R}"),)  # type: ignore[union-attr]
    assert missing(keyword) == "the keyword morph"


def test_a_keyword_the_engine_knows_compiles_to_it() -> None:
    """Flash and hexproof are engine keywords: they land in CardDef.keywords."""
    assert parsed("Flash").keywords == (Keyword.FLASH,)  # type: ignore[union-attr]
    assert bundled_database().card("Ambush Viper").keywords == {Keyword.FLASH, Keyword.DEATHTOUCH}


def test_each_opponent_and_groups() -> None:
    line = parsed("Each opponent loses 2 life and you gain 2 life.")
    assert line.sentences == (  # type: ignore[union-attr]
        (
            LoseLife(
                amount=2,
                who=Each(match=Match(kinds=frozenset({"player"}), controller=Who.OPPONENT)),
            ),
            GainLife(amount=2),
        ),
    )


# -- in play ------------------------------------------------------------------------------------
@pytest.mark.parametrize("ruleset", ["cr2011", "current"])
def test_tunneling_geopede_landfall_in_play(ruleset: str) -> None:
    """Landfall — "Whenever a land you control enters, this creature deals 1 damage to each
    opponent" triggers when its controller plays a land (CR 603.6a)."""
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    db = bundled_database()
    game.add_card_def(db.card("Tunneling Geopede"), owner=alice, zone="battlefield")
    land = game.add_card_def(db.card("Mountain"), owner=alice, zone="hand")
    game.begin("precombat main", active=alice)
    game.apply(PlayLand(land))
    assert game.state.stack  # the trigger
    game.apply(PassPriority())
    game.apply(PassPriority())
    assert game.life(bob) == 19


@pytest.mark.parametrize("ruleset", ["cr2011", "current"])
def test_ambush_viper_has_flash(ruleset: str) -> None:
    """Flash (CR 702.8): Ambush Viper can be cast in the opponent's turn."""
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    db = bundled_database()
    game.add_card_def(db.card("Forest"), owner=bob, zone="battlefield")
    game.add_card_def(db.card("Forest"), owner=bob, zone="battlefield")
    viper = game.add_card_def(db.card("Ambush Viper"), owner=bob, zone="hand")
    game.begin("precombat main", active=alice)
    game.apply(PassPriority())
    game.apply(CastSpell(viper))
    game.apply(PassPriority())
    game.apply(PassPriority())
    assert any(
        o.name == "Ambush Viper" and game.is_on_battlefield(o.id)
        for o in game.state.objects.values()
    )


@pytest.mark.parametrize("ruleset", ["cr2011", "current"])
def test_urborg_phantom_prevents_combat_damage_to_and_by_itself(ruleset: str) -> None:
    """Urborg Phantom: "{U}: Prevent all combat damage that would be dealt to and dealt by
    this creature this turn." (CR 615): two prevention effects from one instruction
    sentence; blocked by a 2/2, neither deals or is dealt combat damage."""
    from mtgrules.actions import ActivateAbility, DeclareAttackers, DeclareBlockers

    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    db = bundled_database()
    game.add_card_def(db.card("Island"), owner=alice, zone="battlefield")
    phantom = game.add_card_def(db.card("Urborg Phantom"), owner=alice, zone="battlefield")
    ogre = game.add_card_def(db.card("Gray Ogre"), owner=bob, zone="battlefield")
    game.begin("declare attackers", active=alice)
    game.apply(DeclareAttackers(((phantom, bob),)))
    while (d := game.decision()) is not None and d.kind == "priority":
        game.apply(PassPriority())
    game.apply(DeclareBlockers(((ogre, phantom),)))
    game.apply(ActivateAbility(phantom, 0))
    game.apply(PassPriority())
    game.apply(PassPriority())
    while (d := game.decision()) is not None and d.kind == "priority":
        if game.state.step is not None and game.state.step.value == "end of combat":
            break
        game.apply(PassPriority())
    assert game.is_on_battlefield(phantom) and game.is_on_battlefield(ogre)
    assert game.state.objects[phantom].damage == 0 and game.state.objects[ogre].damage == 0
