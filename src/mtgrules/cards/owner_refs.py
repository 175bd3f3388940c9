"""The reference "its owner" (CR 108.3): the owner of the ability's only target, read as the
instruction is carried out, as the target last existed if it has left its zone (CR 608.2h):
"Destroy target creature. Its owner gains 4 life." (resolution.Resolution._refs)."""

from __future__ import annotations

ITS_OWNER = -33
"""Reference: "its owner", the owner of the ability's only target."""

__all__ = ["ITS_OWNER"]
