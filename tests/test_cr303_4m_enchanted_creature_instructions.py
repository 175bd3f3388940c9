"""CR 303.4m, 301.5a: "enchanted creature" / "equipped creature" named in an Aura's or an
Equipment's instructions is the object it's attached to when the instruction is carried out
(CR 608.2h). Real cards from the bundled database, played through ``Game.apply``, under both
rulesets."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules.actions import ActivateAbility, CastSpell
from mtgrules.cards.compiler import compile_text
from mtgrules.cards.database import bundled_database
from mtgrules.cards.errors import UnsupportedCardError
from mtgrules.events import DamageDealt
from mtgrules.objects import Zone
from tests.attachment_play import RULESETS, Table


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[Table]:
    yield Table(request.param)


def test_cr303_4m_enters_trigger_taps_enchanted_creature(table: Table) -> None:
    """Charmed Sleep: "When this Aura enters, tap enchanted creature." The trigger resolves
    after the Aura is attached, and taps the creature it enchants, not the Aura."""
    t = table
    t.lands("Island", t.alice, 3)
    sleep = t.put("Charmed Sleep", t.alice, "hand")
    ogre = t.put("Gray Ogre", t.bob)
    t.main_phase()
    t.cast(sleep, ogre)
    aura = t.on_battlefield("Charmed Sleep")
    assert t.game.state.stack  # the enters trigger waits on the stack
    t.resolve()
    assert t.game.state.objects[ogre].tapped
    assert not t.game.state.objects[aura].tapped


def test_cr303_4m_activated_pump_of_enchanted_creature(table: Table) -> None:
    """Shiv's Embrace: "{R}: Enchanted creature gets +1/+0 until end of turn." on top of its
    static +2/+2 (layer 7c): the creature, not the Aura, gets the bonus, and it ends with
    the turn."""
    t = table
    t.lands("Mountain", t.alice, 6)
    embrace = t.put("Shiv's Embrace", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.alice)
    t.main_phase()
    t.cast(embrace, bears)
    aura = t.on_battlefield("Shiv's Embrace")
    assert (t.game.power(bears), t.game.toughness(bears)) == (4, 4)
    for _ in range(2):
        t.game.apply(ActivateAbility(aura, 0, ()))
        t.resolve()
    assert (t.game.power(bears), t.game.toughness(bears)) == (6, 4)


def test_cr303_4m_enchanted_creature_deals_the_damage(table: Table) -> None:
    """Dizzying Gaze: "{R}: Enchanted creature deals 1 damage to target creature with
    flying." The source of the damage is the enchanted creature (CR 120.1), not the Aura."""
    t = table
    t.lands("Mountain", t.alice, 2)
    gaze = t.put("Dizzying Gaze", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.alice)
    birds = t.put("Birds of Paradise", t.bob)
    t.main_phase()
    t.cast(gaze, bears)
    aura = t.on_battlefield("Dizzying Gaze")
    t.game.apply(ActivateAbility(aura, 0, (birds,)))
    events = t.resolve()
    dealt = [e for e in events if isinstance(e, DamageDealt)]
    assert [(e.source, e.recipient, e.amount) for e in dealt] == [(bears, birds, 1)]


def test_cr303_4m_aura_damages_enchanted_creature_when_it_enters(table: Table) -> None:
    """Fatal Attraction: "When this Aura enters, it deals 2 damage to enchanted creature."
    The Aura deals the damage to the creature it enchants, which dies (CR 704.5g), and the
    Aura, attached to nothing, goes to the graveyard too (CR 704.5m)."""
    t = table
    t.lands("Mountain", t.alice, 3)
    attraction = t.put("Fatal Attraction", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.bob)
    t.main_phase()
    t.cast(attraction, bears)
    aura = t.on_battlefield("Fatal Attraction")
    events = t.resolve()
    dealt = [e for e in events if isinstance(e, DamageDealt)]
    assert [(e.source, e.recipient, e.amount) for e in dealt] == [(aura, bears, 2)]
    assert not t.game.is_on_battlefield(bears)
    assert not t.game.is_on_battlefield(aura)


def test_cr303_4m_regenerate_enchanted_creature(table: Table) -> None:
    """Regeneration: "{G}: Regenerate enchanted creature." The shield is on the creature:
    destroyed, it is tapped instead and stays (CR 701.19c; 2011: 701.12c)."""
    t = table
    t.lands("Forest", t.alice, 3)
    regeneration = t.put("Regeneration", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.alice)
    t.main_phase()
    t.cast(regeneration, bears)
    aura = t.on_battlefield("Regeneration")
    t.game.apply(ActivateAbility(aura, 0, ()))
    t.resolve()
    bolt = t.put("Lightning Bolt", t.bob, "hand")
    t.game.deal_damage(bolt, bears, 3)
    t.game.check_state_based_actions()  # lethal damage: destroyed, regenerated instead
    assert t.game.is_on_battlefield(bears)
    assert t.game.state.objects[bears].tapped


def test_cr303_4m_only_an_aura_speaks_of_enchanted_creature() -> None:
    """An Aura's activated ability about "enchanted creature" compiles; a card that is not
    an Aura can't speak of "enchanted creature" (CR 303.4m): an inline creature with that
    text is unsupported, naming the clause."""
    card = bundled_database().card("Shiv's Embrace")
    assert [a.text for a in card.activated] == [
        "{R}: Enchanted creature gets +1/+0 until end of turn."
    ]
    with pytest.raises(UnsupportedCardError, match="enchanted creature"):
        compile_text(
            "Odd Bear",
            types=["Creature"],
            mana_cost="{1}{G}",
            power=2,
            toughness=2,
            text="{G}: Enchanted creature gets +1/+1 until end of turn.",
        )


def test_cr303_4m_cast_needs_a_target_even_for_pump_auras(table: Table) -> None:
    """Firebreathing can't be cast without a creature to enchant (CR 303.4a)."""
    t = table
    t.lands("Mountain", t.alice, 1)
    firebreathing = t.put("Firebreathing", t.alice, "hand")
    t.main_phase()
    assert not [a for a in t.game.legal_actions() if isinstance(a, CastSpell)]
    assert t.game.state.objects[firebreathing].zone is Zone.HAND
