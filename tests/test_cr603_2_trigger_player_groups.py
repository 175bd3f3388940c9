""" "Whenever ~ deals combat damage to an opponent, it deals that much damage to each other
opponent." (Hydra Omnivore, Grenzo's Ruffians): "each other opponent" is each opponent of the
controller (CR 102.3) but the one the trigger event names (CR 603.2); "that much" is the
combat damage dealt (CR 608.2h). Real cards played through combat under both rulesets; the group
with a third player set up (turns run two-player games)."""

from __future__ import annotations

import pytest

from mtgrules.cards.abilities import TriggeredLine, instructions
from mtgrules.cards.grammar import parse_line
from mtgrules.cards.support import missing
from mtgrules.cards.trigger_player_groups import OtherOpponentsEach, other_opponents
from mtgrules.effects.instructions import DealVariableDamage
from mtgrules.objects import Zone
from tests.card_table import round_trip
from tests.combat_table import CombatTable
from tests.instruction_play import RULESETS

OMNIVORE = (
    "Whenever ~ deals combat damage to an opponent, it deals that much damage to each other"
    " opponent."
)


def test_cr603_2_each_other_opponent_round_trip() -> None:
    round_trip(OMNIVORE)
    round_trip(
        "Whenever ~ deals combat damage to a player, it deals that much damage to each creature"
        " that player controls."
    )


def test_cr603_2_each_other_opponent_needs_a_player_in_the_event() -> None:
    """Without a player in the trigger event, "other" than whom is unknown: refused."""
    assert missing(parse_line("Whenever ~ attacks, each other opponent loses 1 life.")) is not None
    assert missing(parse_line("~ deals 2 damage to each other opponent.")) is not None
    attacks = "Whenever ~ attacks, it deals 1 damage to each creature that player controls."
    assert missing(parse_line(attacks)) is not None


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_each_other_opponent_with_three_players(ruleset: str) -> None:
    """With three players (set up, not played: turns run two-player games), Hydra Omnivore's
    "each other opponent" after damage to Bob is Carol: not Bob, not its controller Alice."""
    t = CombatTable(ruleset)
    carol = t.game.add_player("Carol")
    ability = parse_line(OMNIVORE)
    assert isinstance(ability, TriggeredLine)
    (damage,) = [i for i in instructions(ability.sentences) if isinstance(i, DealVariableDamage)]
    group = damage.to
    assert isinstance(group, OtherOpponentsEach)
    state = t.game.state
    opponents = [p for p in state.players if group.match.matches(state, p, t.alice)]
    assert opponents == [t.bob, carol]
    assert other_opponents(opponents, t.bob) == [carol]
    assert other_opponents(opponents, carol) == [t.bob]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_hydra_omnivore_with_two_players(ruleset: str) -> None:
    """Hydra Omnivore (8/8) deals 8 combat damage to Bob, Alice's only opponent: the trigger
    deals damage to no one else."""
    t = CombatTable(ruleset)
    hydra = t.put("Hydra Omnivore", t.alice)
    t.attack(hydra)
    t.finish_combat()
    assert [t.game.life(p) for p in (t.alice, t.bob)] == [20, 12]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_two_players_have_no_other_opponent(ruleset: str) -> None:
    """With Bob alone against Alice, Grenzo's Ruffians (2/2; melee +1/+1 for one opponent
    attacked) deals its 3 combat damage to Bob and nothing else happens."""
    t = CombatTable(ruleset)
    ruffians = t.put("Grenzo's Ruffians", t.alice)
    t.attack(ruffians)
    t.finish_combat()
    assert [t.game.life(p) for p in (t.alice, t.bob)] == [20, 17]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_blocked_hydra_deals_no_damage_to_anyone_else(ruleset: str) -> None:
    """Hydra Omnivore blocked by Wall of Stone deals no damage to an opponent: no trigger."""
    t = CombatTable(ruleset)
    hydra = t.put("Hydra Omnivore", t.alice)
    wall = t.put("Wall of Stone", t.bob)
    t.attack(hydra, blocks=((wall, hydra),))
    t.finish_combat()
    assert [t.game.life(p) for p in (t.alice, t.bob)] == [20, 20]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_balefire_dragon_hits_that_players_creatures(ruleset: str) -> None:
    """Balefire Dragon (6/6 flying) deals 6 combat damage to Bob: 6 damage to his Hill Giant
    (destroyed, CR 704.5g); Alice's Llanowar Elves are not his and survive."""
    t = CombatTable(ruleset)
    dragon = t.put("Balefire Dragon", t.alice)
    t.put("Llanowar Elves", t.alice)
    t.put("Hill Giant", t.bob)
    t.attack(dragon)
    t.finish_combat()
    assert t.game.life(t.bob) == 14
    assert t.zone("Hill Giant") is Zone.GRAVEYARD
    assert t.zone("Llanowar Elves") is Zone.BATTLEFIELD


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_shockmaw_dragon_deals_1_to_each(ruleset: str) -> None:
    """Shockmaw Dragon deals combat damage to Bob: 1 damage to each of his creatures (his
    Llanowar Elves die, his Hill Giant survives with 1 damage)."""
    t = CombatTable(ruleset)
    dragon = t.put("Shockmaw Dragon", t.alice)
    t.put("Llanowar Elves", t.bob)
    giant = t.put("Hill Giant", t.bob)
    t.attack(dragon)
    t.finish_combat()
    assert t.zone("Llanowar Elves") is Zone.GRAVEYARD
    assert t.obj(giant).damage == 1
