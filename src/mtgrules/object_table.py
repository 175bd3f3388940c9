"""The game's objects by id, with an index of the objects that change in place.

Only permanents, objects on the stack and objects in the command zone (a plane's counters)
are changed in place; an object in any other zone is replaced, never mutated, when it
changes, since a zone change makes it a new object (CR 400.7). :class:`ObjectTable` is a
``dict`` of every object by id that also keeps those *live* objects, in the table's own
order, so that the battlefield (CR 110.1) can be listed and the state copied without going
through every card of every library, hand and graveyard.

The index follows every change made through the mapping (setting, deleting, popping,
updating, ...): an object's zone only ever changes by replacing the object (CR 400.7), never
by assigning its ``zone``. :meth:`ObjectTable.check_index` compares the index with a full
scan (the tests run it after every action of random games).

>>> from mtgrules.objects import Zone
>>> from mtgrules.state import GameObject
>>> table = ObjectTable()
>>> table[1] = GameObject(1, "Forest", 1, 1, Zone.LIBRARY)
>>> table[2] = GameObject(2, "Grizzly Bears", 1, 1, Zone.BATTLEFIELD)
>>> [o.name for o in table.permanents()]
['Grizzly Bears']
>>> _ = table.pop(2)
>>> table.permanents()
[]
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from mtgrules.objects import Zone

if TYPE_CHECKING:
    from mtgrules.state import EntityId, GameObject

# the zones whose objects change in place (a plane's counters: the command zone)
LIVE_ZONES = frozenset({Zone.BATTLEFIELD, Zone.STACK, Zone.COMMAND})

_MISSING: Any = object()
# where any player's objects may be played or activated, and where only their owner's may
_ANYONES = frozenset({Zone.BATTLEFIELD, Zone.COMMAND, Zone.EXILE})
_OWNERS = frozenset({Zone.HAND, Zone.GRAVEYARD})


class ObjectTable(dict["EntityId", "GameObject"]):
    """Every object of the game by id (a ``dict``), indexing the live ones: those on the
    battlefield, on the stack and in the command zone, in the table's order."""

    __slots__ = ("_battlefield", "_holes", "_live", "_reachable", "_tokens")

    def __init__(self, objects: Mapping[EntityId, GameObject] | None = None) -> None:
        super().__init__(objects or {})
        self._live: dict[EntityId, GameObject] = {}
        self._battlefield: tuple[GameObject, ...] | None = None  # permanents, once listed
        # see reachable(): for each player, once listed
        self._reachable: dict[EntityId, tuple[GameObject, ...]] | None = None
        self._tokens: tuple[GameObject, ...] | None = None  # see tokens()
        # a key was removed: the dict has holes, which make copying it key by key (slow)
        self._holes = False
        self._reindex()

    def __reduce__(self) -> tuple[Callable[..., ObjectTable], tuple[dict[Any, Any]]]:
        # copy, deepcopy and pickle rebuild the index from the objects
        return (type(self), (dict(self),))

    # -- queries --------------------------------------------------------------------------
    def permanents(self) -> list[GameObject]:
        """The objects on the battlefield (CR 110.1), in the table's order."""
        return list(self.battlefield())

    def battlefield(self) -> tuple[GameObject, ...]:
        """The objects on the battlefield, in the table's order: listed once, until the table
        changes (an object's zone never changes in place, CR 400.7)."""
        listed = self._battlefield
        if listed is None:
            live = self._live.values()
            listed = self._battlefield = tuple(o for o in live if o.zone is Zone.BATTLEFIELD)
        return listed

    def reachable(self, player: EntityId) -> tuple[GameObject, ...]:
        """The objects ``player`` may play, cast or activate something of (CR 601.2a, 602.2,
        116.2a): those on the battlefield, in the command zone or in exile, and the cards in
        their own hand and graveyard; none in a library or on the stack. In the table's order,
        listed once for each player until the table changes (an object's zone and owner never
        change in place: CR 400.7, 108.3)."""
        lists = self._reachable
        if lists is None:
            lists = self._reachable = {}
        listed = lists.get(player)
        if listed is None:
            listed = lists[player] = tuple(
                o
                for o in self.values()
                if o.zone in _ANYONES or (o.zone in _OWNERS and o.owner == player)
            )
        return listed

    def tokens(self) -> tuple[GameObject, ...]:
        """The tokens, in every zone (CR 111.1), in the table's order: listed once, until the
        table changes (an object is a token or not from the start: CR 111.1, 400.7)."""
        listed = self._tokens
        if listed is None:
            listed = self._tokens = tuple(o for o in self.values() if o.token)
        return listed

    def live(self) -> list[GameObject]:
        """The objects that change in place: on the battlefield, the stack or in the command
        zone, in the table's order."""
        return list(self._live.values())

    def check_index(self) -> None:
        """Raise AssertionError unless the index is what a full scan finds."""
        scanned = [(k, o) for k, o in self.items() if o.zone in LIVE_ZONES]
        indexed = list(self._live.items())
        if [(k, id(o)) for k, o in scanned] != [(k, id(o)) for k, o in indexed]:
            raise AssertionError(
                f"live-object index out of date: {[k for k, _ in indexed]} indexed, "
                f"{[k for k, _ in scanned]} found"
            )
        listed = self._battlefield
        on_battlefield = [id(o) for _, o in scanned if o.zone is Zone.BATTLEFIELD]
        if listed is not None and [id(o) for o in listed] != on_battlefield:
            raise AssertionError("the listed permanents are out of date")
        tokens = self._tokens
        if tokens is not None and [id(o) for o in tokens] != [
            id(o) for o in self.values() if o.token
        ]:
            raise AssertionError("the listed tokens are out of date")
        for player, reachable in (self._reachable or {}).items():
            outside = [
                id(o)
                for o in self.values()
                if o.zone in _ANYONES or (o.zone in _OWNERS and o.owner == player)
            ]
            if [id(o) for o in reachable] != outside:
                raise AssertionError("the listed reachable objects are out of date")

    def with_live_cloned(self) -> ObjectTable:
        """A copy in which each live object is a clone and every other object is shared (they
        are replaced, never mutated: CR 400.7)."""
        twin = ObjectTable.__new__(ObjectTable)
        dict.update(twin, self)  # at once, unless the dict has holes (see compact)
        clones = {k: o.clone() for k, o in self._live.items()}
        dict.update(twin, clones)  # same keys: the order stays the table's
        twin._live = clones
        twin._battlefield = None
        twin._reachable = None
        twin._tokens = None
        twin._holes = False
        return twin

    def compact(self) -> None:
        """Rebuild the dict without the holes removed keys left (same items, same order), so
        that copying it copies its keys at once instead of one by one. The items move in
        memory: never while the table is being iterated over (the game's action calls it
        first thing)."""
        if not self._holes:
            return
        items = dict.copy(self)
        dict.clear(self)
        dict.update(self, items)
        self._holes = False

    # -- changes: each keeps the index right ----------------------------------------------
    def __setitem__(self, key: EntityId, value: GameObject) -> None:
        self._battlefield = None
        self._reachable = None
        self._tokens = None
        live = value.zone in LIVE_ZONES
        if key in self:
            super().__setitem__(key, value)  # an existing key keeps its place
            if live and key in self._live:
                self._live[key] = value  # ... and its place in the index
            elif live or key in self._live:
                self._reindex()  # it became live, or stopped being: rare
        else:
            super().__setitem__(key, value)  # a new key goes last, in both
            if live:
                self._live[key] = value

    def __delitem__(self, key: EntityId) -> None:
        super().__delitem__(key)
        self._live.pop(key, None)
        self._battlefield = None
        self._reachable = None
        self._tokens = None
        self._holes = True

    def pop(self, key: EntityId, default: Any = _MISSING) -> Any:
        if key in self:
            self._live.pop(key, None)
            self._battlefield = None
            self._reachable = None
            self._tokens = None
            self._holes = True
            return super().pop(key)
        if default is _MISSING:
            raise KeyError(key)
        return default

    def popitem(self) -> tuple[EntityId, GameObject]:
        key, value = super().popitem()
        self._live.pop(key, None)
        self._battlefield = None
        self._reachable = None
        self._tokens = None
        self._holes = True
        return key, value

    def clear(self) -> None:
        super().clear()
        self._live.clear()
        self._battlefield = None
        self._reachable = None
        self._tokens = None

    def setdefault(self, key: EntityId, default: GameObject) -> GameObject:
        if key not in self:
            self[key] = default
        return self[key]

    def update(self, *args: Any, **kwargs: Any) -> None:
        for key, value in dict(*args, **kwargs).items():
            self[key] = value

    def __ior__(self, other: Any) -> ObjectTable:  # type: ignore[override,misc]
        self.update(other)
        return self

    def _reindex(self) -> None:
        self._live = {k: o for k, o in self.items() if o.zone in LIVE_ZONES}
        self._battlefield = None
        self._reachable = None
        self._tokens = None
