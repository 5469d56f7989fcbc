//! The hot-seat curtain: a full-screen "Pass to NAME" that hides everything until the next
//! player says they hold the device. While it is up, no board is rendered at all.

use leptos::html;
use leptos::prelude::*;

use super::motif::GunBarrel;

#[component]
pub fn Curtain(name: String, on_ready: Callback<()>) -> impl IntoView {
    let button = NodeRef::<html::Button>::new();
    Effect::new(move || {
        if let Some(b) = button.get() {
            let _ = b.focus();
        }
    });
    view! {
        <div class="curtain" role="dialog" aria-modal="true" aria-labelledby="curtain-title">
            <GunBarrel class="curtain-barrel"/>
            <h1 id="curtain-title">"Pass to " <span class="curtain-name">{name.clone()}</span></h1>
            <p>"Everyone else, look away: the next screen shows " {name.clone()} "'s secrets."</p>
            <button type="button" class="btn primary big" node_ref=button on:click=move |_| on_ready.run(())>
                "I am " {name} ": show my screen"
            </button>
        </div>
    }
}
