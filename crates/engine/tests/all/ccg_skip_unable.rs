//! The table setting "skip seats that cannot answer" (`CcgSetup::skip_unable`): off
//! by default, every seat is asked in every response window; on, a seat whose only legal
//! answer is Pass passes at once, exactly as if it had chosen to.
//!
//! The rule the setting must keep, ccg-basic-rules.txt, Step Four, Henchman Attack, 3:
//! "Starting with the attacker's controller, all players may play Intrigue cards that affect
//! the action. When it is your turn to play Intrigue cards, you may play as many as you wish,
//! or you may pass. Continue going around the table until all players pass."

use crate::ccg_support::{act, assign, attack, jaws_example, play, pool_setup};
use qbranch_engine::ccg::{
    Ccg, CcgAction as A, CcgEvent, CcgLtk, CcgSetup, Icon, Step, Table, Variant,
};
use qbranch_engine::{Game, Record, Rng};

fn setup(variant: Variant, players: usize, skip: bool) -> CcgSetup {
    CcgSetup {
        skip_unable: skip,
        ..pool_setup(variant, players)
    }
}

/// A cleared Basic table (every card back in the draw piles, so every hand is empty), seat 0
/// to act at `step`, with the setting on or off.
fn basic(players: usize, step: Step, skip: bool) -> Ccg {
    let mut g = Ccg::new(&setup(Variant::Basic, players, skip), 7).unwrap();
    g.rig_reset(step);
    g
}

fn ltk(players: usize, step: Step, skip: bool) -> CcgLtk {
    let mut g = CcgLtk::new(&setup(Variant::Ltk, players, skip), 7).unwrap();
    g.rig_reset(step);
    g
}

fn passes(ev: &[CcgEvent]) -> Vec<usize> {
    ev.iter()
        .filter_map(|e| match e {
            CcgEvent::Passed { seat } => Some(*seat),
            _ => None,
        })
        .collect()
}

/// `on` and `off` are the same table but for the setting.
fn same_table(on: &Table, off: &Table) {
    assert!(on.skip_unable && !off.skip_unable);
    let mut on = on.clone();
    on.skip_unable = off.skip_unable;
    assert_eq!(&on, off);
}

// "all players may play Intrigue cards ... or you may pass. Continue going around the table
// until all players pass." Off (the default), a seat with no Intrigue card is asked like any
// other, so being asked says nothing about its hand.
#[test]
fn off_by_default_a_seat_with_nothing_to_play_is_still_asked() {
    for n in 2..=4 {
        assert!(!Ccg::setup_for_players(n).unwrap().skip_unable);
        assert!(!CcgLtk::setup_for_players(n).unwrap().skip_unable);
    }
    let mut g = basic(3, Step::Attack, false);
    let oddjob = g.rig_plot(0, "oddjob", None, true); // PV 9
    let hero = g.rig_agency(1, "the-navy-hero"); // PV 6
    let ev = attack(&mut g, 0, oddjob, hero, false);
    assert!(passes(&ev).is_empty(), "nobody passes by themselves");
    for s in 0..3 {
        assert!(g.seats[s].hand.is_empty());
        assert!(g.window.is_some(), "the window waits on seat {s}");
        assert_eq!(g.to_act(), Some(s));
        assert_eq!(g.legal_actions(s), vec![A::Pass], "seat {s} must pass");
        let ev = act(&mut g, s, A::Pass);
        assert_eq!(passes(&ev), vec![s]);
    }
    assert!(g.window.is_none());
    assert!(g.piece(hero).unwrap().demoted);
}

// On: "Continue going around the table until all players pass" — a window nobody can answer
// closes with the action that opened it, after the same passes in the same order, leaving the
// very table the passes by hand leave.
#[test]
fn on_a_window_nobody_can_answer_closes_at_once_as_if_all_passed() {
    let rig = |skip| {
        let mut g = basic(3, Step::Attack, skip);
        let oddjob = g.rig_plot(0, "oddjob", None, true);
        let hero = g.rig_agency(1, "the-navy-hero");
        (g, oddjob, hero)
    };
    let (mut off, oddjob, hero) = rig(false);
    let (mut on, oddjob2, hero2) = rig(true);
    assert_eq!((oddjob, hero), (oddjob2, hero2));

    let mut by_hand = attack(&mut off, 0, oddjob, hero, false);
    for s in 0..3 {
        by_hand.extend(act(&mut off, s, A::Pass));
    }
    let skipped = attack(&mut on, 0, oddjob, hero, false);

    assert_eq!(passes(&skipped), vec![0, 1, 2]);
    assert!(skipped
        .iter()
        .any(|e| matches!(e, CcgEvent::Demoted { .. })));
    assert_eq!(skipped, by_hand, "the same events, passes included");
    assert!(on.window.is_none());
    assert!(on.piece(hero).unwrap().demoted);
    assert_ne!(on.turn.step, Step::Attack, "only one attack is made");
    same_table(&on, &off);
}

// On: a seat that can play is still asked — "When it is your turn to play Intrigue cards, you
// may play as many as you wish, or you may pass" — and the others pass round it until "all
// players pass".
#[test]
fn on_a_seat_that_can_play_is_asked_and_the_others_are_passed_over() {
    let mut g = basic(3, Step::Attack, true);
    let oddjob = g.rig_plot(0, "oddjob", None, true); // PV 9
    let hero = g.rig_agency(1, "the-navy-hero"); // PV 6
    let quip = g.rig_hand(1, "snappy-one-liner");
    let ev = attack(&mut g, 0, oddjob, hero, false);
    assert_eq!(
        passes(&ev),
        vec![0],
        "the attacker holds nothing and is passed"
    );
    assert!(g.window.is_some());
    assert_eq!(g.to_act(), Some(1), "seat 1 holds a card it may play");
    let quip_play = A::PlayIntrigue {
        card: quip,
        target: None,
        by: None,
    };
    assert!(g.legal_actions(1).contains(&quip_play));
    // "you may play as many as you wish, or you may pass": seat 1 keeps the turn to answer
    // but holds nothing more, so it passes; seats 2 and 0 cannot answer either: three passes
    // in a row close the window.
    let ev = play(&mut g, 1, quip, None, None);
    assert_eq!(passes(&ev), vec![1, 2, 0]);
    assert!(g.window.is_none());
    assert!(
        g.piece(hero).unwrap().demoted,
        "9 against 6: the quip is CV"
    );

    // Holding a second card, seat 1 is asked again after its first.
    let mut g = basic(3, Step::Attack, true);
    let oddjob = g.rig_plot(0, "oddjob", None, true);
    let hero = g.rig_agency(1, "the-navy-hero");
    let quip = g.rig_hand(1, "snappy-one-liner");
    g.rig_hand(1, "snappy-one-liner");
    attack(&mut g, 0, oddjob, hero, false);
    let ev = play(&mut g, 1, quip, None, None);
    assert!(passes(&ev).is_empty());
    assert_eq!(g.to_act(), Some(1));
    let ev = act(&mut g, 1, A::Pass);
    assert_eq!(passes(&ev), vec![1, 2, 0]);
    assert!(g.window.is_none());

    // The seat that opened the window, holding a card it may play, is asked first.
    let mut g = basic(2, Step::Attack, true);
    let oddjob = g.rig_plot(0, "oddjob", None, true);
    let hero = g.rig_agency(1, "the-navy-hero");
    g.rig_hand(0, "snappy-one-liner");
    let ev = attack(&mut g, 0, oddjob, hero, false);
    assert!(passes(&ev).is_empty());
    assert_eq!(g.to_act(), Some(0));
    let ev = act(&mut g, 0, A::Pass);
    assert_eq!(passes(&ev), vec![0, 1]);
    assert!(g.window.is_none());
}

// ccg-license-to-kill-variant.txt, Step Six, the Jaws example: "After you reveal Jaws, you
// must go back to Step 1 to give everyone a chance to play Intrigue cards again." With the
// setting on, the reopened window passes over whoever cannot answer again; Out of the Blue,
// a counter with nothing to counter, is no answer until Fire From the Sky is played.
#[test]
fn ltk_a_reopened_window_passes_over_again_and_a_counter_waits_for_its_target() {
    let mut g = ltk(2, Step::Assignment, true);
    let (mission, jaws, bond) = jaws_example(&mut g, "jaws");
    let fire = g.rig_hand(1, "fire-from-the-sky");
    let blue = g.rig_hand(0, "out-of-the-blue");
    g.rig_fill_hand(0, 3);
    let ev = assign(&mut g, 0, bond, None, mission);
    assert_eq!(
        passes(&ev),
        vec![0],
        "Out of the Blue has nothing to counter"
    );
    assert_eq!(g.to_act(), Some(1));
    let ev = act(&mut g, 1, A::Pass);
    assert!(ev.contains(&CcgEvent::Revealed {
        seat: 1,
        card: "jaws".into()
    }));
    assert!(g.is_face_up(jaws));
    // the window reopens at seat 0, which still cannot answer and passes again
    assert_eq!(passes(&ev), vec![1, 0]);
    assert!(g.window.is_some());
    assert_eq!(g.to_act(), Some(1));
    // seat 1 plays its only card, then has nothing left and passes
    let ev = play(&mut g, 1, fire, None, None);
    assert_eq!(g.requirements(1, 0).2[Icon::Flying as usize], 1);
    assert_eq!(passes(&ev), vec![1]);
    // now Out of the Blue has a target: seat 0 is asked
    assert_eq!(g.to_act(), Some(0));
    let ev = play(&mut g, 0, blue, Some(fire), None);
    assert!(ev.iter().any(|e| matches!(e, CcgEvent::Countered { .. })));
    // neither seat has anything left: both pass, and the Plot is overcome
    assert_eq!(passes(&ev), vec![0, 1]);
    assert!(ev
        .iter()
        .any(|e| matches!(e, CcgEvent::Overcome { seat: 0, .. })));
    assert!(g.window.is_none());
}

/// Random play at full tables with the setting on, in lockstep with the same table with it
/// off where each pass it skips is made by hand: after every action the events and the
/// tables are the same, and no window ever waits on a seat that can only pass.
fn lockstep<G>(players: usize, seed: u64, max_actions: usize) -> (usize, usize)
where
    G: Game<Setup = CcgSetup, Action = A, Event = CcgEvent>
        + std::ops::Deref<Target = Table>
        + Clone,
{
    let mut s_off = G::setup_for_players(players).unwrap();
    s_off.skip_unable = false;
    let s_on = CcgSetup {
        skip_unable: true,
        ..s_off.clone()
    };
    let mut off = G::new(&s_off, seed).unwrap();
    let mut on = G::new(&s_on, seed).unwrap();
    let mut rng = Rng::new(seed ^ 0x5eed);
    let (mut skipped, mut asked) = (0, 0);
    for _ in 0..max_actions {
        let Some(seat) = on.to_act() else { break };
        let legal = on.legal_actions(seat);
        assert_eq!(legal, off.legal_actions(seat));
        if on.window.is_some() {
            assert!(
                legal.iter().any(|a| *a != A::Pass),
                "seed {seed}: a window waits on seat {seat}, who can only pass"
            );
            asked += 1;
        }
        let a = rng.choose(&legal).unwrap().clone();
        let ev_on = on.apply(seat, &a).unwrap();
        let mut ev_off = off.apply(seat, &a).unwrap();
        while let Some(s) = off.unable_to_answer() {
            assert_eq!(off.to_act(), Some(s));
            ev_off.extend(off.apply(s, &A::Pass).unwrap());
            skipped += 1;
        }
        assert_eq!(ev_on, ev_off, "seed {seed}: {a:?} by seat {seat}");
        same_table(&on, &off);
    }
    (skipped, asked)
}

#[test]
fn random_games_with_the_setting_match_passing_by_hand() {
    let (mut skipped, mut asked) = (0, 0);
    for (players, seed) in [(2, 1), (3, 2), (4, 3), (2, 4), (3, 5), (4, 6)] {
        let (s, a) = lockstep::<Ccg>(players, seed, 1500);
        skipped += s;
        asked += a;
        let (s, a) = lockstep::<CcgLtk>(players, seed, 1500);
        skipped += s;
        asked += a;
    }
    // The comparison covered both kinds of seat: passed over, and asked.
    assert!(skipped > 20, "only {skipped} passes were skipped");
    assert!(
        asked > 5,
        "only {asked} windows asked a seat that could play"
    );
}

// Records and saves made before the setting existed have no `skip_unable`: they load with it
// off and replay to the identical table; a setup with it off is written exactly as before.
#[test]
fn an_old_record_without_the_setting_loads_and_replays_identically() {
    let setup = Ccg::setup_for_players(2).unwrap();
    let json = serde_json::to_value(&setup).unwrap();
    let keys: Vec<&String> = json.as_object().unwrap().keys().collect();
    assert_eq!(keys, ["decks", "goal"], "written as before the setting");

    let mut g = Ccg::new(&setup, 42).unwrap();
    let mut rng = Rng::new(9);
    let mut actions = Vec::new();
    for _ in 0..60 {
        let Some(seat) = g.to_act() else { break };
        let legal = g.legal_actions(seat);
        let a = rng.choose(&legal).unwrap().clone();
        g.apply(seat, &a).unwrap();
        actions.push(serde_json::json!({ "seat": seat, "action": a }));
    }
    assert_eq!(actions.len(), 60);
    let old = serde_json::json!({
        "game": "ccg",
        "rules_version": Ccg::RULES_VERSION,
        "setup": { "decks": json["decks"], "goal": 25 },
        "seed": "42",
        "actions": actions,
    });
    let record = Record::<Ccg>::from_json(&old.to_string()).unwrap();
    assert!(!record.setup.skip_unable);
    let (replayed, _) = record.replay().unwrap();
    assert_eq!(replayed, g);

    let on = CcgSetup {
        skip_unable: true,
        ..setup
    };
    let back: CcgSetup = serde_json::from_value(serde_json::to_value(&on).unwrap()).unwrap();
    assert!(back.skip_unable, "the setting itself is saved");
}
