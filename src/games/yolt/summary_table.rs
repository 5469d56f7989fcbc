//! An Action Summary drawn from the engine's own data: the Movement line, then one line per
//! row with the dice totals 2–12 shaded white or gray as on the printed chart, and what each
//! area does with its exact chance. Static: built as one markup string.

use crate::num::fixed;
use qbranch_engine::core::odds::ways_2d6_range;
use qbranch_engine::yolt::summary::{Row, Summary};

use super::odds_text::exact;
use crate::markup::esc;

fn chance(ways: u8) -> String {
    format!(
        "{} ({} %)",
        exact(u32::from(ways), 36),
        fixed(f64::from(ways) * 100.0 / 36.0, 0)
    )
}

fn row_html(h: &mut String, r: &Row, first_of_action: bool) {
    let white_ways = ways_2d6_range(r.white.0, r.white.1);
    h.push_str(if first_of_action {
        r#"<tr class="first"><th scope="row" class="act">"#
    } else {
        r#"<tr><th scope="row" class="act">"#
    });
    if first_of_action {
        h.push_str(&format!(
            r#"<span class="act-name">{}</span>"#,
            esc(r.action.name())
        ));
    }
    if !r.label.is_empty() {
        h.push_str(&format!(
            r#"<span class="act-range">{}</span>"#,
            esc(r.label)
        ));
    }
    h.push_str("</th>");
    for t in 2..=12u8 {
        let white = r.is_white(t);
        let word = if white { "white" } else { "gray" };
        h.push_str(&format!(
            r#"<td class="dice-cell {word}"><span class="visually-hidden">{word}</span>{t}</td>"#
        ));
    }
    let white_span = if r.white.0 == r.white.1 {
        format!("{}", r.white.0)
    } else {
        format!("{}–{}", r.white.0, r.white.1)
    };
    h.push_str(&format!(
        r#"<td class="result white-result"><span class="res-dice">{white_span}</span> {}<span class="res-chance">{}</span></td><td class="result gray-result">{}<span class="res-chance">{}</span></td></tr>"#,
        esc(&r.on_white.text()),
        esc(&chance(white_ways)),
        esc(&r.on_gray.text()),
        esc(&chance(36 - white_ways))
    ));
}

/// One Action Summary as markup: a scrollable, labelled region holding the table.
pub fn summary_html(summary: &Summary, title: &str) -> String {
    let title = esc(title);
    let mut h = format!(
        r#"<div class="summary-wrap" role="region" aria-label="{title}" tabindex="0"><table class="summary-table"><caption>{title}</caption><thead><tr><th scope="col">Action</th>"#
    );
    for t in 2..=12u8 {
        h.push_str(&format!(r#"<th scope="col" class="dice-head">{t}</th>"#));
    }
    h.push_str(r#"<th scope="col">White area</th><th scope="col">Gray area</th></tr></thead><tbody><tr class="first movement"><th scope="row" class="act"><span class="act-name">Movement</span><span class="act-range">spaces to fly</span></th>"#);
    for s in summary.movement.iter() {
        h.push_str(&format!(r#"<td class="dice-cell white">{s}</td>"#));
    }
    h.push_str(r#"<td class="result white-result" colspan="2">The number under the dice total is how many spaces the piece must fly.</td></tr>"#);
    let mut last = None;
    for r in summary.rows.iter() {
        let first = last != Some(r.action);
        last = Some(r.action);
        row_html(&mut h, r, first);
    }
    h.push_str("</tbody></table></div>");
    h
}

#[cfg(test)]
mod tests {
    use super::*;
    use qbranch_engine::yolt::summary::{BOND, ENEMY};

    #[test]
    fn every_row_has_eleven_shaded_totals() {
        for s in [&BOND, &ENEMY] {
            let h = summary_html(s, "T");
            // The head, the movement line and a line per row.
            assert_eq!(h.matches("<tr").count(), 2 + s.rows.len());
            assert_eq!(
                h.matches(r#"<td class="dice-cell "#).count(),
                11 * (1 + s.rows.len())
            );
            assert!(h.contains(r#"aria-label="T""#));
        }
    }
}
