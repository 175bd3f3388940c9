""" "~ deals N damage to target player or planeswalker and [M damage to] each creature that
player or that planeswalker's controller controls" (Flame Wave, Chandra's Fury, Radiating
Lightning, Lavalanche): the target player, or the target planeswalker's controller, names the
creatures dealt damage; all of it is dealt in one damage event (CR 120.2b / 2011 119.2b, the
event: CR 120.4 / 2011 119.4). Real cards, both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose
from mtgrules.events import DamageDealt, DamageEventOccurred, Event
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table

LINES = (
    "~ deals 4 damage to target player or planeswalker and each creature that player or that "
    "planeswalker's controller controls.",
    "~ deals 4 damage to target player or planeswalker and 1 damage to each creature that "
    "player or that planeswalker's controller controls.",
    "~ deals 3 damage to target player and 1 damage to each creature that player controls.",
    "~ deals X damage to target player or planeswalker and each creature that player or that "
    "planeswalker's controller controls.",
)


def _dealt(events: list[Event]) -> list[tuple[int, int]]:
    return sorted((e.recipient, e.amount) for e in events if isinstance(e, DamageDealt))


def _damage_events(events: list[Event]) -> int:
    return len([e for e in events if isinstance(e, DamageEventOccurred)])


@pytest.mark.parametrize("line", LINES)
def test_cr120_2b_target_player_and_their_creatures_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr120_2b_flame_wave_target_player_and_their_creatures(ruleset: str) -> None:
    """Flame Wave at Bob: 4 to Bob and to each of his creatures, in one event; Alice's
    creature is not dealt damage (it isn't "that player's")."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 7)
    wave = t.put("Flame Wave", t.alice, "hand")
    giant, bears = t.put("Hill Giant", t.bob), t.put("Grizzly Bears", t.bob)
    ogre = t.put("Gray Ogre", t.alice)
    t.begin()
    t.act(CastSpell(wave, (t.bob,)))
    events = t.resolve()
    assert _dealt(events) == sorted([(t.bob, 4), (giant, 4), (bears, 4)])
    assert _damage_events(events) == 1
    assert not t.game.is_on_battlefield(giant) and not t.game.is_on_battlefield(bears)
    assert t.game.is_on_battlefield(ogre)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 16)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr120_2b_chandras_fury_planeswalker_names_its_controller(ruleset: str) -> None:
    """Chandra's Fury at Bob's planeswalker (loyalty 6): 4 to it, 1 to each creature its
    controller Bob controls; Bob himself is not dealt damage."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 5)
    fury = t.put("Chandra's Fury", t.alice, "hand")
    card = t.game.add_card("Jace", owner=t.bob, types={"Planeswalker"}, loyalty=6, zone="hand")
    moved, _ = t.game.move_to_zone(card, "battlefield")  # CR 306.5b: enters with 6 loyalty
    walker = moved.new_id  # type: ignore[attr-defined]
    elf, giant = t.put("Llanowar Elves", t.bob), t.put("Hill Giant", t.bob)
    bears = t.put("Grizzly Bears", t.alice)
    t.begin()
    t.act(CastSpell(fury, (walker,)))
    events = t.resolve()
    assert _dealt(events) == sorted([(walker, 4), (elf, 1), (giant, 1)])
    assert _damage_events(events) == 1
    assert not t.game.is_on_battlefield(elf)
    assert t.game.is_on_battlefield(giant) and t.game.is_on_battlefield(bears)
    assert (t.game.life(t.bob), t.game.loyalty(walker)) == (20, 2)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr120_2b_radiating_lightning_other_amount(ruleset: str) -> None:
    """Radiating Lightning at Bob: 3 to Bob, 1 to each of his creatures."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 4)
    spell = t.put("Radiating Lightning", t.alice, "hand")
    elf, bears = t.put("Llanowar Elves", t.bob), t.put("Grizzly Bears", t.bob)
    t.begin()
    t.act(CastSpell(spell, (t.bob,)))
    events = t.resolve()
    assert _dealt(events) == sorted([(t.bob, 3), (elf, 1), (bears, 1)])
    assert _damage_events(events) == 1
    assert not t.game.is_on_battlefield(elf) and t.game.is_on_battlefield(bears)
    assert t.game.life(t.bob) == 17


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr120_2b_radiating_lightning_at_yourself(ruleset: str) -> None:
    """Radiating Lightning at its own controller: her creatures are dealt damage, Bob's not."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 4)
    spell = t.put("Radiating Lightning", t.alice, "hand")
    mine, his = t.put("Llanowar Elves", t.alice), t.put("Llanowar Elves", t.bob)
    t.begin()
    t.act(CastSpell(spell, (t.alice,)))
    events = t.resolve()
    assert _dealt(events) == sorted([(t.alice, 3), (mine, 1)])
    assert t.game.is_on_battlefield(his) and not t.game.is_on_battlefield(mine)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr107_3_lavalanche_x_to_player_and_their_creatures(ruleset: str) -> None:
    """Lavalanche with X=2 at Bob: 2 to Bob and to each of his creatures, one event."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 3)
    t.lands("Swamp", t.alice, 1)
    t.lands("Forest", t.alice, 1)
    spell = t.put("Lavalanche", t.alice, "hand")
    bears, giant = t.put("Grizzly Bears", t.bob), t.put("Hill Giant", t.bob)
    t.begin()
    t.game.apply(CastSpell(spell, (t.bob,)))
    t.act(Choose(2))
    events = t.resolve()
    assert _dealt(events) == sorted([(t.bob, 2), (bears, 2), (giant, 2)])
    assert _damage_events(events) == 1
    assert not t.game.is_on_battlefield(bears) and t.game.is_on_battlefield(giant)
    assert t.game.life(t.bob) == 18
