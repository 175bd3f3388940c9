"""Hybrid mana symbols (CR 107.4e, both editions): {R/W} is paid with either {R} or {W};
{2/R} with {R} or two generic mana (CR 107.4e-f). A hybrid card has both colors
(CR 105.2, 202.2d)."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.cards.mana import parse_mana_cost
from mtgrules.rules.casting import IllegalActionError
from tests.instruction_play import RULESETS, Table


def test_cr107_4e_hybrid_symbols_parse() -> None:
    cost = parse_mana_cost("{2}{R/W}{2/B}")
    assert cost.hybrid == ("RW", "2B") and cost.mana_value == 5
    assert str(cost) == "{2}{R/W}{2/B}"


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("land", ["Mountain", "Plains"])
def test_cr107_4e_boros_recruit_cast_with_either_color(ruleset: str, land: str) -> None:
    """Boros Recruit ({R/W}): a Mountain or a Plains pays for it."""
    t = Table(ruleset)
    t.lands(land, t.alice, 1)
    recruit = t.put("Boros Recruit", t.alice, "hand")
    t.begin()
    assert CastSpell(recruit) in t.game.legal_actions()
    t.act(CastSpell(recruit))
    t.resolve()
    (on_field,) = [o for o in t.game.state.battlefield() if o.name == "Boros Recruit"]
    assert on_field.colors == {"red", "white"}


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr107_4e_hearthfire_hobgoblin_mixes_colors(ruleset: str) -> None:
    """Hearthfire Hobgoblin ({R/W}{R/W}{R/W}): two Mountains and a Plains pay for it; a
    Forest doesn't, and the refusal changes nothing."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 2)
    forest = t.put("Forest", t.alice)
    hobgoblin = t.put("Hearthfire Hobgoblin", t.alice, "hand")
    t.begin()
    assert CastSpell(hobgoblin) not in t.game.legal_actions()
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(CastSpell(hobgoblin))
    assert error.value.rule == {"cr2011": "601.2g", "current": "601.2h"}[ruleset]
    assert t.game.state == before
    assert forest in t.game.state.objects
    t2 = Table(ruleset)
    t2.lands("Mountain", t2.alice, 2)
    t2.lands("Plains", t2.alice, 1)
    hobgoblin = t2.put("Hearthfire Hobgoblin", t2.alice, "hand")
    t2.begin()
    t2.act(CastSpell(hobgoblin))
    t2.resolve()
    assert [o.name for o in t2.game.state.battlefield() if o.is_creature] == [
        "Hearthfire Hobgoblin"
    ]
