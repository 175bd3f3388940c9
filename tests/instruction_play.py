"""A table for tests that play real cards from the bundled database through the game's
entry point: Alice (active, in her precombat main phase) and Bob."""

from __future__ import annotations

from collections.abc import Hashable

from mtgrules import Game
from mtgrules.actions import Action, CastSpell, Choose, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.choices import Decision
from mtgrules.events import Event
from mtgrules.objects import Zone
from mtgrules.state import EntityId

RULESETS = ["cr2011", "current"]


class Table:
    """Alice and Bob; real cards put into zones by name."""

    def __init__(self, ruleset: str, *, bob_poison: int = 0) -> None:
        self.game = Game(ruleset)
        self.alice = self.game.add_player("Alice")
        self.bob = self.game.add_player("Bob", poison=bob_poison)

    def put(self, name: str, owner: EntityId, zone: str = "battlefield") -> EntityId:
        return self.game.add_card_def(bundled_database().card(name), owner=owner, zone=zone)

    def lands(self, name: str, owner: EntityId, count: int) -> list[EntityId]:
        return [self.put(name, owner) for _ in range(count)]

    def begin(self) -> None:
        self.game.begin("precombat main", active=self.alice)

    def decision(self) -> Decision:
        found = self.game.decision()
        assert found is not None
        return found

    def act(self, action: Action, *answers: Hashable) -> list[Event]:
        """Apply ``action``, then answer the choices it asks for with ``answers``, in order."""
        events = self.game.apply(action)
        for answer in answers:
            assert self.game.state.pending_choice is not None, f"no choice for {answer!r}"
            events += self.game.apply(Choose(answer))
        assert self.game.state.pending_choice is None, self.decision().prompt
        return events

    def asked(self) -> Decision:
        """The choice the game waits for."""
        pending = self.game.state.pending_choice
        assert pending is not None
        return pending.decision

    def resolve(self, *answers: Hashable) -> list[Event]:
        """Both players pass: the top of the stack resolves, with ``answers`` to its choices."""
        assert self.game.state.stack
        events = self.game.apply(PassPriority())
        return events + self.act(PassPriority(), *answers)

    def zone_of(self, owner: EntityId, zone: Zone) -> list[str]:
        return sorted(
            o.name for o in self.game.state.objects.values() if o.zone is zone and o.owner == owner
        )

    def library(self, player: EntityId) -> list[str]:
        """Names in ``player``'s library, top first."""
        state = self.game.state
        return [state.objects[c].name for c in reversed(state.libraries[player])]


def drain(t: Table, *answers: Hashable) -> None:
    """Both players pass until the stack is empty, answering the choices asked with
    ``answers``, in order."""
    queue = list(answers)
    while t.game.state.stack:
        t.game.apply(PassPriority())
        while t.game.state.pending_choice is not None and queue:
            t.game.apply(Choose(queue.pop(0)))
    assert not queue, "choices not asked"


def cast_resolved(
    t: Table,
    name: str,
    *targets: EntityId,
    caster: EntityId | None = None,
    answers: tuple[Hashable, ...] = (),
) -> None:
    """``caster`` (Alice unless said) casts ``name`` from their hand at ``targets``; then the
    stack resolves (:func:`drain`, with ``answers``)."""
    player = t.alice if caster is None else caster
    t.act(CastSpell(t.put(name, player, "hand"), targets))
    drain(t, *answers)
