"""Trigger events read from their words (CR 603.2): the :class:`Watch` of "another nontoken
creature you control dies", "~ becomes blocked", "an opponent draws a card", ..., and whether an
object (read as it last existed, CR 603.10a) is the subject a watch watches.

>>> watch_of("another creature you control dies").verb
'dies'
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import cache

from mtgrules.cards.creature_types import singular
from mtgrules.cards.vocabulary import COLORS
from mtgrules.objects import CardType, Keyword
from mtgrules.resolution_counter_counts import has_counter, split_with_counter
from mtgrules.rules.blocker_kinds import KIND_VERBS, known_kind, split_kind
from mtgrules.rules.casting import has_color, power_passes
from mtgrules.rules.crimes import COMMITS, CRIME
from mtgrules.rules.dice import ROLL_TRIGGERS
from mtgrules.rules.keywords import has_subtype
from mtgrules.rules.mana_triggers import TAPS_FOR_MANA, tap_watch
from mtgrules.rules.trigger_batches import GRAVEYARD_BATCHES, LEAVE_GRAVEYARD
from mtgrules.rules.trigger_casts import CASTERS, HISTORIC, described
from mtgrules.rules.trigger_cycle_any import CYCLE_OR_DISCARD, is_cycle_any
from mtgrules.state import EntityId, GameObject, GameState

Instance = tuple[EntityId | None, EntityId | None]
"""One time an ability triggers: the event's player and its other object (CR 603.7c)."""

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
    "deals noncombat damage to an opponent",
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
    "is dealt noncombat damage",
    "becomes the target of a spell or ability an opponent controls",
    "becomes the target of a spell or ability you control",
    "becomes the target of a spell or ability",
    "becomes the target of a spell",
)
EITHER = {
    "attacks or blocks": ("attacks", "blocks"),
    "enters or attacks": ("enters", "attacks"),
    "blocks or becomes blocked": ("blocks", "becomes blocked"),
    "enters or deals combat damage to a player": ("enters", "deals combat damage to a player"),
    "enters or is turned face up": ("enters", "is turned face up"),  # rules/face_up_triggers.py
    "enters or becomes monstrous": ("enters", "becomes monstrous"),  # monstrosity_triggers.py
    "deals damage to a creature or opponent": (
        "deals damage to a creature",
        "deals damage to an opponent",
    ),
}
_BATCH_ONLY = ("enter", "die", "leave the battlefield")
_VERBS = (*_VERBS, *EITHER, *_BATCH_ONLY, "is turned face up", "becomes monstrous")
_LONGEST_FIRST = tuple(sorted(set(_VERBS), key=len, reverse=True))
_PLAYER_VERBS = {
    "you": ("draw a card", "lose life", "attack", "discard a card", "are dealt damage"),
    "opponent": (
        *("loses life", "draws a card", "discards a card", "is dealt damage", "gains life"),
        "is dealt noncombat damage",
    ),
}
_PLURAL_VERBS = {
    "attack": "attacks",
    "deal combat damage to a player": "deals combat damage to a player",
    "enter": "enters",  # "one or more tokens you control enter" (rules/trigger_batches.py)
    "die": "dies",
    "leave the battlefield": "leaves the battlefield",
}
_ANY_PERMANENT_VERBS = frozenset({"enter", "leave the battlefield"})
"""Plural verbs said of permanents of any type ("one or more artifacts ... enter")."""
_PLURAL_TYPES = {"tokens": "token", "artifacts": "artifact", "permanents": "permanent"}
_PLURAL_TYPES |= {"lands": "land", "enchantments": "enchantment"}
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
    spell: str = ""  # "casts": the spell described ("a spell with mana value 3 or less")
    counter: str = ""  # "with a +1/+1 counter on it" (resolution_counter_counts.py, CR 122.1)
    nth: int = 0  # "casts their second spell each turn": the Nth spell that player cast
    or_copy: bool = False  # "you cast or copy [a spell]" (CR 707.10: a copy isn't cast)
    first_time: bool = False  # "for the first time each turn"
    stat: str = ""  # "power 4 or greater" / "toughness 2 or less" (CR 208.1)
    at_least: int = 1  # "you attack with two or more creatures": how many must attack
    other_kind: str = ""  # "becomes blocked by a green creature" (rules/blocker_kinds.py)

    @property
    def players(self) -> bool:
        """The subject is a player ("you", "an opponent")."""
        return self.noun in ("you", "opponent") or self.verb == "casts"


@cache
def watch_of(words: str) -> Watch | None:
    """The :class:`Watch` of an event's words, or None if the engine doesn't know them."""
    from mtgrules.rules.trigger_events_7 import watch_7  # it reads Watch: imported here

    found = watch_7(words)  # "you gain life for the first time each turn", ... (CR 603.2)
    if found is not None:
        return found
    for turn in (" during your turn", " during an opponent's turn"):
        if words.endswith(turn):
            found = watch_of(words.removesuffix(turn))
            return None if found is None or found.turn else replace(found, turn=turn.strip())
    if words.endswith(FIRST_TIME):
        # CR 603.2: only the first such event this turn (rules/turn_record.py counts them)
        found = watch_of(words.removesuffix(FIRST_TIME))
        if found is None or found.verb not in _COUNTED_EACH_TURN:
            return None
        return replace(found, first_time=True)
    found = _casts_of(words)
    if found is not None:
        return found
    if words == CRIME:
        return Watch(verb=COMMITS, noun="you")  # CR 700.13 (rules/crimes.py)
    tapped = tap_watch(words)
    if tapped is not None:  # CR 605.3a (rules/mana_triggers.py): who taps what for mana
        return Watch(verb=TAPS_FOR_MANA, noun=tapped[0], adjective=tapped[1])
    if words in GRAVEYARD_BATCHES:  # CR 603.2c (rules/trigger_batches.py)
        adjective = GRAVEYARD_BATCHES[words]
        return Watch(verb=LEAVE_GRAVEYARD, adjective=adjective, noun="card", batch=True)
    for caster, who in CASTERS.items():
        # CR 603.2, 601.2i: "whenever [a player] casts [a described spell]"
        spell = words.removeprefix(caster + " ")
        if words.startswith(caster + " ") and described(spell) is not None:
            return Watch(verb="casts", noun=who, spell=spell)
    if is_cycle_any(words):
        # CR 702.29c: triggered as the cost is paid (rules/trigger_cycle_any.py), no other event
        return Watch(verb=words.removeprefix("you "), noun="you")
    if words in CYCLE_OR_DISCARD:
        return Watch(verb="discard a card", noun="you")  # once when cycled (CR 702.29d)
    if words.startswith(ATTACK_WITH):
        return _attack_with(words.removeprefix(ATTACK_WITH))
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
    if words in ROLL_TRIGGERS:  # "whenever you roll one or more dice" (rules/dice_triggers.py)
        return Watch(verb=words.removeprefix("you "), noun="you")
    verb = next((v for v in _LONGEST_FIRST if words.endswith(" " + v)), None)
    if verb is None and (kind := split_kind(words)) is not None:
        # CR 509.3b, 509.3d: "~ becomes blocked by a green creature" (rules/blocker_kinds.py)
        found = watch_of(kind[0])
        attached = found is not None and found.article in ("enchanted", "equipped")
        if found is None or found.verb not in KIND_VERBS or not (found.own or attached):
            return None
        if not known_kind(kind[1]):
            return None
        return replace(found, other_kind=kind[1])
    if verb is None:
        return None
    subject = words[: -len(verb) - 1].split(" ")
    if verb in KIND_VERBS and not (subject == ["~"] or subject[0] in ("enchanted", "equipped")):
        return None  # CR 509.3b, 509.3d: watched only for ~ and an attached-to creature
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
        # "one or more Goblins you control attack": only creatures attack or deal combat
        # damage, so a plural creature type names creatures of that type (CR 205.3).
        nouns = [_singular(w) for w in subject[3:]]
        single = watch_of(" ".join(["a", *nouns, _PLURAL_VERBS[verb]]))
        if single is None or single.article != "a" or single.keyword or single.counter:
            return None
        any_type = verb in _ANY_PERMANENT_VERBS and single.noun in _PLURAL_TYPES.values()
        if single.noun != "creature" and not single.noun[:1].isupper() and not any_type:
            return None
        return replace(single, batch=True)
    if verb in _BATCH_ONLY:
        return None  # only "one or more ... enter/die" (above)
    or_other = subject[:3] == ["~", "or", "another"]
    if or_other:
        subject = subject[2:]
    if not subject or subject[0] not in ("a", "an", "another"):
        return None
    article, rest = subject[0], " ".join(subject[1:])
    rest, counter = split_with_counter(rest)  # "... with a +1/+1 counter on it"
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
    stat = _STAT.search(rest)  # "with power 4 or greater" (CR 208.1)
    if stat is not None and not keyword:
        rest = rest[: stat.start()]
    controller = next((c for c in _CONTROLLERS if rest.endswith(" " + c)), "")
    if controller:
        rest = rest[: -len(controller) - 1]
    words_left = rest.replace(" or ", "|").split(" ")  # "Samurai or Warrior"
    if len(words_left) > 2 or not words_left[-1]:
        return None
    adjective = words_left[0] if len(words_left) == 2 else ""
    if adjective and not _known_adjective(adjective):
        return None
    return Watch(
        verb,
        False,
        or_other,
        article,
        adjective,
        words_left[-1],
        controller,
        keyword=keyword,
        counter=counter,
        stat=stat.group(1) if stat is not None and not keyword else "",
    )


ATTACK_WITH = "you attack with "
_AT_LEAST = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
_AT_LEAST |= {"eight": 8, "nine": 9, "ten": 10}


def _attack_with(words: str) -> Watch | None:
    """CR 508.1, 603.2c: "you attack with [N] or more [creatures]" is the batch "[N] or more
    [creatures] you control attack": once per declaration of attackers that has N of them."""
    least, _, rest = words.partition(" or more ")
    rest, _, keyword = rest.partition(" with ")  # "creatures with flying"
    if least not in _AT_LEAST or not rest:
        return None
    batch = watch_of(f"one or more {rest} you control attack")
    if batch is None or not batch.batch or batch.verb != "attacks":
        return None
    if keyword and keyword not in {k.value for k in Keyword}:
        return None  # only "with [a keyword]" (CR 702)
    return replace(batch, at_least=_AT_LEAST[least], keyword=f"with {keyword}" if keyword else "")


FIRST_TIME = " for the first time each turn"
_COUNTED_EACH_TURN = frozenset({"becomes the target of a spell or ability you control"})
"""The events "for the first time each turn" can count (rules/turn_record.py keeps them)."""
_ORDINALS = {"first": 1, "second": 2, "third": 3}
_ORDINAL_CASTS = {"you cast your": "you", "a player casts their": "player"}
_ORDINAL_CASTS["an opponent casts their"] = "opponent"


def _casts_of(words: str) -> Watch | None:
    """CR 603.2, 601.2i: "you cast or copy [a described spell]" (a copy, CR 707.10, is put on
    the stack without being cast) and "[a player] casts their second [described] spell each
    turn" (the Nth spell that player cast this turn)."""
    if words.startswith("you cast or copy "):
        spell = words.removeprefix("you cast or copy ")
        if described(spell) is None:
            return None
        return Watch(verb="casts", noun="you", spell=spell, or_copy=True)
    for caster, who in _ORDINAL_CASTS.items():
        rest = words.removeprefix(caster + " ")
        ordinal, _, spell = rest.partition(" ")
        if rest == words or ordinal not in _ORDINALS or not spell.endswith(" each turn"):
            continue
        spell = spell.removesuffix(" each turn")
        spell = f"{'an' if spell[0] in 'aeiou' else 'a'} {spell}"
        description = described(spell)
        if description is None or description.most is not None or description.least is not None:
            return None  # mana values aren't in the turn's record
        if any(HISTORIC in group for group in description.groups):
            return None  # nor supertypes (CR 700.6)
        return Watch(verb="casts", noun=who, spell=spell, nth=_ORDINALS[ordinal])
    return None


_STAT = re.compile(r" with ((?:power|toughness) \d+ or (?:greater|less))$")
_TYPE_ADJECTIVES = frozenset({"artifact", "enchantment", "land", "creature"})
_COLOR_ADJECTIVES = (*COLORS, "colorless", "multicolored")  # CR 105.2


def _known_adjective(word: str) -> bool:
    """ "nontoken", a color, a card type before "creature" ("artifact") or "token" ("a
    creature token"), "non" + a card type ("a noncreature source"), or subtypes ("Ninja",
    "Ninja|Rogue": "Ninja or Rogue creature")."""
    if word in ("nontoken", *_COLOR_ADJECTIVES) or word in _TYPE_ADJECTIVES:
        return True
    if word.removeprefix("non") in _TYPE_ADJECTIVES:
        return True
    return all(part[:1].isupper() and part.isalpha() for part in word.split("|"))


_IE_PLURALS = frozenset({"Zombies", "Faeries", "Pixies", "Kelpies"})


def _singular(word: str) -> str:
    """A plural noun of a batch ("creatures", "Goblins", "Elves") in the singular."""
    if word == "creatures":
        return "creature"
    if word in _PLURAL_TYPES:
        return _PLURAL_TYPES[word]
    if word in _IE_PLURALS:
        return word[:-1]  # "Zombies" -> "Zombie", not "Zomby"
    return singular(word.lower()) if word[:1].isupper() else word


def is_subject(state: GameState, watch: Watch, entity: EntityId, obj: GameObject) -> bool:
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
    if watch.adjective in _COLOR_ADJECTIVES and not has_color(view.colors, watch.adjective):
        return False
    if watch.adjective in _TYPE_ADJECTIVES and not is_a(view, watch.adjective):
        return False  # "an artifact creature", "a creature token"
    kind = watch.adjective.removeprefix("non")
    if kind != watch.adjective and kind in _TYPE_ADJECTIVES and is_a(view, kind):
        return False  # "a noncreature source" (CR 205.4b)
    if watch.adjective[:1].isupper() and not any(is_a(view, s) for s in watch.adjective.split("|")):
        return False  # "a Ninja or Rogue creature" (CR 205.3)
    if watch.counter and not has_counter(view, watch.counter):
        return False  # "with a +1/+1 counter on it": as it last existed (CR 603.10a)
    if watch.stat:
        # as it is now, or as it last existed on the battlefield (CR 603.10a)
        stat, _, bound = watch.stat.partition(" ")
        value = view.current_power() if stat == "power" else view.current_toughness()
        if not power_passes(value, bound):
            return False
    if watch.keyword:
        wording, keyword = watch.keyword.split(" ", 1)  # "with flying" / "without flying"
        if view.has(Keyword(keyword)) != (wording == "with"):
            return False
    return any(is_a(view, noun) for noun in watch.noun.split("|"))


def is_a(view: GameObject, noun: str) -> bool:
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


def attacked_player(state: GameState, defender: EntityId) -> EntityId | None:
    if defender in state.players:
        return defender
    view = state.source_view(defender)
    return view.controller if view is not None else None


def died_as_creature_or_planeswalker(state: GameState, gone: EntityId) -> bool:
    """CR 700.4: "dies" means a creature or planeswalker put into a graveyard from the
    battlefield; the object is seen as it last existed there (CR 603.10a)."""
    view = state.source_view(gone)
    return view is not None and bool(view.types & {CardType.CREATURE, CardType.PLANESWALKER})
