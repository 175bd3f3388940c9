"""Words of the "statics 4" block (cards/build_statics_4.py): conditional static abilities of
Auras and Equipment (CR 611.3a).

>>> from mtgrules.cards.pending import AttachedGets
>>> from mtgrules.effects.conditions import Condition
>>> human = Condition(kind="attached", state="a Human", form="equipped creature")
>>> effect = AttachedGets(attachment="equipped", keywords=("lifelink",), condition=human,
...                       leading=True)
>>> attached_condition_text(effect, "equipped creature has lifelink")
'As long as equipped creature is a Human, it has lifelink.'
"""

from __future__ import annotations

from mtgrules.cards.pending import AttachedGets
from mtgrules.cards.render_conditions import condition_words
from mtgrules.cards.render_effects import RenderError, _pt
from mtgrules.rules.attached_conditions import ATTACHED


def attached_condition_text(effect: AttachedGets, text: str) -> str:
    """The line of ``effect`` whose words without the condition are ``text`` ("equipped
    creature has lifelink"): "As long as [condition], [text]." or "[Text] as long as
    [condition].". A condition on the attached object names it "it" after."""
    assert effect.condition is not None
    condition = condition_words(effect.condition)
    if not effect.leading:
        return f"{text[:1].upper()}{text[1:]} as long as {condition}."
    if effect.condition.kind == ATTACHED:
        subject = f"{effect.attachment} {effect.noun}"
        text = "it" + text.removeprefix(subject)
    return f"As long as {condition}, {text}."


def attached_rules_text(effect: AttachedGets) -> str:
    """ "Enchanted creature gets +0/+2 and assigns combat damage equal to its toughness
    rather than its power.", "Equipped creature can't be blocked by Vampires or Zombies."
    (rules/combat_rules_4.py)."""
    if effect.keywords or effect.per is not None or effect.condition is not None:
        raise RenderError(f"no words for {effect}")
    subject = f"{effect.attachment.capitalize()} {effect.noun}"
    rules = " and ".join(effect.rules)
    if effect.power or effect.toughness:
        return f"{subject} gets {_pt(effect.power, effect.toughness)} and {rules}."
    return f"{subject} {rules}."


__all__ = ["attached_condition_text", "attached_rules_text"]
