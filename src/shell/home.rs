//! Home: the five games as tiles, and the way to saved games and help.

use leptos::prelude::*;
use qbranch_engine::GameInfo;

use super::emblem::emblem_markup;
use super::motif::gun_barrel_markup;
use crate::markup::esc;

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

/// Home, as markup: it is drawn once and holds nothing but links.
#[component]
pub fn Home() -> impl IntoView {
    let tiles: String = qbranch_engine::registry::catalog()
        .iter()
        .map(tile_markup)
        .collect();
    let page = format!(
        r##"<header class="masthead">{barrel}<div class="masthead-text"><h1 class="brand">Q Branch</h1><p class="tagline">{tagline}</p></div><nav class="masthead-nav" aria-label="Main"><a class="btn" href="#/saves">Saved games</a><a class="btn ghost" href="#/rules">How it works</a></nav></header><ul class="tiles" aria-label="Games">{tiles}</ul>"##,
        barrel = gun_barrel_markup("masthead-barrel"),
        tagline = esc(&tagline()),
    );
    view! { <section class="page home" inner_html=page></section> }
}

/// One game's tile: emblem, name, facts, blurb, and its links (New game, Decks, Rules).
fn tile_markup(info: &GameInfo) -> String {
    let playable = is_playable(info);
    let id = esc(info.id);
    let action = if playable {
        format!(r##"<a class="btn primary" href="#/new/{id}">New game</a>"##)
    } else {
        r#"<span class="badge prep" data-testid="in-preparation">In preparation</span>"#.to_string()
    };
    let decks = if info.id == "ccg" || info.id == "ccg-ltk" {
        format!(r##"<a class="btn ghost" data-testid="tile-decks" href="#/decks/{id}">Decks</a>"##)
    } else {
        String::new()
    };
    format!(
        r##"<li class="tile{unavailable}" aria-labelledby="tile-{id}" data-game="{id}" data-hidden-information="{hidden}">{emblem}<div class="tile-body"><h2 id="tile-{id}">{name}</h2><p class="tile-facts">{facts}</p><p class="tile-blurb">{blurb}</p></div><div class="tile-actions">{action}{decks}<a class="btn ghost" href="#/rules/{id}">Rules</a></div></li>"##,
        unavailable = if playable { "" } else { " unavailable" },
        hidden = info.hidden_information,
        emblem = emblem_markup(info.id),
        name = esc(info.name),
        facts = esc(&format!(
            "{} · about {} min",
            players_text(info),
            info.minutes
        )),
        blurb = esc(info.blurb),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tile_carries_its_game_its_links_and_escaped_text() {
        let catalog = qbranch_engine::registry::catalog();
        let ccg = catalog.iter().find(|g| g.id == "ccg").unwrap();
        let tile = tile_markup(ccg);
        assert!(tile.contains(r#"data-game="ccg""#));
        assert!(tile.contains(r##"href="#/rules/ccg""##));
        assert!(tile.contains(r##"data-testid="tile-decks" href="#/decks/ccg""##));
        assert!(tile.contains(&format!(r#"<h2 id="tile-ccg">{}</h2>"#, esc(ccg.name))));
        let yolt = catalog.iter().find(|g| g.id == "yolt").unwrap();
        assert!(!tile_markup(yolt).contains("tile-decks"));
        // Every tile's text is escaped: no catalogue text can open a tag.
        for g in &catalog {
            let t = tile_markup(g);
            assert_eq!(t.matches("<li").count(), 1, "{}", g.id);
            assert_eq!(t.matches("</li>").count(), 1, "{}", g.id);
        }
    }
}
