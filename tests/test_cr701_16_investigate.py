"""Investigate (CR 701.16 today, a keyword action after 2011: played by today's rules under
both rulesets): create a Clue token, a predefined artifact token with "{2}, Sacrifice this
artifact: Draw a card." (CR 111.10f). Real cards from the bundled database."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell
from mtgrules.objects import CardType, Zone
from mtgrules.state import GameObject
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


def test_cr701_16_investigate_round_trips() -> None:
    round_trip("Target creature gains deathtouch and lifelink until end of turn. Investigate.")


def _clues(t: Table) -> list[GameObject]:
    objects = t.game.state.objects.values()
    return [o for o in objects if o.token and "Clue" in o.subtypes and o.zone is Zone.BATTLEFIELD]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_16_toxin_analysis_investigates_and_the_clue_draws(ruleset: str) -> None:
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 3)
    t.put("Island", t.alice, "library")
    ogre = t.put("Gray Ogre", t.alice)
    analysis = t.put("Toxin Analysis", t.alice, "hand")
    t.begin()
    t.act(CastSpell(analysis, (ogre,)))
    t.resolve()
    (clue,) = _clues(t)
    assert clue.types == frozenset({CardType.ARTIFACT}) and clue.controller == t.alice
    t.act(ActivateAbility(clue.id, 0))
    t.resolve()
    assert t.zone_of(t.alice, Zone.HAND) == ["Island"]
    assert not _clues(t)
