//! Card game self-play figures: `cargo run --release -p qbranch-engine --example ccg_balance --
//! MODE VARIANT PLAYERS GAMES SEED [LEVEL]`.
//!
//! - MODE `random`: the LEVEL computer (default normal) against random players, PLAYERS seats;
//!   game `g` (seed `SEED + g`) seats the computer at `g mod PLAYERS` and deals seat `s` the
//!   rule set's prebuilt deck `(g / PLAYERS + s) mod 4`, so the computer plays every seat and
//!   every deck in turn.
//! - MODE `decks`: two LEVEL computers, every ordered pairing of two different prebuilt decks
//!   (12 pairings), GAMES games per pairing (seeds `SEED`, `SEED + 1`, …, continuing across
//!   pairings); prints each deck's points (its share of the games it played, draws counting
//!   half, in percent).
//!
//! VARIANT is `basic` or `ltk`. Every decision uses its level's full iteration budget (no
//! clock), so the results depend only on the seeds. Prints exact counts, the mean time of a
//! computer decision (all of them, and those with a real choice) and the slowest.

use std::time::Instant;

use qbranch_engine::ai::{pick, Controller, Level};
use qbranch_engine::ccg::{decks, Basic, CardGame, CcgSetup, Ltk, RuleSet, SeatDeck};
use qbranch_engine::{Game, Outcome, Rng};

/// A game stopped after this many actions counts as unfinished (the rules' own turn limit
/// ends every game long before).
const MAX_ACTIONS: usize = 20_000;

#[derive(Default)]
struct Timing {
    decisions: u64,
    searched: u64,
    total_ms: f64,
    searched_ms: f64,
    slowest_ms: f64,
}

/// What every game of a run adds up to, whatever the mode.
#[derive(Default)]
struct Totals {
    timing: Timing,
    actions: usize,
    unfinished: u64,
    draws: u64,
}

/// The rule set's prebuilt deck `i` (round again past the last) and its id.
fn deck_of<R: RuleSet>(i: usize) -> (SeatDeck, &'static str) {
    let all: Vec<&decks::Prebuilt> = decks::decks(R::VARIANT).collect();
    let d = all[i % all.len()];
    (d.seat_deck(), d.id)
}

/// A setup of rule set `R` with these decks and the default goal.
fn setup<R: RuleSet>(decks: Vec<SeatDeck>) -> CcgSetup {
    CcgSetup {
        goal: CardGame::<R>::setup_for_players(decks.len()).unwrap().goal,
        decks,
        skip_unable: false,
        stacked: false,
    }
}

/// Play one game; returns its outcome (`None`: unfinished) and the number of actions.
fn play<R: RuleSet>(
    setup: &CcgSetup,
    seed: u64,
    ctl: &[Controller],
    timing: &mut Timing,
) -> (Option<Outcome>, usize) {
    let mut g = CardGame::<R>::new(setup, seed).expect("prebuilt decks are valid");
    let mut rng = Rng::new(seed ^ 0x05ee_dcc9);
    let mut n = 0;
    while g.outcome().is_none() && n < MAX_ACTIONS {
        let seat = g.to_act().expect("a seat to act");
        let choices = g.legal_actions(seat).len();
        let t = Instant::now();
        let Some((s, a)) = pick(&g, ctl[seat], &mut rng, None) else {
            break;
        };
        if matches!(ctl[seat], Controller::Computer { .. }) {
            let ms = t.elapsed().as_secs_f64() * 1000.0;
            timing.decisions += 1;
            timing.total_ms += ms;
            if choices > 1 {
                timing.searched += 1;
                timing.searched_ms += ms;
            }
            timing.slowest_ms = timing.slowest_ms.max(ms);
        }
        g.apply(s, &a).expect("a legal action");
        n += 1;
    }
    (g.outcome(), n)
}

/// MODE `random`: the computer against random players, every seat and deck in turn.
fn random_mode<R: RuleSet>(
    t: &mut Totals,
    players: usize,
    games: u64,
    first: u64,
    ai: Controller,
    level: Level,
) {
    let mut wins = 0u64;
    let mut losses = 0u64;
    let mut wins_by_seat = vec![0u64; players];
    for g in 0..games {
        let seed = first + g;
        let seat = (g % players as u64) as usize;
        let offset = (g / players as u64) as usize;
        let setup = setup::<R>((0..players).map(|s| deck_of::<R>(offset + s).0).collect());
        let mut ctl = vec![Controller::Random; players];
        ctl[seat] = ai;
        let (o, n) = play::<R>(&setup, seed, &ctl, &mut t.timing);
        t.actions += n;
        match o {
            Some(o) if o.is_winner(seat) => {
                wins += 1;
                wins_by_seat[seat] += 1;
            }
            Some(Outcome::Draw) => t.draws += 1,
            Some(_) => losses += 1,
            None => t.unfinished += 1,
        }
    }
    println!(
        "game={} mode=random level={} players={players} seeds={}-{} games={games} \
         computer_wins={wins} losses={losses} draws={} unfinished={} \
         wins_by_computer_seat={:?} win_pct={:.1} fair_share_pct={:.1}",
        R::ID,
        level.name(),
        first,
        first + games - 1,
        t.draws,
        t.unfinished,
        wins_by_seat,
        100.0 * wins as f64 / games.max(1) as f64,
        100.0 / players as f64
    );
}

/// MODE `decks`: two computers, every ordered pairing of two different prebuilt decks.
fn decks_mode<R: RuleSet>(t: &mut Totals, games: u64, first: u64, ai: Controller, level: Level) {
    let n = decks::decks(R::VARIANT).count();
    let mut played = vec![0u64; n];
    let mut points2 = vec![0u64; n];
    let mut seed = first;
    let mut seat_wins = [0u64; 2];
    for a in 0..n {
        for b in 0..n {
            if a == b {
                continue;
            }
            let setup = setup::<R>(vec![deck_of::<R>(a).0, deck_of::<R>(b).0]);
            for _ in 0..games {
                let (o, k) = play::<R>(&setup, seed, &[ai, ai], &mut t.timing);
                seed += 1;
                t.actions += k;
                played[a] += 1;
                played[b] += 1;
                match o {
                    Some(Outcome::Draw) => {
                        t.draws += 1;
                        points2[a] += 1;
                        points2[b] += 1;
                    }
                    Some(o) if o.is_winner(0) => {
                        points2[a] += 2;
                        seat_wins[0] += 1;
                    }
                    Some(_) => {
                        points2[b] += 2;
                        seat_wins[1] += 1;
                    }
                    None => t.unfinished += 1,
                }
            }
        }
    }
    println!(
        "game={} mode=decks level={} seeds={}-{} games={} draws={} \
         unfinished={} first_seat_wins={} second_seat_wins={}",
        R::ID,
        level.name(),
        first,
        seed - 1,
        seed - first,
        t.draws,
        t.unfinished,
        seat_wins[0],
        seat_wins[1]
    );
    for d in 0..n {
        println!(
            "  deck={} played={} points_x2={} points_pct={:.1}",
            deck_of::<R>(d).1,
            played[d],
            points2[d],
            50.0 * points2[d] as f64 / played[d].max(1) as f64
        );
    }
}

fn run<R: RuleSet>(mode: &str, players: usize, games: u64, first: u64, level: Level) {
    let ai = Controller::Computer { level };
    let mut t = Totals::default();
    match mode {
        "random" => random_mode::<R>(&mut t, players, games, first, ai, level),
        "decks" => decks_mode::<R>(&mut t, games, first, ai, level),
        _ => panic!("MODE is random or decks"),
    }
    let timing = &t.timing;
    println!(
        "  actions={} decisions={} mean_ms={:.2} searched={} mean_searched_ms={:.2} slowest_ms={:.1}",
        t.actions,
        timing.decisions,
        timing.total_ms / timing.decisions.max(1) as f64,
        timing.searched,
        timing.searched_ms / timing.searched.max(1) as f64,
        timing.slowest_ms
    );
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let mode = args.get(1).map(String::as_str).unwrap_or("random");
    let ltk = args.get(2).map(String::as_str) == Some("ltk");
    let players: usize = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(2);
    let games: u64 = args.get(4).and_then(|s| s.parse().ok()).unwrap_or(20);
    let first: u64 = args.get(5).and_then(|s| s.parse().ok()).unwrap_or(1);
    let level = args
        .get(6)
        .and_then(|s| Level::parse(s))
        .unwrap_or(Level::Normal);
    if ltk {
        run::<Ltk>(mode, players, games, first, level)
    } else {
        run::<Basic>(mode, players, games, first, level)
    }
}
