"""'[Do something] unless [a player does something else]' (CR 118.12; 2011: 117.12): the
player may pay the cost as the ability resolves; if they don't, the instruction is carried
out. Paying is offered only in full (mana: CR 601.2h; life: CR 119.4, 2011 118.4). Real
cards under both editions: Force of Nature, Kuro, Pitlord, Painful Quandary, Vectis
Dominator."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell, Choose, PassPriority
from mtgrules.counter_events import UnlessOffered
from mtgrules.objects import Zone
from tests.card_table import round_trip
from tests.instruction_play import Table


@pytest.mark.parametrize(
    "line",
    [
        "At the beginning of your upkeep, sacrifice ~ unless you pay {B}{B}{B}{B}.",
        "At the beginning of your upkeep, ~ deals 8 damage to you unless you pay {G}{G}{G}{G}.",
        "At the beginning of your upkeep, tap ~ unless you pay 1 life.",
        "At the beginning of your upkeep, sacrifice ~ unless you discard a card.",
        "Whenever an opponent casts a spell, that player loses 5 life unless they discard a card.",
        "Whenever an opponent casts a creature spell, ~ deals 2 damage to that player unless "
        "they pay {2}.",
        "{T}: Tap target creature unless its controller pays 2 life.",
    ],
)
def test_cr118_12_unless_lines_round_trip(line: str) -> None:
    round_trip(line)


def upkeep(t: Table) -> list[object]:
    """Alice's upkeep begins; the trigger goes on the stack; both pass."""
    t.game.begin("upkeep", active=t.alice)
    t.game.apply(PassPriority())
    return list(t.game.apply(PassPriority()))


@pytest.mark.parametrize("pays", [True, False])
def test_cr118_12_force_of_nature_deals_8_unless_you_pay(ruleset: str, pays: bool) -> None:
    """Force of Nature's upkeep: Alice pays {G}{G}{G}{G} (her Forests tap) or takes 8."""
    t = Table(ruleset)
    t.put("Force of Nature", t.alice)
    forests = t.lands("Forest", t.alice, 4)
    upkeep(t)
    assert t.asked().player == t.alice
    events = t.game.apply(Choose(pays))
    assert [e.rule for e in events if isinstance(e, UnlessOffered)] == [
        "118.12" if ruleset == "current" else "117.12"
    ]
    assert t.game.life(t.alice) == (20 if pays else 12)
    assert all(t.game.state.objects[f].tapped for f in forests) is pays


def test_cr118_12_kuro_is_sacrificed_when_the_mana_cant_be_paid(ruleset: str) -> None:
    """Kuro, Pitlord with only three Swamps: {B}{B}{B}{B} can't be paid, nothing is asked,
    Kuro is sacrificed."""
    t = Table(ruleset)
    t.put("Kuro, Pitlord", t.alice)
    t.lands("Swamp", t.alice, 3)
    events = upkeep(t)
    assert [e.paid for e in events if isinstance(e, UnlessOffered)] == [False]
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Kuro, Pitlord"]


@pytest.mark.parametrize("discards", [True, False])
def test_cr118_12_painful_quandary_that_player_discards_or_loses(
    ruleset: str, discards: bool
) -> None:
    """Bob's Painful Quandary: Alice casts Lightning Bolt; she discards her Grizzly Bears or
    loses 5 life."""
    t = Table(ruleset)
    t.begin()
    t.put("Painful Quandary", t.bob)
    t.lands("Mountain", t.alice, 1)
    t.put("Grizzly Bears", t.alice, "hand")
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    t.act(CastSpell(bolt, (t.bob,)))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    assert t.asked().player == t.alice
    t.game.apply(Choose(discards))
    assert t.game.life(t.alice) == (20 if discards else 15)
    assert ("Grizzly Bears" in t.zone_of(t.alice, Zone.GRAVEYARD)) is discards


@pytest.mark.parametrize("pays", [True, False])
def test_cr118_12_vectis_dominator_its_controller_pays_life(ruleset: str, pays: bool) -> None:
    """Alice's Vectis Dominator targets Bob's Grizzly Bears: Bob pays 2 life (18) and the
    Bears stay untapped, or they are tapped."""
    t = Table(ruleset)
    t.begin()
    vectis = t.put("Vectis Dominator", t.alice)
    t.game.state.objects[vectis].since_turn = 0  # not summoning sick (CR 302.6)
    bears = t.put("Grizzly Bears", t.bob)
    t.act(ActivateAbility(vectis, 0, (bears,)))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    assert t.asked().player == t.bob
    t.game.apply(Choose(pays))
    assert t.game.life(t.bob) == (18 if pays else 20)
    assert t.game.state.objects[bears].tapped is not pays
