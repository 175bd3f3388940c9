"""Counts of what an earlier instruction did (CR 608.2c: the instructions are followed in the
order written; a later one may refer to what an earlier one did): "Destroy all creatures. You
gain 1 life for each creature destroyed this way." Only permanents actually destroyed count:
not an indestructible one (CR 702.12b; 2011: 700.4) nor a regenerated one, whose destruction
was replaced (CR 701.19a; 2011: 701.12a). Real cards under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell
from mtgrules.cards.abilities import EffectLine
from mtgrules.cards.grammar import ClauseError, parse_line
from mtgrules.effects.this_way import ForEachDoneThisWay
from mtgrules.events import LifeGained
from mtgrules.objects import Zone
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "Destroy all creatures. You gain 1 life for each creature destroyed this way.",
        "Destroy all enchantments. You gain 1 life for each enchantment destroyed this way.",
        "Destroy all enchantments. You gain 2 life for each enchantment destroyed this way.",
    ],
)
def test_cr608_2c_destroyed_this_way_round_trip(line: str) -> None:
    round_trip(line)


def test_cr608_2c_destroyed_this_way_is_a_count_of_the_noun() -> None:
    line = parse_line(
        "Destroy all creatures. You gain 1 life for each creature destroyed this way."
    )
    assert isinstance(line, EffectLine)
    (count,) = line.sentences[1]
    assert isinstance(count, ForEachDoneThisWay) and count.noun == "creature"


@pytest.mark.parametrize(
    "line",
    [
        "Destroy all creatures. You gain 1 life for each token destroyed this way.",
        "Destroy all creatures. Draw a card and gain 1 life for each creature destroyed this way.",
    ],
)
def test_cr608_2c_counts_without_sense_rejected(line: str) -> None:
    with pytest.raises(ClauseError):
        parse_line(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2c_fumigate_counts_creatures_actually_destroyed(ruleset: str) -> None:
    """Fumigate: Alice's two Grizzly Bears and Bob's Hill Giant are destroyed (3 life); the
    indestructible Darksteel Myr and the regenerated River Boa are not, and don't count."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 5)
    t.lands("Forest", t.alice, 1)
    t.put("Grizzly Bears", t.alice)
    t.put("Grizzly Bears", t.alice)
    boa = t.put("River Boa", t.alice)
    t.put("Hill Giant", t.bob)
    t.put("Darksteel Myr", t.bob)
    spell = t.put("Fumigate", t.alice, "hand")
    t.begin()
    t.act(ActivateAbility(boa, 0))  # {G}: Regenerate River Boa
    t.resolve()
    t.act(CastSpell(spell, ()))
    t.resolve()
    state = t.game.state
    assert t.zone_of(t.alice, Zone.BATTLEFIELD).count("River Boa") == 1
    assert "Darksteel Myr" in t.zone_of(t.bob, Zone.BATTLEFIELD)
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Fumigate", "Grizzly Bears", "Grizzly Bears"]
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Hill Giant"]
    assert state.life_of(t.alice) == 23
    assert state.life_of(t.bob) == 20


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2c_multanis_decree_counts_only_enchantments(ruleset: str) -> None:
    """Multani's Decree: two enchantments destroyed, 2 life each; the creature stays and
    isn't counted."""
    t = Table(ruleset)
    t.lands("Forest", t.alice, 4)
    t.put("Glorious Anthem", t.alice)
    t.put("Bad Moon", t.bob)
    t.put("Grizzly Bears", t.bob)
    spell = t.put("Multani's Decree", t.alice, "hand")
    t.begin()
    t.act(CastSpell(spell, ()))
    t.resolve()
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Bad Moon"]
    assert t.zone_of(t.bob, Zone.BATTLEFIELD) == ["Grizzly Bears"]
    assert t.game.state.life_of(t.alice) == 24


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2c_paraselene_nothing_destroyed_no_life(ruleset: str) -> None:
    """Paraselene with no enchantment on the battlefield: nothing destroyed, no life."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 3)
    t.put("Grizzly Bears", t.bob)
    spell = t.put("Paraselene", t.alice, "hand")
    t.begin()
    t.act(CastSpell(spell, ()))
    events = t.resolve()
    assert t.game.state.life_of(t.alice) == 20
    assert not [e for e in events if isinstance(e, LifeGained)]


@pytest.mark.parametrize(
    "line",
    [
        "Destroy all creatures. You gain life equal to the number of creatures you controlled "
        "that were destroyed this way.",  # Kaya's Wrath
        "Destroy all creatures. Each player loses life equal to the number of creatures they "
        "controlled that were destroyed this way.",  # Deadly Tempest
    ],
)
def test_cr608_2c_controlled_that_were_destroyed_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_kayas_wrath_counts_only_the_creatures_you_controlled(ruleset: str) -> None:
    """Kaya's Wrath: all three creatures are destroyed; Alice gains 2 life, for her two
    (as they last existed), not for Bob's."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 2)
    t.lands("Swamp", t.alice, 2)
    t.put("Grizzly Bears", t.alice)
    t.put("Hill Giant", t.alice)
    t.put("Grizzly Bears", t.bob)
    spell = t.put("Kaya's Wrath", t.alice, "hand")
    t.begin()
    t.act(CastSpell(spell, ()))
    t.resolve()
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert t.game.state.life_of(t.alice) == 22
    assert t.game.state.life_of(t.bob) == 20


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_deadly_tempest_each_player_loses_for_their_own(ruleset: str) -> None:
    """Deadly Tempest: Alice loses 2 life (her two creatures), Bob 1 (his one); the
    indestructible Darksteel Myr stays and doesn't count."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 6)
    t.put("Grizzly Bears", t.alice)
    t.put("Hill Giant", t.alice)
    t.put("Grizzly Bears", t.bob)
    t.put("Darksteel Myr", t.bob)
    spell = t.put("Deadly Tempest", t.alice, "hand")
    t.begin()
    t.act(CastSpell(spell, ()))
    t.resolve()
    assert t.zone_of(t.bob, Zone.BATTLEFIELD) == ["Darksteel Myr"]
    assert t.game.state.life_of(t.alice) == 18
    assert t.game.state.life_of(t.bob) == 19
