//! The card zoom: tap a face-up card (or press Enter on it) to read it full size, with every
//! field the data has. Escape or the Close button closes it and the focus goes back to the
//! card that opened it.

use leptos::prelude::*;
use qbranch_engine::ccg::{find_card, Card, CardType, CcgAction, Icon, Uid, Variant};
use wasm_bindgen::JsCast;

use super::card::{face_svg_html, icons_text, value_text};
use super::controls::kind;
use crate::games::Choice;
use crate::markup::{dl_items, esc};

/// The card open in the zoom (its design id, and the physical card when it is one on the
/// table or in the hand), shared by the table's components.
#[derive(Clone, Copy)]
pub struct Zoom(pub crate::ui::reactive::State<Option<(String, Option<Uid>)>>);

/// True when the action names the card `uid` (played, moved, targeted, sent or attacked).
pub fn involves(a: &CcgAction, uid: Uid) -> bool {
    let is = |u: &Uid| *u == uid;
    let maybe = |u: &Option<Uid>| u.as_ref().is_some_and(is);
    match a {
        CcgAction::LayPlot { card }
        | CcgAction::AdvancePlot { card }
        | CcgAction::Recruit { card }
        | CcgAction::Discard { card }
        | CcgAction::Connect { card, .. } => is(card),
        CcgAction::Start {
            mission,
            villain,
            bond,
        } => maybe(mission) || maybe(villain) || maybe(bond),
        CcgAction::Subplot { card, onto: to }
        | CcgAction::GiveQ { card, to }
        | CcgAction::MoveQ { card, to }
        | CcgAction::UseInPlace { card, target: to } => is(card) || is(to),
        CcgAction::PlayIntrigue { card, target, by } => is(card) || maybe(target) || maybe(by),
        CcgAction::HenchmanAttack {
            assailant, target, ..
        } => is(assailant) || is(target),
        CcgAction::Assign {
            agent,
            companion,
            plot,
        } => is(agent) || maybe(companion) || is(plot),
        CcgAction::ExchangeQ { a, b } => is(a) || is(b),
        CcgAction::Draw { .. } | CcgAction::Pass | CcgAction::Done => false,
    }
}

/// Icons as printed, each followed by the icon it counts as under this rule set when that is
/// another ("Strength (counts as Hand-to-hand)"): the engine's `Icon::in_variant` ruling.
fn icons_in(list: &[(Icon, u8)], variant: Variant) -> String {
    let printed = icons_text(list);
    let notes: Vec<String> = list
        .iter()
        .filter(|(i, _)| i.in_variant(variant) != *i)
        .map(|(i, _)| format!("{} counts as {}", i.name(), i.in_variant(variant).name()))
        .collect();
    if notes.is_empty() {
        printed
    } else {
        format!("{printed} ({} in these rules)", notes.join(", "))
    }
}

/// The facts of a card, as (field, value) rows, in the order shown.
pub fn facts(card: &Card, variant: Variant) -> Vec<(&'static str, String)> {
    let mut rows = vec![
        ("Type", card.ctype.name().to_string()),
        ("Film", card.film.title().to_string()),
        ("PV (Physical Value)", value_text(card.pv)),
        (
            match variant {
                Variant::Basic => "CV (Charisma Value)",
                Variant::Ltk => "CV (Cunning Value)",
            },
            value_text(card.cv),
        ),
    ];
    if !card.provides.is_empty() || !card.ctype.is_plot() {
        rows.push(("Icons provided", icons_in(card.provides, variant)));
    }
    if !card.requires.is_empty() || card.ctype.is_plot() {
        rows.push(("Icons required", icons_in(card.requires, variant)));
    }
    if card.ctype.is_plot() {
        rows.push((
            "Plot Points",
            format!(
                "{} in your Plot Zone, {} when overcome",
                card.bullets,
                2 * card.bullets
            ),
        ));
    }
    let mut marks: Vec<&str> = Vec::new();
    if card.is_unique(variant) {
        marks.push("Unique");
    }
    if card.ally {
        marks.push("Ally");
    }
    if card.vehicle {
        marks.push("Vehicle");
    }
    if let Some(g) = card.agent_group {
        marks.push(g);
    }
    if !marks.is_empty() {
        rows.push(("Marks", marks.join(", ")));
    }
    if card.ctype == CardType::Q && !card.also_given_to.is_empty() {
        let to: Vec<&str> = card.also_given_to.iter().map(|t| t.name()).collect();
        rows.push(("May also be given to", to.join(", ")));
    }
    rows.push((
        "Back",
        if card.ctype.is_plot() {
            "Red (Plot card)"
        } else {
            "Blue (Action card)"
        }
        .into(),
    ));
    rows
}

/// The inside of the zoom of `card`, as markup: the face, the facts, what the viewer may do
/// with this very card now (`actions`: each choice with its place among the viewer's choices,
/// the same actions as the buttons) and the Close button.
fn zoom_html(
    card: &'static Card,
    variant: Variant,
    actions: &[(usize, &Choice<CcgAction>)],
) -> String {
    let facts = facts(card, variant);
    let rows: Vec<(&str, &str)> = facts.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let mut h = format!(
        r#"<div class="ccg-zoom-face">{}</div><div class="ccg-zoom-facts"><h2 id="ccg-zoom-title">{}</h2><dl>{}</dl><p class="ccg-zoom-text">{}</p>"#,
        face_svg_html(card),
        esc(card.name),
        dl_items(&rows),
        esc(card.text)
    );
    if !actions.is_empty() {
        h.push_str(r#"<h3 class="zoom-actions-title">With this card</h3><ul class="ccg-buttons">"#);
        for (i, c) in actions {
            h.push_str(&format!(
                r#"<li><button type="button" class="btn ccg-btn" data-testid="zoom-action" data-kind="{}" data-i="{i}">{}</button></li>"#,
                kind(&c.action).0,
                esc(&c.label)
            ));
        }
        h.push_str("</ul>");
    }
    h.push_str(r#"<button type="button" class="btn primary" data-testid="ccg-zoom-close">Close</button></div>"#);
    h
}

#[component]
pub fn ZoomDialog(
    variant: Variant,
    choices: crate::ui::reactive::Derived<Vec<Choice<CcgAction>>>,
    act: Callback<CcgAction>,
) -> impl IntoView {
    let Zoom(open) = expect_context::<Zoom>();
    // The element that had the focus when the zoom opened: it gets it back on close.
    let opener = StoredValue::new_local(None::<web_sys::HtmlElement>);
    crate::games::effect_of(Box::new(move || {
        if open.with(|o| o.is_some()) {
            let active = document()
                .active_element()
                .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
            opener.set_value(active);
            request_animation_frame(move || {
                if let Some(b) = document()
                    .query_selector(".ccg-zoom [data-testid=ccg-zoom-close]")
                    .ok()
                    .flatten()
                    .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
                {
                    b.focus().ok();
                }
            });
        }
    }));
    let close = move || {
        open.set(None);
        if let Some(el) = opener.get_value() {
            el.focus().ok();
        }
    };
    // Escape closes the zoom wherever the focus is: it moves to Close only at the next frame,
    // and an Escape pressed before that (on the card just tapped) must close it too.
    let escape = window_event_listener(leptos::ev::keydown, move |e: web_sys::KeyboardEvent| {
        if e.key() == "Escape" && open.with_untracked(|o| o.is_some()) {
            e.prevent_default();
            close();
        }
    });
    on_cleanup(move || escape.remove());
    // One handler for the zoom's buttons: Close, or an action taken with this card.
    let on_click = move |e: web_sys::MouseEvent| {
        e.stop_propagation();
        let Some(b) = crate::ui::tap::target_element(e.target())
            .and_then(|t| t.closest("button[data-testid]").ok().flatten())
        else {
            return;
        };
        if b.get_attribute("data-testid").as_deref() == Some("ccg-zoom-close") {
            close();
            return;
        }
        let i: Option<usize> = b.get_attribute("data-i").and_then(|i| i.parse().ok());
        if let Some(a) =
            i.and_then(|i| choices.with_untracked(|c| c.get(i).map(|c| c.action.clone())))
        {
            open.set(None);
            act.run(a);
        }
    };
    move || {
        let (id, uid) = open.get()?;
        let card = find_card(&id)?;
        let html = choices.with(|cs| {
            let actions: Vec<(usize, &Choice<CcgAction>)> = match uid {
                Some(u) => cs
                    .iter()
                    .enumerate()
                    .filter(|(_, c)| involves(&c.action, u))
                    .collect(),
                None => Vec::new(),
            };
            zoom_html(card, variant, &actions)
        });
        Some(
            view! {
                <div
                    class="ccg-zoom-backdrop"
                    on:click=move |_| close()
                >
                    <div
                        class="ccg-zoom"
                        role="dialog"
                        aria-modal="true"
                        aria-labelledby="ccg-zoom-title"
                        data-testid="ccg-zoom"
                        data-card=id
                        inner_html=html
                        on:click=on_click
                    ></div>
                </div>
            }
            .into_any(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_action_involves_the_cards_it_names() {
        let (a, b, c) = (Uid(1), Uid(2), Uid(3));
        let give = CcgAction::GiveQ { card: a, to: b };
        assert!(involves(&give, a) && involves(&give, b) && !involves(&give, c));
        let send = CcgAction::Assign {
            agent: a,
            companion: Some(b),
            plot: c,
        };
        assert!(involves(&send, a) && involves(&send, b) && involves(&send, c));
        let intrigue = CcgAction::PlayIntrigue {
            card: a,
            target: None,
            by: None,
        };
        assert!(involves(&intrigue, a) && !involves(&intrigue, b));
        assert!(!involves(&CcgAction::Done, a));
        assert!(!involves(&CcgAction::Draw { from_plot_pile: 1 }, a));
    }

    #[test]
    fn the_zoom_lists_every_field_of_a_plot_and_a_q_card() {
        let zorin = find_card("max-zorin").unwrap();
        let f = facts(zorin, Variant::Basic);
        let get = |k: &str| f.iter().find(|(x, _)| *x == k).map(|(_, v)| v.clone());
        assert_eq!(get("Type").as_deref(), Some("Villain"));
        assert_eq!(get("Film").as_deref(), Some("A View to a Kill"));
        assert_eq!(get("PV (Physical Value)").as_deref(), Some("7"));
        assert_eq!(get("CV (Charisma Value)").as_deref(), Some("6"));
        assert_eq!(
            get("Icons required").as_deref(),
            Some("Strength, Cunning, Evasion")
        );
        assert_eq!(
            get("Plot Points").as_deref(),
            Some("4 in your Plot Zone, 8 when overcome")
        );
        assert_eq!(get("Marks").as_deref(), Some("Unique"));
        // Licence to Kill names CV the Cunning Value, and says what the old icons count as.
        let l = facts(zorin, Variant::Ltk);
        assert!(l.iter().any(|(k, v)| *k == "Icons required"
            && v == "Strength, Cunning, Evasion (Strength counts as Hand-to-hand, Cunning counts as Quick Thinking in these rules)"));
        assert!(l
            .iter()
            .any(|(k, v)| *k == "CV (Cunning Value)" && v == "6"));
        let pen = find_card("explosive-pen").unwrap();
        let p = facts(pen, Variant::Basic);
        assert!(p.iter().any(|(k, _)| *k == "Icons provided"));
        assert!(!p.iter().any(|(k, _)| *k == "Plot Points"));
        assert!(p.iter().any(|(k, v)| *k == "Back" && v.starts_with("Blue")));
    }
}
