"""CR 614.1a: static replacement effects that change the damage of sources described by words
("another red source you control", "a creature you control", "a red or artifact source you
control", "an instant or sorcery source you control", "a Giant source you control", "~ ...
combat damage to a player"), played with real cards under both rulesets (2011: the same
rule)."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.grammar import parse_line
from mtgrules.events import DamageReplaced
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


def _damage(t: Table, entity: int) -> int:
    return t.game.state.objects[entity].damage


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_1a_embermaw_hellion_adds_to_another_red_source(ruleset: str) -> None:
    """Embermaw Hellion: Alice's red Hill Giant deals 3 + 1 to Bob (16, DamageReplaced 3 ->
    4); the Hellion's own 2 stay 2 (14); green Grizzly Bears' 2 stay 2 (12); Bob's red Giant
    deals 3 to Alice (17)."""
    t = Table(ruleset)
    hellion = t.put("Embermaw Hellion", t.alice)
    giant = t.put("Hill Giant", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    bobs_giant = t.put("Hill Giant", t.bob)
    t.begin()
    events = t.game.deal_damage(giant, t.bob, 3)
    (replaced,) = [e for e in events if isinstance(e, DamageReplaced)]
    assert (replaced.before, replaced.after, replaced.rule) == (3, 4, "614.1a")
    assert t.game.life(t.bob) == 16
    t.game.deal_damage(hellion, t.bob, 2)
    assert t.game.life(t.bob) == 14
    t.game.deal_damage(bears, t.bob, 2)
    assert t.game.life(t.bob) == 12
    t.game.deal_damage(bobs_giant, t.alice, 3)
    assert t.game.life(t.alice) == 17


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_1a_gratuitous_violence_doubles_your_creatures_damage(ruleset: str) -> None:
    """Gratuitous Violence: Alice's Grizzly Bears deal 4 to Bob's Craw Wurm (6/4: marked 4);
    Alice's Sol Ring (not a creature) deals 1 (Bob 19); Bob's Bears deal 2 (Alice 18)."""
    t = Table(ruleset)
    t.put("Gratuitous Violence", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    ring = t.put("Sol Ring", t.alice)
    wurm = t.put("Craw Wurm", t.bob)
    bobs_bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    t.game.deal_damage(bears, wurm, 2)
    assert _damage(t, wurm) == 4
    t.game.deal_damage(ring, t.bob, 1)
    assert t.game.life(t.bob) == 19
    t.game.deal_damage(bobs_bears, t.alice, 2)
    assert t.game.life(t.alice) == 18


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_1a_city_on_fire_triples_your_sources_damage(ruleset: str) -> None:
    """City on Fire: Alice's Grizzly Bears deal 6 to Bob (14); Bob's deal 2 to Alice (18)."""
    t = Table(ruleset)
    t.put("City on Fire", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    bobs_bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    t.game.deal_damage(bears, t.bob, 2)
    assert t.game.life(t.bob) == 14
    t.game.deal_damage(bobs_bears, t.alice, 2)
    assert t.game.life(t.alice) == 18


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_1a_charging_tuskodon_doubles_its_combat_damage_to_players(ruleset: str) -> None:
    """Charging Tuskodon (4/4): 4 combat damage to Bob -> 8 (12); 4 noncombat stay 4 (8);
    4 combat damage to Craw Wurm stay 4."""
    t = Table(ruleset)
    tuskodon = t.put("Charging Tuskodon", t.alice)
    wurm = t.put("Craw Wurm", t.bob)
    t.begin()
    t.game.deal_damage(tuskodon, t.bob, 4, combat=True)
    assert t.game.life(t.bob) == 12
    t.game.deal_damage(tuskodon, t.bob, 4)
    assert t.game.life(t.bob) == 8
    t.game.deal_damage(tuskodon, wurm, 4, combat=True)
    assert _damage(t, wurm) == 4


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_1a_mechanized_warfare_red_or_artifact_sources_to_opponents(ruleset: str) -> None:
    """Mechanized Warfare: Alice's red Hill Giant 3 -> 4 to Bob (16) and to his Craw Wurm (4
    marked); her colorless artifact Ornithopter 1 -> 2 (14); her green Bears 2 (12); the
    Giant's 3 to Alice herself stay 3 (17)."""
    t = Table(ruleset)
    t.put("Mechanized Warfare", t.alice)
    giant = t.put("Hill Giant", t.alice)
    thopter = t.put("Ornithopter", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    wurm = t.put("Craw Wurm", t.bob)
    t.begin()
    t.game.deal_damage(giant, t.bob, 3)
    assert t.game.life(t.bob) == 16
    t.game.deal_damage(giant, wurm, 3)
    assert _damage(t, wurm) == 4
    t.game.deal_damage(thopter, t.bob, 1)
    assert t.game.life(t.bob) == 14
    t.game.deal_damage(bears, t.bob, 2)
    assert t.game.life(t.bob) == 12
    t.game.deal_damage(giant, t.alice, 3)
    assert t.game.life(t.alice) == 17


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_1a_calamity_bearer_doubles_giant_sources(ruleset: str) -> None:
    """Calamity Bearer: Alice's Hill Giant (a Giant) 3 -> 6 (Bob 14); her Grizzly Bears 2
    (12)."""
    t = Table(ruleset)
    t.put("Calamity Bearer", t.alice)
    giant = t.put("Hill Giant", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    t.begin()
    t.game.deal_damage(giant, t.bob, 3)
    assert t.game.life(t.bob) == 14
    t.game.deal_damage(bears, t.bob, 2)
    assert t.game.life(t.bob) == 12


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_1a_pyromancers_swath_adds_to_instant_damage(ruleset: str) -> None:
    """Pyromancer's Swath: Alice's Shock deals 2 + 2 to Bob (16); her Hill Giant 3 (13)."""
    t = Table(ruleset)
    t.put("Pyromancer's Swath", t.alice)
    giant = t.put("Hill Giant", t.alice)
    t.lands("Mountain", t.alice, 1)
    shock = t.put("Shock", t.alice, "hand")
    t.begin()
    t.act(CastSpell(shock, (t.bob,)))
    t.resolve()
    assert t.game.life(t.bob) == 16
    t.game.deal_damage(giant, t.bob, 3)
    assert t.game.life(t.bob) == 13


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_1a_thor_adds_to_another_source_against_opponents(ruleset: str) -> None:
    """Thor, Asgard's Avenger: Alice's Grizzly Bears 2 + 1 to Bob (17); Thor's own 3 stay 3
    (14); the Bears' 2 to Alice stay 2 (18)."""
    t = Table(ruleset)
    thor = t.put("Thor, Asgard's Avenger", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    t.begin()
    t.game.deal_damage(bears, t.bob, 2)
    assert t.game.life(t.bob) == 17
    t.game.deal_damage(thor, t.bob, 3)
    assert t.game.life(t.bob) == 14
    t.game.deal_damage(bears, t.alice, 2)
    assert t.game.life(t.alice) == 18


@pytest.mark.parametrize(
    "line",
    [
        "If another red source you control would deal damage to a permanent or player, it deals "
        "that much damage plus 1 to that permanent or player instead.",
        "If another source you control would deal damage to an opponent or a permanent an "
        "opponent controls, it deals that much damage plus 1 instead.",
        "If a red or artifact source you control would deal damage to an opponent or a "
        "permanent an opponent controls, it deals that much damage plus 1 instead.",
        "If an instant or sorcery source you control would deal damage to a permanent or "
        "player, it deals that much damage plus 2 to that permanent or player instead.",
        "If a Giant source you control would deal damage to a permanent or player, it deals "
        "double that damage to that permanent or player instead.",
        "If a creature you control would deal damage to a permanent or player, it deals double "
        "that damage instead.",
        "If a creature you control would deal damage, it deals double that damage instead.",
        "If ~ would deal combat damage to a player, it deals double that damage to that player "
        "instead.",
        "If a source you control would deal damage to a permanent or player, it deals triple "
        "that damage instead.",
    ],
)
def test_cr614_1a_described_sources_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize(
    "line",
    [
        # "to that permanent or player" after a recipient that is only you
        "If another red source you control would deal damage to you, it deals that much damage "
        "plus 1 to that permanent or player instead.",
        # "to that player" after "a permanent or player"
        "If a Giant source you control would deal damage to a permanent or player, it deals "
        "double that damage to that player instead.",
    ],
)
def test_cr614_1a_recipient_named_again_wrongly_is_refused(line: str) -> None:
    with pytest.raises(ClauseError):
        parse_line(line)
