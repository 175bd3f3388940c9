"""Disturb (CR 702.146, a keyword from after 2011, cited by today's number under both
rulesets): "Disturb [cost]" means "You may cast this card transformed from your graveyard by
paying [cost] rather than its mana cost" (702.146a); the spell cast that way enters the
battlefield with its back face up (702.146b). The back faces say "If ~ would be put into a
graveyard from anywhere, exile it instead." (CR 614.1a). Played with real cards."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.errors import RulesError
from mtgrules.objects import Keyword, Zone
from mtgrules.rules.transform import mana_value
from mtgrules.state import EntityId, GameObject
from tests.card_table import Table, round_trip


def _named(t: Table, name: str) -> GameObject:
    return next(o for o in t.game.state.objects.values() if o.name == name)


def _casts(t: Table) -> list[CastSpell]:
    return [a for a in t.game.legal_actions() if isinstance(a, CastSpell)]


def test_cr702_146a_disturb_lines_round_trip() -> None:
    round_trip("Disturb {1}{W}")
    round_trip("If ~ would be put into a graveyard from anywhere, exile it instead.")


def _veteran_cast(ruleset: str) -> tuple[Table, EntityId]:
    """Lunarch Veteran in Alice's graveyard, two Plains: cast with disturb for {1}{W}."""
    t = Table(ruleset)
    veteran = t.put("Lunarch Veteran", t.alice, "graveyard")
    t.lands("Plains", 2)
    t.main_phase()
    assert CastSpell(veteran, (), "disturb") in _casts(t)
    t.game.apply(CastSpell(veteran, (), "disturb"))
    return t, veteran


def test_cr702_146a_cast_transformed_from_the_graveyard(ruleset: str) -> None:
    """On the stack the spell is the back face, Luminous Phantom (a 1/1 flier); its mana
    value is the front face's {W} today (CR 202.3b), 0 under the 2011 rules (2011 711.2b:
    a back face has no mana cost); both Plains were tapped for the disturb cost."""
    t, _ = _veteran_cast(ruleset)
    spell = _named(t, "Luminous Phantom")
    assert spell.zone is Zone.STACK and spell.transformed
    assert Keyword.FLYING in spell.keywords
    assert mana_value(spell, t.game.ruleset) == (0 if ruleset == "cr2011" else 1)
    assert all(o.tapped for o in t.game.state.battlefield())


def test_cr702_146b_enters_back_face_up_and_plays_its_abilities(ruleset: str) -> None:
    """Luminous Phantom enters transformed: a 1/1 flier whose "Whenever another creature you
    control leaves the battlefield, you gain 1 life." works (Lunarch Veteran's front face
    ability doesn't: a creature entering gains nothing)."""
    t, _ = _veteran_cast(ruleset)
    t.resolve()
    phantom = _named(t, "Luminous Phantom")
    assert phantom.zone is Zone.BATTLEFIELD and phantom.transformed
    assert (phantom.power, phantom.toughness) == (1, 1)
    assert Keyword.FLYING in phantom.keywords
    bears = t.put("Grizzly Bears", t.alice)
    assert t.game.life(t.alice) == 20  # no front face trigger
    t.put("Lightning Bolt", t.alice, "hand")
    t.lands("Mountain", 1)
    bolt = _named(t, "Lightning Bolt").id
    t.game.apply(CastSpell(bolt, (bears,)))
    t.resolve()
    t.resolve()  # the Phantom's trigger: Grizzly Bears left the battlefield
    assert t.game.life(t.alice) == 21


def test_cr614_1a_back_face_exiled_instead_of_the_graveyard(ruleset: str) -> None:
    """Luminous Phantom dealt 3 damage dies (CR 704.5g) but is exiled instead of put into the
    graveyard, where it is the front face again (CR 712.8a)."""
    t, _ = _veteran_cast(ruleset)
    t.resolve()
    phantom = _named(t, "Luminous Phantom")
    t.put("Lightning Bolt", t.alice, "hand")
    t.lands("Mountain", 1)
    t.game.apply(CastSpell(_named(t, "Lightning Bolt").id, (phantom.id,)))
    t.resolve()
    card = _named(t, "Lunarch Veteran")
    assert card.zone is Zone.EXILE and not card.transformed
    graveyard = [o.name for o in t.game.state.objects.values() if o.zone is Zone.GRAVEYARD]
    assert graveyard == ["Lightning Bolt"]


def test_cr702_146a_aura_back_face_attaches_then_is_exiled(ruleset: str) -> None:
    """Kindly Ancestor // Ancestor's Embrace: cast with disturb ({1}{W}) the spell is the Aura
    (Enchant creature), targets Grizzly Bears, enters attached and gives it lifelink; when the
    Bears die the Aura goes to the graveyard as a state-based action (704.5m) but is exiled
    instead."""
    t = Table(ruleset)
    ancestor = t.put("Kindly Ancestor", t.alice, "graveyard")
    bears = t.put("Grizzly Bears", t.alice)
    t.lands("Plains", 2)
    t.main_phase()
    assert CastSpell(ancestor, (bears,), "disturb") in _casts(t)
    t.game.apply(CastSpell(ancestor, (bears,), "disturb"))
    t.resolve()
    embrace = _named(t, "Ancestor's Embrace")
    assert embrace.zone is Zone.BATTLEFIELD and embrace.attached_to == bears
    assert t.game.state.objects[bears].has(Keyword.LIFELINK)
    t.put("Lightning Bolt", t.alice, "hand")
    t.lands("Mountain", 1)
    t.game.apply(CastSpell(_named(t, "Lightning Bolt").id, (bears,)))
    t.resolve()
    assert _named(t, "Kindly Ancestor").zone is Zone.EXILE


def test_cr702_146a_front_face_cast_from_the_hand_normally(ruleset: str) -> None:
    """From the hand Lunarch Veteran is cast for {W}, front face up; disturb isn't offered
    there and is refused, the game unchanged."""
    t = Table(ruleset)
    veteran = t.put("Lunarch Veteran", t.alice, "hand")
    t.lands("Plains", 2)
    t.main_phase()
    assert CastSpell(veteran, (), "disturb") not in _casts(t)
    before = t.game.state.copy()
    with pytest.raises(RulesError, match="from your graveyard"):
        t.game.apply(CastSpell(veteran, (), "disturb"))
    assert t.game.state == before
    t.game.apply(CastSpell(veteran, ()))
    t.resolve()
    card = _named(t, "Lunarch Veteran")
    assert card.zone is Zone.BATTLEFIELD and not card.transformed


def test_cr702_146a_disturb_needs_its_cost(ruleset: str) -> None:
    """Mischievous Catgeist (Disturb {2}{U}; its back face an Aura) with two Islands: not
    offered, refused, the game unchanged; the card stays in the graveyard, front face up."""
    t = Table(ruleset)
    catgeist = t.put("Mischievous Catgeist", t.alice, "graveyard")
    bears = t.put("Grizzly Bears", t.alice)
    t.lands("Island", 2)
    t.main_phase()
    assert CastSpell(catgeist, (bears,), "disturb") not in _casts(t)
    before = t.game.state.copy()
    with pytest.raises(RulesError, match="can't pay"):
        t.game.apply(CastSpell(catgeist, (bears,), "disturb"))
    assert t.game.state == before
    assert _named(t, "Mischievous Catgeist").zone is Zone.GRAVEYARD
