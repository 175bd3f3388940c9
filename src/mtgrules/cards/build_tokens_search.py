"""Transformer rules for creating tokens (CR 111) and searching libraries (CR 701.19).

A creature token may enter tapped, tapped and attacking (CR 508.4: it was never declared as
an attacker), with keywords and with quoted abilities (CR 111.4, cards/granted_abilities.py);
"create X 1/1 ... tokens, where X is ..." counts as it is carried out (CR 107.3, 608.2h)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from mtgrules.cards.abilities import (
    Sentence,
)
from mtgrules.cards.build_base import (
    _X,
    BuilderBase,
    _fail,
    _number,
    _pt,
)
from mtgrules.cards.build_player_instructions import searched
from mtgrules.cards.granted_abilities import compile_quoted
from mtgrules.effects.instructions import (
    CreateToken,
    Each,
    ForEach,
    Ref,
    SearchLibrary,
)
from mtgrules.effects.random_outcomes import ResultTimes
from mtgrules.objects import Keyword

NUMBER_OF = "a number of"
"""``ForEach.form`` of "create a number of [tokens] equal to the number of [things]"."""
LEAD_FOR_EACH = "lead for each"
"""``ForEach.form`` of "for each [thing], create [tokens]"."""
_RIDERS = frozenset({"TAPPED_TOKEN", "TAPPED_ATTACKING", "ATTACKING_TOKEN", "TOKEN_NAMED"})
_SMALL_WORDS = frozenset({"of", "the", "to", "and", "a", "an", "in", "on", "from"})


def token_name(words: str) -> str:
    """A token's name as Oracle text writes it, from the lowercased line: "plaguebearer of
    nurgle" is "Plaguebearer of Nurgle" (the round trip compares it with the card's text)."""
    parts = words.split()
    return " ".join(
        w if w in _SMALL_WORDS and i else w[:1].upper() + w[1:] for i, w in enumerate(parts)
    )


class _ThatMany:
    """ "create that many [tokens]": the amount of the trigger event (CR 603.2)."""


THAT_MANY = _ThatMany()


def _counted(made: CreateToken | tuple[CreateToken, str], count: int | _ThatMany) -> CreateToken:
    """The description ``made`` created ``count`` times; "that's tapped and attacking" for
    one token, "that are ..." for several (CR 508.4)."""
    step, attacking = made if isinstance(made, tuple) else (made, "")
    if isinstance(count, _ThatMany):
        if attacking:
            _fail("'that many' tokens attacking")
        return replace(step, that_many=True)
    if attacking and ("that's" in attacking) != (count == 1):
        _fail("'that's' / 'that are' for the wrong number of tokens")
    return replace(step, count=count)


def _created(
    made: CreateToken | ForEach | ResultTimes, *, who: Ref | None = None, said_you: bool = False
) -> CreateToken | ForEach | ResultTimes:
    """``made`` created by ``who`` ("its controller creates ..."; CR 111.2); a
    :class:`ResultTimes`: "a number of ... tokens equal to the result" (cards/build_random.py)."""
    step = made.step if isinstance(made, ForEach | ResultTimes) else made
    assert isinstance(step, CreateToken)
    step = replace(step, said_you=said_you, who=step.who if who is None else who)
    return replace(made, step=step) if isinstance(made, ForEach | ResultTimes) else step


class TokenSearchRules(BuilderBase):
    """Callbacks named after the grammar rules and aliases."""

    def token_word(self, c: list[Any]) -> None:
        return None

    def token_colors(self, c: list[Token]) -> tuple[str, ...]:
        colors = tuple(str(t) for t in c if t.type == "TOKEN_COLOR")
        if len(set(colors)) != len(colors) or ("colorless" in colors and len(colors) > 1):
            _fail("token colors")
        return colors

    def creature_type(self, _: list[Any]) -> tuple[str, ...]:
        return ("Creature",)

    def artifact_creature_type(self, _: list[Any]) -> tuple[str, ...]:
        return ("Artifact", "Creature")

    # -- who creates (CR 111.2: the token enters under that player's control) ---------------
    def create_token(self, c: list[Any]) -> Sentence:
        return (c[0],)

    def you_create_token(self, c: list[Any]) -> Sentence:
        return (_created(c[0], said_you=True),)

    def player_creates_token(self, c: list[Any]) -> Sentence:
        return (_created(c[1], who=self._players(c[0])),)

    # -- what is created ------------------------------------------------------------------
    def token_count(self, c: list[Any]) -> int:
        return int(c[0])

    def that_many_tokens(self, _: list[Any]) -> _ThatMany:
        return THAT_MANY

    def named_token(self, c: list[Any]) -> CreateToken:
        return _counted(CreateToken(name=str(c[1]).capitalize(), types=("Artifact",)), c[0])

    def named_token_tapped(self, c: list[Any]) -> CreateToken:
        return replace(self.named_token(c), tapped=True)

    def named_token_or(self, c: list[Any]) -> CreateToken:
        """ "a Food token or a Treasure token": the controller chooses one as the
        instruction is carried out (CR 608.2d)."""
        first, second = self.named_token(c[:3]), self.named_token(c[3:])
        if first.name == second.name or first.count != 1 or second.count != 1:
            _fail("a choice between the same tokens")
        return replace(first, also=(second,), either=True)

    def named_counter_token(self, c: list[Any]) -> CreateToken:
        if str(c[1]) != "blood":
            _fail(f"a {c[1]} token")
        return self.named_token(c)

    def creature_tokens(self, c: list[Any]) -> CreateToken:
        """ "a 3/3 ... token with deathtouch and a 3/3 ... token with lifelink": one
        instruction creating each description in turn (CR 111.1)."""
        parts = [x for x in c if not (isinstance(x, Token) and x.type == "TOKEN_AND")]
        made = [_counted(body, count) for count, body in zip(parts[::2], parts[1::2], strict=True)]
        return replace(made[0], also=tuple(made[1:]))

    def number_of_tokens(self, c: list[Any]) -> ForEach:
        """ "a number of 1/1 ... tokens equal to the number of [things]": one token per
        thing, counted as the instruction is carried out (CR 608.2h)."""
        (body, attacking), per = c
        if attacking:
            _fail("'a number of' tokens attacking")
        return ForEach(step=body, per=per, form=NUMBER_OF)

    def token_copy(self, c: list[Any]) -> CreateToken:
        """ "a token that's a copy of ~ [, except it isn't legendary / has haste]": the
        copiable values of the object (CR 707.2; 2011: 706.2) with the exception's changes
        (CR 707.9); "a tapped and attacking token that's a copy of ..." (CR 508.4)."""
        count, *rest = c
        if count != 1:  # "a token", never "that many token" / "two token"
            _fail("'a token' for several tokens")
        return self._copy(rest)

    def _copy(self, c: list[Any]) -> CreateToken:
        """[TAPPED_ATTACKING] subject [exception]: one token copying the subject."""
        attacking = any(isinstance(x, Token) and x.type == "TAPPED_ATTACKING" for x in c)
        rest = [x for x in c if not (isinstance(x, Token) and x.type == "TAPPED_ATTACKING")]
        of = self._permanents(rest[0])
        if isinstance(of, Each):
            _fail("a copy of a group")
        rider: dict[str, Any] = rest[1] if len(rest) > 1 else {}
        return CreateToken(types=(), copy_of=of, tapped=attacking, attacking=attacking, **rider)

    def lead_for_each_token(self, c: list[Any]) -> Sentence:
        """ "for each token you control, create a 1/1 ... token": the tokens counted as the
        instruction is carried out (CR 608.2h), one instruction creating them at once."""
        per, (step,) = c
        if not isinstance(step, CreateToken) or step.that_many or step.also:
            _fail("'for each' before tokens of another kind")
        return (ForEach(step=step, per=per, form=LEAD_FOR_EACH),)

    def token_cleanup(self, c: list[Any]) -> Sentence:
        """ "Create a ... token. Exile it at the beginning of the next end step." (CR
        603.7a): the delayed trigger belongs to the instruction that created the token."""
        steps, words = tuple(c[0]), str(c[1]).lower()
        if len(steps) != 1 or not isinstance(steps[0], CreateToken):
            _fail("'at the beginning of the next end step' after something other than a token")
        (step,) = steps
        assert isinstance(step, CreateToken)
        several = step.count != 1 or step.that_many or bool(step.also)
        if (" it " in f" {words} " or "that token" in words) == several:
            _fail("'it' / 'them' for the wrong number of tokens")
        return (replace(step, at_end=words.split(" at the ", 1)[0]),)

    def tokens_copies(self, c: list[Any]) -> CreateToken:
        """ "two [tapped] tokens that are copies of ~" (CR 707.2)."""
        tapped = any(isinstance(x, Token) and x.type == "TAPPED_COPIES" for x in c)
        rest = [x for x in c if not (isinstance(x, Token) and x.type == "TAPPED_COPIES")]
        copy = self._copy(rest[1:])
        if isinstance(rest[0], int) and rest[0] < 2:
            _fail("'tokens that are copies' for one token")
        return replace(_counted(copy, rest[0]), tapped=tapped)

    def role_token(self, c: list[Any]) -> CreateToken:
        """ "a Monster Role token attached to target creature you control": an Aura Role
        token (CR 111.10j-r) created attached to that creature."""
        role = " ".join(w.capitalize() for w in str(c[0]).split())
        host = self._creatures(c[1])
        if isinstance(host, Each):
            _fail("a Role attached to a group")
        return CreateToken(name=role, types=("Enchantment",), attached_to=host)

    def legendary_token(self, c: list[Any]) -> CreateToken:
        """ "create Marit Lage, a legendary 20/20 black Avatar creature token with flying and
        indestructible": one legendary token with that name (CR 111.9)."""
        name, (step, attacking) = c[0], c[-1]
        return replace(_counted((step, attacking), 1), named=token_name(str(name)), legendary=True)

    def except_not_legendary(self, _: list[Any]) -> dict[str, Any]:
        return {"not_legendary": True}

    def except_has(self, c: list[Any]) -> dict[str, Any]:
        return {"keywords": tuple(k.value for k in c[0])}

    def number_body(self, c: list[Any]) -> tuple[CreateToken, str]:
        return c[0]  # type: ignore[no-any-return]

    def number_named(self, c: list[Token]) -> tuple[CreateToken, str]:
        return CreateToken(name=str(c[0]).capitalize(), types=("Artifact",)), ""

    def token_body(self, c: list[Any]) -> tuple[CreateToken, str]:
        tapped = any(isinstance(x, Token) and x.type == "TAPPED_TOKEN" for x in c)
        lead = any(isinstance(x, Token) and x.type == "TAPPED_ATTACKING" for x in c)
        named = next((str(x) for x in c if isinstance(x, Token) and x.type == "TOKEN_NAMED"), "")
        attacking = next(
            (str(x) for x in c if isinstance(x, Token) and x.type == "ATTACKING_TOKEN"), ""
        )
        rest = [x for x in c if not (isinstance(x, Token) and x.type in _RIDERS)]
        pt, colors, *words = rest
        subtypes = tuple(str(t).capitalize() for t in words if isinstance(t, Token))
        types = next(t for t in words if isinstance(t, tuple))
        grants = next((w for w in words if isinstance(w, dict)), {})
        power, toughness = _pt(pt)
        if power < 0 or toughness < 0 or str(pt).startswith("-"):
            _fail("a token with negative power")
        return CreateToken(
            power=power,
            toughness=toughness,
            colors=colors,
            subtypes=subtypes,
            types=types,
            keywords=tuple(k.value for k in grants.get("keywords", ())),
            abilities=grants.get("abilities", ()),
            tapped=tapped or lead or "tapped" in attacking,
            attacking=lead or bool(attacking),
            attacking_first=lead,
            named=token_name(named.removeprefix("named ")),
        ), attacking

    def token_keywords(self, c: list[Any]) -> dict[str, Any]:
        return {"keywords": c[0]}

    def token_quoted(self, c: list[Token]) -> dict[str, Any]:
        return {"abilities": tuple(compile_quoted(str(q)) for q in c)}

    def token_keywords_quoted(self, c: list[Token]) -> dict[str, Any]:
        words = [t for t in c if t.type in ("KEYWORD", "OTHER_KW")]
        quoted = [t for t in c if t.type == "QUOTED"]
        return {"keywords": self.keyword_list(words), **self.token_quoted(quoted)}

    def token_toxic(self, c: list[Token]) -> dict[str, Any]:
        """ "with toxic 1 and "This creature can't block."" (CR 702.164a)."""
        return {"keywords": (Keyword(str(c[0])),), **self.token_quoted(c[1:])}

    def x_creature_tokens(self, c: list[Any]) -> Sentence:
        """ "create X 1/1 ... tokens [with ...]", X defined by the sentence (CR 107.3)."""
        pt, colors, *rest = c
        power, toughness = _pt(pt)
        grants = next((w for w in rest if isinstance(w, dict)), {})
        step = CreateToken(
            power=power,
            toughness=toughness,
            colors=colors,
            subtypes=tuple(str(t).capitalize() for t in rest if isinstance(t, Token)),
            types=next(t for t in rest if isinstance(t, tuple)),
            keywords=tuple(k.value for k in grants.get("keywords", ())),
            abilities=grants.get("abilities", ()),
        )
        return (_X(step),)  # type: ignore[return-value]

    def what_any(self, _: list[Any]) -> dict[str, Any]:
        return {}

    def what_named(self, _: list[Any]) -> dict[str, Any]:
        return {"named_self": True}

    def what_basic_land(self, _: list[Any]) -> dict[str, Any]:
        return {"basic": True, "kind": "land"}

    def what_basic_subtype(self, c: list[Token]) -> dict[str, Any]:
        return {"basic": True, "kind": str(c[0]).capitalize()}

    def what_subtype(self, c: list[Token]) -> dict[str, Any]:
        return {"kind": str(c[0]).capitalize()}

    def tail_reveal_hand(self, _: list[Any]) -> dict[str, Any]:
        return {"reveal": True}

    def tail_hand(self, _: list[Any]) -> dict[str, Any]:
        return {}

    def tail_battlefield_tapped(self, _: list[Any]) -> dict[str, Any]:
        return {"destination": "battlefield", "tapped": True}

    def tail_battlefield(self, _: list[Any]) -> dict[str, Any]:
        return {"destination": "battlefield"}

    def search_card(self, c: list[dict[str, Any]]) -> Sentence:
        what, tail = c
        return (searched(what, tail),)  # build_player_instructions.py: SearchForCard or SearchFor

    def search_named(self, c: list[Token]) -> Sentence:
        return (SearchLibrary(up_to=_number(c[0]), named_self=True, reveal=True),)
