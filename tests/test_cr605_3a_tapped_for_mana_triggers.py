"""CR 605.3a with CR 603.2: "Whenever a player taps a land for mana", "... an Island / a
nonbasic land for mana", "Whenever you tap ~ for mana": a permanent tapped to activate a mana
ability (to pay a cost, or activated on its own). These triggers add no mana, so they aren't
mana abilities (CR 605.1b): they use the stack; "that player" is the one who tapped it."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell, Choose, PassPriority
from mtgrules.cards.grammar import parse_line
from mtgrules.cards.support import missing
from mtgrules.objects import Zone
from mtgrules.rules.mana_triggers import tap_watch
from mtgrules.state import EntityId
from tests.card_table import Table, round_trip


@pytest.mark.parametrize(
    "line",
    [
        "Whenever a player taps a land for mana, ~ deals 1 damage to that player.",
        "Whenever a player taps a nonbasic land for mana, ~ deals 1 damage to that player.",
        "Whenever a player taps an Island for mana, ~ deals 1 damage to that player.",
        "Whenever you tap ~ for mana, it deals 1 damage to each opponent.",
        "Whenever you tap a land for mana, remove a +1/+1 counter from ~.",
    ],
)
def test_cr605_3a_tap_for_mana_triggers_round_trip(line: str) -> None:
    round_trip(line)


def test_cr605_3a_tap_words_read() -> None:
    assert tap_watch("a player taps a nonbasic land for mana") == ("player", "nonbasic land")
    assert tap_watch("you tap ~ for mana") == ("you", "~")
    assert tap_watch("a player taps ~ for mana") is None  # not a printed wording
    assert tap_watch("a player taps a creature for mana") is None


def _settle(t: Table) -> None:
    while t.game.state.stack or t.game.state.pending_choice is not None:
        pending = t.game.state.pending_choice
        if pending is not None:
            t.game.apply(Choose(pending.decision.options[0]))
        else:
            t.game.apply(PassPriority())


def _cast(t: Table, name: str, targets: tuple[EntityId, ...] = ()) -> None:
    card = t.put(name, t.alice, zone="hand")
    t.game.apply(CastSpell(card, targets))
    _settle(t)


def test_cr605_3a_manabarbs_damages_the_player_who_taps(ruleset: str) -> None:
    """Bob's Manabarbs: Alice pays for Lightning Bolt with a Mountain, Manabarbs deals her 1."""
    t = Table(ruleset)
    t.put("Manabarbs", t.bob)
    t.lands("Mountain", 1)
    t.main_phase()
    _cast(t, "Lightning Bolt", (t.bob,))
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (19, 17)


def test_cr605_3a_burning_earth_only_nonbasic_lands(ruleset: str) -> None:
    """Burning Earth: a basic Mountain tapped for Shock deals nothing; Great Furnace (nonbasic)
    tapped for the next Shock deals 1 to Alice."""
    t = Table(ruleset)
    t.put("Burning Earth", t.bob)
    t.lands("Mountain", 1)
    t.main_phase()
    _cast(t, "Shock", (t.bob,))
    assert t.game.life(t.alice) == 20
    t.put("Great Furnace", t.alice)
    _cast(t, "Shock", (t.bob,))
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (19, 16)


def test_cr605_3a_scald_on_a_mana_ability_activated_alone(ruleset: str) -> None:
    """Scald: Alice activates her Island's mana ability on its own (not to pay a cost); Scald
    deals her 1 once the trigger resolves. Her Mountain doesn't trigger it."""
    t = Table(ruleset)
    t.put("Scald", t.bob)
    island = t.put("Island", t.alice)
    mountain = t.put("Mountain", t.alice)
    t.main_phase()
    t.game.apply(ActivateAbility(mountain))
    t.game.resolve_triggers()
    assert t.game.life(t.alice) == 20
    t.game.apply(ActivateAbility(island))
    t.game.resolve_triggers()
    assert t.game.life(t.alice) == 19


def test_cr605_3a_zhur_taa_druid_tapped_for_mana(ruleset: str) -> None:
    """Zhur-Taa Druid tapped for {G}: it deals 1 damage to Bob; Alice's Forest doesn't."""
    t = Table(ruleset)
    druid = t.put("Zhur-Taa Druid", t.alice)
    forest = t.put("Forest", t.alice)
    t.main_phase()
    t.game.apply(ActivateAbility(forest))
    t.game.resolve_triggers()
    assert t.game.life(t.bob) == 20
    t.game.apply(ActivateAbility(druid))
    t.game.resolve_triggers()
    assert t.game.life(t.bob) == 19
    assert t.game.state.objects[druid].zone is Zone.BATTLEFIELD


def test_cr605_4a_triggered_mana_abilities_are_reported_missing() -> None:
    """ "Whenever you tap a land for mana, add {G}." is a triggered mana ability: it would
    resolve at once (CR 605.4a), which the engine doesn't do; it is reported, not guessed."""
    ability = parse_line("Whenever you tap a land for mana, add {G}.")
    assert missing(ability) == "AddMana (a triggered mana ability, CR 605.4a)"
