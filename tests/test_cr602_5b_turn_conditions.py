"""Conditions on this turn's record and on hands, wherever a condition stands: CR 602.5b
"Activate only if you've cast an instant or sorcery spell this turn.", CR 608.2c "If you've
drawn two or more cards this turn, ...", "If an opponent has more cards in hand than you,
...". Real cards under both rulesets, the condition true and false."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell, PassPriority, PlayLand
from mtgrules.rules.casting import IllegalActionError
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "{T}: You gain 2 life. Activate only if you've cast an instant or sorcery spell this turn.",
        "{R}{R}{R}: Return ~ from your graveyard to your hand. Activate only if an opponent was"
        " dealt damage this turn.",
        "{T}: Add one mana of any color. Activate only if ~ entered this turn.",
        "{T}: Draw a card. Activate only if five or more creatures died this turn.",
        "{T}: Draw a card. Activate only if you have more cards in hand than each opponent.",
        "{T}: Draw a card. Activate only if ~ has a +1/+1 counter on it.",
        "When ~ enters, if you have less life than an opponent, you gain 3 life.",
        "If an opponent has more cards in hand than you, draw a card.",
        "~ deals 3 damage to target creature. If you've drawn two or more cards this turn, ~"
        " deals 5 damage to that creature instead.",
        "Draw two cards. If you cast ~ during your main phase, you gain 2 life.",
        "{1}{R}: Put a +1/+1 counter on ~. Activate only if an opponent lost life this turn and"
        " only once each turn.",
        "{T}, Pay 7 life: Destroy target nonland permanent. Activate only during your turn.",
    ],
)
def test_cr602_5b_turn_conditions_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr602_5b_potioners_trove_after_an_instant(ruleset: str) -> None:
    """Potioner's Trove: "{T}: You gain 2 life. Activate only if you've cast an instant or
    sorcery spell this turn." Before Shock: not legal (IllegalActionError 602.5b, nothing
    changes); after Shock: Alice gains 2 life."""
    t = Table(ruleset)
    trove = t.put("Potioner's Trove", t.alice)
    shock = t.put("Shock", t.alice, "hand")
    t.lands("Mountain", t.alice, 1)
    t.begin()
    action = ActivateAbility(trove, 1, ())
    assert action not in t.game.legal_actions()
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(action)
    assert error.value.rule == "602.5b"
    assert t.game.state == before
    t.act(CastSpell(shock, (t.bob,)))
    t.resolve()
    assert action in t.game.legal_actions()
    t.act(action)
    t.resolve()
    assert t.game.life(t.alice) == 22


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("drew", [False, True])
def test_cr608_2c_galvanize_after_two_draws(ruleset: str, drew: bool) -> None:
    """Galvanize: 3 damage to target creature, 5 instead if Alice drew two or more cards this
    turn (Divination first). Serra Angel (4/4) survives 3, dies to 5."""
    t = Table(ruleset)
    galvanize = t.put("Galvanize", t.alice, "hand")
    angel = t.put("Serra Angel", t.bob)
    t.lands("Mountain", t.alice, 4)  # Divination may be paid with two of them
    for _ in range(2):
        t.put("Island", t.alice, "library")
    t.begin()
    if drew:
        divination = t.put("Divination", t.alice, "hand")
        t.lands("Island", t.alice, 3)
        t.act(CastSpell(divination, ()))
        t.resolve()
    t.act(CastSpell(galvanize, (angel,)))
    t.resolve()
    assert t.game.is_on_battlefield(angel) is not drew


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("bob_cards", [0, 3])
def test_cr608_2c_sunset_revelry_more_cards_in_hand(ruleset: str, bob_cards: int) -> None:
    """Sunset Revelry's third sentence: "If an opponent has more cards in hand than you, draw
    a card." Alice's hand is empty once it is cast: with 3 cards in Bob's hand she draws one;
    with none she doesn't (life and creatures equal: the other sentences do nothing)."""
    t = Table(ruleset)
    revelry = t.put("Sunset Revelry", t.alice, "hand")
    t.lands("Plains", t.alice, 2)
    t.put("Island", t.alice, "library")
    for _ in range(bob_cards):
        t.put("Island", t.bob, "hand")
    t.begin()
    t.act(CastSpell(revelry, ()))
    t.resolve()
    in_hand = [o for o in t.game.state.objects.values() if o.owner == t.alice]
    assert sum(1 for o in in_hand if o.zone.value == "hand") == (1 if bob_cards else 0)
    assert t.game.life(t.alice) == 20


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("played", [False, True])
def test_cr602_5b_mirrex_entered_this_turn(ruleset: str, played: bool) -> None:
    """Mirrex: "{T}: Add one mana of any color. Activate only if Mirrex entered this turn."
    Played this turn: legal, and the red Alice asks for pays for Lightning Bolt; on the
    battlefield since before: not legal (IllegalActionError 602.5b, nothing changes)."""
    t = Table(ruleset)
    mirrex = t.put("Mirrex", t.alice, "hand" if played else "battlefield")
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    t.begin()
    if played:
        t.act(PlayLand(mirrex))
        (mirrex,) = (o.id for o in t.game.state.battlefield() if o.name == "Mirrex")
    action = ActivateAbility(mirrex, 1, ())
    assert (action in t.game.legal_actions()) is played
    cast = CastSpell(bolt, (t.bob,))
    if not played:
        before = t.game.state.copy()
        with pytest.raises(IllegalActionError) as error:
            t.game.apply(action)
        assert error.value.rule == "602.5b"
        assert t.game.state == before
        return
    t.act(action, "R")  # a mana ability: no stack (CR 605.3a); the red pays for the Bolt
    t.act(cast)
    t.resolve()
    assert t.game.life(t.bob) == 17


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(
    ("step", "whose", "gains"),
    [("precombat main", "alice", 2), ("upkeep", "alice", 0), ("precombat main", "bob", 0)],
)
def test_cr608_2c_sphinxs_insight_cast_during_your_main_phase(
    ruleset: str, step: str, whose: str, gains: int
) -> None:
    """Sphinx's Insight: "Draw two cards. If you cast this spell during your main phase, you
    gain 2 life." Cast in Alice's main phase: 22 life; in her upkeep or in Bob's main phase
    (CR 505.1: the main phase of the turn's active player): 20."""
    t = Table(ruleset)
    insight = t.put("Sphinx's Insight", t.alice, "hand")
    t.lands("Plains", t.alice, 2)
    t.lands("Island", t.alice, 2)
    for _ in range(2):
        t.put("Island", t.alice, "library")
    t.game.begin(step, active=t.alice if whose == "alice" else t.bob)
    if whose == "bob":
        t.game.apply(PassPriority())  # Bob passes: Alice has priority
    t.act(CastSpell(insight, ()))
    t.resolve()
    assert t.game.life(t.alice) == 20 + gains
    assert len([o for o in t.game.state.objects.values() if o.zone.value == "hand"]) == 2


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr602_5b_hired_claw_if_and_only_once_each_turn(ruleset: str) -> None:
    """Hired Claw: "{1}{R}: Put a +1/+1 counter on ~. Activate only if an opponent lost life
    this turn and only once each turn." Not before Bob loses life; once after Shock; not a
    second time (both restrictions, CR 602.5b)."""
    t = Table(ruleset)
    claw = t.put("Hired Claw", t.alice)
    shock = t.put("Shock", t.alice, "hand")
    t.lands("Mountain", t.alice, 5)
    t.begin()
    action = ActivateAbility(claw, 0, ())
    assert action not in t.game.legal_actions()
    t.act(CastSpell(shock, (t.bob,)))
    t.resolve()
    assert action in t.game.legal_actions()
    t.act(action)
    t.resolve()
    assert t.game.state.objects[claw].counters.get("+1/+1", 0) == 1
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(action)
    assert error.value.rule == "602.5b"
    assert t.game.state == before


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("whose", ["alice", "bob"])
def test_cr602_5b_vona_only_during_your_turn(ruleset: str, whose: str) -> None:
    """Vona, Butcher of Magan: "{T}, Pay 7 life: Destroy target nonland permanent. Activate
    only during your turn." On Alice's turn it destroys Bob's Hill Giant; on Bob's turn it
    can't be activated."""
    t = Table(ruleset)
    vona = t.put("Vona, Butcher of Magan", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.game.begin("precombat main", active=t.alice if whose == "alice" else t.bob)
    if whose == "bob":
        t.game.apply(PassPriority())  # Bob passes: Alice has priority
    action = ActivateAbility(vona, 0, (giant,))
    if whose == "bob":
        assert action not in t.game.legal_actions()
        with pytest.raises(IllegalActionError) as error:
            t.game.apply(action)
        assert error.value.rule == "602.5b"
        return
    t.act(action)
    t.resolve()
    assert not t.game.is_on_battlefield(giant)
    assert t.game.life(t.alice) == 13
