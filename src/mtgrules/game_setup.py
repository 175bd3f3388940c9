"""Setting a game up: players with their starting life, and objects with their
characteristics, counters and marked damage."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from enum import StrEnum
from typing import TypedDict, TypeVar, Unpack

from mtgrules.cards.mana import COLOR_NAMES, ManaCost, colors_of, parse_mana_cost
from mtgrules.cards.model import ActivatedAbility, CardDef, Restriction, SpellAbility
from mtgrules.carried_out import CARRIED_OUT
from mtgrules.commander_events import CommanderDesignated
from mtgrules.effects.base import Effect
from mtgrules.effects.triggers import steps as trigger_steps
from mtgrules.errors import ConfigurationError
from mtgrules.events import PlayerJoined
from mtgrules.game_view import GameView
from mtgrules.objects import LOYALTY, CardType, Keyword, Zone
from mtgrules.rules import static_abilities
from mtgrules.rules import transform as double_faced
from mtgrules.state import EntityId, GameObject, Player
from mtgrules.validation import check_effect, check_trigger, optional_number, whole_number

E = TypeVar("E", bound=StrEnum)


def _members(
    enum: type[E], names: Iterable[str | E], what: str, spell: Callable[[str], str]
) -> frozenset[E]:
    """The enum members named (``spell`` normalizes a name's case), or a ConfigurationError."""
    found: set[E] = set()
    for name in names:
        try:
            found.add(enum(spell(name) if isinstance(name, str) else name))
        except ValueError:
            known = ", ".join(member.value for member in enum)
            raise ConfigurationError(f"unknown {what} {name!r}; known: {known}") from None
    return frozenset(found)


def colors_of_card(cost: ManaCost | None, keywords: frozenset[Keyword]) -> frozenset[str]:
    """A card's colors from its mana cost (CR 202.2); devoid makes it colorless (CR 702.114a,
    a keyword from after 2011)."""
    return frozenset() if Keyword.DEVOID in keywords else colors_of(cost)


def _colors(colors: Iterable[str]) -> frozenset[str]:
    known = set(COLOR_NAMES.values())
    found = frozenset(str(c).lower() for c in colors)
    if not found <= known:
        raise ConfigurationError(f"unknown colors {sorted(found - known)}; colors: {sorted(known)}")
    return found


def _card_types(types: Iterable[str | CardType]) -> frozenset[CardType]:
    return _members(CardType, types, "card type", str.capitalize)


def _keywords(keywords: Iterable[str | Keyword]) -> frozenset[Keyword]:
    return _members(Keyword, keywords, "keyword", str.lower)


class Characteristics(TypedDict, total=False):
    """What :meth:`Game.add_permanent` takes besides the name and controller."""

    types: Iterable[str | CardType]
    subtypes: Iterable[str]
    power: int | None
    toughness: int | None
    loyalty: int | None
    keywords: Iterable[str | Keyword]
    counters: Mapping[str, int] | None
    damage: int
    tapped: bool
    statics: Sequence[Effect]
    triggers: Sequence[object]
    mana_cost: str | ManaCost | None
    spell: SpellAbility | None
    activated: Sequence[ActivatedAbility]
    restrictions: Iterable[str | Restriction]


class GameSetup(GameView):
    """Building a :class:`~mtgrules.game.Game`: players and objects."""

    def add_player(
        self,
        name: str,
        *,
        life: int | None = None,
        poison: int = 0,
        team: int | None = None,
        archenemy: bool = False,
        life_modifier: int = 0,
        vanguard: CardDef | None = None,
    ) -> EntityId:
        """Add a player with the variant's starting life (CR 118.1) unless ``life`` is given.

        In Two-Headed Giant, players with the same ``team`` share one life total and one
        poison count (CR 118.1a, 810). In a Vanguard game, ``vanguard`` is the player's
        vanguard card, face up in the command zone; its life modifier changes the starting
        life total (CR 902.3-902.4; :mod:`mtgrules.rules.vanguard`).
        """
        state = self.state
        if vanguard is not None:
            from mtgrules.rules.vanguard import vanguard_life_modifier

            life_modifier = vanguard_life_modifier(vanguard, life_modifier, self.variant.name)
        if not isinstance(name, str) or not name:
            raise ConfigurationError("a player needs a name")
        shared = self.variant.shared_team_life
        if shared and team is None:
            raise ConfigurationError("every player of a Two-Headed Giant game needs a team")
        if not shared and team is not None:
            raise ConfigurationError(f"teams don't share life in a {self.variant.name} game")
        whole_number(poison, "poison counters", minimum=0)
        optional_number(life, "life")
        whole_number(life_modifier, "life modifier")
        starting = self.variant.starting_life(archenemy=archenemy, life_modifier=life_modifier)
        mates = [p for p in state.players.values() if shared and p.team == team]
        if len(mates) >= 2:
            raise ConfigurationError(f"team {team} already has two players")
        if mates and (life is not None or poison):
            raise ConfigurationError(
                f"team {team}'s shared life and poison are set by its first player"
            )
        player_id = state.new_id()
        pool = mates[0].pool if mates else player_id
        if pool == player_id:
            state.life[pool] = starting if life is None else life
            state.poison[pool] = poison
        state.players[player_id] = Player(
            id=player_id, name=name, pool=pool, team=team, archenemy=archenemy
        )
        if state.active_player is None:
            state.active_player = player_id
        if vanguard is not None:  # CR 902.3, 902.6-902.7: in the command zone, working there
            from mtgrules.rules.command_cards import face_up

            placed = face_up(
                vanguard, owner=player_id, object_id=state.new_id(), timestamp=state.new_timestamp()
            )
            state.objects[placed.id] = placed
            state.index_abilities(placed)
            static_abilities.refresh(state)  # CR 611.3a
        # CR 118.1 (a-d): the starting life total, by variant.
        self.log.append(
            PlayerJoined(
                player=player_id,
                life=state.life[pool],
                rule=self.ruleset.life(self.variant.life_clause),
            )
        )
        return player_id

    def add_card(
        self,
        name: str,
        *,
        owner: EntityId,
        zone: str | Zone = Zone.BATTLEFIELD,
        controller: EntityId | None = None,
        types: Iterable[str | CardType] = (),
        subtypes: Iterable[str] = (),
        supertypes: Iterable[str] = (),
        power: int | None = None,
        toughness: int | None = None,
        loyalty: int | None = None,
        keywords: Iterable[str | Keyword] = (),
        counters: Mapping[str, int] | None = None,
        damage: int = 0,
        tapped: bool = False,
        statics: Sequence[Effect] = (),
        triggers: Sequence[object] = (),
        mana_cost: str | ManaCost | None = None,
        spell: SpellAbility | None = None,
        activated: Sequence[ActivatedAbility] = (),
        restrictions: Iterable[str | Restriction] = (),
        token: bool = False,
        colors: Iterable[str] | None = None,
    ) -> EntityId:
        """Put an object into a zone: a permanent on the battlefield, a spell on the stack,
        a card anywhere. A planeswalker enters with its loyalty as loyalty counters."""
        state = self.state
        self._player(owner)
        controller = owner if controller is None else controller
        self._player(controller)
        try:
            where = Zone(zone)
        except ValueError:
            raise ConfigurationError(f"unknown zone {zone!r}") from None
        whole_number(damage, "marked damage", minimum=0)
        for what, value in (("power", power), ("toughness", toughness), ("loyalty", loyalty)):
            optional_number(value, what)
        placed = dict(counters or {})
        for kind, count in placed.items():
            if not isinstance(kind, str):
                raise ConfigurationError(f"a counter kind is a name, not {kind!r}")
            whole_number(count, f"{kind} counters", minimum=0)
        for static in statics:
            check_effect(state, static, printed=True)
        card_types = _card_types(types)
        if (
            CardType.PLANESWALKER in card_types
            and loyalty is not None
            and LOYALTY not in placed
            and where is Zone.BATTLEFIELD
        ):
            placed[LOYALTY] = loyalty  # CR 306.5b
        abilities = tuple(check_trigger(trigger) for trigger in triggers)
        card_keywords = _keywords(keywords)
        cost = parse_mana_cost(mana_cost) if isinstance(mana_cost, str) else mana_cost
        if cost is not None and not isinstance(cost, ManaCost):
            raise ConfigurationError(f"not a mana cost: {mana_cost!r}")
        if spell is not None and not isinstance(spell, SpellAbility):
            raise ConfigurationError(f"not a spell ability: {spell!r}")
        for ability in activated:
            if not isinstance(ability, ActivatedAbility):
                raise ConfigurationError(f"not an activated ability: {ability!r}")
        steps = [*(spell.effect if spell else ()), *(s for a in activated for s in a.effect)]
        for trigger in triggers:
            steps.extend(trigger_steps(getattr(trigger, "effect", ())))
        for step in steps:
            if not isinstance(step, CARRIED_OUT):
                raise ConfigurationError(
                    f"{name}: the engine doesn't carry out {type(step).__name__} yet"
                )
        card_restrictions = _members(Restriction, restrictions, "restriction", str.lower)
        object_id = state.new_id()
        obj = GameObject(
            id=object_id,
            name=name,
            owner=owner,
            controller=controller,
            zone=where,
            types=card_types,
            subtypes=frozenset(subtypes),
            supertypes=frozenset(supertypes),
            power=power,
            toughness=toughness,
            loyalty=loyalty,
            keywords=card_keywords,
            counters={k: n for k, n in placed.items() if n},
            damage=damage,
            tapped=tapped,
            statics=tuple(statics),
            triggers=abilities,
            timestamp=state.new_timestamp(),
            mana_cost=cost,
            spell=spell,
            activated=tuple(activated),
            restrictions=card_restrictions,
            token=token,
            colors=_colors(colors) if colors is not None else colors_of_card(cost, card_keywords),
            since_turn=state.turn if state.step is not None and where is Zone.BATTLEFIELD else -1,
        )
        state.objects[object_id] = obj
        if where is Zone.LIBRARY and state.step is not None:
            state.libraries.setdefault(owner, []).append(object_id)
        state.index_abilities(obj)
        static_abilities.refresh(state)  # CR 611.3a
        return object_id

    def add_permanent(
        self,
        name: str,
        *,
        controller: EntityId,
        owner: EntityId | None = None,
        **characteristics: Unpack[Characteristics],
    ) -> EntityId:
        """Put a permanent onto the battlefield under ``controller`` (its owner unless
        ``owner`` is given). Takes the characteristics of :meth:`add_card`."""
        return self.add_card(
            name,
            owner=controller if owner is None else owner,
            controller=controller,
            zone=Zone.BATTLEFIELD,
            **characteristics,
        )

    def designate_commanders(self, player: EntityId, *cards: EntityId) -> list[CommanderDesignated]:
        """Designate a player's commander, or two through a partner ability, before a
        Commander game begins (CR 903.3, 702.124a; :mod:`mtgrules.rules.commander`)."""
        from mtgrules.rules.commander import designate

        events = designate(self.state, self.variant.name, player, cards)
        static_abilities.refresh(self.state)  # CR 611.3a: "commander creatures you control"
        self.log.extend(events)
        return events

    def give_scheme_deck(self, player: EntityId, cards: Sequence[CardDef]) -> None:
        """Give the archenemy their scheme deck, top card first, in the command zone (CR
        904.4; :mod:`mtgrules.rules.schemes`): they set a scheme in motion as each of their
        precombat main phases begins (CR 904.9)."""
        from mtgrules.rules.schemes import give_scheme_deck

        give_scheme_deck(self.state, self.variant.name, player, cards)

    def give_planar_deck(self, player: EntityId, cards: Sequence[CardDef]) -> None:
        """Give a player their planar deck, top card first (CR 901.3; :mod:`mtgrules.rules.
        planechase`); the starting player's top card is turned face up as the starting plane
        (CR 103.7; 2011: 103.6)."""
        from mtgrules.rules.commit import commit
        from mtgrules.rules.planechase import give_planar_deck

        state = self.state
        events = give_planar_deck(state, self.ruleset, player, cards)  # checked, then given
        commit(state, events)
        static_abilities.refresh(state)  # CR 611.3a: the plane's static abilities
        self.log.extend(events)

    def add_card_def(
        self,
        card: CardDef,
        *,
        owner: EntityId,
        zone: str | Zone = Zone.LIBRARY,
        controller: EntityId | None = None,
        counters: Mapping[str, int] | None = None,
        damage: int = 0,
        tapped: bool = False,
        transformed: bool = False,
    ) -> EntityId:
        """Put a card defined as data (:class:`~mtgrules.cards.model.CardDef`) into a zone.
        A transforming double-faced card (``card.back``) is front face up, or with
        ``transformed`` a permanent with its back face up (CR 712; 2011: 711)."""
        if not isinstance(card, CardDef):
            raise ConfigurationError(f"not a card definition: {card!r}")
        if transformed and (card.back is None or zone != Zone.BATTLEFIELD):
            raise ConfigurationError(
                f"{card.name} can't be put onto the battlefield transformed: only a "
                "double-faced card entering the battlefield can (CR 701.28a)"
            )
        if card.back is not None and not isinstance(card.back, CardDef):
            raise ConfigurationError(f"not a card definition: {card.back!r}")
        object_id = self.add_card(
            card.name,
            owner=owner,
            zone=zone,
            controller=controller,
            types=card.types,
            subtypes=card.subtypes,
            supertypes=card.supertypes,
            power=card.power,
            toughness=card.toughness,
            loyalty=card.loyalty,
            keywords=card.keywords,
            counters=counters,
            damage=damage,
            tapped=tapped,
            statics=card.statics,
            triggers=card.triggers,
            mana_cost=card.mana_cost,
            spell=card.spell,
            activated=card.activated,
            restrictions=card.restrictions,
        )
        if card.parts:  # CR 709, 712, 715: a card of several parts (rules/card_parts.py)
            self.state.objects[object_id].multi_part = card
        if card.back is not None:
            obj = self.state.objects[object_id]
            obj.faces = (card, card.back)
            if transformed:
                double_faced.turn_to(obj, card.back, back=True)
                self.state.index_abilities(obj)
                static_abilities.refresh(self.state)
        return object_id
