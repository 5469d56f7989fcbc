//! An Action Summary drawn from the engine's own data: the Movement line, then one line per
//! row with the dice totals 2–12 shaded white or gray as on the printed chart, and what each
//! area does with its exact chance. Static.

use qbranch_engine::core::odds::ways_2d6_range;
use qbranch_engine::yolt::summary::{Row, Summary};

use super::odds::exact;
use crate::ui::markup::{el, El, Markup};

fn chance(ways: u8) -> String {
    format!(
        "{} ({:.0} %)",
        exact(u32::from(ways), 36),
        f64::from(ways) * 100.0 / 36.0
    )
}

/// "2", "3–11": the totals of a white area.
fn span((lo, hi): (u8, u8)) -> String {
    if lo == hi {
        lo.to_string()
    } else {
        format!("{lo}–{hi}")
    }
}

fn row(r: &Row, first_of_action: bool) -> El {
    let white_ways = ways_2d6_range(r.white.0, r.white.1);
    let name = first_of_action.then(|| el("span").class("act-name").text(r.action.name()));
    let range = (!r.label.is_empty()).then(|| el("span").class("act-range").text(r.label));
    let head = el("th")
        .attr("scope", "row")
        .class("act")
        .child(name.map(Markup::from))
        .child(range.map(Markup::from));
    let cells = (2..=12u8).map(|t| {
        let word = if r.is_white(t) { "white" } else { "gray" };
        el("td")
            .class(format_args!("dice-cell {word}"))
            .child(el("span").class("visually-hidden").text(word))
            .text(t)
    });
    let res_chance = |ways: u8| el("span").class("res-chance").text(chance(ways));
    let tr = if first_of_action {
        el("tr").class("first")
    } else {
        el("tr")
    };
    tr.child(head)
        .children(cells)
        .child(
            el("td")
                .class("result white-result")
                .child(el("span").class("res-dice").text(span(r.white)))
                .text(format_args!(" {}", r.on_white.text()))
                .child(res_chance(white_ways)),
        )
        .child(
            el("td")
                .class("result gray-result")
                .text(r.on_gray.text())
                .child(res_chance(36 - white_ways)),
        )
}

/// One Action Summary: a scrollable, labelled region holding the table.
pub fn summary_table(summary: &Summary, title: &str) -> Markup {
    let head = el("tr")
        .child(el("th").attr("scope", "col").text("Action"))
        .children((2..=12u8).map(|t| el("th").attr("scope", "col").class("dice-head").text(t)))
        .child(el("th").attr("scope", "col").text("White area"))
        .child(el("th").attr("scope", "col").text("Gray area"));
    let movement = el("tr")
        .class("first movement")
        .child(
            el("th")
                .attr("scope", "row")
                .class("act")
                .child(el("span").class("act-name").text("Movement"))
                .child(el("span").class("act-range").text("spaces to fly")),
        )
        .children(
            summary
                .movement
                .iter()
                .map(|s| el("td").class("dice-cell white").text(s)),
        )
        .child(
            el("td")
                .class("result white-result")
                .attr("colspan", 2)
                .text("The number under the dice total is how many spaces the piece must fly."),
        );
    let mut last = None;
    let rows = summary.rows.iter().map(|r| {
        let first = last != Some(r.action);
        last = Some(r.action);
        row(r, first)
    });
    el("div")
        .class("summary-wrap")
        .attr("role", "region")
        .attr("aria-label", title)
        .attr("tabindex", 0)
        .child(
            el("table")
                .class("summary-table")
                .child(el("caption").text(title))
                .child(el("thead").child(head))
                .child(el("tbody").child(movement).children(rows)),
        )
        .into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use qbranch_engine::yolt::summary::{BOND, ENEMY};

    #[test]
    fn every_row_has_eleven_shaded_totals() {
        for s in [&BOND, &ENEMY] {
            let h = summary_table(s, "T<");
            let h = h.as_str();
            // The head, the movement line and a line per row.
            assert_eq!(h.matches("<tr").count(), 2 + s.rows.len());
            assert_eq!(
                h.matches(r#"<td class="dice-cell "#).count(),
                11 * (1 + s.rows.len())
            );
            assert!(h.contains(r#"aria-label="T&lt;""#));
        }
    }
}
