"""Morph (CR 702.37; 702.35 in the 2011 rules) and megamorph (CR 702.37b, cited by today's
number under both editions): cast the card face down as a 2/2 creature for {3} rather than its
mana cost; any time you have priority, turn it face up by paying its morph cost, a special
action that doesn't use the stack (CR 116.2b; 2011: 115.2b). Played with real cards under both
editions."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority, TurnFaceUp
from mtgrules.errors import RulesError
from mtgrules.events import CountersPut
from mtgrules.face_down_events import TurnedFaceDown, TurnedFaceUp
from mtgrules.objects import PLUS_ONE, Keyword, Zone
from mtgrules.state import EntityId, GameObject
from tests.card_table import Table, round_trip
from tests.play import decision


def _cast_rule(t: Table) -> str:
    return "702.35b" if t.game.ruleset.name == "cr2011" else "702.37c"


def _face_up_rule(t: Table) -> str:
    return "702.35d" if t.game.ruleset.name == "cr2011" else "702.37e"


def _face_down(t: Table) -> GameObject:
    """The one face-down permanent on the battlefield."""
    (found,) = [o for o in t.game.state.battlefield() if o.face_down is not None]
    return found


def _cast_face_down(t: Table, name: str, lands: str, count: int, way: str = "morph") -> EntityId:
    """Alice casts ``name`` face down in her main phase and it resolves: the permanent."""
    card = t.put(name, t.alice, "hand")
    t.lands(lands, count)
    t.main_phase()
    t.game.apply(CastSpell(card, (), way))
    t.resolve()
    return _face_down(t).id


def test_cr702_37a_morph_lines_round_trip() -> None:
    round_trip("Morph {2}{W}{W}")
    round_trip("Megamorph {2}{W}")
    round_trip("When ~ is turned face up, it deals 2 damage to any target.")


def test_cr702_37c_cast_face_down_for_three(ruleset: str) -> None:
    """Exalted Angel ({4}{W}{W}, 4/5 flying, morph {2}{W}{W}) with three Mountains: it can't
    be cast for its mana cost but can be cast face down for {3}: a 2/2 creature spell with no
    name, no mana cost and no color on the stack."""
    t = Table(ruleset)
    angel = t.put("Exalted Angel", t.alice, "hand")
    t.lands("Mountain", 3)
    t.main_phase()
    casts = [a for a in t.game.legal_actions() if isinstance(a, CastSpell)]
    assert casts == [CastSpell(angel, (), "morph")]
    events = t.game.apply(CastSpell(angel, (), "morph"))
    turned = [e for e in events if isinstance(e, TurnedFaceDown)]
    assert [(e.card, e.name, e.rule) for e in turned] == [(angel, "Exalted Angel", _cast_rule(t))]
    (spell,) = [o for o in t.game.state.objects.values() if o.zone is Zone.STACK]
    assert (spell.name, spell.power, spell.toughness, spell.mana_cost) == ("", 2, 2, None)
    assert spell.colors == frozenset() and spell.subtypes == frozenset()
    assert all(o.tapped for o in t.game.state.battlefield())  # {3} paid


def test_cr708_3_the_face_down_permanent_has_none_of_its_abilities(ruleset: str) -> None:
    """The face-down Exalted Angel is a 2/2 without flying, and its "whenever this creature
    deals damage, you gain that much life" doesn't trigger."""
    t = Table(ruleset)
    down = _cast_face_down(t, "Exalted Angel", "Plains", 7)
    obj = t.game.state.objects[down]
    assert (obj.current_power(), obj.current_toughness()) == (2, 2)
    assert not obj.has(Keyword.FLYING)
    t.game.deal_damage(down, t.bob, 2)
    assert t.game.life(t.bob) == 18
    assert t.game.state.pending_triggers == []


def test_cr702_37e_turn_face_up_is_a_special_action(ruleset: str) -> None:
    """Alice pays {2}{W}{W}: the same permanent is Exalted Angel, 4/5 with flying, nothing
    went on the stack, and Alice still has priority. The damage marked on it stays, and its
    life-gain trigger works now."""
    t = Table(ruleset)
    down = _cast_face_down(t, "Exalted Angel", "Plains", 7)
    t.game.deal_damage(down, down, 1)  # marked damage stays: the same permanent
    assert TurnFaceUp(down) in t.game.legal_actions()
    events = t.game.apply(TurnFaceUp(down))
    (turned,) = [e for e in events if isinstance(e, TurnedFaceUp)]
    assert (turned.permanent, turned.name, turned.rule) == (down, "Exalted Angel", _face_up_rule(t))
    obj = t.game.state.objects[down]
    assert (obj.name, obj.current_power(), obj.current_toughness()) == ("Exalted Angel", 4, 5)
    assert obj.has(Keyword.FLYING) and obj.face_down is None
    assert t.game.damage_on(down) == 1
    assert t.game.state.stack == []
    assert (decision(t.game).kind, decision(t.game).player) == ("priority", t.alice)
    assert sum(1 for o in t.game.state.battlefield() if o.tapped) == 7  # 3 + {2}{W}{W}
    t.game.deal_damage(down, t.bob, 4)
    assert [(p.source, p.that_amount) for p in t.game.state.pending_triggers] == [(down, 4)]


def test_cr702_37e_turn_face_up_with_a_spell_on_the_stack(ruleset: str) -> None:
    """Any time its controller has priority: Alice casts Lightning Bolt at Bob and, with it on
    the stack, turns Exalted Angel face up; the Bolt is still there, then resolves."""
    t = Table(ruleset)
    down = _cast_face_down(t, "Exalted Angel", "Plains", 7)
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    t.lands("Mountain", 1)
    t.game.apply(CastSpell(bolt, (t.bob,)))
    t.game.apply(TurnFaceUp(down))
    assert t.game.state.objects[down].name == "Exalted Angel"
    assert [item.text for item in t.game.state.stack] == ["Lightning Bolt"]
    t.resolve()
    assert t.game.life(t.bob) == 17


def test_cr702_37e_when_turned_face_up_triggers(ruleset: str) -> None:
    """Skirk Marauder (morph {2}{R}; "When this creature is turned face up, it deals 2 damage
    to any target."): nothing as it enters face down; turned face up, its trigger goes on
    the stack and deals 2 damage to Bob."""
    t = Table(ruleset)
    down = _cast_face_down(t, "Skirk Marauder", "Mountain", 6)
    assert t.game.state.stack == []
    t.game.apply(TurnFaceUp(down))
    t.game.apply(Choose((t.bob,)))
    (item,) = t.game.state.stack
    assert item.source == down
    t.resolve()
    assert t.game.life(t.bob) == 18


def test_cr708_8_enters_abilities_dont_trigger_when_turned_face_up(ruleset: str) -> None:
    """Nightdrinker Moroii ("When this creature enters, you lose 3 life."; disguise {B}{B}):
    face down it enters with no abilities, and turning it face up isn't entering: Alice
    never loses the 3 life."""
    t = Table(ruleset)
    down = _cast_face_down(t, "Nightdrinker Moroii", "Swamp", 5, "disguise")
    t.game.apply(TurnFaceUp(down))
    assert t.game.state.objects[down].name == "Nightdrinker Moroii"
    assert t.game.state.stack == []
    assert t.game.life(t.alice) == 20


def test_cr702_37b_megamorph_adds_a_counter(ruleset: str) -> None:
    """Aven Sunstriker (1/1 flying double strike, megamorph {4}{W}): turned face up for its
    megamorph cost it gets a +1/+1 counter, a 2/2."""
    t = Table(ruleset)
    down = _cast_face_down(t, "Aven Sunstriker", "Plains", 8, "megamorph")
    events = t.game.apply(TurnFaceUp(down))
    counters = [e for e in events if isinstance(e, CountersPut)]
    assert [(e.permanent, e.kind, e.amount, e.rule) for e in counters] == [
        (down, PLUS_ONE, 1, "702.37b")
    ]
    obj = t.game.state.objects[down]
    assert (obj.current_power(), obj.current_toughness()) == (2, 2)
    assert obj.has(Keyword.DOUBLE_STRIKE)


def test_cr702_37e_turning_face_up_needs_its_cost(ruleset: str) -> None:
    """With only the three lands that paid for it, Exalted Angel can't be turned face up:
    not offered, refused, and the game is unchanged."""
    t = Table(ruleset)
    down = _cast_face_down(t, "Exalted Angel", "Plains", 3)
    assert TurnFaceUp(down) not in t.game.legal_actions()
    before = t.game.state.copy()
    with pytest.raises(RulesError, match="can't pay") as error:
        t.game.apply(TurnFaceUp(down))
    assert error.value.rule == _face_up_rule(t)
    assert t.game.state == before


def test_cr702_37e_only_a_face_down_permanent_its_controller_turns_up(ruleset: str) -> None:
    """Bob, with priority while Alice's Lightning Bolt is on the stack, can't turn Alice's
    face-down creature face up, and a face-up permanent can't be turned face up: typed
    errors naming the rule, nothing changes."""
    t = Table(ruleset)
    down = _cast_face_down(t, "Exalted Angel", "Plains", 7)
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    t.lands("Mountain", 1)
    t.game.apply(CastSpell(bolt, (t.bob,)))
    t.game.apply(PassPriority())
    assert decision(t.game).player == t.bob
    assert TurnFaceUp(down) not in t.game.legal_actions()
    before = t.game.state.copy()
    with pytest.raises(RulesError, match="only its controller") as error:
        t.game.apply(TurnFaceUp(down))
    assert error.value.rule == _face_up_rule(t)
    plains = next(o.id for o in t.game.state.battlefield() if o.name == "Plains")
    with pytest.raises(RulesError, match="face up") as error:
        t.game.apply(TurnFaceUp(plains))
    assert error.value.rule == ("115.2b" if ruleset == "cr2011" else "116.2b")
    assert t.game.state == before


def test_cr702_37d_a_card_without_morph_cant_be_cast_face_down(ruleset: str) -> None:
    """Grizzly Bears has no morph: casting it face down is refused, nothing changes."""
    t = Table(ruleset)
    bears = t.put("Grizzly Bears", t.alice, "hand")
    t.lands("Forest", 3)
    t.main_phase()
    assert CastSpell(bears, (), "morph") not in t.game.legal_actions()
    before = t.game.state.copy()
    with pytest.raises(RulesError, match="has no morph") as error:
        t.game.apply(CastSpell(bears, (), "morph"))
    assert error.value.rule == ("702.35c" if ruleset == "cr2011" else "702.37d")
    assert t.game.state == before


def test_cr702_37c_face_down_needs_three_mana(ruleset: str) -> None:
    """With two Plains the {3} can't be paid: not offered, refused, and the card is still face
    up in Alice's hand."""
    t = Table(ruleset)
    angel = t.put("Exalted Angel", t.alice, "hand")
    t.lands("Plains", 2)
    t.main_phase()
    assert not [a for a in t.game.legal_actions() if isinstance(a, CastSpell)]
    before = t.game.state.copy()
    with pytest.raises(RulesError, match="can't pay"):
        t.game.apply(CastSpell(angel, (), "morph"))
    assert t.game.state == before
    assert t.game.state.objects[angel].face_down is None
