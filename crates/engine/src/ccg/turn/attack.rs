//! Attacks: Henchman Attacks (declared in the Attack step, settled when their window closes)
//! and the Attacks and Charms that cards give (played, or used in place of the On Assignment
//! step), with Licence to Kill's dice.

use super::Ev;
use crate::ccg::card::{CardType, Variant};
use crate::ccg::effect::{Op, Timing};
use crate::ccg::event::CcgEvent;
use crate::ccg::preview::ltk_modifiers;
use crate::ccg::state::{Table, Uid};
use crate::ccg::window::{Contest, Window};
use crate::core::game::Seat;

/// The dice of a Licence to Kill contest and what each side added: (attacker, defender).
type Dice = (Option<[u8; 2]>, Option<[i32; 2]>);

impl Table {
    /// Open a response window on `contest`; `first` answers first.
    pub(super) fn open(&mut self, contest: Contest, first: Seat) {
        self.window = Some(Window::new(contest, first));
    }

    /// The Attack step: `assailant` attacks `target`; the window opens.
    pub(super) fn henchman_attack(
        &mut self,
        seat: Seat,
        assailant: Uid,
        target: Uid,
        by_cv: bool,
        ev: &mut Ev,
    ) {
        ev.push(CcgEvent::AttackDeclared {
            seat,
            assailant: self.id_of(assailant),
            target: self.id_of(target),
            by_cv,
        });
        self.open(
            Contest::HenchmanAttack {
                assailant,
                target,
                by_cv,
            },
            seat,
        );
    }

    /// In place of the On Assignment step: `card`'s own Attack or Charm against `target`; the
    /// window opens.
    pub(super) fn use_in_place(&mut self, seat: Seat, card: Uid, target: Uid) {
        let charm = self
            .card(card)
            .effects
            .iter()
            .any(|e| e.timing == Timing::InPlaceOfAssignment && e.op == Op::Charm);
        self.open(
            Contest::Duel {
                attacker: card,
                defender: target,
                charm,
            },
            seat,
        );
    }

    /// How an attack of `a` on `d` with values `x` and `y` went, for the log.
    fn attack_resolved(
        &self,
        (a, d): (Uid, Uid),
        (x, y): (i32, i32),
        (dice, modifiers): Dice,
        result: &'static str,
    ) -> CcgEvent {
        CcgEvent::AttackResolved {
            attacker: self.id_of(a),
            defender: self.id_of(d),
            attacker_value: x,
            defender_value: y,
            dice,
            modifiers,
            result: result.into(),
        }
    }

    /// An Attack or Charm: the loser is discarded with its attachments (a Subplot alone).
    /// `window`: the window's cards count, as in a Henchman Attack ("Attacking and Charming
    /// are handled as if they were Henchman Attacks", both rule books): the Opposition side is
    /// the assailant, the Hero side the target, and a card that calls the attack off stops it.
    pub(super) fn duel(&mut self, a: Uid, d: Uid, charm: bool, window: bool, ev: &mut Ev) {
        if self.find_in_play(a).is_none() || self.find_in_play(d).is_none() {
            return;
        }
        let val = |t: &Table, u: Uid| if charm { t.cv(u) } else { t.pv(u) }.unwrap_or(0);
        let (x, y, off) = if window {
            self.attack_values(a, d, charm)
        } else {
            (val(self, a), val(self, d), false)
        };
        let (ra, rd, dice) = if off {
            (0, 0, (None, None))
        } else {
            self.contest_roll(x, y)
        };
        let result = if off {
            "the attack is called off"
        } else if ra > rd {
            self.discard_from_play(d, if charm { "charmed" } else { "attacked" }, ev);
            "the defender is discarded"
        } else if rd > ra {
            self.discard_from_play(a, "lost its own attack", ev);
            "the attacker is discarded"
        } else {
            "a tie: nothing happens"
        };
        ev.push(self.attack_resolved((a, d), (x, y), dice, result));
    }

    /// Basic: the values decide. Licence to Kill: each side rolls a die; the higher value
    /// adds the difference, or the defender adds 1 when the values are equal.
    fn contest_roll(&mut self, x: i32, y: i32) -> (i32, i32, Dice) {
        match self.variant {
            Variant::Basic => (x, y, (None, None)),
            Variant::Ltk => {
                let (da, dd) = (self.rng.d6(), self.rng.d6());
                let (ma, md) = ltk_modifiers(x, y);
                (
                    da as i32 + ma,
                    dd as i32 + md,
                    (Some([da, dd]), Some([ma, md])),
                )
            }
        }
    }

    /// A Henchman Attack's window closed: the target loses (is Demoted) or the Henchman
    /// escapes (in Licence to Kill a Personality that fails is discarded).
    pub(super) fn settle_henchman_attack(&mut self, a: Uid, t: Uid, by_cv: bool, ev: &mut Ev) {
        if self.find_in_play(a).is_none() || self.piece(t).is_none() {
            return;
        }
        let (x, y, off) = self.attack_values(a, t, by_cv);
        let no_dice = (None, None);
        if off {
            ev.push(self.attack_resolved((a, t), (x, y), no_dice, "the attack is called off"));
            return;
        }
        if self.variant == Variant::Ltk && y > x {
            let result = "the target is now too strong: the attack fails";
            ev.push(self.attack_resolved((a, t), (x, y), no_dice, result));
            return;
        }
        let (ra, rt, dice) = self.contest_roll(x, y);
        let result = if ra > rt {
            "the target loses"
        } else if rt > ra {
            "the Henchman escapes"
        } else {
            "a tie: nothing happens"
        };
        ev.push(self.attack_resolved((a, t), (x, y), dice, result));
        if ra > rt {
            self.demote(t, ev);
        } else if rt > ra && self.variant == Variant::Ltk && self.role(a) == CardType::Personality {
            self.discard_from_play(a, "lost its Henchman Attack", ev);
        }
    }
}
