"""Self-play: whole games between two agents with real cards (``mtgrules selfplay``)."""

from mtgrules.selfplay.decks import (
    Deck,
    DeckError,
    bundled_deck,
    bundled_decks,
    parse_deck,
    read_deck,
)
from mtgrules.selfplay.loop import (
    Agent,
    GameResult,
    RandomAgent,
    SelfPlayError,
    new_game,
    play_game,
    play_games,
)

__all__ = [
    "Agent",
    "Deck",
    "DeckError",
    "GameResult",
    "RandomAgent",
    "SelfPlayError",
    "bundled_deck",
    "bundled_decks",
    "new_game",
    "parse_deck",
    "play_game",
    "play_games",
    "read_deck",
]
