"""Creature types (CR 205.3m) as Oracle text writes them: singular and plural.

The grammar's creature-type terminals are generated from the card data by
``scripts/gen_creature_types.py`` with these plurals; the compiler reads plurals back with
:func:`singular` and the renderer writes them with :func:`plural`.

>>> plural("Goblin"), plural("Elf"), plural("Ally"), plural("Fox"), plural("Merfolk")
('Goblins', 'Elves', 'Allies', 'Foxes', 'Merfolk')
>>> singular("elves"), singular("mercenaries"), singular("aurochs"), singular("sphinxes")
('Elf', 'Mercenary', 'Aurochs', 'Sphinx')
>>> singular("zombies"), singular("faeries")
('Zombie', 'Faerie')
"""

from __future__ import annotations

IRREGULAR_PLURALS = {
    "Elf": "Elves",
    "Dwarf": "Dwarves",
    "Wolf": "Wolves",
    "Werewolf": "Werewolves",
    "Mouse": "Mice",
    "Pegasus": "Pegasi",
    "Octopus": "Octopi",
    "Fungus": "Fungi",
    "Cyclops": "Cyclopes",
}
"""Plurals that the spelling rules of :func:`plural` don't give."""

SAME_IN_PLURAL = frozenset(
    {
        "Aetherborn",
        "Astartes",
        "Aurochs",
        "Clamfolk",
        "Custodes",
        "Deer",
        "Eldrazi",
        "Fish",
        "Kithkin",
        "Kor",
        "Merfolk",
        "Moonfolk",
        "Myr",
        "Samurai",
        "Sheep",
        "Townsfolk",
        "Treefolk",
    }
)
"""Creature types whose plural is the singular ("Merfolk you control")."""

NOT_CREATURE_TYPES = frozenset(
    {
        # subtypes of other card types on Kindred cards (CR 205.3g-k)
        "Aura",
        "Background",
        "Clue",
        "Equipment",
        "Food",
        "Forest",
        "Island",
        "Mountain",
        "Saga",
        "Shrine",
        "Treasure",
        "Vehicle",
        # words of joke cards' type lines
        "Art",
        "Elves",
        "Etiquette",
        "Gus",
        "Head",
        "Lady",
        "Proper",
        "Qu",
        "Sand",
        "The",
    }
)
"""Subtypes printed on creature or Kindred faces that aren't creature types."""


TOKEN_ONLY_TYPES = frozenset({"Army", "Germ", "Hound", "Scion", "Servo", "Treant"})
"""Creature types printed on tokens (and in older Oracle text) but on no card's own face."""


def plural(subtype: str) -> str:
    """ "Goblin" -> "Goblins", "Elf" -> "Elves", "Mercenary" -> "Mercenaries", "Fox" ->
    "Foxes", "Merfolk" -> "Merfolk"; basic land types too ("Plains" -> "Plains")."""
    if subtype in IRREGULAR_PLURALS:
        return IRREGULAR_PLURALS[subtype]
    if subtype in SAME_IN_PLURAL or subtype == "Plains":
        return subtype
    if subtype.endswith("y") and subtype[-2:-1] not in tuple("aeiou"):
        return subtype[:-1] + "ies"
    if subtype.endswith(("s", "x", "ch", "sh")):
        return subtype + "es"
    return subtype + "s"


_IE_TYPES = ("Zombie", "Faerie")  # "zombies" -> "Zombie", not "Zomby"
_SINGULARS = {
    plural(s).lower(): s for s in (*IRREGULAR_PLURALS, *SAME_IN_PLURAL, *_IE_TYPES, "Plains")
}


def singular(word: str) -> str:
    """A plural creature type as read in lower case, as printed: "goblins" -> "Goblin",
    "elves" -> "Elf", "allies" -> "Ally", "sphinxes" -> "Sphinx" (CR 205.3: capitalized)."""
    if word in _SINGULARS:
        return _SINGULARS[word]
    if word.endswith("ies"):
        return word[:-3].capitalize() + "y"
    if word.endswith(("sses", "xes", "ches", "shes", "uses")):
        return word[:-2].capitalize()
    return word.removesuffix("s").capitalize()
