"""The words of instructions on described groups (see
:mod:`mtgrules.cards.build_player_instructions`): "destroy all artifacts, creatures, and
lands", "destroy all nonartifact, nonblack creatures", "destroy all creatures you don't
control"; "you gain 1 life for each creature destroyed this way"."""

from __future__ import annotations

from collections.abc import Sequence

from mtgrules.cards.render_effects import RenderError, _Context, _subject_verb
from mtgrules.cards.vocabulary import number_word
from mtgrules.effects.base import Who
from mtgrules.effects.described_groups import PermanentsGroup
from mtgrules.effects.described_searches import SearchForDescribed, described_search_words
from mtgrules.effects.hand_discards import DiscardHand
from mtgrules.effects.instructions import (
    YOU,
    DealDamage,
    Destroy,
    Discard,
    DrawCards,
    Each,
    ForEach,
    GainLife,
    Instruction,
    LoseLife,
    Mill,
    SacrificeOne,
)
from mtgrules.effects.searches import BATTLEFIELD, GRAVEYARD, HAND, TOP, SearchFor
from mtgrules.effects.this_way import ForEachDoneThisWay

_OTHER_PLAYER_STEPS = (GainLife, LoseLife, DrawCards, Discard, Mill, SacrificeOne)
"""Instructions whose subject is a player."""


def _list(words: tuple[str, ...]) -> str:
    if len(words) <= 2:
        return " and ".join(words)
    return ", ".join(words[:-1]) + ", and " + words[-1]


def group_words(group: PermanentsGroup) -> str:
    """ "nonartifact, nonblack creatures with flying you don't control"."""
    if not group.nouns:
        raise RenderError(f"no words for {group}")
    adjectives = ", ".join(group.adjectives) if len(group.adjectives) > 1 else ""
    words = [adjectives or " ".join(group.adjectives), _list(group.nouns)]
    if group.power:
        words.append(f"with power {group.power}")
    if group.keyword:
        words.append(f"{'with' if group.has else 'without'} {group.keyword}")
    if group.not_yours:
        words.append("you don't control")
    elif group.controller is Who.YOU:
        words.append("you control")
    elif group.controller is Who.OPPONENT:
        words.append("your opponents control")
    return " ".join(w for w in words if w)


def _article(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"


def search_words(step: SearchFor) -> str:
    """ "search your library for an Island or Swamp card, put it onto the battlefield, then
    shuffle", "... for up to three basic land cards, put them onto the battlefield tapped, then
    shuffle", "... for a card, then shuffle and put that card on top"."""
    qualities = " or ".join(step.qualities)
    if len(step.qualities) > 2:  # "a basic Forest, Plains, or Island card"
        qualities = ", ".join(step.qualities[:-1]) + ", or " + step.qualities[-1]
    if step.up_to > 1:
        if step.qualities != ("land",) or step.that_card or step.destination == TOP:
            raise RenderError(f"no words for {step}")
        what = ("basic land" if step.basic else "land") + " cards"
        if step.destination == BATTLEFIELD:
            where = "put them onto the battlefield" + (" tapped" if step.tapped else "")
            if step.reveal:
                raise RenderError(f"no words for {step}")
        elif step.destination == HAND and step.reveal and not step.tapped:
            where = "reveal them, put them into your hand"
        else:
            raise RenderError(f"no words for {step}")
        return (
            f"search your library for up to {number_word(step.up_to)} {what}, {where}, then shuffle"
        )
    described = " ".join(w for w in ("basic" if step.basic else "", qualities, "card") if w)
    what = f"{_article(described)} {described}"
    if step.destination == TOP:
        if step.tapped or step.that_card:
            raise RenderError(f"no words for {step}")
        reveal = "reveal it, " if step.reveal else ""
        return f"search your library for {what}, {reveal}then shuffle and put that card on top"
    it = "that card" if step.that_card else "it"
    if step.destination == HAND and not step.tapped:
        where = "into your hand"
    elif step.destination == BATTLEFIELD:
        where = "onto the battlefield" + (" tapped" if step.tapped else "")
    elif step.destination == GRAVEYARD and not step.tapped:
        where = "into your graveyard"
    else:
        raise RenderError(f"no words for {step}")
    if step.reveal and (step.that_card or step.destination != HAND):
        raise RenderError(f"no words for {step}")
    reveal = "reveal it, " if step.reveal else ""
    return f"search your library for {what}, {reveal}put {it} {where}, then shuffle"


def player_instruction_clause(step: Instruction, ctx: _Context) -> str | None:
    """The words of ``step`` when it is an instruction of this family, else None."""
    if (
        isinstance(step, Destroy)
        and type(step.on) is Each
        and isinstance(step.on.match, PermanentsGroup)
    ):
        return "destroy all " + group_words(step.on.match)
    if isinstance(step, SearchForDescribed):  # effects/described_searches.py
        return described_search_words(step, search_words(step))
    if isinstance(step, SearchFor):
        return search_words(step)
    if isinstance(step, ForEachDoneThisWay):
        return this_way_words(step, ctx)
    if isinstance(step, DiscardHand):  # CR 701.8a
        if step.who == YOU:
            return "discard your hand"
        return _subject_verb(step.who, ctx, "discards", "discard") + " their hand"
    return None


def you_said_again(step: Instruction, earlier: Sequence[object]) -> bool:
    """ "target opponent discards a card and you draw a card": "you draw", not "draw" (which
    would read as the subject of the clause before), after a clause in the same sentence
    whose subject is another player."""
    if not (isinstance(step, DrawCards) and step.who == YOU):
        return False
    for before in earlier:
        plain = before.step if isinstance(before, ForEach) else before
        if isinstance(plain, _OTHER_PLAYER_STEPS) and getattr(plain, "who", YOU) != YOU:
            return True
        if isinstance(plain, DealDamage):
            return True  # "~ deals 2 damage to any target and you draw a card": its subject
    return False


def this_way_words(step: ForEachDoneThisWay, ctx: _Context) -> str:
    """ "you gain 1 life for each creature destroyed this way", "each player loses life equal
    to the number of creatures they controlled that were destroyed this way" (CR 608.2c)."""
    inner = step.step
    if not isinstance(inner, GainLife | LoseLife) or inner.elided:
        raise RenderError(f"no words for {step}")
    gain = isinstance(inner, GainLife)
    if not step.controlled and inner.who == YOU:
        verb = "gain" if gain else "lose"
        return f"you {verb} {inner.amount} life for each {step.noun} {step.done} this way"
    were = f"{step.controlled} controlled that were {step.done} this way"
    if inner.amount != 1 or (step.controlled == "you") != (inner.who == YOU):
        raise RenderError(f"no words for {step}")
    if step.controlled == "you":
        verb = "gain" if gain else "lose"
        return f"you {verb} life equal to the number of {step.noun}s {were}"
    if step.controlled != "they":
        raise RenderError(f"no words for {step}")
    verbs = ("gains", "gain") if gain else ("loses", "lose")
    subject = _subject_verb(inner.who, ctx, *verbs)
    return f"{subject} life equal to the number of {step.noun}s {were}"


__all__ = [
    "group_words",
    "player_instruction_clause",
    "search_words",
    "this_way_words",
    "you_said_again",
]
