"""Rulesets: the edition of the Comprehensive Rules a game runs under, as data.

Every difference between editions lives here, so rules code asks the ruleset instead of
testing the edition's name:

* the damage sequence (CR 2011 119.4: three parts; CR 120.4: four parts, excess damage first);
* rule numbering (Life is CR 118 and Damage CR 119 in 2011; Life 119 and Damage 120 today);
* CR 2011 306.7, noncombat damage redirected to a planeswalker (gone from today's rules);
* the damage assignment order of CR 2011 509.2/509.3 (gone since 2024);
* when a prevention effect's additional effect happens: inside the damage event (the CR 2011
  119.4 Awe Strike example) or immediately after it (CR 615.5 today);
* a few rules renumbered between editions (Two-Headed Giant state-based actions, counter
  annihilation, regenerate, exchange, "damage can't be prevented").

>>> CURRENT.damage("3a"), CR2011.damage("3a")
('120.3a', '119.3a')
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class DamageStage(StrEnum):
    """One part of the damage sequence (CR 120.4 / CR 2011 119.4)."""

    EXCESS = "excess"  # CR 120.4a: excess damage dealt to another object or player instead
    DEALT = "dealt"  # CR 120.4b / 119.4a: replacement and prevention effects on damage
    RESULTS = "results"  # CR 120.4c / 119.4b: results, and replacements of results
    OCCURS = "occurs"  # CR 120.4d / 119.4c: the event occurs


@dataclass(frozen=True, slots=True)
class Ruleset:
    """An edition of the Comprehensive Rules, and everything that differs between editions."""

    name: str
    edition: str
    life_section: int
    damage_section: int
    counters_section: int
    damage_sequence: tuple[tuple[DamageStage, str], ...]
    planeswalker_redirect: bool
    damage_assignment_order: bool  # CR 2011 509.2/509.3: for combat damage assignment (510.1c)
    regenerate_rule: str
    exchange_rule: str
    counter_annihilation_rule: str
    team_life_loss_rule: str
    team_poison_loss_rule: str
    prevention_follow_up_in_event: bool
    cant_be_prevented_rule: str
    renumbered: tuple[tuple[str, str], ...] = ()
    # CR 202.3b: a transformed permanent's mana value is its front face's (since 2016); in
    # 2011 its back face had no mana cost (CR 2011 711.2b), so 0.
    back_face_mana_value_of_front: bool = False

    def rule(self, key: str) -> str:
        """The number, in this edition, of a rule that moved between editions: ``untap``,
        ``first draw skipped``, ``modify p/t``, ``counters p/t``, ``draw``."""
        for name, number in self.renumbered:
            if name == key:
                return number
        raise KeyError(key)

    def life(self, clause: str) -> str:
        """The number of a Life rule in this edition: ``life("4")`` is 118.4 in 2011."""
        return f"{self.life_section}.{clause}"

    def damage(self, clause: str) -> str:
        """The number of a Damage rule in this edition: ``damage("3a")`` is 120.3a today."""
        return f"{self.damage_section}.{clause}"

    @property
    def has_excess_damage_step(self) -> bool:
        return any(stage is DamageStage.EXCESS for stage, _ in self.damage_sequence)


CURRENT = Ruleset(
    name="current",
    edition=(
        "today's Comprehensive Rules: Damage as in the 2022 excerpt (CR 120); other numbers "
        "as in the 2022-2025 editions where they did not move (regenerate: the excerpt's 701.14)"
    ),
    life_section=119,
    damage_section=120,
    counters_section=122,
    damage_sequence=(
        (DamageStage.EXCESS, "120.4a"),
        (DamageStage.DEALT, "120.4b"),
        (DamageStage.RESULTS, "120.4c"),
        (DamageStage.OCCURS, "120.4d"),
    ),
    planeswalker_redirect=False,
    damage_assignment_order=False,
    regenerate_rule="701.14",
    exchange_rule="701.10c",
    counter_annihilation_rule="704.5q",
    team_life_loss_rule="704.6a",
    team_poison_loss_rule="704.6b",
    # CR 615.5: "the rest of the effect takes place immediately afterward".
    prevention_follow_up_in_event=False,
    cant_be_prevented_rule="615.12",
    back_face_mana_value_of_front=True,
    renumbered=(
        ("untap", "502.3"),
        ("first draw skipped", "103.8a"),
        ("opening hand", "103.6a"),  # a card begun on the battlefield (leylines)
        ("modify p/t", "613.4c"),
        ("counters p/t", "613.4c"),
        ("draw", "121.1"),
        ("destroy", "701.7"),
        ("deathtouch lethal", "702.2c"),
        ("blocks trigger", "509.3a"),
        ("pay costs", "601.2h"),
        ("sacrifice", "701.16"),
        ("discard", "701.8"),
        ("cycle trigger", "702.29c"),
        ("priority", "117"),
        ("first strike step", "510.4"),
        ("token", "111.1"),
        ("copy", "707.2"),  # copiable values (resolution_copies.py)
        ("no attackers", "508.8"),
        ("attacks trigger", "508.3a"),
        ("flying", "702.9b"),
        ("reach", "702.17b"),
        ("vigilance", "702.20b"),
        ("menace", "702.111b"),
        ("tapped cost", "118.3"),
        ("trample", "702.19"),
        ("spell to graveyard", "608.2n"),
        ("scry", "701.22a"),
        ("clash", "701.23"),  # rules/clash.py (701.23a-d)
        ("proliferate", "701.34a"),
        ("modes", "700.2"),
        ("aura sba", "704.5m"),
        ("equipment sba", "704.5n"),
        ("aura resolves", "608.3c"),
        ("transform", "701.28a"),
        ("unless", "118.12"),  # "[do something] unless [a player pays]"
        ("unearth", "702.84a"),
        ("fading", "702.32a"),
        ("vanishing", "702.63a"),
        ("modular", "702.43a"),
        ("graft", "702.58a"),  # rules/keywords_creature_2.py, resolution_keywords_creature_2.py
        ("devour", "702.82a"),
        ("amplify", "702.38a"),
        ("sunburst", "702.44a"),  # rules/sunburst.py
        ("split second", "702.61a"),  # rules/split_second.py
        ("emblem", "114.2"),
        ("legend rule", "704.5j"),
        # face-down spells and permanents (rules/face_down.py)
        ("morph cast", "702.37c"),
        ("morph face up", "702.37e"),
        ("special action face up", "116.2b"),
        # casual variants (rules/planechase.py, rules/schemes.py)
        ("starting plane", "103.7"),
        ("planeswalk", "701.24"),
    ),
)

CR2011 = Ruleset(
    name="cr2011",
    edition="Comprehensive Rules of 30 September 2011",
    life_section=118,
    damage_section=119,
    counters_section=121,
    damage_sequence=(
        (DamageStage.DEALT, "119.4a"),
        (DamageStage.RESULTS, "119.4b"),
        (DamageStage.OCCURS, "119.4c"),
    ),
    planeswalker_redirect=True,
    damage_assignment_order=True,
    regenerate_rule="701.12",
    exchange_rule="701.8c",
    counter_annihilation_rule="704.5r",
    team_life_loss_rule="704.5t",
    team_poison_loss_rule="704.5u",
    # The CR 2011 119.4 Awe Strike example folds the life gain into the damage event.
    prevention_follow_up_in_event=True,
    cant_be_prevented_rule="615.11",
    renumbered=(
        ("untap", "502.2"),
        ("first draw skipped", "103.7a"),
        ("opening hand", "103.5a"),
        ("modify p/t", "613.3c"),
        ("counters p/t", "613.3d"),
        ("draw", "120.1"),
        ("destroy", "701.6"),
        ("deathtouch lethal", "702.2b"),
        ("blocks trigger", "509.4a"),
        ("pay costs", "601.2g"),
        ("sacrifice", "701.14"),
        ("discard", "701.7"),
        ("cycle trigger", "702.27c"),
        ("priority", "116"),
        ("first strike step", "510.5"),
        ("token", "110.5"),
        ("copy", "706.2"),
        ("no attackers", "508.6"),
        ("attacks trigger", "508.2a"),
        ("flying", "702.9b"),
        ("reach", "702.16b"),
        ("vigilance", "702.19b"),
        ("menace", "702.111b"),
        ("tapped cost", "117.3"),
        ("trample", "702.18"),
        ("spell to graveyard", "608.2k"),
        ("scry", "701.15a"),
        ("clash", "701.20"),  # rules/clash.py (701.20a-d)
        ("proliferate", "701.23a"),
        ("modes", "700.2"),
        ("aura sba", "704.5n"),
        ("equipment sba", "704.5p"),
        ("aura resolves", "608.3a"),
        ("transform", "701.25a"),
        ("unless", "117.12"),
        ("unearth", "702.82a"),
        ("fading", "702.30a"),
        ("vanishing", "702.61a"),
        ("modular", "702.41a"),
        ("graft", "702.56a"),
        ("devour", "702.80a"),
        ("amplify", "702.36a"),
        ("sunburst", "702.42a"),
        ("split second", "702.59a"),
        ("emblem", "113.2"),
        ("legend rule", "704.5k"),  # all of them go; rules/legend_rule.py
        ("planeswalker uniqueness", "704.5j"),
        # face-down spells and permanents (rules/face_down.py)
        ("morph cast", "702.35b"),
        ("morph face up", "702.35d"),
        ("special action face up", "115.2b"),
        ("starting plane", "103.6"),
        ("planeswalk", "701.21"),
    ),
)

RULESETS: dict[str, Ruleset] = {CURRENT.name: CURRENT, CR2011.name: CR2011}


def get_ruleset(name: str | Ruleset) -> Ruleset:
    """The ruleset called ``name`` (``current`` or ``cr2011``)."""
    if isinstance(name, Ruleset):
        return name
    try:
        return RULESETS[name]
    except KeyError:
        from mtgrules.errors import ConfigurationError

        known = ", ".join(RULESETS)
        raise ConfigurationError(f"unknown ruleset {name!r}; known rulesets: {known}") from None
