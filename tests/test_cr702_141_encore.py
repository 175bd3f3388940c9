"""Encore (CR 702.141a; Commander Legends, 2020: today's number under both rulesets): "[Cost],
Exile this card from your graveyard: For each opponent, create a token copy of this card that
attacks that opponent this turn if able. The tokens gain haste. Sacrifice them at the
beginning of the next end step. Activate only as a sorcery." Played with Fathom Fleet
Swordjack (4/3, Encore {5}{R}) and Jubilation (5/5, "When this creature enters, creatures you
control get +2/+2 and gain trample until end of turn.", Encore {7}{G}{G})."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.objects import Keyword, Step, Zone
from mtgrules.rules.casting import IllegalActionError
from mtgrules.state import EntityId, GameObject
from tests.card_table import round_trip
from tests.combat_table import CombatTable


def _encore(ruleset: str, name: str, lands: str, count: int) -> tuple[CombatTable, EntityId]:
    """Alice activates the encore of ``name`` from her graveyard and it resolves; returns the
    table and the card's id."""
    t = CombatTable(ruleset)
    t.lands(lands, count)
    card = t.put(name, t.alice, "graveyard")
    t.main_phase()
    assert ActivateAbility(card, 0) in t.game.legal_actions()
    t.game.apply(ActivateAbility(card, 0))
    t.resolve()
    return t, card


def _token(t: CombatTable, name: str) -> GameObject:
    (token,) = [o for o in t.game.state.battlefield() if o.name == name]
    return token


def test_cr702_141a_a_hasty_token_copy_that_must_attack(ruleset: str) -> None:
    """The card is exiled; a token copy under Alice's control has haste. Declaring no
    attackers is refused (508.1d); it attacks and deals Bob 4. At the beginning of the end
    step it is sacrificed."""
    t, _ = _encore(ruleset, "Fathom Fleet Swordjack", "Mountain", 6)
    cards = [o for o in t.game.state.objects.values() if o.name == "Fathom Fleet Swordjack"]
    assert sorted((o.zone.value, o.token) for o in cards) == [
        ("battlefield", True),
        ("exile", False),
    ]
    token = _token(t, "Fathom Fleet Swordjack")
    assert token.token and token.controller == t.alice
    assert token.has(Keyword.HASTE)
    t.pass_until("declare attackers")
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(DeclareAttackers(()))
    assert error.value.rule == "508.1d"
    assert t.game.state == before
    t.game.apply(DeclareAttackers(((token.id, t.bob),)))
    t.pass_until("declare blockers")
    t.game.apply(DeclareBlockers(()))
    t.finish_combat()
    assert t.game.life(t.bob) == 16
    for _ in range(20):
        state = t.game.state
        if state.step is Step.END and not state.stack and not state.pending_triggers:
            break
        t.game.apply(PassPriority())
    assert not t.game.is_on_battlefield(token.id)
    assert not [
        o
        for o in t.game.state.objects.values()
        if o.name == "Fathom Fleet Swordjack" and o.zone is Zone.BATTLEFIELD
    ]


def test_cr702_141a_the_copy_enters_with_its_abilities(ruleset: str) -> None:
    """Jubilation's token copy has its enters ability: it is a 7/7 with trample this turn."""
    t, _ = _encore(ruleset, "Jubilation", "Forest", 9)
    t.resolve()  # the token's enters trigger
    token = _token(t, "Jubilation")
    assert (t.game.power(token.id), t.game.toughness(token.id)) == (7, 7)
    assert token.has(Keyword.TRAMPLE)


def test_cr702_141a_only_as_a_sorcery(ruleset: str) -> None:
    """In combat the ability can't be activated; the card stays in the graveyard."""
    t = CombatTable(ruleset)
    t.lands("Mountain", 6)
    card = t.put("Fathom Fleet Swordjack", t.alice, "graveyard")
    t.to_attackers()
    t.game.apply(DeclareAttackers(()))
    assert ActivateAbility(card, 0) not in t.game.legal_actions()
    with pytest.raises(IllegalActionError):
        t.game.apply(ActivateAbility(card, 0))
    assert t.obj(card).zone is Zone.GRAVEYARD


def test_cr702_141a_round_trip() -> None:
    round_trip("Encore {5}{R}")


@pytest.mark.parametrize(
    "name", ["Fathom Fleet Swordjack", "Lamentation", "Jubilation", "Angel of Indemnity"]
)
def test_cr702_141a_cards_are_supported(name: str) -> None:
    card = bundled_database().compiled(name)
    assert card.supported, card.reason
