//! The rules page, in our own words: how the game plays, both Action Summaries from the
//! engine's data, the reconstructed map and status sheet, our rulings and the balance figures.

use leptos::prelude::*;
use qbranch_engine::yolt::balance::{MEASURED, METHOD};
use qbranch_engine::yolt::map::map;
use qbranch_engine::yolt::rulings::RULINGS;
use qbranch_engine::yolt::summary::{BOND, ENEMY};
use qbranch_engine::yolt::{StatusSheet, Weapon, Yolt, YoltSetup};
use qbranch_engine::Game;

use super::board::rules_map;
use super::sheets::sheets;
use super::summary::summary_table;
use crate::games::chase::rules::{balance, legend, terms, Batch};
use crate::ui::markup::{el, Markup};
use crate::ui::reactive::memo;

/// The arrowhead of the legend's Vertical Fire sample.
const LEGEND_DEFS: &str = r#"<defs><marker id="yolt-legend-arrow" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="4" markerHeight="4" markerUnits="strokeWidth" orient="auto"><path class="vf-head" d="M 0 0 L 10 5 L 0 10 Z"/></marker></defs>"#;

/// A short sample of one kind of line (or dot) for the legend.
fn swatch(body: &'static str) -> Markup {
    el("svg")
        .class("legend-svg")
        .attr("viewBox", "0 0 30 10")
        .attr("aria-hidden", "true")
        .child(Markup::trusted(LEGEND_DEFS))
        .child(Markup::trusted(body))
        .into()
}

fn map_legend() -> Markup {
    legend([
        (swatch(r#"<g class="space high"><circle class="dot" cx="15" cy="5" r="3.2"/></g>"#), "High space", "A white dot. A helicopter here flies above anything in a Low space."),
        (swatch(r#"<g class="space low"><circle class="dot" cx="15" cy="5" r="3.2"/></g>"#), "Low space", "A purple dot, down near the ground."),
        (swatch(r#"<g class="space high double"><circle class="dot" cx="15" cy="5" r="3.8"/><text class="dot-two" x="15" y="6.5">2</text></g>"#), "Double space", "A dot marked 2: two pieces may end a move in it (one in any other space)."),
        (swatch(r#"<line class="ln flight" x1="2" y1="5" x2="28" y2="5"/>"#), "Flight Path", "Solid blue: the ordinary way to fly and to fire."),
        (swatch(r#"<line class="ln flight" x1="15" y1="0" x2="15" y2="10"/><line class="ln over-casing" x1="4" y1="5" x2="26" y2="5"/><line class="ln over" x1="2" y1="5" x2="28" y2="5"/>"#), "Overpass", "Dotted blue, drawn across another line: a Flight Path that passes over it, the same in play."),
        (swatch(r#"<line class="ln quick" x1="2" y1="5" x2="28" y2="5"/><path class="qt-head" d="M 17 5 L 12 2.2 L 12 7.8 Z"/>"#), "Quick Turn", "Yellow with an arrowhead half-way along: only a successful Quick Turn flies along it, and only the way the arrow points; no weapon fires along it."),
        (swatch(r#"<line class="ln vertical" x1="3" y1="5" x2="24" y2="5" marker-end="url(#yolt-legend-arrow)"/>"#), "Vertical Fire", "Yellow with an arrowhead, from a Low space up to the High space above it: machine guns fire up along it and Air Mines drop down it; nobody flies along it."),
    ])
}

/// How many boxes the status sheet has, one row per line of the sheet.
fn sheet_numbers() -> Markup {
    let s = StatusSheet::STANDARD;
    let row = |who: String, what: String| {
        el("tr")
            .child(el("th").attr("scope", "row").text(who))
            .child(el("td").text(what))
    };
    let boxes = |n: u8| format!("{n} ammo box{}", if n == 1 { "" } else { "es" });
    el("tbody")
        .child(row(
            "Little Nellie".into(),
            format!("{} hit boxes", s.bond_hits),
        ))
        .child(row(
            "Each Enemy helicopter".into(),
            format!("{} hit boxes", s.enemy_hits),
        ))
        .children(
            Weapon::ALL
                .iter()
                .map(|&w| row(format!("Bond's {}", w.name()), boxes(s.bond_ammo(w)))),
        )
        .child(row(
            "Each Enemy machine gun".into(),
            boxes(s.enemy_machine_gun),
        ))
        .into()
}

fn balance_table() -> Markup {
    let batches = MEASURED.iter().map(|m| Batch {
        matchup: m.matchup,
        games: m.games,
        results: vec![m.bond_wins, m.enemy_wins, m.ties],
    });
    balance(
        batches.collect(),
        &["Bond won", "Enemy won", "Ties"],
        " %",
        None,
        "The self-play measurements for these numbers have not been published yet.",
    )
}

/// The sections before the map.
fn sections_before_map() -> Vec<Markup> {
    vec![
        Markup::trusted(
            "<h2>Setting up</h2>\
             <p>Little Nellie starts on the space marked Bond, and the Enemy helicopters on the spaces marked A, B, C and D. Each helicopter is then pointed at one of the spaces next to it along a Flight Path or Overpass; that is the way it will set off. Here the Enemy points A to D first, one after another, and Bond points last.</p>\
             <p>Each side keeps a status sheet: boxes for hits and for ammunition, crossed off as they are used up.</p>",
        ),
        Markup::trusted(
            "<h2>A turn</h2><ol>\
             <li>Bond rolls two dice and reads the Movement line of his Action Summary: that is exactly how many spaces Little Nellie must fly this turn. The number goes in the volcano's crater as a reminder.</li>\
             <li>Bond flies, and may act anywhere along the way: before setting off, in any space he passes, and where he stops.</li>\
             <li>Then the Enemy picks one helicopter, rolls for it on the Enemy Movement line (which gives one space fewer than Bond's for the same dice), and flies and acts with it to the end.</li>\
             <li>The Enemy does the same with each other helicopter, in any order it likes, one helicopter finishing completely before the next begins. When all have flown, Bond's next turn starts.</li>\
             </ol>",
        ),
        Markup::from_iter([
            Markup::trusted(
                "<h2>Flying</h2><ul>\
                 <li>Helicopters only fly forward, the way the nose points, from space to space along the lines. After each step the nose points along the line just flown. Turning round needs a Double Back; swinging onto a yellow Quick Turn arrow, in the direction it points, needs a Quick Turn.</li>\
                 <li>A piece must fly the full number it rolled, unless it tries a Force (next point) or a result costs it the rest of its turn. If the count would end in a space that is already full, it stops short in the last space on its way where it may end. The count holds whichever way the piece goes: a Quick Turn or Double Back is only allowed when the new route still carries it as far as the ordinary one.</li>\
                 <li>A Force lifts the count: after trying one, the piece may fly on with the spaces it has left, or end its move early in any space where it is allowed to stop.</li>\
                 <li>A space without a number holds one piece at the end of a move; a space marked 2 holds two. A piece may pass through a full space, and even act there, but never ends its turn there: if a result stops it in a full space, it goes back along the way it came this turn to the last space where it may stop.</li>\
                 <li>A helicopter that has lost a turn stays put and does nothing in that turn, though it can still roll a dodge when attacked. Lost turns do not add up: losing a turn it already owes costs it nothing more.</li>\
                 </ul><h3>What is on the map</h3>",
            ),
            map_legend(),
        ]),
        Markup::trusted(
            "<h2>Actions</h2>\
             <p>Every action is a roll of two dice added together, looked up on the acting side's Action Summary: a total in the white area gives the white result, anything else the gray result. The buttons on the play screen show the exact chance of each result.</p><ul>\
             <li>Only one Fire Combat per piece per turn: one shot with one weapon.</li>\
             <li>A piece that tries a Force tries no other type of action that turn, before or after; flying before and after it is fine, and so is a second Force. Bond's Missile Fire is just as absorbing.</li>\
             <li>At most one Quick Turn and one Double Back per piece per turn.</li>\
             <li>Dodges — Force Dodge, Dodge Rockets and Dodge Missiles — are rolled by the piece under attack, straight away, during the attacker's turn. Bond can Force Dodge every time he needs to. (The Action Summary also calls the Force Dodge a Force Save.)</li>\
             <li>Some results cost turns. The harshest ends the piece's turn on the spot and also skips its next one; milder ones skip just the next turn, or the next two. They never pile up: two results that both take the next turn take it once.</li>\
             </ul>",
        ),
        Markup::trusted(
            "<h2>Weapons</h2><ul>\
             <li><strong>Machine guns</strong> (all five helicopters): at a target on the same level, in the same space or any distance ahead; or upward from a Low space at a High target ahead or at the end of a Vertical Fire arrow, which hits more easily. Never downward from High to Low, and never upward into the same space. The farther the target, the lower the chance.</li>\
             <li><strong>Rockets</strong> (Bond): at a target on the same level 1 to 10 spaces ahead. A hit forces the target to roll Dodge Rockets, which decides whether it takes one hit or three.</li>\
             <li><strong>Missiles</strong> (Bond): at a target on the same level anywhere on the map, in any direction, but not in his own space. A hit forces the target to roll Dodge Missiles; only a 2 saves it.</li>\
             <li><strong>Flamethrower</strong> (Bond): into the one space right behind him, same level; three hits.</li>\
             <li><strong>Air Mines</strong> (Bond): dropped from a High space down a Vertical Fire arrow onto the Low space below it; a hit brings the target down.</li>\
             </ul>\
             <p>Range is counted in spaces ahead along Flight Paths and Overpasses (never along Quick Turn or Vertical Fire lines); 0 means the same space. Every shot crosses off one ammunition box of that weapon; with no boxes left, the weapon is silent.</p>",
        ),
        Markup::trusted(
            "<h2>Hits, crashes and the end</h2>\
             <p>Hits cross off hit boxes. When the last hit box goes, or a result says the piece crashes, it falls out of the game at once.</p><ul>\
             <li>Bond wins when all four Enemy helicopters have crashed.</li>\
             <li>The Enemy wins when Little Nellie crashes.</li>\
             <li>If every piece still flying has run out of every kind of ammunition, the game is a tie (crashed pieces do not count).</li>\
             </ul>",
        ),
        Markup::from_iter([
            Markup::trusted(
                "<h2>The Action Summaries</h2>\
                 <p>Both charts exactly as the engine uses them: the totals shaded white or gray, and what each area does, with the exact chance.</p>",
            ),
            summary_table(&BOND, "James Bond Action Summary"),
            summary_table(&ENEMY, "Enemy Action Summary"),
            Markup::trusted(
                "<p class=\"hint\">Rockets, Missiles and Force only start something: the target then rolls its dodge on its own side's chart. The buttons in play show the combined chances.</p>",
            ),
        ]),
    ]
}

/// The sections after the status sheet.
fn sections_after_sheet() -> Vec<Markup> {
    vec![
        Markup::from_iter([
            Markup::trusted("<h2>Balance</h2>"),
            el("p").text(METHOD).into(),
            Markup::trusted(
                "<p>Measured by computer play with the status sheet above (the targets: Bond wins 45–55 % between equal computer players, and the normal computer wins at least 95 % of the games won against a random player, both sides together):</p>",
            ),
            balance_table(),
        ]),
        Markup::from_iter([
            Markup::trusted(
                "<h2>Our rulings</h2><p>Where the rulebook leaves a question open, this is how Q Branch plays it:</p>",
            ),
            el("dl").class("rulings").child(terms(RULINGS)).into(),
        ]),
        Markup::trusted(
            "<h2>Playing it here</h2><ul>\
             <li>The spaces you may fly to next glow gold: tap one (or Tab to it and press Enter) to fly one space. Each step is one space of your roll; the crater counts down what is left.</li>\
             <li>Farther spaces that only one way of flying reaches glow too, each with its count of spaces: one tap flies the whole way there (and one Undo takes it back).</li>\
             <li>After your Force has been answered, the rest of your count is yours to choose: fly on, or “End the move” where you are.</li>\
             <li>Everything else — Quick Turn, Double Back, firing, Force, dodges, ending the move — is a button beside the map showing the exact odds. Focusing a fire button rings its target on the map.</li>\
             <li>Helicopters point their nose the way they face. A High helicopter casts a long shadow and wears an H tag; a Low one has a short shadow and an L tag.</li>\
             <li>Your turn ends by itself once you have flown your full count and have nothing left to try; otherwise “End the move” finishes it.</li>\
             </ul>",
        ),
    ]
}

/// Each part in a `<section>` of its own.
fn sections(parts: Vec<Markup>) -> impl IntoView {
    parts
        .into_iter()
        .map(|p| view! { <section inner_html=p></section> })
        .collect_view()
}

/// The whole page.
pub fn rules() -> impl IntoView {
    let fresh = Yolt::new(&YoltSetup::default(), 0)
        .unwrap_or_else(|_| panic!("the standard setup is valid"))
        .view(None);
    let fresh = memo(move || fresh.clone());
    view! {
        <div class="yolt-rules">
            <p class="lead">
                "A dogfight over a volcano. One player flies Little Nellie, Bond's one-man autogyro, armed to the teeth; the other commands four Enemy helicopters that only carry machine guns. Bond must bring down all four; the Enemy needs to bring down Bond just once."
            </p>
            {sections(sections_before_map())}
            <section>
                <h2>"The map " <span class="badge reconstructed">"Reconstructed"</span></h2>
                <p>
                    "The printed board cannot be reproduced, so this map is our own design following the rulebook's description: an outer ring round the volcano, an inner ring at the crater's rim, spiral approaches between them (two crossing on Overpasses), a loop in each corner holding an Enemy start, one-way Quick Turn and Vertical Fire arrows."
                </p>
                <p>
                    "What counts as forward is taken from the drawing: a line is straight on when it bends no more than 60° from the way the nose points."
                </p>
                <figure class="rules-map">
                    <div class="yolt-board chase-board small" inner_html=rules_map()></div>
                    <figcaption>
                        <span class="badge reconstructed">"Reconstructed"</span>
                        {format!(
                            " Our own map: {} spaces and {} lines on a 16 × 11 board; the Enemy starts on A–D, Little Nellie on Bond.",
                            map().len(),
                            map().lines.len(),
                        )}
                    </figcaption>
                </figure>
            </section>
            <section>
                <h2>"The status sheet " <span class="badge reconstructed">"Reconstructed"</span></h2>
                <p>
                    "The rulebook does not say how many boxes its sheet has. Ours were chosen by us and tuned by letting the computer play itself:"
                </p>
                <table class="plain-table" inner_html=sheet_numbers()></table>
                <div class="rules-sheets">{sheets(fresh)}</div>
            </section>
            {sections(sections_after_sheet())}
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_static_sections_read_the_engines_figures() {
        let before: Markup = sections_before_map().into_iter().collect();
        let before = before.as_str();
        assert_eq!(before.matches("<h2>").count(), 7);
        assert!(before.contains("James Bond Action Summary"));
        assert_eq!(before.matches(r#"<li class="legend-item">"#).count(), 7);
        let after: Markup = sections_after_sheet().into_iter().collect();
        assert_eq!(after.as_str().matches("<dt>").count(), RULINGS.len());
        let s = StatusSheet::STANDARD;
        let numbers = sheet_numbers();
        let numbers = numbers.as_str();
        assert!(numbers.contains(&format!("<td>{} hit boxes</td>", s.bond_hits)));
        // One box is a box: the missiles' row read "1 ammo boxes".
        assert_eq!(s.bond_ammo(Weapon::Missiles), 1);
        assert!(numbers.contains("missiles</th><td>1 ammo box</td>"));
        assert!(numbers.contains("rockets</th><td>2 ammo boxes</td>"));
        assert_eq!(numbers.matches("<tr>").count(), 3 + Weapon::ALL.len());
    }
}
