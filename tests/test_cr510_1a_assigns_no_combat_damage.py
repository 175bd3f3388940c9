"""CR 510.1a: a creature that "assigns no combat damage this turn" assigns none in the combat
damage step, whatever its power; the other creatures in combat deal theirs. Played with
Ophidian (1/3: "Whenever this creature attacks and isn't blocked, you may draw a card. If you
do, this creature assigns no combat damage this turn.") and Laccolith Grunt (2/2: "Whenever
this creature becomes blocked, you may have it deal damage equal to its power to target
creature. If you do, this creature assigns no combat damage this turn.")."""

from __future__ import annotations

from mtgrules.actions import Choose, PassPriority
from mtgrules.explain import explain
from mtgrules.objects import Zone
from mtgrules.turn_events import ModifierAdded
from tests.combat_table import CombatTable


def _in_hand(t: CombatTable) -> int:
    return sum(1 for o in t.game.state.objects.values() if o.zone is Zone.HAND)


def _answer(t: CombatTable, *answers: object) -> None:
    """Pass priority until the game asks something else, and answer it, for each answer."""
    for answer in answers:
        while t.asked().kind == "priority":
            t.game.apply(PassPriority())
        t.game.apply(Choose(answer))


def test_cr510_1a_ophidian_draws_and_deals_no_damage(ruleset: str) -> None:
    """Unblocked, Alice draws a card: Ophidian assigns no combat damage; Bob stays at 20."""
    t = CombatTable(ruleset)
    ophidian = t.put("Ophidian", t.alice)
    t.attack(ophidian)
    _answer(t, True)
    assert _in_hand(t) == 1
    t.finish_combat()
    assert t.game.life(t.bob) == 20
    (no_damage,) = [e for e in t.game.log if isinstance(e, ModifierAdded)]
    assert "assigns no combat damage" in explain(no_damage, t.game)
    assert "n'attribue pas de blessures de combat" in explain(no_damage, t.game, "fr")


def test_cr510_1a_without_the_draw_it_deals_its_damage(ruleset: str) -> None:
    """Alice doesn't draw: "if you do" is false, Ophidian deals its 1 damage."""
    t = CombatTable(ruleset)
    ophidian = t.put("Ophidian", t.alice)
    t.attack(ophidian)
    _answer(t, False)
    t.finish_combat()
    assert _in_hand(t) == 0 and t.game.life(t.bob) == 19


def test_cr510_1a_the_grunt_strikes_elsewhere_and_its_blocker_lives(ruleset: str) -> None:
    """Blocked by Grizzly Bears, the Grunt deals 2 to Bob's Llanowar Elves: the Elves die;
    the Grunt assigns no combat damage to the Bears, which deal 2 to it (it dies)."""
    t = CombatTable(ruleset)
    grunt = t.put("Laccolith Grunt", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    elves = t.put("Llanowar Elves", t.bob)
    t.attack(grunt, blocks=((bears, grunt),))
    while t.asked().kind == "priority":
        t.game.apply(PassPriority())
    assert t.asked().kind == "targets"
    t.game.apply(Choose((elves,)))
    _answer(t, True)
    t.finish_combat()
    assert not t.game.is_on_battlefield(elves)
    assert t.game.is_on_battlefield(bears) and t.obj(bears).damage == 0
    assert t.zone("Laccolith Grunt") is Zone.GRAVEYARD
