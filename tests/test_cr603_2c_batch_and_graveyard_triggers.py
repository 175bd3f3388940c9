"""CR 603.2c: "one or more" trigger events trigger once per event, however many objects it
names ("Whenever one or more tokens you control enter", "Whenever one or more [creature] cards
leave your graveyard"); with CR 603.2 subjects described by type ("a creature token", "a
noncreature source", "another colorless creature")."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.objects import Zone
from mtgrules.state import EntityId
from tests.card_table import Table, in_hand, round_trip


@pytest.mark.parametrize(
    "line",
    [
        "Whenever one or more cards leave your graveyard, put a +1/+1 counter on ~.",
        "Whenever one or more creature cards leave your graveyard, each opponent loses 1 life "
        "and you gain 1 life.",
        "Whenever one or more cards leave your graveyard during your turn, put a +1/+1 counter "
        "on ~.",
        "Whenever one or more tokens you control enter, draw a card.",
        "Whenever one or more lands you control enter, you gain 1 life.",
        "Whenever one or more creatures die, you gain 1 life.",
        "Whenever one or more artifacts you control leave the battlefield during your turn, "
        "create a 1/1 colorless Construct artifact creature token. This ability triggers only "
        "once each turn.",
        "Whenever a creature token dies, put a +1/+1 counter on ~.",
        "Whenever a creature token you control deals combat damage to a player, draw a card.",
        "Whenever a noncreature source you control deals damage, you gain that much life.",
        "Whenever another colorless creature you control enters, target opponent loses 1 life.",
    ],
)
def test_cr603_2c_batch_and_typed_triggers_round_trip(line: str) -> None:
    round_trip(line)


def _cast(t: Table, name: str, targets: tuple[EntityId, ...] = ()) -> None:
    card = t.put(name, t.alice, zone="hand")
    t.game.apply(CastSpell(card, targets))
    while t.game.state.stack or t.game.state.pending_choice is not None:
        pending = t.game.state.pending_choice
        if pending is not None:  # the order of two triggers (CR 603.3b): the first offered
            t.game.apply(Choose(pending.decision.options[0]))
        else:
            t.game.apply(PassPriority())


def _counters(t: Table, name: str) -> int:
    card = next(
        o for o in t.game.state.objects.values() if o.name == name and o.zone is Zone.BATTLEFIELD
    )
    return card.counter("+1/+1")


def test_cr603_2c_marneus_calgar_two_tokens_one_draw(ruleset: str) -> None:
    """Marneus Calgar: Raise the Alarm's two Soldiers enter at once, Alice draws one card."""
    t = Table(ruleset)
    t.put("Marneus Calgar", t.alice)
    for _ in range(3):
        t.put("Island", t.alice, zone="library")
    t.lands("Plains", 2)
    t.main_phase()
    before = in_hand(t)
    _cast(t, "Raise the Alarm")
    assert in_hand(t) == before + 1


def test_cr603_2c_cards_leaving_your_graveyard(ruleset: str) -> None:
    """Regrowth returns Shock from Alice's graveyard: Willow Geist gets a counter, Cyan (creature
    cards only) doesn't; Raise Dead returns Grizzly Bears: both get one."""
    t = Table(ruleset)
    t.put("Willow Geist", t.alice)
    t.put("Cyan, Vengeful Samurai", t.alice)
    shock = t.put("Shock", t.alice, zone="graveyard")
    bears = t.put("Grizzly Bears", t.alice, zone="graveyard")
    t.lands("Forest", 2)
    t.lands("Swamp", 1)
    t.main_phase()
    _cast(t, "Regrowth", (shock,))
    assert (_counters(t, "Willow Geist"), _counters(t, "Cyan, Vengeful Samurai")) == (1, 0)
    _cast(t, "Raise Dead", (bears,))
    assert (_counters(t, "Willow Geist"), _counters(t, "Cyan, Vengeful Samurai")) == (2, 1)


def test_cr603_2c_an_opponents_graveyard_does_not_count(ruleset: str) -> None:
    """Bob's Willow Geist: a card leaving Alice's graveyard isn't one leaving Bob's."""
    t = Table(ruleset)
    t.put("Willow Geist", t.bob)
    shock = t.put("Shock", t.alice, zone="graveyard")
    t.lands("Forest", 2)
    t.main_phase()
    _cast(t, "Regrowth", (shock,))
    assert _counters(t, "Willow Geist") == 0


def test_cr603_2_grismold_creature_token_dies(ruleset: str) -> None:
    """Grismold: a Soldier token dying gives a counter; Grizzly Bears (nontoken) doesn't."""
    t = Table(ruleset)
    t.put("Grismold, the Dreadsower", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    t.lands("Plains", 2)
    t.lands("Mountain", 2)
    t.main_phase()
    _cast(t, "Raise the Alarm")
    token = next(o.id for o in t.game.state.objects.values() if o.token)
    _cast(t, "Shock", (bears,))
    assert _counters(t, "Grismold, the Dreadsower") == 0
    _cast(t, "Shock", (token,))
    assert _counters(t, "Grismold, the Dreadsower") == 1


def test_cr603_2_tamanoa_noncreature_source(ruleset: str) -> None:
    """Tamanoa: Alice's Shock (a noncreature source) deals 2 to Bob, Alice gains 2."""
    t = Table(ruleset)
    t.put("Tamanoa", t.alice)
    t.lands("Mountain", 1)
    t.main_phase()
    _cast(t, "Shock", (t.bob,))
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (22, 18)
