"""More keyword abilities (CR 702), played with real cards compiled from their Oracle text,
under both editions of the rules: evasion (fear 702.36, intimidate 702.13, shadow 702.28,
horsemanship 702.31, skulk 702.118, landwalk 702.14), protection from a color (702.16),
devoid (702.114), changeling (702.73), and the keywords that are triggered abilities
(prowess 702.108, exalted 702.83, flanking 702.25, bushido 702.45, afflict 702.130,
afterlife 702.135)."""

from __future__ import annotations

from typing import cast

import pytest

from mtgrules import Game
from mtgrules.actions import (
    Action,
    CastSpell,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
)
from mtgrules.cards.database import bundled_database
from mtgrules.events import DamagePrevented
from mtgrules.objects import Step
from mtgrules.rules.casting import IllegalActionError
from mtgrules.state import EntityId


class Table:
    """Alice (active, attacking) and Bob, with real cards put into play by name."""

    def __init__(self, ruleset: str) -> None:
        self.game = Game(ruleset)
        self.alice = self.game.add_player("Alice")
        self.bob = self.game.add_player("Bob")

    def put(self, name: str, owner: EntityId, zone: str = "battlefield") -> EntityId:
        return self.game.add_card_def(bundled_database().card(name), owner=owner, zone=zone)

    def attack(self, *attackers: EntityId) -> None:
        self.game.begin("declare attackers", active=self.alice)
        self.game.apply(DeclareAttackers(tuple((a, self.bob) for a in attackers)))
        self.settle()

    def settle(self) -> None:
        """Pass priority until the step changes or the game waits for something else."""
        step = self.game.state.step
        while self.game.state.step is step:
            found = self.game.decision()
            if found is None or found.kind != "priority":
                return
            self.game.apply(PassPriority())

    def can_block(self, blocker: EntityId, attacker: EntityId) -> bool:
        found = self.game.decision()
        assert found is not None and found.kind == "declare blockers"
        return any((blocker, attacker) in getattr(o, "blocks", ()) for o in found.options)

    def block(self, *blocks: tuple[EntityId, EntityId]) -> None:
        self.game.apply(DeclareBlockers(tuple(blocks)))

    def to_end_of_combat(self) -> None:
        while self.game.state.step in (Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE):
            self.settle()


@pytest.fixture
def t(ruleset: str) -> Table:
    return Table(ruleset)


def test_cr702_36b_fear_only_artifact_or_black_creatures_block(t: Table) -> None:
    """Dross Prowler (fear): a green creature can't block it, a black one can."""
    prowler = t.put("Dross Prowler", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    zombie = t.put("Gluttonous Zombie", t.bob)
    t.attack(prowler)
    assert not t.can_block(bears, prowler)
    assert t.can_block(zombie, prowler)
    with pytest.raises(IllegalActionError, match="fear"):
        t.game.apply(DeclareBlockers(((bears, prowler),)))


def test_cr702_13b_intimidate_needs_a_shared_color(t: Table) -> None:
    """Bladetusk Boar (red, intimidate): a green creature can't block it, a red one can."""
    boar = t.put("Bladetusk Boar", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    goblin = t.put("Raging Goblin", t.bob)
    t.attack(boar)
    assert not t.can_block(bears, boar)
    assert t.can_block(goblin, boar)


def test_cr702_28b_shadow_blocks_and_is_blocked_only_by_shadow(t: Table) -> None:
    """Dauthi Marauder (shadow) can't be blocked by Grizzly Bears; a shadow creature can
    block only creatures with shadow."""
    marauder = t.put("Dauthi Marauder", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    their_bears = t.put("Grizzly Bears", t.bob)
    mercenary = t.put("Dauthi Mercenary", t.bob)
    t.attack(marauder, bears)
    assert not t.can_block(their_bears, marauder)
    assert t.can_block(mercenary, marauder)
    assert not t.can_block(mercenary, bears)


def test_cr702_31b_horsemanship(t: Table) -> None:
    """Barbarian General (horsemanship) can't be blocked by a creature without it."""
    general = t.put("Barbarian General", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    other = t.put("Lady Zhurong, Warrior Queen", t.bob)
    t.attack(general)
    assert not t.can_block(bears, general)
    assert t.can_block(other, general)


def test_cr702_118b_skulk_no_blocker_with_greater_power(t: Table) -> None:
    """Furtive Homunculus (2/1 skulk): a 3/3 can't block it, a 2/2 can."""
    homunculus = t.put("Furtive Homunculus", t.alice)
    giant = t.put("Hill Giant", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    t.attack(homunculus)
    assert not t.can_block(giant, homunculus)
    assert t.can_block(bears, homunculus)


def test_cr702_14b_swampwalk_unblockable_while_defender_controls_a_swamp(t: Table) -> None:
    """Bog Raiders (swampwalk): unblockable once Bob controls a Swamp."""
    raiders = t.put("Bog Raiders", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    t.attack(raiders)
    assert t.can_block(bears, raiders)
    t2 = Table(t.game.ruleset.name)
    raiders = t2.put("Bog Raiders", t2.alice)
    bears = t2.put("Grizzly Bears", t2.bob)
    t2.put("Swamp", t2.bob)
    t2.attack(raiders)
    assert not t2.can_block(bears, raiders)


def test_cr702_16_protection_from_black(t: Table) -> None:
    """Death Speakers (protection from black): a black creature can't block it (702.16f),
    damage from black sources is prevented (702.16e), black spells can't target it
    (702.16b); a red spell can."""
    speakers = t.put("Death Speakers", t.alice)
    zombie = t.put("Gluttonous Zombie", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    t.attack(speakers)
    assert not t.can_block(zombie, speakers)
    assert t.can_block(bears, speakers)
    events = t.game.deal_damage(zombie, speakers, 3)
    prevented = [e for e in events if isinstance(e, DamagePrevented)]
    rule = "702.15e" if t.game.ruleset.name == "cr2011" else "702.16e"
    assert prevented and prevented[0].rule == rule
    assert t.game.damage_on(speakers) == 0
    t.game.deal_damage(bears, speakers, 1)
    assert t.game.damage_on(speakers) == 1


def test_cr702_16b_protection_from_a_color_stops_targeting(ruleset: str) -> None:
    """Defender of Chaos (protection from white) can't be the target of Mending Hands (a
    white spell), but a
    red spell can target it."""
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    db = bundled_database()
    defender = game.add_card_def(db.card("Defender of Chaos"), owner=bob, zone="battlefield")
    bolt = game.add_card_def(db.card("Lightning Bolt"), owner=alice, zone="hand")
    for _ in range(2):
        game.add_card_def(db.card("Mountain"), owner=alice, zone="battlefield")
        game.add_card_def(db.card("Plains"), owner=alice, zone="battlefield")
    hands = game.add_card_def(db.card("Mending Hands"), owner=alice, zone="hand")
    game.begin("precombat main", active=alice)
    with pytest.raises(IllegalActionError):
        game.apply(CastSpell(hands, (defender,)))
    game.apply(CastSpell(bolt, (defender,)))
    game.apply(PassPriority())
    game.apply(PassPriority())
    assert not game.is_on_battlefield(defender)


def test_cr702_114a_devoid_is_colorless(ruleset: str) -> None:
    """Essence Depleter (devoid, mana cost {2}{B}) is colorless."""
    game = Game(ruleset)
    alice = game.add_player("Alice")
    game.add_player("Bob")
    depleter = game.add_card_def(
        bundled_database().card("Essence Depleter"), owner=alice, zone="battlefield"
    )
    assert game.state.objects[depleter].colors == frozenset()


def test_cr702_73a_changeling_is_every_creature_type(ruleset: str) -> None:
    """Changeling Sentinel is an Ally: Graypelt Hunter ("Whenever this creature or another
    Ally you control enters, you may put a +1/+1 counter on this creature") triggers."""
    game = Game(ruleset)
    alice, _ = game.add_player("Alice"), game.add_player("Bob")
    db = bundled_database()
    hunter = game.add_card_def(db.card("Graypelt Hunter"), owner=alice, zone="battlefield")
    game.begin("precombat main", active=alice)
    for name in ("Changeling Sentinel", "Grizzly Bears"):
        card = game.add_card_def(db.card(name), owner=alice, zone="hand")
        game.move_to_zone(card, "battlefield")
    _resolve_all(game)
    assert game.state.objects[hunter].counter("+1/+1") == 1


def _resolve_all(game: Game) -> None:
    for _ in range(20):
        found = game.decision()
        if found is None:
            return
        if found.kind == "priority":
            if not game.state.stack and not game.state.pending_triggers:
                return
            game.apply(PassPriority())
        else:
            game.apply(cast(Action, found.options[0]))


def test_cr702_108a_prowess(ruleset: str) -> None:
    """Bloodfire Expert (prowess, 3/1): casting Lightning Bolt makes it 4/2."""
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    db = bundled_database()
    expert = game.add_card_def(db.card("Bloodfire Expert"), owner=alice, zone="battlefield")
    game.add_card_def(db.card("Mountain"), owner=alice, zone="battlefield")
    bolt = game.add_card_def(db.card("Lightning Bolt"), owner=alice, zone="hand")
    game.begin("precombat main", active=alice)
    game.apply(CastSpell(bolt, (bob,)))
    _resolve_all(game)
    obj = game.state.objects[expert]
    assert (obj.current_power(), obj.current_toughness()) == (4, 2)
    assert game.life(bob) == 17


def test_cr702_83a_exalted_when_a_creature_attacks_alone(t: Table) -> None:
    """Two Akrasan Squires (exalted each): a creature attacking alone gets +2/+2 (702.83b:
    each instance triggers); attacking with two creatures, nothing triggers."""
    squire = t.put("Akrasan Squire", t.alice)
    t.put("Akrasan Squire", t.alice)
    t.attack(squire)
    _resolve_all(t.game)
    obj = t.game.state.objects[squire]
    assert (obj.current_power(), obj.current_toughness()) == (3, 3)


def test_cr702_83a_exalted_not_when_two_attack(t: Table) -> None:
    squire = t.put("Akrasan Squire", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    t.attack(squire, bears)
    assert not t.game.state.stack
    assert t.game.state.objects[squire].current_power() == 1


def test_cr702_25a_flanking_shrinks_a_blocker_without_flanking(t: Table) -> None:
    """Benalish Cavalry (2/2 flanking) blocked by Grizzly Bears: the Bears get -1/-1 and die
    in combat without killing it (1 damage)."""
    cavalry = t.put("Benalish Cavalry", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    t.attack(cavalry)
    t.block((bears, cavalry))
    _resolve_all(t.game)
    assert t.game.state.objects[bears].current_power() == 1
    t.to_end_of_combat()
    assert not t.game.is_on_battlefield(bears)
    assert t.game.is_on_battlefield(cavalry) and t.game.damage_on(cavalry) == 1


def test_cr702_45a_bushido_when_it_becomes_blocked(t: Table) -> None:
    """Devoted Retainer (1/1, bushido 1) blocked by a 2/2: it becomes 2/2 and trades."""
    retainer = t.put("Devoted Retainer", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    t.attack(retainer)
    t.block((bears, retainer))
    _resolve_all(t.game)
    assert t.game.state.objects[retainer].current_power() == 2
    t.to_end_of_combat()
    assert not t.game.is_on_battlefield(bears)


def test_cr702_130a_afflict_defending_player_loses_life(t: Table) -> None:
    """Frontline Devastator (afflict 2) becomes blocked: Bob loses 2 life."""
    devastator = t.put("Frontline Devastator", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    t.attack(devastator)
    t.block((bears, devastator))
    _resolve_all(t.game)
    assert t.game.life(t.bob) == 18


def test_cr702_135a_afterlife_creates_spirits_when_it_dies(ruleset: str) -> None:
    """Debtors' Transport (afterlife 2) dies: Alice gets two 1/1 flying Spirits."""
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    db = bundled_database()
    transport = game.add_card_def(db.card("Debtors' Transport"), owner=alice, zone="battlefield")
    game.begin("precombat main", active=alice)
    game.move_to_zone(transport, "graveyard")
    _resolve_all(game)
    spirits = [
        o for o in game.state.battlefield() if o.controller == alice and "Spirit" in o.subtypes
    ]
    assert len(spirits) == 2 and all(s.current_power() == 1 for s in spirits)
    assert bob not in {o.controller for o in spirits}
