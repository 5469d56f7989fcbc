//! The controls: what is happening (whose turn, which step, what a response window contests),
//! and the viewer's legal actions as buttons grouped by kind, in the engine's own words.

use leptos::prelude::*;
use qbranch_engine::ccg::view::{CcgView, WindowView};
use qbranch_engine::ccg::window::Contest;
use qbranch_engine::ccg::{CcgAction, Step, Variant};
use qbranch_engine::Seat;

use super::compose::{verdict, AssignComposer, AttackComposer, Picks, StartComposer};
use super::names::{card_name, name_of, seat_name};
use crate::games::{Choice, PassForMe};
use crate::ui::fold::FoldSummary;
use crate::ui::reactive::{memo, Derived};

/// A step's name in the rule set's words.
pub fn step_name(v: Variant, s: Step) -> &'static str {
    match (v, s) {
        (_, Step::SetupPlot) => "Set-up round",
        (_, Step::LtkStart) => "Starting Main Plot and Bond",
        (_, Step::Draw) => "Draw Cards",
        (_, Step::Advance) => "Advance the Plot",
        (Variant::Basic, Step::Develop) => "Develop Subplots",
        (Variant::Ltk, Step::Develop) => "Develop Plot Zone",
        (_, Step::Attack) => "Henchman Attack",
        (_, Step::Briefing) => "Assignment Briefing",
        (_, Step::Assignment) => "On Assignment",
        (Variant::Basic, Step::Discard) => "Discard",
        (Variant::Ltk, Step::Discard) => "Discard and Draw",
    }
}

/// What the step asks of the player whose turn it is, in a sentence.
pub fn step_hint(v: Variant, s: Step) -> &'static str {
    match (v, s) {
        (_, Step::SetupPlot) => "Lay one Plot card from your opening hand into your Plot Zone, if you hold one.",
        (_, Step::LtkStart) => "Choose your starting Mission, the Villain to lie face down on it, and a starting Bond whose PV and CV add up to 10 or less.",
        (Variant::Basic, Step::Draw) => "Draw back up to seven cards; choose how many come from your face-up Plot Pile.",
        (Variant::Ltk, Step::Draw) => "Draw back up to seven Action cards and one Plot card.",
        (_, Step::Advance) => "Play one Plot card from your hand as a new Main Plot (you must when you hold one).",
        (Variant::Basic, Step::Develop) => "Attach Subplots to your Main Plots (Obstacles, non-Ally Personalities, smaller Plots of the same film), or finish.",
        (Variant::Ltk, Step::Develop) => "Place the Plot card you drew, face up or face down, alone or in a Main Plot; you may also connect Personalities and arm your Villains and Henchmen.",
        (_, Step::Attack) => "One of your Henchmen may attack a Bond or Personality in another Agency, or finish.",
        (_, Step::Briefing) => "Bring Bonds and Personalities into your Agency and hand out Q cards, or finish.",
        (_, Step::Assignment) => "Send one Bond On Assignment against a rival's Main Plot, or finish.",
        (Variant::Basic, Step::Discard) => "You may discard one card; that ends your turn.",
        (Variant::Ltk, Step::Discard) => "Discard any cards you like, then draw back to seven; that ends your turn.",
    }
}

/// The kind of an action: the group it is shown in (key, heading), in the order shown.
pub fn kind(a: &CcgAction) -> (&'static str, &'static str) {
    match a {
        CcgAction::Pass => ("pass", "Respond"),
        CcgAction::Start { .. } => ("start", "Start"),
        CcgAction::Draw { .. } => ("draw", "Draw"),
        CcgAction::LayPlot { .. }
        | CcgAction::AdvancePlot { .. }
        | CcgAction::Subplot { .. }
        | CcgAction::Connect { .. } => ("plot", "Plots"),
        CcgAction::HenchmanAttack { .. } => ("attack", "Henchman Attack"),
        CcgAction::Recruit { .. } => ("recruit", "Into the Agency"),
        CcgAction::GiveQ { .. } | CcgAction::MoveQ { .. } | CcgAction::ExchangeQ { .. } => {
            ("q", "Q cards")
        }
        CcgAction::PlayIntrigue { .. } => ("intrigue", "Intrigue cards"),
        CcgAction::Assign { .. } | CcgAction::UseInPlace { .. } => ("assign", "On Assignment"),
        CcgAction::Discard { .. } => ("discard", "Discard"),
        CcgAction::Done => ("done", "Finish"),
    }
}

const ORDER: [&str; 12] = [
    "pass", "start", "draw", "plot", "attack", "recruit", "q", "intrigue", "assign", "discard",
    "done", "",
];

/// One group of buttons.
#[derive(Clone, Debug, PartialEq)]
pub struct Group {
    pub key: &'static str,
    pub title: &'static str,
    /// The choices of this kind, each with its place among all the viewer's choices.
    pub items: Vec<(usize, Choice<CcgAction>)>,
}

/// The viewer's choices grouped by kind, groups in a fixed order, choices in the engine's.
pub fn group(choices: &[Choice<CcgAction>]) -> Vec<Group> {
    let mut out: Vec<Group> = Vec::new();
    for (i, c) in choices.iter().enumerate() {
        let (key, title) = kind(&c.action);
        match out.iter_mut().find(|g| g.key == key) {
            Some(g) => g.items.push((i, c.clone())),
            None => out.push(Group {
                key,
                title,
                items: vec![(i, c.clone())],
            }),
        }
    }
    out.sort_by_key(|g| {
        ORDER
            .iter()
            .position(|k| *k == g.key)
            .unwrap_or(ORDER.len())
    });
    out
}

/// The label on a button: the engine's words, with "Done" said in full.
pub fn button_label(c: &Choice<CcgAction>, v: Variant, step: Step, in_window: bool) -> String {
    match c.action {
        CcgAction::Done => format!("Done with {}", step_name(v, step)),
        CcgAction::Pass if in_window => "Pass (play nothing)".into(),
        _ => c.label.clone(),
    }
}

/// What a response window is about, in words.
pub fn contest_text(view: &CcgView, c: &Contest) -> String {
    match c {
        Contest::HenchmanAttack {
            assailant,
            target,
            by_cv,
        } => format!(
            "Henchman Attack: {} {} {} with {}",
            name_of(view, *assailant),
            qbranch_engine::ccg::event::attack_verb(&name_of(view, *assailant)),
            name_of(view, *target),
            if *by_cv { "CV" } else { "PV" }
        ),
        Contest::Duel {
            attacker,
            defender,
            charm,
        } => format!(
            "{}: {} against {}",
            if *charm { "Charm" } else { "Attack" },
            name_of(view, *attacker),
            name_of(view, *defender)
        ),
        Contest::Assignment {
            agent,
            companion,
            owner,
            plot,
        } => {
            let plots: Vec<String> = plot.iter().map(|u| name_of(view, *u)).collect();
            format!(
                "On Assignment: {}{} against {}'s Main Plot ({})",
                name_of(view, *agent),
                companion
                    .map(|c| format!(" with {}", name_of(view, c)))
                    .unwrap_or_default(),
                seat_name(*owner),
                plots.join(", ")
            )
        }
    }
}

/// The sentence at the top of the controls.
pub fn prompt(view: &CcgView, to_act: Option<Seat>, has_choices: bool) -> String {
    if view.outcome.is_some() {
        return "The game is over.".into();
    }
    let mine = has_choices && to_act.is_some() && to_act == view.viewer;
    if view.window.is_some() {
        return match to_act {
            Some(_) if mine => "Your answer: play an Intrigue card, or pass.".into(),
            Some(s) => format!("{} may answer with an Intrigue card.", seat_name(s)),
            None => String::new(),
        };
    }
    let step = step_name(view.variant, view.step);
    match to_act {
        Some(_) if mine => format!("Your turn — {step}. {}", step_hint(view.variant, view.step)),
        Some(s) => format!("{}'s turn — {step}.", seat_name(s)),
        None => String::new(),
    }
}

/// The controls: the prompt (the keyboard's focus may rest on it), what a response window
/// contests, and the viewer's choices as groups of buttons. On Assignment and Henchman Attack
/// are chosen step by step in a composer, live; long lists fold so the other kinds stay in
/// sight, and the fold says how many.
#[component]
pub fn Controls(
    view: Derived<CcgView>,
    to_act: Derived<Option<Seat>>,
    choices: Derived<Vec<Choice<CcgAction>>>,
    act: Callback<CcgAction>,
    picks: Picks,
) -> impl IntoView {
    let groups = memo(move || choices.with(|c| group(c)));
    let prompt_text = move || {
        let has = choices.with(|c| !c.is_empty());
        view.with(|v| prompt(v, to_act.get(), has))
    };
    let window = memo(move || view.with(|v| v.window.as_ref().map(|w| ResponseWindow::of(v, w))));
    // Drawn again with the position and the choices; a pick only changes the composer.
    let buttons = move || {
        let v = view.get();
        groups.with(|gs| {
            let many = gs.len() > 1;
            gs.iter()
                .map(|g| view! { <ChoiceGroup view=v.clone() group=g.clone() many=many picks=picks act=act/> })
                .collect_view()
        })
    };
    // In one's own turn: ask ahead to pass in the others' turns that follow.
    let ahead = move || {
        let p = use_context::<PassForMe>()?;
        let own = choices.with(|c| !c.is_empty())
            && view.with(|v| v.window.is_none() && v.outcome.is_none() && v.viewer == Some(v.seat));
        own.then(|| view! { <PassAhead asked=p.asked set=p.set/> })
    };
    view! {
        <div class="ccg-controls" data-testid="ccg-controls">
            <p class="prompt" data-testid="prompt" tabindex="-1">{prompt_text}</p>
            {move || window.get().map(|w| view! { <WindowBox window=w/> })}
            <div class="ccg-groups">{buttons}</div>
            {ahead}
        </div>
    }
}

/// The toggle asking, in one's own turn, for one's answers in the others' turns that follow to
/// be passed (the screen then changes hands only when a turn begins).
#[component]
fn PassAhead(asked: Derived<bool>, set: Callback<bool>) -> impl IntoView {
    view! {
        <button type="button" class="btn ghost ccg-pass-ahead" data-testid="pass-ahead"
            aria-pressed=move || asked.get().to_string()
            on:click=move |_| set.run(!asked.get_untracked())>
            {move || if asked.get() {
                "✓ Passing for you in the others' turns, until your next turn (tap to stop)"
            } else {
                "In the others' turns, pass for me until my next turn"
            }}
        </button>
    }
}

/// What a response window contests and who has answered.
#[derive(Clone, Debug, PartialEq)]
struct ResponseWindow {
    contest: String,
    asking: String,
    passes: usize,
    /// Each card played, by name, and whether it is still in force.
    played: Vec<(String, bool)>,
    /// The engine's preview of the contest (the numbers its sender saw), its verdict, and
    /// whether every requirement shown is met ("" for an attack).
    check: Option<(String, &'static str, String)>,
}

impl ResponseWindow {
    fn of(v: &CcgView, w: &WindowView) -> ResponseWindow {
        ResponseWindow {
            contest: contest_text(v, &w.contest),
            asking: seat_name(w.current),
            passes: w.passes,
            played: w
                .played
                .iter()
                .map(|(c, on)| (card_name(c.card.as_deref()), *on))
                .collect(),
            check: w.preview.as_ref().map(|p| {
                let met = p.met().map(|m| m.to_string()).unwrap_or_default();
                (p.summary(), verdict(p), met)
            }),
        }
    }
}

#[component]
fn WindowBox(window: ResponseWindow) -> impl IntoView {
    let played =
        (!window.played.is_empty()).then(|| {
            let items = window
            .played
            .into_iter()
            .map(|(name, on)| {
                let text = if on { name } else { format!("{name} (countered)") };
                view! { <li data-testid="window-played" data-in-force=on.to_string()>{text}</li> }
            })
            .collect_view();
            view! { <ul class="played">{items}</ul> }
        });
    let check = window.check.map(|(line, verdict, met)| {
        view! {
            <p class="ccg-check" data-testid="window-check" data-met=met>{line}</p>
            {(!verdict.is_empty()).then(|| view! { <p class="ccg-verdict">{verdict}</p> })}
        }
    });
    view! {
        <div class="ccg-window" data-testid="ccg-window" role="status">
            <h3>"Response window"</h3>
            <p class="contest" data-testid="contest">{window.contest}</p>
            {check}
            <p class="muted">{format!("Asking {} · passes so far {}", window.asking, window.passes)}</p>
            {played}
        </div>
    }
}

/// Whether a group folds: a long list among other kinds, unless it is composed step by step
/// or answers a window or ends the step (those stay open).
pub fn folds(group: &Group, many: bool, composing: bool) -> bool {
    many && group.items.len() > 6 && !composing && !matches!(group.key, "pass" | "done")
}

/// One group of buttons (with its composer for the Licence to Kill start, On Assignment and
/// Henchman Attack): a folding group when it [`folds`], else a titled group always open.
#[component]
fn ChoiceGroup(
    view: CcgView,
    group: Group,
    many: bool,
    picks: Picks,
    act: Callback<CcgAction>,
) -> impl IntoView {
    let count = group.items.len();
    let start = view.start.clone();
    let (composed, rest): (Vec<_>, Vec<_>) =
        group
            .items
            .iter()
            .cloned()
            .partition(|(_, c)| match c.action {
                CcgAction::Assign { .. } | CcgAction::HenchmanAttack { .. } => true,
                CcgAction::Start { .. } => start.is_some(),
                _ => false,
            });
    let composing = !composed.is_empty();
    let fold = folds(&group, many, composing);
    let in_window = view.window.is_some();
    let buttons = rest
        .into_iter()
        .map(|(i, c)| {
            let primary = matches!(c.action, CcgAction::Pass | CcgAction::Done);
            let label = button_label(&c, view.variant, view.step, in_window);
            let action = c.action;
            view! {
                <li>
                    <button type="button" class=if primary { "btn ccg-btn primary" } else { "btn ccg-btn" }
                        data-testid="ccg-action" data-kind=group.key data-i=i data-choice=i
                        on:click=move |_| act.run(action.clone())>
                        {label}
                    </button>
                </li>
            }
        })
        .collect_view();
    let composer = composing.then(|| match (group.key, start) {
        ("start", Some(options)) => {
            view! { <StartComposer options=options items=composed act=act/> }.into_any()
        }
        ("attack", _) => {
            view! { <AttackComposer view=view.clone() items=composed picks=picks act=act/> }
                .into_any()
        }
        _ => view! { <AssignComposer view=view.clone() items=composed picks=picks act=act/> }
            .into_any(),
    });
    let standing = (group.key == "pass" && in_window && view.viewer != Some(view.seat))
        .then(use_context::<PassForMe>)
        .flatten()
        .map(|p| {
            view! {
                <li>
                    <button type="button" class="btn ccg-btn" data-testid="pass-until-turn"
                        on:click=move |_| p.set.run(true)>
                        {format!("Pass until my turn (no more questions in {}'s turn)", seat_name(view.seat))}
                    </button>
                </li>
            }
        });
    if fold {
        return view! {
            <details class="choice-group" data-group=group.key>
                <FoldSummary title=group.title.to_string() count=count/>
                <ul class="ccg-buttons">{buttons}</ul>
            </details>
        }
        .into_any();
    }
    view! {
        <div class="ccg-group" role="group" aria-label=group.title data-group=group.key>
            <h3 class="ccg-group-title">{group.title}</h3>
            {composer}
            <ul class="ccg-buttons">{buttons}{standing}</ul>
        </div>
    }
    .into_any()
}

#[cfg(test)]
mod tests {
    use super::*;
    use qbranch_engine::ccg::Uid;

    fn ch(a: CcgAction, label: &str) -> Choice<CcgAction> {
        Choice {
            action: a,
            label: label.into(),
            odds: None,
        }
    }

    #[test]
    fn choices_group_by_kind_in_a_fixed_order() {
        let u = |n| Uid(n);
        let cs = vec![
            ch(CcgAction::Done, "Done"),
            ch(CcgAction::Recruit { card: u(3) }, "Bring A into the Agency"),
            ch(
                CcgAction::GiveQ {
                    card: u(4),
                    to: u(3),
                },
                "Give Q to A",
            ),
            ch(CcgAction::Recruit { card: u(5) }, "Bring B into the Agency"),
            ch(CcgAction::Pass, "Pass"),
        ];
        let g = group(&cs);
        let keys: Vec<&str> = g.iter().map(|g| g.key).collect();
        assert_eq!(keys, vec!["pass", "recruit", "q", "done"]);
        let recruit = &g[1];
        assert_eq!(recruit.items.len(), 2);
        assert_eq!(recruit.items[0].1.label, "Bring A into the Agency");
        assert_eq!(recruit.items[1].1.label, "Bring B into the Agency");
        assert_eq!(
            button_label(&cs[0], Variant::Basic, Step::Attack, false),
            "Done with Henchman Attack"
        );
        assert_eq!(
            button_label(&cs[4], Variant::Basic, Step::Attack, true),
            "Pass (play nothing)"
        );
        assert!(group(&[]).is_empty());
    }

    #[test]
    fn step_names_follow_each_rule_set() {
        assert_eq!(step_name(Variant::Basic, Step::Develop), "Develop Subplots");
        assert_eq!(step_name(Variant::Ltk, Step::Develop), "Develop Plot Zone");
        assert_eq!(step_name(Variant::Ltk, Step::Discard), "Discard and Draw");
    }
}
