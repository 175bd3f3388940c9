"""CR 113.6k: an ability that returns its own card from the graveyard functions only there.
The answer is kept per ability (graveyard_triggers.py): each ability must keep its own
answer, however many abilities are asked about, equal or not."""

from __future__ import annotations

from mtgrules.effects.base import Match
from mtgrules.effects.instructions import SELF, GainLife, ReturnFromGraveyard
from mtgrules.effects.triggers import TriggeredAbility, WhenEntersBattlefield
from mtgrules.rules import graveyard_triggers
from mtgrules.rules.graveyard_triggers import functions_in_graveyard

WHEN = WhenEntersBattlefield(who=Match())


def _returning(text: str) -> TriggeredAbility:
    effect = (GainLife(amount=1), ReturnFromGraveyard(on=SELF, destination="battlefield"))
    return TriggeredAbility(when=WHEN, effect=effect, text=text)


def _gaining(text: str) -> TriggeredAbility:
    return TriggeredAbility(when=WHEN, effect=GainLife(amount=1), text=text)


def test_cr113_6k_each_ability_keeps_its_own_answer() -> None:
    abilities = [make(str(i)) for i in range(300) for make in (_returning, _gaining)]
    first = [functions_in_graveyard(a) for a in abilities]
    assert first == [i % 2 == 0 for i in range(len(abilities))]
    assert [functions_in_graveyard(a) for a in abilities] == first  # asked again: kept


def test_cr113_6k_answers_after_the_kept_answers_are_cleared() -> None:
    kept = graveyard_triggers._KEPT
    abilities = [_returning(str(i)) for i in range(kept + 10)]  # more than are kept
    assert all(functions_in_graveyard(a) for a in abilities)
    assert len(graveyard_triggers._IN_GRAVEYARD) <= kept
    assert not functions_in_graveyard(_gaining("later"))
