"""Intervening "if" conditions (CR 603.4) on the object with the ability said in the negative
("~ didn't enter the battlefield this turn", CR 400.7; "~ wasn't kicked", CR 702.33d; "~
doesn't have a +1/+1 counter on it", CR 122.1) and "you gained and lost life this turn"
(CR 119.3). Real cards under both editions: Cactuar, Skizzik, Shatterskull Charger, Lunar
Convocation."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell
from mtgrules.objects import Zone
from tests.card_table import round_trip
from tests.end_step_play import to_end_step
from tests.instruction_play import Table

RULESETS = ["cr2011", "current"]


@pytest.mark.parametrize(
    "line",
    [
        "At the beginning of your end step, if ~ didn't enter the battlefield this turn, return "
        "it to its owner's hand.",
        "At the beginning of the end step, if ~ wasn't kicked, sacrifice it.",
        "At the beginning of your end step, if ~ doesn't have a +1/+1 counter on it, return it "
        "to its owner's hand.",
        "At the beginning of your end step, if you gained and lost life this turn, create a 1/1 "
        "black Bat creature token with flying.",
    ],
)
def test_cr603_4_self_negative_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("cast_now", [True, False])
def test_cr400_7_cactuar_didnt_enter_this_turn(ruleset: str, cast_now: bool) -> None:
    """Cactuar cast this turn stays; one that was on the battlefield before returns to
    Alice's hand at her end step."""
    t = Table(ruleset)
    t.begin()
    if cast_now:
        t.lands("Forest", t.alice, 1)
        t.act(CastSpell(t.put("Cactuar", t.alice, "hand")))
        t.resolve()
    else:
        t.put("Cactuar", t.alice)
    to_end_step(t)
    assert ("Cactuar" in t.zone_of(t.alice, Zone.BATTLEFIELD)) is cast_now
    assert ("Cactuar" in t.zone_of(t.alice, Zone.HAND)) is not cast_now


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("kicked", [True, False])
@pytest.mark.parametrize(
    ("card", "unkicked_to"),
    [
        ("Skizzik", Zone.GRAVEYARD),  # CR 702.33d: "if ~ wasn't kicked, sacrifice it"
        ("Shatterskull Charger", Zone.HAND),  # CR 122.1: kicked, it enters with a counter
    ],
)
def test_cr702_33d_kicked_stays_unkicked_leaves_at_the_end_step(
    ruleset: str, kicked: bool, card: str, unkicked_to: Zone
) -> None:
    """Skizzik cast with its kicker {R} paid stays; unkicked, it is sacrificed at the end
    step. Shatterskull Charger kicked enters with a +1/+1 counter and stays; unkicked, it has
    none and returns to Alice's hand at her end step."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 5)
    t.begin()
    t.act(CastSpell(t.put(card, t.alice, "hand"), (), "", ("kicker",) if kicked else ()))
    t.resolve()
    to_end_step(t)
    assert (card in t.zone_of(t.alice, Zone.BATTLEFIELD)) is kicked
    assert (card in t.zone_of(t.alice, unkicked_to)) is not kicked


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("pay_life", "bats"), [(True, 1), (False, 0)])
def test_cr119_3_lunar_convocation_gained_and_lost_life(
    ruleset: str, pay_life: bool, bats: int
) -> None:
    """Lunar Convocation after Angel's Mercy (7 life): Bob loses 1 at Alice's end step; a Bat
    only if she also paid 2 life for its draw ability."""
    t = Table(ruleset)
    convocation = t.put("Lunar Convocation", t.alice)
    t.lands("Plains", t.alice, 4)
    t.lands("Swamp", t.alice, 2)
    t.put("Island", t.alice, "library")
    t.begin()
    t.act(CastSpell(t.put("Angel's Mercy", t.alice, "hand")))
    t.resolve()
    if pay_life:
        t.act(ActivateAbility(convocation, 0, ()))
        t.resolve()
    to_end_step(t)
    assert t.game.life(t.alice) == (25 if pay_life else 27)
    assert t.game.life(t.bob) == 19
    tokens = [o for o in t.game.state.battlefield() if o.token and "Bat" in o.subtypes]
    assert len(tokens) == bats
