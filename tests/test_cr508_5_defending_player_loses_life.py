"""The defending player as the player an instruction acts on (CR 508.5: the defending player of an
attacking creature is the player it attacks, or the controller of the planeswalker it attacks;
2011: 508.5): "Whenever ~ attacks, defending player loses 1 life and you gain 1 life" (Agate-
Blade Assassin), "Whenever ~ becomes blocked, defending player loses 4 life" (Vedalken Ghoul),
"Whenever a creature you control attacks, ..." (Campaign of Vengeance: the attacking creature's
defending player), "Whenever equipped creature attacks alone, ..." (Reaper's Talisman, CR
506.5). Real cards played through combat under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import Choose, DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.cards.grammar import ClauseError, parse_line
from mtgrules.objects import Zone
from mtgrules.state import EntityId
from tests.card_table import round_trip
from tests.combat_table import CombatTable
from tests.instruction_play import RULESETS


@pytest.mark.parametrize(
    "line",
    [
        "Whenever ~ attacks, defending player loses 1 life and you gain 1 life.",
        "Whenever ~ attacks, defending player loses 2 life.",
        "Whenever ~ becomes blocked, defending player loses 4 life.",
        "Whenever a creature you control attacks, defending player loses 1 life and you gain 1"
        " life.",
        "Whenever equipped creature attacks alone, defending player loses 2 life and you gain 2"
        " life.",
        "Whenever ~ attacks and isn't blocked, it assigns no combat damage this turn and"
        " defending player loses 2 life.",
        "Whenever ~ becomes blocked, defending player discards a card at random.",
    ],
)
def test_cr508_5_defending_player_subject_round_trip(line: str) -> None:
    round_trip(line)


def test_cr508_5_defending_player_is_not_a_creature() -> None:
    """Defending player is a player: it can't get +1/+1."""
    with pytest.raises(ClauseError):
        parse_line("Whenever ~ attacks, defending player gets +1/+1 until end of turn.")


def _attack(t: CombatTable, *pairs: tuple[EntityId, EntityId]) -> None:
    """Declare the attacks and resolve what they triggered (in the first order offered; CR
    2011 306.7's offer to redirect damage to a planeswalker declined)."""
    t.to_attackers()
    t.game.apply(DeclareAttackers(pairs))
    while t.game.state.stack or t.game.state.pending_choice is not None:
        asked = t.asked()
        if asked.kind == "planeswalker_redirect":
            t.game.apply(Choose(None))
        elif asked.kind == "trigger order":
            t.game.apply(Choose(0))
        else:
            t.game.apply(PassPriority())


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr508_5_agate_blade_assassin_drains_defending_player(ruleset: str) -> None:
    """Agate-Blade Assassin (1/3) attacks Bob: 1 life from him to Alice as it attacks, then 1
    combat damage."""
    t = CombatTable(ruleset)
    assassin = t.put("Agate-Blade Assassin", t.alice)
    _attack(t, (assassin, t.bob))
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (21, 19)
    t.pass_until("declare blockers")
    t.game.apply(DeclareBlockers(()))
    t.finish_combat()
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (21, 18)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr508_5_silent_skimmer_attacking_a_planeswalker_drains_its_controller(
    ruleset: str,
) -> None:
    """Silent Skimmer attacks Bob's Ajani: its defending player is Bob, who loses 2 life."""
    t = CombatTable(ruleset)
    skimmer = t.put("Silent Skimmer", t.alice)
    ajani = t.put("Ajani, Inspiring Leader", t.bob)
    _attack(t, (skimmer, ajani))
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 18)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr509_1h_vedalken_ghoul_blocked_only(ruleset: str) -> None:
    """Vedalken Ghoul: blocked by Grizzly Bears, Bob loses 4 life (CR 509.1h: it becomes
    blocked); unblocked, it deals its 1 combat damage and nothing else."""
    t = CombatTable(ruleset)
    ghoul = t.put("Vedalken Ghoul", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    t.attack(ghoul, blocks=((bears, ghoul),))
    t.finish_combat()
    assert t.game.life(t.bob) == 16

    t = CombatTable(ruleset)
    ghoul = t.put("Vedalken Ghoul", t.alice)
    t.attack(ghoul)
    t.finish_combat()
    assert t.game.life(t.bob) == 19


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr508_5_campaign_of_vengeance_one_drain_per_attacker(ruleset: str) -> None:
    """Campaign of Vengeance and two attacking Grizzly Bears: two triggers, Bob 18, Alice 22,
    before combat damage."""
    t = CombatTable(ruleset)
    t.put("Campaign of Vengeance", t.alice)
    first = t.put("Grizzly Bears", t.alice)
    second = t.put("Grizzly Bears", t.alice)
    _attack(t, (first, t.bob), (second, t.bob))
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (22, 18)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr506_5_reapers_talisman_only_when_attacking_alone(ruleset: str) -> None:
    """Reaper's Talisman on Grizzly Bears: attacking alone drains 2; attacking beside another
    creature, nothing (CR 506.5)."""
    t = CombatTable(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    t.game.attach(t.put("Reaper's Talisman", t.alice), bears)
    _attack(t, (bears, t.bob))
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (22, 18)

    t = CombatTable(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    other = t.put("Grizzly Bears", t.alice)
    t.game.attach(t.put("Reaper's Talisman", t.alice), bears)
    _attack(t, (bears, t.bob), (other, t.bob))
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 20)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr509_1h_keeper_of_tresserhorn_unblocked_drains_2_instead(ruleset: str) -> None:
    """Keeper of Tresserhorn (6/6) unblocked: Bob loses 2 life and is dealt no combat damage."""
    t = CombatTable(ruleset)
    keeper = t.put("Keeper of Tresserhorn", t.alice)
    t.attack(keeper)
    t.finish_combat()
    assert t.game.life(t.bob) == 18


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr509_1h_corrupt_official_blocked_defending_player_discards(ruleset: str) -> None:
    """Corrupt Official blocked by Wall of Stone: Bob discards one of his two cards at random;
    unblocked, he keeps both."""
    for blocked, kept in ((True, 1), (False, 2)):
        t = CombatTable(ruleset)
        official = t.put("Corrupt Official", t.alice)
        wall = t.put("Wall of Stone", t.bob)
        for _ in range(2):
            t.put("Shock", t.bob, "hand")
        t.attack(official, blocks=((wall, official),) if blocked else ())
        t.finish_combat()
        objects = t.game.state.objects.values()
        assert sum(1 for o in objects if o.zone is Zone.HAND and o.owner == t.bob) == kept
