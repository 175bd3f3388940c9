"""Game variants as hooks (CR 118.1a-d, 810, 902-904): starting life, shared team life,
and who loses when.

A variant decides a player's starting life and life pool when the player is added, and the
player-losing state-based actions; everything else is the same rules code.

>>> Commander().starting_life(archenemy=False, life_modifier=0)
40
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.errors import ConfigurationError

if TYPE_CHECKING:
    from mtgrules.events import PlayerLost
    from mtgrules.rulesets import Ruleset
    from mtgrules.state import GameState


class Variant:
    """A two-player or free-for-all game: 20 life each (CR 118.1), ten poison loses."""

    name = "standard"
    life = 20
    life_clause = "1"
    poison_limit = 10
    shared_team_life = False

    def starting_life(self, *, archenemy: bool, life_modifier: int) -> int:
        if archenemy:
            raise ConfigurationError(f"there is no archenemy in a {self.name} game")
        if life_modifier:
            raise ConfigurationError(f"life modifiers are for Vanguard games, not {self.name}")
        return self.life

    def player_losses(self, state: GameState, ruleset: Ruleset) -> list[PlayerLost]:
        from mtgrules.rules.sba import losses_of_players

        return losses_of_players(state, ruleset, self.poison_limit, self.shared_team_life)


class TwoHeadedGiant(Variant):
    """CR 118.1a: each team shares a life total of 30; fifteen poison counters lose
    (CR 704.6b; 704.5u in 2011); a payment of life is checked against the team's total
    (CR 118.4a)."""

    name = "two-headed giant"
    life = 30
    life_clause = "1a"
    poison_limit = 15
    shared_team_life = True


class Vanguard(Variant):
    """CR 118.1b: 20 life, modified by the player's vanguard card's life modifier."""

    name = "vanguard"
    life_clause = "1b"

    def starting_life(self, *, archenemy: bool, life_modifier: int) -> int:
        if archenemy:
            raise ConfigurationError("there is no archenemy in a vanguard game")
        return self.life + life_modifier


class Commander(Variant):
    """CR 118.1c: each player starts at 40 life."""

    name = "commander"
    life = 40
    life_clause = "1c"


class Archenemy(Variant):
    """CR 118.1d: the archenemy starts at 40 life; the other players at 20."""

    name = "archenemy"
    life_clause = "1d"

    def starting_life(self, *, archenemy: bool, life_modifier: int) -> int:
        if life_modifier:
            raise ConfigurationError("life modifiers are for Vanguard games, not archenemy")
        return 40 if archenemy else 20


VARIANTS: dict[str, type[Variant]] = {
    cls.name: cls for cls in (Variant, TwoHeadedGiant, Vanguard, Commander, Archenemy)
}


def get_variant(variant: str | Variant | None) -> Variant:
    if variant is None:
        return Variant()
    if isinstance(variant, Variant):
        return variant
    try:
        return VARIANTS[variant]()
    except KeyError:
        known = ", ".join(VARIANTS)
        raise ConfigurationError(f"unknown variant {variant!r}; known: {known}") from None
