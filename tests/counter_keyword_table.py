"""A table for the counter keywords (vanishing, fading, modular): real cards cast or put onto
the battlefield, and Alice's upkeeps played through."""

from __future__ import annotations

from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.objects import Zone
from mtgrules.state import EntityId, GameObject
from tests.combat_table import CombatTable


class CounterTable(CombatTable):
    """Alice's turn; ``cast`` resolves a card from her hand with everything it triggers."""

    def cast(self, card: EntityId, *targets: EntityId) -> None:
        self.game.apply(CastSpell(card, targets))
        self.settle()

    def settle(self) -> None:
        """Both players pass until the stack is empty ("may" answered yes)."""
        for _ in range(40):
            if not self.game.state.stack:
                return
            found = self.asked()
            self.game.apply(Choose(True) if found.kind == "may" else PassPriority())
        raise AssertionError("the stack doesn't empty")

    def upkeep(self) -> None:
        """Play on to Alice's next upkeep and resolve what it triggers."""
        self.play_to("upkeep", self.alice)
        self.settle()

    def card(self, name: str) -> GameObject:
        """The one object called ``name`` (in whatever zone it is now)."""
        return self.named(name)

    def on_battlefield(self, name: str) -> bool:
        return self.named(name).zone is Zone.BATTLEFIELD
