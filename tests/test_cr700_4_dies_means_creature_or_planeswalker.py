"""CR 700.4: "dies" means "is put into a graveyard from the battlefield" for a creature or a
planeswalker only; the object is seen as it last existed on the battlefield (CR 603.10a).
Played with Perilous Myr ("When Perilous Myr dies, it deals 2 damage to any target.", an
artifact creature) destroyed by Shatter, as printed and after it stopped being a creature."""

from __future__ import annotations

from mtgrules.actions import CastSpell, PassPriority
from mtgrules.objects import CardType
from tests.counter_keyword_table import CounterTable


def _shatter_the_myr(ruleset: str, *, creature: bool) -> str:
    """What the game asks once both players have passed with Shatter on the stack."""
    t = CounterTable(ruleset)
    myr = t.put("Perilous Myr", t.alice)
    if not creature:
        t.obj(myr).types = frozenset({CardType.ARTIFACT})
    shatter = t.put("Shatter", t.bob, "hand")
    t.put("Mountain", t.bob)
    t.put("Mountain", t.bob)
    t.main_phase()
    t.game.apply(PassPriority())
    t.game.apply(CastSpell(shatter, (myr,)))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    decision = t.game.decision()
    assert decision is not None
    return decision.kind


def test_cr700_4_an_artifact_creature_put_into_the_graveyard_dies(ruleset: str) -> None:
    """The dies trigger asks for its target ("any target")."""
    assert _shatter_the_myr(ruleset, creature=True) == "targets"


def test_cr700_4_a_noncreature_artifact_put_into_the_graveyard_does_not_die(
    ruleset: str,
) -> None:
    """Nothing triggers: the game goes on with priority."""
    assert _shatter_the_myr(ruleset, creature=False) == "priority"
