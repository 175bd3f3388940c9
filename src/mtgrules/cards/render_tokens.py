"""Words of token creation (CR 111; 2011: 110.5), the inverse of
:mod:`mtgrules.cards.build_tokens_search`: who creates ("create", "you create", "its
controller creates"), how many ("a", "two", "that many", "a number of ... equal to the
number of ..."), then each description ("a 3/3 colorless Phyrexian Wurm artifact creature
token with deathtouch and a 3/3 ... with lifelink").

>>> from mtgrules.effects.instructions import CreateToken
>>> description(CreateToken(count=2, power=1, toughness=1, colors=("black", "red", "green"),
...     subtypes=("Goblin",), keywords=("haste",), tapped=True))
'two tapped 1/1 black, red, and green Goblin creature tokens with haste'
"""

from __future__ import annotations

from dataclasses import replace

from mtgrules.cards.build_tokens_search import LEAD_FOR_EACH, NUMBER_OF
from mtgrules.cards.granted_abilities import render_quoted
from mtgrules.cards.pending import Counted
from mtgrules.cards.render_effects import RenderError, _Context, _counted
from mtgrules.cards.they_player import THEY_PLAYER
from mtgrules.cards.vocabulary import number_word
from mtgrules.effects.instructions import YOU, CreateToken, ForEach


def token_clause(step: object, ctx: _Context) -> str | None:
    """The words of a token-creating instruction; None for another instruction."""
    from mtgrules.cards.token_riders import CreateTokensThatHave

    if isinstance(step, CreateTokensThatHave):  # "They have "..."" said after (token_riders.py)
        return token_clause(step.plain(), ctx)
    if isinstance(step, ForEach) and step.form == NUMBER_OF:
        inner = step.step
        if not isinstance(inner, CreateToken) or inner.count != 1 or inner.also:
            raise RenderError(f"no words for {step}")
        assert isinstance(step.per, Counted)
        what = "a number of " + _description(inner, plural=True)
        number = _counted(step.per, plural=True)
        return f"{_verb(inner, ctx)} {what} equal to the number of {number}"
    if isinstance(step, ForEach) and step.form == LEAD_FOR_EACH:
        inner = step.step
        assert isinstance(inner, CreateToken) and isinstance(step.per, Counted)
        return f"for each {_counted(step.per)}, {token_clause(inner, ctx)}"
    if not isinstance(step, CreateToken):
        return None
    text = _created_words(step, ctx)
    if step.at_end:  # the rider sentence (CR 603.7a)
        text += f". {step.at_end.capitalize()} at the beginning of the next end step"
    return text


def _created_words(step: CreateToken, ctx: _Context) -> str:
    if step.copy_of is not None:
        return f"{_verb(step, ctx)} {_copy(step, ctx)}"
    if step.attached_to is not None:  # CR 111.10j-r: a Role
        return f"{_verb(step, ctx)} {description(step)} attached to {ctx.ref(step.attached_to)}"
    if step.legendary:  # CR 111.9
        if step.count != 1 or step.that_many or step.also or not step.named:
            raise RenderError(f"no words for {step}")
        legend = replace(step, named="")
        return f"{_verb(step, ctx)} {step.named}, a legendary {_description(legend, plural=False)}"
    made = (step, *step.also)
    words = [description(s) for s in made]
    if step.either:  # "a Food token or a Treasure token" (CR 608.2d)
        return f"{_verb(step, ctx)} {' or '.join(words)}"
    if len(words) > 2:
        words = [", ".join(words[:-1]) + ", and " + words[-1]]
    return f"{_verb(step, ctx)} {' and '.join(words)}"


def _copy(step: CreateToken, ctx: _Context) -> str:
    """ "a token that's a copy of ~, except it has haste" (CR 707.9)."""
    if step.also or step.abilities or step.copy_of is None:
        raise RenderError(f"no words for {step}")
    if step.not_legendary and step.keywords:
        raise RenderError(f"no words for {step}")
    of = ctx.ref(step.copy_of)
    if step.count == 1 and not step.that_many:
        if step.tapped and not step.attacking:
            raise RenderError(f"no words for {step}")
        tapped = "tapped and attacking " if step.attacking else ""
        text = f"a {tapped}token that's a copy of {of}"
    else:
        if step.attacking:
            raise RenderError(f"no words for {step}")
        count = "that many" if step.that_many else number_word(step.count)
        tapped = "tapped " if step.tapped else ""
        text = f"{count} {tapped}tokens that are copies of {of}"
    if step.not_legendary:
        text += ", except it isn't legendary"
    if step.keywords:
        words = list(step.keywords)
        if len(words) > 2:
            words = [", ".join(words[:-1]) + ", and " + words[-1]]
        text += ", except it has " + " and ".join(words)
    return text


def _verb(step: CreateToken, ctx: _Context) -> str:
    if step.who != YOU:
        verb = "create" if step.who == THEY_PLAYER else "creates"  # "they create" (they_player.py)
        return f"{ctx.ref(step.who, subject=True)} {verb}"
    return "you create" if step.said_you else "create"


def description(step: CreateToken) -> str:
    """ "a Treasure token", "that many 1/1 green Insect creature tokens with flying"."""
    if step.that_many:
        count, plural = "that many", True
    else:
        count, plural = ("a" if step.count == 1 else number_word(step.count)), step.count != 1
    return f"{count} {_description(step, plural=plural)}"


def _description(step: CreateToken, *, plural: bool) -> str:
    noun = "tokens" if plural else "token"
    tapped = "tapped " if step.tapped and not step.attacking else ""
    if step.attacking_first:  # CR 508.4
        tapped = "tapped and attacking "
    if step.name:
        return f"{tapped}{step.name} {noun}"
    if step.power is None or step.toughness is None or not step.colors:
        raise RenderError(f"no words for {step}")
    colors = " and ".join(step.colors)
    if len(step.colors) > 2:
        colors = ", ".join(step.colors[:-1]) + ", and " + step.colors[-1]
    types = " ".join(t.lower() for t in step.types)
    subtypes = " ".join(step.subtypes)
    text = f"{tapped}{step.power}/{step.toughness} {colors} {subtypes} {types} {noun}"
    if step.named:
        text += f" named {step.named}"
    return text + _tail(step, plural=plural)


def _tail(step: CreateToken, *, plural: bool) -> str:
    """ " with flying", " with flying and "~ can't block."", " that's tapped and attacking"."""
    words = list(step.keywords)
    if step.abilities and len(words) > 1:  # "with flying, menace, and "...""
        words = [", ".join(words)]
    elif len(words) > 2:
        words = [", ".join(words[:-1]) + ", and " + words[-1]]
    quoted = [render_quoted(q) for q in step.abilities]
    if step.abilities and len(step.keywords) > 1:
        text = f" with {words[0]}, and {' and '.join(quoted)}"
    else:
        text = " with " + " and ".join(words + quoted) if words or quoted else ""
    if step.attacking and not step.attacking_first:
        tapped = " tapped and" if step.tapped else ""
        text += f" that are{tapped} attacking" if plural else f" that's{tapped} attacking"
    return text


__all__ = ["description", "token_clause"]
