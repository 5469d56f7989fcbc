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
use crate::registry::GameId;

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
    pub game: GameId,
    pub games: usize,
    pub seed: u64,
    pub seats: Vec<String>,
    /// Games won by the rules (the goal).
    pub wins_by_seat: Vec<usize>,
    /// Games drawn by the rules (none in either rule set: a game ends by its goal or by the
    /// safety net, counted apart).
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

/// What one game of a batch came to.
struct Played {
    outcome: Option<Outcome>,
    /// Stopped by the safety net (the turn limit).
    stalled: bool,
    actions: usize,
    coverage: Coverage,
}

/// The tally of a batch so far.
#[derive(Default)]
struct Tally {
    wins: Vec<usize>,
    draws: usize,
    stalemates: usize,
    panics: usize,
    unfinished: usize,
    total: usize,
    most: usize,
    coverage: Coverage,
}

impl Tally {
    fn add(&mut self, played: std::thread::Result<Played>) {
        let Ok(p) = played else {
            self.panics += 1;
            return;
        };
        self.total += p.actions;
        self.most = self.most.max(p.actions);
        self.coverage.merge(&p.coverage);
        match p.outcome {
            _ if p.stalled => self.stalemates += 1,
            Some(Outcome::Winners { seats }) => {
                for s in seats {
                    if let Some(w) = self.wins.get_mut(s) {
                        *w += 1;
                    }
                }
            }
            Some(Outcome::Draw) => self.draws += 1,
            None => self.unfinished += 1,
        }
    }
}

/// Play a batch from `base` (its goal and player count; its decks unless they rotate).
/// `clock` (milliseconds) only measures throughput (the computer searches its iteration budget
/// without a clock, so a seed replays the same games anywhere); `sink`
/// receives every event with its game index.
pub fn simulate<G>(
    base: &CcgSetup,
    controllers: &[Controller],
    opts: SimOptions,
    clock: Option<&dyn Fn() -> f64>,
    sink: Option<EventSink<'_>>,
) -> CcgSimReport
where
    G: Game<Setup = CcgSetup, Action = CcgAction, Event = CcgEvent> + Deref<Target = Table>,
{
    simulate_while::<G>(base, controllers, opts, clock, sink, &mut |_| true)
}

/// [`simulate`], asking `more` before each game, with the number played so far, whether to
/// play it (at most `opts.games` are): a long batch can show its progress and stop early, and
/// the report covers the games played.
pub fn simulate_while<G>(
    base: &CcgSetup,
    controllers: &[Controller],
    opts: SimOptions,
    clock: Option<&dyn Fn() -> f64>,
    mut sink: Option<EventSink<'_>>,
    more: &mut dyn FnMut(usize) -> bool,
) -> CcgSimReport
where
    G: Game<Setup = CcgSetup, Action = CcgAction, Event = CcgEvent> + Deref<Target = Table>,
{
    let n = base.decks.len();
    let mut tally = Tally {
        wins: vec![0; n],
        ..Tally::default()
    };
    let t0 = clock.map(|c| c());
    let mut variant = None;
    let mut games = 0;
    while games < opts.games && more(games) {
        let g = games;
        games += 1;
        let played = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            play_one::<G>(base, controllers, opts, g, &mut sink, &mut variant)
        }));
        tally.add(played);
    }
    let elapsed = match (clock, t0) {
        (Some(c), Some(t)) => c() - t,
        _ => 0.0,
    };
    let variant = variant.or_else(|| G::new(base, opts.seed).ok().map(|s| s.variant));
    CcgSimReport {
        game: G::ID,
        games,
        seed: opts.seed,
        seats: (0..n).map(|i| format!("Player {}", i + 1)).collect(),
        wins_by_seat: tally.wins,
        draws: tally.draws,
        stalemates: tally.stalemates,
        mean_actions: if games > 0 {
            tally.total as f64 / games as f64
        } else {
            0.0
        },
        max_actions: tally.most,
        actions_per_sec: if elapsed > 0.0 {
            tally.total as f64 / (elapsed / 1000.0)
        } else {
            0.0
        },
        panics: tally.panics,
        unfinished: tally.unfinished,
        decks: if opts.rotate_decks {
            "prebuilt, rotating"
        } else {
            "as set up"
        },
        coverage: match (opts.coverage, variant) {
            (true, Some(v)) => Some(tally.coverage.report(v)),
            _ => None,
        },
    }
}

/// Game `g` of a batch, to its end or the action cap; `variant` learns the rule set.
fn play_one<G>(
    base: &CcgSetup,
    controllers: &[Controller],
    opts: SimOptions,
    g: usize,
    sink: &mut Option<EventSink<'_>>,
    variant: &mut Option<super::Variant>,
) -> Played
where
    G: Game<Setup = CcgSetup, Action = CcgAction, Event = CcgEvent> + Deref<Target = Table>,
{
    let seed = opts.seed.wrapping_add(g as u64);
    let mut state = G::new(base, seed).expect("valid setup");
    if opts.rotate_decks {
        let setup = CcgSetup {
            decks: rotated_decks(base, state.variant, g),
            ..base.clone()
        };
        state = G::new(&setup, seed).expect("prebuilt decks are valid");
    }
    *variant = Some(state.variant);
    let mut rng = Rng::new(seed ^ 0xA11C_E5ED);
    let mut actions = 0;
    let mut coverage = Coverage::default();
    while actions < opts.max_actions {
        let Some(seat) = state.to_act() else { break };
        let c = match controllers.get(seat).copied() {
            Some(Controller::Computer { level }) => Controller::Computer { level },
            _ => Controller::Random,
        };
        let Some((s, a)) = ai::pick(&state, c, &mut rng, None) else {
            break;
        };
        let events = state.apply(s, &a).expect("a legal action");
        if opts.coverage {
            coverage.observe(&state, &events);
        }
        if let Some(sink) = sink.as_mut() {
            for e in &events {
                sink(g, e);
            }
        }
        actions += 1;
    }
    Played {
        outcome: state.outcome(),
        stalled: state.ended_by_credits(),
        actions,
        coverage,
    }
}
