//! What one seat may know. Hands are seen by their owners only (everyone sees how many Plot
//! cards, red backs, a hand holds); draw piles and face-down discard piles are counts; a
//! face-down Plot is seen by its owner only.

use serde::{Deserialize, Serialize};

use super::card::Variant;
use super::legal::StartOptions;
use super::preview::{ActionPreview, Preview};
use super::state::{Step, Table, Uid};
use super::window::Contest;
use crate::core::game::{Outcome, Seat};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CardView {
    pub uid: Uid,
    /// `None` when this seat may not know the card.
    pub card: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PieceView {
    pub uid: Uid,
    pub card: String,
    pub demoted: bool,
    pub attached: Vec<CardView>,
    pub pv: Option<i32>,
    pub cv: Option<i32>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlotView {
    pub uid: Uid,
    pub card: Option<String>,
    pub face_up: bool,
    pub attached: Vec<CardView>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatView {
    /// The hand, for its owner only.
    pub hand: Option<Vec<CardView>>,
    pub hand_size: usize,
    /// Plot cards (red backs) in the hand: everyone sees the backs.
    pub hand_plots: usize,
    pub draw_size: usize,
    pub discard_size: usize,
    /// Basic: the face-up Plot Pile. Licence to Kill: empty (the Plot Draw Pile is secret).
    pub plot_pile: Vec<CardView>,
    pub plot_pile_size: usize,
    /// Licence to Kill: the face-up Plot discard pile.
    pub plot_discard: Vec<CardView>,
    pub agency: Vec<PieceView>,
    pub zone: Vec<Vec<PlotView>>,
    pub won: Vec<CardView>,
    pub lingering: Vec<CardView>,
    pub score: i32,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WindowView {
    pub contest: Contest,
    pub current: Seat,
    pub passes: usize,
    pub played: Vec<(CardView, bool)>,
    /// What the contest faces as things stand, the same numbers the acting seat saw before it
    /// began (`None` for a duel): shown to every seat.
    pub preview: Option<Preview>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CcgView {
    pub variant: Variant,
    pub viewer: Option<Seat>,
    pub turn: u32,
    pub seat: Seat,
    pub step: Step,
    pub goal: u32,
    pub seats: Vec<SeatView>,
    pub window: Option<WindowView>,
    pub outcome: Option<Outcome>,
    /// The viewer's own On Assignment and Henchman Attack choices with what each would face
    /// (totals against requirements, the dice's odds); empty unless it is the viewer's step.
    pub previews: Vec<ActionPreview>,
    /// Licence to Kill's start, for the viewer choosing it: what it looks through in its own
    /// decks, each card with whether the rules allow it.
    pub start: Option<StartOptions>,
}

impl Table {
    fn shown(&self, uid: Uid) -> CardView {
        CardView {
            uid,
            card: Some(self.card(uid).id.to_string()),
        }
    }

    fn all_shown(&self, cards: &[Uid]) -> Vec<CardView> {
        cards.iter().map(|&u| self.shown(u)).collect()
    }

    pub fn view_for(&self, viewer: Option<Seat>) -> CcgView {
        CcgView {
            variant: self.variant,
            viewer,
            turn: self.turn_no,
            seat: self.turn.seat,
            step: self.turn.step,
            goal: self.goal,
            seats: (0..self.n()).map(|s| self.seat_view(s, viewer)).collect(),
            window: self.window.as_ref().map(|w| WindowView {
                contest: w.contest.clone(),
                current: w.current,
                passes: w.passes,
                played: w
                    .played
                    .iter()
                    .map(|p| (self.shown(p.uid), w.in_force(p.uid)))
                    .collect(),
                preview: self.contest_preview(&w.contest),
            }),
            outcome: self.outcome.clone(),
            previews: self.previews_for(viewer),
            start: self.start_for(viewer),
        }
    }

    /// Seat `s`'s cards as `viewer` sees them.
    fn seat_view(&self, s: Seat, viewer: Option<Seat>) -> SeatView {
        let st = &self.seats[s];
        SeatView {
            hand: (viewer == Some(s)).then(|| self.all_shown(&st.hand)),
            hand_size: st.hand.len(),
            hand_plots: st.hand.iter().filter(|&&u| self.card(u).is_plot()).count(),
            draw_size: st.draw.len(),
            discard_size: st.discard.len(),
            plot_pile: match self.variant {
                Variant::Basic => self.all_shown(&st.plot_pile),
                Variant::Ltk => Vec::new(),
            },
            plot_pile_size: st.plot_pile.len(),
            plot_discard: self.all_shown(&st.plot_discard),
            agency: st
                .agency
                .iter()
                .map(|p| PieceView {
                    uid: p.uid,
                    card: self.card(p.uid).id.to_string(),
                    demoted: p.demoted,
                    attached: self.all_shown(&p.attached),
                    pv: self.pv(p.uid),
                    cv: self.cv(p.uid),
                })
                .collect(),
            zone: st
                .zone
                .iter()
                .map(|mp| {
                    mp.cards
                        .iter()
                        .map(|c| PlotView {
                            uid: c.uid,
                            card: (c.face_up || viewer == Some(s))
                                .then(|| self.card(c.uid).id.to_string()),
                            face_up: c.face_up,
                            attached: self.all_shown(&c.attached),
                        })
                        .collect()
                })
                .collect(),
            won: self.all_shown(&st.won),
            lingering: self.all_shown(&st.lingering),
            score: st.score,
        }
    }

    /// The viewer's start options: only while it is choosing its start (it looks through its
    /// own decks then, and only then).
    fn start_for(&self, viewer: Option<Seat>) -> Option<StartOptions> {
        match viewer {
            Some(v)
                if v == self.turn.seat
                    && self.turn.step == Step::LtkStart
                    && self.outcome.is_none() =>
            {
                Some(self.start_options(v))
            }
            _ => None,
        }
    }

    /// The viewer's previews: only in its own Attack or On Assignment step, no window open.
    fn previews_for(&self, viewer: Option<Seat>) -> Vec<ActionPreview> {
        match viewer {
            Some(v)
                if v == self.turn.seat
                    && self.window.is_none()
                    && self.outcome.is_none()
                    && matches!(self.turn.step, Step::Attack | Step::Assignment) =>
            {
                self.previews(v)
            }
            _ => Vec::new(),
        }
    }
}
