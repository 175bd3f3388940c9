"""Blitz (CR 702.152a; 2022: today's number under both rulesets): cast for its blitz cost
rather than its mana cost, the permanent has haste and "When this permanent is put into a
graveyard from the battlefield, draw a card", and it is sacrificed at the beginning of the
next end step. Played with Workshop Warchief (5/3 trample, "When this creature enters, you
gain 3 life.", "When this creature dies, create a 4/4 green Rhino Warrior creature token.",
Blitz {4}{G}{G})."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from mtgrules.actions import CastSpell, DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.objects import Keyword, Step
from mtgrules.state import EntityId, GameState
from tests.card_table import in_hand, round_trip
from tests.combat_table import CombatTable


def _play_on(t: CombatTable, done: Callable[[GameState], bool]) -> None:
    """Pass priority, and answer any other decision with its first option, until ``done``."""
    for _ in range(80):
        if done(t.game.state):
            return
        asked = t.asked()
        if asked.kind == "priority":
            t.game.apply(PassPriority())
        else:
            t.game.apply(t.game.legal_actions()[0])
    raise AssertionError("never done")


def _cast(ruleset: str, how: str) -> tuple[CombatTable, EntityId]:
    """Alice casts Workshop Warchief (``how``) with six Forests; it and its enters trigger
    resolve. Returns the table and the permanent."""
    t = CombatTable(ruleset)
    t.lands("Forest", 6)
    t.main_phase()
    card = t.put("Workshop Warchief", t.alice, "hand")
    assert CastSpell(card, how=how) in t.game.legal_actions()
    t.game.apply(CastSpell(card, how=how))
    _play_on(
        t, lambda s: not s.stack and any(o.name == "Workshop Warchief" for o in s.battlefield())
    )
    (permanent,) = [o.id for o in t.game.state.battlefield() if o.name == "Workshop Warchief"]
    _play_on(t, lambda s: not s.stack and not s.pending_triggers)
    return t, permanent


def test_cr702_152a_blitzed_it_attacks_at_once_and_is_sacrificed(ruleset: str) -> None:
    """Blitzed, the Warchief has haste and attacks (Bob at 15). At the beginning of the end
    step it is sacrificed: its own dies ability makes a Rhino, and blitz's draws a card."""
    t, warchief = _cast(ruleset, "blitz")
    assert t.game.life(t.alice) == 23
    assert t.obj(warchief).has(Keyword.HASTE)
    t.pass_until("declare attackers")
    t.game.apply(DeclareAttackers(((warchief, t.bob),)))
    t.pass_until("declare blockers")
    t.game.apply(DeclareBlockers(()))
    t.finish_combat()
    assert t.game.life(t.bob) == 15
    hand = in_hand(t)
    _play_on(
        t,
        lambda s: (
            s.step is Step.END
            and not s.stack
            and not s.pending_triggers
            and not t.game.is_on_battlefield(warchief)
        ),
    )
    assert in_hand(t) == hand + 1
    assert [o.name for o in t.game.state.battlefield() if o.token] == ["Rhino Warrior Token"]


def test_cr702_152a_cast_for_its_mana_cost_nothing_of_blitz(ruleset: str) -> None:
    """Cast for its mana cost, the Warchief can't attack this turn, and when it dies (to
    Alice's own Lightning Bolt) it draws no card; its Rhino is still made."""
    t, warchief = _cast(ruleset, "")
    assert not t.obj(warchief).has(Keyword.HASTE)
    t.put("Mountain", t.alice)
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    hand = in_hand(t)
    t.game.apply(CastSpell(bolt, targets=(warchief,)))
    _play_on(
        t,
        lambda s: not s.stack and not s.pending_triggers and not t.game.is_on_battlefield(warchief),
    )
    assert in_hand(t) == hand - 1  # the Bolt was cast; no card drawn
    assert [o.name for o in t.game.state.battlefield() if o.token] == ["Rhino Warrior Token"]


def test_cr702_152a_blitzed_and_killed_draws_a_card(ruleset: str) -> None:
    """Blitzed and then destroyed before the end step: it still draws a card."""
    t, warchief = _cast(ruleset, "blitz")
    t.put("Mountain", t.alice)
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    hand = in_hand(t)
    t.game.apply(CastSpell(bolt, targets=(warchief,)))
    _play_on(
        t,
        lambda s: not s.stack and not s.pending_triggers and not t.game.is_on_battlefield(warchief),
    )
    assert in_hand(t) == hand  # the Bolt left, a card came
    assert t.game.state.step is not Step.END


def test_cr702_152a_round_trip() -> None:
    round_trip("Blitz {4}{G}{G}")


@pytest.mark.parametrize("name", ["Workshop Warchief", "Pugnacious Pugilist"])
def test_cr702_152a_cards_are_supported(name: str) -> None:
    card = bundled_database().compiled(name)
    assert card.supported, card.reason
