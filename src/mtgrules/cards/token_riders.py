"""Abilities of the tokens just created, said in the next sentence: "Create three 0/1
colorless Eldrazi Spawn creature tokens. They have "Sacrifice this token: Add {C}."" (Essence
Feed), "... Eldrazi Scion creature token. It has "..."" (Blisterpod).

CR 111.4: a token has the characteristics the effect that created it gives it, abilities
included; the two sentences say one instruction (CR 608.2c), so the abilities are part of the
token as it is created, exactly as with "tokens with "..."". The data is a
:class:`CreateTokensThatHave`, a ``CreateToken`` the engine creates the same way, which
remembers the wording ("They have" / "It has") to be rendered back.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from lark import Token

from mtgrules.cards.abilities import Joint, Sentence
from mtgrules.cards.build_base import BuilderBase, _fail
from mtgrules.cards.granted_abilities import Quoted, compile_quoted, render_quoted
from mtgrules.effects.instructions import CreateToken

THEY = "They have"
IT = "It has"


@dataclass(frozen=True, slots=True, kw_only=True)
class CreateTokensThatHave(CreateToken):
    """A :class:`CreateToken` whose quoted ``abilities`` the text gives in the next sentence,
    introduced by ``words``."""

    words: str = THEY

    def plain(self) -> CreateToken:
        """The token description without its abilities (the first sentence's words)."""
        values = {f.name: getattr(self, f.name) for f in dataclasses.fields(CreateToken)}
        return CreateToken(**{**values, "abilities": ()})


@dataclass(frozen=True, slots=True)
class TokenRider:
    """ "They have "..."." before it is joined to the sentence before."""

    words: str
    abilities: tuple[Quoted, ...]


def with_token_rider(before: Sentence | None, rider: TokenRider) -> Sentence:
    """The sentence before, its last instruction (creating tokens with no abilities of
    their own) given the rider's abilities; fails for anything else."""
    steps = [s for s in before or () if not isinstance(s, Joint)]
    last = steps[-1] if steps else None
    if (
        before is None
        or type(last) is not CreateToken
        or last.abilities
        or last.also
        or last.copy_of is not None
        or last.either
    ):
        _fail(f"'{rider.words} \"...\"' after something other than creating tokens")
    several = last.that_many or last.count > 1
    if several != (rider.words == THEY):
        _fail(f"'{rider.words}' for {'several tokens' if several else 'one token'}")
    values = {f.name: getattr(last, f.name) for f in dataclasses.fields(CreateToken)}
    made = CreateTokensThatHave(**{**values, "abilities": rider.abilities}, words=rider.words)
    index = len(before) - 1 - before[::-1].index(last)
    return (*before[:index], made, *before[index + 1 :])


def rider_words(sentence: Sentence) -> str:
    """' They have "...".' after a sentence that ends by creating such tokens, else ""."""
    steps = [s for s in sentence if not isinstance(s, Joint)]
    if not steps or not isinstance(steps[-1], CreateTokensThatHave):
        return ""
    last = steps[-1]
    quoted = " and ".join(render_quoted(q) for q in last.abilities)
    return f" {last.words} {quoted}."


class TokenRiderRules(BuilderBase):
    """Callbacks named after the grammar's aliases."""

    def they_have_quoted(self, c: list[Token]) -> TokenRider:
        return TokenRider(THEY, (compile_quoted(str(c[0])),))

    def it_has_quoted(self, c: list[Token]) -> TokenRider:
        return TokenRider(IT, (compile_quoted(str(c[0])),))


__all__ = [
    "CreateTokensThatHave",
    "TokenRider",
    "TokenRiderRules",
    "rider_words",
    "with_token_rider",
]
