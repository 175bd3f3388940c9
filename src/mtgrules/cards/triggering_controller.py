"""References to the controller of the object that triggered an ability (CR 603.7c, 608.2h).

"Whenever a land enters, ~ deals 2 damage to that land's controller." (Ankh of Mishra) and
"Whenever a creature blocks, ~ deals 1 damage to that creature's controller." (Heat of Battle)
name the player who controlled the object of the trigger event, as that object last existed
(CR 608.2h: it may have left the battlefield since). There is one reference per noun, so that
the compiled ability renders back to its own words.

>>> TRIGGERING_CONTROLLERS[controller_of_triggering("land")]
'land'
"""

from __future__ import annotations

_BASE = -40
"""Far from the other references (-1 to -11 in use) and above the targets (-100 and below)."""

NOUNS = ("creature", "land", "artifact", "enchantment", "permanent", "planeswalker", "source")
"""The nouns; "source": "Whenever a source deals damage to ~, that source's controller ..."
(the source of the damage as it last existed, CR 608.2h)."""

TRIGGERING_CONTROLLERS: dict[int, str] = {_BASE - i: noun for i, noun in enumerate(NOUNS)}
"""Reference -> the noun of "that [noun]'s controller"."""

ITS_CONTROLLER_OF_TRIGGERING = _BASE - len(NOUNS)
"""The same reference worded "its controller" in a triggered ability without targets:
"Whenever enchanted creature attacks or blocks, its controller loses 3 life." (CR 603.7c)."""
TRIGGERING_CONTROLLERS[ITS_CONTROLLER_OF_TRIGGERING] = ""


def controller_of_triggering(noun: str) -> int:
    """The reference "that [noun]'s controller" for the triggering object ("that land's")."""
    return _BASE - NOUNS.index(noun)


def words(ref: int) -> str | None:
    """ "that land's controller" for the reference, or None if it isn't one of these."""
    noun = TRIGGERING_CONTROLLERS.get(ref)
    if noun == "":
        return "its controller"
    return None if noun is None else f"that {noun}'s controller"
