"""Creating tokens (CR 111.1-111.4; 2011: 110.5): who creates them (CR 111.2: "its
controller creates", "target opponent creates": the tokens enter under that player's
control), how many ("that many", "a number of ... equal to the number of ..."), and lists of
descriptions ("a 3/3 ... with deathtouch and a 3/3 ... with lifelink"), played with real
bundled cards under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.cards.compiler import compile_face
from mtgrules.cards.database import bundled_database
from mtgrules.objects import CardType, Keyword, Zone
from mtgrules.state import EntityId, GameObject
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


def _tokens(t: Table, controller: EntityId) -> list[GameObject]:
    return [o for o in t.game.state.battlefield() if o.token and o.controller == controller]


@pytest.mark.parametrize(
    "line",
    [
        "Target opponent creates three 2/2 white Knight creature tokens with first strike.",
        "You create three Food tokens.",
        "Create that many 1/1 green Insect creature tokens with flying and deathtouch.",
        "Create that many Treasure tokens.",
        "Create a number of 1/1 white Soldier creature tokens equal to the number of "
        "opponents you have.",
        "Create a 3/3 black, red, and green Cat Dragon creature token with flying.",
        "Create a 3/3 colorless Phyrexian Wurm artifact creature token with deathtouch and a "
        "3/3 colorless Phyrexian Wurm artifact creature token with lifelink.",
        "Create a 2/2 white Knight creature token with vigilance, a 2/2 green Centaur creature "
        "token, and a 3/3 green Rhino creature token with trample.",
        "Create two tapped 2/2 black Zombie creature tokens.",
        "Create a tapped Treasure token.",
        'Create a 1/1 black Rat creature token with flying and "~ can\'t block".',
        "For each creature you control, create a 1/2 white Moogle creature token with lifelink.",
        "Create a number of Food tokens equal to the number of opponents you have.",
        "Create a 1/3 black Demon creature token named Plaguebearer of Nurgle.",
        "Create Marit Lage, a legendary 20/20 black Avatar creature token with flying and "
        "indestructible.",
        "Create a tapped and attacking 1/1 red Devil creature token.",
        "Create two 4/4 white Angel creature tokens with flying and vigilance that are attacking.",
        "Create two tokens that are copies of ~.",
        'Create a 1/1 colorless Phyrexian Mite artifact creature token with toxic 1 and "~ '
        "can't block\".",
        'Create X 1/1 black Rat creature tokens with "~ can\'t block", where X is the number '
        "of creatures you control.",
        "Create a Food token or a Treasure token.",
    ],
)
def test_cr111_token_templates_round_trip(line: str) -> None:
    round_trip(line)


def test_cr111_2_a_description_the_rules_do_not_allow_is_refused() -> None:
    """ "that's tapped and attacking" is said of one token; two tokens "that are"."""
    from mtgrules.cards.build_base import ClauseError
    from mtgrules.cards.grammar import parse_line

    with pytest.raises(ClauseError):
        parse_line("Create two 1/1 white Cat creature tokens that's tapped and attacking.")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr111_2_pongify_its_controller_creates_the_ape(ruleset: str) -> None:
    """Pongify: "Destroy target creature. It can't be regenerated. Its controller creates a
    3/3 green Ape creature token." Bob's creature dies; the Ape is Bob's (CR 111.2)."""
    t = Table(ruleset)
    t.lands("Island", t.alice, 1)
    pongify = t.put("Pongify", t.alice, "hand")
    ogre = t.put("Gray Ogre", t.bob)
    t.begin()
    t.act(CastSpell(pongify, (ogre,)))
    t.resolve()
    assert not t.game.is_on_battlefield(ogre)
    (ape,) = _tokens(t, t.bob)
    assert (ape.power, ape.toughness, ape.subtypes) == (3, 3, frozenset({"Ape"}))
    assert ape.colors == frozenset({"green"}) and ape.owner == t.bob
    assert not _tokens(t, t.alice)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr111_2_hunted_dragon_target_opponent_creates_knights(ruleset: str) -> None:
    """Hunted Dragon: "When this creature enters, target opponent creates three 2/2 white
    Knight creature tokens with first strike." Bob gets three first strikers."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 5)
    dragon = t.put("Hunted Dragon", t.alice, "hand")
    t.begin()
    t.act(CastSpell(dragon))
    t.resolve()  # the Dragon; its trigger targets Bob, the only opponent
    t.resolve()
    knights = _tokens(t, t.bob)
    assert len(knights) == 3
    assert all(k.power == 2 and Keyword.FIRST_STRIKE in k.keywords for k in knights)
    assert not _tokens(t, t.alice)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr111_1_wurmcoil_engine_leaves_two_different_wurms(ruleset: str) -> None:
    """Wurmcoil Engine: "When this creature dies, create a 3/3 colorless Phyrexian Wurm
    artifact creature token with deathtouch and a 3/3 colorless Phyrexian Wurm artifact
    creature token with lifelink." Each description makes its own token."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 4)
    wurmcoil = t.put("Wurmcoil Engine", t.alice)
    murder = t.put("Hero's Downfall", t.alice, "hand")
    t.begin()
    t.act(CastSpell(murder, (wurmcoil,)))
    t.resolve()  # Wurmcoil dies
    t.resolve()  # its trigger
    wurms = _tokens(t, t.alice)
    assert len(wurms) == 2
    assert {frozenset(w.keywords) for w in wurms} == {
        frozenset({Keyword.DEATHTOUCH}),
        frozenset({Keyword.LIFELINK}),
    }
    assert all(w.types == frozenset({CardType.ARTIFACT, CardType.CREATURE}) for w in wurms)
    assert all(w.subtypes == frozenset({"Phyrexian", "Wurm"}) and not w.colors for w in wurms)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_hornet_nest_creates_that_many_insects(ruleset: str) -> None:
    """Hornet Nest: "Whenever this creature is dealt damage, create that many 1/1 green
    Insect creature tokens with flying and deathtouch." Shocked: two Insects."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 1)
    nest = t.put("Hornet Nest", t.alice)
    shock = t.put("Shock", t.alice, "hand")
    t.begin()
    t.act(CastSpell(shock, (nest,)))
    t.resolve()  # 2 damage: the Nest dies, its trigger goes on the stack
    t.resolve()
    insects = _tokens(t, t.alice)
    assert len(insects) == 2
    assert all(i.keywords == {Keyword.FLYING, Keyword.DEATHTOUCH} for i in insects)
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Hornet Nest", "Shock"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_tyranid_invasion_counts_the_opponents(ruleset: str) -> None:
    """Tyranid Invasion: "Create a number of 3/3 green Tyranid Warrior creature tokens with
    trample equal to the number of opponents you have." One opponent: one token."""
    t = Table(ruleset)
    t.lands("Forest", t.alice, 4)
    invasion = t.put("Tyranid Invasion", t.alice, "hand")
    t.begin()
    t.act(CastSpell(invasion))
    t.resolve()
    (warrior,) = _tokens(t, t.alice)
    assert warrior.subtypes == frozenset({"Tyranid", "Warrior"})
    assert Keyword.TRAMPLE in warrior.keywords


def test_bundled_cards_of_the_templates_are_supported() -> None:
    database = bundled_database()
    for name in ("Pongify", "Hunted Dragon", "Wurmcoil Engine", "Hornet Nest", "Old Gnawbone"):
        assert compile_face(database.face(name)).supported, name


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_old_gnawbone_that_many_treasures(ruleset: str) -> None:
    """Old Gnawbone: "Whenever a creature you control deals combat damage to a player,
    create that many Treasure tokens." A 2/2 unblocked: two Treasures."""
    from mtgrules.actions import DeclareAttackers, DeclareBlockers, PassPriority

    t = Table(ruleset)
    t.put("Old Gnawbone", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    t.game.state.objects[bears].since_turn = -5
    t.game.begin("declare attackers", active=t.alice)
    t.game.apply(DeclareAttackers(((bears, t.bob),)))
    for _ in range(30):
        if t.game.life(t.bob) < 20 and not t.game.state.stack:
            break
        kind = t.game.decision_kind()
        t.game.apply(DeclareBlockers(()) if kind == "declare blockers" else PassPriority())
    assert t.game.life(t.bob) == 18
    treasures = [o for o in _tokens(t, t.alice) if o.name == "Treasure"]
    assert len(treasures) == 2


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_7_hungry_for_more_token_is_sacrificed_at_the_end_step(ruleset: str) -> None:
    """Hungry for More: "Create a 3/1 black and red Vampire creature token with trample,
    lifelink, and haste. Sacrifice it at the beginning of the next end step." The token
    stays through combat and goes at the end step (the delayed trigger, CR 603.7a)."""
    from mtgrules.actions import PassPriority
    from mtgrules.objects import Step

    t = Table(ruleset)
    t.lands("Swamp", t.alice, 1)
    t.lands("Mountain", t.alice, 1)
    hungry = t.put("Hungry for More", t.alice, "hand")
    t.begin()
    t.act(CastSpell(hungry))
    t.resolve()
    (vampire,) = _tokens(t, t.alice)
    assert vampire.keywords == {Keyword.TRAMPLE, Keyword.LIFELINK, Keyword.HASTE}
    assert vampire.colors == frozenset({"black", "red"})
    for _ in range(40):  # pass through combat (no attack) to the end step
        if t.game.state.step is Step.END and not t.game.state.stack:
            break
        if t.game.decision_kind() == "declare attackers":
            from mtgrules.actions import DeclareAttackers

            t.game.apply(DeclareAttackers(()))
            continue
        t.game.apply(PassPriority())
        assert t.game.is_on_battlefield(vampire.id) or t.game.state.step is Step.END
    assert t.game.state.step is Step.END
    assert not t.game.is_on_battlefield(vampire.id)
    assert not _tokens(t, t.alice)


def test_cr603_7_it_or_them_must_fit_the_number_of_tokens() -> None:
    from mtgrules.cards.build_base import ClauseError
    from mtgrules.cards.grammar import parse_line

    round_trip(
        "Create two 1/1 red Goblin creature tokens with haste. Exile them at the beginning "
        "of the next end step."
    )
    with pytest.raises(ClauseError):
        parse_line(
            "Create two 1/1 red Goblin creature tokens. Exile it at the beginning of the next "
            "end step."
        )


@pytest.mark.parametrize(("answer", "name"), [((0,), "Food"), ((1,), "Treasure")])
@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2d_tireless_provisioner_food_or_treasure(
    ruleset: str, answer: tuple[int], name: str
) -> None:
    """Tireless Provisioner: "Whenever a land you control enters, create a Food token or a
    Treasure token." Alice chooses as the ability resolves; she gets that one only."""
    from mtgrules.actions import PlayLand

    t = Table(ruleset)
    t.put("Tireless Provisioner", t.alice)
    forest = t.put("Forest", t.alice, "hand")
    t.begin()
    t.act(PlayLand(forest))
    t.resolve(answer)
    (token,) = _tokens(t, t.alice)
    assert token.name == name and token.subtypes == frozenset({name})


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_164_crawling_chorus_mite_has_toxic_and_cant_block(ruleset: str) -> None:
    """Crawling Chorus: "When this creature dies, create a 1/1 colorless Phyrexian Mite
    artifact creature token with toxic 1 and "This token can't block."\""""
    from mtgrules.cards.model import Restriction

    t = Table(ruleset)
    t.lands("Swamp", t.alice, 3)
    chorus = t.put("Crawling Chorus", t.alice)
    downfall = t.put("Hero's Downfall", t.alice, "hand")
    t.begin()
    t.act(CastSpell(downfall, (chorus,)))
    t.resolve()
    t.resolve()
    (mite,) = _tokens(t, t.alice)
    assert Keyword.TOXIC_1 in mite.keywords
    assert Restriction.CANT_BLOCK in mite.restrictions


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_cadira_a_rabbit_for_each_token(ruleset: str) -> None:
    """Cadira, Caller of the Small: "Whenever Cadira deals combat damage to a player, for
    each token you control, create a 1/1 white Rabbit creature token." Two tokens when the
    trigger resolves: two Rabbits, created at once (four tokens after)."""
    from mtgrules.actions import DeclareAttackers, DeclareBlockers, PassPriority

    t = Table(ruleset)
    cadira = t.put("Cadira, Caller of the Small", t.alice)
    t.game.state.objects[cadira].since_turn = -5
    for _ in range(2):  # two tokens Alice already controls
        t.game.state.objects[t.put("Grizzly Bears", t.alice)].token = True
    t.game.begin("declare attackers", active=t.alice)
    t.game.apply(DeclareAttackers(((cadira, t.bob),)))
    for _ in range(30):
        if t.game.life(t.bob) < 20 and not t.game.state.stack:
            break
        kind = t.game.decision_kind()
        t.game.apply(DeclareBlockers(()) if kind == "declare blockers" else PassPriority())
    assert t.game.life(t.bob) == 17
    rabbits = [o for o in _tokens(t, t.alice) if o.subtypes == frozenset({"Rabbit"})]
    assert len(rabbits) == 2 and len(_tokens(t, t.alice)) == 4
    assert all(r.colors == frozenset({"white"}) and r.power == 1 for r in rabbits)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr111_9_tolsimir_wolfblood_voja_is_legendary(ruleset: str) -> None:
    """Tolsimir Wolfblood: "Other green creatures you control get +1/+1. Other white
    creatures you control get +1/+1. {T}: Create Voja, a legendary 2/2 green and white Wolf
    creature token." Voja is named Voja, legendary, 4/4 with both bonuses; a second Voja
    makes the legend rule apply: today one stays (CR 704.5j), in 2011 both go (704.5k)."""
    from mtgrules.actions import ActivateAbility

    t = Table(ruleset)
    tolsimir = t.put("Tolsimir Wolfblood", t.alice)
    t.game.state.objects[tolsimir].since_turn = -5
    t.begin()
    t.act(ActivateAbility(tolsimir, 0))
    t.resolve()
    (voja,) = _tokens(t, t.alice)
    assert voja.name == "Voja" and "Legendary" in voja.supertypes
    assert voja.colors == frozenset({"green", "white"}) and voja.subtypes == frozenset({"Wolf"})
    assert (voja.current_power(), voja.current_toughness()) == (4, 4)
    t.game.state.objects[tolsimir].tapped = False
    t.act(ActivateAbility(tolsimir, 0))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    if t.game.state.pending_choice is not None:  # CR 704.5j: Alice keeps one
        t.act(Choose(t.asked().options[0]))
    left = [o for o in _tokens(t, t.alice) if o.name == "Voja"]
    assert len(left) == (1 if ruleset == "current" else 0)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr111_kher_keep_makes_a_named_kobold(ruleset: str) -> None:
    """Kher Keep: "{1}{R}, {T}: Create a 0/1 red Kobold creature token named Kobolds of Kher
    Keep." """
    from mtgrules.actions import ActivateAbility

    t = Table(ruleset)
    keep = t.put("Kher Keep", t.alice)
    t.lands("Mountain", t.alice, 2)
    t.begin()
    t.act(ActivateAbility(keep, 1))
    t.resolve()
    (kobold,) = _tokens(t, t.alice)
    assert kobold.name == "Kobolds of Kher Keep" and not kobold.supertypes
    assert (kobold.power, kobold.toughness, kobold.subtypes) == (0, 1, frozenset({"Kobold"}))


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr508_4_parhelion_angels_enter_attacking_untapped(ruleset: str) -> None:
    """Parhelion II: "Whenever Parhelion II attacks, create two 4/4 white Angel creature
    tokens with flying and vigilance that are attacking." The Angels attack Bob, untapped
    (CR 508.4: never declared, so attacking didn't tap them), and deal combat damage."""
    from mtgrules.actions import DeclareAttackers, DeclareBlockers

    t = Table(ruleset)
    parhelion = t.put("Parhelion II", t.alice)
    t.game.state.objects[parhelion].since_turn = -5  # crewed: an artifact creature (5/5 P/T)
    t.game.state.objects[parhelion].types = frozenset({CardType.ARTIFACT, CardType.CREATURE})
    t.game.state.objects[parhelion].power = 5
    t.game.state.objects[parhelion].toughness = 5
    t.game.begin("declare attackers", active=t.alice)
    t.game.apply(DeclareAttackers(((parhelion, t.bob),)))
    t.resolve()  # the attack trigger
    angels = _tokens(t, t.alice)
    assert len(angels) == 2 and not any(a.tapped for a in angels)
    combat = t.game.state.combat
    assert combat is not None and all(combat.attackers[a.id] == t.bob for a in angels)
    for _ in range(30):  # first strike damage (Parhelion), then regular damage (the Angels)
        if t.game.life(t.bob) <= 7:
            break
        kind = t.game.decision_kind()
        t.game.apply(DeclareBlockers(()) if kind == "declare blockers" else PassPriority())
    assert t.game.life(t.bob) == 20 - 5 - 4 - 4


def test_cr111_10_every_description_of_the_instruction_is_checked() -> None:
    """ "a Food token or a Powerstone token": the Powerstone (not defined by the engine)
    makes the line wait for the engine, whichever description it is."""
    from mtgrules.cards.grammar import parse_line
    from mtgrules.cards.support import missing

    assert missing(parse_line("Create a Food token or a Powerstone token.")) is not None
    assert missing(parse_line("Create a Food token or a Treasure token.")) is None
