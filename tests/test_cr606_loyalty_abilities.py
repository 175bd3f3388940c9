"""Loyalty abilities (CR 606, the same numbers in both editions), played with real
planeswalkers under both rulesets: the cost puts on or removes loyalty counters (606.4), one
loyalty ability per permanent per turn at sorcery speed (606.3), a negative cost needs that
many counters (606.5); a planeswalker enters with its loyalty (306.5b), damage to it removes
loyalty counters (CR 120.3c; 2011: 119.3c), and with loyalty 0 it is put into its owner's
graveyard (704.5i). A forbidden activation is a typed error naming the rule and changes
nothing."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell, Choose, PassPriority
from mtgrules.cards.compiler import compile_text
from mtgrules.cards.database import bundled_database
from mtgrules.errors import RulesError
from mtgrules.events import CountersPut, CountersRemoved
from mtgrules.objects import LOYALTY, Step, Zone
from mtgrules.rules.casting import IllegalActionError
from mtgrules.rulesets import get_ruleset
from mtgrules.state import EntityId
from tests.instruction_play import RULESETS, Table
from tests.play_turns import until_step

PLANESWALKERS = [
    "Chandra, Pyrogenius",
    "Ajani, Inspiring Leader",
    "Chandra, Flame's Fury",
    "Nissa, Voice of Zendikar",
    "Vivien of the Arkbow",
    "Ral, Caller of Storms",
    "Chandra, Gremlin Wrangler",
    "Ob Nixilis, the Hate-Twisted",
    "Tibalt, Rakish Instigator",
    "Chandra Nalaar",
    "Koth, Fire of Resistance",
]


def loyalty(t: Table, walker: EntityId) -> int:
    return t.game.state.objects[walker].counter(LOYALTY)


def refused(t: Table, action: ActivateAbility, rule: str) -> None:
    """The activation is not among the legal actions, and applying it raises an error citing
    ``rule`` and changes nothing."""
    assert action not in t.game.legal_actions()
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(action)
    assert error.value.rule == rule
    assert t.game.state == before


@pytest.mark.parametrize("name", PLANESWALKERS)
def test_cr606_2_real_planeswalkers_are_supported(name: str) -> None:
    """Each loyalty ability compiles with its loyalty cost, and the card is supported."""
    compiled = bundled_database().compiled(name)
    assert compiled.supported, compiled.unsupported
    card = bundled_database().card(name)
    costs = [a.loyalty for a in card.activated]
    assert costs and all(cost is not None for cost in costs)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr306_5b_cast_planeswalker_enters_with_its_loyalty(ruleset: str) -> None:
    """Chandra, Pyrogenius (loyalty 5), cast for {4}{R}{R}, enters with five loyalty
    counters."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 6)
    card = t.put("Chandra, Pyrogenius", t.alice, "hand")
    t.begin()
    t.act(CastSpell(card))
    t.resolve()
    [chandra] = [o for o in t.game.state.battlefield() if o.name == "Chandra, Pyrogenius"]
    assert chandra.counter(LOYALTY) == 5


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr606_4_plus_ability_puts_loyalty_counters_as_its_cost(ruleset: str) -> None:
    """Chandra, Pyrogenius "[+2]: Chandra deals 2 damage to each opponent.": the two loyalty
    counters are put on her as the ability is activated (CR 606.4), before it resolves."""
    t = Table(ruleset)
    chandra = t.put("Chandra, Pyrogenius", t.alice)
    t.begin()
    events = t.act(ActivateAbility(chandra, 0))
    assert loyalty(t, chandra) == 7 and t.game.state.stack
    paid = [e for e in events if isinstance(e, CountersPut)]
    assert [(e.kind, e.amount, e.rule) for e in paid] == [(LOYALTY, 2, "606.4")]
    t.resolve()
    assert t.game.life(t.bob) == 18


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr606_4_minus_ability_removes_loyalty_counters(ruleset: str) -> None:
    """Chandra, Pyrogenius "[−3]: Chandra deals 4 damage to target creature.": 5 → 2."""
    t = Table(ruleset)
    chandra = t.put("Chandra, Pyrogenius", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    events = t.act(ActivateAbility(chandra, 1, (bears,)))
    removed = [e for e in events if isinstance(e, CountersRemoved)]
    assert [(e.kind, e.amount, e.rule) for e in removed] == [(LOYALTY, 3, "606.4")]
    t.resolve()
    assert loyalty(t, chandra) == 2
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Grizzly Bears"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr606_3_one_loyalty_ability_of_a_permanent_each_turn(ruleset: str) -> None:
    """After Chandra's [+2], neither [+2] nor [−3] can be activated again this turn, but
    another planeswalker's loyalty ability can (once per permanent)."""
    t = Table(ruleset)
    chandra = t.put("Chandra, Pyrogenius", t.alice)
    nissa = t.put("Nissa, Voice of Zendikar", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    t.act(ActivateAbility(chandra, 0))
    t.resolve()
    refused(t, ActivateAbility(chandra, 0), "606.3")
    refused(t, ActivateAbility(chandra, 1, (bears,)), "606.3")
    t.act(ActivateAbility(nissa, 0))  # "[+1]: Create a 0/1 green Plant creature token."
    t.resolve()
    assert loyalty(t, nissa) == 4
    assert any("Plant" in o.subtypes for o in t.game.state.battlefield())


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr606_3_loyalty_abilities_again_on_the_next_turn(ruleset: str) -> None:
    """The limit is per turn: on Alice's next turn, Chandra's [+2] can be activated again."""
    t = Table(ruleset)
    for player in (t.alice, t.bob):
        for _ in range(3):
            t.put("Mountain", player, "library")
    chandra = t.put("Chandra, Pyrogenius", t.alice)
    t.begin()
    t.act(ActivateAbility(chandra, 0))
    t.resolve()
    until_step(t.game, Step.PRECOMBAT_MAIN, 3)
    assert t.game.state.active_player == t.alice
    t.act(ActivateAbility(chandra, 0))
    t.resolve()
    assert loyalty(t, chandra) == 9 and t.game.life(t.bob) == 16


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr606_3_only_at_sorcery_speed(ruleset: str) -> None:
    """Not while a spell is on the stack, not in the beginning of combat step, and not on
    the opponent's turn."""
    t = Table(ruleset)
    chandra = t.put("Chandra, Pyrogenius", t.alice)
    t.lands("Mountain", t.alice, 1)
    for _ in range(3):
        t.put("Mountain", t.bob, "library")
    shock = t.put("Shock", t.alice, "hand")
    t.begin()
    t.act(CastSpell(shock, (t.bob,)))
    refused(t, ActivateAbility(chandra, 0), "606.3")
    t.resolve()
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    assert t.game.state.step is Step.BEGINNING_OF_COMBAT
    refused(t, ActivateAbility(chandra, 0), "606.3")
    until_step(t.game, Step.PRECOMBAT_MAIN, 2)
    t.game.apply(PassPriority())  # Bob passes: Alice has priority on Bob's turn
    assert t.game.state.priority == t.alice and t.game.state.active_player == t.bob
    refused(t, ActivateAbility(chandra, 0), "606.3")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr606_5_negative_cost_needs_that_many_loyalty_counters(ruleset: str) -> None:
    """Chandra, Pyrogenius with five loyalty counters can't activate "[−10]"."""
    t = Table(ruleset)
    chandra = t.put("Chandra, Pyrogenius", t.alice)
    t.begin()
    refused(t, ActivateAbility(chandra, 2, (t.bob,)), "606.5")
    assert loyalty(t, chandra) == 5


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr606_5_the_whole_loyalty_may_be_removed(ruleset: str) -> None:
    """Ajani, Inspiring Leader with exactly three loyalty counters activates "[−3]: Exile
    target creature. Its controller gains 2 life.": with loyalty 0 he is put into his
    owner's graveyard (704.5i) before the ability resolves, and the ability still does."""
    t = Table(ruleset)
    card = bundled_database().card("Ajani, Inspiring Leader")
    ajani = t.game.add_card_def(card, owner=t.alice, zone="battlefield", counters={LOYALTY: 3})
    assert loyalty(t, ajani) == 3
    bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    events = t.act(ActivateAbility(ajani, 1, (bears,)))
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Ajani, Inspiring Leader"]
    assert any(getattr(e, "rule", "") == "704.5i" for e in events)
    t.resolve()
    assert t.zone_of(t.bob, Zone.EXILE) == ["Grizzly Bears"]
    assert t.game.life(t.bob) == 22


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr120_3c_damage_to_a_planeswalker_removes_loyalty_counters(ruleset: str) -> None:
    """Chandra, Flame's Fury "[+1]: Chandra deals 2 damage to any target." aimed at Bob's
    Chandra, Pyrogenius: two loyalty counters are removed from her (CR 120.3c; 2011
    119.3c)."""
    t = Table(ruleset)
    fury = t.put("Chandra, Flame's Fury", t.alice)
    pyrogenius = t.put("Chandra, Pyrogenius", t.bob)
    t.begin()
    t.act(ActivateAbility(fury, 0, (pyrogenius,)))
    events = t.resolve()
    assert loyalty(t, fury) == 5 and loyalty(t, pyrogenius) == 3
    rule = get_ruleset(ruleset).damage("3c")
    assert any(isinstance(e, CountersRemoved) and e.rule == rule for e in events)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr306_7_noncombat_damage_to_a_player_and_their_planeswalker(ruleset: str) -> None:
    """Chandra, Pyrogenius's [+2] deals 2 damage to Bob, who controls Ajani, Inspiring
    Leader. Under the 2011 rules Alice may redirect it to Ajani (CR 2011 306.7); today
    Bob is dealt it."""
    t = Table(ruleset)
    chandra = t.put("Chandra, Pyrogenius", t.alice)
    ajani = t.put("Ajani, Inspiring Leader", t.bob)
    t.begin()
    t.act(ActivateAbility(chandra, 0))
    if ruleset == "cr2011":
        t.game.apply(PassPriority())
        t.game.apply(PassPriority())
        decision = t.asked()
        assert decision.kind == "planeswalker_redirect" and decision.rule == "306.7"
        assert decision.player == t.alice
        t.game.apply(Choose(ajani))
        assert loyalty(t, ajani) == 3 and t.game.life(t.bob) == 20
    else:
        t.resolve()
        assert loyalty(t, ajani) == 5 and t.game.life(t.bob) == 18


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr107_3_minus_x_is_chosen_up_to_the_loyalty(ruleset: str) -> None:
    """Chandra Nalaar (loyalty 6) "[−X]: Chandra Nalaar deals X damage to target creature.":
    Alice chooses X from 0 to 6 (CR 107.3, 606.5); X = 4 removes four loyalty counters and
    deals 4 damage to Bob's 3/3 Hill Giant, which is destroyed."""
    t = Table(ruleset)
    chandra = t.put("Chandra Nalaar", t.alice)
    assert loyalty(t, chandra) == 6
    giant = t.put("Hill Giant", t.bob)
    t.begin()
    t.game.apply(ActivateAbility(chandra, 1, (giant,)))
    decision = t.asked()
    assert decision.kind == "X" and decision.options == tuple(range(7))
    assert decision.player == t.alice
    t.game.apply(Choose(4))
    assert loyalty(t, chandra) == 2
    t.resolve()
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Hill Giant"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr107_3_minus_x_of_zero_removes_nothing(ruleset: str) -> None:
    """X = 0 is a legal choice: no counter is removed, no damage is dealt, and Chandra's
    loyalty ability for the turn is used."""
    t = Table(ruleset)
    chandra = t.put("Chandra Nalaar", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    t.act(ActivateAbility(chandra, 1, (bears,)), 0)
    t.resolve()
    assert loyalty(t, chandra) == 6 and t.game.state.objects[bears].damage == 0
    refused(t, ActivateAbility(chandra, 0, (t.bob,)), "606.3")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr605_1a_a_loyalty_ability_that_adds_mana_is_no_mana_ability(ruleset: str) -> None:
    """Chandra, Torch of Defiance's "[+1]: Add {R}{R}." is a loyalty ability, so not a mana
    ability (CR 605.1a): it goes on the stack, and it isn't used to pay for a spell."""
    t = Table(ruleset)
    card = compile_text(
        "Torch Test",
        types=["Planeswalker"],
        subtypes=["Chandra"],
        text="[+1]: Add {R}{R}.",
        loyalty=4,
    )
    chandra = t.game.add_card_def(card, owner=t.alice, zone="battlefield")
    shock = t.put("Shock", t.alice, "hand")
    t.begin()
    assert not card.activated[0].is_mana_ability
    assert all(not isinstance(a, CastSpell) for a in t.game.legal_actions())
    with pytest.raises(RulesError):
        t.game.apply(CastSpell(shock, (t.bob,)))
    t.act(ActivateAbility(chandra, 0))
    assert t.game.state.stack and loyalty(t, chandra) == 5
    t.resolve()
    t.act(CastSpell(shock, (t.bob,)))
    t.resolve()
    assert t.game.life(t.bob) == 18
