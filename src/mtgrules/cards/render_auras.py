"""Words of Aura and Equipment statics that :mod:`mtgrules.cards.render` shares with other
statics: several protections ("protection from red and from white", CR 702.16a) and the
rider "This effect doesn't remove ~." (cards/build_auras.py).

>>> protection_words(("protection from green", "protection from blue"))
'protection from green and from blue'
>>> protection_words(("flying", "protection from blue")) is None
True
"""

from __future__ import annotations

from mtgrules.cards.pending import AttachedGets

_PROTECTION = "protection from "


def protection_words(keywords: tuple[str, ...]) -> str | None:
    """ "protection from green and from blue" when there are several keywords, all of them
    protections; None otherwise (the usual keyword list words apply)."""
    if len(keywords) < 2 or not all(k.startswith(_PROTECTION) for k in keywords):
        return None
    return "protection " + " and ".join(k.removeprefix("protection ") for k in keywords)


def kept_rider(effect: AttachedGets) -> str:
    """ " This effect doesn't remove ~." after the static's sentence, if it says so."""
    return " This effect doesn't remove ~." if effect.keeps_attachment else ""
