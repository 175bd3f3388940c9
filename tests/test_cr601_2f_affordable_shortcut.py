"""CR 601.2f-h: the shortcut that skips a plain card its player can't pay for
(rules/affordable.py) never skips a card the full costing would offer.

Random self-play of the benchmark decks (both rulesets): at every decision of a player with
priority, every card in their hand that the shortcut calls unaffordable has no cast action
when its costs are worked out in full (the shortcut switched off)."""

from __future__ import annotations

import pytest

import mtgrules.engine as engine_module
from mtgrules.objects import Zone
from mtgrules.rules.affordable import surely_unaffordable
from tests.card_table import RULESETS
from tests.random_games import bundled_game, random_actions

PAIRS = [("red-burn", "seed-green-white"), ("seed-green-white", "black-keywords")]


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("deck_a", "deck_b"), PAIRS)
def test_cr601_2f_a_card_called_unaffordable_has_no_cast_action(
    deck_a: str, deck_b: str, ruleset: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = bundled_game(deck_a, deck_b, 5, ruleset)
    skipped = 0
    for action in random_actions(game, 5, 600):
        state = game.state
        if game.decision_kind() == "priority":
            player = game.decision_player()
            hand = [o for o in state.objects.values() if o.zone is Zone.HAND and o.owner == player]
            unaffordable = [o for o in hand if surely_unaffordable(state, player, o, "", ())]
            with monkeypatch.context() as patched:
                patched.setattr(engine_module, "surely_unaffordable", lambda *_: False)
                for obj in unaffordable:
                    assert game._cast_actions(player, obj, "", ()) == [], obj.name
            skipped += len(unaffordable)
        game.apply(action)
    assert skipped > 0  # the shortcut was exercised
