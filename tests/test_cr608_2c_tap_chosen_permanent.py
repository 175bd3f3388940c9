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
@pytest.mark.parametrize(
    ("attacker", "other", "may", "tapped", "lives"),
    [
        # Redcap Raiders (3/2); Alice taps her Grizzly Bears: the Raiders deal 4.
        ("Redcap Raiders", "Grizzly Bears", True, True, (16, 20)),
        # Only Elite Vanguard (a Human) is untapped: nothing is tapped, no bonus (3 damage).
        ("Redcap Raiders", "Elite Vanguard", True, False, (17, 20)),
        # Civil Servant (2/3) taps Riveteers Initiate (a Citizen): it deals 3 with lifelink.
        ("Civil Servant", "Riveteers Initiate", True, True, (17, 23)),
        # Declining ("may" answered no) taps nothing and gives nothing.
        ("Civil Servant", "Riveteers Initiate", False, False, (18, 20)),
    ],
)
def test_cr608_2c_attack_trigger_taps_a_chosen_permanent(
    ruleset: str, attacker: str, other: str, may: bool, tapped: bool, lives: tuple[int, int]
) -> None:
    """``attacker`` attacks next to Alice's ``other``; its trigger taps ``other`` if it is of
    the kind and "may" is answered yes, and the bonus follows: Bob's and Alice's life."""
    t = CombatTable(ruleset)
    attacking = t.put(attacker, t.alice)
    permanent = t.put(other, t.alice)
    attack_unblocked(t, attacking, may=may)
    assert t.obj(permanent).tapped is tapped
    assert (t.game.life(t.bob), t.game.life(t.alice)) == lives
