//! The card zoom: tap a face-up card (or press Enter on it) to read it full size, with every
//! field the data has. Escape or the Close button closes it and the focus goes back to the
//! card that opened it.

use leptos::html;
use leptos::prelude::*;
use qbranch_engine::ccg::{find_card, Card, CardType, CcgAction, Icon, Uid, Variant};
use wasm_bindgen::JsCast;

use super::card::{icons_text, value_text, Face};
use super::controls::kind;
use crate::games::Choice;
use crate::ui::reactive::{Derived, State};

/// The card open in the zoom (its design id, and the physical card when it is one on the
/// table or in the hand), shared by the table's components.
#[derive(Clone, Copy)]
pub struct Zoom(pub State<Option<(String, Option<Uid>)>>);

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

/// The zoom of `card`: the face, the facts, what the viewer may do with this very card now
/// (`actions`: the same actions as the buttons) and the Close button.
#[component]
fn ZoomBody(
    card: &'static Card,
    variant: Variant,
    actions: Vec<(CcgAction, String)>,
    choose: Callback<CcgAction>,
    close: Callback<()>,
    close_button: NodeRef<html::Button>,
) -> impl IntoView {
    let facts = facts(card, variant)
        .into_iter()
        .map(|(k, v)| view! { <dt>{k}</dt><dd>{v}</dd> })
        .collect_view();
    let with_card = (!actions.is_empty()).then(|| {
        let buttons = actions
            .into_iter()
            .map(|(action, label)| {
                view! {
                    <li>
                        <button type="button" class="btn ccg-btn" data-testid="zoom-action"
                            data-kind=kind(&action).0 on:click=move |_| choose.run(action.clone())>
                            {label}
                        </button>
                    </li>
                }
            })
            .collect_view();
        view! {
            <h3 class="zoom-actions-title">"With this card"</h3>
            <ul class="ccg-buttons">{buttons}</ul>
        }
    });
    view! {
        <div class="ccg-zoom-face"><Face card=card/></div>
        <div class="ccg-zoom-facts">
            <h2 id="ccg-zoom-title">{card.name}</h2>
            <dl>{facts}</dl>
            <p class="ccg-zoom-text">{card.text}</p>
            {with_card}
            <button type="button" class="btn primary" data-testid="ccg-zoom-close"
                node_ref=close_button on:click=move |_| close.run(())>
                "Close"
            </button>
        </div>
    }
}

#[component]
pub fn ZoomDialog(
    variant: Variant,
    choices: Derived<Vec<Choice<CcgAction>>>,
    act: Callback<CcgAction>,
) -> impl IntoView {
    let Zoom(open) = expect_context::<Zoom>();
    // The element that had the focus when the zoom opened: it gets it back on close.
    let opener = StoredValue::new_local(None::<web_sys::HtmlElement>);
    let close_button = NodeRef::<html::Button>::new();
    Effect::new(move || {
        if open.with(|o| o.is_some()) {
            let active = document()
                .active_element()
                .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
            opener.set_value(active);
            request_animation_frame(move || {
                // Unless an Escape closed the zoom before this frame.
                if let Some(b) = close_button.get_untracked().filter(|b| b.is_connected()) {
                    b.focus().ok();
                }
            });
        }
    });
    let close = Callback::new(move |_: ()| {
        open.set(None);
        if let Some(el) = opener.get_value() {
            el.focus().ok();
        }
    });
    // Escape closes the zoom wherever the focus is: it moves to Close only at the next frame,
    // and an Escape pressed before that (on the card just tapped) must close it too.
    let escape = window_event_listener(leptos::ev::keydown, move |e: web_sys::KeyboardEvent| {
        if e.key() == "Escape" && open.with_untracked(|o| o.is_some()) {
            e.prevent_default();
            close.run(());
        }
    });
    on_cleanup(move || escape.remove());
    let choose = Callback::new(move |a: CcgAction| {
        open.set(None);
        act.run(a);
    });
    move || {
        let (id, uid) = open.get()?;
        let card = find_card(&id)?;
        // What the viewer may do with this very card now, in the buttons' words.
        let actions: Vec<(CcgAction, String)> = match uid {
            Some(u) => choices.with(|cs| {
                cs.iter()
                    .filter(|c| involves(&c.action, u))
                    .map(|c| (c.action.clone(), c.label.clone()))
                    .collect()
            }),
            None => Vec::new(),
        };
        Some(view! {
            <div class="ccg-zoom-backdrop" on:click=move |_| close.run(())>
                <div
                    class="ccg-zoom"
                    role="dialog"
                    aria-modal="true"
                    aria-labelledby="ccg-zoom-title"
                    data-testid="ccg-zoom"
                    data-card=id
                    on:click=|e| e.stop_propagation()
                >
                    <ZoomBody card=card variant=variant actions=actions choose=choose close=close
                        close_button=close_button/>
                </div>
            </div>
        })
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
