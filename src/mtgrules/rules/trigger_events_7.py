"""Trigger events of cast and damage triggers, seventh set (CR 603.2):

* "you cast an instant or sorcery spell that targets a creature", "you cast a spell that
  targets a creature you control": the spell becomes cast once it is on the stack with its
  targets chosen (CR 601.2c, 601.2i), so the targets are read as the ability triggers;
* "you cast a white spell or a Plains you control enters": either event triggers it (the
  cast, CR 601.2i, or the land entering, CR 603.6a);
* "~ deals damage to a Vampire", "... to a Goblin or Orc": damage dealt by the ability's own
  object to a permanent of one of these creature types (CR 120.3, 205.3); "that creature" is
  the permanent dealt damage (CR 603.7c);
* "you gain life for the first time each turn", "you lose life for the first time each
  turn", "you gain life for the first time during each of your turns", "an opponent loses
  life for the first time during each of their turns", "you gain or lose life during your
  turn" (CR 603.2; each life gain or loss is an event, CR 119.9, 119.10);
* "you draw your second card each turn" (CR 121.1; rules/turn_ordinals.py counts them).

>>> watch_7("you cast a white spell or a Plains you control enters").adjective
'Plains'
>>> watch_7("~ deals damage to a Goblin or Orc").adjective
'Goblin|Orc'
"""

from __future__ import annotations

from dataclasses import replace

from mtgrules.events import DamageDealt, Event, LifeGained, LifeLost, ZoneChanged
from mtgrules.rules.trigger_casts import cast, described
from mtgrules.rules.trigger_watch import Instance, Watch, is_a, is_subject
from mtgrules.rules.trigger_zones import zone_change
from mtgrules.rules.turn_ordinals import ordinal
from mtgrules.rulesets import Ruleset
from mtgrules.state import GameObject, GameState
from mtgrules.turn_events import AttackersDeclared, PutOnStack

CASTS_TARGETING = "casts a spell that targets"
CAST_OR_ENTERS = "casts a spell or a land enters"
DEALS_DAMAGE_TO_KIND = "deals damage to a permanent of a creature type"
ATTACKS_YOU = "attacks you"
ATTACKS_OPPONENT = "attacks one of your opponents"
LIFE_CHANGES = "gains or loses life"
DRAWS_NTH = "draws their Nth card each turn"
VERBS_7 = frozenset(
    {CASTS_TARGETING, CAST_OR_ENTERS, DEALS_DAMAGE_TO_KIND, LIFE_CHANGES, DRAWS_NTH}
    | {ATTACKS_YOU, ATTACKS_OPPONENT}
)
"""The verbs of the watches read here (rules/trigger_events.py dispatches them here)."""

_TARGETS = {" that targets a creature": "", " that targets a creature you control": "you control"}
_BASIC_LAND_TYPES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest"})


THEIR_TURNS = "during their turn"
_LIFE = {"you gain": "gain", "you lose": "lose", "you gain or lose": "gain or lose"}
_LIFE["an opponent loses"] = "lose"
_WHEN = {
    " for the first time each turn": (True, ""),
    " for the first time during each of your turns": (True, "during your turn"),
    " for the first time during each of their turns": (True, THEIR_TURNS),
    " during your turn": (False, "during your turn"),
}
_NTH = {"second": 2, "third": 3}


def _life_watch(words: str) -> Watch | None:
    """ "you gain life for the first time each turn", ... (CR 603.2)."""
    for when, (first, turn) in _WHEN.items():
        for who, kind in _LIFE.items():
            if words != f"{who} life{when}":
                continue
            noun = "opponent" if who.startswith("an ") else "you"
            if (turn == THEIR_TURNS) != (noun == "opponent") or (kind == "gain or lose" and first):
                return None  # only the wordings printed
            return Watch(LIFE_CHANGES, noun=noun, adjective=kind, first_time=first, turn=turn)
    return None


_SACRIFICED = {"creatures": "creature", "artifacts": "artifact", "permanents": "permanent"}
_SACRIFICED["tokens"] = "token"


def _sacrifice_watch(words: str) -> Watch | None:
    """CR 701.17a: "a player sacrifices a permanent" (any player, a permanent they control);
    "you sacrifice one or more [other] creatures" (once per action, CR 603.2c)."""
    if words.startswith("a player sacrifices "):
        from mtgrules.rules.trigger_watch import watch_of

        dies = watch_of(words.removeprefix("a player sacrifices ") + " dies")
        if dies is None or dies.own or dies.batch or dies.controller or dies.article != "a":
            return None
        return replace(dies, verb="is sacrificed")
    if words.startswith("an opponent sacrifices "):  # a permanent that opponent controls
        from mtgrules.rules.trigger_watch import watch_of

        permanent = words.removeprefix("an opponent sacrifices ")
        dies = watch_of(permanent + " an opponent controls dies")
        if dies is None or dies.own or dies.batch or dies.controller != "an opponent controls":
            return None
        return replace(dies, verb="is sacrificed")
    rest = words.removeprefix("you sacrifice one or more ")
    other = rest.startswith("other ")
    noun = _SACRIFICED.get(rest.removeprefix("other "))
    if rest == words or noun is None:
        return None
    article = "another" if other else "a"
    return Watch("is sacrificed", article=article, noun=noun, controller="you control", batch=True)


def watch_7(words: str) -> Watch | None:
    """The :class:`Watch` of these events' words, or None."""
    life = _life_watch(words)
    if life is not None:
        return life
    for attacked in (ATTACKS_YOU, ATTACKS_OPPONENT):
        if words.endswith(" " + attacked):  # CR 508.1b: the player it attacks
            from mtgrules.rules.trigger_watch import watch_of

            attacker = watch_of(words.removesuffix(attacked) + "attacks")
            if attacker is None or attacker.own or attacker.batch or attacker.verb != "attacks":
                return None
            return replace(attacker, verb=attacked)
    sacrificed = _sacrifice_watch(words)
    if sacrificed is not None:
        return sacrificed
    nth, _, rest = words.removeprefix("you draw your ").partition(" ")
    if words.startswith("you draw your ") and nth in _NTH and rest == "card each turn":
        return Watch(DRAWS_NTH, noun="you", nth=_NTH[nth])  # CR 121.1, 603.2
    for suffix, controller in _TARGETS.items():
        spell = words.removeprefix("you cast ").removesuffix(suffix)
        if words.startswith("you cast ") and words.endswith(suffix) and described(spell):
            # CR 601.2c: "that targets a creature [you control]"
            return Watch(CASTS_TARGETING, noun="you", spell=spell, controller=controller)
    if words.startswith("you cast ") and words.endswith(" you control enters"):
        spell, _, land = words.removeprefix("you cast ").partition(" or ")
        article, _, kind = land.removesuffix(" you control enters").partition(" ")
        if described(spell) and article in ("a", "an") and kind in _BASIC_LAND_TYPES:
            return Watch(CAST_OR_ENTERS, noun="you", spell=spell, adjective=kind)
    if words.startswith("~ deals damage to a"):
        kinds = words.removeprefix("~ deals damage to ").split(" ", 1)[1].split(" or ")
        if all(k.isalpha() and k.istitle() for k in kinds):
            return Watch(DEALS_DAMAGE_TO_KIND, own=True, adjective="|".join(kinds))
    return None


def fires_7(
    state: GameState, ruleset: Ruleset, watch: Watch, obj: GameObject, event: Event
) -> tuple[str, list[Instance]] | None:
    """The rule and each time ``event`` triggers a watch of :func:`watch_7`; None if not."""
    if watch.verb == DEALS_DAMAGE_TO_KIND:
        return _damage_to_kind(state, watch, obj, event)
    if watch.verb in (ATTACKS_YOU, ATTACKS_OPPONENT):
        return _attacks_player(state, ruleset, watch, obj, event)
    if watch.verb == LIFE_CHANGES:
        return _life_changed(state, watch, obj, event)
    if watch.verb == DRAWS_NTH:
        # CR 121.1: the Nth card its owner (you) drew this turn
        if ordinal(state, event, obj.controller) == watch.nth:
            return "603.2", [(obj.controller, None)]
        return None
    if watch.verb == CAST_OR_ENTERS and isinstance(event, ZoneChanged):
        # CR 603.6a: "a Plains you control enters"
        land = Watch("enters", article="a", noun=watch.adjective, controller="you control")
        return zone_change(state, land, obj, event, ruleset)
    description = described(watch.spell)
    assert description is not None, watch.spell
    each = cast(state, ruleset, "you", description, obj.controller, event)
    if watch.verb == CASTS_TARGETING and not (
        isinstance(event, PutOnStack) and _targets_a_creature(state, watch, obj, event)
    ):
        return None
    return ("603.2", each) if each else None


def _targets_a_creature(state: GameState, watch: Watch, obj: GameObject, event: PutOnStack) -> bool:
    """CR 601.2c, 115.1: one of the spell's targets is a creature [you control] as it is cast."""
    for target in event.item.targets:
        view = state.source_view(target)
        if view is None or target in state.players or not view.is_creature:
            continue
        if watch.controller != "you control" or view.controller == obj.controller:
            return True
    return False


def _damage_to_kind(
    state: GameState, watch: Watch, obj: GameObject, event: Event
) -> tuple[str, list[Instance]] | None:
    """CR 120.3, 603.2: ``obj`` dealt damage to a permanent of one of the creature types (as it
    is now, or as it last existed: CR 603.10a)."""
    if not isinstance(event, DamageDealt) or event.source != obj.id or event.amount <= 0:
        return None
    if event.recipient in state.players:
        return None
    view = state.source_view(event.recipient)
    if view is None or not any(is_a(view, kind) for kind in watch.adjective.split("|")):
        return None
    return "603.2", [(None, event.recipient)]


def _life_changed(
    state: GameState, watch: Watch, obj: GameObject, event: Event
) -> tuple[str, list[Instance]] | None:
    """CR 603.2: a life gain or loss event of the player watched (CR 119.9-10; 2011: 118.9-10)
    [the first of the turn, rules/turn_ordinals.py] [during that player's own turn]."""
    if isinstance(event, LifeGained) and "gain" not in watch.adjective.split():
        return None
    if isinstance(event, LifeLost) and "lose" not in watch.adjective.split():
        return None
    if not isinstance(event, LifeGained | LifeLost) or event.amount <= 0:
        return None
    you = obj.controller
    if watch.noun == "you" and event.player != you:
        return None
    if watch.noun == "opponent" and event.player not in state.opponents(you):
        return None
    if watch.turn == THEIR_TURNS and state.active_player != event.player:
        return None  # CR 603.2: "during each of their turns"
    if watch.first_time and ordinal(state, event, event.player) != 1:
        return None
    return "603.2", [(event.player, None)]


def _attacks_player(
    state: GameState, ruleset: Ruleset, watch: Watch, obj: GameObject, event: Event
) -> tuple[str, list[Instance]] | None:
    """CR 508.1b, 508.3a: once per creature of the description declared as an attacker of
    you (of one of your opponents): "that player" is the player it attacks, "it" the creature
    (a planeswalker attacked isn't the player, CR 506.2)."""
    if not isinstance(event, AttackersDeclared):
        return None
    you = obj.controller
    each: list[Instance] = []
    for attacker, defender in event.attacks:
        if defender not in state.players or not is_subject(state, watch, attacker, obj):
            continue
        if (defender == you) == (watch.verb == ATTACKS_YOU) and defender in (
            you,
            *state.opponents(you),
        ):
            each.append((defender, attacker))
    return (ruleset.rule("attacks trigger"), each) if each else None


def has_object_7(watch: Watch) -> bool:
    """ "that creature": the permanent dealt damage, or the attacker (CR 603.7c)."""
    return watch.verb in (DEALS_DAMAGE_TO_KIND, ATTACKS_YOU, ATTACKS_OPPONENT)


def has_player_7(watch: Watch) -> bool:
    """ "that player": the player attacked (CR 603.7c)."""
    return watch.verb in (ATTACKS_YOU, ATTACKS_OPPONENT)
