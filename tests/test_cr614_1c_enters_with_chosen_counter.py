"""A counter chosen as the permanent enters (CR 614.1c: "enters with" is a replacement effect
on how it enters; CR 122.1b: a keyword counter gives its permanent that keyword): "~ enters
with your choice of a deathtouch counter or a lifelink counter on it." Real cards, both
rulesets (keyword counters came after 2011; the card says what they do)."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, PassPriority
from mtgrules.objects import Keyword, Zone
from mtgrules.rules.chosen_counters import RULE
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "~ enters with your choice of a flying counter or a first strike counter on it.",
        "~ enters with your choice of a deathtouch counter or a lifelink counter on it.",
        "~ enters with your choice of a trample counter or a menace counter on it.",
    ],
)
def test_cr614_1c_chosen_counter_round_trip(line: str) -> None:
    round_trip(line)


def _cast(t: Table, name: str, land: str, lands: int, answer: str) -> int:
    card = t.put(name, t.alice, "hand")
    t.lands(land, t.alice, lands)
    t.begin()
    t.act(CastSpell(card))
    events = t.resolve(answer)
    assert any(getattr(e, "rule", "") == RULE for e in events)
    (entered,) = [
        o.id for o in t.game.state.objects.values() if o.name == name and o.zone is Zone.BATTLEFIELD
    ]
    return entered


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(
    ("answer", "has", "lacks"),
    [
        ("lifelink", Keyword.LIFELINK, Keyword.DEATHTOUCH),
        ("deathtouch", Keyword.DEATHTOUCH, Keyword.LIFELINK),
    ],
)
def test_cr122_1b_boot_nipper_enters_with_the_chosen_counter(
    ruleset: str, answer: str, has: Keyword, lacks: Keyword
) -> None:
    """Boot Nipper is cast; its controller chooses the counter as it enters: one counter of
    that kind is on it, and it has that keyword only."""
    t = Table(ruleset)
    nipper = _cast(t, "Boot Nipper", "Swamp", 2, answer)
    obj = t.game.obj(nipper)
    assert obj.counters == {answer: 1}
    assert obj.has(has) and not obj.has(lacks)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr122_1b_helica_glider_with_a_flying_counter_flies(ruleset: str) -> None:
    """Helica Glider enters with a flying counter (chosen): it has flying, not first strike."""
    t = Table(ruleset)
    glider = t.game.obj(_cast(t, "Helica Glider", "Plains", 3, "flying"))
    assert glider.counters == {"flying": 1}
    assert glider.has(Keyword.FLYING) and not glider.has(Keyword.FIRST_STRIKE)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_1c_the_choice_is_asked_of_the_controller(ruleset: str) -> None:
    """The decision offers exactly the two printed kinds, to the spell's controller."""
    t = Table(ruleset)
    card = t.put("Ferocious Tigorilla", t.alice, "hand")
    t.lands("Mountain", t.alice, 4)
    t.begin()
    t.act(CastSpell(card))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    decision = t.asked()
    assert decision.player == t.alice
    assert decision.options == ("trample", "menace")
