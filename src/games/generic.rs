//! TEMPORARY generic play view: the viewer's view as text plus one button per legal action.
//! It lets the shell be exercised end to end for a game whose real board (an SVG `GameUi`)
//! is not written yet. Replace each use with the game's own screens.

use leptos::prelude::*;

use super::{GameUi, PlayCtx};

/// The temporary board: the view as pretty JSON and the legal actions as buttons.
pub fn play_view<G: GameUi>(ctx: PlayCtx<G>) -> AnyView {
    let text = move || {
        ctx.view
            .with(|v| serde_json::to_string_pretty(v).unwrap_or_else(|e| e.to_string()))
    };
    view! {
        <div class="generic-board">
            <p class="generic-note">"Temporary board: this game's own screens are not built yet."</p>
            <div class="choices" role="group" aria-label="Your possible actions">
                {move || {
                    ctx.choices
                        .get()
                        .into_iter()
                        .map(|c| {
                            let odds = c.odds.as_ref().map(|o| o.summary());
                            let action = c.action.clone();
                            view! {
                                <button class="btn choice" on:click=move |_| ctx.act.run(action.clone())>
                                    <span class="choice-label">{c.label.clone()}</span>
                                    {odds.map(|o| view! { <span class="choice-odds">{o}</span> })}
                                </button>
                            }
                        })
                        .collect_view()
                }}
            </div>
            <pre class="generic-view" aria-label="What you can see">{text}</pre>
        </div>
    }
    .into_any()
}

/// The temporary rules page: a note that the rules are being written.
pub fn rules_view(name: &'static str) -> AnyView {
    view! {
        <p>{format!("The rules of {name} are being written in our own words.")}</p>
    }
    .into_any()
}
