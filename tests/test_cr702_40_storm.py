"""Storm (CR 702.40a; 702.38a in the 2011 rules): "When you cast this spell, copy it for each
other spell that was cast before it this turn. If the spell has any targets, you may choose
new targets for any of the copies." A copy of a spell isn't cast (CR 707.10; 2011: 706.10),
its controller may choose new targets (707.10c; 2011: 706.10c), and it ceases to exist when
it leaves the stack (CR 704.5e). Played with Grapeshot ({1}{R}, 1 damage to any target) under
both editions."""

from __future__ import annotations

from mtgrules.actions import CastSpell, Choose
from mtgrules.explain import explain
from mtgrules.objects import Zone
from mtgrules.rules.turn_record import CAST, this_turn
from mtgrules.spell_copy_events import SpellCopied, SpellCopyCeased
from mtgrules.state import EntityId
from mtgrules.turn_events import PutOnStack
from tests.card_table import Table, round_trip


def _copy_rule(t: Table) -> str:
    return "706.10" if t.game.ruleset.name == "cr2011" else "707.10"


def _bolt(t: Table, target: EntityId) -> None:
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    t.game.apply(CastSpell(bolt, (target,)))
    t.resolve()


def _grapeshot_after(t: Table, bolts: int) -> EntityId:
    """Alice casts ``bolts`` Lightning Bolts at Bob, then Grapeshot at Bob; Bob has a Raging
    Goblin. Returns the Goblin."""
    t.lands("Mountain", bolts + 2)
    goblin = t.put("Raging Goblin", t.bob)
    t.main_phase()
    for _ in range(bolts):
        _bolt(t, t.bob)
    grapeshot = t.put("Grapeshot", t.alice, "hand")
    t.game.apply(CastSpell(grapeshot, (t.bob,)))
    return goblin


def _graveyard(t: Table) -> list[str]:
    objects = t.game.state.objects.values()
    return sorted(o.name for o in objects if o.zone is Zone.GRAVEYARD and o.owner == t.alice)


def test_cr702_40a_storm_line_round_trips() -> None:
    round_trip("Storm")


def test_cr702_40a_one_copy_for_each_spell_cast_before_it(ruleset: str) -> None:
    """Two Bolts before Grapeshot: two copies. Alice moves one copy to the Goblin and keeps
    Bob as the other's target. Bob: 20 - 3 - 3 - 1 - 1 = 12; the Goblin dies; the copies
    leave no card behind, and they weren't cast (3 spells cast this turn)."""
    t = Table(ruleset)
    goblin = _grapeshot_after(t, 2)
    trigger = t.game.state.stack[-1]
    assert trigger.text == "Storm" and trigger.that_amount == 2
    t.resolve()  # the storm trigger: a decision for each copy's targets
    decision = t.game.decision()
    assert decision is not None and decision.kind == "targets"
    assert decision.rule == _copy_rule(t) + "c"
    first = [o for o in decision.options if isinstance(o, Choose)]
    assert first[0].answer == (t.bob,)  # the spell's own targets come first
    (at_goblin,) = [o for o in first if o.answer == (goblin,)]
    events = t.game.apply(at_goblin)
    decision = t.game.decision()
    assert decision is not None and decision.kind == "targets"
    (keep,) = [o for o in decision.options if isinstance(o, Choose) and o.answer == (t.bob,)]
    events += t.game.apply(keep)
    copies = [e for e in events if isinstance(e, PutOnStack) and e.rule == _copy_rule(t)]
    assert [c.item.targets for c in copies] == [(goblin,), (t.bob,)]
    assert sum(isinstance(e, SpellCopied) for e in events) == 2
    ceased: list[object] = []
    while t.game.state.stack:
        before = len(t.game.log)
        t.resolve()
        ceased += [e for e in t.game.log[before:] if isinstance(e, SpellCopyCeased)]
    assert t.game.life(t.bob) == 12
    assert not t.game.is_on_battlefield(goblin)
    assert len(ceased) == 2
    assert _graveyard(t) == ["Grapeshot", "Lightning Bolt", "Lightning Bolt"]
    assert this_turn(t.game.state, CAST) == 3


def test_cr702_40a_no_spell_before_it_no_copy(ruleset: str) -> None:
    """Grapeshot first this turn: its storm trigger copies nothing; Bob takes 1."""
    t = Table(ruleset)
    _grapeshot_after(t, 0)
    assert t.game.state.stack[-1].that_amount == 0
    t.resolve()
    assert not any(isinstance(e, SpellCopied) for e in t.game.log)
    t.resolve()
    assert t.game.life(t.bob) == 19


def test_cr707_10_copies_explained_in_both_languages(ruleset: str) -> None:
    """The copies are told as copies put on the stack, not as spells cast, in English and
    French, and so is their ceasing to exist."""
    t = Table(ruleset)
    _grapeshot_after(t, 1)
    t.resolve()
    decision = t.game.decision()
    assert decision is not None and decision.kind == "targets"
    t.game.apply(next(o for o in decision.options if isinstance(o, Choose)))
    while t.game.state.stack:
        t.resolve()
    copied = [e for e in t.game.log if isinstance(e, PutOnStack) and e.rule == _copy_rule(t)]
    ceased = [e for e in t.game.log if isinstance(e, SpellCopyCeased)]
    assert explain(copied[0], t.game) == (
        "A copy of Grapeshot is put on the stack under Alice's control, targeting Bob"
        f" (CR {_copy_rule(t)})"
    )
    assert explain(copied[0], t.game, "fr").startswith("Une copie de Grapeshot")
    assert "ceases to exist" in explain(ceased[0], t.game)
    assert "cesse d'exister" in explain(ceased[0], t.game, "fr")
