"""CR 608.2c: a condition written after the effect ("[effect] if [condition].", "Then if
[condition], [effect].") is checked as that instruction is followed; CR 602.5b "Activate
only if ~'s power is 4 or greater."; CR 603.4 intervening "if" clauses on what happened this
turn (revolt: "if a permanent left the battlefield under your control this turn"). Real
cards under both rulesets, the condition true and false."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell, PassPriority
from mtgrules.objects import Step, Zone
from mtgrules.rules.casting import IllegalActionError
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "At the beginning of your upkeep, you lose 2 life if you don't control an Ogre.",
        "At the beginning of combat on your turn, creatures you control gain flying until end"
        " of turn if a creature card in your graveyard has flying.",
        "When ~ enters, create a Treasure token if an opponent controls more lands than you.",
        "You gain 2 life. Then if you have more life than an opponent, draw a card.",
        "Draw a card. Then you gain 10 life if you control a creature with power 10 or greater.",
        "At the beginning of combat on your turn, if you control an Ajani planeswalker, put a"
        " +1/+1 counter on ~.",
        "When ~ enters, if a permanent left the battlefield under your control this turn, you"
        " gain 5 life.",
        "At the beginning of your end step, if a permanent you controlled left the battlefield"
        " this turn, each opponent loses 2 life.",
        "At the beginning of each upkeep, if you control no Snakes, create a 1/1 black Snake"
        " creature token with deathtouch.",
        "{T}: ~ deals 4 damage to target creature. Activate only if ~'s power is 4 or greater.",
        "At the beginning of each combat, creatures you control gain first strike until end of"
        " turn if a creature you control has first strike.",
    ],
)
def test_cr608_2c_conditions_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("in_graveyard", [6, 7])
def test_cr608_2c_swirling_sandstorm_threshold(ruleset: str, in_graveyard: int) -> None:
    """Swirling Sandstorm: "~ deals 5 damage to each creature without flying if there are
    seven or more cards in your graveyard." Bob's Hill Giant dies only with seven."""
    t = Table(ruleset)
    storm = t.put("Swirling Sandstorm", t.alice, "hand")
    giant = t.put("Hill Giant", t.bob)
    t.lands("Mountain", t.alice, 4)
    for _ in range(in_graveyard):
        t.put("Swamp", t.alice, "graveyard")
    t.begin()
    t.act(CastSpell(storm, ()))
    t.resolve()
    assert t.game.is_on_battlefield(giant) is (in_graveyard < 7)


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("human", [False, True])
def test_cr608_2c_dire_tactics_without_a_human(ruleset: str, human: bool) -> None:
    """Dire Tactics: "Exile target creature. If you don't control a Human, you lose life
    equal to that creature's toughness." Hill Giant (3/3): Alice loses 3 without a Human."""
    t = Table(ruleset)
    tactics = t.put("Dire Tactics", t.alice, "hand")
    giant = t.put("Hill Giant", t.bob)
    if human:
        t.put("Elite Vanguard", t.alice)
    t.lands("Plains", t.alice, 1)
    t.lands("Swamp", t.alice, 1)
    t.begin()
    t.act(CastSpell(tactics, (giant,)))
    t.resolve()
    assert not t.game.is_on_battlefield(giant)
    assert t.game.life(t.alice) == (20 if human else 17)


def _tokens(t: Table) -> int:
    return sum(1 for o in t.game.state.battlefield() if o.token and o.controller == t.alice)


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("bob_life", [20, 35])
def test_cr608_2c_feudkillers_verdict_then_if(ruleset: str, bob_life: int) -> None:
    """Feudkiller's Verdict: "You gain 10 life. Then if you have more life than an opponent,
    create a 5/5 white Giant Warrior creature token." 30 against 20: a token; against 35:
    none (checked after the life is gained, CR 608.2c)."""
    t = Table(ruleset)
    verdict = t.put("Feudkiller's Verdict", t.alice, "hand")
    t.lands("Plains", t.alice, 6)
    t.game.set_life(t.bob, bob_life)
    t.begin()
    t.act(CastSpell(verdict, ()))
    t.resolve()
    assert t.game.life(t.alice) == 30
    assert _tokens(t) == (1 if bob_life == 20 else 0)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr602_5b_bloodshot_trainee_needs_power_4(ruleset: str) -> None:
    """Bloodshot Trainee (2/3): "{T}: ~ deals 4 damage to target creature. Activate only if
    ~'s power is 4 or greater." At 2 power: not legal, the error changes nothing; after Giant
    Growth (5/6): 4 damage kills Bob's Hill Giant."""
    t = Table(ruleset)
    trainee = t.put("Bloodshot Trainee", t.alice)
    growth = t.put("Giant Growth", t.alice, "hand")
    giant = t.put("Hill Giant", t.bob)
    t.lands("Forest", t.alice, 1)
    t.begin()
    action = ActivateAbility(trainee, 0, (giant,))
    assert action not in t.game.legal_actions()
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(action)
    assert error.value.rule == "602.5b"
    assert t.game.state == before
    t.act(CastSpell(growth, (trainee,)))
    t.resolve()
    assert action in t.game.legal_actions()
    t.act(action)
    t.resolve()
    assert not t.game.is_on_battlefield(giant)


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("revolt", [False, True])
def test_cr603_4_airdrop_aeronauts_revolt(ruleset: str, revolt: bool) -> None:
    """Airdrop Aeronauts: "When ~ enters, if a permanent left the battlefield under your
    control this turn, you gain 5 life." Alice's Grizzly Bears die to her own Shock first
    (revolt): 25 life; without it the ability doesn't trigger."""
    t = Table(ruleset)
    aeronauts = t.put("Airdrop Aeronauts", t.alice, "hand")
    t.lands("Plains", t.alice, 5)
    t.lands("Mountain", t.alice, 1)
    t.begin()
    if revolt:
        bears = t.put("Grizzly Bears", t.alice)
        shock = t.put("Shock", t.alice, "hand")
        t.act(CastSpell(shock, (bears,)))
        t.resolve()
        assert not t.game.is_on_battlefield(bears)
    t.act(CastSpell(aeronauts, ()))
    t.resolve()
    assert t.game.is_on_battlefield(aeronauts) or any(
        o.name == "Airdrop Aeronauts" and o.zone is Zone.BATTLEFIELD
        for o in t.game.state.objects.values()
    )
    if revolt:
        assert len(t.game.state.stack) == 1
        t.resolve()
    assert t.game.state.stack == []
    assert t.game.life(t.alice) == (25 if revolt else 20)


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("snake", [False, True])
def test_cr603_4_ophiomancer_only_without_snakes(ruleset: str, snake: bool) -> None:
    """Ophiomancer: "At the beginning of each upkeep, if you control no Snakes, create a 1/1
    black Snake creature token with deathtouch." With Sakura-Tribe Elder (a Snake) it
    doesn't trigger at Bob's upkeep; without, Alice gets one token."""
    t = Table(ruleset)
    t.put("Ophiomancer", t.alice)
    if snake:
        t.put("Sakura-Tribe Elder", t.alice)
    for _ in range(2):
        t.put("Swamp", t.bob, "library")
    t.game.begin("end", active=t.alice)
    state = t.game.state
    while not (state.step is Step.UPKEEP and state.active_player == t.bob):
        t.game.apply(PassPriority())
    while state.stack:
        t.game.apply(PassPriority())
    assert _tokens(t) == (0 if snake else 1)
