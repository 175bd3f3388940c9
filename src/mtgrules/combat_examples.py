"""The examples of CR 2011 510 (the combat damage step), played through the game's entry
point: declarations, spells cast in the declare blockers step, damage assignment."""

from __future__ import annotations

from mtgrules import card_data as cards
from mtgrules.actions import (
    ActivateAbility,
    AssignCombatDamage,
    CastSpell,
    DeclareAttackers,
    DeclareBlockers,
    OrderDamageAssignment,
    PassPriority,
)
from mtgrules.engine import Game
from mtgrules.events import Event
from mtgrules.objects import Step
from mtgrules.state import EntityId

Outcome = tuple[Game, list[Event], str]


def _to_blockers(game: Game, events: list[Event]) -> None:
    while game.state.step is not Step.DECLARE_BLOCKERS:
        events += game.apply(PassPriority())


def _pass_until_damage(game: Game, events: list[Event]) -> None:
    while game.decision_kind() == "priority" and game.state.step is not Step.COMBAT_DAMAGE:
        events += game.apply(PassPriority())


def _splits(game: Game, creature: EntityId, order: list[EntityId]) -> str:
    options = game.legal_assignments(creature)
    shown = ["/".join(str(split.get(r, 0)) for r in order) for split in options]
    return ", ".join(shown)


def _gorger(ruleset: str, spell: str | None) -> Outcome:
    """Vastwood Gorger (5/6) blocked by Pride Guardian (0/3) then Llanowar Elves (1/1)."""
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    gorger = game.add_card_def(cards.VASTWOOD_GORGER, owner=alice, zone="battlefield")
    guardian = game.add_card_def(cards.PRIDE_GUARDIAN, owner=bob, zone="battlefield")
    elves = game.add_card_def(cards.LLANOWAR_ELVES, owner=bob, zone="battlefield")
    card = None
    if spell is not None:
        game.add_card_def(cards.FOREST, owner=bob, zone="battlefield")
        game.add_card_def(cards.PLAINS, owner=bob, zone="battlefield")
        known = {"Giant Growth": cards.GIANT_GROWTH, "Mending Hands": cards.MENDING_HANDS}
        card = game.add_card_def(known[spell], owner=bob, zone="hand")
    events = game.begin("declare attackers", active=alice)
    events += game.apply(DeclareAttackers(((gorger, bob),)))
    _to_blockers(game, events)
    events += game.apply(DeclareBlockers(((guardian, gorger), (elves, gorger))))
    if game.decision_kind() == "order blockers":
        events += game.apply(OrderDamageAssignment(((gorger, (guardian, elves)),)))
    while game.decision_kind() == "priority" and game.state.stack:
        events += game.apply(PassPriority())  # Pride Guardian's trigger resolves
    if card is not None:
        events += game.apply(PassPriority())  # Alice passes; Bob casts his instant
        events += game.apply(CastSpell(card, (guardian,)))
        while game.state.stack:
            events += game.apply(PassPriority())
    _pass_until_damage(game, events)
    if game.decision_kind() == "assign combat damage":
        legal = _splits(game, gorger, [guardian, elves])
        options = game.legal_assignments(gorger)
        both = {guardian: 3, elves: 2}  # lethal damage to each blocker
        split = both if both in options else options[-1]
        events += game.apply(AssignCombatDamage(((gorger, tuple(sorted(split.items()))),)))
    else:
        legal = "only one, assigned by the game"
    summary = (
        f"legal assignments Guardian/Elves: {legal}; "
        f"Guardian {'survives' if game.is_on_battlefield(guardian) else 'dies'}, "
        f"Elves {'survive' if game.is_on_battlefield(elves) else 'die'}"
    )
    return game, events, summary


def vastwood_gorger(ruleset: str) -> Outcome:
    return _gorger(ruleset, None)


def gorger_giant_growth(ruleset: str) -> Outcome:
    return _gorger(ruleset, "Giant Growth")


def gorger_mending_hands(ruleset: str) -> Outcome:
    return _gorger(ruleset, "Mending Hands")


def baloth_and_boars(ruleset: str) -> Outcome:
    """Enormous Baloth and Durkwood Boars, blocked by Trained Armodon (2 damage marked),
    Foriysian Brigade (blocking both), Silverback Ape, and a 2/1 "Goblin Piker"."""
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    baloth = game.add_card_def(cards.ENORMOUS_BALOTH, owner=alice, zone="battlefield")
    boars = game.add_card_def(cards.DURKWOOD_BOARS, owner=alice, zone="battlefield")
    armodon = game.add_card_def(cards.TRAINED_ARMODON, owner=bob, zone="battlefield", damage=2)
    brigade = game.add_card_def(cards.FORIYSIAN_BRIGADE, owner=bob, zone="battlefield")
    ape = game.add_card_def(cards.SILVERBACK_APE, owner=bob, zone="battlefield")
    # The example's Goblin Piker blocks: a 2/1 without the printed card's "can't block".
    piker = game.add_permanent(
        "Goblin Piker (2/1)", controller=bob, types={"Creature"}, power=2, toughness=1
    )
    events = game.begin("declare attackers", active=alice)
    events += game.apply(DeclareAttackers(((baloth, bob), (boars, bob))))
    _to_blockers(game, events)
    blocks = ((armodon, baloth), (brigade, baloth), (ape, baloth), (brigade, boars), (piker, boars))
    events += game.apply(DeclareBlockers(blocks))
    if game.decision_kind() == "order blockers":
        orders = ((baloth, (armodon, brigade, ape)), (boars, (brigade, piker)))
        events += game.apply(OrderDamageAssignment(orders))
    if game.decision_kind() == "order attackers":
        events += game.apply(OrderDamageAssignment(((brigade, (baloth, boars)),)))
    _pass_until_damage(game, events)
    assignment = (
        (baloth, ((armodon, 1), (brigade, 1), (ape, 5))),
        (boars, ((brigade, 3), (piker, 1))),
    )
    events += game.apply(AssignCombatDamage(assignment))
    if game.decision_kind() == "assign combat damage":
        events += game.apply(game.legal_actions()[0])  # Bob's Brigade
    dead = [
        game.state.lki[c].name
        for c in (armodon, brigade, ape, piker)
        if not game.is_on_battlefield(c) and c in game.state.lki
    ]
    summary = "Baloth: Armodon 1, Brigade 1, Ape 5; Boars: Brigade 3, Piker 1 is legal; dies: " + (
        ", ".join(dead)
    )
    return game, events, summary


def hawk_piker_fanatic(ruleset: str, sacrifice: bool) -> Outcome:
    """Squadron Hawk and Goblin Piker attack; Mogg Fanatic blocks the Piker."""
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    hawk = game.add_card_def(cards.SQUADRON_HAWK, owner=alice, zone="battlefield")
    piker = game.add_card_def(cards.GOBLIN_PIKER, owner=alice, zone="battlefield")
    fanatic = game.add_card_def(cards.MOGG_FANATIC, owner=bob, zone="battlefield")
    events = game.begin("declare attackers", active=alice)
    events += game.apply(DeclareAttackers(((hawk, bob), (piker, bob))))
    _to_blockers(game, events)
    events += game.apply(DeclareBlockers(((fanatic, piker),)))
    if sacrifice:
        events += game.apply(PassPriority())
        events += game.apply(ActivateAbility(fanatic, 0, (hawk,)))
        while game.state.stack:
            events += game.apply(PassPriority())
    _pass_until_damage(game, events)
    summary = (
        f"Hawk {'on' if game.is_on_battlefield(hawk) else 'off'} the battlefield, "
        f"Piker {'alive' if game.is_on_battlefield(piker) else 'dead'} "
        f"with {game.damage_on(piker) if game.is_on_battlefield(piker) else '-'} damage, "
        f"Bob at {game.life(bob)} life"
    )
    return game, events, summary


def hawk_fanatic_sacrificed(ruleset: str) -> Outcome:
    return hawk_piker_fanatic(ruleset, True)


def hawk_fanatic_stays(ruleset: str) -> Outcome:
    return hawk_piker_fanatic(ruleset, False)
