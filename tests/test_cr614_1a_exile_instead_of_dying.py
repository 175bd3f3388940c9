"""CR 614.1a with CR 700.4: "If that creature would die this turn, exile it instead." and "If
a creature dealt damage this way would die this turn, exile it instead." are replacement
effects (they use the word "instead") lasting the turn (CR 514.2): the creature is put into
exile instead of its owner's graveyard, whatever would put it there (lethal damage,
destruction, a move to the graveyard), so it doesn't die and "when ~ dies" doesn't trigger.
"Dealt damage this way" is damage actually dealt (CR 615.1). 2011: the same rules. Real
cards, under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules import Match, PreventDamage
from mtgrules.actions import CastSpell
from mtgrules.cards.database import bundled_database
from mtgrules.events import AbilityTriggered, EffectCreated, ZoneChanged
from mtgrules.objects import Zone
from tests.instruction_play import RULESETS, Table

CARDS = (
    "Lava Coil",
    "Magma Spray",
    "Scorching Dragonfire",
    "Anger of the Gods",
    "Pillar of Flame",
    "Incendiary Flow",
)


@pytest.mark.parametrize("name", CARDS)
def test_cr614_1a_exile_instead_cards_are_supported(name: str) -> None:
    compiled = bundled_database().compiled(name)
    assert compiled.supported, compiled.reason


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_1a_lava_coil_exiles_the_creature_it_kills(ruleset: str) -> None:
    """Lava Coil: 4 damage to Hill Giant; it would die (lethal damage, CR 704.5g), it is
    exiled instead (CR 614.1a)."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 2)
    coil = t.put("Lava Coil", t.alice, "hand")
    giant = t.put("Hill Giant", t.bob)
    t.begin()
    t.act(CastSpell(coil, (giant,)))
    events = t.resolve()
    assert not t.game.is_on_battlefield(giant)
    assert t.zone_of(t.bob, Zone.EXILE) == ["Hill Giant"]
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == []
    moved = [e for e in events if isinstance(e, ZoneChanged) and e.object == giant]
    assert [(m.destination, m.rule) for m in moved] == [(Zone.EXILE, "614.1a")]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_1a_lava_coil_lasts_the_turn_and_applies_to_destruction(ruleset: str) -> None:
    """Lava Coil on Enormous Baloth (7/7): it survives with 4 damage; Murder later this turn
    destroys it and it is exiled instead. Grizzly Bears, not covered, goes to the graveyard."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 2)
    t.lands("Swamp", t.alice, 6)
    coil = t.put("Lava Coil", t.alice, "hand")
    murders = [t.put("Murder", t.alice, "hand") for _ in range(2)]
    baloth = t.put("Enormous Baloth", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    t.act(CastSpell(coil, (baloth,)))
    t.resolve()
    assert t.game.is_on_battlefield(baloth) and t.game.damage_on(baloth) == 4
    t.act(CastSpell(murders[0], (baloth,)))
    t.resolve()
    t.act(CastSpell(murders[1], (bears,)))
    t.resolve()
    assert t.zone_of(t.bob, Zone.EXILE) == ["Enormous Baloth"]
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Grizzly Bears"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr514_2_the_replacement_ends_with_the_turn(ruleset: str) -> None:
    """Lava Coil on Enormous Baloth; after the cleanup step (CR 514.2) the effect has ended:
    the Baloth put into the graveyard from the battlefield goes there."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 2)
    coil = t.put("Lava Coil", t.alice, "hand")
    baloth = t.put("Enormous Baloth", t.bob)
    t.begin()
    t.act(CastSpell(coil, (baloth,)))
    t.resolve()
    t.game.cleanup()
    t.game.move_to_zone(baloth, "graveyard")
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Enormous Baloth"]
    assert t.zone_of(t.bob, Zone.EXILE) == []


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr700_4_magma_spray_exiled_creature_does_not_die(ruleset: str) -> None:
    """Magma Spray on Festering Goblin ("When this creature dies, ..."): it is exiled
    instead of dying, so its ability doesn't trigger (CR 700.4, 603.6c)."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 1)
    spray = t.put("Magma Spray", t.alice, "hand")
    goblin = t.put("Festering Goblin", t.bob)
    t.put("Grizzly Bears", t.alice)
    t.begin()
    t.act(CastSpell(spray, (goblin,)))
    events = t.resolve()
    assert t.zone_of(t.bob, Zone.EXILE) == ["Festering Goblin"]
    assert not [e for e in events if isinstance(e, AbilityTriggered)]
    assert not t.game.state.stack


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_1a_anger_of_the_gods_covers_only_creatures_dealt_damage(ruleset: str) -> None:
    """Anger of the Gods: 3 damage to each creature. Hill Giant is exiled. Grizzly Bears'
    damage is all prevented (CR 615.1): it wasn't dealt damage this way, so when Shock kills
    it later this turn it goes to the graveyard."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 4)
    anger = t.put("Anger of the Gods", t.alice, "hand")
    shock = t.put("Shock", t.alice, "hand")
    giant = t.put("Hill Giant", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    t.game.add_effect(PreventDamage(amount=3, to=Match.ids_of(bears)), controller=t.bob)
    t.begin()
    t.act(CastSpell(anger))
    t.resolve()
    assert not t.game.is_on_battlefield(giant) and t.game.damage_on(bears) == 0
    t.act(CastSpell(shock, (bears,)))
    t.resolve()
    assert t.zone_of(t.bob, Zone.EXILE) == ["Hill Giant"]
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Grizzly Bears"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_1a_pillar_of_flame_at_a_player_creates_no_effect(ruleset: str) -> None:
    """Pillar of Flame at Bob: 2 damage, no creature dealt damage, no replacement effect."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 1)
    pillar = t.put("Pillar of Flame", t.alice, "hand")
    t.begin()
    t.act(CastSpell(pillar, (t.bob,)))
    events = t.resolve()
    assert t.game.life(t.bob) == 18
    assert not [e for e in events if isinstance(e, EffectCreated)]


# -- the static ability: "If a creature dealt damage by ~ this turn would die, exile it
# instead." (CR 611.3a: it applies while its object is on the battlefield)
STATIC_CARDS = (
    "Frostwielder",
    "Kumano, Master Yamabushi",
    "Kumano's Pupils",
    "Incendiary Oracle",
    "Kumano's Blessing",
)


@pytest.mark.parametrize("name", STATIC_CARDS)
def test_cr614_1a_static_exile_instead_cards_are_supported(name: str) -> None:
    compiled = bundled_database().compiled(name)
    assert compiled.supported, compiled.reason


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_1a_frostwielder_exiles_creatures_it_damaged_this_turn(ruleset: str) -> None:
    """Frostwielder deals 1 damage to Grizzly Bears; Lightning Bolt then kills the Bears and
    Hill Giant: the Bears, dealt damage by Frostwielder this turn, are exiled; the Giant goes
    to the graveyard."""
    t = Table(ruleset)
    wielder = t.put("Frostwielder", t.alice)
    bolt = t.put("Lightning Bolt", t.alice, "stack")
    bears = t.put("Grizzly Bears", t.bob)
    giant = t.put("Hill Giant", t.bob)
    t.game.deal_damage(wielder, bears, 1)
    t.game.check_state_based_actions()
    assert t.game.is_on_battlefield(bears)
    t.game.deal_damage(bolt, bears, 3)
    t.game.deal_damage(bolt, giant, 3)
    t.game.check_state_based_actions()
    assert t.zone_of(t.bob, Zone.EXILE) == ["Grizzly Bears"]
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Hill Giant"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr611_3a_frostwielder_gone_its_ability_no_longer_applies(ruleset: str) -> None:
    """Frostwielder deals 1 damage to Grizzly Bears, then leaves the battlefield: its static
    ability no longer applies, and the Bears killed by Shock go to the graveyard."""
    t = Table(ruleset)
    wielder = t.put("Frostwielder", t.alice)
    shock = t.put("Shock", t.alice, "stack")
    bears = t.put("Grizzly Bears", t.bob)
    t.game.deal_damage(wielder, bears, 1)
    t.game.move_to_zone(wielder, "graveyard")
    t.game.deal_damage(shock, bears, 2)
    t.game.check_state_based_actions()
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Grizzly Bears"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr303_4m_kumanos_blessing_exiles_what_the_enchanted_creature_kills(
    ruleset: str,
) -> None:
    """Kumano's Blessing on Hill Giant: the Giant deals 3 damage to Grizzly Bears, which would
    die (CR 704.5g) and are exiled instead. Bob's Hill Giant dealt damage only by Alice's
    Lightning Bolt goes to the graveyard."""
    t = Table(ruleset)
    blessing = t.put("Kumano's Blessing", t.alice, "hand")
    giant = t.put("Hill Giant", t.alice)
    bolt = t.put("Lightning Bolt", t.alice, "stack")
    bears = t.put("Grizzly Bears", t.bob)
    other = t.put("Hill Giant", t.bob)
    t.game.put_onto_battlefield_attached(blessing, giant)
    t.game.deal_damage(giant, bears, 3)
    t.game.deal_damage(bolt, other, 3)
    t.game.check_state_based_actions()
    assert t.zone_of(t.bob, Zone.EXILE) == ["Grizzly Bears"]
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Hill Giant"]
