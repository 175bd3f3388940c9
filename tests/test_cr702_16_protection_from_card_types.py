"""Protection from a card type (CR 702.16a: "protection from [quality]", the quality here
creatures or artifacts; 2011: 702.15a): it can't be blocked by creatures with the quality
(702.16f), targeted by abilities from sources with it (702.16b), and damage from such
sources is prevented (702.16e). Teysa, Envoy of Ghosts and Tel-Jilad Fallen, under both
rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell, DeclareAttackers, DeclareBlockers
from mtgrules.cards.database import bundled_database
from mtgrules.events import DamagePrevented
from mtgrules.rules.casting import IllegalActionError
from tests.card_table import round_trip
from tests.combat_table import CombatTable


def _rule(ruleset: str, letter: str) -> str:
    return ("702.15" if ruleset == "cr2011" else "702.16") + letter


def test_cr702_16f_no_creature_blocks_it(ruleset: str) -> None:
    """Bob's Grizzly Bears can't block Teysa (protection from creatures): refused with the
    rule, state unchanged; unblocked, Teysa deals Bob 4."""
    t = CombatTable(ruleset)
    teysa = t.put("Teysa, Envoy of Ghosts", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    t.to_attackers()
    t.game.apply(DeclareAttackers(((teysa, t.bob),)))
    t.pass_until("declare blockers")
    assert DeclareBlockers(((bears, teysa),)) not in t.game.legal_actions()
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(DeclareBlockers(((bears, teysa),)))
    assert error.value.rule == "702.16f"
    assert t.game.state == before
    t.game.apply(DeclareBlockers(()))
    t.finish_combat()
    assert t.game.life(t.bob) == 16


def test_cr702_16e_damage_from_a_creature_is_prevented(ruleset: str) -> None:
    """Bob's Teysa blocks Alice's Hill Giant: the Giant's 3 damage is prevented (702.16e)
    and Teysa's 4 kill it."""
    t = CombatTable(ruleset)
    giant = t.put("Hill Giant", t.alice)
    teysa = t.put("Teysa, Envoy of Ghosts", t.bob)
    t.attack(giant, blocks=((teysa, giant),))
    t.finish_combat()
    prevented = [e for e in t.game.log if isinstance(e, DamagePrevented)]
    assert [(e.source, e.recipient, e.amount, e.rule) for e in prevented] == [
        (giant, teysa, 3, _rule(ruleset, "e"))
    ]
    assert t.obj(teysa).damage == 0
    assert not t.game.is_on_battlefield(giant)


def test_cr702_16b_a_creatures_ability_cant_target_it(ruleset: str) -> None:
    """Prodigal Sorcerer's ability can't target Teysa; Lightning Bolt (an instant, not a
    creature) can, and its damage isn't prevented."""
    t = CombatTable(ruleset)
    sorcerer = t.put("Prodigal Sorcerer", t.alice)
    teysa = t.put("Teysa, Envoy of Ghosts", t.bob)
    t.lands("Mountain", 1)
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    t.main_phase()
    assert ActivateAbility(sorcerer, 0, (teysa,)) not in t.game.legal_actions()
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError):
        t.game.apply(ActivateAbility(sorcerer, 0, (teysa,)))
    assert t.game.state == before
    t.game.apply(CastSpell(bolt, targets=(teysa,)))
    t.resolve()
    assert t.obj(teysa).damage == 3


def test_cr702_16f_protection_from_artifacts_stops_only_artifact_blockers(ruleset: str) -> None:
    """Tel-Jilad Fallen can't be blocked by Ornithopter (an artifact creature) but can be by
    Grizzly Bears."""
    t = CombatTable(ruleset)
    fallen = t.put("Tel-Jilad Fallen", t.alice)
    thopter = t.put("Ornithopter", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    t.to_attackers()
    t.game.apply(DeclareAttackers(((fallen, t.bob),)))
    t.pass_until("declare blockers")
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(DeclareBlockers(((thopter, fallen),)))
    assert error.value.rule == "702.16f"
    t.game.apply(DeclareBlockers(((bears, fallen),)))
    t.finish_combat()
    assert not t.game.is_on_battlefield(bears)  # 3 damage, as -1/-1 counters (infect)
    assert not t.game.is_on_battlefield(fallen)  # 2 damage to a 3/1


@pytest.mark.parametrize(
    "line", ["Vigilance, protection from creatures", "Protection from artifacts"]
)
def test_cr702_16a_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("name", ["Teysa, Envoy of Ghosts", "Tel-Jilad Fallen"])
def test_cr702_16a_cards_are_supported(name: str) -> None:
    card = bundled_database().compiled(name)
    assert card.supported, card.reason
