//! The controls beside the map: who the viewer plays, what to do now, one button per action
//! other than a forward step (grouped, each with its exact odds), the game's own status, and
//! what just happened.

use leptos::prelude::*;
use qbranch_engine::chase::piece::Side;
use qbranch_engine::{GameEvent, Seat};

use super::choices::{runs, Aim, Button, Group};
use super::odds::{odds_view, table_columns, table_row, OddsFace};
use super::Chase;
use crate::games::odds_text::Part;
use crate::games::Choice;
use crate::ui::fold::FoldSummary;
use crate::ui::reactive::{memo, Derived, State};

/// What the controls are given.
pub struct ControlsParts<G: Chase> {
    pub view: Derived<G::View>,
    pub viewer: Derived<Option<Seat>>,
    pub buttons: Derived<Vec<Button<G::Action>>>,
    /// The viewer's choices: a button's place among them is its `data-choice` (the Hint points
    /// at it so).
    pub choices: Derived<Vec<Choice<G::Action>>>,
    pub has_steps: Derived<bool>,
    pub has_choices: Derived<bool>,
    pub recent: Derived<Vec<G::Event>>,
    pub act: Callback<G::Action>,
    pub aim: State<Aim>,
}

pub fn controls<G: Chase>(p: ControlsParts<G>) -> impl IntoView {
    let ControlsParts {
        view,
        viewer,
        buttons,
        choices,
        has_steps,
        has_choices,
        recent,
        act,
        aim,
    } = p;
    let prompt = move || {
        let mine = has_choices.get();
        view.with(|v| G::prompt(v, mine, has_steps.get()))
    };
    view! {
        <section class="controls" aria-label="Your actions">
            {you_row::<G>(viewer)}
            <p class="prompt" data-testid="prompt" aria-live="polite" tabindex="-1">{prompt}</p>
            <div class="action-groups">
                {move || buttons.with(|all| choices.with(|c| groups::<G>(all, c, act, aim)))}
            </div>
            {G::status(view).map(|s| view! { <div class="chase-status">{s}</div> })}
            {just_now::<G>(recent)}
        </section>
    }
}

/// Which side the viewer plays (nothing for a spectator), and the mark saying which printed
/// components are our reconstruction, linking to the rules page.
fn you_row<G: Chase>(viewer: Derived<Option<Seat>>) -> impl IntoView {
    let n = &G::NAMES;
    view! {
        <div class="you-row">
            {move || viewer.get().map(|s| view! { <p class="you">{G::you(Side::of_seat(s))}</p> })}
            <a class=n.mark_class href=n.mark_href data-testid=n.mark_class title=n.mark_title>
                {n.mark}
            </a>
        </div>
    }
}

/// "Just now": the log lines of the latest action, nothing while there are none.
fn just_now<G: Chase>(recent: Derived<Vec<G::Event>>) -> impl IntoView {
    let lines = memo(move || {
        recent.with(|evs| {
            evs.iter()
                .filter(|e| !G::ends_turn(e))
                .map(GameEvent::describe)
                .collect::<Vec<String>>()
        })
    });
    view! {
        <div class="latest-host">
            {move || {
                let lines = lines.get();
                (!lines.is_empty())
                    .then(|| {
                        view! {
                            <div class="latest" data-testid="latest">
                                <h3 class="group-title">"Just now"</h3>
                                <ul>{lines.into_iter().map(|t| view! { <li>{t}</li> }).collect_view()}</ul>
                            </div>
                        }
                    })
            }}
        </div>
    }
}

/// How a run of buttons shows their chances.
#[derive(Clone, Copy)]
enum RunOdds<'a> {
    /// Each button its own.
    Own,
    /// The run's movement chances once above it, a summary in words on each button.
    Shared,
    /// As the rows of one table under these column headers, so a long run of rolls stays short
    /// enough to keep every choice in sight.
    Table(&'a [String]),
}

/// The buttons group by group: each run of neighbouring buttons of one group under its title.
/// A run of Enemy pieces to pick shows their shared movement chances once, above them; other
/// rolls show their results once as column headers, each button a row of percentages under
/// them; long runs fold their last buttons away (every choice stays one tap away), the folded
/// ones a table of their own.
fn groups<G: Chase>(
    all: &[Button<G::Action>],
    choices: &[Choice<G::Action>],
    act: Callback<G::Action>,
    aim: State<Aim>,
) -> AnyView {
    let of: Vec<Group> = all.iter().map(|b| b.group).collect();
    runs(&of)
        .into_iter()
        .map(|run| {
            let group = all[run.start].group;
            let title = G::group_title(group);
            let shared = all[run.start]
                .choice
                .odds
                .as_ref()
                .filter(|_| group == Group::Select)
                .and_then(G::movement_cells);
            let (start, len) = (run.start, run.len());
            let (open, folded): (Vec<usize>, Vec<usize>) =
                run.partition(|&k| !G::folds(&all[k], k - start, len));
            let table_for = |ks: &[usize]| match shared {
                Some(_) => None,
                None => table_columns(&shown_parts::<G>(ks.iter().map(|&k| &all[k]))),
            };
            let draw = |ks: Vec<usize>, columns: Option<&[String]>| {
                let odds = match (&shared, columns) {
                    (Some(_), _) => RunOdds::Shared,
                    (None, Some(c)) => RunOdds::Table(c),
                    (None, None) => RunOdds::Own,
                };
                ks.into_iter()
                    .map(|k| {
                        let choice = choices
                            .iter()
                            .position(|c| c.action == all[k].choice.action);
                        action_button::<G>(k, choice, &all[k], odds, act, aim)
                    })
                    .collect_view()
            };
            let (fold_class, fold_words) = G::NAMES.fold;
            let fold = (!folded.is_empty()).then(|| {
                let count = folded.len();
                let columns = table_for(&folded);
                let buttons = draw(folded, columns.as_deref());
                view! {
                    <details class="choice-group" data-testid=fold_class>
                        <FoldSummary title=fold_words.to_string() count=count/>
                        {buttons_block(None, columns, buttons)}
                    </details>
                }
            });
            let columns = table_for(&open);
            let heading = columns
                .is_none()
                .then(|| view! { <h3 class="group-title">{title}</h3> });
            let buttons = draw(open, columns.as_deref());
            view! {
                <div class="btn-group" role="group" aria-label=title data-group=group.class()>
                    {heading}
                    {shared.map(|cells| view! {
                        <div class="group-odds">
                            <span class="group-odds-title">"Enemy movement roll"</span>
                            {odds_view(OddsFace::Cells(cells))}
                        </div>
                    })}
                    {buttons_block(Some(title), columns, buttons)}
                    {fold}
                </div>
            }
        })
        .collect_view()
        .into_any()
}

/// The results of the buttons that show theirs line by line (dice other than a movement roll).
fn shown_parts<'a, G: Chase>(
    buttons: impl Iterator<Item = &'a Button<G::Action>>,
) -> Vec<Vec<Part>> {
    buttons
        .filter_map(|b| match OddsFace::of::<G>(b.choice.odds.as_ref()?) {
            OddsFace::Parts(parts) => Some(parts),
            _ => None,
        })
        .collect()
}

/// Buttons one under another; as an odds table when they have `columns`: a head with `title`
/// (the group's, when the table opens the group) where the buttons' words go and each result
/// over its column. The buttons' labels already say every result, so screen readers skip the
/// column headers.
fn buttons_block(
    title: Option<&'static str>,
    columns: Option<Vec<String>>,
    buttons: impl IntoView + 'static,
) -> AnyView {
    let Some(columns) = columns else {
        return view! { <div class="group-buttons">{buttons}</div> }.into_any();
    };
    let style = format!("--odds-columns: {}", columns.len());
    view! {
        <div class="odds-table" style=style>
            <div class="odds-head">
                {title.map(|t| view! { <h3 class="group-title">{t}</h3> })}
                <span class="odds-cols" aria-hidden="true">
                    {columns
                        .into_iter()
                        .map(|c| view! { <span class="odds-col">{c}</span> })
                        .collect_view()}
                </span>
            </div>
            <div class="group-buttons">{buttons}</div>
        </div>
    }
    .into_any()
}

/// What one button shows and says.
struct Face {
    /// The words on the button, and the whole sentence (with the chances) for screen readers.
    label: String,
    aria: String,
    /// The chances in words, as the tooltip ("" for none).
    title: String,
    /// Dice decide it (`data-dice`).
    dice: bool,
    odds: Option<OddsFace>,
}

/// A button's face, its chances shown as its run shows them.
fn face<G: Chase>(b: &Button<G::Action>, run: RunOdds) -> Face {
    let (rolled, shown) = match (b.choice.odds.as_ref(), run) {
        (Some(o), RunOdds::Shared) => match G::shared_summary(o) {
            Some(s) => (Some(o), Some(OddsFace::Summary(s))),
            None => (None, None),
        },
        (Some(o), RunOdds::Table(columns)) => match OddsFace::of::<G>(o) {
            OddsFace::Parts(parts) => (Some(o), Some(OddsFace::Row(table_row(columns, &parts)))),
            own => (Some(o), Some(own)),
        },
        (Some(o), RunOdds::Own) => (Some(o), Some(OddsFace::of::<G>(o))),
        (None, _) => (None, None),
    };
    let spoken = rolled.map(G::spoken);
    Face {
        label: match &b.card {
            Some(c) => format!("… with {}", c.name),
            None => b.label.clone(),
        },
        aria: match &spoken {
            Some(s) => format!("{}. Chances: {s}", b.label),
            None => b.label.clone(),
        },
        title: spoken.unwrap_or_default(),
        dice: rolled.is_some(),
        odds: shown,
    }
}

/// One action button: `index` (`data-index`) is its place in the list, `choice`
/// (`data-choice`) its place among the viewer's choices. Pointing at it or focusing it marks
/// what it aims at on the map; a tap plays it.
fn action_button<G: Chase>(
    index: usize,
    choice: Option<usize>,
    b: &Button<G::Action>,
    run: RunOdds,
    act: Callback<G::Action>,
    aim: State<Aim>,
) -> impl IntoView {
    let n = &G::NAMES;
    let f = face::<G>(b, run);
    let mut class = n.button.to_string();
    if matches!(f.odds, Some(OddsFace::Row(_))) {
        class.push_str(" odds-row");
    }
    if b.group.primary() {
        class.push_str(" primary");
    }
    if b.card.is_some() {
        class.push_str(" with-card");
    }
    let action = b.choice.action.clone();
    let target = b.aim;
    view! {
        <button
            type="button"
            class=class
            data-testid=n.action
            data-group=b.group.class()
            data-index=index
            data-choice=choice
            data-card=b.card.as_ref().map(|c| c.key.clone())
            data-dice=f.dice.then_some("true")
            data-final=b.group.last().then_some("true")
            aria-label=f.aria
            title=f.title
            on:click=move |_| {
                aim.set(Aim::Nothing);
                act.run(action.clone());
            }
            on:focus=move |_| aim.set(target)
            on:blur=move |_| aim.set(Aim::Nothing)
            on:mouseenter=move |_| aim.set(target)
            on:mouseleave=move |_| aim.set(Aim::Nothing)
        >
            <span class=n.button_label>{f.label}</span>
            {f.odds.map(odds_view)}
        </button>
    }
}
