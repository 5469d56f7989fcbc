//! The rules page, in our own words: the rules as printed, then the reconstructed parts
//! (both Action Summaries and the 32 cards read from the engine's data, the Special Card
//! Summary, the map), our rulings and the balance figures.

use leptos::prelude::*;
use qbranch_engine::lald::balance::{MEASURED, METHOD};
use qbranch_engine::lald::cards::SPECIAL_NOTES;
use qbranch_engine::lald::rulings::RULINGS;
use qbranch_engine::lald::summary::{BOND, ENEMY};
use qbranch_engine::lald::{CardId, CardKind};

use super::card::side_word;
use super::geom::view_box;
use super::map_art::map_art;
use super::summary::summary_table;
use crate::games::chase::rules::{balance, legend, table, terms, Batch};
use crate::ui::markup::{el, Markup};

fn kind_text(k: CardKind) -> String {
    match k {
        CardKind::Action { action, shift } => {
            format!("Action: {} (white area +{shift})", action.name())
        }
        CardKind::Speed { spaces } => format!("Speed: +{spaces} spaces"),
        CardKind::Wedding | CardKind::Roadblock | CardKind::Hex => "Special".into(),
    }
}

/// The 32 cards as a table, one row per card.
fn cards_table() -> Markup {
    let rows = CardId::all().map(|c| {
        let d = c.def();
        el("tr")
            .attr("data-testid", "rules-card")
            .attr("data-card", c.key())
            .child(el("td").text(c.0 + 1))
            .child(el("th").attr("scope", "row").text(d.name))
            .child(el("td").text(side_word(d.side)))
            .child(el("td").text(kind_text(d.kind)))
            .child(el("td").text(d.effect))
    });
    table(
        "plain-table lald-cards",
        Some("lald-card-list"),
        &["#", "Card", "Who plays it", "Kind", "Effect"],
        rows,
    )
}

fn balance_table() -> Markup {
    let batches = MEASURED.iter().map(|m| Batch {
        matchup: m.matchup,
        games: m.games,
        results: vec![m.bond_wins, m.enemy_wins],
    });
    balance(
        batches.collect(),
        &["Bond won", "Enemy won"],
        "\u{a0}%",
        Some("lald-balance"),
        "The self-play figures for these tables have not been published yet.",
    )
}

/// A legend picture: `art` drawn on a patch of bayou.
fn swatch(art: &'static str) -> Markup {
    el("svg")
        .class("legend-svg")
        .attr("viewBox", "0 0 80 40")
        .attr("aria-hidden", "true")
        .child(Markup::trusted(art))
        .into()
}

fn map_legend() -> Markup {
    legend([
        (swatch(r#"<line class="ln normal" x1="4" y1="20" x2="76" y2="20"/>"#), "Normal line", "Solid blue: boats move along it either way, and Enemy boats fire along it."),
        (swatch(r#"<line class="ln canal" x1="4" y1="20" x2="76" y2="20"/>"#), "The canal", "Dotted blue, in the lower right: exactly like a Normal line."),
        (swatch(r#"<line class="ln quick" x1="4" y1="20" x2="76" y2="20"/><path class="qt-head" d="M55 20L40 11L40 29Z"/>"#), "Quick Turn line", "Gold with an arrowhead: going the way the arrow points takes a Quick Turn; going the other way is an ordinary move. No firing the way the arrow points."),
        (swatch(r#"<line class="ln jump" x1="4" y1="20" x2="76" y2="20"/>"#), "Jump line", "Dashed green, across land: only a Jump takes a boat along it. Nobody fires along it."),
        (swatch(r#"<g class="start enemy"><rect x="8" y="7" width="26" height="26" rx="5"/><text x="21" y="27">A</text></g><g class="start bond"><rect x="38" y="7" width="40" height="26" rx="5"/><text x="58" y="27">Bond</text></g>"#), "Starts", "Red tags A to D for the Enemy boats, a white tag for Bond."),
        (swatch(r#"<circle class="end-ring" cx="40" cy="20" r="17"/><circle class="end-dot" cx="40" cy="20" r="9"/>"#), "End", "The red and gold ring: Bond wins the moment he reaches it."),
    ])
}

/// A section headed by `title` and a "Reconstructed" badge.
fn reconstructed(title: &'static str) -> Markup {
    el("h2")
        .text(title)
        .text(" ")
        .child(Markup::trusted(
            r#"<span class="badge reconstructed">Reconstructed</span>"#,
        ))
        .into()
}

fn section(parts: impl IntoIterator<Item = Markup>) -> Markup {
    el("section").children(parts).into()
}

/// The whole page body: nothing on it changes once drawn.
fn page() -> Markup {
    Markup::from_iter([
        Markup::trusted(
            "<p class=\"lead\">A speedboat chase through the Louisiana bayou. One player steers Bond's boat, which has no guns and must reach the space marked End; the other commands four armed Enemy boats that try to hit Bond three times before he gets there.</p>\
             <section><h2>Setting up</h2><p>Bond's boat starts on the space marked Bond, the Enemy boats on A, B, C and D. Each boat is pointed toward one of the spaces joined to its own; here the Enemy points A to D first, then Bond points his. The 32 cards are shuffled, each player gets four, and the rest are a face-down deck.</p></section>\
             <section><h2>A turn</h2><ol>\
             <li>Bond rolls two dice and reads his Movement line: that is how many spaces his boat must go this turn. The number square shows it.</li>\
             <li>Bond moves, playing cards and trying actions as he goes.</li>\
             <li>Then he may draw one card. Nobody ever holds more than four: with four in hand, he first discards one.</li>\
             <li>The Enemy picks one of its boats, rolls on the Enemy Movement line for it, and moves and acts with it to the end.</li>\
             <li>It does the same with each other boat, in any order; one boat finishes before the next begins.</li>\
             <li>When every Enemy boat has gone, the Enemy may draw one card under the same limit. Its single hand of four serves all four boats.</li>\
             </ol><p>A boat that loses a turn stays where it is and does nothing until a full turn of its own has gone by; it can still roll Force Dodge when forced. Lost turns do not add up: a boat that already owes its next turn and loses it again still sits out just that one.</p></section>",
        ),
        section([
            Markup::trusted(
                "<h2>Moving</h2><ul>\
                 <li>A boat always goes the full number rolled, unless it enters a space holding an opposing boat: it may stop there.</li>\
                 <li>Boats only go forward, the way the bow points, from space to space along the lines; only a Double Back turns one round.</li>\
                 </ul><h3>What is on the map</h3>",
            ),
            map_legend(),
        ]),
        Markup::trusted(
            "<section><h2>Actions</h2>\
             <p>Each action is a roll of two dice, added and looked up on the acting side's Action Summary: a total in the white area succeeds, one in the gray area fails. A piece tries each kind of action at most once a turn, except that Bond may roll Force Dodge as often as he must. The buttons on the play screen show the exact chances.</p><ul>\
             <li><strong>Quick Turn, Double Back, Jump</strong> — to turn along an arrow, turn right round, or cross land on a Jump line.</li>\
             <li><strong>Force</strong> — against an opposing boat in the same space; if it works, that boat must roll Force Dodge at once. A Force never hits Bond: failing his dodge costs him his next turn.</li>\
             <li><strong>Fire Attack</strong> — Enemy boats only (Bond's boat has no guns), forward along Normal lines, or at Bond in their own space whichever way they face (the reconstructed summary's Same Space row); the farther away Bond is, the harder he is to hit.</li>\
             </ul></section>\
             <section><h2>Cards</h2><p>Action cards are played as the action they help is tried and make it likelier to succeed. Pursue and Flee cards add speed at any time in the piece's turn. Special cards do what their notes say. A card marked for one side may be held and discarded by the other, never played. Played cards go face up on the discard pile; when the deck runs out, the pile is shuffled into a new deck.</p></section>\
             <section><h2>Winning</h2><p>Bond wins when his boat reaches End. The Enemy wins when its guns have hit Bond three times and he crashes — unless the Wedding card saves him.</p></section>",
        ),
        section([
            reconstructed("The Action Summaries"),
            Markup::trusted(
                "<p>The printed summary sheets were never transcribed, so these are ours, laid out like the printed You Only Live Twice summaries: one column per dice total, white (W) for success and gray for failure. A card played with an action widens its white area upward by the number it gives.</p>",
            ),
            el("div")
                .child(summary_table(&BOND, "James Bond Action Summary", "summary-bond"))
                .child(summary_table(&ENEMY, "Enemy Action Summary", "summary-enemy"))
                .into(),
        ]),
        section([
            reconstructed("The 32 cards"),
            Markup::trusted(
                "<p>Our own names and words for a deck of 32: action cards, speed cards (Flee for Bond, Pursue for the Enemy) and special cards.</p>",
            ),
            el("div").child(cards_table()).into(),
            el("h3")
                .text("Special Card Summary ")
                .child(Markup::trusted(
                    r#"<span class="badge reconstructed">Reconstructed</span>"#,
                ))
                .into(),
            el("dl").class("rulings").child(terms(SPECIAL_NOTES)).into(),
        ]),
        section([
            reconstructed("The map"),
            Markup::trusted(
                "<p>The printed board is not reproduced: this bayou is our own design — two channels round a wooded island, a lagoon and the river down the right-hand side to End, the dotted canal in the lower right, arrowed Quick Turn short cuts and green Jump lines across spits of land.</p>",
            ),
            el("div")
                .class("lald-board chase-board small")
                .child(
                    el("svg")
                        .class("board-svg")
                        .attr("viewBox", view_box())
                        .attr("role", "img")
                        .attr("aria-label", "The reconstructed map")
                        .child(map_art()),
                )
                .into(),
        ]),
        section([
            Markup::trusted("<h2>Balance</h2>"),
            el("p").text(METHOD).into(),
            el("div").child(balance_table()).into(),
        ]),
        section([
            Markup::trusted(
                "<h2>Our rulings</h2><p>Where the rulebook leaves a question open, this is how Q Branch plays it:</p>",
            ),
            el("dl").class("rulings").child(terms(RULINGS)).into(),
        ]),
        Markup::trusted(
            "<section><h2>Playing it here</h2><ul>\
             <li>The spaces your boat may go to next glow gold: tap one (or Tab to it, move with the arrow keys, press Enter) to go one space.</li>\
             <li>Farther spaces that only one way reaches glow too, each with its count of spaces: one tap goes the whole way there (and one Undo takes it back).</li>\
             <li>While you point Bond's boat at the start, a dashed gold line marks the way to End, and its choice says so.</li>\
             <li>Every other choice is a button beside the map with its exact odds; the same action played with a card sits just under it, with the odds the card gives.</li>\
             <li>Your hand is drawn face up under the map; the other player's hand only as card backs. When two people share the device, the curtain hides each hand from the other.</li>\
             </ul></section>",
        ),
    ])
}

pub fn rules() -> impl IntoView {
    view! { <div class="lald lald-rules" data-testid="lald-rules" inner_html=page()></div> }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_card_list_has_32_rows() {
        let h = cards_table();
        assert_eq!(h.as_str().matches("data-testid=\"rules-card\"").count(), 32);
        assert!(h.as_str().contains("Sheriff's Roadblock"));
    }

    #[test]
    fn the_page_has_its_sections_and_reconstructed_badges() {
        let p = page();
        assert_eq!(p.as_str().matches("<section>").count(), 12);
        assert_eq!(p.as_str().matches("badge reconstructed").count(), 4);
    }
}
