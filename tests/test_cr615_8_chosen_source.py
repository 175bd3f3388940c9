"""CR 615.8 with CR 609.7a: "The next time a [red] source of your choice would deal damage to
you this turn, prevent that damage." The source is chosen as the ability resolves, among
permanents, spells on the stack and the sources of abilities on the stack of that quality;
the effect prevents all the damage of the next damage event that source would deal to the
recipient named, then ends (2011: the same rules). Real cards, under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import (
    ActivateAbility,
    CastSpell,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
)
from mtgrules.errors import IllegalChoiceError
from mtgrules.events import EffectEnded
from tests.instruction_play import RULESETS, Table
from tests.play import pass_step


def _bob_attacks(t: Table, *attackers: int) -> None:
    """Bob attacks Alice; Bob passes priority in the declare attackers step."""
    t.game.begin("declare attackers", active=t.bob)
    t.game.apply(DeclareAttackers(tuple((a, t.alice) for a in attackers)))
    t.game.apply(PassPriority())


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_8_circle_of_protection_red_prevents_the_chosen_attacker(ruleset: str) -> None:
    """Circle of Protection: Red, "{1}: The next time a red source of your choice would deal
    damage to you this turn, prevent that damage." Alice is offered only red sources (Hill
    Giant, Mogg Fanatic; not Grizzly Bears), chooses Hill Giant: of the attack of Hill Giant
    (3) and Grizzly Bears (2), only the Bears' 2 damage is dealt; the effect then ends."""
    t = Table(ruleset)
    circle = t.put("Circle of Protection: Red", t.alice)
    t.lands("Plains", t.alice, 1)
    giant = t.put("Hill Giant", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    fanatic = t.put("Mogg Fanatic", t.bob)
    _bob_attacks(t, giant, bears)
    t.act(ActivateAbility(circle, 0))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    assert t.asked().kind == "source" and t.asked().rule == "609.7a"
    assert set(t.asked().options) == {giant, fanatic}
    t.act(Choose(giant))
    pass_step(t.game)
    t.game.apply(DeclareBlockers(()))
    events = pass_step(t.game)  # combat damage
    assert t.game.life(t.alice) == 18
    assert any(isinstance(e, EffectEnded) and e.rule == "615.8" for e in events)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr609_7a_a_spell_on_the_stack_can_be_the_chosen_source(ruleset: str) -> None:
    """Bob casts Lightning Bolt at Alice; in response she activates Circle of Protection: Red
    and chooses the Bolt itself (a spell on the stack, rather than Mogg Fanatic): no
    damage. Choosing a green source is refused, and the game is left as it was."""
    t = Table(ruleset)
    circle = t.put("Circle of Protection: Red", t.alice)
    t.lands("Plains", t.alice, 1)
    t.lands("Mountain", t.bob, 1)
    bears = t.put("Grizzly Bears", t.bob)
    t.put("Mogg Fanatic", t.bob)
    bolt = t.put("Lightning Bolt", t.bob, "hand")
    t.begin()
    t.game.apply(PassPriority())
    t.act(CastSpell(bolt, (t.alice,)))
    spell = t.game.state.stack[-1].id  # the Bolt on the stack (a new object, CR 400.7)
    t.game.apply(PassPriority())  # Bob passes; Alice responds
    t.act(ActivateAbility(circle, 0))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    before = t.game.state.copy()
    with pytest.raises(IllegalChoiceError):
        t.game.apply(Choose(bears))
    assert t.game.state == before
    t.act(Choose(spell))
    t.resolve()  # the Bolt
    assert t.game.life(t.alice) == 20


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_8_charm_peddler_prevents_damage_to_its_target_only(ruleset: str) -> None:
    """Charm Peddler, "{W}, {T}, Discard a card: The next time a source of your choice would
    deal damage to target creature this turn, prevent that damage." Alice targets her
    Grizzly Bears and chooses Bob's Hill Giant: the Giant's 3 damage to the Bears is
    prevented; the Bears' 2 damage to the Giant is dealt."""
    t = Table(ruleset)
    peddler = t.put("Charm Peddler", t.alice)
    t.lands("Plains", t.alice, 1)
    t.put("Island", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.bob)
    _bob_attacks(t, giant)
    t.act(ActivateAbility(peddler, 0, (bears,)))  # the only card in hand is discarded
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    t.act(Choose(giant))
    pass_step(t.game)
    t.game.apply(DeclareBlockers(((bears, giant),)))
    pass_step(t.game)
    assert t.game.damage_on(bears) == 0 and t.game.is_on_battlefield(bears)
    assert t.game.damage_on(giant) == 2
