"""Damage divided as you choose among targets (CR 601.2d, both editions): the division is
announced as the spell is cast, each target is dealt at least one, and a target that became
illegal isn't dealt its share (CR 608.2b)."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from mtgrules.actions import ActivateAbility, CastSpell
from mtgrules.cards.compiler import compile_text
from mtgrules.events import DamageDealt, Event
from mtgrules.rules.casting import IllegalActionError
from mtgrules.state import EntityId
from tests.instruction_play import Table


def _arc_lightning(t: Table) -> tuple[int, int, int]:
    """Alice: Arc Lightning and three Mountains; Bob: Grizzly Bears and Llanowar Elves."""
    t.lands("Mountain", t.alice, 3)
    spell = t.put("Arc Lightning", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.bob)
    elves = t.put("Llanowar Elves", t.bob)
    t.begin()
    return spell, bears, elves


def _dealt(events: Sequence[Event]) -> dict[EntityId, int]:
    return {e.recipient: e.amount for e in events if isinstance(e, DamageDealt)}


def test_601_2d_arc_lightning_a_target_named_twice_is_dealt_two(ruleset: str) -> None:
    """Arc Lightning: "deals 3 damage divided as you choose among one, two, or three
    targets." 2 to the bears and 1 to Bob: the bears are named for two of the points."""
    t = Table(ruleset)
    spell, bears, elves = _arc_lightning(t)
    t.act(CastSpell(spell, (bears, t.bob, bears)))
    events = t.resolve()
    assert _dealt(events) == {bears: 2, t.bob: 1}
    assert len([e for e in events if isinstance(e, DamageDealt)]) == 2  # one event, two parts
    assert not t.game.is_on_battlefield(bears) and t.game.is_on_battlefield(elves)
    assert t.game.life(t.bob) == 19


def test_601_2d_every_division_is_a_legal_choice_once(ruleset: str) -> None:
    """Four possible targets (two players, two creatures), 3 points: every division of 3
    among one to three of them is listed once, the order of the points aside (20 multisets)."""
    t = Table(ruleset)
    _, bears, elves = _arc_lightning(t)
    casts = [a.targets for a in t.game.legal_actions() if isinstance(a, CastSpell)]
    assert len(casts) == len({tuple(sorted(c)) for c in casts}) == 20
    assert tuple(sorted((bears, bears, bears))) in {tuple(sorted(c)) for c in casts}
    assert elves in {e for c in casts for e in c}


def test_601_2d_at_most_two_different_targets() -> None:
    """ "4 damage divided as you choose among one or two targets": three different targets
    is not a division the spell allows (CR 601.2d); the refused cast changes nothing."""
    card = compile_text(
        "Split Bolt",
        text="Split Bolt deals 4 damage divided as you choose among one or two targets.",
        types=("Instant",),
        mana_cost="{R}",
    )
    for ruleset in ("current", "cr2011"):
        t = Table(ruleset)
        t.put("Mountain", t.alice)
        spell = t.game.add_card_def(card, owner=t.alice, zone="hand")
        bears = t.put("Grizzly Bears", t.bob)
        t.begin()
        before = t.game.state.copy()
        with pytest.raises(IllegalActionError) as error:
            t.game.apply(CastSpell(spell, (bears, t.bob, t.alice, bears)))
        assert error.value.rule == "601.2d" and t.game.state == before
        t.act(CastSpell(spell, (t.bob, bears, t.bob, t.bob)))
        assert _dealt(t.resolve()) == {t.bob: 3, bears: 1}


def test_608_2b_an_illegal_target_loses_its_share_only(ruleset: str) -> None:
    """The bears leave before Arc Lightning resolves: Bob is still dealt his 1, and the
    bears' 2 aren't moved to anyone (the division was announced, CR 601.2d, 608.2b)."""
    t = Table(ruleset)
    spell, bears, elves = _arc_lightning(t)
    t.act(CastSpell(spell, (bears, bears, t.bob)))
    t.game.move_to_zone(bears, "graveyard")
    assert _dealt(t.resolve()) == {t.bob: 1}
    assert t.game.life(t.bob) == 19 and t.game.damage_on(elves) == 0


def test_601_2d_mogg_mob_sacrificed_source_divides_its_damage(ruleset: str) -> None:
    """Mogg Mob: "Sacrifice ~: It deals 3 damage divided as you choose among one, two, or
    three targets." The Mob, sacrificed as a cost, deals the damage as it last existed."""
    t = Table(ruleset)
    mob = t.put("Mogg Mob", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    elves = t.put("Llanowar Elves", t.bob)
    t.begin()
    t.act(ActivateAbility(mob, 0, (elves, bears, t.bob)))
    assert not t.game.is_on_battlefield(mob)
    events = t.resolve()
    assert _dealt(events) == {elves: 1, bears: 1, t.bob: 1}
    assert {e.source for e in events if isinstance(e, DamageDealt)} == {mob}
    assert t.game.is_on_battlefield(bears) and not t.game.is_on_battlefield(elves)


def test_601_2d_fiery_justice_points_then_the_opponent(ruleset: str) -> None:
    """Fiery Justice: "deals 5 damage divided as you choose among any number of targets.
    Target opponent gains 5 life." The five points first, then the opponent."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 1)
    t.lands("Forest", t.alice, 1)
    t.lands("Plains", t.alice, 1)
    spell = t.put("Fiery Justice", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    t.act(CastSpell(spell, (bears, bears, t.bob, t.bob, t.bob, t.bob)))
    t.resolve()
    assert not t.game.is_on_battlefield(bears)
    assert t.game.life(t.bob) == 20 - 3 + 5
