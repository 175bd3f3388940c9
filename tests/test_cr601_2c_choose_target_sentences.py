"""Targets named by a sentence of their own (CR 115.1, 601.2c, 608.2b; the same numbers in
2011): "Choose target creature you control. You gain life equal to that creature's power plus
its toughness." (Predator's Rapport), "Choose target creature you control and target creature
you don't control. Then those creatures fight each other." (the fight of Joust or Tail Swipe,
CR 701.12). The targets are chosen as the spell is cast; the later sentences act on them,
checked again as the spell resolves."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.cards.compiler import compile_text
from mtgrules.rules.casting import IllegalActionError
from mtgrules.state import EntityId
from tests.card_table import round_trip
from tests.instruction_play import Table


@pytest.mark.parametrize(
    "line",
    [
        "Choose target creature you control. You gain life equal to that creature's power plus "
        "its toughness.",
        "Choose target creature you control and target creature you don't control. Then those "
        "creatures fight each other.",
        "Choose target creature you control and target creature an opponent controls. Those "
        "creatures fight each other.",
        "Choose target creature you control. It deals damage equal to its power to each other "
        "creature.",
        "Choose any target. ~ deals 3 damage to it.",
        "When ~ enters, choose target creature. It gets +2/+2 until end of turn.",
    ],
)
def test_601_2c_choose_target_sentences_round_trip(line: str) -> None:
    round_trip(line)


def _rapport(t: Table) -> EntityId:
    t.lands("Forest", t.alice, 3)
    spell = t.put("Predator's Rapport", t.alice, "hand")
    t.begin()
    return spell


def test_601_2c_predators_rapport_power_plus_toughness(ruleset: str) -> None:
    """Predator's Rapport on Alice's Hill Giant (3/3): she gains 6 life. Bob's creature is
    not a creature she controls: refused, nothing changed."""
    t = Table(ruleset)
    giant = t.put("Hill Giant", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    spell = _rapport(t)
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(CastSpell(spell, (bears,)))
    assert error.value.rule == "601.2c" and t.game.state == before
    t.act(CastSpell(spell, (giant,)))
    t.resolve()
    assert t.game.life(t.alice) == 26 and t.game.life(t.bob) == 20


def test_608_2b_predators_rapport_target_gone_nothing_gained(ruleset: str) -> None:
    """The Giant leaves before the spell resolves: its only target is illegal, so the spell
    doesn't resolve and Alice gains no life."""
    t = Table(ruleset)
    giant = t.put("Hill Giant", t.alice)
    spell = _rapport(t)
    t.act(CastSpell(spell, (giant,)))
    t.game.move_to_zone(giant, "graveyard")
    t.resolve()
    assert t.game.life(t.alice) == 20


def _brawl(ruleset: str) -> tuple[Table, EntityId, EntityId, EntityId]:
    """Alice: a fight spell, Hill Giant (3/3); Bob: Grizzly Bears (2/2)."""
    card = compile_text(
        "Test Brawl",
        text="Choose target creature you control and target creature you don't control. "
        "Then those creatures fight each other.",
        types=("Sorcery",),
        mana_cost="{G}",
    )
    t = Table(ruleset)
    t.put("Forest", t.alice)
    spell = t.game.add_card_def(card, owner=t.alice, zone="hand")
    giant = t.put("Hill Giant", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    return t, spell, giant, bears


def test_701_12a_those_creatures_fight_each_other(ruleset: str) -> None:
    """The Giant and the Bears fight: the Bears die, the Giant has 2 damage."""
    t, spell, giant, bears = _brawl(ruleset)
    casts = {a.targets for a in t.game.legal_actions() if isinstance(a, CastSpell)}
    assert casts == {(giant, bears)}
    t.act(CastSpell(spell, (giant, bears)))
    t.resolve()
    assert not t.game.is_on_battlefield(bears) and t.game.damage_on(giant) == 2


def test_701_12b_one_creature_gone_no_fight(ruleset: str) -> None:
    """The Bears leave before the spell resolves: the Giant is still a legal target, but a
    fight needs both creatures (CR 701.12b): no damage is dealt."""
    t, spell, giant, bears = _brawl(ruleset)
    t.act(CastSpell(spell, (giant, bears)))
    t.game.move_to_zone(bears, "graveyard")
    t.resolve()
    assert t.game.damage_on(giant) == 0
