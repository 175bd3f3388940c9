"""More predefined tokens (CR 111.10e Shard, 111.10g Blood, 111.10s Map, 111.10t Junk,
111.10u Lander, 111.10v Mutagen): "create a Lander token" makes the token the rules define, with its
abilities, under either ruleset (the 2011 rules have no predefined tokens; a card that names
one uses today's definition)."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell, Choose, PassPriority
from mtgrules.cards.compiler import compile_text
from mtgrules.cards.tokens import predefined
from mtgrules.objects import CardType, Zone
from mtgrules.state import GameObject
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


def _tokens(t: Table, name: str) -> list[GameObject]:
    return [o for o in t.game.state.battlefield() if o.token and o.name == name]


@pytest.mark.parametrize(
    ("name", "kind"),
    [
        ("Shard", CardType.ENCHANTMENT),
        ("Map", CardType.ARTIFACT),
        ("Junk", CardType.ARTIFACT),
        ("Lander", CardType.ARTIFACT),
        ("Mutagen", CardType.ARTIFACT),
    ],
)
def test_cr111_10_definitions(name: str, kind: CardType) -> None:
    definition = predefined(name)
    assert definition.types == frozenset({kind}) and definition.subtypes == frozenset({name})
    assert len(definition.activated) == 1
    round_trip(f"Create a {name} token.")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr111_10u_sami_s_curiosity_lander_fetches_a_basic_land(ruleset: str) -> None:
    """Sami's Curiosity: "You gain 2 life. Create a Lander token." The Lander: "{2}, {T},
    Sacrifice this token: Search your library for a basic land card, put it onto the
    battlefield tapped, then shuffle.\""""
    t = Table(ruleset)
    t.lands("Forest", t.alice, 3)
    forest = t.put("Forest", t.alice, "library")
    curiosity = t.put("Sami's Curiosity", t.alice, "hand")
    t.begin()
    t.act(CastSpell(curiosity))
    t.resolve()
    assert t.game.life(t.alice) == 22
    (lander,) = _tokens(t, "Lander")
    assert lander.types == frozenset({CardType.ARTIFACT}) and lander.controller == t.alice
    t.act(ActivateAbility(lander.id, 0))
    t.resolve((forest,))
    forests = [o for o in t.game.state.battlefield() if o.name == "Forest"]
    assert len(forests) == 4 and all(f.tapped for f in forests)  # the new one enters tapped
    assert not t.library(t.alice)
    assert not _tokens(t, "Lander")  # sacrificed


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr111_10e_a_shard_scries_then_draws(ruleset: str) -> None:
    """A Shard (an enchantment token): "{2}, Sacrifice this token: Scry 1, then draw a card.\""""
    maker = compile_text(
        "Shard Maker", types=["Sorcery"], mana_cost="{U}", text="Create a Shard token."
    )
    t = Table(ruleset)
    t.lands("Island", t.alice, 3)
    t.put("Island", t.alice, "library")
    card = t.game.add_card_def(maker, owner=t.alice, zone="hand")
    t.begin()
    t.act(CastSpell(card))
    t.resolve()
    (shard,) = _tokens(t, "Shard")
    assert shard.types == frozenset({CardType.ENCHANTMENT})
    before = sum(1 for o in t.game.state.objects.values() if o.zone is Zone.HAND)
    t.act(ActivateAbility(shard.id, 0))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())  # resolving: scry 1 asks where the top card goes
    t.act(Choose(t.asked().options[0]))
    after = sum(1 for o in t.game.state.objects.values() if o.zone is Zone.HAND)
    assert after == before + 1 and not _tokens(t, "Shard")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr111_10g_voldaren_epicure_blood_rummages(ruleset: str) -> None:
    """Voldaren Epicure: "When this creature enters, it deals 1 damage to each opponent.
    Create a Blood token." The Blood: "{1}, {T}, Discard a card, Sacrifice this token: Draw
    a card." Without a card to discard it can't be activated, and nothing changes."""
    from mtgrules.rules.casting import IllegalActionError

    t = Table(ruleset)
    t.lands("Mountain", t.alice, 2)
    epicure = t.put("Voldaren Epicure", t.alice, "hand")
    t.put("Mountain", t.alice, "library")
    t.begin()
    t.act(CastSpell(epicure))
    t.resolve()  # the creature
    t.resolve()  # its trigger
    assert t.game.life(t.bob) == 19
    (blood,) = _tokens(t, "Blood")
    assert blood.types == frozenset({CardType.ARTIFACT})
    with pytest.raises(IllegalActionError):  # no card in hand to discard
        t.game.apply(ActivateAbility(blood.id, 0))
    assert _tokens(t, "Blood") and not t.game.state.objects[blood.id].tapped
    t.put("Shock", t.alice, "hand")
    t.act(ActivateAbility(blood.id, 0))
    t.resolve()
    assert "Shock" in t.zone_of(t.alice, Zone.GRAVEYARD)
    assert t.zone_of(t.alice, Zone.HAND) == ["Mountain"]  # drew the library's card
    assert not _tokens(t, "Blood")
