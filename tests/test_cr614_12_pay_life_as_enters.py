"""CR 614.12, 614.1c: "As this land enters, you may pay 2 life. If you don't, it enters
tapped." (the shock lands). The choice is made as the permanent would enter,
however it enters (played as a land, put onto the battlefield by a search); a player who
can't pay that much life (CR 119.4; 2011: 118.4) has no choice: it enters tapped. Real cards,
both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, Choose, PassPriority, PlayLand
from mtgrules.errors import IllegalChoiceError
from mtgrules.events import LifeLost
from mtgrules.objects import Zone
from mtgrules.rules.paid_entering import KIND
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "As ~ enters, you may pay 2 life. If you don't, it enters tapped.",
        "As ~ enters, you may pay 3 life. If you don't, it enters tapped.",
    ],
)
def test_cr614_12_pay_life_as_enters_round_trip(line: str) -> None:
    round_trip(line)


def _entered(t: Table, name: str) -> bool:
    """Whether the permanent ``name`` on the battlefield is tapped."""
    (found,) = [o for o in t.game.state.battlefield() if o.name == name]
    return found.tapped


def _play(t: Table, name: str) -> int:
    card = t.put(name, t.alice, "hand")
    t.begin()
    return card


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_12_blood_crypt_paid_enters_untapped(ruleset: str) -> None:
    t = Table(ruleset)
    crypt = _play(t, "Blood Crypt")
    t.game.apply(PlayLand(crypt))
    asked = t.asked()
    assert asked.kind == KIND and asked.player == t.alice and asked.rule == "614.12"
    events = t.act(Choose(True))
    assert t.game.state.life_of(t.alice) == 18
    assert [e.amount for e in events if isinstance(e, LifeLost)] == [2]
    assert _entered(t, "Blood Crypt") is False


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_1c_godless_shrine_unpaid_enters_tapped(ruleset: str) -> None:
    t = Table(ruleset)
    shrine = _play(t, "Godless Shrine")
    t.act(PlayLand(shrine), False)
    assert t.game.state.life_of(t.alice) == 20
    assert _entered(t, "Godless Shrine") is True


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr119_4_too_little_life_enters_tapped_without_asking(ruleset: str) -> None:
    """Alice at 1 life can't pay 2: Breeding Pool enters tapped, nothing asked."""
    t = Table(ruleset)
    pool = _play(t, "Breeding Pool")
    t.game.set_life(t.alice, 1)
    t.act(PlayLand(pool))
    assert t.game.state.life_of(t.alice) == 1
    assert _entered(t, "Breeding Pool") is True


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_12_refused_answer_leaves_the_land_in_hand(ruleset: str) -> None:
    t = Table(ruleset)
    crypt = _play(t, "Blood Crypt")
    t.game.apply(PlayLand(crypt))
    with pytest.raises(IllegalChoiceError):
        t.game.apply(Choose("maybe"))
    assert t.game.state.objects[crypt].zone is Zone.HAND
    assert t.game.state.life_of(t.alice) == 20
    assert t.asked().kind == KIND  # still waiting for the answer


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("pays", "life", "tapped"), [(True, 17, False), (False, 19, True)])
def test_cr614_12_fetched_shock_land_asks_too(
    ruleset: str, pays: bool, life: int, tapped: bool
) -> None:
    """Flooded Strand finds Hallowed Fountain: put onto the battlefield by an effect, it asks
    for 2 life all the same."""
    t = Table(ruleset)
    strand = t.put("Flooded Strand", t.alice)
    fountain = t.put("Hallowed Fountain", t.alice, "library")
    t.begin()
    t.act(ActivateAbility(strand, 0))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    t.act(Choose((fountain,)), pays)
    assert t.game.state.life_of(t.alice) == life
    assert _entered(t, "Hallowed Fountain") is tapped
