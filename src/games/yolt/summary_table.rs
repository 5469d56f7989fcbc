//! An Action Summary drawn from the engine's own data: the Movement line, then one line per
//! row with the dice totals 2–12 shaded white or gray as on the printed chart, and what each
//! area does with its exact chance.

use leptos::prelude::*;
use qbranch_engine::core::odds::ways_2d6_range;
use qbranch_engine::yolt::summary::{Row, Summary};

use super::odds_text::exact;

fn chance(ways: u8) -> String {
    format!(
        "{} ({} %)",
        exact(u32::from(ways), 36),
        (f64::from(ways) * 100.0 / 36.0).round()
    )
}

fn row_view(r: &Row, first_of_action: bool) -> impl IntoView {
    let white_ways = ways_2d6_range(r.white.0, r.white.1);
    let cells = (2..=12u8)
        .map(|t| {
            let white = r.is_white(t);
            view! {
                <td class="dice-cell" class:white=white class:gray=!white>
                    <span class="visually-hidden">{if white { "white" } else { "gray" }}</span>
                    {t.to_string()}
                </td>
            }
        })
        .collect_view();
    let white_span = if r.white.0 == r.white.1 {
        format!("{}", r.white.0)
    } else {
        format!("{}–{}", r.white.0, r.white.1)
    };
    view! {
        <tr class:first=first_of_action>
            <th scope="row" class="act">
                {first_of_action.then(|| view! { <span class="act-name">{r.action.name()}</span> })}
                {(!r.label.is_empty()).then(|| view! { <span class="act-range">{r.label}</span> })}
            </th>
            {cells}
            <td class="result white-result">
                <span class="res-dice">{white_span}</span>" "
                {r.on_white.text()}
                <span class="res-chance">{chance(white_ways)}</span>
            </td>
            <td class="result gray-result">
                {r.on_gray.text()}
                <span class="res-chance">{chance(36 - white_ways)}</span>
            </td>
        </tr>
    }
}

#[component]
pub fn SummaryTable(summary: &'static Summary, title: &'static str) -> impl IntoView {
    let movement = summary
        .movement
        .iter()
        .map(|s| view! { <td class="dice-cell white">{s.to_string()}</td> })
        .collect_view();
    let heads = (2..=12u8)
        .map(|t| view! { <th scope="col" class="dice-head">{t.to_string()}</th> })
        .collect_view();
    let mut last = None;
    let rows = summary
        .rows
        .iter()
        .map(|r| {
            let first = last != Some(r.action);
            last = Some(r.action);
            row_view(r, first)
        })
        .collect_view();
    view! {
        <div class="summary-wrap" role="region" aria-label=title tabindex="0">
            <table class="summary-table">
                <caption>{title}</caption>
                <thead>
                    <tr>
                        <th scope="col">"Action"</th>
                        {heads}
                        <th scope="col">"White area"</th>
                        <th scope="col">"Gray area"</th>
                    </tr>
                </thead>
                <tbody>
                    <tr class="first movement">
                        <th scope="row" class="act">
                            <span class="act-name">"Movement"</span>
                            <span class="act-range">"spaces to fly"</span>
                        </th>
                        {movement}
                        <td class="result white-result" colspan="2">
                            "The number under the dice total is how many spaces the piece must fly."
                        </td>
                    </tr>
                    {rows}
                </tbody>
            </table>
        </div>
    }
}
