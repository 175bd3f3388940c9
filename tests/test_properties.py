"""Property tests: random boards, random damage events, random prevention and replacement
effects, under both editions.

Properties:

(a) every change to life, poison, marked damage and counters is an event in the returned list
    (CR 120.3 / 119.3: damage is processed into results, and the results are the changes);
(b) nothing goes negative, and no event changes a total by 0 or less (CR 120.8);
(c) the engine is deterministic: the same event on two copies gives equal states;
(d) after state-based actions (CR 704) no creature that should have died is still there, and
    the check is a fixed point;
(e) an illegal action (a RulesError) or a missing answer changes nothing.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from mtgrules import (
    LOYALTY,
    MINUS_ONE,
    PLUS_ONE,
    CardType,
    ChoiceRequired,
    ControlsA,
    DamagePart,
    Decision,
    Duration,
    Event,
    Game,
    IllegalChoiceError,
    Keyword,
    LifeFloor,
    Match,
    ModifyDamage,
    ModifyLifeGain,
    PreventDamage,
    RedirectDamage,
    RulesError,
    Zone,
)
from mtgrules.events import (
    CountersPut,
    CountersRemoved,
    DamageDealt,
    DamageMarked,
    LifeGained,
    LifeLost,
    PlayerLost,
    PoisonCountersGiven,
    Regenerated,
    ZoneChanged,
)
from mtgrules.state import EntityId

# derandomize: the same examples on every run, so a failure is reproducible and a fix shows.
# (Raise max_examples locally to explore more.)
PROPERTY_SETTINGS = settings(
    max_examples=60,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)

DAMAGE_KEYWORDS = ("lifelink", "infect", "wither", "deathtouch")


# -- scenarios as data ---------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class CreatureSpec:
    controller: int  # 0 or 1
    power: int
    toughness: int
    keywords: frozenset[str]
    damage: int  # below toughness
    plus_counters: int
    regeneration_shield: bool


@dataclass(frozen=True, slots=True)
class PartSpec:
    source: int  # index into Board.sources
    recipient: int  # index into Board.recipients
    amount: int
    combat: bool


@dataclass(frozen=True, slots=True)
class PreventSpec:
    recipient: int
    amount: int


@dataclass(frozen=True, slots=True)
class ModifySpec:
    source: int
    multiplier: int
    plus: int


@dataclass(frozen=True, slots=True)
class RedirectSpec:
    recipient: int
    redirect_to: int
    amount: int | None


@dataclass(frozen=True, slots=True)
class LifeGainSpec:
    controller: int
    multiplier: int
    plus: int


@dataclass(frozen=True, slots=True)
class FloorSpec:
    controller: int
    floor: int
    needs_a_creature: bool


EffectSpec = PreventSpec | ModifySpec | RedirectSpec | LifeGainSpec | FloorSpec


@dataclass(frozen=True, slots=True)
class Scenario:
    creatures: tuple[CreatureSpec, ...]
    walker: tuple[int, int] | None  # (controller, loyalty)
    effects: tuple[EffectSpec, ...]
    events: tuple[tuple[PartSpec, ...], ...]
    pick_last: bool  # the choice policy: first or last option

    @property
    def has_life_floor(self) -> bool:
        return any(isinstance(e, FloorSpec) for e in self.effects)


@dataclass(slots=True)
class Board:
    players: list[EntityId]
    creatures: list[EntityId]
    walker: EntityId | None
    spell: EntityId
    sources: list[EntityId]
    recipients: list[EntityId]


# -- strategies ----------------------------------------------------------------------------------
@st.composite
def creature_specs(draw: st.DrawFn) -> CreatureSpec:
    toughness = draw(st.integers(0, 6))
    return CreatureSpec(
        controller=draw(st.integers(0, 1)),
        power=draw(st.integers(0, 6)),
        toughness=toughness,
        keywords=draw(st.frozensets(st.sampled_from(DAMAGE_KEYWORDS)))
        | (frozenset({"indestructible"}) if draw(st.integers(0, 4)) == 0 else frozenset()),
        damage=draw(st.integers(0, max(0, toughness - 1))),
        plus_counters=draw(st.sampled_from((0, 0, 0, 1, 2))),
        regeneration_shield=draw(st.integers(0, 5)) == 0,
    )


@st.composite
def part_specs(draw: st.DrawFn, sources: int, recipients: Sequence[int]) -> PartSpec:
    return PartSpec(
        source=draw(st.integers(0, sources - 1)),
        recipient=draw(st.sampled_from(recipients)),
        amount=draw(st.integers(0, 7)),
        combat=draw(st.booleans()),
    )


@st.composite
def effect_specs(draw: st.DrawFn, sources: int, recipients: int) -> EffectSpec:
    recipient = st.integers(0, recipients - 1)
    player = st.integers(0, 1)
    options: list[st.SearchStrategy[EffectSpec]] = [
        st.builds(PreventSpec, recipient=recipient, amount=st.integers(1, 5)),
        st.builds(
            ModifySpec,
            source=st.integers(0, sources - 1),
            multiplier=st.integers(1, 2),
            plus=st.integers(0, 2),
        ),
        st.builds(
            RedirectSpec,
            recipient=recipient,
            redirect_to=recipient,
            amount=st.none() | st.integers(1, 4),
        ),
        st.builds(
            LifeGainSpec, controller=player, multiplier=st.integers(1, 2), plus=st.integers(0, 1)
        ),
        st.builds(
            FloorSpec, controller=player, floor=st.integers(1, 3), needs_a_creature=st.booleans()
        ),
    ]
    return draw(st.one_of(options))


@st.composite
def scenarios(draw: st.DrawFn, *, with_effects: bool = True, max_events: int = 3) -> Scenario:
    creatures = tuple(draw(st.lists(creature_specs(), min_size=1, max_size=6)))
    walker = draw(st.none() | st.tuples(st.integers(0, 1), st.integers(1, 5)))
    extra = 1 if walker is not None else 0
    sources = len(creatures) + 1 + extra  # the creatures, a burn spell, the planeswalker
    recipients = 2 + len(creatures) + extra  # the players, the creatures, the planeswalker
    effects: tuple[EffectSpec, ...] = ()
    if with_effects and draw(st.booleans()):
        effects = tuple(draw(st.lists(effect_specs(sources, recipients), max_size=4)))
    # Often the parts of an event go to a few recipients only: several sources damaging one
    # creature, player or planeswalker at once is where the interesting cases are.
    everyone = list(range(recipients))
    focus = draw(st.none() | st.lists(st.sampled_from(everyone), min_size=1, max_size=2))
    events = tuple(
        tuple(draw(st.lists(part_specs(sources, focus or everyone), min_size=1, max_size=5)))
        for _ in range(draw(st.integers(1, max_events)))
    )
    return Scenario(creatures, walker, effects, events, pick_last=draw(st.booleans()))


# -- building a game from a scenario ----------------------------------------------------------
def policy(scenario: Scenario) -> Callable[[Decision], Hashable]:
    if scenario.pick_last:
        return lambda d: d.options[-1]
    return lambda d: d.options[0]


def build(ruleset: str, scenario: Scenario) -> tuple[Game, Board]:
    game = Game(ruleset)
    players = [game.add_player("Alice"), game.add_player("Bob")]
    creatures: list[EntityId] = []
    for n, spec in enumerate(scenario.creatures):
        counters = {PLUS_ONE: spec.plus_counters} if spec.plus_counters else None
        creatures.append(
            game.add_permanent(
                f"creature {n}",
                controller=players[spec.controller],
                types={"Creature"},
                power=spec.power,
                toughness=spec.toughness,
                keywords=spec.keywords,
                damage=spec.damage,
                counters=counters,
            )
        )
    walker = None
    if scenario.walker is not None:
        controller, loyalty = scenario.walker
        walker = game.add_permanent(
            "planeswalker", controller=players[controller], types={"Planeswalker"}, loyalty=loyalty
        )
    spell = game.add_card("Fireball", owner=players[0], types={"Sorcery"}, zone="stack")
    for spec, permanent in zip(scenario.creatures, creatures, strict=True):
        if spec.regeneration_shield:
            game.regenerate(permanent)
    walkers = [walker] if walker is not None else []
    board = Board(
        players=players,
        creatures=creatures,
        walker=walker,
        spell=spell,
        sources=[*creatures, spell, *walkers],
        recipients=[*players, *creatures, *walkers],
    )
    for effect in scenario.effects:
        add_effect(game, board, effect)
    return game, board


def add_effect(game: Game, board: Board, spec: EffectSpec) -> None:
    state = game.state
    if isinstance(spec, PreventSpec):
        to = board.recipients[spec.recipient]
        game.add_effect(
            PreventDamage(amount=spec.amount, to=Match.ids_of(to)),
            controller=state.controller_of(to),
        )
    elif isinstance(spec, ModifySpec):
        source = board.sources[spec.source]
        game.add_effect(
            ModifyDamage(from_=Match.ids_of(source), multiplier=spec.multiplier, plus=spec.plus),
            controller=state.controller_of(source),
        )
    elif isinstance(spec, RedirectSpec):
        to = board.recipients[spec.recipient]
        game.add_effect(
            RedirectDamage(
                to=Match.ids_of(to),
                redirect_to=board.recipients[spec.redirect_to],
                amount=spec.amount,
            ),
            controller=state.controller_of(to),
        )
    elif isinstance(spec, LifeGainSpec):
        game.add_permanent(
            "Boon Reflection",
            controller=board.players[spec.controller],
            types={"Enchantment"},
            statics=[
                ModifyLifeGain(
                    who=Match.you(),
                    multiplier=spec.multiplier,
                    plus=spec.plus,
                    duration=Duration.STATIC,
                )
            ],
        )
    else:
        condition = ControlsA(card_type=CardType.CREATURE) if spec.needs_a_creature else None
        game.add_permanent(
            "Worship",
            controller=board.players[spec.controller],
            types={"Enchantment"},
            statics=[
                LifeFloor(
                    who=Match.you(), floor=spec.floor, condition=condition, duration=Duration.STATIC
                )
            ],
        )


def parts_of(board: Board, specs: Sequence[PartSpec]) -> list[DamagePart]:
    return [
        DamagePart(board.sources[s.source], board.recipients[s.recipient], s.amount, s.combat)
        for s in specs
    ]


# -- what the state holds -----------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Totals:
    life: dict[EntityId, int]
    poison: dict[EntityId, int]
    damage: dict[EntityId, int]
    counters: dict[tuple[EntityId, str], int]


def totals(game: Game, board: Board) -> Totals:
    permanents = [*board.creatures, *([board.walker] if board.walker is not None else [])]
    return Totals(
        life={p: game.life(p) for p in board.players},
        poison={p: game.poison(p) for p in board.players},
        damage={c: game.damage_on(c) for c in permanents},
        counters={
            (c, kind): game.counters(c).get(kind, 0)
            for c in permanents
            for kind in (PLUS_ONE, MINUS_ONE, LOYALTY)
        },
    )


AMOUNT_EVENTS = (
    DamageDealt,
    LifeLost,
    LifeGained,
    PoisonCountersGiven,
    DamageMarked,
    CountersPut,
    CountersRemoved,
)


def check_accounting(game: Game, board: Board, before: Totals, events: Sequence[Event]) -> None:
    """(a): the state changed exactly as the events say."""
    after = totals(game, board)
    for p in board.players:
        gained = sum(e.amount for e in events if isinstance(e, LifeGained) and e.player == p)
        lost = sum(e.amount for e in events if isinstance(e, LifeLost) and e.player == p)
        assert after.life[p] - before.life[p] == gained - lost
        poison = sum(
            e.amount for e in events if isinstance(e, PoisonCountersGiven) and e.player == p
        )
        assert after.poison[p] - before.poison[p] == poison
    for c in after.damage:
        marked = sum(e.amount for e in events if isinstance(e, DamageMarked) and e.permanent == c)
        assert after.damage[c] - before.damage[c] == marked
    for (c, kind), count in after.counters.items():
        put = sum(
            e.amount
            for e in events
            if isinstance(e, CountersPut) and e.permanent == c and e.kind == kind
        )
        removed = sum(
            e.amount
            for e in events
            if isinstance(e, CountersRemoved) and e.permanent == c and e.kind == kind
        )
        assert count - before.counters[c, kind] == put - removed


def check_results_of_damage(
    game: Game, board: Board, scenario: Scenario, events: Sequence[Event]
) -> None:
    """CR 120.3 / 119.3: the damage dealt to a creature is all marked or all -1/-1 counters;
    to a player, life loss (unless a floor replaced some) or poison; to a planeswalker, at
    most that many loyalty counters removed."""
    dealt: Counter[EntityId] = Counter()
    infect_dealt: Counter[EntityId] = Counter()
    for e in events:
        if isinstance(e, DamageDealt):
            dealt[e.recipient] += e.amount
            if game.obj(e.source).has(Keyword.INFECT):
                infect_dealt[e.recipient] += e.amount
    for c in board.creatures:
        marked = sum(e.amount for e in events if isinstance(e, DamageMarked) and e.permanent == c)
        counters = sum(
            e.amount
            for e in events
            if isinstance(e, CountersPut) and e.permanent == c and e.kind == MINUS_ONE
        )
        assert marked + counters == dealt[c]
    for p in board.players:
        poison = sum(
            e.amount for e in events if isinstance(e, PoisonCountersGiven) and e.player == p
        )
        assert poison == infect_dealt[p]
        if not scenario.has_life_floor:
            lost = sum(e.amount for e in events if isinstance(e, LifeLost) and e.player == p)
            assert lost == dealt[p] - infect_dealt[p]
    if board.walker is not None:
        removed = sum(
            e.amount
            for e in events
            if isinstance(e, CountersRemoved) and e.permanent == board.walker and e.kind == LOYALTY
        )
        assert removed <= dealt[board.walker]


def check_nothing_negative(game: Game, events: Sequence[Event]) -> None:
    """(b)."""
    for obj in game.state.objects.values():
        assert obj.damage >= 0, obj
        assert all(n > 0 for n in obj.counters.values()), obj
    assert all(n >= 0 for n in game.state.poison.values())
    for e in events:
        if isinstance(e, AMOUNT_EVENTS):
            assert e.amount > 0, e  # CR 120.8: 0 damage is no damage, and no result


# -- (a), (b): accounting -------------------------------------------------------------------------
# Found by this test: two sources damage a planeswalker with 1 loyalty at once (bugs-sba.md #2).
TWO_SOURCES_AT_A_PLANESWALKER = Scenario(
    creatures=(CreatureSpec(0, 1, 1, frozenset(), 0, 0, False),),
    walker=(1, 1),
    effects=(),
    events=((PartSpec(source=0, recipient=3, amount=2, combat=False), PartSpec(1, 3, 3, False)),),
    pick_last=False,
)


@PROPERTY_SETTINGS
@given(scenario=scenarios())
@example(scenario=TWO_SOURCES_AT_A_PLANESWALKER)
def test_every_change_is_an_event(ruleset: str, scenario: Scenario) -> None:
    game, board = build(ruleset, scenario)
    for specs in scenario.events:
        before = totals(game, board)
        events = game.deal_damage_event(parts_of(board, specs), choices=policy(scenario))
        check_accounting(game, board, before, events)
        check_results_of_damage(game, board, scenario, events)
        check_nothing_negative(game, events)
    before = totals(game, board)
    events = game.check_state_based_actions()
    check_nothing_negative(game, events)
    # The state-based actions that leave the permanent on the battlefield are events too.
    for c in board.creatures:
        if game.is_on_battlefield(c):
            for kind in (PLUS_ONE, MINUS_ONE):
                removed = sum(
                    e.amount
                    for e in events
                    if isinstance(e, CountersRemoved) and e.permanent == c and e.kind == kind
                )
                assert game.counters(c).get(kind, 0) == before.counters[c, kind] - removed
            regenerated = any(isinstance(e, Regenerated) and e.permanent == c for e in events)
            assert game.damage_on(c) == (0 if regenerated else before.damage[c])


# -- (c): determinism -----------------------------------------------------------------------------
@PROPERTY_SETTINGS
@given(scenario=scenarios())
def test_the_same_event_on_two_copies_gives_equal_states(ruleset: str, scenario: Scenario) -> None:
    a, board = build(ruleset, scenario)
    b = a.copy()
    assert a.state == b.state
    for specs in scenario.events:
        parts = parts_of(board, specs)
        events_a = a.deal_damage_event(parts, choices=policy(scenario))
        events_b = b.deal_damage_event(parts, choices=policy(scenario))
        assert events_a == events_b
        assert a.state == b.state
    assert a.check_state_based_actions() == b.check_state_based_actions()
    assert a.state == b.state
    # A game built again from the same scenario is the same game too.
    c, _ = build(ruleset, scenario)
    for specs in scenario.events:
        c.deal_damage_event(parts_of(board, specs), choices=policy(scenario))
    c.check_state_based_actions()
    assert c.state == a.state and c.log == a.log


# -- (d): state-based actions -------------------------------------------------------------------
@PROPERTY_SETTINGS
@given(scenario=scenarios())
def test_after_state_based_actions_nothing_that_should_die_is_left(
    ruleset: str, scenario: Scenario
) -> None:
    game, board = build(ruleset, scenario)
    deathtouched: set[EntityId] = set()
    for specs in scenario.events:
        events = game.deal_damage_event(parts_of(board, specs), choices=policy(scenario))
        deathtouched |= {e.recipient for e in events if isinstance(e, DamageDealt) and e.deathtouch}
    performed = game.check_state_based_actions()
    regenerated = {e.permanent for e in performed if isinstance(e, Regenerated)}
    for obj in game.state.battlefield():
        if obj.is_creature:
            toughness = obj.current_toughness()
            assert toughness > 0, obj  # 704.5f
            if not obj.has(Keyword.INDESTRUCTIBLE):
                assert obj.damage < toughness, obj  # 704.5g
                assert obj.id not in deathtouched or obj.id in regenerated, obj  # 704.5h
        if obj.is_planeswalker:
            assert obj.current_loyalty() > 0, obj  # 704.5i
        assert not (obj.counter(PLUS_ONE) and obj.counter(MINUS_ONE)), obj  # 704.5q / 704.5r
    for p in board.players:
        should_lose = game.life(p) <= 0 or game.poison(p) >= 10  # 704.5a, 704.5c
        assert game.has_lost(p) == should_lose
    lost = {e.player for e in performed if isinstance(e, PlayerLost)}
    assert lost == {p for p in board.players if game.has_lost(p)}
    if lost:
        assert game.winners == frozenset(set(board.players) - lost)
    # Every permanent that left went to the graveyard as a new object (CR 400.7); its old id
    # gives its last known information.
    for c in [*board.creatures, *([board.walker] if board.walker is not None else [])]:
        if not game.is_on_battlefield(c):
            (change,) = [e for e in performed if isinstance(e, ZoneChanged) and e.object == c]
            assert change.destination is Zone.GRAVEYARD
            assert game.obj(change.new_id).zone is Zone.GRAVEYARD
            assert game.obj(c).zone is Zone.BATTLEFIELD
    # A fixed point: checking again does nothing.
    assert game.check_state_based_actions() == []


# -- (e): illegal actions change nothing -----------------------------------------------------------
@st.composite
def illegal_parts(draw: st.DrawFn) -> tuple[str, int, int]:
    """(what is wrong, a source index or -1, an amount)."""
    what = draw(
        st.sampled_from(
            (
                "negative amount",
                "unknown source",
                "unknown recipient",
                "player source",
                "spell recipient",
                "enchantment recipient",
                "graveyard recipient",
            )
        )
    )
    return what, draw(st.integers(-1, 100)), draw(st.integers(-5, -1))


def illegal_part(game: Game, board: Board, what: str, index: int, negative: int) -> DamagePart:
    source = board.sources[index % len(board.sources)]
    recipient = board.recipients[index % len(board.recipients)]
    if what == "negative amount":
        return DamagePart(source, recipient, negative)
    if what == "unknown source":
        return DamagePart(10_000 + index, recipient, 1)
    if what == "unknown recipient":
        return DamagePart(source, 10_000 + index, 1)
    if what == "player source":
        return DamagePart(board.players[index % 2], recipient, 1)
    if what == "spell recipient":
        return DamagePart(source, board.spell, 1)
    if what == "enchantment recipient":
        enchantment = game.add_permanent(
            "Pacifism", controller=board.players[0], types={"Enchantment"}
        )
        return DamagePart(source, enchantment, 1)
    card = game.add_card(
        "Dead Bears",
        owner=board.players[1],
        zone="graveyard",
        types={"Creature"},
        power=2,
        toughness=2,
    )
    return DamagePart(source, card, 1)


@PROPERTY_SETTINGS
@given(
    scenario=scenarios(max_events=2),
    illegal=illegal_parts(),
    position=st.integers(0, 5),
)
def test_a_rules_error_changes_nothing(
    ruleset: str, scenario: Scenario, illegal: tuple[str, int, int], position: int
) -> None:
    game, board = build(ruleset, scenario)
    *earlier, last = scenario.events
    for specs in earlier:
        game.deal_damage_event(parts_of(board, specs), choices=policy(scenario))
    parts = parts_of(board, last)
    bad = illegal_part(game, board, *illegal)
    untouched = game.copy()
    with pytest.raises(RulesError):
        game.deal_damage_event(
            [*parts[:position], bad, *parts[position:]], choices=policy(scenario)
        )
    assert game.state == untouched.state
    assert game.log == untouched.log
    # The game goes on as if the illegal action had never been tried.
    assert game.deal_damage_event(parts, choices=policy(scenario)) == untouched.deal_damage_event(
        parts, choices=policy(scenario)
    )
    assert game.state == untouched.state


@PROPERTY_SETTINGS
@given(scenario=scenarios())
def test_an_illegal_or_missing_answer_changes_nothing(ruleset: str, scenario: Scenario) -> None:
    game, board = build(ruleset, scenario)
    for specs in scenario.events:
        parts = parts_of(board, specs)
        untouched = game.copy()
        try:
            game.deal_damage_event(parts, choices=lambda d: "not an option")
        except IllegalChoiceError:
            assert game.state == untouched.state and game.log == untouched.log
        else:
            # No decision came up: then no answers at all were needed either.
            again = untouched.copy()
            again.deal_damage_event(parts, choices=[])
            assert again.state == game.state
            continue
        try:
            game.deal_damage_event(parts, choices=[])
        except ChoiceRequired:
            assert game.state == untouched.state and game.log == untouched.log
        else:
            pytest.fail("a decision came up with an illegal answer but not without answers")
        game.deal_damage_event(parts, choices=policy(scenario))


def test_game_object_clone_copies_every_field() -> None:
    """GameState.copy clones objects field by field: every field must survive."""
    import dataclasses

    from mtgrules.state import GameObject

    obj = GameObject(id=1, name="x", owner=2, controller=2, zone=Zone.BATTLEFIELD)
    values = {
        f.name: (f"v{i}" if f.name != "counters" else {"k": i})
        for i, f in enumerate(dataclasses.fields(GameObject))
    }
    for name, value in values.items():
        object.__setattr__(obj, name, value)
    twin = obj.clone()
    assert twin == obj
    assert twin.counters is not obj.counters
