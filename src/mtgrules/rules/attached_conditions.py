"""Conditions on the object an Aura or Equipment is attached to: "As long as equipped creature
is a Human, it has lifelink.", "As long as enchanted creature is legendary, ...", "As long as
enchanted creature is black, ..." (CR 611.3a: checked continuously; CR 301.5a, 303.4b).

The condition's ``state`` keeps the quality as printed: "a Human" (a creature type, CR
205.3m; a changeling has every creature type, CR 702.73a), "a creature" / "an artifact" (a
card type, CR 205.2a), "legendary" (a supertype, CR 205.4), "black" (a color, CR 105.2).
The condition is false while the Aura or Equipment is attached to nothing.

>>> quality_problem("a Human"), quality_problem("legendary"), quality_problem("black")
(None, None, None)
>>> quality_problem("a Mutant Ninja")
"attached quality 'a Mutant Ninja'"
"""

from __future__ import annotations

from mtgrules.objects import CardType, Keyword, Zone
from mtgrules.state import EntityId, GameObject, GameState

ATTACHED = "attached"
"""The kind of :class:`~mtgrules.effects.conditions.Condition` tested here; its ``form`` is
the attached object's words ("equipped creature", "enchanted permanent")."""

COLORS = frozenset({"white", "blue", "black", "red", "green"})
SUPERTYPES = {"legendary": "Legendary", "snow": "Snow"}
CARD_TYPES = {t.value.lower(): t for t in CardType}
NOT_CREATURE_TYPES = frozenset({"Equipment", "Aura", "Vehicle"})


def _noun(quality: str) -> str:
    """ "a Human" -> "Human"; "an artifact" -> "artifact"."""
    for article in ("a ", "an "):
        if quality.startswith(article):
            return quality[len(article) :]
    return ""


def quality_problem(quality: str) -> str | None:
    """Why the engine can't check "is [quality]" (a name for the coverage report), or None."""
    if quality in COLORS or quality in SUPERTYPES:
        return None
    noun = _noun(quality)
    if noun and (noun in CARD_TYPES or (noun[:1].isupper() and " " not in noun)):
        return None
    return f"attached quality '{quality}'"


def has_quality(obj: GameObject, quality: str) -> bool:
    """Whether ``obj`` is ``quality`` now (its current characteristics, CR 613)."""
    if quality in COLORS:
        return quality in obj.colors  # CR 105.2
    if quality in SUPERTYPES:
        return SUPERTYPES[quality] in obj.supertypes  # CR 205.4
    noun = _noun(quality)
    if noun in CARD_TYPES:
        return CARD_TYPES[noun] in obj.types  # CR 205.2a
    if noun in obj.subtypes:
        return True
    # CR 702.73a: changeling is every creature type (an Equipment or Aura type isn't one)
    return obj.is_creature and obj.has(Keyword.CHANGELING) and noun not in NOT_CREATURE_TYPES


def attached_is(state: GameState, source: EntityId, quality: str) -> bool:
    """Whether the object the Aura or Equipment ``source`` is attached to is ``quality``."""
    obj = state.objects.get(source)
    if obj is None or obj.zone is not Zone.BATTLEFIELD or obj.attached_to is None:
        return False
    host = state.objects.get(obj.attached_to)
    return host is not None and host.zone is Zone.BATTLEFIELD and has_quality(host, quality)


__all__ = ["ATTACHED", "attached_is", "has_quality", "quality_problem"]
