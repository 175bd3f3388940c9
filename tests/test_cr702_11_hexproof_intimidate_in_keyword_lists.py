"""Hexproof (CR 702.11) and intimidate (CR 702.13; 2011: 702.12) in the keyword lists of
grants and statics: "Target creature you control gains hexproof until end of turn."
(Sheltering Word), "Creatures you control have hexproof." (Asceticism), "... gets +2/+1 and
has intimidate." (Guul Draz Vampire). Other keywords outside the engine's list are refused.
Real cards, both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, PassPriority
from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.grammar import parse_line
from mtgrules.objects import Keyword
from mtgrules.rules.keywords import why_evasion_stops
from mtgrules.state import EntityId
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "Target creature you control gains hexproof until end of turn.",
        "Target creature you control gets +3/+3 and gains trample, hexproof, and "
        "indestructible until end of turn.",
        "Creatures you control have hexproof.",
        "Other Dinosaurs you control get +1/+1 and have hexproof.",
        "As long as an opponent has 10 or less life, ~ gets +2/+1 and has intimidate.",
        "{1}{G}: ~ gains hexproof until end of turn.",
    ],
)
def test_cr702_11_hexproof_and_intimidate_lists_round_trip(line: str) -> None:
    round_trip(line)


def test_cr702_11_other_keywords_in_a_list_are_refused() -> None:
    with pytest.raises(ClauseError):
        parse_line("Target creature gains persist until end of turn.")


def _shock_targets(t: Table, player: EntityId) -> set[EntityId]:
    return {
        a.targets[0]
        for a in t.game.legal_actions()
        if isinstance(a, CastSpell) and t.game.state.objects[a.card].name == "Shock"
        if t.game.state.objects[a.card].owner == player
    }


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_11b_asceticism_stops_the_opponents_targets_only(ruleset: str) -> None:
    """Bob's Asceticism: Alice's Shock can't target Bob's Grizzly Bears, only her own Bears
    and the players."""
    t = Table(ruleset)
    t.put("Asceticism", t.bob)
    bobs = t.put("Grizzly Bears", t.bob)
    alices = t.put("Grizzly Bears", t.alice)
    t.put("Mountain", t.alice)
    t.put("Shock", t.alice, "hand")
    t.begin()
    targets = _shock_targets(t, t.alice)
    assert alices in targets and t.bob in targets
    assert bobs not in targets


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_11b_sheltering_word_grants_hexproof_until_end_of_turn(ruleset: str) -> None:
    """Alice's Sheltering Word on her Grizzly Bears: she gains 2 life; with her Shock on the
    stack, Bob's Shock can target Alice but not her Bears any more."""
    t = Table(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    t.lands("Forest", t.alice, 2)
    t.put("Mountain", t.alice)
    t.put("Mountain", t.bob)
    t.put("Shock", t.bob, "hand")
    shock = t.put("Shock", t.alice, "hand")
    t.begin()
    before = t.game.life(t.alice)
    t.act(CastSpell(t.put("Sheltering Word", t.alice, "hand"), (bears,)))
    t.resolve()
    assert t.game.life(t.alice) == before + 2
    assert t.game.state.objects[bears].has(Keyword.HEXPROOF)
    t.act(CastSpell(shock, (t.bob,)))
    t.act(PassPriority())  # Bob has priority
    targets = _shock_targets(t, t.bob)
    assert t.alice in targets
    assert bears not in targets


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("bob_life", "active"), [(10, True), (11, False)])
def test_cr702_13b_guul_draz_vampire_has_intimidate_while_an_opponent_is_low(
    ruleset: str, bob_life: int, active: bool
) -> None:
    """Guul Draz Vampire (black) with Bob at 10 life is 3/2 with intimidate: Bob's green
    Grizzly Bears can't block it, his black Walking Corpse can; at 11 life, a 1/1."""
    t = Table(ruleset)
    t.game.state.life[t.bob] = bob_life
    vampire = t.put("Guul Draz Vampire", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    corpse = t.put("Walking Corpse", t.bob)
    t.begin()
    objects = t.game.state.objects
    assert objects[vampire].has(Keyword.INTIMIDATE) is active
    assert t.game.power(vampire) == (3 if active else 1)
    stops = why_evasion_stops(t.game.state, objects[vampire], objects[bears])
    assert (stops is not None) is active
    assert why_evasion_stops(t.game.state, objects[vampire], objects[corpse]) is None
