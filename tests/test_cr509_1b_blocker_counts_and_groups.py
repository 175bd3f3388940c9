"""CR 509.1b: restrictions on blocking checked as blockers are declared: "~ can't be blocked
by more than one creature." and "~ can't be blocked except by three or more creatures." (on
the whole declaration, like menace), "~ can't be blocked by Humans / green creatures /
creatures with flying", "Equipped creature can't be blocked by Vampires or Zombies." (each
blocker). Real cards, both rulesets; a refused declaration leaves the game as it was."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules.actions import DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.grammar import parse_line
from mtgrules.cards.support import missing
from mtgrules.rules.casting import IllegalActionError
from mtgrules.state import EntityId
from tests.attachment_play import RULESETS, Table
from tests.card_table import round_trip


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[Table]:
    yield Table(request.param)


@pytest.mark.parametrize(
    "line",
    [
        "~ can't be blocked by more than one creature.",
        "~ can't be blocked except by three or more creatures.",
        "Enchanted creature gets +1/+1 and can't be blocked by more than one creature.",
        "~ can't be blocked by Humans.",
        "~ can't be blocked by green creatures.",
        "~ can't be blocked by creatures with flying.",
        "~ can't be blocked by artifact creatures.",
        "~ can't be blocked by creatures with greater power.",
        "Equipped creature can't be blocked by Vampires or Zombies.",
        "Equipped creature can't be blocked.",
        "Enchanted creature can't be blocked by creatures with power 3 or greater.",
    ],
)
def test_cr509_1b_blocking_restriction_lines_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize(
    "line",
    [
        "~ can't be blocked by creatures with defender and reach.",
        "~ can't be blocked by more than two creatures.",
        "Enchanted land can't be blocked by Humans.",
    ],
)
def test_cr509_1b_blocking_restriction_refusals(line: str) -> None:
    try:
        ability = parse_line(line)
    except ClauseError:
        return
    assert missing(ability) is not None


def to_blockers(t: Table, attacker: EntityId) -> None:
    """Alice attacks Bob with ``attacker``; both pass until Bob declares blockers."""
    t.game.begin("declare attackers", active=t.alice)
    t.game.apply(DeclareAttackers(((attacker, t.bob),)))
    while t.decision().kind == "priority":
        t.game.apply(PassPriority())
    assert t.decision().kind == "declare blockers"


def offered(t: Table) -> list[tuple[tuple[EntityId, EntityId], ...]]:
    return [tuple(getattr(o, "blocks", ())) for o in t.decision().options]


def refused(t: Table, blocks: tuple[tuple[EntityId, EntityId], ...]) -> None:
    """The declaration is illegal by CR 509.1b and changes nothing."""
    before = t.game.state.combat.blocking if t.game.state.combat is not None else None
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(DeclareBlockers(blocks))
    assert error.value.rule == "509.1b"
    assert t.decision().kind == "declare blockers"
    assert t.game.state.combat is not None and t.game.state.combat.blocking == before


def test_cr509_1b_outland_colossus_one_blocker_at_most(table: Table) -> None:
    """Outland Colossus: two Grizzly Bears can't block it together; one can."""
    t = table
    colossus = t.put("Outland Colossus", t.alice)
    bears = [t.put("Grizzly Bears", t.bob) for _ in range(2)]
    to_blockers(t, colossus)
    assert ((bears[0], colossus), (bears[1], colossus)) not in offered(t)
    assert ((bears[0], colossus),) in offered(t)
    refused(t, ((bears[0], colossus), (bears[1], colossus)))
    t.game.apply(DeclareBlockers(((bears[1], colossus),)))
    assert t.game.state.combat is not None
    assert t.game.state.combat.blocked_by[colossus] == [bears[1]]


def test_cr509_1b_gorilla_berserkers_three_or_more_blockers(table: Table) -> None:
    """Gorilla Berserkers: one or two blockers are illegal, three are legal, none is legal."""
    t = table
    gorilla = t.put("Gorilla Berserkers", t.alice)
    bears = [t.put("Grizzly Bears", t.bob) for _ in range(3)]
    to_blockers(t, gorilla)
    options = offered(t)
    assert () in options
    assert all(len(o) in (0, 3) for o in options)
    refused(t, ((bears[0], gorilla),))
    refused(t, ((bears[0], gorilla), (bears[1], gorilla)))
    t.game.apply(DeclareBlockers(tuple((b, gorilla) for b in bears)))
    assert t.game.state.combat is not None
    assert sorted(t.game.state.combat.blocked_by[gorilla]) == sorted(bears)


def test_cr509_1b_stromkirk_noble_cant_be_blocked_by_humans(table: Table) -> None:
    """Stromkirk Noble: Elite Vanguard (a Human) can't block it; Grizzly Bears can."""
    t = table
    noble = t.put("Stromkirk Noble", t.alice)
    vanguard = t.put("Elite Vanguard", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    to_blockers(t, noble)
    assert ((vanguard, noble),) not in offered(t)
    refused(t, ((vanguard, noble),))
    t.game.apply(DeclareBlockers(((bears, noble),)))
    assert t.game.state.combat is not None and bears in t.game.state.combat.blocking


def test_cr509_1b_surge_mare_cant_be_blocked_by_green_creatures(table: Table) -> None:
    """Surge Mare: Grizzly Bears (green) can't block it; Savannah Lions (white) can."""
    t = table
    mare = t.put("Surge Mare", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    lions = t.put("Savannah Lions", t.bob)
    to_blockers(t, mare)
    refused(t, ((bears, mare),))
    t.game.apply(DeclareBlockers(((lions, mare),)))
    assert t.game.state.combat is not None and lions in t.game.state.combat.blocking


def test_cr509_1b_skyscythe_engulfer_cant_be_blocked_by_flyers(table: Table) -> None:
    """Skyscythe Engulfer: Serra Angel (flying) can't block it; Hill Giant can."""
    t = table
    engulfer = t.put("Skyscythe Engulfer", t.alice)
    angel = t.put("Serra Angel", t.bob)
    giant = t.put("Hill Giant", t.bob)
    to_blockers(t, engulfer)
    refused(t, ((angel, engulfer),))
    t.game.apply(DeclareBlockers(((giant, engulfer),)))
    assert t.game.state.combat is not None and giant in t.game.state.combat.blocking


def test_cr509_1b_blazing_torch_follows_the_equipped_creature(table: Table) -> None:
    """Blazing Torch moved from Alice's Grizzly Bears to her Savannah Lions; both attack: Bob's
    Walking Corpse (a Zombie) can't block the Lions, and can block the Bears."""
    t = table
    bears = t.put("Grizzly Bears", t.alice)
    lions = t.put("Savannah Lions", t.alice)
    torch = t.put("Blazing Torch", t.alice)
    corpse = t.put("Walking Corpse", t.bob)
    t.lands("Plains", t.alice, 2)
    t.main_phase()
    t.equip(torch, bears)
    t.equip(torch, lions)
    while t.decision().kind == "priority":  # on to the declare attackers step
        t.game.apply(PassPriority())
    t.game.apply(DeclareAttackers(((bears, t.bob), (lions, t.bob))))
    while t.decision().kind == "priority":  # on to the declare blockers step
        t.game.apply(PassPriority())
    assert t.decision().kind == "declare blockers"
    refused(t, ((corpse, lions),))
    t.game.apply(DeclareBlockers(((corpse, bears),)))
    assert t.game.state.combat is not None and corpse in t.game.state.combat.blocking


def test_cr509_1b_hot_soup_equipped_creature_cant_be_blocked(table: Table) -> None:
    """Hot Soup on Alice's Grizzly Bears: Bob's Hill Giant can't block them, and no
    declaration with a block is offered."""
    t = table
    bears = t.put("Grizzly Bears", t.alice)
    soup = t.put("Hot Soup", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.lands("Plains", t.alice, 3)
    t.main_phase()
    t.equip(soup, bears)
    while t.decision().kind == "priority":  # on to the declare attackers step
        t.game.apply(PassPriority())
    t.game.apply(DeclareAttackers(((bears, t.bob),)))
    while t.decision().kind == "priority":
        t.game.apply(PassPriority())
    assert offered(t) == [()]
    refused(t, ((giant, bears),))


def test_cr509_1b_ant_man_cant_be_blocked_by_greater_power(table: Table) -> None:
    """Ant-Man, Elusive Avenger (power 1): Hill Giant (power 3) can't block it; Llanowar Elves
    (power 1, not greater) can."""
    t = table
    ant = t.put("Ant-Man, Elusive Avenger", t.alice)
    giant = t.put("Hill Giant", t.bob)
    elves = t.put("Llanowar Elves", t.bob)
    to_blockers(t, ant)
    refused(t, ((giant, ant),))
    t.game.apply(DeclareBlockers(((elves, ant),)))
    assert t.game.state.combat is not None and elves in t.game.state.combat.blocking
