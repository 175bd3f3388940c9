"""Umbra armor (CR 702.89a; totem armor, 2011 702.87a) when the Aura and the permanent it
enchants would be destroyed at the same time: the Aura's ability still applies, the creature
survives and the Aura is destroyed once. Played with Hyena Umbra on Grizzly Bears and Akroma's
Vengeance ("Destroy all artifacts, creatures, and enchantments."), its spell given as data
(the card's cycling line aside)."""

from __future__ import annotations

import dataclasses

from mtgrules.actions import CastSpell, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.combat_keyword_events import UmbraArmorApplied
from mtgrules.effects.base import Match
from mtgrules.effects.instructions import Destroy, Each
from mtgrules.events import ZoneChanged
from mtgrules.objects import Zone
from tests.combat_table import CombatTable


def test_cr702_89a_aura_destroyed_with_its_creature_still_saves_it(ruleset: str) -> None:
    t = CombatTable(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    umbra = t.put("Hyena Umbra", t.alice, "hand")
    t.game.put_onto_battlefield_attached(umbra, bears)
    umbra = t.named("Hyena Umbra").id
    elves = t.put("Llanowar Elves", t.alice)
    judgment = bundled_database().card("Day of Judgment")
    assert judgment.spell is not None
    everything = Match(kinds=frozenset({"Artifact", "Creature", "Enchantment"}))
    vengeance = dataclasses.replace(
        judgment,
        name="Akroma's Vengeance",
        spell=dataclasses.replace(judgment.spell, effect=(Destroy(on=Each(match=everything)),)),
    )
    spell = t.game.add_card_def(vengeance, owner=t.bob, zone="hand")
    for _ in range(4):
        t.put("Plains", t.bob)
    t.game.begin("precombat main", active=t.bob)
    t.game.apply(CastSpell(spell))
    events = t.game.apply(PassPriority()) + t.game.apply(PassPriority())
    assert t.game.is_on_battlefield(bears) and not t.game.is_on_battlefield(elves)
    assert t.zone("Hyena Umbra") is Zone.GRAVEYARD
    assert len([e for e in events if isinstance(e, UmbraArmorApplied)]) == 1
    moves = [e for e in events if isinstance(e, ZoneChanged) and e.object == umbra]
    assert len(moves) == 1
