"""CR 614.12: "As ~ enters, choose a player / an opponent." read by the permanent's other
abilities: "At the beginning of the chosen player's upkeep, ~ deals X damage to that player"
(Black Vise, The Rack: the trigger looks at the chosen player's turn only, CR 503.1a, 603.2)
and "it deals that much damage to the chosen player" (Stuffy Doll); with Stuffy Doll's
"{T}: ~ deals 1 damage to itself." (CR 120.1). Real cards, both rulesets."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from mtgrules.actions import (
    ActivateAbility,
    CastSpell,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
)
from mtgrules.cards.compiler import CardFace, compile_face
from mtgrules.choice_events import ChosePlayerAsEnters
from mtgrules.events import DamageDealt
from mtgrules.objects import Step
from mtgrules.rules.entering_choices import chosen_player
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table
from tests.play import pass_step


@pytest.mark.parametrize(
    "line",
    [
        "As ~ enters, choose a player.",
        "At the beginning of the chosen player's upkeep, ~ deals X damage to that player,"
        " where X is the number of cards in their hand minus 4.",
        "At the beginning of the chosen player's upkeep, ~ deals X damage to that player,"
        " where X is 3 minus the number of cards in their hand.",
        "Whenever ~ is dealt damage, it deals that much damage to the chosen player.",
        "{T}: ~ deals 1 damage to itself.",
    ],
)
def test_cr614_12_chosen_player_templates_round_trip(line: str) -> None:
    round_trip(line)


def _dealt(events: Sequence[object]) -> list[tuple[int, int, int]]:
    return [(e.source, e.recipient, e.amount) for e in events if isinstance(e, DamageDealt)]


def _on_battlefield(t: Table, name: str) -> int:
    return next(o.id for o in t.game.state.battlefield() if o.name == name)


def _cast_choosing(t: Table, name: str, player: int, lands: int, *, asked: bool = True) -> int:
    """Alice casts ``name`` and chooses ``player`` as it enters (asked only when there is
    more than one player to choose: "an opponent" of two players is Bob); its new id."""
    t.lands("Island", t.alice, lands)
    card = t.put(name, t.alice, "hand")
    t.begin()
    t.act(CastSpell(card, ()))
    events = t.resolve(player) if asked else t.resolve()
    (choice,) = [e for e in events if isinstance(e, ChosePlayerAsEnters)]
    assert choice.that_player == player and choice.rule == "614.12"
    permanent = _on_battlefield(t, name)
    assert chosen_player(t.game.state, permanent) == player
    return permanent


def _to_upkeep_of(t: Table, player: int) -> list[object]:
    """Pass (attacking and blocking with nothing) until ``player``'s upkeep, then resolve
    what triggered."""
    while not (t.game.state.step is Step.UPKEEP and t.game.state.active_player == player):
        kind = t.decision().kind
        if kind == "declare attackers":
            t.game.apply(DeclareAttackers(()))
        elif kind == "declare blockers":
            t.game.apply(DeclareBlockers(()))
        else:
            t.game.apply(PassPriority())
    events: list[object] = []
    while t.game.state.stack:
        events.extend(t.game.apply(PassPriority()))
    return events


def _libraries(t: Table) -> None:
    for owner in (t.alice, t.bob):
        for _ in range(4):
            t.put("Island", owner, "library")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_12_black_vise_deals_damage_in_the_chosen_players_upkeep_only(
    ruleset: str,
) -> None:
    """Black Vise, Bob chosen: Bob with six cards in hand is dealt 6 - 4 = 2 in his upkeep;
    Alice with seven cards isn't dealt anything in hers (not the chosen player)."""
    t = Table(ruleset)
    _libraries(t)
    for _ in range(6):
        t.put("Island", t.bob, "hand")
    for _ in range(7):
        t.put("Island", t.alice, "hand")
    vise = _cast_choosing(t, "Black Vise", t.bob, 1, asked=False)
    events = _to_upkeep_of(t, t.bob)
    assert _dealt(events) == [(vise, t.bob, 2)]
    events = _to_upkeep_of(t, t.alice)
    assert not _dealt(events)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 18)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_12_the_rack_three_minus_the_chosen_players_hand(ruleset: str) -> None:
    """The Rack, Bob chosen: Bob with one card in hand is dealt 3 - 1 = 2; Alice with an
    empty hand is dealt nothing in her upkeep."""
    t = Table(ruleset)
    _libraries(t)
    t.put("Island", t.bob, "hand")
    rack = _cast_choosing(t, "The Rack", t.bob, 1, asked=False)
    events = _to_upkeep_of(t, t.bob)
    assert _dealt(events) == [(rack, t.bob, 2)]
    events = _to_upkeep_of(t, t.alice)
    assert not _dealt(events)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 18)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_12_stuffy_doll_passes_its_damage_to_the_chosen_player(ruleset: str) -> None:
    """Stuffy Doll, Bob chosen: "{T}: ~ deals 1 damage to itself." (indestructible, it stays)
    -> its trigger deals 1 to Bob; then Alice's Shock deals 2 to it -> 2 more to Bob."""
    t = Table(ruleset)
    _libraries(t)
    doll = _cast_choosing(t, "Stuffy Doll", t.bob, 5)
    _to_upkeep_of(t, t.bob)
    _to_upkeep_of(t, t.alice)  # her next turn: no summoning sickness (CR 302.6)
    t.act(ActivateAbility(doll, 0, ()))
    events = t.resolve()
    assert _dealt(events) == [(doll, doll, 1)]
    events = t.resolve()  # the trigger: "that much damage to the chosen player"
    assert _dealt(events) == [(doll, t.bob, 1)]
    t.lands("Mountain", t.alice, 1)
    shock = t.put("Shock", t.alice, "hand")
    t.act(CastSpell(shock, (doll,)))
    t.resolve()
    events = t.resolve()
    assert _dealt(events) == [(doll, t.bob, 2)]
    assert t.game.is_on_battlefield(doll)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 17)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_12_stuffy_doll_may_choose_its_controller(ruleset: str) -> None:
    """ "choose a player" offers Alice herself: the Doll's 1 damage comes back to her."""
    t = Table(ruleset)
    _libraries(t)
    doll = _cast_choosing(t, "Stuffy Doll", t.alice, 5)
    _to_upkeep_of(t, t.bob)
    _to_upkeep_of(t, t.alice)
    t.act(ActivateAbility(doll, 0, ()))
    t.resolve()
    events = t.resolve()
    assert _dealt(events) == [(doll, t.alice, 1)]
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (19, 20)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_12_no_player_chosen_means_no_damage(ruleset: str) -> None:
    """A Stuffy Doll put onto the battlefield without entering by its spell was asked
    nothing: "the chosen player" is no one, and its trigger deals no damage."""
    t = Table(ruleset)
    doll = t.put("Stuffy Doll", t.alice)
    t.begin()
    t.act(ActivateAbility(doll, 0, ()))
    t.resolve()
    events = t.resolve()
    assert not _dealt(events)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 20)


def _bob_attacks(t: Table, *attackers: int) -> None:
    """Bob attacks Alice; Bob passes priority in the declare attackers step."""
    t.game.begin("declare attackers", active=t.bob)
    t.game.apply(DeclareAttackers(tuple((a, t.alice) for a in attackers)))
    t.game.apply(PassPriority())


def test_cr614_12_chosen_color_source_round_trip() -> None:
    round_trip(
        "{W}: The next time a source of your choice of the chosen color would deal damage to"
        " you this turn, prevent that damage."
    )


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr609_7a_story_circle_offers_sources_of_the_chosen_color(ruleset: str) -> None:
    """Story Circle, green chosen as it entered: its {W} ability offers only green sources
    (Grizzly Bears, Llanowar Elves; not Hill Giant); the Bears chosen, of the attack of the
    Bears (2) and Hill Giant (3) only the Giant's 3 is dealt."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 4)
    circle = t.put("Story Circle", t.alice, "hand")
    giant = t.put("Hill Giant", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    elves = t.put("Llanowar Elves", t.bob)
    t.begin()
    t.act(CastSpell(circle, ()))
    t.resolve("green")
    circle = _on_battlefield(t, "Story Circle")
    _libraries(t)
    _to_upkeep_of(t, t.bob)
    while t.decision().kind != "declare attackers":
        t.game.apply(PassPriority())
    t.game.apply(DeclareAttackers(((giant, t.alice), (bears, t.alice))))
    t.game.apply(PassPriority())
    t.act(ActivateAbility(circle, 0))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    assert t.asked().kind == "source" and t.asked().rule == "609.7a"
    assert set(t.asked().options) == {bears, elves}
    t.act(Choose(bears))
    pass_step(t.game)
    t.game.apply(DeclareBlockers(()))
    events = pass_step(t.game)  # combat damage
    assert _dealt(events) == [(giant, t.alice, 3)]
    assert t.game.life(t.alice) == 17


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr609_7a_no_color_chosen_means_no_source_to_choose(ruleset: str) -> None:
    """A Story Circle that entered without its choice has no chosen color: its ability
    creates no effect, and Grizzly Bears' 2 damage is dealt."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 1)
    circle = t.put("Story Circle", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    _bob_attacks(t, bears)
    t.act(ActivateAbility(circle, 0))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    assert t.game.state.pending_choice is None
    pass_step(t.game)
    t.game.apply(DeclareBlockers(()))
    pass_step(t.game)
    assert t.game.life(t.alice) == 18


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "At the beginning of the chosen player's upkeep, ~ deals 1 damage to that player.",
            "the chosen player",
        ),
        ("Whenever you cast a spell of the chosen color, you gain 1 life.", "the chosen color"),
    ],
)
def test_cr614_12_a_card_reading_a_choice_it_never_makes_is_unsupported(
    text: str, words: str
) -> None:
    """Without "As ~ enters, choose ..." the chosen value never exists: the card would act on
    nothing, so it is unsupported and says which words read the missing choice."""
    name = "Unchosen Relic"
    face = CardFace(name=name, mana_cost="{1}", types=("Artifact",), text=text.replace("~", name))
    compiled = compile_face(face)
    assert not compiled.supported
    assert compiled.unsupported == words
    assert compiled.reason is not None and "614.12" in compiled.reason
    with_choice = CardFace(
        name=name,
        mana_cost="{1}",
        types=("Artifact",),
        text=f"As {name} enters, choose a player.\n{text.replace('~', name)}"
        if "player" in words
        else f"As {name} enters, choose a color.\n{text.replace('~', name)}",
    )
    assert compile_face(with_choice).supported
