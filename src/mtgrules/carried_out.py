"""The instructions the engine carries out (:mod:`mtgrules.resolution`); a card or ability
with any other instruction can't be put into a game (CR 608.2c: every instruction must be
followed)."""

from __future__ import annotations

from mtgrules.effects import instructions as i
from mtgrules.effects import library
from mtgrules.effects.amass import Amass
from mtgrules.effects.animation import BecomeCreature
from mtgrules.effects.blocking_this_turn import CantBlockThisTurn
from mtgrules.effects.card_actions import HandCardToBottom, Learn, Populate
from mtgrules.effects.cascade import CascadeInstruction
from mtgrules.effects.chosen_returns import ReturnChosen
from mtgrules.effects.chosen_targets import ChooseTargets
from mtgrules.effects.chosen_values import (
    ChooseValue,
    GrantProtectionOfChoice,
    IfRevealedHasChosenName,
    RevealAtRandom,
)
from mtgrules.effects.cipher import CastEncodedCopy
from mtgrules.effects.class_levels import BecomeClassLevel
from mtgrules.effects.commander import GetExperience, PartnerSearch
from mtgrules.effects.conditions import IfCondition
from mtgrules.effects.control import GainControlWhileControlling, GiveControl
from mtgrules.effects.cost_x import CostX
from mtgrules.effects.counted_damage import DamageCountedPerPlayer
from mtgrules.effects.counter_changes import DoubleCounters, RemoveAllCounters, RemoveCounters
from mtgrules.effects.counter_keywords import PutCountersItHad, RemoveCounterOrSacrifice
from mtgrules.effects.described_searches import SearchForDescribed
from mtgrules.effects.designations import BecomeTheMonarch, WinTheGame
from mtgrules.effects.dies_this_turn import WhenThatDiesThisTurn
from mtgrules.effects.double_power import DoublePower
from mtgrules.effects.emblems import GetEmblem
from mtgrules.effects.encore import EncoreCopies
from mtgrules.effects.end_of_combat import AtEndOfCombat
from mtgrules.effects.excess_damage import ExcessDealtInstead
from mtgrules.effects.exile_keywords import CastSuspended, RemoveTimeCounter
from mtgrules.effects.firebending import KeepUntilEndOfCombat
from mtgrules.effects.graveyard_cards import ExileCard, PutUnderYourControl, ReturnEachTarget
from mtgrules.effects.graveyard_returns import (
    ExileGraveyard,
    ReturnToBattlefield,
    ShuffleIntoLibrary,
)
from mtgrules.effects.hand_discards import DiscardHand
from mtgrules.effects.keyword_choice import GrantChosenKeyword
from mtgrules.effects.keywords_creature_2 import (
    CountersOrServos,
    MoveCounter,
    PumpPerBlockerBeyondFirst,
    PumpPerOpponentAttacked,
    SquadCopies,
)
from mtgrules.effects.library_tops import PutOnLibraryTop
from mtgrules.effects.life_totals import DoubleLifeTotal, ExchangeLifeTotals, SetLifeTotal
from mtgrules.effects.linked_exile import ExileUntilLeaves
from mtgrules.effects.madness import CastWithMadness
from mtgrules.effects.mana_amounts import AddManaOfColors
from mtgrules.effects.miracle import CastWithMiracle
from mtgrules.effects.monstrosity import Adapt, Monstrosity
from mtgrules.effects.no_regeneration import CantBeRegeneratedThisTurn
from mtgrules.effects.play_permissions import ExileTop, Explore, PlayExiled, TopCardToHand
from mtgrules.effects.pronouns import CreateEffectOnPronoun
from mtgrules.effects.quoted_grants import GrantQuoted
from mtgrules.effects.random_outcomes import (
    ClashWithOpponent,
    FlipCoin,
    IfOutcome,
    ResultTimes,
    RollDie,
)
from mtgrules.effects.reflexive import WhenYouDo
from mtgrules.effects.reveals import (
    ForEachMilled,
    MillThatMany,
    RevealedCount,
    RevealTopPutAll,
    RevealUntil,
    TakeMilled,
)
from mtgrules.effects.sacrifice import IfYouCant, SacrificeChosen
from mtgrules.effects.searches import SearchFor
from mtgrules.effects.speed import IncreaseSpeed
from mtgrules.effects.spell_copies import CopyThisSpell
from mtgrules.effects.tap_chosen import TapChosen
from mtgrules.effects.that_many_cards import DiscardThatMany, YouAndPlayerEachDraw
from mtgrules.effects.this_way import ForEachDoneThisWay
from mtgrules.effects.unblockable_this_turn import CantBeBlockedThisTurn
from mtgrules.effects.unless_costs import UnlessPaid
from mtgrules.effects.unpreventable import UnpreventableDamage
from mtgrules.effects.variants import AbandonScheme
from mtgrules.effects.while_controlling import GrantWhileYouControl
from mtgrules.effects.you_may import YouMay
from mtgrules.effects.zone_keywords import (
    CastExiledFree,
    CountersBySourcePower,
    CreateZombieCopy,
    ExileWarped,
    SearchSameManaValue,
)

CARRIED_OUT: tuple[type, ...] = (
    PartnerSearch,  # resolution_commander.py (CR 702.124j)
    GetExperience,  # resolution_commander.py (CR 122.1)
    i.AddMana,
    i.AddOneManaOf,
    i.Attach,
    i.CreateEffect,
    i.ChangeVariableLife,
    i.CreateToken,
    i.CounterSpell,
    i.DealDamage,
    i.DealVariableDamage,
    GetEmblem,  # effects/emblems.py, resolution_emblems.py (CR 114.2)
    CreateEffectOnPronoun,  # effects/pronouns.py: a CreateEffect ("dealt to him this turn")
    i.DealDamageByPower,
    i.Destroy,
    i.DestroyUnregenerable,
    i.Discard,
    i.DividedDamage,
    i.DamageEachTarget,  # resolution_targeted_damage.py
    DamageCountedPerPlayer,  # effects/counted_damage.py, resolution_counted_damage.py
    UnpreventableDamage,  # effects/unpreventable.py, resolution_unpreventable.py
    i.DrawCards,
    i.Exile,
    i.Fight,
    i.ForEach,
    i.GivePoison,
    i.IfYouDo,
    IfCondition,  # "if [condition]" (resolution_conditions.py)
    i.GainLife,
    i.GrantKeyword,
    GrantChosenKeyword,  # effects/keyword_choice.py, resolution_keyword_choice.py
    i.LoseKeyword,  # layer 6 removal (resolution.py _modify)
    i.LoseLife,
    i.Mill,
    i.ModifyPowerToughness,
    i.PayMana,
    i.Proliferate,
    i.PutCounters,
    i.Regenerate,
    i.ReturnDiedCard,
    i.ReturnFromGraveyard,  # resolution_returns.py
    i.DrawAtNextUpkeep,  # a delayed triggered ability (CR 603.7)
    i.BecomeRenowned,
    i.PayOrSacrifice,
    i.ExileTopOfLibrary,
    i.AttachToToken,
    i.BecomeArtifactCreature,
    BecomeCreature,  # effects/animation.py, resolution_animation.py
    RemoveCounters,  # effects/counter_changes.py, resolution_counter_changes.py
    RemoveAllCounters,
    DoubleCounters,
    RemoveCounterOrSacrifice,  # effects/counter_keywords.py, resolution_counter_keywords.py
    PutCountersItHad,
    PumpPerBlockerBeyondFirst,  # rampage (resolution_keywords_creature_2.py)
    CountersOrServos,  # fabricate
    MoveCounter,  # graft
    SquadCopies,  # squad
    PumpPerOpponentAttacked,  # melee
    i.GrantUnlessSelf,
    i.AssignNoCombatDamage,
    i.PutOntoBattlefieldAttacking,
    i.ReturnToHand,
    i.Sacrifice,
    i.SacrificeOne,  # resolution_sacrifice.py
    i.SacrificeOneOfTheirChoice,
    SacrificeChosen,  # effects/sacrifice.py
    IfYouCant,  # "If you can't, ..." after a sacrifice (resolution_sacrifice.py)
    SearchFor,  # effects/searches.py, resolution_searches.py
    SearchForDescribed,  # effects/described_searches.py (resolution_searches.py)
    ForEachDoneThisWay,  # effects/this_way.py, resolution_this_way.py
    YouMay,  # effects/you_may.py, resolution_you_may.py (CR 608.2d)
    Populate,  # effects/card_actions.py, resolution_card_actions.py (CR 701.36a)
    Learn,  # (CR 701.48a)
    HandCardToBottom,
    CostX,  # effects/cost_x.py: fixed as X is announced (rules/x_costs.fix_x)
    ExcessDealtInstead,  # effects/excess_damage.py, resolution_excess.py (CR 120.4a)
    GrantQuoted,  # effects/quoted_grants.py, resolution_quoted_grants.py (CR 613.1f)
    DiscardHand,  # effects/hand_discards.py, resolution_hand_discards.py
    i.Scry,
    i.SearchLibrary,
    i.SearchForCard,
    i.Tap,
    i.Transform,
    i.Unless,
    UnlessPaid,  # effects/unless_costs.py, resolution_unless_costs.py
    i.Untap,
    library.Surveil,  # resolution_library.py
    ExileTop,  # resolution_impulse.py
    PlayExiled,
    TopCardToHand,
    Explore,
    ReturnEachTarget,  # resolution_graveyard_cards.py
    PutUnderYourControl,
    ExileCard,
    ShuffleIntoLibrary,  # resolution_graveyard_returns.py
    ExileGraveyard,
    ReturnToBattlefield,
    ExileUntilLeaves,  # resolution_linked_exile.py (CR 610.3)
    WhenYouDo,  # resolution_reflexive.py (CR 603.12)
    WhenThatDiesThisTurn,  # resolution_dies_this_turn.py (CR 603.7c)
    ReturnChosen,  # resolution_chosen_returns.py (CR 608.2d)
    GrantWhileYouControl,  # resolution_while_controlling.py (CR 611.2b)
    CastWithMadness,  # resolution_madness.py
    CascadeInstruction,  # resolution_cascade.py
    CopyThisSpell,  # resolution_spell_copies.py
    CastExiledFree,  # rebound (resolution_zone_keywords.py)
    CastEncodedCopy,  # cipher (resolution_cipher.py)
    EncoreCopies,  # encore (resolution_encore.py)
    KeepUntilEndOfCombat,  # firebending (resolution_firebending.py)
    CastWithMiracle,  # miracle (resolution_miracle.py)
    ExileWarped,  # warp
    SearchSameManaValue,  # transmute
    CountersBySourcePower,  # scavenge
    CreateZombieCopy,  # embalm, eternalize
    RemoveTimeCounter,  # suspend (resolution_exile_keywords.py)
    CastSuspended,
    library.LookAtTop,
    library.DrawThatMany,
    library.DiscardAtRandom,
    library.RevealChooseDiscard,
    MillThatMany,  # effects/reveals.py, resolution_reveals.py (CR 701.17a, 701.20a)
    TakeMilled,
    ForEachMilled,
    RevealTopPutAll,
    RevealUntil,
    RevealedCount,
    i.ExileIfItWouldDie,  # a replacement effect this turn (resolution_exile_instead.py)
    CantBeRegeneratedThisTurn,  # CR 701.14c (resolution_no_regeneration.py)
    ChooseTargets,  # CR 601.2c: "Choose target ..." (resolution_chosen_targets.py)
    i.DoesntUntapNext,  # CR 502.3 (resolution_untap_skip.py)
    i.GainControl,  # CR 613.1b (resolution_control.py)
    GainControlWhileControlling,
    GiveControl,
    CantBlockThisTurn,  # CR 509.1b (resolution_blocking_this_turn.py)
    CantBeBlockedThisTurn,  # CR 509.1b (resolution_unblockable_this_turn.py)
    i.GetEnergy,  # CR 122.1 (resolution_designations.py)
    i.PayEnergy,  # CR 107.14
    i.PayLife,  # CR 119.4 (resolution_optional.py)
    i.BecomeMonarch,  # CR 724.3
    BecomeTheMonarch,  # effects/designations.py
    BecomeClassLevel,  # CR 716.2a (rules/classes.py)
    IncreaseSpeed,  # CR 702.179 (resolution_speed.py)
    WinTheGame,  # CR 104.2b
    SetLifeTotal,  # effects/life_totals.py (resolution_life_totals.py)
    DoubleLifeTotal,
    DoublePower,  # effects/double_power.py (resolution_double_power.py; CR 701.9b)
    ExchangeLifeTotals,
    DiscardThatMany,  # effects/that_many_cards.py (resolution_that_many_cards.py)
    YouAndPlayerEachDraw,
    AtEndOfCombat,  # effects/end_of_combat.py (resolution_end_of_combat.py; CR 511.2)
    TapChosen,  # effects/tap_chosen.py (resolution_tap_chosen.py; CR 608.2c)
    i.Investigate,  # CR 701.16a: a Clue token
    AbandonScheme,  # effects/variants.py, rules/schemes.py (CR 904.11)
    FlipCoin,  # effects/random_outcomes.py, resolution_random.py (CR 705.1)
    RollDie,  # CR 706.1-2
    ClashWithOpponent,  # CR 701.23 (2011: 701.20)
    IfOutcome,  # "If you win the flip, ...", "If the result is 3 or less, ..."
    ResultTimes,  # "... equal to the result"
    ChooseValue,  # CR 608.2d (rules/chosen_on_resolution.py)
    GrantProtectionOfChoice,
    RevealAtRandom,
    IfRevealedHasChosenName,
    Amass,  # CR 701.44a (resolution_amass.py)
    Monstrosity,  # CR 701.37a (resolution_monstrosity.py)
    Adapt,  # CR 701.46a
    AddManaOfColors,  # CR 106.1a (resolution_mana_amounts.py)
    PutOnLibraryTop,  # CR 400.3 (resolution_library_tops.py)
)
