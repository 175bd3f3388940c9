"""Putting a permanent on top of its owner's library, as data (:mod:`mtgrules.resolution_
library_tops` carries it out): "Put ~ on top of its owner's library.", "Put target creature
you control on top of its owner's library." An object going to a library goes to its owner's
(CR 400.3); it is a new object there (CR 400.7). When several permanents go at once, their
owner orders them (CR 401.4).

>>> PutOnLibraryTop(on=-1).on
-1
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.state import EntityId


@dataclass(frozen=True, slots=True, kw_only=True)
class PutOnLibraryTop:
    """ "Put [permanent] on top of its owner's library" (``on``: a reference, CR 400.3)."""

    on: EntityId


__all__ = ["PutOnLibraryTop"]
