//! The game log: one plain-language line per event (`GameEvent::describe`), newest first.

use leptos::prelude::*;

use crate::ui::reactive::{Derived, State};

#[derive(Clone, Debug, PartialEq)]
pub struct LogLine {
    /// 1-based number of the action that produced it.
    pub step: usize,
    /// Index of the event within that action.
    pub index: usize,
    /// Who acted, when the line does not already begin with that name.
    pub who: Option<String>,
    pub text: String,
}

/// How many of the latest actions the log shows until the player asks for the whole log (a
/// long game's log would otherwise grow the page's work with every move).
pub const RECENT: usize = 40;

/// Build log lines from each action's described events; `steps[0]` is action `first + 1`.
pub fn lines(
    steps: &[qbranch_engine::StepLines],
    first: usize,
    name_of: impl Fn(usize) -> String,
    labels: &[&str],
) -> Vec<LogLine> {
    let names: Vec<String> = (0..labels.len()).map(&name_of).collect();
    let mut out = Vec::new();
    for (i, step) in steps.iter().enumerate() {
        let name = name_of(step.seat);
        for (j, text) in step.lines.iter().enumerate() {
            let text = name_seats(text, labels, &names);
            // "Agent 3 · Agent 3 walks…" says the name twice: keep it once.
            let who = (!text.starts_with(&name)).then(|| name.clone());
            out.push(LogLine {
                step: first + i + 1,
                index: j,
                who,
                text,
            });
        }
    }
    out
}

/// The engine names numbered seats by their label ("Agent 2 walks…"): use the player's name
/// instead ("Bob walks…"). Role seats ("Bond", "Enemy") are kept: they name a side, and the
/// player's name stands before the line. A label is replaced only as a whole word ("Agent 1"
/// is not the start of "Agent 12").
pub fn name_seats(text: &str, labels: &[&str], names: &[String]) -> String {
    let mut out = text.to_string();
    for (label, name) in labels.iter().zip(names) {
        let numbered = label.ends_with(|c: char| c.is_ascii_digit());
        if !numbered || name.is_empty() || name == label {
            continue;
        }
        let mut result = String::with_capacity(out.len());
        let mut rest = out.as_str();
        while let Some(at) = rest.find(label) {
            let after = &rest[at + label.len()..];
            result.push_str(&rest[..at]);
            if after.starts_with(|c: char| c.is_ascii_digit()) {
                result.push_str(label);
            } else {
                result.push_str(name);
            }
            rest = after;
        }
        result.push_str(rest);
        out = result;
    }
    out
}

/// The lines newest action first, the lines of one action in the order they happened, each
/// with whether it is one of the lines of action `latest`.
fn newest_first(lines: &[LogLine], latest: usize) -> Vec<(LogLine, bool)> {
    let mut v: Vec<(LogLine, bool)> = lines
        .iter()
        .map(|l| (l.clone(), l.step == latest))
        .collect();
    v.sort_by(|(a, _), (b, _)| b.step.cmp(&a.step).then(a.index.cmp(&b.index)));
    v
}

/// One line, marked when it is one of the latest action's.
#[component]
fn Line(line: LogLine, latest: bool) -> impl IntoView {
    // The name once per action, not on every line it produced.
    let who = line.who.filter(|_| line.index == 0);
    view! {
        <li class=if latest { "log-line latest" } else { "log-line" }>
            <span class="log-step">{line.step}</span>
            <span class="log-text">
                {who.map(|w| view! { <span class="log-who">{w}</span> " · " })}
                {line.text}
            </span>
        </li>
    }
}

/// `latest` is the step whose lines are marked as the most recent (and the number of actions
/// so far); `all` asks for the whole log instead of the latest `RECENT` actions. A move adds
/// its lines at the top and drops the oldest: only the new lines, and those whose mark changed
/// (each line's key holds its mark), are drawn.
#[component]
pub fn Log(
    lines: Derived<Vec<LogLine>>,
    latest: Derived<usize>,
    all: State<bool>,
) -> impl IntoView {
    view! {
        <section class="log" aria-label="Game log" tabindex="0">
            <h2 class="panel-title">"Log " <span class="muted">"(latest first)"</span></h2>
            <Show when=move || lines.with(Vec::is_empty)>
                <p class="muted">"No moves yet."</p>
            </Show>
            <Show when=move || { latest.get() > RECENT }>
                <p class="log-more">
                    <span class="muted">
                        {move || if all.get() { String::new() } else { format!("The latest {RECENT} of {} moves. ", latest.get()) }}
                    </span>
                    <button type="button" class="btn small" data-testid="log-all"
                        aria-pressed=move || all.get().to_string()
                        on:click=move |_| all.update(|v| *v = !*v)>
                        {move || if all.get() { "Show only the latest moves".to_string() } else { format!("Show all {} moves", latest.get()) }}
                    </button>
                </p>
            </Show>
            <ol class="log-lines">
                <For each=move || lines.with(|l| newest_first(l, latest.get()))
                    key=|(l, latest)| (l.step, l.index, *latest) let((line, latest))>
                    <Line line=line latest=latest/>
                </For>
            </ol>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_newest_action_comes_first_its_lines_in_order_the_latest_marked() {
        let line = |step, index| LogLine {
            step,
            index,
            who: None,
            text: String::new(),
        };
        let order: Vec<(usize, usize, bool)> =
            newest_first(&[line(1, 0), line(2, 0), line(2, 1), line(3, 0)], 2)
                .iter()
                .map(|(l, latest)| (l.step, l.index, *latest))
                .collect();
        assert_eq!(
            order,
            vec![(3, 0, false), (2, 0, true), (2, 1, true), (1, 0, false)]
        );
    }

    #[test]
    fn the_actor_is_named_once() {
        let steps = vec![
            qbranch_engine::StepLines {
                seat: 2,
                lines: vec!["Agent 3 walks to shore 2.".into()],
            },
            qbranch_engine::StepLines {
                seat: 0,
                lines: vec!["Bond rolls 3+4=7 for Movement.".into()],
            },
        ];
        let names = ["Ann", "Bob", "Agent 3"];
        let l = lines(
            &steps,
            0,
            |s| names[s].to_string(),
            &["Bond", "Enemy", "Agent 3"],
        );
        assert_eq!(l[0].who, None, "the line already names Agent 3");
        assert_eq!(
            l[1].who.as_deref(),
            Some("Ann"),
            "the player's own name is kept"
        );
        assert_eq!(l[1].step, 2);
    }

    #[test]
    fn numbered_seats_are_named_by_their_players() {
        let steps = vec![qbranch_engine::StepLines {
            seat: 1,
            lines: vec!["Agent 2 robs Agent 1 at Agent 12's gate.".into()],
        }];
        let names = ["Ann", "Bob"];
        let l = lines(&steps, 0, |s| names[s].to_string(), &["Agent 1", "Agent 2"]);
        assert_eq!(l[0].text, "Bob robs Ann at Agent 12's gate.");
        assert_eq!(
            l[0].who, None,
            "the line starts with the player's name already"
        );
        // Role seats keep their role: the name stands before the line.
        let steps = vec![qbranch_engine::StepLines {
            seat: 0,
            lines: vec!["Bond flies to 12.".into()],
        }];
        let l = lines(&steps, 0, |s| names[s].to_string(), &["Bond", "Enemy"]);
        assert_eq!(l[0].text, "Bond flies to 12.");
        assert_eq!(l[0].who.as_deref(), Some("Ann"));
    }

    #[test]
    fn a_window_of_the_latest_actions_keeps_the_game_numbers() {
        let steps = vec![
            qbranch_engine::StepLines {
                seat: 0,
                lines: vec!["Bond flies to 12.".into(), "Bond rolls 6.".into()],
            },
            qbranch_engine::StepLines {
                seat: 1,
                lines: vec!["Enemy A waits.".into()],
            },
        ];
        let l = lines(&steps, 57, |_| String::new(), &["Bond", "Enemy"]);
        let numbers: Vec<(usize, usize)> = l.iter().map(|x| (x.step, x.index)).collect();
        assert_eq!(numbers, vec![(58, 0), (58, 1), (59, 0)]);
        assert_eq!(super::super::session::log_start(100, false), 100 - RECENT);
        assert_eq!(super::super::session::log_start(100, true), 0);
        assert_eq!(super::super::session::log_start(RECENT - 1, false), 0);
    }
}
