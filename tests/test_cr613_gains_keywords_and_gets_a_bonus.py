"""A bonus and keywords until end of turn said in either order (CR 613.4c: the bonus in layer
7c; CR 613.1f: the keywords in layer 6): "gains trample and gets +2/+0", "gets +X/+0 and gains
first strike ..., where X is ...". Real cards under both editions: Sarevok, Divine Usurper,
Eldrazi Linebreaker."""

from __future__ import annotations

import pytest

from mtgrules.cards.grammar import ClauseError, parse_line
from mtgrules.objects import Keyword
from tests.card_table import round_trip
from tests.instruction_play import Table

RULESETS = ["cr2011", "current"]


@pytest.mark.parametrize(
    "line",
    [
        "Target creature you control gains trample and gets +2/+0 until end of turn.",
        "Target creature gains haste and gets +2/+0 until end of turn.",
        "Target creature you control gets +X/+0 and gains first strike until end of turn, where X "
        "is the number of creature cards in your graveyard.",
        "At the beginning of combat on your turn, target creature you control gains trample and "
        "gets +X/+0 until end of turn, where X is the number of creature cards in your graveyard.",
        "At the beginning of combat on your turn, target creature you control gains haste and "
        "gets +X/+0 until end of turn, where X is the number of Eldrazi you control.",
    ],
)
def test_cr613_keywords_and_bonus_round_trip(line: str) -> None:
    round_trip(line)


def test_cr613_keywords_and_bonus_without_a_duration_refused() -> None:
    with pytest.raises(ClauseError):
        parse_line("Target creature gains haste and gets +2/+0.")


def _combat(t: Table) -> None:
    t.game.begin("beginning of combat", active=t.alice)
    while t.game.state.stack:
        t.resolve()


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("creature_cards", "power"), [(0, 2), (2, 4)])
def test_cr613_sarevok_divine_usurper_first_strike_and_x(
    ruleset: str, creature_cards: int, power: int
) -> None:
    """Sarevok, Divine Usurper's trigger on Alice's Grizzly Bears (2/2, the target chosen
    first): first strike and +X/+0, X the creature cards in her graveyard (Lightning Bolt
    isn't one)."""
    t = Table(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    t.put("Sarevok, Divine Usurper", t.alice)
    for name in ("Grizzly Bears", "Hill Giant")[:creature_cards]:
        t.put(name, t.alice, "graveyard")
    t.put("Lightning Bolt", t.alice, "graveyard")
    assert not t.game.state.objects[bears].has(Keyword.FIRST_STRIKE)
    _combat(t)
    assert t.game.state.objects[bears].has(Keyword.FIRST_STRIKE)
    assert (t.game.power(bears), t.game.toughness(bears)) == (power, 2)


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("eldrazi", "power"), [(1, 4), (2, 7)])
def test_cr613_eldrazi_linebreaker_haste_and_x(ruleset: str, eldrazi: int, power: int) -> None:
    """Eldrazi Linebreaker (3/2) with Bob's Linebreaker (its trigger waits for Bob's turn):
    haste and +1/+0, one Eldrazi Alice controls; with her own second one, two triggers, each
    +2/+0 on the first (the target chosen first): 7 power."""
    t = Table(ruleset)
    first = t.put("Eldrazi Linebreaker", t.alice)
    t.put("Eldrazi Linebreaker", t.alice if eldrazi == 2 else t.bob)
    _combat(t)
    assert t.game.state.objects[first].has(Keyword.HASTE)
    assert t.game.power(first) == power
