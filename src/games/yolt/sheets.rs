//! The status sheets, drawn as rows of boxes checked off as hits land and ammunition is used:
//! Bond's hit boxes and his five weapons, each Enemy helicopter's hit boxes and machine gun.

use leptos::prelude::*;
use qbranch_engine::yolt::view::PieceView;
use qbranch_engine::yolt::{Side, Weapon, YoltView};

use crate::games::string_layers as keyed_markup;
use crate::markup::esc;

fn weapon_title(w: Weapon) -> &'static str {
    match w {
        Weapon::MachineGun => "Machine gun",
        Weapon::Rockets => "Rockets",
        Weapon::Missiles => "Missiles",
        Weapon::Flamethrower => "Flamethrower",
        Weapon::AirMines => "Air Mines",
    }
}

/// One row of boxes: `checked` of `boxes` crossed out. `short` is what the row shows, `title`
/// what a screen reader hears. As markup.
fn boxes_html(h: &mut String, title: &str, short: &str, boxes: u8, checked: u8, kind: &str) {
    h.push_str(&format!(
        r#"<div class="sheet-row {kind}" role="img" aria-label="{}"><span class="row-title">{}</span><span class="boxes" aria-hidden="true">"#,
        esc(&format!("{title}: {checked} of {boxes} boxes checked off")),
        esc(short)
    ));
    for i in 0..boxes {
        h.push_str(if i < checked {
            r#"<span class="box checked"></span>"#
        } else {
            r#"<span class="box"></span>"#
        });
    }
    h.push_str(&format!(
        r#"</span><span class="row-count" aria-hidden="true">{}</span></div>"#,
        boxes - checked.min(boxes)
    ));
}

fn card_html(h: &mut String, p: &PieceView, active: bool) {
    let title = match p.side {
        Side::Bond => "Little Nellie · Bond".to_string(),
        Side::Enemy => p.name.to_string(),
    };
    let mut notes = Vec::new();
    if p.crashed {
        notes.push("Crashed".to_string());
    } else {
        match p.lost_turns {
            0 => {}
            1 => notes.push("Sits out its next turn".to_string()),
            k => notes.push(format!("Sits out its next {k} turns")),
        }
        if p.done_this_phase && !active {
            notes.push("Has flown this turn".to_string());
        }
    }
    let side = match p.side {
        Side::Bond => "sheet bond",
        Side::Enemy => "sheet enemy",
    };
    h.push_str(&format!(
        r#"<div class="{side}{}{}" data-testid="sheet-{}"><h3 class="sheet-title"><span class="sheet-tag" aria-hidden="true">{}</span>{}</h3>"#,
        if active { " active" } else { "" },
        if p.crashed { " crashed" } else { "" },
        p.id.key(),
        esc(p.id.start_label()),
        esc(&title)
    ));
    boxes_html(h, "Hits", "Hits", p.hit_boxes, p.hits, "hits");
    for a in p.ammo.iter() {
        boxes_html(
            h,
            weapon_title(a.weapon),
            if p.side == Side::Enemy {
                "Gun"
            } else {
                weapon_title(a.weapon)
            },
            a.boxes,
            a.boxes.saturating_sub(a.left),
            "ammo",
        );
    }
    if !notes.is_empty() {
        h.push_str(&format!(
            r#"<p class="sheet-notes">{}</p>"#,
            esc(&notes.join(" · "))
        ));
    }
    h.push_str("</div>");
}

/// One side's sheets, one item per piece keyed by it (see [`keyed_markup::draw`]).
fn side_cards(v: &YoltView, side: Side) -> Vec<keyed_markup::Item> {
    let active = v.turn.as_ref().map(|t| t.piece);
    v.pieces
        .iter()
        .filter(|p| p.side == side)
        .map(|p| {
            let mut h = String::new();
            card_html(&mut h, p, active == Some(p.id));
            (p.id as u64, h)
        })
        .collect()
}

/// The two groups the sheets are drawn into.
const GROUPS: [(&str, Side); 2] = [(".sheet-bond", Side::Bond), (".sheet-enemies", Side::Enemy)];

/// Both sides' sheets as markup (the rules page's example).
pub fn sheets_html(v: &YoltView) -> String {
    GROUPS
        .iter()
        .map(|(class, side)| {
            let cards: String = side_cards(v, *side).into_iter().map(|(_, h)| h).collect();
            format!(r#"<div class="{}">{cards}</div>"#, &class[1..])
        })
        .collect()
}

/// The sheets: their two groups drawn once; after a move only the sheets that changed are
/// drawn again (the piece that flew, the one hit).
#[component]
pub fn StatusSheets(view: crate::ui::reactive::Derived<YoltView>) -> impl IntoView {
    let host = NodeRef::<leptos::html::Div>::new();
    for (class, side) in GROUPS {
        keyed_markup::keyed_layer(
            host,
            class,
            Box::new(move || view.with(|v| side_cards(v, side))),
        );
    }
    view! {
        <div class="yolt-sheets" node_ref=host inner_html=FRAME></div>
    }
}

/// The sheets' frame: the two groups [`StatusSheets`] fills.
const FRAME: &str = r#"<section class="sheets" aria-label="Status sheets"><div class="sheet-bond"></div><div class="sheet-enemies"></div></section>"#;
