"""Tokens that are copies (CR 707.2, 707.9, 111.1; 2011: 706.2, 706.9, 110.5): "create a
token that's a copy of ~ [, except it isn't legendary]". The token takes the copiable values
(printed characteristics, abilities), never counters, damage, status or other effects; the
exception is part of what is copied. Played with real bundled cards under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.grammar import parse_line
from mtgrules.objects import PLUS_ONE, CardType, Keyword
from mtgrules.state import EntityId, GameObject
from tests.card_table import RULESETS, Table, round_trip


def _copies(t: Table, name: str) -> list[GameObject]:
    return [o for o in t.game.state.battlefield() if o.token and o.name == name]


def _attack_unblocked(t: Table, attacker: EntityId) -> None:
    """Alice attacks Bob with ``attacker``; no blocks; on until the combat damage trigger
    has resolved (the stack empty after combat damage)."""
    t.game.begin("declare attackers", active=t.alice)
    t.game.apply(DeclareAttackers(((attacker, t.bob),)))
    for _ in range(30):
        if t.game.life(t.bob) < 20 and not t.game.state.stack:
            return
        kind = t.game.decision_kind()
        t.game.apply(DeclareBlockers(()) if kind == "declare blockers" else PassPriority())
    raise AssertionError("combat damage never dealt")


@pytest.mark.parametrize(
    "line",
    [
        "Whenever ~ deals combat damage to a player, create a token that's a copy of ~.",
        "Whenever a nontoken creature you control deals combat damage to a player, create a "
        "token that's a copy of it, except it isn't legendary.",
        "Create a token that's a copy of target creature you control, except it has haste.",
        "Create a tapped and attacking token that's a copy of target creature you control.",
    ],
)
def test_cr707_copy_templates_round_trip(line: str) -> None:
    round_trip(line)


def test_cr707_a_copy_of_a_group_is_refused() -> None:
    with pytest.raises(ClauseError):
        parse_line("Create a token that's a copy of each creature you control.")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr707_2_spawnwrithe_copies_itself_without_its_counters(ruleset: str) -> None:
    """Spawnwrithe (2/2 trample): "Whenever this creature deals combat damage to a player,
    create a token that's a copy of this creature." With a +1/+1 counter it deals 3; the
    copy is a 2/2 Spawnwrithe with trample and the same trigger, untapped, without the
    counter and not attacking (CR 707.2: counters and status are not copied)."""
    t = Table(ruleset)
    writhe = t.put("Spawnwrithe", t.alice)
    t.game.state.objects[writhe].counters[PLUS_ONE] = 1
    t.game.state.objects[writhe].since_turn = -5
    _attack_unblocked(t, writhe)
    assert t.game.life(t.bob) == 17
    (copy,) = _copies(t, "Spawnwrithe")
    original = t.game.state.objects[writhe]
    assert copy.id != writhe and copy.controller == t.alice
    assert (copy.current_power(), copy.current_toughness()) == (2, 2)
    assert Keyword.TRAMPLE in copy.keywords and not copy.counters and not copy.tapped
    assert copy.triggers == original.triggers and copy.mana_cost == original.mana_cost
    assert copy.types == frozenset({CardType.CREATURE}) and copy.colors == original.colors
    combat = t.game.state.combat
    assert combat is None or copy.id not in combat.attackers


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr707_9b_impostor_syndrome_copy_isnt_legendary(ruleset: str) -> None:
    """Impostor Syndrome: "Whenever a nontoken creature you control deals combat damage to
    a player, create a token that's a copy of it, except it isn't legendary." A legendary
    creature's copy keeps its name and abilities, not the supertype: no legend rule."""
    t = Table(ruleset)
    t.put("Impostor Syndrome", t.alice)
    legend = t.put("Isamaru, Hound of Konda", t.alice)
    t.game.state.objects[legend].since_turn = -5
    _attack_unblocked(t, legend)
    assert t.game.life(t.bob) == 18
    (copy,) = _copies(t, "Isamaru, Hound of Konda")
    assert "Legendary" in t.game.state.objects[legend].supertypes
    assert "Legendary" not in copy.supertypes
    assert t.game.is_on_battlefield(legend) and t.game.is_on_battlefield(copy.id)
