//! New-game options: a prebuilt deck for each seat, in the Basic Rules the goal (Scene 25,
//! Act 35, Feature Film 50 Plot Points), and whether response windows skip the players who
//! cannot answer (off by default). The seats themselves (2–4, each a person or the computer at
//! a level) are the shell's.

use leptos::prelude::*;
use qbranch_engine::ccg::decks::{decks, Prebuilt};
use qbranch_engine::ccg::{CcgSetup, SeatDeck, Variant, BASIC_GOALS};

use super::decks::SavedDeckOptions;
use crate::ui::reactive::{memo, State};

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

/// Seat `i`'s deck: a prebuilt deck or one of the saved decks.
#[component]
fn DeckRow(variant: Variant, i: usize, setup: State<CcgSetup>) -> impl IntoView {
    let options = decks(variant)
        .map(|d| view! { <option value=d.id>{d.name}</option> })
        .collect_view();
    let choose = move |e: leptos::ev::Event| {
        let v = event_target_value(&e);
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
    };
    view! {
        <li class="ccg-deck-row">
            <label for=format!("ccg-deck-{i}")>{format!("Player {}'s deck", i + 1)}</label>
            <select id=format!("ccg-deck-{i}") data-testid="ccg-deck"
                prop:value=move || setup.with(|s| deck_value(variant, s, i))
                on:change=choose>
                {options}
                <SavedDeckOptions variant=variant/>
            </select>
        </li>
    }
}

/// The options of the new-game screen: the goal (Basic Rules), each seat's deck (drawn again
/// when the number of seats changes), and whether response windows skip those who cannot
/// answer.
pub fn setup_view(variant: Variant, setup: State<CcgSetup>) -> AnyView {
    let seats = memo(move || setup.with(|s| s.decks.len()));
    let hint = match variant {
        Variant::Basic => "The first player to reach the goal wins at once. Player 1 goes first.",
        Variant::Ltk => "The first player to reach 60 Plot Points by overcoming a rival's Plot wins. Player 1 goes first.",
    };
    let goal = (variant == Variant::Basic).then(|| {
        let options = BASIC_GOALS.map(
            |g| view! { <option value=g>{format!("{} — {g} Plot Points", goal_name(g))}</option> },
        );
        view! {
            <div class="ccg-goal-row">
                <label for="ccg-goal">"Goal"</label>
                <select id="ccg-goal" data-testid="ccg-goal"
                    prop:value=move || setup.with(|s| s.goal.to_string())
                    on:change=move |e| {
                        if let Ok(g) = event_target_value(&e).parse::<u32>() {
                            if BASIC_GOALS.contains(&g) {
                                setup.update(|s| s.goal = g);
                            }
                        }
                    }>
                    {options}
                </select>
            </div>
        }
    });
    let themes = decks(variant)
        .map(|d| view! { <li><strong>{d.name}</strong>": "{d.theme}</li> })
        .collect_view();
    view! {
        <div class="ccg-setup">
            <p class="hint">{hint}</p>
            {goal}
            <ul class="ccg-decks">
                {move || (0..seats.get()).map(|i| view! { <DeckRow variant=variant i=i setup=setup/> }).collect_view()}
            </ul>
            <label class="ccg-skip-row">
                <input type="checkbox" data-testid="ccg-skip-unable"
                    prop:checked=move || setup.with(|s| s.skip_unable)
                    on:change=move |e| {
                        let on = event_target_checked(&e);
                        setup.update(|s| s.skip_unable = on);
                    }/>
                <span>"Hot-seat: skip players who cannot answer a response window (faster, but shows who holds no Intrigue card to play)"</span>
            </label>
            <p class="ccg-deck-builder-link">
                <a class="btn ghost" data-testid="deck-builder-link"
                    href=format!("#/decks/{}", variant.game())>
                    "Build your own deck"
                </a>
            </p>
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
