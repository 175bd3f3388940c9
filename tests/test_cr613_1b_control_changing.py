"""Control-changing effects (layer 2, CR 613.1b): "Gain control of target creature until end
of turn. Untap that creature. It gains haste until end of turn." The caster controls the
creature, can attack with it (CR 302.6 doesn't stop a creature with haste), and the effect
ends in the cleanup step (CR 514.2): the creature returns to the player who controlled it
before (CR 611.2a). Played with real cards under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell
from mtgrules.effects.control import ControlEffect
from mtgrules.events import ControlChanged
from mtgrules.objects import Zone
from mtgrules.state import EntityId
from tests.card_table import RULESETS, round_trip
from tests.combat_table import CombatTable


def _steal(t: CombatTable, card: str, target: EntityId) -> None:
    """Alice taps three Mountains and casts ``card`` (a sorcery) targeting ``target``."""
    spell = t.put(card, t.alice, "hand")
    for land in [o.id for o in t.game.state.battlefield() if o.name == "Mountain"][:3]:
        t.game.apply(ActivateAbility(land, 0))
    action = CastSpell(spell, (target,))
    assert action in t.game.legal_actions()
    t.game.apply(action)
    t.resolve()


def _table(ruleset: str) -> tuple[CombatTable, EntityId]:
    """Bob's tapped Hill Giant; Alice has four Mountains, in her precombat main phase."""
    t = CombatTable(ruleset)
    for _ in range(4):
        t.put("Mountain", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.obj(giant).tapped = True
    t.game.begin("precombat main", active=t.alice)
    return t, giant


@pytest.mark.parametrize(
    "line",
    [
        "Gain control of target creature until end of turn. Untap that creature. "
        "It gains haste until end of turn.",
        "Untap target creature and gain control of it until end of turn. "
        "That creature gains haste until end of turn.",
    ],
)
def test_cr613_1b_threaten_lines_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("card", ["Act of Treason", "Threaten"])
def test_cr613_1b_stolen_creature_attacks_its_owner(ruleset: str, card: str) -> None:
    """Alice gains control of Bob's Hill Giant, untaps it, and attacks Bob with it (haste):
    Bob loses 3 life."""
    t, giant = _table(ruleset)
    _steal(t, card, giant)
    obj = t.obj(giant)
    assert obj.controller == t.alice and obj.owner == t.bob and not obj.tapped
    assert any(
        isinstance(e, ControlChanged) and e.permanent == giant and e.controller == t.alice
        for e in t.game.log
    )
    t.attack(giant)
    t.finish_combat()
    assert t.game.life(t.bob) == 17


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr514_2_control_returns_in_the_cleanup_step(ruleset: str) -> None:
    """The effect ends in the cleanup step: on Bob's turn the Hill Giant is his again, and no
    control effect is left."""
    t, giant = _table(ruleset)
    _steal(t, "Act of Treason", giant)
    assert t.obj(giant).controller == t.alice
    t.play_to("upkeep", t.bob)
    assert t.obj(giant).controller == t.bob
    assert not any(isinstance(e, ControlEffect) for e in t.game.state.effects.values())


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr400_7_a_stolen_creature_that_dies_goes_to_its_owners_graveyard(ruleset: str) -> None:
    """Alice bolts the Hill Giant she stole: it goes to Bob's graveyard as a new object
    (CR 400.7) and the control effect on it ends."""
    t, giant = _table(ruleset)
    _steal(t, "Act of Treason", giant)
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    t.game.apply(CastSpell(bolt, (giant,)))
    t.resolve()
    (card,) = [o for o in t.game.state.objects.values() if o.name == "Hill Giant"]
    assert card.zone is Zone.GRAVEYARD and card.owner == t.bob and card.controller == t.bob
    assert not any(isinstance(e, ControlEffect) for e in t.game.state.effects.values())


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2b_an_illegal_target_is_not_stolen(ruleset: str) -> None:
    """The Hill Giant leaves before Act of Treason resolves: no control changes."""
    t, giant = _table(ruleset)
    spell = t.put("Act of Treason", t.alice, "hand")
    for land in [o.id for o in t.game.state.battlefield() if o.name == "Mountain"][:3]:
        t.game.apply(ActivateAbility(land, 0))
    t.game.apply(CastSpell(spell, (giant,)))
    t.game.move_to_zone(giant, "graveyard")
    t.resolve()
    assert not any(isinstance(e, ControlChanged) for e in t.game.log)
    assert not any(isinstance(e, ControlEffect) for e in t.game.state.effects.values())


# -- "for as long as you control ~" (CR 611.2b) ------------------------------------------------
def _aladdin_activated(ruleset: str) -> tuple[CombatTable, EntityId, EntityId]:
    """Alice's Aladdin targets Bob's Ornithopter: "{1}{R}{R}, {T}: Gain control of target
    artifact for as long as you control Aladdin." """
    t = CombatTable(ruleset)
    for _ in range(3):
        t.put("Mountain", t.alice)
    aladdin = t.put("Aladdin", t.alice)
    thopter = t.put("Ornithopter", t.bob)
    t.game.begin("precombat main", active=t.alice)
    for land in [o.id for o in t.game.state.battlefield() if o.name == "Mountain"]:
        t.game.apply(ActivateAbility(land, 0))
    action = ActivateAbility(aladdin, 0, (thopter,))
    assert action in t.game.legal_actions()
    t.game.apply(action)
    return t, aladdin, thopter


def _aladdin(ruleset: str) -> tuple[CombatTable, EntityId, EntityId]:
    """Aladdin's ability resolves."""
    t, aladdin, thopter = _aladdin_activated(ruleset)
    t.resolve()
    return t, aladdin, thopter


def test_cr611_2b_for_as_long_as_line_round_trips() -> None:
    round_trip("{1}{R}{R}, {T}: Gain control of target artifact for as long as you control ~.")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr611_2b_control_lasts_past_the_turn(ruleset: str) -> None:
    """Unlike "until end of turn", the effect doesn't end in the cleanup step."""
    t, _, thopter = _aladdin(ruleset)
    assert t.obj(thopter).controller == t.alice
    t.play_to("upkeep", t.bob)
    assert t.obj(thopter).controller == t.alice


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr611_2b_control_ends_when_the_source_leaves(ruleset: str) -> None:
    """Aladdin dies: the Ornithopter returns to Bob at once."""
    t, aladdin, thopter = _aladdin(ruleset)
    t.game.move_to_zone(aladdin, "graveyard")
    assert t.obj(thopter).controller == t.bob
    assert not any(isinstance(e, ControlEffect) for e in t.game.state.effects.values())


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr611_2b_control_ends_when_you_lose_control_of_the_source(ruleset: str) -> None:
    """Bob gains control of Aladdin: Alice no longer controls it, so the Ornithopter
    returns to Bob."""
    t, aladdin, thopter = _aladdin(ruleset)
    t.game.set_controller(aladdin, t.bob)
    assert t.obj(thopter).controller == t.bob


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr611_2b_the_effect_does_nothing_if_the_source_is_gone(ruleset: str) -> None:
    """Aladdin leaves the battlefield with its ability on the stack: the ability resolves but
    the duration has already ended, so the Ornithopter stays Bob's."""
    t, aladdin, thopter = _aladdin_activated(ruleset)
    t.game.move_to_zone(aladdin, "graveyard")
    t.resolve()
    assert t.obj(thopter).controller == t.bob
    assert not any(isinstance(e, ControlChanged) for e in t.game.log)


# -- "[player] gains control of [permanent]." (no end) -------------------------------------------
def test_cr613_1b_give_control_lines_round_trip() -> None:
    round_trip("Sacrifice a creature: Target opponent gains control of ~.")
    round_trip("Target player gains control of target permanent you control.")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr613_1b_jinxed_idol_given_away_damages_its_new_controller(ruleset: str) -> None:
    """Alice sacrifices her Grizzly Bears: Bob gains control of Jinxed Idol, for good (it
    stays his past the cleanup step), and at the beginning of his upkeep it deals 2 damage
    to him, not to Alice."""
    t = CombatTable(ruleset)
    idol = t.put("Jinxed Idol", t.alice)
    t.put("Grizzly Bears", t.alice)
    t.game.begin("precombat main", active=t.alice)
    action = ActivateAbility(idol, 0, (t.bob,))
    assert action in t.game.legal_actions()
    t.game.apply(action)
    t.resolve()
    assert t.obj(idol).controller == t.bob and t.obj(idol).owner == t.alice
    assert t.zone("Grizzly Bears") is Zone.GRAVEYARD
    t.play_to("draw", t.bob)
    assert t.obj(idol).controller == t.bob
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 18)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr613_7_a_later_steal_ends_back_with_the_given_controller(ruleset: str) -> None:
    """Donate gives Bob Alice's Hill Giant; Alice then steals it back with Act of Treason
    until end of turn. In the cleanup step only the later effect ends: the giant is Bob's
    again (CR 613.7: the earlier effect still applies), not Alice's."""
    t = CombatTable(ruleset)
    for _ in range(3):
        t.put("Island", t.alice)
    for _ in range(3):
        t.put("Mountain", t.alice)
    giant = t.put("Hill Giant", t.alice)
    t.game.begin("precombat main", active=t.alice)
    donate = t.put("Donate", t.alice, "hand")
    for land in [o.id for o in t.game.state.battlefield() if o.name == "Island"]:
        t.game.apply(ActivateAbility(land, 0))
    t.game.apply(CastSpell(donate, (t.bob, giant)))
    t.resolve()
    assert t.obj(giant).controller == t.bob
    _steal(t, "Act of Treason", giant)
    assert t.obj(giant).controller == t.alice
    t.play_to("upkeep", t.bob)
    assert t.obj(giant).controller == t.bob
