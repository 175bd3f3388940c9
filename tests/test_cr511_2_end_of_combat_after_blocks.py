""" "[instruction] at end of combat" after "Whenever ~ blocks / becomes blocked by / blocks or
becomes blocked by a [kind of] creature" (CR 603.7a, 511.2, 509.3b, 509.3d): the delayed
ability acts on that particular creature (CR 603.7c) as the end of combat step begins:
Cockatrice (non-Wall), Deathgazer (nonblack), Abomination (green or white), Infernal Medusa,
Sawtooth Ogre (1 damage), Wall of Tears (to its owner's hand), Frostweb Spider (a counter on
itself after blocking a flier). Real cards played through combat under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.cards.grammar import ClauseError, parse_line
from mtgrules.cards.support import missing
from mtgrules.objects import Zone
from tests.card_table import round_trip
from tests.combat_play import blocked
from tests.instruction_play import RULESETS


def test_cr511_2_after_blocks_round_trip() -> None:
    round_trip(
        "Whenever ~ blocks or becomes blocked by a non-Wall creature, destroy that creature at"
        " end of combat."
    )
    round_trip(
        "Whenever ~ blocks or becomes blocked by a green or white creature, destroy that"
        " creature at end of combat."
    )
    round_trip(
        "Whenever ~ blocks a creature, return that creature to its owner's hand at end of combat."
    )
    round_trip(
        "Whenever ~ blocks a creature with flying, put a +1/+1 counter on ~ at end of combat."
    )


def test_cr603_7c_refused_without_a_blocking_event() -> None:
    """After "attacks" there is no other creature; other delayed instructions are refused."""
    ability = parse_line("Whenever ~ attacks, ~ deals 1 damage to that creature at end of combat.")
    assert missing(ability) is not None
    with pytest.raises(ClauseError):
        parse_line("Whenever ~ blocks a creature, tap that creature at end of combat.")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr511_2_cockatrice_destroys_a_non_wall_at_end_of_combat(ruleset: str) -> None:
    """Cockatrice (2/4) blocking Hill Giant (3/3): the Giant survives the damage and is
    destroyed at end of combat. Cockatrice blocked by Wall of Air (a flying Wall): the Wall
    stays."""
    t, _, _ = blocked(ruleset, "Hill Giant", "Cockatrice")
    assert t.zone("Hill Giant") is Zone.GRAVEYARD
    assert t.zone("Cockatrice") is Zone.BATTLEFIELD

    t, _, _ = blocked(ruleset, "Cockatrice", "Wall of Air")
    assert t.zone("Wall of Air") is Zone.BATTLEFIELD


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr511_2_deathgazer_spares_black_creatures(ruleset: str) -> None:
    """Deathgazer blocked by Wall of Stone (red): the Wall is destroyed at end of combat.
    Blocked by Phyrexian Reaper (black): the Reaper stays."""
    t, _, _ = blocked(ruleset, "Deathgazer", "Wall of Stone")
    assert t.zone("Wall of Stone") is Zone.GRAVEYARD

    t, _, _ = blocked(ruleset, "Deathgazer", "Phyrexian Reaper")
    assert t.zone("Phyrexian Reaper") is Zone.BATTLEFIELD


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr511_2_abomination_green_or_white(ruleset: str) -> None:
    """Abomination (2/6) blocking Spined Wurm (green, 5/4) survives, and the Wurm, dealt 2
    damage, is destroyed at end of combat; blocking Hill Giant (red) the Giant stays."""
    t, _, _ = blocked(ruleset, "Spined Wurm", "Abomination")
    assert t.zone("Spined Wurm") is Zone.GRAVEYARD
    assert t.zone("Abomination") is Zone.BATTLEFIELD

    t, _, _ = blocked(ruleset, "Hill Giant", "Abomination")
    assert t.zone("Hill Giant") is Zone.BATTLEFIELD


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr509_3b_infernal_medusa_destroys_what_it_blocks(ruleset: str) -> None:
    t, _, _ = blocked(ruleset, "Hill Giant", "Infernal Medusa")
    assert t.zone("Hill Giant") is Zone.GRAVEYARD
    assert t.zone("Infernal Medusa") is Zone.BATTLEFIELD


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr511_2_sawtooth_ogre_deals_one_more_damage(ruleset: str) -> None:
    """Sawtooth Ogre (3/3) blocked by Wall of Stone (0/8): 3 combat damage, then 1 more at
    end of combat: 4 damage marked on the Wall in the postcombat main phase."""
    t, _, wall = blocked(ruleset, "Sawtooth Ogre", "Wall of Stone")
    assert t.obj(wall).damage == 4


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr511_2_wall_of_tears_returns_the_attacker(ruleset: str) -> None:
    """Wall of Tears (0/4) blocking Grizzly Bears: at end of combat the Bears go back to
    Alice's hand."""
    t, _, wall = blocked(ruleset, "Grizzly Bears", "Wall of Tears")
    assert t.zone("Grizzly Bears") is Zone.HAND
    assert t.obj(wall).damage == 2


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr509_3b_frostweb_spider_grows_after_blocking_a_flier(ruleset: str) -> None:
    """Frostweb Spider (1/3 reach) blocking Wind Drake gets a +1/+1 counter at end of combat;
    blocking Grizzly Bears (no flying) it gets none."""
    t, _, spider = blocked(ruleset, "Wind Drake", "Frostweb Spider")
    assert t.obj(spider).counters.get("+1/+1", 0) == 1

    t, _, spider = blocked(ruleset, "Grizzly Bears", "Frostweb Spider")
    assert t.obj(spider).counters.get("+1/+1", 0) == 0


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_7_tolarian_entrancer_steals_its_blocker_even_dead(ruleset: str) -> None:
    """Tolarian Entrancer (1/1) blocked by Grizzly Bears dies in combat; its delayed ability
    still gives Alice control of the Bears at end of combat (CR 603.7: it exists apart from
    its source)."""
    t, _, bears = blocked(ruleset, "Tolarian Entrancer", "Grizzly Bears")
    assert t.zone("Tolarian Entrancer") is Zone.GRAVEYARD
    assert t.obj(bears).controller == t.alice
