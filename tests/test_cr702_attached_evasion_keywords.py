"""Keywords given by Auras and Equipment in a keyword list ("Enchanted creature has fear.",
"Equipped creature has haste and shroud."): fear (CR 702.36; 2011: 702.34), shroud (CR
702.18; 2011: 702.17), landwalk (CR 702.14; 2011: 702.13) work on the creature while the
Aura or Equipment is attached. Real cards from the bundled database, under both rulesets."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules.actions import CastSpell, DeclareAttackers, DeclareBlockers
from mtgrules.rules.casting import IllegalActionError
from tests.attachment_play import RULESETS, Table
from tests.card_table import round_trip


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[Table]:
    yield Table(request.param)


@pytest.mark.parametrize(
    "line",
    [
        "Enchanted creature has fear.",
        "Equipped creature has haste and shroud.",
        "Enchanted creature gets +1/+1 and has mountainwalk.",
        "Target creature gains shadow until end of turn.",
    ],
)
def test_cr702_listed_keywords_round_trip(line: str) -> None:
    round_trip(line)


def _attack_with(t: Table, attacker: int) -> None:
    t.game.begin("declare attackers", active=t.alice)
    t.game.apply(DeclareAttackers(((attacker, t.bob),)))
    t.pass_step()


def test_cr702_36b_fear_aura_green_creature_cant_block(table: Table) -> None:
    """Fear on Alice's Bears: Bob's green Bears can't block them, his black Scathe Zombies
    can (CR 702.36b)."""
    t = table
    bears = t.put("Grizzly Bears", t.alice)
    t.game.put_onto_battlefield_attached(t.put("Fear", t.alice, "hand"), bears)
    green = t.put("Grizzly Bears", t.bob)
    black = t.put("Scathe Zombies", t.bob)
    _attack_with(t, bears)
    with pytest.raises(IllegalActionError):
        t.game.apply(DeclareBlockers(((green, bears),)))
    t.game.apply(DeclareBlockers(((black, bears),)))


def test_cr702_14c_burrowing_mountainwalk(table: Table) -> None:
    """Burrowing ("Enchanted creature has mountainwalk.") on Alice's Bears: Bob controls a
    Mountain, so his Bears can't block them."""
    t = table
    bears = t.put("Grizzly Bears", t.alice)
    t.game.put_onto_battlefield_attached(t.put("Burrowing", t.alice, "hand"), bears)
    t.put("Mountain", t.bob)
    blocker = t.put("Grizzly Bears", t.bob)
    _attack_with(t, bears)
    with pytest.raises(IllegalActionError):
        t.game.apply(DeclareBlockers(((blocker, bears),)))


def test_cr702_18b_lightning_greaves_shroud_stops_own_spells(table: Table) -> None:
    """Lightning Greaves on Alice's Bears: shroud, so even Alice's Giant Growth can't target
    them; once the Greaves move to her Giant, the Bears can be targeted again."""
    t = table
    greaves = t.put("Lightning Greaves", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.alice)
    t.lands("Forest", t.alice, 1)
    growth = t.put("Giant Growth", t.alice, "hand")
    t.main_phase()
    t.equip(greaves, bears)
    with pytest.raises(IllegalActionError):
        t.game.apply(CastSpell(growth, (bears,)))
    t.equip(greaves, giant)
    t.cast(growth, bears)
    assert t.game.power(bears) == 5
