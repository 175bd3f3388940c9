"""Living weapon (CR 702.92a; 702.90a in the 2011 rules): "When this Equipment enters,
create a 0/0 black Phyrexian Germ creature token, then attach this Equipment to it." Played
with Batterskull ("Equipped creature gets +4/+4 and has vigilance and lifelink.") and
Drossclaw ("Equipped creature gets +1/+1.")."""

from __future__ import annotations

from mtgrules.actions import PassPriority
from mtgrules.objects import CardType, Keyword, Zone
from tests.combat_table import CombatTable


def _enters(ruleset: str, name: str) -> CombatTable:
    t = CombatTable(ruleset)
    card = t.put(name, t.alice, "hand")
    t.game.begin("precombat main", active=t.alice)
    t.game.move_to_zone(card, "battlefield")
    while not t.game.state.stack:
        t.game.apply(PassPriority())
    t.resolve()
    return t


def test_cr702_92a_the_germ_is_created_and_equipped(ruleset: str) -> None:
    """Batterskull enters: a 0/0 black Phyrexian Germ token, equipped, a 4/4 with vigilance
    and lifelink that survives the state-based actions."""
    t = _enters(ruleset, "Batterskull")
    germ = next(o for o in t.game.state.objects.values() if "Germ" in o.subtypes)
    assert germ.token and germ.zone is Zone.BATTLEFIELD and germ.colors == {"black"}
    assert germ.subtypes == {"Phyrexian", "Germ"} and CardType.CREATURE in germ.types
    assert t.named("Batterskull").attached_to == germ.id
    assert (germ.current_power(), germ.current_toughness()) == (4, 4)
    assert germ.has(Keyword.VIGILANCE) and germ.has(Keyword.LIFELINK)


def test_cr702_92a_unequipped_the_germ_dies(ruleset: str) -> None:
    """Drossclaw's Germ is a 1/1; when the Equipment leaves, the 0/0 Germ dies (CR 704.5f)
    and, a token, ceases to exist (CR 704.5d)."""
    t = _enters(ruleset, "Drossclaw")
    germ = next(o for o in t.game.state.objects.values() if "Germ" in o.subtypes)
    assert (germ.current_power(), germ.current_toughness()) == (1, 1)
    t.game.move_to_zone(t.named("Drossclaw").id, "graveyard")
    t.game.check_state_based_actions()
    assert not any("Germ" in o.subtypes for o in t.game.state.battlefield())
