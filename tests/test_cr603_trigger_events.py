"""More trigger events (CR 603.2), played with real cards under both editions: "~ becomes
tapped", "another creature dies" (looking back in time, CR 603.10a), "~ leaves the
battlefield" (603.6c), "~ becomes blocked" (509.3c), battalion, "you cast a spell that
targets ~" (heroic), "a creature you control attacks alone"."""

from __future__ import annotations

from typing import cast

from mtgrules import Game
from mtgrules.actions import (
    Action,
    ActivateAbility,
    CastSpell,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
)
from mtgrules.cards.database import bundled_database
from mtgrules.events import AbilityTriggered
from mtgrules.state import EntityId


def _put(game: Game, name: str, owner: EntityId, zone: str = "battlefield") -> EntityId:
    return game.add_card_def(bundled_database().card(name), owner=owner, zone=zone)


def _resolve_all(game: Game) -> None:
    """Pass priority (answering the first option of any other decision) until the stack is
    empty."""
    for _ in range(30):
        found = game.decision()
        if found is None:
            return
        if found.kind == "priority":
            if not game.state.stack and not game.state.pending_triggers:
                return
            game.apply(PassPriority())
        else:
            game.apply(cast(Action, found.options[0]))


def _attack(game: Game, alice: EntityId, bob: EntityId, *attackers: EntityId) -> None:
    game.begin("declare attackers", active=alice)
    game.apply(DeclareAttackers(tuple((a, bob) for a in attackers)))
    _resolve_all(game)


def test_cr603_2_city_of_brass_becomes_tapped(ruleset: str) -> None:
    """City of Brass: "Whenever this land becomes tapped, it deals 1 damage to you." Tapping
    it for mana triggers it."""
    game = Game(ruleset)
    alice, _ = game.add_player("Alice"), game.add_player("Bob")
    city = _put(game, "City of Brass", alice)
    game.begin("precombat main", active=alice)
    game.apply(ActivateAbility(city))
    _resolve_all(game)
    assert game.life(alice) == 19


def test_cr603_10a_another_creature_dies(ruleset: str) -> None:
    """Fleshmad Steed: "Whenever another creature dies, tap this creature." A Bear dying taps
    it; the Steed's own death doesn't count."""
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    steed = _put(game, "Fleshmad Steed", alice)
    bears = _put(game, "Grizzly Bears", bob)
    game.begin("precombat main", active=alice)
    game.move_to_zone(bears, "graveyard")
    _resolve_all(game)
    assert game.state.objects[steed].tapped


def test_cr603_6c_leaves_the_battlefield(ruleset: str) -> None:
    """Delusions of Mediocrity: "When this enchantment leaves the battlefield, you lose 10
    life." It looks back in time: it triggers as it goes to the graveyard."""
    game = Game(ruleset)
    alice, _ = game.add_player("Alice"), game.add_player("Bob")
    delusions = _put(game, "Delusions of Mediocrity", alice)
    game.begin("precombat main", active=alice)
    game.move_to_zone(delusions, "exile")
    _resolve_all(game)
    assert game.life(alice) == 10


def test_cr509_3c_becomes_blocked_triggers_once(ruleset: str) -> None:
    """Deeproot Warrior (2/2): "Whenever this creature becomes blocked, it gets +1/+1 until
    end of turn." Blocked by two creatures, it triggers once."""
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    warrior = _put(game, "Deeproot Warrior", alice)
    one, two = _put(game, "Grizzly Bears", bob), _put(game, "Grizzly Bears", bob)
    _attack(game, alice, bob, warrior)
    while game.decision().kind == "priority":  # type: ignore[union-attr]
        game.apply(PassPriority())
    events = game.apply(DeclareBlockers(((one, warrior), (two, warrior))))
    assert sum(isinstance(e, AbilityTriggered) for e in events) == 1
    _resolve_all(game)
    assert game.state.objects[warrior].current_power() == 3


def test_cr603_2_battalion_needs_two_other_attackers(ruleset: str) -> None:
    """Boros Elite (1/1, battalion: +2/+2): with two other attackers it triggers; alone with
    one other it doesn't."""
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    elite = _put(game, "Boros Elite", alice)
    others = [_put(game, "Grizzly Bears", alice) for _ in range(2)]
    _attack(game, alice, bob, elite, *others)
    assert game.state.objects[elite].current_power() == 3
    game2 = Game(ruleset)
    alice, bob = game2.add_player("Alice"), game2.add_player("Bob")
    elite = _put(game2, "Boros Elite", alice)
    _attack(game2, alice, bob, elite, _put(game2, "Grizzly Bears", alice))
    assert game2.state.objects[elite].current_power() == 1


def test_cr603_2_heroic_you_cast_a_spell_that_targets_it(ruleset: str) -> None:
    """Akroan Skyguard: "Heroic — Whenever you cast a spell that targets this creature, put a
    +1/+1 counter on this creature." Mending Hands targeting it triggers heroic; targeting
    another creature doesn't."""
    game = Game(ruleset)
    alice, _ = game.add_player("Alice"), game.add_player("Bob")
    skyguard = _put(game, "Akroan Skyguard", alice)
    bears = _put(game, "Grizzly Bears", alice)
    for _ in range(2):
        _put(game, "Plains", alice)
    first = _put(game, "Mending Hands", alice, "hand")
    second = _put(game, "Mending Hands", alice, "hand")
    game.begin("precombat main", active=alice)
    game.apply(CastSpell(first, (skyguard,)))
    _resolve_all(game)
    assert game.state.objects[skyguard].counter("+1/+1") == 1
    game.apply(CastSpell(second, (bears,)))
    _resolve_all(game)
    assert game.state.objects[skyguard].counter("+1/+1") == 1


def test_cr506_5_a_creature_you_control_attacks_alone(ruleset: str) -> None:
    """Agents of S.H.I.E.L.D.: "Whenever a creature you control attacks alone, that creature
    gets +1/+1 until end of turn." The Bears attacking alone get +1/+1 (CR 506.5)."""
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    _put(game, "Agents of S.H.I.E.L.D.", alice)
    bears = _put(game, "Grizzly Bears", alice)
    _attack(game, alice, bob, bears)
    assert game.state.objects[bears].current_power() == 3
