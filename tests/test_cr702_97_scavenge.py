"""Scavenge (CR 702.97a, a keyword from after 2011, played under both editions by today's
rule): "[Cost], Exile this card from your graveyard: Put a number of +1/+1 counters equal to
the power of the card you exiled on target creature. Activate only as a sorcery." An ability
activated from its owner's graveyard (CR 602.2). Played with Sluiceway Scorpion ({2}{B}{G}
2/2; scavenge {1}{B}{G})."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility
from mtgrules.cards.database import bundled_database
from mtgrules.errors import RulesError
from mtgrules.objects import PLUS_ONE, Zone
from tests.card_table import Table, round_trip

SCORPION = "Sluiceway Scorpion"


def _zone(t: Table, name: str) -> Zone:
    (zone,) = [o.zone for o in t.game.state.objects.values() if o.name == name]
    return zone


def _table(ruleset: str) -> tuple[Table, int, int]:
    """The Scorpion in Alice's graveyard, Swamp, Forest and Island, Grizzly Bears."""
    t = Table(ruleset)
    scorpion = t.put(SCORPION, t.alice, "graveyard")
    for land in ("Swamp", "Forest", "Island"):
        t.put(land, t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    return t, scorpion, bears


def test_cr702_97a_scavenge_line_round_trips() -> None:
    round_trip("Scavenge {1}{B}{G}")


def test_cr702_97a_counters_equal_to_its_power_on_the_target(ruleset: str) -> None:
    """Scavenged onto the Bears: the Scorpion is exiled as the cost, and the Bears get two
    +1/+1 counters (its power) and are 4/4."""
    t, scorpion, bears = _table(ruleset)
    t.main_phase()
    assert ActivateAbility(scorpion, 0, (bears,)) in t.game.legal_actions()
    t.game.apply(ActivateAbility(scorpion, 0, (bears,)))
    assert _zone(t, SCORPION) is Zone.EXILE
    t.resolve()
    grizzly = t.game.state.objects[bears]
    assert grizzly.counters == {PLUS_ONE: 2}
    assert (t.game.power(bears), t.game.toughness(bears)) == (4, 4)


def test_cr702_97a_only_as_a_sorcery_from_the_graveyard(ruleset: str) -> None:
    """In Alice's upkeep it can't be activated: refused, nothing changes."""
    t, scorpion, bears = _table(ruleset)
    t.game.begin("upkeep", active=t.alice)
    before = len(t.game.log)
    with pytest.raises(RulesError, match="sorcery"):
        t.game.apply(ActivateAbility(scorpion, 0, (bears,)))
    assert len(t.game.log) == before and _zone(t, SCORPION) is Zone.GRAVEYARD


@pytest.mark.parametrize("name", [SCORPION, "Korozda Monitor"])
def test_cr702_97a_the_keyword_makes_the_cards_supported(name: str) -> None:
    card = bundled_database().compiled(name)
    assert card.supported, card.reason
