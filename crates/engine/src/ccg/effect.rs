//! The small effect language: what a card does, as typed data the engine interprets.
//!
//! An [`Effect`] is a timing (when it applies or may be played), a target (which card or side
//! it changes) and an operation. Q cards, Plot and character abilities use
//! [`Timing::Passive`]; Intrigue cards use the window timings (or [`Timing::Attached`], when
//! they stay on a character). No rule code names a card: everything a card does is here.

use serde::Serialize;

use super::card::{CardId, CardType, Icon};

/// One thing a card does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Effect {
    pub timing: Timing,
    pub target: Target,
    pub op: Op,
}

impl Effect {
    pub const fn new(timing: Timing, target: Target, op: Op) -> Effect {
        Effect { timing, target, op }
    }
    /// Always on for the card's bearer (a Q card's bonus, a character's own ability).
    pub const fn passive(op: Op) -> Effect {
        Effect::new(Timing::Passive, Target::Bearer, op)
    }
    /// An Intrigue card played in an On Assignment window on the Bond's side.
    pub const fn assignment_hero(op: Op) -> Effect {
        Effect::new(Timing::OnAssignment, Target::Hero, op)
    }
    /// An Intrigue card played in an On Assignment window on the Plots' side.
    pub const fn assignment_plots(op: Op) -> Effect {
        Effect::new(Timing::OnAssignment, Target::Opposition, op)
    }
}

/// When an effect applies, or when its card may be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Timing {
    /// While the card is in play: a Q card on its bearer, a Plot's or character's ability.
    Passive,
    /// An Intrigue card attached to a character when played (in its player's Assignment
    /// Briefing); applies while attached.
    Attached,
    /// Played in the response window of a Henchman Attack, an Attack or a Charm.
    HenchmanAttack,
    /// Played in the response window of an On Assignment.
    OnAssignment,
    /// Played in any response window.
    AnyWindow,
    /// Used in place of the player's On Assignment step.
    InPlaceOfAssignment,
    /// Played during the player's own Plot step (Advance the Plot / Develop Subplots in
    /// Basic, Develop Plot Zone in Licence to Kill).
    PlotStep,
}

impl Timing {
    /// May a card with this timing be played in a window of this kind?
    pub fn fits_window(self, attack_window: bool) -> bool {
        match self {
            Timing::AnyWindow => true,
            Timing::HenchmanAttack => attack_window,
            Timing::OnAssignment => !attack_window,
            _ => false,
        }
    }
}

/// Which card or side an effect changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Target {
    /// The card that carries the effect: a Q card's bearer, an attached card's host, or the
    /// card itself for its own abilities.
    Bearer,
    /// The Agency side of the current window: the Bond (and companion) On Assignment, or the
    /// target of a Henchman Attack.
    Hero,
    /// The Plot side of the current window: the Main Plot being faced, or the Assailant.
    Opposition,
}

/// Which Intrigue cards a counter cancels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "kind", content = "card", rename_all = "snake_case")]
pub enum Countered {
    /// Exactly this card.
    Card(CardId),
    /// Any card that adds a requirement.
    AddsRequirement,
    /// Any card that lowers a PV or CV.
    LowersValue,
    /// Any Intrigue card.
    AnyIntrigue,
}

/// The operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "op", rename_all = "snake_case")]
pub enum Op {
    /// PV changes by `by`.
    Pv { by: i8 },
    /// CV changes by `by`.
    Cv { by: i8 },
    /// PV rises by `each` for every `icon` the bearer's group controls, at most `max`.
    PvPerIcon { icon: Icon, each: u8, max: u8 },
    /// The target gains `n` of `icon`.
    Provide { icon: Icon, n: u8 },
    /// The Plots faced require `n` more of `icon`.
    Require { icon: Icon, n: u8 },
    /// The Plots faced require `n` fewer of `icon` (never below none).
    Waive { icon: Icon, n: u8 },
    /// One of your characters Attacks a character (PV against PV; the loser is discarded).
    Attack,
    /// One of your characters Charms a character (CV against CV; the loser is discarded).
    Charm,
    /// Cancel an Intrigue card played earlier in the same window.
    Counter { what: Countered },
    /// One more Subplot (Basic) or connected Plot (Licence to Kill) of this type this turn.
    ExtraPlot { ctype: CardType },
    /// One more Henchman Attack this turn.
    ExtraAttack,
    /// The attack of the current window fails at once.
    CancelAttack,
    /// The card is discarded once its bonus has counted in an Assignment or attack.
    DiscardAfterUse,
    /// The card is discarded at the end of its player's turn.
    DiscardAtEndOfTurn,
    /// A Bond who would overcome the Main Plot holding this card is turned back instead:
    /// nothing is overcome and the card is discarded.
    TurnBack,
    /// The bearer gets `pv`/`cv` more while `with` is in the same Main Plot (Basic: the same
    /// Plot Zone).
    Partner { with: CardId, pv: i8, cv: i8 },
    /// Draw `n` Action cards.
    Draw { n: u8 },
}

/// The kind of an operation, without its numbers (for counters, coverage and tests).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum OpKind {
    Pv,
    Cv,
    PvPerIcon,
    Provide,
    Require,
    Waive,
    Attack,
    Charm,
    Counter,
    ExtraPlot,
    ExtraAttack,
    CancelAttack,
    DiscardAfterUse,
    DiscardAtEndOfTurn,
    TurnBack,
    Partner,
    Draw,
}

impl OpKind {
    pub const ALL: [OpKind; 17] = [
        OpKind::Pv,
        OpKind::Cv,
        OpKind::PvPerIcon,
        OpKind::Provide,
        OpKind::Require,
        OpKind::Waive,
        OpKind::Attack,
        OpKind::Charm,
        OpKind::Counter,
        OpKind::ExtraPlot,
        OpKind::ExtraAttack,
        OpKind::CancelAttack,
        OpKind::DiscardAfterUse,
        OpKind::DiscardAtEndOfTurn,
        OpKind::TurnBack,
        OpKind::Partner,
        OpKind::Draw,
    ];
}

impl Op {
    pub fn kind(&self) -> OpKind {
        match self {
            Op::Pv { .. } => OpKind::Pv,
            Op::Cv { .. } => OpKind::Cv,
            Op::PvPerIcon { .. } => OpKind::PvPerIcon,
            Op::Provide { .. } => OpKind::Provide,
            Op::Require { .. } => OpKind::Require,
            Op::Waive { .. } => OpKind::Waive,
            Op::Attack => OpKind::Attack,
            Op::Charm => OpKind::Charm,
            Op::Counter { .. } => OpKind::Counter,
            Op::ExtraPlot { .. } => OpKind::ExtraPlot,
            Op::ExtraAttack => OpKind::ExtraAttack,
            Op::CancelAttack => OpKind::CancelAttack,
            Op::DiscardAfterUse => OpKind::DiscardAfterUse,
            Op::DiscardAtEndOfTurn => OpKind::DiscardAtEndOfTurn,
            Op::TurnBack => OpKind::TurnBack,
            Op::Partner { .. } => OpKind::Partner,
            Op::Draw { .. } => OpKind::Draw,
        }
    }

    /// Plain words for a rules page or a card tooltip.
    pub fn describe(&self) -> String {
        fn signed(n: i8) -> String {
            if n >= 0 {
                format!("+{n}")
            } else {
                n.to_string()
            }
        }
        match *self {
            Op::Pv { by } => format!("{} PV", signed(by)),
            Op::Cv { by } => format!("{} CV", signed(by)),
            Op::PvPerIcon { icon, each, max } => {
                format!("+{each} PV for each {} icon, at most +{max}", icon.name())
            }
            Op::Provide { icon, n } => format!("provides {n} {}", icon.name()),
            Op::Require { icon, n } => format!("the Plots need {n} more {}", icon.name()),
            Op::Waive { icon, n } => format!("the Plots need {n} fewer {}", icon.name()),
            Op::Attack => "one of your characters attacks a character".into(),
            Op::Charm => "one of your characters charms a character".into(),
            Op::Counter { what } => match what {
                Countered::Card(id) => format!("cancels {id}"),
                Countered::AddsRequirement => "cancels a card that adds a requirement".into(),
                Countered::LowersValue => "cancels a card that lowers a PV or CV".into(),
                Countered::AnyIntrigue => "cancels an Intrigue card".into(),
            },
            Op::ExtraPlot { ctype } => format!("one more {} Plot this turn", ctype.name()),
            Op::ExtraAttack => "one more Henchman Attack this turn".into(),
            Op::CancelAttack => "the attack fails".into(),
            Op::DiscardAfterUse => "discarded once used".into(),
            Op::DiscardAtEndOfTurn => "discarded at the end of your turn".into(),
            Op::TurnBack => "turns back a Bond who would overcome it, then is discarded".into(),
            Op::Partner { with, pv, cv } => {
                format!("{} PV {} CV beside {with}", signed(pv), signed(cv))
            }
            Op::Draw { n } => format!("draw {n}"),
        }
    }
}
