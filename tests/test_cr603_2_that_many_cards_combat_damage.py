"""Card instructions of combat-damage triggers (CR 603.2: the effect refers to the trigger
event; CR 608.2h: "that many" is the damage dealt, known as the ability resolves): "that
player discards that many cards" (Dreamstealer; CR 701.8a), "you and that player each draw
that many cards" (Diviner Spirit), "you and that player each draw two cards" (Black Widow,
Intel Expert: only on damage to an opponent), "You and target opponent each draw three cards."
(Secret Rendezvous; CR 121.1, 2011: 120.1). Real cards under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.cards.grammar import ClauseError, parse_line
from mtgrules.cards.support import missing
from mtgrules.objects import Zone
from mtgrules.state import EntityId
from tests.card_table import in_hand, round_trip
from tests.combat_table import CombatTable
from tests.instruction_play import RULESETS


@pytest.mark.parametrize(
    "line",
    [
        "Whenever ~ deals combat damage to a player, that player discards that many cards.",
        "Whenever ~ deals combat damage to a player, you and that player each draw that many"
        " cards.",
        "Whenever ~ deals combat damage to an opponent, you and that player each draw two cards.",
        "You and target opponent each draw three cards.",
        "{T}: You and target opponent each draw a card.",
    ],
)
def test_cr603_2_that_many_cards_round_trip(line: str) -> None:
    round_trip(line)


def test_cr603_2_that_many_needs_an_amount() -> None:
    """An attack has no amount: "that many" names nothing, so the engine refuses the line."""
    ability = parse_line("Whenever ~ attacks, defending player discards that many cards.")
    assert missing(ability) is not None


@pytest.mark.parametrize(
    "line",
    [
        "Whenever ~ deals combat damage to a player, you and each opponent each draw that many"
        " cards.",
        "Whenever ~ deals combat damage to a player, you and you each draw that many cards.",
    ],
)
def test_cr603_2_you_and_one_other_player_only(line: str) -> None:
    with pytest.raises(ClauseError):
        parse_line(line)


def _finish(t: CombatTable) -> None:
    """Play on to the end of combat; a player asked to discard discards the first choice."""
    while (step := t.game.state.step) is not None and step.value not in (
        "end of combat",
        "postcombat main",
    ):
        asked = t.asked()
        if asked.kind == "discard":
            first = asked.options[0]
            assert isinstance(first, Choose)
            t.game.apply(first)
        else:
            t.game.apply(PassPriority())


def _hand(t: CombatTable, player: EntityId) -> int:
    objects = t.game.state.objects.values()
    return sum(1 for o in objects if o.zone is Zone.HAND and o.owner == player)


def _graveyard(t: CombatTable, player: EntityId) -> int:
    objects = t.game.state.objects.values()
    return sum(1 for o in objects if o.zone is Zone.GRAVEYARD and o.owner == player)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_8a_dreamstealer_discards_the_damage_dealt(ruleset: str) -> None:
    """Dreamstealer (1/2) deals 1 combat damage to Bob: Bob discards 1 of his 3 cards."""
    t = CombatTable(ruleset)
    stealer = t.put("Dreamstealer", t.alice)
    for _ in range(3):
        t.put("Shock", t.bob, "hand")
    t.attack(stealer)
    _finish(t)
    assert t.game.life(t.bob) == 19
    assert (_hand(t, t.bob), _graveyard(t, t.bob)) == (2, 1)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_diviner_spirit_both_draw_that_many(ruleset: str) -> None:
    """Diviner Spirit (2/4) deals 2 combat damage to Bob: Alice and Bob each draw 2 cards;
    blocked by Wall of Stone, it deals none to him and nobody draws."""
    t = CombatTable(ruleset)
    spirit = t.put("Diviner Spirit", t.alice)
    t.attack(spirit)
    t.finish_combat()
    assert t.game.life(t.bob) == 18
    assert (in_hand(t), _hand(t, t.bob)) == (2, 2)

    t = CombatTable(ruleset)
    spirit = t.put("Diviner Spirit", t.alice)
    wall = t.put("Wall of Stone", t.bob)
    t.attack(spirit, blocks=((wall, spirit),))
    t.finish_combat()
    assert (in_hand(t), _hand(t, t.bob)) == (0, 0)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr121_1_black_widow_both_draw_two(ruleset: str) -> None:
    """Black Widow, Intel Expert (3/3 first strike) hits Bob: Alice and Bob each draw two."""
    t = CombatTable(ruleset)
    widow = t.put("Black Widow, Intel Expert", t.alice)
    t.attack(widow)
    t.finish_combat()
    assert t.game.life(t.bob) == 17
    assert (in_hand(t), _hand(t, t.bob)) == (2, 2)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr121_1_secret_rendezvous_you_and_target_opponent(ruleset: str) -> None:
    """Secret Rendezvous targeting Bob: Alice and Bob each draw three cards."""
    t = CombatTable(ruleset)
    t.main_phase()
    t.lands("Plains", 3)
    spell = t.put("Secret Rendezvous", t.alice, "hand")
    t.game.apply(CastSpell(spell, (t.bob,)))
    t.resolve()
    assert (in_hand(t), _hand(t, t.bob)) == (3, 3)
