//! Odds as the action buttons show them: a movement roll as "spaces · chance" cells, any other
//! roll as each result with its whole-percent chance, or a summary in words.

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
        OddsFace::Summary(s) => view! { <span class="odds" aria-hidden="true">{s}</span> }.into_any(),
    }
}
