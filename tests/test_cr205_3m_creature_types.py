"""Creature types (CR 205.3m): every creature type of the card data is a word of the grammar,
in the singular ("Other Kobold creatures") and the plural ("Rats you control", "other
attacking Aurochs"), with its irregular plural ("Elves", "Mice", "Octopi", "Merfolk"); and
cards with the less common types compile and play."""

from __future__ import annotations

import re
from importlib import resources

import pytest

from mtgrules import Game
from mtgrules.cards.compiler import compile_definition
from mtgrules.cards.creature_types import plural, singular
from tests.card_table import RULESETS, round_trip


def _words(terminal: str) -> set[str]:
    grammar = resources.files("mtgrules.cards").joinpath("oracle.lark").read_text("utf-8")
    found = re.search(rf"^{terminal}\.2: /\((.*?)\)", grammar, re.MULTILINE)
    assert found is not None, terminal
    return set(found.group(1).split("|"))


@pytest.mark.parametrize(
    ("one", "many"),
    [
        ("Goblin", "Goblins"),
        ("Elf", "Elves"),
        ("Dwarf", "Dwarves"),
        ("Wolf", "Wolves"),
        ("Werewolf", "Werewolves"),
        ("Mouse", "Mice"),
        ("Pegasus", "Pegasi"),
        ("Octopus", "Octopi"),
        ("Fungus", "Fungi"),
        ("Mercenary", "Mercenaries"),
        ("Ally", "Allies"),
        ("Sphinx", "Sphinxes"),
        ("Fox", "Foxes"),
        ("Merfolk", "Merfolk"),
        ("Kithkin", "Kithkin"),
        ("Eldrazi", "Eldrazi"),
        ("Aurochs", "Aurochs"),
        ("Monkey", "Monkeys"),
        ("Plains", "Plains"),
    ],
)
def test_cr205_3m_plural_and_singular_of_a_creature_type(one: str, many: str) -> None:
    assert plural(one) == many
    assert singular(many.lower()) == one


def test_cr205_3m_every_singular_type_has_its_plural_in_the_grammar() -> None:
    singulars = _words("SUBTYPE")
    plurals = {plural(word.capitalize()).lower() for word in singulars}
    assert {"aurochs", "kobold", "rat", "elf", "servo", "octopus"} <= singulars
    assert plurals <= _words("LORD_SUBTYPES")
    assert singulars <= _words("COUNT_SUBTYPE")
    assert plurals <= _words("COUNT_SUBTYPES")
    assert not {"the", "of", "aura", "equipment", "forest"} & singulars


@pytest.mark.parametrize(
    "line",
    [
        "Other Kobold creatures you control get +1/+0.",
        "Other Mice you control get +1/+1.",
        "Whenever ~ attacks, it gets +1/+0 until end of turn for each other attacking Aurochs.",
    ],
)
def test_cr205_3m_lines_naming_less_common_types_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr205_3m_kobold_lord_pumps_only_other_kobolds(ruleset: str) -> None:
    """Kobold Taskmaster: "Other Kobold creatures you control get +1/+0." """
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")

    def creature(name: str, subtype: str, text: str = "") -> dict[str, object]:
        return {
            "name": name,
            "type": f"Creature — {subtype}",
            "cost": "{R}",
            "power": 1,
            "toughness": 2,
            "text": text,
        }

    taskmaster = game.add_card_def(
        compile_definition(
            creature("Kobold Taskmaster", "Kobold", "Other Kobold creatures you control get +1/+0.")
        ),
        owner=alice,
        zone="battlefield",
    )
    kobold = game.add_card_def(
        compile_definition(creature("Kobold", "Kobold")), owner=alice, zone="battlefield"
    )
    goblin = game.add_card_def(
        compile_definition(creature("Goblin", "Goblin")), owner=alice, zone="battlefield"
    )
    theirs = game.add_card_def(
        compile_definition(creature("Kobold", "Kobold")), owner=bob, zone="battlefield"
    )
    assert game.power(kobold) == 2
    assert game.power(taskmaster) == game.power(goblin) == game.power(theirs) == 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr205_3m_swarm_of_rats_counts_the_rats_you_control(ruleset: str) -> None:
    """Swarm of Rats: "Swarm of Rats's power is equal to the number of Rats you control." """
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    swarm = compile_definition(
        {
            "name": "Swarm of Rats",
            "type": "Creature — Rat",
            "cost": "{1}{B}",
            "power": "*",
            "toughness": 1,
            "text": "Swarm of Rats's power is equal to the number of Rats you control.",
        }
    )
    rat = compile_definition(
        {"name": "Rat", "type": "Creature — Rat", "cost": "{B}", "power": 1, "toughness": 1}
    )
    swarm_id = game.add_card_def(swarm, owner=alice, zone="battlefield")
    assert game.power(swarm_id) == 1
    game.add_card_def(rat, owner=alice, zone="battlefield")
    game.add_card_def(rat, owner=bob, zone="battlefield")
    assert game.power(swarm_id) == 2
