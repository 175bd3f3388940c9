"""CR 115.1 (both editions): a target must satisfy every condition its words give, here a
controller printed before a power or mana value condition ("target creature an opponent
controls with mana value 2 or less", "target creature you control with power 2 or less").
Played with real cards under both rulesets."""

from __future__ import annotations

from mtgrules.actions import CastSpell
from mtgrules.objects import Zone
from mtgrules.state import EntityId
from tests.card_table import Table, round_trip


def test_cr115_1_controller_before_the_condition_round_trips() -> None:
    round_trip("Destroy target creature an opponent controls with mana value 2 or less.")
    round_trip("Exile target creature an opponent controls with power 3 or greater.")
    round_trip("Target creature you control with power 2 or less gains lifelink until end of turn.")
    # the older order keeps its own words
    round_trip("Destroy target creature with mana value 3 or less an opponent controls.")


def _cast_vanity(t: Table) -> EntityId:
    """Alice casts The Witch's Vanity ({1}{B}{B}); it enters with a lore counter and chapter I
    ("Destroy target creature an opponent controls with mana value 2 or less.") triggers."""
    t.lands("Swamp", 3)
    card = t.put("The Witch's Vanity", t.alice, "hand")
    t.main_phase()
    t.game.apply(CastSpell(card, ()))
    t.resolve()
    return next(o.id for o in t.game.state.battlefield() if o.name == "The Witch's Vanity")


def test_cr115_1_saga_chapter_targets_only_an_opponents_cheap_creature(ruleset: str) -> None:
    """Bob's Grizzly Bears (mana value 2) is the only legal target: not Bob's Gray Ogre
    (mana value 3), not Alice's own Grizzly Bears. Chapter I destroys it."""
    t = Table(ruleset)
    bobs_bears = t.put("Grizzly Bears", t.bob)
    ogre = t.put("Gray Ogre", t.bob)
    alices_bears = t.put("Grizzly Bears", t.alice)
    _cast_vanity(t)
    assert t.game.state.stack[-1].targets == (bobs_bears,)
    t.resolve()
    assert bobs_bears not in t.game.state.objects
    assert {ogre, alices_bears} <= {o.id for o in t.game.state.battlefield()}


def test_cr115_1_no_legal_target_no_chapter_on_the_stack(ruleset: str) -> None:
    """With only Bob's Gray Ogre (mana value 3) and Alice's own Bears, chapter I has no legal
    target and is removed from the stack (CR 603.3d): nothing is destroyed."""
    t = Table(ruleset)
    ogre = t.put("Gray Ogre", t.bob)
    bears = t.put("Grizzly Bears", t.alice)
    _cast_vanity(t)
    assert not t.game.state.stack
    assert {ogre, bears} <= {o.id for o in t.game.state.battlefield()}
    assert not [o for o in t.game.state.objects.values() if o.zone is Zone.GRAVEYARD]


def test_cr115_1_your_creature_with_power_2_or_less(ruleset: str) -> None:
    """Haazda Vigilante enters: "put a +1/+1 counter on target creature you control with
    power 2 or less" can target only Alice's Grizzly Bears (not Bob's, not her 3/3 Hill Giant)."""
    t = Table(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    t.put("Hill Giant", t.alice)
    t.put("Grizzly Bears", t.bob)
    t.lands("Plains", 5)
    card = t.put("Haazda Vigilante", t.alice, "hand")
    t.main_phase()
    t.game.apply(CastSpell(card, ()))
    t.resolve()
    assert t.game.state.stack[-1].targets == (bears,)
    t.resolve()
    assert t.game.state.objects[bears].current_power() == 3
