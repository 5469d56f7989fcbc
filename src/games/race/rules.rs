//! The rules page: the fourteen rules in our own words, the reconstructed board and pack, our
//! rulings and the measured fairness figures.

use leptos::prelude::*;
use qbranch_engine::race::balance::{MEASURED, MEASURED_DECISION_MS};
use qbranch_engine::race::cards::{cards, BOX_SIZE, IN_PLAY};
use qbranch_engine::race::{Card, CardKind, RULINGS};

use super::board::board_preview;
use super::card::card_face_markup;
use super::geom::{round_to, tenths};
use super::legend::legend_items;
use crate::ui::markup::{el, El, Markup};

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

/// A table of measured figures: its test id, its head and its rows.
fn figures(
    testid: &'static str,
    head: &[&'static str],
    rows: impl IntoIterator<Item = El>,
) -> Markup {
    el("div")
        .class("race-table-wrap")
        .child(
            el("table")
                .class("race-balance")
                .attr("data-testid", testid)
                .child(el("thead").child(
                    el("tr").children(head.iter().map(|h| el("th").attr("scope", "col").text(h))),
                ))
                .child(el("tbody").children(rows)),
        )
        .into()
}

/// Who played a batch, in a player's words: "4 normal computers", "the normal computer
/// against 2 random players" (its marked seat, `*`, is the one measured).
fn batch_label(seats: &[&str]) -> String {
    let level = |s: &str| s.trim_end_matches('*').to_string();
    let who = |s: &str, n: usize| match level(s).as_str() {
        "random" => format!("{n} random players"),
        l => format!("{n} {l} computers"),
    };
    match seats {
        [first, rest @ ..] if rest.iter().all(|s| level(s) == level(first)) => {
            who(first, seats.len())
        }
        [first, rest @ ..] => format!(
            "the {} computer against {}",
            level(first),
            who(rest[0], rest.len())
        ),
        [] => String::new(),
    }
}

fn balance_section() -> Markup {
    if MEASURED.is_empty() {
        return el("p")
            .class("muted")
            .attr("data-testid", "race-balance")
            .text("The seat-fairness and computer-player figures have not been measured for this version yet.")
            .into();
    }
    let rows = MEASURED.iter().map(|m| {
        let wins = m.wins_by_seat.iter().enumerate().map(|(s, w)| {
            let pct = 100.0 * *w as f64 / m.games.max(1) as f64;
            el("li").text(format_args!(
                "{}: {}\u{a0}%",
                seat_label(m.seats, s),
                tenths(pct)
            ))
        });
        el("tr")
            .child(el("td").text(batch_label(m.seats)))
            .child(el("td").text(m.players))
            .child(el("td").text(m.games))
            .child(el("td").child(el("ul").class("race-wins").children(wins)))
            .child(el("td").text(m.unfinished))
            .child(
                el("td").text(
                    m.mean_actions
                        .map_or_else(|| "–".to_string(), |a| round_to(a, 0).to_string()),
                ),
            )
    });
    figures(
        "race-balance",
        &[
            "Who played",
            "Players",
            "Games",
            "Wins by seat",
            "Unfinished",
            "Actions per game",
        ],
        rows,
    )
}

/// How long the computer thinks per decision, as measured.
fn decision_times() -> Markup {
    if MEASURED_DECISION_MS.is_empty() {
        return Markup::new();
    }
    let rows = MEASURED_DECISION_MS
        .iter()
        .map(|(level, players, mean, p95, max)| {
            el("tr")
                .child(el("td").text(level))
                .child(el("td").text(players))
                .children(
                    [mean, p95, max]
                        .map(|ms| el("td").text(format_args!("{}\u{a0}ms", round_to(*ms, 0)))),
                )
        });
    Markup::from_iter([
        Markup::trusted(r#"<h3 class="race-h">Thinking time per decision (native, measured)</h3>"#),
        figures(
            "race-decision-times",
            &["Level", "Players", "Mean", "95th percentile", "Slowest"],
            rows,
        ),
    ])
}

/// A numbered rule or a ruling: its title in bold, then its text.
fn titled(list: &[(&str, &str)]) -> Markup {
    list.iter()
        .map(|(title, text)| {
            el("li")
                .child(el("strong").text(format_args!("{title}. ")))
                .text(text)
        })
        .collect()
}

/// The whole page body: nothing on it changes once drawn.
fn page() -> Markup {
    let section = |parts: Vec<Markup>| Markup::from(el("section").children(parts));
    let heading = |title: &'static str| {
        el("h2")
            .text(title)
            .text(" ")
            .child(el("span").class("race-recon").text("Reconstructed"))
            .into()
    };
    let pack = pack_rows().into_iter().map(|(name, n, sample)| {
        el("li")
            .class("race-pack-row")
            .child(
                el("span")
                    .class("race-pack-card")
                    .child(card_face_markup(sample)),
            )
            .child(
                el("span")
                    .child(el("strong").text(n))
                    .text(format_args!(" × {name}")),
            )
    });
    Markup::from_iter([
        Markup::trusted(
            "<p class=\"lead\">Scientists on a lake island have written down the formula for a remarkable rocket fuel. \
             Two to four secret agents, each posing as James Bond, set out from London, Cairo, \
             Peking or New York to seize the briefcase holding it and carry it home. Their rivals \
             may ambush them on the way back and take it off them, perhaps several times over.</p>\
             <section><h2>Setting out</h2><p>The four boats wait on the B points of the shore, the four cars on C points of the \
             car circuit and the briefcase at the centre of the island. Each agent chooses a base \
             and stands on its airport. The pack is shuffled and everyone gets nine cards; the rest \
             lie face down as the pack. Agent 1 (the youngest player) begins, and play passes to \
             Agent 2, 3 and 4 in turn.</p></section>",
        ),
        section(vec![
            Markup::trusted("<h2>The fourteen rules</h2>"),
            el("ol").class("race-rule-list").child(titled(RULES)).into(),
        ]),
        section(vec![
            heading("The board"),
            el("div")
                .class("race-rules-board")
                .child(board_preview())
                .child(
                    el("div")
                        .child(
                            el("ul")
                                .class("race-recon-list")
                                .children(
                                    qbranch_engine::race::content::RECONSTRUCTED
                                        .iter()
                                        .map(|r| el("li").text(r)),
                                ),
                        )
                        .child(Markup::trusted(r#"<h3 class="race-h">Key to the board</h3>"#))
                        .child(el("ul").class("race-key").child(legend_items())),
                )
                .into(),
        ]),
        section(vec![
            heading("The pack"),
            el("p")
                .text(format_args!(
                    "{BOX_SIZE} cards as listed in the box, {IN_PLAY} of them in play. The card designs and texts are ours."
                ))
                .into(),
            el("ul").class("race-pack").children(pack).into(),
        ]),
        section(vec![
            Markup::trusted(
                "<h2>Our rulings</h2><p>Where the printed rules are silent, broken off or doubtful, this is how Q Branch plays:</p>",
            ),
            el("ul").class("race-rulings").child(titled(RULINGS)).into(),
        ]),
        section(vec![
            Markup::trusted(
                "<h2>Fairness and the computer players</h2><p>Measured by letting computer players play many games against each other:</p>",
            ),
            balance_section(),
            decision_times(),
        ]),
    ])
}

pub fn rules_view() -> AnyView {
    view! { <div class="race-rules" data-testid="race-rules" inner_html=page()></div> }.into_any()
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
    fn batches_are_named_by_who_played_them_not_by_command() {
        assert_eq!(batch_label(&["easy"; 4]), "4 easy computers");
        assert_eq!(batch_label(&["random", "random"]), "2 random players");
        assert_eq!(
            batch_label(&["normal*", "random", "random"]),
            "the normal computer against 2 random players"
        );
        for m in MEASURED {
            assert!(!batch_label(m.seats).contains('`'), "{}", m.what);
        }
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

    #[test]
    fn the_page_has_every_rule_and_ruling() {
        let p = page();
        assert_eq!(
            p.as_str().matches("<li><strong>").count(),
            RULES.len() + RULINGS.len()
        );
        assert_eq!(p.as_str().matches("<section>").count(), 6);
    }
}
