//! Typed moves. Cards are named by their table uid (each physical card has one).

use serde::{Deserialize, Serialize};

use super::state::Uid;

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum CcgAction {
    /// Basic set-up round: lay this Plot from the opening hand.
    LayPlot { card: Uid },
    /// Licence to Kill start: the Mission (face up), the Villain (face down on it) and the
    /// starting Bond. `mission: None` only when every Mission of the deck is taken.
    Start {
        mission: Option<Uid>,
        villain: Option<Uid>,
        bond: Option<Uid>,
    },
    /// Basic Draw Cards: draw to seven, this many from the top of the Plot Pile first.
    Draw { from_plot_pile: u8 },
    /// Basic Advance the Plot: play this Plot from hand as a Main Plot.
    AdvancePlot { card: Uid },
    /// Basic Develop Subplots: attach this card as a Subplot to the Main Plot holding `onto`.
    Subplot { card: Uid, onto: Uid },
    /// Licence to Kill Develop Plot Zone: put a Plot (or non-Ally Personality) from hand
    /// into Main Plot `main` (`None`: start a new Main Plot) at position `at` (0 = bottom).
    Connect {
        card: Uid,
        main: Option<u8>,
        at: u8,
        face_up: bool,
    },
    /// Give a Q card from hand to a character in play.
    GiveQ { card: Uid, to: Uid },
    /// Play an Intrigue card from hand. `target`: the character it attaches to, the card it
    /// counters or the character attacked/charmed; `by`: the attacking/charming character.
    PlayIntrigue {
        card: Uid,
        target: Option<Uid>,
        by: Option<Uid>,
    },
    /// Pass in a response window.
    Pass,
    /// Henchman Attack: `assailant` attacks `target` (with CV when `by_cv`, Licence to Kill).
    HenchmanAttack {
        assailant: Uid,
        target: Uid,
        by_cv: bool,
    },
    /// Put a Bond, Personality or Agent from hand into the Agency.
    Recruit { card: Uid },
    /// Send `agent` On Assignment (with `companion`) against the Main Plot holding `plot`.
    Assign {
        agent: Uid,
        companion: Option<Uid>,
        plot: Uid,
    },
    /// Licence to Kill On Assignment alternative: move a Q card to another character.
    MoveQ { card: Uid, to: Uid },
    /// Licence to Kill On Assignment alternative: swap two Q cards between characters.
    ExchangeQ { a: Uid, b: Uid },
    /// Use a character's "in place of your On Assignment step" ability against `target`.
    UseInPlace { card: Uid, target: Uid },
    /// Discard a card from hand (Basic: one; Licence to Kill: any number).
    Discard { card: Uid },
    /// Finish the current optional step.
    Done,
}

impl CcgAction {
    /// The card from hand this action plays or discards, if it takes one from hand.
    pub fn card_from_hand(&self) -> Option<Uid> {
        use CcgAction as A;
        match self {
            A::LayPlot { card }
            | A::AdvancePlot { card }
            | A::Subplot { card, .. }
            | A::Connect { card, .. }
            | A::GiveQ { card, .. }
            | A::PlayIntrigue { card, .. }
            | A::Recruit { card }
            | A::Discard { card } => Some(*card),
            _ => None,
        }
    }
}
