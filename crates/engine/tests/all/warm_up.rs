//! `core::erased::warm_up`, which the app runs for every game while the page is idle (so the
//! browser compiles the restore path before a player opens a save), really restores a game of
//! every kind: a warm-up that failed at once would compile nothing.

use qbranch_engine::core::erased::{load_typed, new_session, warm_up};
use qbranch_engine::{Check, ForGame, Game, GameId};

struct WarmsUp;

impl ForGame for WarmsUp {
    type Output = usize;
    fn run<G: Game>(self) -> usize {
        let session = new_session::<G>(7).expect("a new game");
        warm_up(session, 40, 7, &|text, from| {
            load_typed::<G>(text, Check::Sealed, from)
        })
    }
}

#[test]
fn every_game_warms_up_on_a_40_move_restore() {
    for &id in GameId::ALL {
        let played = 40;
        let restored = id.visit(WarmsUp);
        assert_eq!(
            restored, played,
            "{id}: the warm-up restored {restored} of {played} moves"
        );
    }
}
