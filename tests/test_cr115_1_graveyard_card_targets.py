"""Targets that are cards in a graveyard (CR 115.1) and returning them: "Return target
creature card from your graveyard to your hand / to the battlefield", played under both
rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.events import ZoneChanged
from mtgrules.objects import Zone
from mtgrules.rules.casting import IllegalActionError
from tests.instruction_play import Table


def _raise_dead(t: Table) -> tuple[int, int, int]:
    """Alice: Raise Dead, a Swamp; Grizzly Bears and a Mountain in her graveyard, Hill
    Giant in Bob's."""
    t.put("Swamp", t.alice)
    spell = t.put("Raise Dead", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.alice, "graveyard")
    t.put("Mountain", t.alice, "graveyard")
    giant = t.put("Hill Giant", t.bob, "graveyard")
    t.begin()
    return spell, bears, giant


def test_115_1_raise_dead_targets_only_creature_cards_in_your_graveyard(ruleset: str) -> None:
    """The only legal target is Alice's creature card: not her land card, not Bob's
    creature card, not a creature on the battlefield; a refused cast changes nothing."""
    t = Table(ruleset)
    spell, bears, giant = _raise_dead(t)
    t.put("Grizzly Bears", t.alice)
    legal = {a.targets for a in t.game.legal_actions() if isinstance(a, CastSpell)}
    assert legal == {(bears,)}
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(CastSpell(spell, (giant,)))
    assert error.value.rule == "601.2c" and t.game.state == before


def test_400_7_raise_dead_returns_the_card_to_its_owners_hand(ruleset: str) -> None:
    t = Table(ruleset)
    spell, bears, _ = _raise_dead(t)
    t.act(CastSpell(spell, (bears,)))
    events = t.resolve()
    moved = [e for e in events if isinstance(e, ZoneChanged) and e.object == bears]
    assert [(e.origin, e.destination) for e in moved] == [(Zone.GRAVEYARD, Zone.HAND)]
    assert t.zone_of(t.alice, Zone.HAND) == ["Grizzly Bears"]
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Mountain", "Raise Dead"]


def test_608_2b_raise_dead_fizzles_when_the_card_left_the_graveyard(ruleset: str) -> None:
    """The card was exiled in response: a new object (CR 400.7), an illegal target; the
    spell doesn't resolve and nothing returns (CR 608.2b)."""
    t = Table(ruleset)
    spell, bears, _ = _raise_dead(t)
    t.act(CastSpell(spell, (bears,)))
    t.game.move_to_zone(bears, "exile")
    t.resolve()
    assert t.zone_of(t.alice, Zone.HAND) == []
    assert t.zone_of(t.alice, Zone.EXILE) == ["Grizzly Bears"]


def test_603_6a_gravedigger_returns_a_creature_card_as_it_enters(ruleset: str) -> None:
    """Gravedigger: "When this creature enters, you may return target creature card from
    your graveyard to your hand." The trigger targets the card (CR 603.3d); yes returns it."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 4)
    digger = t.put("Gravedigger", t.alice, "hand")
    t.put("Hill Giant", t.alice, "graveyard")
    t.begin()
    t.act(CastSpell(digger, ()))
    t.resolve()  # Gravedigger enters; its ability goes on the stack with its only target
    t.resolve(True)
    assert t.zone_of(t.alice, Zone.HAND) == ["Hill Giant"]
    assert t.game.is_on_battlefield(
        next(o.id for o in t.game.state.battlefield() if o.name == "Gravedigger")
    )
