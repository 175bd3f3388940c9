"""Quoted abilities (CR 113.2c, 613.1f, 111.4): an Aura or Equipment that grants an
activated ability ("Enchanted creature has "{T}: This creature deals 1 damage to any
target.""), and creature tokens with quoted abilities, tapped, or tapped and attacking
(CR 508.4), played with real cards under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.cards.abilities import StaticLine
from mtgrules.cards.compiler import compile_text
from mtgrules.cards.database import bundled_database
from mtgrules.cards.grammar import parse_line
from mtgrules.cards.granted_abilities import AttachedGrants
from mtgrules.cards.model import Restriction
from mtgrules.errors import RulesError
from mtgrules.events import DamageDealt
from mtgrules.state import GameObject
from tests.attachment_play import RULESETS, Table
from tests.card_table import round_trip


def _granted_index(obj: GameObject) -> int:
    """The index of the (only) granted activated ability: after the printed ones."""
    assert len(obj.all_activated) == len(obj.activated) + 1
    return len(obj.activated)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr613_1f_psionic_gift_the_enchanted_creature_deals_the_damage(ruleset: str) -> None:
    """Psionic Gift: "Enchanted creature has "{T}: This creature deals 1 damage to any
    target."". The creature has the ability, activates it, and is the source (CR 113.2c)."""
    t = Table(ruleset)
    t.lands("Island", t.alice, 2)
    ogre = t.put("Gray Ogre", t.alice)
    gift = t.put("Psionic Gift", t.alice, "hand")
    t.main_phase()
    t.cast(gift, ogre)
    creature = t.game.state.objects[ogre]
    index = _granted_index(creature)
    assert ActivateAbility(ogre, index, (t.bob,)) in t.game.legal_actions()
    t.game.apply(ActivateAbility(ogre, index, (t.bob,)))
    events = t.resolve()
    (damage,) = [e for e in events if isinstance(e, DamageDealt)]
    assert damage.source == ogre and damage.recipient == t.bob
    assert t.game.life(t.bob) == 19
    assert t.game.state.objects[ogre].tapped


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr302_6_a_granted_tap_ability_waits_for_summoning_sickness(ruleset: str) -> None:
    """A creature that came under Alice's control this turn can't pay {T} of a granted
    ability (CR 302.6) any more than of a printed one; the state stays as it was."""
    t = Table(ruleset)
    t.lands("Island", t.alice, 2)
    t.main_phase()
    ogre = t.put("Gray Ogre", t.alice)  # entered this turn
    gift = t.put("Psionic Gift", t.alice, "hand")
    t.cast(gift, ogre)
    index = _granted_index(t.game.state.objects[ogre])
    with pytest.raises(RulesError, match="summoning sickness"):
        t.game.apply(ActivateAbility(ogre, index, (t.bob,)))
    assert t.game.life(t.bob) == 20 and not t.game.state.objects[ogre].tapped


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr613_1f_arcane_teachings_ability_ends_when_the_aura_leaves(ruleset: str) -> None:
    """Arcane Teachings: "Enchanted creature gets +2/+2 and has "{T}: ..."". Both end when
    the Aura leaves the battlefield (CR 611.3a)."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 3)
    ogre = t.put("Gray Ogre", t.alice)
    teachings = t.put("Arcane Teachings", t.alice, "hand")
    t.main_phase()
    t.cast(teachings, ogre)
    creature = t.game.state.objects[ogre]
    assert (creature.current_power(), creature.current_toughness()) == (4, 4)
    assert len(creature.all_activated) == 1
    aura = t.on_battlefield("Arcane Teachings")
    t.game.move_to_zone(aura, "graveyard")
    creature = t.game.state.objects[ogre]
    assert (creature.current_power(), creature.current_toughness()) == (2, 2)
    assert creature.all_activated == ()
    assert not any(a.targets for a in t.game.legal_actions() if isinstance(a, ActivateAbility))


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr613_1f_viridian_longbow_the_equipped_creature_pings(ruleset: str) -> None:
    """Viridian Longbow: "Equipped creature has "{T}: This creature deals 1 damage to any
    target."" (and Equip {3})."""
    t = Table(ruleset)
    t.lands("Forest", t.alice, 3)
    ogre = t.put("Gray Ogre", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    bow = t.put("Viridian Longbow", t.alice)
    t.main_phase()
    t.equip(bow, ogre)
    index = _granted_index(t.game.state.objects[ogre])
    t.game.apply(ActivateAbility(ogre, index, (bears,)))
    t.resolve()
    assert t.game.damage_on(bears) == 1


def test_quoted_abilities_compile_and_render_back() -> None:
    """The quoted text is compiled with the grammar; the period of a sentence that ends
    with the quote is read outside it (text.py)."""
    line = 'Enchanted creature gets +2/+2 and has "{T}: ~ deals 1 damage to any target".'
    round_trip(line)
    ability = parse_line(line)
    assert isinstance(ability, StaticLine) and isinstance(ability.effect, AttachedGrants)
    round_trip('Create a 1/1 black Rat creature token with "~ can\'t block".')
    round_trip(
        "Create two 1/1 white Cat creature tokens with lifelink that are tapped and attacking."
    )
    with pytest.raises(Exception, match="quoted"):
        parse_line('Enchanted creature has "~ frobs the widget".')


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr508_4_leonin_warleader_cats_enter_tapped_and_attacking(ruleset: str) -> None:
    """Leonin Warleader: "Whenever this creature attacks, create two 1/1 white Cat creature
    tokens with lifelink that are tapped and attacking." The Cats attack Bob without having
    been declared (CR 508.4) and deal combat damage with lifelink."""
    t = Table(ruleset)
    warleader = t.put("Leonin Warleader", t.alice)
    t.game.begin("declare attackers", active=t.alice)
    t.game.apply(DeclareAttackers(((warleader, t.bob),)))
    t.resolve()  # the attack trigger
    cats = [o for o in t.game.state.battlefield() if o.token]
    assert len(cats) == 2 and all(c.tapped and c.power == 1 for c in cats)
    combat = t.game.state.combat
    assert combat is not None and all(combat.attackers[c.id] == t.bob for c in cats)
    for _ in range(20):  # no blockers; on to the combat damage step
        if t.game.life(t.bob) < 20:
            break
        kind = t.game.decision_kind()
        t.game.apply(DeclareBlockers(()) if kind == "declare blockers" else PassPriority())
    assert t.game.life(t.bob) == 14  # 4 + 1 + 1
    assert t.game.life(t.alice) == 22  # the Cats' lifelink


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr111_4_a_token_has_its_quoted_restriction(ruleset: str) -> None:
    """ "create a 1/1 black Rat creature token with "This creature can't block."": the token
    itself can't block (its own ability, CR 111.4, 113.2c)."""
    rats = compile_text(
        "Rat Call",
        types=["Sorcery"],
        mana_cost="{B}",
        text='Create a 1/1 black Rat creature token with "This creature can\'t block."',
    )
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 1)
    card = t.game.add_card_def(rats, owner=t.alice, zone="hand")
    t.main_phase()
    t.cast(card)
    (rat,) = [o for o in t.game.state.battlefield() if o.token]
    assert rat.restricted(Restriction.CANT_BLOCK) and rat.colors == {"black"}
    assert (rat.power, rat.toughness, rat.subtypes) == (1, 1, frozenset({"Rat"}))


def test_bundled_cards_of_the_templates_are_supported() -> None:
    database = bundled_database()
    for name in ("Psionic Gift", "Arcane Teachings", "Viridian Longbow", "Leonin Warleader"):
        database.card(name)  # an UnsupportedCardError otherwise
