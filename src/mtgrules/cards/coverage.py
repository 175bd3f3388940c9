"""How much of a card file the compiler supports (``mtgrules cards coverage``).

The damage/life subset is the cards whose Oracle text matches :data:`DAMAGE_LIFE`
(case-insensitive), the cards this engine's rules are about.
"""

from __future__ import annotations

import re
import time
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from mtgrules.cards.compiler import CardFace, compile_face
from mtgrules.cards.text import replace_self, shape

DAMAGE_LIFE = re.compile(
    r"damage|life|prevent|lifelink|deathtouch|trample|infect|wither|first strike|"
    r"double strike|poison|regenerate|indestructible",
    re.IGNORECASE,
)


@dataclass(slots=True)
class Coverage:
    """Totals, the damage/life subset, and unsupported clause shapes by frequency."""

    total: int = 0
    supported: int = 0
    subset: int = 0
    subset_supported: int = 0
    shapes: Counter[str] = field(default_factory=Counter)
    waiting: int = 0
    subset_waiting: int = 0
    needs: Counter[str] = field(default_factory=Counter)
    sole_needs: Counter[str] = field(default_factory=Counter)
    """Damage/life-subset cards that wait for exactly this one engine feature."""
    seconds: float = 0.0
    supported_names: list[str] = field(default_factory=list)

    @staticmethod
    def percent(part: int, whole: int) -> str:
        return f"{100 * part / whole:.1f}%" if whole else "0.0%"

    def last_line(self) -> str:
        """The report's last line (an interface: scripts read it)."""
        return (
            f"damage/life subset supported: {self.subset_supported}/{self.subset} "
            f"({self.percent(self.subset_supported, self.subset)})"
        )


def measure(faces: Iterable[CardFace]) -> Coverage:
    """Compile every card and count."""
    start = time.perf_counter()
    result = Coverage()
    for face in faces:
        compiled = compile_face(face)
        in_subset = bool(DAMAGE_LIFE.search(face.text))
        result.total += 1
        result.subset += in_subset
        if compiled.supported:
            result.supported += 1
            result.subset_supported += in_subset
            result.supported_names.append(face.name)
        elif compiled.unsupported is not None:
            result.shapes[shape(replace_self(compiled.unsupported, face.name))] += 1
            if compiled.needs:
                result.waiting += 1
                result.subset_waiting += in_subset
                for need in set(compiled.needs):
                    result.needs[need] += 1
                if in_subset and len(set(compiled.needs)) == 1:
                    result.sole_needs[compiled.needs[0]] += 1
    result.seconds = time.perf_counter() - start
    return result
