"""Trigger events beyond the core ones of :mod:`mtgrules.rules.triggers` (CR 603.2): "~
becomes tapped", "~ becomes blocked", "another creature dies", "a creature you control
attacks alone", "you cast a spell that targets ~", "~ leaves the battlefield", ...

The compiler names these events by their words (:class:`~mtgrules.cards.pending.WhenOther`);
each word pattern the engine knows is read here into a :class:`Watch`: a subject (the ability's
own object ``~``, or a filter on other objects or on players) and a verb. :func:`fires` says
whether an event triggers it, and with which "that player" / "that creature" (CR 603.7c) each
time it triggers (CR 603.2c: once per object the event names).

Leaves-the-battlefield events ("dies", "is put into a graveyard from the battlefield",
"leaves the battlefield") look back in time (CR 603.6c, 603.10a): the objects are read as they
last existed on the battlefield, which :meth:`GameState.source_view` gives.

>>> watch_of("another creature you control dies").verb
'dies'
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache

from mtgrules.cards.pending import WhenAnotherEnters, WhenLeaves, WhenOther
from mtgrules.cards.vocabulary import COLORS
from mtgrules.effects.instructions import SELF
from mtgrules.events import DamageDealt, Event, LifeGained, LifeLost, ZoneChanged
from mtgrules.objects import CardType, Keyword, Zone
from mtgrules.rules.casting import has_color
from mtgrules.rules.keywords import has_subtype
from mtgrules.rules.turn_record import was_dealt_damage_by
from mtgrules.rulesets import Ruleset
from mtgrules.stack import ItemKind
from mtgrules.state import EntityId, GameObject, GameState
from mtgrules.turn_events import (
    AttackersDeclared,
    BlockersDeclared,
    PutOnStack,
    Tapped,
    Untapped,
)

Instance = tuple[EntityId | None, EntityId | None]
"""One time an ability triggers: the event's player and its other object (CR 603.7c)."""

OtherCondition = WhenOther | WhenAnotherEnters | WhenLeaves

DAMAGED_BY_OWN_DIES = "a creature dealt damage by ~ this turn dies"
_CONTROLLERS = ("you control", "an opponent controls", "you don't control")
_VERBS: tuple[str, ...] = (
    "is put into a graveyard from the battlefield",
    "and at least two other creatures attack",
    "blocks or becomes blocked by a creature",
    "deals combat damage to a player or planeswalker",
    "deals combat damage to an opponent",
    "deals combat damage to a player",
    "deals combat damage",
    "deals damage to an opponent",
    "deals damage to a creature",
    "deals damage",
    "leaves the battlefield",
    "enters or leaves the battlefield",
    "enters or dies",
    "becomes blocked by a creature without flanking",
    "becomes blocked by a creature",
    "becomes blocked",
    "becomes tapped",
    "attacks alone",
    "attacks",
    "blocks",
    "dies",
    "enters",
    "is dealt damage",
    "loses life",
    "draws a card",
    "draw a card",
    "lose life",
    # CR 603.2, added: combat damage to creatures, unblocked attackers (509.1h), discards
    # (701.8a), "you attack", batches ("one or more creatures you control attack"), and
    # damage to the ability's own object from any source.
    "deals combat damage to a creature",
    "deals combat damage to a player or battle",
    "deals combat damage to you",
    "deals damage to you",
    "deals damage to a player",
    "is dealt combat damage",
    "becomes untapped",
    "attacks you or a planeswalker you control",
    "gains life",
    "blocks a creature",
    "attacks and isn't blocked",
    "discards a card",
    "discard a card",
    "deals damage to ~",
    "deals combat damage to ~",
    "attack",
    "deal combat damage to a player",
    "is dealt damage",
    "are dealt damage",
    "becomes the target of a spell or ability an opponent controls",
    "becomes the target of a spell or ability",
    "becomes the target of a spell",
)
_EITHER = {
    "attacks or blocks": ("attacks", "blocks"),
    "enters or attacks": ("enters", "attacks"),
    "blocks or becomes blocked": ("blocks", "becomes blocked"),
    "enters or deals combat damage to a player": ("enters", "deals combat damage to a player"),
}
_VERBS = (*_VERBS, *_EITHER)
_LONGEST_FIRST = tuple(sorted(set(_VERBS), key=len, reverse=True))
_PLAYER_VERBS = {
    "you": ("draw a card", "lose life", "attack", "discard a card", "are dealt damage"),
    "opponent": ("loses life", "draws a card", "discards a card", "is dealt damage", "gains life"),
}
_PLURAL_VERBS = {
    "attack": "attacks",
    "deal combat damage to a player": "deals combat damage to a player",
}
_LEAVES = frozenset(
    {"dies", "is put into a graveyard from the battlefield", "leaves the battlefield"}
)


@dataclass(frozen=True, slots=True)
class Watch:
    """A trigger event read from its words: who (``~``, or ``article`` ``adjective`` ``noun``
    ``controller``: "another nontoken creature you control") does what (``verb``)."""

    verb: str
    own: bool = False  # "~ ..." (the ability's own object)
    or_other: bool = False  # "~ or another [noun] ..."
    article: str = ""  # "a", "an", "another"
    adjective: str = ""  # "nontoken", "white", ...
    noun: str = ""  # "creature", "Ally", "token", "opponent", "you"
    controller: str = ""  # "you control", "an opponent controls", "you don't control"
    batch: bool = False  # "one or more creatures ...": once per event, whatever the number
    keyword: str = ""  # "with deathtouch" / "without flying"
    turn: str = ""  # "during your turn" / "during an opponent's turn"
    damaged_by_own: bool = False  # "a creature dealt damage by ~ this turn dies"

    @property
    def players(self) -> bool:
        """The subject is a player ("you", "an opponent")."""
        return self.noun in ("you", "opponent")


@cache
def watch_of(words: str) -> Watch | None:
    """The :class:`Watch` of an event's words, or None if the engine doesn't know them."""
    for turn in (" during your turn", " during an opponent's turn"):
        if words.endswith(turn):
            found = watch_of(words.removesuffix(turn))
            return None if found is None or found.turn else replace(found, turn=turn.strip())
    if words == "you cast a spell that targets ~":
        return Watch(verb="cast a spell that targets ~", noun="you")
    if words.startswith("you sacrifice "):
        # CR 701.17a (2011: 701.14a): you sacrifice only permanents you control.
        sacrificed = watch_of(words.removeprefix("you sacrifice ") + " dies")
        if sacrificed is None or sacrificed.own or sacrificed.batch or sacrificed.controller:
            return None
        return replace(sacrificed, verb="is sacrificed", controller="you control")
    if words == DAMAGED_BY_OWN_DIES:
        # CR 603.6c, 603.10a: looks back in time; the engine remembers this turn's damage
        return Watch(verb="dies", article="a", noun="creature", damaged_by_own=True)
    if words == "you're dealt damage":
        return Watch(verb="are dealt damage", noun="you")
    verb = next((v for v in _LONGEST_FIRST if words.endswith(" " + v)), None)
    if verb is None:
        return None
    subject = words[: -len(verb) - 1].split(" ")
    if verb in ("deals damage to ~", "deals combat damage to ~"):
        # "a source deals damage to ~" (any source; once per source, CR 603.2c)
        return Watch(verb=verb, article="a", noun="source") if subject == ["a", "source"] else None
    if subject == ["~"]:
        return Watch(verb=verb, own=True)
    if len(subject) == 2 and subject[0] in ("enchanted", "equipped"):
        return Watch(verb=verb, article=subject[0], noun=subject[1])  # CR 303.4, 301.5
    if subject == ["you"]:
        return Watch(verb=verb, noun="you") if verb in _PLAYER_VERBS["you"] else None
    if subject == ["an", "opponent"]:
        return Watch(verb=verb, noun="opponent") if verb in _PLAYER_VERBS["opponent"] else None
    if subject[:3] == ["one", "or", "more"] and verb in _PLURAL_VERBS:
        nouns = ["creature" if w == "creatures" else w for w in subject[3:]]
        single = watch_of(" ".join(["a", *nouns, _PLURAL_VERBS[verb]]))
        if single is None or single.noun != "creature" or single.article != "a":
            return None
        return Watch(
            _PLURAL_VERBS[verb],
            False,
            False,
            "a",
            single.adjective,
            "creature",
            single.controller,
            batch=True,
        )
    or_other = subject[:3] == ["~", "or", "another"]
    if or_other:
        subject = subject[2:]
    if not subject or subject[0] not in ("a", "an", "another"):
        return None
    article, rest = subject[0], " ".join(subject[1:])
    keyword = next(
        (
            f"{w} {k.value}"
            for k in Keyword
            for w in ("with", "without")
            if rest.endswith(f" {w} {k.value}")
        ),
        "",
    )
    if keyword:
        rest = rest.removesuffix(f" {keyword}")
    controller = next((c for c in _CONTROLLERS if rest.endswith(" " + c)), "")
    if controller:
        rest = rest[: -len(controller) - 1]
    words_left = rest.replace(" or ", "|").split(" ")  # "Samurai or Warrior"
    if len(words_left) > 2 or not words_left[-1]:
        return None
    adjective = words_left[0] if len(words_left) == 2 else ""
    if adjective and adjective not in ("nontoken", *COLORS):
        return None
    return Watch(
        verb, False, or_other, article, adjective, words_left[-1], controller, keyword=keyword
    )


def known(when: object) -> bool:
    """The engine implements this trigger condition."""
    if isinstance(when, WhenAnotherEnters | WhenLeaves):
        return True
    return isinstance(when, WhenOther) and watch_of(when.event) is not None


def _watch(when: OtherCondition) -> Watch:
    if isinstance(when, WhenLeaves):
        return Watch(verb="leaves the battlefield", own=True)
    if isinstance(when, WhenAnotherEnters):
        kinds = when.who.kinds or frozenset()
        noun = "creature" if "Creature" in kinds else next(iter(sorted(kinds)), "").lower()
        controller = {"you": "you control", "opponent": "an opponent controls"}.get(
            when.who.controller.value, ""
        )
        return Watch(verb="enters", article="another", noun=noun, controller=controller)
    found = watch_of(when.event)
    assert found is not None, when.event
    return found


def has_object(when: object) -> bool:
    """The event has an object other than the ability's own ("that creature", "it")."""
    if isinstance(when, WhenAnotherEnters):
        return True
    if not isinstance(when, WhenOther):
        return False
    watch = watch_of(when.event)
    if watch is None or watch.batch:
        return False
    if watch.own:
        return watch.verb.startswith(
            (
                "becomes blocked by",
                "blocks or becomes blocked by",
                "deals combat damage to a creature",
                "deals damage to a creature",
            )
        )
    return not watch.players


def has_player(when: object) -> bool:
    """The event has a player ("that player"): the player dealt damage, attacked, or named."""
    if not isinstance(when, WhenOther):
        return False
    watch = watch_of(when.event)
    if watch is None or watch.batch:
        return False
    return watch.players or watch.verb in (
        "attacks and isn't blocked",
        "deals combat damage to a player",
        "deals combat damage to an opponent",
        "deals damage to an opponent",
        "becomes blocked",
        "attacks alone",
        "attacks",
    )


def _is_subject(state: GameState, watch: Watch, entity: EntityId, obj: GameObject) -> bool:
    """``entity`` (an object, read as it last existed) is what ``watch`` watches, for the
    ability of ``obj``."""
    if watch.own:
        return entity == obj.id
    if watch.article in ("enchanted", "equipped"):
        # CR 303.4, 301.5: the object the Aura or Equipment is attached to.
        return obj.attached_to is not None and entity == obj.attached_to
    if watch.or_other and entity == obj.id:
        return True
    if watch.article == "another" and entity == obj.id:
        return False  # CR 109.1: "another" is an object other than this one
    view = state.source_view(entity)
    if view is None:
        return False
    you = obj.controller
    if watch.controller == "you control" and view.controller != you:
        return False
    if watch.controller == "an opponent controls" and view.controller not in state.opponents(you):
        return False
    if watch.controller == "you don't control" and view.controller == you:
        return False
    if watch.adjective == "nontoken" and view.token:
        return False
    if watch.adjective in COLORS and not has_color(view.colors, watch.adjective):
        return False
    if watch.keyword:
        wording, keyword = watch.keyword.split(" ", 1)  # "with flying" / "without flying"
        if view.has(Keyword(keyword)) != (wording == "with"):
            return False
    return any(_is_a(view, noun) for noun in watch.noun.split("|"))


def _is_a(view: GameObject, noun: str) -> bool:
    if noun == "source":
        return True  # "a source [an opponent controls] deals damage ...": any object
    if noun == "token":
        return view.token
    if noun == "permanent":
        return not view.types.isdisjoint(
            {
                CardType.ARTIFACT,
                CardType.CREATURE,
                CardType.ENCHANTMENT,
                CardType.LAND,
                CardType.PLANESWALKER,
                CardType.BATTLE,
            }
        )
    for card_type in CardType:
        if card_type.value.lower() == noun:
            return card_type in view.types
    return has_subtype(view, noun)  # "Ally", "Human" (a changeling has every creature type)


def _attacked_player(state: GameState, defender: EntityId) -> EntityId | None:
    if defender in state.players:
        return defender
    view = state.source_view(defender)
    return view.controller if view is not None else None


def fires(
    state: GameState, ruleset: Ruleset, when: OtherCondition, obj: GameObject, event: Event
) -> tuple[str, list[Instance]] | None:
    """The rule under which ``event`` triggers the ability of ``obj`` with condition
    ``when``, and each time it triggers; None if it doesn't."""
    watch = _watch(when)
    if watch.turn:
        # "... during your turn" / "during an opponent's turn": whose turn it is now.
        yours = state.active_player == obj.controller
        if yours != (watch.turn == "during your turn"):
            return None
    return _fires_watch(state, ruleset, watch, obj, event)


def _fires_watch(
    state: GameState, ruleset: Ruleset, watch: Watch, obj: GameObject, event: Event
) -> tuple[str, list[Instance]] | None:
    verb = watch.verb
    if verb in _EITHER:
        # "~ attacks or blocks": either event triggers it.
        for one in _EITHER[verb]:
            found = _fires_watch(state, ruleset, replace(watch, verb=one), obj, event)
            if found is not None:
                return found
        return None
    if isinstance(event, ZoneChanged):
        return _zone_change(state, watch, obj, event, ruleset)
    if isinstance(event, Untapped) and verb == "becomes untapped":
        # CR 603.2: "whenever ~ becomes untapped" (its controller's untap step, or an effect).
        untapped: list[Instance] = [
            (None, None if watch.own else p)
            for p in event.permanents
            if _is_subject(state, watch, p, obj)
        ]
        return ("603.2", untapped) if untapped else None
    if isinstance(event, Tapped) and verb == "becomes tapped":
        # CR 603.2: "whenever ~ becomes tapped" (whatever taps it: an attack, a cost).
        if _is_subject(state, watch, event.permanent, obj):
            return "603.2", [(None, None if watch.own else event.permanent)]
        return None
    if isinstance(event, AttackersDeclared):
        return _attacks(state, ruleset, watch, obj, event)
    if isinstance(event, BlockersDeclared):
        return _blocks(state, ruleset, watch, obj, event)
    if isinstance(event, DamageDealt):
        return _damage(state, watch, obj, event)
    if isinstance(event, PutOnStack) and verb.startswith("becomes the target of a spell"):
        return _targeted(state, watch, obj, event)
    if isinstance(event, LifeGained) and verb == "gains life":
        # CR 603.2 (119.3 today, 118.3 in 2011): "whenever an opponent gains life".
        if event.player in state.opponents(obj.controller):
            return "603.2", [(event.player, None)]
        return None
    if isinstance(event, LifeLost) and verb in ("loses life", "lose life"):
        # CR 603.2 (119.3 today, 118.3 in 2011): "whenever [a player] loses life".
        you = obj.controller
        mine = event.player == you
        if (watch.noun == "you") == mine and (mine or event.player in state.opponents(you)):
            return "603.2", [(event.player, None)]
        return None
    if isinstance(event, PutOnStack) and verb == "cast a spell that targets ~":
        # CR 603.2 (601.2i: a spell becomes cast once it is on the stack with its targets).
        item = event.item
        if (
            item.kind is ItemKind.SPELL
            and item.controller == obj.controller
            and obj.id in item.targets
        ):
            return "603.2", [(item.controller, item.id)]
    return None


def _zone_change(
    state: GameState, watch: Watch, obj: GameObject, event: ZoneChanged, ruleset: Ruleset
) -> tuple[str, list[Instance]] | None:
    verb = watch.verb
    left = event.origin is Zone.BATTLEFIELD
    died = left and event.destination is Zone.GRAVEYARD
    entered = event.destination is Zone.BATTLEFIELD
    if verb in ("discard a card", "discards a card"):
        # CR 701.8a: to discard a card is to move it from its owner's hand to the graveyard.
        card = state.source_view(event.new_id)
        if event.origin is Zone.HAND and event.destination is Zone.GRAVEYARD and card is not None:
            you = obj.controller
            mine = card.owner == you
            if (watch.noun == "you") == mine and (mine or card.owner in state.opponents(you)):
                return ruleset.rule("discard"), [(card.owner, None)]
        return None
    if verb in ("draw a card", "draws a card"):
        drawn = event.origin is Zone.LIBRARY and event.destination is Zone.HAND
        draw_rules = (ruleset.rule("draw"), "504.1")
        owner = state.source_view(event.new_id)
        if drawn and event.rule in draw_rules and owner is not None:
            you = obj.controller  # "whenever you draw a card" / "an opponent draws a card"
            mine = owner.owner == you
            if (watch.noun == "you") == mine and (mine or owner.owner in state.opponents(you)):
                return ruleset.rule("draw"), [(owner.owner, None)]
        return None
    if verb == "is sacrificed":
        if not (left and event.rule == ruleset.rule("sacrifice")):
            return None
        if not _is_subject(state, watch, event.object, obj):
            return None
        return ruleset.rule("sacrifice"), [(None, event.object)]
    happened = {
        "dies": died,
        "is put into a graveyard from the battlefield": died,
        "leaves the battlefield": left,
        "enters": entered,
        "enters or leaves the battlefield": entered or left,
        "enters or dies": entered or died,
    }.get(verb, False)
    if not happened:
        return None
    # CR 603.6a: enters-the-battlefield abilities see the object on the battlefield;
    # CR 603.6c, 603.10a: leaves-the-battlefield abilities look back in time.
    subject = event.new_id if entered else event.object
    if not _is_subject(state, watch, subject, obj) and not (
        entered and watch.own and event.object == obj.id
    ):
        return None
    if watch.damaged_by_own and not was_dealt_damage_by(state, subject, obj.id):
        return None  # only a creature ~ dealt damage to this turn (rules/turn_record.py)
    rule = "603.6a" if entered else "603.6c"
    return rule, [(None, None if watch.own else subject)]


def _attacks(
    state: GameState, ruleset: Ruleset, watch: Watch, obj: GameObject, event: AttackersDeclared
) -> tuple[str, list[Instance]] | None:
    rule = ruleset.rule("attacks trigger")  # CR 508.3a (2011: 508.2a)
    attackers = [a for a, _ in event.attacks]
    if watch.verb == "attack" and watch.noun == "you":
        # "Whenever you attack": you declared one or more attackers (CR 508.1).
        mine = any(state.objects[a].controller == obj.controller for a in attackers)
        return (rule, [(None, None)]) if mine else None
    if watch.verb == "attacks alone":
        # CR 506.5: a creature "attacks alone" if it's the only creature declared as an
        # attacker during the declare attackers step.
        if len(attackers) == 1 and _is_subject(state, watch, attackers[0], obj):
            attacker, defender = event.attacks[0]
            return rule, [(_attacked_player(state, defender), None if watch.own else attacker)]
        return None
    if watch.verb == "and at least two other creatures attack":
        # Battalion (CR 207.2c, an ability word): it and at least two others attack.
        if obj.id in attackers and len(attackers) >= 3:
            return rule, [(None, None)]
        return None
    if watch.verb == "attacks you or a planeswalker you control":
        # CR 508.1 / 506.2: the player it attacks is you (directly or through your
        # planeswalker).
        at_you: list[Instance] = [
            (obj.controller, a)
            for a, d in event.attacks
            if _attacked_player(state, d) == obj.controller and _is_subject(state, watch, a, obj)
        ]
        return (rule, at_you) if at_you else None
    if watch.verb == "attacks":
        found = [
            (_attacked_player(state, d), None if watch.own else a)
            for a, d in event.attacks
            if _is_subject(state, watch, a, obj)
        ]
        if watch.batch and found:
            return rule, [(None, None)]  # "one or more ... attack": once (CR 603.2c)
        return (rule, found) if found else None
    return None


def _blocks(
    state: GameState, ruleset: Ruleset, watch: Watch, obj: GameObject, event: BlockersDeclared
) -> tuple[str, list[Instance]] | None:
    base = ruleset.rule("blocks trigger")  # CR 509.3a today, 509.4a in 2011
    verb = watch.verb
    if verb == "blocks":
        found = sorted({b for b, _ in event.blocks if _is_subject(state, watch, b, obj)})
        return (base, [(None, b) for b in found]) if found else None
    blocked_by = [b for b, a in event.blocks if a == obj.id]
    combat = state.combat
    if verb == "attacks and isn't blocked":
        # CR 509.1h: an attacking creature with no blockers declared for it is unblocked.
        blocked = {a for _, a in event.blocks}
        attacking = combat.attackers if combat is not None else {}
        unblocked: list[Instance] = [
            (_attacked_player(state, d), None if watch.own else a)
            for a, d in attacking.items()
            if a not in blocked and _is_subject(state, watch, a, obj)
        ]
        return ("509.1h", unblocked) if unblocked else None
    defending = None
    if combat is not None and obj.id in combat.attackers:
        defending = _attacked_player(state, combat.attackers[obj.id])
    if verb == "blocks a creature" and watch.own:
        # CR 509.3b (2011: 509.4b): once for each attacking creature it blocks.
        each: list[Instance] = [(None, a) for b, a in event.blocks if b == obj.id]
        return (base[:-1] + "b", each) if each else None
    if verb == "becomes blocked" and not watch.own:
        # CR 509.3c (2011: 509.4c): once for each watched attacker that becomes blocked.
        newly = sorted({a for _, a in event.blocks if _is_subject(state, watch, a, obj)})
        each_blocked: list[Instance] = [
            (_attacked_player(state, combat.attackers[a]) if combat else None, a) for a in newly
        ]
        return (base[:-1] + "c", each_blocked) if each_blocked else None
    if verb == "becomes blocked" and watch.own and blocked_by:
        # CR 509.3c (2011: 509.4c): "becomes blocked" triggers once, however many block it.
        return base[:-1] + "c", [(defending, None)]
    if verb == "becomes blocked by a creature" and watch.own and blocked_by:
        # CR 509.3d (2011: 509.4d): once for each creature blocking it.
        return base[:-1] + "d", [(defending, b) for b in blocked_by]
    if verb == "becomes blocked by a creature without flanking" and watch.own:
        # Flanking (CR 702.25a, 2011: 702.23a): once for each blocker without flanking.
        flanked: list[Instance] = [
            (defending, b) for b in blocked_by if not state.objects[b].has(Keyword.FLANKING)
        ]
        return (base[:-1] + "d", flanked) if flanked else None
    if verb == "blocks or becomes blocked by a creature" and watch.own:
        # Once per creature it blocks and per creature blocking it.
        others = [a for b, a in event.blocks if b == obj.id] + blocked_by
        return (base, [(None, o) for o in others]) if others else None
    return None


def _damage(
    state: GameState, watch: Watch, obj: GameObject, event: DamageDealt
) -> tuple[str, list[Instance]] | None:
    verb = watch.verb
    recipient = event.recipient
    to_player = recipient in state.players
    if verb in ("deals damage to ~", "deals combat damage to ~"):
        if recipient == obj.id and (event.combat or "combat" not in verb):
            return "603.2", [(None, event.source)]
        return None
    if watch.players and verb in ("is dealt damage", "are dealt damage"):
        you = obj.controller
        mine = recipient == you
        if (watch.noun == "you") == mine and (mine or recipient in state.opponents(you)):
            return "603.2", [(recipient, None)]
        return None
    if verb == "is dealt combat damage" and not event.combat:
        return None
    if verb in ("is dealt damage", "is dealt combat damage"):
        if _is_subject(state, watch, recipient, obj):
            return "603.2", [(None, None if watch.own else recipient)]
        return None
    if not verb.startswith("deals") or not _is_subject(state, watch, event.source, obj):
        return None
    if "combat" in verb and not event.combat:
        return None
    opponents = state.opponents(obj.controller)
    allowed = {
        "deals combat damage to a player or planeswalker": to_player
        or _is_planeswalker(state, recipient),
        "deals combat damage to an opponent": recipient in opponents,
        "deals combat damage to a creature": _is_creature(state, recipient),
        "deals combat damage to you": recipient == obj.controller,
        "deals damage to you": recipient == obj.controller,
        "deals damage to a player": to_player,
        "deals combat damage to a player or battle": to_player or _is_battle(state, recipient),
        "deals combat damage to a player": to_player,
        "deals combat damage": True,
        "deals damage to an opponent": recipient in opponents,
        "deals damage to a creature": _is_creature(state, recipient),
        "deals damage": True,
    }.get(verb, False)
    if not allowed:
        return None
    if watch.batch:
        return "603.2", [(None, None)]  # once per damage event (see damage_key)
    player = recipient if to_player else None
    other = None if watch.own else event.source
    if watch.own and not to_player:
        other = recipient
    return "603.2", [(player, other)]


def _is_planeswalker(state: GameState, entity: EntityId) -> bool:
    view = state.source_view(entity)
    return view is not None and view.is_planeswalker


def _is_battle(state: GameState, entity: EntityId) -> bool:
    view = state.source_view(entity)
    return view is not None and CardType.BATTLE in view.types


def _targeted(
    state: GameState, watch: Watch, obj: GameObject, event: PutOnStack
) -> tuple[str, list[Instance]] | None:
    """CR 603.2 (115.1): "whenever ~ becomes the target of a spell [or ability] [an opponent
    controls]": a spell or ability put on the stack with it as a target."""
    item = event.item
    # once per target, however many points of divided damage name it (CR 601.2d)
    targeted = [t for t in dict.fromkeys(item.targets) if _is_subject(state, watch, t, obj)]
    if not targeted:
        return None
    if watch.verb == "becomes the target of a spell" and item.kind is not ItemKind.SPELL:
        return None
    if watch.verb.endswith("an opponent controls") and item.controller not in state.opponents(
        obj.controller
    ):
        return None
    if watch.own:
        # once, with "it" the spell or ability that targets (ward, CR 702.21a)
        return "603.2", [(item.controller, item.id)]
    return "603.2", [(item.controller, t) for t in targeted]


def _is_creature(state: GameState, entity: EntityId) -> bool:
    view = state.source_view(entity)
    return view is not None and view.is_creature


def damage_key(when: object, event: DamageDealt) -> EntityId:
    """What a damage trigger of this condition triggers once per damage event for (CR
    603.2c): the recipient watched ("is dealt damage"), else the source."""
    if isinstance(when, WhenOther):
        watch = watch_of(when.event)
        if watch is not None and watch.batch:
            return -1  # one trigger per damage event, whichever creatures dealt it
        if watch is not None and watch.verb in (
            "is dealt damage",
            "is dealt combat damage",
            "are dealt damage",
        ):
            return event.recipient
    return event.source


__all__ = ["SELF", "Watch", "damage_key", "fires", "has_object", "has_player", "known", "watch_of"]
