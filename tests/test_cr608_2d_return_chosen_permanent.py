"""Returns to hand chosen as the ability resolves (CR 608.2d, no target): "When ~ enters,
return a red or green creature you control to its owner's hand." (Shivan Wurm), "return
another creature you control ..." (Ambush Krotiq), "return up to two lands you control to
their owner's hand." (Kazandu Stomper). With no more such permanents than asked, all of them
are returned (CR 609.3); each becomes a new object in its owner's hand (CR 400.7). Real
cards, under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.errors import IllegalChoiceError
from mtgrules.objects import Zone
from mtgrules.state import EntityId
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "When ~ enters, return a red or green creature you control to its owner's hand.",
        "When ~ enters, return another creature you control to its owner's hand.",
        "When ~ enters, you may return an enchantment you control to its owner's hand.",
        "When ~ enters, return up to two lands you control to their owner's hand.",
    ],
)
def test_cr608_2d_chosen_return_round_trips(line: str) -> None:
    round_trip(line)


def _cast(t: Table, name: str, lands: dict[str, int]) -> EntityId:
    for land, count in lands.items():
        t.lands(land, t.alice, count)
    card = t.put(name, t.alice, "hand")
    t.begin()
    t.act(CastSpell(card, ()))
    t.resolve()  # the permanent enters; its ability goes on the stack
    return card


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2d_shivan_wurm_returns_the_red_or_green_creature_chosen(ruleset: str) -> None:
    """Shivan Wurm: Alice chooses her Grizzly Bears (green) among the Bears and the Wurm
    itself; her white Savannah Lions and Bob's green Bears can't be chosen."""
    t = Table(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    t.put("Savannah Lions", t.alice)
    t.put("Grizzly Bears", t.bob)
    _cast(t, "Shivan Wurm", {"Mountain": 3, "Forest": 2})
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    options = t.asked().options
    wurm = next(o.id for o in t.game.state.battlefield() if o.name == "Shivan Wurm")
    assert set(options) == {(bears,), (wurm,)}
    t.act(Choose((bears,)))
    assert t.zone_of(t.alice, Zone.HAND) == ["Grizzly Bears"]
    assert not t.game.is_on_battlefield(bears)
    assert t.game.is_on_battlefield(wurm)
    assert [o.name for o in t.game.state.battlefield() if o.owner == t.bob] == ["Grizzly Bears"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr609_3_shivan_wurm_alone_returns_itself(ruleset: str) -> None:
    """With no other red or green creature, the Wurm is the only choice: it returns to
    Alice's hand."""
    t = Table(ruleset)
    _cast(t, "Shivan Wurm", {"Mountain": 3, "Forest": 2})
    t.resolve()
    assert t.zone_of(t.alice, Zone.HAND) == ["Shivan Wurm"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2d_ambush_krotiq_returns_another_creature_never_itself(ruleset: str) -> None:
    """Ambush Krotiq returns Alice's other creature; alone, it returns nothing."""
    t = Table(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    _cast(t, "Ambush Krotiq", {"Forest": 6})
    t.resolve()
    assert t.zone_of(t.alice, Zone.HAND) == ["Grizzly Bears"]
    assert not t.game.is_on_battlefield(bears)
    alone = Table(ruleset)
    _cast(alone, "Ambush Krotiq", {"Forest": 6})
    alone.resolve()
    assert alone.zone_of(alone.alice, Zone.HAND) == []
    assert [o.name for o in alone.game.state.battlefield() if o.name == "Ambush Krotiq"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2d_kazandu_stomper_returns_up_to_two_lands(ruleset: str) -> None:
    """Kazandu Stomper: Alice may return none, one or two of her lands; she chooses two, then
    (another game) none. Choosing Bob's land or three lands is refused, the choice waits."""
    t = Table(ruleset)
    bobs = t.put("Forest", t.bob)
    _cast(t, "Kazandu Stomper", {"Forest": 6})
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    lands = sorted(
        o.id for o in t.game.state.battlefield() if o.name == "Forest" and o.owner == t.alice
    )
    asked = t.asked()
    assert () in asked.options and tuple(lands[:2]) in asked.options
    for refused in [(bobs,), tuple(lands[:3])]:
        with pytest.raises(IllegalChoiceError, match="not one of"):
            t.game.apply(Choose(refused))
        assert t.asked() == asked
    t.act(Choose(tuple(lands[:2])))
    assert t.zone_of(t.alice, Zone.HAND) == ["Forest", "Forest"]
    none = Table(ruleset)
    _cast(none, "Kazandu Stomper", {"Forest": 6})
    none.resolve(())
    assert none.zone_of(none.alice, Zone.HAND) == []
