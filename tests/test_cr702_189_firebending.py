"""Firebending (CR 702.189a; 2025: today's number under both rulesets): "Whenever this creature
attacks, add N {R}. Until end of combat, you don't lose this mana as steps end." Played with
Rough Rhino Cavalry (Firebending 2)."""

from __future__ import annotations

import pytest

from mtgrules.actions import (
    ActivateAbility,
    CastSpell,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
)
from mtgrules.cards.database import bundled_database
from mtgrules.explain import explain
from mtgrules.objects import Step
from mtgrules.rules.firebending import ManaLasts
from mtgrules.turn_events import ManaEmptied
from tests.card_table import round_trip
from tests.combat_table import CombatTable


def _step(t: CombatTable) -> Step | None:
    return t.game.state.step


def _red(t: CombatTable) -> int:
    return t.game.state.mana.get(t.alice, {}).get("R", 0)


def test_cr702_189a_the_mana_lasts_through_the_combat_steps(ruleset: str) -> None:
    """The Cavalry attacks: its ability adds {R}{R}. Alice also taps a Mountain ({R}). As the
    declare attackers step ends she loses only the Mountain's mana; in the declare blockers
    step she casts Lightning Bolt with the lasting mana (Bob at 17). The last {R} is lost as
    the end of combat step ends."""
    t = CombatTable(ruleset)
    rhino = t.put("Rough Rhino Cavalry", t.alice)
    mountain = t.put("Mountain", t.alice)
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    t.to_attackers()
    t.game.apply(DeclareAttackers(((rhino, t.bob),)))
    t.game.apply(PassPriority())  # Alice passes with the trigger on the stack
    t.game.apply(PassPriority())  # Bob passes: it resolves
    assert _red(t) == 2
    lasts = [e for e in t.game.log if isinstance(e, ManaLasts)]
    assert [(e.player, e.color, e.amount, e.rule) for e in lasts] == [(t.alice, "R", 2, "702.189a")]
    assert "until end of combat" in explain(lasts[0], t.game)
    assert "jusqu'à la fin du combat" in explain(lasts[0], t.game, "fr")
    t.game.apply(ActivateAbility(mountain, 0))
    assert _red(t) == 3
    t.pass_until("declare blockers")
    emptied = [e for e in t.game.log if isinstance(e, ManaEmptied)]
    assert [(e.amount, e.kept) for e in emptied] == [(1, (("R", 2),))]
    assert _red(t) == 2
    t.game.apply(DeclareBlockers(()))
    assert t.game.state.step is Step.DECLARE_BLOCKERS
    t.game.apply(CastSpell(bolt, (t.bob,)))
    assert _red(t) == 1
    t.resolve()
    assert t.game.life(t.bob) == 17
    for _ in range(20):
        if _step(t) is Step.END_OF_COMBAT:
            break
        t.game.apply(PassPriority())
    assert _red(t) == 1  # kept through the combat damage step
    t.finish_combat()
    for _ in range(4):
        if _step(t) is Step.POSTCOMBAT_MAIN:
            break
        t.game.apply(PassPriority())
    assert _red(t) == 0
    assert t.game.life(t.bob) == 17 - t.game.power(rhino)


def test_cr702_189a_ordinary_mana_still_empties(ruleset: str) -> None:
    """Without firebending, the Mountain's {R} is lost as the step ends (CR 500.4)."""
    t = CombatTable(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    mountain = t.put("Mountain", t.alice)
    t.to_attackers()
    t.game.apply(DeclareAttackers(((bears, t.bob),)))
    t.game.apply(ActivateAbility(mountain, 0))
    t.pass_until("declare blockers")
    assert _red(t) == 0


def test_cr702_189a_round_trip() -> None:
    round_trip("Firebending 2")


@pytest.mark.parametrize(
    "name", ["Rough Rhino Cavalry", "Azula, On the Hunt", "Tundra Tank", "Vindictive Warden"]
)
def test_cr702_189a_cards_are_supported(name: str) -> None:
    card = bundled_database().compiled(name)
    assert card.supported, card.reason
