//! The game log: one plain-language line per event (`GameEvent::describe`), newest first.

use leptos::prelude::*;

#[derive(Clone, Debug, PartialEq)]
pub struct LogLine {
    /// 1-based number of the action that produced it.
    pub step: usize,
    /// Index of the event within that action.
    pub index: usize,
    pub who: String,
    pub text: String,
}

/// Build log lines from per-action events.
pub fn lines<'a, E: qbranch_engine::GameEvent + 'a>(
    steps: impl Iterator<Item = (usize, &'a [E])>,
    name_of: impl Fn(usize) -> String,
) -> Vec<LogLine> {
    let mut out = Vec::new();
    for (i, (seat, events)) in steps.enumerate() {
        for (j, e) in events.iter().enumerate() {
            out.push(LogLine {
                step: i + 1,
                index: j,
                who: name_of(seat),
                text: e.describe(),
            });
        }
    }
    out
}

/// `latest` is the step whose lines are marked as the most recent.
#[component]
pub fn Log(lines: Signal<Vec<LogLine>>, latest: Signal<usize>) -> impl IntoView {
    view! {
        <section class="log" aria-label="Game log">
            <h2 class="panel-title">"Log " <span class="muted">"(latest first)"</span></h2>
            {move || lines.with(|l| l.is_empty()).then(|| view! { <p class="muted">"No moves yet."</p> })}
            <ol class="log-lines">
                <For
                    each=move || {
                        // Newest action first; the lines of one action in the order they happened.
                        let mut v = lines.get();
                        v.sort_by(|a, b| b.step.cmp(&a.step).then(a.index.cmp(&b.index)));
                        v
                    }
                    key=|l| (l.step, l.index, l.text.clone())
                    children=move |l| {
                        let step = l.step;
                        // The name once per action, not on every line it produced.
                        let who = (l.index == 0).then(|| view! { <span class="log-who">{l.who}</span>" · " });
                        view! {
                            <li class="log-line" class:latest=move || latest.get() == step>
                                <span class="log-step">{step.to_string()}</span>
                                <span class="log-text">
                                    {who}
                                    {l.text}
                                </span>
                            </li>
                        }
                    }
                />
            </ol>
        </section>
    }
}
