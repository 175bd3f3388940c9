"""Transformer callbacks of the library tops block of ``oracle.lark``: "Put ~ on top of its
owner's library.", "Put target creature you control on top of its owner's library." (CR
400.3; :mod:`mtgrules.effects.library_tops`)."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.build_base import BuilderBase
from mtgrules.effects.library_tops import PutOnLibraryTop


class LibraryTopRules(BuilderBase):
    """Callbacks named after the grammar rules of the library tops block."""

    def put_on_library_top(self, c: list[Any]) -> tuple[PutOnLibraryTop]:
        ref = self._single(c[0])
        assert isinstance(ref, int)  # _single refuses a group
        return (PutOnLibraryTop(on=ref),)


__all__ = ["LibraryTopRules"]
