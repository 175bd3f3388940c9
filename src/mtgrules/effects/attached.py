"""Static abilities of Auras and Equipment that apply to the object they're attached to
(CR 303.4m, 301.5): "Enchanted creature can't attack or block.", "Enchanted creature
doesn't untap during its controller's untap step."; and the references "enchanted creature"
/ "equipped creature" in their other abilities.

The power/toughness and keyword statics ("Equipped creature gets +2/+0 and has trample.") are
:class:`~mtgrules.cards.pending.AttachedGets`; :mod:`mtgrules.rules.attachments` applies both
kinds to the permanent while the Aura or Equipment is attached to it.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.cards.model import Restriction
from mtgrules.cards.pending import WhenDies
from mtgrules.effects.base import Effect, Match
from mtgrules.effects.triggers import (
    TriggerCondition,
    WhenAttacks,
    WhenBlocks,
    WhenDealsDamage,
)
from mtgrules.state import EntityId, GameObject, GameState

ENCHANTED = -8
"""Reference: "enchanted creature", the object this Aura (or other permanent) is attached
to (CR 303.4b, 303.4m), as it is when the ability resolves or triggers."""
EQUIPPED = -9
"""Reference: "equipped creature", the creature this Equipment is attached to (CR 301.5a)."""

ENCHANTED_NOUNS: dict[int, str] = {
    -20 - i: noun
    for i, noun in enumerate(("land", "artifact", "enchantment", "planeswalker", "permanent"))
}
ENCHANTED_NOUNS[-25] = "player"
"""References "enchanted land", "enchanted permanent", "enchanted player", ...: what this Aura
is attached to (CR 303.4b, 303.4m), like :data:`ENCHANTED`, with the noun of its words."""

ATTACHED_REFERENCES = {
    ENCHANTED: "enchanted",
    EQUIPPED: "equipped",
    **dict.fromkeys(ENCHANTED_NOUNS, "enchanted"),
}


@dataclass(frozen=True, slots=True, kw_only=True)
class AttachedRestriction(Effect):
    """ "[Enchanted/Equipped] creature can't attack (or block)." (CR 508.1c, 509.1b) and
    "... doesn't untap during its controller's untap step." (CR 502.3; 2011: 502.2): a static
    ability of an Aura or Equipment restricting what it's attached to."""

    attachment: str  # "enchanted" or "equipped"
    restrictions: tuple[Restriction, ...]
    noun: str = "creature"  # "Enchanted permanent doesn't untap ..." (CR 303.4b)


@dataclass(frozen=True, slots=True, kw_only=True)
class ControlAttached(Effect):
    """ "You control enchanted creature." (Control Magic): a control-changing effect in layer
    2 (CR 613.1b) on what the Aura is attached to, for as long as it is attached (CR 611.3a).
    ``noun`` is the word of the text ("creature", "permanent", "land", "artifact"); the
    effect applies to whatever the Aura enchants, which its enchant ability decides."""

    attachment: str  # "enchanted"
    noun: str


def restriction_words(restrictions: tuple[Restriction, ...]) -> str:
    """ "can't attack or block", "can't attack", "doesn't untap during its controller's untap
    step": the words after the subject."""
    if restrictions == (Restriction.CANT_ATTACK, Restriction.CANT_BLOCK):
        return "can't attack or block"
    if len(restrictions) != 1:
        raise ValueError(f"no words for the restrictions {restrictions}")
    return restrictions[0].value


ATTACHED_IDS = frozenset(ATTACHED_REFERENCES)


ATTACHED_WORDS = ("enchanted ", "equipped ", "of enchanted ", "of equipped ")
"""How the wording of an "at the beginning of" trigger about an attached object begins."""


def attached_player(state: GameState, wording: str, watcher: GameObject) -> EntityId | None:
    """The player whose step "At the beginning of enchanted player's upkeep" / "... of the
    upkeep of enchanted creature's controller" means: the player the Aura (``watcher``) is
    attached to, or the controller of the permanent it is attached to; None when the wording
    is another one or the Aura is attached to nothing."""
    if not wording.startswith(ATTACHED_WORDS):
        return None
    host = watcher.attached_to
    if host is None:
        return None
    if host in state.players:
        return host if wording.endswith("player's") else None
    obj = state.objects.get(host)
    if obj is None or not wording.endswith("'s controller"):
        return None
    return obj.controller


def attached_reference(article: str, noun: str) -> int | None:
    """The reference for "enchanted creature" / "equipped creature" / "enchanted land" as
    the object of an instruction ("tap enchanted creature", "Enchanted creature gets +1/+0
    until end of turn"), or None for other words ("equipped land")."""
    if noun != "creature":
        found = [ref for ref, name in ENCHANTED_NOUNS.items() if name == noun]
        return found[0] if found and article == "enchanted" else None
    return {"enchanted": ENCHANTED, "equipped": EQUIPPED}.get(article)


def attached_noun(ref: int) -> str:
    """The noun of an attached reference: "creature", "land", "permanent", "player"."""
    return ENCHANTED_NOUNS.get(ref, "creature")


def attached_words(ref: int) -> str | None:
    """ "enchanted creature" / "equipped creature" / "enchanted land": the words of an
    attached reference."""
    article = ATTACHED_REFERENCES.get(ref)
    return None if article is None else f"{article} {attached_noun(ref)}"


def attached_trigger(article: str, event: str) -> TriggerCondition | None:
    """The engine's trigger condition for "[When/Whenever] enchanted/equipped creature
    [event]" (CR 603.2, 603.6c, 603.10a), or None when the engine has none: ``article`` is
    "enchanted" or "equipped", ``event`` "attacks", "blocks", "dies", "deals damage",
    "deals combat damage", "deals combat damage to a player"."""
    ref = ENCHANTED if article == "enchanted" else EQUIPPED if article == "equipped" else None
    if ref is None:
        return None
    match = Match.ids_of(ref)
    if event == "attacks":
        return WhenAttacks(who=match)
    if event == "blocks":
        return WhenBlocks(who=match)
    if event == "dies":
        return WhenDies(who=match)
    if event.startswith("deals "):
        combat = "combat" in event
        to_player = event.endswith("to a player")
        if event.replace("combat ", "").removesuffix(" to a player") == "deals damage":
            return WhenDealsDamage(from_=match, combat_only=combat, to_player_only=to_player)
    return None


def attached_trigger_words(when: object) -> str | None:
    """ "Whenever equipped creature attacks", "When enchanted creature dies", ...: the words
    of a condition :func:`attached_trigger` made, or None for any other condition."""
    match = getattr(when, "from_", None) if isinstance(when, WhenDealsDamage) else None
    if isinstance(when, WhenAttacks | WhenBlocks | WhenDies):
        match = when.who
    if not isinstance(match, Match) or match.ids is None or len(match.ids) != 1:
        return None
    (ref,) = match.ids
    article = ATTACHED_REFERENCES.get(ref)
    if article is None:
        return None
    subject = f"{article} creature"
    if isinstance(when, WhenAttacks):
        return f"Whenever {subject} attacks"
    if isinstance(when, WhenBlocks):
        return f"Whenever {subject} blocks"
    if isinstance(when, WhenDies):
        return f"{'When' if ref == ENCHANTED else 'Whenever'} {subject} dies"
    assert isinstance(when, WhenDealsDamage)
    combat = "combat " if when.combat_only else ""
    player = " to a player" if when.to_player_only else ""
    return f"Whenever {subject} deals {combat}damage{player}"
