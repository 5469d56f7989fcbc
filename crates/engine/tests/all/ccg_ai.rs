//! The card game's computer player: its determinizations hide exactly what the searching seat
//! cannot see, its choices do not depend on hidden cards, its heuristic and rollout policy
//! play sensibly, and the published figures meet the targets.
//!
//! ccg-basic-rules.txt, Preparing to Play: "No one may look through any card piles during a
//! game!"; ccg-license-to-kill-variant.txt, Step Two: "If you place a Plot card down, your
//! opponent doesn't know what it is".

use crate::ccg_support::{act, assign, basic};
use qbranch_engine::ai::{choose_action, Level};
use qbranch_engine::ccg::{Ccg, CcgLtk};
use qbranch_engine::ccg::{CcgAction, Step, Table, Uid};
use qbranch_engine::GameId;
use qbranch_engine::{Game, Rng};

/// A mid-game state of a random game: the first position from action `from` on where the
/// seat to act has a real choice and `cond` holds.
fn mid_game<G, F>(players: usize, seed: u64, from: usize, cond: F) -> G
where
    G: Game<Action = CcgAction> + std::ops::Deref<Target = Table>,
    F: Fn(&G) -> bool,
{
    let setup = G::setup_for_players(players).unwrap();
    let mut g = G::new(&setup, seed).unwrap();
    let mut rng = Rng::new(seed + 100);
    for i in 0..5000 {
        let seat = g.to_act().expect("the game is still running");
        let legal = g.legal_actions(seat);
        if i >= from && legal.len() >= 2 && cond(&g) {
            return g;
        }
        let a = rng.choose(&legal).unwrap().clone();
        g.apply(seat, &a).unwrap();
    }
    panic!("no such position in game {seed}");
}

/// The designs of these cards.
fn designs(t: &Table, uids: &[Uid]) -> Vec<&'static str> {
    uids.iter().map(|&u| t.card(u).id).collect()
}

/// Face-down Plot cards in `seat`'s Plot Zone.
fn face_down(t: &Table, seat: usize) -> Vec<Uid> {
    t.seats[seat]
        .zone
        .iter()
        .flat_map(|mp| mp.cards.iter())
        .filter(|c| !c.face_up)
        .map(|c| c.uid)
        .collect()
}

fn sorted(mut v: Vec<&'static str>) -> Vec<&'static str> {
    v.sort_unstable();
    v
}

/// What one seat may not see of another's: hand, draw, discard (and, in Licence to Kill, its
/// Plot Draw Pile and face-down Plots), as a multiset of designs.
fn unseen_of(t: &Table, o: usize) -> Vec<&'static str> {
    let st = &t.seats[o];
    let mut v: Vec<Uid> = st.hand.clone();
    v.extend(&st.draw);
    v.extend(&st.discard);
    if t.variant == qbranch_engine::ccg::Variant::Ltk {
        v.extend(&st.plot_pile);
    }
    v.extend(face_down(t, o));
    sorted(designs(t, &v))
}

fn check_redeal<G>(g: &G, seat: usize)
where
    G: Game<Action = CcgAction> + std::ops::Deref<Target = Table>,
{
    let ltk = g.variant == qbranch_engine::ccg::Variant::Ltk;
    let other = (seat + 1) % g.n();
    let mut hands_changed = 0;
    let mut decks_changed = 0;
    let mut own_deck_changed = 0;
    let mut face_down_changed = 0;
    for k in 0..12u64 {
        let d = g.determinize(seat, &mut Rng::new(k));
        // what the seat sees is kept: its view, its own hand, everything face up
        assert_eq!(d.view(Some(seat)), g.view(Some(seat)));
        assert_eq!(
            designs(&d, &d.seats[seat].hand),
            designs(g, &g.seats[seat].hand)
        );
        assert_eq!(
            designs(&d, &d.face_up_in_play()),
            designs(g, &g.face_up_in_play())
        );
        assert_eq!(
            designs(&d, &face_down(&d, seat)),
            designs(g, &face_down(g, seat)),
            "the seat's own face-down Plots are known to it"
        );
        for o in 0..g.n() {
            assert_eq!(
                unseen_of(&d, o),
                unseen_of(g, o),
                "the same cards, re-dealt"
            );
            // the backs stay: a Plot card stays a Plot card
            for &u in &g.seats[o].hand {
                assert_eq!(d.card(u).is_plot(), g.card(u).is_plot());
            }
        }
        if designs(&d, &d.seats[other].hand) != designs(g, &g.seats[other].hand) {
            hands_changed += 1;
        }
        if designs(&d, &d.seats[other].draw) != designs(g, &g.seats[other].draw) {
            decks_changed += 1;
        }
        if designs(&d, &d.seats[seat].draw) != designs(g, &g.seats[seat].draw) {
            own_deck_changed += 1;
        }
        if ltk && designs(&d, &face_down(&d, other)) != designs(g, &face_down(g, other)) {
            face_down_changed += 1;
        }
    }
    assert!(
        hands_changed >= 10,
        "other hands re-dealt {hands_changed} of 12"
    );
    assert!(
        decks_changed >= 10,
        "other decks re-dealt {decks_changed} of 12"
    );
    assert!(
        own_deck_changed >= 10,
        "own deck order re-dealt {own_deck_changed} of 12"
    );
    if ltk {
        assert!(
            face_down_changed >= 6,
            "face-down Plots re-dealt {face_down_changed} of 12"
        );
    }
}

#[test]
fn basic_determinization_redeals_exactly_what_the_seat_cannot_see() {
    for players in [2, 3] {
        let g: Ccg = mid_game(players, 2, 30, |g: &Ccg| {
            g.seats
                .iter()
                .all(|s| s.hand.len() >= 4 && s.draw.len() >= 10)
        });
        check_redeal(&g, g.to_act().unwrap());
    }
}

#[test]
fn ltk_determinization_redeals_hands_decks_and_face_down_plots() {
    for players in [2, 4] {
        let g: CcgLtk = mid_game(players, 5, 20, |g: &CcgLtk| {
            let s = g.to_act().unwrap();
            let o = (s + 1) % g.n();
            g.window.is_none()
                && g.seats.iter().all(|st| st.hand.len() >= 4)
                && face_down(g, o).len() >= 2
                && {
                    // two different designs face down, so a re-deal can show
                    let d = designs(g, &face_down(g, o));
                    d.iter().any(|x| *x != d[0])
                }
        });
        check_redeal(&g, g.to_act().unwrap());
    }
}

/// The same choice on two tables that differ only in what the seat cannot see (the others'
/// hands, every deck order, face-down Plots, the future dice), at the normal level.
fn same_choice_on_hidden_differences<G>(players: usize, seeds: std::ops::Range<u64>)
where
    G: Game<Action = CcgAction> + std::ops::Deref<Target = Table>,
{
    let cfg = G::ai_config(Level::Normal);
    let mut compared = 0;
    for seed in seeds {
        let g: G = mid_game(players, seed, 15 + seed as usize % 20, |g: &G| {
            let o = (g.to_act().unwrap() + 1) % g.n();
            let d = designs(g, &g.seats[o].hand);
            d.len() >= 3 && d.iter().any(|x| *x != d[0])
        });
        let seat = g.to_act().unwrap();
        let mut other = g.clone();
        other.redeal_hidden(seat, &mut Rng::new(seed * 31 + 1));
        *other.rng_mut() = Rng::new(seed * 77 + 5);
        let o = (seat + 1) % g.n();
        assert_ne!(
            designs(&other, &other.seats[o].hand),
            designs(&g, &g.seats[o].hand),
            "game {seed}: the rival's hand really differs"
        );
        assert_eq!(other.view(Some(seat)), g.view(Some(seat)));
        let a = choose_action(&g, seat, &cfg, &mut Rng::new(seed), None)
            .unwrap()
            .0;
        let b = choose_action(&other, seat, &cfg, &mut Rng::new(seed), None)
            .unwrap()
            .0;
        assert_eq!(a, b, "game {seed}: a choice read hidden cards");
        compared += 1;
    }
    assert!(compared >= 3);
}

#[test]
fn basic_choices_ignore_hidden_cards() {
    same_choice_on_hidden_differences::<Ccg>(2, 0..3);
    same_choice_on_hidden_differences::<Ccg>(3, 3..6);
}

#[test]
fn ltk_choices_ignore_hidden_cards() {
    same_choice_on_hidden_differences::<CcgLtk>(2, 0..3);
    same_choice_on_hidden_differences::<CcgLtk>(4, 3..6);
}

/// Seat 0 at its On Assignment step with The Marksman (PV 6, CV 4, Shooting 2, Evasion) and
/// The Gambler (no Shooting, no Evasion) in its Agency; seat 1 has Scaramanga's Island (PV 4,
/// CV 5, Shooting, Evasion) as a Main Plot with a Firefight (Shooting) on it.
fn marksman_against_the_island(martini: bool) -> (Ccg, Uid, Uid) {
    let mut g = basic(2, Step::Assignment);
    g.rig_agency(0, "the-gambler");
    let marksman = g.rig_agency(0, "the-marksman");
    if martini {
        g.rig_attach(0, "vodka-martini", marksman);
    }
    let island = g.rig_plot(1, "scaramangas-island", None, true);
    g.rig_plot(1, "firefight", Some(0), true);
    g.rig_fill_hand(0, 5);
    g.rig_fill_hand(1, 5);
    (g, marksman, island)
}

/// Seat 0's rollouts, whatever their dice, send `agent` alone against `plot`.
fn assert_rollouts_assign(g: &Ccg, agent: Uid, plot: Uid) {
    for k in 0..8 {
        assert_eq!(
            g.rollout(0, &mut Rng::new(k)),
            Some(CcgAction::Assign {
                agent,
                companion: None,
                plot
            }),
            "rollout {k}"
        );
    }
}

// ccg-basic-rules.txt, Step Six: "Bond (or any Personality with him) must have a PV and CV
// equal to or greater than the highest PV and CV of any of the Plot cards being faced."
#[test]
fn rollouts_send_the_bond_that_meets_the_requirements() {
    let (g, marksman, island) = marksman_against_the_island(true);
    assert_rollouts_assign(&g, marksman, island);
    // without the Vodka Martini (+3 CV) nobody meets CV 5: no doomed assignment
    let (g, _, _) = marksman_against_the_island(false);
    for k in 0..8 {
        assert_eq!(g.rollout(0, &mut Rng::new(k)), Some(CcgAction::Done));
    }
}

#[test]
fn rollouts_play_an_intrigue_card_only_when_it_turns_the_assignment() {
    // CV 4 against CV 5: a Snappy One-Liner (+2 CV) wins it
    let (mut g, marksman, island) = marksman_against_the_island(false);
    let quip = g.rig_hand(0, "snappy-one-liner");
    assign(&mut g, 0, marksman, None, island);
    assert_eq!(g.to_act(), Some(0));
    for k in 0..4 {
        assert_eq!(
            g.rollout(0, &mut Rng::new(k)),
            Some(CcgAction::PlayIntrigue {
                card: quip,
                target: None,
                by: None
            })
        );
    }
    // already meeting the requirements: keep the card
    let (mut g, marksman, island) = marksman_against_the_island(true);
    g.rig_hand(0, "snappy-one-liner");
    let sky = g.rig_hand(1, "fire-from-the-sky");
    assign(&mut g, 0, marksman, None, island);
    for k in 0..4 {
        assert_eq!(g.rollout(0, &mut Rng::new(k)), Some(CcgAction::Pass));
    }
    // the Plot's owner adds a Flying requirement the Marksman cannot meet
    act(&mut g, 0, CcgAction::Pass);
    assert_eq!(g.to_act(), Some(1));
    for k in 0..4 {
        assert_eq!(
            g.rollout(1, &mut Rng::new(k)),
            Some(CcgAction::PlayIntrigue {
                card: sky,
                target: None,
                by: None
            })
        );
    }
}

#[test]
fn the_evaluation_favours_points_and_open_plots() {
    let (g, _, _) = marksman_against_the_island(false);
    let v = g.evaluate().unwrap();
    assert_eq!(v.len(), 2);
    assert!(v.iter().all(|x| (0.0..=1.0).contains(x)), "{v:?}");
    // the 3 points of seat 1's Main Plot put seat 1 ahead
    assert!(v[1] > v[0], "{v:?}");
    // with the Martini the Marksman can take it: seat 0's outlook improves, seat 1's worsens
    let (h, _, _) = marksman_against_the_island(true);
    let w = h.evaluate().unwrap();
    assert!(w[0] > v[0] && w[1] < v[1], "{v:?} then {w:?}");
    // more Plot Points, a better outlook
    let mut k = h.clone();
    k.rig_score(0, 20);
    let x = k.evaluate().unwrap();
    assert!(x[0] > w[0] && x[0] > x[1], "{w:?} then {x:?}");
}

// The published figures (`ccg::balance::MEASURED`, for the rules pages) meet the targets:
// the normal computer wins at least 80 % of 200 two-player games against random
// players in each rule set, and more than a fair share with 3 and 4 seats.
#[test]
fn published_figures_against_random_players_meet_the_targets() {
    use qbranch_engine::ccg::balance::MEASURED;
    for game in [GameId::Ccg, GameId::CcgLtk] {
        for players in [2u32, 3, 4] {
            let m = MEASURED
                .iter()
                .find(|m| m.game == game && m.players == players)
                .unwrap_or_else(|| panic!("{game} {players} players not measured"));
            assert_eq!(m.wins + m.losses + m.draws + m.unfinished, m.games, "{m:?}");
            if players == 2 {
                assert!(m.games >= 200, "{m:?}");
                assert!(m.wins * 100 >= 80 * m.games, "{m:?}");
            } else {
                assert!(m.games >= 40, "{m:?}");
                assert!(m.wins * players > m.games, "{m:?}");
            }
        }
    }
}

/// The published deck figures are whole batches: every game gave out two points (a win 2, a
/// draw 1 each), counted once for each of its two decks.
#[test]
fn published_deck_points_add_up() {
    use qbranch_engine::ccg::balance::DECK_POINTS;
    for game in [GameId::Ccg, GameId::CcgLtk] {
        let decks: Vec<_> = DECK_POINTS.iter().filter(|d| d.game == game).collect();
        assert_eq!(decks.len(), 4, "{game}");
        let total: u32 = decks.iter().map(|d| d.games).sum();
        let points: u32 = decks.iter().map(|d| d.points_x2).sum();
        assert_eq!(points, total, "{game}");
        assert!(decks.iter().all(|d| d.games >= 24), "{decks:?}");
    }
}

/// The deck target: in computer-against-computer play every prebuilt deck scores
/// within 8 points of an even 50.
fn deck_points_within_eight(game: GameId) {
    use qbranch_engine::ccg::balance::DECK_POINTS;
    let rows: Vec<_> = DECK_POINTS.iter().filter(|d| d.game == game).collect();
    assert_eq!(
        rows.len(),
        4,
        "a figure for each of the four prebuilt decks"
    );
    for d in rows {
        let pct = d.points_pct();
        assert!((42.0..=58.0).contains(&pct), "{d:?}: {pct:.1}");
    }
}

#[test]
fn basic_prebuilt_decks_within_eight_points_of_even() {
    deck_points_within_eight(GameId::Ccg);
}

#[test]
fn ltk_prebuilt_decks_within_eight_points_of_even() {
    deck_points_within_eight(GameId::CcgLtk);
}

/// The published seat shares at equal levels (`ccg::balance::PUBLISHED_BASIC` and
/// `PUBLISHED_LTK`) cover easy and normal at two players and add up, and in two-player games
/// the seat ahead is the first player (the turn order the table's notes give).
#[test]
fn published_seat_shares_add_up_and_two_player_leads_are_the_first_players() {
    use qbranch_engine::ccg::balance::{PUBLISHED_BASIC, PUBLISHED_LTK};
    for published in [PUBLISHED_BASIC, PUBLISHED_LTK] {
        for level in ["easy", "normal"] {
            assert!(
                published
                    .seat_shares
                    .iter()
                    .any(|s| s.players == 2 && s.level == level),
                "{level} at two players"
            );
        }
    }
    for s in PUBLISHED_BASIC
        .seat_shares
        .iter()
        .chain(PUBLISHED_LTK.seat_shares)
    {
        assert_eq!(s.wins_by_seat.len(), s.players as usize, "{s:?}");
        assert!(s.wins_by_seat.iter().sum::<u32>() <= s.games, "{s:?}");
        if s.players == 2 {
            assert!(s.wins_by_seat[0] >= s.wins_by_seat[1], "{s:?}");
        }
    }
}

/// Seat 0 at its On Assignment step with The Marksman (Shooting 2); seats 1 and 2 each hold a
/// Firefight (Shooting, one Bullet) as their only Main Plot, seat `richer` with 10 Plot Points
/// and the other with none.
fn two_equal_firefights(richer: usize) -> (Ccg, Uid, [Uid; 2]) {
    let mut g = basic(3, Step::Assignment);
    let marksman = g.rig_agency(0, "the-marksman");
    let fights = [
        g.rig_plot(1, "firefight", None, true),
        g.rig_plot(2, "firefight", None, true),
    ];
    g.rig_score(richer, 10);
    for s in 0..3 {
        g.rig_fill_hand(s, 5);
    }
    (g, marksman, fights)
}

// ccg-basic-rules.txt, Step Six: "That Bond card will attempt to Overcome one of the Main Plot
// cards in an opposing player's Plot Zone". Between two rivals' Plots worth the same, the
// rollouts go for the rival further ahead, whichever seat it sits in.
#[test]
fn rollouts_send_the_bond_against_the_leader_of_equal_plots() {
    for richer in [1, 2] {
        let (g, marksman, fights) = two_equal_firefights(richer);
        assert_rollouts_assign(&g, marksman, fights[richer - 1]);
    }
}

// ccg-basic-rules.txt, Playing the Game: "Once you are done, the next player takes his or her
// turn." An assignment open to the seat whose On Assignment step comes next is worth more to
// it than the same assignment a whole rival turn away.
#[test]
fn the_evaluation_weighs_the_next_assignment_more() {
    let (mut g, _, _) = marksman_against_the_island(true);
    let now = g.evaluate().unwrap();
    g.rig_turn(1, Step::Draw);
    let later = g.evaluate().unwrap();
    assert!(
        now[0] > later[0] && now[1] < later[1],
        "{now:?} then {later:?}"
    );
}

/// ccg-license-to-kill-variant.txt, Winning the Game: "The first player to meet or exceed 60
/// Plot Points by Overcoming an opponent's Plot wins the game." Two easy computers get there:
/// easy goes On Assignment when it can, so games between easy players end with a winner
/// rather than at the turn limit.
#[test]
fn two_easy_computers_finish_a_licence_to_kill_game() {
    let cfg = CcgLtk::ai_config(Level::Easy);
    let mut finished = 0;
    for seed in 1..=6u64 {
        let setup = CcgLtk::setup_for_players(2).unwrap();
        let mut g = CcgLtk::new(&setup, seed).unwrap();
        let mut rng = Rng::new(seed);
        while let Some(seat) = g.to_act() {
            let (a, _) = choose_action(&g, seat, &cfg, &mut rng, None).expect("a choice");
            g.apply(seat, &a).unwrap();
        }
        assert!(g.outcome().is_some(), "game {seed} over");
        if !g.ended_by_credits() {
            finished += 1;
        }
    }
    assert!(finished >= 5, "only {finished} of 6 games had a winner");
}

/// Hard's search gets twice its iterations at three players, and only there: with two
/// rivals its rollouts (through every rival's reply) are noisier, and on the same 80 deals
/// its pairwise share against normal rose from 60.9 % to 75.0 % with them. Normal and easy
/// keep theirs at every table, so their play and their published figures do not change.
#[test]
fn hard_thinks_twice_as_long_at_three_players_only() {
    let hard = Ccg::ai_config(Level::Hard).iterations;
    let normal = Ccg::ai_config(Level::Normal).iterations;
    for players in 2..=4 {
        let g = Ccg::new(&Ccg::setup_for_players(players).unwrap(), 1).unwrap();
        let want = if players == 3 { 2 * hard } else { hard };
        for seat in 0..players {
            assert_eq!(
                g.search_budget(seat, hard),
                want,
                "{players} players, seat {seat}"
            );
            assert_eq!(g.search_budget(seat, normal), normal, "{players} players");
        }
    }
    let g = CcgLtk::new(&CcgLtk::setup_for_players(3).unwrap(), 1).unwrap();
    assert_eq!(g.search_budget(0, hard), 2 * hard);
}
