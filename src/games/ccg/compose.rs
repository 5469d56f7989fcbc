//! Choosing an On Assignment or a Henchman Attack in the rulebooks' order, with what each
//! choice would face shown live: first who goes (tap the card, or its button), then who goes
//! along, then the Main Plot, each Main Plot's button carrying the group's totals against its
//! requirements ("PV 7 / 6 ✔ · Shooting 1 / 2 ✘"); for an attack the two values and, in
//! Licence to Kill, the dice's odds. The numbers are the engine's previews (`CcgView::previews`);
//! nothing here restates a rule. Pressing a pick keeps the buttons in place (the keyboard's
//! focus stays where it was); only what depends on the pick is drawn again.

mod start;

use leptos::prelude::*;
use qbranch_engine::ccg::preview::Preview;
use qbranch_engine::ccg::view::CcgView;
use qbranch_engine::ccg::{CcgAction, Uid};

use super::names::name_of;
use crate::games::Choice;
use crate::ui::reactive::{memo, state, Derived, State};
pub use start::StartComposer;

/// Cards that may be tapped on the table to make a choice, and the last one tapped.
#[derive(Clone, Copy)]
pub struct Pick {
    pub eligible: Derived<Vec<Uid>>,
    /// The card picked by the last tap: a second tap on it opens the zoom instead.
    pub last: State<Option<Uid>>,
}

/// A tap on the table's card `u`: true when it chose the card (the first tap on a card that
/// may be chosen now); false when the caller should open the zoom.
pub fn tap_with(p: Pick, u: Uid) -> bool {
    if p.eligible.with_untracked(|e| e.contains(&u)) && p.last.get_untracked() != Some(u) {
        p.last.set(Some(u));
        true
    } else {
        p.last.set(None);
        false
    }
}

/// What the player has picked so far (the composer keeps these across positions).
#[derive(Clone, Copy)]
pub struct Picks {
    pub agent: State<Option<Uid>>,
    /// `Some(None)`: nobody goes along, chosen; `None`: not chosen yet (nobody).
    pub companion: State<Option<Option<Uid>>>,
    pub assailant: State<Option<Uid>>,
    /// The Main Plot (its first card) or attack target last tapped on the table.
    pub chosen: State<Option<Uid>>,
}

impl Picks {
    pub fn new() -> Self {
        Picks {
            agent: state(None),
            companion: state(None),
            assailant: state(None),
            chosen: state(None),
        }
    }
}

fn push_new<T: PartialEq>(v: &mut Vec<T>, x: T) {
    if !v.contains(&x) {
        v.push(x);
    }
}

/// The characters that may go On Assignment, in the engine's order.
pub fn agents(items: &[CcgAction]) -> Vec<Uid> {
    let mut out = Vec::new();
    for a in items {
        if let CcgAction::Assign { agent, .. } = a {
            push_new(&mut out, *agent);
        }
    }
    out
}

/// Who may go along with `agent` (`None`: nobody).
pub fn companions(items: &[CcgAction], agent: Uid) -> Vec<Option<Uid>> {
    let mut out = Vec::new();
    for a in items {
        if let CcgAction::Assign {
            agent: g,
            companion,
            ..
        } = a
        {
            if *g == agent {
                push_new(&mut out, *companion);
            }
        }
    }
    out
}

/// Each option with the places among `items` of the choices `is` says it leads to.
fn with_places<T: Copy>(
    options: impl IntoIterator<Item = T>,
    items: &[(usize, Choice<CcgAction>)],
    is: impl Fn(T, &CcgAction) -> bool,
) -> Vec<(T, Vec<usize>)> {
    options
        .into_iter()
        .map(|o| {
            let places = items
                .iter()
                .filter(|(_, c)| is(o, &c.action))
                .map(|(i, _)| *i)
                .collect();
            (o, places)
        })
        .collect()
}

/// The Henchmen that may attack.
pub fn assailants(items: &[CcgAction]) -> Vec<Uid> {
    let mut out = Vec::new();
    for a in items {
        if let CcgAction::HenchmanAttack { assailant, .. } = a {
            push_new(&mut out, *assailant);
        }
    }
    out
}

/// The pick if it is still an option, else the first option.
pub fn pick_or_first<T: PartialEq + Copy>(pick: Option<T>, options: &[T]) -> Option<T> {
    pick.filter(|p| options.contains(p))
        .or_else(|| options.first().copied())
}

/// The Main Plot (as the uid of its first card) holding the card `uid`, in any seat's zone.
pub fn stack_of(view: &CcgView, uid: Uid) -> Option<Uid> {
    view.seats.iter().find_map(|s| {
        s.zone
            .iter()
            .find(|mp| mp.iter().any(|c| c.uid == uid))
            .and_then(|mp| mp.first().map(|c| c.uid))
    })
}

/// Every card a tap on the table may choose now: the characters that may go On Assignment or
/// go along, every card of a Main Plot they may face, the attacking Henchmen and their targets.
pub fn eligible(view: &CcgView, items: &[CcgAction]) -> Vec<Uid> {
    let mut out = Vec::new();
    for a in items {
        match a {
            CcgAction::Assign {
                agent,
                companion,
                plot,
            } => {
                push_new(&mut out, *agent);
                if let Some(c) = companion {
                    push_new(&mut out, *c);
                }
                for s in &view.seats {
                    for mp in &s.zone {
                        if mp.first().is_some_and(|c| c.uid == *plot) {
                            for c in mp {
                                push_new(&mut out, c.uid);
                            }
                        }
                    }
                }
            }
            CcgAction::HenchmanAttack {
                assailant, target, ..
            } => {
                push_new(&mut out, *assailant);
                push_new(&mut out, *target);
            }
            _ => {}
        }
    }
    out
}

/// What a tap on the card `uid` chooses, given the choices on offer.
pub fn apply_tap(view: &CcgView, items: &[CcgAction], picks: Picks, uid: Uid) {
    let agent_options = agents(items);
    if agent_options.contains(&uid) {
        picks.agent.set(Some(uid));
        picks.companion.set(None);
        return;
    }
    let agent = pick_or_first(picks.agent.get_untracked(), &agent_options);
    if let Some(g) = agent {
        if companions(items, g).contains(&Some(uid)) {
            picks.companion.set(Some(Some(uid)));
            return;
        }
    }
    if assailants(items).contains(&uid) {
        picks.assailant.set(Some(uid));
        return;
    }
    let plot = stack_of(view, uid).filter(|p| {
        items
            .iter()
            .any(|a| matches!(a, CcgAction::Assign { plot, .. } if plot == p))
    });
    picks.chosen.set(Some(plot.unwrap_or(uid)));
}

/// The preview the engine gave for `a`.
fn preview_of<'a>(view: &'a CcgView, a: &CcgAction) -> Option<&'a Preview> {
    view.previews
        .iter()
        .find(|p| p.action == *a)
        .map(|p| &p.preview)
}

/// The verdict under an assignment's line.
pub fn verdict(p: &Preview) -> &'static str {
    match p.met() {
        Some(true) => "Meets every requirement shown — unless Intrigue cards change it.",
        Some(false) => "Falls short: whoever goes would come back Demoted.",
        None => "",
    }
}

/// A tap on the table chose the card `uid`: the composer follows, and the keyboard's focus
/// goes to the sending button it aims.
pub fn chose_by_tap(
    view: Derived<CcgView>,
    choices: Derived<Vec<Choice<CcgAction>>>,
    picks: Picks,
    uid: Uid,
) {
    let items: Vec<CcgAction> =
        choices.with_untracked(|c| c.iter().map(|c| c.action.clone()).collect());
    view.with_untracked(|v| apply_tap(v, &items, picks, uid));
    if let Some(chosen) = picks.chosen.get_untracked() {
        request_animation_frame(move || focus_send(chosen));
    }
}

/// Move the keyboard's focus to the first sending button aimed at `target` (a Main Plot or an
/// attack's target chosen by a tap on the table), and bring it into sight.
fn focus_send(target: Uid) {
    use wasm_bindgen::JsCast;
    let sel = format!(
        ".ccg [data-testid=ccg-action][data-target=\"{}\"]",
        target.0
    );
    let Some(el) = document().query_selector(&sel).ok().flatten() else {
        return;
    };
    if let Ok(el) = el.dyn_into::<web_sys::HtmlElement>() {
        el.scroll_into_view_with_bool(false);
        let _ = el.focus();
    }
}

/// One pick button (who goes, who goes along, which Henchman), pressed while `chosen`;
/// `leads`: the places of the choices it is the next pick of, while it is not chosen (the ring
/// of a lesson or the Hint goes to it).
#[component]
fn PickButton(
    label: String,
    chosen: Signal<bool>,
    testid: &'static str,
    uid: Option<Uid>,
    leads: Option<String>,
    on_pick: Callback<()>,
) -> impl IntoView {
    view! {
        <button type="button" class="btn ccg-pick" class:chosen=chosen
            aria-pressed=move || chosen.get().to_string()
            data-leads=move || leads.clone().filter(|_| !chosen.get())
            data-testid=testid data-uid=uid.map(|u| u.0.to_string()).unwrap_or_default()
            on:click=move |_| on_pick.run(())>
            {label}
        </button>
    }
}

/// A numbered question and its pick buttons.
#[component]
fn PickGroup(title: String, children: Children) -> impl IntoView {
    let aria = title
        .trim_start_matches(|c: char| c.is_ascii_digit() || c == '.' || c == ' ')
        .trim_end_matches('?')
        .to_string();
    view! {
        <h4>{title}</h4>
        <div class="ccg-picks" role="group" aria-label=aria>{children()}</div>
    }
}

/// The composer's frame around its body.
#[component]
fn Frame(testid: &'static str, #[prop(optional)] children: Option<Children>) -> impl IntoView {
    view! {
        <div class="ccg-compose" data-testid=testid>
            <p class="muted">"Tap a highlighted card on the table, or use these buttons."</p>
            {children.map(|c| c())}
        </div>
    }
}

/// What a sending button's line says: the engine's preview of its action (the group's totals
/// against the requirements, or the values an attack compares), whether they are met, and the
/// verdict under it.
#[derive(Clone, Debug, PartialEq)]
struct Check {
    line: String,
    met: String,
    verdict: Option<&'static str>,
}

impl Check {
    fn of(view: &CcgView, a: &CcgAction) -> Check {
        let p = preview_of(view, a);
        Check {
            line: p.map(|p| p.summary()).unwrap_or_default(),
            met: p
                .and_then(|p| p.met())
                .map(|m| m.to_string())
                .unwrap_or_default(),
            verdict: p.map(verdict).filter(|v| !v.is_empty()),
        }
    }
}

/// One sending button with its live line (`i`: the choice's place among the viewer's
/// choices), marked while its target is the one last tapped on the table.
#[component]
fn SendButton(
    i: usize,
    choice: Choice<CcgAction>,
    check: Check,
    key: &'static str,
    target: Uid,
    chosen: State<Option<Uid>>,
    act: Callback<CcgAction>,
) -> impl IntoView {
    let action = choice.action;
    view! {
        <li class="ccg-send" class:chosen=move || chosen.get() == Some(target)>
            <button type="button" class="btn ccg-btn" data-testid="ccg-action" data-kind=key
                data-target=target.0 data-met=check.met.clone() data-i=i data-choice=i
                on:click=move |_| act.run(action.clone())>
                {choice.label}
            </button>
            <p class="ccg-check" data-testid="ccg-check" data-met=check.met>{check.line}</p>
            {check.verdict.map(|v| view! { <p class="ccg-verdict">{v}</p> })}
        </li>
    }
}

/// One pick button per option (a card, or nobody), pressed while it is the `chosen` one;
/// `pick` records a press. Each option comes with the places of the choices it is the next
/// pick of.
fn pick_buttons(
    view: &CcgView,
    options: Vec<(Option<Uid>, Vec<usize>)>,
    chosen: Derived<Option<Uid>>,
    testid: &'static str,
    pick: impl Fn(Option<Uid>) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    options
        .into_iter()
        .map(|(c, leads)| {
            let label = c
                .map(|u| name_of(view, u))
                .unwrap_or_else(|| "Nobody".into());
            let leads = crate::shell::action_bar::leads(leads);
            view! {
                <PickButton label=label chosen=Signal::derive(move || chosen.get() == c)
                    testid=testid uid=c leads=leads on_pick=Callback::new(move |_| pick(c))/>
            }
        })
        .collect_view()
}

/// The sending buttons of the choices `target` aims (it names the Main Plot or the attack's
/// target), each with its line.
fn send_buttons(
    items: &[(usize, Choice<CcgAction>)],
    checks: &[Check],
    key: &'static str,
    picks: Picks,
    act: Callback<CcgAction>,
    target: impl Fn(&CcgAction) -> Option<Uid>,
) -> impl IntoView {
    items
        .iter()
        .zip(checks)
        .filter_map(|((i, c), check)| {
            let target = target(&c.action)?;
            Some(view! {
                <SendButton i=*i choice=c.clone() check=check.clone() key=key target=target
                    chosen=picks.chosen act=act/>
            })
        })
        .collect_view()
}

/// The engine's preview of each of the choices, in their order.
fn checks(view: &CcgView, items: &[(usize, Choice<CcgAction>)]) -> Vec<Check> {
    items
        .iter()
        .map(|(_, c)| Check::of(view, &c.action))
        .collect()
}

/// On Assignment: who goes, who goes along, then one button per Main Plot with its line.
#[component]
pub fn AssignComposer(
    view: CcgView,
    items: Vec<(usize, Choice<CcgAction>)>,
    picks: Picks,
    act: Callback<CcgAction>,
) -> impl IntoView {
    let actions: Vec<CcgAction> = items.iter().map(|(_, c)| c.action.clone()).collect();
    let agent_options = agents(&actions);
    if agent_options.is_empty() {
        return view! { <Frame testid="compose-assign"/> }.into_any();
    }
    let agent = {
        let options = agent_options.clone();
        memo(move || pick_or_first(picks.agent.get(), &options))
    };
    // Who may go along with the agent, and who does.
    let along_options = memo(move || {
        agent
            .get()
            .map(|g| companions(&actions, g))
            .unwrap_or_default()
    });
    let companion = memo(move || {
        let options = along_options.get();
        picks
            .companion
            .get()
            .filter(|c| options.contains(c))
            .unwrap_or(None)
    });
    // Each pick draws what depends on it: the ring of a lesson or the Hint moves on with it.
    Effect::new(move |_| {
        agent.track();
        companion.track();
        request_animation_frame(crate::shell::action_bar::rering);
    });
    let who = pick_buttons(
        &view,
        with_places(
            agent_options.into_iter().map(Some),
            &items,
            |u, a| matches!(a, CcgAction::Assign { agent, .. } if Some(*agent) == u),
        ),
        agent,
        "pick-agent",
        move |u| {
            picks.agent.set(u);
            picks.companion.set(None);
        },
    );
    let checks = checks(&view, &items);
    let along_items = items.clone();
    let along = move || {
        let options = along_options.get();
        (options.len() > 1).then(|| {
            let g = agent.get();
            let options = with_places(options, &along_items, |k, a| {
                matches!(a, CcgAction::Assign { agent, companion, .. } if Some(*agent) == g && *companion == k)
            });
            let buttons = pick_buttons(&view, options, companion, "pick-companion", move |c| {
                picks.companion.set(Some(c))
            });
            view! { <PickGroup title="2. Who goes along?".to_string()>{buttons}</PickGroup> }
        })
    };
    let sends = move || {
        let (g, k) = (agent.get(), companion.get());
        send_buttons(&items, &checks, "assign", picks, act, move |a| match *a {
            CcgAction::Assign {
                agent,
                companion,
                plot,
            } if Some(agent) == g && companion == k => Some(plot),
            _ => None,
        })
    };
    let question = move || {
        let n = if along_options.with(|o| o.len() > 1) {
            "3."
        } else {
            "2."
        };
        format!("{n} Against which Main Plot? The group's totals against each one's requirements:")
    };
    view! {
        <Frame testid="compose-assign">
            <PickGroup title="1. Who goes On Assignment?".to_string()>{who}</PickGroup>
            {along}
            <h4>{question}</h4>
            <ul class="ccg-sends">{sends}</ul>
        </Frame>
    }
    .into_any()
}

/// Henchman Attack: which Henchman, then one button per target (and value) with its line.
#[component]
pub fn AttackComposer(
    view: CcgView,
    items: Vec<(usize, Choice<CcgAction>)>,
    picks: Picks,
    act: Callback<CcgAction>,
) -> impl IntoView {
    let actions: Vec<CcgAction> = items.iter().map(|(_, c)| c.action.clone()).collect();
    let options = assailants(&actions);
    let assailant = {
        let options = options.clone();
        memo(move || pick_or_first(picks.assailant.get(), &options))
    };
    let which = (options.len() > 1).then(|| {
        let options = with_places(options.into_iter().map(Some), &items, |u, a| {
            matches!(a, CcgAction::HenchmanAttack { assailant, .. } if Some(*assailant) == u)
        });
        let buttons = pick_buttons(&view, options, assailant, "pick-assailant", move |u| {
            picks.assailant.set(u)
        });
        view! { <PickGroup title="1. Which Henchman attacks?".to_string()>{buttons}</PickGroup> }
    });
    Effect::new(move |_| {
        assailant.track();
        request_animation_frame(crate::shell::action_bar::rering);
    });
    let checks = checks(&view, &items);
    let body = move || {
        let a = assailant.get()?;
        let sends = send_buttons(&items, &checks, "attack", picks, act, move |x| match *x {
            CcgAction::HenchmanAttack {
                assailant, target, ..
            } if assailant == a => Some(target),
            _ => None,
        });
        Some(view! {
            <h4>{format!("{} {} whom? The values compared, and what comes of it:", name_of(&view, a), qbranch_engine::ccg::event::attack_verb(&name_of(&view, a)))}</h4>
            <ul class="ccg-sends">{sends}</ul>
        })
    };
    view! {
        <Frame testid="compose-attack">
            {which}
            {body}
        </Frame>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn assign(agent: u16, companion: Option<u16>, plot: u16) -> CcgAction {
        CcgAction::Assign {
            agent: Uid(agent),
            companion: companion.map(Uid),
            plot: Uid(plot),
        }
    }

    #[test]
    fn choices_split_into_who_goes_who_goes_along_and_where() {
        let items = vec![
            assign(1, None, 10),
            assign(1, None, 20),
            assign(1, Some(2), 10),
            assign(1, Some(2), 20),
            assign(3, None, 10),
            CcgAction::Done,
        ];
        assert_eq!(agents(&items), vec![Uid(1), Uid(3)]);
        assert_eq!(companions(&items, Uid(1)), vec![None, Some(Uid(2))]);
        assert_eq!(companions(&items, Uid(3)), vec![None]);
        assert!(assailants(&items).is_empty());
        assert_eq!(pick_or_first(Some(Uid(3)), &agents(&items)), Some(Uid(3)));
        // A pick that is no longer on offer falls back to the first option.
        assert_eq!(pick_or_first(Some(Uid(9)), &agents(&items)), Some(Uid(1)));
        assert_eq!(pick_or_first::<Uid>(None, &[]), None);
    }

    #[test]
    fn each_pick_leads_to_the_assignments_holding_it() {
        let items: Vec<(usize, Choice<CcgAction>)> = [
            CcgAction::Done,
            assign(1, None, 10),
            assign(1, Some(2), 10),
            assign(3, None, 10),
        ]
        .into_iter()
        .enumerate()
        .map(|(i, action)| {
            let label = String::new();
            (
                i,
                Choice {
                    label,
                    odds: None,
                    action,
                },
            )
        })
        .collect();
        let who = with_places(
            [Some(Uid(1)), Some(Uid(3))],
            &items,
            |u, a| matches!(a, CcgAction::Assign { agent, .. } if Some(*agent) == u),
        );
        assert_eq!(
            who,
            vec![(Some(Uid(1)), vec![1, 2]), (Some(Uid(3)), vec![3])]
        );
    }

    /// A Basic table at seat 0's On Assignment: two Bonds against seat 1's Main Plot of two
    /// cards (Crab Key with Firefight as a Subplot).
    fn table() -> (qbranch_engine::ccg::Ccg, Vec<CcgAction>, [Uid; 4]) {
        use qbranch_engine::ccg::{decks, Ccg, CcgSetup, Step};
        use qbranch_engine::Game;
        // Prebuilt decks holding these cards: seat 0's Bonds, seat 1's Plots.
        let deck = |id| decks::deck(id).unwrap().seat_deck();
        let setup = CcgSetup {
            decks: vec![deck("smugglers-run"), deck("spectre-rising")],
            goal: 25,
            skip_unable: false,
            stacked: false,
        };
        let mut g = Ccg::new(&setup, 7).unwrap();
        g.rig_reset(Step::Assignment);
        let crab = g.rig_plot(1, "crab-key", None, true);
        let fire = g.rig_plot(1, "firefight", Some(0), true);
        let a = g.rig_agency(0, "the-navy-hero");
        let b = g.rig_agency(0, "the-commando");
        let items = g.legal_actions(0);
        (g, items, [crab, fire, a, b])
    }

    #[test]
    fn a_tap_chooses_who_goes_or_the_main_plot_of_any_of_its_cards() {
        use qbranch_engine::Game;
        let (g, items, [crab, fire, a, b]) = table();
        let view = g.view(Some(0));
        assert_eq!(
            stack_of(&view, fire),
            Some(crab),
            "a Subplot belongs to its Main Plot"
        );
        let e = eligible(&view, &items);
        for u in [crab, fire, a, b] {
            assert!(e.contains(&u), "{u:?} may be tapped");
        }
        // The engine previews every assignment for the acting seat, so each button has a line.
        assert_eq!(view.previews.len(), agents(&items).len());
        let picks = Picks::new();
        apply_tap(&view, &items, picks, b);
        assert_eq!(picks.agent.get_untracked(), Some(b));
        apply_tap(&view, &items, picks, fire);
        assert_eq!(picks.chosen.get_untracked(), Some(crab));
        // Seat 1's view is not choosing anything: nothing previewed there.
        assert!(g.view(Some(1)).previews.is_empty());
    }
}
