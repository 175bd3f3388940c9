"""Fight (CR 701.12 today, 701.10 in 2011): real cards whose creatures fight, played."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.events import DamageDealt
from mtgrules.rules.casting import IllegalActionError
from tests.instruction_play import Table


def _prey_upon(t: Table) -> tuple[int, int, int, int]:
    """Alice: Prey Upon, a Forest, Grizzly Bears (2/2); Bob: Hill Giant (3/3)."""
    t.put("Forest", t.alice)
    spell = t.put("Prey Upon", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.begin()
    return spell, bears, giant, t.alice


def test_701_12a_prey_upon_each_deals_damage_equal_to_its_power(ruleset: str) -> None:
    """Prey Upon: "Target creature you control fights target creature you don't control."
    The bears deal 2 to the giant and the giant 3 to the bears, simultaneously (CR 701.12a)."""
    t = Table(ruleset)
    spell, bears, giant, _ = _prey_upon(t)
    t.act(CastSpell(spell, (bears, giant)))
    events = t.resolve()
    dealt = {(e.source, e.recipient, e.amount) for e in events if isinstance(e, DamageDealt)}
    assert dealt == {(bears, giant, 2), (giant, bears, 3)}
    assert all(not e.combat for e in events if isinstance(e, DamageDealt))  # CR 701.12d
    assert not t.game.is_on_battlefield(bears)
    assert t.game.damage_on(giant) == 2


def test_701_12_prey_upon_targets_only_what_its_words_allow(ruleset: str) -> None:
    """The first target must be a creature Alice controls, the second one she doesn't
    (CR 115.1, 601.2c); the refused cast changes nothing."""
    t = Table(ruleset)
    spell, bears, giant, _ = _prey_upon(t)
    legal = {a.targets for a in t.game.legal_actions() if isinstance(a, CastSpell)}
    assert legal == {(bears, giant)}
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(CastSpell(spell, (giant, bears)))
    assert error.value.rule == "601.2c" and t.game.state == before


def test_701_12b_no_damage_when_a_fighter_is_an_illegal_target(ruleset: str) -> None:
    """If a creature instructed to fight left the battlefield (an illegal target), no damage
    is dealt at all, not even by the other (CR 701.12b, 608.2b)."""
    t = Table(ruleset)
    spell, bears, giant, _ = _prey_upon(t)
    t.act(CastSpell(spell, (bears, giant)))
    t.game.move_to_zone(giant, "graveyard")
    events = t.resolve()
    assert not [e for e in events if isinstance(e, DamageDealt)]
    assert t.game.is_on_battlefield(bears) and t.game.damage_on(bears) == 0


def test_701_12a_epic_confrontation_it_fights_after_the_pump(ruleset: str) -> None:
    """Epic Confrontation: "Target creature you control gets +1/+2 until end of turn. It
    fights target creature you don't control." The bears fight as a 3/4: they survive the
    giant's 3 and deal it 3, lethal (CR 704.5g)."""
    t = Table(ruleset)
    t.lands("Forest", t.alice, 2)
    spell = t.put("Epic Confrontation", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.begin()
    t.act(CastSpell(spell, (bears, giant)))
    t.resolve()
    assert t.game.is_on_battlefield(bears) and t.game.damage_on(bears) == 3
    assert not t.game.is_on_battlefield(giant)


def test_701_12_blood_feud_another_target_creature(ruleset: str) -> None:
    """Blood Feud: "Target creature fights another target creature." Two of Bob's creatures
    may fight each other, but not a creature with itself (CR 115.3)."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 6)
    spell = t.put("Blood Feud", t.alice, "hand")
    giant = t.put("Hill Giant", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    legal = {a.targets for a in t.game.legal_actions() if isinstance(a, CastSpell)}
    assert legal == {(giant, bears), (bears, giant)}
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(CastSpell(spell, (giant, giant)))
    assert error.value.rule == "115.3"
    t.act(CastSpell(spell, (giant, bears)))
    t.resolve()
    assert not t.game.is_on_battlefield(bears) and t.game.damage_on(giant) == 2
