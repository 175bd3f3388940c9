"""Experience counters (CR 122.1: counters on a player; first printed after 2011, they are
played under ``cr2011`` as counters on a player, CR 2011 121.1): "you get an experience
counter", counted by "for each experience counter you have". Real cards, both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, DeclareAttackers, PassPriority
from mtgrules.commander_events import ExperienceGot
from mtgrules.explain import explain
from mtgrules.objects import Step, Zone
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table
from tests.play_turns import until_step

LINES = [
    "Whenever ~ attacks, you get an experience counter.",
    "~ gets +1/+1 for each experience counter you have.",
    "{2}, {T}: Draw a card for each experience counter you have, then discard a card.",
]


@pytest.mark.parametrize("line", LINES)
def test_cr122_1_experience_lines_round_trip(line: str) -> None:
    round_trip(line)


def _settle(t: Table) -> None:
    """Pass until the stack is empty; a choice takes its first option."""
    while t.game.state.stack or t.game.state.pending_choice is not None:
        pending = t.game.state.pending_choice
        if pending is not None:
            t.game.apply(Choose(pending.decision.options[0]))
        else:
            t.game.apply(PassPriority())


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr122_1_kalemne_gets_experience_and_grows(ruleset: str) -> None:
    """Kalemne, Disciple of Iroas: casting Craw Wurm (mana value 6) gives Alice an experience
    counter; Kalemne gets +1/+1 for each one she has."""
    t = Table(ruleset)
    kalemne = t.put("Kalemne, Disciple of Iroas", t.alice)
    t.lands("Forest", t.alice, 6)
    wurm = t.put("Craw Wurm", t.alice, "hand")
    t.begin()
    assert t.game.state.objects[kalemne].current_power() == 3
    t.act(CastSpell(wurm, ()))
    events = t.resolve()  # the trigger resolves first
    (got,) = [e for e in events if isinstance(e, ExperienceGot)]
    assert got.rule == ("121.1" if ruleset == "cr2011" else "122.1")
    assert explain(got, t.game).startswith("Alice gets 1 experience counter (CR 12")
    assert t.game.state.experience == {t.alice: 1}
    objects = t.game.state.objects
    assert (objects[kalemne].current_power(), objects[kalemne].current_toughness()) == (4, 4)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr122_1_otharri_counts_its_experience_as_it_attacks(ruleset: str) -> None:
    """Otharri, Suns' Glory attacks twice: one Rebel token, then two (one per experience
    counter, counted after the counter is got)."""
    t = Table(ruleset)
    otharri = t.put("Otharri, Suns' Glory", t.alice)
    for player in (t.alice, t.bob):
        for _ in range(4):
            t.put("Island", player, "library")
    t.begin()
    rebels = []
    for turn in (1, 3):
        until_step(t.game, Step.DECLARE_ATTACKERS, turn)
        t.game.apply(DeclareAttackers(((otharri, t.bob),)))
        _settle(t)
        rebels.append(
            sum(
                1
                for o in t.game.state.objects.values()
                if o.zone is Zone.BATTLEFIELD and o.token and o.name.startswith("Rebel")
            )
        )
    assert t.game.state.experience == {t.alice: 2}
    assert rebels == [1, 3]
