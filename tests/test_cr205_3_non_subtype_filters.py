"""CR 115.1 / 205.3: a target or a group that excludes a subtype ("target non-Elf creature",
"each non-Dragon creature"), tokens ("each nontoken creature", CR 111.1) or basic lands
("target nonbasic land", CR 205.4a). A creature with changeling has every creature type
(CR 702.73a; 2011: 702.71a), so it is never a "non-Dragon creature". Real cards, under both
rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell
from mtgrules.cards.grammar import ClauseError, parse_line
from mtgrules.rules.casting import IllegalActionError
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "~ deals 2 damage to each non-Dragon creature.",
        "~ deals 3 damage to each nontoken creature.",
        "Destroy target non-Elf creature.",
        "Destroy target non-Swamp land.",
        "Destroy target nonbasic land.",
        "Target nontoken creature you control gets +2/+0 until end of turn.",
    ],
)
def test_cr205_3_non_kind_round_trip(line: str) -> None:
    round_trip(line)


def test_cr115_1_a_state_after_non_is_still_refused() -> None:
    """ "nonattacking" names no type, subtype or supertype: the line is refused."""
    with pytest.raises(ClauseError):
        parse_line("Target nonattacking creature gains reach until end of turn.")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr205_3_breath_weapon_spares_dragons_and_changelings(ruleset: str) -> None:
    """Breath Weapon ("2 damage to each non-Dragon creature"): Grizzly Bears die; Shivan
    Dragon and Woodland Changeling (every creature type, CR 702.73a) get no damage."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 3)
    bears = t.put("Grizzly Bears", t.bob)
    dragon = t.put("Shivan Dragon", t.bob)
    changeling = t.put("Woodland Changeling", t.alice)
    weapon = t.put("Breath Weapon", t.alice, "hand")
    t.begin()
    t.act(CastSpell(weapon, ()))
    t.resolve()
    assert not t.game.is_on_battlefield(bears)
    assert t.game.state.objects[dragon].damage == 0
    assert t.game.state.objects[changeling].damage == 0


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr111_1_incandescent_aria_spares_tokens(ruleset: str) -> None:
    """Raise the Alarm makes two 1/1 Soldier tokens; Incandescent Aria ("3 damage to each
    nontoken creature") then kills Grizzly Bears and leaves both tokens undamaged."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 3)
    t.lands("Mountain", t.alice, 1)
    t.lands("Forest", t.alice, 1)
    bears = t.put("Grizzly Bears", t.bob)
    alarm = t.put("Raise the Alarm", t.alice, "hand")
    aria = t.put("Incandescent Aria", t.alice, "hand")
    t.begin()
    t.act(CastSpell(alarm, ()))
    t.resolve()
    tokens = [o.id for o in t.game.state.battlefield() if o.token]
    assert len(tokens) == 2
    t.act(CastSpell(aria, ()))
    t.resolve()
    assert not t.game.is_on_battlefield(bears)
    assert all(t.game.state.objects[token].damage == 0 for token in tokens)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr115_1_eyeblights_ending_cant_target_an_elf(ruleset: str) -> None:
    """Eyeblight's Ending ("Destroy target non-Elf creature."): Llanowar Elves can't be its
    target (the cast is refused, the state unchanged); Grizzly Bears are destroyed."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 4)
    elves = t.put("Llanowar Elves", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    ending = t.put("Eyeblight's Ending", t.alice, "hand")
    t.begin()
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError):
        t.game.apply(CastSpell(ending, (elves,)))
    assert t.game.state == before
    t.act(CastSpell(ending, (bears,)))
    t.resolve()
    assert not t.game.is_on_battlefield(bears)
    assert t.game.is_on_battlefield(elves)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr205_4a_wasteland_destroys_only_a_nonbasic_land(ruleset: str) -> None:
    """Wasteland ("{T}, Sacrifice this land: Destroy target nonbasic land."): Bob's Mountain
    (basic) can't be its target; his Tropical Island is destroyed."""
    t = Table(ruleset)
    wasteland = t.put("Wasteland", t.alice)
    mountain = t.put("Mountain", t.bob)
    island = t.put("Tropical Island", t.bob)
    t.begin()
    with pytest.raises(IllegalActionError):
        t.game.apply(ActivateAbility(wasteland, 1, (mountain,)))
    t.act(ActivateAbility(wasteland, 1, (island,)))
    t.resolve()
    assert not t.game.is_on_battlefield(island)
    assert t.game.is_on_battlefield(mountain)
