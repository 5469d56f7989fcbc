//! Rules pages: each game's own (`GameUi::rules_view`), and how the shell works.

use leptos::prelude::*;

use super::emblem::emblem_markup;
use crate::markup::{dl_items, esc};

#[component]
pub fn RulesRoute(game: String) -> impl IntoView {
    let info = qbranch_engine::registry::info(&game).or_else(|| crate::games::playable_info(&game));
    let Some(info) = info else {
        return view! {
            <section class="page narrow" inner_html=r##"<h1>No such game</h1><p><a class="btn primary" href="#/">Back to the games</a></p>"##></section>
        }
        .into_any();
    };
    // Everything round the game's own rules is drawn once, as markup.
    let body = match crate::games::screens(&game) {
        Some(ui) => view! { <div class="rules-body">{ui.rules()}</div> }.into_any(),
        None => view! { <div class="rules-body" inner_html=in_preparation(&game, &info)></div> }
            .into_any(),
    };
    let head = format!(
        r#"{emblem}<div><h1>{name}</h1><p class="tile-facts">{facts}</p></div>"#,
        emblem = emblem_markup(&game),
        name = esc(info.name),
        facts = esc(&format!(
            "{} · about {} min",
            super::home::players_text(&info),
            info.minutes
        )),
    );
    let new_game = if super::home::is_playable(&info) {
        format!(
            r##"<p><a class="btn primary" href="#/new/{}">New game</a></p>"##,
            esc(&game)
        )
    } else {
        String::new()
    };
    let aside = format!(
        r##"<h2>Playing it here</h2><p>Saves, undo, passing the device and the computer opponents work the same in every game: <a href="#/rules">how Q Branch works</a>.</p>{new_game}"##
    );
    view! {
        <article class="page rules">
            <p class="crumbs" inner_html=CRUMBS></p>
            <header class="rules-head" inner_html=head></header>
            {body}
            <aside class="card" inner_html=aside></aside>
        </article>
    }
    .into_any()
}

/// The way back from a game's rules page.
const CRUMBS: &str = r##"<a href="#/">Games</a> / Rules"##;

/// The rules page of a game whose table is not finished: what the engine knows of it.
fn in_preparation(id: &str, info: &qbranch_engine::GameInfo) -> String {
    let rulings: &'static [(&'static str, &'static str)] =
        qbranch_engine::dispatch!(id, G => <G as qbranch_engine::Game>::RULINGS, &[]);
    let seats = if info.min_players == info.max_players {
        format!("{} players", info.min_players)
    } else {
        format!("{} to {} players", info.min_players, info.max_players)
    };
    let secret = if info.hidden_information {
        "Each player keeps cards the others may not see, so passing one device round the table uses the same curtain as the other card games here."
    } else {
        "Everything on the table is open to every player."
    };
    let rulings = if rulings.is_empty() {
        String::new()
    } else {
        format!(
            r#"<section data-testid="rulings"><h2>Our rulings so far</h2><p>Where the rulebook is silent, unclear or contradicts itself, this is how the engine plays it. The full rules, in our own words, come with the table.</p><dl class="rulings">{}</dl></section>"#,
            dl_items(rulings)
        )
    };
    format!(
        r#"<p class="lead">{blurb}</p><p class="notice" data-testid="in-preparation-note">This game is in preparation: its rules engine is written and tested, but the table you will play it on is not finished, so it cannot be started here yet.</p><section><h2>At the table</h2><p>{seats}, about {minutes} minutes. {secret}</p></section>{rulings}"#,
        blurb = esc(info.blurb),
        minutes = info.minutes,
    )
}

/// How saves, undo, hot-seat, the computer and replays work, for every game (static markup).
const HELP: &str = concat!(
    r##"<p class="crumbs"><a href="#/">Games</a> / How it works</p><h1>How Q Branch works</h1>"##,
    r##"<section><h2>Saves</h2><p>Every move is saved at once, in this browser only: close the tab, come back later, and carry on from <a href="#/saves">Saved games</a>. You can keep as many games as you like, rename them and delete them.</p><p>To keep a game safe or move it to another device, export it as a file; import that file on the other device. A file that is not a Q Branch game, or whose moves do not add up, is refused and changes nothing.</p><p>If the browser's storage is full, a red banner says so at once. The game goes on in its tab and nothing is lost while the tab stays open; saving resumes as soon as there is room again.</p><p>If the same game is open in two tabs, only one of them can go on saving it: the other says it was changed elsewhere and asks you to reload, so no move is ever silently lost.</p><p>A save that cannot be read (damaged, or written by a newer Q Branch) is shown as such, with a way to export its raw contents and to delete it. It never affects your other saves.</p></section>"##,
    r##"<section><h2>Undo</h2><p>You may take back your own last action while it is still your turn. You can never take back a die roll, a shuffle, a card drawn or a secret revealed, nor anything another player did.</p></section>"##,
    r##"<section><h2>Several people, one screen</h2><p>In games with secrets (hands of cards, face-down plots), a curtain reading “Pass to …” covers the screen whenever it is another person's turn. Only when that person taps “I am …” does the screen show their view, and only theirs: the others' secrets are not in the page at all.</p><p>The curtain keeps secrets from a glance at the screen, not from someone who digs into the browser's developer tools: a saved game holds its seed and every move, and the hidden cards can be worked out from them.</p></section>"##,
    r##"<section><h2>Computer opponents</h2><p>Any seat can be played by the computer, at easy, normal or hard. It plays fair: it only knows what its own seat may know and it cannot foresee the dice. Its moves are shown one at a time; switch to “fast” in the side panel to skip the pauses.</p></section>"##,
    r##"<section><h2>Log, dice and replay</h2><p>The side panel shows the last roll and a log of everything that happened, in plain words. Any game, finished or not, can be replayed move by move from its menu or from Saved games; the arrow keys step through it.</p></section>"##,
    r##"<section><h2>Odds</h2><p>Where dice decide an action, its button shows the exact chance of each result.</p></section>"##,
    r##"<p><a class="btn primary" href="#/">Back to the games</a></p>"##,
);

/// How saves, undo, hot-seat, the computer and replays work, for every game.
#[component]
pub fn Help() -> impl IntoView {
    view! { <article class="page rules narrow" inner_html=HELP></article> }
}
