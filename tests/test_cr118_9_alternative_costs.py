"""Alternative costs printed on a card (CR 118.9; 2011: 117.9): "You may [costs] rather than
pay this spell's mana cost." The costs replace the mana cost; those that are not mana are paid
like additional costs, chosen by the caster and paid in full or not at all (CR 601.2h; 2011:
601.2g); "If [condition], you may ..." is offered only when the condition holds. Played with
Force of Will, Snuff Out, Fireblast, Soul Spike, Bringer of the White Dawn, Orim's Cure,
Mine Collapse and Needlebite Trap under both editions; a refused cast leaves the game exactly
as it was."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.effects.alternative_costs import RATHER_THAN
from mtgrules.objects import Zone
from mtgrules.rules.casting import IllegalActionError
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table

PAY = {"cr2011": "601.2g", "current": "601.2h"}
RATHER = {"cr2011": "117.9", "current": "118.9"}


def _refused(t: Table, action: CastSpell, rule: str) -> str:
    assert action not in t.game.legal_actions()
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(action)
    assert error.value.rule == rule
    assert t.game.state == before
    return error.value.message


@pytest.mark.parametrize(
    "line",
    [
        "You may pay 1 life and exile a blue card from your hand rather than pay ~'s mana cost.",
        "If you control a Swamp, you may pay 4 life rather than pay ~'s mana cost.",
        "You may sacrifice two Mountains rather than pay ~'s mana cost.",
        "You may pay {W}{U}{B}{R}{G} rather than pay ~'s mana cost.",
        "You may exile two black cards from your hand rather than pay ~'s mana cost.",
        "You may sacrifice three black creatures rather than pay ~'s mana cost.",
        "You may discard a Mountain card rather than pay ~'s mana cost.",
        "If you control a Plains, you may tap an untapped creature you control rather than pay "
        "~'s mana cost.",
        "If it's your turn, you may sacrifice a Mountain rather than pay ~'s mana cost.",
        "If an opponent gained life this turn, you may pay {B} rather than pay ~'s mana cost.",
    ],
)
def test_cr118_9_alternative_cost_lines_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr118_9_force_of_will_pays_life_and_exiles_a_blue_card(ruleset: str) -> None:
    """Alice casts Shock at Bob, then Force of Will on it for 1 life and a blue card from her
    hand, with no land left untapped: she chooses the blue card (Grizzly Bears is not
    offered); Shock is countered."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 1)
    shock = t.put("Shock", t.alice, "hand")
    force = t.put("Force of Will", t.alice, "hand")
    merfolk = t.put("Merfolk of the Pearl Trident", t.alice, "hand")
    t.put("Coral Merfolk", t.alice, "hand")
    t.put("Grizzly Bears", t.alice, "hand")
    t.begin()
    t.act(CastSpell(shock, (t.bob,)))
    shock_spell = t.game.state.stack[-1].id
    cast = CastSpell(force, (shock_spell,), RATHER_THAN)
    assert cast in t.game.legal_actions()
    assert CastSpell(force, (shock_spell,)) not in t.game.legal_actions()  # {3}{U}{U}
    t.game.apply(cast)
    asked = t.asked()
    assert asked.kind == "exile from hand" and asked.rule == PAY[ruleset]
    assert len(asked.options) == 2 and (merfolk,) in asked.options
    t.game.apply(Choose((merfolk,)))
    assert t.game.state.life_of(t.alice) == 19
    assert t.zone_of(t.alice, Zone.EXILE) == ["Merfolk of the Pearl Trident"]
    t.resolve()  # Force of Will counters Shock: the stack is empty
    assert not t.game.state.stack
    assert t.game.state.life_of(t.bob) == 20
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Force of Will", "Shock"]
    assert t.zone_of(t.alice, Zone.HAND) == ["Coral Merfolk", "Grizzly Bears"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr118_9_force_of_will_without_a_blue_card_is_refused(ruleset: str) -> None:
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 1)
    shock = t.put("Shock", t.alice, "hand")
    force = t.put("Force of Will", t.alice, "hand")
    t.put("Grizzly Bears", t.alice, "hand")
    t.begin()
    t.act(CastSpell(shock, (t.bob,)))
    message = _refused(t, CastSpell(force, (t.game.state.stack[-1].id,), RATHER_THAN), PAY[ruleset])
    assert "blue" in message


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr118_9_snuff_out_for_four_life_only_with_a_swamp(ruleset: str) -> None:
    """Snuff Out with no untapped land: refused without a Swamp (the alternative cost's
    rule), then, with a Swamp, cast for 4 life: Bob's Grizzly Bears is destroyed."""
    t = Table(ruleset)
    snuff = t.put("Snuff Out", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.bob)
    t.lands("Mountain", t.alice, 1)
    t.begin()
    message = _refused(t, CastSpell(snuff, (bears,), RATHER_THAN), RATHER[ruleset])
    assert "Swamp" in message
    swamp = t.put("Swamp", t.alice)
    t.game.state.objects[swamp].tapped = True
    t.act(CastSpell(snuff, (bears,), RATHER_THAN))
    assert t.game.state.life_of(t.alice) == 16
    t.resolve()
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Grizzly Bears"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr118_9_fireblast_sacrifices_two_mountains(ruleset: str) -> None:
    """Fireblast: two of Alice's three Mountains are sacrificed (her choice), 4 damage to
    Bob; with one Mountain it isn't offered and is refused."""
    t = Table(ruleset)
    first, second, third = t.lands("Mountain", t.alice, 3)
    blast = t.put("Fireblast", t.alice, "hand")
    t.begin()
    t.act(CastSpell(blast, (t.bob,), RATHER_THAN), (first, third))
    t.resolve()
    assert t.game.state.life_of(t.bob) == 16
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Fireblast", "Mountain", "Mountain"]
    assert t.game.is_on_battlefield(second)

    alone = Table(ruleset)
    alone.lands("Mountain", alone.alice, 1)
    blast = alone.put("Fireblast", alone.alice, "hand")
    alone.begin()
    _refused(alone, CastSpell(blast, (alone.bob,), RATHER_THAN), PAY[ruleset])


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr118_9_soul_spike_exiles_two_black_cards(ruleset: str) -> None:
    """Soul Spike for two black cards (Alice's only two): 4 damage to Bob, Alice gains 4."""
    t = Table(ruleset)
    spike = t.put("Soul Spike", t.alice, "hand")
    t.put("Dusk Imp", t.alice, "hand")
    t.put("Vampire Bats", t.alice, "hand")
    t.put("Shock", t.alice, "hand")
    t.begin()
    t.act(CastSpell(spike, (t.bob,), RATHER_THAN))
    t.resolve()
    assert t.game.state.life_of(t.bob) == 16
    assert t.game.state.life_of(t.alice) == 24
    assert t.zone_of(t.alice, Zone.EXILE) == ["Dusk Imp", "Vampire Bats"]
    assert t.zone_of(t.alice, Zone.HAND) == ["Shock"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr118_9_bringer_cast_for_its_five_colors(ruleset: str) -> None:
    """Bringer of the White Dawn ({7}{W}{W}) with the five basic lands: only the alternative
    cost {W}{U}{B}{R}{G} is payable; all five lands are tapped and it enters."""
    t = Table(ruleset)
    lands = [t.put(name, t.alice) for name in ("Plains", "Island", "Swamp", "Mountain", "Forest")]
    bringer = t.put("Bringer of the White Dawn", t.alice, "hand")
    t.begin()
    assert CastSpell(bringer) not in t.game.legal_actions()
    t.act(CastSpell(bringer, (), RATHER_THAN))
    assert all(t.game.state.objects[land].tapped for land in lands)
    t.resolve()
    assert t.zone_of(t.alice, Zone.BATTLEFIELD)[0] == "Bringer of the White Dawn"


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr118_9_orims_cure_taps_a_creature_with_a_plains(ruleset: str) -> None:
    """Orim's Cure with a tapped Plains: Alice taps her untapped Grizzly Bears (summoning
    sickness doesn't matter, CR 302.6), not her tapped Hill Giant."""
    t = Table(ruleset)
    plains = t.put("Plains", t.alice)
    t.game.state.objects[plains].tapped = True
    giant = t.put("Hill Giant", t.alice)
    t.game.state.objects[giant].tapped = True
    bears = t.put("Grizzly Bears", t.alice)
    cure = t.put("Orim's Cure", t.alice, "hand")
    t.begin()
    t.act(CastSpell(cure, (bears,), RATHER_THAN))
    assert t.game.state.objects[bears].tapped
    t.resolve()
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Orim's Cure"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr118_9_mine_collapse_only_on_your_turn(ruleset: str) -> None:
    """Mine Collapse: on Bob's turn the Mountain can't be sacrificed for it (refused with the
    alternative cost's rule)."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 1)
    collapse = t.put("Mine Collapse", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.bob)
    t.game.begin("precombat main", active=t.bob)
    t.game.apply(PassPriority())  # Alice has priority on Bob's turn
    message = _refused(t, CastSpell(collapse, (bears,), RATHER_THAN), RATHER[ruleset])
    assert "your turn" in message


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr118_9_needlebite_trap_after_an_opponent_gained_life(ruleset: str) -> None:
    """Needlebite Trap ({5}{B}{B}) for {B} only if an opponent gained life this turn: refused
    before, cast with one Swamp after Alice's Soothing Balm made Bob gain 5 (25 - 5 = 20)."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 2)
    t.lands("Swamp", t.alice, 1)
    trap = t.put("Needlebite Trap", t.alice, "hand")
    balm = t.put("Soothing Balm", t.alice, "hand")
    t.begin()
    message = _refused(t, CastSpell(trap, (t.bob,), RATHER_THAN), RATHER[ruleset])
    assert "an opponent gained life this turn" in message
    t.act(CastSpell(balm, (t.bob,)))
    t.resolve()
    assert t.game.state.life_of(t.bob) == 25
    t.act(CastSpell(trap, (t.bob,), RATHER_THAN))
    t.resolve()
    assert t.game.state.life_of(t.bob) == 20
    assert t.game.state.life_of(t.alice) == 25
