//! Live and Let Die (Victory Games): Bond's speedboat races four Enemy boats through the
//! bayou to End. Rules from the rulebook; the Action Summaries, the 32 cards, the Special Card
//! Summary and the map are our reconstruction (see [`rulings`] and [`balance`]). Movement,
//! facing, lines and ranges come from the shared [`crate::chase`] module.

pub mod action;
mod ai;
pub mod balance;
pub mod cards;
mod content;
pub mod event;
pub mod fire;
mod legal;
pub mod map;
mod movement;
mod odds;
pub mod piece;
pub mod rulings;
pub mod state;
pub mod summary;
pub mod turn;
pub mod view;

pub use action::LaldAction;
pub use cards::{CardId, CardKind, Playable, CARDS};
pub use event::LaldEvent;
pub use piece::{Piece, PieceId, Side};
pub use state::{Activation, Lald, LaldSetup, Pending, Phase, Used, HAND_LIMIT};
pub use view::LaldView;

use crate::ai::{Level, MctsConfig};
use crate::core::error::{ActionError, SetupError};
use crate::core::game::{Game, GameInfo, Outcome, Seat};
use crate::core::odds::Odds;
use crate::core::rng::Rng;

impl Game for Lald {
    type Setup = LaldSetup;
    type Action = LaldAction;
    type Event = LaldEvent;
    type View = LaldView;

    const ID: &'static str = "lald";
    // 2: Enemy fire at 2-3 spaces white on 2-8 (was 2-7), at 4-6 spaces on 2-5 (was 2-4).
    const RULES_VERSION: u32 = 2;
    const RULINGS: &'static [(&'static str, &'static str)] = rulings::RULINGS;

    fn info() -> GameInfo {
        GameInfo {
            id: "lald",
            name: "Live and Let Die",
            min_players: 2,
            max_players: 2,
            seats: vec!["Bond", "Enemy"],
            implemented: true,
            minutes: 45,
            blurb:
                "A speedboat chase through the bayou: Bond's boat must reach the end of the \
                    waterway while four enemy boats, a hand of cards and their guns try to stop it.",
            hidden_information: true,
        }
    }

    fn content() -> serde_json::Value {
        content::content()
    }

    fn setup_for_players(players: usize) -> Result<Self::Setup, SetupError> {
        if players == 2 {
            Ok(LaldSetup::default())
        } else {
            Err(SetupError(format!(
                "Live and Let Die is for 2 players, not {players}"
            )))
        }
    }

    fn new(setup: &Self::Setup, seed: u64) -> Result<Self, SetupError> {
        Ok(Lald::fresh(setup, seed))
    }

    fn seat_count(&self) -> usize {
        2
    }

    fn seat_name(&self, seat: Seat) -> String {
        match seat {
            0 => "Bond".into(),
            _ => "Enemy".into(),
        }
    }

    fn to_act(&self) -> Option<Seat> {
        self.seat_to_act()
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Self::Action> {
        self.legal(seat)
    }

    fn is_legal(&self, seat: Seat, action: &Self::Action) -> bool {
        self.is_legal_action(seat, action)
    }

    fn apply_unchecked(
        &mut self,
        _seat: Seat,
        action: &Self::Action,
    ) -> Result<Vec<Self::Event>, ActionError> {
        self.act(action)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome.clone()
    }

    fn view(&self, seat: Option<Seat>) -> Self::View {
        self.build_view(seat)
    }

    fn rng_mut(&mut self) -> &mut Rng {
        &mut self.rng
    }

    /// The other side's hand, its face-down discards and the deck are shuffled together and
    /// dealt back in the same sizes.
    fn redeal_hidden(&mut self, seat: Seat, rng: &mut Rng) {
        let other = 1 - seat.min(1);
        let hidden_discards = std::mem::take(&mut self.unseen[other]);
        self.discard.retain(|c| !hidden_discards.contains(c));
        let hand_len = self.hands[other].len();
        let mut pool: Vec<CardId> = std::mem::take(&mut self.hands[other]);
        pool.extend(hidden_discards.iter().copied());
        pool.append(&mut self.deck);
        pool.sort();
        rng.shuffle(&mut pool);
        self.hands[other] = pool.drain(..hand_len).collect();
        let back: Vec<CardId> = pool.drain(..hidden_discards.len()).collect();
        self.discard.extend(back.iter().copied());
        self.unseen[other] = back;
        self.deck = pool;
    }

    fn secret_tokens(&self, holder: Option<Seat>) -> Vec<String> {
        let quote = |c: &CardId| format!("\"{}\"", c.key());
        match holder {
            Some(s) if s < 2 => self.hands[s]
                .iter()
                .chain(self.unseen[s].iter())
                .map(quote)
                .collect(),
            Some(_) => Vec::new(),
            None => self.deck.iter().map(quote).collect(),
        }
    }

    fn turn_number(&self) -> u32 {
        self.turn
    }

    fn describe_action(&self, _seat: Seat, action: &Self::Action) -> String {
        self.label(action)
    }

    fn action_odds(&self, _seat: Seat, action: &Self::Action) -> Option<Odds> {
        self.odds(action)
    }

    fn evaluate(&self) -> Option<Vec<f64>> {
        self.heuristic()
    }

    fn rollout_action(&self, seat: Seat, rng: &mut Rng) -> Option<Self::Action> {
        self.rollout(seat, rng)
    }

    fn rollout_horizon(&self, root: &Self) -> bool {
        self.past_horizon(root)
    }

    fn ai_config(level: Level) -> MctsConfig {
        let mut c = MctsConfig::for_level(level);
        match level {
            Level::Easy => {
                c.iterations = 40;
                c.time_ms = Some(40.0);
            }
            Level::Normal => {
                c.iterations = 300;
                c.time_ms = Some(90.0);
                c.exploration = 0.5;
            }
            Level::Hard => {
                c.iterations = 1500;
            }
        }
        c
    }
}
