"""Unearth (CR 702.84a today, 702.82a in 2011) and abilities that return their own card from
the graveyard (CR 113.6k: they function only there), played with Dregscape Zombie (2/1,
"Unearth {B}") and Firewing Phoenix ("{1}{R}{R}{R}: Return this card from your graveyard to
your hand.")."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell
from mtgrules.cards.database import bundled_database
from mtgrules.cards.grammar import parse_line
from mtgrules.cards.support import missing
from mtgrules.delayed_events import DelayedTriggerFired
from mtgrules.errors import RulesError
from mtgrules.events import ZoneChanged
from mtgrules.objects import Keyword, Step, Zone
from mtgrules.rulesets import get_ruleset
from tests.card_table import round_trip
from tests.instruction_play import Table
from tests.play_turns import until_step


def _zombie(t: Table) -> tuple[int, int]:
    """Dregscape Zombie in Alice's graveyard, a Swamp and a Mountain on her battlefield."""
    zombie = t.put("Dregscape Zombie", t.alice, "graveyard")
    t.put("Swamp", t.alice)
    t.put("Mountain", t.alice)
    for owner in (t.alice, t.bob):
        t.put("Island", owner, "library")
    t.begin()
    return zombie, t.game.state.turn


def _unearthed(t: Table) -> int:
    return next(o.id for o in t.game.state.battlefield() if o.name == "Dregscape Zombie")


def test_702_84a_round_trip_of_a_self_return_ability() -> None:
    round_trip("{1}{R}{R}{R}: Return ~ from your graveyard to your hand.")
    round_trip("{B}: Return ~ from your graveyard to the battlefield.")


def test_702_84a_unearth_returns_it_with_haste(ruleset: str) -> None:
    """Unearth is activated from the graveyard: the zombie returns to the battlefield and has
    haste (it can attack this turn)."""
    t = Table(ruleset)
    zombie, _ = _zombie(t)
    assert ActivateAbility(zombie, 0) in t.game.legal_actions()
    t.act(ActivateAbility(zombie, 0))
    t.resolve()
    unearthed = _unearthed(t)
    assert t.game.state.objects[unearthed].has(Keyword.HASTE)
    assert t.game.state.objects[unearthed].controller == t.alice


def test_702_84a_unearth_only_as_a_sorcery(ruleset: str) -> None:
    """With a spell on the stack, unearth can't be activated (sorcery timing, CR 602.5d);
    refused with the game unchanged."""
    t = Table(ruleset)
    zombie, _ = _zombie(t)
    t.put("Lightning Bolt", t.alice, "hand")
    bolt = next(o.id for o in t.game.state.objects.values() if o.name == "Lightning Bolt")
    t.act(CastSpell(bolt, (t.bob,)))
    assert ActivateAbility(zombie, 0) not in t.game.legal_actions()
    before = t.game.state.copy()
    with pytest.raises(RulesError):
        t.game.apply(ActivateAbility(zombie, 0))
    assert t.game.state == before


def test_603_7a_unearthed_creature_is_exiled_at_the_next_end_step(ruleset: str) -> None:
    """The delayed triggered ability exiles it at the beginning of the end step."""
    t = Table(ruleset)
    zombie, turn = _zombie(t)
    t.act(ActivateAbility(zombie, 0))
    t.resolve()
    events = until_step(t.game, Step.END, turn)
    assert [e for e in events if isinstance(e, DelayedTriggerFired)]
    t.resolve()
    assert t.zone_of(t.alice, Zone.EXILE) == ["Dregscape Zombie"]
    assert t.zone_of(t.alice, Zone.BATTLEFIELD) == ["Mountain", "Swamp"]


def test_614_1a_unearthed_creature_that_would_die_is_exiled_instead(ruleset: str) -> None:
    """Lethal damage: it would go to the graveyard (CR 704.5g), and is exiled instead (the
    replacement effect of unearth, CR 614.1a)."""
    t = Table(ruleset)
    zombie, _ = _zombie(t)
    t.act(ActivateAbility(zombie, 0))
    t.resolve()
    unearthed = _unearthed(t)
    events = t.game.deal_damage(t.game.state.objects[unearthed].id, unearthed, 2)
    events += t.game.check_state_based_actions()
    moved = [e for e in events if isinstance(e, ZoneChanged) and e.object == unearthed]
    assert [(e.destination, e.rule) for e in moved] == [(Zone.EXILE, "614.1a")]
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == []
    assert get_ruleset(ruleset).rule("unearth") in {"702.84a", "702.82a"}


def test_113_6k_firewing_phoenix_returns_from_the_graveyard_only(ruleset: str) -> None:
    """The Phoenix's ability works in the graveyard (to its owner's hand), not on the
    battlefield."""
    t = Table(ruleset)
    phoenix = t.put("Firewing Phoenix", t.alice, "graveyard")
    other = t.put("Firewing Phoenix", t.alice)
    for _ in range(4):
        t.put("Mountain", t.alice)
    t.begin()
    legal = t.game.legal_actions()
    assert ActivateAbility(phoenix, 0) in legal and ActivateAbility(other, 0) not in legal
    t.act(ActivateAbility(phoenix, 0))
    t.resolve()
    assert t.zone_of(t.alice, Zone.HAND) == ["Firewing Phoenix"]


def test_400_7d_triggered_return_about_the_card_itself_reads_the_card_it_became() -> None:
    """ "When ~ dies, return ~ from your graveyard": the event happens to the permanent, and
    the ability finds the card it became in the graveyard (CR 400.7d; played in
    test_cr400_7_dies_return). Bloodghast's landfall, which works from the graveyard, is
    played in test_cr113_6k_graveyard_triggers."""
    assert bundled_database().compiled("Bloodghast").supported
    ability = parse_line("When ~ dies, return ~ from your graveyard to your hand.")
    assert missing(ability) is None
