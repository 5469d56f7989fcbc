//! The rules pages of both rule sets, in our own words: the game in short sections, the
//! reconstructed card pool and prebuilt decks, our rulings, and the computer's and the decks'
//! measured figures from the engine (`ccg/balance.rs`), with the unmet deck target said plainly.

use leptos::prelude::*;
use qbranch_engine::ccg::balance::{DeckPoints, Measured, DECK_POINTS, MEASURED};
use qbranch_engine::ccg::decks::{deck, decks};
use qbranch_engine::ccg::pool::legal_in;
use qbranch_engine::ccg::rulings::RULINGS;
use qbranch_engine::ccg::{CardType, Icon, Variant};

use super::card::{icons_text, value_text};

/// The deck target: every prebuilt deck within this many points of an even 50.
pub const DECK_TOLERANCE: f64 = 8.0;

/// The figures of the normal computer against random players, for this rule set.
pub fn measured(v: Variant) -> Vec<&'static Measured> {
    MEASURED.iter().filter(|m| m.game == v.game()).collect()
}

/// The prebuilt decks' points, for this rule set.
pub fn deck_points(v: Variant) -> Vec<&'static DeckPoints> {
    DECK_POINTS.iter().filter(|d| d.game == v.game()).collect()
}

/// True when every deck's points are within the tolerance of 50.
pub fn decks_balanced(v: Variant) -> bool {
    let d = deck_points(v);
    !d.is_empty()
        && d.iter()
            .all(|p| (p.points_pct() - 50.0).abs() <= DECK_TOLERANCE)
}

/// One decimal, as a string.
pub fn one_decimal(x: f64) -> String {
    format!("{x:.1}")
}

fn sections(v: Variant) -> Vec<(&'static str, Vec<&'static str>)> {
    let common_end = vec![
        "A Bond On Assignment, with at most one Personality beside him, must match or beat the highest PV and the highest CV among the Plots he faces, and hold at least as many of each Ability icon as all those Plots require together. Q cards attached to him count.",
        "A Bond who fails is Demoted: turned on his side. A Demoted card works as before, but if it is Demoted again it is discarded with everything attached to it.",
        "Intrigue cards are played when their text says. When an attack or an assignment is declared, a response window opens: starting with the acting player and going round the table, each player may play Intrigue cards or pass, until everyone passes in a row.",
    ];
    match v {
        Variant::Basic => vec![
            ("The aim", vec![
                "Each player builds up villainous Plots in their own Plot Zone and sends Bond cards from their Agency to overcome the Plots of the others.",
                "A Plot in your Plot Zone is worth its bullets in Plot Points (a Mission 5, a Villain 4, a Henchman 3, a Location 2, an Obstacle 1). Overcome a rival's Plot and you gain twice its bullets while they lose what it gave them.",
                "Before play, agree the goal: 25 Plot Points for a Scene, 35 for an Act, 50 for a Feature Film. The first to reach it wins on the spot.",
                "A new game here starts from a Scene for two players and an Act for three or four (you can pick any goal): a Scene for three or four lasts about four rounds, and the seat that plays last often ends it with a turn fewer than the winner.",
            ]),
            ("Getting ready", vec![
                "Each player shuffles a deck of at least 60 cards. In the set-up round everyone in turn draws seven cards and, holding any Plot card, must lay one into their Plot Zone; a copy of a Plot already in a Plot Zone goes onto a face-up Plot Pile instead.",
            ]),
            ("A turn", vec![
                "Draw Cards: fill your hand to seven, from your Draw Pile or the top of your Plot Pile.",
                "Advance the Plot: holding a Plot card, you must play one as a new Main Plot (within the limits: 1 Mission, 2 Villains, 3 Henchmen, 4 Locations, 5 Obstacles).",
                "Develop Subplots: attach Obstacles, non-Ally Personalities, or smaller Plots from the same film under your Main Plots.",
                "Henchman Attack: one of your Henchmen may attack a Bond or Personality in another Agency by PV; if the target's PV is lower it is Demoted, if the Henchman's is lower it escapes unharmed, and a tie does nothing.",
                "Assignment Briefing: bring Bond cards and Personalities into your Agency (a non-Ally Personality must be won over by your Bonds) and give out Q cards.",
                "On Assignment: send one Bond against one Main Plot of a rival, with all its Subplots.",
                "Discard: you may discard one card; your turn ends.",
            ]),
            ("Overcoming and Demotion", common_end),
        ],
        Variant::Ltk => vec![
            ("The aim", vec![
                "This 1998 fan variant keeps the Basic game's heart but adds bluff and dice. Plot cards form their own Plot deck and may be played face down; Obstacles are gone; Agents are a new kind of Personality who may go On Assignment alone.",
                "A Plot in your Plot Zone is worth its bullets once it is face up; overcoming a rival's Plot earns twice its bullets. You win by reaching 60 Plot Points, but only by overcoming: laying Plots down never wins the game.",
            ]),
            ("Getting ready", vec![
                "Each player has a 60-card Action deck and a 21-card Plot deck. Each starts with a Mission face up, a Villain face down on it, and a Bond whose PV and CV add up to 10 or less; starting Missions must differ. Then everyone draws seven Action cards.",
            ]),
            ("A turn", vec![
                "Draw Cards: fill your hand to seven Action cards and draw one Plot card (none once your Plot deck is spent: play goes on).",
                "Develop Plot Zone: place the Plot you drew face up or face down, alone as a new Main Plot or inside one (a Main Plot keeps its cards in descending order, at most five, one Mission, one Villain, one Henchman, two Locations). You may also connect non-Ally Personalities and give Q cards to the face-up Villains, Henchmen and Personalities of your Plot Zone.",
                "Henchman Attack: a Henchman (or Personality in your Plot Zone) may attack a Bond or Personality by PV or CV, if at least equal to the target. Both sides roll a die; the stronger side adds the difference, the target adds one on a tie of values.",
                "Assignment Briefing: bring Bonds, Personalities and Agents into your Agency; give at most one Q card to each character.",
                "On Assignment: send a Bond (with one Personality or Agent) or an Agent alone against a rival's Main Plot; face-down cards are turned up from the bottom one at a time, with a new round of Intrigue cards after each. Instead, you may move or swap Q cards between your characters.",
                "Discard and Draw: discard any cards, then draw back to seven; your turn ends.",
            ]),
            ("Overcoming and Demotion", common_end),
        ],
    }
}

/// A table's head row: one column heading each.
#[component]
fn ColumnHeads(cols: &'static [&'static str]) -> impl IntoView {
    let heads = cols
        .iter()
        .map(|c| view! { <th scope="col">{*c}</th> })
        .collect_view();
    view! { <tr>{heads}</tr> }
}

#[component]
fn MeasuredTable(v: Variant) -> impl IntoView {
    let rows = measured(v)
        .into_iter()
        .map(|m| {
            view! {
                <tr data-testid="measured-row">
                    <td>{m.players}</td>
                    <td>{m.games}</td>
                    <td>{m.wins}</td>
                    <td>{m.losses}</td>
                    <td>{m.draws + m.unfinished}</td>
                    <td><strong>{format!("{} %", one_decimal(m.win_pct()))}</strong></td>
                    <td>{format!("{} ms", one_decimal(m.mean_ms))}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <div class="table-wrap">
            <table class="ccg-figures" data-testid="measured">
                <caption>"The normal computer against random players"</caption>
                <thead><ColumnHeads cols=&["Players", "Games", "Computer won", "Random won", "Drawn or stopped", "Computer's share", "Time per decision"]/></thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
    }
}

#[component]
fn DeckTable(v: Variant) -> impl IntoView {
    let verdict = if decks_balanced(v) {
        "Every prebuilt deck is within 8 points of an even 50: the balance target is met."
    } else {
        "The balance target (every prebuilt deck within 8 points of an even 50) is NOT met yet: the decks are still to be tuned against these figures."
    };
    let rows = deck_points(v)
        .into_iter()
        .map(|d| {
            let pct = d.points_pct();
            let ok = (pct - 50.0).abs() <= DECK_TOLERANCE;
            let name = deck(d.deck).map(|p| p.name).unwrap_or(d.deck);
            view! {
                <tr data-testid="deck-row" data-within=ok.to_string()>
                    <th scope="row">{name}</th>
                    <td>{d.games}</td>
                    <td><strong>{one_decimal(pct)}</strong></td>
                    <td>{if ok { "within 42–58" } else { "outside 42–58" }}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <p class="verdict" data-testid="deck-verdict">{verdict}</p>
        <div class="table-wrap">
            <table class="ccg-figures" data-testid="deck-points">
                <caption>"Prebuilt decks, computer against computer (normal level, two players): points per 100 games, a draw counting half"</caption>
                <thead><ColumnHeads cols=&["Deck", "Games", "Points", "Target"]/></thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
    }
}

#[component]
fn PoolTable(v: Variant) -> impl IntoView {
    let mut cards: Vec<_> = legal_in(v).collect();
    cards.sort_by_key(|c| (c.ctype, c.name));
    let counts = CardType::ALL
        .iter()
        .filter_map(|&t| {
            let k = legal_in(v).filter(|c| c.ctype == t).count();
            (k > 0).then(|| format!("{k} {}", t.name()))
        })
        .collect::<Vec<_>>()
        .join(", ");
    let summary = format!("{} cards in this rule set: {counts}.", cards.len());
    let icons = |i: &[(Icon, u8)]| {
        if i.is_empty() {
            String::new()
        } else {
            icons_text(i)
        }
    };
    let rows = cards
        .into_iter()
        .map(|c| {
            view! {
                <tr data-testid="rules-card">
                    <th scope="row">{c.name}</th>
                    <td>{c.ctype.name()}</td>
                    <td>{c.film.title()}</td>
                    <td>{value_text(c.pv)}</td>
                    <td>{value_text(c.cv)}</td>
                    <td>{icons(c.provides)}</td>
                    <td>{icons(c.requires)}</td>
                    <td>{c.ctype.is_plot().then(|| c.bullets.to_string())}</td>
                    <td class="text">{c.text}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <p>{summary}</p>
        <details class="ccg-pool">
            <summary>"The whole card list"</summary>
            <div class="table-wrap">
                <table class="ccg-figures">
                    <caption>"The reconstructed pool"</caption>
                    <thead><ColumnHeads cols=&["Card", "Type", "Film", "PV", "CV", "Provides", "Requires", "Bullets", "Text"]/></thead>
                    <tbody>{rows}</tbody>
                </table>
            </div>
        </details>
    }
}

/// How the table works here, beyond the rules.
const PLAYING_HERE: [&str; 9] = [
    "Your Plot Zone and Agency are drawn large; the other players' are listed compactly with their scores, hands (card backs only) and piles. When only computers play, or in a replay, the first player's are drawn large, so the table does not turn round at every turn.",
    "The log shows the latest 40 moves; a button under its title shows the whole game.",
    "Tap any face-up card, or press Enter on it, to read it full size, with what you may do with that very card now; Escape closes it.",
    "Your choices are buttons grouped by kind; in a response window the Pass button ends your part.",
    "On Assignment is chosen in the rulebook's order: who goes, who goes along, then the Main Plot. Each Main Plot's button shows the group's totals against what that Main Plot asks for (for example PV 7 / 6 ✔ · Shooting 1 / 2 ✘), and changes as soon as you pick someone else. Face-down Plots are counted but not read, and Intrigue cards played in the window can still change the outcome.",
    "A Henchman Attack shows the two values and what comes of them; in Licence to Kill, with the chance of each result from the two dice.",
    "While you choose, the cards you may pick wear a dashed gold ring: tap one to choose it; tap it again to read it.",
    "Every player is asked in every response window unless the game was started with \"skip players who cannot answer\": then a player with nothing to play there passes at once (see the rulings).",
    "When people share the device, the curtain hides each hand and each face-down Plot from the others.",
];

/// The rules page of a rule set: it is static, nothing on it changes once drawn.
pub fn rules(v: Variant) -> impl IntoView {
    let sections = sections(v)
        .into_iter()
        .map(|(title, ps)| {
            let ps = ps.into_iter().map(|p| view! { <p>{p}</p> }).collect_view();
            view! { <section><h2>{title}</h2>{ps}</section> }
        })
        .collect_view();
    let decks = decks(v)
        .map(|d| view! { <li><strong>{d.name}</strong>": "{d.theme}</li> })
        .collect_view();
    let rulings = RULINGS
        .iter()
        .map(|(t, d)| view! { <dt>{*t}</dt><dd>{*d}</dd> })
        .collect_view();
    let playing = PLAYING_HERE.map(|p| view! { <li>{p}</li> });
    view! {
        <div class="ccg-rules" data-testid="ccg-rules" data-variant=v.game().as_str()>
            {sections}
            <section>
                <h2>"The cards " <span class="badge reconstructed">"Reconstructed"</span></h2>
                <p>"No full card list of the 1995 game survives, so the pool here is reconstructed: names and numbers drawn from the films, every card the two rulebooks mention with the figures they give, and all card texts written by us. The card faces are our own drawings: a coloured band for the type, the PV and CV, the Ability icons as lettered discs (blue: provided, red: required, black: given by a Q card) and bullets for Plot Points."</p>
                <PoolTable v=v/>
                <h3>"Prebuilt decks"</h3>
                <ul>{decks}</ul>
            </section>
            <section>
                <h2>"Our rulings"</h2>
                <p>"Where the rulebooks are silent, unclear or disagree, this is how Q Branch plays:"</p>
                <dl class="rulings" data-testid="rulings">{rulings}</dl>
            </section>
            <section>
                <h2>"Measured figures"</h2>
                <p>"Measured by self-play with the engine; the numbers below are printed from its own tables."</p>
                <MeasuredTable v=v/>
                <DeckTable v=v/>
            </section>
            <section>
                <h2>"Playing it here"</h2>
                <ul>{playing}</ul>
            </section>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_figures_are_the_engines_and_the_verdict_follows_them() {
        for v in [Variant::Basic, Variant::Ltk] {
            let m = measured(v);
            assert_eq!(m.len(), 3, "2, 3 and 4 players");
            assert_eq!(
                m.iter().map(|m| m.players).collect::<Vec<_>>(),
                vec![2, 3, 4]
            );
            let d = deck_points(v);
            assert_eq!(d.len(), 4);
            // The verdict says what the numbers say.
            let all_within = d.iter().all(|p| (p.points_pct() - 50.0).abs() <= 8.0);
            assert_eq!(decks_balanced(v), all_within);
        }
        assert_eq!(one_decimal(63.54), "63.5");
    }
}
