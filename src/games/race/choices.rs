//! The viewer's legal actions sorted for the screen: destinations on the board (each with the
//! ways to get there and the card each way uses), the special buttons (take the documents,
//! rob, take the case back) and the "discard two" pairs.

use qbranch_engine::race::board::Kind;
use qbranch_engine::race::{By, Card, CardKind, RaceAction, Space};

use crate::games::Choice;

/// One way of reaching a destination.
#[derive(Clone, Debug, PartialEq)]
pub struct Way {
    pub action: RaceAction,
    /// Its place among the viewer's choices (`data-choice`, where the Hint and a lesson ring).
    pub choice: usize,
    /// The full sentence (`Game::describe_action`).
    pub label: String,
    /// The short tag shown on the board: the card used, or how it is made without one.
    pub tag: String,
    pub by: By,
    /// The card shown for the move (not counting a robbery card).
    pub card: Option<Card>,
    /// A robbery on landing.
    pub rob: bool,
}

/// A highlighted destination.
#[derive(Clone, Debug, PartialEq)]
pub struct Destination {
    pub to: Space,
    pub ways: Vec<Way>,
}

impl Destination {
    /// The tag shown next to the ring on the board: every way, once each.
    pub fn tag(&self) -> String {
        let mut tags: Vec<&str> = Vec::new();
        for w in &self.ways {
            if !tags.contains(&w.tag.as_str()) {
                tags.push(&w.tag);
            }
        }
        tags.join(" · ")
    }
    /// The places of its ways among the viewer's choices (the ring's [`LEADS`]: tapping the
    /// destination is the first pick of each).
    ///
    /// [`LEADS`]: crate::shell::action_bar::LEADS
    pub fn leads(&self) -> Option<String> {
        crate::shell::action_bar::leads(self.ways.iter().map(|w| w.choice))
    }
    /// Any way needs a card.
    pub fn needs_card(&self) -> bool {
        self.ways.iter().any(|w| w.card.is_some() || w.rob)
    }
}

/// All of the viewer's choices, sorted for the screen.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Options {
    pub destinations: Vec<Destination>,
    /// Take the case back (rule 13), with its label and its place among the choices.
    pub retrieve: Option<(RaceAction, String, usize)>,
    /// "Discard two unseen, draw two" may be started (rule 1(b)).
    pub discard_start: bool,
    /// The place of "discard two" among the choices, while it may be started.
    pub discard_choice: Option<usize>,
    /// While discarding: the cards that may be picked now (one per kind of card).
    pub picks: Vec<Card>,
}

impl Options {
    /// Sort `choices`; `from` is where the viewer's agent stands.
    pub fn from_choices(choices: &[Choice<RaceAction>], from: Option<Space>) -> Options {
        let to_island = from.is_some_and(|f| !f.is_island());
        let mut out = Options::default();
        for (i, c) in choices.iter().enumerate() {
            match &c.action {
                RaceAction::Move { to, by, card, rob } => {
                    let way = Way {
                        action: c.action.clone(),
                        choice: i,
                        label: c.label.clone(),
                        tag: match (by, card.map(|c| c.kind()), to.kind()) {
                            // Setting out to swim to the island: the gate card is shown too.
                            (By::Swim, Some(CardKind::Swimming), Kind::Lake(g)) if to_island => {
                                format!("Swimming + {} Gate card", g.name())
                            }
                            _ => tag(*by, *card, rob.is_some()),
                        },
                        by: *by,
                        card: *card,
                        rob: rob.is_some(),
                    };
                    match out.destinations.iter_mut().find(|d| d.to == *to) {
                        Some(d) => d.ways.push(way),
                        None => out.destinations.push(Destination {
                            to: *to,
                            ways: vec![way],
                        }),
                    }
                }
                RaceAction::Retrieve { .. } => {
                    out.retrieve = Some((c.action.clone(), c.label.clone(), i));
                }
                RaceAction::DiscardTwo => {
                    out.discard_start = true;
                    out.discard_choice = Some(i);
                }
                RaceAction::DiscardPick { card } => out.picks.push(*card),
            }
        }
        out
    }

    /// The moves that deserve a button of their own: taking the documents at the centre
    /// (while they still lie there) and every robbery.
    pub fn specials(&self, case_at_centre: bool) -> Vec<&Way> {
        self.destinations
            .iter()
            .flat_map(|d| d.ways.iter())
            .filter(|w| w.rob || (w.by == By::Centre && case_at_centre))
            .collect()
    }

    /// Discarding is possible now: starting it, or picking cards once started.
    pub fn can_discard(&self) -> bool {
        self.discard_start || !self.picks.is_empty()
    }

    /// The pick that throws away a card like `c` (identical cards are interchangeable, so the
    /// engine offers one pick per kind of card).
    pub fn pick_for(&self, c: Card) -> Option<RaceAction> {
        self.picks
            .iter()
            .find(|p| p.class() == c.class())
            .map(|&card| RaceAction::DiscardPick { card })
    }
}

/// A card's short name, as printed big on the card.
pub fn card_short(card: Card) -> String {
    match card.kind() {
        CardKind::Air { .. } => "Air card".into(),
        CardKind::Helicopter => "Helicopter card".into(),
        CardKind::IslandHelicopter => "Island helicopter card".into(),
        CardKind::Swimming => "Swimming card".into(),
        CardKind::Gate { gate } => format!("{} Gate card", gate.name()),
        CardKind::Centre => "Centre card".into(),
        CardKind::TakeDocuments => "Take card".into(),
        CardKind::Spare => "Spare".into(),
    }
}

/// The tag of one way of moving.
pub fn tag(by: By, card: Option<Card>, rob: bool) -> String {
    let base = match (by, card) {
        (By::Boat, Some(c)) => format!("Boat + {}", card_short(c)),
        (By::Swim, Some(c)) if matches!(c.kind(), CardKind::Gate { .. }) => {
            format!("Land + {}", card_short(c))
        }
        (By::Swim, None) => "Swim ashore".into(),
        (_, Some(c)) => card_short(c),
        (By::Line, None) => "Black line".into(),
        (By::Car, None) => "Car".into(),
        (By::Foot, None) | (By::Island, None) => "Walk".into(),
        (By::Boat, None) => "Boat".into(),
        (_, None) => "No card".into(),
    };
    if rob {
        format!("{base} + rob")
    } else {
        base
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use qbranch_engine::race::{Gate, Race, RaceSetup};
    use qbranch_engine::Game;

    fn choices(race: &Race, seat: usize) -> Vec<Choice<RaceAction>> {
        race.legal_actions(seat)
            .into_iter()
            .map(|a| Choice {
                label: race.describe_action(seat, &a),
                odds: None,
                action: a,
            })
            .collect()
    }

    #[test]
    fn every_move_lands_on_exactly_one_destination() {
        let race = Race::new(&RaceSetup::for_players(3).unwrap(), 7).unwrap();
        let cs = choices(&race, 0);
        let o = Options::from_choices(&cs, Some(race.agents()[0].at));
        let moves = cs
            .iter()
            .filter(|c| matches!(c.action, RaceAction::Move { .. }))
            .count();
        assert_eq!(
            o.destinations.iter().map(|d| d.ways.len()).sum::<usize>(),
            moves
        );
        // Each way knows its place among the choices (where the Hint and a lesson ring), and
        // its destination leads to every one of its ways.
        for d in &o.destinations {
            for w in &d.ways {
                assert_eq!(cs[w.choice].action, w.action);
            }
            let leads = d.leads().expect("a destination leads somewhere");
            let places: Vec<usize> = leads.split(' ').map(|p| p.parse().unwrap()).collect();
            assert_eq!(places, d.ways.iter().map(|w| w.choice).collect::<Vec<_>>());
        }
        let mut tos: Vec<_> = o.destinations.iter().map(|d| d.to).collect();
        tos.sort();
        tos.dedup();
        assert_eq!(tos.len(), o.destinations.len());
        // From an airport the black line to its C point is always free (rule 4).
        let line = o
            .destinations
            .iter()
            .find(|d| d.ways.iter().any(|w| w.by == By::Line))
            .expect("the black line");
        assert_eq!(line.tag(), "Black line");
        assert!(!line.needs_card());
    }

    #[test]
    fn gate_to_gate_shows_both_ways() {
        // rule 9 (walk across, no card) and rule 12 (the gate's card, to leave that way)
        let mut race = Race::new(&RaceSetup::for_players(2).unwrap(), 3).unwrap();
        race.place_agent(0, Space::gate(Gate::North));
        race.give_cards(0, &[Card::from_id("gate-e-1").unwrap()]);
        let o = Options::from_choices(&choices(&race, 0), Some(race.agents()[0].at));
        let east = o
            .destinations
            .iter()
            .find(|d| d.to == Space::gate(Gate::East))
            .expect("east gate");
        assert_eq!(east.tag(), "Walk · East Gate card");
    }

    #[test]
    fn a_swim_to_the_island_names_the_gate_card_too() {
        // rule 8: the gate card must be in hand before crossing (the ruling: it is shown)
        let mut race = Race::new(&RaceSetup::for_players(2).unwrap(), 3).unwrap();
        race.place_agent(0, Space::b(Gate::South));
        race.set_boat(2, Space::gate(Gate::South));
        race.give_cards(
            0,
            &[
                Card::from_id("swim-1").unwrap(),
                Card::from_id("gate-s-1").unwrap(),
            ],
        );
        let o = Options::from_choices(&choices(&race, 0), Some(race.agents()[0].at));
        let lake = o
            .destinations
            .iter()
            .find(|d| d.to == Space::lake(Gate::South))
            .expect("the swim");
        assert_eq!(lake.tag(), "Swimming + South Gate card");
    }

    #[test]
    fn any_two_picked_cards_make_a_legal_discard() {
        // rule 1(b): discard any two cards unseen, draw two
        let race = Race::new(&RaceSetup::for_players(2).unwrap(), 11).unwrap();
        let o = Options::from_choices(&choices(&race, 0), Some(race.agents()[0].at));
        assert!(o.discard_start && o.can_discard());
        let hand = race.hand(0).to_vec();
        for i in 0..hand.len() {
            for j in 0..hand.len() {
                if i == j {
                    continue;
                }
                let mut r = race.clone();
                r.apply(0, &RaceAction::DiscardTwo).expect("start");
                for c in [hand[i], hand[j]] {
                    let o = Options::from_choices(&choices(&r, 0), Some(r.agents()[0].at));
                    let a = o.pick_for(c).expect("a legal pick");
                    r.apply(0, &a).expect("legal");
                }
                assert_eq!(r.current_seat(), 1, "the discard ends the turn");
                assert_eq!(r.hand(0).len(), 9);
            }
        }
    }
}
