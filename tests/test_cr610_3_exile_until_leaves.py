"""Exile "until ~ leaves the battlefield" (CR 610.3): "When ~ enters, exile target creature an
opponent controls until ~ leaves the battlefield." A one-shot effect exiles the object; right
after the source leaves the battlefield a second one-shot effect returns it to the battlefield
under its owner's control (CR 610.3c), at once, not on the stack. If the source has left
before the exile, nothing moves (CR 610.3b). Real cards, under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.effects.linked_exile import ExiledUntilLeaves
from mtgrules.errors import IllegalChoiceError
from mtgrules.objects import Zone
from mtgrules.state import EntityId, GameObject
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


def _on_battlefield(t: Table, name: str) -> list[GameObject]:
    return [o for o in t.game.state.battlefield() if o.name == name]


def _links(t: Table) -> list[ExiledUntilLeaves]:
    return [e for e in t.game.state.effects.values() if isinstance(e, ExiledUntilLeaves)]


def _cast_onto_battlefield(t: Table, name: str, land: str, lands: int) -> EntityId:
    """Alice casts ``name``; it resolves and its enters ability waits for its target."""
    t.lands(land, t.alice, lands)
    card = t.put(name, t.alice, "hand")
    t.begin()
    t.act(CastSpell(card, ()))
    return card


@pytest.mark.parametrize(
    "line",
    [
        "When ~ enters, exile target creature an opponent controls until ~ leaves the battlefield.",
        "When ~ enters, exile up to one target nonland permanent an opponent controls until ~ "
        "leaves the battlefield.",
        "When ~ enters, exile another target nonland permanent until ~ leaves the battlefield.",
    ],
)
def test_cr610_3_exile_until_leaves_round_trips(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr610_3c_banisher_priest_returns_the_creature_under_its_owners_control(
    ruleset: str,
) -> None:
    """Banisher Priest exiles Bob's Hill Giant; when the Priest is put into a graveyard, the
    Giant returns at once (nothing on the stack), a new object under Bob's control."""
    t = Table(ruleset)
    giant = t.put("Hill Giant", t.bob)
    t.put("Grizzly Bears", t.bob)
    _cast_onto_battlefield(t, "Banisher Priest", "Plains", 3)
    t.resolve((giant,))  # the Priest enters; its ability targets the Giant
    t.resolve()
    assert t.zone_of(t.bob, Zone.EXILE) == ["Hill Giant"]
    assert len(_links(t)) == 1
    (priest,) = _on_battlefield(t, "Banisher Priest")
    t.game.move_to_zone(priest.id, Zone.GRAVEYARD)
    (back,) = _on_battlefield(t, "Hill Giant")
    assert back.id != giant
    assert (back.owner, back.controller) == (t.bob, t.bob)
    assert t.zone_of(t.bob, Zone.EXILE) == []
    assert _links(t) == []
    assert not t.game.state.stack


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr610_3_the_card_returns_when_the_source_dies_to_lethal_damage(ruleset: str) -> None:
    """Banisher Priest exiles Bob's Grizzly Bears (the only legal target); the Priest dies
    by a state-based action (lethal damage, CR 704.5g) and the Bears return then."""
    t = Table(ruleset)
    bears = t.put("Grizzly Bears", t.bob)
    _cast_onto_battlefield(t, "Banisher Priest", "Plains", 3)
    t.resolve()  # the only legal target is chosen for Alice
    t.resolve()
    assert t.zone_of(t.bob, Zone.EXILE) == ["Grizzly Bears"]
    (priest,) = _on_battlefield(t, "Banisher Priest")
    t.game.deal_damage(t.put("Hill Giant", t.bob), priest.id, 2)
    t.game.check_state_based_actions()
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Banisher Priest"]
    (back,) = _on_battlefield(t, "Grizzly Bears")
    assert back.id != bears and back.controller == t.bob


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr610_3b_the_source_left_before_the_ability_resolved_nothing_moves(
    ruleset: str,
) -> None:
    """The Priest leaves the battlefield with its ability on the stack: the Giant is not
    exiled (it would never come back)."""
    t = Table(ruleset)
    giant = t.put("Hill Giant", t.bob)
    _cast_onto_battlefield(t, "Banisher Priest", "Plains", 3)
    t.resolve()
    (priest,) = _on_battlefield(t, "Banisher Priest")
    t.game.move_to_zone(priest.id, Zone.GRAVEYARD)
    t.resolve()
    assert t.game.is_on_battlefield(giant)
    assert _links(t) == []


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr610_3_the_returned_creature_enters_again(ruleset: str) -> None:
    """Makeshift Binding exiles Bob's Angel of Mercy and Alice gains 2 life; when the Binding
    leaves, the Angel returns and its own enters ability triggers for Bob (CR 603.6a)."""
    t = Table(ruleset)
    angel = t.put("Angel of Mercy", t.bob)
    _cast_onto_battlefield(t, "Makeshift Binding", "Plains", 5)
    t.resolve()
    t.resolve()
    assert t.zone_of(t.bob, Zone.EXILE) == ["Angel of Mercy"]
    assert t.game.life(t.alice) == 22
    (binding,) = _on_battlefield(t, "Makeshift Binding")
    t.act(CastSpell(t.put("Disenchant", t.alice, "hand"), (binding.id,)))
    t.resolve()
    (back,) = _on_battlefield(t, "Angel of Mercy")
    assert back.id != angel
    t.resolve()  # the Angel's own enters ability
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (22, 23)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr400_7_a_card_that_left_exile_does_not_return(ruleset: str) -> None:
    """Prayer of Binding exiles Bob's Hill Giant; the card is then put into Bob's graveyard
    (a new object): when the Prayer leaves, nothing returns, and the link is gone."""
    t = Table(ruleset)
    giant = t.put("Hill Giant", t.bob)
    _cast_onto_battlefield(t, "Prayer of Binding", "Plains", 4)
    t.resolve((giant,))  # "up to one": Alice chooses the Giant
    t.resolve()
    (exiled,) = [o.id for o in t.game.state.objects.values() if o.zone is Zone.EXILE]
    t.game.move_to_zone(exiled, Zone.GRAVEYARD)
    (prayer,) = _on_battlefield(t, "Prayer of Binding")
    t.game.move_to_zone(prayer.id, Zone.GRAVEYARD)
    assert _on_battlefield(t, "Hill Giant") == []
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Hill Giant"]
    assert _links(t) == []


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2c_a_creature_alice_controls_is_refused_as_target(ruleset: str) -> None:
    """Banisher Priest's target must be a creature an opponent controls: Alice's own Grizzly
    Bears is refused with a clear error and the choice is still waiting."""
    t = Table(ruleset)
    mine = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.put("Hill Giant", t.bob)
    _cast_onto_battlefield(t, "Banisher Priest", "Plains", 3)
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    asked = t.asked()
    with pytest.raises(IllegalChoiceError, match="not one of"):
        t.game.apply(Choose((mine,)))
    assert t.asked() == asked
    t.act(Choose((giant,)))
    t.resolve()
    assert t.game.is_on_battlefield(mine)
    assert t.zone_of(t.bob, Zone.EXILE) == ["Hill Giant"]
