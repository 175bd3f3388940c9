"""Scenario files: a game situation, the actions taken in it and the expected outcome, in
TOML (see ``docs/scenarios.md``). :func:`load_scenario` reads and checks a file;
:func:`run_scenario` plays it and checks its expectations.

>>> scenario = parse_scenario('''
... title = "Shock a bear"
... ruleset = "current"
... [[players]]
... id = "alice"
... [[players]]
... id = "bob"
... [[players.battlefield]]
... id = "bears"
... card = "Grizzly Bears"
... [[actions]]
... deal = 2
... from = "bears"
... to = "alice"
... [expect]
... life = { alice = 18 }
... ''')
>>> outcome = run_scenario(scenario)
>>> outcome.passed, outcome.game.life(outcome.ids["alice"])
(True, 18)
"""

from __future__ import annotations

from mtgrules.scenario.errors import ScenarioError
from mtgrules.scenario.loading import load_scenario, parse_scenario
from mtgrules.scenario.running import Outcome, run_scenario
from mtgrules.scenario.schema import Scenario

__all__ = [
    "Outcome",
    "Scenario",
    "ScenarioError",
    "load_scenario",
    "parse_scenario",
    "run_scenario",
]
