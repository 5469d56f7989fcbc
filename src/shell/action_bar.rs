//! The action bar under the board: undo, the hint, the rules, the menu.

use super::show::show;
use leptos::prelude::*;

use super::play::Hint;

/// The hint: its state, how to ask for one, whether the viewer may ask now, how to close it.
#[derive(Clone, Copy)]
pub struct HintCtl {
    pub state: crate::ui::reactive::State<Option<Hint>>,
    pub ask: Callback<()>,
    pub dismiss: Callback<()>,
    pub can: crate::ui::reactive::Derived<bool>,
}

/// The undo button's face: the arrow is decoration.
const UNDO: &str = r#"<span aria-hidden="true">↶ </span>Undo"#;

#[component]
pub fn ActionBar(
    /// The hint for the person to act; `None` (the replay) has none. It sits in this bar so it
    /// is in sight at every screen size.
    #[prop(default = None)]
    hint: Option<HintCtl>,
    /// Why undo is not possible (`None` when it is).
    undo_block: crate::ui::reactive::Derived<Option<String>>,
    on_undo: Callback<()>,
    on_export: Callback<()>,
    save_id: String,
    game: String,
) -> impl IntoView {
    let menu_open = crate::ui::reactive::state(false);
    // The menu's entries, as markup (drawn each time it opens).
    let menu_html = format!(
        r##"<li><a class="btn ghost" href="#/replay/{}">Replay so far</a></li><li><button type="button" class="btn ghost">Export this game</button></li><li><a class="btn ghost" href="#/saves">Saved games</a></li><li><a class="btn ghost" href="#/rules">How it works</a></li><li><a class="btn ghost" href="#/">Home</a></li>"##,
        crate::markup::esc(&save_id)
    );
    let rules = format!("#/rules/{game}");
    let hint_button = move || {
        let ctl = hint?;
        (ctl.can.get() && ctl.state.with(Option::is_none)).then(|| {
            view! {
                <button type="button" class="btn hint-btn" data-testid="hint" on:click=move |_| ctl.ask.run(())>
                    "Hint"
                </button>
            }
            .into_any()
        })
    };
    let hint_text = move || {
        let ctl = hint?;
        let (state, text) = match ctl.state.get()? {
            Hint::Working => ("working", None),
            Hint::Ready(t) => ("ready", Some(t)),
        };
        let working = text.is_none();
        Some(view! {
            <div class="hint-box">
                <p class="hint-text" role="status" data-testid="hint-text" data-state=state>
                    {working.then(|| view! { <span class="spinner" aria-hidden="true"></span> }.into_any())}
                    {text.unwrap_or_else(|| "Looking for a good move…".to_string())}
                </p>
                <button type="button" class="btn ghost" data-testid="hint-close" on:click=move |_| ctl.dismiss.run(())>
                    "Close"
                </button>
            </div>
        }
        .into_any())
    };
    view! {
        <nav class="action-bar" aria-label="Game">
            <button
                type="button"
                class="btn"
                data-testid="undo"
                disabled=move || undo_block.with(Option::is_some)
                title=move || undo_block.get().unwrap_or_else(|| "Take back your last action".into())
                on:click=move |_| on_undo.run(())
                inner_html=UNDO
            >
            </button>
            {hint_button}
            <a class="btn ghost" href=rules>"Rules"</a>
            <div class="menu" on:keydown=move |e| {
                if e.key() == "Escape" {
                    menu_open.set(false);
                }
            }>
                <button
                    type="button"
                    class="btn ghost"
                    aria-expanded=move || menu_open.get().to_string()
                    aria-controls="game-menu"
                    on:click=move |_| menu_open.update(|o| *o = !*o)
                >
                    "Menu"
                </button>
                {show(
                    Box::new(move || menu_open.get()),
                    Box::new(move || view! {
                        <ul class="menu-list" id="game-menu" inner_html=menu_html.clone()
                            on:click=move |e| {
                                // Export is the menu's only button (the rest are links).
                                if crate::ui::tap::tapped(e.target(), "type").is_some() {
                                    menu_open.set(false);
                                    on_export.run(());
                                }
                            }>
                        </ul>
                    }.into_any()),
                    None,
                )}
            </div>
            <p class="undo-note muted" aria-live="polite">{move || undo_block.get()}</p>
            {hint_text}
        </nav>
    }
}
