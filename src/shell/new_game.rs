//! New game: seats (name; human or computer with a level), player count, the game's own
//! options, start. The seed comes from the browser's crypto source.

use leptos::prelude::*;
use qbranch_engine::ai::{Controller, Level};
use qbranch_engine::{DynSession, GameId, GameInfo, SetupError};

use crate::games::Screens;
use crate::saves::browser::{now, random_u64};
use crate::saves::format::{clean_name, new_id, SeatSpec, MAX_NAME, MAX_SEAT_NAME};
use crate::saves::restore::new_save;
use crate::saves::store::WriteError;
use crate::ui::reactive::{state, State};
use crate::ui::route::{navigate, Route};

#[component]
pub fn NewGame(game: GameId) -> impl IntoView {
    new_game_form(crate::games::screens(game))
}

/// The value of a seat's "Played by" choice.
fn seat_value(s: &SeatSpec) -> &'static str {
    match s.controller {
        Controller::Human if s.remote => "remote",
        Controller::Human => "human",
        Controller::Random => "random",
        Controller::Computer { level } => level.name(),
    }
}

/// Who plays a seat, from its "Played by" value: the controller, and whether the person is on
/// another device.
fn parse_seat_value(v: &str) -> (Controller, bool) {
    match Level::parse(v) {
        Some(level) => (Controller::Computer { level }, false),
        None if v == "random" => (Controller::Random, false),
        None => (Controller::Human, v == "remote"),
    }
}

/// The role of seat `i` ("Bond", "Agent 2"), or "Seat N" past the game's list.
fn role(roles: &[&str], i: usize) -> String {
    roles
        .get(i)
        .map(|r| r.to_string())
        .unwrap_or_else(|| format!("Seat {}", i + 1))
}

/// What the form keeps: the table size, each seat (at the largest table), the error to show,
/// and whether the game is being started.
#[derive(Clone, Copy)]
struct Form {
    players: State<usize>,
    seats: State<Vec<SeatSpec>>,
    error: State<Option<String>>,
    starting: State<bool>,
}

impl Form {
    /// Seats named by their roles: a person in the first, the computer at "normal" elsewhere.
    fn new(info: &GameInfo) -> Form {
        let seats = (0..info.max_players)
            .map(|i| SeatSpec {
                name: role(&info.seats, i),
                controller: if i == 0 {
                    Controller::Human
                } else {
                    Controller::Computer {
                        level: Level::Normal,
                    }
                },
                remote: false,
            })
            .collect();
        Form {
            players: state(info.min_players),
            seats: state(seats),
            error: state(None),
            starting: state(false),
        }
    }

    /// The seats at the table chosen, their names tidied.
    fn specs(self) -> Vec<SeatSpec> {
        self.seats
            .get_untracked()
            .into_iter()
            .take(self.players.get_untracked())
            .enumerate()
            .map(|(i, s)| SeatSpec {
                name: clean_name(&s.name, MAX_SEAT_NAME, &format!("Seat {}", i + 1)),
                controller: s.controller,
                remote: s.remote,
            })
            .collect()
    }

    /// Start the game with the options chosen (`start` makes its session), save it and go to
    /// its table; or say why not.
    fn start(self, info: &GameInfo, start: Callback<u64, Result<Box<dyn DynSession>, SetupError>>) {
        if self.starting.get_untracked() {
            return;
        }
        let specs = self.specs();
        let session = match start.run(random_u64()) {
            Ok(s) => s,
            Err(e) => return self.error.set(Some(e.to_string())),
        };
        if session.seat_count() != specs.len() {
            return self
                .error
                .set(Some("The seats do not match the game.".into()));
        }
        self.starting.set(true);
        let names: Vec<&str> = specs.iter().map(|s| s.name.as_str()).collect();
        let name = clean_name(&names.join(" vs "), MAX_NAME, info.name);
        let id = new_id(random_u64());
        let mut save = new_save(id.clone(), name, specs, session.as_ref(), now());
        // `autosave::persist` creates it, or keeps it waiting in memory (the banner says so)
        // when storage refuses; a success also stores every other waiting save.
        match super::autosave::persist(&mut save) {
            Ok(()) | Err(WriteError::Store(_)) => navigate(&Route::Play(id)),
            Err(e) => {
                self.starting.set(false);
                self.error.set(Some(e.to_string()));
            }
        }
    }
}

/// The number of players, for a game that has a choice.
#[component]
fn CountPicker(min: usize, max: usize, players: State<usize>) -> impl IntoView {
    let buttons = (min..=max)
        .map(|n| {
            view! {
                <button type="button" class="btn seg"
                    aria-pressed=move || (players.get() == n).to_string()
                    on:click=move |_| players.set(n)>
                    {n.to_string()}
                </button>
            }
        })
        .collect_view();
    view! {
        <fieldset class="field">
            <legend>"Players"</legend>
            <div class="segmented" role="group" aria-label="Number of players">{buttons}</div>
        </fieldset>
    }
}

fn new_game_form(ui: &'static dyn Screens) -> AnyView {
    let info = ui.info();
    let form = Form::new(&info);
    let (players, seats) = (form.players, form.seats);
    let parts = ui.new_game(players.into());
    let start = parts.start;
    let roles = info.seats.clone();
    // Drawn again only when the player count changes: the fields keep what was typed (it is
    // in `seats`).
    let seat_rows = move || {
        (0..players.get())
            .map(|i| view! { <SeatRow i=i role=role(&roles, i) seats=seats/> })
            .collect_view()
    };
    let hidden = info.hidden_information;
    let hot_seat = move || {
        let (here, away) = seats.with(|s| {
            let table = || s.iter().take(players.get());
            (
                table().filter(|x| x.is_here()).count(),
                table().filter(|x| x.remote).count(),
            )
        });
        let curtain = (hidden && here >= 2).then(|| {
            view! {
                <p class="hint">
                    "Several people share this screen: before each of their turns a curtain asks to pass the device, so nobody sees another player's secrets."
                </p>
            }
        });
        let remote = (away > 0).then(|| {
            view! {
                <p class="hint" data-testid="remote-hint">
                    "After you start, this screen gives a link and a QR code for each person on another device. They open it in Q Branch on their phone or tablet and send you back an answer code. This device keeps the game; theirs show only their own seat."
                </p>
            }
        });
        (curtain, remote)
    };
    let facts = format!(
        "{} · about {} min",
        super::home::players_text(&info),
        info.minutes
    );
    let rules = format!("#/rules/{}", info.id);
    let (min, max) = (info.min_players, info.max_players);
    view! {
        <section class="page narrow new-game">
            <p class="crumbs"><a href="#/">"Games"</a>" / New game"</p>
            <h1>{info.name}</h1>
            <p class="tile-facts">{facts}</p>
            <form class="card form" on:submit=move |ev| {
                ev.prevent_default();
                form.start(&info, start);
            }>
                {(min < max).then(|| view! { <CountPicker min=min max=max players=players/> })}
                <fieldset class="field">
                    <legend>"Seats"</legend>
                    <ul class="seats">{seat_rows}</ul>
                    {hot_seat}
                </fieldset>
                {parts.options.map(|o| view! {
                    <fieldset class="field">
                        <legend>"Options"</legend>
                        {o}
                    </fieldset>
                })}
                {move || form.error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
                <div class="form-actions">
                    <a class="btn ghost" href="#/">"Cancel"</a>
                    <a class="btn ghost" href=rules>"Rules"</a>
                    <button type="submit" class="btn primary big" disabled=move || form.starting.get()>
                        "Start the game"
                    </button>
                </div>
            </form>
        </section>
    }
    .into_any()
}

/// Who may play a seat, as the seat's choice offers it.
const CONTROLLERS: [(&str, &str); 5] = [
    ("human", "A person at this screen"),
    ("remote", "A person on another device"),
    ("easy", "Computer — easy"),
    ("normal", "Computer — normal"),
    ("hard", "Computer — hard"),
];

/// Seat `i`'s row: its role, its name field, who plays it.
#[component]
fn SeatRow(i: usize, role: String, seats: State<Vec<SeatSpec>>) -> impl IntoView {
    let (name, chosen) = seats.with_untracked(|s| (s[i].name.clone(), seat_value(&s[i])));
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
                        let (c, remote) = parse_seat_value(&event_target_value(&e));
                        seats.update(|s| {
                            s[i].controller = c;
                            s[i].remote = remote;
                        });
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
    fn seats_round_trip_through_select_values() {
        for controller in Controller::ALL {
            for remote in [false, true] {
                if remote && controller != Controller::Human {
                    continue; // only a person can be on another device
                }
                let seat = SeatSpec {
                    name: "Ann".into(),
                    controller,
                    remote,
                };
                assert_eq!(parse_seat_value(seat_value(&seat)), (controller, remote));
            }
        }
    }
}
