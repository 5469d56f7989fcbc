//! The turn sequence both chase games share: Bond's turn, then the Enemy phase, in which the
//! Enemy player moves each of his pieces once, in the order he chooses (by rolling the
//! movement of the one going next); a piece with turns to lose sits its next turn out. What
//! comes between the two sides is each game's ([`Rules::side_done`]): nothing in You Only
//! Live Twice, a draw step in Live and Let Die.

use serde::{Deserialize, Serialize};

use super::event::ChaseEvent;
use super::phase::{Acting, Phase};
use super::piece::{PieceId, Side};
use super::state::{Chase, Rules};

/// Where the sequence stands.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turns {
    /// Bond turns begun so far.
    pub round: u32,
    /// Changes whenever a new piece's turn (or a step between turns) begins: undo never
    /// crosses it.
    pub turn: u32,
    /// Enemy pieces that have had (or lost) their turn in this Enemy phase.
    pub enemy_done: [bool; 4],
}

impl Turns {
    /// True for an Enemy piece that has had (or lost) its turn in the current Enemy phase.
    pub fn done_this_phase(&self, piece: PieceId) -> bool {
        piece.side() == Side::Enemy && self.enemy_done[piece.index() - 1]
    }
}

/// The turns of `side` begin: Bond's turn, or the Enemy phase.
pub fn start<R: Rules>(g: &mut Chase<R>, side: Side, ev: &mut Vec<R::Event>) {
    match side {
        Side::Bond => start_bond_turn(g, ev),
        Side::Enemy => start_enemy_phase(g, ev),
    }
}

pub(super) fn start_bond_turn<R: Rules>(g: &mut Chase<R>, ev: &mut Vec<R::Event>) {
    let turns = &mut g.turns;
    turns.round += 1;
    turns.turn += 1;
    let bond = g.piece_mut(PieceId::Bond);
    if bond.lost_turns > 0 {
        bond.lost_turns -= 1;
        ev.push(
            ChaseEvent::TurnLost {
                piece: PieceId::Bond,
            }
            .into(),
        );
        R::side_done(g, Side::Bond, ev);
    } else {
        g.phase = Phase::BondToRoll;
    }
}

fn start_enemy_phase<R: Rules>(g: &mut Chase<R>, ev: &mut Vec<R::Event>) {
    g.turns.turn += 1;
    for (i, id) in PieceId::ENEMIES.into_iter().enumerate() {
        let p = g.piece_mut(id);
        let done = if !p.alive() {
            true
        } else if p.lost_turns > 0 {
            p.lost_turns -= 1;
            ev.push(ChaseEvent::TurnLost { piece: id }.into());
            true
        } else {
            false
        };
        g.turns.enemy_done[i] = done;
    }
    next_enemy(g, ev);
}

/// The Enemy pieces still to move in this Enemy phase.
pub fn waiting<R: Rules>(g: &Chase<R>) -> impl Iterator<Item = PieceId> + '_ {
    PieceId::ENEMIES
        .into_iter()
        .enumerate()
        .filter(|&(i, p)| !g.turns.enemy_done[i] && g.piece(p).alive())
        .map(|(_, p)| p)
}

/// The pieces that may roll for movement now: Bond, or each Enemy piece still to move.
pub fn to_roll<R: Rules>(g: &Chase<R>) -> Vec<PieceId> {
    match g.phase {
        Phase::BondToRoll => vec![PieceId::Bond],
        Phase::EnemyToChoose => waiting(g).collect(),
        _ => Vec::new(),
    }
}

/// The Enemy chooses the next piece, or the phase is over.
fn next_enemy<R: Rules>(g: &mut Chase<R>, ev: &mut Vec<R::Event>) {
    if waiting(g).next().is_some() {
        g.phase = Phase::EnemyToChoose;
    } else {
        R::side_done(g, Side::Enemy, ev);
    }
}

/// `piece` begins its turn by rolling for movement (an Enemy piece is thereby chosen).
pub fn begin<R: Rules>(g: &mut Chase<R>, piece: PieceId) {
    if piece.side() == Side::Enemy {
        let turns = &mut g.turns;
        turns.enemy_done[piece.index() - 1] = true;
        turns.turn += 1;
    }
}

/// `piece`'s turn ends: Bond's side is done, or the Enemy chooses its next piece.
pub fn end_turn<R: Rules>(g: &mut Chase<R>, piece: PieceId, ev: &mut Vec<R::Event>) {
    R::turn_ending(g, piece, ev);
    ev.push(ChaseEvent::TurnEnded { piece }.into());
    match piece.side() {
        Side::Bond => R::side_done(g, Side::Bond, ev),
        Side::Enemy => next_enemy(g, ev),
    }
}

impl<R: Rules> Chase<R> {
    /// True once the game is over, ending it now if the game's [`Rules::result`] says so.
    fn check_over(&mut self, ev: &mut Vec<R::Event>) -> bool {
        if self.outcome.is_some() {
            return true;
        }
        let Some((outcome, text)) = R::result(self) else {
            return false;
        };
        self.outcome = Some(outcome.clone());
        self.phase = Phase::Over;
        let text = text.to_string();
        ev.push(ChaseEvent::GameOver { outcome, text }.into());
        true
    }

    /// After every action: the end of the game, and the end of a piece's turn when it has
    /// nothing left to do but end it.
    pub(crate) fn settle(&mut self, ev: &mut Vec<R::Event>) {
        if self.check_over(ev) {
            return;
        }
        if let Phase::Moving { activation } = &self.phase {
            if !R::has_options(self, activation) {
                let piece = activation.piece();
                end_turn(self, piece, ev);
            }
        }
    }
}

/// `piece` loses its next `turns` turns and, with `rest`, the rest of this one: it stops
/// where it is and its turn ends.
///
/// Lost turns do not add up ([`super::rulings::LOST_TURNS`]): a second result naming a turn
/// the piece already owes is settled by the same lost turn, so it owes the longer count.
pub fn lose_turns<R: Rules>(
    g: &mut Chase<R>,
    piece: PieceId,
    turns: u8,
    rest: bool,
    ev: &mut Vec<R::Event>,
) {
    let p = g.piece_mut(piece);
    p.lost_turns = p.lost_turns.max(turns);
    ev.push(ChaseEvent::LosesTurns { piece, turns, rest }.into());
    if rest {
        end_turn(g, piece, ev);
    }
}
