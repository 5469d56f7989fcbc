//! "While you were away": what the other seats did since the seat now to act last acted, told
//! back in words before it acts, for every game. The stretch is the engine's
//! ([`since_of`], the rule behind `Snapshot::since`); the words are the log's.

use leptos::html;
use leptos::prelude::*;
use qbranch_engine::core::erased::{since_of, SINCE_MAX};
use qbranch_engine::{DynSession, Seat};

use super::log::LogLine;
use super::session::named_lines;
use crate::saves::format::SeatSpec;
use crate::ui::reactive::{memo, Derived, State};
use crate::ui::text::count;

/// The other seats' actions the viewer has not yet seen told back.
#[derive(Clone, Debug, PartialEq)]
pub struct Stretch {
    /// The first and last action told back, numbered as in the log (from 1).
    pub first: usize,
    pub last: usize,
    /// Every log line of those actions, oldest first.
    pub lines: Vec<LogLine>,
}

impl Stretch {
    /// Actions told back.
    pub fn steps(&self) -> usize {
        self.last + 1 - self.first
    }
}

/// The stretch to tell `viewer` back, when it is the viewer's decision and other seats have
/// played since its last action.
pub fn stretch(
    session: &dyn DynSession,
    viewer: Option<Seat>,
    seats: &[SeatSpec],
) -> Option<Stretch> {
    let viewer = viewer?;
    if session.to_act() != Some(viewer) {
        return None;
    }
    let n = session.len();
    // `since_of` never tells back more than `SINCE_MAX` actions: describe no more than that.
    let from = n.saturating_sub(SINCE_MAX);
    let steps = session.lines(from, n);
    let since = since_of(
        Some(viewer),
        steps.iter().map(|s| (s.seat, s.lines.as_slice())),
    );
    // The viewer's own last action alone (it acts twice running) is nothing to tell back.
    if since.is_empty() || since.iter().any(|a| a.seat == viewer) {
        return None;
    }
    let start = from + since[0].index;
    Some(Stretch {
        first: start + 1,
        last: n,
        lines: named_lines(session, &steps[start - from..], start, seats),
    })
}

/// At most this many lines in the short account; the rest are one tap away in the full lines.
pub const SHORT_MAX: usize = 6;

/// "X flies from A to B." as (`"X flies"`, `"A"`, `"B"`); `None` for any other line, or one
/// with more to say than the two places (a card played on the way, a turn, a note).
fn route(text: &str) -> Option<(&str, &str, &str)> {
    let body = text.strip_suffix('.')?;
    let (head, rest) = body.split_once(" from ")?;
    let (from, to) = rest.split_once(" to ")?;
    let plain = |s: &str| !s.is_empty() && !s.contains(['(', ',', ':', ';', '!', '.']);
    (plain(head) && plain(from) && plain(to)).then_some((head, from, to))
}

/// The stretch's lines, shortened: one piece's moves space after space ("from 3 to 4", "from 4
/// to 5") read as one route ("from 3 to 5").
pub fn short(lines: &[LogLine]) -> Vec<LogLine> {
    let mut out: Vec<LogLine> = Vec::new();
    for line in lines {
        let joined = out.last().and_then(|prev| {
            let (head, from, via) = route(&prev.text)?;
            let (head2, via2, to) = route(&line.text)?;
            (head == head2 && via == via2 && prev.who == line.who)
                .then(|| format!("{head} from {from} to {to}."))
        });
        match (joined, out.last_mut()) {
            (Some(text), Some(prev)) => {
                prev.text = text;
                prev.step = line.step;
            }
            _ => out.push(line.clone()),
        }
    }
    out
}

/// One line of the account, its speaker named when it changes.
#[component]
fn Told(line: LogLine, named: bool) -> impl IntoView {
    let who = line.who.filter(|_| named);
    view! {
        <li class="recap-line">
            {who.map(|w| view! { <span class="log-who">{w}</span> " · " })}
            {line.text}
        </li>
    }
}

/// Whether `line` needs its speaker before it: it has one to show (a line that starts with the
/// player's name has none), and the line before it neither showed that name nor began with it.
fn needs_name(prev: Option<&LogLine>, line: &LogLine) -> bool {
    let Some(who) = line.who.as_deref() else {
        return false;
    };
    prev.is_none_or(|p| p.who.as_deref() != Some(who) && !p.text.starts_with(who))
}

/// The lines as list items, each speaker named once per run of its lines.
fn told(lines: Vec<LogLine>) -> impl IntoView {
    let named: Vec<bool> = (0..lines.len())
        .map(|i| needs_name(i.checked_sub(1).map(|j| &lines[j]), &lines[i]))
        .collect();
    lines
        .into_iter()
        .zip(named)
        .map(|(line, named)| view! { <Told line=line named=named/> })
        .collect_view()
}

/// The recap box: a short account (announced politely), the full lines of the stretch behind
/// one tap, and a way to put it away. It stays until the viewer acts or dismisses it.
/// `dismissed` holds the last action of the stretch put away.
#[component]
pub fn Recap(stretch: Derived<Option<Stretch>>, dismissed: State<Option<usize>>) -> impl IntoView {
    let shown = memo(move || stretch.get().filter(|s| dismissed.get() != Some(s.last)));
    let count_steps = memo(move || shown.with(|s| s.as_ref().map_or(0, Stretch::steps)));
    let steps = move || count_steps.get();
    let account = move || {
        shown.get().map(|s| {
            let all = short(&s.lines);
            let earlier = all.len().saturating_sub(SHORT_MAX);
            let latest = all[earlier..].to_vec();
            view! {
                <span class="visually-hidden">"While you were away: "</span>
                {(earlier > 0).then(|| view! {
                    <p class="recap-earlier muted">{format!("… {} before these", count(earlier, "line", "lines"))}</p>
                })}
                <ul class="recap-lines">{told(latest)}</ul>
            }
        })
    };
    // Folded only when it says more than the account above it.
    let full = move || {
        shown
            .get()
            .filter(|s| short(&s.lines).len().min(SHORT_MAX) < s.lines.len())
            .map(|s| {
                let label = format!("Show all {}", count(s.lines.len(), "line", "lines"));
                view! {
                    <details class="recap-full" data-testid="recap-full">
                        <summary>{label}</summary>
                        <ol class="recap-all">{told(s.lines)}</ol>
                    </details>
                }
            })
    };
    // A long stretch overflows the box: it opens scrolled to its end, the newest lines in sight.
    let root = NodeRef::<html::Section>::new();
    // The element is taken now: the frame after may come when the box is gone.
    Effect::new(move |_| {
        shown.track();
        if let Some(el) = root.get_untracked() {
            request_animation_frame(move || el.set_scroll_top(el.scroll_height()));
        }
    });
    view! {
        <section class="recap" node_ref=root class:shown=move || { steps() > 0 } aria-label="While you were away"
            data-testid="recap" data-recap-steps=move || steps().to_string()
            data-recap-first=move || shown.with(|s| s.as_ref().map(|s| s.first.to_string()).unwrap_or_default())
            data-recap-last=move || shown.with(|s| s.as_ref().map(|s| s.last.to_string()).unwrap_or_default())>
            <Show when=move || { steps() > 0 }>
                <div class="recap-head">
                    <h2 class="panel-title">"While you were away"</h2>
                    <button type="button" class="btn small ghost recap-dismiss" data-testid="recap-dismiss"
                        title="Dismiss"
                        on:click=move |_| dismissed.set(shown.with_untracked(|s| s.as_ref().map(|s| s.last)))>
                        <span aria-hidden="true">"✕"</span>
                        <span class="visually-hidden">"Dismiss"</span>
                    </button>
                </div>
            </Show>
            // Always in the page, so a screen reader hears each new account when it appears.
            <div class="recap-say" role="status">{account}</div>
            {full}
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(step: usize, who: Option<&str>, text: &str) -> LogLine {
        LogLine {
            step,
            index: 0,
            who: who.map(str::to_string),
            text: text.to_string(),
        }
    }

    #[test]
    fn a_piece_moving_space_after_space_reads_as_one_route() {
        let lines = vec![
            line(
                5,
                Some("Eve"),
                "Enemy D rolls 2+6=8 for Movement: must fly 7 spaces.",
            ),
            line(6, Some("Eve"), "Enemy D flies from space 54 to space 53."),
            line(7, Some("Eve"), "Enemy D flies from space 53 to space 52."),
            line(8, Some("Eve"), "Enemy D flies from space 52 to space 9."),
            line(9, Some("Eve"), "Enemy D turns right round."),
            line(10, Some("Eve"), "Enemy D flies from space 9 to space 52."),
            line(11, Some("Eve"), "Enemy C flies from space 52 to space 51."),
        ];
        let texts: Vec<String> = short(&lines).into_iter().map(|l| l.text).collect();
        assert_eq!(
            texts,
            vec![
                "Enemy D rolls 2+6=8 for Movement: must fly 7 spaces.",
                "Enemy D flies from space 54 to space 9.",
                "Enemy D turns right round.",
                "Enemy D flies from space 9 to space 52.",
                "Enemy C flies from space 52 to space 51.",
            ]
        );
        assert_eq!(short(&lines)[1].step, 8, "the route ends at its last move");
    }

    #[test]
    fn a_move_with_more_to_say_stands_alone() {
        let lines = vec![
            line(1, None, "Bob walks from 12 to 13."),
            line(2, None, "Bob walks from 13 to 14 (Walk 2)."),
            line(3, None, "Bob walks from 14 to 15."),
            line(4, None, "Ann walks from 15 to 16."),
        ];
        assert_eq!(short(&lines).len(), 4);
        assert_eq!(route("Bob robs Ann of the briefcase at 12!"), None);
    }

    #[test]
    fn a_speaker_is_named_once_even_after_a_line_that_names_them() {
        let lines = [
            line(4, None, "Computer plays Goldfinger."),
            line(4, Some("Computer"), "Plot Points: 11 / 7"),
            line(5, Some("Ann"), "Bond flies to 12."),
            line(5, Some("Ann"), "Bond rolls 6."),
            line(6, Some("Computer"), "Plot Points: 11 / 8"),
        ];
        let named: Vec<bool> = (0..lines.len())
            .map(|i| needs_name(i.checked_sub(1).map(|j| &lines[j]), &lines[i]))
            .collect();
        assert_eq!(named, [false, false, true, false, true]);
    }
}
