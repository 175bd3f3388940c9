"""CR 603.2 with CR 702.37e: trigger events of other permanents turned face up ("Whenever a
permanent is turned face up", "When ~ enters or is turned face up"), and "Whenever ~ deals
damage to a creature or opponent" (either event)."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority, TurnFaceUp
from mtgrules.state import EntityId
from tests.card_table import Table, round_trip
from tests.combat_table import CombatTable


@pytest.mark.parametrize(
    "line",
    [
        "Whenever a permanent is turned face up, ~ deals 1 damage to any target.",
        "Whenever ~ or another creature you control is turned face up, that creature deals "
        "damage equal to its power to each opponent.",
        "When enchanted creature is turned face up, destroy it.",
        "When ~ enters or is turned face up, another target creature you control gets +3/+0 "
        "until end of turn.",
        "Whenever ~ deals damage to a creature or opponent, ~ deals that much damage to you.",
    ],
)
def test_cr702_37e_face_up_triggers_round_trip(line: str) -> None:
    round_trip(line)


def _face_down(t: Table, name: str) -> EntityId:
    """Alice casts ``name`` face down for {3} and it resolves: the permanent."""
    card = t.put(name, t.alice, "hand")
    t.game.apply(CastSpell(card, (), "morph"))
    t.resolve()
    (down,) = [o.id for o in t.game.state.battlefield() if o.face_down is not None]
    return down


def test_cr702_37e_bonethorn_valesk_another_permanent_turned_face_up(ruleset: str) -> None:
    """Bonethorn Valesk: Ainok Tracker cast face down triggers nothing; turned face up, the
    Valesk deals 1 damage to Bob."""
    t = Table(ruleset)
    t.put("Bonethorn Valesk", t.alice)
    t.lands("Mountain", 8)
    t.main_phase()
    down = _face_down(t, "Ainok Tracker")
    assert t.game.state.stack == []
    t.game.apply(TurnFaceUp(down))
    t.game.apply(Choose((t.bob,)))
    t.resolve()
    assert t.game.life(t.bob) == 19


def test_cr702_37e_efreet_weaponmaster_enters_or_turned_face_up(ruleset: str) -> None:
    """Efreet Weaponmaster cast face down (a nameless 2/2) doesn't trigger as it enters; turned
    face up, its ability gives Alice's Grizzly Bears +3/+0."""
    t = Table(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    t.lands("Swamp", 3)
    t.main_phase()
    down = _face_down(t, "Efreet Weaponmaster")
    for land in ("Island", "Mountain", "Plains", "Plains", "Plains"):
        t.put(land, t.alice)
    assert t.game.state.stack == []
    t.game.apply(TurnFaceUp(down))
    if t.game.state.pending_choice is not None:
        t.game.apply(Choose((bears,)))
    t.resolve()
    assert t.game.state.objects[bears].current_power() == 5


def test_cr603_2_flesh_reaver_damage_to_an_opponent(ruleset: str) -> None:
    """Flesh Reaver (4/4) attacks Bob unblocked: Bob is dealt 4, then Alice 4 by its trigger."""
    t = CombatTable(ruleset)
    reaver = t.put("Flesh Reaver", t.alice)
    t.attack(reaver)
    t.finish_combat()
    while t.game.state.stack:
        t.game.apply(PassPriority())
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (16, 16)
