//! New game: seats (name; human or computer with a level), player count, the game's own
//! options, start. The seed comes from the browser's crypto source.

use leptos::prelude::*;
use qbranch_engine::ai::{Controller, Level};

use crate::games::Screens;
use crate::saves::browser::{now, random_u64};
use crate::saves::format::{clean_name, new_id, SeatSpec, MAX_NAME, MAX_SEAT_NAME};
use crate::saves::store::WriteError;
use crate::shell::session::new_save;
use crate::ui::reactive::{state, State};
use crate::ui::route::{navigate, Route};

#[component]
pub fn NewGame(game: String) -> impl IntoView {
    match crate::games::screens(&game) {
        Some(ui) => new_game_form(ui),
        None => not_ready(&game),
    }
}

fn not_ready(game: &str) -> AnyView {
    let info = qbranch_engine::registry::info(game);
    let why = if info.is_some() {
        "This game is in preparation: it cannot be played in this version yet."
    } else {
        "Q Branch has no game by that name."
    };
    view! {
        <section class="page narrow">
            <h1>{info.as_ref().map_or("This game", |i| i.name)}</h1>
            <p class="notice">{why}</p>
            <p><a class="btn primary" href="#/">"Back to the games"</a></p>
        </section>
    }
    .into_any()
}

fn controller_value(c: Controller) -> &'static str {
    match c {
        Controller::Human => "human",
        Controller::Random => "random",
        Controller::Computer { level } => level.name(),
    }
}

fn parse_controller(v: &str) -> Controller {
    match Level::parse(v) {
        Some(level) => Controller::Computer { level },
        None if v == "random" => Controller::Random,
        None => Controller::Human,
    }
}

fn new_game_form(ui: &'static dyn Screens) -> AnyView {
    let info = ui.info();
    let min = info.min_players;
    let max = info.max_players;
    let players = state(min);
    let parts = ui.new_game(players.into());
    let options = parts.options;
    let start_game = parts.start;
    let seat_names: Vec<String> = info.seats.iter().map(|s| s.to_string()).collect();
    let seats = state(
        (0..max)
            .map(|i| SeatSpec {
                name: seat_names
                    .get(i)
                    .cloned()
                    .unwrap_or(format!("Seat {}", i + 1)),
                controller: if i == 0 {
                    Controller::Human
                } else {
                    Controller::Computer {
                        level: Level::Normal,
                    }
                },
            })
            .collect::<Vec<_>>(),
    );
    let error = state(None::<String>);
    let starting = state(false);

    let choose_players = move |n: usize| players.set(n);

    let start = move || {
        if starting.get_untracked() {
            return;
        }
        let n = players.get_untracked();
        let specs: Vec<SeatSpec> = seats
            .get_untracked()
            .into_iter()
            .take(n)
            .enumerate()
            .map(|(i, s)| SeatSpec {
                name: clean_name(&s.name, MAX_SEAT_NAME, &format!("Seat {}", i + 1)),
                controller: s.controller,
            })
            .collect();
        let session = match start_game.run(random_u64()) {
            Ok(s) => s,
            Err(e) => {
                error.set(Some(e.to_string()));
                return;
            }
        };
        if session.seat_count() != specs.len() {
            error.set(Some("The seats do not match the game.".into()));
            return;
        }
        starting.set(true);
        let names: Vec<&str> = specs.iter().map(|s| s.name.as_str()).collect();
        let name = clean_name(&names.join(" vs "), MAX_NAME, info.name);
        let id = new_id(random_u64());
        let mut save = new_save(id.clone(), name, specs, session.as_ref(), now());
        // `autosave::persist` creates it, or keeps it waiting in memory (the banner says so)
        // when storage refuses; a success also stores every other waiting save.
        match crate::saves::autosave::persist(&mut save) {
            Ok(()) | Err(WriteError::Store(_)) => {}
            Err(e) => {
                starting.set(false);
                error.set(Some(e.to_string()));
                return;
            }
        }
        navigate(&Route::Play(id));
    };

    let count_picker = (min < max).then(|| {
        let buttons = (min..=max)
            .map(|n| {
                view! {
                    <button
                        type="button"
                        class="btn seg"
                        aria-pressed=move || (players.get() == n).to_string()
                        on:click=move |_| choose_players(n)
                    >
                        {n.to_string()}
                    </button>
                }
                .into_any()
            })
            .collect::<Vec<_>>();
        view! {
            <fieldset class="field">
                <legend>"Players"</legend>
                <div class="segmented" role="group" aria-label="Number of players">{buttons}</div>
            </fieldset>
        }
        .into_any()
    });

    // Drawn again only when the player count changes: the fields keep what was typed (it is
    // in `seats`).
    let seat_rows = move || {
        (0..players.get())
            .map(|i| {
                let role = seat_names
                    .get(i)
                    .cloned()
                    .unwrap_or_else(|| format!("Seat {}", i + 1));
                view! { <SeatRow i=i role=role seats=seats/> }
            })
            .collect_view()
    };

    let hot_seat_note = {
        let hidden = info.hidden_information;
        move || {
            let humans = seats.with(|s| {
                s.iter()
                    .take(players.get())
                    .filter(|x| x.controller == Controller::Human)
                    .count()
            });
            (hidden && humans >= 2).then(|| {
                view! {
                    <p class="hint">
                        "Several people share this screen: before each of their turns a curtain asks to pass the device, so nobody sees another player's secrets."
                    </p>
                }
                .into_any()
            })
        }
    };

    view! {
        <section class="page narrow new-game">
            <p class="crumbs"><a href="#/">"Games"</a>" / New game"</p>
            <h1>{info.name}</h1>
            <p class="tile-facts">
                {format!("{} · about {} min", super::home::players_text(&info), info.minutes)}
            </p>
            <form
                class="card form"
                on:submit=move |ev| {
                    ev.prevent_default();
                    start();
                }
            >
                {count_picker}
                <fieldset class="field">
                    <legend>"Seats"</legend>
                    <ul class="seats">{seat_rows}</ul>
                    {hot_seat_note}
                </fieldset>
                {options.map(|o| view! {
                    <fieldset class="field">
                        <legend>"Options"</legend>
                        {o}
                    </fieldset>
                }.into_any())}
                {move || error.get().map(|e| view! { <p class="error" role="alert">{e}</p> }.into_any())}
                <div class="form-actions">
                    <a class="btn ghost" href="#/">"Cancel"</a>
                    <a class="btn ghost" href=format!("#/rules/{}", info.id)>"Rules"</a>
                    <button type="submit" class="btn primary big" disabled=move || starting.get()>
                        "Start the game"
                    </button>
                </div>
            </form>
        </section>
    }
    .into_any()
}

/// Who may play a seat, as the seat's choice offers it.
const CONTROLLERS: [(&str, &str); 4] = [
    ("human", "A person"),
    ("easy", "Computer — easy"),
    ("normal", "Computer — normal"),
    ("hard", "Computer — hard"),
];

/// Seat `i`'s row: its role, its name field, who plays it.
#[component]
fn SeatRow(i: usize, role: String, seats: State<Vec<SeatSpec>>) -> impl IntoView {
    let (name, chosen) =
        seats.with_untracked(|s| (s[i].name.clone(), controller_value(s[i].controller)));
    let options = CONTROLLERS.map(
        |(value, label)| view! { <option value=value selected=value == chosen>{label}</option> },
    );
    view! {
        <li class="seat-row">
            <span class="seat-role">{role}</span>
            <label class="field-inline" for=format!("seat-name-{i}")>
                <span class="label">"Name"</span>
                <input id=format!("seat-name-{i}") type="text" maxlength=MAX_SEAT_NAME.to_string()
                    autocomplete="off" value=name
                    on:input=move |e| {
                        let v = event_target_value(&e);
                        seats.update(|s| s[i].name = v);
                    }/>
            </label>
            <label class="field-inline" for=format!("seat-ctrl-{i}")>
                <span class="label">"Played by"</span>
                <select id=format!("seat-ctrl-{i}")
                    on:change=move |e| {
                        let c = parse_controller(&event_target_value(&e));
                        seats.update(|s| s[i].controller = c);
                    }>
                    {options}
                </select>
            </label>
        </li>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controllers_round_trip_through_select_values() {
        for c in Controller::ALL {
            assert_eq!(parse_controller(controller_value(c)), c);
        }
    }
}
