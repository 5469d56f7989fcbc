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
    let humans: Vec<Seat> = (0..seats.len()).filter(|&s| seats[s].is_human()).collect();
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
        }
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
