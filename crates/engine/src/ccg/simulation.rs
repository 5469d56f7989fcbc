//! A batch of games of either rule set, reporting what the generic simulation reports plus
//! what only the card game knows: games stopped by the safety net (stalemates) and, when
//! asked, the pool coverage ([`super::coverage`]). The CLI's `simulate --game ccg|ccg-ltk`
//! runs it.

use std::ops::Deref;

use serde::Serialize;

use super::action::CcgAction;
use super::coverage::{Coverage, CoverageReport};
use super::event::CcgEvent;
use super::state::Table;
use super::{decks, CcgSetup, SeatDeck};
use crate::ai::{self, Controller};
use crate::core::game::{Game, Outcome};
use crate::core::rng::Rng;

/// Receives every event of a batch with its game index.
pub type EventSink<'a> = &'a mut dyn FnMut(usize, &CcgEvent);

/// How a batch is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SimOptions {
    pub games: usize,
    /// Game `g` is dealt from seed `seed + g`.
    pub seed: u64,
    /// A game still running after this many actions is counted unfinished.
    pub max_actions: usize,
    /// Seat `s` of game `g` plays prebuilt deck `(g + s) mod 4` of the rule set, so every deck
    /// (and so every card of the pool) sits at the table whatever the player count.
    pub rotate_decks: bool,
    /// Track which cards were put into play.
    pub coverage: bool,
}

/// The result of a batch.
#[derive(Clone, Debug, Serialize)]
pub struct CcgSimReport {
    pub game: String,
    pub games: usize,
    pub seed: u64,
    pub seats: Vec<String>,
    /// Games won by the rules (the goal, or the ruling "The last Plot card").
    pub wins_by_seat: Vec<usize>,
    /// Games drawn by the rules (leaders tied at the last Plot card).
    pub draws: usize,
    /// Games stopped by the safety net (60 turns per player): neither wins nor draws.
    pub stalemates: usize,
    pub mean_actions: f64,
    pub max_actions: usize,
    pub actions_per_sec: f64,
    pub panics: usize,
    /// Games stopped at the action cap without a result.
    pub unfinished: usize,
    pub decks: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub coverage: Option<CoverageReport>,
}

/// The decks of game `g` when decks rotate.
pub fn rotated_decks(base: &CcgSetup, variant: super::Variant, g: usize) -> Vec<SeatDeck> {
    let all: Vec<&decks::Prebuilt> = decks::decks(variant).collect();
    (0..base.decks.len())
        .map(|s| all[(g + s) % all.len()].seat_deck())
        .collect()
}

/// Play a batch from `base` (its goal and player count; its decks unless they rotate).
/// `clock` (milliseconds) lets the AI keep its time budget and measures throughput; `sink`
/// receives every event with its game index.
pub fn simulate<G>(
    base: &CcgSetup,
    controllers: &[Controller],
    opts: SimOptions,
    clock: Option<&dyn Fn() -> f64>,
    mut sink: Option<EventSink<'_>>,
) -> CcgSimReport
where
    G: Game<Setup = CcgSetup, Action = CcgAction, Event = CcgEvent> + Deref<Target = Table>,
{
    let n = base.decks.len();
    let mut wins = vec![0; n];
    let (mut draws, mut stalemates, mut panics, mut unfinished) = (0, 0, 0, 0);
    let (mut total, mut most) = (0usize, 0usize);
    let mut coverage = Coverage::default();
    let t0 = clock.map(|c| c());
    let mut variant = None;
    for g in 0..opts.games {
        let mut setup = base.clone();
        let seed = opts.seed.wrapping_add(g as u64);
        let played = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let mut state = G::new(&setup, seed).expect("valid setup");
            if opts.rotate_decks {
                setup.decks = rotated_decks(base, state.variant, g);
                state = G::new(&setup, seed).expect("prebuilt decks are valid");
            }
            variant = Some(state.variant);
            let mut rng = Rng::new(seed ^ 0xA11C_E5ED);
            let mut acts = 0;
            let mut cov = Coverage::default();
            while acts < opts.max_actions {
                let Some(seat) = state.to_act() else { break };
                let c = match controllers.get(seat).copied() {
                    Some(Controller::Computer { level }) => Controller::Computer { level },
                    _ => Controller::Random,
                };
                let Some((s, a)) = ai::pick(&state, c, &mut rng, clock) else {
                    break;
                };
                let events = state.apply(s, &a).expect("a legal action");
                if opts.coverage {
                    cov.observe(&state, &events);
                }
                if let Some(sink) = sink.as_mut() {
                    for e in &events {
                        sink(g, e);
                    }
                }
                acts += 1;
            }
            (state.outcome(), state.ended_by_credits(), acts, cov)
        }));
        match played {
            Ok((outcome, stalled, acts, cov)) => {
                total += acts;
                most = most.max(acts);
                coverage.merge(&cov);
                match outcome {
                    _ if stalled => stalemates += 1,
                    Some(Outcome::Winners { seats }) => {
                        for s in seats {
                            if s < n {
                                wins[s] += 1;
                            }
                        }
                    }
                    Some(Outcome::Draw) => draws += 1,
                    None => unfinished += 1,
                }
            }
            Err(_) => panics += 1,
        }
    }
    let elapsed = match (clock, t0) {
        (Some(c), Some(t)) => c() - t,
        _ => 0.0,
    };
    let variant = variant.or_else(|| G::new(base, opts.seed).ok().map(|s| s.variant));
    CcgSimReport {
        game: G::ID.to_string(),
        games: opts.games,
        seed: opts.seed,
        seats: (0..n).map(|i| format!("Player {}", i + 1)).collect(),
        wins_by_seat: wins,
        draws,
        stalemates,
        mean_actions: if opts.games > 0 {
            total as f64 / opts.games as f64
        } else {
            0.0
        },
        max_actions: most,
        actions_per_sec: if elapsed > 0.0 {
            total as f64 / (elapsed / 1000.0)
        } else {
            0.0
        },
        panics,
        unfinished,
        decks: if opts.rotate_decks {
            "prebuilt, rotating"
        } else {
            "as set up"
        },
        coverage: match (opts.coverage, variant) {
            (true, Some(v)) => Some(coverage.report(v)),
            _ => None,
        },
    }
}
