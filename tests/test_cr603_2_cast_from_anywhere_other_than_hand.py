""" "Whenever you cast a spell from anywhere other than your hand" (CR 603.2; a spell is cast
from the zone its card was in, CR 601.2a): a spell cast from a graveyard or from exile triggers
it, one cast from the hand doesn't. Real cards, under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.cards.grammar import parse_line
from mtgrules.cards.support import missing
from mtgrules.objects import PLUS_ONE
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


def _tyrannosaurus(ruleset: str) -> tuple[Table, int]:
    """Flaming Tyrannosaurus on Alice's side, five Mountains, her main phase."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 5)
    t.begin()
    return t, t.put("Flaming Tyrannosaurus", t.alice)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_a_flashback_spell_triggers_flaming_tyrannosaurus(ruleset: str) -> None:
    """Firebolt cast with flashback from the graveyard: the trigger deals 3 damage to Bob and
    puts a +1/+1 counter on Flaming Tyrannosaurus; then Firebolt deals 2."""
    t, rex = _tyrannosaurus(ruleset)
    firebolt = t.put("Firebolt", t.alice, "graveyard")
    t.act(CastSpell(firebolt, (t.bob,), how="flashback"), (t.bob,))  # the trigger's target
    assert [item.targets for item in t.game.state.stack] == [(t.bob,), (t.bob,)]
    t.resolve()
    assert t.game.state.objects[rex].counter(PLUS_ONE) == 1
    t.resolve()
    assert t.game.life(t.bob) == 15


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_a_spell_from_the_hand_doesnt_trigger_it(ruleset: str) -> None:
    t, rex = _tyrannosaurus(ruleset)
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    t.act(CastSpell(bolt, (t.bob,)))
    assert len(t.game.state.stack) == 1
    t.resolve()
    assert t.game.life(t.bob) == 17
    assert t.game.state.objects[rex].counter(PLUS_ONE) == 0


def test_cr603_2_that_player_is_not_the_caster_you() -> None:
    """Memory Worm's "That player discards a card" names the target player, not "you" who
    cast the spell (CR 608.2c; cards/player_again.py)."""
    from mtgrules.cards.abilities import TriggeredLine
    from mtgrules.cards.player_again import THAT_TARGET_PLAYER

    line = parse_line(
        "Whenever you cast a spell from anywhere other than your hand, ~ deals 2 damage to "
        "target player. That player discards a card, then draws a card."
    )
    assert missing(line) is None
    assert isinstance(line, TriggeredLine)
    assert THAT_TARGET_PLAYER in {getattr(step, "who", None) for step in line.sentences[1]}


@pytest.mark.parametrize(
    "line",
    [
        "Whenever you cast a spell from anywhere other than your hand, ~ deals 3 damage to "
        "any target. Then put a +1/+1 counter on ~.",
    ],
)
def test_cr603_2_cast_from_anywhere_round_trip(line: str) -> None:
    round_trip(line)
