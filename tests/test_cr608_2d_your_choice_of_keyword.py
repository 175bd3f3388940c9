"""CR 608.2d: a choice an effect offers is made as the spell or ability resolves. "Target
creature gets +1/+1 and gains your choice of deathtouch or lifelink until end of turn."
(Alchemist's Gift): the controller picks one keyword on resolution; the creature gains only
that one (CR 613.1f, layer 6) until end of turn. Real cards, both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell, Choose, PassPriority
from mtgrules.errors import IllegalChoiceError
from mtgrules.objects import Keyword
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "Target creature gets +1/+1 and gains your choice of deathtouch or lifelink until end "
        "of turn.",
        "{1}: ~ gains your choice of flying, deathtouch, or lifelink until end of turn.",
        "{1}: Until end of turn, ~ gets -1/-1 and gains your choice of flying, vigilance, "
        "deathtouch, or haste.",
        "Sacrifice another creature: ~ gains your choice of vigilance, lifelink, or haste "
        "until end of turn.",
    ],
)
def test_cr608_2d_your_choice_of_keyword_round_trips_and_is_supported(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(
    ("answer", "other"),
    [(Keyword.LIFELINK, Keyword.DEATHTOUCH), (Keyword.DEATHTOUCH, Keyword.LIFELINK)],
)
def test_cr608_2d_alchemists_gift_grants_the_chosen_keyword_only(
    ruleset: str, answer: Keyword, other: Keyword
) -> None:
    """Alice casts Alchemist's Gift on her Grizzly Bears: she is asked on resolution (not
    on casting), the Bears become 3/3 with the chosen keyword and without the other."""
    t = Table(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    t.put("Swamp", t.alice)
    t.begin()
    gift = t.put("Alchemist's Gift", t.alice, "hand")
    t.act(CastSpell(gift, (bears,)))  # no choice while casting
    assert t.game.state.stack
    t.resolve(str(answer))
    bear = t.game.state.objects[bears]
    assert (t.game.power(bears), t.game.toughness(bears)) == (3, 3)
    assert bear.has(answer)
    assert not bear.has(other)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2d_the_decision_names_the_controller_and_the_options(ruleset: str) -> None:
    """The question goes to the spell's controller, with the two keywords of the text; an
    answer that isn't one of them is refused and the spell waits, unchanged."""
    t = Table(ruleset)
    bears = t.put("Grizzly Bears", t.bob)
    t.put("Swamp", t.alice)
    t.begin()
    gift = t.put("Alchemist's Gift", t.alice, "hand")
    t.act(CastSpell(gift, (bears,)))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())  # both passed: the resolution waits for the choice
    asked = t.asked()
    assert asked.player == t.alice and asked.rule == "608.2d"
    assert set(asked.options) == {Keyword.DEATHTOUCH, Keyword.LIFELINK}
    with pytest.raises(IllegalChoiceError):
        t.game.apply(Choose("flying"))
    assert t.game.state.pending_choice is not None
    assert t.game.power(bears) == 2
    t.game.apply(Choose("deathtouch"))
    assert t.game.state.objects[bears].has(Keyword.DEATHTOUCH)
    assert t.game.power(bears) == 3


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2d_assassin_initiate_chooses_again_each_activation(ruleset: str) -> None:
    """Assassin Initiate ({1}: flying, deathtouch, or lifelink): two activations, two
    choices; it has both keywords chosen, not the third."""
    t = Table(ruleset)
    initiate = t.put("Assassin Initiate", t.alice)
    t.lands("Swamp", t.alice, 2)
    t.begin()
    t.act(ActivateAbility(initiate, 0, ()))
    t.resolve("flying")
    t.act(ActivateAbility(initiate, 0, ()))
    t.resolve("lifelink")
    view = t.game.state.objects[initiate]
    assert view.has(Keyword.FLYING) and view.has(Keyword.LIFELINK)
    assert not view.has(Keyword.DEATHTOUCH)
