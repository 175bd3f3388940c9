"""An ability that triggers when its object is put into a graveyard finds the card it became
there (CR 400.7d; the permanent itself is gone, CR 400.7): "When ~ dies, return it to its
owner's hand.", "When ~ is put into a graveyard from the battlefield, return ~ to its owner's
hand.", "When ~ dies, exile ~." Once the card has left the graveyard it is a new object again,
and the ability does nothing to it. Real cards, under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.cards.grammar import parse_line
from mtgrules.cards.support import missing
from mtgrules.effects.graveyard_returns import WHERE_IT_WENT
from mtgrules.effects.instructions import SELF, DealDamage, Exile, ReturnToHand
from mtgrules.objects import Zone
from mtgrules.state import EntityId
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


def _bolt(t: Table, at: EntityId) -> None:
    """Alice casts Lightning Bolt at ``at`` and it resolves."""
    t.lands("Mountain", t.alice, 1)
    t.act(CastSpell(t.put("Lightning Bolt", t.alice, "hand"), (at,)))
    t.resolve()


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr400_7d_immortal_phoenix_returns_to_its_owners_hand(ruleset: str) -> None:
    """Immortal Phoenix (5/3) dies to Lightning Bolt: its trigger returns the card from the
    graveyard to Alice's hand."""
    t = Table(ruleset)
    t.begin()
    phoenix = t.put("Immortal Phoenix", t.alice)
    _bolt(t, phoenix)
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Immortal Phoenix", "Lightning Bolt"]
    assert [item.text for item in t.game.state.stack] == [
        "When Immortal Phoenix dies, return Immortal Phoenix to its owner's hand."
    ]
    t.resolve()
    assert t.zone_of(t.alice, Zone.HAND) == ["Immortal Phoenix"]
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Lightning Bolt"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr400_7d_the_card_goes_to_its_owners_hand_not_its_controllers(ruleset: str) -> None:
    """Bob owns the Phoenix, Alice controls it: it dies into Bob's graveyard and returns to
    Bob's hand (CR 404.2, 108.3)."""
    t = Table(ruleset)
    t.begin()
    phoenix = t.put("Immortal Phoenix", t.bob)
    t.game.set_controller(phoenix, t.alice)
    _bolt(t, phoenix)
    t.resolve()
    assert t.zone_of(t.bob, Zone.HAND) == ["Immortal Phoenix"]
    assert t.zone_of(t.alice, Zone.HAND) == []
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == []


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr400_7_a_card_that_left_the_graveyard_is_not_returned(ruleset: str) -> None:
    """With the trigger on the stack the Phoenix card is exiled from the graveyard: it is a new
    object, which the ability can't find (CR 400.7); the trigger resolves doing nothing."""
    t = Table(ruleset)
    t.begin()
    phoenix = t.put("Immortal Phoenix", t.alice)
    _bolt(t, phoenix)
    (card,) = [
        o.id
        for o in t.game.state.objects.values()
        if o.zone is Zone.GRAVEYARD and o.name == "Immortal Phoenix"
    ]
    t.game.move_to_zone(card, "exile")
    t.resolve()
    assert t.zone_of(t.alice, Zone.EXILE) == ["Immortal Phoenix"]
    assert t.zone_of(t.alice, Zone.HAND) == []


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr400_7d_rancor_returns_when_put_into_a_graveyard_from_the_battlefield(
    ruleset: str,
) -> None:
    """Rancor enchants Grizzly Bears; the Bears die to Lightning Bolt, Rancor goes to the
    graveyard (CR 704.5m) and its trigger returns it to Alice's hand."""
    t = Table(ruleset)
    t.lands("Forest", t.alice, 1)
    t.begin()
    bears = t.put("Grizzly Bears", t.alice)
    t.act(CastSpell(t.put("Rancor", t.alice, "hand"), (bears,)))
    t.resolve()
    assert t.game.power(bears) == 4
    _bolt(t, bears)
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Grizzly Bears", "Lightning Bolt", "Rancor"]
    t.resolve()
    assert t.zone_of(t.alice, Zone.HAND) == ["Rancor"]
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Grizzly Bears", "Lightning Bolt"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr400_7d_cyclopean_mummy_is_exiled_from_the_graveyard(ruleset: str) -> None:
    t = Table(ruleset)
    t.begin()
    mummy = t.put("Cyclopean Mummy", t.alice)
    _bolt(t, mummy)
    t.resolve()
    assert t.zone_of(t.alice, Zone.EXILE) == ["Cyclopean Mummy"]
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Lightning Bolt"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr400_7d_haunted_angel_is_exiled_and_bob_gets_an_angel(ruleset: str) -> None:
    """Haunted Angel (3/3): "exile it and each other player creates a 3/3 black Angel": both
    halves happen."""
    t = Table(ruleset)
    t.begin()
    angel = t.put("Haunted Angel", t.alice)
    _bolt(t, angel)
    t.resolve()
    assert t.zone_of(t.alice, Zone.EXILE) == ["Haunted Angel"]
    tokens = [o for o in t.game.state.battlefield() if o.token]
    assert [(o.controller, o.power, o.toughness) for o in tokens] == [(t.bob, 3, 3)]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr400_7d_greenwarden_exiles_itself_then_returns_a_card(ruleset: str) -> None:
    """Greenwarden of Murasa (5/4) is dealt 4 damage and dies: Alice targets Lightning Bolt in
    her graveyard, exiles the Greenwarden card and, since she did, returns the Bolt to her
    hand."""
    t = Table(ruleset)
    t.begin()
    warden = t.put("Greenwarden of Murasa", t.alice)
    bolt = t.put("Lightning Bolt", t.alice, "graveyard")
    t.game.deal_damage(t.put("Grizzly Bears", t.bob), warden, 4)
    t.game.check_state_based_actions()
    t.act(PassPriority(), (bolt,))  # the trigger is put on the stack, targeting the Bolt
    t.resolve(True)
    assert t.zone_of(t.alice, Zone.EXILE) == ["Greenwarden of Murasa"]
    assert t.zone_of(t.alice, Zone.HAND) == ["Lightning Bolt"]
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == []


def test_cr400_7d_the_moves_of_a_dies_trigger_name_the_card_in_the_graveyard() -> None:
    """The compiled data: the return names the card it became, the damage the permanent as it
    last existed (CR 603.10a)."""
    returned = parse_line("When ~ dies, return it to its owner's hand.")
    assert returned.sentences == ((ReturnToHand(on=WHERE_IT_WENT),),)  # type: ignore[union-attr]
    exiled = parse_line("When ~ dies, exile ~ and ~ deals 2 damage to each opponent.")
    steps = exiled.sentences[0]  # type: ignore[union-attr]
    assert steps[0] == Exile(on=WHERE_IT_WENT)
    assert isinstance(steps[1], DealDamage) and steps[1].source == SELF
    # elsewhere "~" is still the permanent: an activated ability, or another trigger
    tapped = parse_line("{3}, {T}: Tap target creature, then return ~ to its owner's hand.")
    assert ReturnToHand(on=SELF) in tapped.sentences[0]  # type: ignore[union-attr]
    attacked = parse_line("Whenever ~ attacks, return ~ to its owner's hand.")
    assert attacked.sentences == ((ReturnToHand(on=SELF),),)  # type: ignore[union-attr]


@pytest.mark.parametrize(
    "line",
    [
        "When ~ dies, return ~ to its owner's hand.",
        "When ~ is put into a graveyard from the battlefield, return ~ to its owner's hand.",
        "When ~ dies, exile ~.",
        "When ~ dies, you may exile ~. If you do, return target card from your graveyard to "
        "your hand.",
        "When ~ dies, return ~ from your graveyard to the battlefield.",
    ],
)
def test_cr400_7d_round_trip(line: str) -> None:
    round_trip(line)


def test_cr400_7d_the_cards_are_supported() -> None:
    for name in ("Immortal Phoenix", "Rancor", "Cyclopean Mummy", "Spine of Ish Sah"):
        assert bundled_database().compiled(name).supported, name
    assert missing(parse_line("When ~ dies, return it to its owner's hand.")) is None


def _enchant(t: Table, aura: str, lands: tuple[str, ...], creature: EntityId) -> None:
    """Alice casts ``aura`` on ``creature`` and it resolves."""
    for land in lands:
        t.lands(land, t.alice, 1)
    t.act(CastSpell(t.put(aura, t.alice, "hand"), (creature,)))
    t.resolve()


def _kill(t: Table, creature: EntityId) -> None:
    """Bob's Hill Giant deals 9 damage to ``creature``; state-based actions (CR 704.5g)."""
    t.game.deal_damage(t.put("Hill Giant", t.bob), creature, 9)
    t.game.check_state_based_actions()
    t.act(PassPriority())  # the triggers are put on the stack (CR 603.3)
    assert t.game.state.stack


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr400_7d_squees_embrace_returns_that_card_to_its_owners_hand(ruleset: str) -> None:
    """Alice's Squee's Embrace on Bob's Grizzly Bears: the Bears die and "that card" is found
    in Bob's graveyard and returned to Bob's hand."""
    t = Table(ruleset)
    t.begin()
    bears = t.put("Grizzly Bears", t.bob)
    _enchant(t, "Squee's Embrace", ("Mountain", "Plains"), bears)
    assert t.game.power(bears) == 4
    _kill(t, bears)
    t.resolve()
    assert t.zone_of(t.bob, Zone.HAND) == ["Grizzly Bears"]
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == []
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Squee's Embrace"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr110_2a_false_demise_returns_that_card_under_alices_control(ruleset: str) -> None:
    """False Demise (Alice's) on Bob's Grizzly Bears: the Bears return to the battlefield
    under Alice's control; Bob still owns them."""
    t = Table(ruleset)
    t.begin()
    bears = t.put("Grizzly Bears", t.bob)
    _enchant(t, "False Demise", ("Island", "Island", "Island"), bears)
    _kill(t, bears)
    t.resolve()
    (back,) = [o for o in t.game.state.battlefield() if o.name == "Grizzly Bears"]
    assert (back.owner, back.controller) == (t.bob, t.alice)
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == []


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr110_5b_fungal_fortitude_returns_it_tapped_under_its_owners_control(
    ruleset: str,
) -> None:
    """Alice's Fungal Fortitude on Bob's Grizzly Bears: "return it to the battlefield tapped
    under its owner's control": Bob's, tapped."""
    t = Table(ruleset)
    t.begin()
    bears = t.put("Grizzly Bears", t.bob)
    _enchant(t, "Fungal Fortitude", ("Swamp", "Swamp"), bears)
    _kill(t, bears)
    t.resolve()
    (back,) = [o for o in t.game.state.battlefield() if o.name == "Grizzly Bears"]
    assert (back.owner, back.controller, back.tapped) == (t.bob, t.bob, True)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_20a_alabaster_dragon_is_shuffled_into_its_owners_library(ruleset: str) -> None:
    t = Table(ruleset)
    t.begin()
    t.put("Island", t.alice, "library")
    dragon = t.put("Alabaster Dragon", t.alice)
    _kill(t, dragon)
    t.resolve()
    assert sorted(t.library(t.alice)) == ["Alabaster Dragon", "Island"]
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == []


@pytest.mark.parametrize(
    "line",
    [
        "When enchanted creature dies, return that card to its owner's hand.",
        "When enchanted creature dies, return that card to the battlefield under your control.",
        "When enchanted creature dies, return it to the battlefield tapped under its owner's "
        "control.",
        "When ~ dies, return it to the battlefield under its owner's control.",
        "When ~ dies, shuffle it into its owner's library, then scry 2.",
        "Whenever equipped creature dies, return that card to the battlefield under its "
        "owner's control.",
    ],
)
def test_cr400_7d_found_card_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize(
    "line",
    [
        "Whenever ~ attacks, return that card to its owner's hand.",
        "Return that card to the battlefield under its owner's control.",
        "{T}: Return ~ to the battlefield.",
    ],
)
def test_cr400_7_a_card_to_find_with_no_move_into_a_graveyard_is_refused(line: str) -> None:
    from mtgrules.cards.build_base import ClauseError

    with pytest.raises(ClauseError, match="moved it"):
        parse_line(line)
