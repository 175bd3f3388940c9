"""\"Any player may activate this ability.\" (CR 602.2: a player other than its controller may
activate it; CR 602.2a: the player who activates it controls it and pays its costs), also
"... but only as a sorcery." and "... but only during any upkeep step.". Played under both
rulesets with Flailing Ogre, Oona's Prowler, Scandalmonger and Armageddon Clock; an ability
without the sentence stays its controller's (Sewer Rats)."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, Choose, PassPriority
from mtgrules.objects import Zone
from mtgrules.stack import ItemKind
from tests.activation_play import refused
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "{1}: ~ gets -1/-1 until end of turn. Any player may activate this ability.",
        "Discard a card: ~ gets -2/-0 until end of turn. Any player may activate this ability.",
        "{2}: Target player discards a card. Any player may activate this ability but only as a "
        "sorcery.",
        "{4}: Remove a doom counter from ~. Any player may activate this ability but only during "
        "any upkeep step.",
    ],
)
def test_cr602_2a_any_player_round_trip(line: str) -> None:
    round_trip(line)


def _bob_has_priority(t: Table) -> None:
    """Alice passes in her main phase with an empty stack: Bob gets priority (CR 117.3d)."""
    t.game.apply(PassPriority())
    assert t.decision().player == t.bob


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr602_2a_opponent_activates_and_pays_for_flailing_ogre(ruleset: str) -> None:
    """Bob activates Alice's Flailing Ogre's "-1/-1" with his own Mountain: the ability on the
    stack is his, the Ogre is 2/2, Alice's Mountain stays untapped."""
    t = Table(ruleset)
    alice_mountain = t.put("Mountain", t.alice)
    bob_mountain = t.put("Mountain", t.bob)
    ogre = t.put("Flailing Ogre", t.alice)
    rats = t.put("Sewer Rats", t.alice)
    t.put("Swamp", t.bob)
    t.begin()
    _bob_has_priority(t)
    assert ActivateAbility(ogre, 1) in t.game.legal_actions()
    refused(t, ActivateAbility(rats, 0), "602.2")  # not an "any player" ability
    t.game.apply(ActivateAbility(ogre, 1))
    item = t.game.state.stack[-1]
    assert item.kind is ItemKind.ACTIVATED and item.controller == t.bob
    assert t.game.obj(bob_mountain).tapped and not t.game.obj(alice_mountain).tapped
    t.resolve()
    assert (t.game.power(ogre), t.game.toughness(ogre)) == (2, 2)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr602_2a_activator_discards_from_own_hand(ruleset: str) -> None:
    """Bob activates Alice's Oona's Prowler by discarding his own card: the Prowler is 1/1;
    Alice's hand is untouched."""
    t = Table(ruleset)
    prowler = t.put("Oona's Prowler", t.alice)
    t.put("Grizzly Bears", t.alice, "hand")
    bobs = t.put("Hill Giant", t.bob, "hand")
    t.begin()
    _bob_has_priority(t)
    t.game.apply(ActivateAbility(prowler, 0))
    if t.game.state.pending_choice is not None:
        t.game.apply(Choose((bobs,)))
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Hill Giant"]
    assert t.zone_of(t.alice, Zone.HAND) == ["Grizzly Bears"]
    t.resolve()
    assert t.game.power(prowler) == 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr602_5_any_player_but_only_when_allowed(ruleset: str) -> None:
    """In Alice's main phase Bob can't activate Scandalmonger (only as a sorcery: not his
    main phase, CR 602.5d) nor Armageddon Clock (only during an upkeep step, CR 602.5b);
    Alice can activate Scandalmonger's."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 2)
    monger = t.put("Scandalmonger", t.alice)
    clock = t.put("Armageddon Clock", t.alice)
    for _ in range(4):
        t.put("Swamp", t.bob)
    t.put("Hill Giant", t.bob, "hand")
    t.begin()
    assert ActivateAbility(monger, 0, (t.bob,)) in t.game.legal_actions()
    _bob_has_priority(t)
    refused(t, ActivateAbility(monger, 0, (t.alice,)), "602.5d")
    refused(t, ActivateAbility(clock, 0), "602.5b")
