"""Exile and return: "Exile target creature you control, then return that card to the
battlefield under your control." and "... Return it to the battlefield under its owner's
control at the beginning of the next end step." (a delayed triggered ability, CR 603.7a). The
returned card is the one the exile moved (other parts of an effect find the object it moved to
a public zone, an exception of CR 400.7); it comes back as a new object. Real cards, under both
rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell
from mtgrules.objects import Zone
from mtgrules.state import GameObject
from tests.instruction_play import RULESETS, Table


def _on_battlefield(t: Table, name: str) -> list[GameObject]:
    return [o for o in t.game.state.battlefield() if o.name == name]


def _to_end_step(t: Table) -> None:
    """Play on (passing, no attackers) until something is on the stack in the end step."""
    game = t.game
    while not game.state.stack:
        step = game.state.step
        assert step is None or step.name.lower() != "cleanup", "nothing triggered"
        game.apply(game.legal_actions()[0])


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr400_7_cloudshift_returns_a_new_object_without_damage(ruleset: str) -> None:
    """Cloudshift on Alice's damaged Grizzly Bears: the card comes back at once, a new object
    with no damage marked on it."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 1)
    t.begin()
    bears = t.put("Grizzly Bears", t.alice)
    t.game.deal_damage(t.put("Hill Giant", t.bob), bears, 1)
    t.act(CastSpell(t.put("Cloudshift", t.alice, "hand"), (bears,)))
    t.resolve()
    (back,) = _on_battlefield(t, "Grizzly Bears")
    assert back.id != bears
    assert (back.controller, t.game.damage_on(back.id)) == (t.alice, 0)
    assert t.zone_of(t.alice, Zone.EXILE) == []


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_7a_explosive_getaway_saves_a_creature_until_the_end_step(ruleset: str) -> None:
    """Explosive Getaway exiles Alice's Grizzly Bears, then deals 4 damage to each creature
    (Bob's Hill Giant dies); at the beginning of the next end step the Bears return."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 3)
    t.lands("Plains", t.alice, 2)
    t.begin()
    bears = t.put("Grizzly Bears", t.alice)
    t.put("Hill Giant", t.bob)
    t.act(CastSpell(t.put("Explosive Getaway", t.alice, "hand"), (bears,)))
    t.resolve()
    assert t.zone_of(t.alice, Zone.EXILE) == ["Grizzly Bears"]
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Hill Giant"]
    _to_end_step(t)
    t.resolve()
    (back,) = _on_battlefield(t, "Grizzly Bears")
    assert back.controller == t.alice
    assert t.zone_of(t.alice, Zone.EXILE) == []


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_7a_roon_returns_bobs_creature_under_bobs_control(ruleset: str) -> None:
    """Roon of the Hidden Realm exiles Bob's Hill Giant: "that card" returns at the next end
    step under its owner's control, Bob's."""
    t = Table(ruleset)
    t.lands("Forest", t.alice, 2)
    roon = t.put("Roon of the Hidden Realm", t.alice)  # since the start of the turn
    t.begin()
    giant = t.put("Hill Giant", t.bob)
    t.act(ActivateAbility(roon, 0, (giant,)))
    t.resolve()
    assert t.zone_of(t.bob, Zone.EXILE) == ["Hill Giant"]
    _to_end_step(t)
    t.resolve()
    (back,) = _on_battlefield(t, "Hill Giant")
    assert (back.owner, back.controller) == (t.bob, t.bob)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_7a_ghost_council_returns_and_its_enter_ability_triggers_again(
    ruleset: str,
) -> None:
    """Ghost Council of Orzhova exiles itself ({1}, sacrifice a creature); it returns at the
    next end step and its enters ability drains Bob again (CR 603.6a)."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 1)
    t.begin()
    council = t.put("Ghost Council of Orzhova", t.alice)
    t.put("Grizzly Bears", t.alice)
    bears = _on_battlefield(t, "Grizzly Bears")[0].id
    t.act(ActivateAbility(council, 0), (bears,))
    t.resolve()
    assert t.zone_of(t.alice, Zone.EXILE) == ["Ghost Council of Orzhova"]
    _to_end_step(t)
    t.resolve()  # the delayed trigger returns it
    assert _on_battlefield(t, "Ghost Council of Orzhova")
    t.resolve()  # its enters ability: Bob loses 1 life, Alice gains 1
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (21, 19)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr400_7_a_card_that_left_exile_is_not_returned(ruleset: str) -> None:
    """The exiled Bears are moved to the graveyard before the end step: the delayed trigger
    finds no card in exile and returns nothing (CR 400.7)."""
    t = Table(ruleset)
    t.lands("Forest", t.alice, 2)
    roon = t.put("Roon of the Hidden Realm", t.alice)  # since the start of the turn
    t.begin()
    giant = t.put("Hill Giant", t.bob)
    t.act(ActivateAbility(roon, 0, (giant,)))
    t.resolve()
    (exiled,) = [o.id for o in t.game.state.objects.values() if o.zone is Zone.EXILE]
    t.game.move_to_zone(exiled, "graveyard")
    _to_end_step(t)
    t.resolve()
    assert _on_battlefield(t, "Hill Giant") == []
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Hill Giant"]


def test_cr400_7_it_after_the_card_was_exiled_and_returned_is_refused() -> None:
    """Justiciar's Portal: "... return that card to the battlefield ... It gains first strike
    until end of turn." The target no longer names the returned card (a new object), so the
    card says it isn't supported rather than granting nothing."""
    from mtgrules.cards.database import bundled_database

    compiled = bundled_database().compiled("Justiciar's Portal")
    assert not compiled.supported
    assert "returned" in (compiled.reason or "")
