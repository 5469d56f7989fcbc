//! Parts of the chase games' rules pages drawn the same way: the key to the map's lines and
//! marks, and a list of terms (our rulings, the card notes).

use crate::ui::markup::{el, Markup};

/// The key to the map: each item's little picture (an `<svg>`), its name and what it means.
pub fn legend(items: impl IntoIterator<Item = (Markup, &'static str, &'static str)>) -> Markup {
    el("ul")
        .class("legend")
        .children(items.into_iter().map(|(picture, name, text)| {
            el("li").class("legend-item").child(picture).child(
                el("span")
                    .child(el("strong").text(name))
                    .text(format_args!(" — {text}")),
            )
        }))
        .into()
}

/// `<dt>`/`<dd>` pairs, one per (term, text).
pub fn terms(items: &[(&str, &str)]) -> Markup {
    items
        .iter()
        .flat_map(|(term, text)| [el("dt").text(term), el("dd").text(text)])
        .collect()
}
