"""The instructions the engine carries out (:mod:`mtgrules.resolution`); a card or ability
with any other instruction can't be put into a game (CR 608.2c: every instruction must be
followed)."""

from __future__ import annotations

from mtgrules.effects.instructions import (
    AddMana,
    AddOneManaOf,
    CreateEffect,
    CreateToken,
    DealDamage,
    DealDamageByPower,
    Destroy,
    Discard,
    DrawCards,
    Exile,
    GainLife,
    GrantKeyword,
    LoseLife,
    Mill,
    ModifyPowerToughness,
    PutCounters,
    Regenerate,
    ReturnToHand,
    Sacrifice,
    SearchLibrary,
    Tap,
    Untap,
)

CARRIED_OUT: tuple[type, ...] = (
    AddMana,
    AddOneManaOf,
    CreateEffect,
    CreateToken,
    DealDamage,
    DealDamageByPower,
    Destroy,
    Discard,
    DrawCards,
    Exile,
    GainLife,
    GrantKeyword,
    LoseLife,
    Mill,
    ModifyPowerToughness,
    PutCounters,
    Regenerate,
    ReturnToHand,
    Sacrifice,
    SearchLibrary,
    Tap,
    Untap,
)
