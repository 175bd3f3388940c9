"""Dredge (CR 702.52a; 2011: 702.50a): "Dredge N" means "If you would draw a card, you may mill
N cards instead. If you do, return this card from your graveyard to your hand." A player with
fewer than N cards in their library can't dredge it (CR 702.52b; 2011: 702.50b). Played with
Stinkweed Imp ({2}{B} 1/2 flying; dredge 5) in Alice's graveyard as she draws for her turn."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.objects import Zone
from mtgrules.rules.zone_keywords import DRAW
from tests.card_table import Table, in_hand, round_trip

IMP = "Stinkweed Imp"


def _to_draw(ruleset: str, library: int) -> tuple[Table, int]:
    """Alice's upkeep, the Imp in her graveyard, ``library`` Islands in her library; both
    pass, and her draw step begins."""
    t = Table(ruleset)
    for _ in range(library):
        t.put("Island", t.alice, "library")
    imp = t.put(IMP, t.alice, "graveyard")
    t.game.begin("upkeep", active=t.alice, turn=3)  # not the first turn (CR 103.8a)
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    return t, imp


def _zone_count(t: Table, zone: Zone) -> int:
    return sum(1 for o in t.game.state.objects.values() if o.zone is zone and o.owner == t.alice)


def test_cr702_52a_dredge_line_round_trips() -> None:
    round_trip("Dredge 5")


def test_cr702_52a_dredging_mills_and_returns_the_card(ruleset: str) -> None:
    """Alice dredges instead of drawing: five Islands go to her graveyard, the Imp to her
    hand, and one Island stays in her library."""
    t, imp = _to_draw(ruleset, 6)
    found = t.game.decision()
    assert found is not None and found.kind == "dredge"
    assert found.rule == ("702.50a" if ruleset == "cr2011" else "702.52a")
    t.game.apply(Choose(imp))
    imps = [o for o in t.game.state.objects.values() if o.name == IMP]
    assert [o.zone for o in imps] == [Zone.HAND] and in_hand(t) == 1
    assert _zone_count(t, Zone.GRAVEYARD) == 5
    assert len(t.game.state.libraries[t.alice]) == 1


def test_cr702_52a_drawing_instead(ruleset: str) -> None:
    t, _ = _to_draw(ruleset, 6)
    t.game.apply(Choose(DRAW))
    imps = [o.zone for o in t.game.state.objects.values() if o.name == IMP]
    assert in_hand(t) == 1 and imps == [Zone.GRAVEYARD]
    assert len(t.game.state.libraries[t.alice]) == 5


def test_cr702_52b_not_with_fewer_cards_than_n(ruleset: str) -> None:
    """Four cards in the library: no dredge decision; Alice draws."""
    t, _ = _to_draw(ruleset, 4)
    found = t.game.decision()
    assert found is None or found.kind != "dredge"
    assert in_hand(t) == 1 and len(t.game.state.libraries[t.alice]) == 3


@pytest.mark.parametrize("name", [IMP, "Golgari Grave-Troll"])
def test_cr702_52a_the_keyword_makes_the_cards_supported(name: str) -> None:
    card = bundled_database().compiled(name)
    assert card.supported, card.reason


def test_cr702_52a_each_draw_of_a_spell_is_replaced_separately(ruleset: str) -> None:
    """Divination ("Draw two cards.") with six cards in the library: the first draw is
    dredged (five milled, the Imp to hand); the second, with one card left (fewer than 5),
    is a draw."""
    t = Table(ruleset)
    for _ in range(6):
        t.put("Island", t.alice, "library")
    imp = t.put(IMP, t.alice, "graveyard")
    divination = t.put("Divination", t.alice, "hand")
    t.lands("Island", 3)
    t.main_phase()
    t.game.apply(CastSpell(divination, ()))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    found = t.game.decision()
    assert found is not None and found.kind == "dredge"
    t.game.apply(Choose(imp))
    assert in_hand(t) == 2  # the Imp and the last Island
    assert len(t.game.state.libraries[t.alice]) == 0
