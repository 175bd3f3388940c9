"""Shield counters (CR 122.1c): "If a permanent with a shield counter on it would be dealt
damage or destroyed, instead remove a shield counter from it." Played with real cards
under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.events import CountersRemoved, DamageDealt
from mtgrules.objects import Zone
from mtgrules.rules.shield_counters import SHIELD_RULE
from tests.card_table import RULESETS
from tests.instruction_play import Table


def _duelist(t: Table) -> int:
    """Alice casts Disciplined Duelist ({G}{W}{U}, 2/1, "This creature enters with a shield
    counter on it."): it enters with its shield counter (CR 614.1c)."""
    for land in ("Forest", "Plains", "Island"):
        t.put(land, t.alice)
    card = t.put("Disciplined Duelist", t.alice, "hand")
    t.begin()
    t.act(CastSpell(card))
    t.resolve()
    (duelist,) = [o.id for o in t.game.state.battlefield() if o.name == "Disciplined Duelist"]
    assert t.game.state.objects[duelist].counter("shield") == 1
    return duelist


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr122_1c_damage_removes_the_shield_counter_instead(ruleset: str) -> None:
    """Shock at Alice's Duelist: no damage is dealt; its shield counter is removed. A second
    Shock deals 2 damage and the Duelist dies."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 2)
    first, second = (t.put("Shock", t.alice, "hand") for _ in range(2))
    duelist = _duelist(t)
    t.act(CastSpell(first, (duelist,)))
    events = t.resolve()
    assert not [e for e in events if isinstance(e, DamageDealt)]
    removed = [e for e in events if isinstance(e, CountersRemoved)]
    assert [(e.kind, e.rule) for e in removed] == [("shield", SHIELD_RULE)]
    obj = t.game.state.objects[duelist]
    assert obj.damage == 0 and obj.counter("shield") == 0
    t.act(CastSpell(second, (duelist,)))
    events = t.resolve()
    assert [e.amount for e in events if isinstance(e, DamageDealt)] == [2]
    assert "Disciplined Duelist" in t.zone_of(t.alice, Zone.GRAVEYARD)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr122_1c_destruction_removes_the_shield_counter_instead(ruleset: str) -> None:
    """Murder ("Destroy target creature.") at the Duelist: it stays on the battlefield and
    loses its shield counter."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 3)
    murder = t.put("Murder", t.alice, "hand")
    duelist = _duelist(t)
    t.act(CastSpell(murder, (duelist,)))
    t.resolve()
    assert t.game.is_on_battlefield(duelist)
    assert t.game.state.objects[duelist].counter("shield") == 0
