"""Stun counters (CR 122.1d): "If a permanent with a stun counter would become untapped,
instead remove a stun counter from it." Applied in the untap step (CR 502.3) and to untap
instructions; played with real cards under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.events import CountersRemoved
from mtgrules.rules.stun_counters import STUN_RULE
from tests.card_table import RULESETS
from tests.combat_table import CombatTable


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr122_1d_tranquilize_keeps_the_creature_tapped_for_three_untap_steps(
    ruleset: str,
) -> None:
    """Tranquilize: "Tap target creature an opponent controls and put three stun counters on
    it." Bob's Grizzly Bears stays tapped in his next untap step (a counter is removed
    instead, two left), and again in the next (one left)."""
    t = CombatTable(ruleset)
    bears = t.put("Grizzly Bears", t.bob)
    t.lands("Island", 2)
    tranquilize = t.put("Tranquilize", t.alice, "hand")
    t.main_phase()
    t.game.apply(CastSpell(tranquilize, (bears,)))
    t.resolve()
    assert t.obj(bears).tapped and t.obj(bears).counter("stun") == 3
    t.play_to("upkeep", t.bob)
    assert t.obj(bears).tapped and t.obj(bears).counter("stun") == 2
    removed = [e for e in t.game.log if isinstance(e, CountersRemoved)]
    assert [(e.kind, e.amount, e.rule) for e in removed] == [("stun", 1, STUN_RULE)]
    t.play_to("upkeep", t.alice)  # Alice's untap step doesn't untap Bob's creature
    assert t.obj(bears).counter("stun") == 2
    t.play_to("upkeep", t.bob)
    assert t.obj(bears).tapped and t.obj(bears).counter("stun") == 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr122_1d_without_stun_counters_the_creature_untaps(ruleset: str) -> None:
    """The last stun counter gone, the next untap step untaps Bob's creature."""
    t = CombatTable(ruleset)
    bears = t.put("Grizzly Bears", t.bob)
    t.obj(bears).tapped = True
    t.obj(bears).counters["stun"] = 1
    t.main_phase()
    t.play_to("upkeep", t.bob)
    assert t.obj(bears).tapped and not t.obj(bears).counter("stun")
    t.play_to("upkeep", t.bob)
    assert not t.obj(bears).tapped
