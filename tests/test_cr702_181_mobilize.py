"""Mobilize (CR 702.181a, a keyword from after 2011, played under both editions by today's
rule): "Mobilize N" means "Whenever this creature attacks, create N tapped and attacking 1/1
red Warrior creature tokens. Sacrifice them at the beginning of the next end step." Played
with Reigning Victor (3/3, mobilize 1) and Venerated Stormsinger (3/3, mobilize 1; "Whenever
this creature or another creature you control dies, each opponent loses 1 life and you gain
1 life.")."""

from __future__ import annotations

import pytest

from mtgrules.actions import DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.objects import Step
from mtgrules.state import GameObject
from tests.combat_table import CombatTable


def _warriors(t: CombatTable) -> list[GameObject]:
    return [o for o in t.game.state.objects.values() if o.token and "Warrior" in o.subtypes]


def _attack_and_play_to_end_step(t: CombatTable, name: str) -> None:
    """``name`` attacks Bob alone, no blocks; the turn goes on to the end step, whose
    triggered abilities (put on the stack as it begins, CR 513.1) resolve."""
    t.to_attackers()
    t.game.apply(DeclareAttackers(((t.named(name).id, t.bob),)))
    for _ in range(80):
        state = t.game.state
        if state.step is Step.END and not state.stack:
            return
        found = t.asked()
        t.game.apply(DeclareBlockers(()) if found.kind == "declare blockers" else PassPriority())
    raise AssertionError("no end step")


def test_cr702_181a_a_warrior_enters_tapped_and_attacking(ruleset: str) -> None:
    """Reigning Victor attacks: a tapped 1/1 red Warrior token attacks Bob beside it (never
    declared as an attacker); Bob takes 3 + 1."""
    t = CombatTable(ruleset)
    victor = t.put("Reigning Victor", t.alice)
    t.attack(victor)
    (warrior,) = _warriors(t)
    assert warrior.tapped and warrior.colors == frozenset({"red"})
    assert (t.game.power(warrior.id), t.game.toughness(warrior.id)) == (1, 1)
    assert t.game.state.combat is not None and warrior.id in t.game.state.combat.attackers
    t.finish_combat()
    assert t.game.life(t.bob) == 20 - 4


def test_cr702_181a_the_warrior_is_sacrificed_at_the_end_step(ruleset: str) -> None:
    """At the beginning of the end step the Warrior is sacrificed: it dies, so Venerated
    Stormsinger's own ability drains Bob once more (3 + 1 combat damage, then 1)."""
    t = CombatTable(ruleset)
    t.put("Venerated Stormsinger", t.alice)
    _attack_and_play_to_end_step(t, "Venerated Stormsinger")
    assert not _warriors(t)  # a token that left the battlefield ceases to exist (CR 111.7)
    assert t.game.life(t.bob) == 20 - 4 - 1
    assert t.game.life(t.alice) == 21


@pytest.mark.parametrize(
    "name",
    ["Reigning Victor", "Venerated Stormsinger", "Nightblade Brigade", "Stadium Headliner"],
)
def test_cr702_181a_the_keyword_makes_the_cards_supported(name: str) -> None:
    card = bundled_database().compiled(name)
    assert card.supported, card.reason
