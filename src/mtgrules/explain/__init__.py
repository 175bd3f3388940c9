"""Explained traces: every event of the engine as one sentence that cites its rule, in
English or French, and the rules excerpts the package bundles.

The sentences come from message catalogues (``en.toml``, ``fr.toml``), never from rules
code. Each cites ``event.rule``, which is already numbered in the edition in force.

French uses the official French terms of the Comprehensive Rules, taken from the French
excerpt (``data/rules/cr-2011-119-damage.fr.txt``): blessures, blessures de combat, lien de
vie, infection, flétrissure, marqueurs poison, marqueurs loyauté, points de vie, action
basée sur un état. It cites rules as "(RC 510.2)": the French edition of the Comprehensive
Rules is titled *Règles complètes* (the excerpt's first line), so "RC" is to French what
"CR" is to English.

>>> from mtgrules.engine import Game
>>> game = Game("cr2011")
>>> alice = game.add_player("Alice")
>>> events = game.lose_life(alice, 3)
>>> explain(events[0], game)
'Alice loses 3 life (CR 118.3)'
>>> explain(events[0], game, "fr")
'Alice perd 3 points de vie (RC 118.3)'
"""

from __future__ import annotations

from mtgrules.events import Event
from mtgrules.explain.errors import (
    CatalogueError,
    ExplainError,
    UnknownLanguageError,
    UnknownRuleError,
)
from mtgrules.explain.languages import LANGUAGES, check_language
from mtgrules.explain.rules_text import Excerpt, excerpts, find_rule, listing, rule_text
from mtgrules.explain.sentences import sentence
from mtgrules.game_view import GameView


def explain(event: Event, game: GameView, lang: str = "en") -> str:
    """``event`` as one sentence of ``lang`` (``en`` or ``fr``) that cites its rule; the
    game names its players and objects. An unknown language is an
    :class:`UnknownLanguageError`."""
    return sentence(event, game, check_language(lang))


def explain_all(events: list[Event], game: GameView, lang: str = "en") -> list[str]:
    """The sentences of several events, in order."""
    check_language(lang)
    return [sentence(event, game, lang) for event in events]


__all__ = [
    "LANGUAGES",
    "CatalogueError",
    "Excerpt",
    "ExplainError",
    "UnknownLanguageError",
    "UnknownRuleError",
    "excerpts",
    "explain",
    "explain_all",
    "find_rule",
    "listing",
    "rule_text",
]
