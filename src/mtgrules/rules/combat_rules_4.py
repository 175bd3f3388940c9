"""Combat rules of static abilities read from their words (the "statics 4" block):

* "~ assigns combat damage equal to its toughness rather than its power." (CR 510.1a: an
  effect changes how much combat damage the creature assigns; 0 or less assigns none), also
  given by an Aura ("Enchanted creature gets +0/+2 and assigns ...") or to a group ("Each
  creature you control assigns ...", :class:`~mtgrules.effects.toughness_damage.ToughnessAssigns`);
* "~ can't be blocked by more than one creature." / "~ can't be blocked except by three or
  more creatures." (CR 509.1b: restrictions on the whole declaration of blockers, checked
  like menace, CR 702.111b);
* "~ can't be blocked by green creatures / Humans / Vampires or Zombies / creatures with
  flying / artifact creatures / creatures with greater power." (CR 509.1b: each blocker);
* "Enchanted creature attacks each combat if able." (CR 508.1d) and "Enchanted creature gets
  +1/+1 and is goaded." (CR 701.15a: it attacks each combat if able and attacks a player
  other than the goading player, the Aura's controller, if able; a keyword action printed
  after 2011, applied under both rulesets).

The words of each rule are kept as the restriction of a :class:`~mtgrules.state.Modifier`
on the creature (a :class:`~mtgrules.cards.pending.CombatRule` of its own, or an Aura's or
Equipment's), so the rule follows the creature for as long as the effect applies.

>>> rule_problem("can't be blocked except by three or more creatures") is None
True
>>> rule_problem("can't be blocked by Humans") is None
True
>>> rule_problem("can't be blocked by creatures with defender and reach")
"CombatRule (can't be blocked by creatures with defender and reach)"
"""

from __future__ import annotations

import re

from mtgrules.cards.creature_types import singular
from mtgrules.effects.toughness_damage import ToughnessAssigns
from mtgrules.objects import CardType, Keyword
from mtgrules.rules.blocking_limits import power_limit
from mtgrules.state import EntityId, GameObject, GameState

WHERE_X = "where X"
"""The form of "~ gets -X/-X, where X is your life total." (a
:class:`~mtgrules.cards.pending.CountedPowerToughness` in layer 7c, CR 613.4c)."""
TOUGHNESS_DAMAGE = "assigns combat damage equal to its toughness rather than its power"
ONE_BLOCKER = "can't be blocked by more than one creature"
ATTACKS_EACH_COMBAT = "attacks each combat if able"  # Restriction.ATTACKS_EACH_COMBAT
GOADED = "is goaded"
CANT_BE_BLOCKED = "can't be blocked"  # Restriction.CANT_BE_BLOCKED (CR 509.1b)
_AT_LEAST = re.compile(r"can't be blocked except by (two|three|four|five) or more creatures")
_BY = re.compile(r"can't be blocked by (.+)")
_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5}
_COLORS = ("white", "blue", "black", "red", "green")
GREATER_POWER = "creatures with greater power"
_KEYWORD_WORDS = {k.value: k for k in Keyword}


# -- which words are rules the engine applies ---------------------------------------------------
def _group(words: str) -> tuple[str, str] | None:
    """ "green creatures" -> ("color", "green"); "creatures with flying" -> ("keyword",
    "flying"); "artifact creatures" -> ("type", "Artifact"); "Vampires or Zombies" ->
    ("subtypes", "Vampire Zombie"); "creatures with greater power"; None if unknown."""
    if words == GREATER_POWER:
        return ("greater power", "")
    color = words.removesuffix(" creatures")
    if color in _COLORS and words.endswith(" creatures"):
        return ("color", color)
    if words.startswith("creatures with ") and words[15:] in _KEYWORD_WORDS:
        return ("keyword", words[15:])
    if words == "artifact creatures":
        return ("type", CardType.ARTIFACT.value)
    names = words.split(" or ")
    if all(n[:1].isupper() and " " not in n for n in names) and len(names) <= 2:
        return ("subtypes", " ".join(singular(n.lower()) for n in names))
    return None


def rule_problem(rule: str) -> str | None:
    """None if the engine applies the combat rule ``rule`` (words after the subject), else
    a name for the coverage report."""
    if rule in (TOUGHNESS_DAMAGE, ONE_BLOCKER, ATTACKS_EACH_COMBAT, GOADED, CANT_BE_BLOCKED):
        return None
    if power_limit(rule) is not None:  # rules/blocking_limits.py
        return None
    if _AT_LEAST.fullmatch(rule):
        return None
    found = _BY.fullmatch(rule)
    if found is not None and power_limit(rule) is None and _group(found.group(1)) is not None:
        return None
    return f"CombatRule ({rule})"


def is_rule(rule: str) -> bool:
    return rule_problem(rule) is None


def restrictions_of(rule: str) -> tuple[str, ...]:
    """The restrictions a rule puts on the creature: goaded also attacks each combat if able
    (CR 701.15a, 508.1d)."""
    return (rule, ATTACKS_EACH_COMBAT) if rule == GOADED else (rule,)


# -- CR 701.15a: goad ------------------------------------------------------------------------------
def goaders(state: GameState, obj: GameObject) -> set[EntityId]:
    """The players goading ``obj``: the controllers of the Auras attached to it that say it
    is goaded."""
    found: set[EntityId] = set()
    for other in state.battlefield():
        if other.attached_to != obj.id:
            continue
        for static in other.statics:
            if GOADED in getattr(static, "rules", ()):
                found.add(other.controller)
    return found


def goad_targets(state: GameState, obj: GameObject, targets: list[EntityId]) -> list[EntityId]:
    """What ``obj`` may attack among ``targets``: a goaded creature attacks a player other
    than the goading players if able (CR 701.15a), else any of them."""
    goaded = any(m.restriction == GOADED for m in obj.modifiers)
    goading = goaders(state, obj) if goaded else set()
    if not goading:
        return targets
    others = [t for t in targets if t in state.players and t not in goading]
    return others or targets


def why_goad_breaks(
    state: GameState, obj: GameObject, defender: EntityId, targets: list[EntityId]
) -> tuple[str, str] | None:
    """Why ``obj`` can't attack ``defender``: it is goaded and able to attack another player
    (CR 701.15a), or None."""
    if defender in goad_targets(state, obj, targets):
        return None
    return (f"{obj.name} is goaded: it attacks a player other than the goading player", "701.15a")


# -- CR 510.1a: how much combat damage ------------------------------------------------------------
def _group_assigns(state: GameState, obj: GameObject) -> bool:
    """Whether a "Each creature (you control) assigns combat damage equal to its toughness"
    static ability of a permanent applies to ``obj`` now."""
    for source in state.battlefield():
        for static in source.statics:
            if not isinstance(static, ToughnessAssigns):
                continue
            if static.yours and obj.controller != source.controller:
                continue
            if static.greater and obj.current_toughness() <= obj.current_power():
                continue
            return True
    return False


def combat_damage_amount(state: GameState, obj: GameObject) -> int:
    """CR 510.1a: the combat damage ``obj`` assigns: its power, or its toughness while an
    effect says so."""
    if any(m.restriction == TOUGHNESS_DAMAGE for m in obj.modifiers) or _group_assigns(state, obj):
        return obj.current_toughness()
    return obj.current_power()


# -- CR 509.1b: restrictions on blocks ----------------------------------------------------------
def _rules(obj: GameObject) -> list[str]:
    return [m.restriction for m in obj.modifiers if m.restriction is not None]


def why_count_illegal(attacking: GameObject, blockers: int) -> tuple[str, str] | None:
    """Why ``blockers`` creatures can't block ``attacking`` together (CR 509.1b), or None."""
    for rule in _rules(attacking):
        if rule == ONE_BLOCKER and blockers > 1:
            return (f"{attacking.name} {rule}", "509.1b")
        found = _AT_LEAST.fullmatch(rule)
        if found is not None and 0 < blockers < _NUMBERS[found.group(1)]:
            return (f"{attacking.name} {rule}", "509.1b")
    return None


def count_limited(attacking: GameObject) -> bool:
    """Whether ``attacking`` has a restriction on how many creatures block it."""
    return any(r == ONE_BLOCKER or _AT_LEAST.fullmatch(r) for r in _rules(attacking))


def _excludes(kind: str, words: str, attacking: GameObject, blocker: GameObject) -> bool:
    if kind == "greater power":
        return blocker.current_power() > attacking.current_power()
    if kind == "color":
        return words in blocker.colors  # CR 105.2
    if kind == "keyword":
        return blocker.has(_KEYWORD_WORDS[words])
    if kind == "type":
        return CardType(words) in blocker.types
    # creature types (CR 205.3m); a changeling has them all (CR 702.73a)
    return blocker.has(Keyword.CHANGELING) or any(s in blocker.subtypes for s in words.split())


def why_group_stops(attacking: GameObject, blocker: GameObject) -> tuple[str, str] | None:
    """Why ``blocker`` can't block ``attacking``: "can't be blocked by [group]" (CR 509.1b)."""
    for rule in _rules(attacking):
        found = _BY.fullmatch(rule)
        if found is None or rule == ONE_BLOCKER or power_limit(rule) is not None:
            continue
        group = _group(found.group(1))
        if group is not None and _excludes(*group, attacking, blocker):
            return (f"{attacking.name} {rule}", "509.1b")
    return None


__all__ = [
    "ONE_BLOCKER",
    "TOUGHNESS_DAMAGE",
    "combat_damage_amount",
    "count_limited",
    "is_rule",
    "rule_problem",
    "why_count_illegal",
    "why_group_stops",
]
