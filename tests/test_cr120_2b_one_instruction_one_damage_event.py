"""One instruction, one damage event (CR 120.2b / 2011 119.2b: the spell or ability names the
object that deals the damage; CR 120.4 / 2011 119.4: the damage event). "~ deals 4 damage to
any target and 2 damage to you" (Char), "... and 1 damage to itself" (Reckless Embermage) and
"~ deals X damage to each creature without flying and each player" (Earthquake) deal all
their damage simultaneously, in one event; two sentences remain two events."""

from __future__ import annotations

from mtgrules.actions import ActivateAbility, CastSpell, Choose
from mtgrules.cards.abilities import instructions
from mtgrules.cards.grammar import parse_line
from mtgrules.effects.instructions import DealDamage
from mtgrules.events import DamageDealt, DamageEventOccurred, Event
from tests.card_table import round_trip
from tests.instruction_play import Table


def _dealt(events: list[Event]) -> list[tuple[int, int]]:
    return sorted((e.recipient, e.amount) for e in events if isinstance(e, DamageDealt))


def _damage_events(events: list[Event]) -> int:
    return len([e for e in events if isinstance(e, DamageEventOccurred)])


def test_cr120_2b_the_second_damage_clause_is_joined_to_the_first() -> None:
    line = "~ deals 4 damage to any target and 2 damage to you."
    round_trip(line)
    steps = instructions(parse_line(line).sentences)  # type: ignore[union-attr]
    assert [s.joined for s in steps if isinstance(s, DealDamage)] == [False, True]
    then = instructions(
        parse_line("~ deals 1 damage to target creature. ~ deals 1 damage to you.").sentences  # type: ignore[union-attr]
    )
    assert not any(s.joined for s in then if isinstance(s, DealDamage))
    aura = "Enchanted creature deals 1 damage to any target and 1 damage to you."
    round_trip(aura)
    first, second = instructions(parse_line(aura).sentences)  # type: ignore[union-attr]
    assert isinstance(second, DealDamage) and second.source == first.source  # type: ignore[union-attr]


def test_cr120_2b_char_deals_its_damage_in_one_event(ruleset: str) -> None:
    """Char: 4 damage to Bob and 2 damage to Alice, both parts of one damage event."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 3)
    char = t.put("Char", t.alice, "hand")
    t.begin()
    t.act(CastSpell(char, (t.bob,)))
    events = t.resolve()
    assert _dealt(events) == sorted([(t.bob, 4), (t.alice, 2)])
    assert _damage_events(events) == 1
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (18, 16)


def test_cr120_2b_reckless_embermage_damages_itself_in_the_same_event(ruleset: str) -> None:
    """Reckless Embermage ({1}{R}: 1 damage to any target and 1 damage to itself): one
    event with two parts; the Embermage (2/2) survives one activation."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 2)
    mage = t.put("Reckless Embermage", t.alice)
    t.begin()
    t.act(ActivateAbility(mage, 0, (t.bob,)))
    events = t.resolve()
    assert _dealt(events) == sorted([(t.bob, 1), (mage, 1)])
    assert _damage_events(events) == 1
    assert t.game.life(t.bob) == 19 and t.game.damage_on(mage) == 1


def test_cr120_2b_earthquake_deals_x_to_creatures_and_players_at_once(ruleset: str) -> None:
    """Earthquake with X = 2: the Bears and both players are dealt 2 damage in one event;
    the Birds (flying) aren't."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 3)
    quake = t.put("Earthquake", t.alice, "hand")
    bears, birds = t.put("Grizzly Bears", t.bob), t.put("Birds of Paradise", t.bob)
    t.begin()
    t.game.apply(CastSpell(quake))
    t.act(Choose(2))
    events = t.resolve()
    assert _dealt(events) == sorted([(bears, 2), (t.alice, 2), (t.bob, 2)])
    assert _damage_events(events) == 1
    assert not t.game.is_on_battlefield(bears) and t.game.is_on_battlefield(birds)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (18, 18)
