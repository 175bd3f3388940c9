"""CR 303.4, 608.3, 702.5: Aura spells target what they can enchant, enter attached to it,
and their static abilities apply to the enchanted creature while they're attached. Real cards
from the bundled database, played through ``Game.apply``, under both rulesets."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules.actions import CastSpell, DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.attach_events import BecameAttached
from mtgrules.objects import Keyword, Zone
from mtgrules.rules.casting import IllegalActionError
from mtgrules.turn_events import Untapped
from tests.attachment_play import RULESETS, Table


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[Table]:
    yield Table(request.param)


def test_cr303_4a_aura_spell_targets_only_what_it_can_enchant(table: Table) -> None:
    """Holy Strength ("Enchant creature") targets a creature as it is cast: a player or a
    land is not a legal target (CR 303.4a, 601.2c), and the failed cast changes nothing."""
    t = table
    plains = t.lands("Plains", t.alice, 1)[0]
    strength = t.put("Holy Strength", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.bob)
    t.main_phase()
    before = t.game.state.copy()
    for illegal in (t.bob, plains):
        with pytest.raises(IllegalActionError):
            t.game.apply(CastSpell(strength, (illegal,)))
    assert t.game.state == before
    casts = [a for a in t.game.legal_actions() if isinstance(a, CastSpell)]
    assert casts == [CastSpell(strength, (bears,))]


def test_cr608_3c_aura_enters_attached_and_its_bonus_applies(table: Table) -> None:
    """Holy Strength resolves: it enters the battlefield attached to the Grizzly Bears it
    targeted (CR 608.3c; 2011: 608.3a), which become 3/4 (layer 7c)."""
    t = table
    t.lands("Plains", t.alice, 1)
    strength = t.put("Holy Strength", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.alice)
    t.main_phase()
    events = t.cast(strength, bears)
    aura = t.on_battlefield("Holy Strength")
    attached = [e for e in events if isinstance(e, BecameAttached)]
    assert [(e.attachment, e.host) for e in attached] == [(aura, bears)]
    assert attached[0].rule == ("608.3a" if t.game.ruleset.name == "cr2011" else "608.3c")
    assert t.game.attached_to(aura) == bears
    assert (t.game.power(bears), t.game.toughness(bears)) == (3, 4)


def test_cr608_2b_aura_whose_target_is_gone_does_not_resolve(table: Table) -> None:
    """Bob kills the targeted creature in response: Holy Strength's only target is illegal,
    so it doesn't resolve and goes to the graveyard (CR 608.2b, today 608.3b)."""
    t = table
    t.lands("Plains", t.alice, 1)
    t.lands("Mountain", t.bob, 1)
    strength = t.put("Holy Strength", t.alice, "hand")
    bolt = t.put("Lightning Bolt", t.bob, "hand")
    bears = t.put("Grizzly Bears", t.alice)
    t.main_phase()
    t.game.apply(CastSpell(strength, (bears,)))
    t.game.apply(PassPriority())  # Bob has priority
    t.game.apply(CastSpell(bolt, (bears,)))
    t.resolve()  # the bolt: the bears die
    assert not t.game.is_on_battlefield(bears)
    t.resolve()  # Holy Strength: its target is gone
    auras = [o for o in t.game.state.objects.values() if o.name == "Holy Strength"]
    assert [o.zone for o in auras] == [Zone.GRAVEYARD]


def test_cr702_5_enchant_creature_you_control(table: Table) -> None:
    """Inferno Fist ("Enchant creature you control") can't target an opponent's creature."""
    t = table
    t.lands("Mountain", t.alice, 2)
    fist = t.put("Inferno Fist", t.alice, "hand")
    mine = t.put("Grizzly Bears", t.alice)
    theirs = t.put("Grizzly Bears", t.bob)
    t.main_phase()
    with pytest.raises(IllegalActionError):
        t.game.apply(CastSpell(fist, (theirs,)))
    t.cast(fist, mine)
    assert t.game.power(mine) == 4


def test_keywords_granted_by_an_aura_layer_6(table: Table) -> None:
    """Serra's Embrace: "Enchanted creature gets +2/+2 and has flying and vigilance." (layer
    6 and 7c, CR 613.1f, 613.4c)."""
    t = table
    t.lands("Plains", t.alice, 4)
    embrace = t.put("Serra's Embrace", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.alice)
    t.main_phase()
    t.cast(embrace, bears)
    obj = t.game.state.objects[bears]
    assert obj.has(Keyword.FLYING) and obj.has(Keyword.VIGILANCE)
    assert (t.game.power(bears), t.game.toughness(bears)) == (4, 4)


def test_pacifism_enchanted_creature_cant_attack(table: Table) -> None:
    """Pacifism: "Enchanted creature can't attack or block." Alice's enchanted Gray Ogre
    can't attack (CR 508.1c); her other creature can."""
    t = table
    pacifism = t.put("Pacifism", t.alice, "hand")
    ogre = t.put("Gray Ogre", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    t.game.put_onto_battlefield_attached(pacifism, ogre)
    t.game.begin("declare attackers", active=t.alice)
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError):
        t.game.apply(DeclareAttackers(((ogre, t.bob),)))
    assert t.game.state == before
    t.game.apply(DeclareAttackers(((bears, t.bob),)))


def test_pacifism_enchanted_creature_cant_block(table: Table) -> None:
    """Pacifism cast on Bob's Gray Ogre: it can't block Alice's attacker (CR 509.1b)."""
    t = table
    t.lands("Plains", t.alice, 2)
    pacifism = t.put("Pacifism", t.alice, "hand")
    blocker = t.put("Gray Ogre", t.bob)
    attacker = t.put("Grizzly Bears", t.alice)
    t.main_phase()
    t.cast(pacifism, blocker)
    t.pass_step()  # to the beginning of combat
    t.pass_step()  # to declare attackers
    assert t.decision().kind == "declare attackers"
    t.game.apply(DeclareAttackers(((attacker, t.bob),)))
    t.pass_step()
    assert t.decision().kind == "declare blockers"
    with pytest.raises(IllegalActionError):
        t.game.apply(DeclareBlockers(((blocker, attacker),)))
    t.game.apply(DeclareBlockers(()))


def test_paralyzing_grasp_enchanted_creature_doesnt_untap(table: Table) -> None:
    """Paralyzing Grasp: "Enchanted creature doesn't untap during its controller's untap
    step." (CR 502.3; 2011: 502.2): Bob's tapped creature stays tapped; his other one
    untaps."""
    t = table
    grasp = t.put("Paralyzing Grasp", t.alice, "hand")
    ogre = t.put("Gray Ogre", t.bob, tapped=True)
    bears = t.put("Grizzly Bears", t.bob, tapped=True)
    t.game.put_onto_battlefield_attached(grasp, ogre)
    t.game.begin("untap", active=t.bob, turn=2)
    untapped = [p for e in t.game.log if isinstance(e, Untapped) for p in e.permanents]
    assert bears in untapped and ogre not in untapped
    assert t.game.state.objects[ogre].tapped


def test_cr303_4f_aura_put_onto_battlefield_isnt_cast_so_hexproof_doesnt_matter(
    table: Table,
) -> None:
    """An Aura put onto the battlefield without being cast targets nothing: it may enchant
    an opponent's hexproof creature (CR 303.4f), which a cast Aura couldn't target
    (CR 702.11b)."""
    t = table
    t.lands("Plains", t.alice, 1)
    cast_one = t.put("Holy Strength", t.alice, "hand")
    put_one = t.put("Holy Strength", t.alice, "graveyard")
    warded = t.game.add_permanent(
        "Hexproof Bear",
        controller=t.bob,
        types={"Creature"},
        power=2,
        toughness=2,
        keywords=("hexproof",),
    )
    t.main_phase()
    with pytest.raises(IllegalActionError):
        t.game.apply(CastSpell(cast_one, (warded,)))
    events = t.game.put_onto_battlefield_attached(put_one, warded)
    aura = t.new_id(events, put_one)
    assert t.game.attached_to(aura) == warded
    assert (t.game.power(warded), t.game.toughness(warded)) == (3, 4)


def test_cr303_4i_aura_that_cant_enchant_stays_where_it_is(table: Table) -> None:
    """Pacifism can't be put onto the battlefield attached to a land: it stays in the hand
    (CR 303.4i), an error names the rule, and nothing changes."""
    t = table
    land = t.lands("Plains", t.alice, 1)[0]
    pacifism = t.put("Pacifism", t.alice, "hand")
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError) as error:
        t.game.put_onto_battlefield_attached(pacifism, land)
    assert error.value.rule == "303.4i"
    assert t.game.state == before
    assert t.game.state.objects[pacifism].zone is Zone.HAND


def test_rancor_gives_trample_and_leaves_with_its_creature(table: Table) -> None:
    """Rancor: "Enchanted creature gets +2/+0 and has trample." When the creature dies,
    Rancor goes to the graveyard in the next state-based check (CR 704.5m)."""
    t = table
    rancor = t.put("Rancor", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.alice)
    t.game.put_onto_battlefield_attached(rancor, bears)
    assert t.game.power(bears) == 4
    assert t.game.state.objects[bears].has(Keyword.TRAMPLE)
    bolt = t.put("Lightning Bolt", t.bob, "stack")
    t.game.deal_damage(bolt, bears, 2)
    t.game.check_state_based_actions()
    rancors = [o for o in t.game.state.objects.values() if o.name == "Rancor"]
    assert [o.zone for o in rancors] == [Zone.GRAVEYARD]
