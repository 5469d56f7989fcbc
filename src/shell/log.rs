//! The game log: one plain-language line per event (`GameEvent::describe`), newest first.

use super::keyed_markup;
use super::show::show;
use crate::markup::esc;
use leptos::prelude::*;

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

/// The log's lines as markup, newest action first, the lines of one action in the order they
/// happened; the lines of action `latest` are marked. One item per line, keyed by its action
/// and place, for [`keyed_markup::draw`]: a move adds its lines at the top and drops the
/// oldest, and only the lines whose mark changed are drawn again.
fn line_items(lines: &[LogLine], latest: usize) -> Vec<keyed_markup::Item> {
    let mut v: Vec<&LogLine> = lines.iter().collect();
    qbranch_engine::core::sort::sort_by(&mut v, |a, b| {
        b.step.cmp(&a.step).then(a.index.cmp(&b.index))
    });
    v.into_iter()
        .map(|l| {
            let mut h = String::from(if l.step == latest {
                r#"<li class="log-line latest">"#
            } else {
                r#"<li class="log-line">"#
            });
            h.push_str(&format!(
                r#"<span class="log-step">{}</span><span class="log-text">"#,
                l.step
            ));
            // The name once per action, not on every line it produced.
            if let Some(w) = l.who.as_deref().filter(|_| l.index == 0) {
                h.push_str(&format!(r#"<span class="log-who">{}</span> · "#, esc(w)));
            }
            h.push_str(&esc(&l.text));
            h.push_str("</span></li>");
            (((l.step as u64) << 32) | l.index as u64, h)
        })
        .collect()
}

/// `latest` is the step whose lines are marked as the most recent (and the number of actions
/// so far); `all` asks for the whole log instead of the latest `RECENT` actions.
#[component]
pub fn Log(
    lines: crate::reactive::Derived<Vec<LogLine>>,
    latest: crate::reactive::Derived<usize>,
    all: crate::reactive::State<bool>,
) -> impl IntoView {
    let list = NodeRef::<leptos::html::Div>::new();
    keyed_markup::keyed_layer(
        list,
        "ol",
        Box::new(move || lines.with(|l| line_items(l, latest.get()))),
    );
    view! {
        <section class="log" aria-label="Game log" tabindex="0">
            <h2 class="panel-title">"Log " <span class="muted">"(latest first)"</span></h2>
            {move || lines.with(|l| l.is_empty()).then(|| view! { <p class="muted">"No moves yet."</p> }.into_any())}
            {show(
                Box::new(move || latest.get() > RECENT),
                Box::new(move || view! {
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
                }.into_any()),
                None,
            )}
            <div node_ref=list inner_html=r#"<ol class="log-lines"></ol>"#></div>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_markup_puts_the_newest_action_first_and_marks_it() {
        let line = |step, index, who: Option<&str>, text: &str| LogLine {
            step,
            index,
            who: who.map(String::from),
            text: text.into(),
        };
        let items = line_items(
            &[
                line(1, 0, Some("Ann"), "Bond flies to <12>."),
                line(2, 0, Some("Bob"), "Enemy waits."),
                line(2, 1, Some("Bob"), "Enemy rolls 6."),
            ],
            2,
        );
        let keys: Vec<u64> = items.iter().map(|(k, _)| *k).collect();
        assert_eq!(keys, vec![2 << 32, (2 << 32) | 1, 1 << 32]);
        let h: String = items.into_iter().map(|(_, h)| h).collect();
        assert_eq!(
            h,
            concat!(
                r#"<li class="log-line latest"><span class="log-step">2</span><span class="log-text"><span class="log-who">Bob</span> · Enemy waits.</span></li>"#,
                r#"<li class="log-line latest"><span class="log-step">2</span><span class="log-text">Enemy rolls 6.</span></li>"#,
                r#"<li class="log-line"><span class="log-step">1</span><span class="log-text"><span class="log-who">Ann</span> · Bond flies to &lt;12&gt;.</span></li>"#,
            )
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
