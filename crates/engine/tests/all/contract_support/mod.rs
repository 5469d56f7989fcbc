//! The generic contract every registered game keeps (see `tests/all/contract.rs`, which runs these
//! checks for each game in the registry). Everything here is written against the `Game` trait
//! only: a new game gets it by registering.
#![allow(dead_code)]

use std::collections::HashSet;
use std::ops::RangeInclusive;

use qbranch_engine::ai::{choose_action, Controller, Level};
use qbranch_engine::sim::simulate;
use qbranch_engine::{
    ActionError, Check, Game, GameEvent, GameId, Record, ReplayError, Replayer, Rng, Seat, Session,
};

/// Random games per player count in the long random-play check, each cut at
/// [`MAX_ACTIONS_PER_GAME`], unless [`random_play_budget`] says otherwise for a game. Chosen so
/// that every registered game passes 100,000 actions, shared out evenly over its player counts
/// (asserted afterwards); a new game whose random games are short fails that assertion and
/// gets a budget of its own.
pub const GAMES_PER_COUNT: u64 = 100;
/// Games per player count in the normal-computer-against-random check (the computer sits in
/// each seat in turn, so every seat of a table of up to four is tried).
pub const NORMAL_VS_RANDOM_GAMES: usize = 4;
/// A random game is cut here (the contract holds for every prefix of a game).
pub const MAX_ACTIONS_PER_GAME: usize = 3_000;
/// Hidden-information games whose event secrecy is checked by their own tests rather than by
/// `Game::secret_tokens` here. None today: the card game names cards by design, and gives as
/// secrets only the designs of which no copy is known anywhere (`ccg/secrets.rs`).
pub const OWN_SECRECY_TESTS: &[GameId] = &[];
/// Random legal actions required of each game, shared out evenly over its player counts
/// (100,000 at two players only; at least 33,334 at each of two, three and four).
pub const REQUIRED_ACTIONS: usize = 100_000;

/// The random legal actions required at each player count of `G`.
pub fn required_per_count<G: Game>() -> usize {
    REQUIRED_ACTIONS.div_ceil(player_counts::<G>().count())
}

pub fn player_counts<G: Game>() -> RangeInclusive<usize> {
    let info = G::info();
    info.min_players..=info.max_players
}

fn session<G: Game>(players: usize, seed: u64) -> Session<G> {
    let setup = G::setup_for_players(players)
        .unwrap_or_else(|e| panic!("{} has no setup for {players} players: {e}", G::ID));
    Session::new(setup, seed).expect("the default setup is valid")
}

/// Fragments of Rust `Debug` output that never belong in a player-facing message.
const DEBUG_FRAGMENTS: &[&str] = &["{", "}", "Some(", "None", "::", "[", "]", "\""];

/// Panics when `msg` looks like Rust `Debug` text rather than plain words.
pub fn assert_plain(what: &str, msg: &str) {
    assert!(!msg.trim().is_empty(), "{what}: empty message");
    for frag in DEBUG_FRAGMENTS {
        assert!(
            !msg.contains(frag),
            "{what}: message has Debug text ({frag}): {msg}"
        );
    }
    // A type name glued to a bracket (`Space(8)`, `Card(2)`); "hit(s)" is plain English.
    for (i, _) in msg.match_indices('(') {
        let word: String = msg[..i]
            .chars()
            .rev()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        assert!(
            !word.chars().last().is_some_and(|c| c.is_ascii_uppercase()),
            "{what}: message has Debug text (a type name glued to a bracket): {msg}"
        );
    }
}

/// Each seat's secrets and the secrets of nobody (see `Game::secret_tokens`).
pub struct Secrets {
    seats: Vec<HashSet<String>>,
    nobody: HashSet<String>,
}

pub fn secrets<G: Game>(g: &G) -> Secrets {
    Secrets {
        seats: (0..g.seat_count())
            .map(|s| g.secret_tokens(Some(s)).into_iter().collect())
            .collect(),
        nobody: g.secret_tokens(None).into_iter().collect(),
    }
}

impl Secrets {
    /// Secrets given token by token (for tests of the check itself): each seat's, then
    /// nobody's.
    pub fn of(seats: Vec<Vec<String>>, nobody: Vec<String>) -> Secrets {
        Secrets {
            seats: seats.into_iter().map(|s| s.into_iter().collect()).collect(),
            nobody: nobody.into_iter().collect(),
        }
    }

    fn is_empty(&self) -> bool {
        self.nobody.is_empty() && self.seats.iter().all(HashSet::is_empty)
    }
}

/// No event of `actor`'s action names a secret:
/// - a token secret to the same seat both before and after the action (a card that stayed in
///   a hand, a card discarded unseen). For the actor this is checked when the action drew,
///   shuffled, rolled or revealed nothing: with a reshuffle, a card the actor has just shown
///   may come back into its hand from the new pack. For another seat, not for a design the
///   actor held (its own copy, shown by its own action);
/// - a token nobody could see before (the face-down pack) that is still secret afterwards (a
///   drawn card), unless the actor held a copy of that design (its own card, shown by its
///   own action).
///
/// Returns how many (event, secret) pairs were checked.
pub fn check_events<G: Game>(
    events: &[G::Event],
    actor: Seat,
    before: &Secrets,
    after: &Secrets,
) -> usize {
    let shuffled = events.iter().any(GameEvent::is_irreversible);
    let mut kept: Vec<&String> = Vec::new();
    for (s, (b, a)) in before.seats.iter().zip(&after.seats).enumerate() {
        if s == actor && shuffled {
            continue;
        }
        // Another seat's copy of a design the actor held is no secret of the actor's own
        // card: the actor may name the design it shows, even when that copy goes back into a
        // draw pile in the same action (a reshuffled discard pile) and the other seat's copy
        // stays hidden.
        kept.extend(
            b.intersection(a)
                .filter(|t| s == actor || !before.seats[actor].contains(*t)),
        );
    }
    let still_secret =
        |t: &String| after.nobody.contains(t) || after.seats.iter().any(|a| a.contains(t));
    // A design the actor held is the actor's to reveal by its own action, even when another
    // copy lies unseen in a draw pile (and the played copy went back into one in the same
    // action, as a reshuffled discard pile does).
    kept.extend(
        before
            .nobody
            .iter()
            .filter(|t| still_secret(t) && !before.seats[actor].contains(*t)),
    );
    let mut checked = 0;
    for e in events {
        let json = serde_json::to_string(e).expect("an event serializes");
        for t in &kept {
            assert!(
                !json.contains(t.as_str()),
                "{}: an event of seat {actor} names the secret {t}: {json}",
                G::ID
            );
            checked += 1;
        }
    }
    checked
}

/// What the long random-play check did, to be asserted on afterwards.
#[derive(Default, Debug)]
pub struct Tally {
    pub games: usize,
    pub finished: usize,
    pub actions: usize,
    pub wrong_seat: usize,
    pub no_such_seat: usize,
    /// The seat to act submitted an action it could play earlier but not now.
    pub stale_own: usize,
    /// The seat to act submitted an action another seat could play earlier.
    pub other_seats: usize,
    pub undone: usize,
    pub undo_refused_after_irreversible: usize,
    pub secret_checks: usize,
    pub states_with_secrets: usize,
    pub view_checks: usize,
    pub restores: usize,
    pub restored_undos: usize,
}

/// (games per player count, actions per game) of the long random-play check. Games whose
/// random games are short play more of them (the card game's Basic rules: about 130 actions a
/// game at two players); games whose random games are very long play fewer, and are cut at
/// the cap, since the contract holds for every prefix of a game. Licence to Kill is won only
/// by overcoming, which random players seldom do: most of its random games run to the turn
/// limit (lengths below).
pub fn random_play_budget(id: GameId, players: usize) -> (u64, usize) {
    match (id, players) {
        (GameId::Ccg, 2) => (360, MAX_ACTIONS_PER_GAME),
        (GameId::Ccg, 3) => (240, MAX_ACTIONS_PER_GAME),
        (GameId::Ccg, _) => (170, MAX_ACTIONS_PER_GAME),
        // Random Licence to Kill games mostly run to the turn limit: about 1,700 actions at
        // two players, 3,300 at three and 5,600 at four (at most 1,817, 3,690 and 5,873 in
        // `qbranch simulate --game ccg-ltk --games 30 --seed 30000` with random seats), so
        // the larger tables get fewer, longer games and every one can reach its end.
        (GameId::CcgLtk, 2) => (27, MAX_ACTIONS_PER_GAME),
        (GameId::CcgLtk, 3) => (12, 4_000),
        (GameId::CcgLtk, _) => (7, 6_500),
        // Random Live and Let Die games last about 270 actions.
        (GameId::Lald, _) => (400, MAX_ACTIONS_PER_GAME),
        // Random You Only Live Twice games last about 1,750 actions.
        (GameId::Yolt, _) => (65, MAX_ACTIONS_PER_GAME),
        // Random race games are long (about 1,000 actions and more).
        (GameId::Race, _) => (40, MAX_ACTIONS_PER_GAME),
        // Test games last about 40 actions.
        (GameId::Fixture, _) => (2_600, MAX_ACTIONS_PER_GAME),
    }
}

/// Play the budgeted random games (seeds from `first_seed`) of `players` seats, checking the
/// contract around every action (see [`random_game`]).
pub fn random_play<G: Game>(players: usize, first_seed: u64) -> Tally {
    let mut t = Tally::default();
    let (games, max_actions) = random_play_budget(G::ID, players);
    for g in 0..games {
        random_game::<G>(players, first_seed + g, max_actions, &mut t);
    }
    t
}

/// One random game, up to `max_actions` actions. Around every action:
/// - exactly the seat to act has legal actions, and every one of them has a plain label;
/// - the chosen action by a wrong seat, by a seat that does not exist, an action the seat to
///   act could play earlier but not now, and one another seat could play earlier: each is a
///   typed error with a plain message, and leaves the state exactly as it was;
/// - no event names a secret; a roll, shuffle, draw or reveal cannot be undone;
/// - whenever the actor may undo, undo restores exactly the state before the action (and
///   playing it again gives exactly the state after);
/// - sometimes: a seat's view is the same in every world consistent with what it knows, and
///   the session restored from its record equals the live one (undo included).
///
/// At the end: the record replays to the identical state and events; serde is lossless.
pub fn random_game<G: Game>(players: usize, seed: u64, max_actions: usize, t: &mut Tally) {
    let mut session = session::<G>(players, seed);
    let mut rng = Rng::new(seed ^ 0x9e37_79b9_7f4a_7c15);
    let n = session.state.seat_count();
    assert_eq!(n, players);
    // The legal actions of the last two decisions, with the seat that had them.
    let mut earlier: Vec<Vec<(Seat, G::Action)>> = Vec::new();
    // The secrets of the state after the last action: the next action's "before" (the state
    // is the same one, so they are worked out once).
    let mut secrets_now: Option<Secrets> = None;
    t.games += 1;
    for _ in 0..max_actions {
        let before = session.state.clone();
        let Some(seat) = before.to_act() else {
            assert!(before.outcome().is_some(), "nobody to act but no outcome");
            break;
        };
        assert!(
            before.outcome().is_none(),
            "a seat to act in a finished game"
        );
        let legal = before.legal_actions(seat);
        assert!(!legal.is_empty(), "seat {seat} to act with no legal action");
        for other in (0..n).filter(|&o| o != seat) {
            assert!(
                before.legal_actions(other).is_empty(),
                "seat {other} has legal actions out of turn"
            );
        }
        for a in &legal {
            assert_plain("an action label", &before.describe_action(seat, a));
        }
        let action = rng.choose(&legal).expect("not empty").clone();

        // Illegal actions: typed errors, plain messages, nothing changes.
        let mut probe = before.clone();
        if n > 1 {
            let wrong = (seat + 1 + rng.below(n as u32 - 1) as usize) % n;
            let err = probe.apply(wrong, &action).unwrap_err();
            assert_eq!(
                err,
                ActionError::NotYourDecision {
                    seat: wrong,
                    expected: seat
                }
            );
            assert_plain("a wrong-seat error", &err.to_string());
            assert_eq!(probe, before, "a rejected action changed the state");
            let rejected = before.clone().play(wrong, &action).unwrap_err();
            assert_eq!(rejected.state, before);
            t.wrong_seat += 1;
        }
        let err = probe.apply(n, &action).unwrap_err();
        assert_eq!(err, ActionError::NoSuchSeat { seat: n });
        assert_eq!(probe, before);
        t.no_such_seat += 1;
        let not_now: Vec<&(Seat, G::Action)> = earlier
            .iter()
            .flatten()
            .filter(|(_, a)| !legal.contains(a))
            .collect();
        for own in [true, false] {
            let pick: Vec<_> = not_now
                .iter()
                .filter(|(s, _)| (*s == seat) == own)
                .collect();
            if let Some((_, a)) = rng.choose(&pick) {
                let err = probe.apply(seat, a).unwrap_err();
                assert!(matches!(err, ActionError::Illegal { .. }), "{err:?}");
                assert_plain("an illegal-action error", &err.to_string());
                assert_eq!(probe, before, "a rejected action changed the state");
                let rejected = before.clone().play(seat, a).unwrap_err();
                assert_eq!(rejected.state, before);
                if own {
                    t.stale_own += 1;
                } else {
                    t.other_seats += 1;
                }
            }
        }
        earlier.push(legal.iter().map(|a| (seat, a.clone())).collect());
        if earlier.len() > 2 {
            earlier.remove(0);
        }

        // A seat's view does not depend on what it cannot know.
        if rng.below(8) == 0 {
            for s in 0..n {
                let det = before.determinize(s, &mut rng);
                assert_eq!(
                    det.view(Some(s)),
                    before.view(Some(s)),
                    "view of seat {s} leaks"
                );
                assert_eq!(det.view(None), before.view(None), "public view changed");
                assert_eq!(det.to_act(), before.to_act());
                assert_eq!(det.legal_actions(s), before.legal_actions(s));
            }
            t.view_checks += 1;
        }

        let secrets_before = secrets_now.take().unwrap_or_else(|| secrets(&before));
        if !secrets_before.is_empty() {
            t.states_with_secrets += 1;
        }
        let events = session
            .act(seat, &action)
            .unwrap_or_else(|e| panic!("a legal action failed: {e}"))
            .to_vec();
        t.actions += 1;
        for e in &events {
            assert_plain("an event's log line", &e.describe());
        }
        let after = session.state.clone();
        let secrets_after = secrets(&after);
        t.secret_checks += check_events::<G>(&events, seat, &secrets_before, &secrets_after);

        // Undo.
        if events.iter().any(GameEvent::is_irreversible) {
            assert!(
                session.can_undo(seat).is_err(),
                "a roll or draw can be undone"
            );
            t.undo_refused_after_irreversible += 1;
        }
        if session.can_undo(seat).is_ok() {
            let len = session.record.actions.len();
            session.undo(seat).expect("can_undo said yes");
            assert_eq!(session.state, before, "undo did not restore the state");
            assert_eq!(session.record.actions.len(), len - 1);
            assert_eq!(session.steps.len(), len - 1);
            let again = session.act(seat, &action).expect("replays").to_vec();
            assert_eq!(again, events);
            assert_eq!(session.state, after);
            t.undone += 1;
        }

        // Restore from the record, now and then (and always near the end of a long game).
        if rng.below(150) == 0 {
            check_restore(&session, t);
        }
        // The session's state is `after` again (checked after the undo above).
        secrets_now = Some(secrets_after);
    }
    if session.state.outcome().is_some() {
        t.finished += 1;
    }
    check_restore(&session, t);
    // Replay rebuilds the identical state and events.
    let (replayed, events) = session.record.replay().expect("the record replays");
    assert_eq!(replayed, session.state, "replay differs");
    let live: Vec<Vec<G::Event>> = session.steps.iter().map(|s| s.events.clone()).collect();
    assert_eq!(events, live, "replayed events differ");
    // Serde round trips are lossless.
    let json = serde_json::to_string(&session.state).unwrap();
    assert_eq!(serde_json::from_str::<G>(&json).unwrap(), session.state);
    let json = serde_json::to_string(&session.record).unwrap();
    assert_eq!(Record::<G>::from_json(&json).unwrap(), session.record);
    let json = serde_json::to_string(&session).unwrap();
    assert_eq!(serde_json::from_str::<Session<G>>(&json).unwrap(), session);
}

/// The session restored from its record equals the live one, keeps the same undo snapshots,
/// and undoes to the same state; restored as a sealed save is (asking the rules only whose
/// turn it is), it is the same session too.
fn check_restore<G: Game>(live: &Session<G>, t: &mut Tally) {
    let mut restored = Session::from_record(live.record.clone()).expect("the record restores");
    assert_eq!(&restored, live, "the restored session differs");
    assert_eq!(restored.undo_snapshots(), live.undo_snapshots());
    let sealed = Session::restore(live.record.clone(), Check::Sealed).expect("a sealed restore");
    assert_eq!(&sealed, live, "the sealed restore differs");
    assert_eq!(sealed.undo_snapshots(), live.undo_snapshots());
    // Restored with a save's hint of where the undo snapshots begin (`undo_from`): the right
    // one keeps the same snapshots; a wrong one (in turn too early, too late, past the end)
    // keeps no more than them, and must give the same session and the same undo.
    let from = live.undo_from();
    assert_eq!(from + live.undo_snapshots(), live.steps.len());
    let wrong = [from.saturating_sub(2), from + 1, live.steps.len() + 3][t.restores % 3];
    let mut hinted = Vec::new();
    for hint in [from, wrong] {
        let h = Session::restore_from(live.record.clone(), Check::Sealed, Some(hint))
            .expect("a restore with a hint");
        assert_eq!(
            &h, live,
            "the restore with hint {hint} (right: {from}) differs"
        );
        if hint == from {
            assert_eq!(
                h.undo_snapshots(),
                live.undo_snapshots(),
                "the right hint {hint}"
            );
        }
        assert!(
            h.undo_snapshots() <= live.undo_snapshots(),
            "hint {hint} (right: {from})"
        );
        hinted.push(h);
    }
    t.restores += 1;
    if let Some(seat) = live.state.to_act() {
        if restored.can_undo(seat).is_ok() {
            let mut l = live.clone();
            l.undo(seat).unwrap();
            restored.undo(seat).unwrap();
            assert_eq!(restored.state, l.state);
            let (fresh, _) = live
                .record
                .replay_prefix(Some(live.record.actions.len() - 1))
                .unwrap();
            assert_eq!(restored.state, fresh);
            for mut h in hinted {
                h.undo(seat).unwrap();
                assert_eq!(h.state, fresh, "undone after a restore with a hint");
            }
            t.restored_undos += 1;
        }
    }
}

/// A record of `len` random actions at most (fewer when the game ends first).
pub fn random_record<G: Game>(players: usize, seed: u64, len: usize) -> Record<G> {
    let mut s = session::<G>(players, seed);
    let mut rng = Rng::new(seed);
    for _ in 0..len {
        let Some(seat) = s.state.to_act() else { break };
        let legal = s.state.legal_actions(seat);
        s.act(seat, rng.choose(&legal).unwrap()).unwrap();
    }
    s.record
}

/// Decisions looked at per table size by the `is_legal` check: random games are played (from
/// seed 1 on, each cut at [`IS_LEGAL_ACTIONS_PER_GAME`]) until they hold this many.
pub const IS_LEGAL_DECISIONS: usize = 3_000;
/// A random game of the `is_legal` check is cut here: several shorter games see more
/// openings, and the contract holds for every prefix of a game.
pub const IS_LEGAL_ACTIONS_PER_GAME: usize = 600;
/// Actions drawn from the whole pool at each decision of the `is_legal` check (besides every
/// action of the neighbouring decisions).
pub const IS_LEGAL_POOL_SAMPLE: usize = 32;

/// What the `is_legal` check compared.
#[derive(Default, Debug)]
pub struct LegalityTally {
    pub decisions: usize,
    /// Distinct actions seen in the games (the pool of candidates).
    pub pool: usize,
    /// Distinct kinds (enum variants) among them.
    pub kinds: usize,
    /// Legal actions asked about (each must be legal).
    pub legal: usize,
    /// Candidates from the pool that were not legal at the decision asked about.
    pub illegal: usize,
    /// Of those, candidates of the same kind (enum variant) as an action that was legal there:
    /// the near misses a check that lists one kind of action must still refuse.
    pub near_misses: usize,
    /// Candidates from the pool that were legal at the decision (beyond its own list).
    pub pool_legal: usize,
    /// Questions about seats that were not to act.
    pub off_turn: usize,
}

/// `Game::is_legal` agrees with `legal_actions(..).contains(..)` along random games of
/// `players` seats: at every decision, for every legal action, for the actions of the
/// neighbouring decisions and for a sample of every action seen in the games (a pool with
/// plenty of illegal candidates: other seats' actions, other steps', stale ones), both for the
/// seat to act and for every other seat; and once the game is over.
pub fn is_legal_agrees<G: Game>(players: usize) -> LegalityTally {
    let mut t = LegalityTally::default();
    // First the games, to gather the pool: every action any seat could play at any decision.
    let mut records = Vec::new();
    let mut decisions = 0;
    let mut pool: Vec<G::Action> = Vec::new();
    let mut seen: HashSet<G::Action> = HashSet::new();
    let mut seed = 1;
    while decisions < IS_LEGAL_DECISIONS {
        let record = random_record::<G>(players, seed, IS_LEGAL_ACTIONS_PER_GAME);
        let mut g = G::new(&record.setup, record.seed).unwrap();
        for p in &record.actions {
            for a in g.legal_actions(p.seat) {
                if seen.insert(a.clone()) {
                    pool.push(a);
                }
            }
            g.apply_unchecked(p.seat, &p.action).unwrap();
        }
        decisions += record.actions.len();
        records.push(record);
        seed += 1;
    }
    t.pool = pool.len();
    t.kinds = pool
        .iter()
        .map(std::mem::discriminant)
        .collect::<HashSet<_>>()
        .len();
    // Then each decision again, asking about the candidates.
    let mut rng = Rng::new(players as u64);
    for record in &records {
        let mut states = vec![G::new(&record.setup, record.seed).unwrap()];
        for p in &record.actions {
            let mut g = states.last().unwrap().clone();
            g.apply_unchecked(p.seat, &p.action).unwrap();
            states.push(g);
        }
        for (i, g) in states.iter().enumerate() {
            // The actions of the two decisions before and after this one: near misses.
            let mut candidates: Vec<&G::Action> = Vec::new();
            let lists: Vec<Vec<G::Action>> = states[i.saturating_sub(2)..(i + 3).min(states.len())]
                .iter()
                .filter_map(|n| n.to_act().map(|s| n.legal_actions(s)))
                .collect();
            candidates.extend(lists.iter().flatten());
            for _ in 0..IS_LEGAL_POOL_SAMPLE {
                candidates.extend(rng.choose(&pool));
            }
            let to_act = g.to_act();
            if to_act.is_some() {
                t.decisions += 1;
            }
            for seat in 0..g.seat_count() {
                let legal = g.legal_actions(seat);
                if Some(seat) != to_act {
                    assert!(
                        legal.is_empty(),
                        "{}: seat {seat} not to act has actions",
                        G::ID
                    );
                }
                for a in &legal {
                    assert!(
                        g.is_legal(seat, a),
                        "{} {players} players, seed {}, after {i} actions: {a:?} is legal for \
                         seat {seat}, but is_legal says no",
                        G::ID,
                        record.seed
                    );
                    t.legal += 1;
                }
                for &a in &candidates {
                    let listed = legal.contains(a);
                    assert_eq!(
                        g.is_legal(seat, a),
                        listed,
                        "{} {players} players, seed {}, after {i} actions: is_legal({seat}, \
                         {a:?}) disagrees with legal_actions {legal:?}",
                        G::ID,
                        record.seed
                    );
                    if Some(seat) != to_act {
                        t.off_turn += 1;
                    } else if listed {
                        t.pool_legal += 1;
                    } else {
                        t.illegal += 1;
                        let kind = std::mem::discriminant(a);
                        if legal.iter().any(|l| std::mem::discriminant(l) == kind) {
                            t.near_misses += 1;
                        }
                    }
                }
            }
        }
    }
    t
}

/// `Replayer::state_at(n)` equals a fresh replay of the first `n` actions, for every `n` of a
/// few random records and several checkpoint spacings. Returns the number of steps compared.
pub fn replayer_matches_fresh_replay<G: Game>(players: usize) -> usize {
    let mut compared = 0;
    for seed in 0..3 {
        let record = random_record::<G>(players, 500 + seed, 400);
        // A fresh replay, one state per step, with `apply` (the path that clones).
        let mut g = G::new(&record.setup, record.seed).unwrap();
        let mut fresh = vec![g.clone()];
        for p in &record.actions {
            g.apply(p.seat, &p.action).unwrap();
            fresh.push(g.clone());
        }
        for every in [1, 7, 32] {
            let r = Replayer::with_checkpoints_every(record.clone(), every).unwrap();
            assert_eq!(r.len(), record.actions.len());
            for (n, want) in fresh.iter().enumerate() {
                assert_eq!(
                    &r.state_at(n),
                    want,
                    "state_at({n}), checkpoints every {every}"
                );
                compared += 1;
            }
            // Past the end: the last state.
            assert_eq!(&r.state_at(record.actions.len() + 5), fresh.last().unwrap());
        }
        let r = Replayer::new(record.clone()).unwrap();
        let (_, events) = record.replay().unwrap();
        for (i, e) in events.iter().enumerate() {
            assert_eq!(r.events(i), e.as_slice());
        }
    }
    compared
}

/// A record with a damaged action is refused by every replay path, naming the action.
pub fn damaged_record_is_refused<G: Game>(players: usize) {
    let record = random_record::<G>(players, 77, 60);
    assert!(record.actions.len() >= 10);
    let mut broken = record.clone();
    // Action 5 played by the wrong seat.
    broken.actions[5].seat = (broken.actions[5].seat + 1) % players;
    let want = |r: Result<(), ReplayError>| match r {
        Err(ReplayError::Action { index: 5, error }) => {
            assert_plain("a replay error", &error.to_string());
        }
        other => panic!("expected a refusal of action 6, got {other:?}"),
    };
    want(broken.replay().map(|_| ()));
    want(Session::from_record(broken.clone()).map(|_| ()));
    // A sealed restore skips only the legality question: whose decision it is still counts.
    want(Session::restore(broken.clone(), Check::Sealed).map(|_| ()));
    want(Replayer::new(broken.clone()).map(|_| ()));
}

/// A record made under older rules is refused with a clear message by every replay path
/// (these games write no migration); a newer one too; the current one replays.
pub fn older_rules_are_refused<G: Game>(players: usize) {
    assert!(G::RULES_VERSION >= 1, "rules versions start at 1");
    let record = random_record::<G>(players, 3, 40);
    assert!(record.replay().is_ok());
    let mut old = record.clone();
    old.rules_version = G::RULES_VERSION - 1;
    let check = |r: Result<(), ReplayError>| {
        let e = r.expect_err("an older record replayed under new rules");
        assert_eq!(
            e,
            ReplayError::OlderRules {
                game: G::info().name.to_string(),
                current: G::RULES_VERSION,
                found: G::RULES_VERSION - 1
            }
        );
        let msg = e.to_string();
        assert!(msg.contains("older version of the rules"), "{msg}");
        assert!(msg.contains(G::info().name), "{msg}");
        assert_plain("the older-rules message", &msg);
    };
    // A plain replay never runs an older record under new rules.
    check(old.replay().map(|_| ()));
    // The restoring paths refuse it too, unless the game has written a migration for it,
    // which must then bring back the very same game.
    match G::migrate_record(old.clone()) {
        Err(_) => {
            check(old.clone().migrated().map(|_| ()));
            check(Session::from_record(old.clone()).map(|_| ()));
            check(Replayer::new(old.clone()).map(|_| ()));
        }
        Ok(migrated) => {
            assert_eq!(migrated.rules_version, G::RULES_VERSION, "{}", G::ID);
            assert_eq!(
                Session::from_record(old.clone()).expect("migrated"),
                Session::from_record(record.clone()).expect("current"),
                "{}: a migrated record is another game",
                G::ID
            );
        }
    }
    let mut newer = record.clone();
    newer.rules_version = G::RULES_VERSION + 1;
    assert!(matches!(
        Session::from_record(newer.clone()),
        Err(ReplayError::NewerRules { .. })
    ));
    assert!(matches!(
        newer.replay(),
        Err(ReplayError::NewerRules { .. })
    ));
}

/// Mid-game states of random games (including the first state), for the AI checks.
fn sample_states<G: Game>(players: usize, seeds: std::ops::Range<u64>, at: &[usize]) -> Vec<G> {
    let mut out = Vec::new();
    for seed in seeds {
        let mut s = session::<G>(players, seed);
        let mut rng = Rng::new(seed + 1);
        let last = *at.iter().max().unwrap_or(&0);
        for i in 0..=last {
            if at.contains(&i) && s.state.to_act().is_some() {
                out.push(s.state.clone());
            }
            let Some(seat) = s.state.to_act() else { break };
            let legal = s.state.legal_actions(seat);
            s.act(seat, rng.choose(&legal).unwrap()).unwrap();
        }
    }
    out
}

/// The AI's choice does not change when only what it cannot know changes: the other seats'
/// secrets re-dealt and the future dice (the state's RNG) re-seeded, with the same search seed
/// (at the easy level, and the normal one on some states; full iteration budget).
/// Returns (searches compared, of which on a state that really differed).
pub fn ai_choices_ignore_hidden_information<G: Game>(players: usize) -> (usize, usize) {
    let mut compared = 0;
    let mut differed = 0;
    for (i, g) in sample_states::<G>(players, 0..4, &[0, 9, 30, 70])
        .into_iter()
        .enumerate()
    {
        let seat = g.to_act().unwrap();
        if g.legal_actions(seat).len() < 2 {
            continue;
        }
        for k in 0..2u64 {
            // The normal level on the first game's states, the easy one elsewhere.
            let level = if k == 1 && i < 4 {
                Level::Normal
            } else {
                Level::Easy
            };
            let cfg = G::ai_config(level);
            let mut other = g.clone();
            other.redeal_hidden(seat, &mut Rng::new(1000 + 31 * i as u64 + k));
            *other.rng_mut() = Rng::new(7_000 + i as u64 * 13 + k);
            assert_eq!(other.view(Some(seat)), g.view(Some(seat)));
            if other != g {
                differed += 1;
            }
            let a = choose_action(&g, seat, &cfg, &mut Rng::new(k), None)
                .unwrap()
                .0;
            let b = choose_action(&other, seat, &cfg, &mut Rng::new(k), None)
                .unwrap()
                .0;
            assert_eq!(
                a, b,
                "the AI of seat {seat} chose differently on hidden information"
            );
            compared += 1;
        }
    }
    (compared, differed)
}

/// `games` games with the normal computer player in one seat (each seat in turn) and random
/// players in the others; full iteration budget, no clock. Returns the computer's wins.
pub fn normal_vs_random<G: Game>(players: usize, games: usize, first_seed: u64) -> usize {
    let setup = G::setup_for_players(players).unwrap();
    let mut wins = 0;
    for g in 0..games {
        let ai = g % players;
        let mut ctl = vec![Controller::Random; players];
        ctl[ai] = Controller::Computer {
            level: Level::Normal,
        };
        let r = simulate::<G>(&setup, &ctl, 1, first_seed + g as u64, 20_000, None, None);
        assert_eq!(r.panics, 0, "{r:?}");
        assert_eq!(r.unfinished, 0, "{r:?}");
        wins += r.wins_by_seat[ai];
    }
    wins
}

// ---- the checks, one per contract test and table size (the test runs each on its own thread) --

pub fn random_legal_play_keeps_the_contract<G: Game>(players: usize) {
    let t = random_play::<G>(players, 10_000 * players as u64);
    println!("{} {players} players: {t:?}", G::ID);
    assert!(
        t.actions >= required_per_count::<G>(),
        "{} {players} players: only {} actions in {} games",
        G::ID,
        t.actions,
        t.games
    );
    // Every check ran, many times.
    let some = t.actions / 100;
    assert_eq!(t.no_such_seat, t.actions);
    if players > 1 {
        assert_eq!(t.wrong_seat, t.actions);
    }
    assert!(t.stale_own >= some, "{} {t:?}", G::ID);
    assert!(t.other_seats >= some, "{} {t:?}", G::ID);
    assert!(t.view_checks >= some, "{} {t:?}", G::ID);
    assert!(t.restores > t.games, "{} {t:?}", G::ID);
    assert!(t.restored_undos > 0, "{} {t:?}", G::ID);
    assert!(t.finished > 0, "{} {t:?}", G::ID);
    if G::info().hidden_information && !OWN_SECRECY_TESTS.contains(&G::ID) {
        assert!(t.states_with_secrets >= t.actions / 2, "{} {t:?}", G::ID);
        assert!(t.secret_checks >= t.actions, "{} {t:?}", G::ID);
    } else {
        assert_eq!(
            t.states_with_secrets,
            0,
            "{}: secrets, yet no hidden information",
            G::ID
        );
    }
}

/// The long random-play check undoes whenever it may; here it must have had the chance often
/// enough to mean something, at every table size.
pub fn undo_restores_the_exact_earlier_state<G: Game>(players: usize) {
    let mut t = Tally::default();
    for seed in 0..4 {
        random_game::<G>(
            players,
            900 + seed,
            random_play_budget(G::ID, players).1,
            &mut t,
        );
    }
    println!("{} {players} players: {} undone", G::ID, t.undone);
    assert!(t.undone >= 20, "{} {players} players: {t:?}", G::ID);
    assert!(
        t.undo_refused_after_irreversible >= 20,
        "{} {players}: {t:?}",
        G::ID
    );
}

pub fn replay_viewer_state_at_equals_a_fresh_replay<G: Game>(players: usize) {
    let compared = replayer_matches_fresh_replay::<G>(players);
    // Three records at three spacings, each of at least 100 steps (the test game's records
    // are shorter: at least 30 steps).
    let steps = match G::ID {
        GameId::Fixture => 30,
        _ => 100,
    };
    assert!(compared >= 3 * 3 * steps, "{}: {compared}", G::ID);
}

pub fn is_legal_agrees_with_legal_actions<G: Game>(players: usize) {
    let t = is_legal_agrees::<G>(players);
    println!("{} {players} players: {t:?}", G::ID);
    // The check found something to check: many illegal candidates (ten a decision, or fewer
    // for a game with few actions in all), and, where a kind of action comes in several
    // versions, many of them of a kind the seat could play (the ones a cheaper check must tell
    // apart), at nearly every decision.
    assert!(
        t.decisions >= IS_LEGAL_DECISIONS,
        "{} {players}: {t:?}",
        G::ID
    );
    assert!(t.legal >= t.decisions, "{} {players}: {t:?}", G::ID);
    let per_decision = (t.pool / 4).clamp(1, 10);
    assert!(
        t.illegal >= per_decision * t.decisions,
        "{} {players}: {t:?}",
        G::ID
    );
    let near_misses_possible = usize::from(t.pool > t.kinds);
    assert!(
        t.near_misses >= near_misses_possible * t.decisions / 2,
        "{} {players}: {t:?}",
        G::ID
    );
    assert!(t.pool_legal > 0, "{} {players}: {t:?}", G::ID);
    if players > 1 {
        assert!(t.off_turn >= t.illegal, "{} {players}: {t:?}", G::ID);
    }
}

pub fn damaged_records_are_refused<G: Game>(players: usize) {
    damaged_record_is_refused::<G>(players);
}

pub fn records_of_older_rules_are_refused<G: Game>(players: usize) {
    older_rules_are_refused::<G>(players);
}

pub fn ai_ignores_hidden_information<G: Game>(players: usize) {
    let (compared, differed) = ai_choices_ignore_hidden_information::<G>(players);
    assert!(
        compared >= 8,
        "{} {players} players: {compared} searches",
        G::ID
    );
    assert_eq!(
        differed,
        compared,
        "{}: a re-dealt state equal to the original",
        G::ID
    );
}

pub fn normal_ai_beats_random_players<G: Game>(players: usize) {
    let games = NORMAL_VS_RANDOM_GAMES.max(players);
    let wins = normal_vs_random::<G>(players, games, 40_000);
    println!("{} {players} players: normal won {wins} of {games}", G::ID);
    // Far above a random player's share (1 / players): at least 3 games in 4.
    assert!(
        wins * 4 >= games * 3,
        "{} {players} players: {wins} of {games}",
        G::ID
    );
}
