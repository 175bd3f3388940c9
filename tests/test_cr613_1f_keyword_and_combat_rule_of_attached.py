"""An Aura or Equipment that gives a keyword and a combat rule (CR 613.1f): "Enchanted
creature has indestructible and is goaded." (Redemption Arc, CR 701.15a), "Enchanted creature
gets +2/+1, has haste, and attacks each combat if able." (Infectious Bloodlust, CR 508.1d),
"Equipped creature has trample and can't be blocked by more than one creature." (Vorrac
Battlehorns, CR 509.1b). Real cards, both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.objects import Keyword
from mtgrules.rules import combat_rules_4
from mtgrules.rules.attachments import refresh as refresh_attached
from mtgrules.rules.casting import IllegalActionError
from tests.attachment_play import RULESETS
from tests.card_table import Table, round_trip
from tests.test_cr701_15a_goaded_by_an_aura import Two


@pytest.mark.parametrize(
    "line",
    [
        "Enchanted creature has indestructible and is goaded.",
        "Enchanted creature gets +2/+1, has haste, and attacks each combat if able.",
        "Enchanted creature gets +1/+1, has deathtouch, and is goaded.",
        "Equipped creature has trample and can't be blocked by more than one creature.",
    ],
)
def test_cr613_1f_keyword_and_rule_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_15a_redemption_arc_indestructible_and_goaded(ruleset: str) -> None:
    """Alice's Redemption Arc on Bob's Grizzly Bears: indestructible, goaded by Alice; once
    unattached, neither."""
    t = Table(ruleset)
    bears = t.put("Grizzly Bears", t.bob)
    arc = t.put("Redemption Arc", t.alice)
    t.game.state.objects[arc].attached_to = bears
    refresh_attached(t.game.state, bears)  # its effects on the Bears (CR 613)
    bear = t.game.state.objects[bears]
    assert bear.has(Keyword.INDESTRUCTIBLE)
    assert combat_rules_4.goaders(t.game.state, bear) == {t.alice}
    t.game.state.objects[arc].attached_to = None
    refresh_attached(t.game.state, bears)
    bear = t.game.state.objects[bears]
    assert not bear.has(Keyword.INDESTRUCTIBLE)
    assert combat_rules_4.goaders(t.game.state, bear) == set()


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr508_1d_infectious_bloodlust_haste_and_must_attack(ruleset: str) -> None:
    """Alice's Infectious Bloodlust on Bob's Grizzly Bears: 4/3 with haste; in Bob's turn,
    declaring no attackers is refused (CR 508.1d), attacking Alice is legal."""
    t = Two(ruleset, "Infectious Bloodlust")
    assert (t.game.power(t.bears), t.game.toughness(t.bears)) == (4, 3)
    assert t.game.state.objects[t.bears].has(Keyword.HASTE)
    t.to_bobs_attack()
    with pytest.raises(IllegalActionError) as none:
        t.game.apply(DeclareAttackers(()))
    assert none.value.rule == "508.1d"
    t.game.apply(DeclareAttackers(((t.bears, t.alice),)))
    assert t.game.state.combat is not None and t.bears in t.game.state.combat.attackers


def _kind(t: Table) -> str:
    found = t.game.decision()
    assert found is not None
    return found.kind


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr509_1b_vorrac_battlehorns_one_blocker_and_trample(ruleset: str) -> None:
    """Vorrac Battlehorns on Alice's Hill Giant: trample; two of Bob's Grizzly Bears can't
    block it together (refused, nothing changes), one can."""
    t = Table(ruleset)
    giant = t.put("Hill Giant", t.alice)
    horns = t.put("Vorrac Battlehorns", t.alice)
    bears = [t.put("Grizzly Bears", t.bob) for _ in range(2)]
    t.lands("Plains", 1)
    t.main_phase()
    index = len(t.game.state.objects[horns].activated) - 1
    t.game.apply(ActivateAbility(horns, index, (giant,)))
    t.resolve()
    assert t.game.state.objects[giant].has(Keyword.TRAMPLE)
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())  # on to combat
    while _kind(t) != "declare attackers":
        t.game.apply(PassPriority())
    t.game.apply(DeclareAttackers(((giant, t.bob),)))
    while _kind(t) == "priority":
        t.game.apply(PassPriority())
    both = ((bears[0], giant), (bears[1], giant))
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(DeclareBlockers(both))
    assert error.value.rule == "509.1b"
    t.game.apply(DeclareBlockers(((bears[0], giant),)))
    assert t.game.state.combat is not None
    assert t.game.state.combat.blocked_by[giant] == [bears[0]]
