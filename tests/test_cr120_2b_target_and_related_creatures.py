"""One instruction to a target creature and the creatures related to it: "~ deals 2 damage to
target creature and each other creature that shares a color with it" (Cleansing Beam,
Brightflame; CR 105.4: colorless is not a color, so a colorless creature shares none) and "...
each other creature with the same name as that creature" (Homing Lightning; CR 201.2). Other
creatures of any controller count; the damage is one damage event (CR 120.2b, 120.4; 2011:
119.2b, 119.4). Real cards under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose
from mtgrules.events import DamageDealt, DamageEventOccurred, Event
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "~ deals 2 damage to target creature and each other creature that shares a color with it.",
        "{T}: ~ deals 1 damage to target creature and each other creature with the same name as"
        " that creature.",
        "~ deals X damage to target creature and each other creature that shares a color with"
        " it. You gain life equal to the damage dealt this way.",
    ],
)
def test_cr120_2b_target_and_related_creatures_round_trip(line: str) -> None:
    round_trip(line)


def _dealt(events: list[Event]) -> list[tuple[int, int]]:
    return sorted((e.recipient, e.amount) for e in events if isinstance(e, DamageDealt))


def _damage_events(events: list[Event]) -> int:
    return len([e for e in events if isinstance(e, DamageEventOccurred)])


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr105_4_cleansing_beam_hits_creatures_sharing_a_color(ruleset: str) -> None:
    """Cleansing Beam on Bob's Gray Ogre (red): 2 damage to it and to Alice's Raging Goblin
    (red), both die, in one event; Bob's Grizzly Bears (green) is not dealt damage."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 5)
    goblin = t.put("Raging Goblin", t.alice)
    ogre, bears = t.put("Gray Ogre", t.bob), t.put("Grizzly Bears", t.bob)
    beam = t.put("Cleansing Beam", t.alice, "hand")
    t.begin()
    t.act(CastSpell(beam, (ogre,)))
    events = t.resolve()
    assert _dealt(events) == sorted([(ogre, 2), (goblin, 2)])
    assert _damage_events(events) == 1
    assert not t.game.is_on_battlefield(ogre) and not t.game.is_on_battlefield(goblin)
    assert t.game.damage_on(bears) == 0


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr105_4_a_colorless_target_shares_no_color(ruleset: str) -> None:
    """Cleansing Beam on an Ornithopter (colorless): only it is dealt damage, not the other
    colorless Memnite (colorless isn't a color)."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 5)
    thopter, memnite = t.put("Ornithopter", t.bob), t.put("Memnite", t.bob)
    beam = t.put("Cleansing Beam", t.alice, "hand")
    t.begin()
    t.act(CastSpell(beam, (thopter,)))
    events = t.resolve()
    assert _dealt(events) == [(thopter, 2)]
    assert t.game.is_on_battlefield(memnite) and t.game.damage_on(memnite) == 0


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr201_2_homing_lightning_hits_creatures_with_the_same_name(ruleset: str) -> None:
    """Homing Lightning on one of Bob's two Grizzly Bears: 4 damage to both and to Alice's own
    Grizzly Bears; Bob's Hill Giant is not dealt damage."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 4)
    mine = t.put("Grizzly Bears", t.alice)
    first, second = t.put("Grizzly Bears", t.bob), t.put("Grizzly Bears", t.bob)
    giant = t.put("Hill Giant", t.bob)
    lightning = t.put("Homing Lightning", t.alice, "hand")
    t.begin()
    t.act(CastSpell(lightning, (first,)))
    events = t.resolve()
    assert _dealt(events) == sorted([(first, 4), (second, 4), (mine, 4)])
    assert _damage_events(events) == 1
    assert t.game.damage_on(giant) == 0


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr120_2b_brightflame_gains_all_the_damage_dealt(ruleset: str) -> None:
    """Brightflame with X = 2 on Bob's Gray Ogre: 2 damage to it and to Alice's Raging
    Goblin (both red); Alice gains 4 life, the damage dealt this way."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 4)
    t.lands("Plains", t.alice, 2)
    goblin = t.put("Raging Goblin", t.alice)
    ogre, bears = t.put("Gray Ogre", t.bob), t.put("Grizzly Bears", t.bob)
    flame = t.put("Brightflame", t.alice, "hand")
    t.begin()
    t.game.apply(CastSpell(flame, (ogre,)))
    t.act(Choose(2))
    events = t.resolve()
    assert _dealt(events) == sorted([(ogre, 2), (goblin, 2)])
    assert t.game.life(t.alice) == 24 and t.game.damage_on(bears) == 0
