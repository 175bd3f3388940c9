"""Attaching as a game action: the ``attach`` keyword action (CR 701.3) and putting an Aura
or Equipment onto the battlefield attached to something (CR 303.4f, 303.4i), with the
checks that keep the game state as it was when the action isn't allowed.

>>> from mtgrules import Game
>>> from mtgrules.cards.database import bundled_database
>>> game = Game()
>>> alice, bob = game.add_player("Alice"), game.add_player("Bob")
>>> bears = game.add_permanent("Grizzly Bears", controller=alice, types={"Creature"},
...                            power=2, toughness=2)
>>> strength = game.add_card_def(bundled_database().card("Holy Strength"), owner=alice,
...                              zone="hand")
>>> [e.rule for e in game.put_onto_battlefield_attached(strength, bears)]
['303.4f', '303.4f']
>>> game.power(bears), game.toughness(bears)
(3, 4)
"""

from __future__ import annotations

from mtgrules.attach_events import BecameAttached
from mtgrules.events import Event, ZoneChanged
from mtgrules.game import GameActions
from mtgrules.objects import Zone
from mtgrules.rules.attachments import (
    attach_events,
    can_attach,
    control_events,
    is_aura,
    is_equipment,
)
from mtgrules.rules.casting import IllegalActionError
from mtgrules.state import EntityId, GameObject


class AttachmentActions(GameActions):
    """Attaching Auras and Equipment."""

    def attach(self, attachment: EntityId, host: EntityId, *, rule: str = "701.3a") -> list[Event]:
        """Attach an Aura or Equipment on the battlefield to ``host`` (CR 701.3a). An
        IllegalActionError if it can't be attached to it (CR 701.3b: it doesn't move; CR
        303.4j for an Aura); nothing happens if it's already attached to it."""
        obj = self._attachment(attachment)
        if obj.zone is not Zone.BATTLEFIELD:
            raise IllegalActionError(f"{obj.name} is not on the battlefield", rule="701.3a")
        self._check_host(obj, host, "303.4j" if is_aura(obj) else "701.3b")
        return self._run(lambda _: attach_events(self.state, attachment, host, rule))

    def put_onto_battlefield_attached(self, card: EntityId, host: EntityId) -> list[Event]:
        """Put an Aura or Equipment from a zone other than the stack onto the battlefield
        attached to ``host`` (CR 303.4f: the Aura isn't cast, so it targets nothing and
        hexproof doesn't stop it). If the Aura can't legally enchant ``host``, it stays where
        it is (CR 303.4i): an IllegalActionError, and nothing changes."""
        obj = self._attachment(card)
        if obj.zone in (Zone.BATTLEFIELD, Zone.STACK):
            raise IllegalActionError(
                f"{obj.name} is in the {obj.zone}: only a card in another zone is put onto the "
                "battlefield this way",
                rule="303.4f",
            )
        # Legality as the permanent it would be: under its owner's control, on the
        # battlefield (CR 303.4f: the Aura's enchant ability decides).
        as_permanent = obj.clone()
        as_permanent.zone = Zone.BATTLEFIELD
        as_permanent.controller = obj.owner
        self._check_host(as_permanent, host, "303.4i")
        state = self.state

        def events(_: object) -> list[Event]:
            new_id = state.next_id
            return [
                ZoneChanged(
                    object=card,
                    new_id=new_id,
                    origin=obj.zone,
                    destination=Zone.BATTLEFIELD,
                    rule="303.4f",
                ),
                BecameAttached(attachment=new_id, host=host, rule="303.4f"),
                *control_events(state, as_permanent, host, obj.owner),
            ]

        return self._run(events)

    def attached_to(self, attachment: EntityId) -> EntityId | None:
        """The object or player an Aura or Equipment is attached to, or None."""
        return self._object(attachment).attached_to

    def _attachment(self, attachment: EntityId) -> GameObject:
        obj = self._object(attachment)
        if not (is_aura(obj) or is_equipment(obj)):
            raise IllegalActionError(
                f"{obj.name} is neither an Aura nor an Equipment: it can't be attached",
                rule="701.3a",
            )
        return obj

    def _check_host(self, obj: GameObject, host: EntityId, rule: str) -> None:
        if host not in self.state.players:
            self._object(host)
        if not can_attach(self.state, obj, host):
            what = "enchant" if is_aura(obj) else "equip"
            raise IllegalActionError(f"{obj.name} can't {what} {host}", rule=rule)
