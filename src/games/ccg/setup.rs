//! New-game options: a prebuilt deck for each seat, in the Basic Rules the goal (Scene 25,
//! Act 35, Feature Film 50 Plot Points), and whether response windows skip the players who
//! cannot answer (off by default). The seats themselves (2–4, each a person or the computer at
//! a level) are the shell's.

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

pub fn setup_view(variant: Variant, setup: RwSignal<CcgSetup>) -> AnyView {
    let rows = move || {
        let n = setup.with(|s| s.decks.len());
        (0..n)
            .map(|i| {
                let id = format!("ccg-deck-{i}");
                view! {
                    <li class="ccg-deck-row">
                        <label for=id.clone()>{format!("Player {}'s deck", i + 1)}</label>
                        <select
                            id=id
                            data-testid="ccg-deck"
                            prop:value=move || setup.with(|s| s.decks.get(i).and_then(|d| deck_id(variant, d).map(String::from).or_else(|| super::decks::value_for(variant, d))).unwrap_or_default())
                            on:change=move |ev| {
                                let v = event_target_value(&ev);
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
                        >
                            {decks(variant)
                                .map(|d| view! { <option value=d.id>{d.name}</option> })
                                .collect_view()}
                            {super::decks::seat_options(variant)}
                        </select>
                    </li>
                }
            })
            .collect_view()
    };
    let themes = decks(variant)
        .map(|d| view! { <li><strong>{d.name}</strong>": "{d.theme}</li> })
        .collect_view();
    let goal = (variant == Variant::Basic).then(|| {
        view! {
            <div class="ccg-goal-row">
                <label for="ccg-goal">"Goal"</label>
                <select
                    id="ccg-goal"
                    data-testid="ccg-goal"
                    prop:value=move || setup.with(|s| s.goal.to_string())
                    on:change=move |ev| {
                        if let Ok(g) = event_target_value(&ev).parse::<u32>() {
                            if BASIC_GOALS.contains(&g) {
                                setup.update(|s| s.goal = g);
                            }
                        }
                    }
                >
                    {BASIC_GOALS
                        .iter()
                        .map(|g| view! { <option value=g.to_string()>{format!("{} — {g} Plot Points", goal_name(*g))}</option> })
                        .collect_view()}
                </select>
            </div>
        }
    });
    let hint = match variant {
        Variant::Basic => "The first player to reach the goal wins at once. Player 1 goes first.",
        Variant::Ltk => "The first player to reach 60 Plot Points by overcoming a rival's Plot wins. Player 1 goes first.",
    };
    let skip = view! {
        <label class="ccg-skip-row">
            <input
                type="checkbox"
                data-testid="ccg-skip-unable"
                prop:checked=move || setup.with(|s| s.skip_unable)
                on:change=move |ev| {
                    let on = event_target_checked(&ev);
                    setup.update(|s| s.skip_unable = on);
                }
            />
            <span>"Hot-seat: skip players who cannot answer a response window (faster, but shows who holds no Intrigue card to play)"</span>
        </label>
    };
    view! {
        <div class="ccg-setup">
            <p class="hint">{hint}</p>
            {goal}
            <ul class="ccg-decks">{rows}</ul>
            {skip}
            <p class="ccg-deck-builder-link">{super::decks::builder_link(variant)}</p>
            <details class="ccg-themes">
                <summary>"About the prebuilt decks"</summary>
                <ul>{themes}</ul>
            </details>
        </div>
    }
    .into_any()
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
