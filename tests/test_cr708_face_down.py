"""Face-down spells and permanents (CR 708; 707 in the 2011 rules): a face-down object has
only the characteristics the rules that turned it face down give it (708.2), its own hidden
until it is turned face up; a face-down permanent that leaves the battlefield is revealed and
is the card face up in its new zone (708.9). Played with real cards under both editions."""

from __future__ import annotations

from mtgrules.actions import CastSpell, PassPriority
from mtgrules.explain import explain
from mtgrules.objects import Zone
from mtgrules.rules.transform import mana_value
from mtgrules.state import EntityId
from tests.card_table import Table


def _disguised(t: Table, name: str) -> EntityId:
    card = t.put(name, t.alice, "hand")
    t.lands("Plains", 3)
    t.main_phase()
    t.game.apply(CastSpell(card, (), "disguise"))
    t.resolve()
    (down,) = [o.id for o in t.game.state.battlefield() if o.face_down is not None]
    return down


def test_cr708_2_face_down_characteristics(ruleset: str) -> None:
    """Museum Nightwatch ({3}{W}, a white 3/2 Centaur Soldier) face down: no name, no
    subtypes, colorless, mana value 0, a 2/2 creature with ward {2} and nothing else."""
    t = Table(ruleset)
    down = t.game.state.objects[_disguised(t, "Museum Nightwatch")]
    assert (down.name, down.subtypes, down.colors, down.supertypes) == (
        "",
        frozenset(),
        frozenset(),
        frozenset(),
    )
    assert mana_value(down, t.game.ruleset) == 0
    assert [a.text.split(" (")[0] for a in down.triggers] == ["Ward {2}"]
    assert down.statics == () and down.activated == ()


def test_cr708_9_a_face_down_permanent_that_dies_is_revealed(ruleset: str) -> None:
    """The face-down Museum Nightwatch ("When this creature dies, create a 2/2 white and
    blue Detective creature token.") is dealt lethal damage: it dies as a face-down creature,
    so its hidden ability doesn't trigger, and in the graveyard it is the card face up."""
    t = Table(ruleset)
    down = _disguised(t, "Museum Nightwatch")
    t.game.deal_damage(down, down, 2)
    t.game.check_state_based_actions()
    (card,) = [o for o in t.game.state.objects.values() if o.zone is Zone.GRAVEYARD]
    assert (card.name, card.face_down, card.power) == ("Museum Nightwatch", None, 3)
    assert card.mana_cost is not None and card.colors == frozenset({"white"})
    assert t.game.state.pending_triggers == []
    assert not [o for o in t.game.state.battlefield() if o.token]


def test_cr708_a_face_down_object_in_the_trace(ruleset: str) -> None:
    """The engine hides nothing from the judge: the trace names a face-down object as the
    face-down card it is, in English and in French."""
    t = Table(ruleset)
    down = _disguised(t, "Museum Nightwatch")
    cast = next(e for e in t.game.log if type(e).__name__ == "PutOnStack")
    assert "face-down Museum Nightwatch" in explain(cast, t.game)
    assert "Museum Nightwatch face cachée" in explain(cast, t.game, "fr")
    assert t.game.state.objects[down].face_down is not None


def test_cr708_9_a_countered_face_down_spell_is_revealed(ruleset: str) -> None:
    """Bob counters the face-down Exalted Angel spell with Counterspell: the card goes to
    Alice's graveyard face up (it never was a permanent)."""
    t = Table(ruleset)
    angel = t.put("Exalted Angel", t.alice, "hand")
    t.lands("Plains", 3)
    counterspell = t.put("Counterspell", t.bob, "hand")
    for _ in range(2):
        t.put("Island", t.bob)
    t.main_phase()
    t.game.apply(CastSpell(angel, (), "morph"))
    (spell,) = [o.id for o in t.game.state.objects.values() if o.zone is Zone.STACK]
    t.game.apply(PassPriority())
    t.game.apply(CastSpell(counterspell, (spell,)))
    t.resolve()
    graveyard = {o.name: o for o in t.game.state.objects.values() if o.zone is Zone.GRAVEYARD}
    assert set(graveyard) == {"Exalted Angel", "Counterspell"}
    assert graveyard["Exalted Angel"].face_down is None
    assert graveyard["Exalted Angel"].power == 4
    assert not [o for o in t.game.state.battlefield() if o.is_creature]
