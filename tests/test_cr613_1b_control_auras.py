"""CR 613.1b: "You control enchanted creature." (Control Magic) is a control-changing effect
in layer 2 that applies while the Aura is attached (CR 611.3a); the creature returns to its
controller when the Aura leaves, and follows the Aura's controller. Real cards from the
bundled database, played through ``Game.apply``, under both rulesets."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules.actions import DeclareAttackers
from mtgrules.events import ControlChanged
from mtgrules.rules.casting import IllegalActionError
from tests.attachment_play import RULESETS, Table


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[Table]:
    yield Table(request.param)


def _steal(t: Table, creature: int, aura_name: str = "Control Magic") -> int:
    t.lands("Island", t.alice, 4)
    magic = t.put(aura_name, t.alice, "hand")
    t.main_phase()
    events = t.cast(magic, creature)
    changed = [e for e in events if isinstance(e, ControlChanged)]
    assert [(e.permanent, e.controller, e.rule) for e in changed] == [(creature, t.alice, "613.1b")]
    return t.on_battlefield(aura_name)


def test_cr613_1b_control_magic_gives_control_of_enchanted_creature(table: Table) -> None:
    """Alice casts Control Magic on Bob's Hill Giant: she controls it (layer 2), and it has
    not been under her control continuously since her turn began, so it can't attack
    (CR 302.6)."""
    t = table
    giant = t.put("Hill Giant", t.bob)
    _steal(t, giant)
    assert t.game.state.objects[giant].controller == t.alice
    assert t.game.state.objects[giant].owner == t.bob
    while t.decision().kind == "priority":
        t.pass_step()  # to the declare attackers step
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError, match=r"302\.6"):
        t.game.apply(DeclareAttackers(((giant, t.bob),)))
    assert t.game.state == before


def test_cr613_1b_control_returns_when_the_aura_leaves(table: Table) -> None:
    """Control Magic is destroyed: its effect ends (CR 611.3a) and Bob controls his Hill
    Giant again; the Aura goes to Alice's graveyard, the giant stays on the battlefield."""
    t = table
    giant = t.put("Hill Giant", t.bob)
    magic = _steal(t, giant)
    t.game.move_to_zone(magic, "graveyard")
    assert t.game.is_on_battlefield(giant)
    assert t.game.state.objects[giant].controller == t.bob


def test_cr613_1b_the_creature_follows_the_auras_controller(table: Table) -> None:
    """Bob gains control of Control Magic itself: "you" is now Bob, so he controls the
    enchanted creature again (the effect's controller changed, CR 613.1b, 109.5)."""
    t = table
    giant = t.put("Hill Giant", t.bob)
    magic = _steal(t, giant)
    t.game.set_controller(magic, t.bob)
    assert t.game.state.objects[giant].controller == t.bob
    t.game.set_controller(magic, t.alice)
    assert t.game.state.objects[giant].controller == t.alice


def test_cr613_7_a_later_control_effect_outlasts_the_aura(table: Table) -> None:
    """A later control-changing effect wins over the Aura's (timestamp order, CR 613.7), and
    still applies after the Aura leaves: the creature doesn't go back to its old controller."""
    t = table
    giant = t.put("Hill Giant", t.bob)
    magic = _steal(t, giant)
    t.game.set_controller(giant, t.bob)  # a later effect gives it back to Bob
    assert t.game.state.objects[giant].controller == t.bob
    t.game.move_to_zone(magic, "graveyard")
    assert t.game.state.objects[giant].controller == t.bob


def test_cr613_1b_enchanted_artifact_changes_control(table: Table) -> None:
    """Steal Artifact ("Enchant artifact", "You control enchanted artifact."): the same for an
    artifact; the state copy taken before is unaffected."""
    t = table
    t.lands("Island", t.alice, 4)
    sword = t.put("Short Sword", t.bob)
    steal = t.put("Steal Artifact", t.alice, "hand")
    t.main_phase()
    before = t.game.state.copy()
    t.cast(steal, sword)
    assert t.game.state.objects[sword].controller == t.alice
    assert before.objects[sword].controller == t.bob
    t.game.move_to_zone(t.on_battlefield("Steal Artifact"), "exile")
    assert t.game.state.objects[sword].controller == t.bob
