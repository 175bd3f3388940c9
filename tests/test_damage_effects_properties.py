"""Property tests for ``apply_damage_effects``: random boards, random prevention shields,
damage modifiers and redirections, random damage events, random answers, both editions.

The queue of parts is re-ordered when a shielded player chooses which damage a shield
prevents (CR 615.7), which is where endless loops and lost or duplicated damage hide.

Properties, for every damage event:

(1) the event is dealt with quickly: at most ``MAX_DECISIONS`` decisions, and a hard time
    bound on the call;
(2) no damage is lost or made up: every DamageDealt is of more than 0 damage to a player or to a
    creature or planeswalker on the battlefield, and
    dealt + prevented == proposed + the changes made by replacement effects (CR 614.1a);
(3) no shield prevents more than is left of it (CR 615.7), no "next N damage" redirection moves
    more than N, and a shield left in force is reduced by exactly what it prevented;
(4) an action that stops for a missing answer (ChoiceRequired) changes nothing, and answering
    the decisions one at a time gives the same events as answering them with a policy.
"""

from __future__ import annotations

import random
import signal
from collections.abc import Callable, Hashable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from functools import partial
from types import FrameType

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from mtgrules import (
    ChoiceRequired,
    DamageCantBePrevented,
    DamagePart,
    Decision,
    Event,
    Game,
    Match,
    ModifyDamage,
    PreventDamage,
    RedirectDamage,
    Zone,
)
from mtgrules.events import DamageDealt, DamagePrevented, DamageRedirected, DamageReplaced
from mtgrules.state import EntityId, GameState

MAX_DECISIONS = 200
SECONDS_PER_EVENT = 10.0
KEYWORDS = ("lifelink", "deathtouch", "infect", "wither")


# -- scenarios as data ---------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class CreatureSpec:
    controller: int  # 0 or 1
    power: int
    toughness: int
    keywords: frozenset[str]


@dataclass(frozen=True, slots=True)
class PreventSpec:
    controller: int
    amount: int | None
    to: int | None  # index into Board.recipients; None: Match.you()
    from_: int | None  # index into Board.sources
    next_time: bool


@dataclass(frozen=True, slots=True)
class ModifySpec:
    controller: int
    multiplier: int
    plus: int
    to: int | None
    from_: int | None


@dataclass(frozen=True, slots=True)
class RedirectSpec:
    controller: int
    to: int  # index into Board.creatures
    redirect_to: int  # index into Board.recipients, never the same as ``to``
    amount: int | None


@dataclass(frozen=True, slots=True)
class CantPreventSpec:
    controller: int
    to: int | None
    from_: int | None


EffectSpec = PreventSpec | ModifySpec | RedirectSpec | CantPreventSpec


@dataclass(frozen=True, slots=True)
class PartSpec:
    source: int
    recipient: int
    amount: int
    combat: bool


@dataclass(frozen=True, slots=True)
class Scenario:
    creatures: tuple[CreatureSpec, ...]
    effects: tuple[EffectSpec, ...]
    events: tuple[tuple[PartSpec, ...], ...]
    seed: int  # drives the answers to decisions


@dataclass(slots=True)
class Board:
    players: list[EntityId]
    creatures: list[EntityId]
    sources: list[EntityId]  # the creatures, then a burn spell
    recipients: list[EntityId]  # the players, then the creatures


# -- strategies ----------------------------------------------------------------------------------
@st.composite
def creature_specs(draw: st.DrawFn) -> CreatureSpec:
    return CreatureSpec(
        controller=draw(st.integers(0, 1)),
        power=draw(st.integers(0, 5)),
        toughness=draw(st.integers(1, 6)),
        keywords=draw(st.frozensets(st.sampled_from(KEYWORDS))),
    )


@st.composite
def effect_specs(draw: st.DrawFn, creatures: int, focus: Sequence[int]) -> EffectSpec:
    sources = creatures + 1
    recipients = creatures + 2
    controller = draw(st.integers(0, 1))
    # Mostly effects on the damaged recipients, and on damage from any source: so that
    # shields meet damage from several sources at once (CR 615.7).
    near = st.sampled_from(focus)
    to = st.integers(0, 4).flatmap(
        lambda n: near if n < 3 else st.none() if n == 3 else st.integers(0, recipients - 1)
    )
    from_ = st.one_of(st.none(), st.none(), st.integers(0, sources - 1))
    kind = draw(st.sampled_from(("prevent",) * 4 + ("modify", "redirect", "redirect", "cant")))
    if kind == "cant" and draw(st.integers(0, 3)) != 0:
        kind = "prevent"  # "damage can't be prevented" rarely
    if kind == "prevent":
        return PreventSpec(
            controller=controller,
            amount=None if draw(st.integers(0, 4)) == 0 else draw(st.integers(1, 4)),
            to=draw(to),
            from_=draw(from_),
            next_time=draw(st.booleans()),
        )
    if kind == "modify":
        return ModifySpec(
            controller=controller,
            multiplier=draw(st.integers(1, 2)),
            plus=draw(st.integers(0, 2)),
            to=draw(to),
            from_=draw(from_),
        )
    if kind == "redirect":
        damaged = [r - 2 for r in focus if r >= 2]
        near_creatures = st.sampled_from(damaged) if damaged else st.nothing()
        creature = draw(near_creatures | st.integers(0, creatures - 1))
        others = [r for r in range(recipients) if r != 2 + creature]
        nearby = [r for r in focus if r != 2 + creature] or others
        return RedirectSpec(
            controller=controller,
            to=creature,
            redirect_to=draw(st.sampled_from(nearby) | st.sampled_from(others)),
            amount=draw(st.none() | st.integers(1, 3)),
        )
    return CantPreventSpec(controller=controller, to=draw(to), from_=draw(from_))


@st.composite
def scenarios(draw: st.DrawFn) -> Scenario:
    creatures = tuple(draw(st.lists(creature_specs(), min_size=2, max_size=5)))
    sources = len(creatures) + 1
    recipients = len(creatures) + 2
    # Several sources onto the same one or two recipients, often: where CR 615.7 asks.
    everyone = list(range(recipients))
    focus = draw(st.lists(st.sampled_from(everyone), min_size=1, max_size=2) | st.just(everyone))
    effects = tuple(draw(st.lists(effect_specs(len(creatures), focus), min_size=1, max_size=5)))
    # A few sources, small amounts, and mostly all-combat or all-noncombat events: the same
    # source often deals damage to the same recipient twice (equal parts of one event).
    dealers = draw(
        st.lists(st.integers(0, sources - 1), min_size=2, max_size=3, unique=True)
        | st.just(list(range(sources)))
    )
    combat = draw(st.sampled_from((st.just(True), st.just(False), st.booleans())))
    part = st.builds(
        PartSpec,
        source=st.sampled_from(dealers),
        recipient=st.sampled_from(focus),
        amount=st.sampled_from((1, 1, 2, 2, 3, 4, 5)),
        combat=combat,
    )
    events = tuple(
        tuple(draw(st.lists(part, min_size=1, max_size=5))) for _ in range(draw(st.integers(1, 3)))
    )
    return Scenario(creatures, effects, events, seed=draw(st.integers(0, 2**32 - 1)))


# -- building a game from a scenario -------------------------------------------------------------
def build(ruleset: str, scenario: Scenario) -> tuple[Game, Board]:
    game = Game(ruleset)
    players = [game.add_player("Alice"), game.add_player("Bob")]
    creatures = [
        game.add_permanent(
            f"creature {n}",
            controller=players[spec.controller],
            types={"Creature"},
            power=spec.power,
            toughness=spec.toughness,
            keywords=spec.keywords,
        )
        for n, spec in enumerate(scenario.creatures)
    ]
    spell = game.add_card("Fireball", owner=players[0], types={"Sorcery"}, zone="stack")
    board = Board(players, creatures, [*creatures, spell], [*players, *creatures])
    for spec in scenario.effects:
        add_effect(game, board, spec)
    return game, board


def add_effect(game: Game, board: Board, spec: EffectSpec) -> None:
    controller = board.players[spec.controller]
    if isinstance(spec, RedirectSpec):
        game.add_effect(
            RedirectDamage(
                to=Match.ids_of(board.creatures[spec.to]),
                redirect_to=board.recipients[spec.redirect_to],
                amount=spec.amount,
            ),
            controller=controller,
        )
        return
    to = Match.you() if spec.to is None else Match.ids_of(board.recipients[spec.to])
    from_ = None if spec.from_ is None else Match.ids_of(board.sources[spec.from_])
    if isinstance(spec, PreventSpec):
        game.add_effect(
            PreventDamage(amount=spec.amount, to=to, from_=from_, next_time=spec.next_time),
            controller=controller,
        )
    elif isinstance(spec, ModifySpec):
        game.add_effect(
            ModifyDamage(multiplier=spec.multiplier, plus=spec.plus, to=to, from_=from_),
            controller=controller,
        )
    else:
        game.add_effect(DamageCantBePrevented(to=to, from_=from_), controller=controller)


def parts_of(board: Board, specs: Sequence[PartSpec]) -> list[DamagePart]:
    return [
        DamagePart(board.sources[s.source], board.recipients[s.recipient], s.amount, s.combat)
        for s in specs
    ]


# -- bounds ----------------------------------------------------------------------------------------
class TooManyDecisionsError(AssertionError):
    """The engine kept asking: an endless re-ordering of the queue of parts."""


class TooSlowError(AssertionError):
    """The engine didn't come back in time: an endless loop that asks nothing."""


class RandomPolicy:
    """Answers each decision with a random legal option; fails after MAX_DECISIONS."""

    def __init__(self, seed: int) -> None:
        self.random = random.Random(seed)
        self.asked: list[Decision] = []

    def __call__(self, decision: Decision) -> Hashable:
        self.asked.append(decision)
        if len(self.asked) > MAX_DECISIONS:
            raise TooManyDecisionsError(
                f"more than {MAX_DECISIONS} decisions in one damage event; the last: "
                f"{decision.kind} {decision.prompt} (CR {decision.rule})"
            )
        return self.random.choice(decision.options)


@contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    def expired(signum: int, frame: FrameType | None) -> None:
        raise TooSlowError(f"a damage event took more than {seconds} seconds")

    previous = signal.signal(signal.SIGALRM, expired)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def bounded(action: Callable[[], list[Event]]) -> list[Event]:
    with time_limit(SECONDS_PER_EVENT):
        return action()


# -- the properties --------------------------------------------------------------------------------
def deal_one_answer_at_a_time(
    game: Game, parts: list[DamagePart], seed: int
) -> tuple[list[Event], int]:
    """(4): deal the event with a list of answers, adding the answer to each ChoiceRequired;
    each one must leave the game as it was. Returns the events and the decisions answered."""
    policy = RandomPolicy(seed)
    answers: list[Hashable] = []
    before = game.state.copy()
    logged = len(game.log)
    while True:
        try:
            events = bounded(lambda: game.deal_damage_event(parts, choices=list(answers)))
        except ChoiceRequired as required:
            assert required.index == len(answers)
            assert game.state == before, "ChoiceRequired changed the state"
            assert len(game.log) == logged, "ChoiceRequired logged events"
            answers.append(policy(required.decision))
        else:
            return events, len(answers)


def check_damage_conserved(
    state: GameState, parts: Sequence[DamagePart], events: Sequence[Event]
) -> None:
    """(2), with ``state`` as it was before the event."""
    for e in events:
        if isinstance(e, DamageDealt):
            assert e.amount > 0, e  # CR 120.8
            if e.recipient in state.players:
                assert not state.players[e.recipient].has_lost, e
            else:
                obj = state.objects[e.recipient]
                assert obj.is_creature or obj.is_planeswalker, e
                assert obj.zone is Zone.BATTLEFIELD, e
    dealt = sum(e.amount for e in events if isinstance(e, DamageDealt))
    prevented = sum(e.amount for e in events if isinstance(e, DamagePrevented))
    replaced = sum(e.after - e.before for e in events if isinstance(e, DamageReplaced))
    proposed = sum(p.amount for p in parts)
    assert dealt + prevented == proposed + replaced, (
        f"dealt {dealt} + prevented {prevented} != proposed {proposed} + replaced {replaced}",
        events,
    )


def check_shields(before: GameState, after: GameState, events: Sequence[Event]) -> None:
    """(3)."""
    for effect_id, effect in before.effects.items():
        if isinstance(effect, PreventDamage):
            used = sum(
                e.amount for e in events if isinstance(e, DamagePrevented) and e.effect == effect_id
            )
        elif isinstance(effect, RedirectDamage):
            used = sum(
                e.amount
                for e in events
                if isinstance(e, DamageRedirected) and e.effect == effect_id
            )
        else:
            continue
        if effect.amount is None:
            continue
        assert used <= effect.amount, (
            f"{effect.kind} #{effect_id} with {effect.amount} left used {used} in one event",
            events,
        )
        now = after.effects.get(effect_id)
        if now is not None:
            assert isinstance(now, PreventDamage | RedirectDamage)
            assert now.amount == effect.amount - used, (effect, now, used)
            assert now.amount is not None and now.amount > 0, now


# Found by this test (notes/bugs-fuzz.md): Bob's 1-point shield, damage from A and twice from B
# to Bob, and Bob chooses the second part from B for the shield (CR 615.7): the other part from
# B, equal to it, was dropped from the queue, and its damage was neither dealt nor prevented.
EQUAL_PARTS_AND_A_SHIELD_CHOICE = Scenario(
    creatures=(CreatureSpec(0, 1, 1, frozenset()), CreatureSpec(0, 1, 1, frozenset())),
    effects=(PreventSpec(controller=1, amount=1, to=None, from_=None, next_time=False),),
    events=((PartSpec(0, 1, 1, False), PartSpec(1, 1, 1, False), PartSpec(1, 1, 1, False)),),
    seed=0,
)


def _seed_choosing_the_last_part() -> int:
    for seed in range(100):
        if random.Random(seed).choice((0, 1, 2)) == 2:
            return seed
    raise AssertionError("unreachable")


# ``ruleset`` (conftest) only names the edition: nothing in it needs resetting between inputs.
@settings(
    max_examples=150,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(scenario=scenarios())
@example(scenario=replace(EQUAL_PARTS_AND_A_SHIELD_CHOICE, seed=_seed_choosing_the_last_part()))
def test_damage_effects_are_dealt_with_exactly_and_in_bounded_time(
    ruleset: str, scenario: Scenario
) -> None:
    game, board = build(ruleset, scenario)
    for specs in scenario.events:
        parts = parts_of(board, specs)
        before = game.state.copy()
        # (1): with a policy, a bounded number of decisions and a bounded time.
        reference = game.copy()
        policy = RandomPolicy(scenario.seed)
        expected = bounded(partial(reference.deal_damage_event, parts, choices=policy))
        # (4): answered one ChoiceRequired at a time, the same answers give the same events.
        events, answered = deal_one_answer_at_a_time(game, parts, scenario.seed)
        assert answered == len(policy.asked)
        assert events == expected
        assert game.state == reference.state
        check_damage_conserved(before, parts, events)
        check_shields(before, game.state, events)
