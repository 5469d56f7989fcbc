//! Licence to Kill's start in the rulebook's three steps: the Mission, then the Villain to lie
//! face down on it, then the starting Bond, each as the card faces of the player's own decks.
//! The cards the rules bar stay in sight, greyed, with the engine's reason (a Mission another
//! player started with; a Bond whose PV + CV is over the limit). The third pick sends the one
//! legal start the three picks name; nothing here decides what is allowed.

use leptos::prelude::*;
use qbranch_engine::ccg::legal::{Barred, StartCard, StartOptions};
use qbranch_engine::ccg::{find_card, CcgAction, Uid};

use super::push_new;
use crate::games::ccg::card::{value_text, Face};
use crate::games::ccg::zoom::Zoom;
use crate::games::Choice;
use crate::ui::reactive::{state, State};

/// A stage's pick: `None` not picked yet, `Some(None)` no card (none to choose from).
type StagePick = State<Option<Option<Uid>>>;

/// The three questions, in the rulebook's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    Mission,
    Villain,
    Bond,
}

impl Stage {
    /// `data-stage`.
    fn key(self) -> &'static str {
        match self {
            Stage::Mission => "mission",
            Stage::Villain => "villain",
            Stage::Bond => "bond",
        }
    }

    fn title(self) -> &'static str {
        match self {
            Stage::Mission => "1 of 3: your Mission",
            Stage::Villain => "2 of 3: the Villain, face down on it",
            Stage::Bond => "3 of 3: your starting Bond",
        }
    }
}

/// One part of the legal starts: the Mission, Villain or Bond of each, as offered.
fn part(a: &CcgAction, stage: Stage) -> Option<Option<Uid>> {
    match *a {
        CcgAction::Start {
            mission,
            villain,
            bond,
        } => Some(match stage {
            Stage::Mission => mission,
            Stage::Villain => villain,
            Stage::Bond => bond,
        }),
        _ => None,
    }
}

/// The cards (or `None`: no card) the legal starts offer for `stage`, in their order.
pub fn offered(items: &[CcgAction], stage: Stage) -> Vec<Option<Uid>> {
    let mut out = Vec::new();
    for a in items {
        if let Some(p) = part(a, stage) {
            push_new(&mut out, p);
        }
    }
    out
}

/// The legal start the three picks name, with its place among the viewer's choices.
pub fn named(
    items: &[(usize, Choice<CcgAction>)],
    mission: Option<Uid>,
    villain: Option<Uid>,
    bond: Option<Uid>,
) -> Option<(usize, CcgAction)> {
    let want = CcgAction::Start {
        mission,
        villain,
        bond,
    };
    items
        .iter()
        .find(|(_, c)| c.action == want)
        .map(|(i, c)| (*i, c.action.clone()))
}

/// The places of the legal starts a pick of `uid` at `stage` leads to (a Mission: every start
/// with it; a Villain: every start with it on the Mission picked), for the ring of a lesson or
/// the Hint. The Bond's cards are the starts themselves.
pub fn leads_to(
    items: &[(usize, Choice<CcgAction>)],
    stage: Stage,
    mission: Option<Uid>,
    uid: Uid,
) -> Vec<usize> {
    items
        .iter()
        .filter(|(_, c)| match stage {
            Stage::Mission => part(&c.action, Stage::Mission) == Some(Some(uid)),
            Stage::Villain => {
                part(&c.action, Stage::Mission) == Some(mission)
                    && part(&c.action, Stage::Villain) == Some(Some(uid))
            }
            Stage::Bond => false,
        })
        .map(|(i, _)| *i)
        .collect()
}

/// The stage to answer now: the first one not picked yet (a stage with nothing to choose from
/// is answered by itself).
pub fn stage_now(
    items: &[CcgAction],
    mission: Option<Option<Uid>>,
    villain: Option<Option<Uid>>,
) -> Stage {
    let open =
        |s: Stage, pick: Option<Option<Uid>>| pick.is_none() && offered(items, s) != vec![None];
    if open(Stage::Mission, mission) {
        Stage::Mission
    } else if open(Stage::Villain, villain) {
        Stage::Villain
    } else {
        Stage::Bond
    }
}

/// A stage's pick, or the only thing it offers.
fn settled(items: &[CcgAction], stage: Stage, pick: Option<Option<Uid>>) -> Option<Uid> {
    pick.flatten()
        .or_else(|| offered(items, stage).into_iter().flatten().next())
}

/// What a card says under its face: its values, and why the rules bar it.
fn caption(c: &StartCard, max: u8) -> (String, Option<String>) {
    let card = find_card(&c.card);
    let values = card
        .map(|k| {
            let pv_cv = format!("PV {} · CV {}", value_text(k.pv), value_text(k.cv));
            match (c.total, k.bullets) {
                (Some(t), _) => format!("{pv_cv} · total {t}"),
                (None, 0) => pv_cv,
                (None, 1) => format!("{pv_cv} · 1 Plot Point"),
                (None, n) => format!("{pv_cv} · {n} Plot Points"),
            }
        })
        .unwrap_or_default();
    let why = c.barred.map(|b| match b {
        Barred::Taken => "Another player started with it: Missions are unique.".to_string(),
        Barred::OverLimit => format!("Total over {max}: it may not start."),
    });
    (values, why)
}

/// The sentence above a stage's cards: the rule as it applies to this player's decks.
fn rule_line(o: &StartOptions, stage: Stage) -> String {
    let count = |cs: &[StartCard]| {
        let n = cs.iter().filter(|c| c.barred.is_none()).count();
        (n, cs.len())
    };
    match stage {
        Stage::Mission => {
            let (n, all) = count(&o.missions);
            let free = if n == all {
                String::new()
            } else {
                format!(" Players must start with different Missions: free to start, {n} of {all}.")
            };
            format!("It lies face up in your Plot Zone and goes with any Villain and Bond.{free}")
        }
        Stage::Villain => {
            "It lies face down on your Mission: only you know who it is. Any Villain may start."
                .into()
        }
        Stage::Bond => {
            let (n, all) = count(&o.bonds);
            format!(
                "The rule: a starting Bond's PV + CV is {} or less. Bonds meeting it: {n} of {all}; any of them goes with your Mission and Villain. Choosing one starts the game.",
                o.bond_max
            )
        }
    }
}

/// The cards of one stage: each a button with its face and caption; a barred card greyed
/// with its reason. The Bond's buttons send the start.
fn stage_cards(
    o: &StartOptions,
    stage: Stage,
    items: &[(usize, Choice<CcgAction>)],
    mission: Option<Uid>,
    villain: Option<Uid>,
    pick: impl Fn(Uid) + Copy + Send + Sync + 'static,
    act: Callback<CcgAction>,
) -> impl IntoView {
    let cards = match stage {
        Stage::Mission => &o.missions,
        Stage::Villain => &o.villains,
        Stage::Bond => &o.bonds,
    };
    let zoom = use_context::<Zoom>();
    // The cards that may start first, so they are the ones in sight; the barred ones after.
    let (open, barred): (Vec<&StartCard>, Vec<&StartCard>) =
        cards.iter().partition(|c| c.barred.is_none());
    open.into_iter()
        .chain(barred)
        .filter_map(|c| {
            let card = find_card(&c.card)?;
            let (values, why) = caption(c, o.bond_max);
            let send = (stage == Stage::Bond)
                .then(|| named(items, mission, villain, Some(c.uid)))
                .flatten();
            let barred = c.barred.is_some() || (stage == Stage::Bond && send.is_none());
            let uid = c.uid;
            let id = c.card.clone();
            let (testid, kind, choice) = match &send {
                Some((i, _)) => ("ccg-action", Some("start"), Some(*i)),
                None => ("ccg-start-pick", None, None),
            };
            let leads = crate::shell::action_bar::leads(leads_to(items, stage, mission, uid));
            let on_click = move |_| match &send {
                Some((_, a)) => act.run(a.clone()),
                None => pick(uid),
            };
            let read = zoom.map(|Zoom(z)| {
                let id = id.clone();
                view! {
                    <button type="button" class="btn ghost small ccg-start-read"
                        aria-label=format!("Read: {}", card.name)
                        on:click=move |_| z.set(Some((id.clone(), None)))>
                        "Read"
                    </button>
                }
            });
            Some(view! {
                <li class="ccg-start-item" class:barred=barred>
                    <button type="button" class="ccg-start-card" data-testid=testid
                        data-kind=kind data-i=choice data-choice=choice data-leads=leads
                        data-stage=stage.key() data-uid=uid.0 data-card=id.clone()
                        disabled=barred on:click=on_click>
                        <Face card=card/>
                        <span class="ccg-start-name">{card.name}</span>
                        <span class="ccg-start-values">{values}</span>
                        {why.map(|w| view! { <span class="ccg-start-why">{w}</span> })}
                    </button>
                    {read}
                </li>
            })
        })
        .collect_view()
}

/// The picks made so far, each with a button to change it.
fn chosen_line(
    o: &StartOptions,
    stage: Stage,
    mission: Option<Uid>,
    villain: Option<Uid>,
    picks: (StagePick, StagePick),
) -> impl IntoView {
    let name = |cs: &[StartCard], u: Option<Uid>| {
        u.and_then(|u| cs.iter().find(|c| c.uid == u))
            .and_then(|c| find_card(&c.card))
            .map(|c| c.name)
            .unwrap_or("none")
    };
    let (m, v) = picks;
    let mission_done = stage != Stage::Mission;
    let villain_done = stage == Stage::Bond;
    view! {
        <ol class="ccg-start-steps">
            <li data-done=mission_done.to_string()>
                "Mission: " <strong>{if mission_done { name(&o.missions, mission) } else { "…" }}</strong>
                {mission_done.then(|| view! {
                    <button type="button" class="btn ghost small" data-testid="ccg-start-change"
                        on:click=move |_| { m.set(None); v.set(None); }>"Change"</button>
                })}
            </li>
            <li data-done=villain_done.to_string()>
                "Villain: " <strong>{if villain_done { name(&o.villains, villain) } else { "…" }}</strong>
                {villain_done.then(|| view! {
                    <button type="button" class="btn ghost small" data-testid="ccg-start-change"
                        on:click=move |_| v.set(None)>"Change"</button>
                })}
            </li>
            <li data-done="false">"Bond: " <strong>"…"</strong></li>
        </ol>
    }
}

/// The start chooser: the stage to answer, the picks so far, the rule as it applies, and the
/// stage's cards.
#[component]
pub fn StartComposer(
    options: StartOptions,
    items: Vec<(usize, Choice<CcgAction>)>,
    act: Callback<CcgAction>,
) -> impl IntoView {
    let mission: StagePick = state(None);
    let villain: StagePick = state(None);
    let actions: Vec<CcgAction> = items.iter().map(|(_, c)| c.action.clone()).collect();
    // Each pick draws the next stage: the ring of a lesson or the Hint moves on to it.
    Effect::new(move |_| {
        mission.track();
        villain.track();
        request_animation_frame(crate::shell::action_bar::rering);
    });
    move || {
        let (m, v) = (mission.get(), villain.get());
        let stage = stage_now(&actions, m, v);
        let m = settled(&actions, Stage::Mission, m);
        let v = settled(&actions, Stage::Villain, v);
        let pick = move |u: Uid| match stage {
            Stage::Mission => mission.set(Some(Some(u))),
            Stage::Villain => villain.set(Some(Some(u))),
            Stage::Bond => {}
        };
        view! {
            <div class="ccg-start" data-testid="ccg-start" data-stage=stage.key()>
                {chosen_line(&options, stage, m, v, (mission, villain))}
                <h4>{stage.title()}</h4>
                <p class="ccg-start-rule" data-testid="ccg-start-rule">{rule_line(&options, stage)}</p>
                <ul class="ccg-start-cards" role="list">
                    {stage_cards(&options, stage, &items, m, v, pick, act)}
                </ul>
            </div>
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use qbranch_engine::ccg::{prebuilt_decks, CcgLtk, CcgSetup, Variant};
    use qbranch_engine::Game;

    fn start_table() -> (CcgLtk, Vec<(usize, Choice<CcgAction>)>, StartOptions) {
        let setup = CcgSetup {
            decks: prebuilt_decks(Variant::Ltk, 2),
            goal: 60,
            skip_unable: false,
            stacked: false,
        };
        let g = CcgLtk::new(&setup, 7).unwrap();
        let items = g
            .legal_actions(0)
            .into_iter()
            .enumerate()
            .map(|(i, a)| {
                (
                    i,
                    Choice {
                        label: String::new(),
                        odds: None,
                        action: a,
                    },
                )
            })
            .collect();
        let o = g.view(Some(0)).start.expect("seat 0 chooses its start");
        (g, items, o)
    }

    #[test]
    fn three_picks_name_exactly_one_legal_start() {
        let (_, items, o) = start_table();
        let actions: Vec<CcgAction> = items.iter().map(|(_, c)| c.action.clone()).collect();
        assert_eq!(stage_now(&actions, None, None), Stage::Mission);
        let m = offered(&actions, Stage::Mission);
        let v = offered(&actions, Stage::Villain);
        let b = offered(&actions, Stage::Bond);
        // The engine offers every allowed Mission × Villain × Bond: the picks are independent.
        assert_eq!(m.len() * v.len() * b.len(), actions.len());
        let allowed = |cs: &[StartCard]| -> Vec<Option<Uid>> {
            cs.iter()
                .filter(|c| c.barred.is_none())
                .map(|c| Some(c.uid))
                .collect()
        };
        assert_eq!(m, allowed(&o.missions));
        assert_eq!(b, allowed(&o.bonds));
        assert_eq!(stage_now(&actions, Some(m[0]), None), Stage::Villain);
        assert_eq!(stage_now(&actions, Some(m[0]), Some(v[0])), Stage::Bond);
        // A pick leads to exactly the starts holding it, given the picks before it.
        let mission = m[0].expect("a Mission");
        assert_eq!(
            leads_to(&items, Stage::Mission, None, mission).len(),
            v.len() * b.len()
        );
        let villain = v[0].expect("a Villain");
        let by_villain = leads_to(&items, Stage::Villain, m[0], villain);
        assert_eq!(by_villain.len(), b.len());
        assert!(by_villain.iter().all(|&i| matches!(
            items[i].1.action,
            CcgAction::Start { mission: mm, villain: vv, .. } if mm == m[0] && vv == v[0]
        )));
        let (i, a) = named(&items, m[0], v[0], b[0]).expect("a legal start");
        assert_eq!(items[i].1.action, a);
        // A barred Bond (the first prebuilt deck holds Bonds over the limit) names no start.
        let over = o
            .bonds
            .iter()
            .find(|c| c.barred.is_some())
            .expect("a barred Bond");
        assert!(named(&items, m[0], v[0], Some(over.uid)).is_none());
    }

    #[test]
    fn the_rule_is_said_as_it_applies() {
        let (_, _, o) = start_table();
        let over = StartCard {
            uid: Uid(1),
            card: "the-gambler".into(),
            total: Some(11),
            barred: Some(Barred::OverLimit),
        };
        let (values, why) = caption(&over, 10);
        assert_eq!(values, "PV 4 · CV 7 · total 11");
        assert_eq!(why.as_deref(), Some("Total over 10: it may not start."));
        let line = rule_line(&o, Stage::Bond);
        assert!(line.starts_with("The rule: a starting Bond's PV + CV is 10 or less."));
    }
}
