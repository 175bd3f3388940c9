"""Instructions carried out as a spell or ability resolves (CR 608.2c): moving, tapping,
creating, regenerating, discarding and searching."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules import Game
from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.cards.mana import parse_mana_cost
from mtgrules.cards.model import CardDef, SpellAbility
from mtgrules.effects.base import Match
from mtgrules.effects.instructions import (
    SELF,
    CreateToken,
    Discard,
    Exile,
    Instruction,
    Mill,
    Regenerate,
    ReturnToHand,
    SearchLibrary,
    Tap,
    Untap,
    target,
)
from mtgrules.effects.targets import TARGET_CREATURE, TARGET_PLAYER
from mtgrules.effects.triggers import TriggeredAbility, WhenEntersBattlefield
from mtgrules.objects import CardType, Zone
from mtgrules.state import EntityId
from tests.cards import FOREST, MOUNTAIN, PLAINS, creature

SQUADRON_HAWK_ETB = creature(
    "Squadron Hawk",
    "{1}{W}",
    1,
    1,
    triggers=(
        TriggeredAbility(
            when=WhenEntersBattlefield(who=Match.ids_of(SELF)),
            effect=SearchLibrary(up_to=3, named_self=True, reveal=True),
            optional=True,
            text="When Squadron Hawk enters the battlefield, you may search your library for up "
            "to three cards named Squadron Hawk, reveal them, put them into your hand, then "
            "shuffle.",
        ),
    ),
)


def spell(*effect: Instruction, player_target: bool = False) -> CardDef:
    return CardDef(
        name="Test Spell",
        types=frozenset({CardType.SORCERY}),
        mana_cost=parse_mana_cost("{0}"),
        spell=SpellAbility(
            effect=effect, targets=(TARGET_PLAYER if player_target else TARGET_CREATURE,)
        ),
    )


def cast_and_resolve(game: Game, card: EntityId, chosen: EntityId) -> None:
    game.apply(CastSpell(card, (chosen,)))
    while game.state.stack and game.decision_kind() == "priority":
        game.apply(PassPriority())


def setup(ruleset: str, card: CardDef) -> tuple[Game, EntityId, EntityId, EntityId, EntityId]:
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    bear = game.add_permanent(
        "Grizzly Bears", controller=bob, types={"Creature"}, power=2, toughness=2
    )
    held = game.add_card_def(card, owner=alice, zone="hand")
    game.begin("precombat main", active=alice)
    return game, alice, bob, bear, held


def test_608_2c_tap_then_untap(ruleset: str) -> None:
    game, _, _, bear, held = setup(ruleset, spell(Tap(on=target(0))))
    cast_and_resolve(game, held, bear)
    assert game.state.objects[bear].tapped
    other = game.add_card_def(
        spell(Untap(on=target(0))), owner=game.state.active_player or 0, zone="hand"
    )
    cast_and_resolve(game, other, bear)
    assert not game.state.objects[bear].tapped


def test_400_7_return_to_hand_and_exile_make_new_objects(ruleset: str) -> None:
    game, _, bob, bear, held = setup(ruleset, spell(ReturnToHand(on=target(0))))
    cast_and_resolve(game, held, bear)
    assert not game.is_on_battlefield(bear)
    in_hand = [o for o in game.state.objects.values() if o.name == "Grizzly Bears"]
    assert [o.zone for o in in_hand] == [Zone.HAND] and in_hand[0].owner == bob
    game2, _, _, bear2, held2 = setup(ruleset, spell(Exile(on=target(0))))
    cast_and_resolve(game2, held2, bear2)
    assert [o.zone for o in game2.state.objects.values() if o.name == "Grizzly Bears"] == [
        Zone.EXILE
    ]


def test_701_regenerate_shield_saves_from_destruction(ruleset: str) -> None:
    game, _, _, bear, held = setup(ruleset, spell(Regenerate(on=target(0))))
    cast_and_resolve(game, held, bear)
    game.deal_damage(bear, bear, 5)
    game.check_state_based_actions()
    assert game.is_on_battlefield(bear) and game.state.objects[bear].tapped
    assert game.damage_on(bear) == 0


def test_111_1_tokens_enter_under_their_creators_control(ruleset: str) -> None:
    token_spell = spell(CreateToken(count=2, power=1, toughness=1, subtypes=("Soldier",)))
    game, alice, _, bear, held = setup(ruleset, token_spell)
    cast_and_resolve(game, held, bear)
    tokens = [o for o in game.state.battlefield() if o.token]
    assert len(tokens) == 2 and all(t.controller == alice and t.power == 1 for t in tokens)


def test_mill_and_discard(ruleset: str) -> None:
    game, alice, bob, _, held = setup(
        ruleset,
        spell(Mill(count=2, who=target(0)), Discard(count=1, who=target(0)), player_target=True),
    )
    for _ in range(3):
        game.add_card_def(FOREST, owner=bob, zone="library")
    game.add_card_def(FOREST, owner=bob, zone="hand")
    cast_and_resolve(game, held, bob)
    zones = [o.zone for o in game.state.objects.values() if o.owner == bob and o.name == "Forest"]
    assert zones.count(Zone.GRAVEYARD) == 3 and zones.count(Zone.LIBRARY) == 1
    assert len(game.state.libraries[bob]) == 1
    del alice


def test_701_search_squadron_hawk_finds_up_to_three(ruleset: str) -> None:
    """Squadron Hawk enters: its controller may search for up to three Squadron Hawks."""
    game = Game(ruleset)
    alice, _ = game.add_player("Alice"), game.add_player("Bob")
    for _ in range(4):
        game.add_card_def(SQUADRON_HAWK_ETB, owner=alice, zone="library")
    game.add_card_def(FOREST, owner=alice, zone="battlefield")
    game.add_card_def(PLAINS, owner=alice, zone="battlefield")
    hawk = game.add_card_def(SQUADRON_HAWK_ETB, owner=alice, zone="hand")
    game.begin("precombat main", active=alice)
    game.apply(CastSpell(hawk, ()))
    # the spell resolves, its trigger goes on the stack and resolves: yes, find three
    while game.decision_kind() == "priority" and game.state.stack:
        game.apply(PassPriority())
        decision = game.decision()
        if decision is not None and decision.kind == "may":
            game.apply(Choose(True))
        decision = game.decision()
        if decision is not None and decision.kind == "search":
            assert decision.options == tuple(Choose((n,)) for n in (3, 2, 1, 0))
            game.apply(Choose((3,)))
    hand = [o for o in game.state.objects.values() if o.zone is Zone.HAND and o.owner == alice]
    assert len(hand) == 3 and all(o.name == "Squadron Hawk" for o in hand)
    assert len(game.state.libraries[alice]) == 1


def test_106_3_any_color_mana_source_pays_a_colored_cost(ruleset: str) -> None:
    """A land with "{T}: Add one mana of any color." pays for {R} (CR 106.1a, 601.2g)."""
    from mtgrules.cards.model import ActivatedAbility, Cost
    from mtgrules.effects.instructions import AddOneManaOf
    from tests.cards import LIGHTNING_BOLT

    city = CardDef(
        name="City of Brass",
        types=frozenset({CardType.LAND}),
        activated=(ActivatedAbility(cost=Cost(tap=True), effect=(AddOneManaOf(options="WUBRG"),)),),
    )
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    land = game.add_card_def(city, owner=alice, zone="battlefield")
    bolt = game.add_card_def(LIGHTNING_BOLT, owner=alice, zone="hand")
    game.begin("precombat main", active=alice)
    cast_and_resolve(game, bolt, bob)
    assert game.life(bob) == 17 and game.state.objects[land].tapped


def test_702_11b_hexproof_and_702_18b_shroud_limit_targets(ruleset: str) -> None:
    from tests.cards import LIGHTNING_BOLT

    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    warded = game.add_permanent(
        "Warded", controller=bob, types={"Creature"}, power=1, toughness=1, keywords={"hexproof"}
    )
    shrouded = game.add_permanent(
        "Shrouded", controller=alice, types={"Creature"}, power=1, toughness=1, keywords={"shroud"}
    )
    own = game.add_permanent(
        "Own", controller=alice, types={"Creature"}, power=1, toughness=1, keywords={"hexproof"}
    )
    game.add_card_def(LIGHTNING_BOLT, owner=alice, zone="hand")
    game.add_card_def(MOUNTAIN, owner=alice, zone="battlefield")
    game.begin("precombat main", active=alice)
    targets = {a.targets[0] for a in game.legal_actions() if isinstance(a, CastSpell)}
    assert targets == {alice, bob, own}  # hexproof only stops opponents (CR 702.11b)
    assert warded not in targets and shrouded not in targets


def test_608_2c_every_instruction_the_engine_claims_is_carried_out() -> None:
    """The instructions a card may use are exactly those resolution handles."""
    from mtgrules.carried_out import CARRIED_OUT
    from mtgrules.resolution import HANDLED

    assert set(CARRIED_OUT) == set(HANDLED)


def test_608_2c_a_card_with_an_instruction_the_engine_lacks_is_refused() -> None:
    import pytest

    from mtgrules.errors import ConfigurationError

    @dataclass(frozen=True)
    class Unheard:
        """An instruction no part of the engine carries out."""

    game = Game()
    alice, _ = game.add_player("Alice"), game.add_player("Bob")
    before = game.state.copy()
    with pytest.raises(ConfigurationError, match="doesn't carry out Unheard"):
        game.add_card_def(spell(Unheard()), owner=alice, zone="hand")  # type: ignore[arg-type]
    assert game.state == before
