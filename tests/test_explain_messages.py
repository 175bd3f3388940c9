"""Explained traces: every event becomes one sentence citing its rule in the edition in
force, in English ("CR") and in French ("RC", with the official French terms of the rules).

The events are those of real games (tests/test_explain_games.py); an event class no game
produces yet is built with the ids of a real game.
"""

from __future__ import annotations

import re
from dataclasses import MISSING, fields
from typing import get_type_hints

import pytest

from mtgrules import Game
from mtgrules.errors import RulesError
from mtgrules.events import Event
from mtgrules.explain import LANGUAGES, UnknownLanguageError, explain
from mtgrules.explain.catalogue import catalogue, keys
from mtgrules.explain.values import ENTITY_FIELDS
from mtgrules.objects import Step, Zone
from mtgrules.scenario import parse_scenario, run_scenario
from mtgrules.scenario.discovery import bundled_examples
from tests.test_explain_games import event_classes, played, rule_actions

CITATION = {"en": "CR", "fr": "RC"}
UNFILLED = re.compile(r"\{[a-z_]+[}:]")  # a placeholder left in a sentence ({G} is mana)


def instance(cls: type[Event], game: Game) -> Event:
    """An event of ``cls`` from the games, or built with the ids of ``game``."""
    for event, _ in played():
        if type(event) is cls:
            return event
    hints = get_type_hints(cls)
    player = next(iter(game.state.players))
    permanent = next(o.id for o in game.state.objects.values() if o.zone is Zone.BATTLEFIELD)
    values: dict[str, object] = {"rule": "999.1"}
    for f in fields(cls):
        if f.name == "rule" or f.default is not MISSING:
            continue
        kind = hints[f.name]
        if f.name in ENTITY_FIELDS or kind is int:
            values[f.name] = player if f.name in {"player", "controller"} else permanent
        elif kind is str:
            values[f.name] = "text"
        elif kind is bool:
            values[f.name] = True
        elif kind is Step:
            values[f.name] = Step.UPKEEP
        elif kind is Zone:
            values[f.name] = Zone.GRAVEYARD
        else:
            values[f.name] = (permanent,)
    return cls(**values)  # type: ignore[arg-type]


@pytest.fixture(scope="module")
def game() -> Game:
    return rule_actions("current")


CLASSES = sorted(event_classes(), key=lambda cls: cls.__name__)


@pytest.mark.parametrize("cls", CLASSES, ids=lambda cls: cls.__name__)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_event_class_has_a_sentence_citing_its_rule(
    cls: type[Event], lang: str, game: Game
) -> None:
    assert cls.__name__ in catalogue(lang).data["events"], f"{lang}.toml lacks {cls.__name__}"
    event = instance(cls, game)
    owner = next((g for e, g in played() if e is event), game)
    text = explain(event, owner, lang)
    assert text.endswith(f"({CITATION[lang]} {event.rule})")
    assert not UNFILLED.search(text), text
    assert cls.__name__ not in text  # a sentence, not the class name


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_event_of_the_games_is_explained(lang: str) -> None:
    """Every event of every game: all variants the games reach format with their fields."""
    for event, game in played():
        text = explain(event, game, lang)
        assert text.endswith(f"({CITATION[lang]} {event.rule})"), text
        assert not UNFILLED.search(text), text


def test_the_catalogues_have_the_same_keys() -> None:
    assert keys("en") == keys("fr")


def test_unknown_language_is_a_typed_error() -> None:
    event, game = played()[0]
    with pytest.raises(UnknownLanguageError, match="the languages are en, fr") as caught:
        explain(event, game, "de")
    assert isinstance(caught.value, RulesError)


# -- the sentences of the rules excerpts' examples ---------------------------------------------
def sentences(name: str, lang: str) -> list[str]:
    """The sentences of the shipped example scenario ``examples/cr/<name>.toml``."""
    text = dict(bundled_examples())[f"examples/cr/{name}.toml"]
    game = run_scenario(parse_scenario(text, name)).game
    return [explain(event, game, lang) for event in game.log]


def test_cr510_2_gorger_deals_combat_damage_and_the_guardian_is_destroyed() -> None:
    """The first Vastwood Gorger example (CR 2011 510.1c): 3 damage to Pride Guardian, which
    is destroyed by lethal damage as a state-based action (CR 704.5g)."""
    english = sentences("510.1c-vastwood-gorger.cr2011", "en")
    assert "Vastwood Gorger deals 3 combat damage to Pride Guardian (CR 510.2)" in english
    assert "Pride Guardian is destroyed: lethal damage (CR 704.5g)" in english
    french = sentences("510.1c-vastwood-gorger.cr2011", "fr")
    assert "Vastwood Gorger inflige 3 blessures de combat à Pride Guardian (RC 510.2)" in french
    assert (
        "Destruction de Pride Guardian comme action basée sur un état : blessures mortelles "
        "(RC 704.5g)" in french
    )
    assert "3 blessures sont marquées sur Pride Guardian (RC 119.3e)" in french


@pytest.mark.parametrize(("ruleset", "section"), [("cr2011", "119"), ("current", "120")])
def test_results_of_damage_cite_the_damage_rule_of_the_edition(ruleset: str, section: str) -> None:
    """CR 120.3 (2011: 119.3): poison counters from infect, -1/-1 counters from wither,
    loyalty counters removed, in the official French terms."""
    game = rule_actions(ruleset)
    french = [explain(event, game, "fr") for event in game.log]
    english = [explain(event, game, "en") for event in game.log]
    assert (
        "Bob gagne 1 marqueur poison : blessures infligées par Plague Stinger, qui a "
        f"l'infection (RC {section}.3b)" in french
    )
    assert (
        "1 marqueur -1/-1 est mis sur Hungry Beast : blessures infligées par Boggart Ram-Gang, "
        f"qui a la flétrissure (RC {section}.3d)" in french
    )
    assert any(
        s.startswith("2 marqueurs loyauté sont retirés d'Ajani Goldmane")
        and s.endswith(f"(RC {section}.3c)")
        for s in french
    )
    assert (
        "Bob gets 1 poison counter: damage dealt by Plague Stinger, which has infect "
        f"(CR {section}.3b)" in english
    )


def test_lifelink_in_french_is_lien_de_vie() -> None:
    """CR 2011 119.3f: "Les blessures infligées par une source ayant le lien de vie..."."""
    french = sentences("118.9-ajanis-pridemate.cr2011", "fr")
    assert any("qui a le lien de vie (RC 119.3f)" in s for s in french)
    assert any("points de vie" in s for s in french)


def test_deathtouch_destruction_and_the_end_of_the_game_in_french() -> None:
    game = rule_actions("current")
    french = [explain(event, game, "fr") for event in game.log]
    assert (
        "Destruction de River Troll comme action basée sur un état : blessures infligées par "
        "une source avec le contact mortel (RC 704.5h)" in french
    )
    assert (
        "Bob perd la partie comme action basée sur un état : 0 point de vie ou moins (RC 704.5a)"
        in french
    )
    assert "La partie est finie : Alice gagne (RC 104.2a)" in french
