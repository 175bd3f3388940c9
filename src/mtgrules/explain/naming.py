"""Names in sentences: players and objects by name, steps, zones, keywords, counters and
mana through the catalogue of the language.

An object is named by its name; its id is added only when another permanent on the
battlefield has the same name (two Grizzly Bears), so the sentence stays unambiguous. An
object that left its zone is named by its last known information (CR 400.7 / 608.2h).
"""

from __future__ import annotations

from collections.abc import Iterable

from mtgrules.effects.base import Effect
from mtgrules.explain.catalogue import Catalogue
from mtgrules.game_view import GameView
from mtgrules.objects import Keyword, Step, Zone
from mtgrules.state import EntityId
from mtgrules.turn_events import ModifierAdded

ARTICLE = "keywords_article"


class Namer:
    """Names the entities of one game in one language."""

    def __init__(self, game: GameView, words: Catalogue) -> None:
        self.game = game
        self.words = words

    def entity(self, entity: EntityId | None) -> str:
        """A player's name, or an object's name (with its id if another permanent shares it)."""
        if entity is None:
            return self.words.meta("nobody")
        state = self.game.state
        player = state.players.get(entity)
        if player is not None:
            return player.name
        view = state.source_view(entity)
        if view is None:
            return f"#{entity}"
        if view.face_down is not None:  # CR 708.2: no name; the judge sees what it is
            hidden = self.words.meta("face_down").format(name=view.face_down.face.name)
            return f"{hidden} ({entity})"
        here = state.objects.get(entity)
        if here is None or here.zone is not Zone.BATTLEFIELD:
            return view.name
        same_name = [
            o.id
            for o in state.objects.values()
            if o.name == view.name and o.zone is Zone.BATTLEFIELD and o.id != entity
        ]
        return f"{view.name} ({entity})" if same_name else view.name

    def owner(self, entity: EntityId) -> str:
        """The name of the owner of an object (as it is, or as it last existed)."""
        view = self.game.state.source_view(entity)
        return self.entity(view.owner) if view is not None else self.words.meta("nobody")

    def entities(self, entities: Iterable[EntityId]) -> str:
        return self.join(self.entity(e) for e in entities)

    def join(self, names: Iterable[str], last: str = "and") -> str:
        """``a, b and c`` in the language (``last`` is the meta word that joins the last)."""
        items = list(names)
        if len(items) < 2:
            return "".join(items) or self.words.meta("none")
        return f"{', '.join(items[:-1])} {self.words.meta(last)} {items[-1]}"

    def effect(self, effect: int | None) -> str:
        """An effect's text, or its kind and id."""
        if effect is None:
            return self.words.meta("rules")
        for event in self.game.log:  # effects of resolved spells: named by their source
            if isinstance(event, ModifierAdded) and event.effect.id == effect:
                return self.effect_origin(event.effect)
        return self.game.describe_effect(effect)

    def effect_origin(self, effect: Effect) -> str:
        """What created an effect: its source's name, else its text."""
        if effect.source is not None and self.game.state.source_view(effect.source):
            return self.entity(effect.source)
        return effect.text or f"{effect.kind} #{effect.id}"

    def step(self, step: Step) -> str:
        return self.words.name("steps", step.value)

    def zone(self, zone: Zone, table: str = "zones") -> str:
        return self.words.name(table, zone.value)

    def keyword(self, keyword: Keyword, table: str = "keywords") -> str:
        """A keyword's name; ``keywords_article`` has it with its article ("l'infection")."""
        return self.words.name(table, keyword.value)

    def counter(self, kind: str) -> str:
        return self.words.name("counters", kind)

    def mana(self, symbol: str, amount: int = 1) -> str:
        """``{G}{G}``; colourless and generic mana by the catalogue's word."""
        return "".join([self.words.name("mana", symbol)] * amount)

    def source_keyword(self, source: EntityId | None, *candidates: Keyword) -> str:
        """The first of ``candidates`` that the source has (as it is, or as it last existed),
        else the last candidate: infect before wither, say."""
        view = self.game.state.source_view(source) if source is not None else None
        for keyword in candidates:
            if view is not None and view.has(keyword):
                return self.keyword(keyword, ARTICLE)
        return self.keyword(candidates[-1], ARTICLE)
