"""CR 608.2d: a choice an effect offers (not made on casting) is announced by the player as
the effect is applied. "Choose a creature type." / "Choose a color." and the words that read
the choice later in the same text ("of the chosen type", "of that type", "of the chosen
color"); "gains protection from the color of your choice until end of turn" (CR 702.16a).
Every choice is a decision the controller makes while the spell or ability resolves. Real
cards, both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell, Choose, PassPriority, TurnFaceUp
from mtgrules.chosen_events import ChoseOnResolution, RevealedAtRandom
from mtgrules.effects.chosen_values import CHOSEN_COLOR, CHOSEN_TYPE
from mtgrules.errors import IllegalChoiceError
from mtgrules.explain import explain
from mtgrules.objects import Keyword, Zone
from mtgrules.rules import entering_choices
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table

COLORS = ("white", "blue", "black", "red", "green")


@pytest.mark.parametrize(
    "line",
    [
        "Choose a creature type. Creatures you control of the chosen type get +1/+0 and gain "
        "indestructible until end of turn.",
        "Choose a creature type. ~ deals damage to any target equal to the number of "
        "permanents you control of the chosen type.",
        "Choose a creature type. ~ deals damage to target attacking or blocking creature "
        "equal to the number of permanents you control of the chosen type.",
        "Choose a creature type. You gain 2 life for each permanent you control of that type.",
        "Choose a color. ~ deals X damage to each creature of the chosen color.",
        "Choose a color. ~ deals damage to each player equal to the number of creatures of "
        "that color that player controls.",
        "Choose a color. You gain 1 life for each permanent of that color.",
        "{3}, {T}: Choose a card name, then reveal a card at random from your hand. If that "
        "card has the chosen name, ~ deals 2 damage to any target.",
        "When ~ enters, choose a creature type. Other permanents you control of that type "
        "gain hexproof and indestructible until end of turn.",
        "{1}{R}: Goblins you control get +1/+0 and gain haste until end of turn.",
        "Choose a color. White creatures you control gain protection from the chosen color "
        "until end of turn.",
        "Choose a color. Creatures you control gain protection from the chosen color until end "
        "of turn.",
        "When ~ is turned face up, creatures of the creature type of your choice get +2/+2 "
        "and gain trample until end of turn.",
        "Green creatures you control get +1/+1 until end of turn.",
        "{B}{R}: Dragon creatures get +1/+1 until end of turn.",
        "{T}: Other Faerie creatures you control get +1/+0 until end of turn.",
        "Target creature you control gains protection from the color of your choice until "
        "end of turn.",
        "{W}{W}, {T}: Target creature gains protection from the color of your choice until "
        "end of turn.",
        "Put a +1/+1 counter on target creature you control. It gains protection from the "
        "color of your choice until end of turn.",
        "Discard a card: ~ gains protection from the color of your choice until end of turn.",
    ],
)
def test_cr608_2d_choice_templates_round_trip(line: str) -> None:
    round_trip(line)


def test_cr608_2d_placeholders_are_those_of_choices_as_enters() -> None:
    """A permanent's ability reads "the chosen type" the same way whether the choice was made
    as it entered (CR 614.12) or as the ability resolves."""
    assert CHOSEN_TYPE == entering_choices.CHOSEN_TYPE
    assert CHOSEN_COLOR == entering_choices.CHOSEN_COLOR


# -- "Choose a creature type." ----------------------------------------------------------------
@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2d_know_no_fear_pumps_only_your_creatures_of_the_chosen_type(
    ruleset: str,
) -> None:
    """And They Shall Know No Fear, Goblin chosen: Alice's Goblin Piker (2/1) and Raging
    Goblin (1/1) get +1/+0 and indestructible; her Grizzly Bears and Bob's Mogg Fanatic (a
    Goblin he controls) don't."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 2)
    piker = t.put("Goblin Piker", t.alice)
    raging = t.put("Raging Goblin", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    fanatic = t.put("Mogg Fanatic", t.bob)
    spell = t.put("And They Shall Know No Fear", t.alice, "hand")
    t.begin()
    t.act(CastSpell(spell, ()))  # nothing asked while casting
    events = t.resolve("Goblin")
    (chose,) = [e for e in events if isinstance(e, ChoseOnResolution)]
    assert (chose.player, chose.what, chose.value, chose.rule) == (
        t.alice,
        "creature type",
        "Goblin",
        "608.2d",
    )
    game = t.game
    assert (game.power(piker), game.toughness(piker)) == (3, 1)
    assert (game.power(raging), game.toughness(raging)) == (2, 1)
    assert game.state.objects[piker].has(Keyword.INDESTRUCTIBLE)
    assert (game.power(bears), game.toughness(bears)) == (2, 2)
    assert not game.state.objects[bears].has(Keyword.INDESTRUCTIBLE)
    assert game.power(fanatic) == 1 and not game.state.objects[fanatic].has(Keyword.INDESTRUCTIBLE)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2d_the_type_is_asked_of_the_controller_on_resolution(ruleset: str) -> None:
    """The decision goes to the spell's controller once both players pass, cites 608.2d and
    offers the creature types of the game; a type outside them is refused and the game still
    waits, the spell on the stack."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 2)
    t.put("Goblin Piker", t.alice)
    t.put("Grizzly Bears", t.bob)
    spell = t.put("And They Shall Know No Fear", t.alice, "hand")
    t.begin()
    t.act(CastSpell(spell, ()))
    assert t.game.state.pending_choice is None
    t.game.apply(t.game.legal_actions()[0])  # Alice passes
    t.game.apply(t.game.legal_actions()[0])  # Bob passes: it resolves, and asks
    asked = t.asked()
    assert asked.player == t.alice and asked.rule == "608.2d"
    assert asked.kind == "choose creature type"
    assert {"Goblin", "Warrior", "Bear"} <= set(asked.options)
    before = t.game.state.copy()
    with pytest.raises(IllegalChoiceError):
        t.game.apply(Choose("Purple"))
    assert t.game.state == before and t.game.state.stack
    t.game.apply(Choose("Bear"))
    assert not t.game.state.stack


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("answer", "life"), [("Goblin", 18), ("Bear", 19), ("Elf", 20)])
def test_cr608_2d_roar_of_the_crowd_counts_permanents_of_the_chosen_type(
    ruleset: str, answer: str, life: int
) -> None:
    """Roar of the Crowd at Bob: as many damage as Alice controls permanents of the chosen
    type (two Goblins, one Bear; Bob's Elf isn't hers)."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 4)
    t.put("Goblin Piker", t.alice)
    t.put("Raging Goblin", t.alice)
    t.put("Grizzly Bears", t.alice)
    t.put("Llanowar Elves", t.bob)
    roar = t.put("Roar of the Crowd", t.alice, "hand")
    t.begin()
    t.act(CastSpell(roar, (t.bob,)))
    t.resolve(answer)
    assert t.game.life(t.bob) == life


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2d_luminescent_rain_gains_life_for_each_permanent_of_that_type(
    ruleset: str,
) -> None:
    """Luminescent Rain, Elf chosen: Alice controls three Elves, she gains 6 life."""
    t = Table(ruleset)
    t.lands("Forest", t.alice, 3)
    for name in ("Llanowar Elves", "Elvish Mystic", "Fyndhorn Elves"):
        t.put(name, t.alice)
    t.put("Grizzly Bears", t.alice)
    rain = t.put("Luminescent Rain", t.alice, "hand")
    t.begin()
    t.act(CastSpell(rain, ()))
    t.resolve("Elf")
    assert t.game.life(t.alice) == 26


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2d_witchs_vengeance_shrinks_every_creature_of_the_type_of_your_choice(
    ruleset: str,
) -> None:
    """Witch's Vengeance, Goblin chosen as it resolves: every Goblin gets -3/-3 (Bob's Goblin
    Piker and Alice's own Mogg Fanatic die), Bob's Grizzly Bears don't."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 3)
    t.put("Mogg Fanatic", t.alice)
    t.put("Goblin Piker", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    vengeance = t.put("Witch's Vengeance", t.alice, "hand")
    t.begin()
    t.act(CastSpell(vengeance, ()))
    events = t.resolve("Goblin")
    assert [e.value for e in events if isinstance(e, ChoseOnResolution)] == ["Goblin"]
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Goblin Piker"]
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Mogg Fanatic", "Witch's Vengeance"]
    assert t.game.power(bears) == 2


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2d_tribal_forcemage_asks_one_type_for_both_effects(ruleset: str) -> None:
    """Tribal Forcemage turned face up: one type is asked (Elf), and every Elf - Alice's
    Llanowar Elves, Bob's Fyndhorn Elves, the Forcemage (a 1/1 Elf Wizard) - gets +2/+2 and
    trample; Grizzly Bears don't."""
    t = Table(ruleset)
    forcemage = t.put("Tribal Forcemage", t.alice, "hand")
    t.lands("Forest", t.alice, 5)
    mine = t.put("Llanowar Elves", t.alice)
    theirs = t.put("Fyndhorn Elves", t.bob)
    bears = t.put("Grizzly Bears", t.alice)
    t.begin()
    t.act(CastSpell(forcemage, (), "morph"))
    t.resolve()
    (down,) = [o.id for o in t.game.state.battlefield() if o.face_down is not None]
    t.act(TurnFaceUp(down))
    events = t.resolve("Elf")
    assert [e.value for e in events if isinstance(e, ChoseOnResolution)] == ["Elf"]
    for elf in (mine, theirs, down):  # each a 1/1 Elf
        assert (t.game.power(elf), t.game.toughness(elf)) == (3, 3)
        assert t.game.state.objects[elf].has(Keyword.TRAMPLE)
    assert t.game.power(bears) == 2 and not t.game.state.objects[bears].has(Keyword.TRAMPLE)


# -- "Choose a color." ------------------------------------------------------------------------
@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2d_sudden_demise_damages_each_creature_of_the_chosen_color(ruleset: str) -> None:
    """Sudden Demise, X = 2, red chosen: Raging Goblin (red 1/1) dies, Hill Giant (red 3/3)
    has 2 damage, Grizzly Bears (green) none."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 3)
    demise = t.put("Sudden Demise", t.alice, "hand")
    goblin = t.put("Raging Goblin", t.bob)
    giant = t.put("Hill Giant", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    t.act(CastSpell(demise, ()), 2)
    asked_events = t.resolve("red")
    assert any(isinstance(e, ChoseOnResolution) and e.value == "red" for e in asked_events)
    assert goblin not in t.game.state.objects
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Raging Goblin"]
    assert t.game.state.objects[giant].damage == 2
    assert t.game.state.objects[bears].damage == 0


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2d_the_color_offered_are_the_five_colors(ruleset: str) -> None:
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 2)
    demise = t.put("Sudden Demise", t.alice, "hand")
    t.begin()
    t.act(CastSpell(demise, ()), 1)
    t.game.apply(t.game.legal_actions()[0])
    t.game.apply(t.game.legal_actions()[0])
    asked = t.asked()
    assert asked.options == COLORS and asked.kind == "choose color"


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("color", "alice", "bob"), [("red", 19, 18), ("green", 20, 19)])
def test_cr608_2d_searing_rays_counts_each_players_creatures_of_that_color(
    ruleset: str, color: str, alice: int, bob: int
) -> None:
    """Searing Rays: each player is dealt damage equal to the number of creatures of the
    chosen color they control (Alice: Raging Goblin; Bob: Hill Giant, Goblin Piker, Grizzly
    Bears)."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 3)
    t.put("Raging Goblin", t.alice)
    for name in ("Hill Giant", "Goblin Piker", "Grizzly Bears"):
        t.put(name, t.bob)
    rays = t.put("Searing Rays", t.alice, "hand")
    t.begin()
    t.act(CastSpell(rays, ()))
    t.resolve(color)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (alice, bob)


# -- protection from the color of your choice ---------------------------------------------------
@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_16_gods_willing_protects_from_the_chosen_color(ruleset: str) -> None:
    """Gods Willing on Alice's Grizzly Bears, red chosen on resolution: the Bears have
    protection from red (Bob's Shock can't target them, CR 702.16b) but not from black (Doom
    Blade still can)."""
    t = Table(ruleset)
    t.put("Plains", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    gods = t.put("Gods Willing", t.alice, "hand")
    t.put("Mountain", t.bob)
    t.put("Swamp", t.bob)
    t.put("Swamp", t.bob)
    shock = t.put("Shock", t.bob, "hand")
    blade = t.put("Doom Blade", t.bob, "hand")
    t.begin()
    t.act(CastSpell(gods, (bears,)))
    events = t.resolve("red")
    (chose,) = [e for e in events if isinstance(e, ChoseOnResolution)]
    assert chose.what == "color" and chose.value == "red" and chose.player == t.alice
    view = t.game.state.objects[bears]
    assert view.has(Keyword.PROTECTION_FROM_RED)
    assert not view.has(Keyword.PROTECTION_FROM_BLACK)
    t.game.apply(PassPriority())  # Alice passes: Bob may cast instants
    assert t.game.state.priority == t.bob
    actions = t.game.legal_actions()
    assert CastSpell(shock, (bears,)) not in actions
    assert CastSpell(shock, (t.alice,)) in actions
    assert CastSpell(blade, (bears,)) in actions


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("color", COLORS)
def test_cr702_16_knight_of_dawn_gains_protection_from_each_color_chosen(
    ruleset: str, color: str
) -> None:
    """Knight of Dawn ({W}{W}: protection from the color of your choice until end of turn):
    the chosen color only, asked of its controller with the five colors."""
    t = Table(ruleset)
    knight = t.put("Knight of Dawn", t.alice)
    t.lands("Plains", t.alice, 2)
    t.begin()
    t.game.apply(ActivateAbility(knight, 0, ()))
    t.game.apply(t.game.legal_actions()[0])
    t.game.apply(t.game.legal_actions()[0])
    asked = t.asked()
    assert asked.options == COLORS and asked.player == t.alice and asked.rule == "608.2d"
    t.act(Choose(color))
    view = t.game.state.objects[knight]
    for other in COLORS:
        assert view.has(Keyword(f"protection from {other}")) is (other == color)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_16_feat_of_resistance_counter_then_protection(ruleset: str) -> None:
    """Feat of Resistance: a +1/+1 counter on the Bears (3/3), then protection from green."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 2)
    bears = t.put("Grizzly Bears", t.alice)
    feat = t.put("Feat of Resistance", t.alice, "hand")
    t.begin()
    t.act(CastSpell(feat, (bears,)))
    t.resolve("green")
    assert (t.game.power(bears), t.game.toughness(bears)) == (3, 3)
    assert t.game.state.objects[bears].has(Keyword.PROTECTION_FROM_GREEN)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_16_brave_the_elements_protects_white_creatures_from_the_chosen_color(
    ruleset: str,
) -> None:
    """Brave the Elements, black chosen: Alice's Savannah Lions (white) gain protection from
    black, her Grizzly Bears (green) don't; the color is asked once, on resolution."""
    t = Table(ruleset)
    t.put("Plains", t.alice)
    lions = t.put("Savannah Lions", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    brave = t.put("Brave the Elements", t.alice, "hand")
    t.begin()
    t.act(CastSpell(brave, ()))
    events = t.resolve("black")
    assert [e.value for e in events if isinstance(e, ChoseOnResolution)] == ["black"]
    assert t.game.state.objects[lions].has(Keyword.PROTECTION_FROM_BLACK)
    assert not t.game.state.objects[bears].has(Keyword.PROTECTION_FROM_BLACK)
    assert not t.game.state.objects[lions].has(Keyword.PROTECTION_FROM_RED)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_cr608_2d_the_choice_is_explained(lang: str) -> None:
    t = Table("current")
    t.lands("Plains", t.alice, 2)
    t.put("Goblin Piker", t.alice)
    spell = t.put("And They Shall Know No Fear", t.alice, "hand")
    t.begin()
    t.act(CastSpell(spell, ()))
    events = t.resolve("Goblin")
    (chose,) = [e for e in events if isinstance(e, ChoseOnResolution)]
    text = explain(chose, t.game, lang)
    assert "Goblin" in text and "Alice" in text and "608.2d" in text


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2d_selfless_safewright_protects_other_permanents_of_that_type(
    ruleset: str,
) -> None:
    """Selfless Safewright's enters trigger, Elf chosen as it resolves: Alice's other Elves
    gain hexproof and indestructible; the Safewright itself (an Elf, but not "other"), her
    Grizzly Bears and Bob's Fyndhorn Elves don't."""
    t = Table(ruleset)
    t.lands("Forest", t.alice, 5)
    elves = t.put("Llanowar Elves", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    theirs = t.put("Fyndhorn Elves", t.bob)
    safewright = t.put("Selfless Safewright", t.alice, "hand")
    t.begin()
    t.act(CastSpell(safewright, ()))
    t.resolve()  # the creature spell; its trigger goes on the stack
    t.resolve("Elf")
    state = t.game.state
    assert state.objects[elves].has(Keyword.INDESTRUCTIBLE)
    assert state.objects[elves].has(Keyword.HEXPROOF)
    (mine,) = [o for o in state.battlefield() if o.name == "Selfless Safewright"]
    assert not mine.has(Keyword.HEXPROOF)
    assert not state.objects[bears].has(Keyword.HEXPROOF)
    assert not state.objects[theirs].has(Keyword.HEXPROOF)


# -- "Choose a card name." (CR 201.3) ----------------------------------------------------------
def _scroll(ruleset: str, *hand: str) -> tuple[Table, int]:
    """Alice with Cursed Scroll, three Islands and ``hand``; the Scroll is activated at Bob
    and both players pass: the card name is asked."""
    t = Table(ruleset)
    scroll = t.put("Cursed Scroll", t.alice)
    t.lands("Island", t.alice, 3)
    for name in hand:
        t.put(name, t.alice, "hand")
    t.begin()
    t.game.apply(ActivateAbility(scroll, 0, (t.bob,)))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    return t, scroll


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("name", "life"), [("Lightning Bolt", 18), ("Shock", 20)])
def test_cr201_3_cursed_scroll_deals_damage_if_the_revealed_card_has_the_name(
    ruleset: str, name: str, life: int
) -> None:
    """Cursed Scroll with one card in hand (Lightning Bolt, revealed whatever the random
    source): naming it deals 2 damage to Bob; naming another card deals none. The card stays
    in Alice's hand."""
    t, _ = _scroll(ruleset, "Lightning Bolt")
    asked = t.asked()
    assert asked.kind == "choose card name" and asked.player == t.alice
    events = t.act(Choose(name))
    (revealed,) = [e for e in events if isinstance(e, RevealedAtRandom)]
    assert t.game.state.objects[revealed.card].name == "Lightning Bolt"
    assert t.game.life(t.bob) == life
    assert t.zone_of(t.alice, Zone.HAND) == ["Lightning Bolt"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr201_3_the_names_offered_are_those_of_the_card_database(ruleset: str) -> None:
    """Any card's name may be chosen, not only those of the game's cards."""
    t, _ = _scroll(ruleset, "Lightning Bolt")
    options = set(t.asked().options)
    assert {"Lightning Bolt", "Black Lotus", "Grizzly Bears"} <= options
    assert "Lightning Bolt".lower() not in options
    t.act(Choose("Black Lotus"))
    assert t.game.life(t.bob) == 20


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr201_3_an_unknown_card_name_is_refused_clearly(ruleset: str) -> None:
    """A misspelled name is not a card's name: refused, with the close names, without
    listing every card; the game still waits for the name, unchanged."""
    t, _ = _scroll(ruleset, "Lightning Bolt")
    before = t.game.state.copy()
    with pytest.raises(IllegalChoiceError) as error:
        t.game.apply(Choose("Lightnig Bolt"))
    message = str(error.value)
    assert "not the name of a card" in message and "'Lightning Bolt'" in message
    assert len(message) < 300
    assert t.game.state == before and t.asked().kind == "choose card name"
    t.act(Choose("Lightning Bolt"))
    assert t.game.life(t.bob) == 18


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr201_3_with_an_empty_hand_nothing_is_revealed_and_nothing_dealt(ruleset: str) -> None:
    t, _ = _scroll(ruleset)
    events = t.act(Choose("Lightning Bolt"))
    assert not any(isinstance(e, RevealedAtRandom) for e in events)
    assert t.game.life(t.bob) == 20


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr201_3_magus_of_the_scroll_reveals_one_of_several_cards(ruleset: str) -> None:
    """Magus of the Scroll, two different cards in hand: the revealed one decides; naming it
    deals 2 damage, whichever it was."""
    t = Table(ruleset)
    magus = t.put("Magus of the Scroll", t.alice)
    t.lands("Mountain", t.alice, 3)
    t.put("Shock", t.alice, "hand")
    t.put("Giant Growth", t.alice, "hand")
    t.begin()
    t.game.apply(ActivateAbility(magus, 0, (t.bob,)))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    trial = t.game.state.copy()
    revealed_first = trial.rng.choice(
        sorted(o.id for o in trial.objects.values() if o.zone is Zone.HAND)
    )
    name = trial.objects[revealed_first].name
    events = t.act(Choose(name))
    (revealed,) = [e for e in events if isinstance(e, RevealedAtRandom)]
    assert t.game.state.objects[revealed.card].name == name
    assert t.game.life(t.bob) == 18


# -- the same groups with a printed type (CR 611.2c) -------------------------------------------
@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr611_2c_drey_keeper_pumps_only_the_squirrels_you_control(ruleset: str) -> None:
    """Drey Keeper ({3}{B}: Squirrels you control get +1/+0 and gain menace until end of
    turn): Alice's Frog-Squirrels gets +1/+0 and menace; the Keeper (an Elf) and Bob's
    Scurrid Colony (a Squirrel he controls) don't."""
    t = Table(ruleset)
    keeper = t.put("Drey Keeper", t.alice)
    squirrel = t.put("Frog-Squirrels", t.alice)
    theirs = t.put("Scurrid Colony", t.bob)
    t.lands("Swamp", t.alice, 4)
    t.begin()
    before = {p: t.game.power(p) for p in (keeper, squirrel, theirs)}
    t.act(ActivateAbility(keeper, 0, ()))
    t.resolve()
    after = {p: t.game.power(p) for p in (keeper, squirrel, theirs)}
    assert after == {keeper: before[keeper], squirrel: before[squirrel] + 1, theirs: before[theirs]}
    assert t.game.state.objects[squirrel].has(Keyword.MENACE)
    assert not t.game.state.objects[theirs].has(Keyword.MENACE)
