//! Home: the games as tiles, and the way to saved games and help.

use leptos::prelude::*;
#[cfg(test)]
use qbranch_engine::GameId;
use qbranch_engine::GameInfo;

use super::emblem::Emblem;
use super::motif::GunBarrel;

/// "2 players", "2–4 players".
pub fn players_text(info: &GameInfo) -> String {
    if info.min_players == info.max_players {
        format!("{} players", info.min_players)
    } else {
        format!("{}–{} players", info.min_players, info.max_players)
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
                    <p class="tagline">
                        "Five James Bond tabletop games. Hot-seat on one screen, or against a computer that plays fair."
                    </p>
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
    let id = info.id;
    let decks = crate::games::screens(id).decks().is_some().then(|| {
        view! { <a class="btn ghost" data-testid="tile-decks" href=format!("#/decks/{id}")>"Decks"</a> }
    });
    view! {
        <li
            class="tile"
            aria-labelledby=format!("tile-{id}")
            data-game=id.as_str()
            data-hidden-information=info.hidden_information.to_string()
        >
            <Emblem game=id/>
            <div class="tile-body">
                <h2 id=format!("tile-{id}")>{info.name}</h2>
                <p class="tile-facts">{format!("{} · about {} min", players_text(&info), info.minutes)}</p>
                <p class="tile-blurb">{info.blurb}</p>
            </div>
            <div class="tile-actions">
                <a class="btn primary" href=format!("#/new/{id}")>"New game"</a>
                <super::lesson::LearnButton game=id/>
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
        assert_eq!(players_text(&GameId::Yolt.info()), "2 players");
        let ccg = GameId::Ccg.info();
        assert_eq!(
            players_text(&ccg),
            format!("{}–{} players", ccg.min_players, ccg.max_players)
        );
    }
}
