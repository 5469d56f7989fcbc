//! The rules page: the fourteen rules in our own words, the reconstructed board and pack, our
//! rulings and the measured fairness figures.

use crate::num::fixed;
use leptos::prelude::*;
use qbranch_engine::race::balance::{MEASURED, MEASURED_DECISION_MS};
use qbranch_engine::race::cards::{cards, BOX_SIZE, IN_PLAY};
use qbranch_engine::race::{Card, CardKind, RULINGS};

use super::board::board_preview_html;
use super::card::card_face_html;
use super::legend::legend_items;
use crate::markup::esc;

/// The fourteen numbered rules, retold.
const RULES: &[(&str, &str)] = &[
    (
        "Your turn",
        "Make one move. Many moves cost no card (rules 4 to 9); the others are made by showing the \
         card that allows them, laying it on the discard pile and drawing the top card of the pack \
         to replace it. If you cannot move, or would rather not, throw away any two cards face \
         down (not the cards shown for a swim you are making) and draw two. Hands never shrink or grow: everyone holds nine cards all game. When \
         the pack is used up, the discards are shuffled to form a new one.",
    ),
    (
        "Moving about",
        "You may move in any direction; only the island helicopter flies one way. Any number of \
         agents can stand on the same spot. Nobody is obliged to visit the island: lying in wait \
         for the carrier somewhere on the way home is a fair plan.",
    ),
    (
        "Flying",
        "The outer blue ring is the air. Each Air Travel card names two airports, one or two \
         steps apart round the ring, and flies you between them in either direction. Every route \
         has two cards.",
    ),
    (
        "From the airport to the road",
        "A thick black line joins every airport to a C point on the green car circuit. Following \
         it, either way, takes a turn but no card. Whoever first reaches a car may drive it.",
    ),
    (
        "Driving",
        "The green circuit needs no cards. Driving a car you go one or two points a turn; on foot \
         only one. The car stays at the point where you leave the circuit, and anyone who gets \
         there later may drive it away.",
    ),
    (
        "From the road to the shore",
        "Either walk a thick black line from the circuit to the yellow shore (a turn, no card), or \
         fly by Helicopter card from an H point to the B point it faces, or back.",
    ),
    (
        "Along the shore",
        "On the yellow shore you walk one point a turn, with no card.",
    ),
    (
        "Crossing the lake",
        "From a B point, a waiting boat carries you to the gate opposite in one move, without a \
         card. If no boat is there, a Swimming card gets you across in two turns. Either way you \
         must play that gate's card as you land (this costs no extra turn), so make sure you hold \
         it before you set out. In the water you may also swim back to where you set out, or \
         spend a turn there discarding two cards; the cards you showed for the swim stay in \
         your hand until you climb out.",
    ),
    (
        "On the island",
        "Walking from any gate to any other takes a turn and no card.",
    ),
    (
        "Taking the documents",
        "On a turn after the one you landed, play an \"At the centre\" card from a gate: you reach \
         the centre and, if the briefcase still lies there, you take it. From now on the others \
         will be after you while you head for home.",
    ),
    (
        "(Rule 11)",
        "The original gives this number but no rule; nothing is missing from the game.",
    ),
    (
        "Leaving the island",
        "You leave through a gate by playing that gate's card as your move: on the way to it \
         from the centre or from another gate, or right where you stand if you are already \
         there. The card you played when you landed does not count for this (unless the house \
         rule is chosen for the game). On your next move a boat waiting at that gate takes you \
         to its B point, or, if no boat waits there, a Swimming card brings you over in two turns. The centre itself has \
         only two ways out: a gate card to that gate, or an island Helicopter card, which flies \
         you straight to any B point and needs no gate card.",
    ),
    (
        "Robbery",
        "Land on the agent who carries the briefcase and play a \"Take the documents\" card: the \
         case changes hands. When the victim's turn comes, they may snatch it straight back with \
         a card of the same kind, and still make their move. A robbery can therefore cost two \
         cards in a turn, and two are drawn.",
    ),
    (
        "Home",
        "The first agent to reach their own base carrying the briefcase wins at once.",
    ),
];

/// Which cards a row of the pack table counts.
type KindTest = fn(CardKind) -> bool;

const PACK: &[(&str, KindTest)] = &[
    ("Air Travel (2 for each of the 16 routes)", |k| {
        matches!(k, CardKind::Air { .. })
    }),
    ("Helicopter, H ⇄ B", |k| k == CardKind::Helicopter),
    ("Helicopter from the island to any B", |k| {
        k == CardKind::IslandHelicopter
    }),
    ("Swimming", |k| k == CardKind::Swimming),
    ("Gate (3 each North, East, South, West)", |k| {
        matches!(k, CardKind::Gate { .. })
    }),
    ("At the centre", |k| k == CardKind::Centre),
    ("Take the documents", |k| k == CardKind::TakeDocuments),
    ("Spare (kept in the box)", |k| k == CardKind::Spare),
];

/// Each row of the pack: its name, how many cards, and one card to draw.
fn pack_rows() -> Vec<(&'static str, usize, Card)> {
    PACK.iter()
        .map(|&(name, test)| {
            let n = cards().iter().filter(|c| test(c.kind)).count();
            let first = cards()
                .iter()
                .position(|c| test(c.kind))
                .expect("every kind is in the pack");
            (name, n, Card(first as u8))
        })
        .collect()
}

/// How a seat of a measured batch is named: by number when all seats are alike, else by who
/// played it ("the AI" for a seat the AI took in turns).
fn seat_label(seats: &[&str], s: usize) -> String {
    let who = seats.get(s).copied().unwrap_or("?");
    let rotating = seats.iter().any(|x| x.ends_with('*'));
    if who.ends_with('*') {
        format!("the AI ({})", who.trim_end_matches('*'))
    } else if rotating {
        format!("{who} player {s}")
    } else {
        format!("Agent {} ({who})", s + 1)
    }
}

fn balance_section() -> String {
    if MEASURED.is_empty() {
        return r#"<p class="muted" data-testid="race-balance">The seat-fairness and computer-player figures have not been measured for this version yet.</p>"#.into();
    }
    let mut h = String::from(
        r#"<div class="race-table-wrap"><table class="race-balance" data-testid="race-balance"><thead><tr><th scope="col">Batch</th><th scope="col">Players</th><th scope="col">Games</th><th scope="col">Wins by seat</th><th scope="col">Unfinished</th><th scope="col">Actions per game</th></tr></thead><tbody>"#,
    );
    for m in MEASURED {
        h.push_str(&format!(
            r#"<tr><td>{}</td><td>{}</td><td>{}</td><td><ul class="race-wins">"#,
            esc(m.what),
            m.players,
            m.games
        ));
        for (s, w) in m.wins_by_seat.iter().enumerate() {
            let pct = 100.0 * *w as f64 / m.games.max(1) as f64;
            let label = seat_label(m.seats, s);
            h.push_str(&format!(
                "<li>{}</li>",
                esc(&format!("{label}: {}\u{a0}%", fixed(pct, 1)))
            ));
        }
        h.push_str(&format!(
            "</ul></td><td>{}</td><td>{}</td></tr>",
            m.unfinished,
            fixed(m.mean_actions, 0)
        ));
    }
    h.push_str("</tbody></table></div>");
    h
}

/// How long the computer thinks per decision, as measured.
fn decision_times() -> String {
    if MEASURED_DECISION_MS.is_empty() {
        return String::new();
    }
    let mut h = String::from(
        r#"<h3 class="race-h">Thinking time per decision (native, measured)</h3><div class="race-table-wrap"><table class="race-balance" data-testid="race-decision-times"><thead><tr><th scope="col">Level</th><th scope="col">Players</th><th scope="col">Mean</th><th scope="col">95th percentile</th><th scope="col">Slowest</th></tr></thead><tbody>"#,
    );
    for (level, players, mean, p95, max) in MEASURED_DECISION_MS {
        h.push_str(&format!(
            "<tr><td>{}</td><td>{players}</td><td>{}\u{a0}ms</td><td>{}\u{a0}ms</td><td>{}\u{a0}ms</td></tr>",
            esc(level),
            fixed(*mean, 0),
            fixed(*p95, 0),
            fixed(*max, 0)
        ));
    }
    h.push_str("</tbody></table></div>");
    h
}

/// The whole page body as markup: nothing on it changes once drawn.
fn page_html() -> String {
    let mut h = String::with_capacity(64_000);
    h.push_str(
        "<p class=\"lead\">Scientists on a lake island have written down the formula for a remarkable rocket fuel. \
         Two to four secret agents, each posing as James Bond, set out from London, Cairo, \
         Peking or New York to seize the briefcase holding it and carry it home. Their rivals \
         may ambush them on the way back and take it off them, perhaps several times over.</p>\
         <section><h2>Setting out</h2><p>The four boats wait on the B points of the shore, the four cars on C points of the \
         car circuit and the briefcase at the centre of the island. Each agent chooses a base \
         and stands on its airport. The pack is shuffled and everyone gets nine cards; the rest \
         lie face down as the pack. Agent 1 (the youngest player) begins, and play passes to \
         Agent 2, 3 and 4 in turn.</p></section>\
         <section><h2>The fourteen rules</h2><ol class=\"race-rule-list\">",
    );
    let titled = |h: &mut String, list: &[(&str, &str)]| {
        for (title, text) in list {
            h.push_str(&format!(
                "<li><strong>{}. </strong>{}</li>",
                esc(title),
                esc(text)
            ));
        }
    };
    titled(&mut h, RULES);
    h.push_str(r#"</ol></section><section><h2>The board <span class="race-recon">Reconstructed</span></h2><div class="race-rules-board">"#);
    h.push_str(&board_preview_html());
    h.push_str(r#"<div><ul class="race-recon-list">"#);
    for r in qbranch_engine::race::content::RECONSTRUCTED {
        h.push_str(&format!("<li>{}</li>", esc(r)));
    }
    h.push_str(r#"</ul><h3 class="race-h">Key to the board</h3><ul class="race-key">"#);
    h.push_str(&legend_items());
    h.push_str(&format!(
        r#"</ul></div></div></section><section><h2>The pack <span class="race-recon">Reconstructed</span></h2><p>{BOX_SIZE} cards as listed in the box, {IN_PLAY} of them in play. The card designs and texts are ours.</p><ul class="race-pack">"#
    ));
    for (name, n, sample) in pack_rows() {
        h.push_str(&format!(
            r#"<li class="race-pack-row"><span class="race-pack-card">{}</span><span><strong>{n}</strong> × {}</span></li>"#,
            card_face_html(sample),
            esc(name)
        ));
    }
    h.push_str(r#"</ul></section><section><h2>Our rulings</h2><p>Where the printed rules are silent, broken off or doubtful, this is how Q Branch plays:</p><ul class="race-rulings">"#);
    titled(&mut h, RULINGS);
    h.push_str("</ul></section><section><h2>Fairness and the computer players</h2><p>Measured by letting computer players play many games against each other:</p>");
    h.push_str(&balance_section());
    h.push_str(&decision_times());
    h.push_str("</section>");
    h
}

pub fn rules_view() -> AnyView {
    view! { <div class="race-rules" data-testid="race-rules" inner_html=page_html()></div> }
        .into_any()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn measured_seats_are_named_by_who_played_them() {
        assert_eq!(seat_label(&["easy", "easy"], 1), "Agent 2 (easy)");
        assert_eq!(
            seat_label(&["normal*", "random", "random"], 0),
            "the AI (normal)"
        );
        assert_eq!(
            seat_label(&["normal*", "random", "random"], 2),
            "random player 2"
        );
    }

    #[test]
    fn fourteen_rules_and_the_whole_pack() {
        assert_eq!(RULES.len(), 14);
        let rows = pack_rows();
        assert_eq!(rows.iter().map(|r| r.1).sum::<usize>(), BOX_SIZE);
        // james-bond-007-briefcase-race.txt, Components: 32 air, 6 + 4 helicopter, 4 swim,
        // 12 gate, 4 + 8 document cards, 2 spares.
        let counts: Vec<usize> = rows.iter().map(|r| r.1).collect();
        assert_eq!(counts, vec![32, 6, 4, 4, 12, 4, 8, 2]);
        assert_eq!(BOX_SIZE - 2, IN_PLAY);
    }
}
