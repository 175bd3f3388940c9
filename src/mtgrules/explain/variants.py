"""Which sentence of its class an event takes, and the placeholders beyond its fields.

The variant is keyed by a field where the sentence differs: combat or noncombat damage, a
result of damage (CR 120.3 / 2011 119.3: life loss, poison counters from infect, -1/-1
counters from wither or infect, loyalty counters removed, life gained by lifelink) or of
another effect, a spell or an ability, a state-based action's reason. The results of damage
are told apart by the rule the event cites, in the edition in force (``game.ruleset``).
"""

from __future__ import annotations

from collections.abc import Callable

from mtgrules import events as ev
from mtgrules import keyword_action_events as kev
from mtgrules import turn_events as tev
from mtgrules.events import Event
from mtgrules.explain.catalogue import DEFAULT
from mtgrules.explain.counts import Count
from mtgrules.explain.naming import ARTICLE, Namer
from mtgrules.objects import Keyword, Zone
from mtgrules.stack import ItemKind

Values = dict[str, object]
Handler = Callable[[Event, Namer], tuple[str, Values]]
HANDLERS: dict[str, Handler] = {}


def variant(event: Event, namer: Namer) -> tuple[str, Values]:
    """The event's variant and its extra placeholders (``default`` and none by default)."""
    handler = HANDLERS.get(type(event).__name__)
    return handler(event, namer) if handler is not None else (DEFAULT, {})


def handles(cls: type[Event] | str) -> Callable[[Handler], Handler]:
    """Register the variant of an event class (by name, for classes of modules that the
    explanations don't import)."""

    def register(handler: Handler) -> Handler:
        HANDLERS[cls if isinstance(cls, str) else cls.__name__] = handler
        return handler

    return register


def _damage_rule(event: Event, namer: Namer, clause: str) -> bool:
    """The event applies the damage rule ``clause`` (``"3a"``: CR 120.3a, 2011 119.3a)."""
    return event.rule == namer.game.ruleset.damage(clause)


def _life_rule(event: Event, namer: Namer, clause: str) -> bool:
    return event.rule == namer.game.ruleset.life(clause)


def _count(value: int, namer: Namer) -> Count:
    return Count(value, namer.words.lang)


# -- damage -----------------------------------------------------------------------------------
@handles(ev.DamageDealt)
def _dealt(event: Event, namer: Namer) -> tuple[str, Values]:
    assert isinstance(event, ev.DamageDealt)
    key = "combat" if event.combat else DEFAULT
    if event.deathtouch:
        key = "combat_deathtouch" if event.combat else "deathtouch"
    return key, {"keyword": namer.keyword(Keyword.DEATHTOUCH)}


@handles(ev.DamagePrevented)
def _prevented(event: Event, namer: Namer) -> tuple[str, Values]:
    assert isinstance(event, ev.DamagePrevented)
    return ("rules" if event.effect is None else DEFAULT), {}


@handles(ev.DamageRedirected)
def _redirected(event: Event, namer: Namer) -> tuple[str, Values]:
    assert isinstance(event, ev.DamageRedirected)
    return ("rules" if event.effect is None else DEFAULT), {}


# -- results of damage, and life --------------------------------------------------------------
@handles(ev.LifeLost)
def _life_lost(event: Event, namer: Namer) -> tuple[str, Values]:
    assert isinstance(event, ev.LifeLost)
    if event.source is not None and _damage_rule(event, namer, "3a"):
        return "damage", {}
    return _life_change(event, namer, paid=_life_rule(event, namer, "4")), {}


@handles(ev.LifeGained)
def _life_gained(event: Event, namer: Namer) -> tuple[str, Values]:
    assert isinstance(event, ev.LifeGained)
    if event.source is not None and _damage_rule(event, namer, "3f"):
        return "lifelink", {"keyword": namer.keyword(Keyword.LIFELINK, ARTICLE)}
    key = _life_change(event, namer, paid=False)
    if key == DEFAULT and event.source is not None:
        key = "source"
    return key, {}


def _life_change(event: Event, namer: Namer, *, paid: bool) -> str:
    if paid:
        return "paid"
    if _life_rule(event, namer, "5"):
        return "set"
    if event.rule == namer.game.ruleset.exchange_rule:
        return "exchange"
    return DEFAULT


@handles(ev.PoisonCountersGiven)
def _poison(event: Event, namer: Namer) -> tuple[str, Values]:
    assert isinstance(event, ev.PoisonCountersGiven)
    damage = event.source is not None and _damage_rule(event, namer, "3b")
    return ("infect" if damage else DEFAULT), {"keyword": namer.keyword(Keyword.INFECT, ARTICLE)}


@handles(ev.CountersPut)
def _counters_put(event: Event, namer: Namer) -> tuple[str, Values]:
    assert isinstance(event, ev.CountersPut)
    if event.source is not None and _damage_rule(event, namer, "3d"):
        keyword = namer.source_keyword(event.source, Keyword.INFECT, Keyword.WITHER)
        return "damage", {"keyword": keyword}
    return DEFAULT, {}


@handles(ev.CountersRemoved)
def _counters_removed(event: Event, namer: Namer) -> tuple[str, Values]:
    assert isinstance(event, ev.CountersRemoved)
    if _damage_rule(event, namer, "3c"):
        return "damage", {}
    if event.rule == namer.game.ruleset.counter_annihilation_rule:
        return "annihilation", {}
    return DEFAULT, {}


@handles(ev.ResultReplaced)
def _result_replaced(event: Event, namer: Namer) -> tuple[str, Values]:
    assert isinstance(event, ev.ResultReplaced)
    what = namer.words.name("results", event.what)
    return ("rules" if event.effect is None else DEFAULT), {"what": what}


@handles(ev.NothingHappened)
def _nothing(event: Event, namer: Namer) -> tuple[str, Values]:
    assert isinstance(event, ev.NothingHappened)
    return DEFAULT, {"reason": namer.words.name("reasons", event.reason)}


# -- triggers, state-based actions, the end of the game -------------------------------------
@handles(ev.TriggerResolved)
def _trigger_resolved(event: Event, namer: Namer) -> tuple[str, Values]:
    assert isinstance(event, ev.TriggerResolved)
    return (DEFAULT if event.done else "nothing"), {}


@handles(ev.PermanentDestroyed)
def _destroyed(event: Event, namer: Namer) -> tuple[str, Values]:
    assert isinstance(event, ev.PermanentDestroyed)
    reasons = {"704.5g": "lethal", "704.5h": "deathtouch"}
    keyword = namer.keyword(Keyword.DEATHTOUCH, ARTICLE)
    return reasons.get(event.reason, DEFAULT), {"keyword": keyword}


@handles(ev.ZoneChanged)
def _zone_changed(event: Event, namer: Namer) -> tuple[str, Values]:
    assert isinstance(event, ev.ZoneChanged)
    drawn = event.origin is Zone.LIBRARY and event.destination is Zone.HAND
    key = "draw" if drawn and event.rule == namer.game.ruleset.rule("draw") else DEFAULT
    return key, {
        "owner": namer.owner(event.object),
        "origin": namer.zone(event.origin, "zones_from"),
        "destination": namer.zone(event.destination, "zones_to"),
    }


@handles(ev.PlayerLost)
def _player_lost(event: Event, namer: Namer) -> tuple[str, Values]:
    assert isinstance(event, ev.PlayerLost)
    reasons = {"life": "life", "poison": "poison", "empty library": "empty_library"}
    return reasons.get(event.reason, DEFAULT), {}


@handles(ev.GameOver)
def _game_over(event: Event, namer: Namer) -> tuple[str, Values]:
    assert isinstance(event, ev.GameOver)
    return ("draw" if not event.winners else DEFAULT), {}


# -- turn, stack, combat ----------------------------------------------------------------------
@handles(tev.TokenCreated)
def _token(event: Event, namer: Namer) -> tuple[str, Values]:
    assert isinstance(event, tev.TokenCreated)
    return DEFAULT, {"token": event.token.name}


@handles(tev.Untapped)
def _untapped(event: Event, namer: Namer) -> tuple[str, Values]:
    assert isinstance(event, tev.Untapped)
    return (DEFAULT if event.permanents else "none"), {}


@handles(tev.ManaAdded)
def _mana_added(event: Event, namer: Namer) -> tuple[str, Values]:
    assert isinstance(event, tev.ManaAdded)
    return DEFAULT, {"mana": namer.mana(event.mana, event.amount)}


@handles(tev.ManaSpent)
def _mana_spent(event: Event, namer: Namer) -> tuple[str, Values]:
    assert isinstance(event, tev.ManaSpent)
    return DEFAULT, {"mana": "".join(namer.mana(symbol, n) for symbol, n in event.mana)}


@handles(tev.PutOnStack)
def _put_on_stack(event: Event, namer: Namer) -> tuple[str, Values]:
    assert isinstance(event, tev.PutOnStack)
    item = event.item
    kinds = {ItemKind.SPELL: "spell", ItemKind.ACTIVATED: "activated"}
    key = kinds.get(item.kind, "triggered")
    if item.kind is ItemKind.SPELL and event.rule.startswith(("707.10", "706.10")):
        key = "copy"  # a copy of a spell isn't cast (CR 707.10)
    if item.targets:
        key += "_targets"
    return key, {
        "controller": namer.entity(item.controller),
        "source": namer.entity(item.source),
        "text": item.text,
        "targets": namer.entities(item.targets),
    }


@handles(tev.Resolved)
def _resolved(event: Event, namer: Namer) -> tuple[str, Values]:
    assert isinstance(event, tev.Resolved)
    key = "spell" if event.item == event.source else "ability"
    return (key if event.resolved else f"{key}_illegal_targets"), {}


@handles(tev.ModifierAdded)
def _modifier(event: Event, namer: Namer) -> tuple[str, Values]:
    assert isinstance(event, tev.ModifierAdded)
    modifier = event.modifier
    values: Values = {
        "effect": namer.effect_origin(event.effect),
        "power": f"{modifier.power:+d}",
        "toughness": f"{modifier.toughness:+d}",
        "keyword": namer.keyword(modifier.keyword, ARTICLE) if modifier.keyword else "",
    }
    animation = modifier.animation
    if animation is not None and animation.power is not None:  # layers 4, 5, 7b
        values["size"] = f"{animation.power}/{animation.toughness}"
        return "animated", values
    if modifier.creature:
        return "creature", values  # crew (CR 702.122a): a type-changing effect
    if modifier.restriction == "assigns no combat damage":
        return "no_combat_damage", values  # CR 510.1a
    if modifier.restriction == "can't block":
        return "cant_block", values  # CR 509.1b: "can't block this turn"
    if modifier.keyword is None:
        return DEFAULT, values
    if modifier.loses:
        return "loses_keyword", values  # CR 613.1f: an ability removed
    changes_pt = modifier.power or modifier.toughness
    return ("pt_keyword" if changes_pt else "keyword"), values


@handles(tev.AttackersDeclared)
def _attackers(event: Event, namer: Namer) -> tuple[str, Values]:
    assert isinstance(event, tev.AttackersDeclared)
    pairs = [
        namer.words.fragment("attack").format(attacker=namer.entity(a), defender=namer.entity(d))
        for a, d in event.attacks
    ]
    return (DEFAULT if pairs else "none"), {"attacks": namer.join(pairs)}


@handles(tev.BlockersDeclared)
def _blockers(event: Event, namer: Namer) -> tuple[str, Values]:
    assert isinstance(event, tev.BlockersDeclared)
    pairs = [
        namer.words.fragment("block").format(blocker=namer.entity(b), attacker=namer.entity(a))
        for b, a in event.blocks
    ]
    return (DEFAULT if pairs else "none"), {"blocks": namer.join(pairs)}


@handles(tev.DamageAssignmentOrdered)
def _order(event: Event, namer: Namer) -> tuple[str, Values]:
    assert isinstance(event, tev.DamageAssignmentOrdered)
    return DEFAULT, {"order": namer.join((namer.entity(e) for e in event.order), "then")}


@handles(tev.CombatDamageAssigned)
def _assigned(event: Event, namer: Namer) -> tuple[str, Values]:
    assert isinstance(event, tev.CombatDamageAssigned)
    words = namer.words
    assignments = []
    for creature, parts in event.assignments:
        shares = [
            words.fragment("share").format(amount=_count(n, namer), recipient=namer.entity(r))
            for r, n in parts
        ]
        fragment = words.fragment("assignment" if shares else "no_assignment")
        assignments.append(
            fragment.format(creature=namer.entity(creature), shares=namer.join(shares))
        )
    return (DEFAULT if assignments else "none"), {"assignments": "; ".join(assignments)}


@handles(kev.LibraryOrdered)
def _library_ordered(event: Event, namer: Namer) -> tuple[str, Values]:
    assert isinstance(event, kev.LibraryOrdered)
    return DEFAULT, {"cards_count": _count(event.top + event.bottom, namer)}


@handles("BecameAttached")
def _attached(event: Event, namer: Namer) -> tuple[str, Values]:
    previous = getattr(event, "previous", None)
    return ("moved" if previous is not None else DEFAULT), {}


@handles("Countered")
def _countered(event: Event, namer: Namer) -> tuple[str, Values]:
    """CR 701.5a: a countered spell, or a countered ability (of a permanent)."""
    spell = getattr(event, "item", None) == getattr(event, "source", None)
    return ("spell" if spell else "ability"), {}


@handles("PlanarDieRolled")
def _planar_die(event: Event, namer: Namer) -> tuple[str, Values]:
    """CR 901.9: the face the planar die came up ("chaos", "planeswalker"; blank: default)."""
    face = getattr(event, "face", "")
    return (face if face in ("chaos", "planeswalker") else DEFAULT), {}


@handles("Planeswalked")
def _planeswalked(event: Event, namer: Namer) -> tuple[str, Values]:
    """The starting plane (no plane before it) or planeswalking (CR 901)."""
    return ("starting" if getattr(event, "away", None) is None else DEFAULT), {}


@handles("UnlessOffered")
def _unless_offered(event: Event, namer: Namer) -> tuple[str, Values]:
    """CR 118.12: the player paid, or didn't."""
    return ("paid" if getattr(event, "paid", False) else DEFAULT), {}
