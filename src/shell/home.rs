//! Home: the five games as tiles, and the way to saved games and help.

use leptos::prelude::*;
use qbranch_engine::GameInfo;

use super::emblem::Emblem;
use super::motif::GunBarrel;

/// Playable in this build: implemented in the engine and given screens in the app.
pub fn is_playable(info: &GameInfo) -> bool {
    info.implemented && crate::games::playable_info(info.id).is_some()
}

/// "2 players", "2–4 players".
pub fn players_text(info: &GameInfo) -> String {
    if info.min_players == info.max_players {
        format!("{} players", info.min_players)
    } else {
        format!("{}–{} players", info.min_players, info.max_players)
    }
}

/// The promise on the masthead, true to this build: how many of the five games can be played.
fn tagline() -> String {
    let all = qbranch_engine::registry::catalog();
    let playable = all.iter().filter(|g| is_playable(g)).count();
    let count = match playable {
        1 => "One",
        2 => "Two",
        3 => "Three",
        4 => "Four",
        _ => "Five",
    };
    if playable >= all.len() {
        format!("{count} James Bond tabletop games. Hot-seat on one screen, or against a computer that plays fair.")
    } else {
        format!(
            "{count} James Bond tabletop games to play now, {} more in preparation. Hot-seat on one screen, or against a computer that plays fair.",
            all.len() - playable
        )
    }
}

#[component]
pub fn Home() -> impl IntoView {
    let tiles = qbranch_engine::registry::catalog()
        .into_iter()
        .map(|info| view! { <Tile info=info/> })
        .collect_view();
    view! {
        <section class="page home">
            <header class="masthead">
                <GunBarrel class="masthead-barrel"/>
                <div class="masthead-text">
                    <h1 class="brand">"Q Branch"</h1>
                    <p class="tagline">{tagline()}</p>
                </div>
                <nav class="masthead-nav" aria-label="Main">
                    <a class="btn" href="#/saves">"Saved games"</a>
                    <a class="btn ghost" href="#/rules">"How it works"</a>
                </nav>
            </header>
            <ul class="tiles" aria-label="Games">{tiles}</ul>
        </section>
    }
}

/// One game's tile: emblem, name, facts, blurb, and its links (New game, Decks, Rules).
#[component]
fn Tile(info: GameInfo) -> impl IntoView {
    let playable = is_playable(&info);
    let id = info.id;
    let action = if playable {
        view! { <a class="btn primary" href=format!("#/new/{id}")>"New game"</a> }.into_any()
    } else {
        view! { <span class="badge prep" data-testid="in-preparation">"In preparation"</span> }
            .into_any()
    };
    let decks = (id == "ccg" || id == "ccg-ltk").then(|| {
        view! { <a class="btn ghost" data-testid="tile-decks" href=format!("#/decks/{id}")>"Decks"</a> }
    });
    view! {
        <li
            class=if playable { "tile" } else { "tile unavailable" }
            aria-labelledby=format!("tile-{id}")
            data-game=id
            data-hidden-information=info.hidden_information.to_string()
        >
            <Emblem game=id.to_string()/>
            <div class="tile-body">
                <h2 id=format!("tile-{id}")>{info.name}</h2>
                <p class="tile-facts">{format!("{} · about {} min", players_text(&info), info.minutes)}</p>
                <p class="tile-blurb">{info.blurb}</p>
            </div>
            <div class="tile-actions">
                {action}
                {decks}
                <a class="btn ghost" href=format!("#/rules/{id}")>"Rules"</a>
            </div>
        </li>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_are_counted_as_one_number_or_a_range() {
        let catalog = qbranch_engine::registry::catalog();
        let yolt = catalog.iter().find(|g| g.id == "yolt").unwrap();
        assert_eq!(players_text(yolt), "2 players");
        let ccg = catalog.iter().find(|g| g.id == "ccg").unwrap();
        assert_eq!(
            players_text(ccg),
            format!("{}–{} players", ccg.min_players, ccg.max_players)
        );
    }
}
