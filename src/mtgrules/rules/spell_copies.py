"""Copying a spell (CR 707.10; 2011: 706.10), and the keywords that copy the spell they are
on: storm (CR 702.40a; 2011: 702.38a) and replicate (CR 702.56a; 2011: 702.54a).

* To copy a spell is to put a copy of it onto the stack; a copy of a spell isn't cast (CR
  707.10). It copies the spell's characteristics and every decision made for it: modes,
  targets, the value of X, the alternative and additional costs paid ("kicked"). The copy is
  put on the stack by a ``PutOnStack`` event under the copy rule, so "whenever you cast"
  doesn't trigger and the turn's record doesn't count it (rules/turn_record.py).
* Its controller may choose new targets for it when the effect says so (CR 707.10c; 2011:
  706.10c): a ``targets`` decision whose options are the spell's own targets (first) and
  every other legal choice; new targets must be legal.
* A copy that would leave the stack (it resolves, is countered, or fizzles) ceases to exist
  (CR 704.5e, the same number in 2011) instead of going to a graveyard.
* Storm and replicate trigger as the spell is cast (:func:`cast_triggers`, like cascade),
  each instance separately; the number of copies is fixed then: the spells cast before it
  this turn by all players (storm) or the times its replicate cost was paid (replicate).

>>> from mtgrules.rulesets import CURRENT
>>> copy_rule(CR2011), copy_rule(CURRENT)
('706.10', '707.10')
"""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING

from mtgrules.choices import Decision
from mtgrules.effects.spell_copies import REPLICATE, STORM, CopyThisSpell, WhenThisSpellCast
from mtgrules.events import AbilityTriggered, Event
from mtgrules.objects import Zone
from mtgrules.rules.casting import target_choices
from mtgrules.rules.mana_spent import without_spent
from mtgrules.rules.turn_record import CAST, this_turn
from mtgrules.rulesets import CR2011, Ruleset
from mtgrules.spell_copy_events import COPY, SpellCopied
from mtgrules.stack import ItemKind, StackItem
from mtgrules.state import EntityId, GameState
from mtgrules.turn_events import PutOnStack

if TYPE_CHECKING:
    from mtgrules.resolution import Resolution

CAST_RULE = "601.2"


def copy_rule(ruleset: Ruleset) -> str:
    """CR 707.10 (2011: 706.10): to copy a spell is to put a copy of it onto the stack."""
    return "706.10" if ruleset.name == CR2011.name else "707.10"


def new_targets_rule(ruleset: Ruleset) -> str:
    """CR 707.10c (2011: 706.10c): the copy's controller may choose new targets."""
    return copy_rule(ruleset) + "c"


def keyword_rule(ruleset: Ruleset, per: str) -> str:
    """Storm: CR 702.40a (2011: 702.38a); replicate: CR 702.56a (2011: 702.54a)."""
    today, in_2011 = {STORM: ("702.40a", "702.38a"), REPLICATE: ("702.56a", "702.54a")}[per]
    return in_2011 if ruleset.name == CR2011.name else today


def copy_spell(
    game: Resolution, item: StackItem, controller: EntityId, *, may_retarget: bool
) -> list[Event]:
    """Put a copy of the spell ``item`` onto the stack under ``controller``'s control; with
    ``may_retarget``, its controller may choose new targets for it (CR 707.10c)."""
    state, ruleset = game.state, game.ruleset
    spell = state.objects.get(item.id)
    if spell is None:
        return []
    copy_id = state.next_id
    targets = item.targets
    if may_retarget and item.specs:
        targets = _choose_targets(game, item, controller, copy_id)
    copy = dataclasses.replace(
        spell.clone(),
        id=copy_id,
        controller=controller,
        zone=Zone.STACK,
        timestamp=state.new_timestamp(),
        token=item.permanent,  # a copy of a permanent spell becomes a token as it resolves
    )
    copied = dataclasses.replace(
        item,
        id=copy_id,
        source=copy_id,
        controller=controller,
        targets=targets,
        # CR 707.10: no mana was spent to cast a copy (rules/mana_spent.py)
        cast_with=(*(w for w in without_spent(item.cast_with) if w != COPY), COPY),
    )
    rule = copy_rule(ruleset)
    if copied.cast_with:
        state.cast_with[copy_id] = copied.cast_with  # "if ~ was kicked" (CR 707.10)
    return game._emit(
        [
            SpellCopied(spell=copy, original=item.id, controller=controller, rule=rule),
            PutOnStack(item=copied, rule=rule),
        ]
    )


def _choose_targets(
    game: Resolution, item: StackItem, controller: EntityId, copy_id: EntityId
) -> tuple[EntityId, ...]:
    """The copy's targets: the spell's, or new legal ones its controller chooses."""
    chooser = game._chooser
    choices = target_choices(game.state, item.specs, controller, copy_id)
    options: list[Hashable] = [item.targets, *(t for t in choices if t != item.targets)]
    if chooser is None or len(options) == 1:
        return item.targets
    answer = chooser.ask(
        Decision(
            kind="targets",
            player=controller,
            options=tuple(options),
            prompt=f"targets for the copy of {item.text} (the first keeps the spell's)",
            rule=new_targets_rule(game.ruleset),
        )
    )
    assert isinstance(answer, tuple)
    return answer


def copy_indexes(obj_triggers: Sequence[object]) -> list[tuple[int, str]]:
    """The (index, what it counts) of the copying triggers among an object's triggers."""
    found: list[tuple[int, str]] = []
    for index, ability in enumerate(obj_triggers):
        when = getattr(ability, "when", None)
        effect = getattr(ability, "effect", ())
        steps = effect if isinstance(effect, tuple) else (effect,)
        if isinstance(when, WhenThisSpellCast):
            found.extend((index, s.per) for s in steps if isinstance(s, CopyThisSpell))
    return found


def copy_count(state: GameState, item: StackItem, per: str) -> int:
    """How many copies: the spells cast before it this turn (storm: the turn's record counts
    this one too), or the times its replicate cost was paid."""
    if per == STORM:
        return max(this_turn(state, CAST) - 1, 0)
    return item.cast_with.count(REPLICATE)


def cast_triggers(state: GameState, ruleset: Ruleset, events: Sequence[Event]) -> list[Event]:
    """The storm and replicate abilities of the spells cast among ``events`` (already
    committed; a copy isn't cast): one trigger per instance, under the spell's controller,
    with the number of copies as its amount."""
    fired: list[Event] = []
    for event in events:
        if not isinstance(event, PutOnStack) or event.item.kind is not ItemKind.SPELL:
            continue
        spell = state.objects.get(event.item.id)
        if spell is None or event.rule != CAST_RULE:
            continue
        for index, per in copy_indexes(spell.all_triggers):
            fired.append(
                AbilityTriggered(
                    source=spell.id,
                    controller=event.item.controller,
                    index=index,
                    text=spell.all_triggers[index].text,
                    that_amount=copy_count(state, event.item, per),
                    rule=keyword_rule(ruleset, per),
                )
            )
    return fired


def on_stack(state: GameState, spell: EntityId) -> StackItem | None:
    return next((i for i in state.stack if i.id == spell and i.kind is ItemKind.SPELL), None)


__all__ = [
    "cast_triggers",
    "copy_count",
    "copy_indexes",
    "copy_rule",
    "copy_spell",
    "keyword_rule",
    "new_targets_rule",
    "on_stack",
]
