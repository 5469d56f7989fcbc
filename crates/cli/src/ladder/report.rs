//! A ladder run's figures: per cell, the games played and won, shares with their 95 % Wilson
//! intervals, and whether the level ladder's or the balance's target is met; as JSON and as
//! two readable tables.

use qbranch_engine::{Game, GameId, Seat};
use serde_json::{json, Value};

use super::plan::{Cell, Pairing};
use super::play::Played;

/// What "beats" means, printed with the table.
pub const BEATS: &str = "beats: one seat plays the stronger level, every other seat the weaker; \
the stronger seat moves round the table from game to game, over the same deals. win = its \
share of all games (fair = 1/n); pairwise = of the games won by the stronger seat or by one \
given weaker seat, the stronger seat's share (2 players: its share of the games won). Target: \
pairwise >= 65 % (>= 95 % against random).";

/// What "balance" means, printed with the table.
pub const BALANCE: &str = "balance: every seat at the same level; each seat's share of all \
games. Target: Bond 45-55 % in the chase games; every seat within 8 points of fair (1/n) in \
the race and the card game.";

/// The 95 % Wilson score interval for `k` successes in `n` trials.
pub fn wilson(k: f64, n: f64) -> (f64, f64) {
    if n <= 0.0 {
        return (0.0, 1.0);
    }
    let z = 1.959_964;
    let p = k / n;
    let z2 = z * z;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = z / (1.0 + z2 / n) * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// The games of one cell, as played: the strong seat of each (none at equal levels) and how
/// it ended.
pub struct CellGames<'a> {
    pub cell: Cell,
    pub games: Vec<(Option<Seat>, &'a Played)>,
}

/// Seat names of a game, for the balance table.
fn seat_names(id: GameId, players: usize) -> Vec<String> {
    struct Names(usize);
    impl qbranch_engine::ForGame for Names {
        type Output = Vec<String>;
        fn run<G: Game>(self) -> Vec<String> {
            let info = G::info();
            (0..self.0)
                .map(|s| {
                    info.seats
                        .get(s)
                        .map_or(format!("Seat {}", s + 1), |n| n.to_string())
                })
                .collect()
        }
    }
    id.visit(Names(players))
}

fn chase(id: GameId) -> bool {
    matches!(id, GameId::Yolt | GameId::Lald)
}

fn pct(x: f64) -> f64 {
    (x * 1000.0).round() / 10.0
}

/// One cell's figures as JSON.
pub fn cell_json(c: &CellGames) -> Value {
    let n = c.cell.players;
    let games = c.games.len();
    let no_winner = c.games.iter().filter(|(_, p)| p.winners.is_empty()).count();
    let mut base = json!({
        "game": c.cell.game,
        "players": n,
        "pairing": c.cell.pairing.name(),
        "games": games,
        "no_winner": no_winner,
    });
    let extra = match c.cell.pairing {
        Pairing::Versus { weak, .. } => versus(c, weak == qbranch_engine::ai::Controller::Random),
        Pairing::Equal(_) => balance(c),
    };
    if let (Value::Object(b), Value::Object(e)) = (&mut base, extra) {
        b.extend(e);
    }
    base
}

fn versus(c: &CellGames, against_random: bool) -> Value {
    let n = c.cell.players;
    let games = c.games.len() as f64;
    let mut seat_games = vec![0usize; n];
    let mut seat_wins = vec![0usize; n];
    let mut weak_wins = 0usize;
    for (strong, p) in &c.games {
        let s = strong.expect("a strong seat");
        seat_games[s] += 1;
        for &w in &p.winners {
            if w == s {
                seat_wins[s] += 1;
            } else {
                weak_wins += 1;
            }
        }
    }
    let wins: usize = seat_wins.iter().sum();
    let w = wins as f64;
    // Against one given weaker seat: the weaker seats' wins shared among them.
    let pair_n = w + weak_wins as f64 / (n - 1) as f64;
    let pairwise = if pair_n > 0.0 { w / pair_n } else { 0.0 };
    let target = if against_random { 0.95 } else { 0.65 };
    let (lo, hi) = wilson(w, games);
    let (plo, phi) = wilson(w, pair_n);
    json!({
        "kind": "versus",
        "strong_wins": wins,
        "weak_wins": weak_wins,
        "win_share": pct(w / games.max(1.0)),
        "win_interval": [pct(lo), pct(hi)],
        "fair": pct(1.0 / n as f64),
        "pairwise_share": pct(pairwise),
        "pairwise_interval": [pct(plo), pct(phi)],
        "by_strong_seat": (0..n).map(|s| json!({"seat": s, "games": seat_games[s], "wins": seat_wins[s]})).collect::<Vec<_>>(),
        "target": pct(target),
        "meets": pairwise >= target,
    })
}

fn balance(c: &CellGames) -> Value {
    let n = c.cell.players;
    let games = c.games.len() as f64;
    let names = seat_names(c.cell.game, n);
    let mut wins = vec![0usize; n];
    for (_, p) in &c.games {
        for &w in &p.winners {
            wins[w] += 1;
        }
    }
    let fair = 1.0 / n as f64;
    let share = |s: usize| wins[s] as f64 / games.max(1.0);
    let meets = if chase(c.cell.game) {
        (0.45..=0.55).contains(&share(0))
    } else {
        (0..n).all(|s| (share(s) - fair).abs() <= 0.08)
    };
    let seats: Vec<Value> = (0..n)
        .map(|s| {
            let (lo, hi) = wilson(wins[s] as f64, games);
            json!({
                "seat": s,
                "name": names[s],
                "wins": wins[s],
                "share": pct(share(s)),
                "interval": [pct(lo), pct(hi)],
                "off_fair_points": pct(share(s) - fair),
            })
        })
        .collect();
    json!({
        "kind": "balance",
        "fair": pct(fair),
        "band": if chase(c.cell.game) { "Bond 45-55 %" } else { "every seat within 8 points of fair" },
        "seats": seats,
        "meets": meets,
    })
}

fn num(v: &Value, k: &str) -> f64 {
    v[k].as_f64().unwrap_or(0.0)
}

fn int(v: &Value, k: &str) -> u64 {
    v[k].as_u64().unwrap_or(0)
}

fn text<'a>(v: &'a Value, k: &str) -> &'a str {
    v[k].as_str().unwrap_or("")
}

/// "meets" or "short" by the point estimate; "surely" when the whole 95 % interval agrees.
fn verdict(meets: bool, interval: &Value, target: f64) -> &'static str {
    let lo = interval[0].as_f64().unwrap_or(0.0);
    let hi = interval[1].as_f64().unwrap_or(100.0);
    match (meets, if meets { lo >= target } else { hi < target }) {
        (true, true) => "meets surely",
        (true, false) => "meets",
        (false, true) => "short surely",
        (false, false) => "short",
    }
}

/// The two readable tables.
pub fn tables(cells: &[Value]) -> String {
    let mut out = String::new();
    let ladder: Vec<&Value> = cells.iter().filter(|c| c["kind"] == "versus").collect();
    let balance: Vec<&Value> = cells.iter().filter(|c| c["kind"] == "balance").collect();
    if !ladder.is_empty() {
        out.push_str("Ladder\n");
        out.push_str(&wrap(BEATS));
        out.push_str(&format!(
            "{:<8} {:>2} {:<14} {:>5} {:>5} {:>6} {:>12} {:>5} {:>9} {:>12} {:<20} {:>6}  {}\n",
            "game",
            "n",
            "pairing",
            "games",
            "wins",
            "win %",
            "95 % int.",
            "fair",
            "pairwise",
            "95 % int.",
            "by seat (won/games)",
            "target",
            "verdict"
        ));
        for c in ladder {
            let by: Vec<String> = c["by_strong_seat"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|s| format!("{}/{}", s["wins"], s["games"]))
                .collect();
            out.push_str(&format!(
                "{:<8} {:>2} {:<14} {:>5} {:>5} {:>6.1} {:>12} {:>5.1} {:>9.1} {:>12} {:<20} {:>6.0}  {}\n",
                text(c, "game"),
                int(c, "players"),
                text(c, "pairing"),
                int(c, "games"),
                int(c, "strong_wins"),
                num(c, "win_share"),
                interval_of(&c["win_interval"]),
                num(c, "fair"),
                num(c, "pairwise_share"),
                interval_of(&c["pairwise_interval"]),
                by.join(" "),
                num(c, "target"),
                verdict(c["meets"] == true, &c["pairwise_interval"], num(c, "target"))
            ));
        }
    }
    if !balance.is_empty() {
        if !out.is_empty() {
            out.push('\n');
        }
        out.push_str("Balance\n");
        out.push_str(&wrap(BALANCE));
        out.push_str(&format!(
            "{:<8} {:>2} {:<14} {:>5} {:>5}  {:<60} {}\n",
            "game", "n", "pairing", "games", "fair", "seat: share % (95 % interval)", "verdict"
        ));
        for c in balance {
            let seats: Vec<String> = c["seats"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|s| {
                    format!(
                        "{} {:.1} ({})",
                        text(s, "name"),
                        num(s, "share"),
                        interval_of(&s["interval"])
                    )
                })
                .collect();
            out.push_str(&format!(
                "{:<8} {:>2} {:<14} {:>5} {:>5.1}  {:<60} {}\n",
                text(c, "game"),
                int(c, "players"),
                text(c, "pairing"),
                int(c, "games"),
                num(c, "fair"),
                seats.join(", "),
                if c["meets"] == true { "meets" } else { "short" }
            ));
        }
    }
    out
}

fn interval_of(v: &Value) -> String {
    match (v[0].as_f64(), v[1].as_f64()) {
        (Some(lo), Some(hi)) => format!("{lo:.1}-{hi:.1}"),
        _ => "-".to_string(),
    }
}

/// A definition as lines of at most 100 characters.
fn wrap(text: &str) -> String {
    let mut out = String::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty() && line.len() + 1 + word.len() > 100 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        out.push_str(&line);
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_intervals_match_the_textbook() {
        // 65 of 100: 55.3 % to 73.6 % (Wilson, z = 1.96).
        let (lo, hi) = wilson(65.0, 100.0);
        assert!(
            (lo - 0.5526).abs() < 5e-4 && (hi - 0.7360).abs() < 5e-4,
            "{lo} {hi}"
        );
        let (lo, hi) = wilson(0.0, 10.0);
        assert_eq!(lo, 0.0);
        assert!((hi - 0.2775).abs() < 5e-4, "{hi}");
    }
}
