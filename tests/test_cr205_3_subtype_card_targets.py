"""A card of a creature type as a target in a graveyard: "return target Elf card from your
graveyard to your hand" (CR 205.3: a subtype names the cards with it; CR 115.1: a card in the
named graveyard). Played with Mirkwood Elk ("Whenever ~ enters or attacks, return target Elf
card from your graveyard to your hand. You gain 1 life for each Elf you control.") and Misery
Charm's "Return target Cleric card from your graveyard to your hand."."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.errors import RulesError
from mtgrules.objects import Zone
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


def test_cr205_3_subtype_card_target_round_trip() -> None:
    round_trip(
        "Whenever ~ enters or attacks, return target Elf card from your graveyard to your hand."
    )
    round_trip("Return target Cleric card from your graveyard to your hand.")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr205_3_only_elf_cards_of_your_graveyard(ruleset: str) -> None:
    """Alice's graveyard: Llanowar Elves, Elvish Visionary and Grizzly Bears; Bob's: Elvish
    Mystic. Mirkwood Elk's ETB may target only her two Elves (the Bears aren't Elves, Bob's
    Mystic isn't in her graveyard: both refused, the game unchanged); the chosen Elves return
    to her hand and she gains 1 life for the Elvish Mystic she controls."""
    t = Table(ruleset)
    t.lands("Forest", t.alice, 6)
    t.put("Elvish Mystic", t.alice)
    t.begin()
    elk = t.put("Mirkwood Elk", t.alice, "hand")
    elves = t.put("Llanowar Elves", t.alice, "graveyard")
    visionary = t.put("Elvish Visionary", t.alice, "graveyard")
    bears = t.put("Grizzly Bears", t.alice, "graveyard")
    mystic = t.put("Elvish Mystic", t.bob, "graveyard")
    t.act(CastSpell(elk, ()))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())  # the Elk resolves; its ability waits for its target
    assert set(t.asked().options) == {(elves,), (visionary,)}
    for wrong in (bears, mystic):
        before = t.game.state.copy()
        with pytest.raises(RulesError):
            t.game.apply(Choose((wrong,)))
        assert t.game.state == before
    t.act(Choose((elves,)))
    t.resolve()
    assert t.zone_of(t.alice, Zone.HAND) == ["Llanowar Elves"]
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Elvish Visionary", "Grizzly Bears"]
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Elvish Mystic"]
    assert t.game.life(t.alice) == 21


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr205_3_misery_charm_refuses_a_non_cleric(ruleset: str) -> None:
    """Misery Charm's second mode: a Cleric card returns; a non-Cleric card is refused
    (CR 601.2c), the game unchanged."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 1)
    t.begin()
    charm = t.put("Misery Charm", t.alice, "hand")
    cleric = t.put("Soul Warden", t.alice, "graveyard")
    bears = t.put("Grizzly Bears", t.alice, "graveyard")
    mode = [
        i
        for i, a in enumerate(t.game.legal_actions())
        if isinstance(a, CastSpell) and a.targets == (cleric,)
    ]
    assert mode
    action = t.game.legal_actions()[mode[0]]
    assert isinstance(action, CastSpell)
    before = t.game.state.copy()
    with pytest.raises(RulesError):
        t.game.apply(CastSpell(charm, (bears,), action.how, action.additional))
    assert t.game.state == before
    t.act(action)
    t.resolve()
    assert t.zone_of(t.alice, Zone.HAND) == ["Soul Warden"]
