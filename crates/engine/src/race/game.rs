//! The `Game` trait for the briefcase race.

use super::action::{By, RaceAction};
use super::agent::Agent;
use super::board::{boat_starts, car_starts, Kind};
use super::cards::{Card, HAND_SIZE};
use super::event::RaceEvent;
use super::view::RaceView;
use super::{ai, content, deck, moves, play, Race, RaceSetup};
use crate::ai::{Level, MctsConfig};
use crate::core::error::{ActionError, SetupError};
use crate::core::game::{Game, GameInfo, Outcome, Seat};
use crate::core::rng::Rng;

impl Game for Race {
    type Setup = RaceSetup;
    type Action = RaceAction;
    type Event = RaceEvent;
    type View = RaceView;

    const ID: &'static str = "race";
    // 3: the pack is rebuilt as soon as it runs out; no robbery by a gate card played where
    // the agent stands.
    const RULES_VERSION: u32 = 3;
    const RULINGS: &'static [(&'static str, &'static str)] = super::rulings::RULINGS;

    fn info() -> GameInfo {
        GameInfo {
            id: "race",
            name: "James Bond 007 — The Briefcase Race",
            min_players: 2,
            max_players: 4,
            seats: vec!["Agent 1", "Agent 2", "Agent 3", "Agent 4"],
            implemented: true,
            minutes: 45,
            blurb: "Two to four agents set off from London, Cairo, Peking and New York by plane, \
                    car, helicopter and boat to grab a briefcase of secret plans from an island \
                    laboratory, then race it home while their rivals lie in wait to rob them.",
            hidden_information: true,
        }
    }

    fn content() -> serde_json::Value {
        content::content()
    }

    fn setup_for_players(players: usize) -> Result<RaceSetup, SetupError> {
        RaceSetup::for_players(players)
            .ok_or_else(|| SetupError(format!("2 to 4 players, not {players}")))
    }

    fn new(setup: &RaceSetup, seed: u64) -> Result<Self, SetupError> {
        let n = setup.bases.len();
        if !(2..=4).contains(&n) {
            return Err(SetupError(format!("2 to 4 players, not {n}")));
        }
        for (i, b) in setup.bases.iter().enumerate() {
            if setup.bases[..i].contains(b) {
                return Err(SetupError(format!("two players chose {}", b.name())));
            }
        }
        let mut rng = Rng::new(seed);
        let mut pack = Card::playing_pack();
        rng.shuffle(&mut pack);
        let mut hands = Vec::with_capacity(n);
        for _ in 0..n {
            let mut h = pack.split_off(pack.len() - HAND_SIZE);
            h.sort();
            hands.push(h);
        }
        Ok(Race {
            setup: setup.clone(),
            agents: setup.bases.iter().map(|b| Agent::new(b.space())).collect(),
            hands,
            pack,
            discard: Vec::new(),
            cars: car_starts().to_vec(),
            boats: boat_starts().to_vec(),
            case: None,
            current: 0,
            retrieved: false,
            robbed: vec![false; n],
            discarding: false,
            discard_first: None,
            turn: 0,
            outcome: None,
            rng,
        })
    }

    fn seat_count(&self) -> usize {
        self.agents.len()
    }

    fn seat_name(&self, seat: Seat) -> String {
        format!("Agent {} ({})", seat + 1, self.setup.bases[seat].name())
    }

    fn to_act(&self) -> Option<Seat> {
        self.outcome.is_none().then_some(self.current)
    }

    fn legal_actions(&self, seat: Seat) -> Vec<RaceAction> {
        moves::legal_actions(self, seat)
    }

    fn is_legal(&self, seat: Seat, action: &RaceAction) -> bool {
        moves::is_legal(self, seat, action)
    }

    fn apply_unchecked(
        &mut self,
        seat: Seat,
        action: &RaceAction,
    ) -> Result<Vec<RaceEvent>, ActionError> {
        Ok(play::apply(self, seat, action))
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome.clone()
    }

    fn view(&self, seat: Option<Seat>) -> RaceView {
        super::view::view(self, seat)
    }

    fn rng_mut(&mut self) -> &mut Rng {
        &mut self.rng
    }

    fn redeal_hidden(&mut self, seat: Seat, rng: &mut Rng) {
        deck::redeal_hidden(self, seat, rng);
    }

    fn turn_number(&self) -> u32 {
        self.turn
    }

    fn describe_action(&self, seat: Seat, action: &RaceAction) -> String {
        let from = self.agents[seat].at;
        let rob = |rob: &Option<Card>| match rob {
            Some(_) => match moves::carrier_at(
                self,
                seat,
                match action {
                    RaceAction::Move { to, .. } => *to,
                    _ => from,
                },
            ) {
                Some(v) => format!(" and rob {} (Take the documents)", self.seat_name(v)),
                None => " and rob the carrier (Take the documents)".into(),
            },
            None => String::new(),
        };
        match action {
            RaceAction::Retrieve { .. } => match self.case {
                Some(h) => format!(
                    "Take the case back from {} (Take the documents)",
                    self.seat_name(h)
                ),
                None => "Take the case back (Take the documents)".into(),
            },
            RaceAction::DiscardTwo => "Discard two cards unseen and draw two".into(),
            RaceAction::DiscardPick { card } => match self.discard_first {
                Some(first) => format!("Discard {card} (with {first}) and draw two"),
                _ => format!("Discard {card}"),
            },
            RaceAction::Move {
                to,
                by,
                card,
                rob: r,
            } => {
                let base = match by {
                    By::Air => format!("Fly {from} → {to} (Air Travel card)"),
                    By::Line => format!("Take the black line {from} → {to}"),
                    By::Car => {
                        if self.agents[seat].car.is_some() {
                            format!("Drive {from} → {to}")
                        } else {
                            format!("Take the car and drive {from} → {to}")
                        }
                    }
                    By::Foot => format!("Walk {from} → {to}"),
                    By::Helicopter => {
                        if from.is_island() {
                            format!("Helicopter from the island → {to} (island Helicopter card)")
                        } else {
                            format!("Helicopter {from} → {to} (Helicopter card)")
                        }
                    }
                    By::Boat => match card {
                        Some(c) => format!("Boat {from} → {to} ({c} card)"),
                        None => format!("Boat {from} → {to}"),
                    },
                    By::Swim => match (self.agents[seat].swim, to.kind()) {
                        (Some(s), _) if s.to != *to => match card {
                            Some(c) => format!("Turn back and land at {to} ({c} card)"),
                            None => format!("Turn back and land at {to}"),
                        },
                        (Some(_), _) => match card {
                            Some(c) => format!("Swim on and land at {to} ({c} card)"),
                            None => format!("Swim on and land at {to}"),
                        },
                        (None, Kind::Lake(g)) if !from.is_island() => format!(
                            "Swim towards the {} Gate (Swimming card; show the gate card)",
                            g.name()
                        ),
                        _ => format!("Swim back towards the shore from {from} (Swimming card)"),
                    },
                    By::Island => format!("Walk across the island {from} → {to}"),
                    By::Gate if *to == from => {
                        format!("Play the {to} card here to leave the island by it")
                    }
                    By::Gate => format!("Go to {to} to leave the island ({} card)", to),
                    By::Centre => {
                        if self.case.is_none() {
                            "Go to the centre and take the documents (At the centre card)".into()
                        } else {
                            "Go to the centre of the island (At the centre card)".into()
                        }
                    }
                };
                format!("{base}{}", rob(r))
            }
        }
    }

    fn evaluate(&self) -> Option<Vec<f64>> {
        Some(ai::evaluate(self))
    }

    fn rollout_action(&self, seat: Seat, rng: &mut Rng) -> Option<RaceAction> {
        ai::rollout_action(self, seat, rng)
    }

    fn decisive_action(&self, seat: Seat) -> Option<RaceAction> {
        ai::winning_move(self, seat)
    }

    fn ai_config(level: Level) -> MctsConfig {
        MctsConfig::for_level(level)
    }

    // ---- secrets, for the contract suite (added by the platform work, issue 8) -------------

    /// `Some(seat)`: the cards in that seat's hand that it has not shown (a swimmer's shown
    /// cards are public), and the cards it discarded unseen. `None`: the face-down pack.
    /// Each card as it appears in an event's JSON (its quoted id).
    fn secret_tokens(&self, holder: Option<Seat>) -> Vec<String> {
        let token =
            |c: &Card| serde_json::to_string(c).unwrap_or_else(|_| panic!("a card serializes"));
        match holder {
            Some(seat) => {
                let pinned = self.agents[seat].pinned();
                self.hands[seat]
                    .iter()
                    .filter(|c| !pinned.contains(c))
                    .chain(
                        self.discard
                            .iter()
                            .filter(|d| d.unseen_by == Some(seat))
                            .map(|d| &d.card),
                    )
                    .map(token)
                    .collect()
            }
            None => self.pack.iter().map(token).collect(),
        }
    }
}
