"""What happens when a sacrifice can't be made (CR 608.2c: the spell or ability's text says
what happens; CR 609.3: a player does as much as possible): "sacrifice a creature other than
~. If you can't, ~ deals 7 damage to you." (Lord of the Pit), "If you can't, sacrifice this
artifact." (Eldrazi Monument), and sacrifices of a permanent of either of two types ("Each
player sacrifices a creature or planeswalker of their choice", CR 701.16a, 2011: 701.14a),
"that source's controller sacrifices that many permanents" (CR 603.7c, 608.2h). Real cards
under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.compiler import CardFace, compile_face
from mtgrules.cards.grammar import parse_line
from mtgrules.events import Event, ZoneChanged
from mtgrules.objects import Zone
from mtgrules.state import EntityId
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table

SACRIFICE = {"cr2011": "701.14", "current": "701.16"}


@pytest.mark.parametrize(
    "line",
    [
        "At the beginning of your upkeep, sacrifice a creature other than ~. If you can't, ~ "
        "deals 7 damage to you.",
        "At the beginning of your upkeep, sacrifice a creature. If you can't, sacrifice ~.",
        "At the beginning of your upkeep, sacrifice another artifact. If you can't, tap ~ and "
        "you lose 4 life.",
        "When ~ enters, each player sacrifices a creature or planeswalker of their choice.",
        "Each opponent sacrifices a creature or enchantment of their choice.",
        "Each opponent sacrifices an artifact or enchantment of their choice.",
        "Whenever a source deals damage to ~, that source's controller sacrifices that many "
        "permanents of their choice.",
    ],
)
def test_cr608_2c_if_you_cant_and_either_type_templates_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize(
    "line",
    [
        "At the beginning of your upkeep, draw a card. If you can't, ~ deals 7 damage to you.",
        "At the beginning of your upkeep, each opponent sacrifices a creature. If you can't, "
        "~ deals 7 damage to you.",
    ],
)
def test_cr608_2c_if_you_cant_only_after_your_own_sacrifice(line: str) -> None:
    with pytest.raises(ClauseError, match="if you can't"):
        parse_line(line)


def test_cr603_7c_that_sources_controller_needs_a_triggering_source() -> None:
    with pytest.raises(ClauseError, match="controller"):
        parse_line("At the beginning of your upkeep, that source's controller sacrifices a land.")


def _upkeep(t: Table) -> list[Event]:
    """Alice's upkeep: the upkeep trigger goes on the stack and resolves; stops at a choice."""
    events = t.game.begin("upkeep", active=t.alice)
    for _ in range(10):
        if t.game.state.pending_choice is not None:
            break
        if not (t.game.state.stack or t.game.state.pending_triggers):
            break
        events += t.game.apply(PassPriority())
    return events


def _sacrificed(events: list[Event]) -> list[tuple[int, str]]:
    return [
        (e.object, e.rule)
        for e in events
        if isinstance(e, ZoneChanged) and e.origin is Zone.BATTLEFIELD
    ]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2c_lord_of_the_pit_alone_deals_7_damage_to_its_controller(ruleset: str) -> None:
    """Lord of the Pit with no other creature: it can't sacrifice itself ("other than ~"),
    so it deals 7 damage to Alice (20 -> 13) and stays."""
    t = Table(ruleset)
    lord = t.put("Lord of the Pit", t.alice)
    events = _upkeep(t)
    assert t.game.state.life_of(t.alice) == 13
    assert t.game.is_on_battlefield(lord)
    assert _sacrificed(events) == []


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2c_lord_of_the_pit_with_a_creature_sacrifices_it_and_deals_nothing(
    ruleset: str,
) -> None:
    """With Grizzly Bears, the Bears are sacrificed (no choice: the only other creature) and
    Alice stays at 20."""
    t = Table(ruleset)
    lord = t.put("Lord of the Pit", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    events = _upkeep(t)
    assert _sacrificed(events) == [(bears, SACRIFICE[ruleset])]
    assert t.game.state.life_of(t.alice) == 20
    assert t.game.is_on_battlefield(lord)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2c_eldrazi_monument_sacrifices_itself_without_creatures(ruleset: str) -> None:
    """Eldrazi Monument with no creature: "If you can't, sacrifice this artifact"."""
    t = Table(ruleset)
    monument = t.put("Eldrazi Monument", t.alice)
    events = _upkeep(t)
    assert _sacrificed(events) == [(monument, SACRIFICE[ruleset])]
    assert not t.game.is_on_battlefield(monument)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_16a_eldrazi_monument_indestructible_creature_is_still_sacrificed(
    ruleset: str,
) -> None:
    """With Grizzly Bears (indestructible from the Monument), the Bears are sacrificed
    anyway (CR 701.16a) and the Monument stays."""
    t = Table(ruleset)
    monument = t.put("Eldrazi Monument", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    events = _upkeep(t)
    assert _sacrificed(events) == [(bears, SACRIFICE[ruleset])]
    assert t.game.is_on_battlefield(monument)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2c_rust_elemental_alone_taps_and_loses_4_life(ruleset: str) -> None:
    """Rust Elemental with no other artifact: it taps and Alice loses 4 life (20 -> 16);
    with an Ornithopter, the Ornithopter goes and nothing else happens."""
    t = Table(ruleset)
    elemental = t.put("Rust Elemental", t.alice)
    _upkeep(t)
    assert t.game.state.life_of(t.alice) == 16
    assert t.game.state.objects[elemental].tapped
    t = Table(ruleset)
    elemental = t.put("Rust Elemental", t.alice)
    thopter = t.put("Ornithopter", t.alice)
    events = _upkeep(t)
    assert _sacrificed(events) == [(thopter, SACRIFICE[ruleset])]
    assert t.game.state.life_of(t.alice) == 20
    assert not t.game.state.objects[elemental].tapped


def _cast_and_resolve(t: Table, name: str, lands: str, count: int) -> list[Event]:
    """Alice casts ``name`` with ``count`` of her ``lands``; stops at a choice."""
    t.lands(lands, t.alice, count)
    card = t.put(name, t.alice, "hand")
    t.begin()
    t.act(CastSpell(card, ()))
    events: list[Event] = []
    for _ in range(10):
        if t.game.state.pending_choice is not None or not (
            t.game.state.stack or t.game.state.pending_triggers
        ):
            break
        events += t.game.apply(PassPriority())
    return events


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_16a_demons_disciple_each_player_sacrifices_a_creature_or_planeswalker(
    ruleset: str,
) -> None:
    """Demon's Disciple enters: Alice chooses between it and her Grizzly Bears (she keeps
    the Disciple); Bob, with a land only, sacrifices nothing."""
    t = Table(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    t.put("Island", t.bob)
    events = _cast_and_resolve(t, "Demon's Disciple", "Swamp", 3)
    asked = t.asked()
    assert asked.kind == "sacrifice" and asked.player == t.alice
    assert len(asked.options) == 2 and (bears,) in asked.options
    assert _sacrificed(events) == []
    events += t.game.apply(Choose((bears,)))
    assert _sacrificed(events) == [(bears, SACRIFICE[ruleset])]
    assert t.zone_of(t.alice, Zone.BATTLEFIELD) == ["Demon's Disciple", "Swamp", "Swamp", "Swamp"]
    assert t.zone_of(t.bob, Zone.BATTLEFIELD) == ["Island"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_16a_mire_in_misery_creature_or_enchantment_of_their_choice(
    ruleset: str,
) -> None:
    """Mire in Misery: Bob chooses between his Grizzly Bears and Glorious Anthem (not his
    Island); with the Anthem alone he sacrifices it without a choice."""
    t = Table(ruleset)
    bears = t.put("Grizzly Bears", t.bob)
    anthem = t.put("Glorious Anthem", t.bob)
    t.put("Island", t.bob)
    events = _cast_and_resolve(t, "Mire in Misery", "Swamp", 3)
    asked = t.asked()
    assert asked.kind == "sacrifice" and asked.player == t.bob
    assert set(asked.options) == {(bears,), (anthem,)}
    events += t.game.apply(Choose((anthem,)))
    assert _sacrificed(events) == [(anthem, SACRIFICE[ruleset])]
    assert t.zone_of(t.bob, Zone.BATTLEFIELD) == ["Grizzly Bears", "Island"]
    t = Table(ruleset)
    anthem = t.put("Glorious Anthem", t.bob)
    t.put("Island", t.bob)
    events = _cast_and_resolve(t, "Mire in Misery", "Swamp", 3)
    assert t.game.state.pending_choice is None or t.asked().kind != "sacrifice"
    assert _sacrificed(events) == [(anthem, SACRIFICE[ruleset])]
    assert t.zone_of(t.bob, Zone.BATTLEFIELD) == ["Island"]


def _two_lands_card(t: Table) -> EntityId:
    """A template card (no printed card of the supported subset has the line yet):
    "At the beginning of your upkeep, you may sacrifice two lands. If you do, you gain 5
    life." """
    text = (
        "At the beginning of your upkeep, you may sacrifice two lands. If you do, you gain 5 life."
    )
    face = CardFace(name="Test Altar", types=("Enchantment",), text=text)
    return t.game.add_card_def(compile_face(face).definition(), owner=t.alice, zone="battlefield")


def _upkeep_yes(t: Table) -> list[Event]:
    events = _upkeep(t)
    for _ in range(5):
        if t.game.state.pending_choice is None:
            break
        events += t.game.apply(Choose(True))
        events += _upkeep_pass(t)
    return events


def _upkeep_pass(t: Table) -> list[Event]:
    events: list[Event] = []
    for _ in range(10):
        if t.game.state.pending_choice is not None or not (
            t.game.state.stack or t.game.state.pending_triggers
        ):
            break
        events += t.game.apply(PassPriority())
    return events


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2c_you_may_sacrifice_two_with_one_is_not_done(ruleset: str) -> None:
    """ "you may sacrifice two lands. If you do, you gain 5 life": with two Swamps both go
    and Alice gains 5 (25); with one Swamp, she hasn't sacrificed two lands, so "if you do"
    is false (20)."""
    t = Table(ruleset)
    _two_lands_card(t)
    swamps = t.lands("Swamp", t.alice, 2)
    events = _upkeep_yes(t)
    assert sorted(o for o, _ in _sacrificed(events)) == sorted(swamps)
    assert t.game.state.life_of(t.alice) == 25
    t = Table(ruleset)
    _two_lands_card(t)
    t.lands("Swamp", t.alice, 1)
    _upkeep_yes(t)
    assert t.game.state.life_of(t.alice) == 20


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_7c_phyrexian_obliterator_the_sources_controller_sacrifices_that_many(
    ruleset: str,
) -> None:
    """Alice's Lightning Bolt deals 3 damage to Bob's Phyrexian Obliterator: the source's
    controller (Alice, as the spell last existed, CR 608.2h) chooses and sacrifices 3 of her
    5 permanents (CR 603.2: "that many"); Bob keeps everything."""
    t = Table(ruleset)
    obliterator = t.put("Phyrexian Obliterator", t.bob)
    bob_land = t.put("Swamp", t.bob)
    mountain = t.put("Mountain", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    plains, island = t.put("Plains", t.alice), t.put("Island", t.alice)
    forest = t.put("Forest", t.alice)
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    t.begin()
    t.act(CastSpell(bolt, (obliterator,)))
    events: list[Event] = []
    for _ in range(10):
        if t.game.state.pending_choice is not None or not (
            t.game.state.stack or t.game.state.pending_triggers
        ):
            break
        events += t.game.apply(PassPriority())
    asked = t.asked()
    assert asked.kind == "sacrifice" and asked.player == t.alice
    assert len(asked.options) == 10  # 3 of her 5 permanents
    assert all(isinstance(option, tuple) and len(option) == 3 for option in asked.options)
    events += t.game.apply(Choose(tuple(sorted((mountain, plains, island)))))
    assert sorted(o for o, _ in _sacrificed(events)) == sorted((mountain, plains, island))
    assert {rule for _, rule in _sacrificed(events)} == {SACRIFICE[ruleset]}
    assert t.zone_of(t.alice, Zone.BATTLEFIELD) == ["Forest", "Grizzly Bears"]
    assert t.game.is_on_battlefield(obliterator) and t.game.is_on_battlefield(bob_land)
    assert t.game.is_on_battlefield(bears) and t.game.is_on_battlefield(forest)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_16a_tribute_to_the_wild_an_artifact_or_enchantment(ruleset: str) -> None:
    """Tribute to the Wild: Bob chooses between Ornithopter and Glorious Anthem (never his
    Grizzly Bears) and sacrifices Ornithopter."""
    t = Table(ruleset)
    thopter = t.put("Ornithopter", t.bob)
    anthem = t.put("Glorious Anthem", t.bob)
    t.put("Grizzly Bears", t.bob)
    events = _cast_and_resolve(t, "Tribute to the Wild", "Forest", 2)
    asked = t.asked()
    assert asked.kind == "sacrifice" and asked.player == t.bob
    assert set(asked.options) == {(thopter,), (anthem,)}
    events += t.game.apply(Choose((thopter,)))
    assert _sacrificed(events) == [(thopter, SACRIFICE[ruleset])]
    assert t.zone_of(t.bob, Zone.BATTLEFIELD) == ["Glorious Anthem", "Grizzly Bears"]
