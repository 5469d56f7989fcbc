//! The action buttons of the chase games (You Only Live Twice, Live and Let Die) and their odds:
//! one button and one odds view, not generic, for both games; each game only fills in the
//! parts ([`ActionParts`]). Each game had its own copy of both, compiled separately.

use std::sync::Arc;

use leptos::prelude::*;
use qbranch_engine::Odds;

use super::odds_text::parts;
use crate::markup::esc;

/// The odds under an action, as markup (never tapped, redrawn with its button): a movement
/// roll as "spaces · chance" cells when `cells` has them, else each result with its
/// whole-percent chance.
pub fn odds_html(odds: &Odds, cells: Option<Vec<(String, u32)>>) -> String {
    let mut h = String::new();
    match cells {
        Some(cells) => {
            h.push_str(r#"<span class="odds dist" aria-hidden="true"><span class="dist-title">Spaces · chance</span><span class="dist-cells">"#);
            for (n, p) in cells {
                h.push_str(&format!(
                    r#"<span class="dist-cell"><span class="dist-n">{}</span><span class="dist-p">{p}%</span></span>"#,
                    esc(&n)
                ));
            }
            h.push_str("</span></span>");
        }
        None => {
            h.push_str(r#"<span class="odds" aria-hidden="true">"#);
            for p in parts(odds) {
                h.push_str(&format!(
                    "<span class=\"odd\">{} <strong>{}\u{a0}%</strong></span>",
                    esc(&p.label),
                    p.percent
                ));
            }
            h.push_str("</span>");
        }
    }
    h
}

/// What a game puts into one action button.
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
    /// The odds under the label, as markup ("" for none).
    pub odds: String,
}

/// One action button as markup; `index` (its `data-index`) is its place in the list of
/// choices, which the controls' one handler reads back.
pub fn button_html(p: &ActionParts, index: usize) -> String {
    let mut class = p.class.to_string();
    if p.primary {
        class.push_str(" primary");
    }
    if p.card.is_some() {
        class.push_str(" with-card");
    }
    let mut attrs = String::new();
    if let Some(c) = &p.card {
        attrs.push_str(&format!(r#" data-card="{}""#, esc(c)));
    }
    if p.dice {
        attrs.push_str(r#" data-dice="true""#);
    }
    if p.last {
        attrs.push_str(r#" data-final="true""#);
    }
    format!(
        r#"<button type="button" class="{class}" data-testid="{}" data-group="{}" data-index="{index}"{attrs} aria-label="{}" title="{}"><span class="{}">{}</span>{}</button>"#,
        p.testid,
        p.group,
        esc(&p.aria),
        esc(&p.title),
        p.label_class,
        esc(&p.label),
        p.odds
    )
}

/// One group of action buttons: its title (and `data-group`), the odds every button in it
/// shares (markup, under the title), and its buttons, each with whether it is folded under
/// the group's `<details>` (its class and test id, and the words on its summary).
pub struct GroupParts {
    pub title: &'static str,
    pub class: &'static str,
    pub shared_odds: Option<String>,
    pub buttons: Vec<(String, bool)>,
    pub fold: (&'static str, &'static str),
}

pub fn group_html(g: &GroupParts) -> String {
    let mut h = format!(
        r#"<div class="btn-group" role="group" aria-label="{t}" data-group="{}"><h3 class="group-title">{t}</h3>"#,
        g.class,
        t = g.title
    );
    if let Some(o) = &g.shared_odds {
        h.push_str(&format!(
            r#"<div class="group-odds"><span class="group-odds-title">Enemy movement roll</span>{o}</div>"#
        ));
    }
    let list = |folded: bool| -> Vec<&str> {
        g.buttons
            .iter()
            .filter(|(_, f)| *f == folded)
            .map(|(b, _)| b.as_str())
            .collect()
    };
    h.push_str(&format!(
        r#"<div class="group-buttons">{}</div>"#,
        list(false).concat()
    ));
    let folded = list(true);
    if !folded.is_empty() {
        h.push_str(&format!(
            r#"<details class="{c}" data-testid="{c}"><summary class="btn small">{} ({})</summary><div class="group-buttons">{}</div></details>"#,
            g.fold.1,
            folded.len(),
            folded.concat(),
            c = g.fold.0,
        ));
    }
    h.push_str("</div>");
    h
}

/// The action buttons' place in the controls: `groups` drawn as markup, with one handler for
/// every button. A tap runs `on_click` with the button's index; pointing at a button or
/// focusing it runs `on_aim` with its index, leaving it with `None`.
pub fn action_groups(
    groups: Box<dyn Fn() -> String + Send + Sync>,
    on_click: Box<dyn Fn(usize) + Send + Sync>,
    on_aim: Box<dyn Fn(Option<usize>) + Send + Sync>,
) -> AnyView {
    let on_aim = Arc::new(on_aim);
    let (a1, a2, a3, a4, a5) = (
        on_aim.clone(),
        on_aim.clone(),
        on_aim.clone(),
        on_aim.clone(),
        on_aim,
    );
    view! {
        <div
            class="action-groups"
            inner_html=groups
            on:click=move |e| {
                if let Some(i) = index_at(e.target()) {
                    a1(None);
                    on_click(i);
                }
            }
            on:focusin=move |e| {
                if let Some(i) = index_at(e.target()) {
                    a2(Some(i));
                }
            }
            on:focusout=move |_| a3(None)
            on:mouseover=move |e| {
                if let Some(i) = index_at(e.target()) {
                    a4(Some(i));
                }
            }
            on:mouseout=move |e: leptos::ev::MouseEvent| {
                // Leaving a button, not moving between its own parts.
                if index_at(e.related_target()) != index_at(e.target()) {
                    a5(None);
                }
            }
        ></div>
    }
    .into_any()
}

/// The action groups of a chase game's controls: `html` draws the `buttons`; a tap plays a
/// button's action (`parts`: its action and what it aims at), pointing at one or focusing it
/// aims at what it names, leaving it aims at `none`.
pub fn chase_action_groups<B, A, T>(
    buttons: crate::ui::reactive::Derived<Vec<B>>,
    html: fn(&[B]) -> String,
    act: Callback<A>,
    aim: crate::ui::reactive::State<T>,
    parts: fn(&B) -> (&A, T),
    none: T,
) -> AnyView
where
    B: Send + Sync + 'static,
    A: Clone + Send + Sync + 'static,
    T: Copy + Send + Sync + 'static,
{
    action_groups(
        Box::new(move || buttons.with(|all| html(all))),
        Box::new(move |i| {
            if let Some(a) = buttons.with_untracked(|all| all.get(i).map(|b| parts(b).0.clone())) {
                act.run(a);
            }
        }),
        Box::new(move |i| {
            let target =
                i.and_then(|i| buttons.with_untracked(|all| all.get(i).map(|b| parts(b).1)));
            aim.set(target.unwrap_or(none));
        }),
    )
}

/// A chase game's choices drawn group by group (each run of neighbouring choices of one
/// group: `group` gives its title and class). `shared` gives the odds a run's buttons all
/// share, drawn once under its title; `button` draws the `k`-th choice (its `data-index`;
/// told its place in its run and the run's length, and whether the run shares its odds) and
/// says whether it folds under `fold`.
pub fn groups_markup<B>(
    all: &[B],
    group: impl Fn(&B) -> (&'static str, &'static str),
    shared: impl Fn(&[B]) -> Option<String>,
    button: impl Fn(usize, &B, (usize, usize), bool) -> (String, bool),
    fold: (&'static str, &'static str),
) -> String {
    let classes: Vec<&str> = all.iter().map(|b| group(b).1).collect();
    let mut out = String::new();
    for run in runs(&classes) {
        let (title, class) = group(&all[run.start]);
        let shared_odds = shared(&all[run.clone()]);
        let (start, len) = (run.start, run.len());
        let buttons = run
            .map(|k| button(k, &all[k], (k - start, len), shared_odds.is_some()))
            .collect();
        out.push_str(&group_html(&GroupParts {
            title,
            class,
            shared_odds,
            buttons,
            fold,
        }));
    }
    out
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

/// The `data-index` of the action button at or around an event's target.
fn index_at(target: Option<web_sys::EventTarget>) -> Option<usize> {
    use wasm_bindgen::JsCast;
    let el: web_sys::Element = target?.dyn_into().ok()?;
    let button = el.closest("button[data-index]").ok()??;
    button.get_attribute("data-index")?.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parts() -> ActionParts {
        ActionParts {
            class: "btn yolt-btn",
            label_class: "yolt-btn-label",
            testid: "yolt-action",
            label: "Fire <rockets>".into(),
            aria: "Fire rockets. Chances: \"hit\" 50 %".into(),
            title: "hit 50 %".into(),
            primary: true,
            card: None,
            group: "fire",
            dice: true,
            last: false,
            odds: r#"<span class="odds"></span>"#.into(),
        }
    }

    #[test]
    fn a_button_carries_its_index_state_and_escaped_words() {
        let h = button_html(&parts(), 7);
        assert!(h.starts_with(r#"<button type="button" class="btn yolt-btn primary" data-testid="yolt-action" data-group="fire" data-index="7" data-dice="true" aria-label="Fire rockets. Chances: &quot;hit&quot; 50 %""#), "{h}");
        assert!(h.contains(r#"<span class="yolt-btn-label">Fire &lt;rockets&gt;</span><span class="odds"></span></button>"#), "{h}");
        assert!(!h.contains("data-final") && !h.contains("data-card"), "{h}");
        let card = ActionParts {
            card: Some("voodoo".into()),
            primary: false,
            dice: false,
            last: true,
            ..parts()
        };
        let h = button_html(&card, 0);
        assert!(h.contains(r#"class="btn yolt-btn with-card""#), "{h}");
        assert!(
            h.contains(r#"data-index="0" data-card="voodoo" data-final="true""#),
            "{h}"
        );
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
    fn choices_are_drawn_run_by_run_with_their_places() {
        let all = [
            ("Roll", 0),
            ("Fire", 1),
            ("Fire", 2),
            ("Fire", 3),
            ("End", 4),
        ];
        let h = groups_markup(
            &all,
            |c| (c.0, if c.0 == "Fire" { "fire" } else { "other" }),
            |run| (run.len() == 3).then(|| "<i>shared</i>".to_string()),
            |k, c, (place, len), shared| {
                (
                    format!("<b>{k}:{}:{place}/{len}:{shared}</b>", c.1),
                    place == 2,
                )
            },
            ("more", "More"),
        );
        assert_eq!(h.matches(r#"<div class="btn-group""#).count(), 3, "{h}");
        assert!(h.contains("<b>0:0:0/1:false</b>"), "{h}");
        assert!(h.contains("<i>shared</i></div><div class=\"group-buttons\"><b>1:1:0/3:true</b><b>2:2:1/3:true</b></div><details class=\"more\" data-testid=\"more\"><summary class=\"btn small\">More (1)</summary><div class=\"group-buttons\"><b>3:3:2/3:true</b>"), "{h}");
        assert!(
            h.ends_with(r#"<div class="group-buttons"><b>4:4:0/1:false</b></div></div>"#),
            "{h}"
        );
    }

    #[test]
    fn a_group_folds_its_long_shots_under_details() {
        let g = GroupParts {
            title: "Fire",
            class: "fire",
            shared_odds: Some("<span>odds</span>".into()),
            buttons: vec![
                (button_html(&parts(), 0), false),
                (button_html(&parts(), 1), true),
                (button_html(&parts(), 2), true),
            ],
            fold: ("other-shots", "Other shots"),
        };
        let h = group_html(&g);
        assert!(h.starts_with(r#"<div class="btn-group" role="group" aria-label="Fire" data-group="fire"><h3 class="group-title">Fire</h3><div class="group-odds">"#), "{h}");
        let fold = h.find("<details").unwrap();
        assert_eq!(h[..fold].matches("data-index=").count(), 1, "{h}");
        assert!(h[fold..].starts_with(r#"<details class="other-shots" data-testid="other-shots"><summary class="btn small">Other shots (2)</summary>"#), "{h}");
        assert_eq!(h[fold..].matches("data-index=").count(), 2, "{h}");
        let plain = group_html(&GroupParts {
            shared_odds: None,
            buttons: vec![(button_html(&parts(), 0), false)],
            ..g
        });
        assert!(
            !plain.contains("<details") && !plain.contains("group-odds"),
            "{plain}"
        );
        assert!(plain.ends_with("</div></div>"), "{plain}");
    }
}
