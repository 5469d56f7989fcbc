//! Odds as the action buttons show them: a movement roll as "spaces · chance" cells, any other
//! roll as each result with its whole-percent chance (or, for a run of such buttons, as the rows
//! of one table under shared column headers), or a summary in words.

use leptos::prelude::*;
use qbranch_engine::Odds;

pub use crate::games::odds_text::{exact, parts};

use super::Chase;
use crate::games::odds_text::Part;

/// What a button (or its group) shows of an action's chances.
#[derive(Clone, Debug, PartialEq)]
pub enum OddsFace {
    /// A movement roll: (spaces, whole percent).
    Cells(Vec<(String, u32)>),
    /// Each result, results that read the same merged.
    Parts(Vec<Part>),
    /// One row of a run's odds table: each column's whole percent, `None` where this action
    /// cannot have that result.
    Row(Vec<Option<u32>>),
    Summary(String),
}

impl OddsFace {
    pub fn of<G: Chase>(odds: &Odds) -> OddsFace {
        match G::movement_cells(odds) {
            Some(cells) => OddsFace::Cells(cells),
            None => OddsFace::Parts(parts(odds)),
        }
    }
}

/// The most columns an odds table has: one roll has at most three results, and the narrow
/// controls column has room for three percentages beside a button's words, not more. A run of
/// different rolls with more results between them keeps each button's own lines.
const TABLE_COLUMNS: usize = 3;

/// The column headers of an odds table for a run of buttons, given each button's results:
/// every result, in the order first seen. `None` unless two or more buttons show results (one
/// button reads best with its own lines) and the results fit in [`TABLE_COLUMNS`].
pub fn table_columns(rows: &[Vec<Part>]) -> Option<Vec<String>> {
    if rows.len() < 2 {
        return None;
    }
    let mut columns: Vec<String> = Vec::new();
    for p in rows.iter().flatten() {
        if !columns.contains(&p.label) {
            columns.push(p.label.clone());
        }
    }
    (columns.len() <= TABLE_COLUMNS).then_some(columns)
}

/// One button's row of an odds table: its chance of each column's result (`None` for a result
/// it cannot have).
pub fn table_row(columns: &[String], parts: &[Part]) -> Vec<Option<u32>> {
    columns
        .iter()
        .map(|c| parts.iter().find(|p| p.label == *c).map(|p| p.percent))
        .collect()
}

/// The chances under an action's words (never read aloud: the button's label says them).
pub fn odds_view(face: OddsFace) -> AnyView {
    match face {
        OddsFace::Cells(cells) => view! {
            <span class="odds dist" aria-hidden="true">
                <span class="dist-title">"Spaces · chance"</span>
                <span class="dist-cells">
                    {cells
                        .into_iter()
                        .map(|(n, p)| {
                            view! {
                                <span class="dist-cell">
                                    <span class="dist-n">{n}</span>
                                    <span class="dist-p">{p}"%"</span>
                                </span>
                            }
                        })
                        .collect_view()}
                </span>
            </span>
        }
        .into_any(),
        OddsFace::Parts(parts) => view! {
            <span class="odds" aria-hidden="true">
                {parts
                    .into_iter()
                    .map(|p| {
                        view! {
                            <span class="odd">{p.label}" "<strong>{p.percent}"\u{a0}%"</strong></span>
                        }
                    })
                    .collect_view()}
            </span>
        }
        .into_any(),
        OddsFace::Row(cells) => view! {
            <span class="odds-cells" aria-hidden="true">
                {cells
                    .into_iter()
                    .map(|p| match p {
                        Some(p) => view! { <span class="odds-cell">{p}"\u{a0}%"</span> }.into_any(),
                        None => view! { <span class="odds-cell none">"—"</span> }.into_any(),
                    })
                    .collect_view()}
            </span>
        }
        .into_any(),
        OddsFace::Summary(s) => view! { <span class="odds" aria-hidden="true">{s}</span> }.into_any(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn part(label: &str, percent: u32) -> Part {
        Part {
            label: label.into(),
            percent,
            exact: String::new(),
        }
    }

    fn force(loses: u32, crashes: u32, stops: u32) -> Vec<Part> {
        vec![
            part("The other boat loses the next turn", loses),
            part("The other boat: crashes into the bank", crashes),
            part("Stops for the rest of this turn", stops),
        ]
    }

    #[test]
    fn a_run_of_forces_shares_its_three_columns() {
        let rows = vec![force(24, 34, 42), force(35, 49, 17)];
        let columns = table_columns(&rows).expect("a table");
        assert_eq!(
            columns,
            [
                "The other boat loses the next turn",
                "The other boat: crashes into the bank",
                "Stops for the rest of this turn",
            ]
        );
        assert_eq!(
            table_row(&columns, &rows[1]),
            [Some(35), Some(49), Some(17)]
        );
    }

    #[test]
    fn columns_are_every_result_in_first_seen_order_and_a_missing_one_is_none() {
        let guns = vec![part("Hit once", 58), part("No effect", 42)];
        let mines = vec![part("Crash", 72), part("No effect", 28)];
        let columns = table_columns(&[guns.clone(), mines.clone()]).expect("a table");
        assert_eq!(columns, ["Hit once", "No effect", "Crash"]);
        assert_eq!(table_row(&columns, &guns), [Some(58), Some(42), None]);
        assert_eq!(table_row(&columns, &mines), [None, Some(28), Some(72)]);
    }

    #[test]
    fn one_button_or_too_many_results_keep_their_own_lines() {
        assert_eq!(table_columns(&[force(24, 34, 42)]), None);
        assert_eq!(table_columns(&[]), None);
        let turn = vec![
            part("Turns along the arrow", 72),
            part("Goes on without turning", 28),
        ];
        let back = vec![
            part("Turns right round", 58),
            part("Stops for the rest of this turn", 42),
        ];
        assert_eq!(table_columns(&[turn, back]), None);
    }
}
