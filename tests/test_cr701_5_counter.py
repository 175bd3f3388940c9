"""Counter (CR 701.5, the same number in 2011 and in the 2022 numbering of today's rules):
"To counter a spell or ability means to cancel it, removing it from the stack. It doesn't
resolve and none of its effects occur. A countered spell is put into its owner's graveyard."
(701.5a). "Unless its controller pays" (CR 118.12; 2011: 117.12), "can't be countered"
(CR 101.2), and a counterspell whose target is gone (CR 608.2b). Real cards, both editions."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell, Choose, PassPriority
from mtgrules.cards.grammar import ClauseError, parse_line
from mtgrules.counter_events import Countered, UnlessOffered
from mtgrules.errors import RulesError
from mtgrules.objects import Zone
from mtgrules.state import EntityId
from mtgrules.turn_events import Resolved
from tests.card_table import round_trip
from tests.instruction_play import Table


def bolt_at_bob(ruleset: str, *, bob_islands: int = 2, alice_mountains: int = 1) -> Table:
    """Alice casts Lightning Bolt at Bob, then passes priority to him."""
    t = Table(ruleset)
    t.begin()
    t.lands("Mountain", t.alice, alice_mountains)
    t.lands("Island", t.bob, bob_islands)
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    t.act(CastSpell(bolt, (t.bob,)))
    t.game.apply(PassPriority())
    return t


def top(t: Table) -> EntityId:
    return t.game.state.stack[-1].id


def bob_casts(t: Table, name: str, *targets: EntityId) -> None:
    card = t.put(name, t.bob, "hand")
    t.act(CastSpell(card, targets))


@pytest.mark.parametrize(
    "line",
    [
        "Counter target spell.",
        "Counter target creature spell.",
        "Counter target noncreature spell. Its controller loses 2 life.",
        "Counter target instant or sorcery spell.",
        "Counter target activated or triggered ability.",
        "Counter target spell, activated ability, or triggered ability.",
        "Counter target spell unless its controller pays {3}.",
        "{T}, Pay 1 life: Counter target white spell.",
    ],
)
def test_cr701_5_counterspell_lines_round_trip(line: str) -> None:
    round_trip(line)


def test_cr701_5_pays_x_stays_unsupported() -> None:
    """ "unless its controller pays {X}" has an amount the engine doesn't know yet."""
    with pytest.raises(ClauseError, match="an amount X"):
        parse_line("Counter target spell unless its controller pays {X}.")


def test_cr701_5a_countered_spell_goes_to_its_owners_graveyard(ruleset: str) -> None:
    """Counterspell on Lightning Bolt: the Bolt never resolves (Bob stays at 20) and goes to
    Alice's graveyard; Counterspell resolves and goes to Bob's."""
    t = bolt_at_bob(ruleset)
    bolt = top(t)
    bob_casts(t, "Counterspell", bolt)
    events = t.resolve()
    assert [e.rule for e in events if isinstance(e, Countered)] == ["701.5a"]
    assert t.game.life(t.bob) == 20
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Lightning Bolt"]
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Counterspell"]
    assert t.game.state.stack == []


def test_cr701_5a_countered_creature_spell_never_enters(ruleset: str) -> None:
    """Essence Scatter on Grizzly Bears: the Bears go to the graveyard, not the battlefield."""
    t = Table(ruleset)
    t.begin()
    t.lands("Forest", t.alice, 2)
    t.lands("Island", t.bob, 2)
    bears = t.put("Grizzly Bears", t.alice, "hand")
    t.act(CastSpell(bears, ()))
    t.game.apply(PassPriority())
    bob_casts(t, "Essence Scatter", top(t))
    t.resolve()
    assert t.game.state.stack == []
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert "Grizzly Bears" not in t.zone_of(t.alice, Zone.BATTLEFIELD)


def test_cr115_1_a_creature_counterspell_cant_target_an_instant(ruleset: str) -> None:
    """Essence Scatter names a creature spell: Lightning Bolt isn't a legal target (CR
    601.2c), the attempt changes nothing; Negate (a noncreature spell) may target it."""
    t = bolt_at_bob(ruleset)
    bolt = top(t)
    scatter = t.put("Essence Scatter", t.bob, "hand")
    negate = t.put("Negate", t.bob, "hand")
    legal = t.game.legal_actions()
    assert CastSpell(scatter, (bolt,)) not in legal
    assert CastSpell(negate, (bolt,)) in legal
    before = t.game.state.copy()
    with pytest.raises(RulesError) as error:
        t.game.apply(CastSpell(scatter, (bolt,)))
    assert error.value.rule == "601.2c"
    assert t.game.state.stack == before.stack
    assert t.game.state.objects[scatter].zone is Zone.HAND


def test_cr608_2b_counterspell_whose_target_is_gone_doesnt_resolve(ruleset: str) -> None:
    """Bob casts Counterspell on the Bolt, then Negate on it too: Negate counters the Bolt;
    Counterspell's only target has left the stack, so it doesn't resolve (CR 608.2b)."""
    t = bolt_at_bob(ruleset, bob_islands=4)
    bolt = top(t)
    bob_casts(t, "Counterspell", bolt)
    bob_casts(t, "Negate", bolt)
    t.resolve()  # Negate
    assert [i.text for i in t.game.state.stack] == ["Counterspell"]
    events = t.resolve()  # Counterspell
    assert any(isinstance(e, Resolved) and not e.resolved and e.rule == "608.2b" for e in events)
    assert not any(isinstance(e, Countered) for e in events)
    assert t.game.life(t.bob) == 20
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Counterspell", "Negate"]


def test_cr701_5a_a_countered_counterspell_lets_the_spell_resolve(ruleset: str) -> None:
    """Alice answers Bob's Counterspell with her own: hers counters his, and the Bolt
    resolves (Bob 17)."""
    t = bolt_at_bob(ruleset, alice_mountains=1)
    t.lands("Island", t.alice, 2)
    bob_casts(t, "Counterspell", top(t))
    t.game.apply(PassPriority())  # Bob passes: Alice may respond
    answer = t.put("Counterspell", t.alice, "hand")
    t.act(CastSpell(answer, (top(t),)))
    t.resolve()  # Alice's Counterspell counters Bob's
    t.resolve()  # the Bolt
    assert t.game.life(t.bob) == 17
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Counterspell"]


@pytest.mark.parametrize("pays", [True, False])
def test_cr118_12_mana_leak_unless_its_controller_pays(ruleset: str, pays: bool) -> None:
    """Mana Leak: Alice, with three more untapped Mountains, chooses. Paying taps them and
    the Bolt resolves; declining lets Mana Leak counter it. The offer cites CR 118.12
    (2011: 117.12)."""
    t = bolt_at_bob(ruleset, alice_mountains=4)
    bob_casts(t, "Mana Leak", top(t))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    asked = t.asked()
    assert asked.player == t.alice and asked.kind == "may"
    events = t.game.apply(Choose(pays))
    offered = [e for e in events if isinstance(e, UnlessOffered)]
    unless_rule = "118.12" if ruleset == "current" else "117.12"
    assert [(e.player, e.cost, e.paid, e.rule) for e in offered] == [
        (t.alice, "{3}", pays, unless_rule)
    ]
    if pays:
        t.resolve()
    mountains = [
        o for o in t.game.state.objects.values() if o.name == "Mountain" and o.owner == t.alice
    ]
    assert all(m.tapped for m in mountains) is pays
    assert t.game.life(t.bob) == (17 if pays else 20)


def test_cr118_12_unable_to_pay_the_spell_is_countered_without_asking(ruleset: str) -> None:
    """Alice has no untapped land left: nothing is asked, the Bolt is countered."""
    t = bolt_at_bob(ruleset, alice_mountains=1)
    bob_casts(t, "Mana Leak", top(t))
    events = t.resolve()
    assert [e.paid for e in events if isinstance(e, UnlessOffered)] == [False]
    assert any(isinstance(e, Countered) for e in events)
    assert t.game.life(t.bob) == 20


def test_cr701_5a_its_controller_is_the_countered_spells(ruleset: str) -> None:
    """Countersquall: "Its controller loses 2 life": the countered Bolt's controller, read
    as the spell last existed on the stack (CR 608.2h)."""
    t = bolt_at_bob(ruleset)
    t.lands("Swamp", t.bob, 1)
    bob_casts(t, "Countersquall", top(t))
    t.resolve()
    assert t.game.life(t.alice) == 18
    assert t.game.life(t.bob) == 20


def test_cr701_5a_stifle_counters_an_activated_ability(ruleset: str) -> None:
    """Stifle on Prodigal Pyromancer's ability: no damage; the cost stays paid (the
    Pyromancer stays tapped, CR 701.5b no refund)."""
    t = Table(ruleset)
    t.begin()
    pyromancer = t.put("Prodigal Pyromancer", t.alice)
    t.game.state.objects[pyromancer].since_turn = 0  # not summoning sick (CR 302.6)
    t.lands("Island", t.bob, 1)
    t.act(ActivateAbility(pyromancer, 0, (t.bob,)))
    t.game.apply(PassPriority())
    bob_casts(t, "Stifle", top(t))
    events = t.resolve()
    assert [e.source for e in events if isinstance(e, Countered)] == [pyromancer]
    assert t.game.state.stack == []
    assert t.game.life(t.bob) == 20
    assert t.game.state.objects[pyromancer].tapped


def test_cr101_2_a_spell_that_cant_be_countered_resolves(ruleset: str) -> None:
    """Heated Debate can't be countered: Bob's Counterspell resolves and does nothing; the
    Debate deals 4 damage to Bob's Grizzly Bears."""
    t = Table(ruleset)
    t.begin()
    t.lands("Mountain", t.alice, 3)
    t.lands("Island", t.bob, 2)
    bears = t.put("Grizzly Bears", t.bob)
    debate = t.put("Heated Debate", t.alice, "hand")
    t.act(CastSpell(debate, (bears,)))
    t.game.apply(PassPriority())
    bob_casts(t, "Counterspell", top(t))
    events = t.resolve()
    assert not any(isinstance(e, Countered) for e in events)
    t.resolve()
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Counterspell", "Grizzly Bears"]
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Heated Debate"]
