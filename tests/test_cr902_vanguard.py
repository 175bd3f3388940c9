"""Vanguard (CR 902; the same section in the rules of 2011): a player's vanguard card is face
up in the command zone (902.3), its life modifier changes its owner's starting life total
(902.4; CR 118.1b in 2011, 119.1b today) and its abilities function from the command zone
(902.7): static abilities affect the game, triggered abilities trigger, activated abilities
may be activated. Real cards from the bundled database, under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules import Game
from mtgrules.actions import ActivateAbility, CastSpell, PassPriority
from mtgrules.cards.compiler import CardFace
from mtgrules.cards.database import read_mtgjson
from mtgrules.cards.variant_cards import compile_variant
from mtgrules.effects.variants import DeckRequirement, VanguardModifiers
from mtgrules.errors import ConfigurationError
from mtgrules.objects import CardType, Zone
from mtgrules.scenario import ScenarioError, parse_scenario, run_scenario
from tests.card_table import RULESETS
from tests.variant_play import VariantTable, card

RALS_VANGUARD_LINES = (
    "Requirement — Your starting deck contains only instant, sorcery, and land cards.\n"
    "Starting hand size +1 Starting life total -5"
)
"""The first two lines of Ral's Vanguard as printed (its third line isn't supported yet)."""


def _vanguard_id(t: VariantTable, name: str) -> int:
    (found,) = [o.id for o in t.game.state.objects.values() if o.name == name]
    return found


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr902_3_the_vanguard_is_face_up_in_the_command_zone(ruleset: str) -> None:
    t = VariantTable(ruleset, "vanguard", vanguard="Serra Angel Avatar")
    vanguard = t.game.state.objects[_vanguard_id(t, "Serra Angel Avatar")]
    assert vanguard.zone is Zone.COMMAND and CardType.VANGUARD in vanguard.types
    assert (vanguard.owner, vanguard.controller) == (t.alice, t.alice)  # CR 902.6
    assert t.game.life(t.alice) == 20  # no printed modifier, none given


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr902_7_serra_angel_avatar_triggers_from_the_command_zone(ruleset: str) -> None:
    """ "Whenever you cast a spell, you gain 2 life." """
    t = VariantTable(ruleset, "vanguard", vanguard="Serra Angel Avatar")
    t.put("Mountain", t.alice)
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    t.game.begin("precombat main", active=t.alice)
    t.game.apply(CastSpell(bolt, targets=(t.bob,)))
    while t.game.state.stack:
        t.game.apply(PassPriority())
    assert t.game.life(t.alice) == 22
    assert t.game.life(t.bob) == 17


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr902_7_serra_angel_avatar_only_for_its_controllers_spells(ruleset: str) -> None:
    t = VariantTable(ruleset, "vanguard", vanguard="Serra Angel Avatar")
    t.put("Mountain", t.bob)
    bolt = t.put("Lightning Bolt", t.bob, "hand")
    t.game.begin("precombat main", active=t.bob)
    t.game.apply(CastSpell(bolt, targets=(t.alice,)))
    while t.game.state.stack:
        t.game.apply(PassPriority())
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (17, 20)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr902_7_goblin_warchief_avatar_static_ability_pumps_attackers(ruleset: str) -> None:
    """ "Attacking creatures you control get +1/+0." """
    t = VariantTable(ruleset, "vanguard", vanguard="Goblin Warchief Avatar")
    bears = t.put("Grizzly Bears", t.alice)
    assert t.obj(bears).current_power() == 2  # not attacking
    t.attack(bears)
    t.finish_combat()
    assert t.game.life(t.bob) == 17


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr902_7_urza_is_activated_from_the_command_zone(ruleset: str) -> None:
    """ "{3}: Urza deals 1 damage to any target." """
    t = VariantTable(ruleset, "vanguard", vanguard="Urza")
    urza = _vanguard_id(t, "Urza")
    t.lands("Mountain", 3)
    t.game.begin("precombat main", active=t.alice)
    assert ActivateAbility(urza, 0, (t.bob,)) in t.game.legal_actions()
    t.game.apply(ActivateAbility(urza, 0, (t.bob,)))
    while t.game.state.stack:
        t.game.apply(PassPriority())
    assert t.game.life(t.bob) == 19
    assert ActivateAbility(urza, 0, (t.bob,)) not in t.game.legal_actions()  # no mana left


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr902_7_rumbling_slum_avatar_upkeep_trigger(ruleset: str) -> None:
    """ "At the beginning of your upkeep, Rumbling Slum Avatar deals 1 damage to each
    opponent." """
    t = VariantTable(ruleset, "vanguard", vanguard="Rumbling Slum Avatar")
    t.game.begin("upkeep", active=t.alice)
    while t.game.state.stack:
        t.game.apply(PassPriority())
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 19)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr902_4_a_given_life_modifier_for_a_vanguard_printed_without_one(ruleset: str) -> None:
    """The card data keeps no modifier for older vanguards: it is given with the card."""
    game = Game(ruleset, variant="vanguard")
    alice = game.add_player("Alice", vanguard=card("Serra Angel Avatar"), life_modifier=3)
    assert game.life(alice) == 23


def test_cr902_4_rals_vanguard_modifier_lines_are_read() -> None:
    """ "Starting hand size +1 Starting life total -5" and the requirement line compile to
    data; Ral's Vanguard waits for its third line only."""
    db = read_mtgjson_or_skip()
    compiled = compile_variant(db["Ral's Vanguard"])
    assert compiled.card is None
    assert compiled.unsupported is not None and compiled.unsupported.startswith("If an instant")
    face = CardFace(
        name="Ral's Vanguard", types=("Vanguard",), layout="vanguard", text=RALS_VANGUARD_LINES
    )
    lines = compile_variant(face).card
    assert lines is not None
    requirement, modifiers = lines.statics
    assert isinstance(requirement, DeckRequirement) and isinstance(modifiers, VanguardModifiers)
    assert (modifiers.hand, modifiers.life) == (1, -5)
    assert lines.text == RALS_VANGUARD_LINES  # rendered back as printed
    for ruleset in RULESETS:
        game = Game(ruleset, variant="vanguard")
        assert game.life(game.add_player("Ral", vanguard=lines)) == 15
        with pytest.raises(ConfigurationError, match="printed"):
            game.add_player("Other", vanguard=lines, life_modifier=2)


def read_mtgjson_or_skip() -> dict[str, CardFace]:
    try:
        return read_mtgjson("../shared/cards/atomic-cards.json.gz")
    except OSError:
        pytest.skip("the MTGJSON card file isn't here")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr902_3_a_card_that_isnt_a_vanguard_is_refused(ruleset: str) -> None:
    game = Game(ruleset, variant="vanguard")
    before = game.state.copy()
    with pytest.raises(ConfigurationError, match="Grizzly Bears is not a vanguard card"):
        game.add_player("Alice", vanguard=card("Grizzly Bears"))
    assert game.state == before


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr902_3_a_vanguard_outside_a_vanguard_game_is_refused(ruleset: str) -> None:
    game = Game(ruleset)
    with pytest.raises(ConfigurationError, match="Vanguard game"):
        game.add_player("Alice", vanguard=card("Urza"))
    assert not game.state.players


def test_cr902_vanguard_cards_of_the_card_file_compile_as_vanguards() -> None:
    """Every supported vanguard is a Vanguard card (layout "vanguard", CR 902)."""
    db = read_mtgjson_or_skip()
    compiled = [compile_variant(f) for f in db.values() if f.layout == "vanguard"]
    supported = [c.card for c in compiled if c.card is not None]
    assert len(supported) >= 30
    assert all(c.types == frozenset({CardType.VANGUARD}) for c in supported)


SCENARIO = """
title = "Vanguard: Urza"
ruleset = "{ruleset}"
variant = "vanguard"

[[players]]
id = "alice"
vanguard = "{vanguard}"
life_modifier = -2

[[players]]
id = "bob"

[[actions]]
expect = {{ life = {{ alice = 18, bob = 20 }} }}
"""


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr902_3_a_scenario_gives_a_vanguard(ruleset: str) -> None:
    good = SCENARIO.format(ruleset=ruleset, vanguard="Urza")
    assert run_scenario(parse_scenario(good, "vanguard.toml")).passed
    bad = SCENARIO.format(ruleset=ruleset, vanguard="Grizzly Bears")
    with pytest.raises(ScenarioError, match="not a vanguard card"):
        run_scenario(parse_scenario(bad, "vanguard.toml"))
