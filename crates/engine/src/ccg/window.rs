//! The one response-window mechanism: "starting with …, all players may play Intrigue cards
//! … until all pass". Its state is part of the game state, so a save mid-window resumes there.

use serde::{Deserialize, Serialize};

use super::card::Icon;
use super::effect::{Countered, Op, Target, Timing};
use super::state::{Loc, Table, Uid};
use super::values::Icons;
use crate::core::game::Seat;

/// What the window is about.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Contest {
    /// A Henchman (or Personality in a Plot Zone) attacks a character in an Agency.
    HenchmanAttack {
        assailant: Uid,
        target: Uid,
        /// Licence to Kill: the Henchman attacks with its CV instead of its PV.
        by_cv: bool,
    },
    /// An Attack or Charm given by a card used in place of the On Assignment step.
    Duel {
        attacker: Uid,
        defender: Uid,
        charm: bool,
    },
    /// A Bond (or Agent) On Assignment against a Main Plot.
    Assignment {
        agent: Uid,
        companion: Option<Uid>,
        /// The owner of the Main Plot faced.
        owner: Seat,
        /// The cards of the Main Plot when the assignment began (it is found again by them).
        plot: Vec<Uid>,
    },
}

impl Contest {
    /// Windows of attacks take Henchman Attack cards; assignment windows take On Assignment
    /// cards.
    pub fn is_attack(&self) -> bool {
        !matches!(self, Contest::Assignment { .. })
    }
}

/// An Intrigue card played into the window.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Played {
    pub uid: Uid,
    pub seat: Seat,
    /// The counter card that cancelled it, if any.
    pub countered_by: Option<Uid>,
}

/// An open response window.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Window {
    pub contest: Contest,
    /// The seat that opened it (plays first).
    pub first: Seat,
    /// The seat whose decision it is.
    pub current: Seat,
    /// Consecutive passes; the window closes when every seat has passed in a row.
    pub passes: usize,
    pub played: Vec<Played>,
}

impl Window {
    pub fn new(contest: Contest, first: Seat) -> Window {
        Window {
            contest,
            first,
            current: first,
            passes: 0,
            played: Vec::new(),
        }
    }

    /// Is this played card in force (not cancelled by a counter that is itself in force)?
    pub fn in_force(&self, uid: Uid) -> bool {
        match self.played.iter().find(|p| p.uid == uid) {
            None => false,
            Some(p) => match p.countered_by {
                None => true,
                Some(c) => !self.in_force(c),
            },
        }
    }
}

/// Bonuses the window's Intrigue cards give to one side.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SideBonus {
    pub pv: i32,
    pub cv: i32,
    /// PV for each icon the side controls: (icon, PV per icon, at most), one per card.
    pub pv_per_icon: Vec<(Icon, i32, i32)>,
    /// Icons provided (Hero) or required (Opposition), by `Icon as usize`.
    pub icons: [i32; 12],
    /// Icons waived from the requirements.
    pub waived: [i32; 12],
    pub cancel: bool,
}

impl SideBonus {
    /// The PV the side gains, `icons` being the icons it controls (the window's own included).
    pub fn pv_with(&self, icons: &Icons) -> i32 {
        let per_icon: i32 = self
            .pv_per_icon
            .iter()
            .map(|&(icon, each, max)| (icons[icon as usize].max(0) * each).min(max))
            .sum();
        self.pv + per_icon
    }
}

impl Table {
    /// The bonus the window's cards in force give to the Hero or the Opposition side.
    pub fn window_bonus(&self, side: Target) -> SideBonus {
        let mut b = SideBonus::default();
        let Some(w) = &self.window else { return b };
        for p in &w.played {
            if !w.in_force(p.uid) {
                continue;
            }
            for e in self.card(p.uid).effects {
                if matches!(
                    e.timing,
                    Timing::Passive | Timing::Attached | Timing::PlotStep
                ) {
                    continue;
                }
                match e.op {
                    Op::Waive { icon, n } => {
                        b.waived[icon.in_variant(self.variant) as usize] += n as i32
                    }
                    Op::CancelAttack => b.cancel = true,
                    _ if e.target != side => {}
                    Op::Pv { by } => b.pv += by as i32,
                    Op::Cv { by } => b.cv += by as i32,
                    Op::PvPerIcon { icon, each, max } => {
                        b.pv_per_icon
                            .push((icon.in_variant(self.variant), each as i32, max as i32))
                    }
                    Op::Provide { icon, n } | Op::Require { icon, n } => {
                        b.icons[icon.in_variant(self.variant) as usize] += n as i32
                    }
                    _ => {}
                }
            }
        }
        b
    }

    /// An attack's values with the window's cards, and whether one of them calls it off: the
    /// attacker `a` fights for the Opposition, the defender `d` for the Hero; by CV when
    /// `by_cv` (a Charm, or a Licence to Kill Henchman Attack by CV), else by PV.
    pub fn attack_values(&self, a: Uid, d: Uid, by_cv: bool) -> (i32, i32, bool) {
        let h = self.window_bonus(Target::Hero);
        let o = self.window_bonus(Target::Opposition);
        let (x, y) = if by_cv {
            (
                self.cv(a).unwrap_or(0) + o.cv,
                self.cv(d).unwrap_or(0) + h.cv,
            )
        } else {
            (
                self.pv(a).unwrap_or(0) + o.pv_with(&self.icons(a)),
                self.pv(d).unwrap_or(0) + h.pv_with(&self.icons(d)),
            )
        };
        (x, y, h.cancel || o.cancel)
    }

    /// The Main Plot of `owner` an assignment faces: the one that holds a card of `plot` (the
    /// Main Plot's cards when the assignment began), if it is still there.
    pub fn faced_main_plot(&self, owner: Seat, plot: &[Uid]) -> Option<usize> {
        plot.iter().find_map(|&u| match self.locate(u) {
            Some(Loc::Zone { seat, m, .. }) if seat == owner => Some(m),
            _ => None,
        })
    }

    /// The characters on an assignment: the agent, and its companion while it is in play.
    pub fn assignment_members(&self, agent: Uid, companion: Option<Uid>) -> Vec<Uid> {
        let mut members = vec![agent];
        members.extend(companion.filter(|&c| self.piece(c).is_some()));
        members
    }

    /// Does card `counter` cancel the played card `target`?
    pub fn counters(&self, counter: Uid, target: Uid) -> bool {
        let t = self.card(target);
        self.card(counter).effects.iter().any(|e| match e.op {
            Op::Counter { what } => match what {
                Countered::Card(id) => t.id == id,
                Countered::AddsRequirement => {
                    t.effects.iter().any(|f| matches!(f.op, Op::Require { .. }))
                }
                Countered::LowersValue => t
                    .effects
                    .iter()
                    .any(|f| matches!(f.op, Op::Pv { by } | Op::Cv { by } if by < 0)),
                Countered::AnyIntrigue => true,
            },
            _ => false,
        })
    }
}
