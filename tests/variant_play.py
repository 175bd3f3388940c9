"""A table for the casual variants' tests (CR 901 Planechase, 902 Vanguard, 904 Archenemy):
Alice and Bob in a game of a variant, with real bundled cards; Alice may have a vanguard or
be the archenemy. Played through the game's entry point like :class:`CombatTable`."""

from __future__ import annotations

from mtgrules import Game
from mtgrules.cards.database import bundled_database
from mtgrules.cards.model import CardDef
from mtgrules.objects import Zone
from tests.combat_table import CombatTable


def card(name: str) -> CardDef:
    """A real card of the bundled database."""
    return bundled_database().card(name)


class VariantTable(CombatTable):
    """Alice (the starting player) and Bob in a ``variant`` game; both have cards to draw."""

    def __init__(
        self,
        ruleset: str,
        variant: str = "standard",
        *,
        vanguard: str | None = None,
        archenemy: bool = False,
    ) -> None:
        self.game = Game(ruleset, variant=variant)
        self.alice = self.game.add_player(
            "Alice", vanguard=card(vanguard) if vanguard else None, archenemy=archenemy
        )
        self.bob = self.game.add_player("Bob")
        for player in (self.alice, self.bob):
            for _ in range(5):
                self.put("Island", player, "library")

    def command_zone(self) -> list[str]:
        """The names of the face-up cards in the command zone."""
        objects = self.game.state.objects.values()
        return sorted(o.name for o in objects if o.zone is Zone.COMMAND)
