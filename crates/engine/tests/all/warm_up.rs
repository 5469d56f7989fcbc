//! `core::erased::warm_up`, which the app runs for every game while the page is idle (so the
//! browser compiles the restore path before a player opens a save), really restores a game of
//! every registered kind: a warm-up that failed at once would compile nothing.

use qbranch_engine::core::erased::{load_typed, new_session, warm_up};
use qbranch_engine::Check;

macro_rules! each_game_warms_up {
    ([$($T:ty),* $(,)?]) => {{
        let mut games = 0;
        $(
            let session = new_session::<$T>(7).expect("a new game");
            let restored = warm_up(session, 40, 7, &|text, from| load_typed::<$T>(text, Check::Sealed, from));
            assert_eq!(
                restored,
                40,
                "{}: the warm-up restored {restored} of 40 moves",
                <$T as qbranch_engine::Game>::ID
            );
            games += 1;
        )*
        games
    }};
}

#[test]
fn every_registered_game_warms_up_on_a_40_move_restore() {
    let games = qbranch_engine::registered_games!(each_game_warms_up);
    assert_eq!(games, qbranch_engine::registry::registered().len());
}
