"""CR 614.12 (and 614.1c): "As this creature enters, choose a color / a creature type / an
opponent / a player." The permanent's controller chooses before it enters; the permanent
remembers the choice and its other abilities read it ("of the chosen type", "a spell of the
chosen color"). Real cards, both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.choice_events import ChoseAsEnters
from mtgrules.explain import explain
from mtgrules.objects import Zone
from mtgrules.rules.entering_choices import chosen
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "As ~ enters, choose a color.",
        "As ~ enters, choose a creature type.",
        "As ~ enters, choose an opponent.",
        "Creatures of the chosen type your opponents control get -1/-1.",
        "Creatures you control of the chosen type get +1/+1.",
        "Whenever you cast a spell of the chosen color, you gain 1 life.",
        "Whenever a player casts a spell of the chosen color, that player loses 1 life.",
    ],
)
def test_cr614_12_choice_templates_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_12_plague_engineer_shrinks_the_chosen_type_of_opponents(ruleset: str) -> None:
    """Plague Engineer: Alice chooses Elf as it enters; Bob's Llanowar Elves (an Elf, 1/1)
    gets -1/-1 and dies (CR 704.5f); Bob's Grizzly Bears and Alice's own Elvish Mystic
    don't change."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 3)
    engineer = t.put("Plague Engineer", t.alice, "hand")
    mystic = t.put("Elvish Mystic", t.alice)
    elves = t.put("Llanowar Elves", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    t.act(CastSpell(engineer, ()))
    events = t.resolve("Elf")
    asked = [e for e in events if isinstance(e, ChoseAsEnters)]
    assert len(asked) == 1 and asked[0].value == "Elf" and asked[0].rule == "614.12"
    assert elves not in t.game.state.objects  # 0/0: put into the graveyard
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Llanowar Elves"]
    assert t.game.power(bears) == 2 and t.game.toughness(bears) == 2
    assert t.game.power(mystic) == 1 and t.game.toughness(mystic) == 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_12_the_types_offered_and_the_choice_asked_on_resolution(ruleset: str) -> None:
    """The choice is asked as the spell resolves (a decision of the permanent's controller,
    citing 614.12); the creature types of the game are offered."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 3)
    engineer = t.put("Plague Engineer", t.alice, "hand")
    t.put("Grizzly Bears", t.bob)
    t.put("Raging Goblin", t.bob)
    t.begin()
    t.act(CastSpell(engineer, ()))
    t.game.apply(t.game.legal_actions()[0])  # Alice passes
    t.game.apply(t.game.legal_actions()[0])  # Bob passes: it resolves, and asks
    asked = t.asked()
    assert asked.rule == "614.12" and asked.player == t.alice
    assert {"Bear", "Goblin", "Phyrexian", "Carrier"} <= set(asked.options)
    assert t.game.state.stack  # nothing has changed yet


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_12_diamond_mare_gains_life_for_the_chosen_color_only(ruleset: str) -> None:
    """Diamond Mare, red chosen: Shock (red) triggers it, Giant Growth (green) doesn't."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 3)
    t.lands("Forest", t.alice, 1)
    mare = t.put("Diamond Mare", t.alice, "hand")
    shock = t.put("Shock", t.alice, "hand")
    growth = t.put("Giant Growth", t.alice, "hand")
    t.begin()
    t.act(CastSpell(mare, ()))
    t.resolve("red")
    mare_now = next(o.id for o in t.game.state.battlefield() if o.name == "Diamond Mare")
    assert chosen(t.game.state, mare_now, "color") == "red"
    t.act(CastSpell(growth, (mare_now,)))
    t.resolve()
    assert t.game.state.life_of(t.alice) == 20
    t.act(CastSpell(shock, (t.bob,)))
    t.resolve()  # the trigger resolves first
    t.resolve()
    assert t.game.state.life_of(t.alice) == 21
    assert t.game.state.life_of(t.bob) == 18


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_12_curse_of_wizardry_makes_the_caster_lose_life(ruleset: str) -> None:
    """Curse of Wizardry, red chosen: "Whenever a player casts a spell of the chosen color,
    that player loses 1 life." Alice casts Shock: she loses 1."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 4)
    t.lands("Mountain", t.alice, 1)
    curse = t.put("Curse of Wizardry", t.alice, "hand")
    shock = t.put("Shock", t.alice, "hand")
    t.begin()
    t.act(CastSpell(curse, ()))
    t.resolve("red")
    t.act(CastSpell(shock, (t.bob,)))
    t.resolve()
    assert t.game.state.life_of(t.alice) == 19


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_cr614_12_the_choice_is_explained(lang: str) -> None:
    t = Table("current")
    t.lands("Swamp", t.alice, 3)
    engineer = t.put("Plague Engineer", t.alice, "hand")
    t.put("Llanowar Elves", t.bob)
    t.begin()
    t.act(CastSpell(engineer, ()))
    events = t.resolve("Elf")
    (choice,) = [e for e in events if isinstance(e, ChoseAsEnters)]
    text = explain(choice, t.game, lang)
    assert "Elf" in text and "Alice" in text and "614.12" in text
