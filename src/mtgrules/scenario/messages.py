"""The words of the scenario reports, per language (the events' sentences come from
:func:`mtgrules.explain.explain`)."""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        "start": "start: turn {turn}, {active} is the active player",
        "setup": "set-up",
        "after": "after action {n}",
        "at_end": "at the end",
        "check": "check",
        "when": "when",
        "expected": "expected",
        "actual": "actual",
        "passed": "passed",
        "failed": "FAILED",
        "stopped": "stopped: {reason}",
        "illegal": "illegal, as expected: {error}",
        "expectations": "expectations",
        "error": "error",
        "ruleset": "ruleset",
    },
    "fr": {
        "start": "début : tour {turn}, {active} est le joueur actif",
        "setup": "mise en place",
        "after": "après l'action {n}",
        "at_end": "à la fin",
        "check": "vérification",
        "when": "quand",
        "expected": "attendu",
        "actual": "obtenu",
        "passed": "réussi",
        "failed": "ÉCHEC",
        "stopped": "arrêté : {reason}",
        "illegal": "illégale, comme prévu : {error}",
        "expectations": "attentes",
        "error": "erreur",
        "ruleset": "règles",
    },
}

KINDS: dict[str, dict[str, str]] = {
    "en": {
        "life": "life of {subject}",
        "poison": "poison counters of {subject}",
        "damage": "damage marked on {subject}",
        "counters": "counters on {subject}",
        "loyalty": "loyalty of {subject}",
        "power": "power of {subject}",
        "toughness": "toughness of {subject}",
        "zone": "zone of {subject}",
        "winner": "winner",
        "assignments": "legal damage assignments of {subject}",
        "waiting_for": "the game waits for",
        "error": "error",
    },
    "fr": {
        "life": "points de vie de {subject}",
        "poison": "marqueurs poison de {subject}",
        "damage": "blessures sur {subject}",
        "counters": "marqueurs sur {subject}",
        "loyalty": "loyauté de {subject}",
        "power": "force de {subject}",
        "toughness": "endurance de {subject}",
        "zone": "zone de {subject}",
        "winner": "vainqueur",
        "assignments": "attributions de blessures légales de {subject}",
        "waiting_for": "la partie attend",
        "error": "erreur",
    },
}


def message(lang: str, key: str, **values: object) -> str:
    return MESSAGES.get(lang, MESSAGES["en"])[key].format(**values)


def kind_label(lang: str, kind: str, subject: str) -> str:
    return KINDS.get(lang, KINDS["en"])[kind].format(subject=subject)
