//! The deck builder screen: the pool with its filters beside the deck with counts and totals,
//! the engine's live check, prebuilt starts, saved decks, export and import.

use leptos::prelude::*;
use qbranch_engine::ccg::{CcgAction, Variant};

use super::builder::{variant_name, Builder};
use super::deck::Deck;
use super::deck_panel::DeckPanel;
use super::other_tab::{self, OtherTabBanner};
use super::pool_panel::PoolPanel;
use crate::games::ccg::zoom::ZoomDialog;
use crate::ui::reactive::memo;

/// The page's head: its title and the ways out.
#[component]
fn Head(variant: Variant) -> impl IntoView {
    let game = variant.game();
    let (other, other_name) = match variant {
        Variant::Basic => (Variant::Ltk.game(), "Licence to Kill decks"),
        Variant::Ltk => (Variant::Basic.game(), "Basic Rules decks"),
    };
    view! {
        <header class="db-head">
            <h1>{format!("Deck builder · {}", variant_name(variant))}</h1>
            <nav class="db-nav">
                <a class="btn primary" href=format!("#/new/{game}") data-testid="deck-new-game">"New game"</a>
                <a class="btn ghost" href=format!("#/decks/{other}")>{other_name}</a>
                <a class="btn ghost" href=format!("#/rules/{game}")>"Rules"</a>
                <a class="btn ghost" href="#/">"Home"</a>
            </nav>
        </header>
    }
}

#[component]
pub fn DeckBuilder(variant: Variant) -> impl IntoView {
    let b = Builder::new(variant);
    provide_context(b.zoom);
    other_tab::watch(b);
    // The builder reads cards only: the zoom offers no actions here.
    let no_choices = memo(Vec::new);
    let no_act = Callback::new(|_: CcgAction| {});
    view! {
        <div
            class="page deck-builder"
            data-testid="deck-builder"
            data-variant=match variant { Variant::Basic => "basic", Variant::Ltk => "ltk" }
            data-total=move || b.deck.with(Deck::total)
            data-legal=move || b.legal().to_string()
            data-saved-id=move || b.saved_id.get().unwrap_or_default()
        >
            // The table's zoom, styled by the card game's sheet (scoped under `.ccg`).
            <div class="ccg db-zoom-host"><ZoomDialog variant=variant choices=no_choices act=no_act/></div>
            <OtherTabBanner b=b/>
            <div class="db-page">
                <Head variant=variant/>
                <p class="db-note" role="status" aria-live="polite" data-testid="deck-message"
                    data-kind=move || b.note.with(|n| n.as_ref().map_or("", |x| x.0))>
                    {move || b.note.with(|n| n.as_ref().map(|x| x.1.clone()).unwrap_or_default())}
                </p>
                <div class="db-layout">
                    <PoolPanel b=b/>
                    <DeckPanel b=b/>
                </div>
            </div>
        </div>
    }
}
