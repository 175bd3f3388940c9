"""CR 611.3a: a continuous effect from a static ability isn't locked in; it applies at any
given moment to whatever its text indicates, for as long as its source is on the
battlefield (and its condition holds). Real cards from the bundled database, played through
the game's entry point under both rulesets."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules.actions import CastSpell, DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.cards.model import Restriction
from mtgrules.events import Event
from mtgrules.objects import Keyword, Step
from mtgrules.rules.casting import IllegalActionError
from tests.attachment_play import RULESETS, Table


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[Table]:
    yield Table(request.param)


def pt(t: Table, creature: int) -> tuple[int, int]:
    return t.game.power(creature), t.game.toughness(creature)


def entered(t: Table, events: list[Event], card: int) -> int:
    """The id of the permanent a cast card became (hand -> stack -> battlefield, CR 400.7)."""
    return t.new_id(events, t.new_id(events, card))


def test_cr611_3a_anthem_applies_to_creatures_as_they_come_and_go(table: Table) -> None:
    """Glorious Anthem: "Creatures you control get +1/+1." It affects a creature that
    enters later, not the opponent's creatures, and ends when the Anthem leaves."""
    t = table
    bears = t.put("Grizzly Bears", t.alice)
    theirs = t.put("Grizzly Bears", t.bob)
    anthem = t.put("Glorious Anthem", t.alice)
    assert pt(t, bears) == (3, 3)
    assert pt(t, theirs) == (2, 2)
    later = t.put("Grizzly Bears", t.alice, "hand")
    t.lands("Forest", t.alice, 2)
    t.lands("Plains", t.alice, 2)
    t.main_phase()
    new = entered(t, t.cast(later), later)
    assert pt(t, new) == (3, 3)
    disenchant = t.put("Disenchant", t.alice, "hand")
    t.cast(disenchant, anthem)
    assert not t.game.is_on_battlefield(anthem)
    assert pt(t, bears) == (2, 2)
    assert pt(t, new) == (2, 2)


def test_cr611_3a_anthem_keeps_a_damaged_creature_alive_until_it_leaves(table: Table) -> None:
    """Toughness from a static ability counts for lethal damage (CR 704.5g): a 3/3 Bears
    under Glorious Anthem survives 2 damage, and dies when the Anthem is destroyed."""
    t = table
    bears = t.put("Grizzly Bears", t.alice)
    anthem = t.put("Glorious Anthem", t.alice)
    t.lands("Mountain", t.alice, 1)
    t.lands("Plains", t.alice, 2)
    t.main_phase()
    t.cast(t.put("Shock", t.alice, "hand"), bears)
    assert t.game.is_on_battlefield(bears)
    assert t.game.damage_on(bears) == 2
    t.cast(t.put("Disenchant", t.alice, "hand"), anthem)
    assert not t.game.is_on_battlefield(bears)


def test_cr611_3a_other_creatures_excludes_the_source(table: Table) -> None:
    """Benalish Marshal: "Other creatures you control get +1/+1." (CR 109.1: "other")."""
    t = table
    marshal = t.put("Benalish Marshal", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    assert pt(t, marshal) == (3, 3)
    assert pt(t, bears) == (3, 3)
    second = t.put("Benalish Marshal", t.alice)
    assert pt(t, marshal) == (4, 4)  # the other Marshal's bonus
    assert pt(t, second) == (4, 4)
    assert pt(t, bears) == (4, 4)


def test_cr611_3a_granted_haste_lets_a_new_creature_attack(table: Table) -> None:
    """Fervor: "Creatures you control have haste." (layer 6): a creature cast this turn can
    attack (CR 302.6, 702.10b)."""
    t = table
    t.put("Fervor", t.alice)
    t.lands("Forest", t.alice, 2)
    t.main_phase()
    card = t.put("Grizzly Bears", t.alice, "hand")
    bears = entered(t, t.cast(card), card)
    assert t.game.obj(bears).has(Keyword.HASTE)
    t.pass_step()  # to the beginning of combat
    t.pass_step()  # to declare attackers
    t.game.apply(DeclareAttackers(((bears, t.bob),)))
    assert t.game.state.combat is not None and bears in t.game.state.combat.attackers


def test_cr611_3a_condition_on_what_you_control(table: Table) -> None:
    """Kird Ape: "This creature gets +1/+2 as long as you control a Forest." The bonus
    follows the Forest (destroyed by Stone Rain)."""
    t = table
    ape = t.put("Kird Ape", t.alice)
    assert pt(t, ape) == (1, 1)
    forest = t.put("Forest", t.alice)
    assert pt(t, ape) == (2, 3)
    t.lands("Mountain", t.alice, 3)
    t.main_phase()
    t.cast(t.put("Stone Rain", t.alice, "hand"), forest)
    assert pt(t, ape) == (1, 1)


def test_cr611_3a_opponents_forest_doesnt_count(table: Table) -> None:
    t = table
    ape = t.put("Kird Ape", t.alice)
    t.put("Forest", t.bob)
    assert pt(t, ape) == (1, 1)


def test_cr611_3a_condition_on_life_total(table: Table) -> None:
    """Serra Ascendant: "As long as you have 30 or more life, this creature gets +5/+5 and
    has flying." Checked continuously as the life total changes."""
    t = table
    ascendant = t.put("Serra Ascendant", t.alice)
    assert pt(t, ascendant) == (1, 1)
    assert not t.game.obj(ascendant).has(Keyword.FLYING)
    t.game.gain_life(t.alice, 10)
    assert pt(t, ascendant) == (6, 6)
    assert t.game.obj(ascendant).has(Keyword.FLYING)
    t.game.lose_life(t.alice, 1)
    assert pt(t, ascendant) == (1, 1)
    assert not t.game.obj(ascendant).has(Keyword.FLYING)


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("whose", ["alice", "bob"])
def test_cr611_3a_during_your_turn(ruleset: str, whose: str) -> None:
    """Spartan Veteran: "During your turn, this creature has first strike." """
    t = Table(ruleset)
    veteran = t.put("Spartan Veteran", t.alice)
    t.game.begin("precombat main", active=t.alice if whose == "alice" else t.bob)
    assert t.game.obj(veteran).has(Keyword.FIRST_STRIKE) == (whose == "alice")


def test_cr611_3a_while_attacking(table: Table) -> None:
    """Kitesail Corsair: "This creature has flying as long as it's attacking." """
    t = table
    corsair = t.put("Kitesail Corsair", t.alice)
    t.main_phase()
    assert not t.game.obj(corsair).has(Keyword.FLYING)
    t.pass_step()
    t.pass_step()
    t.game.apply(DeclareAttackers(((corsair, t.bob),)))
    assert t.game.obj(corsair).has(Keyword.FLYING)


def test_cr611_3a_while_equipped(table: Table) -> None:
    """Auriok Glaivemaster: "As long as this creature is equipped, it gets +1/+1 and has
    first strike." With Bonesplitter's +2/+0 as well (both statics apply)."""
    t = table
    glaivemaster = t.put("Auriok Glaivemaster", t.alice)
    splitter = t.put("Bonesplitter", t.alice)
    t.lands("Plains", t.alice, 1)
    t.main_phase()
    assert pt(t, glaivemaster) == (1, 1)
    t.equip(splitter, glaivemaster)
    assert pt(t, glaivemaster) == (4, 2)
    assert t.game.obj(glaivemaster).has(Keyword.FIRST_STRIKE)


def test_cr509_1b_cant_be_blocked(table: Table) -> None:
    """Phantom Warrior: "This creature can't be blocked." Declaring a block is illegal, and
    no legal declaration of blockers has it blocked."""
    t = table
    warrior = t.put("Phantom Warrior", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    assert t.game.obj(warrior).restricted(Restriction.CANT_BE_BLOCKED)
    t.main_phase()
    t.pass_step()
    t.pass_step()
    t.game.apply(DeclareAttackers(((warrior, t.bob),)))
    t.pass_step()
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(DeclareBlockers(((bears, warrior),)))
    assert error.value.rule == "509.1b"
    assert t.game.state == before
    blocks = [a for a in t.game.legal_actions() if isinstance(a, DeclareBlockers)]
    assert blocks == [DeclareBlockers(())]


def test_cr502_3_doesnt_untap_during_your_untap_step(table: Table) -> None:
    """Nettle Sentinel: "This creature doesn't untap during your untap step." """
    t = table
    sentinel = t.put("Nettle Sentinel", t.alice, tapped=True)
    bears = t.put("Grizzly Bears", t.alice, tapped=True)
    t.game.begin("end", active=t.bob)
    while t.game.state.step is not Step.UPKEEP:
        t.game.apply(PassPriority())
    assert not t.game.obj(bears).tapped
    assert t.game.obj(sentinel).tapped


def test_cr611_3a_copies_are_independent(table: Table) -> None:
    """A copy of the game state keeps its own static effects (GameState.copy)."""
    t = table
    bears = t.put("Grizzly Bears", t.alice)
    t.put("Glorious Anthem", t.alice)
    twin = t.game.state.copy()
    t.game.gain_life(t.alice, 1)
    assert twin.objects[bears].current_power() == 3
    assert twin == twin.copy()


def test_cr101_2_a_spell_that_cant_be_countered_resolves(table: Table) -> None:
    """Carnage Tyrant: "This spell can't be countered." is supported: it is cast and
    resolves (the engine has no instruction that counters a spell)."""
    t = table
    t.lands("Forest", t.alice, 6)
    t.main_phase()
    tyrant = t.put("Carnage Tyrant", t.alice, "hand")
    events = t.game.apply(CastSpell(tyrant, ()))
    events += t.resolve()
    assert t.game.is_on_battlefield(entered(t, events, tyrant))
