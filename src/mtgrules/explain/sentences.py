"""One event, one sentence: the catalogue's sentence for its class and variant, filled with
its placeholders, citing its rule."""

from __future__ import annotations

import re

from mtgrules.events import Event
from mtgrules.explain.catalogue import catalogue
from mtgrules.explain.errors import CatalogueError
from mtgrules.explain.naming import Namer
from mtgrules.explain.values import field_values
from mtgrules.explain.variants import variant
from mtgrules.game_view import GameView

VOWEL = "aeiouyàâäéèêëîïôöùûü"


def sentence(event: Event, game: GameView, lang: str) -> str:
    """The event as a sentence of ``lang`` citing ``event.rule``. An event class the
    catalogue doesn't have yet is named by its class (the tests require every class)."""
    words = catalogue(lang)
    namer = Namer(game, words)
    name = type(event).__name__
    values = field_values(event, namer)
    key, extra = variant(event, namer)
    values.update(extra)
    try:
        template = words.sentence(name, key)
    except CatalogueError:
        template = name
    try:
        text = template.format_map(values)
    except (KeyError, ValueError, IndexError) as error:
        raise CatalogueError(
            f"the {lang} sentence {name}.{key} doesn't fit the event: {error!r}"
        ) from None
    text = elide(text, words.meta("elide"))
    text = text[:1].upper() + text[1:]
    return words.meta("cite").format(sentence=text, rule=event.rule)


def elide(text: str, words: str) -> str:
    """Elide ``words`` (``"de|que"``) before a vowel, as French does: "de Alice" ->
    "d'Alice", "que Ajani's Pridemate" -> "qu'Ajani's Pridemate".

    >>> elide("La capacité de Ajani's Pridemate", "de|que")
    "La capacité d'Ajani's Pridemate"
    >>> elide("la capacité de Alice", "")
    'la capacité de Alice'
    """
    if not words:
        return text
    pattern = rf"\b({words}) (?=[{VOWEL}])"
    return re.sub(pattern, lambda m: f"{m[1][:-1]}'", text, flags=re.IGNORECASE)
