"""Activation costs that exile a card of a given type from the activating player's graveyard
(CR 602.2b, 118.3; 2011: 117.3): "Exile a creature card from your graveyard" is paid only
with a creature card of that player's own graveyard; a player without one can't activate the
ability (the game unchanged). Played with Dread Rider, Soul Shepherd, Woodwraith Strangler,
Screams of the Damned and Postmortem Professor (an ability of a card in the graveyard that
exiles another card of that graveyard, CR 113.6k)."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, Choose
from mtgrules.errors import RulesError
from mtgrules.objects import Zone
from mtgrules.state import EntityId
from tests.card_table import Table, round_trip
from tests.play import decision


def _zone(t: Table, card: EntityId) -> Zone | None:
    """Where the card ``card`` is now, or None once it became another object (CR 400.7)."""
    obj = t.game.state.objects.get(card)
    return None if obj is None else obj.zone


def _exiled(t: Table) -> list[str]:
    return sorted(o.name for o in t.game.state.objects.values() if o.zone is Zone.EXILE)


def test_cr602_2b_typed_graveyard_costs_round_trip() -> None:
    round_trip(
        "{1}{B}, {T}, Exile a creature card from your graveyard: Target opponent loses 3 life."
    )
    round_trip("{W}, Exile a creature card from your graveyard: You gain 3 life.")
    round_trip(
        "{1}{B}, Exile a card from your graveyard: "
        "~ deals 1 damage to each creature and each player."
    )
    round_trip(
        "{2}{B}, Exile an instant or sorcery card from your graveyard: "
        "Return ~ from your graveyard to the battlefield."
    )
    round_trip(
        "Exile an artifact or creature card from your graveyard: ~ gets +1/+1 until end of turn."
    )


def test_cr602_2b_only_a_creature_card_pays(ruleset: str) -> None:
    """Dread Rider: Alice's graveyard holds Shock (put there first) and Hill Giant; the cost
    exiles the Giant, never the instant, and Bob loses 3 life."""
    t = Table(ruleset)
    rider = t.put("Dread Rider", t.alice)
    shock = t.put("Shock", t.alice, "graveyard")
    giant = t.put("Hill Giant", t.alice, "graveyard")
    t.lands("Swamp", 2)
    t.main_phase()
    t.game.apply(ActivateAbility(rider, 0, (t.bob,)))
    assert _zone(t, shock) is Zone.GRAVEYARD
    assert _zone(t, giant) is None and _exiled(t) == ["Hill Giant"]
    t.resolve()
    assert t.game.life(t.bob) == 17


def test_cr602_2b_no_creature_card_no_activation(ruleset: str) -> None:
    """With only Shock in her graveyard and Bob's Hill Giant in his, Alice can't pay Dread
    Rider's cost (CR 602.2b: another player's graveyard doesn't pay it): refused, unchanged."""
    t = Table(ruleset)
    rider = t.put("Dread Rider", t.alice)
    t.put("Shock", t.alice, "graveyard")
    t.put("Hill Giant", t.bob, "graveyard")
    t.lands("Swamp", 2)
    t.main_phase()
    assert ActivateAbility(rider, 0, (t.bob,)) not in t.game.legal_actions()
    before = t.game.state.copy()
    with pytest.raises(RulesError, match="graveyard"):
        t.game.apply(ActivateAbility(rider, 0, (t.bob,)))
    assert t.game.state == before


def test_cr602_2b_soul_shepherd_each_activation_its_own_card(ruleset: str) -> None:
    """Soul Shepherd twice with two creature cards: each activation exiles one and gains 1
    life; a third is not offered."""
    t = Table(ruleset)
    shepherd = t.put("Soul Shepherd", t.alice)
    giant = t.put("Hill Giant", t.alice, "graveyard")
    t.put("Grizzly Bears", t.alice, "graveyard")
    t.lands("Plains", 3)
    t.main_phase()
    t.game.apply(ActivateAbility(shepherd, 0, ()))
    asked = decision(t.game)  # two creature cards: Alice chooses which one pays (CR 601.2h)
    assert asked.player == t.alice and len(asked.options) == 2
    t.game.apply(Choose((giant,)))
    t.resolve()
    assert _exiled(t) == ["Hill Giant"]
    t.game.apply(ActivateAbility(shepherd, 0, ()))  # one left: no choice
    t.resolve()
    assert t.game.life(t.alice) == 22
    assert _exiled(t) == ["Grizzly Bears", "Hill Giant"]
    assert ActivateAbility(shepherd, 0, ()) not in t.game.legal_actions()


def test_cr602_2b_any_card_pays_screams_of_the_damned(ruleset: str) -> None:
    """Screams of the Damned: "a card" is any card of Alice's graveyard (here a land); 1 damage
    to each creature and each player."""
    t = Table(ruleset)
    screams = t.put("Screams of the Damned", t.alice)
    t.put("Forest", t.alice, "graveyard")
    t.lands("Swamp", 2)
    t.main_phase()
    t.game.apply(ActivateAbility(screams, 0, ()))
    t.resolve()
    assert _exiled(t) == ["Forest"]
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (19, 19)


def test_cr602_2b_postmortem_professor_from_its_graveyard(ruleset: str) -> None:
    """Postmortem Professor in the graveyard with Hill Giant and Shock: the cost takes the
    instant (the Giant doesn't pay it, the Professor itself isn't "another" card to exile) and
    the Professor returns to the battlefield (CR 113.6k)."""
    t = Table(ruleset)
    professor = t.put("Postmortem Professor", t.alice, "graveyard")
    giant = t.put("Hill Giant", t.alice, "graveyard")
    t.put("Shock", t.alice, "graveyard")
    t.lands("Swamp", 3)
    t.main_phase()
    index = next(
        i for i, a in enumerate(t.game.state.objects[professor].activated) if a.from_graveyard
    )
    t.game.apply(ActivateAbility(professor, index, ()))
    t.resolve()
    assert _exiled(t) == ["Shock"]
    assert _zone(t, giant) is Zone.GRAVEYARD
    on_battlefield = [o.name for o in t.game.state.objects.values() if o.zone is Zone.BATTLEFIELD]
    assert "Postmortem Professor" in on_battlefield
