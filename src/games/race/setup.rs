//! New-game options: the base each agent starts from (and must bring the briefcase back to),
//! and the one house rule (off by default: the printed rules).

use leptos::prelude::*;
use qbranch_engine::race::{Base, RaceSetup};

use super::seat_style::badge_icon;

fn base_value(b: Base) -> &'static str {
    match b {
        Base::London => "london",
        Base::Cairo => "cairo",
        Base::Peking => "peking",
        Base::NewYork => "new-york",
    }
}

fn parse_base(v: &str) -> Option<Base> {
    Base::ALL.into_iter().find(|b| base_value(*b) == v)
}

/// Give `seat` the base `b`; the seat that had it takes `seat`'s old base (bases stay distinct).
pub fn choose_base(setup: &mut RaceSetup, seat: usize, b: Base) {
    let old = setup.bases[seat];
    if let Some(other) = setup.bases.iter().position(|&x| x == b) {
        setup.bases[other] = old;
    }
    setup.bases[seat] = b;
}

/// One seat's row: its badge, and a choice of base with the seat's own selected.
fn base_row(
    seat: usize,
    base: Base,
    setup: crate::ui::reactive::State<RaceSetup>,
) -> impl IntoView {
    let id = format!("race-base-{seat}");
    let options = Base::ALL
        .into_iter()
        .map(|b| view! { <option value=base_value(b) selected=b == base>{b.name()}</option> })
        .collect_view();
    view! {
        <li class="race-base-row">
            {badge_icon(seat)}
            <label for=id.clone()>{format!("Agent {} starts from", seat + 1)}</label>
            <select
                id=id
                data-testid="race-base"
                on:change=move |ev| {
                    if let Some(b) = parse_base(&event_target_value(&ev)) {
                        setup.update(|s| choose_base(s, seat, b));
                    }
                }
            >
                {options}
            </select>
        </li>
    }
}

pub fn setup_view(setup: crate::ui::reactive::State<RaceSetup>) -> AnyView {
    // The rows are drawn again whenever the setup changes (a choice can swap two seats' bases).
    let rows = move || {
        setup
            .with(|s| s.bases.clone())
            .into_iter()
            .enumerate()
            .map(|(i, b)| base_row(i, b, setup))
            .collect_view()
    };
    view! {
        <div class="race-setup">
            <p class="hint">
                "Each agent starts at a base and wins by bringing the briefcase back to it. Agent 1 moves first."
            </p>
            <ul class="race-bases">{rows}</ul>
            <label class="race-house-rule">
                <input
                    type="checkbox"
                    data-testid="race-house-gate"
                    // Follows the setup (a new player count resets it).
                    prop:checked=move || setup.with(|s| s.arrival_opens_gate)
                    on:change=move |ev| {
                        let on = event_target_checked(&ev);
                        setup.update(|s| s.arrival_opens_gate = on);
                    }
                />
                " House rule: the gate card played on landing also lets you leave by that gate"
            </label>
            <p class="hint">
                "Off, as printed: you play a gate card when you land on the island and another when you leave by a gate."
            </p>
        </div>
    }
    .into_any()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn choosing_a_taken_base_swaps_so_bases_stay_distinct() {
        let mut s = RaceSetup::for_players(3).unwrap();
        assert_eq!(s.bases, vec![Base::London, Base::Peking, Base::NewYork]);
        choose_base(&mut s, 0, Base::Peking);
        assert_eq!(s.bases, vec![Base::Peking, Base::London, Base::NewYork]);
        choose_base(&mut s, 1, Base::Cairo);
        assert_eq!(s.bases, vec![Base::Peking, Base::Cairo, Base::NewYork]);
        for b in Base::ALL {
            assert_eq!(parse_base(base_value(b)), Some(b));
        }
    }
}
