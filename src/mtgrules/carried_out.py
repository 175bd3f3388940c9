"""The instructions the engine carries out (:mod:`mtgrules.resolution`); a card or ability
with any other instruction can't be put into a game (CR 608.2c: every instruction must be
followed)."""

from __future__ import annotations

from mtgrules.effects import instructions as i
from mtgrules.effects import library
from mtgrules.effects.animation import BecomeCreature
from mtgrules.effects.conditions import IfCondition
from mtgrules.effects.counter_changes import DoubleCounters, RemoveCounters
from mtgrules.effects.counter_keywords import PutCountersItHad, RemoveCounterOrSacrifice
from mtgrules.effects.keyword_choice import GrantChosenKeyword
from mtgrules.effects.sacrifice import IfYouCant, SacrificeChosen

CARRIED_OUT: tuple[type, ...] = (
    i.AddMana,
    i.AddOneManaOf,
    i.Attach,
    i.CreateEffect,
    i.ChangeVariableLife,
    i.CreateToken,
    i.CounterSpell,
    i.DealDamage,
    i.DealVariableDamage,
    i.DealDamageByPower,
    i.Destroy,
    i.DestroyUnregenerable,
    i.Discard,
    i.DividedDamage,
    i.DamageEachTarget,  # resolution_targeted_damage.py
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
    DoubleCounters,
    RemoveCounterOrSacrifice,  # effects/counter_keywords.py, resolution_counter_keywords.py
    PutCountersItHad,
    i.GrantUnlessSelf,
    i.AssignNoCombatDamage,
    i.PutOntoBattlefieldAttacking,
    i.ReturnToHand,
    i.Sacrifice,
    i.SacrificeOne,  # resolution_sacrifice.py
    i.SacrificeOneOfTheirChoice,
    SacrificeChosen,  # effects/sacrifice.py
    IfYouCant,  # "If you can't, ..." after a sacrifice (resolution_sacrifice.py)
    i.Scry,
    i.SearchLibrary,
    i.SearchForCard,
    i.Tap,
    i.Transform,
    i.Unless,
    i.Untap,
    library.Surveil,  # resolution_library.py
    library.LookAtTop,
    library.DrawThatMany,
    library.DiscardAtRandom,
    library.RevealChooseDiscard,
    i.ExileIfItWouldDie,  # a replacement effect this turn (resolution_exile_instead.py)
    i.DoesntUntapNext,  # CR 502.3 (resolution_untap_skip.py)
)
