"""Shared fixtures: most rulings are checked under both editions of the rules."""

from __future__ import annotations

import pytest

from mtgrules import Game

RULESETS = ("current", "cr2011")


@pytest.fixture(params=RULESETS)
def ruleset(request: pytest.FixtureRequest) -> str:
    """Each test that takes ``ruleset`` runs once per edition."""
    value: str = request.param
    return value


@pytest.fixture
def game(ruleset: str) -> Game:
    return Game(ruleset)
