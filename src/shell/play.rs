//! The play screen every game reuses: the game's board (`GameUi::play_view`), the side panel,
//! the action bar, the hot-seat curtain, computer turns and autosave.

use leptos::ev;
use leptos::prelude::*;
use qbranch_engine::{DynSession, GameId, GameInfo};

use super::action_bar::{ActionBar, HintCtl};
use super::curtain::Curtain;
use super::lesson::{LessonCtl, LessonPanel};
use super::motif::PlayHead;
use super::pairing::HostPairing;
use super::recap::{stretch, Recap};
use super::session::{last_roll, log_lines, log_start, open_save};
use super::side_panel::SidePanel;
use super::table::Table;
use crate::games::{screens, BoardCtx, Screens};
use crate::saves::browser::{download, now, LocalKv};
use crate::saves::format::{key_for, to_pretty_json, SaveFile};
use crate::saves::import_export::{export_file_name, outcome_text};
use crate::saves::restore::update_save;
use crate::saves::store::{check_stored, Kv};
use crate::ui::reactive::{memo, state, Derived, State};
use crate::ui::text::capitalise;
use crate::ui::toast::{toast, Kind};

/// Where the player's pace setting is kept between visits (not a save: no `qbranch.save.`).
const PACE_KEY: &str = "qbranch.pref.fast";

#[component]
pub fn PlayRoute(id: String) -> impl IntoView {
    open_save(id, play_screen)
}

pub fn play_screen(save: SaveFile, session: Box<dyn DynSession>) -> AnyView {
    let info = session.info();
    let ui = screens(info.id);
    let id = save.id.clone();
    let name = save.name.clone();
    provide_context(crate::games::SeatNames(
        save.seats.iter().map(|s| s.name.clone()).collect(),
    ));
    let fast = LocalKv.get(PACE_KEY).as_deref() == Some("1");
    // Passing ahead saves hand-overs: offered only where the device changes hands.
    let hot_seat = save.seats.iter().filter(|s| s.is_here()).count() > 1;
    let lesson = LessonCtl::of(&save);
    let table = Table::new(save, session, fast);
    table.held.set(lesson.is_some());
    hot_seat.then(|| {
        provide_context(crate::games::PassForMe {
            asked: memo(move || {
                let v = table.viewer.get();
                table.standing.with(|s| s.iter().any(|a| Some(a.seat) == v))
            }),
            set: Callback::new(move |on| table.pass_for_me(on)),
        })
    });
    table.sync_viewer();
    // The first computer move waits for the screen to be mounted.
    request_animation_frame(move || table.schedule_ai());
    on_cleanup(move || table.cancel_ai());
    // People on other devices: a link for each, until the game is over.
    let over = table.session.with_untracked(|s| s.outcome().is_some());
    if !over {
        table.host_all();
    }
    on_cleanup(move || table.hang_up());
    let pairing =
        memo(move || table.waiting_for_players() && table.session.with(|s| s.outcome().is_none()));
    watch_other_tabs(table, &id);
    keep_pace(table);
    let status = status_line(table);
    // Kept while the curtain comes and goes.
    let log_all = state(false);
    view! {
        // Outside the frame, so it shows over the curtain too.
        {move || table.stale.get().map(|why| view! { <StaleBanner why=why/> })}
        {move || match table.curtain.get() {
            Some(s) => {
                let on_ready = Callback::new(move |_| {
                    table.viewer.set(Some(s));
                    table.curtain.set(None);
                });
                view! { <Curtain name=table.name(s) on_ready=on_ready/> }.into_any()
            }
            None if pairing.get() => view! { <HostPairing table=table/> }.into_any(),
            None => view! {
                <PlayFrame table=table ui=ui info=info.clone() id=id.clone() name=name.clone() status=status log_all=log_all lesson=lesson/>
            }
            .into_any(),
        }}
    }
    .into_any()
}

/// Another tab wrote or deleted this save: stop writing and say so.
fn watch_other_tabs(table: Table, id: &str) {
    let key = key_for(id);
    let listener = window_event_listener(ev::storage, move |e: web_sys::StorageEvent| {
        let k = e.key();
        if k.is_some() && k.as_deref() != Some(key.as_str()) {
            return;
        }
        // The whole stamp (revision and writer), so a write of the same revision by another
        // tab at the same instant is noticed too.
        let Some(mine) = table.save.try_with_value(|s| s.stamp()) else {
            return;
        };
        if mine.revision == 0 {
            return; // never stored (storage full): nothing to clash with
        }
        let stored = if k.is_none() {
            LocalKv.get(&key)
        } else {
            e.new_value()
        };
        if let Err(c) = check_stored(stored.as_deref(), &mine) {
            table.go_stale(c.to_string());
        }
    });
    on_cleanup(move || listener.remove());
}

/// Faster: a pending pause is cut short; the setting is kept for the next visit.
fn keep_pace(table: Table) {
    Effect::new(move |prev: Option<bool>| {
        let f = table.fast.get();
        if prev.is_some() {
            // A preference: if storage refuses it, the game plays on at this pace anyway.
            if LocalKv.set(PACE_KEY, if f { "1" } else { "0" }).is_err() {
                toast(
                    Kind::Info,
                    "Your pace setting holds until you leave this page.".to_string(),
                );
            }
            if f && table.thinking.get_untracked() {
                table.schedule_ai();
            }
        }
        f
    });
}

/// "Ann is thinking…", "Your move, Ann.", "Bob to play."; nothing once the game is over (the
/// game-over box says it).
fn status_line(table: Table) -> Derived<String> {
    memo(move || {
        table.session.with(|s| match s.outcome() {
            Some(_) => String::new(),
            None => match s.to_act() {
                Some(t) if table.thinking.get() => format!("{} is thinking…", table.name(t)),
                Some(t) if table.viewer.get() == Some(t) => {
                    format!("Your move, {}.", table.name(t))
                }
                Some(t) => format!("{} to play.", table.name(t)),
                None => String::new(),
            },
        })
    })
}

/// Why the viewer cannot undo now (`None` when they can).
fn undo_block(table: Table) -> Derived<Option<String>> {
    memo(move || {
        if table.stale.get().is_some() {
            return Some("This tab no longer saves this game.".to_string());
        }
        if table.held.get() {
            return Some("Undo is off during a lesson.".to_string());
        }
        let thinking = table.thinking.get();
        let Some(v) = table.viewer.get() else {
            return Some("There is nothing of yours to undo.".to_string());
        };
        // Against the computer, your last action goes back with its replies when they
        // revealed nothing (the engine's policy); its move still pending is dropped.
        let computers = table.computer_seats();
        table.session.with(|s| match s.undo_reach(v, &computers) {
            Ok(_) => None,
            Err(_) if thinking => Some("Wait for the computer's move.".to_string()),
            Err(e) => Some(capitalise(&e.to_string()) + "."),
        })
    })
}

/// The game as it stands, written into a copy of its save and downloaded.
fn export(table: Table) {
    let mut copy = table.save.get_value();
    table
        .session
        .with_untracked(|s| update_save(&mut copy, s.as_ref(), now()));
    if let Err(e) = download(
        &export_file_name(&copy.game, &copy.name),
        &to_pretty_json(&copy),
    ) {
        toast(Kind::Error, format!("Export failed: {e}"));
    }
}

/// The board, the side panel and the action bar (while the curtain is not down).
#[component]
fn PlayFrame(
    table: Table,
    ui: &'static dyn Screens,
    info: GameInfo,
    id: String,
    name: String,
    status: Derived<String>,
    log_all: State<bool>,
    /// The lesson this game is, while it runs.
    lesson: Option<LessonCtl>,
) -> impl IntoView {
    let session = table.session;
    let to_act = memo(move || session.with(|s| s.to_act()));
    let live = memo(move || table.live(to_act.get()));
    let act = Callback::new(move |index: usize| {
        let Some(v) = table.viewer.get_untracked() else {
            return;
        };
        if table.curtain.get_untracked().is_some() || table.thinking.get_untracked() {
            return;
        }
        if lesson.is_some_and(|l| l.holds() && l.choose(table, v, index)) {
            return;
        }
        table.apply(v, index);
    });
    let board = ui.board(BoardCtx {
        shown: memo(move || session.with(|s| s.snapshot())),
        viewer: table.viewer.into(),
        live,
        act,
    });
    let roll = memo(move || session.with(|s| last_roll(s.as_ref(), s.len())));
    let log = memo(move || {
        let all = log_all.get();
        session.with(|s| {
            let n = s.len();
            table
                .seats
                .with_value(|seats| log_lines(s.as_ref(), log_start(n, all), n, seats))
        })
    });
    let latest = memo(move || session.with(|s| s.len()));
    let stretch = memo(move || {
        let viewer = table.viewer.get();
        session.with(|s| {
            table
                .seats
                .with_value(|seats| stretch(s.as_ref(), viewer, seats))
        })
    });
    // The recap put away (its last action); a new stretch shows again.
    let dismissed = state(None);
    let finished = memo(move || session.with(|s| s.outcome().is_some()));
    let seats = table.seats.get_value();
    let has_computer = seats.iter().any(|s| !s.is_human());
    let has_human = seats.iter().any(|s| s.is_here());
    let skip = Callback::new(move |_: ()| {
        table.skipping.set(true);
        if table.thinking.get_untracked() {
            table.schedule_ai();
        }
    });
    let hint = HintCtl {
        state: table.hint,
        ask: Callback::new(move |_| table.ask_hint()),
        dismiss: Callback::new(move |_| table.clear_hint()),
        can: memo(move || live.get() && !table.held.get()),
    };
    let game = info.id;
    let replay_id = id.clone();
    view! {
        <div
            class="play"
            data-testid="play"
            data-thinking=move || table.thinking.get().to_string()
            data-steps=move || latest.get().to_string()
            data-to-act=move || to_act.get().map(|s| s.to_string()).unwrap_or_default()
            data-viewer=move || table.viewer.get().map(|s| s.to_string()).unwrap_or_default()
            data-finished=move || finished.get().to_string()
            data-lesson=move || if table.held.get() { "on" } else { "off" }
        >
            <header class="play-head">
                <PlayHead game=info.name.to_string() name=name/>
            </header>
            // The game fills this box; should a board not fit, the box scrolls, never the page.
            // Focusable, so the keyboard can scroll it when nothing in it takes focus (axe:
            // scrollable-region-focusable).
            <div class="board-area" tabindex="0" role="region" aria-label="Board">{board}</div>
            <aside class="side-area">
                {lesson.map(|ctl| view! { <LessonPanel ctl=ctl table=table/> })}
                <Show when=move || finished.get()>
                    <GameOver table=table game=game id=replay_id.clone()/>
                </Show>
                <SidePanel
                    seats=seats.clone()
                    to_act=to_act
                    status=status
                    thinking=table.thinking.into()
                    fast=has_computer.then_some(table.fast)
                    skip=(has_computer && has_human).then_some(skip)
                    skipping=table.skipping
                    roll=roll
                    log=log
                    latest=latest
                    log_all=log_all
                >
                    <Recap stretch=stretch dismissed=dismissed/>
                </SidePanel>
            </aside>
            <div class="bar-area">
                <ActionBar
                    hint=Some(hint)
                    undo_block=undo_block(table)
                    on_undo=Callback::new(move |_| table.undo())
                    on_export=Callback::new(move |_| export(table))
                    save_id=id.clone()
                    game=game.to_string()
                />
            </div>
        </div>
    }
}

/// The result, with the ways on: replay the game, or a new one.
#[component]
fn GameOver(table: Table, game: GameId, id: String) -> impl IntoView {
    let result = move || {
        table.session.with(|s| {
            s.outcome().map(|o| {
                table
                    .seats
                    .with_value(|seats| format!("Game over: {}.", outcome_text(&o, seats)))
            })
        })
    };
    view! {
        <div class="game-over" role="status">
            <p class="game-over-title">{result}</p>
            <div class="row-actions">
                <a class="btn primary" href=format!("#/replay/{id}")>"Replay the game"</a>
                <a class="btn" href=format!("#/new/{game}")>"New game"</a>
            </div>
        </div>
    }
}

/// This tab stopped saving: another holds a newer copy of the game.
#[component]
fn StaleBanner(why: String) -> impl IntoView {
    view! {
        <div class="banner warn stale" role="alert" data-testid="stale">
            <span>
                <strong>{why}</strong>
                " This tab stopped saving so it cannot overwrite the newer copy. "
            </span>
            <button type="button" class="btn small" on:click=move |_| { let _ = window().location().reload(); }>
                "Reload"
            </button>
        </div>
    }
}
