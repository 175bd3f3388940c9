"""CR 603.2, 601.2i: cast triggers with the spell described ("a spell with mana value 3 or
less", "a noncreature or Dragon spell", "a white or blue instant or sorcery spell"); the
ability triggers once the spell is cast, "that player" is its caster (CR 603.7c)."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, PassPriority
from mtgrules.rules.trigger_casts import described
from mtgrules.state import EntityId
from tests.card_table import RULESETS, Table, round_trip


@pytest.mark.parametrize(
    "line",
    [
        "Whenever a player casts a spell with mana value 3 or less, ~ deals 2 damage to that "
        "player.",
        "Whenever an opponent casts a Spirit or Arcane spell, ~ deals 2 damage to that player.",
        "Whenever an opponent casts a white or blue instant or sorcery spell, ~ deals 2 damage "
        "to that player.",
        "Whenever you cast an instant, sorcery, or Wizard spell, ~ deals 1 damage to any target.",
        "Whenever you cast a spell with mana value 4 or greater, ~ deals 2 damage to each "
        "opponent.",
        "Whenever you cast a noncreature or Dragon spell, ~ deals 1 damage to each opponent.",
        "Whenever you cast a blue, black, or red spell, you gain 1 life.",
        "Whenever a player casts a nonblack spell, that player loses 1 life.",
    ],
)
def test_cr603_2_described_cast_triggers_round_trip(line: str) -> None:
    round_trip(line)


def test_cr603_2_unknown_spell_words_are_not_read() -> None:
    """A word the engine doesn't know ("kicked", CR 702.33d) leaves the card unsupported."""
    assert described("a kicked spell") is None
    groups = described("a white or blue instant or sorcery spell")
    assert groups is not None and groups.groups == (("white", "blue"), ("instant", "sorcery"))


def _cast(t: Table, name: str, targets: tuple[EntityId, ...] = ()) -> None:
    card = t.put(name, t.alice, zone="hand")
    t.game.apply(CastSpell(card, targets))
    while t.game.state.stack:
        t.game.apply(PassPriority())


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_eidolon_deals_damage_to_the_caster_of_a_cheap_spell(ruleset: str) -> None:
    """Eidolon of the Great Revel (Bob's): Alice's Lightning Bolt (mana value 1) triggers it,
    Alice is dealt 2; her Hill Giant (mana value 4) doesn't."""
    t = Table(ruleset)
    t.put("Eidolon of the Great Revel", t.bob)
    t.lands("Mountain", 5)
    t.main_phase()
    _cast(t, "Lightning Bolt", (t.bob,))
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (18, 17)
    _cast(t, "Hill Giant")
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (18, 17)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_firespitter_whelp_noncreature_or_dragon(ruleset: str) -> None:
    """Firespitter Whelp: a noncreature spell (Lightning Bolt) and a Dragon spell (Shivan
    Dragon) trigger it; a creature spell that isn't a Dragon (Hill Giant) doesn't."""
    t = Table(ruleset)
    t.put("Firespitter Whelp", t.alice)
    t.lands("Mountain", 11)
    t.main_phase()
    _cast(t, "Hill Giant")
    assert t.game.life(t.bob) == 20
    _cast(t, "Lightning Bolt", (t.alice,))
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (17, 19)
    _cast(t, "Shivan Dragon")
    assert t.game.life(t.bob) == 18


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_mindsparker_only_an_opponents_white_or_blue_instant(ruleset: str) -> None:
    """Mindsparker (Bob's) watches an opponent's white or blue instant or sorcery: Alice's
    red Lightning Bolt doesn't trigger it, her blue Opt does (2 damage to Alice)."""
    t = Table(ruleset)
    t.put("Mindsparker", t.bob)
    t.lands("Mountain", 1)
    t.lands("Island", 1)
    t.main_phase()
    _cast(t, "Lightning Bolt", (t.bob,))
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 17)
    _cast(t, "Opt")
    assert t.game.life(t.alice) == 18


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_soot_imp_a_nonblack_spell(ruleset: str) -> None:
    """Soot Imp (Bob's): Alice's red Lightning Bolt is nonblack, Alice loses 1 life."""
    t = Table(ruleset)
    t.put("Soot Imp", t.bob)
    t.lands("Mountain", 1)
    t.main_phase()
    _cast(t, "Lightning Bolt", (t.bob,))
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (19, 17)
