"""CR 608.2c: "If [condition], [effect]." in a spell's text is checked as the spell resolves,
when its instructions are followed in order; "If ~ was kicked, it deals 4 damage instead."
replaces the damage of the sentence before it (CR 702.33d: a spell is kicked if its kicker
cost was paid). CR 601.2c: a target required only if the spell is kicked isn't played yet.
Real cards under both rulesets, the condition true and false."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.cards.database import bundled_database
from mtgrules.cards.grammar import parse_line
from mtgrules.cards.support import missing
from mtgrules.effects.conditions import IfCondition
from tests.card_table import Table, round_trip


def _kicked(kicked: bool) -> tuple[str, ...]:
    return ("kicker",) if kicked else ()


def test_cr608_2c_if_sentences_round_trip() -> None:
    round_trip("~ deals 2 damage to any target. If ~ was kicked, it deals 4 damage instead.")
    round_trip("Draw a card. If ~ was kicked, you gain 3 life.")
    round_trip(
        "Destroy target creature. If you control an artifact, ~ deals 3 damage to that"
        " creature's controller."
    )
    round_trip(
        "~ deals 1 damage to each creature. If it was kicked, it deals 2 damage to each"
        " creature instead."
    )
    round_trip("~ deals 5 damage to target creature. If it's your turn, scry 2.")


def test_cr603_4_first_if_after_a_trigger_stays_the_intervening_if() -> None:
    """ "When ~ enters, if C, ..." is an intervening if (the whole ability), not a sentence."""
    line = parse_line("When ~ enters, if you control an artifact, you gain 3 life.")
    assert getattr(line, "intervening", None) is not None


def test_cr601_2c_a_target_only_if_kicked_is_unsupported() -> None:
    """Jilt's second target is chosen only if it is kicked: not played yet."""
    line = parse_line(
        "Return target creature to its owner's hand. If ~ was kicked, it deals 2 damage to"
        " another target creature."
    )
    assert "601.2c" in (missing(line) or "")


@pytest.mark.parametrize("kicked", [False, True])
def test_cr608_2c_burst_lightning_kicked_deals_4(ruleset: str, kicked: bool) -> None:
    """Burst Lightning (Kicker {4}): 2 damage to Bob, 4 if it was kicked."""
    card = bundled_database().card("Burst Lightning")
    assert card.spell is not None and isinstance(card.spell.effect[0], IfCondition)
    t = Table(ruleset)
    bolt = t.put("Burst Lightning", t.alice, "hand")
    t.lands("Mountain", 5)
    t.main_phase()
    t.game.apply(CastSpell(bolt, (t.bob,), "", _kicked(kicked)))
    t.resolve()
    assert t.game.life(t.bob) == (16 if kicked else 18)


@pytest.mark.parametrize("kicked", [False, True])
def test_cr608_2c_cinderclasm_kicked_deals_2_to_each_creature(ruleset: str, kicked: bool) -> None:
    """Cinderclasm (Kicker {R}): 1 damage to each creature, 2 if kicked: a Hill Giant (3/3)
    and Grizzly Bears (2/2) of Bob's; the Bears die only if it was kicked."""
    t = Table(ruleset)
    clasm = t.put("Cinderclasm", t.alice, "hand")
    giant = t.put("Hill Giant", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    t.lands("Mountain", 3)
    t.main_phase()
    t.game.apply(CastSpell(clasm, (), "", _kicked(kicked)))
    t.resolve()
    assert t.game.damage_on(giant) == (2 if kicked else 1)
    assert t.game.is_on_battlefield(bears) is not kicked


@pytest.mark.parametrize("kicked", [False, True])
def test_cr608_2c_hurloon_battle_hymn_kicked_gains_life(ruleset: str, kicked: bool) -> None:
    """Hurloon Battle Hymn (Kicker {W}): 4 damage to target creature (a Hill Giant dies);
    "If this spell was kicked, you gain 4 life." only if kicked."""
    t = Table(ruleset)
    hymn = t.put("Hurloon Battle Hymn", t.alice, "hand")
    giant = t.put("Hill Giant", t.bob)
    t.lands("Mountain", 3)
    t.lands("Plains", 1)
    t.main_phase()
    t.game.apply(CastSpell(hymn, (giant,), "", _kicked(kicked)))
    t.resolve()
    assert not t.game.is_on_battlefield(giant)
    assert t.game.life(t.alice) == (24 if kicked else 20)


@pytest.mark.parametrize("artifact", [False, True])
def test_cr608_2c_unlicensed_disintegration(ruleset: str, artifact: bool) -> None:
    """Unlicensed Disintegration: destroy target creature; if Alice controls an artifact
    (an Ornithopter), 3 damage to that creature's controller as well."""
    t = Table(ruleset)
    spell = t.put("Unlicensed Disintegration", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.bob)
    if artifact:
        t.put("Ornithopter", t.alice)
    t.lands("Swamp", 2)
    t.lands("Mountain", 1)
    t.main_phase()
    t.game.apply(CastSpell(spell, (bears,)))
    t.resolve()
    assert not t.game.is_on_battlefield(bears)
    assert t.game.life(t.bob) == (17 if artifact else 20)


@pytest.mark.parametrize("vampire", [False, True])
def test_cr608_2c_arterial_flow(ruleset: str, vampire: bool) -> None:
    """Arterial Flow: each opponent discards two cards; with a Vampire, each opponent loses 2
    life and Alice gains 2."""
    t = Table(ruleset)
    flow = t.put("Arterial Flow", t.alice, "hand")
    if vampire:
        t.put("Vampire Interloper", t.alice)
    t.lands("Swamp", 3)
    t.main_phase()
    t.game.apply(CastSpell(flow, ()))
    t.resolve()
    assert (t.game.life(t.alice), t.game.life(t.bob)) == ((22, 18) if vampire else (20, 20))
