"""CR 704.5m (2011: 704.5n): an Aura attached to an illegal object or player, or attached to
nothing, is put into its owner's graveyard; CR 704.5n (2011: 704.5p): an Equipment attached
to an illegal permanent becomes unattached and stays on the battlefield. Real cards from the
bundled database, under both rulesets."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules import DamagePart
from mtgrules.attach_events import BecameUnattached
from mtgrules.events import ZoneChanged
from mtgrules.objects import Zone
from mtgrules.rules import sba
from mtgrules.rules.effects_in_force import effects_in_force
from tests.attachment_play import RULESETS, Table


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[Table]:
    yield Table(request.param)


def _aura_rule(t: Table) -> str:
    return "704.5n" if t.game.ruleset.name == "cr2011" else "704.5m"


def _equipment_rule(t: Table) -> str:
    return "704.5p" if t.game.ruleset.name == "cr2011" else "704.5n"


def _enchant(t: Table, aura: str, host: int, owner: int | None = None) -> int:
    card = t.put(aura, t.alice if owner is None else owner, "hand")
    events = t.game.put_onto_battlefield_attached(card, host)
    return t.new_id(events, card)


def _equip(t: Table, equipment: str, host: int) -> int:
    card = t.put(equipment, t.alice)
    t.game.attach(card, host)
    return card


def test_cr704_5m_aura_goes_to_graveyard_when_its_creature_dies(table: Table) -> None:
    """4 damage kills the Grizzly Bears enchanted by Holy Strength (3/4); then Holy
    Strength, attached to an object that no longer exists, goes to the graveyard as a
    state-based action."""
    t = table
    bears = t.put("Grizzly Bears", t.alice)
    aura = _enchant(t, "Holy Strength", bears)
    bolt = t.put("Lightning Bolt", t.bob, "stack")
    t.game.deal_damage(bolt, bears, 4)
    events = t.game.check_state_based_actions()
    moved = [e for e in events if isinstance(e, ZoneChanged) and e.object == aura]
    assert [(e.destination, e.rule) for e in moved] == [(Zone.GRAVEYARD, _aura_rule(t))]
    assert not t.game.is_on_battlefield(bears)


def test_cr704_5n_equipment_stays_unattached_when_its_creature_dies(table: Table) -> None:
    """The equipped creature dies: Short Sword becomes unattached and stays on the
    battlefield."""
    t = table
    bears = t.put("Grizzly Bears", t.alice)
    sword = _equip(t, "Short Sword", bears)
    bolt = t.put("Lightning Bolt", t.bob, "stack")
    t.game.deal_damage(bolt, bears, 3)
    events = t.game.check_state_based_actions()
    unattached = [e for e in events if isinstance(e, BecameUnattached)]
    assert [(e.attachment, e.rule) for e in unattached] == [(sword, _equipment_rule(t))]
    assert t.game.is_on_battlefield(sword)
    assert t.game.attached_to(sword) is None


def test_cr704_5m_aura_illegal_after_a_control_change(table: Table) -> None:
    """Inferno Fist ("Enchant creature you control") on Alice's creature: when Bob gains
    control of the creature, the Aura is attached to an illegal object and goes to the
    graveyard, and the creature loses the bonus."""
    t = table
    bears = t.put("Grizzly Bears", t.alice)
    fist = _enchant(t, "Inferno Fist", bears)
    assert t.game.power(bears) == 4
    t.game.set_controller(bears, t.bob)
    events = t.game.check_state_based_actions()
    assert [e.rule for e in events if isinstance(e, ZoneChanged) and e.object == fist] == [
        _aura_rule(t)
    ]
    assert t.game.power(bears) == 2


def test_equipment_stays_attached_after_a_control_change(table: Table) -> None:
    """An Equipment may equip a creature another player controls (only equip's target must
    be yours, CR 702.6a): a control change of the creature leaves it attached."""
    t = table
    bears = t.put("Grizzly Bears", t.alice)
    sword = _equip(t, "Short Sword", bears)
    t.game.set_controller(bears, t.bob)
    assert t.game.check_state_based_actions() == []
    assert t.game.attached_to(sword) == bears
    assert t.game.power(bears) == 3


def test_cr704_5m_an_aura_attached_to_nothing_goes_to_the_graveyard(table: Table) -> None:
    """Pacifism put onto the battlefield attached to nothing: it goes to the graveyard."""
    t = table
    pacifism = t.put("Pacifism", t.alice)
    events = t.game.check_state_based_actions()
    assert [(e.object, e.rule) for e in events if isinstance(e, ZoneChanged)] == [
        (pacifism, _aura_rule(t))
    ]


def test_removing_the_aura_can_make_damage_lethal(table: Table) -> None:
    """Grizzly Bears with Holy Strength (3/4) and 3 damage survive; when the Aura is
    destroyed the bears are 2/2 with 3 damage, and die (CR 704.5g)."""
    t = table
    bears = t.put("Grizzly Bears", t.alice)
    aura = _enchant(t, "Holy Strength", bears)
    bolt = t.put("Lightning Bolt", t.bob, "stack")
    t.game.deal_damage(bolt, bears, 3)
    assert t.game.check_state_based_actions() == []
    t.game.move_to_zone(aura, "graveyard")
    events = t.game.check_state_based_actions()
    assert "704.5g" in [e.rule for e in events]
    assert not t.game.is_on_battlefield(bears)


def test_cr704_3_aura_and_equipment_actions_in_one_pass(table: Table) -> None:
    """Two creatures die in one damage event; in the next check both attachment actions
    happen at once, in the same pass (CR 704.3): the Aura to the graveyard, the Equipment
    unattached."""
    t = table
    bears = t.put("Grizzly Bears", t.alice)
    ogre = t.put("Gray Ogre", t.alice)
    aura = _enchant(t, "Holy Strength", bears)
    sword = _equip(t, "Short Sword", ogre)
    bolt = t.put("Lightning Bolt", t.bob, "stack")
    t.game.deal_damage_event([DamagePart(bolt, bears, 4), DamagePart(bolt, ogre, 3)])
    state = t.game.state
    first = sba.one_pass(state, t.game.ruleset, t.game.variant, effects_in_force(state))
    assert {e.object for e in first if isinstance(e, ZoneChanged)} == {bears, ogre}
    t.game.check_state_based_actions()
    assert not t.game.is_on_battlefield(aura)
    assert t.game.is_on_battlefield(sword) and t.game.attached_to(sword) is None
    log = t.game.log
    aura_move = next(i for i, e in enumerate(log) if getattr(e, "object", None) == aura)
    unattach = next(i for i, e in enumerate(log) if isinstance(e, BecameUnattached))
    creatures = [i for i, e in enumerate(log) if getattr(e, "object", None) in (bears, ogre)]
    assert max(creatures) < min(aura_move, unattach)  # the pass after the creatures died
    assert abs(aura_move - unattach) == 1  # and one pass for both
