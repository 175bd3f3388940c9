"""Bargain (CR 702.166; a keyword from after 2011, cited by today's number under both
editions): "Bargain" means "As an additional cost to cast this spell, you may sacrifice an
artifact, enchantment, or token." A spell is bargained if its caster chose to pay it
(702.166b). Played with High Fae Negotiator ({3}{B}{B} 3/5 flier: "When this creature
enters, if it was bargained, each opponent loses 3 life and you gain 3 life.")."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose
from mtgrules.errors import RulesError
from mtgrules.objects import Zone
from mtgrules.state import EntityId
from tests.card_table import Table, round_trip

BARGAIN = ("bargain",)


def test_cr702_166_bargain_lines_round_trip() -> None:
    round_trip("Bargain")
    round_trip(
        "When ~ enters, if it was bargained, each opponent loses 3 life and you gain 3 life."
    )


def _table(ruleset: str) -> tuple[Table, EntityId]:
    t = Table(ruleset)
    negotiator = t.put("High Fae Negotiator", t.alice, "hand")
    t.lands("Swamp", 5)
    return t, negotiator


def _play_out(t: Table, sacrifice: EntityId | None = None) -> None:
    """Answer the sacrifice with ``sacrifice``; resolve everything."""
    for _ in range(10):
        decision = t.game.decision()
        if decision is not None and decision.kind == "sacrifice":
            assert sacrifice is not None
            (option,) = [
                o
                for o in decision.options
                if isinstance(o, Choose)
                and sacrifice in (o.answer if isinstance(o.answer, tuple) else (o.answer,))
            ]
            t.game.apply(option)
        elif t.game.state.stack:
            t.resolve()
        else:
            return


def test_cr702_166b_bargained_by_sacrificing_an_artifact(ruleset: str) -> None:
    """Alice sacrifices her Ornithopter to bargain: it is in her graveyard, and as the
    Negotiator enters Bob loses 3 life and Alice gains 3."""
    t, negotiator = _table(ruleset)
    thopter = t.put("Ornithopter", t.alice)
    t.main_phase()
    assert CastSpell(negotiator, (), "", BARGAIN) in t.game.legal_actions()
    t.game.apply(CastSpell(negotiator, (), "", BARGAIN))
    _play_out(t, thopter)
    assert not t.game.is_on_battlefield(thopter)
    graveyard = [o.name for o in t.game.state.objects.values() if o.zone is Zone.GRAVEYARD]
    assert graveyard == ["Ornithopter"]
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (23, 17)


def test_cr702_166b_not_bargained_nothing_triggers(ruleset: str) -> None:
    t, negotiator = _table(ruleset)
    thopter = t.put("Ornithopter", t.alice)
    t.main_phase()
    t.game.apply(CastSpell(negotiator))
    _play_out(t)
    assert t.game.is_on_battlefield(thopter)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 20)


def test_cr702_166a_a_token_creature_may_be_sacrificed(ruleset: str) -> None:
    """A creature token pays for bargain; Alice's nontoken Grizzly Bears isn't offered."""
    t, negotiator = _table(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    spirit = t.game.add_card(
        "Spirit",
        owner=t.alice,
        zone="battlefield",
        types={"Creature"},
        power=1,
        toughness=1,
        token=True,
    )
    t.main_phase()
    t.game.apply(CastSpell(negotiator, (), "", BARGAIN))
    _play_out(t, spirit)
    assert t.game.is_on_battlefield(bears)
    assert t.game.life(t.bob) == 17


def test_cr702_166a_nothing_to_sacrifice_no_bargain(ruleset: str) -> None:
    """With only a nontoken creature, bargaining isn't offered and is refused (CR 601.2h:
    the whole cost must be payable); the game is unchanged."""
    t, negotiator = _table(ruleset)
    t.put("Grizzly Bears", t.alice)
    t.main_phase()
    casts = [a for a in t.game.legal_actions() if isinstance(a, CastSpell)]
    assert casts == [CastSpell(negotiator)]
    before = t.game.state.copy()
    with pytest.raises(RulesError):
        t.game.apply(CastSpell(negotiator, (), "", BARGAIN))
    assert t.game.state == before
