"""Keyword abilities beyond the combat basics (CR 702): evasion (fear, intimidate, shadow,
horsemanship, skulk, landwalk), protection from a color, changeling and devoid.

Rule numbers moved between the editions: :data:`KEYWORD_RULES` gives each keyword's rule
today and on 30 September 2011 (None for keywords printed after 2011: those are cited by
today's number). Indestructible became a keyword in 2013 (702.12) and ward in 2021 (702.21),
so 2011's numbers are today's less one from intimidate to vigilance and less two after.
"""

from __future__ import annotations

from collections.abc import Sequence

from mtgrules.cards.pending import EntersWithCounters
from mtgrules.effects.damage import DamageCantBePrevented
from mtgrules.events import DamagePrevented, Event
from mtgrules.objects import CardType, Keyword
from mtgrules.rules.damage_parts import WorkingPart
from mtgrules.rulesets import Ruleset
from mtgrules.state import EntityId, GameObject, GameState

KEYWORD_RULES: dict[Keyword, tuple[str, str | None]] = {
    Keyword.INTIMIDATE: ("702.13", "702.12"),
    Keyword.PLAINSWALK: ("702.14", "702.13"),
    Keyword.ISLANDWALK: ("702.14", "702.13"),
    Keyword.SWAMPWALK: ("702.14", "702.13"),
    Keyword.MOUNTAINWALK: ("702.14", "702.13"),
    Keyword.FORESTWALK: ("702.14", "702.13"),
    Keyword.PROTECTION_FROM_WHITE: ("702.16", "702.15"),
    Keyword.PROTECTION_FROM_BLUE: ("702.16", "702.15"),
    Keyword.PROTECTION_FROM_BLACK: ("702.16", "702.15"),
    Keyword.PROTECTION_FROM_RED: ("702.16", "702.15"),
    Keyword.PROTECTION_FROM_GREEN: ("702.16", "702.15"),
    Keyword.PROTECTION_FROM_CREATURES: ("702.16", "702.15"),
    Keyword.PROTECTION_FROM_ARTIFACTS: ("702.16", "702.15"),
    Keyword.FLANKING: ("702.25", "702.23"),
    Keyword.SHADOW: ("702.28", "702.26"),
    Keyword.HORSEMANSHIP: ("702.31", "702.29"),
    Keyword.FEAR: ("702.36", "702.34"),
    # bloodthirst (702.54, 2011: 702.52), persist (702.79 / 702.77), undying (702.93, after
    # 2011), extort (702.101, after 2011), typecycling (702.29e / 702.27e) are not Keyword
    # members: cards/keyword_abilities.py builds their abilities, citing these numbers.
    Keyword.CHANGELING: ("702.73", "702.71"),
    Keyword.EXALTED: ("702.83", "702.81"),
    Keyword.BANDING: ("702.22", "702.20"),  # rules/banding.py
    Keyword.PROWESS: ("702.108", None),  # Magic Origins era, after 2011
    Keyword.DEVOID: ("702.114", None),  # Battle for Zendikar, 2015
    Keyword.SKULK: ("702.118", None),  # Shadows over Innistrad, 2016
    # CR 702.164 (Phyrexia: All Will Be One, 2023; a keyword from after 2011)
    **{k: ("702.164", None) for k in Keyword if k.value.startswith("toxic ")},
}

TOXIC: dict[Keyword, int] = {
    k: int(k.value.split(" ")[1]) for k in Keyword if k.value.startswith("toxic ")
}
"""Toxic N (CR 702.164a): each member's N."""

PROTECTIONS: dict[Keyword, str] = {
    Keyword.PROTECTION_FROM_WHITE: "white",
    Keyword.PROTECTION_FROM_BLUE: "blue",
    Keyword.PROTECTION_FROM_BLACK: "black",
    Keyword.PROTECTION_FROM_RED: "red",
    Keyword.PROTECTION_FROM_GREEN: "green",
}

PROTECTIONS_FROM_TYPES: dict[Keyword, CardType] = {
    Keyword.PROTECTION_FROM_CREATURES: CardType.CREATURE,
    Keyword.PROTECTION_FROM_ARTIFACTS: CardType.ARTIFACT,
}
"""Protection from a card type (CR 702.16a: the quality may be a card type): from sources
that have that type."""

LANDWALKS: dict[Keyword, str] = {
    Keyword.PLAINSWALK: "Plains",
    Keyword.ISLANDWALK: "Island",
    Keyword.SWAMPWALK: "Swamp",
    Keyword.MOUNTAINWALK: "Mountain",
    Keyword.FORESTWALK: "Forest",
}


def keyword_rule(ruleset: Ruleset, keyword: Keyword, clause: str = "") -> str:
    """The number of ``keyword``'s rule (with ``clause``, a letter) in ``ruleset``'s edition;
    today's number for a keyword printed after 2011.

    >>> from mtgrules.rulesets import CR2011
    >>> keyword_rule(CR2011, Keyword.FEAR, "b")
    '702.34b'
    """
    today, then = KEYWORD_RULES[keyword]
    number = then if ruleset.name == "cr2011" and then is not None else today
    return number + clause


def toxic_value(obj: GameObject) -> int:
    """CR 702.164b: a creature's total toxic value is the sum of the N of its toxic
    abilities (one instance of each N: the keywords are a set)."""
    return sum(n for keyword, n in TOXIC.items() if obj.has(keyword))


def toxic_poison(source: GameObject, combat: bool) -> int:
    """CR 702.164c: combat damage dealt to a player by a creature with toxic also gives that
    player poison counters equal to its total toxic value (a keyword from after 2011, played
    under both editions by today's rule)."""
    return toxic_value(source) if combat and source.is_creature else 0


def protected_from(obj: GameObject | None, source: GameObject | None) -> Keyword | None:
    """The protection of ``obj`` from a quality ``source`` has (a color or a card type), or
    None (CR 702.16a: "protection from [quality]"; a colorless source has no color)."""
    if obj is None or source is None:
        return None
    for keyword, color in PROTECTIONS.items():
        if color in source.colors and obj.has(keyword):
            return keyword
    for keyword, card_type in PROTECTIONS_FROM_TYPES.items():
        if card_type in source.types and obj.has(keyword):
            return keyword
    return None


def _shares_a_color(one: GameObject, other: GameObject) -> bool:
    return bool(one.colors & other.colors)


def _controls_land_of_type(state: GameState, player: EntityId, land_type: str) -> bool:
    return any(
        obj.controller == player and CardType.LAND in obj.types and land_type in obj.subtypes
        for obj in state.battlefield()
    )


def why_evasion_stops(
    state: GameState, attacker: GameObject, blocker: GameObject
) -> tuple[str, str] | None:
    """Why ``blocker`` can't block ``attacker`` because of an evasion ability or protection
    (reason, rule as numbered today), or None (CR 509.1b)."""
    name = attacker.name
    is_artifact = CardType.ARTIFACT in blocker.types
    # CR 702.36b (2011: 702.34b): fear.
    if attacker.has(Keyword.FEAR) and not (is_artifact or "black" in blocker.colors):
        return (f"{name} has fear (only artifact and/or black creatures block it)", "702.36b")
    # CR 702.13b (2011: 702.12b): intimidate.
    if attacker.has(Keyword.INTIMIDATE) and not (is_artifact or _shares_a_color(attacker, blocker)):
        return (
            f"{name} has intimidate (only artifact creatures and/or creatures sharing a "
            "color with it block it)",
            "702.13b",
        )
    # CR 702.28b (2011: 702.26b): shadow, both ways.
    if attacker.has(Keyword.SHADOW) != blocker.has(Keyword.SHADOW):
        if attacker.has(Keyword.SHADOW):
            return (f"{name} has shadow (only creatures with shadow block it)", "702.28b")
        return (f"{blocker.name} has shadow (it blocks only creatures with shadow)", "702.28b")
    # CR 702.31b (2011: 702.29b): horsemanship.
    if attacker.has(Keyword.HORSEMANSHIP) and not blocker.has(Keyword.HORSEMANSHIP):
        return (f"{name} has horsemanship", "702.31b")
    # CR 702.118b: skulk (a keyword from after 2011).
    if attacker.has(Keyword.SKULK) and blocker.current_power() > attacker.current_power():
        return (f"{name} has skulk (no creature with greater power blocks it)", "702.118b")
    # CR 702.14b (2011: 702.13b): landwalk, while the defending player controls such a land.
    for keyword, land_type in LANDWALKS.items():
        if attacker.has(keyword) and _controls_land_of_type(state, blocker.controller, land_type):
            return (f"{name} has {keyword.value}", "702.14b")
    # CR 702.16f (2011: 702.15f): protection, from blockers with the quality.
    protection = protected_from(attacker, blocker)
    if protection is not None:
        return (f"{name} has {protection.value}", "702.16f")
    return None


def protection_stops_targeting(obj: GameObject, source: GameObject | None) -> bool:
    """CR 702.16b (2011: 702.15b): a permanent with protection can't be the target of spells
    with that quality or abilities from a source with that quality."""
    return protected_from(obj, source) is not None


def has_subtype(obj: GameObject, subtype: str) -> bool:
    """``obj`` has ``subtype``; a creature with changeling has every creature type (CR
    702.73a, 2011: 702.71a), which a creature type is assumed to be when it isn't a land,
    artifact, enchantment or planeswalker type the engine knows."""
    if subtype in obj.subtypes:
        return True
    return obj.is_creature and obj.has(Keyword.CHANGELING) and subtype not in _NONCREATURE_TYPES


_NONCREATURE_TYPES = frozenset(
    {
        "Plains",
        "Island",
        "Swamp",
        "Mountain",
        "Forest",
        "Aura",
        "Equipment",
        "Vehicle",
        "Food",
        "Treasure",
        "Clue",
        "Saga",
        "Shrine",
        "Gate",
        "Desert",
        "Cave",
        "Town",
    }
)


def prevent_by_protection(
    state: GameState,
    ruleset: Ruleset,
    parts: Sequence[WorkingPart],
    unpreventable: Sequence[DamageCantBePrevented],
) -> list[Event]:
    """CR 702.16e (2011: 702.15e): damage that would be dealt by a source with the quality
    to a permanent with protection from it is prevented (unless it can't be prevented, CR
    615.12). It is applied before the other prevention and replacement effects: their
    order matters only to a redirection, which protection would otherwise have to follow."""
    events: list[Event] = []
    for part in parts:
        protection = protected_from(state.objects.get(part.recipient), part.view)
        if protection is None or part.amount <= 0:
            continue
        if any(u.covers(state, part.source, part.recipient, part.combat) for u in unpreventable):
            continue
        events.append(
            DamagePrevented(
                source=part.source,
                recipient=part.recipient,
                amount=part.amount,
                effect=None,
                rule=keyword_rule(ruleset, protection, "e"),
            )
        )
        part.amount = 0
    return events


def bloodthirst_counters(state: GameState, obj: GameObject) -> None:
    """CR 702.54a (2011: 702.52a): "Bloodthirst N" means "If an opponent was dealt damage this
    turn, this permanent enters with N +1/+1 counters on it." (a replacement effect on how it
    enters, CR 614.1c; each instance applies, 702.54b), applied to the new object ``obj``."""
    opponents = state.opponents(obj.controller)
    if not any(state.damaged_in_turn.get(p) == state.turn for p in opponents):
        return
    for static in obj.statics:
        if isinstance(static, EntersWithCounters) and static.bloodthirst and static.count:
            obj.counters[static.kind] = obj.counters.get(static.kind, 0) + static.count


def echo_due(state: GameState, obj: GameObject) -> bool:
    """CR 702.30a (2011: 702.28a): echo's upkeep trigger has the intervening if "if this
    came under your control since the beginning of your last upkeep": its controller's
    upkeep before the one now beginning began no later than the turn it came under their
    control (``since_turn``; -1 when it was there as the game was set up)."""
    before = state.upkeeps.get(obj.controller, (-1, -1))[0]
    return obj.since_turn >= before
