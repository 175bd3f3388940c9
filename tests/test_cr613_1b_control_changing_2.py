"""Control-changing effects with no duration (layer 2, CR 613.1b; CR 611.2a: an effect from a
resolving spell or ability that states no duration lasts until the permanent leaves the
battlefield, or until a later control effect takes it over, CR 613.7): "Gain control of target
artifact or creature." (Invoke the Winds), "When ~ dies, gain control of target creature."
(Keiga, the Tide Star), and "When ~ enters, target opponent gains control of it." ("it" is
this object, not the player just named: Sleeper Agent, Goblin Cadets). Played with real cards
under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import (
    ActivateAbility,
    CastSpell,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
)
from mtgrules.effects.control import ControlEffect
from mtgrules.events import ControlChanged
from mtgrules.objects import Zone
from mtgrules.state import EntityId
from tests.card_table import RULESETS, round_trip
from tests.combat_table import CombatTable


@pytest.mark.parametrize(
    "line",
    [
        "Gain control of target artifact or creature.",
        "When ~ dies, gain control of target creature.",
        "Untap target creature you don't control and gain control of it.",
        "When ~ enters, target opponent gains control of it.",
        "Whenever ~ blocks or becomes blocked, target opponent gains control of it.",
    ],
)
def test_cr613_1b_control_lines_without_duration_round_trip(line: str) -> None:
    round_trip(line)


def _settle(t: CombatTable) -> None:
    """Both players pass until the stack is empty; a choice (a trigger's target) is answered
    with its first option."""
    for _ in range(20):
        pending = t.game.state.pending_choice
        if pending is not None:
            t.game.apply(Choose(pending.decision.options[0]))
        elif t.game.state.stack:
            t.game.apply(PassPriority())
        else:
            return
    raise AssertionError("the stack doesn't empty")


def _mana(t: CombatTable, land: str, count: int) -> None:
    for _ in range(count):
        t.game.apply(ActivateAbility(t.put(land, t.alice), 0))


def _giant(ruleset: str) -> tuple[CombatTable, EntityId]:
    """Bob's Hill Giant; Alice's precombat main phase."""
    t = CombatTable(ruleset)
    giant = t.put("Hill Giant", t.bob)
    t.game.begin("precombat main", active=t.alice)
    return t, giant


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr611_2a_invoke_the_winds_steals_for_good(ruleset: str) -> None:
    """Invoke the Winds: Alice controls Bob's Hill Giant, still on Bob's next turn (no cleanup
    end, CR 514.2 doesn't apply); Bob still owns it."""
    t, giant = _giant(ruleset)
    _mana(t, "Island", 5)
    spell = t.put("Invoke the Winds", t.alice, "hand")
    action = CastSpell(spell, (giant,))
    assert action in t.game.legal_actions()
    t.game.apply(action)
    _settle(t)
    assert (t.obj(giant).controller, t.obj(giant).owner) == (t.alice, t.bob)
    assert any(isinstance(e, ControlChanged) and e.permanent == giant for e in t.game.log)
    t.play_to("upkeep", t.bob)
    assert t.obj(giant).controller == t.alice
    t.play_to("upkeep", t.alice)
    assert t.obj(giant).controller == t.alice


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr400_7_the_stolen_permanent_dies_and_the_effect_ends(ruleset: str) -> None:
    """The Hill Giant Alice took for good is bolted: it goes to Bob's graveyard (CR 400.7)
    and no control effect is left."""
    t, giant = _giant(ruleset)
    _mana(t, "Island", 5)
    t.game.apply(CastSpell(t.put("Invoke the Winds", t.alice, "hand"), (giant,)))
    _settle(t)
    _mana(t, "Mountain", 1)
    t.game.apply(CastSpell(t.put("Lightning Bolt", t.alice, "hand"), (giant,)))
    _settle(t)
    card = t.named("Hill Giant")
    assert card.zone is Zone.GRAVEYARD and card.controller == t.bob
    assert not any(isinstance(e, ControlEffect) for e in t.game.state.effects.values())


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_6c_keiga_dies_and_its_controller_gains_control(ruleset: str) -> None:
    """Alice's Keiga, the Tide Star is destroyed by her Doom Blade: its "dies" trigger (the
    only creature left to target is Bob's Hill Giant) takes the giant for good."""
    t, giant = _giant(ruleset)
    keiga = t.put("Keiga, the Tide Star", t.alice)
    assert t.obj(giant).controller == t.bob
    _mana(t, "Swamp", 2)
    t.game.apply(CastSpell(t.put("Doom Blade", t.alice, "hand"), (keiga,)))
    _settle(t)
    assert t.zone("Keiga, the Tide Star") is Zone.GRAVEYARD
    assert t.obj(giant).controller == t.alice
    t.play_to("upkeep", t.bob)
    assert t.obj(giant).controller == t.alice


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr613_1b_sleeper_agent_goes_to_the_opponent(ruleset: str) -> None:
    """Alice casts Sleeper Agent: as it enters, Bob gains control of it (the "it" of the
    trigger is Sleeper Agent), and at Bob's upkeep it deals 2 damage to Bob, its controller."""
    t = CombatTable(ruleset)
    t.game.begin("precombat main", active=t.alice)
    _mana(t, "Swamp", 1)
    spell = t.put("Sleeper Agent", t.alice, "hand")
    t.game.apply(CastSpell(spell, ()))
    _settle(t)
    agent = t.named("Sleeper Agent")
    assert agent.zone is Zone.BATTLEFIELD
    assert (agent.controller, agent.owner) == (t.bob, t.alice)
    t.play_to("draw", t.bob)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 18)
    assert t.named("Sleeper Agent").controller == t.bob


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr506_4_goblin_cadets_blocked_changes_sides_and_leaves_combat(ruleset: str) -> None:
    """Alice's Goblin Cadets attacks, Bob blocks it with Grizzly Bears: Bob gains control of
    the Cadets, which leaves combat (CR 506.4): no combat damage is dealt."""
    t = CombatTable(ruleset)
    cadets = t.put("Goblin Cadets", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    t.game.begin("declare attackers", active=t.alice)
    t.pass_until("declare attackers")
    t.game.apply(DeclareAttackers(((cadets, t.bob),)))
    t.pass_until("declare blockers")
    t.game.apply(DeclareBlockers(((bears, cadets),)))
    _settle(t)
    assert t.obj(cadets).controller == t.bob
    t.finish_combat()
    assert t.obj(cadets).zone is Zone.BATTLEFIELD and t.obj(bears).zone is Zone.BATTLEFIELD
    assert t.obj(cadets).damage == 0 and t.obj(bears).damage == 0
    assert t.game.life(t.bob) == 20


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("take", [True, False])
def test_cr613_1b_kukemssa_pirates_may_take_an_artifact(ruleset: str, take: bool) -> None:
    """Alice's unblocked Kukemssa Pirates: she may gain control of Bob's Sol Ring (for good);
    if she does, the Pirates assign no combat damage (Bob stays at 20), else Bob loses 2."""
    t = CombatTable(ruleset)
    pirates = t.put("Kukemssa Pirates", t.alice)
    ring = t.put("Sol Ring", t.bob)
    t.game.begin("declare attackers", active=t.alice)
    t.pass_until("declare attackers")
    t.game.apply(DeclareAttackers(((pirates, t.bob),)))
    t.pass_until("declare blockers")
    t.game.apply(DeclareBlockers(()))
    for _ in range(20):
        found = t.asked()
        if found.kind == "may":
            t.game.apply(Choose(take))
        elif found.kind == "priority" and not t.game.state.stack:
            break
        else:
            t.game.apply(PassPriority() if found.kind == "priority" else Choose(found.options[0]))
    t.finish_combat()
    assert t.obj(ring).controller == (t.alice if take else t.bob)
    assert t.game.life(t.bob) == (20 if take else 18)
    t.play_to("upkeep", t.bob)
    assert t.obj(ring).controller == (t.alice if take else t.bob)
