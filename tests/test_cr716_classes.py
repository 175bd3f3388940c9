"""CR 716: Class cards, played with real bundled cards under both rulesets (Classes were
printed after 2011; both editions play them with today's rules and rule numbers)."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell
from mtgrules.cards.database import bundled_database
from mtgrules.class_events import ClassLevelGained
from mtgrules.effects.class_levels import ClassLevelReached
from mtgrules.events import AbilityTriggered
from mtgrules.explain import explain
from mtgrules.objects import Zone
from mtgrules.rules.casting import IllegalActionError
from mtgrules.state import EntityId, GameObject
from tests.card_table import RULESETS, Table


def _class(t: Table, name: str, land: str, lands: int) -> EntityId:
    """Alice's Class on the battlefield (level 1), with ``lands`` untapped lands."""
    t.lands(land, lands)
    return t.put(name, t.alice)


def _level_up(t: Table, permanent: EntityId, index: int) -> None:
    """Alice activates the class level ability ``index`` and it resolves."""
    t.game.apply(ActivateAbility(permanent, index))
    t.resolve()


def _on_battlefield(t: Table, name: str) -> GameObject:
    found = [o for o in t.game.state.battlefield() if o.name == name]
    assert len(found) == 1, found
    return found[0]


def test_cr716_2a_class_levels_compile_and_render_back() -> None:
    """Hunter's Talent and Cleric Class compile: one class level ability per level, "When
    this Class becomes level 3" as a triggered ability of level 3, the text rendered back."""
    db = bundled_database()
    for name in ("Hunter's Talent", "Cleric Class"):
        compiled = db.compiled(name)
        assert compiled.supported, compiled.reason
        assert "\n".join(compiled.rendered()) == compiled.definition().text
    cleric = db.card("Cleric Class")
    assert [a.text for a in cleric.activated] == ["{3}{W}: Level 2", "{4}{W}: Level 3"]
    assert all(a.limit == "as a sorcery" for a in cleric.activated)
    assert not cleric.triggers  # level 1: the replacement effect only
    assert "When Cleric Class becomes level 3, return target creature card" in cleric.text


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr716_2a_level_up_one_level_at_a_time(ruleset: str) -> None:
    """CR 716.2a: "{3}{G}: Level 3" can't be activated while Hunter's Talent is level 1 (the
    game is left as it was); "{1}{G}: Level 2" makes it level 2, then level 3 is possible;
    level 2 can't be gained again."""
    t = Table(ruleset)
    talent = _class(t, "Hunter's Talent", "Forest", 6)
    t.main_phase()
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError, match="condition"):
        t.game.apply(ActivateAbility(talent, 1))
    assert t.game.state.objects[talent].class_level == 1
    assert t.game.state.stack == before.stack
    _level_up(t, talent, 0)
    assert t.game.state.objects[talent].class_level == 2
    assert any(isinstance(e, ClassLevelGained) and e.rule == "716.2a" for e in t.game.log)
    with pytest.raises(IllegalActionError):
        t.game.apply(ActivateAbility(talent, 0))  # it isn't level 1 any more
    _level_up(t, talent, 1)
    leveled = t.game.state.objects[talent]
    assert leveled.class_level == 3
    assert len(leveled.triggers) == 3  # enters, whenever you attack, your end step


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr716_2a_level_up_only_as_a_sorcery(ruleset: str) -> None:
    """CR 716.2a: a class level ability is activated only as a sorcery: not on Bob's turn,
    not while a spell or ability is on the stack."""
    t = Table(ruleset)
    talent = _class(t, "Hunter's Talent", "Forest", 4)
    t.game.begin("precombat main", active=t.bob)
    with pytest.raises(IllegalActionError):
        t.game.apply(ActivateAbility(talent, 0))
    assert t.game.state.objects[talent].class_level == 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr716_4_first_section_enters_trigger_deals_damage(ruleset: str) -> None:
    """Hunter's Talent cast: "When this Class enters, target creature you control deals
    damage equal to its power to target creature you don't control." Grizzly Bears deal 2 to
    Gray Ogre, which dies."""
    t = Table(ruleset)
    t.lands("Forest", 2)
    bears = t.put("Grizzly Bears", t.alice)
    ogre = t.put("Gray Ogre", t.bob)
    card = t.put("Hunter's Talent", t.alice, "hand")
    t.main_phase()
    t.game.apply(CastSpell(card, ()))
    t.resolve()
    assert t.game.state.stack[-1].targets == (bears, ogre)
    t.resolve()
    assert ogre not in t.game.state.objects
    assert _on_battlefield(t, "Hunter's Talent").class_level == 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr716_4_level_2_ability_only_from_level_2(ruleset: str) -> None:
    """Cleric Class: at level 1, Whitesun's Passage gains Alice 5 + 1 life (its first
    section's replacement effect) and nothing else; at level 2, "Whenever you gain life, put a
    +1/+1 counter on target creature you control" triggers too."""
    t = Table(ruleset)
    cleric = _class(t, "Cleric Class", "Plains", 8)
    bears = t.put("Grizzly Bears", t.alice)
    t.main_phase()
    passage = t.put("Whitesun's Passage", t.alice, "hand")
    t.game.apply(CastSpell(passage, ()))
    t.resolve()
    assert t.game.state.life_of(t.alice) == 26
    assert not t.game.state.stack
    _level_up(t, cleric, 0)
    passage = t.put("Whitesun's Passage", t.alice, "hand")
    t.game.apply(CastSpell(passage, ()))
    t.resolve()
    assert t.game.state.life_of(t.alice) == 32
    assert t.game.state.stack[-1].targets == (bears,)
    t.resolve()
    assert t.game.state.objects[bears].counter("+1/+1") == 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr716_4_becomes_level_3_returns_a_creature_and_gains_life(ruleset: str) -> None:
    """Cleric Class: "When this Class becomes level 3, return target creature card from your
    graveyard to the battlefield. You gain life equal to that creature's toughness." It
    triggers as the class level ability resolves (an ability of level 3); Alice gains 2 + 1
    life, and the level 2 ability puts a +1/+1 counter on the returned Grizzly Bears."""
    t = Table(ruleset)
    cleric = _class(t, "Cleric Class", "Plains", 9)
    t.put("Grizzly Bears", t.alice, "graveyard")
    t.main_phase()
    _level_up(t, cleric, 0)
    start = len(t.game.log)
    _level_up(t, cleric, 1)
    fired = [e for e in t.game.log[start:] if isinstance(e, AbilityTriggered)]
    assert [e.rule for e in fired] == ["716.4"]
    assert isinstance(t.game.state.objects[cleric].triggers[-1].when, ClassLevelReached)
    t.resolve()
    bears = _on_battlefield(t, "Grizzly Bears")
    assert t.game.state.life_of(t.alice) == 23
    t.resolve()  # Whenever you gain life (level 2)
    assert bears.counter("+1/+1") == 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr716_3_a_class_that_leaves_is_level_1_again(ruleset: str) -> None:
    """CR 716.3, 400.7: Hunter's Talent at level 2 put into the graveyard is a new object
    with only its level 1 abilities; returned, it is level 1."""
    t = Table(ruleset)
    talent = _class(t, "Hunter's Talent", "Forest", 2)
    t.main_phase()
    _level_up(t, talent, 0)
    assert len(t.game.state.objects[talent].triggers) == 2
    t.game.move_to_zone(talent, "graveyard")
    card = next(o for o in t.game.state.objects.values() if o.zone is Zone.GRAVEYARD)
    assert len(card.triggers) == 1 and card.class_level == 1
    t.game.move_to_zone(card.id, "battlefield")
    back = _on_battlefield(t, "Hunter's Talent")
    assert back.class_level == 1 and len(back.triggers) == 1


@pytest.mark.parametrize("language", ["en", "fr"])
def test_cr716_2a_class_level_explained(language: str) -> None:
    """The level a Class gains is explained in both languages."""
    t = Table("current")
    talent = _class(t, "Hunter's Talent", "Forest", 2)
    t.main_phase()
    _level_up(t, talent, 0)
    event = next(e for e in t.game.log if isinstance(e, ClassLevelGained))
    sentence = explain(event, t.game, lang=language)
    assert "2" in sentence and "Hunter's Talent" in sentence
