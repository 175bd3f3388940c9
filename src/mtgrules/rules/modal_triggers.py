"""Choosing the modes of a modal triggered ability (CR 603.3c, 700.2a): as the ability is put
on the stack, its controller chooses ``fewest`` to ``most`` different modes (CR 700.2d), in
the printed order, among those that can be chosen: a mode whose targets can't all be chosen
legally can't be (CR 700.2a). With no mode that can be chosen, the ability is removed from
the stack (CR 603.3c). The ability then has the chosen modes' instructions and targets (the
targets of each mode after those of the modes before it), and its targets are chosen as any
triggered ability's (CR 603.3d)."""

from __future__ import annotations

import itertools

from mtgrules.cards.compiler import shift_targets
from mtgrules.choices import Chooser, Decision
from mtgrules.effects.instructions import Instruction
from mtgrules.effects.modal_triggers import ModalTriggeredAbility
from mtgrules.effects.targets import TargetSpec
from mtgrules.effects.triggers import TriggeredAbility
from mtgrules.rules.casting import target_choices
from mtgrules.state import EntityId, GameState

RULE = "603.3c"  # the modes of a triggered ability are chosen as it is put on the stack

Modes = tuple[int, ...]


def _chosen(
    ability: ModalTriggeredAbility, modes: Modes
) -> tuple[tuple[Instruction, ...], tuple[TargetSpec, ...]]:
    effect: list[Instruction] = []
    specs: list[TargetSpec] = []
    for index in modes:
        mode = ability.modes[index]
        effect.extend(shift_targets(step, len(specs)) for step in mode.effect)
        specs.extend(mode.targets)
    return tuple(effect), tuple(specs)


def with_modes(
    state: GameState,
    chooser: Chooser | None,
    player: EntityId,
    source: EntityId,
    ability: TriggeredAbility,
) -> TriggeredAbility | None:
    """``ability`` with its modes chosen (unchanged if it isn't modal), or None if no mode can
    be chosen (CR 603.3c: it is removed)."""
    if not isinstance(ability, ModalTriggeredAbility):
        return ability
    count = len(ability.modes)
    legal: list[Modes] = []
    for size in range(ability.fewest, min(ability.most, count) + 1):
        for modes in itertools.combinations(range(count), size):
            _, specs = _chosen(ability, modes)
            if not specs or target_choices(state, specs, player, source):  # CR 700.2a
                legal.append(modes)
    if not legal:
        return None
    picked = legal[0]
    if chooser is not None and len(legal) > 1:
        answer = chooser.ask(
            Decision(
                kind="modes",
                player=player,
                options=tuple(legal),
                labels=tuple(" + ".join(ability.modes[i].text for i in m) for m in legal),
                prompt=f"the modes of {ability.text or 'a triggered ability'}",
                rule=RULE,
            )
        )
        assert isinstance(answer, tuple)
        picked = answer
    effect, specs = _chosen(ability, picked)
    return TriggeredAbility(
        when=ability.when,
        effect=effect,
        optional=ability.optional,
        text=ability.text,
        targets=specs,
        intervening=ability.intervening,
        once_each_turn=ability.once_each_turn,
    )


__all__ = ["RULE", "with_modes"]
