"""Umbra armor (CR 702.89a; totem armor, 702.87a in the 2011 rules): "If enchanted permanent
would be destroyed, instead remove all damage marked on it and destroy this Aura." Played
with Hyena Umbra (Aura, "Enchanted creature gets +1/+1 and has first strike.", umbra armor)
on Grizzly Bears."""

from __future__ import annotations

from mtgrules.actions import CastSpell
from mtgrules.combat_keyword_events import UmbraArmorApplied
from mtgrules.explain import explain
from mtgrules.objects import Zone
from mtgrules.state import EntityId
from tests.combat_table import CombatTable

RULE = {"cr2011": "702.87a", "current": "702.89a"}


def _armored(ruleset: str) -> tuple[CombatTable, EntityId, EntityId]:
    t = CombatTable(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    umbra = t.put("Hyena Umbra", t.alice, "hand")
    t.game.put_onto_battlefield_attached(umbra, bears)
    return t, bears, t.named("Hyena Umbra").id


def test_cr702_89a_lethal_damage_destroys_the_aura_instead(ruleset: str) -> None:
    """The Bears (3/3 with the Umbra) are dealt 3 damage: instead of dying, all damage is
    removed from them and the Umbra is destroyed."""
    t, bears, umbra = _armored(ruleset)
    assert t.obj(bears).current_power() == 3
    bolt = t.game.add_card("Lightning Bolt", owner=t.bob, types={"Instant"}, zone="stack")
    t.game.deal_damage(bolt, bears, 3)
    events = t.game.check_state_based_actions()
    assert t.game.is_on_battlefield(bears) and t.obj(bears).damage == 0
    assert t.zone("Hyena Umbra") is Zone.GRAVEYARD
    (saved,) = [e for e in events if isinstance(e, UmbraArmorApplied)]
    assert saved.rule == RULE[ruleset] and (saved.permanent, saved.attachment) == (bears, umbra)
    assert explain(saved, t.game).startswith("Umbra armor of Hyena Umbra: instead of being")
    assert explain(saved, t.game, "fr").startswith("Armure d'ombre de Hyena Umbra : au lieu")
    assert t.obj(bears).current_power() == 2  # the Aura's bonus is gone


def test_cr702_89a_a_destroy_spell_destroys_the_aura_instead(ruleset: str) -> None:
    """Bob casts Murder on the Bears: the Umbra goes to the graveyard, the Bears stay."""
    t, bears, _ = _armored(ruleset)
    murder = t.put("Murder", t.bob, "hand")
    for _ in range(3):
        t.put("Swamp", t.bob)
    t.game.begin("precombat main", active=t.bob)
    t.game.apply(CastSpell(murder, (bears,)))
    t.resolve()
    assert t.game.is_on_battlefield(bears)
    assert t.zone("Hyena Umbra") is Zone.GRAVEYARD and t.zone("Murder") is Zone.GRAVEYARD


def test_cr702_89a_only_once_then_it_dies(ruleset: str) -> None:
    """Saved once, the Bears (2/2 again) are dealt 2 damage: nothing saves them now."""
    t, bears, _ = _armored(ruleset)
    bolt = t.game.add_card("Shock", owner=t.bob, types={"Instant"}, zone="stack")
    t.game.deal_damage(bolt, bears, 3)
    t.game.check_state_based_actions()
    t.game.deal_damage(bolt, bears, 2)
    t.game.check_state_based_actions()
    assert not t.game.is_on_battlefield(bears)
