//! The app: hash routing by hand (no router crate), shared app state, page switch.

use crate::reactive::memo;

use leptos::ev;
use leptos::prelude::*;

use crate::route::Route;
use crate::shell::toast::{StorageBanner, Toast, Toasts};
use crate::shell::{home, new_game, play, replay, rules, saves_list};

/// State shared by every screen.
#[derive(Clone, Copy)]
pub struct AppCtx {
    pub toasts: crate::reactive::State<Vec<Toast>>,
    /// Set when a write failed for lack of space; cleared by the next successful write.
    pub storage_full: crate::reactive::State<bool>,
    /// Bumped whenever saves change (this tab or another): lists re-read the store.
    pub saves_changed: crate::reactive::State<u32>,
    /// Saves that could not be written (storage full), kept in memory so nothing is lost
    /// while the tab stays open.
    pub unsaved: crate::reactive::Kept<crate::saves::store::Waiting>,
}

thread_local! {
    // Also reachable from timers and event listeners, which run outside the reactive owner.
    static APP: std::cell::Cell<Option<AppCtx>> = const { std::cell::Cell::new(None) };
}

pub fn app_ctx() -> AppCtx {
    APP.with(|a| a.get()).expect("the App is mounted")
}

fn current_hash() -> String {
    window().location().hash().unwrap_or_default()
}

/// Go to a route (adds a browser history entry).
pub fn navigate(route: &Route) {
    window().location().set_hash(&route.hash()).ok();
}

fn title_for(route: &Route) -> String {
    let game_name = |id: &str| {
        qbranch_engine::registry::info(id)
            .map(|g| g.name.to_string())
            .or_else(|| crate::games::playable_info(id).map(|g| g.name.to_string()))
            .unwrap_or_else(|| id.to_string())
    };
    match route {
        Route::Home => "Q Branch".into(),
        Route::NewGame(g) => format!("New game: {} · Q Branch", game_name(g)),
        Route::Play(_) => "Playing · Q Branch".into(),
        Route::Replay(_) => "Replay · Q Branch".into(),
        Route::Rules(g) => format!("Rules: {} · Q Branch", game_name(g)),
        Route::Help => "How Q Branch works".into(),
        Route::Saves => "Saved games · Q Branch".into(),
        Route::Decks(g) => format!("Deck builder: {} · Q Branch", game_name(g)),
        Route::NotFound(_) => "Not found · Q Branch".into(),
    }
}

#[component]
pub fn App() -> impl IntoView {
    let raw_route = crate::reactive::state(Route::parse(&current_hash()));
    let route = memo(move || raw_route.get());
    // The App lives as long as the page: the listener is never removed.
    let _ = window_event_listener(ev::hashchange, move |_| {
        raw_route.set(Route::parse(&current_hash()));
    });
    let saves_changed = crate::reactive::state(0u32);
    let _ = window_event_listener(ev::storage, move |e: web_sys::StorageEvent| {
        let ours = e
            .key()
            .is_none_or(|k| k.starts_with(crate::saves::format::KEY_PREFIX));
        if ours {
            saves_changed.update(|n| *n += 1);
        }
    });
    let ctx = AppCtx {
        toasts: crate::reactive::state(Vec::new()),
        storage_full: crate::reactive::state(false),
        saves_changed,
        unsaved: crate::reactive::kept(crate::saves::store::Waiting::new()),
    };
    APP.with(|a| a.set(Some(ctx)));
    crate::shell::warm_up::schedule();

    // New screen: title, scroll to the top, focus the page for keyboard and screen readers.
    Effect::new(move |prev: Option<()>| {
        let r = route.get();
        document().set_title(&title_for(&r));
        if prev.is_some() {
            window().scroll_to_with_x_and_y(0.0, 0.0);
            request_animation_frame(|| {
                if let Some(el) = document().get_element_by_id("main") {
                    use wasm_bindgen::JsCast;
                    let _ = el.unchecked_into::<web_sys::HtmlElement>().focus();
                }
            });
        }
    });

    let page = move || match route.get() {
        Route::Home => view! { <home::Home/> }.into_any(),
        Route::NewGame(g) => view! { <new_game::NewGame game=g/> }.into_any(),
        Route::Play(id) => view! { <play::PlayRoute id=id/> }.into_any(),
        Route::Replay(id) => view! { <replay::ReplayRoute id=id/> }.into_any(),
        Route::Rules(g) => view! { <rules::RulesRoute game=g/> }.into_any(),
        Route::Help => view! { <rules::Help/> }.into_any(),
        Route::Saves => view! { <saves_list::SavesList/> }.into_any(),
        Route::Decks(g) => match crate::games::ccg::decks::variant_of(&g) {
            Some(v) => view! { <crate::games::ccg::decks::DeckBuilder variant=v/> }.into_any(),
            None => view! { <NotFound/> }.into_any(),
        },
        Route::NotFound(_) => view! { <NotFound/> }.into_any(),
    };

    view! {
        <StorageBanner/>
        <main id="main" tabindex="-1">{page}</main>
        <Toasts/>
    }
}

#[component]
fn NotFound() -> impl IntoView {
    view! {
        <section class="page narrow" inner_html=r##"<h1>Nothing here</h1><p>This address does not lead to any screen of Q Branch.</p><p><a class="btn primary" href="#/">Back to the games</a></p>"##></section>
    }
}
