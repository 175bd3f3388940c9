"""CR 400.7: an object that changes zones becomes a new object, so only permanents, objects on
the stack and in the command zone change in place. The game's object table indexes those live
objects; the index must always be what a full scan of the objects finds, in the same order,
whatever changed the table (object_table.py)."""

from __future__ import annotations

import copy
import dataclasses
import pickle
from collections.abc import Callable, Sequence

import pytest

from mtgrules.actions import Action
from mtgrules.engine import Game
from mtgrules.object_table import LIVE_ZONES, ObjectTable
from mtgrules.objects import Zone
from mtgrules.selfplay import bundled_deck, play_game
from mtgrules.state import GameObject, GameState


def _scan_permanents(table: ObjectTable) -> list[GameObject]:
    return [o for o in table.values() if o.zone is Zone.BATTLEFIELD]


def _assert_index_right(game: Game) -> None:
    table = game.state.objects
    table.check_index()
    assert list(game.state.battlefield()) == _scan_permanents(table)
    assert [o.id for o in table.live()] == [k for k, o in table.items() if o.zone in LIVE_ZONES]


def _check_after_action(game: Game, _: Action) -> None:
    _assert_index_right(game)
    twin = game.state.copy()  # the copy's index is its own clones, in the same order
    twin.objects.check_index()
    live = {o.id for o in game.state.objects.live()}
    assert all(twin.objects[k] is not game.state.objects[k] for k in live)


@pytest.mark.parametrize(
    ("deck_a", "deck_b", "seed", "ruleset"),
    [
        ("red-burn", "seed-green-white", 0, "current"),
        ("black-keywords", "red-burn", 1, "current"),
        ("seed-green-white", "black-keywords", 2, "cr2011"),
    ],
)
def test_cr400_7_index_matches_a_full_scan_after_every_action(
    deck_a: str, deck_b: str, seed: int, ruleset: str
) -> None:
    result = play_game(
        bundled_deck(deck_a),
        bundled_deck(deck_b),
        seed=seed,
        ruleset=ruleset,
        max_decisions=400,
        on_action=_check_after_action,
    )
    assert result.decisions > 0


def _obj(object_id: int, zone: Zone, name: str = "Card") -> GameObject:
    return GameObject(object_id, name, 1, 1, zone)


def test_cr400_7_every_mapping_change_keeps_the_index() -> None:
    table = ObjectTable()
    table[1] = _obj(1, Zone.LIBRARY)
    table[2] = _obj(2, Zone.BATTLEFIELD)
    table[3] = _obj(3, Zone.STACK)
    table[4] = _obj(4, Zone.BATTLEFIELD)
    assert [o.id for o in table.permanents()] == [2, 4]
    table[1] = _obj(1, Zone.BATTLEFIELD)  # replaced in place by a permanent: keeps its place
    assert [o.id for o in table.permanents()] == [1, 2, 4]
    table[2] = _obj(2, Zone.GRAVEYARD)  # replaced by a card that isn't live
    assert [o.id for o in table.permanents()] == [1, 4]
    del table[4]
    assert table.pop(3).zone is Zone.STACK
    assert table.pop(3, None) is None
    with pytest.raises(KeyError):
        table.pop(3)
    table.update({5: _obj(5, Zone.BATTLEFIELD)}, **{})
    table |= {6: _obj(6, Zone.COMMAND)}
    assert table.setdefault(7, _obj(7, Zone.BATTLEFIELD)).id == 7
    table.check_index()
    assert [o.id for o in table.live()] == [1, 5, 6, 7]
    key, _ = table.popitem()
    assert key == 7
    table.check_index()
    table.clear()
    assert table.live() == []


def test_cr400_7_copies_rebuild_the_index() -> None:
    table = ObjectTable({1: _obj(1, Zone.HAND), 2: _obj(2, Zone.BATTLEFIELD)})
    for twin in (copy.copy(table), copy.deepcopy(table), pickle.loads(pickle.dumps(table))):
        assert isinstance(twin, ObjectTable)
        twin.check_index()
        assert [o.id for o in twin.permanents()] == [2]
    cloned = table.with_live_cloned()
    cloned.check_index()
    assert cloned[1] is table[1]  # a card in a hand is never changed in place: shared
    assert cloned[2] is not table[2] and cloned[2] == table[2]
    cloned[2].tapped = True
    assert not table[2].tapped


def test_cr400_7_compacting_keeps_every_object_in_order() -> None:
    table = ObjectTable(
        {i: _obj(i, Zone.BATTLEFIELD if i % 3 else Zone.LIBRARY) for i in range(30)}
    )
    for i in range(0, 30, 4):
        del table[i]
    table.pop(5)
    table[40] = _obj(40, Zone.STACK)
    before = list(table.items())
    table.compact()
    table.check_index()
    assert list(table.items()) == before  # the same objects, in the same order
    assert [o.id for o in table.live()] == [k for k, o in before if o.zone in LIVE_ZONES]
    twin = table.with_live_cloned()
    twin.check_index()
    assert list(twin) == list(table)
    table.compact()  # nothing removed since: nothing to do
    assert list(table.items()) == before


def test_cr400_7_a_stale_index_is_reported() -> None:
    table = ObjectTable({1: _obj(1, Zone.HAND)})
    table[1].zone = Zone.BATTLEFIELD  # not how zones change (CR 400.7): the check catches it
    with pytest.raises(AssertionError, match="out of date"):
        table.check_index()


Listing = Callable[[ObjectTable], Sequence[GameObject]]


def _on_battlefield(table: ObjectTable) -> list[GameObject]:
    return [o for o in table.values() if o.zone is Zone.BATTLEFIELD]


def _reachable(table: ObjectTable) -> list[GameObject]:
    return [o for o in table.values() if o.zone not in (Zone.LIBRARY, Zone.STACK)]


def _listed_reachable(table: ObjectTable) -> tuple[GameObject, ...]:
    return table.reachable(1)  # the owner of every object here: its hand and graveyard too


@pytest.mark.parametrize(
    ("listed", "scan", "stale_zone"),
    [
        # CR 110.1: the permanents
        (ObjectTable.battlefield, _on_battlefield, Zone.GRAVEYARD),
        # CR 601.2a, 602.2: what legal actions look at, outside libraries and the stack
        (_listed_reachable, _reachable, Zone.LIBRARY),
    ],
)
def test_cr400_7_the_listed_objects_follow_every_change(
    listed: Listing, scan: Listing, stale_zone: Zone
) -> None:
    table = ObjectTable(
        {1: _obj(1, Zone.BATTLEFIELD), 2: _obj(2, Zone.HAND), 3: _obj(3, Zone.LIBRARY)}
    )
    changes: list[Callable[[], object]] = [
        lambda: table.__setitem__(2, _obj(2, Zone.BATTLEFIELD)),  # replaced in place
        lambda: table.__setitem__(4, _obj(4, Zone.BATTLEFIELD)),
        lambda: table.__setitem__(1, _obj(1, Zone.BATTLEFIELD, "Other")),
        lambda: table.__setitem__(3, _obj(3, Zone.EXILE)),
        lambda: table.__setitem__(5, _obj(5, Zone.STACK)),
        lambda: table.pop(2),
        lambda: table.__delitem__(4),
        lambda: table.update({6: _obj(6, Zone.BATTLEFIELD), 7: _obj(7, Zone.GRAVEYARD)}),
        lambda: table.popitem(),
        lambda: table.clear(),
    ]
    for change in changes:
        assert list(listed(table)) == scan(table)  # listed once ...
        change()  # ... and listed again after any change
        table.check_index()
        assert len(listed(table)) == len(scan(table))
        assert all(a is b for a, b in zip(listed(table), scan(table), strict=True))
    table = ObjectTable({1: _obj(1, Zone.BATTLEFIELD)})
    listed(table)
    table[1].zone = stale_zone  # not how zones change: the check catches the stale list
    with pytest.raises(AssertionError, match="out of date"):
        table.check_index()


def test_cr400_7_a_clone_has_every_field_and_its_own_counters() -> None:
    obj = _obj(1, Zone.BATTLEFIELD)
    obj.counters["+1/+1"] = 2
    twin = obj.clone()
    for name in (f.name for f in dataclasses.fields(GameObject)):
        assert getattr(twin, name) == getattr(obj, name), name
    twin.counters["+1/+1"] = 3
    assert obj.counters["+1/+1"] == 2


def test_a_state_copy_has_every_field() -> None:
    game = Game()
    game.add_player("Alice")
    twin = game.state.copy()
    for name in (f.name for f in dataclasses.fields(GameState)):
        if name != "rng":
            assert getattr(twin, name) == getattr(game.state, name), name
    assert twin.rng.getstate() == game.state.rng.getstate()


def test_cr601_2a_each_player_reaches_their_own_hand_and_graveyard_only() -> None:
    def card(object_id: int, zone: Zone, owner: int) -> GameObject:
        return GameObject(object_id, "Card", owner, owner, zone)

    table = ObjectTable(
        {
            1: card(1, Zone.HAND, 1),
            2: card(2, Zone.HAND, 2),
            3: card(3, Zone.GRAVEYARD, 2),
            4: card(4, Zone.EXILE, 2),  # by a permission, or foretold: anyone's to look at
            5: card(5, Zone.BATTLEFIELD, 2),  # "Any player may activate" (CR 602.2)
            6: card(6, Zone.LIBRARY, 1),
            7: card(7, Zone.STACK, 1),
            8: card(8, Zone.COMMAND, 2),
            9: card(9, Zone.GRAVEYARD, 1),
        }
    )
    assert [o.id for o in table.reachable(1)] == [1, 4, 5, 8, 9]
    assert [o.id for o in table.reachable(2)] == [2, 3, 4, 5, 8]
    table.check_index()
    table[1] = card(1, Zone.GRAVEYARD, 1)
    assert [o.id for o in table.reachable(1)] == [1, 4, 5, 8, 9]
    assert [o.id for o in table.reachable(2)] == [2, 3, 4, 5, 8]


def test_cr704_5d_the_listed_tokens_follow_every_change() -> None:
    def token(object_id: int, zone: Zone) -> GameObject:
        return GameObject(object_id, "Soldier", 1, 1, zone, token=True)

    table = ObjectTable({1: token(1, Zone.BATTLEFIELD), 2: _obj(2, Zone.HAND)})
    assert [o.id for o in table.tokens()] == [1]
    table[1] = token(1, Zone.GRAVEYARD)  # died: still a token there until the check (704.5d)
    table[3] = token(3, Zone.BATTLEFIELD)
    assert [(o.id, o.zone) for o in table.tokens()] == [(1, Zone.GRAVEYARD), (3, Zone.BATTLEFIELD)]
    table.pop(1)
    assert [o.id for o in table.tokens()] == [3]
    table.check_index()
    table[2].token = True  # not how objects change: the check catches the stale list
    with pytest.raises(AssertionError, match="tokens are out of date"):
        table.check_index()
