"""A character card's text names the card itself with a personal pronoun: "When The Wasp
enters, she deals 4 damage ...", "When Jack of Hearts dies, he deals damage equal to his power
...". Like the card's name (CR 201.5), the pronoun means that object; the compiler reads it as
"it" / "its". Real cards, under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.cards.text import oracle_lines
from mtgrules.errors import IllegalChoiceError
from mtgrules.objects import Zone
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    ("text", "name", "read"),
    [
        (
            "When The Wasp enters, she deals 4 damage to target tapped creature an opponent "
            "controls.",
            "The Wasp, Janet Van Dyne",
            "When ~ enters, it deals 4 damage to target tapped creature an opponent controls.",
        ),
        (
            "When Jack of Hearts dies, he deals damage equal to his power to each creature.",
            "Jack of Hearts, Volatile Hero",
            "When ~ dies, it deals damage equal to its power to each creature.",
        ),
        (
            "Return her to the battlefield under her owner's control.",
            "Tamiyo, Inquisitive Student",
            "Return it to the battlefield under its owner's control.",
        ),
        (  # another character's name is not a pronoun
            "Put a +1/+1 counter on She-Hulk.",
            "Bruce Banner",
            "Put a +1/+1 counter on She-Hulk.",
        ),
    ],
)
def test_cr201_5_pronouns_read_as_it(text: str, name: str, read: str) -> None:
    assert oracle_lines(text, name) == [read]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr201_5_the_wasp_deals_damage_to_a_tapped_creature(ruleset: str) -> None:
    """The Wasp enters: "she" (the Wasp) deals 4 damage to Bob's tapped Hill Giant, which
    dies; Bob's untapped Grizzly Bears is refused as the target, the choice waits."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 3)
    giant = t.put("Hill Giant", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    t.game.state.objects[giant].tapped = True
    wasp = t.put("The Wasp, Janet Van Dyne", t.alice, "hand")
    t.begin()
    t.act(CastSpell(wasp, ()))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    if t.game.state.pending_choice is not None:  # the only legal target may be chosen at once
        asked = t.asked()
        with pytest.raises(IllegalChoiceError, match="not one of"):
            t.game.apply(Choose((bears,)))
        assert t.asked() == asked
        t.act(Choose((giant,)))
    events = t.resolve()
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Hill Giant"]
    assert t.game.is_on_battlefield(bears)
    assert any(getattr(e, "amount", None) == 4 for e in events)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr201_5_jack_of_hearts_deals_his_power_to_each_creature(ruleset: str) -> None:
    """Jack of Hearts (2/2) dies: he deals 2 damage (his power, as he last existed, CR
    608.2h) to each creature: Bob's Grizzly Bears die, his Hill Giant has 2 damage."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 1)
    jack = t.put("Jack of Hearts, Volatile Hero", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    giant = t.put("Hill Giant", t.bob)
    t.begin()
    t.act(CastSpell(t.put("Shock", t.alice, "hand"), (jack,)))
    t.resolve()  # Jack dies; his ability goes on the stack
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Jack of Hearts, Volatile Hero", "Shock"]
    t.resolve()
    assert not t.game.is_on_battlefield(bears)
    assert t.game.damage_on(giant) == 2
