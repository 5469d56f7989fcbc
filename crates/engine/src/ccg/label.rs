//! How an action reads on its button and in the log.

use super::action::CcgAction;
use super::event::name;
use super::state::{Table, Uid};

impl Table {
    /// The action in plain words, naming its cards (a face-down Plot stays unnamed).
    pub fn describe(&self, a: &CcgAction) -> String {
        let n = |u: &Uid| name(self.card(*u).id);
        match a {
            CcgAction::LayPlot { card } => format!("Lay {}", n(card)),
            CcgAction::Start {
                mission,
                villain,
                bond,
            } => format!(
                "Start with {}, {} face down and {}",
                mission
                    .as_ref()
                    .map(n)
                    .unwrap_or_else(|| "no Mission".into()),
                villain
                    .as_ref()
                    .map(n)
                    .unwrap_or_else(|| "no Villain".into()),
                bond.as_ref().map(n).unwrap_or_else(|| "no Bond".into())
            ),
            CcgAction::Draw { from_plot_pile } => {
                format!("Draw, {from_plot_pile} from the Plot Pile")
            }
            CcgAction::AdvancePlot { card } => format!("Advance the Plot with {}", n(card)),
            CcgAction::Subplot { card, onto } => format!("Attach {} to {}", n(card), n(onto)),
            CcgAction::Connect {
                card,
                main,
                at,
                face_up,
            } => format!(
                "Put {} {} {}",
                n(card),
                if *face_up { "face up" } else { "face down" },
                match main {
                    Some(m) => format!("into Main Plot {} at place {}", m + 1, at + 1),
                    None => "as a new Main Plot".into(),
                }
            ),
            CcgAction::GiveQ { card, to } => format!("Give {} to {}", n(card), n(to)),
            CcgAction::PlayIntrigue { card, target, by } => match (target, by) {
                (Some(t), Some(b)) => format!("Play {}: {} against {}", n(card), n(b), n(t)),
                (Some(t), None) => format!("Play {} on {}", n(card), n(t)),
                _ => format!("Play {}", n(card)),
            },
            CcgAction::Pass => "Pass".into(),
            CcgAction::HenchmanAttack {
                assailant,
                target,
                by_cv,
            } => format!(
                "{} attacks {}{}",
                n(assailant),
                n(target),
                if *by_cv { " with CV" } else { "" }
            ),
            CcgAction::Recruit { card } => format!("Bring {} into the Agency", n(card)),
            CcgAction::Assign {
                agent,
                companion,
                plot,
            } => format!(
                "Send {}{} against {}",
                n(agent),
                companion
                    .as_ref()
                    .map(|c| format!(" with {}", n(c)))
                    .unwrap_or_default(),
                if self.is_face_up(*plot) {
                    n(plot)
                } else {
                    "a face-down Plot".into()
                }
            ),
            CcgAction::MoveQ { card, to } => format!("Move {} to {}", n(card), n(to)),
            CcgAction::ExchangeQ { a, b } => format!("Swap {} and {}", n(a), n(b)),
            CcgAction::UseInPlace { card, target } => format!("{} takes on {}", n(card), n(target)),
            CcgAction::Discard { card } => format!("Discard {}", n(card)),
            CcgAction::Done => "Done".into(),
        }
    }
}
