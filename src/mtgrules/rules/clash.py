"""Clash (CR 701.23 today; 2011: 701.20, the same text).

CR 701.23a: to clash, a player reveals the top card of their library; that player may then
put that card on the bottom of their library. CR 701.23b: "clash with an opponent" means
"choose an opponent; you and that opponent each clash." CR 701.23c: each clashing player
reveals the top card of their library at the same time; then, in APNAP order (CR 101.4),
each decides whether to put their card on the bottom, and the cards move at the same time.
CR 701.23d: a player wins a clash if they revealed a card with a greater mana value (2011:
converted mana cost) than every other card revealed in it; a player with no card to reveal
reveals nothing and can't win.

>>> from mtgrules.rulesets import CR2011, CURRENT
>>> clash_rule(CURRENT, "d"), clash_rule(CR2011, "d")
('701.23d', '701.20d')
"""

from __future__ import annotations

from collections.abc import Callable

from mtgrules.choices import Decision
from mtgrules.events import Event
from mtgrules.keyword_action_events import LibraryOrdered
from mtgrules.random_events import ClashRevealed, ClashWon
from mtgrules.rules.transform import mana_value
from mtgrules.rulesets import Ruleset
from mtgrules.state import EntityId, GameState

TOP, BOTTOM = "top", "bottom"
Ask = Callable[[Decision], object]


def clash_rule(ruleset: Ruleset, letter: str) -> str:
    """The number of a clash rule in the edition: ``clash_rule(CURRENT, "d")`` is 701.23d."""
    return ruleset.rule("clash") + letter


def revealed(state: GameState, ruleset: Ruleset, players: list[EntityId]) -> list[ClashRevealed]:
    """CR 701.23a, c: each player with a card in their library reveals the top one."""
    shown = []
    for player in players:
        library = state.libraries.get(player, [])
        if library:
            card = state.objects[library[-1]]
            value = mana_value(card, ruleset)
            rule = clash_rule(ruleset, "c")
            shown.append(ClashRevealed(player=player, object=card.id, mana_value=value, rule=rule))
    return shown


def winners(shown: list[ClashRevealed], ruleset: Ruleset) -> list[ClashWon]:
    """CR 701.23d: the player whose card has a greater mana value than every other one."""
    return [
        ClashWon(player=one.player, rule=clash_rule(ruleset, "d"))
        for one in shown
        if all(one.mana_value > other.mana_value for other in shown if other is not one)
    ]


def placed(
    state: GameState, ruleset: Ruleset, shown: list[ClashRevealed], ask: Ask
) -> list[LibraryOrdered]:
    """CR 701.23a, c: each player (in the order of ``shown``, APNAP) decides whether to put
    their revealed card on the bottom of their library; the cards put there move at once."""
    moved = []
    for one in shown:
        answer = ask(
            Decision(
                kind="clash",
                player=one.player,
                options=(TOP, BOTTOM),
                prompt="where to put the card revealed in the clash",
                rule=clash_rule(ruleset, "a"),
            )
        )
        if answer == BOTTOM:
            library = [c for c in state.libraries[one.player] if c != one.object]
            order = (one.object, *library)  # top last: the revealed card goes first
            rule = clash_rule(ruleset, "a")
            moved.append(LibraryOrdered(player=one.player, order=order, top=0, bottom=1, rule=rule))
    return moved


def clash_events(
    state: GameState, ruleset: Ruleset, players: list[EntityId], ask: Ask
) -> list[Event]:
    """The events of ``players`` (in APNAP order) clashing: the cards revealed, the winner if
    any, the cards put on the bottom."""
    shown = revealed(state, ruleset, players)
    return [*shown, *winners(shown, ruleset), *placed(state, ruleset, shown, ask)]


__all__ = ["BOTTOM", "TOP", "clash_events", "clash_rule", "placed", "revealed", "winners"]
