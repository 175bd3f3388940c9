"""Oracle text to card definitions (DESIGN principle 3).

:func:`compile_face` reads one card (its MTGJSON face): characteristics, then each line of
text through the grammar. The card is *supported* only if every line compiles, the engine
implements every part (:mod:`mtgrules.cards.support`) and the rendering of the compiled data
equals the Oracle text (:mod:`mtgrules.cards.render`); otherwise ``unsupported`` names the
first clause that failed and ``card`` is None.

>>> bolt = compile_face(CardFace(name="Lightning Bolt", mana_cost="{R}", types=("Instant",),
...     text="Lightning Bolt deals 3 damage to any target."))
>>> bolt.supported, bolt.card.spell.effect
(True, (DealDamage(amount=3, to=-100, source=-1),))
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from mtgrules.cards.abilities import (
    Ability,
    ActivatedLine,
    Bullet,
    EffectLine,
    Either,
    KeywordLine,
    ModalHeader,
    ModalLine,
    RestrictionLine,
    StaticLine,
    TriggeredLine,
    instructions,
)
from mtgrules.cards.attachment_abilities import (
    attachment_problem,
    aura_spell,
    equip_ability,
    is_equip,
)
from mtgrules.cards.build_choices_2 import choices_on_resolution
from mtgrules.cards.build_commander import partner_statics, partner_with_triggers
from mtgrules.cards.build_conditions import (
    instead_problem,
    intervening_steps,
    join_instead,
    with_condition,
)
from mtgrules.cards.build_returns import activated_where_it_returns_from, returns_itself
from mtgrules.cards.build_spell_costs import pays_life_x
from mtgrules.cards.casting_keywords import casting_statics, casting_triggers, from_its_zone
from mtgrules.cards.combat_keywords import (
    backup_problem,
    backup_triggers,
    combat_keyword_activated,
)
from mtgrules.cards.counter_keywords import is_outlast, outlast_ability
from mtgrules.cards.defining_abilities import defined_by_ability
from mtgrules.cards.errors import CardDataError, UnsupportedCardError
from mtgrules.cards.faces import CardFace
from mtgrules.cards.grammar import ClauseError, parse_line
from mtgrules.cards.keyword_abilities import (
    cycling_ability,
    is_cycling,
    keyword_statics,
    keyword_triggers,
    typecycling_ability,
    typecycling_search,
)
from mtgrules.cards.mana import parse_mana_cost
from mtgrules.cards.model import (
    ActivatedAbility,
    CardDef,
    Cost,
    Mode,
    Restriction,
    SpellAbility,
)
from mtgrules.cards.morph import face_down_statics
from mtgrules.cards.pending import (
    AdditionalCost,
    AtBeginningOf,
    CantBeCountered,
    ChooseAsEnters,
    CostReduction,
    Enchant,
    OtherKeyword,
    WhenAnotherEnters,
    WhenCast,
    WhenDies,
    WhenLeaves,
    WhenOther,
)
from mtgrules.cards.render import RenderError, render_ability
from mtgrules.cards.results_tables import is_row, with_table
from mtgrules.cards.support import missing
from mtgrules.cards.text import comparable, oracle_lines
from mtgrules.cards.unearth import is_unearth, unearth_ability
from mtgrules.cards.ward import ward_triggers
from mtgrules.cards.zone_abilities import dredge_statics, is_zone_ability, zone_ability
from mtgrules.effects.alternative_costs import AlternativeCost, CostLessByX, OptionalCost
from mtgrules.effects.base import Effect, Match
from mtgrules.effects.casting_timing import CastOnly
from mtgrules.effects.flash_costs import FlashCost
from mtgrules.effects.instructions import AddMana, Instruction, target_index
from mtgrules.effects.spell_costs import ConditionalCostReduction, TargetedCostReduction
from mtgrules.effects.targets import TargetSpec
from mtgrules.effects.triggers import TriggeredAbility
from mtgrules.errors import RulesError
from mtgrules.objects import CardType, Keyword
from mtgrules.rules.entering_choices import CHOICES, unchosen_reference
from mtgrules.rules.speed import engines_statics
from mtgrules.rules.trigger_cycling import is_cycle_self
from mtgrules.rules.x_costs import uses_x
from mtgrules.rules.x_counters import enters_with_x

__all__ = ["CardFace", "CompiledCard", "compile_face"]

SUPPORTED_LAYOUTS = frozenset({"normal"})  # "transform": cards/double_faced.py
ONE_FACE_LAYOUTS = frozenset(
    {"split", "adventure", "modal_dfc", "aftermath", "flip", "meld", "prepare", "reversible_card"}
)
_PENDING_CONDITIONS = (WhenDies, AtBeginningOf, WhenAnotherEnters, WhenLeaves, WhenCast, WhenOther)
_ANY_NUMBER = 99
BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
_TYPE_ALIASES = {"Kindred": CardType.TRIBAL.value}
_SPELL_TYPES = frozenset({CardType.INSTANT, CardType.SORCERY})


@dataclass(frozen=True, slots=True)
class CompiledCard:
    """The result of compiling a card: its abilities (those that compiled), its definition
    if supported, else the first clause that failed and why."""

    face: CardFace
    abilities: tuple[Ability, ...]
    card: CardDef | None
    unsupported: str | None = None
    reason: str | None = None
    needs: tuple[str, ...] = ()
    """For a card whose text compiles and renders back exactly: the engine features it
    waits for (empty otherwise)."""

    @property
    def supported(self) -> bool:
        return self.card is not None

    def rendered(self) -> list[str]:
        """The compiled abilities rendered back to text, with the card's name."""
        if self.face.parts:  # each face of a card of several parts with its own name
            from mtgrules.cards.multi_face import rendered_faces

            return rendered_faces(self.face)
        out = []
        for ability in self.abilities:
            try:
                out.append(render_ability(ability).replace("~", self.face.name))
            except RenderError as error:
                out.append(f"<{error}>")
        return out

    def definition(self) -> CardDef:
        """The card definition; an UnsupportedCardError naming the clause if there is none."""
        if self.card is None:
            raise UnsupportedCardError(
                self.face.name, self.unsupported or "", self.reason or "unsupported"
            )
        return self.card


class _UnsupportedError(Exception):
    def __init__(self, clause: str, reason: str) -> None:
        super().__init__(clause)
        self.clause = clause
        self.reason = reason


def failed_clause(line: str, position: int) -> str:
    """The sentence of ``line`` around ``position``: the clause reported as unsupported."""
    start = line.rfind(". ", 0, max(position, 0))
    start = 0 if start < 0 else start + 2
    end = line.find(". ", max(position, start))
    return line[start:] if end < 0 else line[start : end + 1]


def _number(value: str | None, what: str) -> int | None:
    if value is None:
        return None
    if not value.isdigit():
        raise _UnsupportedError(f"({what} {value})", f"{what} that isn't a number")
    return int(value)


def _types(face: CardFace) -> frozenset[CardType]:
    found = set()
    for name in face.types:
        try:
            found.add(CardType(_TYPE_ALIASES.get(name, name)))
        except ValueError:
            raise _UnsupportedError(
                f"(card type {name})", "a card type the engine doesn't know"
            ) from None
    if not found:
        raise _UnsupportedError("(no card type)", "a card without a card type")
    return frozenset(found)


def _check_place(ability: Ability, types: frozenset[CardType], line: str) -> None:
    is_spell = bool(types & _SPELL_TYPES)
    if isinstance(ability, ModalLine):
        if (ability.when is None) != is_spell:
            raise _UnsupportedError(line, "a modal ability in the wrong place")
        return
    if isinstance(ability, StaticLine) and isinstance(
        ability.effect,
        CantBeCountered
        | AdditionalCost
        | CostReduction
        | ConditionalCostReduction
        | TargetedCostReduction
        | CastOnly  # CR 601.3 (rules/casting_timing.py)
        | AlternativeCost  # CR 118.9 (rules/costs_4.py)
        | CostLessByX  # CR 601.2f: "costs {X} less to cast, where X is ..."
        | OptionalCost  # CR 118.8: "As an additional cost to cast ~, you may ..."
        | FlashCost,  # CR 601.2f: "as though it had flash if you pay {2} more"
    ):
        return
    if is_spell and isinstance(ability, TriggeredLine) and is_cycle_self(ability.when):
        return  # CR 702.29c: it triggers from the graveyard the cycled card is put into
    if is_spell and isinstance(ability, ActivatedLine | TriggeredLine) and returns_itself(ability):
        return  # CR 113.6k: "return ~ from your graveyard": it functions in the graveyard
    if isinstance(ability, EffectLine) != is_spell and not isinstance(ability, KeywordLine):
        where = "an instant or sorcery" if is_spell else "a permanent"
        raise _UnsupportedError(line, f"this kind of ability on {where}")
    if (
        isinstance(ability, KeywordLine)
        and is_spell
        # CR 702.114a: devoid works everywhere (the spell is colorless: game_setup.py)
        and not all(isinstance(k, OtherKeyword) or k is Keyword.DEVOID for k in ability.keywords)
    ):
        raise _UnsupportedError(line, "keyword abilities on an instant or sorcery")
    if isinstance(ability, RestrictionLine) and CardType.CREATURE not in types:
        raise _UnsupportedError(line, "a combat restriction on a noncreature")


def _shift(value: Any, offset: int) -> Any:
    """``value`` with its target references moved by ``offset`` targets."""
    if not offset:
        return value
    if isinstance(value, int) and not isinstance(value, bool):
        index = target_index(value)
        return value if index is None else value - offset
    if isinstance(value, tuple):
        return tuple(_shift(item, offset) for item in value)
    if isinstance(value, Match) and value.ids is not None:
        return dataclasses.replace(value, ids=frozenset(_shift(i, offset) for i in value.ids))
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {
            f.name: _shift(getattr(value, f.name), offset)
            for f in dataclasses.fields(value)
            if f.name in ("to", "who", "on", "source", "effect", "from_", "then", "step")
        }
        return dataclasses.replace(value, **changes)
    return value


shift_targets = _shift


def _named(text: str, name: str) -> str:
    return text.replace("~", name)


def assemble(face: CardFace, abilities: Sequence[Ability], types: frozenset[CardType]) -> CardDef:
    """The card definition of a supported card's compiled abilities."""
    keywords: list[Keyword] = []
    restrictions: list[Restriction] = []
    statics: list[Effect] = []
    activated: list[ActivatedAbility] = []
    triggers: list[TriggeredAbility] = []
    spell_steps: list[Instruction] = []
    spell_targets: list[TargetSpec] = []
    spell_text: list[str] = []
    modal: ModalLine | None = None
    for ability in abilities:
        text = _named(render_ability(ability), face.name)
        if isinstance(ability, KeywordLine):
            keywords.extend(k for k in ability.keywords if not isinstance(k, OtherKeyword))
            for keyword in ability.keywords:  # prowess, exalted, bushido N, ... (CR 702)
                triggers.extend(keyword_triggers(keyword))
                triggers.extend(ward_triggers(keyword))  # CR 702.21a (cards/ward.py)
                statics.extend(keyword_statics(keyword))
                statics.extend(casting_statics(keyword))  # flashback, kicker, ... (CR 702)
                statics.extend(partner_statics(keyword))  # CR 702.124h (rules/commander.py)
                statics.extend(face_down_statics(keyword))  # morph, disguise (CR 702.37)
                statics.extend(engines_statics(keyword))  # CR 702.179 (rules/speed.py)
                triggers.extend(casting_triggers(keyword))  # evoke's sacrifice (CR 702.74a)
            activated.extend(equip_ability(k) for k in ability.keywords if is_equip(k))
            activated.extend(cycling_ability(k) for k in ability.keywords if is_cycling(k))
            activated.extend(outlast_ability(k) for k in ability.keywords if is_outlast(k))
            activated.extend(unearth_ability(k) for k in ability.keywords if is_unearth(k))
            activated.extend(zone_ability(k) for k in ability.keywords if is_zone_ability(k))
            statics.extend(s for k in ability.keywords for s in dredge_statics(k))  # 702.52a
            activated.extend(a for k in ability.keywords for a in combat_keyword_activated(k))
            activated.extend(
                typecycling_ability(k)
                for k in ability.keywords
                if isinstance(k, OtherKeyword) and typecycling_search(k) is not None
            )
        elif isinstance(ability, RestrictionLine):
            restrictions.extend(ability.restrictions)
        elif isinstance(ability, StaticLine):
            statics.append(dataclasses.replace(ability.effect, text=text))
        elif isinstance(ability, EffectLine):
            offset = len(spell_targets)
            spell_steps.extend(_shift(s, offset) for s in instructions(ability.sentences))
            spell_targets.extend(ability.targets)
            spell_text.append(text)
        elif isinstance(ability, ModalLine) and ability.when is None:
            modal = ability  # CR 700.2: a modal spell
            spell_text.append(text)
        elif isinstance(ability, ModalLine):  # CR 603.3c, 700.2: a modal triggered ability
            from mtgrules.cards.modal_trigger_lines import modal_triggers

            words = tuple(_named(render_ability(m), face.name) for m in ability.modes)
            triggers.extend(modal_triggers(ability, text, words))  # cards/modal_trigger_lines.py
        elif isinstance(ability, ActivatedLine):
            compiled = ActivatedAbility(
                cost=ability.cost,
                effect=instructions(ability.sentences),
                targets=ability.targets,
                text=text,
                limit=ability.limit.limit if ability.limit is not None else "",
                extra_costs=ability.extra_costs,
                x=ability.x,
                loyalty=ability.loyalty,  # CR 606.2: a loyalty ability
            )
            compiled = with_condition(compiled, ability.limit)  # "Activate only if ..."
            compiled = activated_where_it_returns_from(compiled)  # CR 113.6k
            activated.append(from_its_zone(compiled))  # "Discard ~: ..." (CR 602.2)
        elif isinstance(ability, TriggeredLine):
            steps = intervening_steps(ability)  # CR 603.4: checked again on resolution
            steps = join_instead(steps)  # "If [condition], it deals 7 damage instead." (608.2c)
            when = ability.when
            for condition in (when.first, when.second) if isinstance(when, Either) else (when,):
                triggers.append(
                    TriggeredAbility(
                        when=condition,
                        effect=steps[0] if len(steps) == 1 else steps,
                        optional=ability.optional,
                        text=text,
                        targets=ability.targets,
                        intervening=ability.intervening,
                        once_each_turn=ability.once_each_turn,
                    )
                )
    triggers.extend(backup_triggers(abilities))  # backup N (CR 702.165a)
    triggers.extend(partner_with_triggers(statics))  # CR 702.124j
    # CR 305.6: a basic land type gives its land "{T}: Add [mana]".
    for subtype, mana in BASIC_LAND_MANA.items():
        if CardType.LAND in types and subtype in face.subtypes:
            activated.insert(
                0,
                ActivatedAbility(
                    cost=Cost(tap=True),
                    effect=(AddMana(mana=mana),),
                    text=f"{{T}}: Add {{{mana}}}.",
                ),
            )
    spell = None
    enchant = next((s for s in statics if isinstance(s, Enchant)), None)
    if enchant is not None:
        spell = aura_spell(enchant, face.name)  # CR 303.4a: an Aura spell targets
    if types & _SPELL_TYPES:
        spell = SpellAbility(
            effect=join_instead(spell_steps),  # "... instead if [condition]." (CR 608.2c)
            targets=tuple(spell_targets),
            text=" ".join(spell_text),
        )
        if modal is not None:
            spell = dataclasses.replace(
                spell,
                modes=tuple(
                    Mode(
                        effect=instructions(mode.sentences),
                        targets=mode.targets,
                        text=_named(render_ability(mode), face.name),
                    )
                    for mode in modal.modes
                ),
                fewest=modal.minimum,
                most=min(modal.maximum, len(modal.modes)),
            )
    return CardDef(
        name=face.name,
        types=types,
        mana_cost=parse_mana_cost(face.mana_cost) if face.mana_cost else None,
        subtypes=frozenset(face.subtypes),
        supertypes=frozenset(face.supertypes),
        power=_number(_star(face.power), "power"),
        toughness=_number(_star(face.toughness), "toughness"),
        loyalty=_number(face.loyalty, "loyalty"),
        keywords=frozenset(keywords),
        restrictions=frozenset(restrictions),
        spell=spell,
        activated=tuple(activated),
        triggers=tuple(triggers),
        statics=tuple(statics),
        text=_named("\n".join(render_ability(a) for a in abilities), face.name),
    )


def _characteristics(face: CardFace) -> tuple[frozenset[CardType], list[_UnsupportedError]]:
    """The card's types, and what the engine lacks to play its characteristics (mana
    symbols like {X} or hybrid, characteristic-defining power like */*)."""
    if face.layout in ONE_FACE_LAYOUTS:
        raise _UnsupportedError(
            f"({face.layout} layout: the card data holds one face)",
            "a card of several faces or parts the card data holds only one of",
        )
    if face.layout not in SUPPORTED_LAYOUTS:
        raise _UnsupportedError(f"({face.layout} layout)", "a card layout the engine doesn't play")
    types = _types(face)
    lacking = []
    if face.mana_cost:
        try:
            parse_mana_cost(face.mana_cost)
        except RulesError:
            lacking.append(
                _UnsupportedError(
                    f"(mana cost {face.mana_cost})",
                    "the engine doesn't implement mana symbols like these yet",
                )
            )
    for value, what in (
        (face.power, "power"),
        (face.toughness, "toughness"),
        (face.loyalty, "loyalty"),
    ):
        try:
            _number(value, what)
        except _UnsupportedError as error:
            lacking.append(error)
    if CardType.CREATURE in types and (face.power is None or face.toughness is None):
        raise _UnsupportedError("(creature without power and toughness)", "missing power")
    return types, lacking


def _unchosen(abilities: Sequence[Ability]) -> str | None:
    """'the chosen player/color/type' in a card without the matching 'As ~ enters, choose'."""
    choices = {
        CHOICES[ability.effect.what]
        for ability in abilities
        if isinstance(ability, StaticLine)
        and isinstance(ability.effect, ChooseAsEnters)
        and ability.effect.what in CHOICES
    }
    choices |= choices_on_resolution(abilities)  # "Choose a color." (CR 608.2d)
    rendered = " ".join(render_ability(ability) for ability in abilities)
    return unchosen_reference(rendered, choices)


def _x_problem(face: CardFace, abilities: Sequence[Ability]) -> _UnsupportedError | None:
    """CR 107.3: {X} in a spell's mana cost and X in its text go together (X is chosen as
    it is cast, rules/x_costs.py); anything else the engine doesn't play."""
    spell_steps = [
        step
        for ability in abilities
        for line in (ability.modes if isinstance(ability, ModalLine) else (ability,))
        if isinstance(line, EffectLine)
        for step in instructions(line.sentences)
    ]
    has_x = bool(face.mana_cost) and parse_mana_cost(face.mana_cost or "").x > 0
    if not has_x and pays_life_x(abilities):  # CR 107.3: X announced for "pay X life"
        return None if uses_x(spell_steps) else _UnsupportedError("pay X life", "X unused")
    statics = [a.effect for a in abilities if isinstance(a, StaticLine)]
    if has_x != (uses_x(spell_steps) or enters_with_x(statics)):  # rules/x_counters.py
        clause = f"(mana cost {face.mana_cost})" if has_x else "X (no {X} in the mana cost)"
        return _UnsupportedError(clause, "X used only in one of the mana cost and the text")
    return None


def _star(value: str | None) -> str | None:
    """CR 604.3: a printed ``*`` is 0 but for the characteristic-defining ability that
    defines it (compile_face keeps cards with a ``*`` and no such ability unsupported)."""
    return "0" if value == "*" else value


def _need_of(clause: str) -> str:
    """ "(mana cost {X}{R})" -> "{X}": the feature a characteristic needs."""
    words = clause.strip("()").split(" ")
    if words[0] == "mana":
        symbols = re.findall(r"\{[^}]*\}", clause)
        unknown = [s for s in symbols if not re.fullmatch(r"\{(\d+|[WUBRGC]|[WUBRG]/P)\}", s)]
        return " ".join(sorted(set(unknown))) or clause
    return words[-1]


def _units(lines: list[str]) -> list[list[str]]:
    """Lines grouped into abilities: a modal header ("Choose one —") with its "•" lines."""
    units: list[list[str]] = []
    for line in lines:
        mode = line.startswith("• ") and units and units[-1][0].endswith("—")
        if mode or (is_row(line) and units):  # a mode, a results table's row (results_tables)
            units[-1].append(line)
        else:
            units.append([line])
    return units


def _parse_unit(unit: list[str]) -> Ability:
    """One ability from its lines; a ClauseError names the failing line via ``clause``."""
    first = parse_line(unit[0])
    if len(unit) == 1:
        if isinstance(first, ModalHeader | Bullet):
            raise ClauseError("a modal line without its modes")
        return first
    if is_row(unit[1]):
        return with_table(first, unit[1:])  # CR 706.2: the rows of the roll's results
    if not isinstance(first, ModalHeader):
        raise ClauseError("lines that are not modes of a modal ability")
    modes = []
    for line in unit[1:]:
        try:
            bullet = parse_line(line)
        except ClauseError as error:
            error.clause = failed_clause(line, error.position)
            raise
        if not isinstance(bullet, Bullet):
            raise ClauseError("not a mode", clause=line)
        modes.append(bullet.mode)
    if len(modes) < first.maximum and first.maximum != _ANY_NUMBER:
        raise ClauseError("fewer modes than to choose")
    return ModalLine(first.minimum, first.maximum, tuple(modes), first.when)


def compile_face(face: CardFace) -> CompiledCard:
    """Compile one card face; never raises for unsupported text (see ``unsupported``).

    Every line is read even after one fails, so that ``needs`` lists the engine features a
    card waits for when its text otherwise compiles and renders back exactly."""
    if face.layout in ONE_FACE_LAYOUTS:  # CR 709, 712, 715: every part (cards/multi_face.py)
        from mtgrules.cards.multi_face import compile_multi

        return compile_multi(face)
    if face.layout == "transform":  # CR 712 (2011: 711): both faces, or nothing
        from mtgrules.cards.double_faced import compile_transforming

        return compile_transforming(face)
    if face.layout in ("vanguard", "scheme", "planar"):  # CR 901, 902, 904: command zone
        from mtgrules.cards.variant_cards import compile_variant

        return compile_variant(face)
    if face.layout == "leveler":  # CR 711 (2011: 710): level up and levels
        from mtgrules.cards.levelers import compile_leveler

        return compile_leveler(face)
    if face.layout == "prototype":  # CR 702.160, 718 (cards/prototypes.py)
        from mtgrules.cards.prototypes import compile_prototype

        return compile_prototype(face)
    if face.layout == "class":  # CR 716: class levels (cards/classes.py)
        from mtgrules.cards.classes import compile_class

        return compile_class(face)
    if face.layout == "saga" or "Saga" in face.subtypes:  # CR 714: chapter abilities
        from mtgrules.cards.sagas import compile_saga, has_chapters

        if has_chapters(face.text):  # cards/sagas.py
            return compile_saga(face)
    lines = oracle_lines(face.text, face.name, "Legendary" in face.supertypes)
    abilities: list[Ability] = []
    failure: _UnsupportedError | None = None
    needs: list[str] = []
    understood = True
    try:
        types, lacking = _characteristics(face)
    except _UnsupportedError as error:
        failure, types, understood, lacking = error, frozenset(), False, []
    lacking = [p for p in lacking if not defined_by_ability(p.clause, face.text, face.name)]
    for problem in lacking:
        failure = failure or problem
        needs.append(problem.clause.strip("()").split(" ")[0] + " " + _need_of(problem.clause))
    for unit in _units(lines):
        line = "\n".join(unit)
        try:
            ability = _parse_unit(unit)
        except ClauseError as error:
            understood = False
            if failure is None:
                clause = error.clause or failed_clause(unit[0], error.position)
                failure = _UnsupportedError(clause, str(error))
            continue
        abilities.append(ability)
        try:
            _check_place(ability, types, line)
            misplaced = attachment_problem(ability, face.subtypes)
            if misplaced is not None:
                raise _UnsupportedError(line, misplaced)
            rendered = render_ability(ability)
            if comparable(rendered) != comparable(line):
                raise _UnsupportedError(line, f"renders as {rendered!r}")
        except RenderError as error:
            understood = False
            failure = failure or _UnsupportedError(line, f"no words for the compiled data: {error}")
            continue
        except _UnsupportedError as error:
            understood = False
            failure = failure or error
            continue
        name = missing(ability)
        if name is not None:
            needs.append(name)
            failure = failure or _UnsupportedError(line, f"the engine doesn't implement {name} yet")
    if failure is None and types & _SPELL_TYPES and not abilities:
        failure = _UnsupportedError("(no text)", "an instant or sorcery that does nothing")
        understood = False
    if failure is None:
        failure = _x_problem(face, abilities)
    backup = backup_problem(abilities)
    if failure is None and backup is not None:
        failure = _UnsupportedError("Backup", f"the engine doesn't implement {backup} yet")
        needs.append(backup)
    unchosen = _unchosen(abilities) if failure is None else None
    if unchosen is not None:
        failure = _UnsupportedError(unchosen, "reads a choice the card never makes (CR 614.12)")
    instead = instead_problem(abilities)
    if failure is None and instead is not None:
        failure = _UnsupportedError("(instead if)", f"the engine doesn't implement {instead} yet")
        needs.append(instead)
    if failure is not None:
        return CompiledCard(
            face,
            tuple(abilities),
            None,
            _named(failure.clause, face.name),
            failure.reason,
            tuple(needs) if understood else (),
        )
    return CompiledCard(face, tuple(abilities), assemble(face, abilities, types))


def compile_text(
    name: str,
    *,
    types: Sequence[str],
    text: str = "",
    mana_cost: str | None = None,
    subtypes: Sequence[str] = (),
    supertypes: Sequence[str] = (),
    power: int | str | None = None,
    toughness: int | str | None = None,
    loyalty: int | str | None = None,
) -> CardDef:
    """An inline card definition compiled like a real card: "a 3/3 creature with wither and
    lifelink" is ``compile_text("Test", types=["Creature"], power=3, toughness=3,
    text="Wither, lifelink")``. An UnsupportedCardError names the clause it can't compile."""

    def as_text(value: int | str | None) -> str | None:
        return None if value is None else str(value)

    if isinstance(types, str) or not all(isinstance(t, str) for t in types):
        raise CardDataError(f"card types are a list of names, not {types!r}")
    if not isinstance(name, str) or not name:
        raise CardDataError(f"a card needs a name, not {name!r}")
    face = CardFace(
        name=name,
        mana_cost=mana_cost,
        types=tuple(types),
        subtypes=tuple(subtypes),
        supertypes=tuple(supertypes),
        power=as_text(power),
        toughness=as_text(toughness),
        loyalty=as_text(loyalty),
        text=text,
    )
    return compile_face(face).definition()


SUPERTYPES = frozenset({"Basic", "Legendary", "Snow", "World", "Ongoing", "Host"})
_DEFINITION_KEYS = frozenset(
    {"name", "type", "types", "subtypes", "supertypes", "mana_cost", "cost"}
    | {"power", "toughness", "loyalty", "text"}
)


def parse_type_line(line: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """ "Legendary Creature — Goblin Warrior" as (supertypes, types, subtypes) (CR 205)."""
    if not isinstance(line, str) or not line.strip():
        raise CardDataError(f"a type line is text like 'Creature — Goblin', not {line!r}")
    left, _, right = line.replace(" - ", " — ").partition("—")
    words = left.split()
    supertypes = tuple(w for w in words if w in SUPERTYPES)
    types = tuple(w for w in words if w not in SUPERTYPES)
    return supertypes, types, tuple(right.split())


def compile_definition(definition: Mapping[str, Any]) -> CardDef:
    """An inline card from a mapping, as a scenario file would write it::

        {"name": "Wither Beast", "type": "Creature — Beast", "cost": "{2}{B}",
         "power": 3, "toughness": 3, "text": "Wither, lifelink"}

    ``type`` (a type line) or ``types``/``subtypes``/``supertypes`` (lists); ``cost`` or
    ``mana_cost``. A CardDataError for a malformed definition, an UnsupportedCardError naming
    the clause for text the compiler can't compile."""
    if not isinstance(definition, Mapping):
        raise CardDataError(f"a card definition is a mapping of fields, not {definition!r}")
    unknown = set(definition) - _DEFINITION_KEYS
    if unknown:
        raise CardDataError(
            f"unknown card definition field(s) {sorted(unknown)}; known: {sorted(_DEFINITION_KEYS)}"
        )

    def strings(key: str) -> tuple[str, ...]:
        value = definition.get(key, ())
        if isinstance(value, str):
            return tuple(value.split())
        if not isinstance(value, list | tuple) or not all(isinstance(v, str) for v in value):
            raise CardDataError(f"card field {key!r} is a list of names, not {value!r}")
        return tuple(value)

    supertypes, types, subtypes = strings("supertypes"), strings("types"), strings("subtypes")
    if "type" in definition:
        supertypes, types, subtypes = parse_type_line(definition["type"])
    text = definition.get("text", "")
    cost = definition.get("cost", definition.get("mana_cost"))
    if not isinstance(text, str) or (cost is not None and not isinstance(cost, str)):
        raise CardDataError("a card's text and mana cost are text")
    return compile_text(
        definition.get("name"),  # type: ignore[arg-type]
        types=types,
        text=text,
        mana_cost=cost,
        subtypes=subtypes,
        supertypes=supertypes,
        power=definition.get("power"),
        toughness=definition.get("toughness"),
        loyalty=definition.get("loyalty"),
    )
