"""CR 702.11c: "Hexproof" on a player means "You can't be the target of spells or abilities
your opponents control." "You have hexproof." (Orbs of Warding, Crystal Barricade) is a static
ability of a permanent (CR 611.3). Real cards, under both rulesets (player hexproof came after
the 2011 rules and applies there the same way)."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.cards.database import bundled_database
from mtgrules.objects import Zone
from mtgrules.rules.casting import IllegalActionError
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


def test_cr702_11c_round_trip() -> None:
    round_trip("You have hexproof.")


@pytest.mark.parametrize("name", ["Orbs of Warding", "Crystal Barricade", "Metropolis Reformer"])
def test_cr702_11c_real_cards_compile(name: str) -> None:
    assert bundled_database().compiled(name).supported


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_11c_an_opponent_cant_target_the_player(ruleset: str) -> None:
    """Bob controls Orbs of Warding: Alice's Lightning Bolt can't target Bob (refused, the
    Bolt stays in her hand, Bob at 20), but can target Bob's Grizzly Bears."""
    t = Table(ruleset)
    t.put("Orbs of Warding", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    t.lands("Mountain", t.alice, 2)
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    t.begin()
    with pytest.raises(IllegalActionError):
        t.game.apply(CastSpell(bolt, (t.bob,)))
    assert t.game.obj(bolt).zone is Zone.HAND
    assert t.game.life(t.bob) == 20
    assert t.bob not in {
        a.targets[0] for a in t.game.legal_actions() if isinstance(a, CastSpell) and a.targets
    }
    t.act(CastSpell(bolt, (bears,)))
    t.resolve()
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Grizzly Bears"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_11c_the_player_can_target_themself(ruleset: str) -> None:
    """Alice controls Orbs of Warding: her own Lightning Bolt may target her (3 damage)."""
    t = Table(ruleset)
    t.put("Orbs of Warding", t.alice)
    t.lands("Mountain", t.alice, 1)
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    t.begin()
    t.act(CastSpell(bolt, (t.alice,)))
    t.resolve()
    assert t.game.life(t.alice) == 17


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_11c_gone_with_the_permanent(ruleset: str) -> None:
    """Without Orbs of Warding on the battlefield (in Bob's graveyard), Bob can be targeted."""
    t = Table(ruleset)
    t.put("Orbs of Warding", t.bob, "graveyard")
    t.lands("Mountain", t.alice, 1)
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    t.begin()
    t.act(CastSpell(bolt, (t.bob,)))
    t.resolve()
    assert t.game.life(t.bob) == 17
