"""Emblems (CR 114 today, CR 113 in 2011, the same clauses): "You get an emblem with "..."."
puts an emblem into the command zone, owned and controlled by that player (114.2); it has no
characteristics but its abilities (114.3), which function in the command zone (114.4); it
is no permanent (114.5). Played with real planeswalkers under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, Choose, PassPriority, PlayLand
from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.build_emblems import compile_emblem_ability
from mtgrules.cards.compiler import compile_text
from mtgrules.cards.database import bundled_database
from mtgrules.cards.grammar import parse_line
from mtgrules.events import DamageDealt
from mtgrules.objects import LOYALTY, Step, Zone
from mtgrules.rules.emblems import EmblemCreated, emblems_of, is_emblem
from mtgrules.rulesets import get_ruleset
from mtgrules.state import EntityId
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table
from tests.play_turns import until_step

KOTH = "Koth, Fire of Resistance"


@pytest.mark.parametrize(
    "line",
    [
        '[−7]: You get an emblem with "Whenever a Mountain you control enters, this emblem '
        'deals 4 damage to any target".',
        '[−6]: You get an emblem with "Creatures you control get +1/+1".',
        '[−2]: You get an emblem with "Creatures you control get +1/+1" and "Whenever you '
        'gain life, target opponent loses that much life".',
        '[−3]: Target opponent gets an emblem with "At the beginning of your upkeep, this '
        'emblem deals 1 damage to you".',
    ],
)
def test_cr114_2_emblem_lines_round_trip(line: str) -> None:
    round_trip(line)


def test_cr114_4_an_emblems_activated_ability_is_not_played() -> None:
    """The engine offers activations of permanents only: an emblem with an activated
    ability is a clear compile error, not a silently dead ability."""
    with pytest.raises(ClauseError, match="kind the engine doesn't play"):
        compile_emblem_ability('"{t}: ~ deals 1 damage to any target"')
    with pytest.raises(ClauseError):
        parse_line('[−1]: You get an emblem with "{T}: This emblem deals 1 damage to any target".')


def koth_emblem(t: Table) -> EntityId:
    """Alice's Koth with seven loyalty counters activates "[−7]: You get an emblem ..."."""
    card = bundled_database().card(KOTH)
    koth = t.game.add_card_def(card, owner=t.alice, zone="battlefield", counters={LOYALTY: 7})
    t.begin()
    t.act(ActivateAbility(koth, 2))
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == [KOTH]  # loyalty 0 (CR 704.5i)
    events = t.resolve()
    created = [e for e in events if isinstance(e, EmblemCreated)]
    assert len(created) == 1
    return created[0].emblem.id


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr114_2_the_emblem_is_in_the_command_zone(ruleset: str) -> None:
    """The emblem is owned and controlled by Alice, in the command zone, with no name-bearing
    characteristics: no types, no mana cost, no color (CR 114.3)."""
    t = Table(ruleset)
    emblem_id = koth_emblem(t)
    emblem = t.game.state.objects[emblem_id]
    assert emblem.zone is Zone.COMMAND and is_emblem(emblem)
    assert emblem.owner == emblem.controller == t.alice
    assert not emblem.types and emblem.mana_cost is None and not emblem.colors
    assert [e.id for e in emblems_of(t.game.state, t.alice)] == [emblem_id]
    assert emblem_id not in {o.id for o in t.game.state.battlefield()}  # CR 114.5
    rule = get_ruleset(ruleset).rule("emblem")
    assert rule == ("113.2" if ruleset == "cr2011" else "114.2")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr114_4_emblem_trigger_works_from_the_command_zone(ruleset: str) -> None:
    """Koth's emblem: "Whenever a Mountain you control enters, this emblem deals 4 damage to
    any target." Koth is gone; Alice plays a Mountain and the emblem deals 4 damage to Bob."""
    t = Table(ruleset)
    emblem = koth_emblem(t)
    mountain = t.put("Mountain", t.alice, "hand")
    t.game.apply(PlayLand(mountain))
    if t.game.state.pending_choice is not None:  # the trigger's target
        t.game.apply(Choose((t.bob,)))
    assert t.game.state.stack
    t.game.apply(PassPriority())
    events = t.game.apply(PassPriority())
    damage = [e for e in events if isinstance(e, DamageDealt)]
    assert [(e.source, e.recipient, e.amount) for e in damage] == [(emblem, t.bob, 4)]
    assert t.game.life(t.bob) == 16


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr114_4_opponents_mountains_dont_trigger_it(ruleset: str) -> None:
    """ "a Mountain you control": Bob's Mountain entering doesn't trigger Alice's emblem."""
    t = Table(ruleset)
    koth_emblem(t)
    t.put("Mountain", t.bob)
    assert not t.game.state.stack and not t.game.state.pending_triggers
    assert t.game.life(t.bob) == 20 and t.game.life(t.alice) == 20


def walker(t: Table, text: str, loyalty: int) -> EntityId:
    """Alice's planeswalker with one loyalty ability printed as ``text`` (a real template)."""
    card = compile_text(
        "Test Walker", types=["Planeswalker"], subtypes=["Sorin"], text=text, loyalty=loyalty
    )
    return t.game.add_card_def(card, owner=t.alice, zone="battlefield")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr114_4_emblem_static_ability_applies_from_the_command_zone(ruleset: str) -> None:
    """Sorin, Lord of Innistrad's "[−3]: You get an emblem with "Creatures you control get
    +1/+0".": Alice's creatures, including one that enters later, get +1/+0 after the
    planeswalker is gone; Bob's don't."""
    t = Table(ruleset)
    sorin = walker(t, '[−3]: You get an emblem with "Creatures you control get +1/+0".', 3)
    bears = t.put("Grizzly Bears", t.alice)
    theirs = t.put("Grizzly Bears", t.bob)
    t.begin()
    t.act(ActivateAbility(sorin, 0))
    t.resolve()
    objects = t.game.state.objects
    assert sorin not in objects or objects[sorin].zone is not Zone.BATTLEFIELD
    assert objects[bears].current_power() == 3 and objects[bears].current_toughness() == 2
    assert objects[theirs].current_power() == 2
    later = t.put("Grizzly Bears", t.alice)
    assert t.game.state.objects[later].current_power() == 3


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr114_2_each_opponent_gets_an_emblem_they_control(ruleset: str) -> None:
    """Chandra, Awakened Inferno's "[+2]: Each opponent gets an emblem with "At the
    beginning of your upkeep, this emblem deals 1 damage to you".": Bob owns and controls
    it, so it triggers in Bob's upkeep and deals 1 damage to Bob, not in Alice's."""
    t = Table(ruleset)
    for player in (t.alice, t.bob):
        for _ in range(3):
            t.put("Mountain", player, "library")
    chandra = walker(
        t,
        '[+2]: Each opponent gets an emblem with "At the beginning of your upkeep, this '
        'emblem deals 1 damage to you".',
        4,
    )
    t.begin()
    t.act(ActivateAbility(chandra, 0))
    t.resolve()
    [emblem] = emblems_of(t.game.state, t.bob)
    assert emblem.controller == t.bob and not emblems_of(t.game.state, t.alice)
    until_step(t.game, Step.UPKEEP, 2)
    assert t.game.state.active_player == t.bob
    until_step(t.game, Step.DRAW, 2)
    assert t.game.life(t.bob) == 19 and t.game.life(t.alice) == 20
    until_step(t.game, Step.DRAW, 3)
    assert t.game.life(t.bob) == 19 and t.game.life(t.alice) == 20
