"""CR 611.3a: a static ability's effect applies while its condition holds, checked at every
moment. "As long as" conditions share the condition model of "if" conditions
(effects/conditions.py, rules/conditions.py). Also CR 122.1 (counters): "Each creature you
control with a +1/+1 counter on it has trample." Real cards, both rulesets."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules.actions import CastSpell, Choose, DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.cards.abilities import StaticLine
from mtgrules.cards.database import bundled_database
from mtgrules.cards.grammar import parse_line
from mtgrules.cards.pending import ConditionalStatic
from mtgrules.cards.render import render_ability
from mtgrules.cards.support import missing
from mtgrules.effects.conditions import Condition
from mtgrules.objects import Keyword
from tests.attachment_play import RULESETS, Table


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[Table]:
    yield Table(request.param)


def pt(t: Table, creature: int) -> tuple[int, int]:
    return t.game.power(creature), t.game.toughness(creature)


@pytest.mark.parametrize(
    "line",
    [
        "~ gets +2/+2 as long as there are four or more card types among cards in your graveyard.",
        "~ has lifelink as long as it has a +1/+1 counter on it.",
        "Each creature you control with a +1/+1 counter on it has trample.",
        "~ gets +2/+1 as long as an opponent has 10 or less life.",
        "~ has first strike as long as it's tapped.",
        "As long as you control a Forest, ~ gets +1/+2.",
    ],
)
def test_cr611_3a_as_long_as_lines_round_trip_and_are_supported(line: str) -> None:
    ability = parse_line(line)
    assert render_ability(ability) == line
    assert missing(ability) is None


def test_cr611_3a_as_long_as_uses_the_shared_condition_model() -> None:
    """The "as long as" condition is a :class:`Condition`, the same data as an "if"."""
    ability = parse_line("~ gets +2/+1 as long as an opponent has 10 or less life.")
    assert isinstance(ability, StaticLine) and isinstance(ability.effect, ConditionalStatic)
    condition = ability.effect.condition
    assert condition == Condition("life", who="an opponent", amount=10, at_most=True)


def test_cr611_3a_delirium_counts_card_types_in_your_graveyard(table: Table) -> None:
    """Gnarlwood Dryad: "+2/+2 as long as there are four or more card types among cards in
    your graveyard" (CR 205.2a). Three types: 1/1; an instant resolving (and put into the
    graveyard, CR 608.2n) makes four: 3/3. Cards in the opponent's graveyard don't count."""
    t = table
    dryad = t.put("Gnarlwood Dryad", t.alice)
    for name in ("Forest", "Grizzly Bears", "Glorious Anthem"):
        t.put(name, t.alice, "graveyard")
    t.put("Shock", t.bob, "graveyard")  # Bob's instant: not Alice's graveyard
    assert pt(t, dryad) == (1, 1)
    t.lands("Mountain", t.alice, 1)
    t.main_phase()
    t.cast(t.put("Shock", t.alice, "hand"), t.bob)
    assert t.game.life(t.bob) == 18
    assert pt(t, dryad) == (3, 3)


def test_cr611_3a_opponent_life_condition_follows_the_life_total(table: Table) -> None:
    """Ruthless Cullblade: "+2/+1 as long as an opponent has 10 or less life."""
    t = table
    cullblade = t.put("Ruthless Cullblade", t.alice)
    t.game.set_life(t.bob, 11)
    assert pt(t, cullblade) == (2, 1)
    t.game.lose_life(t.bob, 1)
    assert pt(t, cullblade) == (4, 2)
    t.game.set_life(t.alice, 5)  # only an opponent's life counts
    t.game.gain_life(t.bob, 1)
    assert pt(t, cullblade) == (2, 1)


def test_cr122_1_creatures_with_a_counter_have_trample(table: Table) -> None:
    """Duskshell Crawler: its enters trigger puts a +1/+1 counter on target creature; each
    creature Alice controls with a +1/+1 counter on it has trample (not Bob's, not one
    without a counter)."""
    t = table
    bears = t.put("Grizzly Bears", t.alice)
    other = t.put("Grizzly Bears", t.alice)
    theirs = t.game.add_card_def(
        bundled_database().card("Grizzly Bears"),
        owner=t.bob,
        zone="battlefield",
        counters={"+1/+1": 1},
    )
    crawler = t.put("Duskshell Crawler", t.alice, "hand")
    t.lands("Forest", t.alice, 2)
    t.main_phase()
    t.game.apply(CastSpell(crawler, ()))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())  # the Crawler resolves; its trigger asks for its target
    decision = t.decision()
    assert decision.kind == "targets"
    t.game.apply(
        next(o for o in decision.options if isinstance(o, Choose) and o.answer == (bears,))
    )
    t.resolve()
    assert t.game.state.objects[bears].counters.get("+1/+1") == 1
    assert pt(t, bears) == (3, 3)
    assert t.game.state.objects[bears].has(Keyword.TRAMPLE)
    assert not t.game.state.objects[other].has(Keyword.TRAMPLE)
    assert not t.game.state.objects[theirs].has(Keyword.TRAMPLE)
    assert not t.game.state.objects[crawler_on(t)].has(Keyword.TRAMPLE)


def crawler_on(t: Table) -> int:
    return t.on_battlefield("Duskshell Crawler")


def test_cr611_3a_lifelink_as_long_as_it_has_a_counter(table: Table) -> None:
    """Sigiled Contender: "has lifelink as long as it has a +1/+1 counter on it." Without a
    counter its combat damage gains nothing; after Battlegrowth (a +1/+1 counter) it does
    (CR 702.15b)."""
    t = table
    contender = t.put("Sigiled Contender", t.alice)
    assert not t.game.state.objects[contender].has(Keyword.LIFELINK)
    t.lands("Forest", t.alice, 1)
    t.main_phase()
    t.cast(t.put("Battlegrowth", t.alice, "hand"), contender)
    assert pt(t, contender) == (4, 4)
    while t.decision().kind != "declare attackers":
        t.game.apply(PassPriority())
    t.game.apply(DeclareAttackers(((contender, t.bob),)))
    attack(t)
    assert t.game.life(t.bob) == 16
    assert t.game.life(t.alice) == 24


def test_cr611_3a_no_lifelink_without_a_counter(table: Table) -> None:
    t = table
    contender = t.put("Sigiled Contender", t.alice)
    t.game.begin("declare attackers", active=t.alice)
    t.game.apply(DeclareAttackers(((contender, t.bob),)))
    attack(t)
    assert (t.game.life(t.bob), t.game.life(t.alice)) == (17, 20)


def attack(t: Table) -> None:
    """Pass priority (and declare no blockers) until combat damage is dealt."""
    while t.game.life(t.bob) == 20:
        kind = t.decision().kind
        t.game.apply(DeclareBlockers(()) if kind == "declare blockers" else PassPriority())
