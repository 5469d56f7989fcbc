//! The app: the page for the address's route, around the notices every page shares.

use leptos::ev;
use leptos::prelude::*;

use crate::shell::{guest, home, new_game, play, replay, rules, saves_list};
use crate::ui::context::{set_app_ctx, AppCtx};
use crate::ui::reactive::{kept, memo, state};
use crate::ui::route::{self, Route};
use crate::ui::toast::{StorageBanner, Toasts};

fn title_for(route: &Route) -> String {
    let game_name = |id: &qbranch_engine::GameId| id.info().name;
    match route {
        Route::Home => "Q Branch".into(),
        Route::NewGame(g) => format!("New game: {} · Q Branch", game_name(g)),
        Route::Play(_) => "Playing · Q Branch".into(),
        Route::Replay(_) => "Replay · Q Branch".into(),
        Route::Rules(g) => format!("Rules: {} · Q Branch", game_name(g)),
        Route::Help => "How Q Branch works".into(),
        Route::Saves => "Saved games · Q Branch".into(),
        Route::Decks(g) => format!("Deck builder: {} · Q Branch", game_name(g)),
        Route::Join(_) => "Join a game · Q Branch".into(),
        Route::Answer(_) => "An answer code · Q Branch".into(),
        Route::NotFound(_) => "Not found · Q Branch".into(),
    }
}

#[component]
pub fn App() -> impl IntoView {
    let raw_route = state(route::current());
    let route = memo(move || raw_route.get());
    // The App lives as long as the page: the listener is never removed.
    let _ = window_event_listener(ev::hashchange, move |_| raw_route.set(route::current()));
    let saves_changed = state(0u32);
    let _ = window_event_listener(ev::storage, move |e: web_sys::StorageEvent| {
        let ours = e
            .key()
            .is_none_or(|k| k.starts_with(crate::saves::format::KEY_PREFIX));
        if ours {
            saves_changed.update(|n| *n += 1);
        }
    });
    set_app_ctx(AppCtx {
        toasts: state(Vec::new()),
        storage_full: state(false),
        saves_changed,
        unsaved: kept(crate::saves::store::Waiting::new()),
    });
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
        Route::Decks(g) => crate::games::screens(g)
            .decks()
            .unwrap_or_else(|| view! { <NotFound/> }.into_any()),
        Route::Join(code) => view! { <guest::JoinRoute code=code/> }.into_any(),
        Route::Answer(code) => view! { <guest::AnswerRoute code=code/> }.into_any(),
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
        <section class="page narrow">
            <h1>"Nothing here"</h1>
            <p>"This address does not lead to any screen of Q Branch."</p>
            <p><a class="btn primary" href="#/">"Back to the games"</a></p>
        </section>
    }
}
