//! New-game options: a prebuilt deck for each seat, in the Basic Rules the goal (Scene 25,
//! Act 35, Feature Film 50 Plot Points), and whether response windows skip the players who
//! cannot answer (off by default). The seats themselves (2–4, each a person or the computer at
//! a level) are the shell's.

use crate::markup::esc;
use leptos::prelude::*;
use qbranch_engine::ccg::decks::{decks, Prebuilt};
use qbranch_engine::ccg::{CcgSetup, SeatDeck, Variant, BASIC_GOALS};

/// The Basic goal's name.
pub fn goal_name(goal: u32) -> &'static str {
    match goal {
        25 => "Scene",
        35 => "Act",
        50 => "Feature Film",
        _ => "Custom",
    }
}

/// A prebuilt deck as a seat's deck.
pub fn seat_deck(d: &Prebuilt) -> SeatDeck {
    let (cards, plots) = d.ids();
    SeatDeck {
        cards: cards.into_iter().map(String::from).collect(),
        plots: plots.into_iter().map(String::from).collect(),
    }
}

/// Which prebuilt deck a seat's deck is (`None` when it is none of them).
pub fn deck_id(variant: Variant, deck: &SeatDeck) -> Option<&'static str> {
    decks(variant).find(|d| seat_deck(d) == *deck).map(|d| d.id)
}

/// The `value` of seat `i`'s deck choice: a prebuilt deck's id or a saved deck's value.
fn deck_value(variant: Variant, setup: &CcgSetup, i: usize) -> String {
    setup
        .decks
        .get(i)
        .and_then(|d| {
            deck_id(variant, d)
                .map(String::from)
                .or_else(|| super::decks::value_for(variant, d))
        })
        .unwrap_or_default()
}

/// The options as markup for `n` seats: the choices' values are set in place (as the
/// properties a person's choice sets), so a choice does not redraw them.
fn setup_html(variant: Variant, n: usize) -> String {
    let mut h = format!(
        r#"<p class="hint">{}</p>"#,
        match variant {
            Variant::Basic => "The first player to reach the goal wins at once. Player 1 goes first.",
            Variant::Ltk => "The first player to reach 60 Plot Points by overcoming a rival's Plot wins. Player 1 goes first.",
        }
    );
    if variant == Variant::Basic {
        h.push_str(r#"<div class="ccg-goal-row"><label for="ccg-goal">Goal</label><select id="ccg-goal" data-testid="ccg-goal">"#);
        for g in BASIC_GOALS {
            h.push_str(&format!(
                r#"<option value="{g}">{} — {g} Plot Points</option>"#,
                goal_name(g)
            ));
        }
        h.push_str("</select></div>");
    }
    let mut options: String = decks(variant)
        .map(|d| format!(r#"<option value="{}">{}</option>"#, d.id, esc(d.name)))
        .collect();
    options.push_str(&super::decks::seat_options_html(variant));
    h.push_str(r#"<ul class="ccg-decks">"#);
    for i in 0..n {
        h.push_str(&format!(
            r#"<li class="ccg-deck-row"><label for="ccg-deck-{i}">Player {}'s deck</label><select id="ccg-deck-{i}" data-testid="ccg-deck">{options}</select></li>"#,
            i + 1
        ));
    }
    h.push_str(&format!(
        r##"</ul><label class="ccg-skip-row"><input type="checkbox" data-testid="ccg-skip-unable"><span>Hot-seat: skip players who cannot answer a response window (faster, but shows who holds no Intrigue card to play)</span></label><p class="ccg-deck-builder-link"><a class="btn ghost" data-testid="deck-builder-link" href="#/decks/{}">Build your own deck</a></p><details class="ccg-themes"><summary>About the prebuilt decks</summary><ul>"##,
        super::decks::game_of(variant)
    ));
    for d in decks(variant) {
        h.push_str(&format!(
            "<li><strong>{}</strong>: {}</li>",
            esc(d.name),
            esc(d.theme)
        ));
    }
    h.push_str("</ul></details>");
    h
}

pub fn setup_view(variant: Variant, setup: crate::ui::reactive::State<CcgSetup>) -> AnyView {
    use wasm_bindgen::JsCast;
    let root = NodeRef::<leptos::html::Div>::new();
    let drawn = StoredValue::new_local(None::<usize>);
    // Drawn again when the number of seats changes; the choices shown follow the setup.
    crate::games::effect_of(Box::new(move || {
        let Some(el) = root.get() else { return };
        let n = setup.with(|s| s.decks.len());
        if drawn.get_value() != Some(n) {
            el.set_inner_html(&setup_html(variant, n));
            drawn.set_value(Some(n));
        }
        setup.with(|s| {
            let find = |sel: &str| el.query_selector(sel).ok().flatten();
            let set = |sel: &str, v: &str| {
                if let Some(e) =
                    find(sel).and_then(|e| e.dyn_into::<web_sys::HtmlSelectElement>().ok())
                {
                    e.set_value(v);
                }
            };
            set("#ccg-goal", &s.goal.to_string());
            for i in 0..n {
                set(&format!("#ccg-deck-{i}"), &deck_value(variant, s, i));
            }
            if let Some(e) = find("[data-testid=ccg-skip-unable]")
                .and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok())
            {
                e.set_checked(s.skip_unable);
            }
        });
    }));
    let on_change = move |ev: web_sys::Event| {
        let Some(el) = crate::ui::tap::target_element(ev.target()) else {
            return;
        };
        let id = el.id();
        if let Some(input) = el.dyn_ref::<web_sys::HtmlInputElement>() {
            let on = input.checked();
            setup.update(|s| s.skip_unable = on);
            return;
        }
        let v = event_target_value(&ev);
        if id == "ccg-goal" {
            if let Ok(g) = v.parse::<u32>() {
                if BASIC_GOALS.contains(&g) {
                    setup.update(|s| s.goal = g);
                }
            }
        } else if let Some(i) = id
            .strip_prefix("ccg-deck-")
            .and_then(|i| i.parse::<usize>().ok())
        {
            let chosen = decks(variant)
                .find(|d| d.id == v)
                .map(seat_deck)
                .or_else(|| super::decks::choose(variant, &v));
            if let Some(d) = chosen {
                setup.update(|s| {
                    if let Some(slot) = s.decks.get_mut(i) {
                        *slot = d;
                    }
                });
            }
        }
    };
    view! { <div class="ccg-setup" node_ref=root on:change=on_change></div> }.into_any()
}

#[cfg(test)]
mod tests {
    use super::*;
    use qbranch_engine::ccg::prebuilt_decks;

    #[test]
    fn the_default_decks_are_the_prebuilt_ones_in_order() {
        for v in [Variant::Basic, Variant::Ltk] {
            let ds = prebuilt_decks(v, 4);
            let ids: Vec<Option<&str>> = ds.iter().map(|d| deck_id(v, d)).collect();
            let want: Vec<Option<&str>> = decks(v).map(|d| Some(d.id)).collect();
            assert_eq!(ids, want);
        }
        assert_eq!(goal_name(35), "Act");
        let empty = SeatDeck {
            cards: vec![],
            plots: vec![],
        };
        assert_eq!(deck_id(Variant::Basic, &empty), None);
    }
}
