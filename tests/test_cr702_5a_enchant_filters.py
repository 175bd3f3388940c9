"""CR 702.5a, 303.4a: enchant abilities with conditions ("Enchant Forest or Plains", "Enchant
red or green creature", "Enchant nonland permanent"): the Aura spell targets only what it
can enchant, it can't be put onto anything else (CR 303.4i), and it is put into the
graveyard when what it enchants stops qualifying (CR 704.5m). Real cards from the bundled
database, under both rulesets."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules.actions import ActivateAbility, CastSpell
from mtgrules.objects import Zone
from mtgrules.rules.casting import IllegalActionError
from tests.attachment_play import RULESETS, Table
from tests.card_table import round_trip


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[Table]:
    yield Table(request.param)


@pytest.mark.parametrize(
    "line",
    [
        "Enchant Forest or Plains",
        "Enchant Swamp",
        "Enchant red or green creature",
        "Enchant nonland permanent",
        "Enchant nonblack creature",
    ],
)
def test_cr702_5a_enchant_filter_round_trip(line: str) -> None:
    round_trip(line)


def test_cr702_5a_corrupted_roots_targets_forests_and_plains(table: Table) -> None:
    """Corrupted Roots ("Enchant Forest or Plains") can't target Bob's Mountain (the failed
    cast changes nothing) and can target his Forest."""
    t = table
    t.lands("Swamp", t.alice, 1)
    roots = t.put("Corrupted Roots", t.alice, "hand")
    mountain = t.put("Mountain", t.bob)
    forest = t.put("Forest", t.bob)
    t.main_phase()
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError):
        t.game.apply(CastSpell(roots, (mountain,)))
    assert t.game.state == before
    t.cast(roots, forest)
    assert t.game.attached_to(t.on_battlefield("Corrupted Roots")) == forest


def test_cr603_7c_corrupted_roots_tapped_forest_controller_loses_life(table: Table) -> None:
    """Corrupted Roots (Alice's) on Bob's Forest: "Whenever enchanted land becomes tapped,
    its controller loses 2 life." Bob taps his Mountain (nothing) then the Forest (Bob
    loses 2)."""
    t = table
    card = t.put("Corrupted Roots", t.alice, "hand")
    forest = t.put("Forest", t.bob)
    mountain = t.put("Mountain", t.bob)
    t.game.put_onto_battlefield_attached(card, forest)
    t.game.begin("precombat main", active=t.bob)
    t.game.apply(ActivateAbility(mountain))
    t.game.resolve_triggers()
    assert t.game.life(t.bob) == 20
    t.game.apply(ActivateAbility(forest))
    t.game.resolve_triggers()
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 18)


def test_cr303_4i_filtered_aura_cant_be_put_onto_an_illegal_object(table: Table) -> None:
    """Encase in Ice ("Enchant red or green creature") put onto the battlefield can't be
    attached to a white creature: an error, and the card stays in the hand."""
    t = table
    ice = t.put("Encase in Ice", t.alice, "hand")
    lions = t.put("Savannah Lions", t.bob)
    with pytest.raises(IllegalActionError):
        t.game.put_onto_battlefield_attached(ice, lions)
    assert t.game.obj(ice).zone is Zone.HAND
    bears = t.put("Grizzly Bears", t.bob)
    t.game.put_onto_battlefield_attached(ice, bears)
    assert t.game.attached_to(t.on_battlefield("Encase in Ice")) == bears


def test_cr701_3b_filtered_aura_doesnt_move_to_an_illegal_object(table: Table) -> None:
    """Encase in Ice on Bob's Bears (green): attaching it to his Savannah Lions (white) is
    refused (CR 701.3b, 303.4j) and it stays on the Bears."""
    t = table
    ice = t.put("Encase in Ice", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.bob)
    lions = t.put("Savannah Lions", t.bob)
    t.game.put_onto_battlefield_attached(ice, bears)
    aura = t.on_battlefield("Encase in Ice")
    with pytest.raises(IllegalActionError):
        t.game.attach(aura, lions)
    assert t.game.attached_to(aura) == bears
