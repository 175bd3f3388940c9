"""A table for creature and combat keyword tests: Alice and Bob with real bundled cards,
played through the game's entry point (declarations, priority passes, combat damage)."""

from __future__ import annotations

from mtgrules.actions import Choose, DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.choices import Decision
from mtgrules.objects import Zone
from mtgrules.state import EntityId, GameObject
from tests.card_table import Table


class CombatTable(Table):
    """Alice is the active player; her creatures attack Bob. Both have cards to draw."""

    def __init__(self, ruleset: str) -> None:
        super().__init__(ruleset)
        for player in (self.alice, self.bob):
            for _ in range(5):
                self.put("Island", player, "library")

    def obj(self, entity: EntityId) -> GameObject:
        return self.game.state.objects[entity]

    def named(self, name: str) -> GameObject:
        (found,) = [o for o in self.game.state.objects.values() if o.name == name]
        return found

    def asked(self) -> Decision:
        found = self.game.decision()
        assert found is not None
        return found

    def to_attackers(self) -> None:
        if self.game.state.step is None:
            self.game.begin("declare attackers", active=self.alice)
        self.pass_until("declare attackers")

    def pass_until(self, kind: str) -> None:
        """Both players pass priority until the game waits for a ``kind`` decision."""
        for _ in range(50):
            found = self.game.decision()
            if found is None or found.kind == kind:
                return
            assert found.kind == "priority", found.kind
            self.game.apply(PassPriority())
        raise AssertionError(f"no {kind} decision")

    def finish_combat(self) -> None:
        """Both players pass priority until the end of combat step (the damage dealt)."""
        for _ in range(50):
            step = self.game.state.step
            if step is None or step.value in ("end of combat", "postcombat main"):
                return
            found = self.asked()
            assert found.kind == "priority", found.kind
            self.game.apply(PassPriority())
        raise AssertionError("combat doesn't end")

    def attack(
        self, *attackers: EntityId, blocks: tuple[tuple[EntityId, EntityId], ...] = ()
    ) -> None:
        """Declare ``attackers`` (at Bob) and ``blocks``, then play on to the damage."""
        self.to_attackers()
        self.game.apply(DeclareAttackers(tuple((a, self.bob) for a in attackers)))
        self.pass_until("declare blockers")
        self.game.apply(DeclareBlockers(blocks))

    def play_to(self, step: str, player: EntityId, *, may: bool = True) -> None:
        """Play on (no attacks, no blocks; "may" answered ``may``) until ``player``'s next
        ``step`` begins."""
        start = self.game.state.turn
        for _ in range(400):
            state = self.game.state
            if (
                state.step is not None
                and state.step.value == step
                and state.active_player == player
                and state.turn > start
            ):
                return
            found = self.asked()
            if found.kind == "declare attackers":
                self.game.apply(DeclareAttackers(()))
            elif found.kind == "declare blockers":
                self.game.apply(DeclareBlockers(()))
            elif found.kind == "may":
                self.game.apply(Choose(may))
            else:
                self.game.apply(PassPriority())
        raise AssertionError(f"no {step} of {player}")

    def zone(self, name: str) -> Zone:
        return self.named(name).zone
