//! An Action Summary as a table, from the engine's data: a column per dice total 2–12, each
//! cell white (success) or gray, and what each area does with the white area's chance.

use qbranch_engine::core::odds::ways_2d6_range;
use qbranch_engine::lald::summary::{Row, Summary};

use crate::ui::markup::{el, El, Markup};
use crate::ui::text::capitalise;

/// `ways` in 36 as a percentage with one decimal ("72.2 %").
fn pct36(ways: u32) -> String {
    format!("{:.1}\u{a0}%", f64::from(ways) * 100.0 / 36.0)
}

fn row(r: &Row) -> El {
    let name = if r.label.is_empty() {
        r.action.name().to_string()
    } else {
        format!("{} — {}", r.action.name(), r.label)
    };
    let cells = (2..=12u8).map(|t| {
        let (class, title, mark) = if r.is_white(t) {
            ("w", "white", "W")
        } else {
            ("g", "gray", "·")
        };
        el("td").class(class).attr("title", title).text(mark)
    });
    let ways = u32::from(ways_2d6_range(r.white.0, r.white.1));
    el("tr")
        .child(el("th").attr("scope", "row").text(name))
        .children(cells)
        .child(
            el("td")
                .text(format_args!("{} ", capitalise(&r.on_white.text())))
                .child(
                    el("span")
                        .class("muted")
                        .text(format_args!("({})", pct36(ways))),
                ),
        )
        .child(el("td").text(capitalise(&r.on_gray.text())))
}

/// One Action Summary: `testid` names its table.
pub fn summary_table(s: &Summary, title: &str, testid: &'static str) -> Markup {
    let head = el("tr")
        .child(el("th").attr("scope", "col").text("Action"))
        .children((2..=12).map(|t| el("th").attr("scope", "col").text(t)))
        .child(el("th").attr("scope", "col").text("White (success)"))
        .child(el("th").attr("scope", "col").text("Gray (failure)"));
    let movement = el("tr")
        .class("movement")
        .child(el("th").attr("scope", "row").text("Movement (spaces)"))
        .children(s.movement.iter().map(|m| el("td").text(m)))
        .child(
            el("td")
                .attr("colspan", 2)
                .text("Spaces the boat must go this turn"),
        );
    el("div")
        .class("summary-wrap")
        .child(
            el("table")
                .class("lald-summary")
                .attr("data-testid", testid)
                .child(el("caption").text(title))
                .child(el("thead").child(head))
                .child(el("tbody").child(movement).children(s.rows.iter().map(row))),
        )
        .into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use qbranch_engine::lald::summary::{BOND, ENEMY};

    #[test]
    fn both_summaries_have_every_row_and_total() {
        let b = summary_table(&BOND, "Bond", "summary-bond");
        let b = b.as_str();
        // 11 totals in the head, one movement row, then a row per action.
        assert_eq!(b.matches("<tr").count(), 2 + BOND.rows.len());
        assert_eq!(
            b.matches(r#"class="w""#).count() + b.matches(r#"class="g""#).count(),
            11 * BOND.rows.len()
        );
        let e = summary_table(&ENEMY, "Enemy", "summary-enemy");
        assert!(e.as_str().contains("Fire Attack — 1-Space Range"));
        // "the number on the "Movement" line under a die roll of 4 is 6" (rulebook, How to Play).
        assert_eq!(BOND.spaces(4), 6);
        // The movement row shows the data's spaces for each total, in order.
        let first: String = (2..=4)
            .map(|t| format!("<td>{}</td>", BOND.spaces(t)))
            .collect();
        assert!(b.contains(&first), "{first}");
    }

    #[test]
    fn percentages_have_one_decimal() {
        assert_eq!(pct36(36), "100.0\u{a0}%");
        assert_eq!(pct36(26), "72.2\u{a0}%");
    }
}
