"""Toxic (CR 702.164, a keyword from after 2011, played under both editions by today's rule):
combat damage dealt to a player by a creature with toxic N also gives that player N poison
counters (702.164c), in addition to the damage's other results; its total toxic value is the
sum of its toxic abilities (702.164b). Played with real cards."""

from __future__ import annotations

from mtgrules import Game
from mtgrules.actions import DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.events import Event, PoisonCountersGiven
from mtgrules.objects import Step
from mtgrules.state import EntityId


def _put(game: Game, name: str, owner: EntityId) -> EntityId:
    return game.add_card_def(bundled_database().card(name), owner=owner, zone="battlefield")


def _fight(
    game: Game, attacker: EntityId, defender: EntityId, blocker: EntityId | None
) -> list[Event]:
    """Attack ``defender`` with ``attacker`` (blocked by ``blocker`` if given) through combat
    damage; the events of the whole combat."""
    active = game.state.objects[attacker].controller
    game.begin("declare attackers", active=active)
    events: list[Event] = list(game.apply(DeclareAttackers(((attacker, defender),))))
    for _ in range(12):
        found = game.decision()
        if found is None:
            break
        if found.kind == "declare blockers":
            blocks = ((blocker, attacker),) if blocker is not None else ()
            events += game.apply(DeclareBlockers(blocks))
        elif found.kind == "priority":
            if game.state.step is Step.END_OF_COMBAT:
                break
            events += game.apply(PassPriority())
        else:
            events += game.apply(found.options[0])  # type: ignore[arg-type]
    return events


def test_cr702_164c_toxic_gives_poison_with_combat_damage(ruleset: str) -> None:
    """Sheoldred's Headcleaver (2/4, menace, toxic 2) unblocked: Bob loses 2 life and gets
    2 poison counters, under today's rule 702.164c."""
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    cleaver = _put(game, "Sheoldred's Headcleaver", alice)
    events = _fight(game, cleaver, bob, None)
    assert game.life(bob) == 18
    assert game.state.poison_of(bob) == 2
    assert any(isinstance(e, PoisonCountersGiven) and e.rule == "702.164c" for e in events)


def test_cr702_164c_no_poison_when_blocked(ruleset: str) -> None:
    """Bilious Skulldweller (1/1, deathtouch, toxic 1) blocked by Grizzly Bears: it deals its
    damage to the Bears, not to a player, so no poison counters."""
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    rat = _put(game, "Bilious Skulldweller", alice)
    bears = _put(game, "Grizzly Bears", bob)
    _fight(game, rat, bob, bears)
    assert game.life(bob) == 20
    assert game.state.poison_of(bob) == 0
    dead = [o.name for o in game.state.objects.values() if o.zone.value == "graveyard"]
    assert sorted(dead) == ["Bilious Skulldweller", "Grizzly Bears"]  # deathtouch, 2 damage


def test_cr702_164c_noncombat_damage_gives_no_poison(ruleset: str) -> None:
    """Toxic applies to combat damage only: the Skulldweller dealing 1 noncombat damage to
    Bob gives no poison counter."""
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    rat = _put(game, "Bilious Skulldweller", alice)
    game.deal_damage(rat, bob, 1)
    assert game.life(bob) == 19
    assert game.state.poison_of(bob) == 0
