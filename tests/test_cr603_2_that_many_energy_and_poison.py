"""CR 603.2, 122.1, 122.1f: "that many" of a damage trigger's amount for energy and poison
counters: "you get that many {E}" (Empyreal Voyager), "they get that many poison counters" /
"that player gets that many poison counters" (Etali, Primal Sickness's words). Under both
rulesets."""

from __future__ import annotations

import pytest

from mtgrules.cards.compiler import compile_face
from mtgrules.cards.faces import CardFace
from tests.card_table import RULESETS, round_trip
from tests.combat_play import attack_unblocked
from tests.combat_table import CombatTable


@pytest.mark.parametrize(
    "line",
    [
        "Whenever ~ deals combat damage to a player, you get that many {E}.",  # Empyreal Voyager
        "Whenever ~ deals combat damage to a player, they get that many poison counters.",
        "Whenever ~ deals combat damage to a player, that player gets that many poison counters.",
    ],
)
def test_cr603_2_that_many_counters_round_trip(line: str) -> None:
    round_trip(line)


def _face(text: str) -> CardFace:
    return CardFace(
        name="Testcard", mana_cost="{1}", types=("Creature",), power="3", toughness="3", text=text
    )


def test_cr603_2_that_many_needs_an_event_amount() -> None:
    """An enters trigger has no amount: "that many" there isn't supported."""
    assert not compile_face(_face("When Testcard enters, you get that many {E}.")).supported


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr122_1_empyreal_voyager_gets_that_many_energy(ruleset: str) -> None:
    """Empyreal Voyager (2/3) attacks Bob unblocked: 2 damage, Alice gets two {E}, Bob none."""
    t = CombatTable(ruleset)
    voyager = t.put("Empyreal Voyager", t.alice)
    attack_unblocked(t, voyager)
    assert (t.game.life(t.bob), t.game.state.energy.get(t.alice, 0)) == (18, 2)
    assert t.game.state.energy.get(t.bob, 0) == 0


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr122_1f_they_get_that_many_poison_counters(ruleset: str) -> None:
    """Etali, Primal Sickness's trigger on a 3/3: Bob, dealt 3 combat damage, gets three poison
    counters; Alice none."""
    face = _face(
        "Whenever Testcard deals combat damage to a player, they get that many poison counters."
    )
    compiled = compile_face(face)
    assert compiled.supported
    t = CombatTable(ruleset)
    attacker = t.game.add_card_def(compiled.definition(), owner=t.alice, zone="battlefield")
    attack_unblocked(t, attacker)
    state = t.game.state
    assert (t.game.life(t.bob), state.poison_of(t.bob), state.poison_of(t.alice)) == (17, 3, 0)
