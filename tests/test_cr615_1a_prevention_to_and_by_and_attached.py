"""CR 615.1a (2011: the same rule): static prevention effects read from their words --
"to and dealt by ~" / "to and dealt by creatures you control" (combat damage either way),
"to equipped creature" (combat damage), "to ~ by enchanted creatures" (sources with an Aura
attached as the damage would be dealt); the static "prevent N of that damage" for more
recipients (equipped creature, planeswalkers you control, a Cleric creature you control) and
sources (an artifact, a creature). Real cards, both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.grammar import parse_line
from mtgrules.proposed import DamagePart
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


def _damage(t: Table, entity: int) -> int:
    return t.game.state.objects[entity].damage


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_1a_fog_bank_prevents_combat_damage_to_and_by_itself(ruleset: str) -> None:
    """Fog Bank: Hill Giant's 3 combat damage to it and its 2 combat damage to the Giant are
    prevented; the Giant's 1 noncombat damage to it is dealt; the Giant's combat damage to
    Alice is dealt."""
    t = Table(ruleset)
    fog = t.put("Fog Bank", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.begin()
    t.game.deal_damage(giant, fog, 3, combat=True)
    t.game.deal_damage(fog, giant, 2, combat=True)
    assert _damage(t, fog) == 0 and _damage(t, giant) == 0
    t.game.deal_damage(giant, fog, 1)
    assert _damage(t, fog) == 1
    t.game.deal_damage(giant, t.alice, 3, combat=True)
    assert t.game.life(t.alice) == 17


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_1a_statecraft_prevents_combat_damage_of_your_creatures(ruleset: str) -> None:
    """Statecraft (Alice's): her Grizzly Bears' 2 combat damage to Bob and Hill Giant's 3
    combat damage to the Bears are prevented; the Giant's combat damage to Alice herself and
    the Bears' noncombat damage to Bob are dealt."""
    t = Table(ruleset)
    t.put("Statecraft", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.begin()
    t.game.deal_damage(bears, t.bob, 2, combat=True)
    t.game.deal_damage(giant, bears, 3, combat=True)
    assert t.game.life(t.bob) == 20 and _damage(t, bears) == 0
    t.game.deal_damage(giant, t.alice, 3, combat=True)
    t.game.deal_damage(bears, t.bob, 2)
    assert t.game.life(t.alice) == 17 and t.game.life(t.bob) == 18


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_1a_generals_kabuto_prevents_combat_damage_to_the_equipped(ruleset: str) -> None:
    """General's Kabuto on Craw Wurm: Hill Giant's 3 combat damage to it is prevented, 2
    noncombat damage is dealt; the Wurm's combat damage to Bob is dealt."""
    t = Table(ruleset)
    kabuto = t.put("General's Kabuto", t.alice)
    wurm = t.put("Craw Wurm", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.game.attach(kabuto, wurm)
    t.begin()
    t.game.deal_damage(giant, wurm, 3, combat=True)
    assert _damage(t, wurm) == 0
    t.game.deal_damage(giant, wurm, 2)
    assert _damage(t, wurm) == 2
    t.game.deal_damage(wurm, t.bob, 6, combat=True)
    assert t.game.life(t.bob) == 14


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_1a_wall_of_putrid_flesh_ignores_enchanted_creatures(ruleset: str) -> None:
    """Wall of Putrid Flesh: Bob's Hill Giant with Holy Strength attached deals 3: prevented;
    his unenchanted Grizzly Bears deal 2: dealt."""
    t = Table(ruleset)
    wall = t.put("Wall of Putrid Flesh", t.alice)
    giant = t.put("Hill Giant", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    t.game.attach(t.put("Holy Strength", t.bob), giant)
    t.begin()
    t.game.deal_damage(giant, wall, 3)
    assert _damage(t, wall) == 0
    t.game.deal_damage(bears, wall, 2)
    assert _damage(t, wall) == 2


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_1a_enchanted_being_only_combat_damage(ruleset: str) -> None:
    """Enchanted Being: the enchanted Hill Giant's 3 combat damage is prevented, its 1
    noncombat damage is dealt."""
    t = Table(ruleset)
    being = t.put("Enchanted Being", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.game.attach(t.put("Holy Strength", t.bob), giant)
    t.begin()
    t.game.deal_damage(giant, being, 3, combat=True)
    assert _damage(t, being) == 0
    t.game.deal_damage(giant, being, 1)
    assert _damage(t, being) == 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_1a_shield_of_the_realm_prevents_2_of_each_damage(ruleset: str) -> None:
    """Shield of the Realm on Craw Wurm: Hill Giant's 3 damage -> 1, twice (2 marked: a
    static "prevent N of that damage" applies to each damage, CR 615.10 / 2011 615.9);
    unequipped Grizzly Bears take the Giant's 3 in full."""
    t = Table(ruleset)
    shield = t.put("Shield of the Realm", t.alice)
    wurm = t.put("Craw Wurm", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.game.attach(shield, wurm)
    t.begin()
    t.game.deal_damage(giant, wurm, 3)
    t.game.deal_damage(giant, wurm, 3)
    assert _damage(t, wurm) == 2
    t.game.deal_damage(giant, bears, 1)
    assert _damage(t, bears) == 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_1a_djeru_protects_your_planeswalkers(ruleset: str) -> None:
    """Djeru, With Eyes Open: Hill Giant's 3 damage to Alice's Ajani, Inspiring Leader (5
    loyalty) removes 2 counters (3 left); its 3 damage to Alice's Craw Wurm is dealt in full."""
    t = Table(ruleset)
    t.put("Djeru, With Eyes Open", t.alice)
    ajani = t.put("Ajani, Inspiring Leader", t.alice)
    wurm = t.put("Craw Wurm", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.begin()
    t.game.deal_damage(giant, ajani, 3)
    assert t.game.state.objects[ajani].counter("loyalty") == 3
    t.game.deal_damage(giant, wurm, 3)
    assert _damage(t, wurm) == 3


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_1a_daunting_defender_protects_clerics(ruleset: str) -> None:
    """Daunting Defender (a Human Cleric): Hill Giant's 3 damage to it -> 2; to Grizzly
    Bears (not a Cleric) 1 -> 1."""
    t = Table(ruleset)
    defender = t.put("Daunting Defender", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.begin()
    t.game.deal_damage(giant, defender, 3)
    t.game.deal_damage(giant, bears, 1)
    assert _damage(t, defender) == 2 and _damage(t, bears) == 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_1a_sphere_of_purity_only_artifact_sources(ruleset: str) -> None:
    """Sphere of Purity: Bob's Ornithopter's 2 damage to Alice -> 1 (19); his Hill Giant's
    3 in full (16)."""
    t = Table(ruleset)
    t.put("Sphere of Purity", t.alice)
    thopter = t.put("Ornithopter", t.bob)
    giant = t.put("Hill Giant", t.bob)
    t.begin()
    t.game.deal_damage(thopter, t.alice, 2)
    assert t.game.life(t.alice) == 19
    t.game.deal_damage(giant, t.alice, 3)
    assert t.game.life(t.alice) == 16


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_1a_tajic_prevents_noncombat_damage_to_other_creatures(ruleset: str) -> None:
    """Tajic, Legion's Edge: Hill Giant's 2 noncombat damage to Alice's Grizzly Bears is
    prevented, its 2 combat damage is dealt; 1 noncombat damage to Tajic itself is dealt."""
    t = Table(ruleset)
    tajic = t.put("Tajic, Legion's Edge", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.begin()
    t.game.deal_damage(giant, bears, 2)
    assert _damage(t, bears) == 0
    t.game.deal_damage(giant, bears, 1, combat=True)
    t.game.deal_damage(giant, tajic, 1)
    assert _damage(t, bears) == 1 and _damage(t, tajic) == 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_1a_the_wanderer_prevents_noncombat_damage_to_you_and_others(ruleset: str) -> None:
    """The Wanderer (5 loyalty): Hill Giant's 3 noncombat damage to Alice and to her Grizzly
    Bears is prevented; 2 to The Wanderer itself removes 2 loyalty; combat damage to Alice is
    dealt. (Alice's own Giant: no 2011 306.7 redirection to offer.)"""
    t = Table(ruleset)
    wanderer = t.put("The Wanderer", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.alice)
    t.begin()
    t.game.deal_damage_event([DamagePart(giant, t.alice, 3), DamagePart(giant, bears, 3)])
    assert t.game.life(t.alice) == 20 and _damage(t, bears) == 0
    t.game.deal_damage(giant, wanderer, 2)
    assert t.game.state.objects[wanderer].counter("loyalty") == 3
    t.game.deal_damage(giant, t.alice, 3, combat=True)
    assert t.game.life(t.alice) == 17


@pytest.mark.parametrize(
    "line",
    [
        "Prevent all noncombat damage that would be dealt to other creatures you control.",
        "Prevent all noncombat damage that would be dealt to you and other permanents you control.",
        "If a source would deal damage to equipped creature, prevent 2 of that damage.",
        "If a source would deal damage to a planeswalker you control, prevent 1 of that damage.",
        "If a source would deal damage to you or a creature you control, prevent 1 of that damage.",
        "If a source would deal damage to a Cleric creature you control, prevent 1 of that damage.",
        "If an artifact would deal damage to you, prevent 1 of that damage.",
        "If a creature would deal damage to you, prevent 1 of that damage.",
    ],
)
def test_cr615_1a_prevent_n_recipients_and_sources_round_trip(line: str) -> None:
    round_trip(line)


def test_cr615_1a_artifact_damage_doubled_is_refused() -> None:
    with pytest.raises(ClauseError):
        parse_line("If an artifact would deal damage to you, it deals double that damage instead.")


@pytest.mark.parametrize(
    "line",
    [
        "Prevent all combat damage that would be dealt to and dealt by ~.",
        "Prevent all combat damage that would be dealt to and dealt by creatures you control.",
        "Prevent all combat damage that would be dealt to equipped creature.",
        "Prevent all damage that would be dealt to ~ by enchanted creatures.",
        "Prevent all combat damage that would be dealt to ~ by enchanted creatures.",
    ],
)
def test_cr615_1a_more_static_prevention_round_trip(line: str) -> None:
    round_trip(line)
