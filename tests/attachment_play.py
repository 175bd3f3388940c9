"""A table for playing real Auras and Equipment through the game's entry point."""

from __future__ import annotations

from mtgrules import Game
from mtgrules.actions import ActivateAbility, CastSpell, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.choices import Decision
from mtgrules.events import Event
from mtgrules.state import EntityId
from mtgrules.turn_events import StepBegan

RULESETS = ["cr2011", "current"]


class Table:
    """Alice (active) and Bob, real cards from the bundled database."""

    def __init__(self, ruleset: str) -> None:
        self.game = Game(ruleset)
        self.alice = self.game.add_player("Alice")
        self.bob = self.game.add_player("Bob")

    def put(
        self, name: str, owner: EntityId, zone: str = "battlefield", *, tapped: bool = False
    ) -> EntityId:
        card = bundled_database().card(name)
        return self.game.add_card_def(card, owner=owner, zone=zone, tapped=tapped)

    def on_battlefield(self, name: str) -> EntityId:
        """The id of the only permanent called ``name``."""
        found = [o.id for o in self.game.state.battlefield() if o.name == name]
        assert len(found) == 1, found
        return found[0]

    def lands(self, name: str, owner: EntityId, count: int) -> list[EntityId]:
        return [self.put(name, owner) for _ in range(count)]

    def main_phase(self) -> None:
        self.game.begin("precombat main", active=self.alice)

    def decision(self) -> Decision:
        found = self.game.decision()
        assert found is not None
        return found

    def resolve(self) -> list[Event]:
        """Both players pass in succession: the top of the stack resolves (CR 117.4)."""
        assert self.game.state.stack
        events = self.game.apply(PassPriority())
        return events + self.game.apply(PassPriority())

    def cast(self, card: EntityId, *targets: EntityId) -> list[Event]:
        """Cast ``card`` and let it resolve."""
        events = self.game.apply(CastSpell(card, tuple(targets)))
        return events + self.resolve()

    def equip(self, equipment: EntityId, creature: EntityId) -> list[Event]:
        """Activate the equip ability (the Equipment's last activated ability) and resolve."""
        index = len(self.game.state.objects[equipment].activated) - 1
        events = self.game.apply(ActivateAbility(equipment, index, (creature,)))
        return events + self.resolve()

    def pass_step(self) -> list[Event]:
        events: list[Event] = []
        while self.decision().kind == "priority":
            done = self.game.apply(PassPriority())
            events.extend(done)
            if any(isinstance(e, StepBegan) for e in done):
                break
        return events

    def new_id(self, events: list[Event], old: EntityId) -> EntityId:
        """The id an object got when it changed zones (CR 400.7)."""
        for event in events:
            if getattr(event, "object", None) == old and hasattr(event, "new_id"):
                new: EntityId = event.new_id
                return new
        raise AssertionError(f"{old} didn't change zones")
