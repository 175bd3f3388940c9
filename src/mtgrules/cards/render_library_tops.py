"""Words of putting a permanent on top of its owner's library (CR 400.3; built by
:mod:`mtgrules.cards.build_library_tops`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.effects.library_tops import PutOnLibraryTop

if TYPE_CHECKING:
    from mtgrules.cards.render_effects import _Context


def library_top_clause(step: object, ctx: _Context) -> str | None:
    """ "put ~ on top of its owner's library", or None for another instruction."""
    if not isinstance(step, PutOnLibraryTop):
        return None
    return f"put {ctx.ref(step.on)} on top of its owner's library"


__all__ = ["library_top_clause"]
