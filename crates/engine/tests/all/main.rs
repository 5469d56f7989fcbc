//! The engine's integration tests, one test crate: the shared helpers compile once and one
//! binary runs every test on all cores (a file per topic, as before; `cargo test -p
//! qbranch-engine --test all ccg_props::` runs one file).

mod ccg_support;
mod chase_support;
mod common;
mod contract_support;
mod lald_support;
mod race_support;
mod yolt_support;

mod ccg_ai;
mod ccg_basic_rules;
mod ccg_card_effects;
mod ccg_coverage;
mod ccg_decks;
mod ccg_effects;
mod ccg_ltk_rules;
mod ccg_pool;
mod ccg_positions;
mod ccg_preview;
mod ccg_props;
mod ccg_rulings;
mod ccg_secrecy;
mod ccg_skip_contract;
mod ccg_skip_unable;
mod contract;
mod core_fixture;
mod core_saved_records;
mod explain_ccg;
mod explain_chase;
mod explain_race;
mod ladder;
mod lald_ai;
mod lald_map;
mod lald_rules;
mod lald_secrecy;
mod lald_summary;
mod lessons_replay;
mod race_ai;
mod race_events;
mod race_invariants;
mod race_log_text;
mod race_rules;
mod race_rulings;
mod race_secrecy;
mod registry;
mod remote;
mod warm_up;
mod yolt_ai;
mod yolt_map;
mod yolt_random_games;
mod yolt_rules;
mod yolt_summary;
