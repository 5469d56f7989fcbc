//! The controls: what is happening (whose turn, which step, what a response window contests),
//! and the viewer's legal actions as buttons grouped by kind, in the engine's own words.

use crate::markup::esc;
use leptos::prelude::*;
use qbranch_engine::ccg::view::CcgView;
use qbranch_engine::ccg::window::Contest;
use qbranch_engine::ccg::{CcgAction, Step, Uid, Variant};
use qbranch_engine::Seat;

use super::board::{name_of, seat_name};
use super::compose::{apply_tap, assign_composer, attack_composer, Picks};
use crate::games::Choice;

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
    qbranch_engine::core::sort::sort_by_key(&mut out, |g| {
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
            "Henchman Attack: {} attacks {} with {}",
            name_of(view, *assailant),
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

/// Keep the controls drawn in `body` (the table): the prompt's text is set in place (the
/// keyboard's focus may rest on it); the response window and the groups of buttons after it
/// are markup, drawn again when it changes.
pub fn draw_controls(
    body: NodeRef<leptos::html::Div>,
    view: crate::ui::reactive::Derived<CcgView>,
    to_act: crate::ui::reactive::Derived<Option<Seat>>,
    choices: crate::ui::reactive::Derived<Vec<Choice<CcgAction>>>,
    picks: Picks,
) {
    let drawn = StoredValue::new_local(String::new());
    crate::games::effect_of(Box::new(move || {
        let (has, groups) = choices.with(|c| (!c.is_empty(), group(c)));
        let to_act = to_act.get();
        let (text, html) = view.with(|v| {
            let mut h = window_html(v);
            h.push_str(r#"<div class="ccg-groups">"#);
            h.push_str(&groups_html(v, &groups, picks));
            h.push_str("</div>");
            (prompt(v, to_act, has), h)
        });
        let Some(prompt_el) = body
            .get()
            .and_then(|b| b.query_selector("[data-testid=prompt]").ok().flatten())
        else {
            return;
        };
        if prompt_el.text_content().as_deref() != Some(text.as_str()) {
            prompt_el.set_text_content(Some(&text));
        }
        if drawn.with_value(|d| *d != html) {
            // A pick button pressed with the keyboard: the same pick in the new markup gets
            // the focus back, as a keyboard player goes on.
            let focused = document()
                .active_element()
                .filter(|a| a.matches(".ccg-pick").unwrap_or(false))
                .map(|a| {
                    let attr = |n: &str| a.get_attribute(n).unwrap_or_default();
                    format!(
                        r#".ccg-controls [data-testid={}][data-uid="{}"]"#,
                        attr("data-testid"),
                        attr("data-uid")
                    )
                });
            while let Some(next) = prompt_el.next_element_sibling() {
                next.remove();
            }
            prompt_el.insert_adjacent_html("afterend", &html).ok();
            drawn.set_value(html);
            if let Some(el) = focused.and_then(|sel| document().query_selector(&sel).ok().flatten())
            {
                crate::ui::focus::focus_el(&el);
            }
        }
    }));
}

/// A click on one of the controls' buttons `el`: an action (by its place among the choices)
/// or a pick (by its card).
pub fn press(
    el: &web_sys::Element,
    choices: crate::ui::reactive::Derived<Vec<Choice<CcgAction>>>,
    act: Callback<CcgAction>,
    picks: Picks,
) {
    let attr = |name: &str| el.get_attribute(name).unwrap_or_default();
    let uid = attr("data-uid").parse().ok().map(Uid);
    match attr("data-testid").as_str() {
        "ccg-action" => {
            let i: Option<usize> = attr("data-i").parse().ok();
            if let Some(a) =
                i.and_then(|i| choices.with_untracked(|c| c.get(i).map(|c| c.action.clone())))
            {
                act.run(a);
            }
        }
        "pick-agent" => {
            picks.agent.set(uid);
            picks.companion.set(None);
        }
        "pick-companion" => picks.companion.set(Some(uid)),
        "pick-assailant" => picks.assailant.set(uid),
        _ => {}
    }
}

/// A tap on the table chose the card `uid`: the composer follows, and the keyboard's focus
/// goes to the sending button it aims.
pub fn chose_by_tap(
    view: crate::ui::reactive::Derived<CcgView>,
    choices: crate::ui::reactive::Derived<Vec<Choice<CcgAction>>>,
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

/// What a response window contests and who has answered, as markup (nothing outside one).
fn window_html(v: &CcgView) -> String {
    let Some(w) = v.window.as_ref() else {
        return String::new();
    };
    let mut h = format!(
        r#"<div class="ccg-window" data-testid="ccg-window" role="status"><h3>Response window</h3><p class="contest" data-testid="contest">{}</p><p class="muted">Asking {} · passes so far {}</p>"#,
        esc(&contest_text(v, &w.contest)),
        esc(&seat_name(w.current)),
        w.passes
    );
    if !w.played.is_empty() {
        h.push_str(r#"<ul class="played">"#);
        for (c, on) in &w.played {
            h.push_str(&format!(
                r#"<li data-testid="window-played" data-in-force="{on}">{}{}</li>"#,
                esc(&super::board::card_name(c.card.as_deref())),
                if *on { "" } else { " (countered)" }
            ));
        }
        h.push_str("</ul>");
    }
    h.push_str("</div>");
    h
}

/// The viewer's choices as groups of buttons, as markup: On Assignment and Henchman Attack
/// are chosen step by step in a composer, live; long lists fold so the other kinds stay in
/// sight, and the fold says how many.
fn groups_html(v: &CcgView, gs: &[Group], picks: Picks) -> String {
    let in_window = v.window.is_some();
    let many = gs.len() > 1;
    let mut h = String::new();
    for g in gs {
        let count = g.items.len();
        let (composed, rest): (Vec<_>, Vec<_>) = g.items.iter().cloned().partition(|(_, c)| {
            matches!(
                c.action,
                CcgAction::Assign { .. } | CcgAction::HenchmanAttack { .. }
            )
        });
        let composing = !composed.is_empty();
        let open = !many || count <= 6 || composing || matches!(g.key, "pass" | "done");
        h.push_str(&format!(
            r#"<details class="ccg-group" data-group="{}"{}><summary>{} ({count})</summary>"#,
            g.key,
            if open { " open" } else { "" },
            g.title
        ));
        if composing {
            match g.key {
                "attack" => attack_composer(&mut h, v, &composed, picks),
                _ => assign_composer(&mut h, v, &composed, picks),
            }
        }
        h.push_str(r#"<ul class="ccg-buttons">"#);
        for (i, c) in &rest {
            let primary = matches!(c.action, CcgAction::Pass | CcgAction::Done);
            h.push_str(&format!(
                r#"<li><button type="button" class="btn ccg-btn{}" data-testid="ccg-action" data-kind="{}" data-i="{i}">{}</button></li>"#,
                if primary { " primary" } else { "" },
                g.key,
                esc(&button_label(c, v.variant, v.step, in_window))
            ));
        }
        h.push_str("</ul></details>");
    }
    h
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
