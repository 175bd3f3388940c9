"""CR 603.7c / 608.2h: "it" in a triggered ability that watches other objects is the object
that triggered it ("Whenever a creature you control attacks alone, it gains double strike"),
as it last existed; "~" (the card's name, "this creature") is the object itself whatever the
ability watches. Played with real cards under both editions."""

from __future__ import annotations

from typing import cast

import pytest

from mtgrules import Game
from mtgrules.actions import Action, DeclareAttackers, PassPriority
from mtgrules.cards.compiler import CardFace, compile_face
from mtgrules.cards.database import bundled_database
from mtgrules.cards.grammar import ClauseError, parse_line
from mtgrules.cards.pending import TRIGGERING_OBJECT
from mtgrules.cards.render import render_ability
from mtgrules.effects.instructions import SELF
from mtgrules.objects import Keyword
from mtgrules.state import EntityId


def _put(game: Game, name: str, owner: EntityId, zone: str = "battlefield") -> EntityId:
    return game.add_card_def(bundled_database().card(name), owner=owner, zone=zone)


def _resolve_all(game: Game, target: EntityId | None = None) -> None:
    """Pass priority until the stack is empty; targets: ``target`` if it is an option."""
    for _ in range(40):
        found = game.decision()
        if found is None:
            return
        if found.kind == "priority":
            if not game.state.stack and not game.state.pending_triggers:
                return
            game.apply(PassPriority())
            continue
        options = [cast(Action, o) for o in found.options]
        wanted = [o for o in options if getattr(o, "answer", None) == (target,)]
        game.apply(wanted[0] if wanted else options[0])


def _game(ruleset: str) -> tuple[Game, EntityId, EntityId]:
    game = Game(ruleset)
    return game, game.add_player("Alice"), game.add_player("Bob")


def test_cr603_7c_it_gains_double_strike_is_the_lone_attacker(ruleset: str) -> None:
    """Rafiq of the Many: exalted, and "Whenever a creature you control attacks alone, it
    gains double strike until end of turn." The Bears attacking alone gain double strike
    (and +1/+1 from exalted); Rafiq, which didn't attack, doesn't."""
    game, alice, bob = _game(ruleset)
    rafiq = _put(game, "Rafiq of the Many", alice)
    bears = _put(game, "Grizzly Bears", alice)
    game.begin("declare attackers", active=alice)
    game.apply(DeclareAttackers(((bears, bob),)))
    _resolve_all(game)
    assert game.state.objects[bears].has(Keyword.DOUBLE_STRIKE)
    assert game.state.objects[bears].current_power() == 3
    assert not game.state.objects[rafiq].has(Keyword.DOUBLE_STRIKE)


def test_cr603_7c_each_attacker_is_dealt_damage(ruleset: str) -> None:
    """Caltrops: "Whenever a creature attacks, this artifact deals 1 damage to it." It
    triggers once per attacker (CR 603.2c) and each instance damages its own attacker."""
    game, alice, bob = _game(ruleset)
    _put(game, "Caltrops", bob)
    bears = _put(game, "Grizzly Bears", alice)
    ogre = _put(game, "Hill Giant", alice)
    game.begin("declare attackers", active=alice)
    game.apply(DeclareAttackers(((bears, bob), (ogre, bob))))
    _resolve_all(game)
    assert game.state.objects[bears].damage == 1
    assert game.state.objects[ogre].damage == 1


def test_cr603_7c_damage_to_the_creature_that_entered(ruleset: str) -> None:
    """Aether Flash: "Whenever a creature enters, this enchantment deals 2 damage to it."
    The Bears entering are dealt 2 damage and die (CR 704.5g); the source is the enchantment."""
    game, alice, bob = _game(ruleset)
    _put(game, "Aether Flash", alice)
    game.begin("precombat main", active=alice)
    bears = _put(game, "Grizzly Bears", bob, zone="hand")
    game.move_to_zone(bears, "battlefield")
    _resolve_all(game)
    graveyard = [o for o in game.state.objects.values() if o.zone.value == "graveyard"]
    assert [o.name for o in graveyard] == ["Grizzly Bears"]


def test_cr603_7c_named_self_is_the_object_itself(ruleset: str) -> None:
    """Plated Geopede (1/1): "Whenever a land you control enters, this creature gets +2/+2
    until end of turn." "This creature" is the Geopede, not the land that entered."""
    game, alice, _ = _game(ruleset)
    geopede = _put(game, "Plated Geopede", alice)
    game.begin("precombat main", active=alice)
    mountain = _put(game, "Mountain", alice, zone="hand")
    game.move_to_zone(mountain, "battlefield")
    _resolve_all(game)
    assert game.state.objects[geopede].current_power() == 3


def test_cr608_2h_it_as_it_last_existed(ruleset: str) -> None:
    """Stalking Vengeance: "Whenever another creature you control dies, it deals damage equal
    to its power to target player or planeswalker." The dead Hill Giant (3/3) deals 3 damage,
    its power as it last existed on the battlefield."""
    game, alice, bob = _game(ruleset)
    _put(game, "Stalking Vengeance", alice)
    giant = _put(game, "Hill Giant", alice)
    game.begin("precombat main", active=alice)
    game.move_to_zone(giant, "graveyard")
    _resolve_all(game, target=bob)
    assert game.life(bob) == 17
    assert game.life(alice) == 20


def test_cr603_7c_counter_on_the_creature_dealt_damage(ruleset: str) -> None:
    """Rite of Passage: "Whenever a creature you control is dealt damage, put a +1/+1 counter
    on it." Shock on Hill Giant: the Giant gets the counter."""
    game, alice, bob = _game(ruleset)
    _put(game, "Rite of Passage", alice)
    giant = _put(game, "Hill Giant", alice)
    game.begin("precombat main", active=alice)
    game.deal_damage(_put(game, "Shock", bob, zone="stack"), giant, 2)
    _resolve_all(game)
    assert game.state.objects[giant].counters.get("+1/+1") == 1


def test_cr603_7c_it_compiles_to_the_triggering_object_and_renders_it() -> None:
    """The compiled "it" is the triggering object, rendered back as "it"; outside such
    abilities "it" is the object itself."""
    line = parse_line("Whenever a creature you control attacks, it gets +1/+1 until end of turn.")
    assert line.sentences[0][0].on == TRIGGERING_OBJECT  # type: ignore[union-attr]
    assert render_ability(line) == (
        "Whenever a creature you control attacks, it gets +1/+1 until end of turn."
    )
    own = parse_line("Whenever ~ attacks, it gets +1/+1 until end of turn.")
    assert own.sentences[0][0].on == SELF  # type: ignore[union-attr]
    activated = parse_line("Sacrifice ~: It deals 1 damage to any target.")
    assert activated.sentences[0][0].source == SELF  # type: ignore[union-attr]


def test_cr603_7c_it_after_the_named_object_is_refused() -> None:
    """ "~ gets +1/+1 ... It gains flying": "it" could be either object; the compiler says so
    rather than guess, and the card is unsupported."""
    text = (
        "Whenever another creature you control enters, ~ gets +1/+1 until end of turn. "
        "It gains flying until end of turn."
    )
    with pytest.raises(ClauseError, match="it"):
        parse_line(text)
    face = CardFace(name="Test Bird", types=("Creature",), power="1", toughness="1", text=text)
    assert not compile_face(face).supported
