//! The computer's levels on every rules page: how often each level beats the one below and
//! random play, and (where the game's own figures do not show it) how evenly equal computers
//! share the wins by seat. The figures are the engine's (`ai::ladder::published`), as measured
//! by `qbranch ladder`.

use leptos::prelude::*;
use qbranch_engine::ai::ladder::{published, LadderCell, SeatShares};
use qbranch_engine::GameId;

/// "hard-normal" → "Hard against normal".
fn pairing_words(pairing: &str) -> String {
    let (strong, weak) = pairing.split_once('-').unwrap_or((pairing, ""));
    capitalised(&format!("{strong} against {weak}"))
}

/// The words with a capital first letter (level names are ASCII).
fn capitalised(words: &str) -> String {
    let mut out = words.to_string();
    out[..1].make_ascii_uppercase();
    out
}

fn pct(x: f64) -> String {
    format!("{:.0}\u{a0}%", x)
}

/// A seat's name: the game's own where its table has one size ("Bond", "Enemy"), else
/// "Seat 3" (a race seat's base depends on the table size).
fn seat_name(game: GameId, seat: usize) -> String {
    let info = game.info();
    match info.seats.get(seat) {
        Some(name) if info.min_players == info.max_players => name.to_string(),
        _ => format!("Seat {}", seat + 1),
    }
}

fn ladder_row(game: GameId, c: &'static LadderCell) -> impl IntoView {
    let seats = c
        .strong_wins_by_seat
        .iter()
        .enumerate()
        .map(|(s, w)| format!("{} {w}/{}", seat_name(game, s), c.games_in_seat(s)))
        .collect::<Vec<_>>()
        .join(" · ");
    let verdict = if c.meets() {
        "meets the target"
    } else {
        "short of the target"
    };
    view! {
        <tr data-testid="ladder-row" data-meets=c.meets().to_string()>
            <td>{pairing_words(c.pairing)}</td>
            <td>{c.players}</td>
            <td>{c.games}</td>
            <td><strong>{pct(c.pairwise_pct())}</strong></td>
            <td>{seats}</td>
            <td>{format!("{} ({})", pct(c.target_pct()), verdict)}</td>
        </tr>
    }
}

fn shares_row(game: GameId, s: &'static SeatShares, band: f64) -> impl IntoView {
    let shares = (0..s.wins_by_seat.len())
        .map(|i| format!("{} {}", seat_name(game, i), pct(s.share_pct(i))))
        .collect::<Vec<_>>()
        .join(" · ");
    let verdict = if s.meets(band) { "within" } else { "outside" };
    view! {
        <tr data-testid="shares-row">
            <td>{capitalised(&format!("{} computers", s.level))}</td>
            <td>{s.players}</td>
            <td>{s.games}</td>
            <td>{shares}{(!s.note.is_empty()).then(|| view! { <br/><small>{s.note}</small> })}</td>
            <td>{format!("{} ({verdict} {band:.0} points of fair)", pct(s.fair_pct()))}</td>
        </tr>
    }
}

#[component]
pub fn LevelTables(game: GameId) -> impl IntoView {
    let p = published(game);
    (!p.ladder.is_empty()).then(|| {
        let ladder = p.ladder.iter().map(|c| ladder_row(game, c)).collect_view();
        let shares = (!p.seat_shares.is_empty()).then(|| {
            let rows = p
                .seat_shares
                .iter()
                .map(|s| shares_row(game, s, p.band_points))
                .collect_view();
            view! {
                <table class="figures" data-testid="seat-shares">
                    <caption>"Equal computers: each seat's share of the wins"</caption>
                    <thead><tr>
                        <th scope="col">"Who played"</th><th scope="col">"Players"</th>
                        <th scope="col">"Games"</th><th scope="col">"Share of the wins by seat"</th>
                        <th scope="col">"Fair share"</th>
                    </tr></thead>
                    <tbody>{rows}</tbody>
                </table>
            }
        });
        view! {
            <section class="levels" data-testid="levels">
                <h2>"How strong the computer is"</h2>
                <p>
                    "One seat plays the stronger level and every other seat the weaker; the stronger seat "
                    "moves round the table from game to game. The share is of the games won by the "
                    "stronger seat or by one given weaker seat. Each level should win at least 65 % "
                    "against the level below, and 95 % against random play."
                </p>
                <div class="table-wrap">
                    <table class="figures" data-testid="ladder">
                        <caption>"Each level against the one below"</caption>
                        <thead><tr>
                            <th scope="col">"Levels"</th><th scope="col">"Players"</th>
                            <th scope="col">"Games"</th><th scope="col">"Stronger level's share"</th>
                            <th scope="col">"Its wins from each seat"</th><th scope="col">"Target"</th>
                        </tr></thead>
                        <tbody>{ladder}</tbody>
                    </table>
                    {shares}
                </div>
            </section>
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairings_read_as_words() {
        assert_eq!(pairing_words("hard-normal"), "Hard against normal");
        assert_eq!(pairing_words("normal-random"), "Normal against random");
    }
}
