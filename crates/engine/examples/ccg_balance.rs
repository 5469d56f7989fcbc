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
use qbranch_engine::ccg::{decks, Ccg, CcgLtk, CcgSetup, SeatDeck, Variant};
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

fn deck_of(v: Variant, i: usize) -> (SeatDeck, &'static str) {
    let all: Vec<&decks::Prebuilt> = decks::decks(v).collect();
    let d = all[i % all.len()];
    let (cards, plots) = d.ids();
    (
        SeatDeck {
            cards: cards.into_iter().map(String::from).collect(),
            plots: plots.into_iter().map(String::from).collect(),
        },
        d.id,
    )
}

/// Play one game; returns its outcome (`None`: unfinished) and the number of actions.
fn play<G: Game<Setup = CcgSetup>>(
    setup: &CcgSetup,
    seed: u64,
    ctl: &[Controller],
    timing: &mut Timing,
) -> (Option<Outcome>, usize) {
    let mut g = G::new(setup, seed).expect("prebuilt decks are valid");
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

fn run<G: Game<Setup = CcgSetup>>(
    variant: Variant,
    mode: &str,
    players: usize,
    games: u64,
    first: u64,
    level: Level,
) {
    let ai = Controller::Computer { level };
    let mut timing = Timing::default();
    let mut total_actions = 0usize;
    let mut unfinished = 0u64;
    let mut draws = 0u64;
    match mode {
        "random" => {
            let mut wins = 0u64;
            let mut losses = 0u64;
            let mut wins_by_seat = vec![0u64; players];
            for g in 0..games {
                let seed = first + g;
                let seat = (g % players as u64) as usize;
                let offset = (g / players as u64) as usize;
                let setup = CcgSetup {
                    decks: (0..players)
                        .map(|s| deck_of(variant, offset + s).0)
                        .collect(),
                    goal: G::setup_for_players(players).unwrap().goal,
                    skip_unable: false,
                };
                let mut ctl = vec![Controller::Random; players];
                ctl[seat] = ai;
                let (o, n) = play::<G>(&setup, seed, &ctl, &mut timing);
                total_actions += n;
                match o {
                    Some(o) if o.is_winner(seat) => {
                        wins += 1;
                        wins_by_seat[seat] += 1;
                    }
                    Some(Outcome::Draw) => draws += 1,
                    Some(_) => losses += 1,
                    None => unfinished += 1,
                }
            }
            println!(
                "game={} mode=random level={} players={players} seeds={}-{} games={games} \
                 computer_wins={wins} losses={losses} draws={draws} unfinished={unfinished} \
                 wins_by_computer_seat={:?} win_pct={:.1} fair_share_pct={:.1}",
                G::ID,
                level.name(),
                first,
                first + games - 1,
                wins_by_seat,
                100.0 * wins as f64 / games.max(1) as f64,
                100.0 / players as f64
            );
        }
        "decks" => {
            let n = decks::decks(variant).count();
            let mut played = vec![0u64; n];
            let mut points2 = vec![0u64; n];
            let mut seed = first;
            let mut seat_wins = [0u64; 2];
            for a in 0..n {
                for b in 0..n {
                    if a == b {
                        continue;
                    }
                    let setup = CcgSetup {
                        decks: vec![deck_of(variant, a).0, deck_of(variant, b).0],
                        goal: G::setup_for_players(2).unwrap().goal,
                        skip_unable: false,
                    };
                    for _ in 0..games {
                        let (o, k) = play::<G>(&setup, seed, &[ai, ai], &mut timing);
                        seed += 1;
                        total_actions += k;
                        played[a] += 1;
                        played[b] += 1;
                        match o {
                            Some(Outcome::Draw) => {
                                draws += 1;
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
                            None => unfinished += 1,
                        }
                    }
                }
            }
            println!(
                "game={} mode=decks level={} seeds={}-{} games={} draws={draws} \
                 unfinished={unfinished} first_seat_wins={} second_seat_wins={}",
                G::ID,
                level.name(),
                first,
                seed - 1,
                seed - first,
                seat_wins[0],
                seat_wins[1]
            );
            for d in 0..n {
                println!(
                    "  deck={} played={} points_x2={} points_pct={:.1}",
                    deck_of(variant, d).1,
                    played[d],
                    points2[d],
                    50.0 * points2[d] as f64 / played[d].max(1) as f64
                );
            }
        }
        _ => panic!("MODE is random or decks"),
    }
    println!(
        "  actions={total_actions} decisions={} mean_ms={:.2} searched={} mean_searched_ms={:.2} slowest_ms={:.1}",
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
    let variant = match args.get(2).map(String::as_str).unwrap_or("basic") {
        "ltk" => Variant::Ltk,
        _ => Variant::Basic,
    };
    let players: usize = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(2);
    let games: u64 = args.get(4).and_then(|s| s.parse().ok()).unwrap_or(20);
    let first: u64 = args.get(5).and_then(|s| s.parse().ok()).unwrap_or(1);
    let level = args
        .get(6)
        .and_then(|s| Level::parse(s))
        .unwrap_or(Level::Normal);
    match variant {
        Variant::Basic => run::<Ccg>(variant, mode, players, games, first, level),
        Variant::Ltk => run::<CcgLtk>(variant, mode, players, games, first, level),
    }
}
