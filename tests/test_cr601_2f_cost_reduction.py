"""CR 601.2f (2011: 601.2e): the total cost is the mana cost less cost reductions; a
reduction of generic mana reduces only the generic part (CR 118.7d: never below zero).
Ghoultree: "This spell costs {1} less to cast for each creature card in your graveyard."
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules.actions import CastSpell
from mtgrules.rules.casting import IllegalActionError
from tests.attachment_play import RULESETS, Table


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[Table]:
    yield Table(request.param)


def test_cr601_2f_each_creature_card_in_the_graveyard_reduces_the_cost(table: Table) -> None:
    """Ghoultree ({7}{G}) with three creature cards in Alice's graveyard costs {4}{G}: five
    Forests pay for it, and all five are tapped."""
    t = table
    for _ in range(3):
        t.put("Grizzly Bears", t.alice, "graveyard")
    t.put("Grizzly Bears", t.bob, "graveyard")  # Bob's graveyard doesn't count
    forests = t.lands("Forest", t.alice, 6)
    ghoultree = t.put("Ghoultree", t.alice, "hand")
    t.main_phase()
    assert CastSpell(ghoultree, ()) in t.game.legal_actions()
    t.game.apply(CastSpell(ghoultree, ()))
    tapped = [f for f in forests if t.game.obj(f).tapped]
    assert len(tapped) == 5


def test_cr601_2f_without_the_reduction_the_spell_is_too_expensive(table: Table) -> None:
    """With an empty graveyard Ghoultree costs all of {7}{G}: five Forests can't pay, the
    cast is refused and the game is unchanged."""
    t = table
    t.lands("Forest", t.alice, 5)
    ghoultree = t.put("Ghoultree", t.alice, "hand")
    t.main_phase()
    assert CastSpell(ghoultree, ()) not in t.game.legal_actions()
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError):
        t.game.apply(CastSpell(ghoultree, ()))
    assert t.game.state == before


def test_cr118_7d_the_reduction_doesnt_reduce_colored_mana(table: Table) -> None:
    """Eight creature cards reduce Ghoultree's {7} to {0}, not its {G}: one Forest pays, a
    Mountain alone can't."""
    t = table
    for _ in range(8):
        t.put("Grizzly Bears", t.alice, "graveyard")
    t.lands("Mountain", t.alice, 1)
    ghoultree = t.put("Ghoultree", t.alice, "hand")
    t.main_phase()
    assert CastSpell(ghoultree, ()) not in t.game.legal_actions()
    forest = t.put("Forest", t.alice)
    assert CastSpell(ghoultree, ()) in t.game.legal_actions()
    t.game.apply(CastSpell(ghoultree, ()))
    assert t.game.obj(forest).tapped
