"""Sentences of Oracle text from compiled instructions: clauses, how they join ("and",
", then", ", and"), subjects said once ("Target player draws two cards and loses 2 life"),
and amounts X a sentence defines ("..., where X is the number of creatures you control").
From the compiled data alone (see :mod:`mtgrules.cards.render`)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from mtgrules.cards.abilities import Joint, Sentence
from mtgrules.cards.granted_abilities import x_tokens
from mtgrules.cards.pending import Counted
from mtgrules.cards.render_choices_2 import revealed_name_sentence
from mtgrules.cards.render_conditions import conditional_sentence
from mtgrules.cards.render_damage_life import that_players_group_words, x_value_words
from mtgrules.cards.render_dies_this_turn import dies_this_turn_words
from mtgrules.cards.render_effects import (
    RenderError,
    _capital,
    _cards,
    _clause,
    _Context,
    _each,
    _keywords,
    _only_id,
    _plural_subject,
    _subject_verb,
    _to_and_by,
)
from mtgrules.cards.render_keyword_choice import choice_words, keyword_choice_at
from mtgrules.cards.render_player_instructions import you_said_again
from mtgrules.cards.render_poison import elided_poison_words
from mtgrules.cards.render_pump_order import pump_clause_at
from mtgrules.cards.render_random import outcome_sentence
from mtgrules.cards.render_reflexive import when_you_do_words
from mtgrules.cards.render_sacrifice import if_you_cant_sentence
from mtgrules.cards.render_spells_damage import (
    anyone_sentence,
    excess_split,
    listed_with_quoted,
    quoted_at,
)
from mtgrules.cards.token_riders import rider_words
from mtgrules.cards.vocabulary import LEAD_DURATION
from mtgrules.effects.base import Duration, Who
from mtgrules.effects.cost_x import CostX
from mtgrules.effects.dies_this_turn import WhenThatDiesThisTurn
from mtgrules.effects.instructions import (
    SELF,
    YOU,
    ChangeVariableLife,
    CreateToken,
    DealDamage,
    DealDamageByPower,
    DealVariableDamage,
    Destroy,
    DestroyUnregenerable,
    Discard,
    DrawCards,
    Each,
    ForEach,
    GainLife,
    GivePoison,
    GrantKeyword,
    IfYouDo,
    Instruction,
    LoseKeyword,
    LoseLife,
    Mill,
    ModifyPowerToughness,
    PutCounters,
    SacrificeOne,
    SacrificeOneOfTheirChoice,
)
from mtgrules.effects.keyword_choice import GrantChosenKeyword
from mtgrules.effects.quoted_grants import GrantQuoted
from mtgrules.effects.reflexive import WhenYouDo
from mtgrules.effects.sacrifice import IfYouCant
from mtgrules.effects.you_may import YouMay, with_player

_PLAYER_STEPS = (
    GainLife,
    LoseLife,
    DrawCards,
    Discard,
    Mill,
    SacrificeOne,
    ChangeVariableLife,
    GivePoison,  # CR 122.1f: "loses 2 life, gets a poison counter, then mills ..."
)


def _where_x(step: object) -> Instruction | None:
    """The instruction of an X clause ("gain X life, where X is ..."), or None."""
    if isinstance(step, ForEach) and step.form == "where X":
        return step.step
    if isinstance(step, CostX):  # X of the cost, said without "where X is" (CR 107.3a)
        return step.step
    return None


def _plain(step: Instruction | None) -> Instruction | None:
    inner = _where_x(step)
    return step if inner is None else inner


def _elided(step: Instruction, before: Instruction | None, amount: str = "") -> str | None:
    """The clause without its subject when it has the subject of the clause before
    (``amount`` "X" for an X clause)."""
    if isinstance(step, GainLife | LoseLife) and step.elided:  # "... and lose 2 life"
        return f"{'gain' if isinstance(step, GainLife) else 'lose'} {amount or step.amount} life"
    before = _plain(before)
    if not isinstance(step, _PLAYER_STEPS) or not isinstance(before, _PLAYER_STEPS):
        return None
    if step.who == YOU or step.who != before.who:
        return None
    if isinstance(step, GivePoison):  # CR 122.1f (cards/render_poison.py)
        return elided_poison_words(step)
    if isinstance(step, SacrificeOne):
        article = "an" if step.kind[0] in "aeiou" else "a"
        choice = " of their choice" if isinstance(step, SacrificeOneOfTheirChoice) else ""
        return f"sacrifices {article} {step.kind}{choice}"
    if isinstance(step, ChangeVariableLife):
        if step.amount != "X":
            return None
        return f"{'gains' if step.gain else 'loses'} X life"
    if isinstance(step, GainLife):
        return f"gains {amount or step.amount} life"
    if isinstance(step, LoseLife):
        return f"loses {amount or step.amount} life"
    cards = f"{amount} cards" if amount else _cards(step.count)
    verb = {DrawCards: "draws", Mill: "mills", Discard: "discards"}[type(step)]
    return f"{verb} {cards}"


def _same_damage_to_group(step: Instruction, before: Instruction | None) -> bool:
    """ "... to each creature with flying and each player": the damage of the clause before
    (same amount and source) to a second, plain group of one kind."""
    if type(step) is not type(before) or not isinstance(step, DealDamage | DealVariableDamage):
        return False
    assert isinstance(before, DealDamage | DealVariableDamage)
    if not isinstance(before.to, Each) or type(step.to) is not Each:
        return False
    match = step.to.match
    return (
        step.amount == before.amount
        and step.source == before.source
        and match.ids is None
        and match.controller is Who.ANY
        and len(match.kinds or ()) == 1
    )


def _x_pt(power: int, toughness: int) -> str:
    """ "+X/+X", "+X/+0", "-X/-X": a change of ``power``/``toughness`` per X."""

    def one(n: int) -> str:
        if n not in (-1, 0, 1):
            raise RenderError(f"no words for {n} per X")
        return {1: "+X", -1: "-X", 0: "+0"}[n]

    if not (power or toughness):
        raise RenderError("no change per X")
    return f"{one(power)}/{one(toughness)}"


def _x_clause(step: Instruction, before: Instruction | None, ctx: _Context) -> str:
    """An X clause: ``step`` with the amount 1 that X multiplies."""
    elided = _elided(step, before, "X")
    if elided is not None:
        if getattr(step, "amount", getattr(step, "count", 1)) != 1:
            raise RenderError(f"no words for {step} per X")
        return elided
    if isinstance(step, DealDamage) and step.amount == 1 and step.source == SELF:
        return f"{ctx.ref(SELF, subject=True)} deals X damage to {ctx.ref(step.to)}"
    if isinstance(step, GainLife | LoseLife) and step.amount == 1:
        verbs = ("gains", "gain") if isinstance(step, GainLife) else ("loses", "lose")
        return _subject_verb(step.who, ctx, *verbs) + " X life"
    if isinstance(step, DrawCards | Mill) and step.count == 1:
        verb = "draw" if isinstance(step, DrawCards) else "mill"
        if step.who == YOU:
            return f"{verb} X cards"
        return f"{ctx.ref(step.who, subject=True)} {verb}s X cards"
    if isinstance(step, ModifyPowerToughness) and step.duration is Duration.END_OF_TURN:
        pt = _x_pt(step.power, step.toughness)
        return _subject_verb(step.on, ctx, "gets", "get") + f" {pt} until end of turn"
    if isinstance(step, PutCounters) and step.count == 1:
        return f"put X {step.kind} counters on {ctx.ref(step.on)}"
    if isinstance(step, CreateToken) and step.count == 1 and not step.name:
        return x_tokens(step)  # cards/granted_abilities.py
    raise RenderError(f"no words for {step} per X")


def _parts(sentence: Sentence, ctx: _Context) -> list[tuple[str, str]]:
    """The clauses of a sentence, each with the words that join it to the one before ("" for
    "and"); "gets +N/+N and gains [keywords] until end of turn" is one clause for consecutive
    instructions on the same object."""
    out: list[tuple[str, str]] = []
    joint = ""
    before: Instruction | None = None
    per: Counted | None = None
    lead = bool(sentence) and sentence[0] == Joint(LEAD_DURATION)
    if lead and not all(
        isinstance(
            s, ModifyPowerToughness | GrantKeyword | LoseKeyword | GrantChosenKeyword | GrantQuoted
        )
        and s.duration is Duration.END_OF_TURN
        for s in sentence[1:]
    ):
        raise RenderError("'until end of turn,' before other instructions")
    i = 0
    while i < len(sentence):
        step = sentence[i]
        if isinstance(step, Joint):
            if joint:
                raise RenderError("two joints in a row")
            joint = step.words
            i += 1
            continue
        pumped = None if lead else pump_clause_at(sentence, i)  # cards/render_pump_order.py
        if pumped is not None:
            held = sentence[pumped.at]
            if isinstance(held, ForEach):  # "where X is ..." said once, at the end
                if (per is not None and held.per != per) or not isinstance(held.per, Counted):
                    raise RenderError(f"no words for {held}")
                per = held.per
            x_said = isinstance(held, ForEach | CostX)
            gets = _x_clause(pumped.bonus, before, ctx) if x_said else _clause(pumped.bonus, ctx)
            gets = gets.removesuffix(" until end of turn")
            gains = "gain" if _plural_subject(pumped.bonus.on) is not None else "gains"
            granted = f"{gains} {_keywords(list(pumped.keywords))}"
            cut = gets.index(" get")  # "target creature gets +X/+0": the subject, the bonus
            text = (
                f"{gets[:cut]} {granted} and {gets[cut + 1 :]}"
                if pumped.keywords_first
                else f"{gets} and {granted}"
            )
            out.append((joint, text + " until end of turn"))
            joint, before, i = "", sentence[pumped.end - 1], pumped.end  # type: ignore[assignment]
            continue
        x_step = _where_x(step)
        if x_step is not None and isinstance(step, CostX):  # effects/cost_x.py
            text, j = _x_clause(x_step, before, ctx), i + 1
            while (  # "gets +X/+0 and gains first strike until end of turn"
                isinstance(x_step, ModifyPowerToughness)
                and j < len(sentence)
                and isinstance(sentence[j], GrantKeyword)
                and sentence[j].on == x_step.on  # type: ignore[union-attr]
                and sentence[j].duration == x_step.duration  # type: ignore[union-attr]
            ):
                j += 1
            if j > i + 1:
                keywords = [s.keyword for s in sentence[i + 1 : j] if isinstance(s, GrantKeyword)]
                text = text.removesuffix(" until end of turn")
                text += f" and gains {_keywords(keywords)} until end of turn"
            out.append((joint, text))
            joint, before, i = "", step, j
            continue
        if x_step is not None:
            assert isinstance(step, ForEach)
            if per is not None and step.per != per:
                raise RenderError("two amounts X in one sentence")
            if not isinstance(step.per, Counted):
                raise RenderError(f"no words for {step}")
            per = step.per
            out.append((joint, _x_clause(x_step, before, ctx)))
            joint, before, i = "", step, i + 1
            continue
        chosen = keyword_choice_at(sentence, i)  # CR 608.2d, render_keyword_choice.py
        if chosen is not None:
            pump, grant = chosen
            if pump is None:
                text = _subject_verb(grant.on, ctx, "gains", "gain")
            else:
                plural = _plural_subject(pump.on) is not None
                text = _clause(pump, ctx) + (" and gain" if plural else " and gains")
            text += " " + choice_words(grant.options)
            out.append((joint, text if lead else text + " until end of turn"))
            joint, before, i = "", grant, i + (1 if pump is None else 2)
            continue
        if isinstance(step, ModifyPowerToughness | GrantKeyword | GrantQuoted):
            j = i + 1
            while (
                j < len(sentence)
                and isinstance(sentence[j], GrantKeyword)
                and sentence[j].on == step.on  # type: ignore[union-attr]
                and sentence[j].duration == step.duration  # type: ignore[union-attr]
            ):
                j += 1
            grants = [s.keyword for s in sentence[i:j] if isinstance(s, GrantKeyword)]
            granted = _keywords(grants)
            if (quoted := quoted_at(sentence, i, j)) is not None:  # CR 613.1f (spells-damage)
                granted, j = listed_with_quoted(grants, quoted), quoted[1] + 1
            if isinstance(step, ModifyPowerToughness):
                text = _clause(step, ctx)
                if granted:
                    plural = _plural_subject(step.on) is not None
                    text += (" and gain " if plural else " and gains ") + granted
            else:
                text = _subject_verb(step.on, ctx, "gains", "gain") + " " + granted
            out.append((joint, text if lead else text + " until end of turn"))
            joint, before, i = "", sentence[j - 1], j  # type: ignore[assignment]
            continue
        if isinstance(step, LoseKeyword):  # "target creature loses flying" (CR 613.1f)
            j = i + 1
            while j < len(sentence) and sentence[j] == LoseKeyword(
                keyword=sentence[j].keyword,  # type: ignore[union-attr]
                on=step.on,
                duration=step.duration,
            ):
                j += 1
            lost = [s.keyword for s in sentence[i:j] if isinstance(s, LoseKeyword)]
            text = _subject_verb(step.on, ctx, "loses", "lose") + " " + _keywords(lost)
            out.append((joint, text if lead else text + " until end of turn"))
            joint, before, i = "", sentence[j - 1], j  # type: ignore[assignment]
            continue
        following = sentence[i + 1] if i + 1 < len(sentence) else None
        pair = _to_and_by(step, following if not isinstance(following, Joint) else None)
        if pair is not None:
            assert pair.to is not None
            combat = "combat " if pair.combat else ""
            text = (
                f"prevent all {combat}damage that would be dealt to and dealt by "
                f"{ctx.ref(_only_id(pair.to))} this turn"
            )
            out.append((joint, text))
            joint, before, i = "", following, i + 2  # type: ignore[assignment]
            continue
        if isinstance(step, YouMay):  # "you may discard a card" (CR 608.2d, effects/you_may.py)
            # "target opponent may draw a card": the instruction in the words of "you"
            own = tuple(with_player(s, YOU) if step.who != YOU else s for s in step.steps)
            subject = "you" if step.who == YOU else ctx.ref(step.who, subject=True)
            out.append((joint, f"{subject} may " + _joined(_parts(own, ctx))))
            joint, before, i = "", step, i + 1
            continue
        elided = _elided(step, before) if not isinstance(step, DealDamage) else None
        if elided is not None:
            text = elided
        elif (group := that_players_group_words(step, before)) is not None:
            text = group
        elif _same_damage_to_group(step, before):
            text = _each(step.to.match)  # type: ignore[union-attr]
        elif isinstance(step, DealDamage) and isinstance(before, DealDamage):
            itself = step.to == step.source == SELF  # "... and 3 damage to itself"
            text = f"{step.amount} damage to {'itself' if itself else ctx.ref(step.to)}"
        else:
            text = _clause(step, ctx)
            if you_said_again(step, sentence[:i]) and not text.startswith("you "):
                text = "you " + text  # render_player_instructions.py
        out.append((joint, text))
        joint, before, i = "", step, i + 1
    if joint:
        raise RenderError("a joint after the last clause")
    first = _plain(next((s for s in sentence if not isinstance(s, Joint)), None))
    # "you draw a card and you lose 1 life": "you" said when another clause says it.
    if (
        len(out) > 1
        and isinstance(first, DrawCards)
        and first.who == YOU
        and not out[0][1].startswith("you ")  # said already (DrawCards.said_you)
        and (
            any(text.startswith("you ") for _, text in out[1:])
            or any(getattr(_where_x(s) or s, "elided", False) for s in sentence[1:])
        )
    ):
        out[0] = (out[0][0], "you " + out[0][1])
    if per is not None:
        joint, text = out[-1]
        out[-1] = (joint, f"{text}, where X is {x_value_words(per)}")
    return out


def _clauses(sentence: Sentence, ctx: _Context) -> list[str]:
    """The clauses of a sentence, without their joints."""
    return [text for _, text in _parts(sentence, ctx)]


def _joined(parts: list[tuple[str, str]]) -> str:
    text = ""
    for index, (joint, clause) in enumerate(parts):
        if index == 0:
            if joint not in ("", "then", LEAD_DURATION):
                raise RenderError(f"a sentence that starts with {joint!r}")
            text = f"{joint} {clause}" if joint else clause
        elif joint == "then":
            raise RenderError("'then' inside a sentence")
        else:
            text += f"{joint} {clause}" if joint else f" and {clause}"
    return text


_HAVE = re.compile(r"^(.*?) (deals|loses) ")


def _have(parts: list[tuple[str, str]], first: Instruction | None) -> None:
    """ "you may have ~ deal 2 damage to ...": an optional instruction whose subject isn't
    "you" (CR 603.5), said with "have"."""
    joint, text = parts[0]
    plain = first.step if isinstance(first, ForEach) else first
    if text.startswith("you ") or joint:
        return
    if isinstance(plain, DealDamage | DealVariableDamage | DealDamageByPower) or (
        isinstance(plain, LoseLife) and plain.who != YOU
    ):
        match = _HAVE.match(text)
        if match is not None:
            verb = match.group(2)[:-1]
            parts[0] = ("", f"have {match.group(1)} {verb} " + text[match.end() :])


def _sentences(sentences: Sequence[Sentence], ctx: _Context, *, lead: str = "") -> str:
    """Sentences; ``lead`` (a trigger condition) makes the first one start in lower case."""
    out = []
    for index, sentence in enumerate(sentences):
        if not sentence:
            raise RenderError("an empty sentence")
        anyone = anyone_sentence(sentence, lambda s: _joined(_parts(s, ctx)))  # CR 101.4
        if anyone is not None:
            out.append(anyone)
            continue
        if (excess := excess_split(sentence)) is not None:  # CR 120.4a (render_spells_damage)
            first = lead if index == 0 else ""
            out.append(_sentences([excess[0]], ctx, lead=first)[len(first) :] + excess[1])
            continue
        unregenerable = [s for s in sentence if isinstance(s, DestroyUnregenerable)]
        if len(unregenerable) == len(sentence):
            plain = tuple(Destroy(on=s.on) for s in unregenerable)
            text = " and ".join(_clauses(plain, ctx)) + "."
            plural = len(sentence) > 1 or any(isinstance(s.on, Each) for s in unregenerable)
            wording = unregenerable[0].wording
            text += f" {_capital(wording)}" if wording else " They" if plural else " It"
            text += " can't be regenerated."
            out.append(text if index == 0 and lead else _capital(text))
            continue
        conditional = conditional_sentence(sentence[0], lambda s: _joined(_parts(s, ctx)))
        if len(sentence) == 1 and conditional is not None:
            # "~ deals 4 damage instead if ...", "[effect] if ..." (CR 608.2c)
            out.append(conditional if index == 0 and lead else _capital(conditional))
            continue
        outcome = outcome_sentence(sentence[0], ctx, lambda s: _joined(_parts(s, ctx)))
        if len(sentence) == 1 and outcome is not None:  # render_random.py: CR 705, 706
            out.append(outcome if index == 0 and lead else _capital(outcome))
            continue
        named = revealed_name_sentence(sentence[0], ctx, lambda s: _joined(_parts(s, ctx)))
        if len(sentence) == 1 and named is not None:  # render_choices_2.py: CR 201.3
            out.append(named if index == 0 and lead else _capital(named))
            continue
        if len(sentence) == 1 and isinstance(sentence[0], IfYouDo):
            if index == 0 or not sentence[0].then:
                raise RenderError("'if you do' without an action before it")
            out.append("If you do, " + _joined(_parts(sentence[0].then, ctx)) + ".")
            continue
        if len(sentence) == 1 and isinstance(sentence[0], WhenYouDo):  # render_reflexive.py
            out.append(when_you_do_words(sentence[0], index, ctx.self_named, _sentences))
            continue  # CR 603.12: "When you do, ..."
        if len(sentence) == 1 and isinstance(sentence[0], WhenThatDiesThisTurn):  # CR 603.7c
            words = dies_this_turn_words(sentence[0], ctx, _sentences)  # render_dies_this_turn
            out.append(words if index == 0 and lead else _capital(words))
            continue
        if len(sentence) == 1 and isinstance(sentence[0], IfYouCant):  # render_sacrifice.py
            out.append(if_you_cant_sentence(index, _joined(_parts(sentence[0].then, ctx))))
            continue
        parts = _parts(sentence, ctx)
        if index == 0 and lead.endswith("you may "):
            joint, first = parts[0]
            if first.startswith("you ") and not joint:
                parts[0] = (joint, first[len("you ") :])  # "you may gain 3 life"
            else:
                step = next((s for s in sentence if not isinstance(s, Joint)), None)
                _have(parts, step)
        text = _joined(parts) + "." + rider_words(sentence)  # cards/token_riders.py
        out.append(text if index == 0 and lead else _capital(text))
    return lead + " ".join(out)


__all__ = ["_clauses", "_sentences"]
