"""The instructions the engine carries out (:mod:`mtgrules.resolution`); a card or ability
with any other instruction can't be put into a game (CR 608.2c: every instruction must be
followed)."""

from __future__ import annotations

from mtgrules.effects import instructions as i

CARRIED_OUT: tuple[type, ...] = (
    i.AddMana,
    i.AddOneManaOf,
    i.Attach,
    i.CreateEffect,
    i.ChangeVariableLife,
    i.CreateToken,
    i.DealDamage,
    i.DealVariableDamage,
    i.DealDamageByPower,
    i.Destroy,
    i.DestroyUnregenerable,
    i.Discard,
    i.DrawCards,
    i.Exile,
    i.ForEach,
    i.GivePoison,
    i.IfYouDo,
    i.GainLife,
    i.GrantKeyword,
    i.LoseLife,
    i.Mill,
    i.ModifyPowerToughness,
    i.PayMana,
    i.Proliferate,
    i.PutCounters,
    i.Regenerate,
    i.ReturnDiedCard,
    i.BecomeRenowned,
    i.PayOrSacrifice,
    i.ReturnToHand,
    i.Sacrifice,
    i.Scry,
    i.SearchLibrary,
    i.SearchForCard,
    i.Tap,
    i.Untap,
)
