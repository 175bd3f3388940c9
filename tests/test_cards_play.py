"""Compiled real cards played through the engine: every card of the rules excerpts and of the
benchmark decks, built from its Oracle text by the compiler (DESIGN principle 3), behaves as
its text says, under both rulesets.

Rulings are stated as a judge would: a board, one action, what happens, the rule.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules import Game
from mtgrules.actions import (
    ActivateAbility,
    CastSpell,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
)
from mtgrules.cards.compiler import compile_text
from mtgrules.cards.database import bundled_database
from mtgrules.cards.errors import UnsupportedCardError
from mtgrules.cards.model import CardDef
from mtgrules.choices import Decision
from mtgrules.events import Event
from mtgrules.objects import MINUS_ONE, PLUS_ONE, Keyword, Step
from mtgrules.rules.casting import IllegalActionError
from mtgrules.state import EntityId
from mtgrules.turn_events import StepBegan

RULESETS = ["cr2011", "current"]


def card(name: str) -> CardDef:
    return bundled_database().card(name)


class Table:
    """Alice (active) and Bob, and helpers to put compiled cards into play and act."""

    def __init__(self, ruleset: str) -> None:
        self.game = Game(ruleset)
        self.alice = self.game.add_player("Alice")
        self.bob = self.game.add_player("Bob")

    def put(self, name: str, owner: EntityId, zone: str = "battlefield") -> EntityId:
        return self.game.add_card_def(card(name), owner=owner, zone=zone)

    def lands(self, name: str, owner: EntityId, count: int) -> list[EntityId]:
        return [self.put(name, owner) for _ in range(count)]

    def decision(self) -> Decision:
        found = self.game.decision()
        assert found is not None
        return found

    def resolve(self) -> list[Event]:
        """Both players pass in succession: the top of the stack resolves (CR 117.4)."""
        assert self.game.state.stack
        events = self.game.apply(PassPriority())
        return events + self.game.apply(PassPriority())

    def pass_step(self) -> list[Event]:
        events: list[Event] = []
        while self.decision().kind == "priority":
            done = self.game.apply(PassPriority())
            events.extend(done)
            if any(isinstance(e, StepBegan) for e in done):
                break
        return events

    def attack(self, *attackers: EntityId) -> None:
        self.game.begin("declare attackers", active=self.alice)
        assert self.decision().kind == "declare attackers"
        self.game.apply(DeclareAttackers(tuple((a, self.bob) for a in attackers)))
        self.pass_step()

    def block(self, *blocks: tuple[EntityId, EntityId]) -> None:
        assert self.decision().kind == "declare blockers"
        self.game.apply(DeclareBlockers(tuple(blocks)))

    def to_damage(self) -> None:
        """Pass (resolving any triggers) until combat damage is dealt."""
        while self.game.state.step in (Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE):
            if self.decision().kind != "priority":
                break
            self.pass_step()


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[Table]:
    yield Table(request.param)


def main_phase(t: Table) -> None:
    t.game.begin("precombat main", active=t.alice)


# -- spells ------------------------------------------------------------------------------------
def test_lightning_bolt_kills_a_2_2(table: Table) -> None:
    """CR 120.1 / 704.5g (excerpt 119.1 example): Lightning Bolt deals 3 damage to a 2/2; the
    creature is destroyed as a state-based action."""
    t = table
    t.put("Mountain", t.alice)
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    ogre = t.put("Gray Ogre", t.bob)
    main_phase(t)
    t.game.apply(CastSpell(bolt, (ogre,)))
    t.resolve()
    assert not t.game.is_on_battlefield(ogre)


def test_lightning_bolt_and_shock_hit_players(table: Table) -> None:
    """ "Any target" includes a player (CR 115.4)."""
    t = table
    t.lands("Mountain", t.alice, 2)
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    shock = t.put("Shock", t.alice, "hand")
    main_phase(t)
    t.game.apply(CastSpell(bolt, (t.bob,)))
    t.resolve()
    t.game.apply(CastSpell(shock, (t.bob,)))
    t.resolve()
    assert t.game.life(t.bob) == 15


def test_lava_axe_targets_only_players_and_planeswalkers(table: Table) -> None:
    """Lava Axe: "target player or planeswalker"; a creature is not a legal target
    (CR 601.2c), and the action changes nothing."""
    t = table
    t.lands("Mountain", t.alice, 5)
    axe = t.put("Lava Axe", t.alice, "hand")
    ogre = t.put("Gray Ogre", t.bob)
    main_phase(t)
    with pytest.raises(IllegalActionError):
        t.game.apply(CastSpell(axe, (ogre,)))
    t.game.apply(CastSpell(axe, (t.bob,)))
    t.resolve()
    assert t.game.life(t.bob) == 15


def test_volcanic_hammer_is_a_sorcery(table: Table) -> None:
    """A sorcery can't be cast in the opponent's turn (CR 307.1)."""
    t = table
    t.lands("Mountain", t.bob, 2)
    hammer = t.put("Volcanic Hammer", t.bob, "hand")
    main_phase(t)
    t.game.apply(PassPriority())  # Bob has priority in Alice's main phase
    with pytest.raises(IllegalActionError):
        t.game.apply(CastSpell(hammer, (t.alice,)))


def test_giant_growth_and_last_gasp(table: Table) -> None:
    """ "Target creature gets +3/+3 / -3/-3 until end of turn" (CR 613.4c / 611.2)."""
    t = table
    t.put("Forest", t.alice)
    t.lands("Swamp", t.alice, 2)
    growth = t.put("Giant Growth", t.alice, "hand")
    gasp = t.put("Last Gasp", t.alice, "hand")
    ogre = t.put("Gray Ogre", t.bob)
    nighthawk = t.put("Vampire Nighthawk", t.bob)
    main_phase(t)
    t.game.apply(CastSpell(growth, (ogre,)))
    t.resolve()
    assert (t.game.power(ogre), t.game.toughness(ogre)) == (5, 5)
    t.game.apply(CastSpell(gasp, (nighthawk,)))
    t.resolve()
    assert not t.game.is_on_battlefield(nighthawk)  # 2/3 - 3/3: toughness 0 (CR 704.5f)


def test_sorins_thirst_deals_damage_and_gains_life(table: Table) -> None:
    """ "Sorin's Thirst deals 2 damage to target creature and you gain 2 life.\""""
    t = table
    t.lands("Swamp", t.alice, 2)
    thirst = t.put("Sorin's Thirst", t.alice, "hand")
    elves = t.put("Llanowar Elves", t.bob)
    main_phase(t)
    t.game.apply(CastSpell(thirst, (elves,)))
    t.resolve()
    assert not t.game.is_on_battlefield(elves)
    assert t.game.life(t.alice) == 22


def test_mending_hands_prevents_the_next_4_damage(table: Table) -> None:
    """CR 615.7: a prevention shield "the next 4 damage" is used up; Bolt then deals
    3 - 3 = 0 to the shielded player, and a second Bolt 3 - 1 = 2."""
    t = table
    t.put("Plains", t.bob)
    t.lands("Mountain", t.alice, 2)
    hands = t.put("Mending Hands", t.bob, "hand")
    bolts = [t.put("Lightning Bolt", t.alice, "hand") for _ in range(2)]
    main_phase(t)
    t.game.apply(PassPriority())
    t.game.apply(CastSpell(hands, (t.bob,)))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())  # resolves; Alice has priority again
    for bolt in bolts:
        t.game.apply(CastSpell(bolt, (t.bob,)))
        t.resolve()
    assert t.game.life(t.bob) == 18


def test_awe_strike_and_worship(table: Table) -> None:
    """The CR 119 excerpt example (Worship + Awe Strike) with compiled cards: Bob at 2 with a
    creature and Worship is attacked by two unblocked 5/5s and Awe Strikes one. Under CR 2011
    the life gain is part of the damage event (2 - 5 + 5 = 2); today it happens just after
    (CR 615.5): Worship keeps Bob at 1, then he gains 5."""
    t = table
    t.put("Worship", t.bob)
    t.put("Plains", t.bob)
    t.put("Goblin Piker", t.bob)
    strike = t.put("Awe Strike", t.bob, "hand")
    giants = [
        t.game.add_permanent(
            f"Giant {i}", controller=t.alice, types={"Creature"}, power=5, toughness=5
        )
        for i in range(2)
    ]
    t.game.set_life(t.bob, 2)
    t.attack(*giants)
    t.block()
    t.game.apply(PassPriority())
    t.game.apply(CastSpell(strike, (giants[0],)))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    t.to_damage()
    assert t.game.life(t.bob) == (2 if t.game.ruleset.name == "cr2011" else 6)


# -- abilities ----------------------------------------------------------------------------------
def test_mogg_fanatic_sacrifices_to_deal_1_damage(table: Table) -> None:
    """Mogg Fanatic: "Sacrifice this creature: It deals 1 damage to any target." The cost is
    paid on activation (CR 602.2); the ability still deals damage (last known information,
    CR 608.2h) and kills a 1/1."""
    t = table
    fanatic = t.put("Mogg Fanatic", t.alice)
    goblin = t.put("Raging Goblin", t.bob)
    main_phase(t)
    t.game.apply(ActivateAbility(fanatic, 0, (goblin,)))
    assert not t.game.is_on_battlefield(fanatic)
    t.resolve()
    assert not t.game.is_on_battlefield(goblin)


def test_llanowar_elves_and_basic_lands_make_mana(table: Table) -> None:
    """ "{T}: Add {G}." is a mana ability (CR 605.1a); a basic Forest has it by its type
    (CR 305.6). Giant Growth is paid by the Elves."""
    t = table
    elves = t.put("Llanowar Elves", t.alice)
    growth = t.put("Giant Growth", t.alice, "hand")
    main_phase(t)
    t.game.state.objects[elves].since_turn = 0  # not summoning sick
    t.game.apply(CastSpell(growth, (elves,)))
    t.resolve()
    assert t.game.state.objects[elves].tapped
    assert t.game.power(elves) == 4
    assert card("Forest").activated[0].is_mana_ability


def test_vault_skirge_phyrexian_mana(table: Table) -> None:
    """{1}{B/P}: the {B/P} may be paid with 2 life (CR 107.4f)."""
    assert str(card("Vault Skirge").mana_cost) == "{1}{B/P}"
    assert card("Vault Skirge").keywords == {Keyword.FLYING, Keyword.LIFELINK}


def test_pride_guardian_gains_3_life_when_it_blocks(table: Table) -> None:
    """Pride Guardian (defender): "Whenever this creature blocks, you gain 3 life."
    (CR 509.3a / 2011 509.4a)."""
    t = table
    guardian = t.put("Pride Guardian", t.bob)
    ogre = t.put("Gray Ogre", t.alice)
    assert Keyword.DEFENDER in card("Pride Guardian").keywords
    t.attack(ogre)
    t.block((guardian, ogre))
    t.to_damage()
    assert t.game.life(t.bob) == 23


def test_ajanis_pridemate_and_boon_reflection_with_lifelink(table: Table) -> None:
    """The CR 119 excerpt: lifelink damage makes its controller gain life; Boon Reflection
    doubles the gain (CR 614.1a) and Ajani's Pridemate gets a +1/+1 counter (CR 118.9)."""
    t = table
    t.put("Boon Reflection", t.alice)
    pridemate = t.put("Ajani's Pridemate", t.alice)
    child = t.put("Child of Night", t.alice)
    t.attack(child)
    t.block()
    t.to_damage()
    t.pass_step()
    assert t.game.life(t.alice) == 24
    assert t.game.life(t.bob) == 18
    assert t.game.counters(pridemate).get(PLUS_ONE) == 1


def test_cant_block_and_an_additional_creature(table: Table) -> None:
    """A compiled "can't block" creature can't block (CR 509.1b); Foriysian Brigade can block
    two attackers (CR 509.1c). (Goblin Piker has no text in the bundled Oracle data.)"""
    t = table
    wall = t.game.add_card_def(
        compile_text("Shy", types=["Creature"], power=2, toughness=2, text="Shy can't block."),
        owner=t.bob,
        zone="battlefield",
    )
    brigade = t.put("Foriysian Brigade", t.bob)
    ogre, giant = t.put("Gray Ogre", t.alice), t.put("Hill Giant", t.alice)
    t.attack(ogre, giant)
    with pytest.raises(IllegalActionError):
        t.block((wall, ogre))
    t.block((brigade, ogre), (brigade, giant))
    assert t.game.state.combat is not None


def test_keywords_in_combat(table: Table) -> None:
    """Vampire Nighthawk (flying, deathtouch, lifelink) can't be blocked by Enormous Baloth
    (CR 702.9b) but can by Blightwidow (reach, infect): deathtouch destroys the Blightwidow,
    lifelink gains 2 life, infect puts two -1/-1 counters on the Nighthawk; an unblocked
    Plague Stinger (infect) gives a poison counter (CR 120.3b)."""
    t = table
    nighthawk = t.put("Vampire Nighthawk", t.alice)
    stinger = t.put("Plague Stinger", t.alice)
    baloth = t.put("Enormous Baloth", t.bob)
    widow = t.put("Blightwidow", t.bob)
    t.attack(nighthawk, stinger)
    with pytest.raises(IllegalActionError):
        t.block((baloth, nighthawk))
    t.block((widow, nighthawk))
    t.to_damage()
    assert not t.game.is_on_battlefield(widow)
    assert t.game.life(t.alice) == 22
    assert t.game.counters(nighthawk).get(MINUS_ONE) == 2
    assert t.game.poison(t.bob) == 1


# -- unsupported cards and inline definitions ---------------------------------------------------
def test_an_unsupported_card_cant_be_put_into_a_game() -> None:
    """A card with a clause the engine can't play is an error naming the clause."""
    with pytest.raises(UnsupportedCardError, match="Abzan Charm is not supported"):
        card("Abzan Charm")


def test_inline_3_3_with_wither_and_lifelink(table: Table) -> None:
    """The CR 119 excerpt's "3/3 creature with wither and lifelink", defined inline."""
    t = table
    beast = compile_text(
        "Wither Beast",
        types=["Creature"],
        mana_cost="{2}{B}",
        power=3,
        toughness=3,
        text="Wither, lifelink",
    )
    assert beast.keywords == {Keyword.WITHER, Keyword.LIFELINK}
    attacker = t.game.add_card_def(beast, owner=t.alice, zone="battlefield")
    blocker = t.put("Gray Ogre", t.bob)
    t.attack(attacker)
    t.block((blocker, attacker))
    t.to_damage()
    assert not t.game.is_on_battlefield(blocker)  # three -1/-1 counters on a 2/2
    assert t.game.life(t.alice) == 23


# -- every creature of the decks and the excerpts, in combat --------------------------------------
DECK_CREATURES = [
    ("Vastwood Gorger", 5),
    ("Enormous Baloth", 7),
    ("Trained Armodon", 3),
    ("Silverback Ape", 5),
    ("Durkwood Boars", 4),
    ("Goblin Piker", 2),
    ("Gray Ogre", 2),
    ("Hill Giant", 3),
    ("Llanowar Elves", 1),
    ("Foriysian Brigade", 2),
    ("Typhoid Rats", 1),
    ("Gifted Aetherborn", 2),
    ("Child of Night", 2),
    ("Vampire Nighthawk", 2),
    ("Vault Skirge", 1),
    ("Ajani's Pridemate", 2),
    ("Mogg Fanatic", 1),
    ("Raging Goblin", 1),
]


@pytest.mark.parametrize(("name", "power"), DECK_CREATURES)
def test_each_deck_creature_deals_its_power_unblocked(table: Table, name: str, power: int) -> None:
    """CR 510.1a: an unblocked attacker assigns its combat damage to the player it attacks;
    the compiled power is the printed one (lifelink also gains that much, CR 120.3f)."""
    t = table
    creature = t.put(name, t.alice)
    t.attack(creature)
    t.block()
    t.to_damage()
    assert t.game.life(t.bob) == 20 - power
    lifelink = Keyword.LIFELINK in card(name).keywords
    assert t.game.life(t.alice) == 20 + (power if lifelink else 0)


def test_typhoid_rats_deathtouch_kills_a_blocked_giant(table: Table) -> None:
    """Deathtouch (CR 702.2b / 702.2c today): any damage from it is lethal."""
    t = table
    giant = t.put("Hill Giant", t.alice)
    rats = t.put("Typhoid Rats", t.bob)
    t.attack(giant)
    t.block((rats, giant))
    t.to_damage()
    assert not t.game.is_on_battlefield(giant)
    assert not t.game.is_on_battlefield(rats)


def test_raging_goblin_attacks_the_turn_it_arrives(table: Table) -> None:
    """Haste (CR 702.10): Raging Goblin can attack the turn it comes under Alice's control;
    Gray Ogre, cast the same way, can't (CR 302.6)."""
    t = table
    t.lands("Mountain", t.alice, 4)
    goblin = t.put("Raging Goblin", t.alice, "hand")
    ogre = t.put("Gray Ogre", t.alice, "hand")
    main_phase(t)
    for spell in (goblin, ogre):
        t.game.apply(CastSpell(spell))
        t.resolve()
    on_battlefield = {
        o.name: o.id for o in t.game.state.objects.values() if t.game.is_on_battlefield(o.id)
    }
    t.pass_step()  # to the beginning of combat
    t.pass_step()  # to the declare attackers step
    assert t.decision().kind == "declare attackers"
    with pytest.raises(IllegalActionError):
        t.game.apply(DeclareAttackers(((on_battlefield["Gray Ogre"], t.bob),)))
    t.game.apply(DeclareAttackers(((on_battlefield["Raging Goblin"], t.bob),)))


def test_vault_skirge_is_cast_with_2_life_for_its_phyrexian_symbol(table: Table) -> None:
    """{1}{B/P} with one Swamp and one Mountain: the {B/P} takes the Swamp's {B}; with only
    two Mountains, it is paid with 2 life (CR 107.4f)."""
    t = table
    t.lands("Mountain", t.alice, 2)
    skirge = t.put("Vault Skirge", t.alice, "hand")
    main_phase(t)
    t.game.apply(CastSpell(skirge))
    t.resolve()
    assert t.game.life(t.alice) == 18
    assert any(
        o.name == "Vault Skirge" and t.game.is_on_battlefield(o.id)
        for o in t.game.state.objects.values()
    )
