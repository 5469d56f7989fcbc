//! The hot-seat rule: whose view the board shows, and when the curtain comes down.

use qbranch_engine::Seat;

use crate::saves::format::SeatSpec;

/// Who sees the board after a change, and whether the curtain must come down first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ViewerChange {
    pub viewer: Option<Seat>,
    pub curtain: Option<Seat>,
}

/// The hot-seat rule. With hidden information and two or more humans, a different human to
/// act brings the curtain down (their view is shown only once they say they hold the device);
/// a finished game then shows the public view. Without the curtain, a finished game keeps its
/// human's view (and takes it when opened again). Otherwise the viewer is the human to act, or
/// the last human viewer while a computer acts.
pub fn next_viewer(
    seats: &[SeatSpec],
    hidden_information: bool,
    to_act: Option<Seat>,
    finished: bool,
    viewer: Option<Seat>,
) -> ViewerChange {
    // People on other devices see their seat on their own screen, never on this one.
    let humans: Vec<Seat> = (0..seats.len()).filter(|&s| seats[s].is_here()).collect();
    let curtain_mode = hidden_information && humans.len() >= 2;
    let human_to_act = to_act.filter(|t| humans.contains(t));
    if finished {
        // Without the curtain, the same view whether the game ended here or was opened ended.
        return ViewerChange {
            viewer: if curtain_mode {
                None
            } else {
                viewer.or_else(|| humans.first().copied())
            },
            curtain: None,
        };
    }
    match human_to_act {
        Some(t) if curtain_mode && viewer != Some(t) => ViewerChange {
            viewer,
            curtain: Some(t),
        },
        Some(t) => ViewerChange {
            viewer: Some(t),
            curtain: None,
        },
        None if viewer.is_none() && humans.len() == 1 => ViewerChange {
            viewer: Some(humans[0]),
            curtain: None,
        },
        None if viewer.is_none() && !curtain_mode => ViewerChange {
            viewer: humans.first().copied(),
            curtain: None,
        },
        None => ViewerChange {
            viewer,
            curtain: None,
        },
    }
}

/// What the shell does for a person who asked to pass until their own turn (their answers to
/// what others begin in their turns are then made for them, behind no curtain: the screen
/// changes hands less often, and nothing of their hand is shown or played).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    /// Play this legal action (the pass) for the seat to act.
    Pass(Seat, usize),
    /// The seat's own turn has come: it no longer passes by itself.
    Ends(Seat),
    /// Nothing to do for anyone.
    Idle,
}

/// A person's request to pass until their own turn: who, and in which turn they asked (asked in
/// their own turn, it holds through the others' turns that follow).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Asked {
    pub seat: Seat,
    pub turn: u32,
}

/// The standing rule: `asked` are the requests; `pass` is the game's pass for the seat to act
/// when its decision only answers another seat's turn (`DynSession::standing_pass`); `turn`
/// the game's turn number now.
pub fn standing(asked: &[Asked], to_act: Option<Seat>, pass: Option<usize>, turn: u32) -> Standing {
    let Some(s) = to_act else {
        return Standing::Idle;
    };
    match (asked.iter().find(|a| a.seat == s), pass) {
        (Some(_), Some(i)) => Standing::Pass(s, i),
        (Some(a), None) if a.turn != turn => Standing::Ends(s),
        _ => Standing::Idle,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use qbranch_engine::ai::{Controller, Level};

    fn seat(human: bool) -> SeatSpec {
        SeatSpec {
            name: "x".into(),
            controller: if human {
                Controller::Human
            } else {
                Controller::Computer {
                    level: Level::Normal,
                }
            },
            remote: false,
        }
    }

    fn away() -> SeatSpec {
        SeatSpec {
            remote: true,
            ..seat(true)
        }
    }

    #[test]
    fn a_person_on_another_device_is_never_shown_here_and_brings_no_curtain() {
        // Ann here, Bob on his own device: Ann's view stays, with no curtain, on Bob's turn.
        let table = [seat(true), away()];
        let start = next_viewer(&table, true, Some(0), false, None);
        assert_eq!(
            start,
            ViewerChange {
                viewer: Some(0),
                curtain: None
            }
        );
        let bobs_turn = next_viewer(&table, true, Some(1), false, Some(0));
        assert_eq!(
            bobs_turn,
            ViewerChange {
                viewer: Some(0),
                curtain: None
            }
        );
        // Two people here and one away: the curtain only between the two here.
        let three = [seat(true), away(), seat(true)];
        let to_carol = next_viewer(&three, true, Some(2), false, Some(0));
        assert_eq!(
            to_carol,
            ViewerChange {
                viewer: Some(0),
                curtain: Some(2)
            }
        );
        let bobs = next_viewer(&three, true, Some(1), false, Some(2));
        assert_eq!(
            bobs,
            ViewerChange {
                viewer: Some(2),
                curtain: None
            }
        );
    }

    #[test]
    fn hot_seat_curtain_comes_down_for_each_new_human() {
        let two = [seat(true), seat(true)];
        // Start: nobody holds the device yet.
        let c = next_viewer(&two, true, Some(0), false, None);
        assert_eq!(
            c,
            ViewerChange {
                viewer: None,
                curtain: Some(0)
            }
        );
        // Seat 0 said "I am…": no curtain while it stays its decision.
        let c = next_viewer(&two, true, Some(0), false, Some(0));
        assert_eq!(
            c,
            ViewerChange {
                viewer: Some(0),
                curtain: None
            }
        );
        // The decision passes to seat 1: curtain, and seat 0's view stays (not rendered).
        let c = next_viewer(&two, true, Some(1), false, Some(0));
        assert_eq!(
            c,
            ViewerChange {
                viewer: Some(0),
                curtain: Some(1)
            }
        );
        // Finished: public view.
        let c = next_viewer(&two, true, None, true, Some(1));
        assert_eq!(
            c,
            ViewerChange {
                viewer: None,
                curtain: None
            }
        );
    }

    #[test]
    fn a_standing_pass_answers_for_its_seat_until_its_own_turn() {
        // Seat 1 asked in seat 0's turn 3: its window answers (the pass is its 0th choice) are
        // played for it.
        let asked = [Asked { seat: 1, turn: 3 }];
        assert_eq!(standing(&asked, Some(1), Some(0), 3), Standing::Pass(1, 0));
        // Its own turn: the request ends.
        assert_eq!(standing(&asked, Some(1), None, 4), Standing::Ends(1));
        // Asked in its own turn 4, it holds for the rest of it and through turn 5.
        let ahead = [Asked { seat: 1, turn: 4 }];
        assert_eq!(standing(&ahead, Some(1), None, 4), Standing::Idle);
        assert_eq!(standing(&ahead, Some(1), Some(2), 5), Standing::Pass(1, 2));
        assert_eq!(standing(&ahead, Some(1), None, 6), Standing::Ends(1));
        // Another seat to act, or nobody asked: nothing.
        assert_eq!(standing(&asked, Some(0), Some(3), 3), Standing::Idle);
        assert_eq!(standing(&[], Some(1), Some(0), 3), Standing::Idle);
        assert_eq!(standing(&asked, None, None, 3), Standing::Idle);
    }

    #[test]
    fn no_curtain_without_secrets_or_with_one_human() {
        let two = [seat(true), seat(true)];
        let c = next_viewer(&two, false, Some(1), false, Some(0));
        assert_eq!(
            c,
            ViewerChange {
                viewer: Some(1),
                curtain: None
            }
        );
        let vs_ai = [seat(false), seat(true)];
        // One human: always that human's view, even while the computer acts.
        let c = next_viewer(&vs_ai, true, Some(0), false, None);
        assert_eq!(
            c,
            ViewerChange {
                viewer: Some(1),
                curtain: None
            }
        );
        let c = next_viewer(&vs_ai, true, Some(1), false, Some(1));
        assert_eq!(
            c,
            ViewerChange {
                viewer: Some(1),
                curtain: None
            }
        );
        // A finished game opened again shows the one human's view, as it ended.
        let c = next_viewer(&vs_ai, true, None, true, None);
        assert_eq!(
            c,
            ViewerChange {
                viewer: Some(1),
                curtain: None
            }
        );
        // Computers only: public view.
        let ai = [seat(false), seat(false)];
        let c = next_viewer(&ai, true, Some(0), false, None);
        assert_eq!(
            c,
            ViewerChange {
                viewer: None,
                curtain: None
            }
        );
    }
}

/// Curtains per round of the card game with two people at one screen, measured by playing the
/// engine with the hot-seat rule and the standing rule: a person answers a response window with
/// Pass most of the time (as people mostly do), otherwise plays like a random player; `asks`:
/// `asks`: whether a person who passes in another's turn asks to pass until their own turn, and
/// whether a person asks it ahead at the end of their own turn.
#[cfg(test)]
mod card_game_curtains {
    use super::*;
    use qbranch_engine::ai::Controller;
    use qbranch_engine::ccg::{
        prebuilt_decks, CcgAction, CcgSetup, Step, Table as CardTable, Variant,
    };
    use qbranch_engine::{Game, Rng};

    fn person() -> SeatSpec {
        SeatSpec {
            name: "x".into(),
            controller: Controller::Human,
            remote: false,
        }
    }

    /// Curtains per round over `games` games of up to `rounds` rounds each.
    fn curtains_per_round<G>(variant: Variant, games: u64, rounds: u32, asks: (bool, bool)) -> f64
    where
        G: Game<Setup = CcgSetup, Action = CcgAction> + std::ops::Deref<Target = CardTable>,
    {
        let seats = [person(), person()];
        let (mut curtains, mut played) = (0u32, 0u32);
        for seed in 0..games {
            let setup = CcgSetup {
                decks: prebuilt_decks(variant, 2),
                goal: if variant == Variant::Basic { 50 } else { 60 },
                skip_unable: false,
                stacked: false,
            };
            let mut g = G::new(&setup, seed).expect("a game");
            let mut rng = Rng::new(seed);
            let (mut viewer, mut asked) = (None, Vec::<Asked>::new());
            // Rounds are counted from the first ordinary turn (after the set-up).
            let first = g.turn_no.max(1);
            while g.outcome().is_none() && g.turn_no < first + rounds * 2 {
                let to_act = g.to_act();
                let pass = to_act.and_then(|s| {
                    let p = g.standing_pass(s)?;
                    g.legal_actions(s).iter().position(|a| *a == p)
                });
                let seat = to_act.expect("someone acts");
                let legal = g.legal_actions(seat);
                let turn = g.turn_number();
                match standing(&asked, to_act, pass, turn) {
                    Standing::Pass(s, i) => {
                        g.apply(s, &legal[i]).expect("the pass applies");
                        continue;
                    }
                    Standing::Ends(s) => asked.retain(|x| x.seat != s),
                    Standing::Idle => {}
                }
                let mine = asked.iter().any(|a| a.seat == seat);
                let ending = matches!(g.turn.step, Step::Discard) && g.turn.seat == seat;
                if asks.1 && ending && !mine {
                    asked.push(Asked { seat, turn });
                }
                let change = next_viewer(&seats, true, to_act, false, viewer);
                viewer = change.viewer;
                if let Some(t) = change.curtain {
                    if g.turn_no >= first {
                        curtains += 1;
                    }
                    viewer = Some(t);
                }
                let a = match legal.iter().find(|a| **a == CcgAction::Pass) {
                    Some(p) if rng.below(10) < 8 => {
                        if asks.0 && pass.is_some() && !mine {
                            asked.push(Asked { seat, turn });
                        }
                        p.clone()
                    }
                    _ => rng.choose(&legal).expect("a legal action").clone(),
                };
                g.apply(seat, &a).expect("a legal action applies");
            }
            played += (g.turn_no - first) / 2;
        }
        f64::from(curtains) / f64::from(played.max(1))
    }

    #[test]
    fn passing_until_ones_turn_brings_fewer_curtains() {
        use qbranch_engine::ccg::{Ccg, CcgLtk};
        let rounds = |v: Variant, asks| match v {
            Variant::Basic => curtains_per_round::<Ccg>(v, 40, 6, asks),
            Variant::Ltk => curtains_per_round::<CcgLtk>(v, 40, 6, asks),
        };
        for v in [Variant::Basic, Variant::Ltk] {
            let answering = rounds(v, (false, false));
            let when_passing = rounds(v, (true, false));
            let ahead = rounds(v, (true, true));
            println!(
                "{v:?}: curtains per round {answering:.2}; passing until one's turn when \
                 passing {when_passing:.2}; asked ahead at the end of one's turn {ahead:.2}"
            );
            // Every answer made for a person saves a curtain there and one back; a turn still
            // begins behind one.
            assert!(
                when_passing < answering,
                "{when_passing} against {answering}"
            );
            assert!(ahead < when_passing, "{ahead} against {when_passing}");
            assert!(ahead >= 2.0, "{ahead}: a curtain at least for each turn");
        }
    }
}
