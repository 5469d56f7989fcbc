//! Parts of the chase games' rules pages drawn the same way: the key to the map's lines and
//! marks, and a list of terms (our rulings, the card notes).

use crate::ui::markup::{el, El, Markup};

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

/// A table in a box that scrolls sideways on a narrow screen: its classes, its test id, the
/// columns' heads and its rows.
pub fn table(
    class: &'static str,
    testid: Option<&'static str>,
    head: &[&'static str],
    rows: impl IntoIterator<Item = El>,
) -> Markup {
    let head = head.iter().map(|h| el("th").attr("scope", "col").text(h));
    el("div")
        .class("summary-wrap")
        .child(
            el("table")
                .class(class)
                .attr_opt("data-testid", testid)
                .child(el("thead").child(el("tr").children(head)))
                .child(el("tbody").children(rows)),
        )
        .into()
}

/// One batch of measured games: who played, how many games, how many each result took, and
/// how it was measured.
pub struct Batch {
    pub matchup: &'static str,
    pub games: u32,
    pub results: Vec<u32>,
}

/// The measured balance, one row per batch, each result as its share of the games (`unit`
/// after the figure: " %" or "\u{a0}%"); `none` says so while nothing is measured.
pub fn balance(
    batches: Vec<Batch>,
    results: &[&'static str],
    unit: &str,
    testid: Option<&'static str>,
    none: &'static str,
) -> Markup {
    if batches.is_empty() {
        return el("p").class("notice").text(none).into();
    }
    let rows = batches.into_iter().map(|b| {
        let share = |k: u32| {
            if b.games == 0 {
                "—".to_string()
            } else {
                format!("{:.1}{unit}", f64::from(k) * 100.0 / f64::from(b.games))
            }
        };
        el("tr")
            .child(el("th").attr("scope", "row").text(b.matchup))
            .child(el("td").text(b.games))
            .children(b.results.iter().map(|&k| el("td").text(share(k))))
    });
    let head: Vec<&'static str> = ["Who played", "Games"]
        .into_iter()
        .chain(results.iter().copied())
        .collect();
    table("plain-table balance", testid, &head, rows)
}
