""" "Whenever ~ attacks, you may tap an untapped non-Human creature you control. If you do, ~
gets +1/+1 and gains trample until end of turn." (Redcap Raiders), "... you may tap another
untapped Citizen you control. If you do, ..." (Civil Servant): the controller chooses an
untapped permanent of that kind and taps it as the ability resolves (CR 608.2c, 608.2d);
with none to tap, "if you do" is false. Real cards through combat under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.cards.abilities import TriggeredLine
from mtgrules.cards.grammar import ClauseError, parse_line
from mtgrules.effects.tap_chosen import TapChosen
from tests.card_table import round_trip
from tests.combat_play import attack_unblocked
from tests.combat_table import CombatTable
from tests.instruction_play import RULESETS

RAIDERS = (
    "Whenever ~ attacks, you may tap an untapped non-Human creature you control. If you do, ~"
    " gets +1/+1 and gains trample until end of turn."
)


def test_cr608_2c_tap_chosen_round_trip() -> None:
    round_trip(RAIDERS)
    round_trip(
        "Whenever ~ attacks, you may tap another untapped Citizen you control. If you do, ~ gets"
        " +1/+0 and gains lifelink until end of turn."
    )
    ability = parse_line(RAIDERS)
    assert isinstance(ability, TriggeredLine)
    assert ability.sentences[0][0] == TapChosen(kind="non-Human creature")
    with pytest.raises(ClauseError):
        parse_line("Whenever ~ attacks, you may tap an untapped player you control.")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2c_redcap_raiders_taps_a_non_human(ruleset: str) -> None:
    """Redcap Raiders (3/2) attacks; Alice taps her Grizzly Bears: the Raiders deal 4."""
    t = CombatTable(ruleset)
    raiders = t.put("Redcap Raiders", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    attack_unblocked(t, raiders, may=True)
    assert t.obj(bears).tapped
    assert t.game.life(t.bob) == 16


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2c_redcap_raiders_with_only_a_human(ruleset: str) -> None:
    """Only Elite Vanguard (a Human) is untapped: nothing is tapped, no bonus (3 damage)."""
    t = CombatTable(ruleset)
    raiders = t.put("Redcap Raiders", t.alice)
    vanguard = t.put("Elite Vanguard", t.alice)
    attack_unblocked(t, raiders, may=True)
    assert not t.obj(vanguard).tapped
    assert t.game.life(t.bob) == 17


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2c_civil_servant_taps_a_citizen(ruleset: str) -> None:
    """Civil Servant (2/3) attacks and taps Riveteers Initiate (a Citizen): it deals 3 with
    lifelink. Declining ("may" answered no) taps nothing and gives nothing."""
    t = CombatTable(ruleset)
    servant = t.put("Civil Servant", t.alice)
    initiate = t.put("Riveteers Initiate", t.alice)
    attack_unblocked(t, servant, may=True)
    assert t.obj(initiate).tapped
    assert (t.game.life(t.bob), t.game.life(t.alice)) == (17, 23)

    t = CombatTable(ruleset)
    servant = t.put("Civil Servant", t.alice)
    initiate = t.put("Riveteers Initiate", t.alice)
    attack_unblocked(t, servant, may=False)
    assert not t.obj(initiate).tapped
    assert (t.game.life(t.bob), t.game.life(t.alice)) == (18, 20)
