"""CR 614.1a, 603.2: each batch of events the game commits goes through the replacement
effects that apply to zone changes ("exile it instead", madness, unearth, "shuffle it into
its library instead", paying life as it enters), then the keyword triggers of spells cast,
suspend, cipher and training. The game (``GameActions._run``) calls each only when the batch
holds an event of a kind it acts on (``game.BATCH_KINDS``), by exact type.

These tests prove the shortcut changes nothing: no event kind it looks for has a subclass,
and on every other event of random games the replacement effects return the event as it is.
"""

from __future__ import annotations

import importlib
import pkgutil

import pytest

import mtgrules
from mtgrules.choices import Chooser
from mtgrules.events import Event, ZoneChanged
from mtgrules.game import BATCH_KINDS
from mtgrules.rules.die_replacement import replace_dying
from mtgrules.rules.leave_replacement import replace_leaving
from mtgrules.rules.madness import replace_discards
from mtgrules.rules.paid_entering import pay_as_enters
from mtgrules.rules.shuffle_instead import replace_to_graveyard
from tests.random_games import bundled_game, random_actions


def _subclasses(kind: type) -> set[type]:
    found: set[type] = set(kind.__subclasses__())
    for sub in list(found):
        found |= _subclasses(sub)
    return found


def test_cr614_1a_event_kinds_looked_for_have_no_subclasses() -> None:
    for module in pkgutil.walk_packages(mtgrules.__path__, "mtgrules."):
        importlib.import_module(module.name)  # every event class of the engine is defined
    assert len(_subclasses(Event)) > 100
    for kind in BATCH_KINDS:
        assert _subclasses(kind) == set(), kind.__name__


@pytest.mark.parametrize("ruleset", ["current", "cr2011"])
@pytest.mark.parametrize(
    ("deck_a", "deck_b"), [("red-burn", "black-keywords"), ("seed-green-white", "red-burn")]
)
def test_cr614_1a_replacements_leave_other_events_as_they_are(
    deck_a: str, deck_b: str, ruleset: str
) -> None:
    game = bundled_game(deck_a, deck_b, 3, ruleset)
    checked = 0
    for action in random_actions(game, 3, 600):
        before = game.state.copy()
        events = game.apply(action)
        others = [e for e in events if type(e) is not ZoneChanged]
        # as the state was before the batch: the functions read it, never change it
        assert pay_as_enters(before, game.ruleset, others, Chooser()) == others
        assert replace_dying(before, others) == others
        assert replace_leaving(before, others) == others
        assert replace_discards(before, game.ruleset, others) == others
        assert replace_to_graveyard(before, game.ruleset, others) == others
        checked += len(others)
    assert checked > 500
