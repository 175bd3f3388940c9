"""Building the game a scenario describes: players, their cards (real cards from the card
database, or inline cards compiled from their text), marked damage and counters, and the
starting turn, step and active player."""

from __future__ import annotations

from mtgrules.cards.compiler import compile_definition
from mtgrules.cards.database import bundled_database
from mtgrules.cards.errors import UnknownCardError
from mtgrules.cards.model import CardDef
from mtgrules.engine import Game
from mtgrules.errors import RulesError
from mtgrules.events import Event, ZoneChanged
from mtgrules.scenario.errors import ScenarioError
from mtgrules.scenario.schema import CardSpec, Scenario
from mtgrules.scenario.source import Path, line_of
from mtgrules.state import EntityId


class Ids:
    """The scenario's short ids and the game's entity ids, both ways. A card that changes
    zones becomes a new object (CR 400.7): its short id follows it."""

    def __init__(self) -> None:
        self.entities: dict[str, EntityId] = {}
        self.names: dict[EntityId, str] = {}

    def add(self, name: str, entity: EntityId) -> None:
        self.entities[name] = entity
        self.names[entity] = name

    def __getitem__(self, name: str) -> EntityId:
        return self.entities[name]

    def follow(self, events: list[Event]) -> None:
        for event in events:
            if isinstance(event, ZoneChanged):
                name = self.names.get(event.object)
                if name is not None and self.entities.get(name) == event.object:
                    self.add(name, event.new_id)

    def name_of(self, entity: object) -> str | None:
        return self.names.get(entity) if isinstance(entity, int) else None


def fail_at(scenario: Scenario, path: Path, error: RulesError, hint: str = "") -> ScenarioError:
    """A ScenarioError for ``error`` at the line of ``path``."""
    return ScenarioError(
        error.message,
        path=scenario.file,
        line=line_of(scenario.source, path),
        hint=hint,
        rule=error.rule,
    )


def card_definition(scenario: Scenario, spec: CardSpec) -> CardDef:
    """The card's definition: from the card database by name, or compiled from its inline
    fields the same way as a real card's Oracle text."""
    try:
        if spec.card is not None:
            return bundled_database().card(spec.card)
        assert spec.inline is not None
        return compile_definition(spec.inline)
    except RulesError as error:
        where = (*spec.path, "card") if spec.card is not None else spec.path
        hint = (
            "a real card by its English name, or an inline card (name, type, text, ...)"
            if isinstance(error, UnknownCardError)
            else "`mtgrules cards show NAME` shows which clause the engine can't play"
        )
        raise fail_at(scenario, where, error, hint) from None


def _designate_commanders(scenario: Scenario, game: Game, ids: Ids) -> None:
    """Each player's cards marked ``commander = true``: their commanders (CR 903.3)."""
    for player in scenario.players:
        marked = [s for s in scenario.cards if s.commander and s.owner == player.id]
        if not marked:
            continue
        try:
            game.designate_commanders(ids[player.id], *(ids[s.id] for s in marked))
        except RulesError as error:
            raise fail_at(scenario, (*marked[0].path, "commander"), error) from None


def _named(scenario: Scenario, name: str, path: Path) -> CardDef:
    """A real card by name (a vanguard, scheme or plane), or an error at ``path``."""
    try:
        return bundled_database().card(name)
    except RulesError as error:
        raise fail_at(scenario, path, error, "a real card by its English name") from None


def _command_decks(scenario: Scenario, game: Game, ids: Ids) -> None:
    """Scheme decks (CR 904.4) and planar decks (CR 901.3), top card first."""
    for player in scenario.players:
        for key, cards, give in (
            ("schemes", player.schemes, game.give_scheme_deck),
            ("planes", player.planes, game.give_planar_deck),
        ):
            if not cards:
                continue
            where = (*player.path, key)
            deck = [_named(scenario, name, (*where, n)) for n, name in enumerate(cards)]
            try:
                give(ids[player.id], deck)
            except RulesError as error:
                raise fail_at(scenario, where, error) from None


def build_game(scenario: Scenario) -> tuple[Game, Ids, list[Event]]:
    """The game at the scenario's starting point, its ids, and the events of starting."""
    try:
        game = Game(scenario.ruleset, scenario.variant)
    except RulesError as error:
        raise fail_at(scenario, ("ruleset",), error) from None
    ids = Ids()
    for player in scenario.players:
        try:
            entity = game.add_player(
                player.name,
                life=player.life,
                poison=player.poison,
                team=player.team,
                archenemy=player.archenemy,
                life_modifier=player.life_modifier,
                vanguard=(
                    _named(scenario, player.vanguard, (*player.path, "vanguard"))
                    if player.vanguard
                    else None
                ),
            )
        except RulesError as error:
            raise fail_at(scenario, player.path, error) from None
        ids.add(player.id, entity)
    for spec in scenario.cards:
        definition = card_definition(scenario, spec)
        try:
            entity = game.add_card_def(
                definition,
                owner=ids[spec.owner],
                zone=spec.zone,
                controller=ids[spec.controller] if spec.controller else None,
                counters=spec.counters,
                damage=spec.damage,
                tapped=spec.tapped,
            )
        except RulesError as error:
            raise fail_at(scenario, spec.path, error) from None
        ids.add(spec.id, entity)
    _designate_commanders(scenario, game, ids)
    _command_decks(scenario, game, ids)
    events: list[Event] = []
    if scenario.start is not None:
        start = scenario.start
        try:
            events = game.begin(start.step, active=ids[start.active], turn=start.turn)
        except RulesError as error:
            raise fail_at(scenario, ("start",), error) from None
    return game, ids, events
