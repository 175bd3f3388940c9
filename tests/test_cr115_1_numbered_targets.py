"""CR 115.1: the word "target" with a number: that many targets of the description ("Destroy
two target nonblack creatures."); CR 601.2c: the same object can't be chosen twice for one
word "target". Real cards, under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.cards.database import bundled_database
from mtgrules.cards.grammar import parse_line
from mtgrules.cards.support import missing
from mtgrules.objects import Zone
from mtgrules.rules.casting import NO_TARGET, IllegalActionError, target_choices
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "Destroy two target nonblack creatures. You lose 5 life.",
        "Exile two target nonartifact creatures. ~ deals 5 damage to you.",
        "Destroy up to two target lands.",
        "Destroy three target artifacts.",
    ],
)
def test_cr115_1_round_trip(line: str) -> None:
    round_trip(line)
    assert missing(parse_line(line)) is None


@pytest.mark.parametrize(
    "name", ["Reckless Spite", "Wicked Pact", "Ashes to Ashes", "Numot, the Devastator"]
)
def test_cr115_1_real_cards_compile(name: str) -> None:
    assert bundled_database().compiled(name).supported


def _spite(ruleset: str) -> tuple[Table, int, list[int]]:
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 3)
    bears = t.put("Grizzly Bears", t.bob)
    giant = t.put("Hill Giant", t.bob)
    zombies = t.put("Scathe Zombies", t.bob)
    spite = t.put("Reckless Spite", t.alice, "hand")
    t.begin()
    return t, spite, [bears, giant, zombies]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr115_1_reckless_spite_destroys_both_targets(ruleset: str) -> None:
    """Reckless Spite on Grizzly Bears and Hill Giant: both die, Alice loses 5 life, the
    black Scathe Zombies stay."""
    t, spite, (bears, giant, _) = _spite(ruleset)
    t.act(CastSpell(spite, (bears, giant)))
    t.resolve()
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Grizzly Bears", "Hill Giant"]
    assert t.zone_of(t.bob, Zone.BATTLEFIELD) == ["Scathe Zombies"]
    assert t.game.life(t.alice) == 15


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(
    "chosen",
    [
        (0, 0),  # CR 601.2c: the same creature twice for one word "target"
        (0, 2),  # CR 115.1: the black Scathe Zombies isn't a "nonblack creature"
        (0,),  # CR 115.1: one target for "two target creatures"
    ],
)
def test_cr115_1_illegal_target_choices_are_refused(ruleset: str, chosen: tuple[int, ...]) -> None:
    """Reckless Spite cast with these targets is refused: it stays in Alice's hand, she
    loses no life and no creature dies."""
    t, spite, creatures = _spite(ruleset)
    with pytest.raises(IllegalActionError):
        t.game.apply(CastSpell(spite, tuple(creatures[i] for i in chosen)))
    assert t.game.obj(spite).zone is Zone.HAND
    assert t.game.life(t.alice) == 20
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == []


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr115_1_ashes_to_ashes_exiles_both(ruleset: str) -> None:
    """Ashes to Ashes exiles Grizzly Bears and Savannah Lions; 5 damage to Alice. An
    artifact creature (Ornithopter) can't be chosen."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 4)
    bears = t.put("Grizzly Bears", t.bob)
    lions = t.put("Savannah Lions", t.bob)
    thopter = t.put("Ornithopter", t.bob)
    ashes = t.put("Ashes to Ashes", t.alice, "hand")
    t.begin()
    with pytest.raises(IllegalActionError):
        t.game.apply(CastSpell(ashes, (bears, thopter)))
    t.act(CastSpell(ashes, (bears, lions)))
    t.resolve()
    assert t.zone_of(t.bob, Zone.EXILE) == ["Grizzly Bears", "Savannah Lions"]
    assert t.game.life(t.alice) == 15


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2c_numbered_targets_may_include_the_source(ruleset: str) -> None:
    """Armaggon, Future Shark: "When Armaggon enters, destroy up to three target creatures."
    The three targets must differ from one another (CR 601.2c), but nothing excludes the
    source: Armaggon itself is a legal target (only "other target" would exclude it, CR
    115.3)."""
    t = Table(ruleset)
    shark = t.put("Armaggon, Future Shark", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    (ability,) = t.game.obj(shark).all_triggers
    choices = target_choices(t.game.state, ability.targets, t.alice, shark)
    assert (shark, bears, NO_TARGET) in choices or (bears, shark, NO_TARGET) in choices
    assert all(
        len({c for c in choice if c != NO_TARGET}) == len([c for c in choice if c != NO_TARGET])
        for choice in choices
    )
