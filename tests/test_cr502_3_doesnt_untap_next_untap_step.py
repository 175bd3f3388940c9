"""CR 502.3 (2011: 502.2) with CR 611.2a: "tap that creature and it doesn't untap during its
controller's next untap step": in that player's next untap step the permanent stays tapped,
and the effect ends there (it applied to that untap step only); another player's untap step
doesn't use it up. Real cards, under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.effects.untap_skip import SkipNextUntap
from mtgrules.objects import Step
from mtgrules.state import EntityId
from tests.instruction_play import RULESETS, Table

CARDS = (
    "Kashi-Tribe Reaver",
    "Kashi-Tribe Warriors",
    "Orochi Ranger",
    "Matsu-Tribe Sniper",
    "Matsu-Tribe Birdstalker",
    "Mercurial Kite",
)


@pytest.mark.parametrize("name", CARDS)
def test_cr502_3_doesnt_untap_cards_are_supported(name: str) -> None:
    compiled = bundled_database().compiled(name)
    assert compiled.supported, compiled.reason


def _to_upkeep(t: Table, player: EntityId) -> None:
    """Play on (no attacks, no blocks) until ``player``'s next upkeep."""
    game = t.game
    for _ in range(200):
        decision = t.decision()
        if decision.kind == "declare attackers":
            game.apply(DeclareAttackers(()))
        elif decision.kind == "declare blockers":
            game.apply(DeclareBlockers(()))
        else:
            game.apply(PassPriority())
        if game.state.step is Step.UPKEEP and game.state.active_player == player:
            return
    raise AssertionError("no upkeep reached")


def _table(ruleset: str, card: str) -> tuple[Table, EntityId, EntityId, EntityId]:
    t = Table(ruleset)
    for player in (t.alice, t.bob):
        t.lands("Forest", player, 5)
        for _ in range(10):
            t.put("Forest", player, "library")
    damager = t.put(card, t.alice)
    baloth = t.put("Enormous Baloth", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    return t, damager, baloth, bears


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr502_3_kashi_tribe_warriors_keeps_the_creature_tapped_one_untap_step(
    ruleset: str,
) -> None:
    """Kashi-Tribe Warriors deals 2 combat damage to Enormous Baloth: the Baloth is tapped
    and stays tapped through Bob's next untap step (Alice's own untap step doesn't count);
    tapped Grizzly Bears untap then. In Bob's following untap step the Baloth untaps."""
    t, warriors, baloth, bears = _table(ruleset, "Kashi-Tribe Warriors")
    t.game.deal_damage(warriors, baloth, 2, combat=True)
    t.game.resolve_triggers()
    objects = t.game.state.objects
    assert objects[baloth].tapped
    objects[bears].tapped = True
    t.game.begin("end", active=t.bob)
    _to_upkeep(t, t.alice)
    assert objects[baloth].tapped  # Alice's untap step: not Bob's
    _to_upkeep(t, t.bob)
    assert objects[baloth].tapped and not objects[bears].tapped
    assert not [e for e in t.game.state.effects.values() if isinstance(e, SkipNextUntap)]
    objects[bears].tapped = True
    _to_upkeep(t, t.alice)
    _to_upkeep(t, t.bob)
    assert not objects[baloth].tapped and not objects[bears].tapped


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr502_3_noncombat_damage_does_not_trigger_a_combat_damage_ability(ruleset: str) -> None:
    """Orochi Ranger's ability needs combat damage: 2 noncombat damage to the Baloth doesn't
    tap it."""
    t, ranger, baloth, _ = _table(ruleset, "Orochi Ranger")
    t.game.deal_damage(ranger, baloth, 2)
    t.game.resolve_triggers()
    assert not t.game.state.objects[baloth].tapped


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr502_3_mercurial_kite_two_sentences(ruleset: str) -> None:
    """Mercurial Kite: "tap that creature. That creature doesn't untap during its
    controller's next untap step." Grizzly Bears dealt combat damage stay tapped through
    Bob's next untap step."""
    t, kite, baloth, _ = _table(ruleset, "Mercurial Kite")
    t.game.deal_damage(kite, baloth, 1, combat=True)
    t.game.resolve_triggers()
    t.game.begin("end", active=t.alice)
    _to_upkeep(t, t.bob)
    assert t.game.state.objects[baloth].tapped
    _to_upkeep(t, t.alice)
    _to_upkeep(t, t.bob)
    assert not t.game.state.objects[baloth].tapped
