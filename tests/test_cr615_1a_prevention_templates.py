"""CR 615.1a with CR 614.9 and CR 615.5: prevention of all damage to a group for the turn,
static prevention on the permanent an Aura is attached to (CR 303.4m), redirection of the
next N damage (CR 614.9), and "You gain life equal to the damage prevented this way." after
a chosen source's prevention (CR 615.5, 609.7a). 2011: the same rules. Real cards, under
both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell, Choose, PassPriority
from mtgrules.events import DamageRedirected
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_1a_forfend_prevents_damage_to_creatures_not_players(ruleset: str) -> None:
    """Forfend: "Prevent all damage that would be dealt to creatures this turn." Hill Giant's
    3 damage to Grizzly Bears is prevented; its 3 damage to Bob is dealt."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 2)
    forfend = t.put("Forfend", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.bob)
    giant = t.put("Hill Giant", t.alice)
    t.begin()
    t.act(CastSpell(forfend))
    t.resolve()
    t.game.deal_damage(giant, bears, 3)
    t.game.deal_damage(giant, t.bob, 3)
    assert t.game.damage_on(bears) == 0 and t.game.life(t.bob) == 17


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_1a_defend_the_hearth_prevents_combat_damage_to_players_only(
    ruleset: str,
) -> None:
    """Defend the Hearth: "Prevent all combat damage that would be dealt to players this
    turn." Combat damage to Bob is prevented; noncombat damage to Bob and combat damage to a
    creature are dealt."""
    t = Table(ruleset)
    t.lands("Forest", t.alice, 2)
    hearth = t.put("Defend the Hearth", t.alice, "hand")
    giant = t.put("Hill Giant", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    t.act(CastSpell(hearth))
    t.resolve()
    t.game.deal_damage(giant, t.bob, 3, combat=True)
    assert t.game.life(t.bob) == 20
    t.game.deal_damage(giant, t.bob, 2)
    t.game.deal_damage(giant, bears, 1, combat=True)
    assert t.game.life(t.bob) == 18 and t.game.damage_on(bears) == 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_1a_heart_of_light_prevents_damage_to_and_by_enchanted_creature(
    ruleset: str,
) -> None:
    """Heart of Light on Hill Giant: "Prevent all damage that would be dealt to and dealt by
    enchanted creature." The Giant neither deals nor is dealt damage; Grizzly Bears still
    deals damage to Bob."""
    t = Table(ruleset)
    heart = t.put("Heart of Light", t.alice, "hand")
    giant = t.put("Hill Giant", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    t.game.put_onto_battlefield_attached(heart, giant)
    t.game.deal_damage(giant, t.alice, 3)
    t.game.deal_damage(bears, giant, 2)
    t.game.deal_damage(bears, t.alice, 2)
    assert t.game.life(t.alice) == 18 and t.game.damage_on(giant) == 0


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_1a_gaseous_form_only_combat_damage_and_only_while_attached(
    ruleset: str,
) -> None:
    """Gaseous Form on Hill Giant: "Prevent all combat damage that would be dealt to and
    dealt by enchanted creature." Noncombat damage to the Giant is dealt; combat damage to
    and by it is prevented."""
    t = Table(ruleset)
    form = t.put("Gaseous Form", t.alice, "hand")
    giant = t.put("Hill Giant", t.bob)
    bears = t.put("Grizzly Bears", t.alice)
    t.game.put_onto_battlefield_attached(form, giant)
    t.game.deal_damage(bears, giant, 2, combat=True)
    t.game.deal_damage(giant, bears, 3, combat=True)
    assert t.game.damage_on(giant) == 0 and t.game.damage_on(bears) == 0
    t.game.deal_damage(bears, giant, 2)
    assert t.game.damage_on(giant) == 2


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_1a_muzzle_prevents_damage_by_enchanted_creature_only(ruleset: str) -> None:
    """Muzzle on Hill Giant: "Prevent all damage that would be dealt by enchanted creature."
    Damage dealt to the Giant is still dealt."""
    t = Table(ruleset)
    muzzle = t.put("Muzzle", t.alice, "hand")
    giant = t.put("Hill Giant", t.bob)
    bears = t.put("Grizzly Bears", t.alice)
    t.game.put_onto_battlefield_attached(muzzle, giant)
    t.game.deal_damage(giant, t.alice, 3)
    t.game.deal_damage(bears, giant, 2)
    assert t.game.life(t.alice) == 20 and t.game.damage_on(giant) == 2


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_9_spirit_en_kor_redirects_the_next_damage_twice(ruleset: str) -> None:
    """Spirit en-Kor (2/2): "{0}: The next 1 damage that would be dealt to Spirit en-Kor this
    turn is dealt to target creature you control instead." Activated twice targeting Hill
    Giant: of Lightning Bolt's 3 damage, 2 are dealt to the Giant and 1 to the en-Kor; both
    survive."""
    t = Table(ruleset)
    kor = t.put("Spirit en-Kor", t.alice)
    giant = t.put("Hill Giant", t.alice)
    bolt = t.put("Lightning Bolt", t.bob, "stack")
    t.begin()
    for _ in range(2):
        t.act(ActivateAbility(kor, 0, (giant,)))
        t.resolve()
    # CR 616.1: Alice orders the two redirections (either first: the same result).
    events = t.game.deal_damage(bolt, kor, 3, choices=lambda d: d.options[0])
    assert [e.rule for e in events if isinstance(e, DamageRedirected)] == ["614.9", "614.9"]
    t.game.check_state_based_actions()
    assert t.game.damage_on(giant) == 2 and t.game.damage_on(kor) == 1
    assert t.game.is_on_battlefield(kor) and t.game.is_on_battlefield(giant)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_5_reverse_damage_gains_the_damage_prevented(ruleset: str) -> None:
    """Reverse Damage: "The next time a source of your choice would deal damage to you this
    turn, prevent that damage. You gain life equal to the damage prevented this way." Alice
    chooses Hill Giant (not Grizzly Bears): its 3 damage becomes 3 life; the Bears' 2 damage
    is dealt."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 3)
    reverse = t.put("Reverse Damage", t.alice, "hand")
    giant = t.put("Hill Giant", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    t.act(CastSpell(reverse))
    t.game.apply(PassPriority())
    t.act(PassPriority(), Choose(giant).answer)
    t.game.deal_damage(giant, t.alice, 3)
    t.game.deal_damage(bears, t.alice, 2)
    assert t.game.life(t.alice) == 21
