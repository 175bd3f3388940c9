"""CR 714: Sagas, played with real bundled cards under both rulesets (Sagas were printed
after 2011; both editions play them with today's rules and rule numbers)."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.cards.compiler import compile_text
from mtgrules.cards.database import bundled_database
from mtgrules.effects.chapters import ChapterReached
from mtgrules.events import AbilityTriggered, CountersPut, ZoneChanged
from mtgrules.objects import Keyword, Step, Zone
from mtgrules.state import EntityId, GameObject
from tests.card_table import RULESETS, Table
from tests.play_turns import until_step


def _cast(t: Table, name: str, land: str, lands: int) -> EntityId:
    """Alice casts ``name`` in her first main phase and it resolves: the Saga's id."""
    t.lands(land, lands)
    for owner in (t.alice, t.bob):
        for _ in range(10):
            t.put(land, owner, "library")
    card = t.put(name, t.alice, "hand")
    t.main_phase()
    t.game.apply(CastSpell(card, ()))
    t.resolve()
    return _saga(t, name).id


def _saga(t: Table, name: str) -> GameObject:
    found = [o for o in t.game.state.battlefield() if o.name == name]
    assert len(found) == 1, found
    return found[0]


def _names(t: Table, zone: Zone) -> list[str]:
    return sorted(o.name for o in t.game.state.objects.values() if o.zone is zone)


def _chapters_triggered(t: Table, since: int) -> list[str]:
    return [
        e.text.split(" — ")[0]
        for e in t.game.log[since:]
        if isinstance(e, AbilityTriggered) and e.rule == "714.2b"
    ]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr714_2c_chapters_compile_as_one_triggered_ability_each(ruleset: str) -> None:
    """CR 714.2b-c: "I, II, III — [effect]" is three chapter abilities; the Saga creature
    keeps its other abilities (menace)."""
    card = bundled_database().card("Summon: Anima")
    chapters = [t.when.chapter for t in card.triggers if isinstance(t.when, ChapterReached)]
    assert chapters == [1, 2, 3, 4]
    assert card.power == 4 and card.toughness == 4 and card.keywords


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr714_3a_saga_enters_with_a_lore_counter_and_chapter_i_triggers(ruleset: str) -> None:
    """CR 714.3a: as the Saga enters it gets a lore counter; CR 714.2b: that triggers
    chapter I (and only chapter I): Summon: Anima's "You draw a card and you lose 1 life"."""
    t = Table(ruleset)
    saga = _cast(t, "Summon: Anima", "Swamp", 6)
    assert t.game.state.objects[saga].counter("lore") == 1
    assert _chapters_triggered(t, 0) == ["I"]
    hand = sum(1 for o in t.game.state.objects.values() if o.zone is Zone.HAND)
    t.resolve()
    assert t.game.state.life_of(t.alice) == 19
    assert sum(1 for o in t.game.state.objects.values() if o.zone is Zone.HAND) == hand + 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr714_3b_lore_counter_as_first_main_phase_begins(ruleset: str) -> None:
    """CR 714.3b: as Alice's next first main phase begins she puts a lore counter on her
    Saga (a turn-based action, no stack), and chapter II triggers; Bob's turn adds none."""
    t = Table(ruleset)
    saga = _cast(t, "Summon: Anima", "Swamp", 6)
    t.resolve()
    until_step(t.game, Step.PRECOMBAT_MAIN, 2)  # Bob's turn
    assert t.game.state.objects[saga].counter("lore") == 1
    start = len(t.game.log)
    until_step(t.game, Step.PRECOMBAT_MAIN, 3)
    lore = [e for e in t.game.log[start:] if isinstance(e, CountersPut) and e.kind == "lore"]
    assert [(e.permanent, e.amount, e.rule) for e in lore] == [(saga, 1, "714.3b")]
    assert _chapters_triggered(t, start) == ["II"]
    t.resolve()
    assert t.game.state.life_of(t.alice) == 18


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr714_4_final_chapter_then_the_saga_is_sacrificed(ruleset: str) -> None:
    """CR 714.4 / 704.5s: with IV lore counters Summon: Anima stays while chapter IV waits on
    the stack (Bob sacrifices his creature and loses 3 life), then is sacrificed."""
    t = Table(ruleset)
    bears = t.put("Grizzly Bears", t.bob)
    saga = _cast(t, "Summon: Anima", "Swamp", 6)
    t.resolve()
    for turn in (3, 5):
        until_step(t.game, Step.PRECOMBAT_MAIN, turn)
        t.resolve()
    assert t.game.state.life_of(t.alice) == 17
    start = len(t.game.log)
    until_step(t.game, Step.PRECOMBAT_MAIN, 7)
    assert _chapters_triggered(t, start) == ["IV"]
    t.game.apply(PassPriority())  # state-based actions are checked: the chapter waits
    assert t.game.state.objects[saga].zone is Zone.BATTLEFIELD
    t.game.apply(PassPriority())
    assert t.game.state.life_of(t.bob) == 17
    assert bears not in t.game.state.objects  # sacrificed: a new object (CR 400.7)
    assert _names(t, Zone.GRAVEYARD) == ["Grizzly Bears", "Summon: Anima"]
    sacrificed = [e for e in t.game.log[start:] if isinstance(e, ZoneChanged) and e.object == saga]
    assert [(e.destination, e.rule) for e in sacrificed] == [(Zone.GRAVEYARD, "704.5s")]
    assert t.game.state.life_of(t.alice) == 17  # chapters I-III once each


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr714_2b_chapter_damage_from_the_saga_creature(ruleset: str) -> None:
    """Summon: Primal Garuda's chapter I: this creature deals 4 damage to target tapped
    creature an opponent controls; chapter II targets another creature Alice controls
    (never the Saga itself): +1/+0 and flying until end of turn."""
    t = Table(ruleset)
    ogre = t.put("Gray Ogre", t.bob)
    t.game.state.objects[ogre].tapped = True
    bears = t.put("Grizzly Bears", t.alice)
    saga = _cast(t, "Summon: Primal Garuda", "Plains", 4)
    assert t.game.state.stack[-1].targets == (ogre,)
    t.resolve()
    assert ogre not in t.game.state.objects
    assert _names(t, Zone.GRAVEYARD) == ["Gray Ogre"]
    until_step(t.game, Step.PRECOMBAT_MAIN, 3)
    assert t.game.state.stack[-1].targets == (bears,)
    t.resolve()
    pumped = t.game.state.objects[bears]
    assert pumped.current_power() == 3 and pumped.has(Keyword.FLYING)
    assert t.game.state.objects[saga].counter("lore") == 2


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr714_2b_two_lore_counters_at_once_trigger_both_chapters(ruleset: str) -> None:
    """CR 714.2b: two lore counters put onto Summon: Anima (from one to three) at once
    trigger chapters II and III, each once; chapter I doesn't trigger again."""
    t = Table(ruleset)
    saga = _cast(t, "Summon: Anima", "Swamp", 7)
    t.resolve()
    push = compile_text(
        "Lore Push",
        types=["Instant"],
        mana_cost="{B}",
        text="Put two lore counters on target enchantment you control.",
    )
    card = t.game.add_card_def(push, owner=t.alice, zone="hand")
    start = len(t.game.log)
    t.game.apply(CastSpell(card, (saga,)))
    t.resolve()
    order = t.game.decision()
    assert order is not None and order.kind == "trigger order"  # CR 603.3b: both triggered
    t.game.apply(Choose(0))
    assert t.game.state.objects[saga].counter("lore") == 3
    assert sorted(_chapters_triggered(t, start)) == ["II", "III"]
    t.resolve()
    t.resolve()
    assert t.game.state.life_of(t.alice) == 17
