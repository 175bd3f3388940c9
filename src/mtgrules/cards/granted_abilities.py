"""Abilities in quotation marks: granted to another object, or printed on a token
(CR 113.2c, 111.4, 613.1f).

"Enchanted creature has "{T}: This creature deals 1 damage to any target."" gives the
enchanted creature an activated ability; "create a 1/1 black Rat creature token with "This
creature can't block."" gives the token a restriction. The quoted text is compiled with the
same grammar as a line of Oracle text; inside the quotation marks, "this creature" (``~``)
is the object that has the ability (CR 113.2c: an object's ability refers to that object),
not the card that grants it.

The granted abilities of an Aura or Equipment apply in layer 6 (CR 613.1f) like its
keywords, as :class:`~mtgrules.state.Modifier` records that carry the ability
(:mod:`mtgrules.rules.attachments`); a token's abilities are its own (CR 111.4).

>>> quoted = compile_quoted('"{t}: ~ deals 1 damage to any target."')
>>> render_quoted(quoted)
'"{T}: ~ deals 1 damage to any target."'
>>> granted_parts(quoted).activated[0].text
'{T}: ~ deals 1 damage to any target.'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from mtgrules.cards.abilities import Ability, ActivatedLine, RestrictionLine, TriggeredLine
from mtgrules.cards.build_base import ClauseError
from mtgrules.effects.base import Effect

if TYPE_CHECKING:
    from mtgrules.cards.model import CardDef
    from mtgrules.effects.instructions import CreateToken

GRANTABLE = (ActivatedLine, TriggeredLine, RestrictionLine)
"""The kinds of quoted abilities the engine grants: activated and triggered abilities
(CR 602, 603) and combat restrictions (CR 508.1c, 509.1b)."""


@dataclass(frozen=True, slots=True)
class Quoted:
    """One quoted ability: ``ability`` compiled from its text (``~`` is the object that has
    it); ``closed``: the quoted text ends with the period of the sentence around it
    (``with "~ can't block."``), else the period of the ability is left out
    (``gains "{T}: ..." until end of turn``)."""

    ability: Ability
    closed: bool = True
    bare: bool = False
    """A keyword ability listed without quotation marks whose rule makes it a triggered
    ability: "has trample and ward {1}" (CR 702.21a; cards/build_statics_5.py)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class AttachedGrants(Effect):
    """ "Enchanted creature has "[ability]"" / "Equipped creature gets +1/+1 and has
    "[ability]"": the Aura or Equipment gives the object it's attached to +N/+M (layer 7c)
    and the quoted abilities (layer 6, CR 613.1f)."""

    attachment: str  # "enchanted" or "equipped"
    granted: tuple[Quoted, ...]
    power: int = 0
    toughness: int = 0
    noun: str = "creature"  # "Enchanted land has "..."" (what the Aura enchants, CR 303.4b)
    keywords: tuple[str, ...] = ()
    """Keywords listed before the quoted ability ("has menace and "..."", layer 6)."""


_Parse = tuple[Callable[[str], Any], Any]
_parse_quoted: list[_Parse] = []


def _parser() -> _Parse:
    """A second parser with its own transformer: the quoted text is compiled while the line
    around it is being parsed, and the transformer keeps per-line state (its targets)."""
    if not _parse_quoted:
        from mtgrules.cards.grammar import _Builder, oracle_parser

        builder = _Builder()
        _parse_quoted.append((oracle_parser(builder), builder))
    return _parse_quoted[0]


def compile_quoted(token: str) -> Quoted:
    """The quoted text ``token`` (with its quotation marks, lower-cased as the grammar reads
    it) compiled to one ability the engine can grant; a ClauseError otherwise."""
    from lark import UnexpectedInput

    from mtgrules.cards.build_graveyard_returns import where_it_went
    from mtgrules.cards.support import missing
    from mtgrules.cards.triggering_object import resolve_it

    text = token.strip('"').strip()
    closed = text.endswith(".")
    parse, builder = _parser()
    builder.reset()
    try:
        ability = where_it_went(resolve_it(parse(text if closed else text + ".")))  # 400.7d
    except UnexpectedInput:
        raise ClauseError(f"a quoted ability not understood: {text!r}") from None
    except ClauseError as error:
        raise ClauseError(f"a quoted ability: {error}") from None
    if not isinstance(ability, GRANTABLE):
        raise ClauseError(f"a quoted ability of a kind the engine doesn't grant: {text!r}")
    need = missing(ability)
    if need is not None:
        raise ClauseError(f"a quoted ability the engine doesn't implement yet: {need}")
    return Quoted(ability, closed)


def render_quoted(quoted: Quoted) -> str:
    """The quoted ability as printed, with its quotation marks."""
    from mtgrules.cards.render import render_ability

    text = render_ability(quoted.ability)
    if quoted.bare:  # "ward {1}" in a list of keywords
        return text[:1].lower() + text[1:]
    if not quoted.closed:
        text = text.removesuffix(".")
    return f'"{text}"'


@cache
def granted_parts(quoted: Quoted) -> CardDef:
    """The engine data of the quoted ability: a card definition whose activated abilities,
    triggered abilities and restrictions are the ability's (``~`` its object)."""
    from mtgrules.cards.compiler import CardFace, assemble
    from mtgrules.objects import CardType

    face = CardFace(name="~", types=("Creature",))
    return assemble(face, (quoted.ability,), frozenset({CardType.CREATURE}))


def token_tail(step: CreateToken) -> str:
    """The words after "create a 1/1 black Rat creature token": " with flying", " with
    "~ can't block."", " with lifelink that are tapped and attacking"."""
    words = [k for k in step.keywords]
    if len(words) > 2:
        words = [", ".join(words[:-1]) + ", and " + words[-1]]
    words += [render_quoted(q) for q in step.abilities]
    text = " with " + " and ".join(words) if words else ""
    if step.attacking:
        text += (
            " that's tapped and attacking" if step.count == 1 else " that are tapped and attacking"
        )
    return text


def granted_text(effect: AttachedGrants) -> str:
    """ "Enchanted creature gets +1/+1 and has "[ability]"." """
    subject = f"{effect.attachment.capitalize()} {effect.noun}"
    quoted = " and ".join(render_quoted(q) for q in effect.granted)
    if effect.keywords:  # "has first strike, trample, and "..."" (cards/build_statics_5.py)
        items = [*effect.keywords, quoted]
        head = " and " if len(items) == 2 else ", and "
        quoted = ", ".join(items[:-1]) + head + quoted
    if effect.power or effect.toughness:
        pt = f"{effect.power:+d}/{effect.toughness:+d}"
        return f"{subject} gets {pt} and has {quoted}."
    return f"{subject} has {quoted}."


def x_tokens(step: CreateToken) -> str:
    """ "create X 1/1 white Soldier creature tokens [with ...]" (X defined by the sentence)."""
    types = " ".join(t.lower() for t in step.types)
    words = (f"{step.power}/{step.toughness}", " and ".join(step.colors), *step.subtypes, types)
    return "create X " + " ".join(words) + " tokens" + token_tail(step)


__all__ = [
    "GRANTABLE",
    "AttachedGrants",
    "Quoted",
    "compile_quoted",
    "granted_parts",
    "granted_text",
    "render_quoted",
    "token_tail",
    "x_tokens",
]
