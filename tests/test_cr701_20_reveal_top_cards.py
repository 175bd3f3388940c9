"""Revealing a library's top cards (CR 701.20a: revealed cards are shown to every player; the
engine keeps no hidden information, so what counts is where the cards go and who chooses):
"Reveal the top four cards of your library. Put all Elf cards revealed this way into your hand
and the rest on the bottom of your library in any order." (CR 401.4: the owner orders cards
put on the bottom at the same time), "Reveal cards from the top of your library until you
reveal an artifact card. Put that card onto the battlefield and the rest on the bottom of your
library in a random order.", "~ deals damage to you equal to the number of cards revealed this
way." (CR 608.2h). Real cards, under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.cards.grammar import ClauseError, parse_line
from mtgrules.keyword_action_events import LibraryOrdered
from mtgrules.objects import Zone
from mtgrules.proposed import DamagePart
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


def _library(t: Table, owner: int, *names: str) -> list[int]:
    """The cards put into ``owner``'s library, the last one on top; the game begins in
    Alice's main phase. The library's ids, top first."""
    for name in names:
        t.put(name, owner, "library")
    t.begin()
    return list(reversed(t.game.state.libraries[owner]))


def _cast_messenger(t: Table, *library: str) -> list[int]:
    """Alice casts Sylvan Messenger; it resolves and its enters trigger starts resolving."""
    t.lands("Forest", t.alice, 4)
    messenger = t.put("Sylvan Messenger", t.alice, "hand")
    ids = _library(t, t.alice, *library)
    t.game.apply(CastSpell(messenger))
    t.resolve()  # the creature spell
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())  # the enters trigger
    return ids


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_20a_sylvan_messenger_every_elf_card_to_the_hand_the_rest_ordered(
    ruleset: str,
) -> None:
    """Of the top four (Llanowar Elves, Island, Elvish Mystic, Forest), both Elves go to the
    hand; Alice puts Island and Forest on the bottom, Island lowest. The fifth card stays."""
    t = Table(ruleset)
    elves, island, mystic, forest, swamp = _cast_messenger(
        t, "Swamp", "Forest", "Elvish Mystic", "Island", "Llanowar Elves"
    )
    asked = t.asked()
    assert asked.kind == "bottom order" and asked.rule == "401.4"
    assert set(asked.options) == {(island, forest), (forest, island)}
    events = t.act(Choose((forest, island)))  # the last one lowest
    assert t.zone_of(t.alice, Zone.HAND) == ["Elvish Mystic", "Llanowar Elves"]
    assert t.library(t.alice) == ["Swamp", "Forest", "Island"]
    ordered = [e for e in events if isinstance(e, LibraryOrdered)]
    assert [(e.top, e.bottom, e.rule) for e in ordered] == [(0, 2, "401.4")]
    assert elves not in t.game.state.libraries[t.alice]
    assert mystic not in t.game.state.libraries[t.alice]
    assert t.game.state.libraries[t.alice][-1] == swamp


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_20a_sylvan_messenger_no_elf_card_all_to_the_bottom(ruleset: str) -> None:
    t = Table(ruleset)
    _cast_messenger(t, "Grizzly Bears", "Island", "Forest", "Swamp", "Plains")
    t.act(Choose(t.asked().options[0]))
    assert t.zone_of(t.alice, Zone.HAND) == []
    assert t.library(t.alice)[0] == "Grizzly Bears"
    assert sorted(t.library(t.alice)[1:]) == ["Forest", "Island", "Plains", "Swamp"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_20a_sylvan_messenger_only_elves_revealed_no_order_to_choose(ruleset: str) -> None:
    t = Table(ruleset)
    _cast_messenger(t, "Island", "Llanowar Elves", "Elvish Mystic")
    assert t.game.state.pending_choice is None
    assert t.zone_of(t.alice, Zone.HAND) == ["Elvish Mystic", "Llanowar Elves"]
    assert t.library(t.alice) == ["Island"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_20a_borborygmos_enraged_lands_to_the_hand_the_rest_to_the_graveyard(
    ruleset: str,
) -> None:
    """Borborygmos Enraged deals 7 combat damage to Bob: of Alice's top three, the two lands
    go to her hand and Lightning Bolt to her graveyard; the fourth card stays."""
    t = Table(ruleset)
    _library(t, t.alice, "Grizzly Bears", "Mountain", "Lightning Bolt", "Forest")
    borborygmos = t.put("Borborygmos Enraged", t.alice)
    t.game.deal_damage_event([DamagePart(borborygmos, t.bob, 7, True, None)])
    t.game.resolve_triggers()
    assert t.zone_of(t.alice, Zone.HAND) == ["Forest", "Mountain"]
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Lightning Bolt"]
    assert t.library(t.alice) == ["Grizzly Bears"]


def _cast_madcap(t: Table, *library: str) -> list[int]:
    t.lands("Mountain", t.alice, 4)
    spell = t.put("Madcap Experiment", t.alice, "hand")
    ids = _library(t, t.alice, *library)
    t.game.apply(CastSpell(spell))
    t.resolve()
    return ids


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_20a_madcap_experiment_reveals_until_an_artifact_card(ruleset: str) -> None:
    """Madcap Experiment: Island and Forest are revealed before Ornithopter, which enters the
    battlefield; the two lands go to the bottom (below Swamp); Alice is dealt 3 damage, one
    for each card revealed."""
    t = Table(ruleset)
    _cast_madcap(t, "Memnite", "Swamp", "Ornithopter", "Forest", "Island")
    assert t.zone_of(t.alice, Zone.BATTLEFIELD).count("Ornithopter") == 1
    assert "Memnite" not in t.zone_of(t.alice, Zone.BATTLEFIELD)
    library = t.library(t.alice)
    assert library[:2] == ["Swamp", "Memnite"]
    assert sorted(library[2:]) == ["Forest", "Island"]
    assert t.game.life(t.alice) == 17


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_20a_madcap_experiment_artifact_on_top_one_card_revealed(ruleset: str) -> None:
    t = Table(ruleset)
    _cast_madcap(t, "Island", "Ornithopter")
    assert "Ornithopter" in t.zone_of(t.alice, Zone.BATTLEFIELD)
    assert t.library(t.alice) == ["Island"]
    assert t.game.life(t.alice) == 19


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_20a_madcap_experiment_no_artifact_reveals_the_whole_library(ruleset: str) -> None:
    """With no artifact card, all three cards are revealed and put back on the bottom: 3
    damage, nothing enters."""
    t = Table(ruleset)
    _cast_madcap(t, "Island", "Forest", "Swamp")
    assert sorted(t.library(t.alice)) == ["Forest", "Island", "Swamp"]
    assert t.game.life(t.alice) == 17
    assert t.zone_of(t.alice, Zone.BATTLEFIELD) == ["Mountain"] * 4


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_20a_madcap_experiment_random_order_follows_the_game_rng(ruleset: str) -> None:
    """ "in a random order": the order depends on the game's random generator, not on a
    choice; no decision is asked."""
    orders = set()
    for seed in range(12):
        t = Table(ruleset)
        t.game.state.rng.seed(seed)
        _cast_madcap(t, "Ornithopter", "Forest", "Island", "Swamp", "Plains")
        assert t.game.state.pending_choice is None
        orders.add(tuple(t.library(t.alice)))
    assert len(orders) > 1


@pytest.mark.parametrize(
    "line",
    [
        "When ~ enters, reveal the top four cards of your library. Put all Elf cards revealed "
        "this way into your hand and the rest on the bottom of your library in any order.",
        "Whenever ~ deals combat damage to a player, reveal the top three cards of your "
        "library. Put all land cards revealed this way into your hand and the rest into your "
        "graveyard.",
        "Reveal cards from the top of your library until you reveal an artifact card. Put that "
        "card onto the battlefield and the rest on the bottom of your library in a random "
        "order. ~ deals damage to you equal to the number of cards revealed this way.",
        "[−1]: Reveal cards from the top of your library until you reveal a creature card. Put "
        "that card into your hand and the rest on the bottom of your library in a random order.",
    ],
)
def test_cr701_20a_reveal_lines_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize(
    "line",
    [
        # several cards put on the bottom with no order said
        "Reveal the top four cards of your library. Put all Elf cards revealed this way into "
        "your hand and the rest on the bottom of your library.",
        "Reveal cards from the top of your library until you reveal a token card. Put that "
        "card into your hand and the rest on the bottom of your library in a random order.",
    ],
)
def test_cr701_20a_reveal_rejects_wording_it_cannot_mean(line: str) -> None:
    with pytest.raises(ClauseError):
        parse_line(line)
