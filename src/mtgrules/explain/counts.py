"""Numbers in sentences: ``{amount:blessure|blessures}`` picks the singular or the plural.

English uses the singular for 1 only; French for 0 and 1 ("0 blessure", "1 point de vie").

>>> f"{Count(1, 'en')} {Count(1, 'en'):counter|counters}"
'1 counter'
>>> f"{Count(0, 'fr')} {Count(0, 'fr'):blessure|blessures}"
'0 blessure'
>>> f"{Count(3, 'fr')} {Count(3, 'fr'):point|points} de vie"
'3 points de vie'
"""

from __future__ import annotations


class Count(int):
    """An integer that formats ``singular|plural`` specs by its value and language."""

    lang: str

    def __new__(cls, value: int, lang: str) -> Count:
        count = super().__new__(cls, value)
        count.lang = lang
        return count

    def __format__(self, spec: str) -> str:
        if "|" not in spec:
            return format(int(self), spec)
        singular, plural = spec.split("|", 1)
        one = abs(int(self)) < 2 if self.lang == "fr" else int(self) == 1
        return singular if one else plural
