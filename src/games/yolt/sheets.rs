//! The status sheets, drawn as rows of boxes checked off as hits land and ammunition is used:
//! Bond's hit boxes and his five weapons, each Enemy helicopter's hit boxes and machine gun.

use leptos::prelude::*;
use qbranch_engine::yolt::view::PieceView;
use qbranch_engine::yolt::{Side, Weapon, YoltView};

use crate::ui::reactive::Derived;

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
/// what a screen reader hears.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Row {
    kind: &'static str,
    title: &'static str,
    short: &'static str,
    boxes: u8,
    checked: u8,
}

/// One piece's sheet.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Sheet {
    key: &'static str,
    class: String,
    tag: &'static str,
    title: String,
    rows: Vec<Row>,
    notes: Vec<String>,
}

/// `enemy_turn`: the Enemy's turns are under way (whether a piece has flown in them is news
/// only then).
fn sheet(p: &PieceView, active: bool, enemy_turn: bool) -> Sheet {
    let mut notes = Vec::new();
    if p.crashed {
        notes.push("Crashed".to_string());
    } else {
        match p.lost_turns {
            0 => {}
            1 => notes.push("Sits out its next turn".to_string()),
            k => notes.push(format!("Sits out its next {k} turns")),
        }
        if p.done_this_phase && !active && enemy_turn {
            notes.push("Has flown this turn".to_string());
        }
    }
    let mut class = String::from(match p.side {
        Side::Bond => "sheet bond",
        Side::Enemy => "sheet enemy",
    });
    if active {
        class.push_str(" active");
    }
    if p.crashed {
        class.push_str(" crashed");
    }
    let hits = Row {
        kind: "hits",
        title: "Hits",
        short: "Hits",
        boxes: p.hit_boxes,
        checked: p.hits,
    };
    let ammo = p.ammo.iter().map(|a| Row {
        kind: "ammo",
        title: weapon_title(a.weapon),
        short: match p.side {
            Side::Enemy => "Gun",
            Side::Bond => weapon_title(a.weapon),
        },
        boxes: a.boxes,
        checked: a.boxes.saturating_sub(a.left),
    });
    Sheet {
        key: p.id.key(),
        class,
        tag: p.id.start_label(),
        title: match p.side {
            Side::Bond => "Little Nellie · Bond".to_string(),
            Side::Enemy => p.name.to_string(),
        },
        rows: std::iter::once(hits).chain(ammo).collect(),
        notes,
    }
}

fn row_view(r: Row) -> impl IntoView {
    let label = format!(
        "{}: {} of {} boxes checked off",
        r.title, r.checked, r.boxes
    );
    let boxes = (0..r.boxes)
        .map(|i| {
            let class = if i < r.checked { "box checked" } else { "box" };
            view! { <span class=class></span> }
        })
        .collect_view();
    view! {
        <div class=format!("sheet-row {}", r.kind) role="img" aria-label=label>
            <span class="row-title">{r.short}</span>
            <span class="boxes" aria-hidden="true">{boxes}</span>
            <span class="row-count" aria-hidden="true">{r.boxes - r.checked.min(r.boxes)}</span>
        </div>
    }
}

fn sheet_view(s: Sheet) -> impl IntoView {
    let notes =
        (!s.notes.is_empty()).then(|| view! { <p class="sheet-notes">{s.notes.join(" · ")}</p> });
    view! {
        <div class=s.class data-testid=format!("sheet-{}", s.key)>
            <h3 class="sheet-title">
                <span class="sheet-tag" aria-hidden="true">{s.tag}</span>
                {s.title}
            </h3>
            {s.rows.into_iter().map(row_view).collect_view()}
            {notes}
        </div>
    }
}

/// One side's sheets, one per piece: after a move only the sheets that changed are drawn
/// again (the piece that flew, the one hit).
fn side_sheets(view: Derived<YoltView>, class: &'static str, side: Side) -> impl IntoView {
    let sheets = move || {
        view.with(|v| {
            let active = v.turn.as_ref().map(|t| t.piece);
            let enemy_turn =
                v.phase == "enemy_to_choose" || active.is_some_and(|a| a.side() == Side::Enemy);
            v.pieces
                .iter()
                .filter(|p| p.side == side)
                .map(|p| sheet(p, active == Some(p.id), enemy_turn))
                .collect::<Vec<_>>()
        })
    };
    view! {
        <div class=class>
            <For each=sheets key=|s| s.clone() children=sheet_view/>
        </div>
    }
}

/// Both sides' sheets.
pub fn sheets(view: Derived<YoltView>) -> impl IntoView {
    view! {
        <section class="sheets" aria-label="Status sheets">
            {side_sheets(view, "sheet-bond", Side::Bond)}
            {side_sheets(view, "sheet-enemies", Side::Enemy)}
        </section>
    }
}
