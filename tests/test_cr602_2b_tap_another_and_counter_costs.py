"""More described activation costs (CR 602.2b; a cost can't be paid without the resources to
pay it fully, CR 118.3 / 2011 117.3, no partial payment, 601.2h / 2011 601.2g): "Tap another
untapped Rogue you control", "Tap two other untapped Halflings you control", "Remove three
quest counters from ~ and sacrifice it", "Discard two cards at random", "Remove a +1/+1
counter from a creature you control", "Exert ~". Real cards, both rulesets; an unpayable
cost is refused with a typed error naming the rule, the state left unchanged."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, Choose
from mtgrules.cards.database import bundled_database
from mtgrules.cards.model import Restriction
from mtgrules.events import CountersRemoved
from mtgrules.objects import Zone
from mtgrules.state import EntityId
from tests.activation_play import refused, to_main_of
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table

PAY = {"cr2011": "601.2g", "current": "601.2h"}


@pytest.mark.parametrize(
    "line",
    [
        "Tap another untapped Rogue you control: ~ can't be blocked this turn.",
        "Tap another untapped creature you control: ~ gains indestructible until end of turn.",
        "Tap two other untapped Halflings you control: ~ gets +1/+1 and gains lifelink until "
        "end of turn.",
        "Remove three quest counters from ~ and sacrifice it: You gain 8 life.",
        "Remove a quest counter from ~ and sacrifice it: Put four +1/+1 counters on target "
        "creature.",
        "{2}{R}{G}, Discard two cards at random: ~ deals 4 damage to any target.",
    ],
)
def test_cr602_2b_tap_another_and_counter_costs_round_trip(line: str) -> None:
    round_trip(line)


def _with_counters(t: Table, name: str, kind: str, amount: int) -> EntityId:
    card = bundled_database().card(name)
    return t.game.add_card_def(card, owner=t.alice, zone="battlefield", counters={kind: amount})


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr118_3_sure_footed_infiltrator_taps_another_rogue(ruleset: str) -> None:
    """Sure-Footed Infiltrator (a Rogue): "Tap another untapped Rogue you control: ~ can't be
    blocked this turn." It can't tap itself; Grizzly Bears is no Rogue; an untapped Guild
    Thief (a Rogue) is tapped and the Infiltrator can't be blocked this turn."""
    t = Table(ruleset)
    infiltrator = t.put("Sure-Footed Infiltrator", t.alice)
    t.put("Grizzly Bears", t.alice)
    t.begin()
    assert "untapped rogue" in refused(t, ActivateAbility(infiltrator, 0), PAY[ruleset])
    thief = t.put("Guild Thief", t.alice)
    t.act(ActivateAbility(infiltrator, 0))
    state = t.game.state
    assert state.objects[thief].tapped and not state.objects[infiltrator].tapped
    t.resolve()
    assert t.game.state.objects[infiltrator].restricted(Restriction.CANT_BE_BLOCKED)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr118_3_sunspring_expedition_removes_three_counters_and_is_sacrificed(
    ruleset: str,
) -> None:
    """Sunspring Expedition: "Remove three quest counters from ~ and sacrifice it: You gain 8
    life." Two counters can't pay (refused, nothing removed or sacrificed); with three both
    parts are paid before the ability resolves."""
    t = Table(ruleset)
    early = _with_counters(t, "Sunspring Expedition", "quest", 2)
    t.begin()
    assert "quest" in refused(t, ActivateAbility(early, 0), PAY[ruleset])
    t = Table(ruleset)
    expedition = _with_counters(t, "Sunspring Expedition", "quest", 3)
    t.begin()
    events = t.act(ActivateAbility(expedition, 0))
    removed = [e for e in events if isinstance(e, CountersRemoved)]
    assert [(e.kind, e.amount) for e in removed] == [("quest", 3)]
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Sunspring Expedition"]
    t.resolve()
    assert t.game.state.life_of(t.alice) == 28


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_9b_meteor_storm_discards_two_cards_at_random(ruleset: str) -> None:
    """Meteor Storm: "{2}{R}{G}, Discard two cards at random: deals 4 damage to any target."
    One card in hand can't pay; with three, two of them are discarded and one stays."""
    t = Table(ruleset)
    storm = t.put("Meteor Storm", t.alice)
    t.lands("Mountain", t.alice, 2)
    t.lands("Forest", t.alice, 2)
    t.put("Island", t.alice, "hand")
    t.begin()
    assert "card(s) in hand" in refused(t, ActivateAbility(storm, 0, (t.bob,)), PAY[ruleset])
    t.put("Plains", t.alice, "hand")
    t.put("Swamp", t.alice, "hand")
    t.act(ActivateAbility(storm, 0, (t.bob,)))
    assert len(t.zone_of(t.alice, Zone.HAND)) == 1
    discarded = [n for n in t.zone_of(t.alice, Zone.GRAVEYARD) if n != "Mountain"]
    assert len(discarded) == 2 and set(discarded) <= {"Island", "Plains", "Swamp"}
    t.resolve()
    assert t.game.state.life_of(t.bob) == 16


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr122_8_korozda_gorgon_removes_a_counter_from_a_chosen_creature(ruleset: str) -> None:
    """Korozda Gorgon: "{2}, Remove a +1/+1 counter from a creature you control: Target
    creature gets -1/-1 until end of turn." Without +1/+1 counters it can't be paid; the
    creatures of Alice's that have one are offered, and only the chosen one loses it."""
    t = Table(ruleset)
    gorgon = t.put("Korozda Gorgon", t.alice)
    t.lands("Swamp", t.alice, 4)
    elves = t.put("Llanowar Elves", t.bob)
    t.begin()
    action = ActivateAbility(gorgon, 0, (elves,))
    assert "+1/+1 counter" in refused(t, action, PAY[ruleset])
    bears = _with_counters(t, "Grizzly Bears", "+1/+1", 2)
    ogre = _with_counters(t, "Gray Ogre", "+1/+1", 1)
    t.game.apply(action)
    assert {o[0] for o in t.asked().options if isinstance(o, tuple)} == {bears, ogre}
    t.act(Choose((ogre,)))
    state = t.game.state
    assert state.objects[ogre].counters.get("+1/+1", 0) == 0
    assert state.objects[bears].counters["+1/+1"] == 2
    t.resolve()
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Llanowar Elves"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_43a_fervent_paincaster_exerted_as_a_cost_stays_tapped(ruleset: str) -> None:
    """Fervent Paincaster: "{T}, Exert ~: It deals 1 damage to target creature." Exerting
    is part of the cost (CR 701.43a, today's rule under both rulesets): the Elves die, and
    the Paincaster doesn't untap during Alice's next untap step (it untaps the one after)."""
    t = Table(ruleset)
    paincaster = t.put("Fervent Paincaster", t.alice)
    elves = t.put("Llanowar Elves", t.bob)
    t.begin()
    t.act(ActivateAbility(paincaster, 1, (elves,)))
    t.resolve()
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Llanowar Elves"]
    to_main_of(t, t.alice)
    assert t.game.state.objects[paincaster].tapped
    to_main_of(t, t.alice)
    assert not t.game.state.objects[paincaster].tapped
