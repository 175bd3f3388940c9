"""CR 201.5: a card's name in its own text means that object. A rebalanced digital card
("A-Forge Boss") names itself in its text without the "A-" of its name."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, PassPriority
from mtgrules.cards.text import replace_self, self_names
from tests.instruction_play import RULESETS, Table


def test_cr201_5_self_names_of_a_rebalanced_card() -> None:
    assert self_names("A-Shessra, Death's Whisper") == [
        "A-Shessra, Death's Whisper",
        "Shessra, Death's Whisper",
        "A-Shessra",
        "Shessra",
    ]
    assert self_names("Grizzly Bears") == ["Grizzly Bears"]
    text = "Whenever you sacrifice one or more other creatures, Forge Boss deals 2 damage."
    assert replace_self(text, "A-Forge Boss").endswith(", ~ deals 2 damage.")
    assert replace_self("Forge Boss deals 2 damage.", "A-Forge Bosses") == (
        "Forge Boss deals 2 damage."
    )


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr201_5_a_forge_boss_deals_the_damage_itself(ruleset: str) -> None:
    """A-Forge Boss: Alice sacrifices Grizzly Bears to Village Rites, 2 damage to Bob."""
    t = Table(ruleset)
    t.put("A-Forge Boss", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    t.lands("Swamp", t.alice, 1)
    for _ in range(2):
        t.put("Swamp", t.alice, "library")
    t.begin()
    t.act(CastSpell(t.put("Village Rites", t.alice, "hand"), ()), (bears,))
    while t.game.state.stack:
        t.game.apply(PassPriority())
    assert t.game.life(t.bob) == 18


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr201_5_a_vampire_scrivener_puts_counters_on_itself(ruleset: str) -> None:
    """A-Vampire Scrivener: Alice gains 1 life, then loses 1, during her turn: two +1/+1
    counters on it (its last line: "Whenever you lose life during your turn, put a +1/+1
    counter on Vampire Scrivener.")."""
    t = Table(ruleset)
    scrivener = t.put("A-Vampire Scrivener", t.alice)
    t.begin()
    power = t.game.power(scrivener)
    t.game.gain_life(t.alice, 1)
    t.game.resolve_triggers()
    t.game.lose_life(t.alice, 1)
    t.game.resolve_triggers()
    assert t.game.power(scrivener) == power + 2
