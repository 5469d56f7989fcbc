//! The game contract (`contract_support`, the checks `tests/all/contract.rs` runs on every
//! registered game with its default setup) for both card-game rule sets with the setting "skip
//! seats that cannot answer" on: around every random legal action, illegal actions are plain
//! typed errors leaving the state unchanged, undo restores the exact earlier state, no event
//! names a secret, views depend on nothing a seat cannot know, a restored session equals the
//! live one; records replay identically, in the replay viewer too, and damaged ones are
//! refused. Fewer games than the registry's contract: only the setting differs.

use crate::contract_support;
use qbranch_engine::GameId;

use contract_support::{
    damaged_record_is_refused, random_game, replayer_matches_fresh_replay, Tally,
};
use qbranch_engine::ccg::{Ccg, CcgAction, CcgEvent, CcgLtk, CcgSetup, CcgView};
use qbranch_engine::{
    ActionError, Game, GameInfo, Outcome, Record, ReplayError, Rng, Seat, SetupError,
};
use serde::{Deserialize, Serialize};

/// A rule set whose default setup has the setting on; everything else is the rule set's own.
macro_rules! skipping {
    ($W:ident, $G:ty) => {
        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
        #[serde(transparent)]
        struct $W($G);

        impl Game for $W {
            type Setup = CcgSetup;
            type Action = CcgAction;
            type Event = CcgEvent;
            type View = CcgView;
            const ID: GameId = <$G as Game>::ID;
            const RULES_VERSION: u32 = <$G as Game>::RULES_VERSION;
            const RULINGS: &'static [(&'static str, &'static str)] = <$G as Game>::RULINGS;

            fn info() -> GameInfo {
                <$G>::info()
            }
            fn content() -> serde_json::Value {
                <$G>::content()
            }
            fn setup_for_players(players: usize) -> Result<CcgSetup, SetupError> {
                let mut s = <$G>::setup_for_players(players)?;
                s.skip_unable = true;
                Ok(s)
            }
            fn new(setup: &CcgSetup, seed: u64) -> Result<Self, SetupError> {
                <$G>::new(setup, seed).map($W)
            }
            fn seat_count(&self) -> usize {
                self.0.seat_count()
            }
            fn seat_name(&self, seat: Seat) -> String {
                self.0.seat_name(seat)
            }
            fn to_act(&self) -> Option<Seat> {
                Game::to_act(&self.0)
            }
            fn legal_actions(&self, seat: Seat) -> Vec<CcgAction> {
                self.0.legal_actions(seat)
            }
            fn apply_unchecked(
                &mut self,
                seat: Seat,
                action: &CcgAction,
            ) -> Result<Vec<CcgEvent>, ActionError> {
                self.0.apply_unchecked(seat, action)
            }
            fn outcome(&self) -> Option<Outcome> {
                Game::outcome(&self.0)
            }
            fn view(&self, seat: Option<Seat>) -> CcgView {
                self.0.view(seat)
            }
            fn rng_mut(&mut self) -> &mut Rng {
                self.0.rng_mut()
            }
            fn redeal_hidden(&mut self, seat: Seat, rng: &mut Rng) {
                self.0.redeal_hidden(seat, rng)
            }
            fn secret_tokens(&self, holder: Option<Seat>) -> Vec<String> {
                self.0.secret_tokens(holder)
            }
            fn migrate_record(record: Record<Self>) -> Result<Record<Self>, ReplayError> {
                Err(ReplayError::OlderRules {
                    game: Self::info().name.to_string(),
                    current: Self::RULES_VERSION,
                    found: record.rules_version,
                })
            }
            fn turn_number(&self) -> u32 {
                self.0.turn_number()
            }
            fn describe_action(&self, seat: Seat, action: &CcgAction) -> String {
                self.0.describe_action(seat, action)
            }
            fn evaluate(&self) -> Option<Vec<f64>> {
                self.0.evaluate()
            }
            fn rollout_action(&self, seat: Seat, rng: &mut Rng) -> Option<CcgAction> {
                self.0.rollout_action(seat, rng)
            }
            fn ai_config(level: qbranch_engine::ai::Level) -> qbranch_engine::ai::MctsConfig {
                <$G>::ai_config(level)
            }
            fn rollout_horizon(&self, root: &Self) -> bool {
                self.0.rollout_horizon(&root.0)
            }
        }
    };
}

skipping!(CcgSkip, Ccg);
skipping!(CcgLtkSkip, CcgLtk);

fn keeps_the_contract<G: Game<Setup = CcgSetup>>(games: u64, max_actions: usize) {
    for players in 2..=4 {
        assert!(G::setup_for_players(players).unwrap().skip_unable);
        let mut t = Tally::default();
        for seed in 0..games {
            random_game::<G>(players, 70_000 + seed, max_actions, &mut t);
        }
        println!("{} {players} players, skipping: {t:?}", G::ID);
        assert!(t.actions >= 300, "{} {players}: {t:?}", G::ID);
        assert_eq!(t.no_such_seat, t.actions);
        assert_eq!(t.wrong_seat, t.actions);
        assert!(t.stale_own > 0, "{} {players}: {t:?}", G::ID);
        assert!(t.other_seats > 0, "{} {players}: {t:?}", G::ID);
        assert!(t.undone > 0, "{} {players}: {t:?}", G::ID);
        assert!(t.secret_checks >= t.actions, "{} {players}: {t:?}", G::ID);
        assert!(t.view_checks > 0, "{} {players}: {t:?}", G::ID);
        assert!(t.restores > 0, "{} {players}: {t:?}", G::ID);
        assert!(
            replayer_matches_fresh_replay::<G>(players) > 0,
            "{} {players}",
            G::ID
        );
        damaged_record_is_refused::<G>(players);
    }
}

#[test]
fn basic_with_the_setting_keeps_the_contract() {
    keeps_the_contract::<CcgSkip>(12, 400);
}

#[test]
fn licence_to_kill_with_the_setting_keeps_the_contract() {
    keeps_the_contract::<CcgLtkSkip>(4, 500);
}
