//! The rules page, in our own words: the rules as printed, then the reconstructed parts
//! (both Action Summaries and the 32 cards read from the engine's data, the Special Card
//! Summary, the map), our rulings and the balance figures.

use leptos::prelude::*;
use qbranch_engine::core::odds::ways_2d6_range;
use qbranch_engine::lald::balance::{MEASURED, METHOD};
use qbranch_engine::lald::cards::SPECIAL_NOTES;
use qbranch_engine::lald::rulings::RULINGS;
use qbranch_engine::lald::summary::{Summary, BOND, ENEMY};
use qbranch_engine::lald::{CardId, CardKind};

use super::card::side_word;
use super::geom::view_box;
use super::map_art::map_svg;
use crate::markup::{dl_items, esc};

/// Whole percent of `ways` in 36, with one decimal, without formatting a float.
fn pct36(ways: u32) -> String {
    let tenths = (ways * 1000 + 18) / 36;
    format!("{}.{}\u{a0}%", tenths / 10, tenths % 10)
}

/// One Action Summary as an HTML table: a column per 2d6 total, white and gray cells.
pub fn summary_html(s: &Summary, title: &str, testid: &str) -> String {
    let mut h = format!(
        r#"<div class="summary-wrap"><table class="lald-summary" data-testid="{testid}"><caption>{}</caption><thead><tr><th scope="col">Action</th>"#,
        esc(title)
    );
    for t in 2..=12 {
        h.push_str(&format!(r#"<th scope="col">{t}</th>"#));
    }
    h.push_str(r#"<th scope="col">White (success)</th><th scope="col">Gray (failure)</th></tr></thead><tbody>"#);
    h.push_str(r#"<tr class="movement"><th scope="row">Movement (spaces)</th>"#);
    for m in s.movement {
        h.push_str(&format!("<td>{m}</td>"));
    }
    h.push_str(r#"<td colspan="2">Spaces the boat must go this turn</td></tr>"#);
    for r in s.rows {
        let name = if r.label.is_empty() {
            r.action.name().to_string()
        } else {
            format!("{} — {}", r.action.name(), r.label)
        };
        h.push_str(&format!(r#"<tr><th scope="row">{}</th>"#, esc(&name)));
        for t in 2..=12u8 {
            let white = r.is_white(t, 0);
            h.push_str(&format!(
                r#"<td class="{}" title="{}">{}</td>"#,
                if white { "w" } else { "g" },
                if white { "white" } else { "gray" },
                if white { "W" } else { "·" }
            ));
        }
        let w = u32::from(ways_2d6_range(r.white.0, r.white.1));
        h.push_str(&format!(
            "<td>{} <span class=\"muted\">({})</span></td><td>{}</td></tr>",
            esc(&crate::ui::text::capitalise(&r.on_white.text())),
            pct36(w),
            esc(&crate::ui::text::capitalise(&r.on_gray.text()))
        ));
    }
    h.push_str("</tbody></table></div>");
    h
}

fn kind_text(k: CardKind) -> String {
    match k {
        CardKind::Action { action, shift } => {
            format!("Action: {} (white area +{shift})", action.name())
        }
        CardKind::Speed { spaces } => format!("Speed: +{spaces} spaces"),
        CardKind::Wedding | CardKind::Roadblock | CardKind::Hex => "Special".into(),
    }
}

/// The 32 cards as an HTML table, one row per card.
pub fn cards_html() -> String {
    let mut h = String::from(
        r#"<div class="summary-wrap"><table class="plain-table lald-cards" data-testid="lald-card-list"><thead><tr><th scope="col">#</th><th scope="col">Card</th><th scope="col">Who plays it</th><th scope="col">Kind</th><th scope="col">Effect</th></tr></thead><tbody>"#,
    );
    for c in CardId::all() {
        let d = c.def();
        h.push_str(&format!(
            r#"<tr data-testid="rules-card" data-card="{}"><td>{}</td><th scope="row">{}</th><td>{}</td><td>{}</td><td>{}</td></tr>"#,
            c.key(),
            c.0 + 1,
            esc(d.name),
            side_word(d.side),
            esc(&kind_text(d.kind)),
            esc(d.effect)
        ));
    }
    h.push_str("</tbody></table></div>");
    h
}

fn balance_html() -> String {
    if MEASURED.is_empty() {
        return r#"<p class="notice">The self-play figures for these tables have not been published yet.</p>"#.into();
    }
    let pct = |k: u32, n: u32| match (k * 1000 + n / 2).checked_div(n) {
        Some(t) => format!("{}.{}\u{a0}%", t / 10, t % 10),
        None => "—".to_string(),
    };
    let mut h = String::from(
        r#"<div class="summary-wrap"><table class="plain-table balance" data-testid="lald-balance"><thead><tr><th scope="col">Who played</th><th scope="col">Games</th><th scope="col">Bond won</th><th scope="col">Enemy won</th><th scope="col">How</th></tr></thead><tbody>"#,
    );
    for m in MEASURED {
        h.push_str(&format!(
            r#"<tr><th scope="row">{}</th><td>{}</td><td>{}</td><td>{}</td><td class="muted">{}</td></tr>"#,
            esc(m.matchup),
            m.games,
            pct(m.bond_wins, m.games),
            pct(m.enemy_wins, m.games),
            esc(m.method)
        ));
    }
    h.push_str("</tbody></table></div>");
    h
}

fn legend() -> String {
    let items: [(&str, &str, &str); 6] = [
        ("normal", "Normal line", "Solid blue: boats move along it either way, and Enemy boats fire along it."),
        ("canal", "The canal", "Dotted blue, in the lower right: exactly like a Normal line."),
        ("quick", "Quick Turn line", "Gold with an arrowhead: going the way the arrow points takes a Quick Turn; going the other way is an ordinary move. No firing the way the arrow points."),
        ("jump", "Jump line", "Dashed green, across land: only a Jump takes a boat along it. Nobody fires along it."),
        ("start", "Starts", "Red tags A to D for the Enemy boats, a white tag for Bond."),
        ("end", "End", "The red and gold ring: Bond wins the moment he reaches it."),
    ];
    let mut h = String::from(r#"<ul class="legend">"#);
    for (k, name, text) in items {
        let art = match k {
            "normal" => r#"<line class="ln normal" x1="4" y1="20" x2="76" y2="20"/>"#,
            "canal" => r#"<line class="ln canal" x1="4" y1="20" x2="76" y2="20"/>"#,
            "quick" => {
                r#"<line class="ln quick" x1="4" y1="20" x2="76" y2="20"/><path class="qt-head" d="M55 20L40 11L40 29Z"/>"#
            }
            "jump" => r#"<line class="ln jump" x1="4" y1="20" x2="76" y2="20"/>"#,
            "start" => {
                r#"<g class="start enemy"><rect x="8" y="7" width="26" height="26" rx="5"/><text x="21" y="27">A</text></g><g class="start bond"><rect x="38" y="7" width="40" height="26" rx="5"/><text x="58" y="27">Bond</text></g>"#
            }
            _ => {
                r#"<circle class="end-ring" cx="40" cy="20" r="17"/><circle class="end-dot" cx="40" cy="20" r="9"/>"#
            }
        };
        h.push_str(&format!(
            r#"<li class="legend-item"><svg class="legend-svg" viewBox="0 0 80 40" aria-hidden="true">{art}</svg><span><strong>{}</strong> — {}</span></li>"#,
            esc(name),
            esc(text)
        ));
    }
    h.push_str("</ul>");
    h
}

/// The whole page body as markup: nothing on it changes once drawn.
fn page_html() -> String {
    let mut h = String::with_capacity(40_000);
    h.push_str(
        "<p class=\"lead\">A speedboat chase through the Louisiana bayou. One player steers Bond's boat, which has no guns and must reach the space marked End; the other commands four armed Enemy boats that try to hit Bond three times before he gets there.</p>\
         <section><h2>Setting up</h2><p>Bond's boat starts on the space marked Bond, the Enemy boats on A, B, C and D. Each boat is pointed toward one of the spaces joined to its own; here the Enemy points A to D first, then Bond points his. The 32 cards are shuffled, each player gets four, and the rest are a face-down deck.</p></section>\
         <section><h2>A turn</h2><ol>\
         <li>Bond rolls two dice and reads his Movement line: that is how many spaces his boat must go this turn. The number square shows it.</li>\
         <li>Bond moves, playing cards and trying actions as he goes.</li>\
         <li>Then he may draw one card. Nobody ever holds more than four: with four in hand, he first discards one.</li>\
         <li>The Enemy picks one of its boats, rolls on the Enemy Movement line for it, and moves and acts with it to the end.</li>\
         <li>It does the same with each other boat, in any order; one boat finishes before the next begins.</li>\
         <li>When every Enemy boat has gone, the Enemy may draw one card under the same limit. Its single hand of four serves all four boats.</li>\
         </ol><p>A boat that loses a turn stays where it is and does nothing until a full turn of its own has gone by; it can still roll Force Dodge when forced.</p></section>\
         <section><h2>Moving</h2><ul>\
         <li>A boat always goes the full number rolled, unless it enters a space holding an opposing boat: it may stop there.</li>\
         <li>Boats only go forward, the way the bow points, from space to space along the lines; only a Double Back turns one round.</li>\
         </ul><h3>What is on the map</h3>",
    );
    h.push_str(&legend());
    h.push_str(
        "</section><section><h2>Actions</h2>\
         <p>Each action is a roll of two dice, added and looked up on the acting side's Action Summary: a total in the white area succeeds, one in the gray area fails. A piece tries each kind of action at most once a turn, except that Bond may roll Force Dodge as often as he must. The buttons on the play screen show the exact chances.</p><ul>\
         <li><strong>Quick Turn, Double Back, Jump</strong> — to turn along an arrow, turn right round, or cross land on a Jump line.</li>\
         <li><strong>Force</strong> — against an opposing boat in the same space; if it works, that boat must roll Force Dodge at once.</li>\
         <li><strong>Fire Attack</strong> — Enemy boats only (Bond's boat has no guns), forward along Normal lines, or at Bond in their own space whichever way they face (the reconstructed summary's Same Space row); the farther away Bond is, the harder he is to hit.</li>\
         </ul></section>\
         <section><h2>Cards</h2><p>Action cards are played as the action they help is tried and make it likelier to succeed. Pursue and Flee cards add speed at any time in the piece's turn. Special cards do what their notes say. A card marked for one side may be held and discarded by the other, never played. Played cards go face up on the discard pile; when the deck runs out, the pile is shuffled into a new deck.</p></section>\
         <section><h2>Winning</h2><p>Bond wins when his boat reaches End. The Enemy wins when Bond has been hit three times and crashes — unless the Wedding card saves him.</p></section>\
         <section><h2>The Action Summaries <span class=\"badge reconstructed\">Reconstructed</span></h2>\
         <p>The printed summary sheets were never transcribed, so these are ours, laid out like the printed You Only Live Twice summaries: one column per dice total, white (W) for success and gray for failure. A card played with an action widens its white area upward by the number it gives.</p><div>",
    );
    h.push_str(&summary_html(
        &BOND,
        "James Bond Action Summary",
        "summary-bond",
    ));
    h.push_str(&summary_html(
        &ENEMY,
        "Enemy Action Summary",
        "summary-enemy",
    ));
    h.push_str(
        "</div></section><section><h2>The 32 cards <span class=\"badge reconstructed\">Reconstructed</span></h2>\
         <p>Our own names and words for a deck of 32: action cards, speed cards (Flee for Bond, Pursue for the Enemy) and special cards.</p><div>",
    );
    h.push_str(&cards_html());
    h.push_str("</div><h3>Special Card Summary <span class=\"badge reconstructed\">Reconstructed</span></h3><dl class=\"rulings\">");
    h.push_str(&dl_items(SPECIAL_NOTES));
    h.push_str(&format!(
        "</dl></section><section><h2>The map <span class=\"badge reconstructed\">Reconstructed</span></h2>\
         <p>The printed board is not reproduced: this bayou is our own design — two channels round a wooded island, a lagoon and the river down the right-hand side to End, the dotted canal in the lower right, arrowed Quick Turn short cuts and green Jump lines across spits of land.</p>\
         <div class=\"lald-board small\"><svg class=\"board-svg\" viewBox=\"{}\" role=\"img\" aria-label=\"The reconstructed map\">{}</svg></div></section>\
         <section><h2>Balance</h2><p>{}</p><div>",
        view_box(),
        map_svg(),
        esc(METHOD)
    ));
    h.push_str(&balance_html());
    h.push_str(
        "</div></section><section><h2>Our rulings</h2><p>Where the rulebook leaves a question open, this is how Q Branch plays it:</p><dl class=\"rulings\">",
    );
    h.push_str(&dl_items(RULINGS));
    h.push_str(
        "</dl></section><section><h2>Playing it here</h2><ul>\
         <li>The spaces your boat may go to next glow gold: tap one (or Tab to it, move with the arrow keys, press Enter) to go one space.</li>\
         <li>Every other choice is a button beside the map with its exact odds; the same action played with a card sits just under it, with the odds the card gives.</li>\
         <li>Your hand is drawn face up under the map; the other player's hand only as card backs. When two people share the device, the curtain hides each hand from the other.</li>\
         </ul></section>",
    );
    h
}

pub fn rules() -> impl IntoView {
    view! { <div class="lald lald-rules" data-testid="lald-rules" inner_html=page_html()></div> }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_summaries_have_every_row_and_total() {
        let b = summary_html(&BOND, "Bond", "summary-bond");
        // 11 totals in the head, one movement row, then a row per action.
        assert_eq!(b.matches("<tr").count(), 2 + BOND.rows.len());
        assert_eq!(
            b.matches(r#"class="w""#).count() + b.matches(r#"class="g""#).count(),
            11 * BOND.rows.len()
        );
        let e = summary_html(&ENEMY, "Enemy", "summary-enemy");
        assert!(e.contains("Fire Attack — 1-Space Range"));
        // "the number on the "Movement" line under a die roll of 4 is 6" (rulebook, How to Play).
        assert_eq!(BOND.spaces(4), 6);
        // The movement row shows the data's spaces for each total, in order.
        let first: String = (2..=4)
            .map(|t| format!("<td>{}</td>", BOND.spaces(t)))
            .collect();
        assert!(b.contains(&first), "{first}");
    }

    #[test]
    fn the_card_list_has_32_rows_and_escapes_names() {
        let h = cards_html();
        assert_eq!(h.matches("data-testid=\"rules-card\"").count(), 32);
        assert!(h.contains("Sheriff's Roadblock"));
        assert_eq!(esc("a<b & \"c\""), "a&lt;b &amp; &quot;c&quot;");
    }

    #[test]
    fn percentages_without_floats() {
        assert_eq!(pct36(36), "100.0\u{a0}%");
        assert_eq!(pct36(26), "72.2\u{a0}%");
    }
}
