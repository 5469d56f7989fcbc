//! Rules pages: each game's own (`GameUi::rules_view`), and how the shell works.

use leptos::prelude::*;
use qbranch_engine::GameId;

use super::emblem::Emblem;
use crate::ui::markup::Markup;

#[component]
pub fn RulesRoute(game: GameId) -> impl IntoView {
    let info = game.info();
    let body = crate::games::screens(game).rules();
    view! {
        <article class="page rules">
            <p class="crumbs"><a href="#/">"Games"</a>" / Rules"</p>
            <header class="rules-head">
                <Emblem game=game/>
                <div>
                    <h1>{info.name}</h1>
                    <p class="tile-facts">
                        {format!("{} · about {} min", super::home::players_text(&info), info.minutes)}
                    </p>
                    <super::lesson::LearnButton game=game/>
                </div>
            </header>
            <div class="rules-body">{body}</div>
            <super::levels::LevelTables game=game/>
            <aside class="card">
                <h2>"Saves, undo and the computer"</h2>
                <p>
                    "Saves, undo, passing the device and the computer opponents work the same in every game: "
                    <a href="#/rules">"how Q Branch works"</a>
                    "."
                </p>
                <p><a class="btn primary" href=format!("#/new/{game}")>"New game"</a></p>
            </aside>
        </article>
    }
}

/// How saves, undo, hot-seat, the computer and replays work, for every game: static prose.
const HELP: &str = concat!(
    r##"<p class="crumbs"><a href="#/">Games</a> / How it works</p><h1>How Q Branch works</h1>"##,
    r##"<section><h2>Saves</h2><p>Every move is saved at once, in this browser only: close the tab, come back later, and carry on from <a href="#/saves">Saved games</a>. You can keep as many games as you like, rename them and delete them.</p><p>To keep a game safe or move it to another device, export it as a file; import that file on the other device. A file that is not a Q Branch game, or whose moves do not add up, is refused and changes nothing.</p><p>If the browser's storage is full, a red banner says so at once. The game goes on in its tab and nothing is lost while the tab stays open; saving resumes as soon as there is room again.</p><p>If the same game is open in two tabs, only one of them can go on saving it: the other says it was changed elsewhere and asks you to reload, so no move is ever silently lost.</p><p>A save that cannot be read (damaged, or written by a newer Q Branch) is shown as such, with a way to export its raw contents and to delete it. It never affects your other saves.</p></section>"##,
    r##"<section><h2>Undo</h2><p>You may take back your own last action while it is still your turn. Against the computer, you may also take back your last action after it replied: its reply goes back with it, as long as neither drew, rolled or revealed anything. You can never take back a die roll, a shuffle, a card drawn or a secret revealed, nor anything another person did.</p></section>"##,
    r##"<section><h2>Several people, one screen</h2><p>In games with secrets (hands of cards, face-down plots), a curtain reading “Pass to …” covers the screen whenever it is another person's turn. Only when that person taps “I am …” does the screen show their view, and only theirs: the others' secrets are not in the page at all.</p><p>The curtain keeps secrets from a glance at the screen, not from someone who digs into the browser's developer tools: a saved game holds its seed and every move, and the hidden cards can be worked out from them.</p></section>"##,
    r##"<section><h2>Computer opponents</h2><p>Any seat can be played by the computer, at easy, normal or hard. It plays fair: it only knows what its own seat may know and it cannot foresee the dice. Its moves are shown one at a time; switch to “fast” in the side panel to skip the pauses.</p></section>"##,
    r##"<section><h2>Log, dice and replay</h2><p>The side panel shows the last roll and a log of everything that happened, in plain words. Any game, finished or not, can be replayed move by move from its menu or from Saved games; the arrow keys step through it.</p></section>"##,
    r##"<section><h2>Odds</h2><p>Where dice decide an action, its button shows the exact chance of each result.</p></section>"##,
    r##"<p><a class="btn primary" href="#/">Back to the games</a></p>"##,
);

/// How saves, undo, hot-seat, the computer and replays work, for every game.
#[component]
pub fn Help() -> impl IntoView {
    view! { <article class="page rules narrow" inner_html=Markup::trusted(HELP)></article> }
}
