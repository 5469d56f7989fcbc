//! The play screen's state and what changes it: the session and its save, who sees the
//! board, the curtain, a stale tab, and a person's moves and undos (the computer's turns are
//! `computer.rs`).

use leptos::leptos_dom::helpers::TimeoutHandle;
use qbranch_engine::ai::Controller;
use qbranch_engine::{DynSession, Seat};

use super::action_bar::Hint;
use super::host::{links_for, Link};
use super::hot_seat::{next_viewer, standing, Asked, Standing};
use crate::saves::browser::now;
use crate::saves::format::{SaveFile, SeatSpec};
use crate::saves::restore::update_save;
use crate::saves::store::WriteError;
use crate::ui::reactive::{kept, state, Kept, State};
use crate::ui::toast::{toast, Kind};

/// Everything the play screen keeps; all handles are `Copy`, so methods take `self`.
#[derive(Clone, Copy)]
pub struct Table {
    pub save: Kept<SaveFile>,
    pub seats: Kept<Vec<SeatSpec>>,
    pub session: State<Box<dyn DynSession>>,
    pub hidden_information: bool,
    pub viewer: State<Option<Seat>>,
    pub curtain: State<Option<Seat>>,
    /// The people who asked to pass until their own turn (`hot_seat::standing`).
    pub standing: State<Vec<Asked>>,
    pub thinking: State<bool>,
    /// The player's pace setting (kept in storage).
    pub fast: State<bool>,
    /// "Skip to my turn": computer moves without pauses until a person is to act.
    pub skipping: State<bool>,
    /// The hint for the person to act: asked for, being worked out, or shown.
    pub hint: State<Option<Hint>>,
    /// Set when another tab changed or deleted this save: this tab stops writing and playing.
    pub stale: State<Option<String>>,
    /// The computer's seats wait: a lesson plays their scripted moves.
    pub held: State<bool>,
    pub ai_timer: Kept<Option<TimeoutHandle>>,
    /// Bumped to abandon a search in progress (undo, a closed screen, a stale tab).
    pub ai_generation: Kept<u32>,
    /// The seats of people on other devices and their links (`host.rs`); empty for a table
    /// played on this screen alone.
    pub links: State<Vec<Link>>,
}

impl Table {
    /// The table of a save opened with its session, at the player's pace.
    pub fn new(save: SaveFile, session: Box<dyn DynSession>, fast: bool) -> Table {
        let hidden_information = session.info().hidden_information;
        Table {
            links: state(links_for(&save.seats)),
            seats: kept(save.seats.clone()),
            save: kept(save),
            session: state(session),
            hidden_information,
            viewer: state(None),
            curtain: state(None),
            standing: state(Vec::new()),
            thinking: state(false),
            fast: state(fast),
            skipping: state(false),
            hint: state(None),
            stale: state(None),
            held: state(false),
            ai_timer: kept(None),
            ai_generation: kept(0),
        }
    }

    pub fn controller(self, seat: Seat) -> Controller {
        self.seats
            .with_value(|s| s.get(seat).map(|x| x.controller))
            .unwrap_or(Controller::Human)
    }

    /// The seats the computer plays (whose replies an undo may take back).
    pub fn computer_seats(self) -> Vec<Seat> {
        self.seats.with_value(|s| {
            (0..s.len())
                .filter(|&i| s[i].controller != Controller::Human)
                .collect()
        })
    }

    pub fn name(self, seat: Seat) -> String {
        self.seats
            .with_value(|s| s.get(seat).map(|x| x.name.clone()))
            .unwrap_or_default()
    }

    /// Re-apply the hot-seat rule after a change.
    pub fn sync_viewer(self) {
        let Some((to_act, finished)) = self
            .session
            .try_with_untracked(|s| (s.to_act(), s.outcome().is_some()))
        else {
            return;
        };
        let change = self.seats.with_value(|seats| {
            next_viewer(
                seats,
                self.hidden_information,
                to_act,
                finished,
                self.viewer.get_untracked(),
            )
        });
        if self.viewer.get_untracked() != change.viewer {
            self.viewer.set(change.viewer);
        }
        if self.curtain.get_untracked() != change.curtain {
            self.curtain.set(change.curtain);
        }
    }

    /// Write the session to storage (every action autosaves).
    pub fn persist(self) {
        if self.stale.get_untracked().is_some() {
            return;
        }
        let mut save = self.save.get_value();
        self.session
            .with_untracked(|s| update_save(&mut save, s.as_ref(), now()));
        // `autosave::persist` keeps a refused save waiting in memory, retries every waiting
        // save after a successful write and owns the storage banner.
        match super::autosave::persist(&mut save) {
            Ok(()) | Err(WriteError::Store(_)) => {}
            Err(WriteError::Conflict(c)) => self.go_stale(c.to_string()),
            Err(e) => toast(Kind::Error, format!("Not saved: {e}.")),
        }
        self.save.set_value(save);
    }

    pub fn go_stale(self, why: String) {
        self.cancel_ai();
        self.thinking.set(false);
        self.stale.set(Some(why));
    }

    pub fn cancel_ai(self) {
        if let Some(Some(h)) = self.ai_timer.try_get_value() {
            h.clear();
            self.ai_timer.set_value(None);
        }
        self.ai_generation
            .try_update_value(|g| *g = g.wrapping_add(1));
    }

    /// Forget the hint (a move was made or taken back): a search still working stops.
    pub fn clear_hint(self) {
        if self.hint.try_get_untracked().flatten().is_some() {
            self.hint.set(None);
        }
    }

    /// Play `seat`'s `index`-th legal action; on success autosave, re-check the viewer, run
    /// the computer.
    pub fn apply(self, seat: Seat, index: usize) {
        if self.stale.get_untracked().is_some() {
            return;
        }
        match self.session.try_update(|s| s.act_index(seat, index)) {
            None => {}
            Some(Ok(())) => self.changed(),
            Some(Err(e)) => toast(Kind::Error, format!("That move is not possible: {e}.")),
        }
    }

    pub fn undo(self) {
        let Some(seat) = self.viewer.get_untracked() else {
            return;
        };
        if let Err(why) = self.undo_as(seat) {
            toast(Kind::Error, why);
        }
    }

    /// Take back `seat`'s last action (and the computer's replies since); or say why not.
    pub fn undo_as(self, seat: Seat) -> Result<(), String> {
        // A computer move still pending is dropped with the action it would answer.
        self.cancel_ai();
        let computers = self.computer_seats();
        match self
            .session
            .try_update(|s| s.undo_against(seat, &computers))
        {
            Some(Ok(_)) => {
                self.changed();
                Ok(())
            }
            Some(Err(e)) => {
                self.schedule_ai();
                Err(format!("Cannot undo: {e}."))
            }
            None => Ok(()),
        }
    }

    /// After a move or an undo: the hint is stale, the game is saved, the hot-seat rule is
    /// applied again and the computer moves if it is its turn.
    fn changed(self) {
        self.clear_hint();
        self.persist();
        self.broadcast();
        if self.answer_standing() {
            return;
        }
        self.sync_viewer();
        self.schedule_ai();
    }

    /// The viewer asks (`on`) to pass until their own turn, passing now when theirs is such a
    /// decision; or withdraws the request.
    pub fn pass_for_me(self, on: bool) {
        let Some(v) = self.viewer.get_untracked() else {
            return;
        };
        self.standing.update(|s| s.retain(|a| a.seat != v));
        if on {
            let turn = self.session.with_untracked(|s| s.turn_number());
            self.standing.update(|s| s.push(Asked { seat: v, turn }));
            self.answer_standing();
        }
    }

    /// Play the pass of a person who asked to pass until their own turn, when theirs is the
    /// decision; true when it did (that move's own `changed` has then run).
    fn answer_standing(self) -> bool {
        let asked = self.standing.get_untracked();
        let step = self.session.with_untracked(|s| {
            let to_act = s.to_act();
            let pass = to_act.and_then(|t| s.standing_pass(t));
            standing(&asked, to_act, pass, s.turn_number())
        });
        match step {
            Standing::Pass(seat, index) => {
                self.apply(seat, index);
                true
            }
            Standing::Ends(seat) => {
                self.standing.update(|s| s.retain(|a| a.seat != seat));
                false
            }
            Standing::Idle => false,
        }
    }

    /// A person's seat may act now: their decision, no curtain, no computer thinking, the tab
    /// not stale.
    pub fn live(self, to_act: Option<Seat>) -> bool {
        if self.curtain.get().is_some()
            || self.stale.get().is_some()
            || self.thinking.get()
            || self.waiting_for_players()
        {
            return false;
        }
        let Some(v) = self.viewer.get() else {
            return false;
        };
        self.controller(v) == Controller::Human && to_act == Some(v)
    }
}
