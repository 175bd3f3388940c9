"""CR 613.1f: ability-adding and ability-removing effects apply in layer 6; within a layer,
in timestamp order (CR 613.7), so a later "gains flying" undoes an earlier "loses flying"
and the other way round. "Until end of turn" effects end in the cleanup step (CR 514.2).
Real cards, both rulesets."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules.cards.abilities import EffectLine
from mtgrules.cards.grammar import parse_line
from mtgrules.cards.render import render_ability
from mtgrules.cards.support import missing
from mtgrules.effects.instructions import LoseKeyword
from mtgrules.explain import explain
from mtgrules.objects import Keyword, Zone
from mtgrules.turn_events import ModifierAdded
from tests.attachment_play import RULESETS, Table


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[Table]:
    yield Table(request.param)


@pytest.mark.parametrize(
    "line",
    [
        "Target creature loses flying until end of turn.",
        "Target creature loses flying and first strike until end of turn.",
        "~ deals 2 damage to target creature with flying and that creature loses flying "
        "until end of turn.",
        "Until end of turn, target creature loses indestructible.",
    ],
)
def test_cr613_1f_loses_lines_round_trip_and_are_supported(line: str) -> None:
    ability = parse_line(line)
    assert render_ability(ability) == line
    assert missing(ability) is None


def test_cr613_1f_loses_two_keywords_is_two_removals() -> None:
    ability = parse_line("Target creature loses flying and first strike until end of turn.")
    assert isinstance(ability, EffectLine)
    sentences = ability.sentences
    assert [type(s) for s in sentences[0]] == [LoseKeyword, LoseKeyword]


def test_cr613_1f_vertigo_removes_flying_until_end_of_turn(table: Table) -> None:
    """Vertigo: "deals 2 damage to target creature with flying. That creature loses flying
    until end of turn." Serra Angel (4/4 flying) takes 2 and has no flying until the
    cleanup step."""
    t = table
    angel = t.put("Serra Angel", t.bob)
    t.lands("Mountain", t.alice, 1)
    t.main_phase()
    events = t.cast(t.put("Vertigo", t.alice, "hand"), angel)
    assert t.game.damage_on(angel) == 2
    assert not t.game.state.objects[angel].has(Keyword.FLYING)
    assert t.game.state.objects[angel].has(Keyword.VIGILANCE)  # only flying is removed
    removal = [e for e in events if isinstance(e, ModifierAdded)]
    assert [e.rule for e in removal] == ["613.1f"]
    assert "loses flying" in explain(removal[0], t.game, "en")
    assert "perd" in explain(removal[0], t.game, "fr")
    t.game.cleanup()
    assert t.game.state.objects[angel].has(Keyword.FLYING)


def test_cr613_7_later_timestamp_wins_between_gain_and_loss(table: Table) -> None:
    """Vertigo ("loses flying") after Jump ("gains flying"), then Jump again: the later
    effect wins each time (CR 613.7): Craw Wurm flies, doesn't, then flies again."""
    t = table
    wurm = t.put("Craw Wurm", t.alice)  # 6/4: survives Vertigo's 2 damage
    t.lands("Mountain", t.alice, 2)
    t.lands("Island", t.alice, 2)
    t.main_phase()
    t.cast(t.put("Jump", t.alice, "hand"), wurm)
    assert t.game.state.objects[wurm].has(Keyword.FLYING)
    t.cast(t.put("Vertigo", t.alice, "hand"), wurm)
    assert not t.game.state.objects[wurm].has(Keyword.FLYING)
    t.cast(t.put("Jump", t.alice, "hand"), wurm)
    assert t.game.state.objects[wurm].has(Keyword.FLYING)


def test_cr613_1f_smite_the_deathless_removes_indestructible(table: Table) -> None:
    """Smite the Deathless: 3 damage to Darksteel Myr (0/1, indestructible), which loses
    indestructible: lethal damage destroys it (CR 704.5g) and "if that creature would die
    this turn, exile it instead" exiles it."""
    t = table
    myr = t.put("Darksteel Myr", t.bob)
    t.lands("Mountain", t.alice, 2)
    t.main_phase()
    t.cast(t.put("Smite the Deathless", t.alice, "hand"), myr)
    assert not t.game.is_on_battlefield(myr)
    zones = [o.zone for o in t.game.state.objects.values() if o.name == "Darksteel Myr"]
    assert zones == [Zone.EXILE]
