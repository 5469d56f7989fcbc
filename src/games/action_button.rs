//! The action buttons of the chase games (You Only Live Twice, Live and Let Die) and their odds:
//! one button and one odds view for both games; each game only fills in the parts
//! ([`ActionParts`]) and says how its choices group.

use leptos::prelude::*;
use qbranch_engine::Odds;

use super::odds_text::{parts, Part};
use crate::ui::reactive::{Derived, State};

/// The odds under an action (never tapped, drawn with its button).
#[derive(Clone, Debug, PartialEq)]
pub enum OddsFace {
    /// A movement roll as "spaces · chance" cells.
    Cells(Vec<(String, u32)>),
    /// Each result with its whole-percent chance.
    Results(Vec<Part>),
    /// One line for the whole roll.
    Summary(String),
}

/// A roll's odds: as "spaces · chance" cells when `cells` has them, else each result with its
/// whole-percent chance.
pub fn odds_face(odds: &Odds, cells: Option<Vec<(String, u32)>>) -> OddsFace {
    match cells {
        Some(cells) => OddsFace::Cells(cells),
        None => OddsFace::Results(parts(odds)),
    }
}

#[component]
fn OddsView(face: OddsFace) -> impl IntoView {
    match face {
        OddsFace::Cells(cells) => {
            let cells = cells
                .into_iter()
                .map(|(n, p)| {
                    view! {
                        <span class="dist-cell">
                            <span class="dist-n">{n}</span>
                            <span class="dist-p">{format!("{p}%")}</span>
                        </span>
                    }
                })
                .collect_view();
            view! {
                <span class="odds dist" aria-hidden="true">
                    <span class="dist-title">"Spaces · chance"</span>
                    <span class="dist-cells">{cells}</span>
                </span>
            }
            .into_any()
        }
        OddsFace::Results(parts) => {
            let parts = parts
                .into_iter()
                .map(|p| {
                    view! {
                        <span class="odd">{p.label} " " <strong>{format!("{}\u{a0}%", p.percent)}</strong></span>
                    }
                })
                .collect_view();
            view! { <span class="odds" aria-hidden="true">{parts}</span> }.into_any()
        }
        OddsFace::Summary(line) => {
            view! { <span class="odds" aria-hidden="true">{line}</span> }.into_any()
        }
    }
}

/// What a game puts into one action button.
#[derive(Clone, Debug, PartialEq)]
pub struct ActionParts {
    /// The button's classes ("btn yolt-btn"), its label's class and its test id.
    pub class: &'static str,
    pub label_class: &'static str,
    pub testid: &'static str,
    /// The words on the button, and the whole sentence (with the chances) for screen readers.
    pub label: String,
    pub aria: String,
    /// The chances in words, as the tooltip ("" for none).
    pub title: String,
    pub primary: bool,
    /// The button plays a card (Live and Let Die's card variants), named in `data-card`.
    pub card: Option<String>,
    pub group: &'static str,
    /// Dice decide it (`data-dice`); it ends the turn (`data-final`).
    pub dice: bool,
    pub last: bool,
    /// The odds under the label.
    pub odds: Option<OddsFace>,
}

/// One group of action buttons: its title (and `data-group`), the odds every button in it
/// shares (under the title), and its buttons, each with its place among all the choices and
/// whether it is folded under the group's `<details>` (its class and test id, and the words
/// on its summary).
#[derive(Clone, Debug, PartialEq)]
pub struct GroupParts {
    pub title: &'static str,
    pub class: &'static str,
    pub shared_odds: Option<OddsFace>,
    pub buttons: Vec<(usize, ActionParts, bool)>,
    pub fold: (&'static str, &'static str),
}

/// A chase game's choices group by group (each run of neighbouring choices of one group:
/// `group` gives its title and class). `shared` gives the odds a run's buttons all share,
/// shown once under its title; `button` makes the `k`-th choice's button (told its place in
/// its run and the run's length, and whether the run shares its odds) and says whether it
/// folds.
pub fn groups_of<B>(
    all: &[B],
    group: impl Fn(&B) -> (&'static str, &'static str),
    shared: impl Fn(&[B]) -> Option<OddsFace>,
    button: impl Fn(&B, (usize, usize), bool) -> (ActionParts, bool),
    fold: (&'static str, &'static str),
) -> Vec<GroupParts> {
    let classes: Vec<&str> = all.iter().map(|b| group(b).1).collect();
    runs(&classes)
        .into_iter()
        .map(|run| {
            let (title, class) = group(&all[run.start]);
            let shared_odds = shared(&all[run.clone()]);
            let (start, len) = (run.start, run.len());
            let buttons = run
                .map(|k| {
                    let (parts, folded) = button(&all[k], (k - start, len), shared_odds.is_some());
                    (k, parts, folded)
                })
                .collect();
            GroupParts {
                title,
                class,
                shared_odds,
                buttons,
                fold,
            }
        })
        .collect()
}

/// The runs of neighbouring choices in the same group, as index ranges (each game lists its
/// choices group by group).
pub fn runs<G: PartialEq>(groups: &[G]) -> Vec<std::ops::Range<usize>> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < groups.len() {
        let mut j = i + 1;
        while j < groups.len() && groups[j] == groups[i] {
            j += 1;
        }
        out.push(i..j);
        i = j;
    }
    out
}

/// What a tap on a button does (`take`: play the choice at that index) and what pointing at
/// one or focusing it does (`aim`: its index, `None` on leaving it).
#[derive(Clone, Copy)]
struct Handlers {
    take: Callback<usize>,
    aim: Callback<Option<usize>>,
}

#[component]
fn ActionButton(index: usize, parts: ActionParts, on: Handlers) -> impl IntoView {
    let mut class = parts.class.to_string();
    if parts.primary {
        class.push_str(" primary");
    }
    if parts.card.is_some() {
        class.push_str(" with-card");
    }
    view! {
        <button
            type="button"
            class=class
            data-testid=parts.testid
            data-group=parts.group
            data-index=index
            data-card=parts.card
            data-dice=parts.dice.then_some("true")
            data-final=parts.last.then_some("true")
            aria-label=parts.aria
            title=parts.title
            on:click=move |_| {
                on.aim.run(None);
                on.take.run(index);
            }
            on:focus=move |_| on.aim.run(Some(index))
            on:blur=move |_| on.aim.run(None)
            on:mouseenter=move |_| on.aim.run(Some(index))
            on:mouseleave=move |_| on.aim.run(None)
        >
            <span class=parts.label_class>{parts.label}</span>
            {parts.odds.map(|o| view! { <OddsView face=o/> })}
        </button>
    }
}

#[component]
fn ButtonGroup(group: GroupParts, on: Handlers) -> impl IntoView {
    let (folded, open): (Vec<_>, Vec<_>) = group.buttons.into_iter().partition(|(_, _, f)| *f);
    let buttons = |list: Vec<(usize, ActionParts, bool)>| {
        list.into_iter()
            .map(|(i, parts, _)| view! { <ActionButton index=i parts=parts on=on/> })
            .collect_view()
    };
    let (fold_class, fold_words) = group.fold;
    let fold = (!folded.is_empty()).then(|| {
        let summary = format!("{fold_words} ({})", folded.len());
        view! {
            <details class=fold_class data-testid=fold_class>
                <summary class="btn small">{summary}</summary>
                <div class="group-buttons">{buttons(folded)}</div>
            </details>
        }
    });
    view! {
        <div class="btn-group" role="group" aria-label=group.title data-group=group.class>
            <h3 class="group-title">{group.title}</h3>
            {group.shared_odds.map(|o| view! {
                <div class="group-odds">
                    <span class="group-odds-title">"Enemy movement roll"</span>
                    <OddsView face=o/>
                </div>
            })}
            <div class="group-buttons">{buttons(open)}</div>
            {fold}
        </div>
    }
}

/// The action groups of a chase game's controls: `groups` groups the `buttons`; a tap plays a
/// button's action (`parts`: its action and what it aims at), pointing at one or focusing it
/// aims at what it names, leaving it aims at `none`.
pub fn chase_action_groups<B, A, T>(
    buttons: Derived<Vec<B>>,
    groups: fn(&[B]) -> Vec<GroupParts>,
    act: Callback<A>,
    aim: State<T>,
    parts: fn(&B) -> (&A, T),
    none: T,
) -> AnyView
where
    B: Send + Sync + 'static,
    A: Clone + Send + Sync + 'static,
    T: Copy + Send + Sync + 'static,
{
    let on = Handlers {
        take: Callback::new(move |i: usize| {
            if let Some(a) = buttons.with_untracked(|all| all.get(i).map(|b| parts(b).0.clone())) {
                act.run(a);
            }
        }),
        aim: Callback::new(move |i: Option<usize>| {
            let target =
                i.and_then(|i| buttons.with_untracked(|all| all.get(i).map(|b| parts(b).1)));
            aim.set(target.unwrap_or(none));
        }),
    };
    view! {
        <div class="action-groups">
            {move || {
                buttons
                    .with(|all| groups(all))
                    .into_iter()
                    .map(|g| view! { <ButtonGroup group=g on=on/> })
                    .collect_view()
            }}
        </div>
    }
    .into_any()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parts(label: &str) -> ActionParts {
        ActionParts {
            class: "btn yolt-btn",
            label_class: "yolt-btn-label",
            testid: "yolt-action",
            label: label.into(),
            aria: label.into(),
            title: String::new(),
            primary: false,
            card: None,
            group: "fire",
            dice: false,
            last: false,
            odds: None,
        }
    }

    #[test]
    fn runs_split_a_list_where_its_group_changes() {
        assert_eq!(
            runs(&["roll", "fire", "fire", "end", "fire"]),
            vec![0..1, 1..3, 3..4, 4..5]
        );
        assert_eq!(runs::<u8>(&[]), Vec::<std::ops::Range<usize>>::new());
    }

    #[test]
    fn choices_group_run_by_run_with_their_places_and_folds() {
        let all = ["Roll", "Fire", "Fire", "Fire", "End"];
        let groups = groups_of(
            &all,
            |c| (c, if *c == "Fire" { "fire" } else { "other" }),
            |run| (run.len() == 3).then(|| OddsFace::Summary("shared".into())),
            |c, (place, len), shared| (parts(&format!("{c}:{place}/{len}:{shared}")), place == 2),
            ("more", "More"),
        );
        assert_eq!(groups.len(), 3);
        assert_eq!(groups[1].title, "Fire");
        assert_eq!(
            groups[1].shared_odds,
            Some(OddsFace::Summary("shared".into()))
        );
        let fire: Vec<(usize, String, bool)> = groups[1]
            .buttons
            .iter()
            .map(|(k, p, f)| (*k, p.label.clone(), *f))
            .collect();
        assert_eq!(
            fire,
            vec![
                (1, "Fire:0/3:true".to_string(), false),
                (2, "Fire:1/3:true".to_string(), false),
                (3, "Fire:2/3:true".to_string(), true),
            ]
        );
        assert_eq!(groups[2].buttons[0].0, 4);
        assert_eq!(groups[0].shared_odds, None);
    }
}
