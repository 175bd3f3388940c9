"""Cards in a graveyard as targets (CR 115.1): "Return up to two target creature cards from
your graveyard to your hand." (each "up to one", never the same card twice, CR 601.2c) and
"Put target creature card from a graveyard onto the battlefield under your control." (it
enters under the control of the spell's controller, CR 110.2a, whoever owns it). "that card's
mana value" is the moved card's (CR 608.2h). Real cards, under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.errors import RulesError
from mtgrules.objects import Zone
from mtgrules.rules.casting import NO_TARGET
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr110_2a_reanimate_puts_bobs_creature_under_alices_control(ruleset: str) -> None:
    """Reanimate on Hill Giant in Bob's graveyard: it enters under Alice's control (Bob still
    owns it) and Alice loses 4 life, its mana value."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 1)
    t.begin()
    giant = t.put("Hill Giant", t.bob, "graveyard")
    reanimate = t.put("Reanimate", t.alice, "hand")
    t.act(CastSpell(reanimate, (giant,)))
    t.resolve()
    (permanent,) = [o for o in t.game.state.battlefield() if o.name == "Hill Giant"]
    assert permanent.owner == t.bob and permanent.controller == t.alice
    assert t.game.life(t.alice) == 16
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Reanimate"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2b_reanimate_with_its_target_gone_does_nothing(ruleset: str) -> None:
    """The target left the graveyard before Reanimate resolved: nothing enters, no life is
    lost (the spell doesn't resolve, CR 608.2b)."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 1)
    t.begin()
    giant = t.put("Hill Giant", t.alice, "graveyard")
    reanimate = t.put("Reanimate", t.alice, "hand")
    t.act(CastSpell(reanimate, (giant,)))
    t.game.move_to_zone(giant, "exile")
    t.resolve()
    assert t.game.life(t.alice) == 20
    assert t.zone_of(t.alice, Zone.EXILE) == ["Hill Giant"]


def _nocturne(ruleset: str) -> tuple[Table, int, int, int]:
    """Alice: four Swamps, Hazel's Nocturne in hand, Grizzly Bears and Hill Giant in her
    graveyard; her main phase."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 4)
    t.begin()
    bears = t.put("Grizzly Bears", t.alice, "graveyard")
    giant = t.put("Hill Giant", t.alice, "graveyard")
    return t, t.put("Hazel's Nocturne", t.alice, "hand"), bears, giant


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr115_1_hazels_nocturne_returns_two_creature_cards(ruleset: str) -> None:
    t, nocturne, bears, giant = _nocturne(ruleset)
    t.act(CastSpell(nocturne, (bears, giant)))
    t.resolve()
    assert t.zone_of(t.alice, Zone.HAND) == ["Grizzly Bears", "Hill Giant"]
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (22, 18)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr115_1_hazels_nocturne_up_to_two_with_none_chosen(ruleset: str) -> None:
    """ "Up to two": no card chosen; the life still changes."""
    t, nocturne, _, _ = _nocturne(ruleset)
    t.act(CastSpell(nocturne, (NO_TARGET, NO_TARGET)))
    t.resolve()
    assert t.zone_of(t.alice, Zone.HAND) == []
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == [
        "Grizzly Bears",
        "Hazel's Nocturne",
        "Hill Giant",
    ]
    assert t.game.life(t.bob) == 18


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2c_the_same_card_is_not_chosen_twice(ruleset: str) -> None:
    t, nocturne, bears, _ = _nocturne(ruleset)
    before = t.game.state.copy()
    with pytest.raises(RulesError):
        t.game.apply(CastSpell(nocturne, (bears, bears)))
    assert t.game.state == before
    legal = [a for a in t.game.legal_actions() if isinstance(a, CastSpell)]
    assert all(a.targets[0] != a.targets[1] or a.targets[0] == NO_TARGET for a in legal)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr115_1_a_card_in_bobs_graveyard_is_not_in_your_graveyard(ruleset: str) -> None:
    t, nocturne, bears, _ = _nocturne(ruleset)
    bobs = t.put("Grizzly Bears", t.bob, "graveyard")
    with pytest.raises(RulesError):
        t.game.apply(CastSpell(nocturne, (bears, bobs)))


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr406_2_shadowfeed_exiles_a_card_from_bobs_graveyard(ruleset: str) -> None:
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 1)
    t.begin()
    bears = t.put("Grizzly Bears", t.bob, "graveyard")
    shadowfeed = t.put("Shadowfeed", t.alice, "hand")
    t.act(CastSpell(shadowfeed, (bears,)))
    t.resolve()
    assert t.zone_of(t.bob, Zone.EXILE) == ["Grizzly Bears"]
    assert t.game.life(t.alice) == 23


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_rotfeaster_maggot_gains_the_exiled_cards_toughness(ruleset: str) -> None:
    """Rotfeaster Maggot enters and exiles Hill Giant (3/3) from Bob's graveyard: Alice
    gains 3 life, the toughness of the card as it last existed."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 5)
    t.begin()
    giant = t.put("Hill Giant", t.bob, "graveyard")
    maggot = t.put("Rotfeaster Maggot", t.alice, "hand")
    t.act(CastSpell(maggot, ()))
    t.resolve()  # the creature spell; its enters trigger targets the only creature card
    assert t.game.state.stack and t.game.state.stack[-1].targets == (giant,)
    t.resolve()
    assert t.zone_of(t.bob, Zone.EXILE) == ["Hill Giant"]
    assert t.game.life(t.alice) == 23


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr115_1_carrion_imp_may_exile_and_then_gains_life(ruleset: str) -> None:
    """Carrion Imp: "you may exile target creature card from a graveyard. If you do, you
    gain 2 life." Alice agrees: Grizzly Bears is exiled and she gains 2."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 4)
    t.begin()
    t.put("Grizzly Bears", t.alice, "graveyard")
    imp = t.put("Carrion Imp", t.alice, "hand")
    t.act(CastSpell(imp, ()))
    t.resolve()
    t.resolve(True)
    assert t.zone_of(t.alice, Zone.EXILE) == ["Grizzly Bears"]
    assert t.game.life(t.alice) == 22


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr115_1_archaeomancer_returns_only_an_instant_or_sorcery_card(ruleset: str) -> None:
    """Archaeomancer's enters trigger: Lightning Bolt is a legal target, Grizzly Bears isn't."""
    t = Table(ruleset)
    t.lands("Island", t.alice, 4)
    t.begin()
    bolt = t.put("Lightning Bolt", t.alice, "graveyard")
    t.put("Grizzly Bears", t.alice, "graveyard")
    archaeomancer = t.put("Archaeomancer", t.alice, "hand")
    t.act(CastSpell(archaeomancer, ()))
    t.resolve()
    assert t.game.state.stack[-1].targets == (bolt,)
    t.resolve()
    assert t.zone_of(t.alice, Zone.HAND) == ["Lightning Bolt"]
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Grizzly Bears"]


@pytest.mark.parametrize(
    "line",
    [
        "Return up to two target creature cards from your graveyard to your hand.",
        "Put target creature card from a graveyard onto the battlefield under your control. "
        "You lose life equal to that card's mana value.",
        "Exile target card from a graveyard. You gain 3 life.",
        "When ~ enters, exile target creature card from a graveyard. You gain life equal to "
        "that card's toughness.",
        "When ~ enters, exile target card from an opponent's graveyard.",
        "Exile target instant or sorcery card from your graveyard.",
        "Return target instant or sorcery card from your graveyard to your hand.",
    ],
)
def test_cr115_1_cards_out_of_graveyards_round_trip(line: str) -> None:
    round_trip(line)
