//! "Just now": the log lines of the latest action over a chase game's controls (You Only Live
//! Twice, Live and Let Die).

use leptos::prelude::*;
use qbranch_engine::GameEvent;

use crate::ui::reactive::memo;

/// The log lines of the latest action's events, leaving out those `skip` names (the end of a
/// turn, which the log shows on its own).
pub fn lines<E: GameEvent>(events: &[E], skip: fn(&E) -> bool) -> Vec<String> {
    events
        .iter()
        .filter(|e| !skip(e))
        .map(GameEvent::describe)
        .collect()
}

/// The block, drawn again whenever `lines` gives other lines; nothing while it gives none.
pub fn just_now(lines: Box<dyn Fn() -> Vec<String> + Send + Sync>) -> impl IntoView {
    let lines = memo(lines);
    let block = move || {
        lines.with(|l| {
            (!l.is_empty()).then(|| {
                let items = l
                    .iter()
                    .map(|t| view! { <li>{t.clone()}</li> })
                    .collect_view();
                view! {
                    <div class="latest" data-testid="latest">
                        <h3 class="group-title">"Just now"</h3>
                        <ul>{items}</ul>
                    </div>
                }
            })
        })
    };
    view! { <div class="latest-host">{block}</div> }
}

#[cfg(test)]
mod tests {
    use super::*;
    use qbranch_engine::yolt::{PieceId, YoltEvent};

    #[test]
    fn the_latest_lines_leave_out_only_what_skip_names() {
        let events = vec![
            YoltEvent::Crashed {
                piece: PieceId::EnemyA,
            },
            YoltEvent::TurnEnded {
                piece: PieceId::Bond,
            },
            YoltEvent::Reversed {
                piece: PieceId::Bond,
            },
        ];
        let all = lines(&events, |_| false);
        assert_eq!(all.len(), 3);
        let shown = lines(&events, |e| matches!(e, YoltEvent::TurnEnded { .. }));
        assert_eq!(shown, vec![events[0].describe(), events[2].describe()]);
    }
}
