//! The table's areas (the scoreboard, the other seats, the near seat, the hand) as markup: one
//! effect draws them from the view, replacing only the areas whose markup changed, and one
//! click handler on the table takes every tap on a card. A card's pick state (may it be
//! chosen by a tap now, was it the last one chosen) is set in place on the drawn cards, so a
//! tap does not redraw the table. (A view per card, with its own signals and closures,
//! compiled to far more wasm than the markup.)

use std::cell::RefCell;
use std::rc::Rc;

use leptos::prelude::*;
use qbranch_engine::ccg::view::CcgView;
use qbranch_engine::ccg::Uid;
use wasm_bindgen::JsCast;

use super::board::{hand_html, near_seat, opponents, scoreboard_html, seat_parts, SeatParts};
use super::compose::{tap_with, Pick, Picks};
use super::controls::{chose_by_tap, draw_controls, press};
use super::zoom::Zoom;
use crate::games::Choice;
use qbranch_engine::ccg::CcgAction;
use qbranch_engine::Seat;

/// The areas drawn, each as the selector of its container in the table and its markup, one
/// string per child element.
/// (The near seat is drawn apart, by [`draw_seat`].)
fn areas(v: &CcgView) -> [(&'static str, Vec<String>); 2] {
    [
        (".ccg-scoreboard", scoreboard_html(v)),
        (".ccg-hand-area", hand_html(v)),
    ]
}

/// The seats in `area` (the near seat, or the others): while they are the same seats, each
/// drawn as before, only what changed in each is drawn again (the section's attributes set in
/// place, the head, each Main Plot, each Agency piece, the piles); otherwise they are drawn
/// whole.
fn draw_seats(area: &web_sys::Element, drawn: &mut Vec<SeatParts>, new: Vec<SeatParts>) {
    let same = |a: &SeatParts, b: &SeatParts| {
        a.big == b.big && a.attrs.len() == b.attrs.len() && a.attrs.get(2) == b.attrs.get(2)
    };
    let mut patched = drawn.len() == new.len()
        && area.child_element_count() as usize == new.len()
        && drawn.iter().zip(&new).all(|(a, b)| same(a, b));
    if patched {
        let mut child = area.first_element_child();
        for (old, new) in drawn.iter().zip(&new) {
            let Some(section) = child else { break };
            child = section.next_element_sibling();
            if patch_seat(&section, old, new).is_none() {
                patched = false;
                break;
            }
        }
    }
    if !patched {
        area.set_inner_html(&new.iter().map(SeatParts::html).collect::<String>());
    }
    *drawn = new;
}

/// Bring a drawn seat's `section` from `old` to `new` in place (`None`: its children are not
/// as drawn, so the caller draws it whole).
fn patch_seat(section: &web_sys::Element, old: &SeatParts, new: &SeatParts) -> Option<()> {
    let kids = section.children();
    let (head, areas, piles) = (kids.item(0)?, kids.item(1)?, kids.item(2)?);
    let stacks = areas.query_selector(".stacks").ok()??;
    let agency = areas
        .query_selector(".ccg-agency-wrap")
        .ok()??
        .last_element_child()?;
    for ((k, v), (_, was)) in new.attrs.iter().zip(&old.attrs) {
        if v != was {
            section.set_attribute(k, v).ok()?;
        }
    }
    if new.head != old.head {
        head.set_outer_html(&new.head);
    }
    if new.stacks != old.stacks {
        draw_list(&stacks, &mut old.stacks.clone(), new.stacks.clone());
    }
    if new.pieces != old.pieces {
        if new.pieces.is_empty() || old.pieces.is_empty() {
            agency.set_outer_html(&new.agency());
        } else {
            draw_list(&agency, &mut old.pieces.clone(), new.pieces.clone());
        }
    }
    if new.piles != old.piles {
        piles.set_outer_html(&new.piles);
    }
    Some(())
}

/// Set the children of `el` to `items` (one element each): all afresh when their number
/// changed, else only those whose markup differs from what was drawn last.
fn draw_list(el: &web_sys::Element, drawn: &mut Vec<String>, items: Vec<String>) {
    if items.len() != drawn.len() {
        el.set_inner_html(&items.concat());
    } else {
        let mut child = el.first_element_child();
        for (new, old) in items.iter().zip(drawn.iter()) {
            let Some(c) = child else { break };
            child = c.next_element_sibling();
            if new != old {
                c.set_outer_html(new);
            }
        }
    }
    *drawn = items;
}

/// Mark the cards under `root` that a tap may choose now (`pickable`, `data-pickable`) and
/// the one chosen last (`picked`); a card's title says what a tap on it does.
fn mark_picks(root: &web_sys::Element, pick: Pick) {
    let Ok(list) = root.query_selector_all(".ccg-card[data-uid],.ccg-chip[data-uid]") else {
        return;
    };
    let last = pick.last.get_untracked();
    pick.eligible.with_untracked(|eligible| {
        for i in 0..list.length() {
            let Some(el) = list
                .item(i)
                .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
            else {
                continue;
            };
            let uid = el
                .get_attribute("data-uid")
                .and_then(|u| u.parse().ok())
                .map(Uid);
            let can = uid.is_some_and(|u| eligible.contains(&u));
            let picked = can && last == uid;
            let class = el.get_attribute("class").unwrap_or_default();
            let mut new: Vec<&str> = class
                .split(' ')
                .filter(|c| !c.is_empty() && *c != "pickable" && *c != "picked")
                .collect();
            let card = new.first() == Some(&"ccg-card");
            if can {
                new.push("pickable");
            }
            if picked {
                new.push("picked");
            }
            let new = new.join(" ");
            // Setting an attribute on a live element cannot fail.
            if new != class {
                el.set_attribute("class", &new).ok();
            }
            el.set_attribute("data-pickable", if can { "true" } else { "false" })
                .ok();
            if card {
                let title = if can && !picked {
                    "Choose this card"
                } else {
                    "Open the card"
                };
                el.set_attribute("title", title).ok();
            }
        }
    });
}

/// The table: its frame as markup, its areas drawn by one effect and the controls by another
/// (`controls::draw_controls`), every tap taken by one handler.
pub fn table(
    view: crate::ui::reactive::Derived<CcgView>,
    to_act: crate::ui::reactive::Derived<Option<Seat>>,
    choices: crate::ui::reactive::Derived<Vec<Choice<CcgAction>>>,
    act: Callback<CcgAction>,
    pick: Pick,
) -> AnyView {
    let body = NodeRef::<leptos::html::Div>::new();
    let picks = Picks::new();
    draw_controls(body, view, to_act, choices, picks);
    let drawn: Rc<RefCell<[Vec<String>; 2]>> = Rc::default();
    let near_drawn: Rc<RefCell<Vec<SeatParts>>> = Rc::default();
    let others_drawn: Rc<RefCell<Vec<SeatParts>>> = Rc::default();
    crate::games::effect_of(Box::new(move || {
        let Some(b) = body.get() else { return };
        let mut drawn = drawn.borrow_mut();
        for ((sel, items), d) in view.with(areas).into_iter().zip(drawn.iter_mut()) {
            if let Some(el) = b.query_selector(sel).ok().flatten() {
                draw_list(&el, d, items);
            }
        }
        for (sel, drawn, seats) in [
            (
                ".ccg-near",
                &near_drawn,
                view.with(|v| seat_parts(v, near_seat(v)).into_iter().collect()),
            ),
            (".ccg-others", &others_drawn, view.with(opponents)),
        ] {
            if let Some(el) = b.query_selector(sel).ok().flatten() {
                draw_seats(&el, &mut drawn.borrow_mut(), seats);
            }
        }
        mark_picks(&b, pick);
    }));
    crate::games::effect_of(Box::new(move || {
        pick.eligible.track();
        pick.last.track();
        if let Some(b) = body.get() {
            mark_picks(&b, pick);
        }
    }));
    let zoom = expect_context::<Zoom>().0;
    // One handler for every tap: on a card, the first tap on one that may be chosen now
    // chooses it and any other opens the zoom; on the controls, an action or a pick.
    let on_click = move |e: web_sys::MouseEvent| {
        let Some(el) = crate::ui::tap::target_element(e.target())
            .and_then(|t| t.closest("button[data-testid]").ok().flatten())
        else {
            return;
        };
        let Some(id) = el.get_attribute("data-card") else {
            press(&el, choices, act, picks);
            return;
        };
        let uid = el
            .get_attribute("data-uid")
            .and_then(|u| u.parse().ok())
            .map(Uid);
        match uid {
            Some(u) if tap_with(pick, u) => chose_by_tap(view, choices, picks, u),
            _ => zoom.set(Some((id, uid))),
        }
    };
    view! { <div class="ccg-body" node_ref=body on:click=on_click inner_html=FRAME></div> }
        .into_any()
}

/// The table's frame: the areas [`areas`] fills and the controls' place.
const FRAME: &str = concat!(
    r#"<div class="ccg-scoreboard" data-testid="ccg-scoreboard"></div><div class="ccg-layout"><div class="ccg-side"><div class="ccg-controls-area">"#,
    r#"<div class="ccg-controls" data-testid="ccg-controls"><p class="prompt" data-testid="prompt" tabindex="-1"></p></div>"#,
    r#"</div></div><div class="ccg-others"></div><div class="ccg-near"></div><div class="ccg-hand-area"></div></div>"#
);
