"""CR 303.4b, 303.4m, 613.1f: Auras that enchant lands, artifacts, permanents and players.
"Enchanted land has "[ability]"", "Enchanted permanent has indestructible.", "Enchanted
permanent doesn't untap during its controller's untap step." apply to whatever the Aura is
attached to, for as long as it is; "enchanted land" / "enchanted player" in an instruction is
that object or player. Real cards from the bundled database, under both rulesets."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules.actions import (
    ActivateAbility,
    CastSpell,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
)
from mtgrules.events import DamageDealt
from mtgrules.objects import Keyword, Step
from mtgrules.rules.casting import IllegalActionError
from tests.attachment_play import RULESETS, Table
from tests.card_table import round_trip


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[Table]:
    yield Table(request.param)


def _attach(t: Table, aura: str, owner: int, host: int) -> int:
    card = t.put(aura, owner, "hand")
    t.game.put_onto_battlefield_attached(card, host)
    return card


def _to_upkeep_of(t: Table, player: int) -> None:
    """Pass (attacking and blocking with nothing) until ``player``'s upkeep begins."""
    for owner in (t.alice, t.bob):
        for _ in range(3):
            t.put("Island", owner, "library")  # cards to draw
    while not (t.game.state.step is Step.UPKEEP and t.game.state.active_player == player):
        kind = t.decision().kind
        if kind == "declare attackers":
            t.game.apply(DeclareAttackers(()))
        elif kind == "declare blockers":
            t.game.apply(DeclareBlockers(()))
        else:
            t.game.apply(PassPriority())


def _resolve_stack(t: Table) -> None:
    while t.game.state.stack:
        t.game.apply(PassPriority())


def _granted_index(t: Table, permanent: int) -> int:
    """The index of the permanent's last activated ability (a granted one comes last)."""
    return len(t.game.state.objects[permanent].all_activated) - 1


@pytest.mark.parametrize(
    "line",
    [
        "Enchanted permanent has indestructible.",
        "Enchanted permanent gets +1/+1 and has lifelink.",
        "Enchanted permanent doesn't untap during its controller's untap step.",
        'Enchanted land has "{T}: Target player loses 3 life".',
        'Enchanted artifact has "At the beginning of your upkeep, you lose 2 life".',
    ],
)
def test_cr303_4b_enchanted_noun_round_trip(line: str) -> None:
    round_trip(line)


def test_cr303_4b_indestructibility_keeps_a_land(table: Table) -> None:
    """Indestructibility on Alice's Forest: Bob's Stone Rain ("Destroy target land.")
    resolves and the Forest stays (CR 702.12b); the unenchanted Forest doesn't."""
    t = table
    forest, other = t.lands("Forest", t.alice, 2)
    _attach(t, "Indestructibility", t.alice, forest)
    assert t.game.obj(forest).has(Keyword.INDESTRUCTIBLE)
    assert not t.game.obj(other).has(Keyword.INDESTRUCTIBLE)
    t.lands("Mountain", t.bob, 6)
    first, second = t.put("Stone Rain", t.bob, "hand"), t.put("Stone Rain", t.bob, "hand")
    t.game.begin("precombat main", active=t.bob)
    t.cast(first, forest)
    t.cast(second, other)
    assert t.game.is_on_battlefield(forest)
    assert not t.game.is_on_battlefield(other)


def test_cr613_1f_caustic_tar_land_has_the_ability(table: Table) -> None:
    """Caustic Tar on Alice's Swamp: the Swamp has "{T}: Target player loses 3 life."; Alice
    activates it on Bob. When the Aura leaves, the Swamp loses the ability."""
    t = table
    swamp = t.lands("Swamp", t.alice, 1)[0]
    _attach(t, "Caustic Tar", t.alice, swamp)
    tar = t.on_battlefield("Caustic Tar")
    assert t.game.attached_to(tar) == swamp
    printed = len(t.game.obj(swamp).activated)
    assert len(t.game.obj(swamp).all_activated) == printed + 1
    t.main_phase()
    t.game.apply(ActivateAbility(swamp, _granted_index(t, swamp), (t.bob,)))
    t.resolve()
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 17)
    assert t.game.obj(swamp).tapped
    t.game.move_to_zone(tar, "graveyard")
    assert len(t.game.obj(swamp).all_activated) == printed


def test_cr113_2c_barbed_field_the_land_deals_the_damage(table: Table) -> None:
    """Barbed Field: "Enchanted land has "{T}: This land deals 1 damage to any target."" The
    source of the damage is the land, not the Aura (CR 113.2c)."""
    t = table
    mountain = t.lands("Mountain", t.alice, 1)[0]
    _attach(t, "Barbed Field", t.alice, mountain)
    t.main_phase()
    t.game.apply(ActivateAbility(mountain, _granted_index(t, mountain), (t.bob,)))
    events = t.resolve()
    dealt = [(e.source, e.recipient, e.amount) for e in events if isinstance(e, DamageDealt)]
    assert dealt == [(mountain, t.bob, 1)]
    assert t.game.life(t.bob) == 19


def test_cr603_2_relic_bane_the_artifacts_controller_loses_life(table: Table) -> None:
    """Relic Bane (Alice's) on Bob's Sol Ring: the Ring has "At the beginning of your upkeep,
    you lose 2 life.", so Bob, its controller, loses 2 in his upkeep; Alice in hers loses
    nothing."""
    t = table
    ring = t.put("Sol Ring", t.bob)
    _attach(t, "Relic Bane", t.alice, ring)
    t.main_phase()
    _to_upkeep_of(t, t.bob)
    _resolve_stack(t)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 18)
    _to_upkeep_of(t, t.alice)
    _resolve_stack(t)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 18)


def test_cr502_3_numbing_dose_enchanted_permanent_doesnt_untap(table: Table) -> None:
    """Numbing Dose (Alice's) on Bob's tapped Sol Ring: the Ring doesn't untap in Bob's untap
    step, and in his upkeep Bob loses 1 life ("... of enchanted permanent's controller")."""
    t = table
    ring = t.put("Sol Ring", t.bob, tapped=True)
    land = t.put("Island", t.bob, tapped=True)
    _attach(t, "Numbing Dose", t.alice, ring)
    t.main_phase()
    _to_upkeep_of(t, t.bob)
    assert t.game.obj(ring).tapped
    assert not t.game.obj(land).tapped
    _resolve_stack(t)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 19)


def test_cr303_4b_enchant_land_aura_targets_only_lands(table: Table) -> None:
    """Caustic Tar ("Enchant land") can't be cast on a creature; the failed cast changes
    nothing (CR 303.4a, 601.2c)."""
    t = table
    t.lands("Swamp", t.alice, 6)
    tar = t.put("Caustic Tar", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.bob)
    t.main_phase()
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError):
        t.game.apply(CastSpell(tar, (bears,)))
    assert t.game.state == before


def test_cr303_4m_pooling_venom_destroys_enchanted_land(table: Table) -> None:
    """Pooling Venom (Alice's) on Bob's Forest: "{3}{B}: Destroy enchanted land." destroys
    that Forest, not Bob's other one; the Aura then goes to the graveyard (704.5m)."""
    t = table
    t.lands("Swamp", t.alice, 4)
    forest, other = t.put("Forest", t.bob), t.put("Forest", t.bob)
    card = t.put("Pooling Venom", t.alice, "hand")
    t.game.put_onto_battlefield_attached(card, forest)
    venom = t.on_battlefield("Pooling Venom")
    t.main_phase()
    t.game.apply(ActivateAbility(venom, len(t.game.obj(venom).activated) - 1, ()))
    t.resolve()
    t.game.check_state_based_actions()
    assert not t.game.is_on_battlefield(forest)
    assert t.game.is_on_battlefield(other)
    assert not t.game.is_on_battlefield(venom)
