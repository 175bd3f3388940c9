"""CR 603.2, 603.7c: amounts from a trigger event: "put that many +1/+1 counters on ~" (the
damage dealt, the life gained; one trigger per creature, CR 603.2c) and "that spell's mana
value" (the spell a cast trigger triggered on, even when the ability has targets of its own).
Real cards, played under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, PassPriority
from mtgrules.cards.grammar import parse_line
from mtgrules.cards.support import missing
from tests.amounts_2_play import cast_and_resolve, settle
from tests.card_table import round_trip
from tests.combat_table import CombatTable
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "Whenever you cast a spell from anywhere other than your hand, ~ deals damage equal to "
        "that spell's mana value to target opponent.",
        "Whenever you cast a Spirit or Arcane spell, you may gain life equal to that spell's "
        "mana value.",
    ],
)
def test_cr603_7c_that_spells_mana_value_lines_round_trip(line: str) -> None:
    round_trip(line)


def test_cr603_7c_that_spells_mana_value_needs_a_cast_trigger() -> None:
    """Outside a cast trigger, "that spell" names nothing the engine knows."""
    line = "Whenever a creature you control dies, you gain life equal to that spell's mana value."
    assert missing(parse_line(line)) is not None


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_7c_keeper_of_secrets_uses_the_spell_not_its_own_target(ruleset: str) -> None:
    """Keeper of Secrets and Firebolt ({R}) cast with flashback: the trigger targets Bob, and
    its amount is the spell's mana value, 1 (its mana cost, not the flashback cost, CR
    118.9c); then Firebolt deals 2."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 5)
    t.begin()
    t.put("Keeper of Secrets", t.alice)
    firebolt = t.put("Firebolt", t.alice, "graveyard")
    t.act(CastSpell(firebolt, (t.bob,), how="flashback"))  # the trigger targets Bob
    assert [item.targets for item in t.game.state.stack] == [(t.bob,), (t.bob,)]
    t.resolve()
    assert t.game.life(t.bob) == 19
    t.resolve()
    assert t.game.life(t.bob) == 17


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_7c_bounteous_kirin_gains_the_arcane_spells_mana_value(ruleset: str) -> None:
    """Bounteous Kirin and Kami of Ancient Law ({1}{W}, a Spirit): Alice may gain 2 life;
    she does. Then Lava Spike ({R}, Arcane): 1 more."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 2)
    t.lands("Mountain", t.alice, 1)
    t.begin()
    t.put("Bounteous Kirin", t.alice)
    t.act(CastSpell(t.put("Kami of Ancient Law", t.alice, "hand")))
    t.resolve(True)
    assert t.game.life(t.alice) == 22
    t.resolve()
    t.act(CastSpell(t.put("Lava Spike", t.alice, "hand"), (t.bob,)))
    t.resolve(True)
    t.resolve()
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (23, 17)


@pytest.mark.parametrize(
    "line",
    [
        "Whenever ~ deals combat damage to a player, put that many +1/+1 counters on it.",
        "Whenever a creature you control deals combat damage to a player, put that many +1/+1 "
        "counters on it.",
        "Whenever you gain life, put that many +1/+1 counters on ~.",
        "Whenever you're dealt damage, put that many charge counters on ~.",
    ],
)
def test_cr603_2_that_many_counters_lines_round_trip(line: str) -> None:
    round_trip(line)


def test_cr603_2_that_many_needs_an_event_with_an_amount() -> None:
    """An event without an amount (a creature entering) gives "that many" nothing."""
    line = "Whenever a creature enters, put that many +1/+1 counters on ~."
    assert missing(parse_line(line)) is not None


def test_cr603_2_westgate_regent_gets_counters_for_its_combat_damage(ruleset: str) -> None:
    """Westgate Regent (4/4) unblocked: 4 damage to Bob, then four +1/+1 counters on it."""
    t = CombatTable(ruleset)
    regent = t.put("Westgate Regent", t.alice)
    t.attack(regent)
    t.finish_combat()
    settle(t)
    assert t.game.life(t.bob) == 16
    assert t.obj(regent).counter("+1/+1") == 4


def test_cr603_2_necropolis_regent_each_creature_gets_its_own_damage(ruleset: str) -> None:
    """Necropolis Regent (6/5) and Gray Ogre (2/2) unblocked: one trigger per creature, each
    with the damage that creature dealt (CR 603.2c): 6 counters and 2 counters."""
    t = CombatTable(ruleset)
    regent = t.put("Necropolis Regent", t.alice)
    ogre = t.put("Gray Ogre", t.alice)
    t.attack(regent, ogre)
    settle(t)
    assert t.game.life(t.bob) == 12
    assert (t.obj(regent).counter("+1/+1"), t.obj(ogre).counter("+1/+1")) == (6, 2)


def test_cr603_2_ageless_entity_gets_the_life_gained(ruleset: str) -> None:
    """Ageless Entity and Revitalize (gain 3): three +1/+1 counters."""
    t = CombatTable(ruleset)
    entity = t.put("Ageless Entity", t.alice)
    t.lands("Plains", 2)
    t.main_phase()
    cast_and_resolve(t, "Revitalize")
    settle(t)
    assert t.obj(entity).counter("+1/+1") == 3


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr202_3e_that_spells_mana_value_counts_its_x(ruleset: str) -> None:
    """The Frightful Four and Bob's Windstorm ({X}{G}) cast with X = 3: on the stack its mana
    value is 4 (CR 202.3e), so Bob loses 4."""
    t = Table(ruleset)
    t.lands("Forest", t.bob, 4)
    t.put("The Frightful Four", t.alice)
    t.begin()
    windstorm = t.put("Windstorm", t.bob, "hand")
    t.game.apply(PassPriority())  # Alice passes: Bob has priority
    t.act(CastSpell(windstorm), 3)
    while t.game.state.stack:
        t.game.apply(PassPriority())
    assert (t.game.life(t.bob), t.game.life(t.alice)) == (16, 20)
