"""CR 614.9: redirection effects read from their words, played with real cards under both
rulesets (2011: the same rule numbers, 614.9 and 609.7a): the damage is dealt to the new
recipient instead, and isn't redirected to something that can't be dealt damage."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell, Choose, PassPriority, TurnFaceUp
from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.grammar import parse_line
from mtgrules.events import DamageRedirected, EffectEnded
from mtgrules.objects import Zone
from mtgrules.proposed import DamagePart
from tests.card_table import round_trip
from tests.combat_table import CombatTable
from tests.instruction_play import RULESETS, Table


def _damage(t: Table, entity: int) -> int:
    return t.game.state.objects[entity].damage


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_9_pariah_redirects_damage_to_you_to_the_enchanted_creature(ruleset: str) -> None:
    """Alice's Pariah on Bob's Craw Wurm (6/4): Hill Giant's 3 damage to Alice is dealt to
    the Wurm (Alice 20, 3 marked); damage to Bob isn't redirected. The Wurm gone, Pariah goes
    too and the damage stays with Alice."""
    t = Table(ruleset)
    pariah = t.put("Pariah", t.alice)
    wurm = t.put("Craw Wurm", t.bob)
    giant = t.put("Hill Giant", t.bob)
    t.game.attach(pariah, wurm)
    t.begin()
    events = t.game.deal_damage(giant, t.alice, 3)
    assert t.game.life(t.alice) == 20 and _damage(t, wurm) == 3
    (moved,) = [e for e in events if isinstance(e, DamageRedirected)]
    assert (moved.recipient, moved.amount, moved.rule) == (wurm, 3, "614.9")
    t.game.deal_damage(giant, t.bob, 2)
    assert t.game.life(t.bob) == 18 and _damage(t, wurm) == 3
    t.game.deal_damage(giant, wurm, 1)  # 4 damage: the Wurm dies, Pariah with it (CR 704.5m)
    t.game.check_state_based_actions()
    t.game.deal_damage(giant, t.alice, 3)
    assert t.game.life(t.alice) == 17


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(
    ("attachment", "creature", "source", "amount"),
    [
        ("Pariah's Shield", "Hill Giant", "Grizzly Bears", 2),
        ("With Great Power . . .", "Grizzly Bears", "Hill Giant", 3),
    ],
)
def test_cr614_9_damage_to_you_redirects_to_your_attached_creature(
    ruleset: str, attachment: str, creature: str, source: str, amount: int
) -> None:
    """Pariah's Shield on Alice's Hill Giant (Grizzly Bears' 2 damage to Alice), With Great
    Power . . . on Alice's Grizzly Bears (Hill Giant's 3): the damage to Alice is dealt to her
    creature instead (Alice stays at 20)."""
    t = Table(ruleset)
    attached = t.put(attachment, t.alice)
    mine = t.put(creature, t.alice)
    theirs = t.put(source, t.bob)
    t.game.attach(attached, mine)
    t.begin()
    t.game.deal_damage(theirs, t.alice, amount)
    assert t.game.life(t.alice) == 20 and _damage(t, mine) == amount


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_9_treacherous_link_redirects_to_the_creatures_controller(ruleset: str) -> None:
    """Alice's Treacherous Link on Bob's Hill Giant: 3 damage to the Giant makes Bob lose 3
    life, none is marked; damage to Alice's creature isn't redirected."""
    t = Table(ruleset)
    link = t.put("Treacherous Link", t.alice)
    giant = t.put("Hill Giant", t.bob)
    wurm = t.put("Craw Wurm", t.alice)
    t.game.attach(link, giant)
    t.begin()
    t.game.deal_damage(wurm, giant, 3)
    assert t.game.life(t.bob) == 17 and _damage(t, giant) == 0
    t.game.deal_damage(giant, wurm, 3)
    assert _damage(t, wurm) == 3 and t.game.life(t.alice) == 20


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_9_palisade_giant_takes_damage_to_you_and_your_other_permanents(
    ruleset: str,
) -> None:
    """Palisade Giant (2/7): one event of Craw Wurm's 3 to Alice and 2 to her Grizzly Bears
    is dealt to the Palisade Giant (5 marked, Alice 20, Bears 0); damage to the Palisade
    Giant itself stays; damage to Bob isn't redirected."""
    t = Table(ruleset)
    palisade = t.put("Palisade Giant", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    wurm = t.put("Craw Wurm", t.bob)
    t.begin()
    t.game.deal_damage_event([DamagePart(wurm, t.alice, 3), DamagePart(wurm, bears, 2)])
    assert t.game.life(t.alice) == 20 and _damage(t, bears) == 0
    assert _damage(t, palisade) == 5
    t.game.deal_damage(wurm, palisade, 1)
    assert _damage(t, palisade) == 6
    t.game.deal_damage(palisade, t.bob, 2)
    assert t.game.life(t.bob) == 18


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_9_sivvis_valor_takes_the_creatures_damage_this_turn(ruleset: str) -> None:
    """Sivvi's Valor on Alice's Grizzly Bears: Hill Giant's 3 damage to the Bears makes
    Alice lose 3 (17), the Bears live; twice (14): "all damage ... this turn"."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 3)
    valor = t.put("Sivvi's Valor", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.begin()
    t.act(CastSpell(valor, (bears,)))
    t.resolve()
    t.game.deal_damage(giant, bears, 3)
    assert t.game.life(t.alice) == 17 and _damage(t, bears) == 0
    t.game.deal_damage(giant, bears, 3)
    assert t.game.life(t.alice) == 14 and _damage(t, bears) == 0


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr609_7a_oracles_attendants_take_the_chosen_sources_damage(ruleset: str) -> None:
    """Oracle's Attendants (1/5) on Alice's Grizzly Bears, Hill Giant chosen: the Giant's 3
    to the Bears is dealt to the Attendants; Craw Wurm's 1 to the Bears stays."""
    t = Table(ruleset)
    attendants = t.put("Oracle's Attendants", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.bob)
    wurm = t.put("Craw Wurm", t.bob)
    t.begin()
    t.act(ActivateAbility(attendants, 0, (bears,)))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    assert t.asked().kind == "source" and t.asked().rule == "609.7a"
    t.act(Choose(giant))
    t.game.deal_damage(giant, bears, 3)
    assert _damage(t, bears) == 0 and _damage(t, attendants) == 3
    t.game.deal_damage(wurm, bears, 1)
    assert _damage(t, bears) == 1 and _damage(t, attendants) == 3


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_9_kor_chant_redirects_to_another_target_creature(ruleset: str) -> None:
    """Kor Chant: damage the chosen Hill Giant would deal to Alice's Grizzly Bears is dealt
    to Bob's Craw Wurm instead (by the Giant: the Wurm has 3 marked)."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 3)
    chant = t.put("Kor Chant", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.bob)
    wurm = t.put("Craw Wurm", t.bob)
    t.begin()
    t.act(CastSpell(chant, (bears, wurm)))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    t.act(Choose(giant))
    t.game.deal_damage(giant, bears, 3)
    assert _damage(t, bears) == 0 and _damage(t, wurm) == 3


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_9_beacon_of_destiny_redirects_the_next_time_only(ruleset: str) -> None:
    """Beacon of Destiny (1/3), Hill Giant chosen: the Giant's next damage to Alice (2) is
    dealt to the Beacon, then the effect ends; the Giant's next 2 are dealt to Alice."""
    t = Table(ruleset)
    beacon = t.put("Beacon of Destiny", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.put("Grizzly Bears", t.bob)
    t.begin()
    t.act(ActivateAbility(beacon, 0))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    t.act(Choose(giant))
    events = t.game.deal_damage(giant, t.alice, 2)
    assert t.game.life(t.alice) == 20 and _damage(t, beacon) == 2
    assert any(isinstance(e, EffectEnded) and e.rule == "614.9" for e in events)
    t.game.deal_damage(giant, t.alice, 2)
    assert t.game.life(t.alice) == 18 and _damage(t, beacon) == 2


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_9_reflect_damage_sends_it_to_the_sources_controller(ruleset: str) -> None:
    """Reflect Damage, Bob's Hill Giant chosen: its 3 damage to Alice's Grizzly Bears is
    dealt to Bob instead (17)."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 3)
    t.lands("Mountain", t.alice, 2)
    spell = t.put("Reflect Damage", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.begin()
    t.act(CastSpell(spell, ()))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    t.act(Choose(giant))
    t.game.deal_damage(giant, bears, 3)
    assert t.game.life(t.bob) == 17 and _damage(t, bears) == 0


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_9_jade_monolith_source_deals_that_damage_to_you(ruleset: str) -> None:
    """Jade Monolith on Alice's Grizzly Bears, Hill Giant chosen: its 3 damage to the Bears
    is dealt to Alice (17) by the Giant."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 1)
    monolith = t.put("Jade Monolith", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.begin()
    t.act(ActivateAbility(monolith, 0, (bears,)))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    t.act(Choose(giant))
    t.game.deal_damage(giant, bears, 3)
    assert t.game.life(t.alice) == 17 and _damage(t, bears) == 0


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_9_no_redirection_to_a_creature_that_left(ruleset: str) -> None:
    """Beacon of Destiny gone before the damage: the damage isn't redirected (Alice 17)."""
    t = Table(ruleset)
    beacon = t.put("Beacon of Destiny", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.put("Grizzly Bears", t.bob)
    t.begin()
    t.act(ActivateAbility(beacon, 0))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    t.act(Choose(giant))
    t.game.deal_damage(giant, beacon, 3)  # lethal: the Beacon dies
    t.game.check_state_based_actions()
    t.game.deal_damage(giant, t.alice, 3)
    assert t.game.life(t.alice) == 17


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_9_karonas_zealot_turned_face_up_redirects_its_damage(ruleset: str) -> None:
    """Karona's Zealot turned face up, Bob's Craw Wurm targeted: Hill Giant's 3 damage to the
    Zealot is dealt to the Wurm this turn (Zealot 0, Wurm 3)."""
    t = Table(ruleset)
    zealot = t.put("Karona's Zealot", t.alice, "hand")
    t.lands("Plains", t.alice, 8)
    giant = t.put("Hill Giant", t.bob)
    wurm = t.put("Craw Wurm", t.bob)
    t.begin()
    t.act(CastSpell(zealot, (), "morph"))
    t.resolve()
    (down,) = [o.id for o in t.game.state.battlefield() if o.face_down is not None]
    t.act(TurnFaceUp(down), (wurm,))
    t.resolve()
    t.game.deal_damage(giant, down, 3)
    assert _damage(t, down) == 0 and _damage(t, wurm) == 3


def _bob_acts_after_blocks(t: CombatTable, action: ActivateAbility | CastSpell) -> None:
    """Alice attacked with Hill Giant, no blocks: Alice passes, Bob acts, the stack
    resolves, combat damage is dealt."""
    t.game.apply(PassPriority())
    t.game.apply(action)
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    t.finish_combat()


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_9_shimian_night_stalker_takes_the_attackers_damage(ruleset: str) -> None:
    """Bob's Shimian Night Stalker (4/4) on Alice's attacking Hill Giant: its 3 combat damage
    to Bob is dealt to the Night Stalker (Bob 20, 3 marked)."""
    t = CombatTable(ruleset)
    giant = t.put("Hill Giant", t.alice)
    stalker = t.put("Shimian Night Stalker", t.bob)
    t.put("Swamp", t.bob)
    t.attack(giant)
    _bob_acts_after_blocks(t, ActivateAbility(stalker, 0, (giant,)))
    assert t.game.life(t.bob) == 20 and t.obj(stalker).damage == 3


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_9_turn_the_tables_deals_combat_damage_to_the_attacker(ruleset: str) -> None:
    """Bob's Turn the Tables on Alice's attacking Hill Giant: the combat damage both attackers
    would deal to Bob is dealt to the Giant (3 + 2: it dies); Bob stays at 20."""
    t = CombatTable(ruleset)
    giant = t.put("Hill Giant", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    for _ in range(5):
        t.put("Plains", t.bob)
    tables = t.put("Turn the Tables", t.bob, "hand")
    t.attack(giant, bears)
    _bob_acts_after_blocks(t, CastSpell(tables, (giant,)))
    assert t.game.life(t.bob) == 20
    assert t.zone("Hill Giant") is Zone.GRAVEYARD


@pytest.mark.parametrize(
    "line",
    [
        "All damage that would be dealt to target creature this turn is dealt to you instead.",
        "All combat damage that would be dealt to you this turn is dealt to target attacking "
        "creature instead.",
        "All damage that would be dealt this turn to target creature you control by a source of "
        "your choice is dealt to another target creature instead.",
        "{T}: All damage that would be dealt to target creature this turn by a source of your "
        "choice is dealt to ~ instead.",
        "{B}, {T}: All damage that would be dealt to you this turn by target attacking creature "
        "is dealt to ~ instead.",
        "{T}: The next time a source of your choice would deal damage to you this turn, that "
        "damage is dealt to ~ instead.",
        "{T}: The next time a source of your choice would deal damage this turn, that damage is "
        "dealt to ~ instead.",
        "The next time a source of your choice would deal damage this turn, that damage is "
        "dealt to that source's controller instead.",
        "{1}: The next time a source of your choice would deal damage to target creature this "
        "turn, that source deals that damage to you instead.",
        "All damage that would be dealt to you is dealt to enchanted creature instead.",
        "All damage that would be dealt to you is dealt to equipped creature instead.",
        "All damage that would be dealt to enchanted creature is dealt to its controller instead.",
        "All damage that would be dealt to you and other permanents you control is dealt to ~ "
        "instead.",
    ],
)
def test_cr614_9_redirections_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize(
    "line",
    [
        # a group, not one object or player, as the damage redirected
        "All damage that would be dealt to each creature this turn is dealt to you instead.",
        # "that source's controller" without a chosen source
        "All damage that would be dealt to target creature this turn is dealt to that source's "
        "controller instead.",
        # damage redirected to an enchanted noncreature
        "All damage that would be dealt to you is dealt to enchanted land instead.",
    ],
)
def test_cr614_9_redirections_refused(line: str) -> None:
    with pytest.raises(ClauseError):
        parse_line(line)
