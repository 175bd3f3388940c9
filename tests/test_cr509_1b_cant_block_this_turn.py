"""CR 509.1b: the defending player's creatures block only as the restrictions in effect
allow; "[creatures] can't block this turn" from a resolving spell lasts until the cleanup step
(CR 611.2a, 514.2). Named creatures (a target, "it", "that creature", "those creatures") each
get the restriction; a group ("Creatures your opponents control", "Creatures") is a rule for
the rest of the turn, so it also covers a creature that joins the group afterwards (CR 611.2c
locks in only effects that change characteristics or control). Real cards, both rulesets."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules.actions import DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.cards.model import Restriction
from mtgrules.effects.blocking_this_turn import CantBlockGroup
from mtgrules.explain import explain
from mtgrules.rules.casting import IllegalActionError
from mtgrules.state import EntityId
from mtgrules.turn_events import ModifierAdded
from tests.attachment_play import RULESETS, Table
from tests.card_table import round_trip


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[Table]:
    yield Table(request.param)


@pytest.mark.parametrize(
    "line",
    [
        "Target creature can't block this turn.",
        "{3}{R}: Target creature can't block this turn.",
        "~ deals 2 damage to target creature. That creature can't block this turn.",
        "~ deals 1 damage to target creature. It can't block this turn.",
        "~ deals 1 damage to each of up to two target creatures. Those creatures can't block "
        "this turn.",
        "~ deals 1 damage to each creature your opponents control. Creatures your opponents "
        "control can't block this turn.",
        "Creatures can't block this turn.",
        "Whenever ~ attacks, up to one target creature can't block this turn.",
        "If you're the monarch, creatures can't block this turn.",
    ],
)
def test_cr509_1b_cant_block_this_turn_lines_round_trip(line: str) -> None:
    round_trip(line)


def attack_with(t: Table, attacker: EntityId) -> None:
    """From Alice's main phase, both pass to combat; Alice attacks Bob with ``attacker``;
    both pass until Bob declares blockers."""
    while t.decision().kind == "priority":
        t.game.apply(PassPriority())
    assert t.decision().kind == "declare attackers"
    t.game.apply(DeclareAttackers(((attacker, t.bob),)))
    while t.decision().kind == "priority":
        t.game.apply(PassPriority())
    assert t.decision().kind == "declare blockers"


def offered(t: Table, blocker: EntityId) -> bool:
    return any(any(b == blocker for b, _ in getattr(o, "blocks", ())) for o in t.decision().options)


def refused(t: Table, blocker: EntityId, attacker: EntityId) -> None:
    """Declaring the block is an error of rule 509.1b and changes nothing."""
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(DeclareBlockers(((blocker, attacker),)))
    assert error.value.rule == "509.1b"
    assert t.decision().kind == "declare blockers"
    assert t.game.state.combat == before.combat


def test_cr509_1b_mugging_that_creature_cant_block_until_cleanup(table: Table) -> None:
    """Mugging: 2 damage to Bob's Hill Giant (3/3, survives); the Giant can't block Alice's
    Grizzly Bears this turn; the cleanup step ends the restriction (CR 514.2)."""
    t = table
    giant = t.put("Hill Giant", t.bob)
    bears = t.put("Grizzly Bears", t.alice)
    t.lands("Mountain", t.alice, 1)
    t.main_phase()
    events = t.cast(t.put("Mugging", t.alice, "hand"), giant)
    assert t.game.damage_on(giant) == 2
    added = [e for e in events if isinstance(e, ModifierAdded)]
    assert [(e.permanent, e.rule) for e in added] == [(giant, "509.1b")]
    assert explain(added[0], t.game, "en").startswith("Hill Giant can't block this turn")
    assert "ne peut pas bloquer" in explain(added[0], t.game, "fr")
    attack_with(t, bears)
    assert not offered(t, giant)
    refused(t, giant, bears)
    t.game.cleanup()
    assert not t.game.state.objects[giant].restricted(Restriction.CANT_BLOCK)


def test_cr509_1b_duel_tactics_it_is_the_target(table: Table) -> None:
    """Duel Tactics: "It can't block this turn." is the target creature, not another one."""
    t = table
    giant = t.put("Hill Giant", t.bob)
    elves = t.put("Llanowar Elves", t.bob)
    bears = t.put("Grizzly Bears", t.alice)
    t.lands("Mountain", t.alice, 1)
    t.main_phase()
    t.cast(t.put("Duel Tactics", t.alice, "hand"), giant)
    attack_with(t, bears)
    assert not offered(t, giant)
    assert offered(t, elves)
    t.game.apply(DeclareBlockers(((elves, bears),)))
    assert t.game.state.combat is not None and elves in t.game.state.combat.blocking


def test_cr509_1b_sparkmages_gambit_those_creatures_are_both_targets(table: Table) -> None:
    """Sparkmage's Gambit on Bob's Hill Giant and Grizzly Bears: neither can block; Bob's
    untargeted Llanowar Elves still can."""
    t = table
    giant = t.put("Hill Giant", t.bob)
    bobs_bears = t.put("Grizzly Bears", t.bob)
    elves = t.put("Llanowar Elves", t.bob)
    attacker = t.put("Craw Wurm", t.alice)
    t.lands("Mountain", t.alice, 2)
    t.main_phase()
    t.cast(t.put("Sparkmage's Gambit", t.alice, "hand"), giant, bobs_bears)
    assert t.game.damage_on(giant) == t.game.damage_on(bobs_bears) == 1
    attack_with(t, attacker)
    assert not offered(t, giant) and not offered(t, bobs_bears)
    assert offered(t, elves)
    refused(t, bobs_bears, attacker)


def test_cr509_1b_cosmotronic_wave_covers_creatures_that_arrive_later(table: Table) -> None:
    """Cosmotronic Wave: Bob's Hill Giant can't block; nor can a Grizzly Bears that Bob gets
    after the spell resolved (a rule for the turn, not a locked-in set); the effect ends in
    the cleanup step."""
    t = table
    giant = t.put("Hill Giant", t.bob)
    attacker = t.put("Craw Wurm", t.alice)
    t.lands("Mountain", t.alice, 4)
    t.main_phase()
    t.cast(t.put("Cosmotronic Wave", t.alice, "hand"))
    assert t.game.damage_on(giant) == 1
    late = t.put("Grizzly Bears", t.bob)
    attack_with(t, attacker)
    assert not offered(t, giant) and not offered(t, late)
    refused(t, late, attacker)
    t.game.cleanup()
    assert not any(isinstance(e, CantBlockGroup) for e in t.game.state.effects.values())
