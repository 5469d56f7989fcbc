//! The action bar under the board: undo, the menu, the rules.

use leptos::prelude::*;

#[component]
pub fn ActionBar(
    /// Why undo is not possible (`None` when it is).
    undo_block: Signal<Option<String>>,
    on_undo: Callback<()>,
    on_export: Callback<()>,
    save_id: String,
    game: String,
) -> impl IntoView {
    let menu_open = RwSignal::new(false);
    let replay = format!("#/replay/{save_id}");
    let rules = format!("#/rules/{game}");
    view! {
        <nav class="action-bar" aria-label="Game">
            <button
                type="button"
                class="btn"
                data-testid="undo"
                disabled=move || undo_block.with(Option::is_some)
                title=move || undo_block.get().unwrap_or_else(|| "Take back your last action".into())
                on:click=move |_| on_undo.run(())
            >
                <span aria-hidden="true">"↶ "</span>
                "Undo"
            </button>
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
                <Show when=move || menu_open.get()>
                    <ul class="menu-list" id="game-menu">
                        <li><a class="btn ghost" href=replay.clone()>"Replay so far"</a></li>
                        <li>
                            <button type="button" class="btn ghost" on:click=move |_| {
                                menu_open.set(false);
                                on_export.run(());
                            }>
                                "Export this game"
                            </button>
                        </li>
                        <li><a class="btn ghost" href="#/saves">"Saved games"</a></li>
                        <li><a class="btn ghost" href="#/rules">"How it works"</a></li>
                        <li><a class="btn ghost" href="#/">"Home"</a></li>
                    </ul>
                </Show>
            </div>
            <p class="undo-note muted" aria-live="polite">{move || undo_block.get()}</p>
        </nav>
    }
}
