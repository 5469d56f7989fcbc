//! The hot-seat curtain: a full-screen "Pass to NAME" that hides everything until the next
//! player says they hold the device. While it is up, no board is rendered at all.

use leptos::html;
use leptos::prelude::*;

use super::motif::gun_barrel_markup;
use crate::markup::esc;

/// The curtain as markup (drawn once); one click handler on it takes its button's tap.
#[component]
pub fn Curtain(name: String, on_ready: Callback<()>) -> impl IntoView {
    let curtain = NodeRef::<html::Div>::new();
    crate::games::effect_of(Box::new(move || {
        if let Some(el) = curtain.get() {
            use wasm_bindgen::JsCast;
            if let Ok(Some(b)) = el.query_selector("button") {
                let _ = b.unchecked_into::<web_sys::HtmlElement>().focus();
            }
        }
    }));
    let name = esc(&name);
    let inner = format!(
        r#"{barrel}<h1 id="curtain-title">Pass to <span class="curtain-name">{name}</span></h1><p>Everyone else, look away: the next screen shows {name}'s secrets.</p><button type="button" class="btn primary big">I am {name}: show my screen</button>"#,
        barrel = gun_barrel_markup("curtain-barrel"),
    );
    view! {
        <div class="curtain" role="dialog" aria-modal="true" aria-labelledby="curtain-title"
            node_ref=curtain inner_html=inner
            on:click=move |e| {
                // The button is the curtain's only element with a `type`.
                if crate::ui::tap::tapped(e.target(), "type").is_some() {
                    on_ready.run(());
                }
            }>
        </div>
    }
}
