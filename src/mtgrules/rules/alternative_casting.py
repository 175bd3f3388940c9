"""Casting with keyword abilities that change how or from where a spell is cast, and what
it costs (CR 601.2b, 601.2f; 118.8 additional costs, 118.9 alternative costs; 2011: 117.8,
117.9), and activating abilities of a card in its owner's hand or graveyard (CR 602.2):

* flashback (CR 702.34a; 2011: 702.32a): cast the card from its owner's graveyard by paying
  its flashback cost instead of its mana cost; the card is exiled instead of going anywhere
  else when it leaves the stack;
* kicker (CR 702.33a; 2011: 702.31a): an optional additional cost; the spell is "kicked";
* buyback (CR 702.27a; 2011: 702.25a): an optional additional cost; if it was paid, the
  spell goes to its owner's hand instead of the graveyard as it resolves;
* bargain (CR 702.166a, after 2011): an optional sacrifice; the spell is "bargained"
  (:mod:`mtgrules.rules.optional_costs`);
* convoke (CR 702.51a; 2011: 702.49a): each creature its caster taps while paying the total
  cost pays for {1} or one mana of that creature's color;
* delve (CR 702.66a; 2011: 702.64a): each card its caster exiles from their graveyard while
  paying the total cost pays for {1};
* improvise (CR 702.126a, a keyword from after 2011): each artifact its caster taps while
  paying the total cost pays for {1};
* evoke (CR 702.74a; 2011: 702.72a): an alternative cost; "When this permanent enters, if
  its evoke cost was paid, its controller sacrifices it." (the triggered ability is compiled
  with the card, :mod:`mtgrules.cards.casting_keywords`);
* madness (CR 702.35a; 2011: 702.33a): an alternative cost, paid only as the card's madness
  trigger resolves, casting it from exile (:mod:`mtgrules.rules.madness`); timing
  permissions based on the card's type don't apply (CR 702.35b; 2011: 702.33b);
* cascade (CR 702.85a; 2011: 702.83a): the card its trigger exiles is cast from exile without
  paying its mana cost as the trigger resolves (:mod:`mtgrules.rules.cascade`); ``how`` is
  "cascade" though the card cast has no cascade itself;
* spectacle (CR 702.137a, a keyword from after 2011, cited by today's number in both
  editions): an alternative cost, paid only if an opponent lost life this turn;
* dash (CR 702.109a, a keyword from after 2011, cited by today's number in both editions):
  an alternative cost; the permanent gains haste and returns to its owner's hand at the
  beginning of the next end step (:mod:`mtgrules.rules.dash`);
* jump-start and retrace (from the graveyard, its mana cost and a discard), rebound (cast
  from exile without paying its mana cost) and warp (an alternative cost from the hand):
  :mod:`mtgrules.rules.zone_keywords`;
* foretell, plot and suspend (cast from exile after a special action exiled the card):
  :mod:`mtgrules.rules.exile_keywords`.

Convoke, improvise and delve pay with creatures, artifacts and graveyard cards
(:mod:`mtgrules.rules.keyword_payment`); "Cast ~ only during combat" is checked with the way
to cast (:mod:`mtgrules.rules.casting_timing`, CR 601.3).

How a spell was cast is remembered for the spell and for the permanent it becomes
(``GameState.cast_with``): "if ~ was kicked" (CR 702.33d) and evoke's trigger ask it.

A way to cast a card is named by :class:`~mtgrules.actions.CastSpell`'s ``how`` (an
alternative cost: "flashback") and ``additional`` (the optional additional costs paid:
"kicker", "buyback").

>>> from mtgrules.rulesets import CURRENT
>>> keyword_rule(CR2011, "flashback"), keyword_rule(CURRENT, "flashback")
('702.32a', '702.34a')
"""

from __future__ import annotations

import itertools

from mtgrules.cards.mana import ManaCost, parse_mana_cost
from mtgrules.effects.alternative_costs import OPTIONAL_COST
from mtgrules.effects.casting import CastingKeyword
from mtgrules.effects.cipher import CIPHER, CIPHER_RULE
from mtgrules.effects.flash_costs import FLASH_COST
from mtgrules.effects.miracle import MIRACLE, MIRACLE_RULE
from mtgrules.effects.prototype import PROTOTYPE, PROTOTYPE_RULE
from mtgrules.objects import CardType, Zone
from mtgrules.rules import (
    card_parts,
    casting_keywords_4,
    costs_4,
    exile_keywords,
    face_down,
    flash_costs,
    play_permissions,
    zone_keywords,
)
from mtgrules.rules.cast_transformed import DISTURB, DISTURB_RULE, front_keyword
from mtgrules.rules.casting import (
    IllegalActionError,
)
from mtgrules.rules.turn_record import LOST, this_turn
from mtgrules.rulesets import CR2011, Ruleset
from mtgrules.stack import StackItem
from mtgrules.state import EntityId, GameObject, GameState

_RULES = {  # keyword: (today's rule, the 2011 rule); a keyword printed after 2011 cites today's
    "buyback": ("702.27a", "702.25a"),
    "kicker": ("702.33a", "702.31a"),
    "multikicker": ("702.33c", "702.31c"),  # a kicker paid any number of times
    "flashback": ("702.34a", "702.32a"),
    "convoke": ("702.51a", "702.49a"),
    "delve": ("702.66a", "702.64a"),
    "improvise": ("702.126a", "702.126a"),
    "evoke": ("702.74a", "702.72a"),
    "madness": ("702.35a", "702.33a"),
    "cascade": ("702.85a", "702.83a"),
    "spectacle": ("702.137a", "702.137a"),
    "dash": ("702.109a", "702.109a"),
    "bargain": ("702.166a", "702.166a"),  # an optional sacrifice (rules/optional_costs.py)
    "offspring": ("702.175a", "702.175a"),  # its token: cards/creature_keywords_2.py
    "squad": ("702.157a", "702.157a"),  # paid any number of times; cards/creature_keywords_2.py
    # cast face down (rules/face_down.py); the rule that a card without it can't be
    "morph": ("702.37d", "702.35c"),
    "megamorph": ("702.37d", "702.37d"),
    "disguise": ("702.168c", "702.168c"),
    "replicate": ("702.56a", "702.54a"),  # paid any number of times (rules/spell_copies.py)
    PROTOTYPE: (PROTOTYPE_RULE, PROTOTYPE_RULE),  # cast prototyped (rules/prototype.py)
    **casting_keywords_4.RULES,  # surge, prowl, freerunning: only if ... this turn
    **costs_4.RULES,  # "rather than pay this spell's mana cost" (CR 118.9)
    **flash_costs.RULES,  # "as though it had flash if you pay {2} more" (CR 601.2f)
    **zone_keywords.RULES,  # rebound, jump-start, retrace, warp
    **exile_keywords.RULES,  # foretell, plot, suspend
    CIPHER: (CIPHER_RULE, CIPHER_RULE),  # a copy of an encoded card (rules/cipher.py)
    "blitz": ("702.152a", "702.152a"),  # haste, sacrificed at the end step (rules/blitz.py)
    "overload": ("702.96a", "702.96a"),  # "target" becomes "each" (rules/overload.py)
    MIRACLE: (MIRACLE_RULE, MIRACLE_RULE),  # as its triggered ability resolves
    # a part of a split, adventurer or modal double-faced card (rules/card_parts.py)
    **{way: ("709.3", "708.3") for way in ("first half", "second half")},
    card_parts.AFTERMATH: (card_parts.AFTERMATH_RULE, card_parts.AFTERMATH_RULE),
    card_parts.ADVENTURE: ("715.3", "715.3"),
    card_parts.BACK_FACE: ("712.8", "712.8"),
    DISTURB: (DISTURB_RULE, DISTURB_RULE),  # cast transformed (rules/cast_transformed.py)
}
ALTERNATIVE = (
    frozenset({"flashback", "evoke", "spectacle", "dash", "madness", "cascade", PROTOTYPE})
    | face_down.WAYS  # CR 702.37c, 702.168b: face down for {3}
    | frozenset(zone_keywords.RULES)  # the ways to cast of rules/zone_keywords.py
    | frozenset(exile_keywords.KEYWORDS)  # and of rules/exile_keywords.py
    | casting_keywords_4.CONDITIONAL  # surge, prowl, freerunning
    | costs_4.ALTERNATIVE  # printed: "You may pay 1 life and exile a blue card ..."
    | frozenset(card_parts.WAYS)  # a part of a card of several parts (CR 709.3, 715.3)
    | {CIPHER}  # CR 702.99a: a copy of the encoded card, without paying its mana cost
    | {"blitz", "overload"}  # CR 702.152a, 702.96a (rules/blitz.py, rules/overload.py)
    | {MIRACLE}  # CR 702.94a (rules/miracle.py)
    | {DISTURB}  # CR 702.146a: from the graveyard, transformed
)
"""Alternative costs (CR 118.9): paid instead of the card's mana cost."""
ADDITIONAL = frozenset({"kicker", "buyback", "bargain", "replicate", "offspring", "squad"})
ADDITIONAL |= {"multikicker", OPTIONAL_COST}  # CR 702.33c; 118.8 (rules/costs_4.py)
ADDITIONAL |= {FLASH_COST}  # CR 601.2f: paid to cast it as though it had flash
"""Optional additional costs (CR 118.8): paid on top of it, if its caster chooses."""
REPEATABLE = frozenset({"replicate", "squad", "multikicker"})
"""Additional costs that may be paid any number of times (CR 702.56a; 2011: 702.54a)."""
MOST_REPEATS = 6
"""How many times legal actions offer to pay a repeatable cost (a client may pay it more)."""
FROM_GRAVEYARD = frozenset({"flashback"}) | zone_keywords.FROM_GRAVEYARD
FROM_GRAVEYARD |= card_parts.FROM_GRAVEYARD  # aftermath (CR 702.127a)
FROM_GRAVEYARD |= {DISTURB}  # CR 702.146a
"""Alternative costs that let the card be cast from its owner's graveyard."""
FROM_EXILE = frozenset({"madness", "cascade", zone_keywords.REBOUND, exile_keywords.SUSPEND})
FROM_EXILE |= {CIPHER}  # CR 702.99a, 707.12: the copy is made in exile and cast from there
"""Alternative costs paid to cast the card from exile as an ability resolves."""
WITHOUT_PAYING = frozenset(
    {"cascade", zone_keywords.REBOUND, exile_keywords.PLOT, exile_keywords.SUSPEND, CIPHER}
)
"""Ways to cast a card without paying its mana cost, given by another object's ability."""
ON_TRIGGER = frozenset({MIRACLE})
"""Alternative costs paid only as the card's own triggered ability resolves, from the hand
(miracle, CR 702.94a)."""


def _is_additional(name: str) -> bool:
    """``name`` is an optional additional cost: kicker, buyback, or one of two kicker costs
    ("kicker {R}", CR 702.33b)."""
    return name in ADDITIONAL or name.startswith(KICKER_COST)


KICKER_COST = "kicker {"
IN_WORDS = "—"
"""A casting keyword's cost in words follows a dash ("Buyback—Pay 4 life")."""


def keyword_rule(ruleset: Ruleset, keyword: str) -> str:
    """The rule that defines ``keyword`` in ``ruleset``'s edition."""
    if keyword.startswith(KICKER_COST):  # CR 702.33b (2011: 702.31b): one of two costs
        return "702.31b" if ruleset.name == CR2011.name else "702.33b"
    today, in_2011 = _RULES[keyword]
    return in_2011 if ruleset.name == CR2011.name else today


def casting_keywords(obj: GameObject) -> list[CastingKeyword]:
    """The casting keywords printed on ``obj``."""
    return [s for s in obj.statics if isinstance(s, CastingKeyword)]


def _keyword(obj: GameObject, name: str) -> CastingKeyword | None:
    return next((k for k in casting_keywords(obj) if k.keyword == name), None)


def has_convoke(obj: GameObject) -> bool:
    return _keyword(obj, "convoke") is not None


def has_casting_keyword(obj: GameObject, name: str) -> bool:
    return _keyword(obj, name) is not None


def spectacle_allowed(state: GameState, player: EntityId) -> bool:
    """CR 702.137a: spectacle's cost may be paid only if an opponent lost life this turn."""
    return any(this_turn(state, LOST, opponent) > 0 for opponent in state.opponents(player))


def ways_to_cast(
    state: GameState, player: EntityId, obj: GameObject
) -> list[tuple[str, tuple[str, ...]]]:
    """Every (alternative cost, optional additional costs) ``player`` may cast ``obj`` with
    from the zone it is in: from a hand, its mana cost ("") or an alternative cost usable
    there; from a graveyard, flashback. Each with every choice of its optional additional
    costs."""
    keywords = casting_keywords(obj)
    if obj.zone is Zone.HAND:
        hows = [""] if obj.mana_cost is not None else []
        hows += [
            k.keyword
            for k in keywords
            if k.keyword
            in ALTERNATIVE - FROM_GRAVEYARD - FROM_EXILE - exile_keywords.LATER - ON_TRIGGER
            and (k.keyword != "spectacle" or spectacle_allowed(state, player))
            and casting_keywords_4.problem(state, player, obj, k.keyword) is None
            and costs_4.problem(state, player, obj, k.keyword) is None  # its condition
        ]
    elif obj.zone is Zone.GRAVEYARD:
        hows = [k.keyword for k in keywords if k.keyword in FROM_GRAVEYARD]
        if obj.mana_cost is not None and play_permissions.may_cast(state, player, obj):
            hows.append("")  # "You may cast ~ from your graveyard" (CR 601.2a)
    elif obj.zone is Zone.EXILE:  # foretold or plotted (CR 702.143a, 702.170d)
        hows = exile_keywords.later_ways(state, player, obj)
        if obj.mana_cost is not None and play_permissions.may_cast(state, player, obj):
            hows.append("")  # CR 601.2a: from exile, its mana cost
    else:
        return []
    # CR 601.3: its own text may forbid casting it now ("Cast ~ only during combat")
    if not hows or _timing_problem(state, player, obj) is not None:
        return []
    return [
        (how, chosen)
        for how in hows
        if card_parts.offered(state, obj, how)  # CR 709.3: a split card's half
        # CR 708.4: a face-down spell has no text, so no optional additional costs
        for chosen in (optional_choices(obj) if how not in face_down.WAYS else [()])
    ]


def _timing_problem(state: GameState, player: EntityId, obj: GameObject) -> str | None:
    """Why ``obj``'s own text forbids casting it now (CR 601.3), or None."""
    from mtgrules.rules.casting_timing import timing_problem  # it asks rules/conditions.py

    return timing_problem(state, player, obj)


def optional_choices(obj: GameObject) -> list[tuple[str, ...]]:
    """Every choice of ``obj``'s optional additional costs (kicker, buyback), none first."""
    extras = [k.keyword for k in casting_keywords(obj) if _is_additional(k.keyword)]
    once = [e for e in extras if e not in REPEATABLE]
    choices = [
        tuple(chosen)
        for size in range(len(once) + 1)
        for chosen in itertools.combinations(once, size)
    ]
    for extra in (e for e in extras if e in REPEATABLE):  # replicate: 0, 1, 2, ... times
        choices = [(*c, *(extra,) * n) for c in choices for n in range(MOST_REPEATS + 1)]
    return choices


def check_way(
    state: GameState,
    ruleset: Ruleset,
    player: EntityId,
    card: EntityId,
    how: str,
    additional: tuple[str, ...],
    *,
    resolving: bool = False,
) -> GameObject:
    """The card ``player`` casts, if they may cast it ``how`` with ``additional`` costs from
    where it is; otherwise an :class:`IllegalActionError` naming the rule. ``resolving``: cast
    from exile as its madness trigger resolves (CR 702.35a)."""
    obj = state.objects.get(card)
    permitted = obj is not None and (
        play_permissions.may_cast(state, player, obj)
        or how in exile_keywords.later_ways(state, player, obj)  # foretold, plotted
    )
    if obj is not None and how in exile_keywords.LATER and not permitted:
        raise IllegalActionError(
            f"{obj.name} is cast with {how} only from exile, on a later turn than the one it "
            f"was exiled in" + (" and as a sorcery" if how == exile_keywords.PLOT else ""),
            rule=keyword_rule(ruleset, how),
        )
    zones = (Zone.HAND, Zone.GRAVEYARD, Zone.EXILE) if resolving else (Zone.HAND, Zone.GRAVEYARD)
    if obj is None or not (permitted or (obj.owner == player and obj.zone in zones)):
        raise IllegalActionError(f"{card} is not a card in your hand", rule="601.2a")
    if (how in FROM_EXILE) != (resolving and obj.zone is Zone.EXILE and not permitted):
        way = how if how in FROM_EXILE else "madness"
        raise IllegalActionError(
            f"{obj.name} is cast with {way} only from exile, as the {way} trigger resolves",
            rule=keyword_rule(ruleset, way),
        )
    if how in ON_TRIGGER and not (resolving and obj.zone is Zone.HAND):
        raise IllegalActionError(
            f"{obj.name} is cast for its {how} cost only as its {how} ability resolves",
            rule=keyword_rule(ruleset, how),
        )
    timing = _timing_problem(state, player, obj)
    if timing is not None:
        raise IllegalActionError(timing, rule="601.3")
    if how and how not in ALTERNATIVE:
        raise IllegalActionError(
            f"{how!r} is not an alternative cost; known: {', '.join(sorted(ALTERNATIVE))}",
            rule="601.2b",
        )
    if how and how not in WITHOUT_PAYING and _keyword(obj, how) is None:
        raise IllegalActionError(f"{obj.name} has no {how}", rule=keyword_rule(ruleset, how))
    if obj.zone is Zone.GRAVEYARD and how not in FROM_GRAVEYARD and (how or not permitted):
        raise IllegalActionError(
            f"{obj.name} is in your graveyard: it can be cast from there only with flashback",
            rule=keyword_rule(ruleset, "flashback"),
        )
    conditional = casting_keywords_4.problem(state, player, obj, how)  # surge, prowl, ...
    conditional = conditional or costs_4.problem(state, player, obj, how)  # CR 118.9
    if conditional is not None:
        raise IllegalActionError(conditional, rule=keyword_rule(ruleset, how))
    if how == "spectacle" and not spectacle_allowed(state, player):
        raise IllegalActionError(
            f"{obj.name}'s spectacle cost can be paid only if an opponent lost life this turn",
            rule=keyword_rule(ruleset, how),
        )
    if obj.zone is not Zone.GRAVEYARD and how in FROM_GRAVEYARD:
        raise IllegalActionError(
            f"{obj.name}'s {how} casts it from your graveyard, not from your hand",
            rule=keyword_rule(ruleset, how),
        )
    for extra in additional:
        if not _is_additional(extra):
            raise IllegalActionError(
                f"{extra!r} is not an optional additional cost; known: "
                f"{', '.join(sorted(ADDITIONAL))}",
                rule="601.2b",
            )
        if _keyword(obj, extra) is None:
            raise IllegalActionError(
                f"{obj.name} has no {extra}", rule=keyword_rule(ruleset, extra)
            )
    once = [extra for extra in additional if extra not in REPEATABLE]
    if len(set(once)) != len(once):
        raise IllegalActionError(
            f"{obj.name}: each additional cost is paid at most once", rule="601.2b"
        )
    return obj


def plus(cost: ManaCost, more: ManaCost) -> ManaCost:
    return ManaCost(
        cost.generic + more.generic,
        (*cost.colored, *more.colored),
        (*cost.phyrexian, *more.phyrexian),
        cost.x + more.x,
        (*cost.hybrid, *more.hybrid),
    )


def mana_cost_of(obj: GameObject, how: str, additional: tuple[str, ...]) -> ManaCost | None:
    """The mana part of the total cost (CR 601.2f; 2011: 601.2e): the mana cost, or the
    alternative cost ``how`` instead (CR 118.9), plus the additional costs paid (CR 118.8).
    None if the card has no mana cost and no alternative cost is paid (CR 202.1b)."""
    if how in WITHOUT_PAYING:  # CR 702.85a: without paying its mana cost (X is 0)
        base: ManaCost | None = parse_mana_cost("{0}")
    elif how in face_down.WAYS:  # CR 702.37c, 702.168b (2011: 702.35b): {3} instead
        base = parse_mana_cost(face_down.FACE_DOWN_COST)
    elif how in zone_keywords.FROM_GRAVEYARD or how in card_parts.WAYS:
        # CR 702.133a, 702.81a: its mana cost; CR 709.3b, 715.3a: that of the part cast
        base = obj.mana_cost
    elif how:
        keyword = _keyword(obj, how) or front_keyword(obj, how)  # disturb: CR 702.146a
        assert keyword is not None
        base = parse_mana_cost(keyword.cost)
    else:
        base = obj.mana_cost
    if base is None:
        return None
    for extra in additional:
        keyword = _keyword(obj, extra)
        assert keyword is not None
        # bargain's sacrifice, "Buyback—Sacrifice a land": no mana (rules/optional_costs.py)
        if keyword.cost and not keyword.cost.startswith(IN_WORDS):
            base = plus(base, parse_mana_cost(keyword.cost))
    return base


def spell_destination(ruleset: Ruleset, item: StackItem, resolved: bool) -> tuple[Zone, str] | None:
    """Where a spell cast with a casting keyword goes as it leaves the stack, instead of its
    owner's graveyard, and the rule; None for the graveyard. Flashback: exile, whenever it
    leaves the stack (CR 702.34a); buyback: its owner's hand, as it resolves (CR 702.27a)."""
    if "flashback" in item.cast_with:
        return Zone.EXILE, keyword_rule(ruleset, "flashback")
    part = card_parts.destination(item, resolved)  # aftermath, an Adventure (CR 715.3d)
    if part is not None:
        return part
    if zone_keywords.JUMP_START in item.cast_with:  # CR 702.133a: exiled, like flashback
        return Zone.EXILE, keyword_rule(ruleset, zone_keywords.JUMP_START)
    if resolved and "buyback" in item.cast_with:
        return Zone.HAND, keyword_rule(ruleset, "buyback")
    return None


def remember(state: GameState, item: StackItem, became: EntityId) -> None:
    """The spell ``item`` is cast, or becomes the permanent ``became`` as it resolves: keep
    how it was cast, for "if ~ was kicked" (CR 702.33d) and evoke's trigger (CR 702.74a)."""
    if item.cast_with:
        state.cast_with[became] = item.cast_with


def was_cast_with(state: GameState, source: EntityId, keyword: str) -> bool:
    """The spell ``source``, or the permanent it became, was cast paying ``keyword``'s cost:
    "kicker" (a kicked spell, CR 702.33d; 2011: 702.31d: any of its kicker costs), "kicker
    {R}" (that one of two, CR 702.33e; 2011: 702.31e), "evoke" (CR 702.74a)."""
    marks = state.cast_with.get(source, ())
    if keyword == "kicker":  # CR 702.33c: a multikicker cost is a kicker cost
        return any(m in (keyword, "multikicker") or m.startswith(KICKER_COST) for m in marks)
    return keyword in marks


def is_permanent_card(obj: GameObject) -> bool:
    return not (CardType.INSTANT in obj.types or CardType.SORCERY in obj.types)


def describe(how: str, additional: tuple[str, ...]) -> str:
    """ "with flashback", "with kicker and buyback" (empty for its mana cost alone)."""
    words = [w for w in (how, *additional) if w]
    return f" with {' and '.join(words)}" if words else ""
