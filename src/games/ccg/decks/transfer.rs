//! The deck as text: its decklist to copy or download, and a decklist to import, pasted or
//! from a file (a refused import changes nothing and says why, line by line).

use leptos::html;
use leptos::prelude::*;
use qbranch_engine::ccg::deck_rules::MAX_DECKLIST_BYTES;

use super::builder::Builder;
use super::deck::Deck;
use crate::saves::browser;
use crate::ui::reactive::memo;

#[component]
pub fn ExportPanel(b: Builder) -> impl IntoView {
    let text = memo(move || b.deck.with(Deck::to_text));
    view! {
        <h2>"Export"</h2>
        <label for="db-export" class="db-stats">"The decklist as text, one \"N Card Name\" a line:"</label>
        <textarea id="db-export" data-testid="deck-export" readonly rows="8" prop:value=move || text.get()></textarea>
        <button type="button" class="btn" data-testid="deck-download" on:click=move |_| b.download()>
            "Download as a .txt file"
        </button>
    }
}

/// Read a decklist file (refused when it is larger than a decklist may be) and import it.
fn import_file(b: Builder, input: web_sys::HtmlInputElement) {
    let Some(file) = input.files().and_then(|f| f.get(0)) else {
        return;
    };
    input.set_value("");
    leptos::task::spawn_local(async move {
        const REFUSED: &str = "The decklist was not imported; nothing was changed.";
        if file.size() > MAX_DECKLIST_BYTES as f64 {
            let why = format!(
                "The file is {} KB; a decklist may be at most {} KB.",
                (file.size() / 1024.0).ceil() as u64,
                MAX_DECKLIST_BYTES / 1024
            );
            b.refuse(vec![why], REFUSED);
            return;
        }
        match browser::read_file(file).await {
            Ok(text) => b.import(text),
            Err(e) => b.refuse(vec![format!("The file could not be read: {e}.")], REFUSED),
        }
    });
}

#[component]
pub fn ImportPanel(b: Builder) -> impl IntoView {
    let pasted = NodeRef::<html::Textarea>::new();
    let file = NodeRef::<html::Input>::new();
    let errors = move || {
        b.import_errors
            .get()
            .into_iter()
            .map(|e| view! { <li data-testid="deck-import-error">{e}</li> })
            .collect_view()
    };
    view! {
        <h2>"Import"</h2>
        <label for="db-import" class="db-stats">"Paste a decklist, one \"2 Card Name\" per line:"</label>
        <textarea id="db-import" data-testid="deck-import-text" rows="6" node_ref=pasted></textarea>
        <div class="db-import-row">
            <button type="button" class="btn" data-testid="deck-import"
                on:click=move |_| b.import(pasted.get().map(|t| t.value()).unwrap_or_default())>
                "Import the text"
            </button>
            <label class="btn ghost db-file">
                "Or pick a file…"
                <input type="file" accept=".txt,text/plain" data-testid="deck-import-file" node_ref=file
                    on:change=move |_| {
                        if let Some(input) = file.get() {
                            import_file(b, input);
                        }
                    }/>
            </label>
        </div>
        <ul class="db-import-errors" data-testid="deck-import-errors"
            data-count=move || b.import_errors.with(Vec::len)>
            {errors}
        </ul>
    }
}
