"""CR 701.36a-b: populate creates a token that's a copy of a creature token you control (none:
nothing). CR 701.48a: learn, with no cards outside the game, is "you may discard a card to
draw a card". A card from the hand on the bottom of the library (CR 401.4, chosen as the
effect is applied, CR 608.2d). Real cards, under both rulesets (populate and learn came after
the 2011 rules and apply there the same way)."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.cards.database import bundled_database
from mtgrules.objects import Zone
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "Populate.",
        "Learn.",
        "You gain 4 life.",
        "Create a 1/1 green Saproling creature token, then populate.",
        "~ deals 3 damage to target creature. You may put a card from your hand on the bottom "
        "of your library. If you do, draw a card.",
    ],
)
def test_cr701_36a_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize(
    "name",
    [
        "Druid's Deliverance",
        "Rootborn Defenses",
        "Igneous Inspiration",
        "Cram Session",
        "Fire Prophecy",
        "Volcanic Spite",
    ],
)
def test_cr701_36a_real_cards_compile(name: str) -> None:
    assert bundled_database().compiled(name).supported


def _tokens(t: Table, name: str) -> list[int]:
    return sorted(
        o.id
        for o in t.game.state.objects.values()
        if o.zone is Zone.BATTLEFIELD and o.token and o.name == name
    )


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_36a_druids_deliverance_copies_the_chosen_token(ruleset: str) -> None:
    """Raise the Alarm (two Soldiers) and Dragon Fodder (two Goblins), then Druid's
    Deliverance: Alice chooses a Goblin, a third Goblin enters, a 1/1 red creature token."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 2)
    t.lands("Mountain", t.alice, 2)
    t.lands("Forest", t.alice, 2)
    alarm = t.put("Raise the Alarm", t.alice, "hand")
    fodder = t.put("Dragon Fodder", t.alice, "hand")
    deliverance = t.put("Druid's Deliverance", t.alice, "hand")
    t.begin()
    t.act(CastSpell(alarm, ()))
    t.resolve()
    t.act(CastSpell(fodder, ()))
    t.resolve()
    soldiers = _tokens(t, "Soldier Token") or _tokens(t, "Soldier")
    goblins = _tokens(t, "Goblin Token") or _tokens(t, "Goblin")
    assert len(soldiers) == 2 and len(goblins) == 2
    t.act(CastSpell(deliverance, ()))
    t.resolve(goblins[1])
    new_goblins = _tokens(t, "Goblin Token") or _tokens(t, "Goblin")
    assert len(new_goblins) == 3
    assert len(_tokens(t, "Soldier Token") or _tokens(t, "Soldier")) == 2
    copy = t.game.state.objects[new_goblins[-1]]
    assert (copy.power, copy.toughness, copy.colors) == (1, 1, frozenset({"red"}))


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_36b_no_creature_token_no_copy(ruleset: str) -> None:
    """Druid's Deliverance with only a nontoken creature: nothing is created."""
    t = Table(ruleset)
    t.lands("Forest", t.alice, 2)
    t.put("Grizzly Bears", t.alice)
    deliverance = t.put("Druid's Deliverance", t.alice, "hand")
    t.begin()
    before = len(t.game.state.objects)
    t.act(CastSpell(deliverance, ()))
    t.resolve()
    assert t.zone_of(t.alice, Zone.BATTLEFIELD).count("Grizzly Bears") == 1
    assert not any(o.token for o in t.game.state.objects.values())
    assert len(t.game.state.objects) == before


def _inspiration(ruleset: str, hand: list[str]) -> tuple[Table, list[int]]:
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 3)
    t.put("Island", t.alice, "library")
    spell = t.put("Igneous Inspiration", t.alice, "hand")
    cards = [t.put(name, t.alice, "hand") for name in hand]
    t.begin()
    t.act(CastSpell(spell, (t.bob,)))
    return t, cards


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_48a_learn_discards_a_card_to_draw_a_card(ruleset: str) -> None:
    """Igneous Inspiration on Bob, then learn: Alice discards the Swamp, draws the Island."""
    t, (swamp, _) = _inspiration(ruleset, ["Swamp", "Plains"])
    t.resolve(True, (swamp,))
    assert t.game.life(t.bob) == 17
    assert t.zone_of(t.alice, Zone.HAND) == ["Island", "Plains"]
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Igneous Inspiration", "Swamp"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_48a_learn_declined(ruleset: str) -> None:
    t, _ = _inspiration(ruleset, ["Swamp"])
    t.resolve(False)
    assert t.zone_of(t.alice, Zone.HAND) == ["Swamp"]
    assert t.library(t.alice) == ["Island"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_48a_learn_with_an_empty_hand_draws_nothing(ruleset: str) -> None:
    """No card to discard: no card drawn, and nothing is asked."""
    t, _ = _inspiration(ruleset, [])
    t.resolve()
    assert t.zone_of(t.alice, Zone.HAND) == []
    assert t.library(t.alice) == ["Island"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr401_4_fire_prophecy_puts_the_chosen_card_on_the_bottom(ruleset: str) -> None:
    """Fire Prophecy kills Bob's Grizzly Bears; Alice puts the Swamp on the bottom of her
    library, then draws the top card (the Island)."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 2)
    t.put("Forest", t.alice, "library")
    t.put("Island", t.alice, "library")
    bears = t.put("Grizzly Bears", t.bob)
    prophecy = t.put("Fire Prophecy", t.alice, "hand")
    swamp = t.put("Swamp", t.alice, "hand")
    t.put("Plains", t.alice, "hand")
    t.begin()
    t.act(CastSpell(prophecy, (bears,)))
    t.resolve(True, swamp)
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert t.zone_of(t.alice, Zone.HAND) == ["Island", "Plains"]
    assert t.library(t.alice) == ["Forest", "Swamp"]
