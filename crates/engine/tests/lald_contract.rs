//! The generic contract (`contract_support`) run for Live and Let Die alone, so it can be
//! checked without running every game's suite; `contract.rs` runs the same checks for all
//! registered games.

mod contract_support;

use qbranch_engine::lald::Lald;

#[test]
fn lald_random_legal_play_keeps_the_contract() {
    contract_support::random_legal_play_keeps_the_contract::<Lald>();
}

#[test]
fn lald_undo_restores_the_exact_earlier_state() {
    contract_support::undo_restores_the_exact_earlier_state::<Lald>();
}

#[test]
fn lald_replay_viewer_state_at_equals_a_fresh_replay() {
    contract_support::replay_viewer_state_at_equals_a_fresh_replay::<Lald>();
}

#[test]
fn lald_damaged_records_are_refused() {
    contract_support::damaged_records_are_refused::<Lald>();
}

#[test]
fn lald_records_of_older_rules_are_refused() {
    contract_support::records_of_older_rules_are_refused::<Lald>();
}

#[test]
fn lald_ai_ignores_hidden_information() {
    contract_support::ai_ignores_hidden_information::<Lald>();
}

#[test]
fn lald_normal_ai_beats_random_players() {
    contract_support::normal_ai_beats_random_players::<Lald>();
}
