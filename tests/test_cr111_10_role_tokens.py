"""Role tokens (CR 111.10k Monster, 111.10q Wicked; 704.5y): "create a Monster Role token
attached to it" makes an Aura Role token named Monster attached to the creature; a second
Role of the same player on that creature replaces the first (the older one goes to the
graveyard as a state-based action). The 2011 rules have no Roles; a card that creates one
uses today's rules under either ruleset."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.objects import CardType, Keyword, Zone
from mtgrules.state import GameObject
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


def _roles(t: Table) -> list[GameObject]:
    return [o for o in t.game.state.battlefield() if o.token and "Role" in o.subtypes]


@pytest.mark.parametrize(
    "line",
    [
        "Create a Monster Role token attached to it.",
        "Create a Wicked Role token attached to up to one target creature you control.",
        "Create a Sorcerer Role token attached to target creature you control.",
    ],
)
def test_cr111_10_role_templates_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr704_5y_monstrous_rage_twice_keeps_one_monster_role(ruleset: str) -> None:
    """Monstrous Rage: "Target creature gets +2/+0 until end of turn. Create a Monster Role
    token attached to it." Once: a 2/2 is 5/3 with trample. Twice: 7/3, one Role left."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 2)
    bears = t.put("Grizzly Bears", t.alice)
    t.begin()
    t.act(CastSpell(t.put("Monstrous Rage", t.alice, "hand"), (bears,)))
    t.resolve()
    (first,) = _roles(t)
    assert first.name == "Monster" and first.attached_to == bears
    assert first.types == frozenset({CardType.ENCHANTMENT})
    view = t.game.state.objects[bears]
    assert (view.current_power(), view.current_toughness()) == (5, 3)
    assert view.has(Keyword.TRAMPLE)
    t.act(CastSpell(t.put("Monstrous Rage", t.alice, "hand"), (bears,)))
    t.resolve()
    (second,) = _roles(t)  # CR 704.5y: the older Role went to the graveyard
    assert second.id != first.id and second.attached_to == bears
    assert (view.current_power(), view.current_toughness()) == (7, 3)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr111_10q_wicked_role_drains_when_it_goes_to_the_graveyard(ruleset: str) -> None:
    """Eriette's Whisper: "Target opponent discards two cards. Create a Wicked Role token
    attached to up to one target creature you control." Wicked: "Enchanted creature gets
    +1/+1. When this token is put into a graveyard from the battlefield, each opponent
    loses 1 life." The creature dies; the Role follows (CR 704.5m) and Bob loses 1 life."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 7)
    bears = t.put("Grizzly Bears", t.alice)
    t.put("Gray Ogre", t.bob, "hand")
    t.put("Gray Ogre", t.bob, "hand")
    t.begin()
    t.act(CastSpell(t.put("Eriette's Whisper", t.alice, "hand"), (t.bob, bears)))
    t.resolve()
    (wicked,) = _roles(t)
    assert wicked.name == "Wicked" and wicked.attached_to == bears
    assert t.game.state.objects[bears].current_power() == 3
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Gray Ogre", "Gray Ogre"]
    t.act(CastSpell(t.put("Hero's Downfall", t.alice, "hand"), (bears,)))
    t.resolve()  # Bears die; the Role goes to the graveyard; its trigger
    while t.game.state.stack:
        t.resolve()
    assert not _roles(t)
    assert t.game.life(t.bob) == 19
