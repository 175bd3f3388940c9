"""Modal spells (CR 700.2): "Choose one —", "Choose one or both —", "Choose two —".

The controller announces the modes as the spell is cast (CR 601.2b), before choosing targets,
which are chosen only for the chosen modes (CR 700.2b: a mode's targets belong to it); a mode
that can't be chosen with legal targets can't be chosen (CR 601.2c), and no mode is chosen
twice (CR 700.2d). The spell on the stack does what the chosen modes say, in the printed
order (CR 700.2: the modes not chosen are ignored).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import TYPE_CHECKING

from mtgrules.cards.compiler import shift_targets
from mtgrules.choices import Decision
from mtgrules.effects.instructions import Instruction
from mtgrules.effects.targets import TargetSpec
from mtgrules.errors import RulesError
from mtgrules.rules.casting import IllegalActionError, check_targets, target_choices
from mtgrules.state import EntityId, GameObject, GameState

if TYPE_CHECKING:
    from mtgrules.cards.model import SpellAbility
    from mtgrules.choices import Chooser

Modes = tuple[int, ...]
ANNOUNCE = "601.2b"  # the modes are announced as the spell is cast (both editions)


def mode_sets(spell: SpellAbility) -> list[Modes]:
    """Every choice of ``fewest`` to ``most`` different modes, in the printed order."""
    count = len(spell.modes)
    return [
        combo
        for size in range(spell.fewest, spell.most + 1)
        for combo in itertools.combinations(range(count), size)
    ]


def chosen(
    spell: SpellAbility, modes: Modes
) -> tuple[tuple[Instruction, ...], tuple[TargetSpec, ...]]:
    """What the spell does with these modes: its instructions and target specs, the targets
    of each chosen mode after those of the modes before it."""
    effect: list[Instruction] = list(spell.effect)
    specs: list[TargetSpec] = list(spell.targets)
    for index in modes:
        mode = spell.modes[index]
        effect.extend(shift_targets(step, len(specs)) for step in mode.effect)
        specs.extend(mode.targets)
    return tuple(effect), tuple(specs)


def cast_targets(state: GameState, obj: GameObject, player: EntityId) -> list[tuple[EntityId, ...]]:
    """The targets a modal spell can be cast with, over every legal choice of modes (each
    listed once: the modes are asked for when it is cast)."""
    spell = obj.spell
    assert spell is not None
    found: dict[tuple[EntityId, ...], None] = {}
    for modes in mode_sets(spell):
        _, specs = chosen(spell, modes)
        for targets in target_choices(state, specs, player, obj.id):
            found.setdefault(targets, None)
    return list(found)


def choose(
    state: GameState,
    chooser: Chooser | None,
    player: EntityId,
    obj: GameObject,
    targets: Sequence[EntityId],
) -> tuple[tuple[Instruction, ...], tuple[TargetSpec, ...]]:
    """Announce the modes of the modal spell ``obj`` cast with ``targets`` (CR 601.2b): the
    player chooses among the choices of modes these targets are legal for. An
    IllegalActionError if there is none."""
    spell = obj.spell
    assert spell is not None
    legal: list[Modes] = []
    for modes in mode_sets(spell):
        _, specs = chosen(spell, modes)
        if not target_choices(state, specs, player, obj.id):
            continue  # CR 601.2c: a mode without legal targets can't be chosen
        try:
            check_targets(state, specs, targets, player, obj.name, obj.id)
        except RulesError:
            continue
        legal.append(modes)
    if not legal:
        raise IllegalActionError(
            f"no choice of {obj.name}'s modes has the targets {tuple(targets)} "
            f"(choose {spell.fewest} to {spell.most} of {len(spell.modes)} modes, each mode "
            "with its own targets)",
            rule="700.2",
        )
    picked = legal[0]
    if chooser is not None:
        answer = chooser.ask(
            Decision(
                kind="modes",
                player=player,
                options=tuple(legal),
                labels=tuple(" + ".join(spell.modes[i].text for i in m) for m in legal),
                prompt=f"the modes of {obj.name}",
                rule=ANNOUNCE,
            )
        )
        assert isinstance(answer, tuple)
        picked = answer
    return chosen(spell, picked)


__all__ = ["cast_targets", "choose", "chosen", "mode_sets"]
