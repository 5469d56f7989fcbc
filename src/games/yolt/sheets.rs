//! The status sheets, drawn as rows of boxes checked off as hits land and ammunition is used:
//! Bond's hit boxes and his five weapons, each Enemy helicopter's hit boxes and machine gun.

use leptos::prelude::*;
use qbranch_engine::yolt::view::PieceView;
use qbranch_engine::yolt::{Side, Weapon, YoltView};

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
#[component]
fn Boxes(
    title: &'static str,
    short: &'static str,
    boxes: u8,
    checked: u8,
    kind: &'static str,
) -> impl IntoView {
    let spoken = format!("{title}: {checked} of {boxes} boxes checked off");
    let cells = (0..boxes)
        .map(|i| view! { <span class="box" class:checked=i < checked></span> })
        .collect_view();
    view! {
        <div class=format!("sheet-row {kind}") role="img" aria-label=spoken>
            <span class="row-title">{short}</span>
            <span class="boxes" aria-hidden="true">{cells}</span>
            <span class="row-count" aria-hidden="true">{format!("{}", boxes - checked.min(boxes))}</span>
        </div>
    }
}

fn card(p: &PieceView, active: bool) -> impl IntoView {
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
    let rows = p
        .ammo
        .iter()
        .map(|a| {
            view! {
                <Boxes
                    title=weapon_title(a.weapon)
                    short=if p.side == Side::Enemy { "Gun" } else { weapon_title(a.weapon) }
                    boxes=a.boxes
                    checked=a.boxes.saturating_sub(a.left)
                    kind="ammo"
                />
            }
        })
        .collect_view();
    let side = match p.side {
        Side::Bond => "sheet bond",
        Side::Enemy => "sheet enemy",
    };
    view! {
        <div class=side class:active=active class:crashed=p.crashed data-testid=format!("sheet-{}", p.id.key())>
            <h3 class="sheet-title">
                <span class="sheet-tag" aria-hidden="true">{p.id.start_label()}</span>
                {title}
            </h3>
            <Boxes title="Hits" short="Hits" boxes=p.hit_boxes checked=p.hits kind="hits"/>
            {rows}
            {(!notes.is_empty()).then(|| view! {
                <p class="sheet-notes">{notes.join(" · ")}</p>
            })}
        </div>
    }
}

#[component]
pub fn StatusSheets(view: Signal<YoltView>) -> impl IntoView {
    let sheets = move || {
        view.with(|v| {
            let active = v.turn.as_ref().map(|t| t.piece);
            let bond = v
                .pieces
                .iter()
                .filter(|p| p.side == Side::Bond)
                .map(|p| card(p, active == Some(p.id)))
                .collect_view();
            let enemies = v
                .pieces
                .iter()
                .filter(|p| p.side == Side::Enemy)
                .map(|p| card(p, active == Some(p.id)))
                .collect_view();
            view! {
                <div class="sheet-bond">{bond}</div>
                <div class="sheet-enemies">{enemies}</div>
            }
        })
    };
    view! {
        <section class="sheets" aria-label="Status sheets">
            {sheets}
        </section>
    }
}
