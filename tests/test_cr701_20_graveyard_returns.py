"""Cards moved into a library or out of a graveyard as a group: "Shuffle ~ into its owner's
library." (CR 701.20a; 2011: 701.17a) and "Exile target player's graveyard." (CR 406.2).
Real cards, under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell, Choose, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.cards.grammar import parse_line
from mtgrules.cards.support import missing
from mtgrules.events import ZoneChanged
from mtgrules.objects import Zone
from mtgrules.turn_events import LibraryShuffled
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table

SHUFFLE = {"cr2011": "701.17a", "current": "701.20a"}


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_20a_beacon_of_destruction_is_shuffled_into_its_owners_library(
    ruleset: str,
) -> None:
    """Beacon of Destruction deals 5 damage to Bob, then is put into Alice's library (not her
    graveyard, CR 608.2n) and that library is shuffled."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 5)
    for name in ("Island", "Swamp", "Forest"):
        t.put(name, t.alice, "library")
    t.put("Plains", t.bob, "library")
    t.begin()
    events = t.act(CastSpell(t.put("Beacon of Destruction", t.alice, "hand"), (t.bob,)))
    events += t.resolve()
    assert t.game.life(t.bob) == 15
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == []
    assert sorted(t.library(t.alice)) == ["Beacon of Destruction", "Forest", "Island", "Swamp"]
    assert t.library(t.bob) == ["Plains"]
    shuffled = [e for e in events if isinstance(e, LibraryShuffled)]
    assert [(e.player, e.rule, len(e.order)) for e in shuffled] == [(t.alice, SHUFFLE[ruleset], 4)]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr406_2_tormods_crypt_exiles_only_the_target_players_graveyard(ruleset: str) -> None:
    t = Table(ruleset)
    t.begin()
    crypt = t.put("Tormod's Crypt", t.alice)
    for name in ("Grizzly Bears", "Lightning Bolt", "Island"):
        t.put(name, t.bob, "graveyard")
    t.put("Shivan Dragon", t.alice, "graveyard")
    t.act(ActivateAbility(crypt, 0, (t.bob,)))
    events = t.resolve()
    assert t.zone_of(t.bob, Zone.EXILE) == ["Grizzly Bears", "Island", "Lightning Bolt"]
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == []
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Shivan Dragon", "Tormod's Crypt"]
    moved = [e for e in events if isinstance(e, ZoneChanged) and e.destination is Zone.EXILE]
    assert len(moved) == 3


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr406_2_jund_charm_first_mode_exiles_a_graveyard(ruleset: str) -> None:
    """Jund Charm, the mode "Exile target player's graveyard." chosen: Bob's graveyard is
    exiled."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 1)
    t.lands("Forest", t.alice, 1)
    t.lands("Mountain", t.alice, 1)
    t.begin()
    t.put("Grizzly Bears", t.bob, "graveyard")
    charm = t.put("Jund Charm", t.alice, "hand")
    t.act(CastSpell(charm, (t.bob,)))  # only the first mode targets a player (CR 601.2b)
    t.resolve()
    assert t.zone_of(t.bob, Zone.EXILE) == ["Grizzly Bears"]


@pytest.mark.parametrize(
    "line",
    [
        "~ deals 5 damage to any target. Shuffle ~ into its owner's library.",
        "Double target player's life total. Shuffle ~ into its owner's library.",
        "Exile target player's graveyard.",
        "When ~ enters, exile target player's graveyard.",
        "{T}, Sacrifice ~: Exile target player's graveyard.",
        "When ~ dies, shuffle ~ into its owner's library.",
    ],
)
def test_cr701_20a_round_trip(line: str) -> None:
    round_trip(line)


def test_cr406_2_only_a_player_has_a_graveyard() -> None:
    from mtgrules.cards.build_base import ClauseError

    with pytest.raises(ClauseError):
        parse_line("Exile target creature's graveyard.")


def test_cr701_20a_the_cards_are_supported() -> None:
    for name in ("Beacon of Destruction", "Tormod's Crypt", "Bojuka Bog", "Jund Charm"):
        assert bundled_database().compiled(name).supported, name
    assert missing(parse_line("Shuffle ~ into its owner's library.")) is None


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_1a_darksteel_colossus_discarded_is_shuffled_into_the_library(
    ruleset: str,
) -> None:
    """Bob's Mind Rot makes Alice discard Darksteel Colossus and an Island: the Colossus goes
    to her library instead of her graveyard (from her hand: "from anywhere")."""
    t = Table(ruleset)
    t.lands("Swamp", t.bob, 3)
    t.put("Forest", t.alice, "library")
    t.put("Darksteel Colossus", t.alice, "hand")
    t.put("Island", t.alice, "hand")
    t.game.begin("precombat main", active=t.bob)
    t.act(CastSpell(t.put("Mind Rot", t.bob, "hand"), (t.alice,)))
    events = t.resolve()
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Island"]
    assert sorted(t.library(t.alice)) == ["Darksteel Colossus", "Forest"]
    assert any(isinstance(e, LibraryShuffled) and e.player == t.alice for e in events)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_1a_legacy_weapon_destroyed_goes_to_the_library(ruleset: str) -> None:
    """Bob's Shatter destroys Alice's Legacy Weapon: it is shuffled into her library."""
    t = Table(ruleset)
    t.lands("Mountain", t.bob, 2)
    weapon = t.put("Legacy Weapon", t.alice)
    t.game.begin("precombat main", active=t.bob)
    t.act(CastSpell(t.put("Shatter", t.bob, "hand"), (weapon,)))
    t.resolve()
    assert not t.game.is_on_battlefield(weapon)
    assert t.library(t.alice) == ["Legacy Weapon"]
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == []
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Shatter"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_1a_blightsteel_colossus_milled_stays_in_the_library(ruleset: str) -> None:
    """Thought Scour mills Alice's top two cards, Blightsteel Colossus and an Island: the
    Island goes to the graveyard, the Colossus is shuffled back into the library (from which
    Thought Scour then draws a card: the Colossus or the Forest)."""
    t = Table(ruleset)
    t.lands("Island", t.alice, 1)
    t.put("Forest", t.alice, "library")
    t.put("Island", t.alice, "library")
    t.put("Blightsteel Colossus", t.alice, "library")  # the top card
    t.begin()
    t.act(CastSpell(t.put("Thought Scour", t.alice, "hand"), (t.alice,)))
    t.resolve()
    graveyard = t.zone_of(t.alice, Zone.GRAVEYARD)
    assert graveyard == ["Island", "Thought Scour"]
    cards = sorted(t.library(t.alice) + t.zone_of(t.alice, Zone.HAND))
    assert cards == ["Blightsteel Colossus", "Forest"]
    assert len(t.game.state.libraries[t.alice]) == len(set(t.game.state.libraries[t.alice]))


def test_cr614_1a_shuffle_instead_round_trip() -> None:
    round_trip(
        "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its "
        "owner's library instead."
    )


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_worldspine_wurm_discarded_is_shuffled_back(ruleset: str) -> None:
    """Bob's Mind Rot makes Alice discard Worldspine Wurm: its ability triggers from the
    graveyard it was put into (from her hand), and she shuffles it into her library."""
    t = Table(ruleset)
    t.lands("Swamp", t.bob, 3)
    t.put("Worldspine Wurm", t.alice, "hand")
    t.put("Island", t.alice, "hand")
    t.game.begin("precombat main", active=t.bob)
    t.act(CastSpell(t.put("Mind Rot", t.bob, "hand"), (t.alice,)))
    t.resolve()
    assert [(i.controller, i.text) for i in t.game.state.stack] == [
        (
            t.alice,
            "When Worldspine Wurm is put into a graveyard from anywhere, shuffle Worldspine "
            "Wurm into its owner's library.",
        )
    ]
    t.resolve()
    assert t.library(t.alice) == ["Worldspine Wurm"]
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Island"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_worldspine_wurm_dies_makes_tokens_and_is_shuffled_back(ruleset: str) -> None:
    """Worldspine Wurm dies: both its abilities trigger, three 5/5 Wurms are created and the
    card is shuffled into Alice's library; each triggers once."""
    t = Table(ruleset)
    t.begin()
    wurm = t.put("Worldspine Wurm", t.alice)
    t.game.deal_damage(t.put("Hill Giant", t.bob), wurm, 15)
    t.game.check_state_based_actions()
    t.game.apply(PassPriority())  # both triggers go on the stack, in Alice's order (603.3b)
    assert t.asked().kind == "trigger order"
    t.game.apply(Choose(t.asked().options[0]))
    assert len(t.game.state.stack) == 2
    while t.game.state.stack:
        t.resolve()
    tokens = [o for o in t.game.state.battlefield() if o.token and o.controller == t.alice]
    assert [(o.power, o.toughness) for o in tokens] == [(5, 5)] * 3
    assert t.library(t.alice) == ["Worldspine Wurm"]
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == []


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("shuffle", [True, False])
def test_cr603_5_angel_of_fury_may_be_shuffled_into_the_library(
    ruleset: str, shuffle: bool
) -> None:
    t = Table(ruleset)
    t.begin()
    angel = t.put("Angel of Fury", t.alice)
    t.game.deal_damage(t.put("Hill Giant", t.bob), angel, 5)
    t.game.check_state_based_actions()
    t.act(PassPriority())
    t.resolve(shuffle)
    assert t.library(t.alice) == (["Angel of Fury"] if shuffle else [])
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ([] if shuffle else ["Angel of Fury"])
