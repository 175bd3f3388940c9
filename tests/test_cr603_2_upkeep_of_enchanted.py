"""CR 603.2, 303.4, 702.5: "At the beginning of the upkeep of enchanted creature's
controller" and "At the beginning of enchanted player's upkeep" (a Curse: "Enchant player")
trigger in the upkeep of the player the Aura's object belongs to, whoever controls the Aura;
"that player" is that player (CR 603.7c). Real cards from the bundled database, played
through ``Game.apply``, under both rulesets."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules.actions import CastSpell, DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.events import DamageDealt
from mtgrules.objects import Step, Zone
from mtgrules.rules.casting import IllegalActionError
from tests.attachment_play import RULESETS, Table


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[Table]:
    yield Table(request.param)


def _to_upkeep_of(t: Table, player: int) -> None:
    """Pass (attacking and blocking with nothing) until ``player``'s upkeep begins."""
    for owner in (t.alice, t.bob):
        for _ in range(5):
            t.put("Island", owner, "library")  # cards to draw
    while not (t.game.state.step is Step.UPKEEP and t.game.state.active_player == player):
        kind = t.decision().kind
        if kind == "declare attackers":
            t.game.apply(DeclareAttackers(()))
        elif kind == "declare blockers":
            t.game.apply(DeclareBlockers(()))
        else:
            t.game.apply(PassPriority())


def _resolve_stack(t: Table) -> list[object]:
    events: list[object] = []
    while t.game.state.stack:
        events.extend(t.game.apply(PassPriority()))
    return events


def test_cr603_2_wanderlust_triggers_in_the_upkeep_of_the_creatures_controller(
    table: Table,
) -> None:
    """Wanderlust, Alice's, on Bob's Gray Ogre: "At the beginning of the upkeep of enchanted
    creature's controller, this Aura deals 1 damage to that player." It triggers in Bob's
    upkeep, not in Alice's, and deals the damage to Bob."""
    t = table
    t.lands("Forest", t.alice, 3)
    wanderlust = t.put("Wanderlust", t.alice, "hand")
    ogre = t.put("Gray Ogre", t.bob)
    t.main_phase()
    t.cast(wanderlust, ogre)
    aura = t.on_battlefield("Wanderlust")
    _to_upkeep_of(t, t.bob)
    events = _resolve_stack(t)
    dealt = [e for e in events if isinstance(e, DamageDealt)]
    assert [(e.source, e.recipient, e.amount) for e in dealt] == [(aura, t.bob, 1)]
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 19)
    _to_upkeep_of(t, t.alice)
    assert not t.game.state.stack  # nothing triggers in Alice's upkeep
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 19)


def test_cr603_2_the_trigger_follows_a_change_of_control(table: Table) -> None:
    """Stab Wound on Bob's creature, then Alice takes the creature with Control Magic: the
    creature's controller is now Alice, so Stab Wound's life loss happens in her upkeep
    (CR 613.1b, 603.2)."""
    t = table
    t.lands("Island", t.alice, 4)
    t.lands("Swamp", t.alice, 3)
    wound = t.put("Stab Wound", t.alice, "hand")
    magic = t.put("Control Magic", t.alice, "hand")
    giant = t.put("Hill Giant", t.bob)
    t.main_phase()
    t.cast(wound, giant)
    t.cast(magic, giant)
    assert t.game.state.objects[giant].controller == t.alice
    assert t.game.toughness(giant) == 1  # -2/-2
    _to_upkeep_of(t, t.bob)
    assert not t.game.state.stack
    _to_upkeep_of(t, t.alice)
    _resolve_stack(t)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (18, 20)


def test_cr303_4_curse_enchants_a_player_and_triggers_in_their_upkeep(table: Table) -> None:
    """Curse of the Bloody Tome ("Enchant player"; "At the beginning of enchanted player's
    upkeep, that player mills two cards."): cast targeting Bob, it is attached to Bob
    (CR 303.4a, 702.5a) and mills him two cards in his upkeep only. It can't target a
    creature."""
    t = table
    t.lands("Island", t.alice, 3)
    curse = t.put("Curse of the Bloody Tome", t.alice, "hand")
    ogre = t.put("Gray Ogre", t.bob)
    t.main_phase()
    with pytest.raises(IllegalActionError):
        t.game.apply(CastSpell(curse, (ogre,)))
    t.cast(curse, t.bob)
    aura = t.on_battlefield("Curse of the Bloody Tome")
    assert t.game.attached_to(aura) == t.bob
    _to_upkeep_of(t, t.bob)
    _resolve_stack(t)

    def graveyard(player: int) -> int:
        return sum(
            1
            for o in t.game.state.objects.values()
            if o.zone is Zone.GRAVEYARD and o.owner == player
        )

    assert graveyard(t.bob) == 2
    _to_upkeep_of(t, t.alice)
    _resolve_stack(t)
    assert graveyard(t.bob) == 2 and graveyard(t.alice) == 0
