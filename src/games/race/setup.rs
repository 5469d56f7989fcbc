//! New-game options: the base each agent starts from (and must bring the briefcase back to),
//! and the one house rule (off by default: the printed rules).

use leptos::prelude::*;
use qbranch_engine::race::{Base, RaceSetup};

use super::seat_style::seat_badge_html;

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

/// The base rows as markup: badge, label, and a choice of base with the seat's own selected.
fn base_rows_html(bases: &[Base]) -> String {
    let mut h = String::new();
    for (i, &base) in bases.iter().enumerate() {
        h.push_str(&format!(
            r#"<li class="race-base-row"><svg class="race-badge" viewBox="-14 -14 28 28" aria-hidden="true">{}</svg><label for="race-base-{i}">Agent {} starts from</label><select id="race-base-{i}" data-testid="race-base">"#,
            seat_badge_html(i, 11.0),
            i + 1
        ));
        for b in Base::ALL {
            h.push_str(&format!(
                r#"<option value="{}"{}>{}</option>"#,
                base_value(b),
                if b == base { " selected" } else { "" },
                b.name()
            ));
        }
        h.push_str("</select></li>");
    }
    h
}

pub fn setup_view(setup: crate::ui::reactive::State<RaceSetup>) -> AnyView {
    // The rows are markup, drawn again whenever the setup changes (a choice can swap two
    // seats' bases); one change handler takes every select by its id.
    let rows = move || setup.with(|s| base_rows_html(&s.bases));
    let on_base = move |ev: leptos::ev::Event| {
        let Some(el) = crate::ui::tap::target_element(ev.target()) else {
            return;
        };
        let seat = el
            .id()
            .strip_prefix("race-base-")
            .and_then(|i| i.parse::<usize>().ok());
        if let (Some(i), Some(b)) = (seat, parse_base(&event_target_value(&ev))) {
            setup.update(|s| choose_base(s, i, b));
        }
    };
    // The house-rule box follows the setup (a new player count resets it): one effect sets the
    // box's `checked` property.
    let root = NodeRef::<leptos::html::Div>::new();
    crate::games::effect_of(Box::new(move || {
        use wasm_bindgen::JsCast;
        let on = setup.with(|s| s.arrival_opens_gate);
        if let Some(input) = root
            .get()
            .and_then(|r| r.query_selector(".race-house-rule input").ok().flatten())
            .and_then(|i| i.dyn_into::<web_sys::HtmlInputElement>().ok())
        {
            input.set_checked(on);
        }
    }));
    view! {
        <div class="race-setup" node_ref=root>
            <p class="hint">
                "Each agent starts at a base and wins by bringing the briefcase back to it. Agent 1 moves first."
            </p>
            <ul class="race-bases" inner_html=rows on:change=on_base></ul>
            <label class="race-house-rule">
                <input
                    type="checkbox"
                    data-testid="race-house-gate"
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
        assert_eq!(s.bases, vec![Base::London, Base::Cairo, Base::Peking]);
        choose_base(&mut s, 0, Base::Peking);
        assert_eq!(s.bases, vec![Base::Peking, Base::Cairo, Base::London]);
        choose_base(&mut s, 1, Base::NewYork);
        assert_eq!(s.bases, vec![Base::Peking, Base::NewYork, Base::London]);
        for b in Base::ALL {
            assert_eq!(parse_base(base_value(b)), Some(b));
        }
    }
}
