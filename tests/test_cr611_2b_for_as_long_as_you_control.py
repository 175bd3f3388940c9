"""Abilities granted "for as long as you control ~" (CR 611.2b): "When ~ enters, another target
permanent gains indestructible for as long as you control ~." (Aegis Angel). The ability lasts
while the Angel's controller controls it: it ends when the Angel leaves the battlefield or
another player gains control of it; if that happened before the ability resolved, it does
nothing. Real cards, under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.effects.while_controlling import WhileYouControlSource
from mtgrules.objects import Keyword, Zone
from mtgrules.state import EntityId
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


def test_cr611_2b_round_trip() -> None:
    round_trip(
        "When ~ enters, another target permanent gains indestructible for as long as you control ~."
    )


def _angel_enters(t: Table, bears: EntityId) -> EntityId:
    """Alice casts Aegis Angel; its ability targets ``bears`` and waits on the stack."""
    t.lands("Plains", t.alice, 6)
    angel = t.put("Aegis Angel", t.alice, "hand")
    t.begin()
    t.act(CastSpell(angel, ()))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    # "another": the Bears and the six Plains, not the Angel itself
    assert len(t.asked().options) == 7 and (bears,) in t.asked().options
    t.act(Choose((bears,)))
    return next(o.id for o in t.game.state.battlefield() if o.name == "Aegis Angel")


def _indestructible(t: Table, permanent: EntityId) -> bool:
    return t.game.state.objects[permanent].has(Keyword.INDESTRUCTIBLE)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr611_2b_indestructible_until_the_angel_leaves(ruleset: str) -> None:
    """Alice's Grizzly Bears gains indestructible and survives a Murder; when the Angel
    leaves the battlefield, the Bears loses it."""
    t = Table(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    angel = _angel_enters(t, bears)
    t.resolve()
    assert _indestructible(t, bears)
    t.lands("Swamp", t.alice, 3)
    t.act(CastSpell(t.put("Murder", t.alice, "hand"), (bears,)))
    t.resolve()
    assert t.game.is_on_battlefield(bears)
    t.game.move_to_zone(angel, Zone.GRAVEYARD)
    assert not _indestructible(t, bears)
    assert not [e for e in t.game.state.effects.values() if isinstance(e, WhileYouControlSource)]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr611_2b_ends_when_another_player_gains_control_of_the_angel(ruleset: str) -> None:
    """Bob gains control of the Angel: Alice no longer controls it, the Bears loses
    indestructible."""
    t = Table(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    angel = _angel_enters(t, bears)
    t.resolve()
    assert _indestructible(t, bears)
    t.game.set_controller(angel, t.bob)
    assert not _indestructible(t, bears)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr611_2b_the_angel_left_before_the_ability_resolved(ruleset: str) -> None:
    """The Angel leaves with its ability on the stack: the duration has already ended, the
    Bears never gains indestructible."""
    t = Table(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    angel = _angel_enters(t, bears)
    t.game.move_to_zone(angel, Zone.GRAVEYARD)
    t.resolve()
    assert not _indestructible(t, bears)
