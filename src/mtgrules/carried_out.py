"""The instructions the engine carries out (:mod:`mtgrules.resolution`); a card or ability
with any other instruction can't be put into a game (CR 608.2c: every instruction must be
followed)."""

from __future__ import annotations

from mtgrules.effects import instructions as i

CARRIED_OUT: tuple[type, ...] = (
    i.AddMana,
    i.AddOneManaOf,
    i.CreateEffect,
    i.CreateToken,
    i.DealDamage,
    i.DealDamageByPower,
    i.Destroy,
    i.Discard,
    i.DrawCards,
    i.Exile,
    i.GainLife,
    i.GrantKeyword,
    i.LoseLife,
    i.Mill,
    i.ModifyPowerToughness,
    i.PutCounters,
    i.Regenerate,
    i.ReturnToHand,
    i.Sacrifice,
    i.SearchLibrary,
    i.Tap,
    i.Untap,
)
