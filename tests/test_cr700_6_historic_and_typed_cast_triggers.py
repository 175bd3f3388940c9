"""CR 603.2, 601.2i: cast triggers of a described spell, seventh set: "a historic spell" (CR
700.6: an artifact, a legendary, or a Saga), "a Kithkin spell" (a creature type, CR 205.3),
"an instant or sorcery spell that targets a creature" (its targets are chosen as it is cast,
CR 601.2c), "a white spell or a Plains you control enters" (either event); and "Whenever ~
deals damage to a Vampire" (CR 120.3)."""

from __future__ import annotations

import pytest

from mtgrules.actions import (
    CastSpell,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
    PlayLand,
)
from mtgrules.cards.abilities import TriggeredLine
from mtgrules.cards.grammar import parse_line
from mtgrules.cards.pending import WhenOther
from mtgrules.rules.trigger_watch import watch_of
from mtgrules.state import EntityId
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table
from tests.play import pass_step


@pytest.mark.parametrize(
    "line",
    [
        "Whenever you cast a historic spell, ~ deals 2 damage to each opponent.",
        "Whenever a player casts a Kithkin spell, you may have target player lose 1 life.",
        "Whenever you cast an Elf spell, you may have ~ deal 2 damage to target creature with "
        "flying.",
        "Whenever an opponent casts a Goblin spell, you gain 1 life.",
        "Whenever you cast an instant or sorcery spell that targets a creature, each opponent "
        "loses 1 life and you gain 1 life.",
        "Whenever you cast a spell that targets a creature you control, draw a card.",
        "Whenever you cast a white spell or a Plains you control enters, you gain 1 life.",
        "Whenever ~ deals damage to a Vampire, destroy that creature.",
        "Whenever ~ deals damage to a Goblin or Orc, destroy that creature.",
    ],
)
def test_cr603_2_cast_triggers_7_round_trip(line: str) -> None:
    round_trip(line)


def test_cr603_2_refusals() -> None:
    """Words the engine doesn't read stay unknown: a spell's count of historic spells this turn
    (the turn's record keeps no supertypes), a land that isn't a basic land type."""
    assert watch_of("you cast your first historic spell each turn") is None
    assert watch_of("you cast a white spell or a Gate you control enters") is None
    assert watch_of("you cast a kicked spell") is None
    line = parse_line("Whenever you cast a historic spell, draw a card.")
    assert isinstance(line, TriggeredLine)
    assert line.when == WhenOther(event="you cast a historic spell", once=False)


def _cast(t: Table, name: str, targets: tuple[EntityId, ...] = ()) -> None:
    t.act(CastSpell(t.put(name, t.alice, "hand"), targets))
    while t.game.state.stack:
        t.game.apply(PassPriority())


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr700_6_cabal_paladin_historic_spells(ruleset: str) -> None:
    """Cabal Paladin: an artifact (Ornithopter) and a legendary creature (Isamaru) are
    historic, 2 damage to Bob each; Savannah Lions isn't."""
    t = Table(ruleset)
    t.put("Cabal Paladin", t.alice)
    t.lands("Plains", t.alice, 2)
    t.begin()
    _cast(t, "Savannah Lions")
    assert t.game.life(t.bob) == 20
    _cast(t, "Ornithopter")
    assert t.game.life(t.bob) == 18
    _cast(t, "Isamaru, Hound of Konda")
    assert t.game.life(t.bob) == 16


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr205_3_quill_slinger_boggart_a_kithkin_spell(ruleset: str) -> None:
    """Quill-Slinger Boggart: Alice's Kithkin (Goldmeadow Harrier) triggers it, Bob is the
    target and loses 1 life; Savannah Lions (a Cat) doesn't."""
    t = Table(ruleset)
    t.put("Quill-Slinger Boggart", t.alice)
    t.lands("Plains", t.alice, 2)
    t.begin()
    t.act(CastSpell(t.put("Savannah Lions", t.alice, "hand"), ()))
    assert len(t.game.state.stack) == 1  # only the spell
    t.resolve()
    t.act(CastSpell(t.put("Goldmeadow Harrier", t.alice, "hand"), ()), (t.bob,))
    assert len(t.game.state.stack) == 2
    t.resolve(True)
    assert t.game.life(t.bob) == 19


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2c_melancholic_poet_spell_that_targets_a_creature(ruleset: str) -> None:
    """Melancholic Poet: Shock at a creature triggers it (Bob 19, Alice 21); Shock at Bob
    doesn't (he's not a creature)."""
    t = Table(ruleset)
    t.put("Melancholic Poet", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    t.lands("Mountain", t.alice, 2)
    t.begin()
    _cast(t, "Shock", (t.bob,))
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 18)
    _cast(t, "Shock", (bears,))
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (21, 17)
    assert not t.game.is_on_battlefield(bears)


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("land", "life"), [("Plains", 21), ("Mountain", 20)])
def test_cr603_2_staff_of_the_sun_magus_white_spell_or_plains(
    ruleset: str, land: str, life: int
) -> None:
    """Staff of the Sun Magus: a red spell (Shock) doesn't trigger it; a Plains played gains
    Alice 1 life, a Mountain doesn't; a white spell (Savannah Lions) gains 1."""
    t = Table(ruleset)
    t.put("Staff of the Sun Magus", t.alice)
    t.lands("Mountain", t.alice, 1)
    t.lands("Plains", t.alice, 1)
    t.begin()
    _cast(t, "Shock", (t.bob,))
    assert t.game.life(t.alice) == 20
    t.act(PlayLand(t.put(land, t.alice, "hand")))
    while t.game.state.stack:
        t.game.apply(PassPriority())
    assert t.game.life(t.alice) == life
    _cast(t, "Savannah Lions")
    assert t.game.life(t.alice) == life + 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr120_3_vampire_slayer_destroys_the_vampire_it_damages(ruleset: str) -> None:
    """Vampire Slayer blocked by Vampire Nighthawk: destroyed (the trigger); blocked by Grizzly
    Hill Giant (3/3, not a Vampire): nothing happens to it."""
    for blocker, destroyed in (("Vampire Nighthawk", True), ("Hill Giant", False)):
        t = Table(ruleset)
        slayer = t.put("Vampire Slayer", t.alice)
        other = t.put(blocker, t.bob)
        t.game.begin("declare attackers", active=t.alice)
        t.game.apply(DeclareAttackers(((slayer, t.bob),)))
        pass_step(t.game)
        t.game.apply(DeclareBlockers(((other, slayer),)))
        pass_step(t.game)  # combat damage
        while t.game.state.stack:
            t.game.apply(PassPriority())
        assert t.game.is_on_battlefield(other) is not destroyed


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_17a_mayhem_devil_a_player_sacrifices_a_permanent(ruleset: str) -> None:
    """Mayhem Devil (Alice's): Shock kills Bob's Grizzly Bears, no trigger (not sacrificed);
    Diabolic Edict makes Bob sacrifice his Hill Giant, 1 damage to Bob."""
    t = Table(ruleset)
    t.put("Mayhem Devil", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    giant = t.put("Hill Giant", t.bob)
    t.lands("Mountain", t.alice, 1)
    t.lands("Swamp", t.alice, 2)
    t.begin()
    _cast(t, "Shock", (bears,))
    assert not t.game.is_on_battlefield(bears) and t.game.life(t.bob) == 20
    t.act(CastSpell(t.put("Diabolic Edict", t.alice, "hand"), (t.bob,)))
    t.game.apply(PassPriority())
    t.act(PassPriority(), (t.bob,))  # Bob sacrifices; the trigger's target
    while t.game.state.stack:
        t.game.apply(PassPriority())
    assert not t.game.is_on_battlefield(giant) and t.game.life(t.bob) == 19


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2c_forge_boss_you_sacrifice_one_or_more_other_creatures(ruleset: str) -> None:
    """Forge Boss (Alice's): Bob sacrificing his creature doesn't trigger it; Alice
    sacrificing Grizzly Bears to Village Rites does (2 damage to Bob)."""
    t = Table(ruleset)
    t.put("Forge Boss", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    t.put("Hill Giant", t.bob)
    t.lands("Swamp", t.alice, 3)
    for _ in range(2):
        t.put("Swamp", t.alice, "library")
    t.begin()
    _cast(t, "Diabolic Edict", (t.bob,))
    assert t.game.life(t.bob) == 20
    t.act(CastSpell(t.put("Village Rites", t.alice, "hand"), ()), (bears,))
    while t.game.state.stack:
        t.game.apply(PassPriority())
    assert not t.game.is_on_battlefield(bears) and t.game.life(t.bob) == 18


def _attack(t: Table, *attackers: EntityId) -> None:
    t.game.begin("declare attackers", active=t.alice)
    t.game.apply(DeclareAttackers(tuple((a, t.bob) for a in attackers)))
    while t.game.state.stack or t.game.state.pending_triggers:
        t.game.apply(PassPriority())


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr508_1b_hissing_miasma_a_creature_attacks_you(ruleset: str) -> None:
    """Hissing Miasma (Bob's): Alice's two attackers make her lose 2 life; Alice's own
    Miasma doesn't trigger (they attack Bob, not her)."""
    t = Table(ruleset)
    t.put("Hissing Miasma", t.bob)
    t.put("Hissing Miasma", t.alice)
    _attack(t, t.put("Grizzly Bears", t.alice), t.put("Hill Giant", t.alice))
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (18, 20)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr508_1b_calculating_lich_a_creature_attacks_an_opponent(ruleset: str) -> None:
    """Calculating Lich (Alice's): Grizzly Bears attacking Bob makes Bob lose 1 life."""
    t = Table(ruleset)
    t.put("Calculating Lich", t.alice)
    _attack(t, t.put("Grizzly Bears", t.alice))
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 19)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr508_1b_raking_canopy_a_flyer_attacks_you(ruleset: str) -> None:
    """Raking Canopy (Bob's): 4 damage to an attacking Wind Drake (it dies), none to Grizzly
    Bears (no flying)."""
    t = Table(ruleset)
    t.put("Raking Canopy", t.bob)
    drake, bears = t.put("Wind Drake", t.alice), t.put("Grizzly Bears", t.alice)
    _attack(t, drake, bears)
    assert not t.game.is_on_battlefield(drake) and t.game.damage_on(bears) == 0
