//! What the search weighs: the legal actions less the hopeless ones. An On Assignment that the
//! engine's own preview says falls short, or a Henchman Attack that cannot Demote its target,
//! is left out whenever something sound remains (ending the step always does), unless an
//! Intrigue card in the actor's hand could make up what is missing. The verdict is the
//! preview's (`Table::preview`), so the choice the computer makes, or offers as a Hint, never
//! contradicts what the player reads under that button.

use crate::ccg::action::CcgAction;
use crate::ccg::card::{CardType, Icon, Variant};
use crate::ccg::effect::{Op, Target};
use crate::ccg::preview::{ltk_attack_ways, Check, Preview};
use crate::ccg::state::{Step, Table};
use crate::core::game::Seat;

/// What the window Intrigue cards of a hand could add to one side at most.
#[derive(Default)]
struct Help {
    pv: i32,
    cv: i32,
    icons: [i32; 12],
}

impl Table {
    /// The legal actions of `seat` less the hopeless ones (see the module notes), in the legal
    /// order.
    pub fn sound_actions(&self, seat: Seat) -> Vec<CcgAction> {
        let legal = self.legal(seat);
        if self.window.is_some() {
            return legal;
        }
        let sound: Vec<CcgAction> = match self.turn.step {
            Step::Assignment | Step::Attack => legal
                .iter()
                .filter(|a| !self.hopeless(seat, a))
                .cloned()
                .collect(),
            Step::Discard => self.discards_when_stuck(seat, &legal),
            _ => return legal,
        };
        if sound.is_empty() {
            legal
        } else {
            sound
        }
    }

    /// Does `a` fall short by its preview, with nothing in `seat`'s hand able to change that?
    pub fn hopeless(&self, seat: Seat, a: &CcgAction) -> bool {
        match self.preview(a) {
            Some(Preview::Assignment { checks, met, .. }) => {
                !met && !self.hand_could_meet(seat, &checks)
            }
            Some(Preview::Attack {
                what,
                attacker,
                target,
                ..
            }) => {
                !self.attack_can_win(attacker, target)
                    && !self.hand_could_win(seat, what == "CV", attacker, target)
            }
            None => false,
        }
    }

    /// Can an attack of value `x` against `y` Demote its target (Basic: the higher value
    /// wins; Licence to Kill: the dice, as the preview counts them)?
    fn attack_can_win(&self, x: i32, y: i32) -> bool {
        match self.variant {
            Variant::Basic => x > y,
            Variant::Ltk => ltk_attack_ways(x, y).0 > 0,
        }
    }

    /// The most the Intrigue cards of `seat`'s hand that fit this kind of window could add to
    /// `side`: bonuses to PV and CV, icons provided (Hero) and icons waived.
    fn hand_help(&self, seat: Seat, attack_window: bool, side: Target) -> Help {
        let mut h = Help::default();
        for &u in &self.seats[seat].hand {
            let c = self.card(u);
            if c.ctype != CardType::Intrigue {
                continue;
            }
            for e in c.effects {
                if !e.timing.fits_window(attack_window) {
                    continue;
                }
                match e.op {
                    Op::Waive { icon, n } if side == Target::Hero => {
                        h.icons[icon.in_variant(self.variant) as usize] += n as i32
                    }
                    _ if e.target != side => {}
                    Op::Pv { by } if by > 0 => h.pv += by as i32,
                    Op::Cv { by } if by > 0 => h.cv += by as i32,
                    Op::PvPerIcon { max, .. } => h.pv += max as i32,
                    Op::Provide { icon, n } => {
                        h.icons[icon.in_variant(self.variant) as usize] += n as i32
                    }
                    _ => {}
                }
            }
        }
        h
    }

    /// Could the On Assignment Intrigue cards in `seat`'s hand make up every shortfall the
    /// preview's `checks` show?
    fn hand_could_meet(&self, seat: Seat, checks: &[Check]) -> bool {
        let help = self.hand_help(seat, false, Target::Hero);
        checks.iter().filter(|c| !c.ok()).all(|c| {
            let extra = match c.what.as_str() {
                "PV" => help.pv,
                "CV" => help.cv,
                name => Icon::ALL
                    .iter()
                    .find(|i| i.name() == name)
                    .map_or(0, |&i| help.icons[i.in_variant(self.variant) as usize]),
            };
            c.have + extra >= c.need
        })
    }

    /// Could the Henchman Attack Intrigue cards in `seat`'s hand (the attacker's) give its
    /// assailant a chance?
    fn hand_could_win(&self, seat: Seat, by_cv: bool, x: i32, y: i32) -> bool {
        let help = self.hand_help(seat, true, Target::Opposition);
        let extra = if by_cv { help.cv } else { help.pv };
        extra > 0 && self.attack_can_win(x + extra, y)
    }

    /// The Discard step with a stuck hand: only discards of the cards that cannot be played
    /// (see [`Table::dead_cards`]), so the hand turns over; otherwise nothing (the step's
    /// choices stay as they are).
    fn discards_when_stuck(&self, seat: Seat, legal: &[CcgAction]) -> Vec<CcgAction> {
        let dead = self.dead_cards(seat);
        if dead.is_empty() {
            return Vec::new();
        }
        legal
            .iter()
            .filter(|a| matches!(a, CcgAction::Discard { card } if dead.contains(card)))
            .cloned()
            .collect()
    }
}
